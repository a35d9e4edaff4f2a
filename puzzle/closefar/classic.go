package closefar

import (
	"context"
	"fmt"
	"time"

	"deduce/puzzle"
)

// PlayClassic implements puzzle.ClassicPlayer: the Close or Far report's
// play(Size) (its listing 12): the generated board and "~> Generator
// runtime: X.XXX s", then the solved board and "~> Solver runtime: X.XXX s".
func (k Kind) PlayClassic(ctx context.Context, c *puzzle.Console, opt puzzle.GenerateOptions, sized bool) (puzzle.Status, error) {
	w := c.Out
	if !sized {
		ans, ok := c.Ask("Size (N, Enter for the default): ")
		if !ok {
			return puzzle.Solved, nil
		}
		n, _, err := k.ParseSize(ans)
		if err != nil {
			return "", err
		}
		opt.Width, opt.Height = n, n
	}
	t0 := time.Now()
	res, err := k.Generate(ctx, opt)
	if err != nil {
		return "", err
	}
	genTime := time.Since(t0)
	fmt.Fprint(w, classicText(res.Puzzle, nil))
	fmt.Fprintf(w, "~> Generator runtime: %.3f s\n", genTime.Seconds())
	t0 = time.Now()
	r, err := puzzle.SolveChecked(ctx, k, res.Puzzle, puzzle.SolveOptions{})
	if err != nil {
		return "", err
	}
	solveTime := time.Since(t0)
	if r.Status != puzzle.Solved {
		fmt.Fprintf(w, "no solution found (%s)\n", r.Status)
		return r.Status, nil
	}
	fmt.Fprint(w, classicText(res.Puzzle, r.Solutions[0]))
	fmt.Fprintf(w, "~> Solver runtime: %.3f s\n", solveTime.Seconds())
	return puzzle.Solved, nil
}

// classicText draws p (and s) for the classic loop.
func classicText(p puzzle.Puzzle, s puzzle.Solution) string {
	out, err := Kind{}.Render(p, s, "text")
	if err != nil {
		return Kind{}.Format(p, s)
	}
	return out
}
