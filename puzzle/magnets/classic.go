package magnets

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"deduce/puzzle"
)

// PlayClassic implements puzzle.ClassicPlayer: the Magnets report's
// playPuzzle (its appendix): the welcome line, "Choose an even puzzle size: "
// (at least 2, even), the puzzle, Enter, then the solution the solver finds
// for the generated puzzle (not the planted one), "Press enter to finish. "
// and "Play again (y/n)? ".
func (k Kind) PlayClassic(ctx context.Context, c *puzzle.Console, opt puzzle.GenerateOptions, sized bool) (puzzle.Status, error) {
	w := c.Out
	for {
		fmt.Fprint(w, "\nWelcome to Magnets!!!\n\n")
		if !sized {
			n, ok := evenSize(c)
			if !ok {
				return puzzle.Solved, nil
			}
			opt.Width, opt.Height = n, n
		}
		res, err := k.Generate(ctx, opt)
		if err != nil {
			return "", err
		}
		fmt.Fprint(w, "\n", classicText(res.Puzzle, nil), "\n")
		if _, ok := c.Ask("Press enter to get the solution. "); !ok {
			return puzzle.Solved, nil
		}
		r, err := puzzle.SolveChecked(ctx, k, res.Puzzle, puzzle.SolveOptions{})
		if err != nil {
			return "", err
		}
		if r.Status != puzzle.Solved {
			fmt.Fprintf(w, "\nno solution found (%s)\n", r.Status)
		} else {
			fmt.Fprint(w, "\n", classicText(res.Puzzle, r.Solutions[0]), "\n\n")
		}
		if _, ok := c.Ask("Press enter to finish. "); !ok {
			return puzzle.Solved, nil
		}
		ans, ok := c.Ask("\n\nPlay again (y/n)? ")
		if !ok || !strings.HasPrefix(ans, "y") {
			return puzzle.Solved, nil
		}
		opt.Seed++
	}
}

// classicText draws p (and s) for the classic loop.
func classicText(p puzzle.Puzzle, s puzzle.Solution) string {
	out, err := Kind{}.Render(p, s, "text")
	if err != nil {
		return Kind{}.Format(p, s)
	}
	return out
}

// evenSize is the report's getPuzzleSize: re-asks until the answer is an
// even number of at least 2.
func evenSize(c *puzzle.Console) (int, bool) {
	for {
		ans, ok := c.Ask("Choose an even puzzle size: ")
		if !ok {
			return 0, false
		}
		n, err := strconv.Atoi(ans)
		switch {
		case err != nil || n < 2:
			fmt.Fprintln(c.Out, "Must be at least 2.")
		case n%2 != 0:
			fmt.Fprintln(c.Out, "Must be an even number.")
		default:
			return n, true
		}
	}
}
