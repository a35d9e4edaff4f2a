package logicgrid

import "deduce/sat"

// The grid's implicit rules, applied by direct propagation over the known
// facts (no SAT): the cheapest tier of steps. Each finder returns the
// cheapest instance it sees, or ok = false.

// Rule identifiers of steps (Step.Rule), stable across versions.
const (
	RuleExclude       = "bijectivity"   // a "same" fact excludes the rest of its row and column in a block
	RuleLastOpen      = "last-open"     // the last open cell of a row or column in a block is a "same"
	RuleTransitivity  = "transitivity"  // a is b, so a relates to c as b does
	RuleGrid          = "grid"          // the grid's rules combined (found by SAT, no clue)
	RuleClue          = "clue"          // one clue with known facts
	RuleClues         = "clues"         // several clues together with known facts
	RuleContradiction = "contradiction" // the cited clues and facts cannot all hold
)

// found is a step in the making: clue indexes (0-based), facts used, facts derived.
type found struct {
	rule   string
	clues  []int
	uses   []sat.Lit
	facts  []sat.Lit
	contra bool
}

// exclude: a known "same" fact a=b whose row or column in the (a.D, b.D)
// block still has open cells: they are all "different".
func (e *engine) exclude() (found, bool) {
	for _, v := range e.canon {
		if e.known[v] != 1 {
			continue
		}
		a, b := e.items(v.Pos())
		var facts []sat.Lit
		for i := 0; i < e.n; i++ {
			if o := (Item{b.D, i}); o != b && e.cell(a, o) == 0 {
				facts = append(facts, e.lit(a, o, false))
			}
			if o := (Item{a.D, i}); o != a && e.cell(o, b) == 0 {
				facts = append(facts, e.lit(o, b, false))
			}
		}
		if len(facts) > 0 {
			return found{rule: RuleExclude, uses: []sat.Lit{v.Pos()}, facts: facts}, true
		}
	}
	return found{}, false
}

// lastOpen: a row or column of a block with no "same" fact and one open
// cell; that cell is "same" (every item belongs to exactly one entity).
func (e *engine) lastOpen() (found, bool) {
	for d1 := 0; d1 < e.m; d1++ {
		for d2 := 0; d2 < e.m; d2++ {
			if d1 == d2 {
				continue
			}
			for i := 0; i < e.n; i++ {
				a := Item{d1, i}
				open := -1
				var uses []sat.Lit
				done := false
				for j := 0; j < e.n && !done; j++ {
					switch e.cell(a, Item{d2, j}) {
					case 1:
						done = true
					case 0:
						if open >= 0 {
							done = true
						}
						open = j
					default:
						uses = append(uses, e.lit(a, Item{d2, j}, false))
					}
				}
				if !done && open >= 0 {
					return found{rule: RuleLastOpen, uses: uses, facts: []sat.Lit{e.lit(a, Item{d2, open}, true)}}, true
				}
			}
		}
	}
	return found{}, false
}

// transitivity: a is b, so b's known relations to the items of a third
// domain d3 hold for a as well: one "same" fact b=c gives a=c alone,
// otherwise every "different" fact b≠c gives a≠c.
func (e *engine) transitivity() (found, bool) {
	for _, v := range e.canon {
		if e.known[v] != 1 {
			continue
		}
		x, y := e.items(v.Pos())
		for _, ab := range [2][2]Item{{x, y}, {y, x}} {
			a, b := ab[0], ab[1] // a takes over b's relations
			for d3 := 0; d3 < e.m; d3++ {
				if d3 == a.D || d3 == b.D {
					continue
				}
				uses := []sat.Lit{v.Pos()}
				var facts []sat.Lit
				for k := 0; k < e.n; k++ {
					c := Item{d3, k}
					if e.cell(a, c) != 0 {
						continue
					}
					if bc := e.cell(b, c); bc > 0 {
						// One "same" says it all: the "different" facts
						// follow from it by bijectivity, a later step.
						uses, facts = []sat.Lit{v.Pos(), e.lit(b, c, true)}, []sat.Lit{e.lit(a, c, true)}
						break
					} else if bc < 0 {
						uses = append(uses, e.lit(b, c, false))
						facts = append(facts, e.lit(a, c, false))
					}
				}
				if len(facts) > 0 {
					return found{rule: RuleTransitivity, uses: uses, facts: facts}, true
				}
			}
		}
	}
	return found{}, false
}

// direct returns the cheapest step of the implicit rules found by direct
// propagation, or ok = false.
func (e *engine) direct() (found, bool) {
	var best found
	ok := false
	for _, f := range []func() (found, bool){e.exclude, e.lastOpen, e.transitivity} {
		if st, got := f(); got && (!ok || stepCost(st) < stepCost(best)) {
			best, ok = st, true
		}
	}
	return best, ok
}
