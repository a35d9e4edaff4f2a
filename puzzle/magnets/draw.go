package magnets

import (
	"strconv"

	"deduce/puzzle"
	"deduce/puzzle/draw"
)

// Draw implements draw.Drawer: the board Tatham's game shows, in units of a
// tenth of a cell. Clues sit around the grid (+ counts top and left, −
// counts bottom and right, marked by the + and − in the corners); dominoes
// have thick outlines; the singleton cell of an odd board is dark. With a
// solution, + and − are drawn in their cells (as strokes, not glyphs, so
// every backend and font shows the same sign) and neutral dominoes are
// shaded.
func (Kind) Draw(pz puzzle.Puzzle, s puzzle.Solution, c draw.Canvas) (width, height float64) {
	p := pz.(*Puzzle)
	sol := asSolution(s)
	const cell = 10.0
	w, h := float64(p.W), float64(p.H)
	x0, y0 := cell, cell
	cx := func(col int) float64 { return x0 + (float64(col)+0.5)*cell }
	cy := func(row int) float64 { return y0 + (float64(row)+0.5)*cell }
	for i, q := range p.Partner {
		r, col := i/p.W, i%p.W
		switch {
		case q < 0:
			c.FillRect(x0+float64(col)*cell, y0+float64(r)*cell, cell, cell, draw.Dark)
		case sol != nil && sol.Cells[i] == Neutral:
			c.FillRect(x0+float64(col)*cell, y0+float64(r)*cell, cell, cell, draw.Light)
		}
	}
	for r := 1; r < p.H; r++ {
		c.Line(x0, y0+float64(r)*cell, x0+w*cell, y0+float64(r)*cell, 0.25, draw.Grey)
	}
	for col := 1; col < p.W; col++ {
		c.Line(x0+float64(col)*cell, y0, x0+float64(col)*cell, y0+h*cell, 0.25, draw.Grey)
	}
	const thick = 0.9
	for i := range p.Partner {
		r, col := i/p.W, i%p.W
		x, y := x0+float64(col)*cell, y0+float64(r)*cell
		if col+1 < p.W && p.Partner[i] != i+1 {
			c.Line(x+cell, y, x+cell, y+cell, thick, draw.Black)
		}
		if r+1 < p.H && p.Partner[i] != i+p.W {
			c.Line(x, y+cell, x+cell, y+cell, thick, draw.Black)
		}
	}
	c.Rect(x0, y0, w*cell, h*cell, thick, draw.Black)
	font := draw.Font{Size: 6, Anchor: draw.Middle, VAlign: draw.Center}
	clue := func(x, y float64, v int) {
		if v >= 0 {
			c.Text(x, y, strconv.Itoa(v), font, draw.Black)
		}
	}
	for col := range p.W {
		clue(cx(col), y0-cell/2, p.ColPlus[col])
		clue(cx(col), y0+h*cell+cell/2, p.ColMinus[col])
	}
	for r := range p.H {
		clue(x0-cell/2, cy(r), p.RowPlus[r])
		clue(x0+w*cell+cell/2, cy(r), p.RowMinus[r])
	}
	sign(c, x0-cell/2, y0-cell/2, 2.5, Plus)
	sign(c, x0+w*cell+cell/2, y0+h*cell+cell/2, 2.5, Minus)
	if sol != nil {
		for i, v := range sol.Cells {
			sign(c, cx(i%p.W), cy(i/p.W), 2.8, v)
		}
	}
	return (w + 2) * cell, (h + 2) * cell
}

// sign draws a + (red) or − (blue) of half-width r centred on (x, y);
// a neutral pole draws nothing.
func sign(c draw.Canvas, x, y, r float64, v int8) {
	switch v {
	case Plus:
		c.Line(x-r, y, x+r, y, 0.8, draw.Red)
		c.Line(x, y-r, x, y+r, 0.8, draw.Red)
	case Minus:
		c.Line(x-r, y, x+r, y, 0.8, draw.Blue)
	}
}

// PuzzleSize implements draw.Sizer: "WxH".
func (Kind) PuzzleSize(pz puzzle.Puzzle) string {
	p := pz.(*Puzzle)
	return strconv.Itoa(p.W) + "x" + strconv.Itoa(p.H)
}
