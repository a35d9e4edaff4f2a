package tui

import (
	"charm.land/lipgloss/v2"

	"deduce/puzzle"
	"deduce/puzzle/closefar"
)

// closefarDrawer draws Close or Far: the board in boxes, hints as givens (x),
// and beside every row and under every column how its rule stands (two C,
// two F, the C closer together than the F): ✓ met, ! broken, blank open.
// The rule statuses are read as rows then columns; when the kind numbers
// them otherwise (not 2N of them) only the summary line is shown.
type closefarDrawer struct{ p *closefar.Puzzle }

func (closefarDrawer) clueCount(*Game) int { return 0 }

func (d closefarDrawer) board(g *Game, cv *canvas, maxW, maxH int) {
	n, b := d.p.N, g.board
	if b.Rows != n || b.Cols != n {
		gridDrawer{}.board(g, cv, maxW, maxH)
		return
	}
	// The kind numbers its clues hints first, then rows, then columns: the
	// last 2n statuses are the lines' rule.
	cs := g.status.Clues
	lines := len(cs) >= 2*n
	at := func(k int) puzzle.ClueStatus { return cs[len(cs)-2*n+k] }
	mark := func(k int) string {
		if !lines {
			return " "
		}
		switch at(k) {
		case puzzle.ClueSatisfied:
			return "✓"
		case puzzle.ClueViolated:
			return "!"
		}
		return " "
	}
	style := func(k int) lipgloss.Style {
		if lines && at(k) == puzzle.ClueViolated {
			return g.st.violated
		}
		return g.st.plain
	}
	y0 := cv.y
	walled(g, cv, 0, func(i, j int) bool { return false })
	for r := range n {
		cv.at(y0 + 1 + 2*r)
		cv.raw(" ")
		cv.put(style(r), mark(r))
	}
	cv.at(y0 + 2*n + 1)
	for c := range n {
		cv.padTo(2 + 4*c)
		cv.put(style(n+c), mark(n+c))
	}
	cv.nl()
	cv.raw(clueSummary(cs))
}
