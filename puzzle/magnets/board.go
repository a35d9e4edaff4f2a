package magnets

import (
	"strconv"

	"deduce/puzzle"
)

// Board symbols: the cycle a click follows. Symbols[0] is unknown; the
// others are the solution block's characters.
var boardSymbols = []string{"?", "+", "-", "x"}

const (
	symUnknown = iota
	symPlus
	symMinus
	symNeutral
)

// symMirror is what a domino's other half shows when one half is set.
var symMirror = [4]int{symUnknown, symMinus, symPlus, symNeutral}

// NewBoard implements puzzle.Player: every cell unknown and playable (a
// cell in no domino can only be set to x or back to ?).
func (Kind) NewBoard(pz puzzle.Puzzle) *puzzle.Board {
	p := pz.(*Puzzle)
	n := p.W * p.H
	b := &puzzle.Board{Rows: p.H, Cols: p.W, Symbols: boardSymbols, Cells: make([]int, n),
		Playable: make([]bool, n), Given: make([]bool, n)}
	for i := range b.Playable {
		b.Playable[i] = true
	}
	return b
}

// Set implements puzzle.Player: the domino's other half follows (+ ↔ −,
// x ↔ x, ? ↔ ?). A cell in no domino takes only ? and x; other values,
// gaps, givens and out-of-range indices leave b as it is.
func (Kind) Set(pz puzzle.Puzzle, b *puzzle.Board, i, v int) *puzzle.Board {
	p := pz.(*Puzzle)
	if i < 0 || i >= len(b.Cells) || v < 0 || v >= len(b.Symbols) || !b.Playable[i] || b.Given[i] {
		return b
	}
	q := p.Partner[i]
	if q < 0 && v != symUnknown && v != symNeutral {
		return b
	}
	nb := b.Clone()
	nb.Cells[i] = v
	if q >= 0 && !b.Given[q] {
		nb.Cells[q] = symMirror[v]
	}
	return nb
}

// Status implements puzzle.Player, by the rules only. Clue k follows the
// explanation's numbering (1..W columns, W+1..W+H rows); Parts[k-1] is
// [+ status, − status]. A count is violated when the line's fixed cells
// exceed it or its cells left cannot reach it, satisfied when the line is
// full and the count is met, else open; a clue is violated when a part is,
// satisfied when both are (hidden counts are satisfied once the line is
// full). Broken lists cells with an equal pole orthogonally next to them.
func (Kind) Status(pz puzzle.Puzzle, b *puzzle.Board) puzzle.BoardStatus {
	p := pz.(*Puzzle)
	w, h := p.W, p.H
	st := puzzle.BoardStatus{Clues: make([]puzzle.ClueStatus, w+h), Parts: make([][]puzzle.ClueStatus, w+h), Full: true}
	for i, v := range b.Cells {
		if b.Playable[i] && v == symUnknown {
			st.Full = false
		}
	}
	judge := func(cells []int, want int, sym int) puzzle.ClueStatus {
		fix, open := 0, 0
		for _, i := range cells {
			switch b.Cells[i] {
			case sym:
				fix++
			case symUnknown:
				if p.Partner[i] >= 0 {
					open++
				}
			}
		}
		switch {
		case want < 0 && open == 0:
			return puzzle.ClueSatisfied
		case want < 0:
			return puzzle.ClueOpen
		case fix > want || fix+open < want:
			return puzzle.ClueViolated
		case open == 0:
			return puzzle.ClueSatisfied
		}
		return puzzle.ClueOpen
	}
	line := func(k int, cells []int, plus, minus int) {
		ps, ms := judge(cells, plus, symPlus), judge(cells, minus, symMinus)
		st.Parts[k] = []puzzle.ClueStatus{ps, ms}
		switch {
		case ps == puzzle.ClueViolated || ms == puzzle.ClueViolated:
			st.Clues[k] = puzzle.ClueViolated
		case ps == puzzle.ClueSatisfied && ms == puzzle.ClueSatisfied:
			st.Clues[k] = puzzle.ClueSatisfied
		}
	}
	for c := range w {
		cells := make([]int, h)
		for r := range h {
			cells[r] = r*w + c
		}
		line(c, cells, p.ColPlus[c], p.ColMinus[c])
	}
	for r := range h {
		cells := make([]int, w)
		for c := range w {
			cells[c] = r*w + c
		}
		line(w+r, cells, p.RowPlus[r], p.RowMinus[r])
	}
	for i, v := range b.Cells {
		if v != symPlus && v != symMinus {
			continue
		}
		c := i % w
		for _, j := range []int{i - w, i + w, i - 1, i + 1} {
			if j < 0 || j >= len(b.Cells) || (j == i-1 && c == 0) || (j == i+1 && c == w-1) {
				continue
			}
			if b.Cells[j] == v {
				st.Broken = append(st.Broken, i)
				break
			}
		}
	}
	return st
}

