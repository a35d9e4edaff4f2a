package logicgrid

import (
	"context"

	"deduce/sat"
)

// maxPairClues bounds the clue count for which the two-clue tier tries every
// pair; beyond it the explainer goes straight to the minimal-subset tier.
const maxPairClues = 40

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
	imp, contra, err := e.consequences(ctx, all, K)
	if err != nil || !contra && len(imp) == 0 {
		return found{}, false, err
	}
	var target sat.Lit
	if !contra {
		target = imp[0]
	}
	S, err := e.shrinkClues(ctx, all, K, target)
	if err != nil {
		return found{}, false, err
	}
	f, err := e.finish(ctx, S, K, imp, target, contra)
	return f, err == nil, err
}

// bestOf tries every clue set of one tier against the known facts K and
// returns its cheapest step: a contradiction if one set has it, else the set
// whose first implied fact needs the fewest known facts.
func (e *engine) bestOf(ctx context.Context, sets [][]int, K []sat.Lit) (found, bool, error) {
	var best found
	var bestImp []sat.Lit
	ok := false
	for _, S := range sets {
		imp, contra, err := e.consequences(ctx, S, K)
		if err != nil {
			return found{}, false, err
		}
		if !contra && len(imp) == 0 {
			continue
		}
		var target sat.Lit
		if !contra {
			target = imp[0]
		}
		f, err2 := e.shrink(ctx, S, target, contra)
		if err2 != nil {
			return found{}, false, err2
		}
		if f.contra && !best.contra || (f.contra == best.contra && (!ok || stepCost(f) < stepCost(best))) {
			best, bestImp, ok = f, imp, true
		}
		if !best.contra && len(best.uses) == 0 {
			break // nothing later in this tier is cheaper
		}
	}
	if !ok || best.contra {
		return best, ok, nil
	}
	var err error
	best.facts, err = e.implied(ctx, best.clues, best.uses, bestImp)
	best.facts = e.dropExcluded(best.facts)
	return best, ok, err
}

// finish shrinks the uses of clue set S for target (or for the
// contradiction) and collects every fact of imp that S and those uses imply.
func (e *engine) finish(ctx context.Context, S []int, K, imp []sat.Lit, target sat.Lit, contra bool) (found, error) {
	f, err := e.shrink(ctx, S, target, contra)
	if err != nil || contra {
		return f, err
	}
	f.facts, err = e.implied(ctx, S, f.uses, imp)
	f.facts = e.dropExcluded(f.facts)
	return f, err
}

// shrink names the rule of clue set S and finds a subset-minimal set of
// known facts that, with S, still implies target (or the contradiction).
// It tries the facts about the items S and target mention first.
func (e *engine) shrink(ctx context.Context, S []int, target sat.Lit, contra bool) (found, error) {
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
	U0 := e.informative(rel)
	near := U0[len(U0)-e.nearCount(U0, rel):]
	if len(near) < len(U0) {
		var st sat.Status
		var err error
		if target == 0 {
			st, err = e.solve(ctx, S, near)
		} else {
			st, err = e.solve(ctx, S, near, -target)
		}
		if err != nil {
			return found{}, err
		}
		if st == sat.Unsat {
			U0 = near
		}
	}
	U, err := e.shrinkUses(ctx, S, U0, target)
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
	return f, nil
}

// nearCount is how many facts at the end of U0 touch an item of rel.
func (e *engine) nearCount(U0 []sat.Lit, rel map[Item]bool) int {
	k := 0
	for i := len(U0) - 1; i >= 0; i-- {
		a, b := e.items(U0[i])
		if !rel[a] && !rel[b] {
			break
		}
		k++
	}
	return k
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
