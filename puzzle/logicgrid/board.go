package logicgrid

import (
	"deduce/puzzle"
)

// The symbols of a logic-grid board, in click order.
const (
	SymUnknown = 0 // "?"
	SymTick    = 1 // "✓": the row and column items are one entity
	SymCross   = 2 // "✗": they are different entities
)

var boardSymbols = []string{"?", "✓", "✗"}

// GridLayout is the classic printed cross-category grid, a staircase of
// n×n blocks, one per pair of domains: column blocks are domains 2..m (in
// listing order, 1-based), row blocks are domain 1 then m, m-1, ..., 3 (the
// order of Grid and of printed puzzles), and row block "domain r" holds the
// column blocks of the domains before r only. Cells outside the staircase
// are gaps (not Playable). Every pair of domains has exactly one block.
type GridLayout struct {
	Rows, Cols int
	N          int   // items per domain: the block size
	RowDomains []int // domain index (0-based) of each row block, top to bottom
	ColDomains []int // domain index (0-based) of each column block, left to right
	// RowItems and ColItems name every row and column (len Rows, Cols);
	// RowDomainNames and ColDomainNames name every block (for the labels).
	RowItems, ColItems             []string
	RowDomainNames, ColDomainNames []string
}

// Layout returns p's grid layout: what a UI needs to label the board.
func Layout(p *Puzzle) GridLayout {
	m, n := p.M(), p.N()
	l := GridLayout{N: n, RowDomains: []int{0}}
	for d := m - 1; d >= 2; d-- {
		l.RowDomains = append(l.RowDomains, d)
	}
	for d := 1; d < m; d++ {
		l.ColDomains = append(l.ColDomains, d)
	}
	for _, d := range l.RowDomains {
		l.RowDomainNames = append(l.RowDomainNames, p.Domains[d].Name)
		l.RowItems = append(l.RowItems, p.Domains[d].Items...)
	}
	for _, d := range l.ColDomains {
		l.ColDomainNames = append(l.ColDomainNames, p.Domains[d].Name)
		l.ColItems = append(l.ColItems, p.Domains[d].Items...)
	}
	l.Rows, l.Cols = len(l.RowItems), len(l.ColItems)
	return l
}

// Cell returns the row and column items of cell (r, c), 0-based; ok is
// false for a gap.
func (l GridLayout) Cell(r, c int) (row, col Item, ok bool) {
	if r < 0 || c < 0 || r >= l.Rows || c >= l.Cols {
		return Item{}, Item{}, false
	}
	rd, cd := l.RowDomains[r/l.N], l.ColDomains[c/l.N]
	if rd != 0 && cd >= rd {
		return Item{}, Item{}, false
	}
	return Item{rd, r % l.N}, Item{cd, c % l.N}, true
}

// Index returns the cell index (r*Cols+c) of the pair a, b in either
// order; ok is false when they share a domain.
func (l GridLayout) Index(a, b Item) (int, bool) {
	for _, ab := range [2][2]Item{{a, b}, {b, a}} {
		row, col := ab[0], ab[1]
		for rb, rd := range l.RowDomains {
			for cb, cd := range l.ColDomains {
				if rd == row.D && cd == col.D && (rd == 0 || cd < rd) {
					return (rb*l.N+row.I)*l.Cols + cb*l.N + col.I, true
				}
			}
		}
	}
	return 0, false
}

// NewBoard implements puzzle.Player: every cell of the staircase "?".
func (Kind) NewBoard(pz puzzle.Puzzle) *puzzle.Board {
	l := Layout(pz.(*Puzzle))
	b := &puzzle.Board{Rows: l.Rows, Cols: l.Cols, Symbols: append([]string(nil), boardSymbols...),
		Cells: make([]int, l.Rows*l.Cols), Playable: make([]bool, l.Rows*l.Cols), Given: make([]bool, l.Rows*l.Cols)}
	for r := 0; r < l.Rows; r++ {
		for c := 0; c < l.Cols; c++ {
			_, _, ok := l.Cell(r, c)
			b.Playable[b.Index(r, c)] = ok
		}
	}
	return b
}

// blockLines calls f with the cell indexes of the rest of i's row and
// column inside its block.
func blockLines(l GridLayout, i int, f func(j int)) {
	r, c := i/l.Cols, i%l.Cols
	r0, c0 := r-r%l.N, c-c%l.N
	for k := 0; k < l.N; k++ {
		if cc := c0 + k; cc != c {
			f(r*l.Cols + cc)
		}
		if rr := r0 + k; rr != r {
			f(rr*l.Cols + c)
		}
	}
}

