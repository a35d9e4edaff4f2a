package closefar

import (
	"strconv"

	"deduce/puzzle"
	"deduce/puzzle/draw"
)

// Draw implements draw.Drawer: the N×N board in units of a tenth of a cell,
// hints as bold black letters, and with a solution the other C and F in
// blue and the empty squares as small grey dots (so a solved board shows
// which squares were decided blank).
func (Kind) Draw(pz puzzle.Puzzle, s puzzle.Solution, c draw.Canvas) (width, height float64) {
	p := pz.(*Puzzle)
	var sol *Solution
	if s != nil {
		sol = s.(*Solution)
	}
	const cell, margin = 10.0, 1.0
	n := float64(p.N)
	for i := 1; i < p.N; i++ {
		pos := margin + float64(i)*cell
		c.Line(margin, pos, margin+n*cell, pos, 0.3, draw.Black)
		c.Line(pos, margin, pos, margin+n*cell, 0.3, draw.Black)
	}
	c.Rect(margin, margin, n*cell, n*cell, 0.9, draw.Black)
	hint := draw.Font{Size: 6.5, Bold: true, Anchor: draw.Middle, VAlign: draw.Center}
	filled := draw.Font{Size: 6, Anchor: draw.Middle, VAlign: draw.Center}
	for r := 0; r < p.N; r++ {
		for col := 0; col < p.N; col++ {
			x := margin + (float64(col)+0.5)*cell
			y := margin + (float64(r)+0.5)*cell
			h := p.Hint(r, col)
			switch {
			case h != Blank:
				c.Text(x, y, string(h.rune()), hint, draw.Black)
			case sol != nil && sol.At(r, col) != Blank:
				c.Text(x, y, string(sol.At(r, col).rune()), filled, draw.Blue)
			case sol != nil:
				c.FillCircle(x, y, 0.6, draw.Grey)
			}
		}
	}
	return n*cell + 2*margin, n*cell + 2*margin
}

// PuzzleSize implements draw.Sizer: "NxN".
func (Kind) PuzzleSize(pz puzzle.Puzzle) string {
	n := strconv.Itoa(pz.(*Puzzle).N)
	return n + "x" + n
}
