package logicgrid

import (
	"context"
	"fmt"
	"testing"
	"time"

	"deduce/puzzle"
)

// BenchmarkHintChecked times what `deduce hint` does after reading its
// input (puzzle.HintChecked: prove the solution with a count of two, check
// the position against it, find the next step, check the step with
// VerifyStep) from the empty grid and from positions mid-solve: the facts
// of the first quarter, half and three quarters of the puzzle's
// explanation, on generated 5x5
// and 6x6 grids (domains x items) and the two largest ZebraLogic puzzles.
// Issue 26's target: under 50 ms.
func BenchmarkHintChecked(b *testing.B) {
	ctx := context.Background()
	cases := []struct {
		name string
		p    *Puzzle
	}{
		{"gen-5x5", genPuzzle(b, 5, 5, 1, 1)},
		{"gen-6x6", genPuzzle(b, 6, 6, 1, 1)},
		{"zebralogic-6x5", load(b, "testdata/zebralogic/lgp-test-6x5-2.txt")},
		{"zebralogic-5x6", load(b, "testdata/zebralogic/lgp-test-5x6-16.txt")},
	}
	for _, c := range cases {
		ex, err := Explain(ctx, c.p, nil)
		if err != nil {
			b.Fatal(err)
		}
		for _, q := range []int{0, 1, 2, 3} {
			var st puzzle.State
			for _, s := range ex.Steps[:len(ex.Steps)*q/4] {
				st = append(st, s.Facts...)
			}
			b.Run(fmt.Sprintf("%s/%d-of-4", c.name, q), func(b *testing.B) {
				var ds []time.Duration
				for i := 0; i < b.N; i++ {
					t0 := time.Now()
					h, err := puzzle.HintChecked(ctx, Kind{}, c.p, st)
					if err != nil {
						b.Fatal(err)
					}
					if h.Status != puzzle.HintStatusHint {
						b.Fatalf("status %s, want a hint", h.Status)
					}
					ds = append(ds, time.Since(t0))
				}
				b.ReportMetric(median(ds), "median-ms")
			})
		}
	}
}
