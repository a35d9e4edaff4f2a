package web

import (
	"fmt"

	"deduce/puzzle"
	"deduce/puzzle/closefar"
	"deduce/puzzle/logicgrid"
	"deduce/puzzle/logicgrid/english"
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
	// CellClue numbers (1-based, as steps cite them) the clue a cell holds,
	// 0 for none: Close or Far's hints are clues 1.. in reading order.
	CellClue []int `json:",omitempty"`
	// Legend names what the symbols mean.
	Legend string `json:",omitempty"`
}

// Label is a clue shown to the player with its status (open, satisfied, violated).
type Label struct {
	Text   string `json:"text"`
	Status string `json:"status"`
	// Clue is the 1-based number of the clue this label shows, as the kind's
	// explanation steps cite it (Step.Clues), so a hint can mark it; 0: none.
	Clue int `json:"clue,omitempty"`
}

func decorate(p puzzle.Puzzle, b *puzzle.Board, st puzzle.BoardStatus) *Decor {
	switch p := p.(type) {
	case *magnets.Puzzle:
		return magnetsDecor(p, b, st)
	case *closefar.Puzzle:
		return closefarDecor(p, b, st)
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
	d := &Decor{Legend: "+ and − are the poles of a magnet; x marks a neutral cell (a blank magnet)."}
	for c := range p.W {
		d.Top = append(d.Top, Label{count(p.ColPlus[c]), partStatus(st, c, 0), c + 1})
		d.Bottom = append(d.Bottom, Label{count(p.ColMinus[c]), partStatus(st, c, 1), c + 1})
	}
	for r := range p.H {
		d.Left = append(d.Left, Label{count(p.RowPlus[r]), partStatus(st, p.W+r, 0), p.W + r + 1})
		d.Right = append(d.Right, Label{count(p.RowMinus[r]), partStatus(st, p.W+r, 1), p.W + r + 1})
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
func closefarDecor(p *closefar.Puzzle, b *puzzle.Board, st puzzle.BoardStatus) *Decor {
	d := &Decor{Legend: "Every row and column holds two C and two F; the two C are closer together than the two F."}
	hints := p.HintCount()
	d.CellClue = make([]int, len(b.Cells))
	k := 0
	for i, h := range p.Hints {
		if h != closefar.Blank && i < len(d.CellClue) {
			k++
			d.CellClue[i] = k
		}
	}
	mark := func(i int) Label {
		s := "open"
		if hints+i < len(st.Clues) {
			s = st.Clues[hints+i].String()
		}
		return Label{map[string]string{"open": "", "satisfied": "✓", "violated": "✗"}[s], s, hints + i + 1}
	}
	for r := range p.N {
		d.Right = append(d.Right, mark(r))
	}
	for c := range p.N {
		d.Bottom = append(d.Bottom, mark(p.N+c))
	}
	return d
}

// logicgridDecor: the numbered clue list, one entry per sentence as steps
// cite them (logicgrid.Sentences): the puzzle's own sentences when it was
// read from English, the English writer's otherwise (the plain wording of
// logicgrid.ClueWords for a clue the writer cannot say).
func logicgridDecor(p *logicgrid.Puzzle, st puzzle.BoardStatus) *Decor {
	d := &Decor{Legend: "✓: the two items belong to the same entity; ✗: they do not."}
	said, err := english.Clues(p)
	for i, sen := range p.Sentences() {
		text := sen.Text
		if err == nil {
			text = said[i]
		}
		s := "open"
		if i < len(st.Clues) {
			s = st.Clues[i].String()
		}
		d.Clues = append(d.Clues, Label{text, s, i + 1})
	}
	return d
}

// blockWalls draws thick lines between a logic grid's blocks: where the
// item naming a column (row) changes domain from one column (row) to the next.
func blockWalls(p *logicgrid.Puzzle, b *puzzle.Board, d *Decor) {
	dom := map[string]int{}
	for k, dm := range p.Domains {
		for _, it := range dm.Items {
			dom[it] = k + 1
		}
	}
	n := len(b.Cells)
	d.WallRight, d.WallBelow = make([]bool, n), make([]bool, n)
	for r := range b.Rows {
		for c := range b.Cols {
			i := b.Index(r, c)
			if c+1 < b.Cols && d.Top[c].Text != "" && d.Top[c+1].Text != "" && dom[d.Top[c].Text] != dom[d.Top[c+1].Text] {
				d.WallRight[i] = true
			}
			if r+1 < b.Rows && d.Left[r].Text != "" && d.Left[r+1].Text != "" && dom[d.Left[r].Text] != dom[d.Left[r+1].Text] {
				d.WallBelow[i] = true
			}
		}
	}
}
