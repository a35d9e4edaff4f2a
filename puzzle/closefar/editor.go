package closefar

import (
	"fmt"

	"deduce/puzzle"
)

// Close or Far on an editor's board: the givens are the cells' hints (C, F
// or none). Every edit leaves a puzzle Parse reads: no line with a third C
// or a third F.

var _ puzzle.Editor = Kind{}

// Blank implements puzzle.Editor: an n×n board without hints.
func (Kind) Blank(w, h int) (puzzle.Puzzle, error) {
	if w != h {
		return nil, fmt.Errorf("%w: closefar boards are square, got %dx%d", puzzle.ErrBadOption, w, h)
	}
	if w < MinN || w > MaxN {
		return nil, fmt.Errorf("%w: size %d out of range: a line needs room for two C and two F, so %d ≤ N ≤ %d", puzzle.ErrBadOption, w, MinN, MaxN)
	}
	return &Puzzle{N: w, Hints: make([]Cell, w*w)}, nil
}

// Slots implements puzzle.Editor: one hint per cell, in reading order.
func (Kind) Slots(pz puzzle.Puzzle) []puzzle.Slot {
	p := pz.(*Puzzle)
	out := make([]puzzle.Slot, len(p.Hints))
	for i, h := range p.Hints {
		out[i] = puzzle.Slot{SlotAt: puzzle.SlotAt{Place: puzzle.PlaceCell, Index: i}, Type: puzzle.ValueChoice,
			Name: fmt.Sprintf("hint in row %d column %d", i/p.N+1, i%p.N+1), Choices: []string{"C", "F"}}
		if h != Blank {
			out[i].Value = string(h.rune())
		}
	}
	return out
}

// Edit implements puzzle.Editor; the solution block, if any, is dropped.
func (k Kind) Edit(pz puzzle.Puzzle, at puzzle.SlotAt, value string) (puzzle.Puzzle, error) {
	slot, err := puzzle.CheckEdit(k, pz, at, value)
	if err != nil {
		return nil, err
	}
	old := pz.(*Puzzle)
	p := &Puzzle{N: old.N, Hints: append([]Cell(nil), old.Hints...)}
	p.Hints[at.Index] = map[string]Cell{"": Blank, "C": Close, "F": Far}[value]
	if v := p.Hints[at.Index]; v != Blank {
		r, c := at.Index/p.N, at.Index%p.N
		inRow, inCol := 0, 0
		for j := range p.N {
			if p.Hint(r, j) == v {
				inRow++
			}
			if p.Hint(j, c) == v {
				inCol++
			}
		}
		switch {
		case inRow > 2:
			return nil, puzzle.EditErrorf(slot, "row %d would have a third %s hint: a row holds exactly two", r+1, value)
		case inCol > 2:
			return nil, puzzle.EditErrorf(slot, "column %d would have a third %s hint: a column holds exactly two", c+1, value)
		}
	}
	return p, nil
}
