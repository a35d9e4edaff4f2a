package tui

import (
	"strconv"

	"charm.land/lipgloss/v2"

	"deduce/puzzle"
	"deduce/puzzle/closefar"
	"deduce/puzzle/logicgrid"
	"deduce/puzzle/magnets"
)

// drawer lays out one kind's board with its clues. It is the only per-kind
// code of the game.
type drawer interface {
	// board draws the position onto cv, marking every cell it draws.
	// maxW and maxH are the room it has.
	board(g *Game, cv *canvas, maxW, maxH int)
	// clueCount is the number of clues the drawer lists for striking out (0: none).
	clueCount(g *Game) int
}

// drawerFor picks the drawer for p's concrete type; anything else gets the
// plain grid.
func drawerFor(pl puzzle.Player, p puzzle.Puzzle) drawer {
	switch p := p.(type) {
	case *magnets.Puzzle:
		return magnetsDrawer{p: p}
	case *closefar.Puzzle:
		return closefarDrawer{p: p}
	case *logicgrid.Puzzle:
		if d, ok := newLogicDrawer(pl, p); ok {
			return d
		}
	}
	return gridDrawer{}
}

// cellText draws cell i three columns wide: a marker, the symbol, a marker.
// The markers say what the colours say: [x] cursor (reversed), >x< wrong entry (check
// so far), *x* a hint's new fact, ·x· a cell the hint reads, !x! a cell that
// breaks a rule, (x) a given.
func (g *Game) cellText(i int) (string, lipgloss.Style) {
	b := g.board
	sym := " "
	if v := b.Cells[i]; v > 0 && v < len(b.Symbols) {
		sym = b.Symbols[v]
	}
	l, r, st := " ", " ", g.st.plain
	broken := false
	for _, j := range g.status.Broken {
		if j == i {
			broken = true
		}
	}
	switch {
	case g.mistakes[i]:
		l, r, st = ">", "<", g.st.mistake
	case g.hintCell[i]:
		l, r, st = "*", "*", g.st.hint
	case g.useCell[i]:
		l, r, st = "·", "·", g.st.use
	case broken:
		l, r, st = "!", "!", g.st.broken
	case b.Given[i]:
		l, r, st = "(", ")", g.st.given
	}
	if i == g.cur && !g.clueFoc {
		// The cursor is reversed; it takes the brackets unless a mark
		// already holds them (the mark says more, reverse still shows it).
		if l == " " || l == "(" {
			l, r = "[", "]"
		}
		st = st.Reverse(true)
	}
	return l + sym + r, st
}

// gridDrawer is the plain grid: every playable cell in a box, gaps blank.
// It serves kinds without their own drawer.
type gridDrawer struct{}

func (gridDrawer) clueCount(*Game) int { return 0 }

func (gridDrawer) board(g *Game, cv *canvas, _, _ int) {
	walled(g, cv, 0, func(i, j int) bool { return false })
	cv.nl()
	if n := len(g.status.Clues); n > 0 {
		cv.raw(clueSummary(g.status.Clues))
	}
}

// clueSummary counts clue statuses for kinds whose drawer shows no clues.
func clueSummary(cs []puzzle.ClueStatus) string {
	met, broken := 0, 0
	for _, c := range cs {
		switch c {
		case puzzle.ClueSatisfied:
			met++
		case puzzle.ClueViolated:
			broken++
		}
	}
	s := "rules: " + strconv.Itoa(met) + "/" + strconv.Itoa(len(cs)) + " met"
	if broken > 0 {
		s += ", " + strconv.Itoa(broken) + " broken"
	}
	return s
}

// walled draws the board as boxes of 3-column cells, with a wall between two
// neighbours unless together(i, j) (the same domino). Lines start at column
// indent of the canvas's current line and the lines after it; left and
// right are optional labels per row (drawn by the caller afterwards).
func walled(g *Game, cv *canvas, indent int, together func(i, j int) bool) {
	b := g.board
	play := func(r, c int) bool {
		return r >= 0 && c >= 0 && r < b.Rows && c < b.Cols && b.Playable[b.Index(r, c)]
	}
	// wallH reports a horizontal wall segment above cell (r, c).
	wallH := func(r, c int) bool {
		up, down := play(r-1, c), play(r, c)
		if !up && !down {
			return false
		}
		if up && down {
			return !together(b.Index(r-1, c), b.Index(r, c))
		}
		return true
	}
	// wallV reports a vertical wall segment left of cell (r, c).
	wallV := func(r, c int) bool {
		left, right := play(r, c-1), play(r, c)
		if !left && !right {
			return false
		}
		if left && right {
			return !together(b.Index(r, c-1), b.Index(r, c))
		}
		return true
	}
	y0 := cv.y
	for r := 0; r <= b.Rows; r++ {
		// The wall line above row r.
		cv.at(y0 + 2*r)
		cv.padTo(indent)
		for c := 0; c <= b.Cols; c++ {
			up := r > 0 && wallV(r-1, c)
			down := r < b.Rows && wallV(r, c)
			left := c > 0 && wallH(r, c-1)
			right := c < b.Cols && wallH(r, c)
			cv.raw(corner(up, down, left, right))
			if c < b.Cols {
				if right {
					cv.raw("───")
				} else {
					cv.raw("   ")
				}
			}
		}
		if r == b.Rows {
			break
		}
		cv.at(y0 + 2*r + 1)
		cv.padTo(indent)
		for c := 0; c <= b.Cols; c++ {
			if wallV(r, c) {
				cv.raw("│")
			} else {
				cv.raw(" ")
			}
			if c < b.Cols {
				i := b.Index(r, c)
				if !b.Playable[i] {
					cv.raw("   ")
					continue
				}
				text, st := g.cellText(i)
				cv.mark(i, 3)
				cv.put(st, text)
			}
		}
	}
}

// corner picks the box-drawing character joining the walls around a point.
func corner(up, down, left, right bool) string {
	k := 0
	if up {
		k |= 1
	}
	if down {
		k |= 2
	}
	if left {
		k |= 4
	}
	if right {
		k |= 8
	}
	return [16]string{" ", "╵", "╷", "│", "╴", "┘", "┐", "┤", "╶", "└", "┌", "├", "─", "┴", "┬", "┼"}[k]
}

func itoa(n int) string { return strconv.Itoa(n) }
