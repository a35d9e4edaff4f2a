package magnets

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"deduce/puzzle"
)

// generated returns n unique puzzles of size×size at difficulty d (seeds 0..n-1).
func generated(b *testing.B, size int, d string, n int) []puzzle.Generated {
	var gs []puzzle.Generated
	for seed := range int64(n) {
		g, err := (Kind{}).Generate(context.Background(), puzzle.GenerateOptions{Width: size, Height: size, Difficulty: d, Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		gs = append(gs, g)
	}
	return gs
}

// BenchmarkExplain times whole explanations of generated tricky puzzles
// (targets: median < 100 ms at 10x10, < 1 s at 16x16), cycling through
// 10 (16x16: 5) puzzles, and of 5 hard 10x10 ones (probing, with the
// search for the shortest refutation); median-ms is the median over the
// iterations.
func BenchmarkExplain(b *testing.B) {
	for _, c := range []struct {
		size int
		d    string
		n    int
	}{{6, GradeTricky, 10}, {10, GradeTricky, 10}, {16, GradeTricky, 5}, {10, GradeHard, 5}} {
		b.Run(fmt.Sprintf("%dx%d-%s", c.size, c.size, c.d), func(b *testing.B) {
			gs := generated(b, c.size, c.d, c.n)
			var times []time.Duration
			steps := 0
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				p := gs[i%len(gs)].Puzzle
				t0 := time.Now()
				ex, err := (Kind{}).Explain(context.Background(), p, nil)
				times = append(times, time.Since(t0))
				if err != nil || ex.Status != puzzle.ExplainSolved {
					b.Fatalf("%v %s", err, ex.Status)
				}
				steps += len(ex.Steps)
			}
			b.ReportMetric(float64(median(times).Microseconds())/1000, "median-ms")
			b.ReportMetric(float64(steps)/float64(b.N), "steps")
		})
	}
}

// BenchmarkHint times hints from random partial positions of default 6x6
// puzzles (each cell of the solution kept with probability 1/2; target:
// median < 50 ms).
func BenchmarkHint(b *testing.B) {
	for _, d := range []string{DefaultDifficulty, GradeHard} {
		b.Run("6x6-"+d, func(b *testing.B) {
			gs := generated(b, DefaultSize, d, 10)
			rng := rand.New(rand.NewPCG(7, 7))
			var times []time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				g := gs[i%len(gs)]
				var st puzzle.State
				for _, f := range (Kind{}).SolutionFacts(g.Puzzle, g.Solution) {
					if rng.IntN(2) == 0 {
						st = append(st, f)
					}
				}
				t0 := time.Now()
				_, _, err := (Kind{}).Hint(context.Background(), g.Puzzle, st)
				times = append(times, time.Since(t0))
				if err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(median(times).Microseconds())/1000, "median-ms")
			b.ReportMetric(float64(slices.Max(times).Microseconds())/1000, "max-ms")
		})
	}
}
