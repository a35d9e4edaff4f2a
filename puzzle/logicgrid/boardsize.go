package logicgrid

import "deduce/puzzle"

// BoardCells implements puzzle.BoardSizer: the staircase board has
// (M-1)*N rows and columns, quadratic in the items, so front ends bound it
// before building it.
func (Kind) BoardCells(pz puzzle.Puzzle) int {
	l := Layout(pz.(*Puzzle))
	return l.Rows * l.Cols
}
