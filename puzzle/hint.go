package puzzle

import (
	"context"
	"fmt"
)

// Hint is the answer to "what next?" from a position: the next step, or the
// entries that are already wrong ("check so far"), or that nothing is left.
type Hint struct {
	Status   string // HintStatusHint, HintStatusMistakes, HintStatusSolved, HintStatusStuck, HintStatusAmbiguous, HintStatusNoSol
	Step     *Step
	Mistakes []Fact
	// Unique is false when the puzzle has several solutions: then mistakes
	// cannot be told and are not looked for.
	Unique bool
}

// HintChecked answers a hint request for position st: it proves the
// puzzle's solution with a complete count (verified by the kind's checker,
// see [Prove]) and answers from that proof with [HintFrom]. A count cut
// short by ctx is an error here (a front end that keeps playing uses a
// [Session]); a count that stops short of proof without one leaves the
// mistakes unchecked, as [HintFrom] does.
func HintChecked(ctx context.Context, k Kind, p Puzzle, st State) (Hint, error) {
	if _, ok := k.(Explainer); !ok {
		return Hint{}, fmt.Errorf("%w: kind %s cannot give hints yet", ErrUnsupported, k.Name())
	}
	pr, err := Prove(ctx, k, p)
	if err != nil {
		return Hint{}, err
	}
	if err := ctx.Err(); err != nil && pr.Status == ProofUnknown {
		return Hint{}, err
	}
	return HintFrom(ctx, k, p, st, pr)
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
