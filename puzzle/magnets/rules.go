package magnets

import (
	"context"
	"math/bits"
)

// Grades, weakest first. Easy and tricky are Simon Tatham's tiers; hard adds
// probing; search means unique but beyond the rules and probing.
const (
	GradeEasy       = "easy"
	GradeTricky     = "tricky"
	GradeHard       = "hard"
	GradeSearch     = "search"
	GradeAmbiguous  = "ambiguous"  // more than one solution
	GradeUnsolvable = "unsolvable" // no solution
)

// tier numbers the rule sets.
type tier int

const (
	tierEasy tier = iota
	tierTricky
	tierHard
)

// ruleState is a partial solution for human-style deduction: every cell's
// domain of possible values. It keeps two invariants: a domino's cells
// mirror each other (+ ↔ −, neutral ↔ neutral), and a cell fixed to a pole
// has that pole removed from its neighbours. Together they are the easy
// tier's cell rules: a cell with one value left is set, a domino whose
// cells cannot hold some pole is neutral, setting a pole forbids the same
// pole next to it and fixes the partner.
type ruleState struct {
	p     *Puzzle
	dom   []uint8
	lines [][]int
	// target[l] = wanted +, −, neutral counts of line l (-1 unknown).
	target [][3]int
	failed bool
	// version[l] counts changes to line l's cells; checked[r][l] is the
	// version at which rule r last ran on l without progress (rules read
	// only their line's cells, so an unchanged line needs no rerun).
	version []int
	checked [][]int
	lineOf  [][2]int
	marked  []bool // scratch of ruleMagnetsInLine
}

func newRuleState(p *Puzzle) *ruleState {
	w, h := p.W, p.H
	st := &ruleState{p: p, dom: make([]uint8, w*h), lines: make([][]int, h+w), target: make([][3]int, h+w),
		version: make([]int, h+w), lineOf: make([][2]int, w*h), marked: make([]bool, w*h)}
	for i := range st.dom {
		st.dom[i] = bitAll
		st.lineOf[i] = [2]int{i / w, h + i%w}
	}
	for r := range h {
		for c := range w {
			st.lines[r] = append(st.lines[r], r*w+c)
		}
	}
	for c := range w {
		for r := range h {
			st.lines[h+c] = append(st.lines[h+c], r*w+c)
		}
	}
	set := func(l, plus, minus int) {
		st.target[l] = [3]int{plus, minus, -1}
		if plus >= 0 && minus >= 0 {
			st.target[l][2] = len(st.lines[l]) - plus - minus
		}
	}
	for r := range h {
		set(r, p.RowPlus[r], p.RowMinus[r])
	}
	for c := range w {
		set(h+c, p.ColPlus[c], p.ColMinus[c])
	}
	for i, q := range p.Partner {
		if q < 0 {
			st.restrict(i, bitNeutral)
		}
	}
	return st
}

func (st *ruleState) clone() *ruleState {
	c := *st
	c.dom = append([]uint8(nil), st.dom...)
	c.version = append([]int(nil), st.version...)
	c.checked = make([][]int, len(st.checked))
	for r := range st.checked {
		c.checked[r] = append([]int(nil), st.checked[r]...)
	}
	c.marked = make([]bool, len(st.dom))
	return &c
}

func fixed(d uint8) bool { return bits.OnesCount8(d) == 1 }

// restrict narrows cell i to keep and restores the invariants. It reports
// whether anything changed; a wipe-out sets failed.
func (st *ruleState) restrict(i int, keep uint8) bool {
	if st.failed {
		return false
	}
	old := st.dom[i]
	nd := old & keep
	if nd == old {
		return false
	}
	if nd == 0 {
		st.failed = true
		return false
	}
	st.dom[i] = nd
	st.version[st.lineOf[i][0]]++
	st.version[st.lineOf[i][1]]++
	if q := st.p.Partner[i]; q >= 0 {
		st.restrict(q, mirror[nd])
	}
	if nd == bitPlus || nd == bitMinus {
		w, n := st.p.W, len(st.dom)
		c := i % w
		if c > 0 {
			st.restrict(i-1, ^nd)
		}
		if c+1 < w {
			st.restrict(i+1, ^nd)
		}
		if i >= w {
			st.restrict(i-w, ^nd)
		}
		if i+w < n {
			st.restrict(i+w, ^nd)
		}
	}
	return true
}

func (st *ruleState) solved() bool {
	for _, d := range st.dom {
		if !fixed(d) {
			return false
		}
	}
	return true
}

// counts returns, for line l, the cells fixed to each value and the
// unfixed cells that may still take each value.
func (st *ruleState) counts(l int) (fix, open [3]int) {
	for _, i := range st.lines[l] {
		d := st.dom[i]
		if fixed(d) {
			fix[valueIndex(d)]++
			continue
		}
		for v := range 3 {
			if d&(1<<v) != 0 {
				open[v]++
			}
		}
	}
	return
}

// insideNext reports whether the k-th cell of line l and the next one form a domino.
func (st *ruleState) insideNext(l, k int) bool {
	cells := st.lines[l]
	return k+1 < len(cells) && st.p.Partner[cells[k]] == cells[k+1]
}

