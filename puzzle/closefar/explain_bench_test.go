package closefar

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"deduce/puzzle"
)

// trickyPuzzles loads testdata/explain/tricky8_*.txt: unique 8×8 puzzles the
// generator graded tricky (their explanations need trials).
func trickyPuzzles(b testing.TB) []*Puzzle { return explainPuzzles(b, "tricky8_*.txt") }

// explainPuzzles loads testdata/explain files matching pattern.
func explainPuzzles(b testing.TB, pattern string) []*Puzzle {
	files, _ := filepath.Glob("testdata/explain/" + pattern)
	if len(files) == 0 {
		b.Fatal("no testdata/explain/" + pattern)
	}
	var ps []*Puzzle
	for _, f := range files {
		ps = append(ps, loadFile(b, f))
	}
	return ps
}

// timeEach runs f on every item once per round and reports the median and
// maximum over the items of each item's fastest round.
func timeEach(b *testing.B, items int, f func(i int)) {
	best := make([]time.Duration, items)
	for b.Loop() {
		for i := range best {
			start := time.Now()
			f(i)
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

// BenchmarkExplain explains whole puzzles: the benchmark instances of each
// size (testdata/bench, the report's generator: mostly line reasoning, some
// ambiguous), the tricky 8×8 puzzles and three unique 12×12 ones (tricky).
// Target: 8×8 < 100 ms median.
func BenchmarkExplain(b *testing.B) {
	sets := []struct {
		name string
		ps   func() []*Puzzle
	}{
		{"bench/N=6", func() []*Puzzle { return benchPuzzles(b, 6) }},
		{"bench/N=8", func() []*Puzzle { return benchPuzzles(b, 8) }},
		{"tricky/N=8", func() []*Puzzle { return trickyPuzzles(b) }},
		{"bench/N=10", func() []*Puzzle { return benchPuzzles(b, 10) }},
		{"bench/N=12", func() []*Puzzle { return benchPuzzles(b, 12) }},
		{"unique/N=12", func() []*Puzzle { return explainPuzzles(b, "unique12_*.txt") }},
	}
	for _, set := range sets {
		b.Run(set.name, func(b *testing.B) {
			ps := set.ps()
			timeEach(b, len(ps), func(i int) {
				if _, err := explain(context.Background(), ps[i], nil); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

// BenchmarkHint asks for a hint from positions of the tricky 8×8 puzzles:
// the position before every step of the explanation (where trials are
// needed, the hint is a trial search), and seeded random partial solutions
// (each cell kept with probability 0.1 to 0.5). Target: < 50 ms.
func BenchmarkHint(b *testing.B) {
	ctx := context.Background()
	type pos struct {
		p  *Puzzle
		st puzzle.State
	}
	var along, random []pos
	rng := rand.New(rand.NewPCG(8, 8))
	for _, p := range trickyPuzzles(b) {
		ex, err := explain(ctx, p, nil)
		if err != nil || ex.Status != puzzle.ExplainSolved {
			b.Fatal("tricky puzzle not explained", err)
		}
		var st puzzle.State
		for _, s := range ex.Steps {
			along = append(along, pos{p, slices.Clone(st)})
			st = append(st, s.Facts...)
		}
		all := Kind{}.SolutionFacts(p, ex.Solution)
		for k := 0; k < 10; k++ {
			keep := 0.1 + 0.1*float64(k%5)
			var st puzzle.State
			for _, f := range all {
				if rng.Float64() < keep {
					st = append(st, f)
				}
			}
			random = append(random, pos{p, st})
		}
	}
	for _, set := range []struct {
		name string
		ps   []pos
	}{{"along-explanations", along}, {"random-partial", random}} {
		b.Run(fmt.Sprintf("%s/%d-positions", set.name, len(set.ps)), func(b *testing.B) {
			timeEach(b, len(set.ps), func(i int) {
				if _, _, err := (Kind{}).Hint(ctx, set.ps[i].p, set.ps[i].st); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}
