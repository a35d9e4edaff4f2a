package toykind

import (
	"fmt"

	"deduce/puzzle"
)

// The toy on an editor's board: each cell's given letter (A, B, C or none).
// Parse reads any letters, so every edit is accepted; a square with a
// letter twice in a line simply has no solution.

var _ puzzle.Editor = Kind{}

// Blank implements puzzle.Editor: toy puzzles are 3x3.
func (Kind) Blank(w, h int) (puzzle.Puzzle, error) {
	if w != 3 || h != 3 {
		return nil, fmt.Errorf("%w: toy puzzles are 3x3, got %dx%d", puzzle.ErrBadOption, w, h)
	}
	return &Puzzle{}, nil
}

// Slots implements puzzle.Editor.
func (Kind) Slots(p puzzle.Puzzle) []puzzle.Slot {
	out := make([]puzzle.Slot, 9)
	for i, v := range p.(*Puzzle).given {
		out[i] = puzzle.Slot{SlotAt: puzzle.SlotAt{Place: puzzle.PlaceCell, Index: i}, Type: puzzle.ValueChoice,
			Name: fmt.Sprintf("toy cell %d,%d", i/3+1, i%3+1), Choices: []string{"A", "B", "C"}}
		if v != 0 {
			out[i].Value = toyLetters[v : v+1]
		}
	}
	return out
}

// Edit implements puzzle.Editor.
func (k Kind) Edit(p puzzle.Puzzle, at puzzle.SlotAt, value string) (puzzle.Puzzle, error) {
	if _, err := puzzle.CheckEdit(k, p, at, value); err != nil {
		return nil, err
	}
	q := *p.(*Puzzle)
	q.given[at.Index] = map[string]int{"": 0, "A": 1, "B": 2, "C": 3}[value]
	return &q, nil
}
