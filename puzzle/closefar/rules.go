package closefar

import (
	"context"
	"fmt"

	"deduce/puzzle"
)

// Difficulty tiers, from the weakest reasoning to the strongest. A puzzle's
// grade is the tier of the hardest step its explanation needs (steps.go,
// trial.go): the same engine explains, hints, grades and steers the generator.
const (
	// TierEasy: line reasoning. For each row and column, list the placements
	// of its two C and two F (C closer than F) that fit what is known; a cell
	// that all of them agree on is settled. Repeat over rows and columns.
	TierEasy = "easy"
	// TierTricky: line reasoning plus one-step trial: assume a value in one
	// undecided cell, apply line reasoning; if some line is left with no
	// placement, the cell cannot hold that value. Repeat until nothing changes.
	TierTricky = "tricky"
	// TierHard: anything beyond (nested trials, search): the puzzle has one
	// solution but the explanation stops ("stuck").
	TierHard = "hard"
)

// The grades of puzzles without exactly one solution: the same words for
// every kind, never a tier, so a setter cannot mistake them for one.
const (
	GradeAmbiguous  = "ambiguous"  // several solutions
	GradeUnsolvable = "unsolvable" // no solution
)

// Tiers lists the tiers, weakest first.
var Tiers = []string{TierEasy, TierTricky, TierHard}

// grade returns the tier of the hardest step of p's explanation (the engine
// in its fast mode: the same rules without citations and texts), or
// GradeAmbiguous or GradeUnsolvable when p has several solutions or none. It
// fails with ctx's error when ctx ends first.
func grade(ctx context.Context, p *Puzzle) (string, error) {
	ex, err := runExplain(ctx, p, nil, true)
	if err != nil {
		return "", err
	}
	if ex.Status == puzzle.ExplainTimeout {
		return "", fmt.Errorf("%w: grading interrupted: %w", puzzle.ErrLimit, ctx.Err())
	}
	return ex.Grade, nil
}
