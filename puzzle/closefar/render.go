package closefar

import (
	"fmt"
	"strings"

	"deduce/puzzle"
)

// Render implements puzzle.Renderer: "text" is the report's ASCII board
// (Listing 12), "svg" a printable board.
func (Kind) Render(p puzzle.Puzzle, s puzzle.Solution, format string) (string, error) {
	cp := p.(*Puzzle)
	var cs *Solution
	if s != nil {
		cs = s.(*Solution)
	}
	switch format {
	case "text":
		return renderText(cp, cs), nil
	case "svg":
		return renderSVG(cp, cs), nil
	}
	return "", fmt.Errorf("%w: closefar renders text or svg, not %q", puzzle.ErrBadOption, format)
}

// renderText draws the board as the report's print_board does: a border
// "|---|---|...", then each row "| C | . | F |" followed by a separator.
// A solved board shows C, F and '.' (blank); an unsolved one shows its hints
// and leaves the unknown cells empty. The report's code writes a space after
// each row's last '|'; we leave it out. A puzzle that is not of the classic
// shape (one hint per row and column) gets a note under the board.
func renderText(p *Puzzle, s *Solution) string {
	var b strings.Builder
	sep := "|" + strings.Repeat("---|", p.N) + "\n"
	b.WriteString(sep)
	for r := 0; r < p.N; r++ {
		b.WriteString("|")
		for c := 0; c < p.N; c++ {
			ch := byte(' ')
			if s != nil {
				ch = s.At(r, c).rune()
			} else if h := p.Hint(r, c); h != Blank {
				ch = h.rune()
			}
			b.WriteString(" ")
			b.WriteByte(ch)
			b.WriteString(" |")
		}
		b.WriteString("\n")
		b.WriteString(sep)
	}
	if s == nil && !p.Classic() {
		b.WriteString(shapeNote(p) + "\n")
	}
	return b.String()
}

// SVG geometry, in px.
const (
	svgCell   = 40
	svgMargin = 10
)

// renderSVG draws a printable board: hints in bold black, the rest of a
// solution (when given) in blue, blanks of a solution as small dots.
func renderSVG(p *Puzzle, s *Solution) string {
	n := p.N
	size := n*svgCell + 2*svgMargin
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">`+"\n", size, size, size, size)
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" fill="white"/>`+"\n", size, size)
	for i := 0; i <= n; i++ {
		pos := svgMargin + i*svgCell
		w := 1
		if i == 0 || i == n {
			w = 3
		}
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black" stroke-width="%d"/>`+"\n", svgMargin, pos, svgMargin+n*svgCell, pos, w)
		fmt.Fprintf(&b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black" stroke-width="%d"/>`+"\n", pos, svgMargin, pos, svgMargin+n*svgCell, w)
	}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			x := svgMargin + c*svgCell + svgCell/2
			y := svgMargin + r*svgCell + svgCell/2
			h := p.Hint(r, c)
			switch {
			case h != Blank:
				fmt.Fprintf(&b, `<text x="%d" y="%d" font-family="sans-serif" font-size="26" font-weight="bold" text-anchor="middle" fill="black">%c</text>`+"\n", x, baseline(y, 26), h.rune())
			case s != nil && s.At(r, c) != Blank:
				fmt.Fprintf(&b, `<text x="%d" y="%d" font-family="sans-serif" font-size="24" text-anchor="middle" fill="#1f5fbf">%c</text>`+"\n", x, baseline(y, 24), s.At(r, c).rune())
			case s != nil:
				fmt.Fprintf(&b, `<circle cx="%d" cy="%d" r="2" fill="#888"/>`+"\n", x, y)
			}
		}
	}
	b.WriteString("</svg>\n")
	return b.String()
}

// baseline returns the baseline that centres a capital letter of the given
// font size on y: half a cap height (0.72 em) below it. An explicit
// baseline, not dominant-baseline="central", which librsvg and browsers
// place differently (issue 17).
func baseline(y, size int) int { return y + (size*36+50)/100 }

// shapeNote says how a puzzle departs from the classic shape.
func shapeNote(p *Puzzle) string {
	rows, cols := make([]bool, p.N), make([]bool, p.N)
	for i, h := range p.Hints {
		if h != Blank {
			rows[i/p.N], cols[i%p.N] = true, true
		}
	}
	for i := 0; i < p.N; i++ {
		if !rows[i] || !cols[i] {
			return fmt.Sprintf("(%d hints, not one per row and column)", p.HintCount())
		}
	}
	return fmt.Sprintf("(%d hints: %d more than one per row and column)", p.HintCount(), p.HintCount()-p.N)
}
