package closefar

import (
	"context"
	"errors"
	"strings"
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

// The SAT methods refuse a board whose small encoding exceeds the clause
// budget before building anything, and the budget's arithmetic counts the
// distance clauses the encoding really writes.
func TestSATClauseBudget(t *testing.T) {
	for n := 4; n <= 8; n++ {
		f, err := encode(&Puzzle{N: n, Hints: make([]Cell, n*n)}, EncodingSmall)
		if err != nil {
			t.Fatal(err)
		}
		distance := 0 // the 4-literal clauses: ¬C ¬C ¬F ¬F
		for _, c := range f.Clauses {
			if len(c) == 4 {
				distance++
			}
		}
		if want := 2 * n * smallLineClauses(n); distance != want {
			t.Errorf("N=%d: %d distance clauses, smallLineClauses says %d", n, distance, want)
		}
	}
	big := &Puzzle{N: maxSmallN(MaxSATClauses) + 1}
	big.Hints = make([]Cell, big.N*big.N)
	_, err := Kind{}.Count(context.Background(), big, puzzle.SolveOptions{Method: "cdcl", Limit: 1})
	if !errors.Is(err, puzzle.ErrUnsupported) || !strings.Contains(err.Error(), "--method lines") {
		t.Errorf("N=%d with cdcl: %v, want a refusal naming --method lines", big.N, err)
	}
}
