package logicgrid

import (
	"context"

	"deduce/sat"
)

// maxPairClues bounds the clue count for which the two-clue tier tries every
// pair (the Zebra puzzle has 14 clues, 91 pairs; 20 clues are 190); beyond it the explainer
// goes straight to the minimal-subset tier, which costs a few solves per
// clue instead of a backbone per pair (a 6x8 puzzle with 28 clues took 52 s
// with every pair).
const maxPairClues = 20

// musTargets is how many implied facts the minimal-subset tier tries.
const musTargets = 5

// findStep returns the next step from the known facts: the cheapest step of
// the first tier that has one (tiers: the implicit rules by direct
// propagation; the implicit rules combined by SAT; one clue; two clues; a
// subset-minimal set of clues). ok is false when no fact follows.
func (e *engine) findStep(ctx context.Context) (found, bool, error) {
	if f, ok := e.direct(); ok {
		return f, true, nil
	}
	K := e.knownLits()
	// Tier 0: the implicit rules combined, no clue.
	if f, ok, err := e.bestOf(ctx, [][]int{nil}, K); err != nil || ok {
		return f, ok, err
	}
	nc := len(e.ce.Clues)
	var sets [][]int
	for c := 0; c < nc; c++ {
		sets = append(sets, []int{c})
	}
	if f, ok, err := e.bestOf(ctx, sets, K); err != nil || ok {
		return f, ok, err
	}
	if e.singleOnly {
		return found{}, false, errNeedsClues
	}
	if nc <= maxPairClues {
		sets = sets[:0]
		for a := 0; a < nc; a++ {
			for b := a + 1; b < nc; b++ {
				sets = append(sets, []int{a, b})
			}
		}
		if f, ok, err := e.bestOf(ctx, sets, K); err != nil || ok {
			return f, ok, err
		}
	}
	// Last tier: all clues, then a subset-minimal set of them for one fact.
	all := make([]int, nc)
	for c := range all {
		all[c] = c
	}
	imp, cores, contra, err := e.consequences(ctx, all, K, musTargets)
	if err != nil || !contra && len(imp) == 0 {
		return found{}, false, err
	}
	if contra {
		S, err := e.shrinkClues(ctx, all, cores[0], 0)
		if err != nil {
			return found{}, false, err
		}
		f, err := e.finish(ctx, S, cores[0], nil, 0, true)
		return f, err == nil, err
	}
	// A subset-minimal clue set for each of a few implied facts; the
	// smallest wins (a minimal set, not necessarily a minimum one).
	var bestS []int
	k := 0
	for t := range imp {
		S, err := e.shrinkClues(ctx, all, cores[t], imp[t])
		if err != nil {
			return found{}, false, err
		}
		if bestS == nil || len(S) < len(bestS) {
			bestS, k = S, t
		}
	}
	cands, _, err := e.candidates(ctx, bestS, K)
	if err != nil {
		return found{}, false, err
	}
	f, err := e.finish(ctx, bestS, cores[k], cands, imp[k], false)
	return f, err == nil, err
}

// smallest is the index of the shortest core.
func smallest(cores [][]sat.Lit) int {
	k := 0
	for i, c := range cores {
		if len(c) < len(cores[k]) {
			k = i
		}
	}
	return k
}

// bestOf tries every clue set of one tier against the known facts K and
// returns its cheapest step: a contradiction if one set has it, else the
// set whose first implied fact has the smallest refutation core (the core
// bounds the uses the step needs; the chosen step's uses are then shrunk
// to a minimal set, and its facts are all it implies with them).
func (e *engine) bestOf(ctx context.Context, sets [][]int, K []sat.Lit) (found, bool, error) {
	type cand struct {
		S      []int
		imp    []sat.Lit
		core   []sat.Lit
		target sat.Lit
		contra bool
	}
	var best cand
	ok := false
next:
	for _, S := range sets {
		for _, c := range S {
			if e.settled(c) {
				continue next // S minus c implies the same: a lower tier's business
			}
		}
		// The first implied fact and its core stand for the set; all of
		// the chosen set's consequences are computed once it is chosen.
		imp, cores, contra, err := e.consequences(ctx, S, K, 1)
		if err != nil {
			return found{}, false, err
		}
		if !contra && len(imp) == 0 {
			continue
		}
		c := cand{S: S, imp: imp, contra: contra, core: cores[0]}
		if !contra {
			k := smallest(cores)
			c.core, c.target = cores[k], imp[k]
		}
		if !ok || c.contra && !best.contra || c.contra == best.contra && len(c.core) < len(best.core) {
			best, ok = c, true
		}
		if !best.contra && len(best.core) == 0 {
			break // nothing later in this tier is cheaper
		}
	}
	if !ok {
		return found{}, false, nil
	}
	imp := best.imp
	if !best.contra {
		cands, _, err := e.candidates(ctx, best.S, K)
		if err != nil {
			return found{}, false, err
		}
		imp = cands
	}
	f, err := e.finish(ctx, best.S, best.core, imp, best.target, best.contra)
	return f, err == nil, err
}

// finish shrinks the uses U0 of clue set S for target (or for the
// contradiction) and collects every fact of imp that S and those uses imply.
func (e *engine) finish(ctx context.Context, S []int, U0, imp []sat.Lit, target sat.Lit, contra bool) (found, error) {
	U, err := e.shrinkUses(ctx, S, e.relevantLast(S, target, U0), target)
	if err != nil {
		return found{}, err
	}
	f := found{clues: S, uses: U, contra: contra}
	switch {
	case contra:
		f.rule = RuleContradiction
	case len(S) == 0:
		f.rule = RuleGrid
	case len(S) == 1:
		f.rule = RuleClue
	default:
		f.rule = RuleClues
	}
	if contra {
		return f, nil
	}
	f.facts, _, err = e.implied(ctx, S, U, imp)
	f.facts = e.dropExcluded(f.facts)
	return f, err
}

// relevantLast orders U with the facts about the items of S and target
// last, so that deletion tries the others first.
func (e *engine) relevantLast(S []int, target sat.Lit, U []sat.Lit) []sat.Lit {
	rel := map[Item]bool{}
	for _, c := range S {
		for _, it := range e.p.Clues[c].Items {
			rel[it] = true
		}
	}
	if target != 0 {
		a, b := e.items(target)
		rel[a], rel[b] = true, true
	}
	var far, near []sat.Lit
	for _, l := range U {
		if a, b := e.items(l); rel[a] || rel[b] {
			near = append(near, l)
		} else {
			far = append(far, l)
		}
	}
	return append(far, near...)
}

// dropExcluded removes the "different" facts that a "same" fact (known or
// among facts) excludes by the grid's rules: the cheaper bijectivity steps
// that follow say them, so a clue's step shows what the clue itself adds.
func (e *engine) dropExcluded(facts []sat.Lit) []sat.Lit {
	same := map[[2]int]bool{} // (item, domain) has a "same" fact among facts
	key := func(it Item) int { return it.D*e.n + it.I }
	for _, l := range facts {
		if l > 0 {
			a, b := e.items(l)
			same[[2]int{key(a), b.D}], same[[2]int{key(b), a.D}] = true, true
		}
	}
	out := facts[:0:0]
	for _, l := range facts {
		if l < 0 {
			a, b := e.items(l)
			if same[[2]int{key(a), b.D}] || same[[2]int{key(b), a.D}] || e.rowHasSame(a, b.D) || e.rowHasSame(b, a.D) {
				continue
			}
		}
		out = append(out, l)
	}
	return out
}
