package magnets

import (
	"context"
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

// Rule identifiers of explanation steps (stable: scripts may match them).
const (
	RuleSingleton     = "singleton"        // a cell outside every domino is neutral
	RulePartner       = "partner"          // a domino's halves: + ↔ −, neutral ↔ neutral
	RuleAdjacent      = "adjacent-pole"    // like poles never touch
	RuleLineCount     = "line-count"       // a line's count is reached, or needs every candidate
	RuleOddLength     = "odd-length"       // the one odd run of a line starts with the extra pole
	RuleInsideMagnets = "inside-magnets"   // magnets lying along a line fill its count
	RuleOneNeutral    = "one-neutral-left" // one neutral left: no neutral domino along the line
	RuleAllMagnets    = "all-magnets"      // as many open dominoes as poles needed: all magnets
	RuleCandidates    = "candidates"       // as many dominoes that can give a pole as needed
	RuleProbe         = "probe"            // assuming the value leads to a contradiction
	RuleContradiction = "contradiction"    // the rules found that no solution exists
)

// Costs of the rules (Step.Cost): cell rules are cheapest, counting along
// one line a little dearer, the tricky line rules dearer still, and a
// refutation by assumption dearest: costProbe plus one per step of the
// refutation.
const (
	costSingleton     = 1
	costPartner       = 1
	costAdjacent      = 1
	costLineCount     = 2
	costOddLength     = 3
	costInsideMagnets = 4
	costOneNeutral    = 4
	costAllMagnets    = 5
	costCandidates    = 6
	costProbe         = 10
)

// ruleTier is the grade tier a rule belongs to.
func ruleTier(rule string) tier {
	switch rule {
	case RuleInsideMagnets, RuleOneNeutral, RuleAllMagnets, RuleCandidates:
		return tierTricky
	case RuleProbe:
		return tierHard
	}
	return tierEasy
}

var tierNames = []string{GradeEasy, GradeTricky, GradeHard}

// counts returns, for line l, the cells fixed to each value and the
// unfixed cells that may still take each value.
func (e *engine) counts(l int) (fix, open [3]int) {
	for _, i := range e.lines[l] {
		d := e.dom[i]
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

// useFixed records the facts of line l's fixed cells (all of them, or only
// those holding bit when bit is not 0).
func (e *engine) useFixed(m *move, l int, bit uint8) {
	for _, i := range e.lines[l] {
		if fixed(e.dom[i]) && (bit == 0 || e.dom[i] == bit) {
			e.use(m, e.isFact(i))
		}
	}
}

// insideNext reports whether the k-th cell of line l and the next one form a domino.
func (e *engine) insideNext(l, k int) bool {
	cells := e.lines[l]
	return k+1 < len(cells) && e.p.Partner[cells[k]] == cells[k+1]
}

// ruleLineCount (easy): a line whose count of a value is reached excludes
// it from its other cells; a line that needs every cell that can still
// take a value gives it to them all; a count exceeded, or out of reach, is
// a contradiction.
func (e *engine) ruleLineCount(l int) *move {
	fix, open := e.counts(l)
	for v := range 3 {
		t := e.target[l][v]
		if t < 0 {
			continue
		}
		bit := uint8(1) << v
		full := fix[v] == t && open[v] > 0
		needAll := open[v] > 0 && fix[v]+open[v] == t
		fail := fix[v] > t || fix[v]+open[v] < t
		if !full && !needAll && !fail {
			continue
		}
		m := &move{bit: bit, need: t, have: fix[v], fail: fail}
		switch {
		case fix[v] > t:
			e.useFixed(m, l, bit)
		case fail:
			e.useNonCandidates(m, l, bit)
		case full:
			m.full = true
			e.useFixed(m, l, bit)
			for _, i := range e.lines[l] {
				if !fixed(e.dom[i]) && e.dom[i]&bit != 0 {
					e.narrow(m, i, ^bit)
				}
			}
		default:
			e.useNonCandidates(m, l, bit)
			for _, i := range e.lines[l] {
				if !fixed(e.dom[i]) && e.dom[i]&bit != 0 {
					e.narrow(m, i, bit)
				}
			}
		}
		if m.fail {
			for _, i := range e.lines[l] {
				if e.dom[i]&bit != 0 {
					m.extra = append(m.extra, i)
				}
			}
		}
		return m
	}
	return nil
}

// useNonCandidates records why the cells of line l that cannot take bit cannot.
func (e *engine) useNonCandidates(m *move, l int, bit uint8) {
	for _, i := range e.lines[l] {
		if e.dom[i]&bit == 0 {
			e.use(m, e.notFact(i, bit))
		}
	}
}

// ruleOddLength (easy, as in Tatham's game): when a line needs no more
// neutrals and one more of one pole than of the other, and its open cells
// form a single run of odd length (poles alternate along a run, so only an
// odd run can hold the extra pole), that run starts with the extra pole.
func (e *engine) ruleOddLength(l int) *move {
	t := e.target[l]
	if t[2] < 0 {
		return nil
	}
	fix, _ := e.counts(l)
	if t[2] != fix[2] {
		return nil
	}
	needP, needM := t[0]-fix[0], t[1]-fix[1]
	var extra uint8
	switch {
	case needP == needM+1:
		extra = bitPlus
	case needM == needP+1:
		extra = bitMinus
	default:
		return nil
	}
	start, odd, oddLen := -1, -1, 0
	run := 0
	cells := e.lines[l]
	for k := 0; k <= len(cells); k++ {
		if k < len(cells) && !fixed(e.dom[cells[k]]) {
			if run == 0 {
				start = k
			}
			run++
			continue
		}
		if run%2 == 1 {
			if odd >= 0 {
				return nil // two odd runs: no conclusion
			}
			odd, oddLen = start, run
		}
		run = 0
	}
	if odd < 0 || e.dom[cells[odd]]&extra == e.dom[cells[odd]] {
		return nil
	}
	m := &move{bit: extra}
	e.useFixed(m, l, 0)
	e.narrow(m, cells[odd], extra)
	m.extra = cells[odd : odd+oddLen]
	return m
}

// ruleInsideMagnets (tricky): a domino lying along the line whose cells
// can only be poles counts as one + and one −; if that fills a pole's
// count, the pole leaves the line's other open cells.
func (e *engine) ruleInsideMagnets(l int) *move {
	t := e.target[l]
	if t[0] < 0 && t[1] < 0 {
		return nil
	}
	fix, _ := e.counts(l)
	cells := e.lines[l]
	var mags []int // first cells of the magnets along the line
	for k := range cells {
		if e.insideNext(l, k) {
			a, b := e.dom[cells[k]], e.dom[cells[k+1]]
			if a == bitPlus|bitMinus && b == bitPlus|bitMinus {
				mags = append(mags, k)
			}
		}
	}
	if len(mags) == 0 {
		return nil
	}
	for v, bit := range []uint8{bitPlus, bitMinus} {
		if t[v] < 0 || fix[v]+len(mags) != t[v] {
			continue
		}
		m := &move{bit: bit, need: t[v], have: fix[v]}
		inMagnet := func(i int) bool {
			for _, k := range mags {
				if cells[k] == i || cells[k+1] == i {
					return true
				}
			}
			return false
		}
		for _, k := range mags {
			m.extra = append(m.extra, cells[k])
		}
		for _, i := range cells {
			if !fixed(e.dom[i]) && e.dom[i]&bit != 0 && !inMagnet(i) {
				e.narrow(m, i, ^bit)
			}
		}
		if len(m.cells) == 0 {
			continue
		}
		e.useFixed(m, l, bit)
		for _, k := range mags {
			e.use(m, e.notFact(cells[k], bitNeutral))
		}
		return m
	}
	return nil
}

// ruleOneNeutralLeft (tricky): a line with one neutral cell left to place
// has no neutral domino lying along it.
func (e *engine) ruleOneNeutralLeft(l int) *move {
	t := e.target[l][2]
	if t < 0 {
		return nil
	}
	fix, _ := e.counts(l)
	if t != fix[2]+1 {
		return nil
	}
	m := &move{bit: bitNeutral, need: t, have: fix[2]}
	cells := e.lines[l]
	for k := range cells {
		if e.insideNext(l, k) && !fixed(e.dom[cells[k]]) && e.dom[cells[k]]&bitNeutral != 0 {
			e.narrow(m, cells[k], ^bitNeutral)
			m.extra = append(m.extra, cells[k])
		}
	}
	if len(m.cells) == 0 {
		return nil
	}
	e.useFixed(m, l, bitNeutral)
	return m
}

// openDominoes lists the open dominoes meeting line l, each once, by the
// index (in the line) of its first cell there.
func (e *engine) openDominoes(l int) []int {
	var ks []int
	cells := e.lines[l]
	for k, i := range cells {
		q := e.p.Partner[i]
		if q < 0 || fixed(e.dom[i]) || (k > 0 && q == cells[k-1]) {
			continue
		}
		ks = append(ks, k)
	}
	return ks
}

// ruleAllMagnets (tricky): every open domino gives a line at most one +
// (and one −); if the open dominoes are as many as the + (or −) poles the
// line still needs, every one is a magnet: no open cell of the line is
// neutral.
func (e *engine) ruleAllMagnets(l int) *move {
	t := e.target[l]
	if t[0] < 0 && t[1] < 0 {
		return nil
	}
	fix, _ := e.counts(l)
	ks := e.openDominoes(l)
	nd := len(ks)
	var bit uint8
	switch {
	case t[0] >= 0 && t[0]-fix[0] == nd:
		bit = bitPlus
	case t[1] >= 0 && t[1]-fix[1] == nd:
		bit = bitMinus
	default:
		return nil
	}
	v := valueIndex(bit)
	m := &move{bit: bit, need: t[v], have: fix[v]}
	for _, i := range e.lines[l] {
		if !fixed(e.dom[i]) {
			e.narrow(m, i, ^bitNeutral)
		}
	}
	if len(m.cells) == 0 {
		return nil
	}
	for _, k := range ks {
		m.extra = append(m.extra, e.lines[l][k])
	}
	e.useFixed(m, l, 0)
	return m
}

// ruleCandidates (tricky): if the open dominoes that can give a pole to
// this line are as many as the poles still needed, each must give one;
// where only one of its cells in the line can, that cell takes the pole.
func (e *engine) ruleCandidates(l int) *move {
	t := e.target[l]
	cells := e.lines[l]
	for v, bit := range []uint8{bitPlus, bitMinus} {
		if t[v] < 0 {
			continue
		}
		fix, _ := e.counts(l)
		ks := e.openDominoes(l)
		cand := 0
		for _, k := range ks {
			if e.dominoCan(l, k, bit) > 0 {
				cand++
			}
		}
		if t[v]-fix[v] != cand {
			continue
		}
		m := &move{bit: bit, need: t[v], have: fix[v]}
		for _, k := range ks {
			if e.dominoCan(l, k, bit) != 1 {
				continue
			}
			i := cells[k]
			if e.dom[i]&bit == 0 {
				i = cells[k+1]
			}
			e.narrow(m, i, bit)
		}
		if len(m.cells) == 0 {
			continue
		}
		e.useFixed(m, l, 0)
		for _, k := range ks {
			n := e.dominoCan(l, k, bit)
			if n > 0 {
				m.extra = append(m.extra, cells[k])
			}
			if n < 2 {
				e.useNonCandidates1(m, cells[k], bit)
				if e.insideNext(l, k) {
					e.useNonCandidates1(m, cells[k+1], bit)
				}
			}
		}
		return m
	}
	return nil
}

// useNonCandidates1 records why cell i cannot take bit, if it cannot.
func (e *engine) useNonCandidates1(m *move, i int, bit uint8) {
	if e.dom[i]&bit == 0 {
		e.use(m, e.notFact(i, bit))
	}
}

// dominoCan counts the cells, in line l, of the open domino starting at the
// line's k-th cell that can take bit.
func (e *engine) dominoCan(l, k int, bit uint8) int {
	cells := e.lines[l]
	if fixed(e.dom[cells[k]]) {
		return 0
	}
	n := 0
	if e.dom[cells[k]]&bit != 0 {
		n++
	}
	if e.insideNext(l, k) && e.dom[cells[k+1]]&bit != 0 {
		n++
	}
	return n
}

// solveAt runs the rules up to tier t (probing at hard) and reports whether
// they solved p (false also when they found a contradiction).
func solveAt(ctx context.Context, p *Puzzle, t tier) (solved, contradiction bool) {
	e := newEngine(p, false)
	e.run(ctx, t, nil)
	return !e.failed && e.solved(), e.failed
}

// GradePuzzle returns the tier of the hardest step the explanation engine
// needs (the weakest tier that solves p: the engine always takes the
// cheapest rule that applies), or search / ambiguous / unsolvable (decided
// by a complete count with cap 2) when the rules and probing stall.
func GradePuzzle(ctx context.Context, p *Puzzle) (string, error) {
	e := newEngine(p, false)
	hardest, err := e.run(ctx, tierHard, nil)
	if err != nil {
		return "", err
	}
	switch {
	case e.failed:
		return GradeUnsolvable, nil
	case e.solved():
		return tierNames[hardest], nil
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
