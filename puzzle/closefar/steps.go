package closefar

import (
	"context"
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"deduce/puzzle"
)

// The step engine: the rule tiers of rules.go, applied one human-sized step
// at a time, each step recording what it cites. It serves explain, hint,
// grade and the generator's difficulty (one set of rules, not two).
//
// Knowledge is a mask per cell (bit v set: value v, one of Blank, Close, Far,
// is still possible). A line step reads one row or column: the placements of
// two C and two F (C closer) that fit the cited knowledge all agree that some
// cells lose values. A trial step assumes one value in one cell, applies line
// reasoning until some line has no placement left, and concludes the cell
// cannot hold that value.

// Rule identifiers (Step.Rule).
const (
	RuleLine          = "line"          // one row or column (tier easy)
	RuleTrial         = "trial"         // one-step trial (tier tricky)
	RuleContradiction = "contradiction" // a line with no placement: no solution from here
)

// Step costs (see README.md): a line step costs 1 + ⌊log2 k⌋, k being the
// number of placements that fit the cited facts (1 when the line is forced);
// a trial costs trialBaseCost plus one per line step of its contradiction.
// Line costs stay below trialBaseCost up to N = 32 (103 160 placements: 17),
// so the hardest step of a puzzle that needs a trial is always a trial.
const (
	trialBaseCost         = 20
	contradictionStepCost = 1
)

type engine struct {
	p    *Puzzle
	n    int
	ps   []placement
	dom  []uint8
	clue []int // per cell: its hint's clue number (1-based), 0 for no hint

	// cache[l] is line l's best step for the current knowledge (valid[l]).
	cache []lineStepResult
	valid []bool

	// fast: grading only. The same rules in the same order of tiers, but the
	// first line step or trial found is taken, without citations or texts:
	// the tier reached does not depend on the order (each rule only ever
	// adds knowledge, so the closure under line steps, and under line steps
	// and trials, is the same whatever the order).
	fast bool

	// Buffers of runChain.
	queue  []int
	queued []bool
	know   []uint8
}

// lineStepResult is what one line yields: new masks for some of its cells,
// from the minimal premises (line positions) found.
type lineStepResult struct {
	l        int
	k        int // placements fitting the premises; 0 = contradiction
	changed  []int
	newMask  []uint8 // per changed position
	premises []int   // line positions whose knowledge is cited
	nothing  bool    // the line yields no new fact
}

func newEngine(p *Puzzle) *engine {
	n := p.N
	e := &engine{p: p, n: n, ps: placements(n), dom: make([]uint8, n*n), clue: make([]int, n*n),
		cache: make([]lineStepResult, 2*n), valid: make([]bool, 2*n)}
	k := 0
	for x, h := range p.Hints {
		e.dom[x] = allValues
		if h != Blank {
			k++
			e.clue[x] = k
			e.dom[x] = 1 << h
		}
	}
	return e
}

func (e *engine) cell(l, i int) int {
	if l < e.n {
		return l*e.n + i
	}
	return i*e.n + (l - e.n)
}

func (e *engine) lineName(l int) string {
	if l < e.n {
		return fmt.Sprintf("row %d", l+1)
	}
	return fmt.Sprintf("column %d", l-e.n+1)
}

// fit counts the placements of a line that fit know (one mask per position)
// and returns, per value, the positions some fitting placement gives it.
func fit(ps []placement, know []uint8) (k int, supB, supC, supF uint32) {
	n := len(know)
	full := uint32(1)<<n - 1
	var allowB, allowC, allowF uint32
	for i, d := range know {
		allowB |= uint32(d>>Blank&1) << i
		allowC |= uint32(d>>Close&1) << i
		allowF |= uint32(d>>Far&1) << i
	}
	for _, pl := range ps {
		blank := full &^ (pl.c | pl.f)
		if pl.c&^allowC != 0 || pl.f&^allowF != 0 || blank&^allowB != 0 {
			continue
		}
		k++
		supB |= blank
		supC |= pl.c
		supF |= pl.f
	}
	return
}

func supMask(i int, supB, supC, supF uint32) uint8 {
	return uint8(supB>>i&1)<<Blank | uint8(supC>>i&1)<<Close | uint8(supF>>i&1)<<Far
}

// lineKnow copies line l's masks out of dom.
func (e *engine) lineKnow(dom []uint8, l int, buf []uint8) []uint8 {
	buf = buf[:0]
	for i := 0; i < e.n; i++ {
		buf = append(buf, dom[e.cell(l, i)])
	}
	return buf
}

