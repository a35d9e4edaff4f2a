package logicgrid

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"deduce/puzzle"
)

// BenchmarkSolve solves the ZebraLogic sample's largest puzzles (6 houses,
// 5-6 domains) with the fast methods, encoding included.
func BenchmarkSolve(b *testing.B) {
	files := []string{"lgp-test-6x5-2", "lgp-test-6x4-15", "lgp-test-5x6-16", "lgp-test-5x5-30"}
	plans := []Plan{{Method: "fd"}, {Method: "cdcl"}, {Method: "cdcl", Encoding: Extended}, {Method: "vd"}}
	for _, f := range files {
		p := load(b, filepath.Join("testdata/zebralogic", f+".txt"))
		for _, pl := range plans {
			name := strings.TrimPrefix(f, "lgp-test-") + "/" + pl.Method + "-" + pl.Encoding.String()
			b.Run(name, func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					if _, err := SolvePlan(context.Background(), p, pl); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkThesis is the thesis's table 6.3 on the ZebraLogic sample: each
// op solves all 16 puzzles with one algorithm; "ms/puzzle" is the average
// solving time (encoding excluded, as the thesis timed it). Algorithm 17
// (best-non2sat, extended) skips the two largest puzzles (7x5 and 6x6),
// where it runs past the thesis's 2-minute limit.
func BenchmarkThesis(b *testing.B) {
	files, _ := filepath.Glob("testdata/zebralogic/*.txt")
	var ps []*Puzzle
	for _, f := range files {
		ps = append(ps, load(b, f))
	}
	for a := 1; a <= 17; a++ {
		pl := ThesisPlan(a)
		if pl.Method != "vd" && !methodAvailable(pl.Method) {
			continue
		}
		b.Run(fmt.Sprintf("%02d-%s-%s", a, pl.Method, pl.Encoding), func(b *testing.B) {
			total, n := 0.0, 0
			for i := 0; i < b.N; i++ {
				for _, p := range ps {
					if a == 17 && p.M()*p.N() > 30 {
						continue
					}
					r, err := SolvePlan(context.Background(), p, pl)
					if err != nil {
						b.Fatal(err)
					}
					if pl.Method == "vd" {
						total += r.Stats["time_ms"]
					} else {
						total += r.Stats["solve_ms"]
					}
					n++
				}
			}
			b.ReportMetric(total/float64(n), "ms/puzzle")
		})
	}
}

// BenchmarkGenerate makes unique minimal puzzles (proof by count included),
// without grading.
func BenchmarkGenerate(b *testing.B) {
	for _, sz := range []struct {
		name    string
		m, n, o int
	}{{"4x5", 4, 5, 1}, {"5x5", 5, 5, 1}} {
		b.Run(sz.name, func(b *testing.B) {
			times := make([]float64, 0, b.N)
			for i := 0; i < b.N; i++ {
				t0 := time.Now()
				if _, _, err := GenerateUnique(context.Background(), rand.New(rand.NewPCG(uint64(i), 0)), sz.m, sz.n, sz.o); err != nil {
					b.Fatal(err)
				}
				times = append(times, msSince(t0))
			}
			sort.Float64s(times)
			b.ReportMetric(times[len(times)/2], "median-ms")
		})
	}
}

// BenchmarkCountUnique is the uniqueness proof alone (count with cap 2).
func BenchmarkCountUnique(b *testing.B) {
	p := load(b, "testdata/zebralogic/lgp-test-6x5-2.txt")
	for _, m := range []string{"cdcl", "fd"} {
		b.Run(m, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				r, err := Count(context.Background(), p, puzzle.SolveOptions{Method: m, Limit: 2})
				if err != nil || r.Count != 1 {
					b.Fatal(err, r.Count)
				}
			}
		})
	}
}

// BenchmarkDefault6x6 solves 30 generated 6x6 puzzles (0-3 ordered domains)
// with the default method, model building included, and reports the median
// and the slowest per-puzzle time.
func BenchmarkDefault6x6(b *testing.B) {
	var ps []*Puzzle
	for i := 0; i < 30; i++ {
		p, _, err := GenerateUnique(context.Background(), rand.New(rand.NewPCG(uint64(i), 66)), 6, 6, i%4)
		if err != nil {
			b.Fatal(err)
		}
		ps = append(ps, p)
	}
	per := make([][]float64, len(ps))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for k, p := range ps {
			t0 := time.Now()
			if r, err := Solve(context.Background(), p, puzzle.SolveOptions{}); err != nil || r.Status != puzzle.Solved {
				b.Fatal(err, r.Status)
			}
			per[k] = append(per[k], msSince(t0))
		}
	}
	meds := make([]float64, len(ps))
	for k := range per {
		sort.Float64s(per[k])
		meds[k] = per[k][len(per[k])/2]
	}
	sort.Float64s(meds)
	b.ReportMetric(meds[len(meds)/2], "median-ms")
	b.ReportMetric(meds[len(meds)-1], "slowest-ms")
}
