package magnets

import (
	"strconv"
	"strings"
)

// RenderText draws p like the report's Fig. 2 (and, with s, Fig. 3): domino
// borders in box-drawing characters, + counts above the columns and left of
// the rows, − counts below the columns and right of the rows; solved cells
// show + - x, the singleton shows *.
func RenderText(p *Puzzle, s *Solution) string {
	w, h := p.W, p.H
	lw := 1
	for r := range h {
		lw = max(lw, len(clueText(p.RowPlus[r])), len(clueText(p.RowMinus[r])))
	}
	off := lw + 2 // column where the grid's left border is drawn
	var b strings.Builder
	// Column label line: label at the left corner, counts centred on the cells.
	labels := func(corner string, atRight bool, vals []int) {
		line := []byte(strings.Repeat(" ", off+4*w+1+lw+2))
		if !atRight {
			copy(line[1:], corner)
		} else {
			copy(line[off+4*w+2:], corner)
		}
		for c, v := range vals {
			t := clueText(v)
			end := off + 2 + 4*c
			copy(line[end-len(t)+1:], t)
		}
		b.WriteString(strings.TrimRight(string(line), " "))
		b.WriteByte('\n')
	}
	hBorder := func(gy, c int) bool { // border above row gy at column c
		return gy == 0 || gy == h || p.Partner[(gy-1)*w+c] != gy*w+c
	}
	vBorder := func(r, gx int) bool { // border left of column gx in row r
		return gx == 0 || gx == w || p.Partner[r*w+gx-1] != r*w+gx
	}
	junction := func(gy, gx int) string {
		m := 0
		if gy > 0 && vBorder(gy-1, gx) {
			m |= 1 // up
		}
		if gy < h && vBorder(gy, gx) {
			m |= 2 // down
		}
		if gx > 0 && hBorder(gy, gx-1) {
			m |= 4 // left
		}
		if gx < w && hBorder(gy, gx) {
			m |= 8 // right
		}
		return boxChars[m]
	}
	labels("+", false, p.ColPlus)
	for gy := 0; gy <= h; gy++ {
		// Border line above row gy.
		b.WriteString(strings.Repeat(" ", off))
		for gx := 0; gx <= w; gx++ {
			b.WriteString(junction(gy, gx))
			if gx < w {
				if hBorder(gy, gx) {
					b.WriteString("───")
				} else {
					b.WriteString("   ")
				}
			}
		}
		b.WriteByte('\n')
		if gy == h {
			break
		}
		r := gy
		b.WriteString(" " + padLeft(clueText(p.RowPlus[r]), lw) + " ")
		for c := range w {
			if vBorder(r, c) {
				b.WriteString("│")
			} else {
				b.WriteString(" ")
			}
			i := r*w + c
			switch {
			case p.Partner[i] < 0:
				b.WriteString(" * ")
			case s != nil:
				b.WriteString(" " + string(poleChar(s.Cells[i])) + " ")
			default:
				b.WriteString("   ")
			}
		}
		b.WriteString("│ " + clueText(p.RowMinus[r]) + "\n")
	}
	labels("-", true, p.ColMinus)
	return b.String()
}

// boxChars is indexed by the arms of a junction: 1 up, 2 down, 4 left, 8 right.
var boxChars = [16]string{
	" ", "╵", "╷", "│", "╴", "┘", "┐", "┤",
	"╶", "└", "┌", "├", "─", "┴", "┬", "┼",
}

func clueText(v int) string {
	if v < 0 {
		return "."
	}
	return strconv.Itoa(v)
}

func padLeft(s string, n int) string {
	if len(s) >= n {
		return s
	}
	return strings.Repeat(" ", n-len(s)) + s
}
