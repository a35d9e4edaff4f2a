package book

import (
	"fmt"
	"strconv"
	"strings"

	"deduce/puzzle"
	"deduce/puzzle/draw"
)

// Draws reports whether the book can draw k's puzzles: from its board
// (puzzle.Player), else its own drawing (draw.Drawer).
func Draws(k puzzle.Kind) bool {
	_, board := k.(puzzle.Player)
	_, own := k.(draw.Drawer)
	return board || own
}

// picture draws p (solved when s is not nil): its board as puzzle.Player
// lays it out, for every kind that can be played, so the page shows what
// the terminal game and the web app show and no code here names a kind. A
// kind that cannot be played but draws itself (draw.Drawer) prints that
// drawing.
func picture(k puzzle.Kind, p puzzle.Puzzle, s puzzle.Solution) (*draw.Picture, error) {
	pl, ok := k.(puzzle.Player)
	if !ok {
		if _, ok := k.(draw.Drawer); ok {
			return draw.Of(k, p, s)
		}
		return nil, fmt.Errorf("%w: kind %s cannot draw or lay out its puzzles", puzzle.ErrUnsupported, k.Name())
	}
	b := pl.NewBoard(p)
	if s != nil {
		ex, ok := k.(puzzle.Explainer)
		if !ok {
			return nil, fmt.Errorf("%w: kind %s cannot name its solution's facts to print it", puzzle.ErrUnsupported, k.Name())
		}
		b = pl.ApplyFacts(p, b, ex.SolutionFacts(p, s))
	}
	board := &draw.Picture{}
	// A printed board shows no statuses: a clue is neither met nor broken on paper.
	board.W, board.H = drawBoard(board, b, pl.Layout(p, b, puzzle.BoardStatus{}), s != nil)
	return withStory(board, p, s != nil), nil
}

// withStory sets a puzzle's own story (puzzle.Introducer) over its board,
// as a magazine opens a puzzle; a solution, and a puzzle without a story,
// is its board alone. The title is the page's heading (see Layout).
func withStory(board *draw.Picture, p puzzle.Puzzle, solved bool) *draw.Picture {
	in, ok := p.(puzzle.Introducer)
	if !ok || solved {
		return board
	}
	_, story := in.Introduction()
	if strings.TrimSpace(story) == "" {
		return board
	}
	const pad, lead = 2.0, 7.0
	text := draw.Font{Size: 5.5}
	pic := &draw.Picture{W: board.W}
	y := lead
	for _, para := range strings.Split(story, "\n") {
		if strings.TrimSpace(para) == "" {
			continue
		}
		for _, line := range draw.Wrap(para, text, max(board.W, 80)-2*pad) {
			pic.Text(pad, y, line, text, draw.Black)
			pic.W = max(pic.W, pad+draw.TextWidth(line, text))
			y += lead
		}
		y += lead / 2
	}
	top := y - lead/2
	board.Play(pic, 0, top, 1)
	pic.H = top + board.H
	return pic
}

// Board drawing units: a cell is 10, as the kinds draw theirs.
const (
	unit      = 10.0
	labelFont = 4.5
)

