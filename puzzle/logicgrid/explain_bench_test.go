package logicgrid

import (
	"context"
	"math/rand/v2"
	"sort"
	"testing"
	"time"

	"deduce/puzzle"
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
			var ds []time.Duration
			for i := 0; i < b.N; i++ {
				t0 := time.Now()
				ex, err := Explain(context.Background(), c.p, nil)
				if err != nil {
					b.Fatal(err)
				}
				ds = append(ds, time.Since(t0))
				cost, steps = ex.Cost, len(ex.Steps)
			}
			b.ReportMetric(float64(cost), "cost")
			b.ReportMetric(float64(steps), "steps")
			b.ReportMetric(median(ds), "median-ms")
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

// BenchmarkHint times one hint from the empty grid and from the middle of
// the explanation (the facts of its first half of steps), at the default
// generated size (4 domains of 5 items), on the Zebra puzzle and on a
// generated 6x6.
func BenchmarkHint(b *testing.B) {
	ctx := context.Background()
	cases := []struct {
		name string
		p    *Puzzle
	}{
		{"gen-4x5", genPuzzle(b, 4, 5, 1, 1)},
		{"zebra", load(b, "testdata/zebra.txt")},
		{"gen-6x6", genPuzzle(b, 6, 6, 1, 1)},
	}
	for _, c := range cases {
		ex, err := Explain(ctx, c.p, nil)
		if err != nil {
			b.Fatal(err)
		}
		var mid puzzle.State
		for _, s := range ex.Steps[:len(ex.Steps)/2] {
			mid = append(mid, s.Facts...)
		}
		for _, st := range []struct {
			name  string
			state puzzle.State
		}{{"empty", nil}, {"middle", mid}} {
			b.Run(c.name+"/"+st.name, func(b *testing.B) {
				var ds []time.Duration
				for i := 0; i < b.N; i++ {
					t0 := time.Now()
					if _, _, err := Hint(ctx, c.p, st.state); err != nil {
						b.Fatal(err)
					}
					ds = append(ds, time.Since(t0))
				}
				b.ReportMetric(median(ds), "median-ms")
			})
		}
	}
}

// BenchmarkGenerateGraded generates a default-size puzzle (4 domains of 5
// items, one ordered) of each difficulty, graded by its explanation; each
// iteration uses another seed.
func BenchmarkGenerateGraded(b *testing.B) {
	for _, d := range []string{GradeEasy, GradeTricky, GradeHard} {
		b.Run(d, func(b *testing.B) {
			var ds []time.Duration
			for i := 0; i < b.N; i++ {
				t0 := time.Now()
				if _, err := (Kind{}).Generate(context.Background(), puzzle.GenerateOptions{Difficulty: d, Seed: int64(i), Params: puzzle.Params{"ordered": 1}}); err != nil {
					b.Fatal(err)
				}
				ds = append(ds, time.Since(t0))
			}
			b.ReportMetric(median(ds), "median-ms")
		})
	}
}

// median is the median of ds in milliseconds.
func median(ds []time.Duration) float64 {
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return float64(s[len(s)/2].Microseconds()) / 1000
}

// BenchmarkVerifyStep checks every step of an explanation once per
// iteration and reports the median and slowest single check (issue 26:
// no step check over 50 ms): the Zebra puzzle, a ZebraLogic 6x5 and a
// generated 6x6 and 4x9 (9 items, the longest graded domain).
func BenchmarkVerifyStep(b *testing.B) {
	cases := []struct {
		name string
		p    *Puzzle
	}{
		{"zebra", load(b, "testdata/zebra.txt")},
		{"zebralogic-6x5", load(b, "testdata/zebralogic/lgp-test-6x5-2.txt")},
		{"gen-6x6", genPuzzle(b, 6, 6, 1, 1)},
		{"gen-4x9", genPuzzle(b, 4, 9, 1, 1)},
	}
	for _, c := range cases {
		ex, err := Explain(context.Background(), c.p, nil)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.name, func(b *testing.B) {
			var ds []time.Duration
			for i := 0; i < b.N; i++ {
				for _, st := range ex.Steps {
					t0 := time.Now()
					if err := VerifyStep(context.Background(), c.p, st); err != nil {
						b.Fatal(err)
					}
					ds = append(ds, time.Since(t0))
				}
			}
			sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
			b.ReportMetric(float64(ds[len(ds)/2].Microseconds())/1000, "median-ms/step")
			b.ReportMetric(float64(ds[len(ds)-1].Microseconds())/1000, "max-ms/step")
			b.ReportMetric(float64(len(ex.Steps)), "steps")
		})
	}
}
