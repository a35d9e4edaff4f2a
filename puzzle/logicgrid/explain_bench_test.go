package logicgrid

import (
	"context"
	"math/rand/v2"
	"testing"
)

// BenchmarkExplain explains whole puzzles from the empty grid: the thesis
// sample, the Zebra and Einstein puzzles, the largest ZebraLogic ones, and
// generated 5x5 (5 domains of 5 items) and 6x6 puzzles.
func BenchmarkExplain(b *testing.B) {
	cases := []struct {
		name string
		p    *Puzzle
	}{
		{"thesis", load(b, "testdata/thesis_sample.txt")},
		{"zebra", load(b, "testdata/zebra.txt")},
		{"einstein", load(b, "testdata/einstein.txt")},
		{"zebralogic-6x5", load(b, "testdata/zebralogic/lgp-test-6x5-2.txt")},
		{"zebralogic-5x6", load(b, "testdata/zebralogic/lgp-test-5x6-16.txt")},
		{"gen-5x5", genPuzzle(b, 5, 5, 1, 1)},
		{"gen-6x6", genPuzzle(b, 6, 6, 1, 1)},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			cost, steps := 0, 0
			for i := 0; i < b.N; i++ {
				ex, err := Explain(context.Background(), c.p, nil)
				if err != nil {
					b.Fatal(err)
				}
				cost, steps = ex.Cost, len(ex.Steps)
			}
			b.ReportMetric(float64(cost), "cost")
			b.ReportMetric(float64(steps), "steps")
		})
	}
}

// genPuzzle generates an m-domain, n-item puzzle with ord ordered domains from seed.
func genPuzzle(tb testing.TB, m, n, ord int, seed uint64) *Puzzle {
	tb.Helper()
	p, _, err := GenerateUnique(context.Background(), rand.New(rand.NewPCG(seed, 7)), m, n, ord)
	if err != nil {
		tb.Fatal(err)
	}
	return p
}
