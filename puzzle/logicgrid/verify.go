package logicgrid

import (
	"context"
	"errors"
	"fmt"

	"deduce/fd"
	"deduce/puzzle"
)

// VerifyStep implements puzzle.StepVerifier with the fd engine, not the SAT
// encoding the explainer searches with: it posts the grid (entity variables,
// all different per domain), only the clues the step cites, its uses, and
// the negation of its facts (at least one of them false), and proves by
// complete labeling that no assignment exists. A contradiction step (rule
// "contradiction") has no facts: its clues and uses alone must have no
// assignment. Every fact must relate items of two domains.
func (Kind) VerifyStep(ctx context.Context, pz puzzle.Puzzle, st puzzle.Step) error {
	return VerifyStep(ctx, pz.(*Puzzle), st)
}

// ErrStepInvalid is wrapped by VerifyStep's errors about a step that does not follow.
var ErrStepInvalid = errors.New("step does not follow")

// VerifyStep checks one step of p (see Kind.VerifyStep).
func VerifyStep(ctx context.Context, p *Puzzle, st puzzle.Step) error {
	if len(st.Facts) == 0 && st.Rule != RuleContradiction {
		return fmt.Errorf("%w: step %d derives no fact", ErrStepInvalid, st.N)
	}
	q := &Puzzle{Domains: p.Domains, index: p.names()}
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
		found, why = true, counterText(p, md, st)
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

// counterText says which of the step's facts fails in the fd model's current assignment.
func counterText(p *Puzzle, md *fdModel, st puzzle.Step) string {
	if len(st.Facts) == 0 {
		return "everything holds"
	}
	for _, f := range st.Facts {
		a, b, _ := p.FactItems(f)
		if (md.s.Value(md.e(a)) == md.s.Value(md.e(b))) != f.Same {
			return fmt.Sprintf("%s is false", f)
		}
	}
	return "the facts fail"
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
