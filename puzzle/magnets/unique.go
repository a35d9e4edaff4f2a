package magnets

import (
	"context"
	"fmt"

	"deduce/puzzle"
)

// generateUnique makes a puzzle with exactly one solution, proven by a
// complete count with cap 2. (Grading comes with the rule tiers.)
func generateUnique(ctx context.Context, w, h int, opt puzzle.GenerateOptions) (puzzle.Generated, error) {
	switch opt.Difficulty {
	case "", "any":
	default:
		return puzzle.Generated{}, fmt.Errorf("%w: magnets difficulty %q: grading is not implemented yet (use any)", puzzle.ErrBadOption, opt.Difficulty)
	}
	rng := newRand(opt.Seed)
	for {
		if err := ctx.Err(); err != nil {
			return puzzle.Generated{}, err
		}
		partner := RandomTiling(rng, w, h)
		s := RandomPoles(rng, w, h, partner)
		p := &Puzzle{W: w, H: h, Partner: partner}
		p.CluesFrom(s)
		n, complete, err := CountSolutions(ctx, p, 2)
		if err != nil {
			return puzzle.Generated{}, err
		}
		if n == 1 && complete {
			return puzzle.Generated{Puzzle: p, Solution: s, Unique: true, Seed: opt.Seed}, nil
		}
	}
}