// drawBoard draws b with its layout onto c: the category names and labels
// on every side, thin lines between cells and thick walls, givens bold and
// (solved) entries blue, then the numbered clues and the legend under the
// grid. It returns the size drawn.
func drawBoard(c draw.Canvas, b *puzzle.Board, lay puzzle.Layout, solved bool) (width, height float64) {
	lab := draw.Font{Size: labelFont, Anchor: draw.Middle, VAlign: draw.Center}
	group := draw.Font{Size: labelFont, Bold: true, Anchor: draw.Middle, VAlign: draw.Center}
	// A side is drawn when it has a label per line and some text: the
	// game's status-only labels (empty text) mean nothing on paper.
	side := func(ls []puzzle.Label, n int) []puzzle.Label {
		if len(ls) != n {
			return nil
		}
		for _, l := range ls {
			if l.Text != "" {
				return ls
			}
		}
		return nil
	}
	top, bottom := side(lay.Top, b.Cols), side(lay.Bottom, b.Cols)
	left, right := side(lay.Left, b.Rows), side(lay.Right, b.Rows)
	widest := func(ls []puzzle.Label, f draw.Font) float64 {
		w := 0.0
		for _, l := range ls {
			w = max(w, draw.TextWidth(l.Text, f))
		}
		return w
	}
	// Column labels run up when any is wider than a cell.
	up := widest(top, lab) > unit*0.9
	topH := 0.0
	if top != nil {
		topH = unit
		if up {
			topH = widest(top, lab) + 2
		}
	}
	if len(lay.ColGroups) > 0 {
		topH += unit * 0.8
	}
	leftW := 0.0
	if left != nil {
		leftW = max(unit, widest(left, lab)+2)
	}
	if len(lay.RowGroups) > 0 {
		leftW += unit * 0.8
	}
	x0, y0 := leftW+1, topH+1
	gw, gh := float64(b.Cols)*unit, float64(b.Rows)*unit
	cell := func(r, col int) (float64, float64) { return x0 + float64(col)*unit, y0 + float64(r)*unit }

	// Groups and labels.
	for _, g := range lay.ColGroups {
		if g.First >= 0 && g.Last < b.Cols && g.First <= g.Last {
			x1, _ := cell(0, g.First)
			x2, _ := cell(0, g.Last+1)
			c.Text((x1+x2)/2, unit*0.4, g.Name, group, draw.Black)
		}
	}
	for _, g := range lay.RowGroups {
		if g.First >= 0 && g.Last < b.Rows && g.First <= g.Last {
			_, y1 := cell(g.First, 0)
			_, y2 := cell(g.Last+1, 0)
			c.Text(unit*0.4, (y1+y2)/2, g.Name, draw.Font{Size: labelFont, Bold: true, Anchor: draw.Middle, VAlign: draw.Center, Up: true}, draw.Black)
		}
	}
	for col, l := range top {
		x, _ := cell(0, col)
		if up {
			c.Text(x+unit/2, y0-1, l.Text, draw.Font{Size: labelFont, Anchor: draw.Start, VAlign: draw.Center, Up: true}, draw.Black)
		} else {
			c.Text(x+unit/2, y0-unit/2, l.Text, lab, draw.Black)
		}
	}
	for col, l := range bottom {
		x, _ := cell(0, col)
		c.Text(x+unit/2, y0+gh+unit/2, l.Text, lab, draw.Black)
	}
	for r, l := range left {
		_, y := cell(r, 0)
		c.Text(x0-2, y+unit/2, l.Text, draw.Font{Size: labelFont, Anchor: draw.End, VAlign: draw.Center}, draw.Black)
	}
	for r, l := range right {
		_, y := cell(r, 0)
		c.Text(x0+gw+unit/2, y+unit/2, l.Text, lab, draw.Black)
	}
	if lay.TopLeft != "" && top != nil {
		c.Text(x0-unit/2, y0-unit/2, lay.TopLeft, group, draw.Black)
	}
	if lay.BottomRight != "" {
		c.Text(x0+gw+unit/2, y0+gh+unit/2, lay.BottomRight, group, draw.Black)
	}

	// Cells in three passes, so that no thin line crosses a thick one: the
	// thin lines, then the walls and the board's outline (a playable
	// cell's sides that face no playable neighbour), then the symbols.
	wall := func(ws []bool, i int) bool { return len(ws) == len(b.Cells) && ws[i] }
	open := func(r, col int) bool {
		return r >= 0 && col >= 0 && r < b.Rows && col < b.Cols && b.Playable[b.Index(r, col)]
	}
	given := draw.Font{Size: 6.5, Bold: true, Anchor: draw.Middle, VAlign: draw.Center}
	entry := draw.Font{Size: 6, Anchor: draw.Middle, VAlign: draw.Center}
	for pass := range 3 {
		for r := range b.Rows {
			for col := range b.Cols {
				i := b.Index(r, col)
				if !b.Playable[i] {
					continue
				}
				x, y := cell(r, col)
				switch pass {
				case 0:
					c.Rect(x, y, unit, unit, 0.25, draw.Grey)
				case 1:
					if wall(lay.WallRight, i) || !open(r, col+1) {
						c.Line(x+unit, y, x+unit, y+unit, 0.9, draw.Black)
					}
					if wall(lay.WallBelow, i) || !open(r+1, col) {
						c.Line(x, y+unit, x+unit, y+unit, 0.9, draw.Black)
					}
					if !open(r-1, col) {
						c.Line(x, y, x+unit, y, 0.9, draw.Black)
					}
					if !open(r, col-1) {
						c.Line(x, y, x, y+unit, 0.9, draw.Black)
					}
				case 2:
					if v := b.Cells[i]; v > 0 && v < len(b.Symbols) {
						switch {
						case b.Given[i]:
							c.Text(x+unit/2, y+unit/2, b.Symbols[v], given, draw.Black)
						case solved:
							c.Text(x+unit/2, y+unit/2, b.Symbols[v], entry, draw.Blue)
						}
					}
				}
			}
		}
	}
	width = x0 + gw + 1
	if right != nil || lay.BottomRight != "" {
		width += unit
	}
	height = y0 + gh + 1
	if bottom != nil || lay.BottomRight != "" {
		height += unit
	}
	// The clues and the legend under the grid, wrapped to its width (a
	// puzzle's clues are part of it on paper; a solution needs none).
	if solved {
		return width, height
	}
	// The clues under a heading, each number hanging left of its text.
	text := draw.Font{Size: labelFont}
	wrapAt := max(width, 80)
	y := height + 2
	line := func(x float64, ln string, f draw.Font) {
		y += labelFont * 1.3
		c.Text(x, y, ln, f, draw.Black)
		width = max(width, x+draw.TextWidth(ln, f))
	}
	if len(lay.Clues) > 0 {
		line(0, "Clues", draw.Font{Size: labelFont * 1.1, Bold: true})
		indent := draw.TextWidth(strconv.Itoa(len(lay.Clues))+". ", text)
		for k, l := range lay.Clues {
			n := l.Clue
			if n == 0 {
				n = k + 1
			}
			num := strconv.Itoa(n) + "."
			for j, ln := range draw.Wrap(l.Text, text, wrapAt-indent) {
				if j == 0 {
					c.Text(indent-draw.TextWidth(" ", text), y+labelFont*1.3, num, draw.Font{Size: labelFont, Anchor: draw.End}, draw.Black)
				}
				line(indent, ln, text)
			}
		}
		y += labelFont * 0.5
	}
	if lay.Legend != "" {
		for _, ln := range draw.Wrap(lay.Legend, text, wrapAt) {
			line(0, ln, text)
		}
	}
	return width, y + 2
}
