package web

import (
	"fmt"
	"strings"

	"deduce/puzzle"
	"deduce/puzzle/closefar"
	"deduce/puzzle/logicgrid"
	"deduce/puzzle/magnets"
)

// Decor is what the browser draws around and between a board's cells: the
// only per-kind code of the web app.
type Decor struct {
	// Labels beside the grid: one per column (Top, Bottom) or row (Left, Right).
	Top, Bottom, Left, Right []Label `json:",omitempty"`
	// Thick borders: WallRight[i] between cell i and its right neighbour,
	// WallBelow[i] between i and the cell below (Magnets' dominoes).
	WallRight, WallBelow []bool `json:",omitempty"`
	// Clues is the numbered clue list shown beside the grid (logic grids).
	Clues []Label `json:",omitempty"`
	// Legend names what the symbols mean.
	Legend string `json:",omitempty"`
}

// Label is a clue shown to the player with its status (open, satisfied, violated).
type Label struct {
	Text   string `json:"text"`
	Status string `json:"status"`
}

func decorate(p puzzle.Puzzle, b *puzzle.Board, st puzzle.BoardStatus) *Decor {
	switch p := p.(type) {
	case *magnets.Puzzle:
		return magnetsDecor(p, b, st)
	case *closefar.Puzzle:
		return closefarDecor(p, st)
	case *logicgrid.Puzzle:
		return logicgridDecor(p, st)
	}
	return nil
}

func partStatus(st puzzle.BoardStatus, clue, part int) string {
	if clue < len(st.Parts) && part < len(st.Parts[clue]) {
		return st.Parts[clue][part].String()
	}
	if clue < len(st.Clues) {
		return st.Clues[clue].String()
	}
	return "open"
}

func count(v int) string {
	if v < 0 {
		return ""
	}
	return fmt.Sprint(v)
}

// magnetsDecor: + counts above and left, − counts below and right (Tatham's
// layout); clue k (0-based) < W is column k, W+r is row r; walls between dominoes.
func magnetsDecor(p *magnets.Puzzle, b *puzzle.Board, st puzzle.BoardStatus) *Decor {
	d := &Decor{Legend: "+ and − are the poles of a magnet; the third symbol is a blank (neutral) cell."}
	for c := range p.W {
		d.Top = append(d.Top, Label{count(p.ColPlus[c]), partStatus(st, c, 0)})
		d.Bottom = append(d.Bottom, Label{count(p.ColMinus[c]), partStatus(st, c, 1)})
	}
	for r := range p.H {
		d.Left = append(d.Left, Label{count(p.RowPlus[r]), partStatus(st, p.W+r, 0)})
		d.Right = append(d.Right, Label{count(p.RowMinus[r]), partStatus(st, p.W+r, 1)})
	}
	n := p.W * p.H
	d.WallRight, d.WallBelow = make([]bool, n), make([]bool, n)
	for i := range n {
		if (i+1)%p.W != 0 && p.Partner[i] != i+1 {
			d.WallRight[i] = true
		}
		if i+p.W < n && p.Partner[i] != i+p.W {
			d.WallBelow[i] = true
		}
	}
	return d
}

// closefarDecor: each row's and column's line rule status beside it. The
// clue numbering is the hints in reading order, then rows, then columns.
func closefarDecor(p *closefar.Puzzle, st puzzle.BoardStatus) *Decor {
	d := &Decor{Legend: "Every row and column holds two C and two F; the two C are closer together than the two F."}
	hints := p.HintCount()
	mark := func(i int) Label {
		s := "open"
		if hints+i < len(st.Clues) {
			s = st.Clues[hints+i].String()
		}
		return Label{map[string]string{"open": "", "satisfied": "✓", "violated": "✗"}[s], s}
	}
	for r := range p.N {
		d.Right = append(d.Right, mark(r))
	}
	for c := range p.N {
		d.Bottom = append(d.Bottom, mark(p.N+c))
	}
	return d
}

// logicgridDecor: the numbered clue list.
func logicgridDecor(p *logicgrid.Puzzle, st puzzle.BoardStatus) *Decor {
	d := &Decor{Legend: "✓: the two items belong to the same entity; ✗: they do not."}
	text := logicgrid.Kind{}.Format(p, nil)
	_, clues, _ := strings.Cut(text, "Clues:\n")
	i := 0
	for _, line := range strings.Split(clues, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "Solution") {
			if strings.HasPrefix(line, "Solution") {
				break
			}
			continue
		}
		s := "open"
		if i < len(st.Clues) {
			s = st.Clues[i].String()
		}
		d.Clues = append(d.Clues, Label{line, s})
		i++
	}
	return d
}
