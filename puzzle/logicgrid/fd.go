package logicgrid

import (
	"context"
	"fmt"

	"deduce/puzzle"
)

func solveFD(ctx context.Context, p *Puzzle, limit int) (puzzle.Result, error) {
	return puzzle.Result{}, fmt.Errorf("%w: method fd is not available yet", puzzle.ErrUnsupported)
}

func countFD(ctx context.Context, p *Puzzle, limit int) (puzzle.Result, error) {
	return solveFD(ctx, p, limit)
}
