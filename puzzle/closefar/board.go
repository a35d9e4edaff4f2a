package closefar

import (
	"deduce/puzzle"
)

// Board symbols, in the order a click cycles them: Symbols[0] is unknown,
// then C, F and blank ('.', as in the solution block).
var boardSymbols = []string{"?", "C", "F", "."}

// symbolOf maps a cell value to its board symbol index.
func symbolOf(v Cell) int {
	switch v {
	case Close:
		return 1
	case Far:
		return 2
	}
	return 3
}

// cellOfSymbol maps a decided board symbol to a cell value.
func cellOfSymbol(s int) Cell { return [...]Cell{Blank, Close, Far, Blank}[s] }

// NewBoard implements puzzle.Player: an N×N board, every cell playable, the
// hints given.
func (Kind) NewBoard(p puzzle.Puzzle) *puzzle.Board {
	cp := p.(*Puzzle)
	n := cp.N
	b := &puzzle.Board{Rows: n, Cols: n, Symbols: boardSymbols, Cells: make([]int, n*n),
		Playable: make([]bool, n*n), Given: make([]bool, n*n)}
	for x, h := range cp.Hints {
		b.Playable[x] = true
		if h != Blank {
			b.Cells[x], b.Given[x] = symbolOf(h), true
		}
	}
	return b
}

// Set implements puzzle.Player. Close or Far has no automatic consequences:
// the cell takes v and nothing else changes.
func (Kind) Set(p puzzle.Puzzle, b *puzzle.Board, i, v int) *puzzle.Board {
	if i < 0 || i >= len(b.Cells) || b.Given[i] || !b.Playable[i] || v < 0 || v >= len(b.Symbols) || b.Cells[i] == v {
		return b
	}
	nb := b.Clone()
	nb.Cells[i] = v
	return nb
}

// Status implements puzzle.Player. Clues has one entry per hint (clue
// numbers 1..H, always satisfied: a hint is a given cell), then one per row
// (top to bottom), then one per column (left to right) for the line rule:
// violated when no placement of two C and two F (C closer) fits the line's
// decided cells any more, satisfied when the line is full (and so valid),
// open otherwise. Broken lists the cells of violated lines.
func (Kind) Status(p puzzle.Puzzle, b *puzzle.Board) puzzle.BoardStatus {
	cp := p.(*Puzzle)
	n := cp.N
	var st puzzle.BoardStatus
	for _, h := range cp.Hints {
		if h != Blank {
			st.Clues = append(st.Clues, puzzle.ClueSatisfied)
		}
	}
	ps := placements(n)
	know := make([]uint8, n)
	broken := make([]bool, n*n)
	st.Full = true
	for l := 0; l < 2*n; l++ {
		full := true
		for i := range know {
			x := lineCellIndex(n, l, i)
			if b.Cells[x] == 0 {
				know[i], full = allValues, false
			} else {
				know[i] = 1 << cellOfSymbol(b.Cells[x])
			}
		}
		st.Full = st.Full && full
		k, _, _, _ := fit(ps, know)
		switch {
		case k == 0:
			st.Clues = append(st.Clues, puzzle.ClueViolated)
			for i := 0; i < n; i++ {
				broken[lineCellIndex(n, l, i)] = true
			}
		case full:
			st.Clues = append(st.Clues, puzzle.ClueSatisfied)
		default:
			st.Clues = append(st.Clues, puzzle.ClueOpen)
		}
	}
	for x, br := range broken {
		if br {
			st.Broken = append(st.Broken, x)
		}
	}
	return st
}

// lineCellIndex is the board index of position i of line l (rows 0..n-1,
// then columns).
func lineCellIndex(n, l, i int) int {
	if l < n {
		return l*n + i
	}
	return i*n + (l - n)
}

// BoardState implements puzzle.Player: one positive fact per decided cell
// that is not a hint, in reading order.
func (Kind) BoardState(p puzzle.Puzzle, b *puzzle.Board) puzzle.State {
	st := puzzle.State{}
	for x, s := range b.Cells {
		if s != 0 && !b.Given[x] {
			st = append(st, puzzle.CellFact(x/b.Cols+1, x%b.Cols+1, boardSymbols[s], false))
		}
	}
	return st
}

// ApplyFacts implements puzzle.Player: a positive fact sets its cell; an
// exclusion ("(3,4) is not blank") cannot be drawn on a board of single
// values, so it is left to the highlight (FactCells), except that it clears
// a cell holding the excluded value. Facts about givens or outside the board
// are ignored.
func (Kind) ApplyFacts(p puzzle.Puzzle, b *puzzle.Board, facts []puzzle.Fact) *puzzle.Board {
	nb := b.Clone()
	for _, f := range facts {
		x, v, err := factCell(b.Rows, f)
		if err != nil || nb.Given[x] {
			continue
		}
		switch {
		case !f.Not:
			nb.Cells[x] = symbolOf(v)
		case nb.Cells[x] == symbolOf(v):
			nb.Cells[x] = 0
		}
	}
	return nb
}

// FactCells implements puzzle.Player: the fact's own cell.
func (Kind) FactCells(p puzzle.Puzzle, b *puzzle.Board, f puzzle.Fact) []int {
	x, _, err := factCell(b.Rows, f)
	if err != nil {
		return nil
	}
	return []int{x}
}

// BoardSolution implements puzzle.Player: the board as a Solution once every
// cell is decided.
func (Kind) BoardSolution(p puzzle.Puzzle, b *puzzle.Board) (puzzle.Solution, bool) {
	s := &Solution{N: b.Rows, Cells: make([]Cell, len(b.Cells))}
	for x, v := range b.Cells {
		if v == 0 {
			return nil, false
		}
		s.Cells[x] = cellOfSymbol(v)
	}
	return s, true
}

var _ puzzle.Player = Kind{}

// Layout implements puzzle.Player: a plain grid (no walls), the givens numbered as
// the explanation cites them (hints first, in reading order), and beside
// every row and under every column its rule's status (clues after the hints:
// rows, then columns).
func (Kind) Layout(p puzzle.Puzzle, b *puzzle.Board, st puzzle.BoardStatus) puzzle.Layout {
	cp := p.(*Puzzle)
	n := cp.N
	l := puzzle.Layout{Legend: "Every row and column holds two C and two F; the two C are closer together than the two F; . is neither."}
	hints := cp.HintCount()
	l.CellClue = make([]int, n*n)
	k := 0
	for i, h := range cp.Hints {
		if h != Blank && i < len(l.CellClue) {
			k++
			l.CellClue[i] = k
		}
	}
	for r := range n {
		l.Right = append(l.Right, puzzle.ClueLabel(st, hints+r, -1, ""))
	}
	for c := range n {
		l.Bottom = append(l.Bottom, puzzle.ClueLabel(st, hints+n+c, -1, ""))
	}
	return l
}
