package magnets

import (
	"fmt"
	"strings"
)

// RenderSVG draws p (and s when not nil) for printing: thin cell lines, thick
// domino outlines, clues around the grid (+ top and left, − bottom and
// right) and, for a solution, + and − signs with neutral dominoes shaded.
func RenderSVG(p *Puzzle, s *Solution) string {
	const cell, margin = 40, 50
	w, h := p.W, p.H
	width, height := w*cell+2*margin, h*cell+2*margin
	var b strings.Builder
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">
<rect x="0" y="0" width="%d" height="%d" fill="white"/>
`, width, height, width, height, width, height)
	x0, y0 := margin, margin
	cx := func(c int) int { return x0 + c*cell + cell/2 }
	cy := func(r int) int { return y0 + r*cell + cell/2 }
	// Shading: neutral dominoes of a solution, and the singleton.
	for i, q := range p.Partner {
		r, c := i/w, i%w
		shade := q < 0 || (s != nil && s.Cells[i] == Neutral)
		if shade {
			fill := "#dddddd"
			if q < 0 {
				fill = "#444444"
			}
			fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`+"\n", x0+c*cell, y0+r*cell, cell, cell, fill)
		}
	}
	// Thin grid.
	for r := 0; r <= h; r++ {
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#bbbbbb" stroke-width="1"/>`+"\n", x0, y0+r*cell, x0+w*cell, y0+r*cell)
	}
	for c := 0; c <= w; c++ {
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#bbbbbb" stroke-width="1"/>`+"\n", x0+c*cell, y0, x0+c*cell, y0+h*cell)
	}
	// Domino outlines.
	for i := range p.Partner {
		r, c := i/w, i%w
		if c+1 == w || p.Partner[i] != i+1 {
			fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black" stroke-width="3" stroke-linecap="square"/>`+"\n", x0+(c+1)*cell, y0+r*cell, x0+(c+1)*cell, y0+(r+1)*cell)
		}
		if r+1 == h || p.Partner[i] != i+w {
			fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black" stroke-width="3" stroke-linecap="square"/>`+"\n", x0+c*cell, y0+(r+1)*cell, x0+(c+1)*cell, y0+(r+1)*cell)
		}
	}
	fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black" stroke-width="3" stroke-linecap="square"/>`+"\n", x0, y0, x0+w*cell, y0)
	fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black" stroke-width="3" stroke-linecap="square"/>`+"\n", x0, y0, x0, y0+h*cell)
	// Clues.
	text := func(x, y int, t, color string) {
		// An explicit baseline half a cap height (0.72 em) below the centre:
		// dominant-baseline="central" is placed differently by librsvg and browsers.
		fmt.Fprintf(&b, `<text x="%d" y="%d" font-size="20" text-anchor="middle" fill="%s">%s</text>`+"\n", x, y+7, color, t)
	}
	for c := range w {
		text(cx(c), y0-cell/2, svgClue(p.ColPlus[c]), "black")
		text(cx(c), y0+h*cell+cell/2, svgClue(p.ColMinus[c]), "black")
	}
	for r := range h {
		text(x0-cell/2, cy(r), svgClue(p.RowPlus[r]), "black")
		text(x0+w*cell+cell/2, cy(r), svgClue(p.RowMinus[r]), "black")
	}
	text(x0-cell/2, y0-cell/2, "+", "#b00000")
	text(x0+w*cell+cell/2, y0+h*cell+cell/2, "−", "#0000b0")
	if s != nil {
		for i, v := range s.Cells {
			switch v {
			case Plus:
				text(cx(i%w), cy(i/w), "+", "#b00000")
			case Minus:
				text(cx(i%w), cy(i/w), "−", "#0000b0")
			}
		}
	}
	b.WriteString("</svg>\n")
	return b.String()
}

func svgClue(v int) string {
	if v < 0 {
		return ""
	}
	return fmt.Sprint(v)
}