// Set implements puzzle.Player. A tick crosses out the open ("?") cells of
// the rest of its row and column inside its block. Replacing a tick clears
// the crosses in its row and column that no other tick of the block still
// explains (a cross is explained by a tick in its own row or column there);
// the board does not remember who made a cross, so a cross the player set
// by hand in those lines is cleared too. Gaps, givens and unknown symbols
// leave the board unchanged.
func (Kind) Set(pz puzzle.Puzzle, b *puzzle.Board, i, v int) *puzzle.Board {
	if i < 0 || i >= len(b.Cells) || !b.Playable[i] || b.Given[i] || v < 0 || v >= len(b.Symbols) {
		return b
	}
	l := Layout(pz.(*Puzzle))
	nb := b.Clone()
	old := nb.Cells[i]
	nb.Cells[i] = v
	if v == SymTick {
		blockLines(l, i, func(j int) {
			if nb.Cells[j] == SymUnknown {
				nb.Cells[j] = SymCross
			}
		})
	} else if old == SymTick {
		blockLines(l, i, func(j int) {
			if nb.Cells[j] != SymCross {
				return
			}
			covered := false
			blockLines(l, j, func(k int) { covered = covered || nb.Cells[k] == SymTick })
			if !covered {
				nb.Cells[j] = SymUnknown
			}
		})
	}
	return nb
}

// BoardState implements puzzle.Player: a fact per decided cell (lower
// domain first), in cell order.
func (Kind) BoardState(pz puzzle.Puzzle, b *puzzle.Board) puzzle.State {
	p := pz.(*Puzzle)
	l := Layout(p)
	st := puzzle.State{}
	for i, v := range b.Cells {
		if !b.Playable[i] || v == SymUnknown {
			continue
		}
		row, col, _ := l.Cell(i/l.Cols, i%l.Cols)
		if row.D > col.D {
			row, col = col, row
		}
		st = append(st, p.PairFact(row, col, v == SymTick))
	}
	return st
}

// ApplyFacts implements puzzle.Player: each fact becomes a tick or a cross
// in its cell, and a tick crosses out the open cells of its block lines as
// Set does; facts that name no cell are skipped.
func (Kind) ApplyFacts(pz puzzle.Puzzle, b *puzzle.Board, facts []puzzle.Fact) *puzzle.Board {
	p := pz.(*Puzzle)
	l := Layout(p)
	nb := b.Clone()
	for _, f := range facts {
		for _, i := range factCells(p, f) {
			if nb.Given[i] {
				continue
			}
			nb.Cells[i] = SymCross
			if f.Same {
				nb.Cells[i] = SymTick
				// As Set: a tick crosses out the open cells of its block lines,
				// so the solution's ticks alone fill the board.
				blockLines(l, i, func(j int) {
					if nb.Cells[j] == SymUnknown {
						nb.Cells[j] = SymCross
					}
				})
			}
		}
	}
	return nb
}

// FactCells implements puzzle.Player: the one cell of the fact's pair.
func (Kind) FactCells(pz puzzle.Puzzle, _ *puzzle.Board, f puzzle.Fact) []int {
	return factCells(pz.(*Puzzle), f)
}

func factCells(p *Puzzle, f puzzle.Fact) []int {
	a, b, err := p.FactItems(f)
	if err != nil {
		return nil
	}
	if i, ok := Layout(p).Index(a, b); ok {
		return []int{i}
	}
	return nil
}

// BoardSolution implements puzzle.Player: the solution a full board spells.
// ok is false when a cell is open or when the ticks do not spell one
// assignment (a row of a block without exactly one tick, or blocks that
// disagree); Kind.Check then judges the clues.
func (Kind) BoardSolution(pz puzzle.Puzzle, b *puzzle.Board) (puzzle.Solution, bool) {
	p := pz.(*Puzzle)
	l := Layout(p)
	m, n := p.M(), p.N()
	for i, v := range b.Cells {
		if b.Playable[i] && v == SymUnknown {
			return nil, false
		}
	}
	tick := func(x, y Item) bool {
		i, _ := l.Index(x, y)
		return b.Cells[i] == SymTick
	}
	of := make([][]int, m)
	for d := range of {
		of[d] = make([]int, n)
		for e := range of[d] {
			if d == 0 {
				of[d][e] = e
				continue
			}
			of[d][e] = -1
			for i := 0; i < n; i++ {
				if tick(Item{0, e}, Item{d, i}) {
					if of[d][e] >= 0 {
						return nil, false
					}
					of[d][e] = i
				}
			}
			if of[d][e] < 0 {
				return nil, false
			}
		}
	}
	// Every other block must agree: a tick exactly where two items share an entity.
	for d1 := 1; d1 < m; d1++ {
		for d2 := d1 + 1; d2 < m; d2++ {
			for e1 := 0; e1 < n; e1++ {
				for e2 := 0; e2 < n; e2++ {
					if tick(Item{d1, of[d1][e1]}, Item{d2, of[d2][e2]}) != (e1 == e2) {
						return nil, false
					}
				}
			}
		}
	}
	return NewSolution(p, of), true
}
