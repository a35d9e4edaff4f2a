package magnets

import (
	"fmt"
	"strings"

	"deduce/puzzle"
)

// Pole values of a cell, as in the report: +1, -1, 0 (neutral).
const (
	Plus    int8 = 1
	Minus   int8 = -1
	Neutral int8 = 0
)

// Unknown marks a hidden clue.
const Unknown = -1

// Puzzle is one Magnets instance: a W×H grid tiled by dominoes plus any
// number of blank singleton cells (at least one when W·H is odd; published
// puzzles sometimes leave several), and the pole counts of every line.
// Cells are numbered row by row: cell i is at row i/W, column i%W.
type Puzzle struct {
	W, H int
	// Partner[i] is the other cell of i's domino, or -1 for a blank singleton
	// (always neutral, and neutral in the line totals).
	Partner []int
	// Clues, Unknown (-1) where hidden. Rows top to bottom, columns left to right.
	RowPlus, RowMinus, ColPlus, ColMinus []int
	// Tatham is true when the tiling was read (or is to be written) with
	// Tatham's letters L R T B instead of the report's n e s w.
	Tatham bool
	// Known is the solution block given with the puzzle, or nil.
	Known *Solution
}

// Solution assigns a pole to every cell, row by row.
type Solution struct {
	W, H  int
	Cells []int8
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

// Rows returns the solution as H strings of '+', '-', 'x'.
func (s *Solution) Rows() []string {
	rows := make([]string, s.H)
	for r := range s.H {
		var b strings.Builder
		for c := range s.W {
			b.WriteByte(poleChar(s.Cells[r*s.W+c]))
		}
		rows[r] = b.String()
	}
	return rows
}

// JSON implements puzzle.Solution.
func (s *Solution) JSON() any { return puzzle.GridJSON{Grid: s.Rows()} }

// String is the solution's rows joined by newlines.
func (s *Solution) String() string { return strings.Join(s.Rows(), "\n") }

func poleChar(v int8) byte {
	switch v {
	case Plus:
		return '+'
	case Minus:
		return '-'
	}
	return 'x'
}

// Singleton returns the first blank singleton cell, or -1 when the grid is
// fully tiled. A puzzle may have several: see Singletons.
func (p *Puzzle) Singleton() int {
	if s := p.Singletons(); len(s) > 0 {
		return s[0]
	}
	return -1
}

// Singletons returns the blank cells outside every magnet (always neutral),
// in cell order; none when the grid is fully tiled.
func (p *Puzzle) Singletons() []int {
	var s []int
	for i, q := range p.Partner {
		if q < 0 {
			s = append(s, i)
		}
	}
	return s
}

// Clone returns a deep copy of p (the known solution is shared: it is never mutated).
func (p *Puzzle) Clone() *Puzzle {
	q := *p
	q.Partner = append([]int(nil), p.Partner...)
	q.RowPlus = append([]int(nil), p.RowPlus...)
	q.RowMinus = append([]int(nil), p.RowMinus...)
	q.ColPlus = append([]int(nil), p.ColPlus...)
	q.ColMinus = append([]int(nil), p.ColMinus...)
	return &q
}

// CluesFrom sets every clue of p to the counts of s.
func (p *Puzzle) CluesFrom(s *Solution) {
	p.RowPlus, p.RowMinus = make([]int, p.H), make([]int, p.H)
	p.ColPlus, p.ColMinus = make([]int, p.W), make([]int, p.W)
	for i, v := range s.Cells {
		r, c := i/p.W, i%p.W
		switch v {
		case Plus:
			p.RowPlus[r]++
			p.ColPlus[c]++
		case Minus:
			p.RowMinus[r]++
			p.ColMinus[c]++
		}
	}
}

// direction letters: where the partner of a cell lies.
func (p *Puzzle) letter(i int) byte {
	q := p.Partner[i]
	if q < 0 {
		return '*'
	}
	switch q - i {
	case 1:
		return pick(p.Tatham, 'L', 'e')
	case -1:
		return pick(p.Tatham, 'R', 'w')
	case p.W:
		return pick(p.Tatham, 'T', 's')
	default:
		return pick(p.Tatham, 'B', 'n')
	}
}

func pick(tatham bool, t, r byte) byte {
	if tatham {
		return t
	}
	return r
}

func (p *Puzzle) sizeString() string {
	if p.W == p.H {
		return fmt.Sprint(p.W)
	}
	return fmt.Sprintf("%dx%d", p.W, p.H)
}
