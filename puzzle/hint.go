package puzzle

import (
	"context"
	"fmt"
)

// Hint is the answer to "what next?" from a position: the next step, or the
// entries that are already wrong ("check so far"), or that nothing is left.
type Hint struct {
	Status   string // HintStatusHint, HintStatusMistakes, HintStatusSolved, HintStatusStuck, HintStatusNoSol
	Step     *Step
	Mistakes []Fact
	// Unique is false when the puzzle has several solutions: then mistakes
	// cannot be told and are not looked for.
	Unique bool
}

// HintChecked answers a hint request for position st. It proves the puzzle's
// solution with a complete count (verified by the kind's checker), lists the
// state's wrong entries against it without revealing anything else, and
// otherwise returns the explainer's next step, checked by the kind's
// [StepVerifier].
func HintChecked(ctx context.Context, k Kind, p Puzzle, st State) (Hint, error) {
	ex, ok := k.(Explainer)
	if !ok {
		return Hint{}, fmt.Errorf("%w: kind %s cannot give hints yet", ErrUnsupported, k.Name())
	}
	r, err := CountChecked(ctx, k, p, SolveOptions{Limit: 2})
	if err != nil {
		return Hint{}, err
	}
	if r.Count == 0 && r.Complete {
		return Hint{Status: HintStatusNoSol}, nil
	}
	h := Hint{Unique: r.Count == 1 && r.Complete}
	if h.Unique {
		sol := ex.SolutionFacts(p, r.Solutions[0])
		if wrong := Mistakes(st, sol); len(wrong) > 0 {
			h.Status, h.Mistakes = HintStatusMistakes, wrong
			return h, nil
		}
		if containsAll(st, sol) {
			h.Status = HintStatusSolved
			return h, nil
		}
	}
	step, ok, err := ex.Hint(ctx, p, st)
	if err != nil {
		return h, err
	}
	if !ok {
		h.Status = HintStatusStuck
		if !h.Unique && r.Count > 0 && fullSolution(ctx, k, ex, p, st) {
			h.Status = HintStatusSolved // one of the several solutions, complete
		}
		return h, nil
	}
	if v, ok := k.(StepVerifier); ok {
		if err := v.VerifyStep(ctx, p, step); err != nil {
			if ctx.Err() != nil {
				return h, ctx.Err()
			}
			return h, fmt.Errorf("%w: hint (%s): %v", ErrBadStep, step.Rule, err)
		}
	}
	h.Status, h.Step = HintStatusHint, &step
	return h, nil
}

// containsAll reports whether every positive fact of sol is in st.
func containsAll(st State, sol []Fact) bool {
	have := FactSet(st)
	for _, f := range sol {
		if !have[f.key()] {
			return false
		}
	}
	return true
}

// fullSolution reports whether st is a complete position that passes the
// kind's checker: the explanation from it is solved in zero steps.
func fullSolution(ctx context.Context, k Kind, ex Explainer, p Puzzle, st State) bool {
	e, err := ex.Explain(ctx, p, st)
	return err == nil && e.Status == ExplainSolved && len(e.Steps) == 0 && e.Solution != nil && k.Check(p, e.Solution) == nil
}
