package logicgrid

import (
	"fmt"
	"html"
	"strings"
)

// SVG draws the puzzle's grid for people, print-ready: the staircase of
// the thesis's section 1 (columns: domains 2..m; row blocks: domain 1, then
// m, m-1, ..., 3), with o and x filled in when s is not nil, and the clues
// in words below it.
func SVG(p *Puzzle, s *Solution) string {
	const cell, char, pad = 20, 7, 10
	m, n := p.M(), p.N()
	label := 0
	for _, d := range p.Domains {
		for _, it := range d.Items {
			label = max(label, len(it))
		}
	}
	lw, lh := label*char+pad, label*char+pad // row labels, rotated column labels
	rowDoms := []int{0}
	for d := m - 1; d >= 2; d-- {
		rowDoms = append(rowDoms, d)
	}
	gw, gh := (m-1)*n*cell, len(rowDoms)*n*cell
	clueTop := lh + gh + 2*pad
	width := max(lw+gw+pad, 40*char)
	sentences := p.Sentences()
	for _, sen := range sentences {
		width = max(width, (len(sen.Text)+5)*char+pad)
	}
	height := clueTop + (len(sentences)+1)*cell
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">`+"\n", width, height)
	fmt.Fprintf(&b, `<rect width="%d" height="%d" fill="white"/>`+"\n", width, height)
	var ent [][]int
	if s != nil {
		ent = s.entities()
	}
	for d := 1; d < m; d++ { // column labels
		for j, it := range p.Domains[d].Items {
			x := lw + ((d-1)*n+j)*cell + cell/2 + 4
			fmt.Fprintf(&b, `<text transform="translate(%d,%d) rotate(-90)">%s</text>`+"\n", x, lh-4, html.EscapeString(it))
		}
	}
	for bi, rd := range rowDoms {
		last := m - 1
		if rd != 0 {
			last = rd - 1
		}
		for i, it := range p.Domains[rd].Items {
			y := lh + (bi*n+i)*cell
			fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="end">%s</text>`+"\n", lw-4, y+cell-6, html.EscapeString(it))
			for d := 1; d <= last; d++ {
				for j := range p.Domains[d].Items {
					x := lw + ((d-1)*n+j)*cell
					fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#999"/>`+"\n", x, y, cell, cell)
					if ent == nil {
						continue
					}
					if ent[rd][i] == ent[d][j] {
						fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="6" fill="none" stroke="black" stroke-width="2"/>`+"\n", x+cell/2, y+cell/2)
					} else {
						fmt.Fprintf(&b, `<path d="M%d %dl8 8m0 -8l-8 8" stroke="#555"/>`+"\n", x+cell/2-4, y+cell/2-4)
					}
				}
			}
		}
		// Thick lines around each block.
		blockW := last * n * cell
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="black" stroke-width="2"/>`+"\n", lw, lh+bi*n*cell, blockW, n*cell)
		for d := 1; d < last; d++ {
			x := lw + d*n*cell
			fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black" stroke-width="2"/>`+"\n", x, lh+bi*n*cell, x, lh+(bi+1)*n*cell)
		}
	}
	fmt.Fprintf(&b, `<text x="%d" y="%d" font-weight="bold">Clues</text>`+"\n", pad, clueTop)
	for i, sen := range sentences {
		fmt.Fprintf(&b, `<text x="%d" y="%d">%d. %s</text>`+"\n", pad, clueTop+(i+1)*cell, i+1, html.EscapeString(sen.Text))
	}
	b.WriteString("</svg>\n")
	return b.String()
}
