package puzzle

import (
	"fmt"
	"strings"
)

// Hint levels: a progressive hint tells where to look first, then what
// follows, then why (the whole step), as puzzle apps do.
const (
	HintWhere   = 1 // the clue or line to look at
	HintFollows = 2 // ... and what follows from it
	HintWhy     = 3 // ... and why: the step's whole sentence
)

// HintLevels returns a step's three texts: where to look (the cited clues,
// named as the kind's layout shows them: "row 7", "column 2", "clue 3", "the
// given at (2,4)"; else the cells the step reads), what follows (its new
// facts), and why (its sentence).
func HintLevels(k Kind, p Puzzle, step Step) [3]string {
	var lay Layout
	var b *Board
	if pl, ok := k.(Player); ok {
		b = pl.NewBoard(p)
		lay = pl.Layout(p, b, BoardStatus{})
	}
	var where []string
	seen := map[string]bool{}
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			where = append(where, s)
		}
	}
	for _, n := range step.Clues {
		add(clueName(lay, b, n))
	}
	if len(where) == 0 {
		for _, rc := range step.Cells {
			add(fmt.Sprintf("(%d,%d)", rc[0], rc[1]))
		}
	}
	if len(where) == 0 {
		for _, f := range step.Uses {
			add(f.String())
		}
	}
	look := "Look at the whole board."
	if len(where) > 0 {
		look = "Look at " + joinAnd(where) + "."
	}
	facts := make([]string, len(step.Facts))
	for i, f := range step.Facts {
		facts[i] = f.String()
	}
	return [3]string{look, look + " It follows: " + strings.Join(facts, ", ") + ".", step.Text}
}

// clueName names clue n (1-based) where the layout shows it.
func clueName(lay Layout, b *Board, n int) string {
	for _, side := range []struct {
		ls   []Label
		what string
	}{{lay.Left, "row"}, {lay.Right, "row"}, {lay.Top, "column"}, {lay.Bottom, "column"}} {
		for i, l := range side.ls {
			if l.Clue == n {
				return fmt.Sprintf("%s %d", side.what, i+1)
			}
		}
	}
	for i, c := range lay.CellClue {
		if c == n && b != nil && b.Cols > 0 {
			return fmt.Sprintf("the given at (%d,%d)", i/b.Cols+1, i%b.Cols+1)
		}
	}
	return fmt.Sprintf("clue %d", n)
}

func joinAnd(s []string) string {
	if len(s) == 1 {
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}
