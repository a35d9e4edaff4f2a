package closefar

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"deduce/puzzle"
)

// BenchmarkExplain explains every benchmark instance of a size once per
// round; metrics: median and max over the 10 instances (each its fastest round).
func BenchmarkExplain(b *testing.B) {
	for _, n := range []int{6, 8, 10, 12} {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			ps := benchPuzzles(b, n)
			best := make([]time.Duration, len(ps))
			for b.Loop() {
				for i, p := range ps {
					start := time.Now()
					if _, err := explain(context.Background(), p, nil); err != nil {
						b.Fatal(err)
					}
					if d := time.Since(start); best[i] == 0 || d < best[i] {
						best[i] = d
					}
				}
			}
			reportSpread(b, best)
		})
	}
}

// BenchmarkHint asks for a hint from random partial positions of the 8×8
// benchmark instances: each position keeps a seeded random half of the
// solution's cells. Metrics: median and max over the positions.
func BenchmarkHint(b *testing.B) {
	ps := benchPuzzles(b, 8)
	rng := rand.New(rand.NewPCG(8, 8))
	type pos struct {
		p  *Puzzle
		st puzzle.State
	}
	var positions []pos
	for _, p := range ps {
		sols, err := countUpTo(context.Background(), p, 1, nil)
		if err != nil || len(sols) != 1 {
			b.Fatal("no solution", err)
		}
		all := Kind{}.SolutionFacts(p, sols[0])
		for k := 0; k < 3; k++ {
			var st puzzle.State
			for _, f := range all {
				if rng.IntN(2) == 0 {
					st = append(st, f)
				}
			}
			positions = append(positions, pos{p, st})
		}
	}
	best := make([]time.Duration, len(positions))
	for b.Loop() {
		for i, q := range positions {
			start := time.Now()
			if _, _, err := (Kind{}).Hint(context.Background(), q.p, q.st); err != nil {
				b.Fatal(err)
			}
			if d := time.Since(start); best[i] == 0 || d < best[i] {
				best[i] = d
			}
		}
	}
	s := slices.Clone(best)
	slices.Sort(s)
	b.ReportMetric(float64(s[len(s)/2].Microseconds())/1000, "median-ms")
	b.ReportMetric(float64(s[len(s)-1].Microseconds())/1000, "max-ms")
	b.ReportMetric(0, "ns/op")
}
