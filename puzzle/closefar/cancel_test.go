package closefar

import (
	"context"
	"errors"
	"testing"
	"time"

	"deduce/puzzle"
)

// Every method stops soon after its context ends, even while it is still
// building: the small CNF encoding (O(N⁴) clauses per line), loading it into
// the solver, and posting the table model all take a large share of a second
// on an empty 24×24 board. The deadline falls inside those phases.
func TestEveryMethodStopsWhileBuilding(t *testing.T) {
	p := &Puzzle{N: 24, Hints: make([]Cell, 24*24)}
	const deadline = 30 * time.Millisecond
	for _, m := range (Kind{}).Methods() {
		ctx, cancel := context.WithTimeout(context.Background(), deadline)
		start := time.Now()
		r, err := Kind{}.Count(ctx, p, puzzle.SolveOptions{Method: m})
		took := time.Since(start)
		cancel()
		if took > deadline+time.Second {
			t.Errorf("%s: returned %v after a %v deadline", m, took.Round(time.Millisecond), deadline)
		}
		if err == nil && r.Complete {
			t.Errorf("%s: a complete count of the empty 24×24 board in %v cannot be", m, took)
		}
		if err != nil && !errors.Is(err, context.DeadlineExceeded) && !errors.Is(err, puzzle.ErrLimit) {
			t.Errorf("%s: %v, want the deadline", m, err)
		}
	}
}
