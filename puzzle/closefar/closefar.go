package closefar

import (
	"fmt"
	"strings"

	"deduce/puzzle"
)

// Cell is the content of one square. The numbering is the report's (0 blank,
// 1 C, 2 F), so its model's domain {0,1,2} maps one to one.
type Cell uint8

const (
	Blank Cell = 0 // in a Solution: an empty square; in a Puzzle's hints: no hint
	Close Cell = 1 // C
	Far   Cell = 2 // F
)

// MinN and MaxN bound the board size: below 4 a line cannot hold two C and
// two F; above MaxN a line's placements no longer fit the bit masks (and the
// per-line placement tables grow past what is useful).
const (
	MinN = 4
	MaxN = 32
)

func (c Cell) rune() byte {
	switch c {
	case Close:
		return 'C'
	case Far:
		return 'F'
	}
	return '.'
}

// Puzzle is an N×N board of hints: Hints[r*N+c] is Close, Far or Blank (no hint).
type Puzzle struct {
	N     int
	Hints []Cell
	// Known is the solution block given with the puzzle, or nil.
	Known *Solution
}

// Solution is a filled board: Cells[r*N+c] is Close, Far or Blank.
type Solution struct {
	N     int
	Cells []Cell
}

// KindName implements puzzle.Puzzle.
func (p *Puzzle) KindName() string { return Name }

// KnownSolution implements puzzle.WithSolution.
func (p *Puzzle) KnownSolution() puzzle.Solution {
	if p.Known == nil {
		return nil
	}
	return p.Known
}

// Hint returns the hint at row r, column c (Blank: none).
func (p *Puzzle) Hint(r, c int) Cell { return p.Hints[r*p.N+c] }

// HintCount is the number of C and F hints.
func (p *Puzzle) HintCount() int {
	n := 0
	for _, h := range p.Hints {
		if h != Blank {
			n++
		}
	}
	return n
}

// Classic reports whether the puzzle has the classic shape of Erich
// Friedman's puzzles: exactly one hint in every row and every column.
func (p *Puzzle) Classic() bool {
	rows, cols := make([]int, p.N), make([]int, p.N)
	for i, h := range p.Hints {
		if h != Blank {
			rows[i/p.N]++
			cols[i%p.N]++
		}
	}
	for i := 0; i < p.N; i++ {
		if rows[i] != 1 || cols[i] != 1 {
			return false
		}
	}
	return true
}

// At returns the content of row r, column c.
func (s *Solution) At(r, c int) Cell { return s.Cells[r*s.N+c] }

// Rows returns the board as N strings of C, F and '.'.
func (s *Solution) Rows() []string {
	rows := make([]string, s.N)
	for r := range rows {
		var b strings.Builder
		for c := 0; c < s.N; c++ {
			b.WriteByte(s.At(r, c).rune())
		}
		rows[r] = b.String()
	}
	return rows
}

// JSON implements puzzle.Solution: the contract's grid of C, F and '.'.
func (s *Solution) JSON() any { return puzzle.GridJSON{Grid: s.Rows()} }

// NewPuzzle builds a puzzle from N rows of C, F and '.' (a convenience for
// tests and examples; it goes through the parser, so its errors are positioned).
func NewPuzzle(rows ...string) (*Puzzle, error) {
	text := fmt.Sprintf("closefar %d\n%s\n", len(rows), strings.Join(rows, "\n"))
	p, err := parse("<rows>", []byte(text))
	if err != nil {
		return nil, err
	}
	return p, nil
}
