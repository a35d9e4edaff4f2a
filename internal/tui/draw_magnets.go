package tui

import (
	"fmt"

	"charm.land/lipgloss/v2"

	"deduce/puzzle"
	"deduce/puzzle/magnets"
)

// magnetsDrawer draws Magnets as Simon Tatham's game does: the domino layout
// in boxes, each row's + count on the left and − count on the right, each
// column's + count above and − count below. A count is faint and ticked (✓)
// when its line meets it and bold red with "!" when the line breaks it.
type magnetsDrawer struct{ p *magnets.Puzzle }

func (magnetsDrawer) clueCount(*Game) int { return 0 }

func (d magnetsDrawer) board(g *Game, cv *canvas, maxW, maxH int) {
	p, b := d.p, g.board
	if b.Rows != p.H || b.Cols != p.W || len(p.Partner) != len(b.Cells) {
		gridDrawer{}.board(g, cv, maxW, maxH)
		return
	}
	// clue returns the count text (3 columns) and style of line k's part
	// (0: + count, 1: − count); columns come first in the clue numbering (clue k < W is column k, W+r is row r).
	clue := func(k, part, v int) (string, lipgloss.Style) {
		if v < 0 {
			return "   ", g.st.plain
		}
		st := puzzle.ClueOpen
		switch {
		case k < len(g.status.Parts) && part < len(g.status.Parts[k]):
			st = g.status.Parts[k][part]
		case k < len(g.status.Clues) && len(g.status.Clues) == p.H+p.W:
			st = g.status.Clues[k]
		}
		switch st {
		case puzzle.ClueSatisfied:
			return fmt.Sprintf("%2d✓", v), g.st.done
		case puzzle.ClueViolated:
			return fmt.Sprintf("%2d!", v), g.st.violated
		}
		return fmt.Sprintf("%2d ", v), g.st.plain
	}
	const left = 5 // "  +  " then the row's + count
	y0 := cv.y
	// Column + counts.
	cv.raw("   + ")
	for c := range p.W {
		cv.padTo(left + 1 + 4*c)
		t, st := clue(c, 0, p.ColPlus[c])
		cv.put(st, t)
	}
	cv.at(y0 + 1)
	walled(g, cv, left, func(i, j int) bool { return p.Partner[i] == j })
	gridW := left + 4*p.W + 1
	for r := range p.H {
		cv.at(y0 + 2 + 2*r)
		line := cv.lines[cv.y].String()
		w := cv.widths[cv.y]
		cv.lines[cv.y].Reset()
		cv.widths[cv.y] = 0
		t, st := clue(p.W+r, 0, p.RowPlus[r])
		cv.raw(" ")
		cv.put(st, t)
		cv.raw(" ")
		// Re-append the wall line without its indent.
		cv.lines[cv.y].WriteString(line[left:])
		cv.widths[cv.y] += w - left
		// Shift this line's hits (drawn before the indent was replaced: same x).
		cv.padTo(gridW)
		cv.raw(" ")
		t, st = clue(p.W+r, 1, p.RowMinus[r])
		cv.put(st, t)
	}
	cv.at(y0 + 2 + 2*p.H)
	for c := range p.W {
		cv.padTo(left + 1 + 4*c)
		t, st := clue(c, 1, p.ColMinus[c])
		cv.put(st, t)
	}
	cv.padTo(gridW + 1)
	cv.raw(" −")
}
