package logicgrid

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"deduce/fd"
	"deduce/puzzle"
)

// fdVerifyStep is the step verifier before issue 26 item 2 (fd: post the
// cited clues, uses and negated facts, then label every entity variable),
// kept here only to show the bound it exceeds: its labeling can enumerate
// the items the step does not name (23.6 s for one step of a 5x5 grid).
func fdVerifyStep(ctx context.Context, p *Puzzle, st puzzle.Step) error {
	if len(st.Facts) == 0 && st.Rule != RuleContradiction {
		return fmt.Errorf("%w: step %d derives no fact", ErrStepInvalid, st.N)
	}
	q := &Puzzle{Domains: p.Domains, index: p.names(), Values: p.Values} // (Values: the original dropped them, refusing value clues' steps)
	// Steps cite sentences (Sentences): a step may use every clue of the
	// sentences it cites.
	sentences := p.Sentences()
	for _, c := range st.Clues {
		if c < 1 || c > len(sentences) {
			return fmt.Errorf("%w: step %d cites clue %d of %d", ErrStepInvalid, st.N, c, len(sentences))
		}
		for _, i := range sentences[c-1].Clues {
			q.Clues = append(q.Clues, p.Clues[i])
		}
	}
	md, err := newFDModel(q)
	if err != nil {
		return fmt.Errorf("logicgrid: fd model: %w", err)
	}
	pair := func(f puzzle.Fact) (Item, Item, error) {
		a, b, err := p.FactItems(f)
		if err != nil {
			return a, b, fmt.Errorf("%w: step %d: %v", ErrStepInvalid, st.N, err)
		}
		return a, b, nil
	}
	for _, f := range st.Uses {
		a, b, err := pair(f)
		if err != nil {
			return err
		}
		rel := fd.Ne
		if f.Same {
			rel = fd.Eq
		}
		if err := md.s.Linear([]int{1, -1}, []fd.Var{md.e(a), md.e(b)}, rel, 0); err != nil {
			return fmt.Errorf("logicgrid: fd model: %w", err)
		}
	}
	if len(st.Facts) > 0 {
		// Σ over facts of [fact is false] ≥ 1, with b_f ⇔ (a_f and b_f are one entity).
		var coefs []int
		var vars []fd.Var
		rhs := 1
		for _, f := range st.Facts {
			a, b, err := pair(f)
			if err != nil {
				return err
			}
			r, err := md.same(a, b)
			if err != nil {
				return fmt.Errorf("logicgrid: fd model: %w", err)
			}
			if f.Same { // false when r = 0: count 1 - r
				coefs = append(coefs, -1)
				rhs--
			} else {
				coefs = append(coefs, 1)
			}
			vars = append(vars, r)
		}
		if err := md.s.Linear(coefs, vars, fd.Ge, rhs); err != nil {
			return fmt.Errorf("logicgrid: fd model: %w", err)
		}
	}
	// Branch on the items the step names first (its clues' items, its uses'
	// and facts'), smallest domain first, then on the rest: a refutation
	// usually lies among the named items, and an unnamed item of a domain
	// only under AllDistinct can always take a value left over, so the
	// search does not enumerate permutations of items nothing constrains.
	// (Labeling whole domains left to right took a minute on a 6x6 step.)
	named := map[fd.Var]bool{}
	var first, rest []fd.Var
	name := func(it Item) {
		if v := md.e(it); it.D > 0 && !named[v] {
			named[v] = true
			first = append(first, v)
		}
	}
	for _, c := range q.Clues {
		for _, it := range c.Items {
			name(it)
		}
	}
	for _, f := range append(append([]puzzle.Fact(nil), st.Uses...), st.Facts...) {
		a, b, _ := pair(f)
		name(a)
		name(b)
	}
	for d := 1; d < p.M(); d++ {
		for _, v := range md.ent[d] {
			if !named[v] {
				rest = append(rest, v)
			}
		}
	}
	found, why := false, ""
	err = md.s.Search(ctx, append(first, rest...), fd.SearchOptions{Brancher: groupsFirstFail(first, rest)}, func() bool {
		found, why = true, "the facts fail"
		return false
	})
	if found {
		return fmt.Errorf("%w: step %d: its clues %v and uses allow an assignment where %s", ErrStepInvalid, st.N, st.Clues, why)
	}
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return fmt.Errorf("logicgrid: fd could not decide step %d: %w", st.N, err)
	}
	return nil
}

// groupsFirstFail branches X = min(X) on the unfixed variable of smallest
// domain in the first group, and only when the first group is fixed, in the
// second.
func groupsFirstFail(groups ...[]fd.Var) fd.Brancher {
	return fd.BrancherFunc(func(s *fd.Store) (fd.Choice, bool) {
		for _, g := range groups {
			best := fd.Var(-1)
			for _, v := range g {
				if !s.IsFixed(v) && (best < 0 || s.Size(v) < s.Size(best)) {
					best = v
				}
			}
			if best >= 0 {
				return fd.Choice{X: best, Op: fd.BranchEq, Val: s.Min(best)}, true
			}
		}
		return fd.Choice{}, false
	})
}

// The bound the verifier keeps (verifyBoundNodes search nodes per fact on
// every step of the sweep) is one the fd verifier exceeds in nodes: on the
// sweep's puzzles some step needs more than that many fd nodes, and every
// step passes the new check within it.
func TestFDVerifierExceedsTheBound(t *testing.T) {
	for i := 0; i < 10; i++ {
		p := boundPuzzle(t, i)
		ex, err := Explain(context.Background(), p, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range ex.Steps {
			err := fdVerifyStep(fd.WithNodeLimit(context.Background(), verifyBoundNodes), p, st)
			if err == nil {
				continue
			}
			if !errors.Is(err, fd.ErrLimit) {
				t.Fatalf("puzzle %d step %d: fd verifier: %v", i, st.N, err)
			}
			stats, err := VerifyStepStats(context.Background(), p, st)
			if err != nil || stats.MaxNodes > verifyBoundNodes {
				t.Fatalf("puzzle %d step %d: %v, %d search nodes", i, st.N, err, stats.MaxNodes)
			}
			t.Logf("puzzle %d (%dx%d) step %d: fd needs more than %d nodes; VerifyStep %d", i, p.M(), p.N(), st.N, verifyBoundNodes, stats.MaxNodes)
			return
		}
	}
	t.Fatalf("the fd verifier stayed within %d nodes on every step: the bound shows nothing", verifyBoundNodes)
}