// BoardState implements puzzle.Player: one fact per decided cell.
func (Kind) BoardState(pz puzzle.Puzzle, b *puzzle.Board) puzzle.State {
	st := puzzle.State{}
	for i, v := range b.Cells {
		if b.Playable[i] && v != symUnknown {
			st = append(st, puzzle.CellFact(i/b.Cols+1, i%b.Cols+1, b.Symbols[v], false))
		}
	}
	return st
}

// ApplyFacts implements puzzle.Player: a positive fact sets its cell (and,
// as Set does, the domino's other half); an exclusion sets nothing unless
// the cell's shown value is the excluded one, which it clears. Facts about
// cells outside the board are ignored.
func (k Kind) ApplyFacts(pz puzzle.Puzzle, b *puzzle.Board, facts []puzzle.Fact) *puzzle.Board {
	nb := b
	for _, f := range facts {
		if f.IsPair() || f.Row < 1 || f.Row > b.Rows || f.Col < 1 || f.Col > b.Cols {
			continue
		}
		i := b.Index(f.Row-1, f.Col-1)
		v := symbolOf(f.Value)
		if v < 0 {
			continue
		}
		switch {
		case !f.Not:
			nb = k.Set(pz, nb, i, v)
		case nb.Cells[i] == v:
			nb = k.Set(pz, nb, i, symUnknown)
		}
	}
	if nb == b {
		nb = b.Clone()
	}
	return nb
}

func symbolOf(v string) int {
	for k, s := range boardSymbols {
		if s == v {
			return k
		}
	}
	return -1
}

// FactCells implements puzzle.Player: a grid fact is drawn in its cell.
func (Kind) FactCells(pz puzzle.Puzzle, b *puzzle.Board, f puzzle.Fact) []int {
	if f.IsPair() || f.Row < 1 || f.Row > b.Rows || f.Col < 1 || f.Col > b.Cols {
		return nil
	}
	return []int{b.Index(f.Row-1, f.Col-1)}
}

// BoardSolution implements puzzle.Player: the solution a full board
// spells (for Check; it may break the rules), ok false when not full.
func (Kind) BoardSolution(pz puzzle.Puzzle, b *puzzle.Board) (puzzle.Solution, bool) {
	p := pz.(*Puzzle)
	s := &Solution{W: p.W, H: p.H, Cells: make([]int8, len(b.Cells))}
	for i, v := range b.Cells {
		switch v {
		case symPlus:
			s.Cells[i] = Plus
		case symMinus:
			s.Cells[i] = Minus
		case symNeutral:
			s.Cells[i] = Neutral
		default:
			return nil, false
		}
	}
	return s, true
}

// Interface checks.
var (
	_ puzzle.Explainer    = Kind{}
	_ puzzle.StepVerifier = Kind{}
	_ puzzle.Player       = Kind{}
)

// Layout implements puzzle.Player as Simon Tatham's game draws Magnets: each
// column's + count above and − count below, each row's + count left and −
// count right (clue k < W is column k, W+r is row r; part 0 is +, 1 is −),
// and walls between dominoes.
func (Kind) Layout(pz puzzle.Puzzle, b *puzzle.Board, st puzzle.BoardStatus) puzzle.Layout {
	p := pz.(*Puzzle)
	l := puzzle.Layout{TopLeft: "+", BottomRight: "−",
		Legend: "+ and − are the poles of a magnet; x marks a neutral cell (a blank magnet)."}
	count := func(v int) string {
		if v < 0 {
			return "" // a hidden count
		}
		return strconv.Itoa(v)
	}
	for c := range p.W {
		l.Top = append(l.Top, puzzle.ClueLabel(st, c, 0, count(p.ColPlus[c])))
		l.Bottom = append(l.Bottom, puzzle.ClueLabel(st, c, 1, count(p.ColMinus[c])))
	}
	for r := range p.H {
		l.Left = append(l.Left, puzzle.ClueLabel(st, p.W+r, 0, count(p.RowPlus[r])))
		l.Right = append(l.Right, puzzle.ClueLabel(st, p.W+r, 1, count(p.RowMinus[r])))
	}
	l.WallRight, l.WallBelow = puzzle.Walls(p.H, p.W, func(i, j int) bool { return p.Partner[i] != j })
	return l
}