// ruleCheckFull (easy): a line whose count of a value is reached excludes
// it from its other cells; a line that needs every remaining candidate for
// a value gives it to them all; a count exceeded, or out of reach, fails.
func (st *ruleState) ruleCheckFull(l int) bool {
	changed := false
	for v := range 3 {
		t := st.target[l][v]
		if t < 0 {
			continue
		}
		fix, open := st.counts(l)
		bit := uint8(1) << v
		switch {
		case fix[v] > t || fix[v]+open[v] < t:
			st.failed = true
			return false
		case fix[v] == t && open[v] > 0:
			for _, i := range st.lines[l] {
				if !fixed(st.dom[i]) && st.dom[i]&bit != 0 {
					changed = st.restrict(i, ^bit) || changed
				}
			}
		case open[v] > 0 && fix[v]+open[v] == t:
			for _, i := range st.lines[l] {
				if !fixed(st.dom[i]) && st.dom[i]&bit != 0 {
					changed = st.restrict(i, bit) || changed
				}
			}
		}
	}
	return changed
}

// ruleOddLength (easy, as in Tatham's game): when a line needs no more
// neutrals and one more of one pole than of the other, and its open cells
// form a single run of odd length, that run starts with the extra pole.
func (st *ruleState) ruleOddLength(l int) bool {
	t := st.target[l]
	if t[2] < 0 {
		return false
	}
	fix, _ := st.counts(l)
	if t[2] != fix[2] {
		return false
	}
	needP, needM := t[0]-fix[0], t[1]-fix[1]
	var extra uint8
	switch {
	case needP == needM+1:
		extra = bitPlus
	case needM == needP+1:
		extra = bitMinus
	default:
		return false
	}
	start, odd := -1, -1
	run := 0
	cells := st.lines[l]
	for k := 0; k <= len(cells); k++ {
		if k < len(cells) && !fixed(st.dom[cells[k]]) {
			if run == 0 {
				start = k
			}
			run++
			continue
		}
		if run%2 == 1 {
			if odd >= 0 {
				return false // two odd runs: no conclusion
			}
			odd = start
		}
		run = 0
	}
	if odd < 0 {
		return false
	}
	return st.restrict(cells[odd], extra)
}

// ruleMagnetsInLine (tricky): a domino lying inside the line whose cells
// can only be poles counts as one + and one −; if that fills a pole's
// count, the pole leaves the line's other open cells.
func (st *ruleState) ruleMagnetsInLine(l int) bool {
	t := st.target[l]
	if t[0] < 0 && t[1] < 0 {
		return false
	}
	fix, _ := st.counts(l)
	cells := st.lines[l]
	marked := st.marked
	for _, i := range cells {
		marked[i] = false
	}
	found := 0
	for k := range cells {
		if st.insideNext(l, k) {
			a, b := st.dom[cells[k]], st.dom[cells[k+1]]
			if !fixed(a) && a == bitPlus|bitMinus && b == bitPlus|bitMinus {
				marked[cells[k]], marked[cells[k+1]] = true, true
				found++
			}
		}
	}
	if found == 0 {
		return false
	}
	changed := false
	for v, bit := range []uint8{bitPlus, bitMinus} {
		if t[v] < 0 || fix[v]+found != t[v] {
			continue
		}
		for _, i := range cells {
			if !fixed(st.dom[i]) && !marked[i] && st.dom[i]&bit != 0 {
				changed = st.restrict(i, ^bit) || changed
			}
		}
	}
	return changed
}

// ruleOneNeutralLeft (tricky): a line with one neutral cell left to place
// has no neutral domino lying inside it.
func (st *ruleState) ruleOneNeutralLeft(l int) bool {
	t := st.target[l][2]
	if t < 0 {
		return false
	}
	fix, _ := st.counts(l)
	if t != fix[2]+1 {
		return false
	}
	changed := false
	cells := st.lines[l]
	for k := range cells {
		if st.insideNext(l, k) && !fixed(st.dom[cells[k]]) {
			changed = st.restrict(cells[k], ^bitNeutral) || changed
		}
	}
	return changed
}

// openDominoes lists the open dominoes meeting line l, each once, by the
// index (in the line) of its first cell there.
func (st *ruleState) openDominoes(l int) []int {
	var ks []int
	cells := st.lines[l]
	for k, i := range cells {
		q := st.p.Partner[i]
		if q < 0 || fixed(st.dom[i]) || (k > 0 && q == cells[k-1]) {
			continue
		}
		ks = append(ks, k)
	}
	return ks
}

// ruleAllDominoesPoled (tricky): if the open dominoes of a line are as many
// as the + (or −) poles it still needs, every one is a magnet: no open cell
// of the line is neutral.
func (st *ruleState) ruleAllDominoesPoled(l int) bool {
	t := st.target[l]
	if t[0] < 0 && t[1] < 0 {
		return false
	}
	fix, _ := st.counts(l)
	nd := len(st.openDominoes(l))
	if !(t[0] >= 0 && t[0]-fix[0] == nd) && !(t[1] >= 0 && t[1]-fix[1] == nd) {
		return false
	}
	changed := false
	for _, i := range st.lines[l] {
		if !fixed(st.dom[i]) {
			changed = st.restrict(i, ^bitNeutral) || changed
		}
	}
	return changed
}

