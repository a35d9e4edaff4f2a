package kindtest

import "deduce/puzzle"

// Layout completes bits' puzzle.Player: a plain row with no labels.
func (bits) Layout(puzzle.Puzzle, *puzzle.Board, puzzle.BoardStatus) puzzle.Layout {
	return puzzle.Layout{Legend: "0 and 1 are the bits."}
}