// analyseLine finds what line l yields from dom and the fewest premises that
// still yield it (greedy: drop cited cells while the conclusion stands,
// earlier steps' facts before hints, so that hints are cited rather than facts).
func (e *engine) analyseLine(dom []uint8, l int, minimise bool) lineStepResult {
	know := e.lineKnow(dom, l, make([]uint8, 0, e.n))
	r := lineStepResult{l: l}
	k, b, c, f := fit(e.ps, know)
	r.k = k
	isHint := func(i int) bool { return e.clue[e.cell(l, i)] != 0 }
	var premises []int
	for i, d := range know {
		if d != allValues {
			premises = append(premises, i)
		}
	}
	if k == 0 {
		if minimise {
			r.premises = e.minimise(know, premises, isHint, func(w []uint8) bool {
				k, _, _, _ := fit(e.ps, w)
				return k == 0
			})
		} else {
			r.premises = premises
		}
		return r
	}
	for i, d := range know {
		if nm := d & supMask(i, b, c, f); nm != d {
			r.changed = append(r.changed, i)
			r.newMask = append(r.newMask, nm)
		}
	}
	if len(r.changed) == 0 {
		r.nothing = true
		return r
	}
	if !minimise {
		r.premises = premises
		return r
	}
	r.premises = e.minimise(know, premises, isHint, func(w []uint8) bool {
		_, b, c, f := fit(e.ps, w)
		for j, i := range r.changed {
			if w[i]&supMask(i, b, c, f)&^r.newMask[j] != 0 {
				return false
			}
		}
		return true
	})
	w := make([]uint8, e.n)
	for i := range w {
		w[i] = allValues
	}
	for _, i := range r.premises {
		w[i] = know[i]
	}
	r.k, _, _, _ = fit(e.ps, w)
	return r
}

