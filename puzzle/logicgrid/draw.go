package logicgrid

import (
	"strconv"
	"strings"

	"deduce/puzzle"
	"deduce/puzzle/draw"
)

// Draw implements draw.Drawer: the classic staircase grid (columns: domains
// 2..m; row blocks: domain 1, then m, m-1, ..., 3, as [SVG] draws it) with
// domain names along the top and left, item names rotated over the columns,
// and the clues in words below, numbered and wrapped to the drawing's width.
// With a solution every square holds an o (same entity) or an x, and the
// clue list is left out: the solved grid answers the puzzle printed with
// its clues elsewhere, and a book fits more solutions to the page.
// An English puzzle's story opens the puzzle, before the grid, as a
// magazine prints it. Units: a grid square is 10.
func (Kind) Draw(pz puzzle.Puzzle, s puzzle.Solution, c draw.Canvas) (width, height float64) {
	p := pz.(*Puzzle)
	sol, _ := s.(*Solution)
	if sol != nil || strings.TrimSpace(p.Story) == "" {
		return drawGrid(p, sol, c)
	}
	grid := &draw.Picture{}
	grid.W, grid.H = drawGrid(p, nil, grid)
	const pad, lead = 2.0, 7.0
	text := draw.Font{Size: 5.5}
	y := lead
	for _, para := range strings.Split(p.Story, "\n") {
		if para == "" {
			continue
		}
		for _, line := range draw.Wrap(para, text, grid.W-2*pad) {
			c.Text(pad, y, line, text, draw.Black)
			y += lead
		}
		y += lead / 2
	}
	top := y - lead/2
	grid.Play(c, 0, top, 1)
	return grid.W, top + grid.H
}

// drawGrid draws the grid and, without a solution, the clues under it.
func drawGrid(p *Puzzle, sol *Solution, c draw.Canvas) (width, height float64) {
	const cell, pad = 10.0, 2.0
	label := draw.Font{Size: 5.5, VAlign: draw.Center}
	dname := draw.Font{Size: 5.5, Bold: true, Anchor: draw.Middle, VAlign: draw.Center}
	m, n := p.M(), p.N()
	lw := 0.0
	for _, d := range p.Domains {
		for _, it := range d.Items {
			lw = max(lw, draw.TextWidth(it, label))
		}
	}
	lw += 2 * pad
	const band = 8.0 // the strip holding domain names
	gx, gy := band+lw, band+lw
	rowDoms := []int{0}
	for d := m - 1; d >= 2; d-- {
		rowDoms = append(rowDoms, d)
	}
	nf := float64(n)
	gw, gh := float64(m-1)*nf*cell, float64(len(rowDoms))*nf*cell
	var ent [][]int
	if sol != nil {
		ent = sol.entities()
	}
	// Column headers: the domain's name, then its items turned upright.
	for d := 1; d < m; d++ {
		x := gx + float64(d-1)*nf*cell
		c.Text(x+nf*cell/2, band/2, p.Domains[d].Name, dname, draw.Black)
		up := label
		up.Up = true
		for j, it := range p.Domains[d].Items {
			c.Text(x+(float64(j)+0.5)*cell, gy-pad, it, up, draw.Black)
		}
	}
	for bi, rd := range rowDoms {
		last := m - 1
		if rd != 0 {
			last = rd - 1
		}
		y := gy + float64(bi)*nf*cell
		side := dname
		side.Up = true
		c.Text(band/2, y+nf*cell/2, p.Domains[rd].Name, side, draw.Black)
		right := label
		right.Anchor = draw.End
		for i, it := range p.Domains[rd].Items {
			c.Text(gx-pad, y+(float64(i)+0.5)*cell, it, right, draw.Black)
		}
		bw := float64(last) * nf * cell
		for i := 1; i < n; i++ {
			c.Line(gx, y+float64(i)*cell, gx+bw, y+float64(i)*cell, 0.25, draw.Grey)
		}
		for j := 1; j < last*n; j++ {
			c.Line(gx+float64(j)*cell, y, gx+float64(j)*cell, y+nf*cell, 0.25, draw.Grey)
		}
		for d := 1; d < last; d++ {
			x := gx + float64(d)*nf*cell
			c.Line(x, y, x, y+nf*cell, 0.8, draw.Black)
		}
		c.Rect(gx, y, bw, nf*cell, 0.8, draw.Black)
		if ent == nil {
			continue
		}
		for i := range n {
			for d := 1; d <= last; d++ {
				for j := range n {
					x0 := gx + (float64(d-1)*nf+float64(j))*cell
					y0 := y + float64(i)*cell
					if ent[rd][i] == ent[d][j] {
						c.Circle(x0+cell/2, y0+cell/2, cell*0.3, 0.8, draw.Black)
					} else {
						c.Line(x0+3, y0+3, x0+cell-3, y0+cell-3, 0.4, draw.Grey)
						c.Line(x0+cell-3, y0+3, x0+3, y0+cell-3, 0.4, draw.Grey)
					}
				}
			}
		}
	}
	if sol != nil {
		return gx + gw + pad, gy + gh + pad
	}
	width = max(gx+gw, 160) + pad
	// Clues, numbered with a hanging indent.
	text := draw.Font{Size: 5.5}
	const lead = 7.0
	y := gy + gh + 2*lead
	c.Text(pad, y, "Clues", draw.Font{Size: 6, Bold: true}, draw.Black)
	sentences := p.Sentences()
	numW := draw.TextWidth(strconv.Itoa(len(sentences))+". ", text)
	for i, sen := range sentences {
		lines := draw.Wrap(sen.Text, text, width-2*pad-numW)
		y += lead
		c.Text(pad+numW, y, strconv.Itoa(i+1)+".", draw.Font{Size: text.Size, Anchor: draw.End}, draw.Black)
		for k, line := range lines {
			if k > 0 {
				y += lead
			}
			c.Text(pad+numW+1, y, line, text, draw.Black)
		}
	}
	return width, y + lead/2
}

// PuzzleSize implements draw.Sizer: "M domains x N items".
func (Kind) PuzzleSize(pz puzzle.Puzzle) string {
	p := pz.(*Puzzle)
	return strconv.Itoa(p.M()) + " domains x " + strconv.Itoa(p.N()) + " items"
}
