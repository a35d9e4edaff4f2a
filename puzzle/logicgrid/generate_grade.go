package logicgrid

import (
	"context"
	"errors"
)

// errNeedsClues stops an engine with singleOnly set: no step of the grid's
// rules or of one clue follows from the known facts, so the next step of
// the explanation combines two or more clues.
var errNeedsClues = errors.New("logicgrid: the next step combines several clues")

// gradeUpTo is the grade of a puzzle proven unique, computed by the same
// explanation as Grade but only as far as the generator's question needs:
// whether the grade is want. It returns the exact grade when it can tell,
// and otherwise a grade above want (tricky for "not easy", hard for "not
// tricky"), which is all the generator compares.
//
// Why it is exact: the explanation takes the cheapest step each time, so its
// steps until the first step that combines clues are the same with or
// without the higher tiers; the grade is the hardest step's; hard is the top
// grade of a unique puzzle (search needs deduction to stop, which a unique
// puzzle's clues never let happen: together they imply every fact). So:
//   - the first moment no single clue gives a fact, the grade is hard;
//   - once a step above easy appears, the grade is not easy;
//   - once a hard step appears, it is hard.
//
// The precondition matters: on an ambiguous puzzle "no single clue gives a
// fact" may mean deduction stops (grade search), so callers prove uniqueness
// first (GenerateUnique does).
func gradeUpTo(ctx context.Context, p *Puzzle, want string) (string, error) {
	if want == "" || want == GradeSearch {
		return Grade(ctx, p)
	}
	x, err := newExplainer(ctx, p, nil)
	if err != nil {
		return "", err
	}
	x.e.singleOnly = true
	if _, bad, err := x.start(ctx); err != nil || bad {
		if err == nil { // contradictory: not a generated puzzle
			return Grade(ctx, p)
		}
		return "", err
	}
	hardest := 0
	for !x.e.decided() {
		if err := ctx.Err(); err != nil {
			return "", err
		}
		f, ok, err := x.e.findStep(ctx)
		if errors.Is(err, errNeedsClues) {
			return GradeHard, nil
		}
		if err != nil {
			return "", err
		}
		if !ok {
			// Cannot happen on a unique puzzle (see above); let the full
			// explanation say what it is.
			return Grade(ctx, p)
		}
		hardest = max(hardest, stepCost(f))
		if g := gradeOf(hardest, false); g == GradeHard || want == GradeEasy && g != GradeEasy {
			return g, nil
		}
		x.e.learn(f.facts...)
	}
	return gradeOf(hardest, false), nil
}