// ruleCandidatesForced (tricky): if the open dominoes that can hold a pole
// in this line are as many as the poles still needed, each must hold one;
// where only one of its cells in the line can, that cell takes the pole.
func (st *ruleState) ruleCandidatesForced(l int) bool {
	t := st.target[l]
	changed := false
	cells := st.lines[l]
	for v, bit := range []uint8{bitPlus, bitMinus} {
		if t[v] < 0 {
			continue
		}
		fix, _ := st.counts(l)
		ks := st.openDominoes(l)
		cand := 0
		for _, k := range ks {
			if st.dominoCan(l, k, bit) > 0 {
				cand++
			}
		}
		if t[v]-fix[v] != cand {
			continue
		}
		for _, k := range ks {
			if st.dominoCan(l, k, bit) != 1 {
				continue
			}
			i := cells[k]
			if st.dom[i]&bit == 0 {
				i = cells[k+1]
			}
			changed = st.restrict(i, bit) || changed
		}
	}
	return changed
}

// dominoCan counts the cells, in line l, of the open domino starting at the
// line's k-th cell that can take bit.
func (st *ruleState) dominoCan(l, k int, bit uint8) int {
	cells := st.lines[l]
	if fixed(st.dom[cells[k]]) {
		return 0
	}
	n := 0
	if st.dom[cells[k]]&bit != 0 {
		n++
	}
	if st.insideNext(l, k) && st.dom[cells[k+1]]&bit != 0 {
		n++
	}
	return n
}

// applyRules runs the rules of tier t (tricky at most) to a fixpoint, in
// Tatham's order: after any progress it starts again from the easiest rule.
func (st *ruleState) applyRules(t tier) {
	easy := []func(int) bool{st.ruleCheckFull, st.ruleOddLength}
	tricky := []func(int) bool{st.ruleMagnetsInLine, st.ruleOneNeutralLeft, st.ruleAllDominoesPoled, st.ruleCandidatesForced}
	rules := easy
	if t >= tierTricky {
		rules = append(rules, tricky...)
	}
	if len(st.checked) < len(rules) {
		st.checked = make([][]int, len(rules))
		for r := range st.checked {
			st.checked[r] = make([]int, len(st.lines))
			for l := range st.checked[r] {
				st.checked[r][l] = -1
			}
		}
	}
	for !st.failed {
		progress := false
		for r, rule := range rules {
			for l := range st.lines {
				if st.checked[r][l] == st.version[l] {
					continue
				}
				if rule(l) {
					progress = true
				} else {
					st.checked[r][l] = st.version[l]
				}
				if st.failed {
					return
				}
			}
			if progress {
				break
			}
		}
		if !progress {
			return
		}
	}
}

// probe (hard): for each open cell and each value it may take, assume it
// and run the tricky rules; a value that leads to a contradiction is
// removed. Repeats until nothing more is learned.
func (st *ruleState) probe(ctx context.Context) {
	st.applyRules(tierTricky)
	for !st.failed && !st.solved() {
		learned := false
		for i, d := range st.dom {
			if fixed(d) {
				continue
			}
			for _, v := range valuesOf[d] {
				if st.dom[i]&v == 0 {
					continue
				}
				trial := st.clone()
				trial.restrict(i, v)
				trial.applyRules(tierTricky)
				if trial.failed {
					st.restrict(i, ^v)
					st.applyRules(tierTricky)
					learned = true
					if st.failed {
						return
					}
				}
			}
			if ctx.Err() != nil {
				return
			}
		}
		if !learned {
			return
		}
	}
}

// solveAt runs tier t and reports whether it solved p (false also when the
// rules found a contradiction).
func solveAt(ctx context.Context, p *Puzzle, t tier) (solved, contradiction bool) {
	st := newRuleState(p)
	if t == tierHard {
		st.probe(ctx)
	} else {
		st.applyRules(t)
	}
	return !st.failed && st.solved(), st.failed
}

// GradePuzzle returns the weakest tier that solves p without guessing, or
// search / ambiguous / unsolvable (decided by a complete count with cap 2).
func GradePuzzle(ctx context.Context, p *Puzzle) (string, error) {
	for _, g := range []struct {
		t    tier
		name string
	}{{tierEasy, GradeEasy}, {tierTricky, GradeTricky}, {tierHard, GradeHard}} {
		ok, contra := solveAt(ctx, p, g.t)
		if ok {
			return g.name, nil
		}
		if contra {
			return GradeUnsolvable, nil
		}
		if err := ctx.Err(); err != nil {
			return "", err
		}
	}
	n, complete, err := CountSolutions(ctx, p, 2)
	if err != nil {
		return "", err
	}
	switch {
	case n == 0 && complete:
		return GradeUnsolvable, nil
	case n == 1 && complete:
		return GradeSearch, nil
	}
	return GradeAmbiguous, nil
}