// minimise drops premises (line positions) from know one at a time while
// holds stays true on the weakened knowledge; non-hint premises go first.
func (e *engine) minimise(know []uint8, premises []int, isHint func(i int) bool, holds func([]uint8) bool) []int {
	w := slices.Clone(know)
	keep := make([]bool, len(know))
	for _, i := range premises {
		keep[i] = true
	}
	order := slices.Clone(premises)
	slices.SortStableFunc(order, func(a, b int) int { return boolInt(isHint(a)) - boolInt(isHint(b)) })
	for _, i := range order {
		w[i] = allValues
		if holds(w) {
			keep[i] = false
			continue
		}
		w[i] = know[i]
	}
	var out []int
	for i, k := range keep {
		if k {
			out = append(out, i)
		}
	}
	return out
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// cellName is (row,col), 1-based.
func (e *engine) cellName(x int) string { return fmt.Sprintf("(%d,%d)", x/e.n+1, x%e.n+1) }

func valueChar(v Cell) string { return string(v.rune()) }

func valueWord(v Cell) string {
	if v == Blank {
		return "blank"
	}
	return valueChar(v)
}

// maskFact is the fact "cell x's value is in mask m": positive for one value,
// an exclusion for two; ok is false for no knowledge (or none possible).
func (e *engine) maskFact(x int, m uint8) (puzzle.Fact, bool) {
	r, c := x/e.n+1, x%e.n+1
	switch bits.OnesCount8(m) {
	case 1:
		return puzzle.CellFact(r, c, valueChar(Cell(bits.TrailingZeros8(m))), false), true
	case 2:
		missing := allValues &^ m
		return puzzle.CellFact(r, c, valueChar(Cell(bits.TrailingZeros8(missing))), true), true
	}
	return puzzle.Fact{}, false
}

// maskText writes "(3,4)=F" or "(3,4)≠blank" for a cited mask.
func (e *engine) maskText(x int, m uint8) string {
	f, ok := e.maskFact(x, m)
	if !ok {
		return e.cellName(x) + "=?"
	}
	v := "blank"
	if f.Value != "." {
		v = f.Value
	}
	if f.Not {
		return e.cellName(x) + "≠" + v
	}
	return e.cellName(x) + "=" + v
}

// isText writes "(3,4) is F" / "(3,4) is not blank".
func (e *engine) isText(x int, m uint8) string {
	f, _ := e.maskFact(x, m)
	v := "blank"
	if f.Value != "." {
		v = f.Value
	}
	if f.Not {
		return e.cellName(x) + " is not " + v
	}
	return e.cellName(x) + " is " + v
}

// putsText writes "F at (3,4)" / "no blank at (3,4)".
func (e *engine) putsText(x int, m uint8) string {
	f, _ := e.maskFact(x, m)
	v := "blank"
	if f.Value != "." {
		v = f.Value
	}
	if f.Not {
		return "no " + v + " at " + e.cellName(x)
	}
	return v + " at " + e.cellName(x)
}

func andList(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// lineCost is 1 + ⌊log2 k⌋.
func lineCost(k int) int {
	if k < 1 {
		return contradictionStepCost
	}
	return bits.Len(uint(k))
}

// citation splits premises into clue numbers and use facts, and lists the
// line's cells for highlighting.
func (e *engine) citation(dom []uint8, cells []int) (clues []int, uses []puzzle.Fact) {
	for _, x := range cells {
		if e.clue[x] != 0 {
			clues = append(clues, e.clue[x])
			continue
		}
		if f, ok := e.maskFact(x, dom[x]); ok {
			uses = append(uses, f)
		}
	}
	slices.Sort(clues)
	return clues, uses
}

func (e *engine) lineCells(l int) [][2]int {
	out := make([][2]int, e.n)
	for i := range out {
		x := e.cell(l, i)
		out[i] = [2]int{x/e.n + 1, x%e.n + 1}
	}
	return out
}

const lineRuleText = "placement of two C and two F (the C closer than the F)"

// lineStep turns a line result into a Step (not yet numbered).
func (e *engine) lineStep(r lineStepResult) puzzle.Step {
	var cited []int
	var prem []string
	for _, i := range r.premises {
		x := e.cell(r.l, i)
		cited = append(cited, x)
		prem = append(prem, e.maskText(x, e.dom[x]))
	}
	clues, uses := e.citation(e.dom, cited)
	st := puzzle.Step{Rule: RuleLine, Clues: clues, Uses: uses, Cells: e.lineCells(r.l), Cost: lineCost(r.k)}
	if st.Clues == nil {
		st.Clues = []int{}
	}
	if st.Uses == nil {
		st.Uses = []puzzle.Fact{}
	}
	fits := ""
	if len(prem) > 0 {
		fits = " that fits " + andList(prem)
	}
	if r.k == 0 {
		st.Rule = RuleContradiction
		st.Facts = []puzzle.Fact{}
		st.Text = fmt.Sprintf("%s: no %s fits %s, so the position has no solution.", capitalise(e.lineName(r.l)), lineRuleText, andList(prem))
		return st
	}
	var puts, so []string
	for j, i := range r.changed {
		x := e.cell(r.l, i)
		f, _ := e.maskFact(x, r.newMask[j])
		st.Facts = append(st.Facts, f)
		puts = append(puts, e.putsText(x, r.newMask[j]))
		so = append(so, e.isText(x, r.newMask[j]))
	}
	if r.k == 1 {
		st.Text = fmt.Sprintf("%s: the only %s%s is %q, so %s.", capitalise(e.lineName(r.l)), lineRuleText, fits,
			e.onlyPlacement(r), andList(so))
	} else {
		st.Text = fmt.Sprintf("%s: every %s%s puts %s (%d placements fit), so %s.", capitalise(e.lineName(r.l)), lineRuleText, fits,
			andList(puts), r.k, andList(so))
	}
	return st
}

// onlyPlacement spells the single placement fitting r's premises.
func (e *engine) onlyPlacement(r lineStepResult) string {
	w := make([]uint8, e.n)
	for i := range w {
		w[i] = allValues
	}
	for _, i := range r.premises {
		w[i] = e.dom[e.cell(r.l, i)]
	}
	k, b, c, f := fit(e.ps, w)
	if k != 1 {
		return "?"
	}
	var s strings.Builder
	for i := 0; i < e.n; i++ {
		s.WriteString(valueChar(Cell(bits.TrailingZeros8(supMask(i, b, c, f)))))
	}
	return s.String()
}

// bestLineStep returns the cheapest line step from the current knowledge (a
// contradiction first), ok false when no line yields anything.
func (e *engine) bestLineStep() (lineStepResult, bool) {
	best, found := lineStepResult{}, false
	for l := 0; l < 2*e.n; l++ {
		if !e.valid[l] {
			e.cache[l] = e.analyseLine(e.dom, l, !e.fast)
			e.valid[l] = true
		}
		r := e.cache[l]
		if r.k == 0 {
			return r, true
		}
		if r.nothing {
			continue
		}
		if e.fast {
			return r, true
		}
		if !found || r.k < best.k {
			best, found = r, true
		}
	}
	return best, found
}

// set narrows cell x to mask m and invalidates its row and column.
func (e *engine) set(x int, m uint8) {
	if e.dom[x] == m {
		return
	}
	e.dom[x] = m
	e.valid[x/e.n] = false
	e.valid[e.n+x%e.n] = false
}

// next finds and applies the next step. ok is false when no rule applies.
func (e *engine) next(ctx context.Context) (st puzzle.Step, ok bool, err error) {
	if r, found := e.bestLineStep(); found {
		var st puzzle.Step
		if e.fast {
			st = puzzle.Step{Rule: RuleLine, Cost: lineCost(r.k)}
			if r.k == 0 {
				st.Rule = RuleContradiction
			}
		} else {
			st = e.lineStep(r)
		}
		for j, i := range r.changed {
			e.set(e.cell(r.l, i), r.newMask[j])
		}
		return st, true, nil
	}
	t, found, err := e.bestTrial(ctx)
	if err != nil || !found {
		return puzzle.Step{}, false, err
	}
	return e.applyTrial(t), true, nil
}

// solved reports whether every cell holds one value.
func (e *engine) solved() bool {
	for _, d := range e.dom {
		if bits.OnesCount8(d) != 1 {
			return false
		}
	}
	return true
}

func (e *engine) solution() *Solution {
	sol := &Solution{N: e.n, Cells: make([]Cell, len(e.dom))}
	for i, d := range e.dom {
		sol.Cells[i] = Cell(bits.TrailingZeros8(d))
	}
	return sol
}
