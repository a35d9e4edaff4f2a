package magnets

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"deduce/fd"
)

// Experiment (issue 12 item 4): Magnets search on fd's Search with a
// kind's own brancher and restarts, against the private engine (prop).
// Benchmark and test files only: the kind's methods are unchanged.
//
//	go test ./puzzle/magnets -run FDSearch -bench FDSearch -count 5

// fdSearchSolve finds one solution (limit 1) or counts up to limit on the
// "fd" model (the report's model plus the redundant magnet counts) with
// fd.Search: dom/wdeg over the cells with seeded random tie-breaks, the
// neutral value first (the report's median), Luby restarts of scale 50
// failures when looking for one solution. found gets each solution.
//
// With lines, prop's line GAC is posted too, as a custom propagator
// (fdline_bench_test.go). With label, the built-in "ff,median" labeling
// replaces the brancher (and there are no restarts).
type fdConfig struct{ lines, label bool }

func fdSearchSolve(ctx context.Context, p *Puzzle, cfg fdConfig, seed uint64, limit int, found func(*Solution) bool) (fd.Stats, error) {
	m, err := buildReportModel(p, true)
	if err != nil {
		return fd.Stats{}, err
	}
	s := m.s
	if cfg.lines {
		if err := postLines(s, p, m.cells); err != nil {
			return fd.Stats{}, err
		}
	}
	rng := rand.New(rand.NewPCG(seed, 0x6d61676e))
	br := fd.BrancherFunc(func(s *fd.Store) (fd.Choice, bool) {
		best, ties := fd.Var(-1), 0
		var bestScore float64
		for _, x := range m.cells {
			k := s.Size(x)
			if k < 2 {
				continue
			}
			score := float64(s.Weight(x)) / float64(k)
			switch {
			case best < 0 || score > bestScore:
				best, bestScore, ties = x, score, 1
			case score == bestScore:
				ties++
				if rng.IntN(ties) == 0 {
					best = x
				}
			}
		}
		if best < 0 {
			return fd.Choice{}, false
		}
		v := 0
		if !s.Contains(best, 0) {
			v = s.Max(best) // + before −, as prop tries them
		}
		return fd.Choice{X: best, Op: fd.BranchEq, Val: v}, true
	})
	opt := fd.SearchOptions{Brancher: br}
	if cfg.label {
		opt = fd.SearchOptions{Label: fd.LabelOptions{Var: fd.FirstFail, Value: fd.Median}}
	} else if limit == 1 {
		opt.Restarts = fd.Restarts{Scale: 50}
	}
	n := 0
	err = s.Search(ctx, m.cells, opt, func() bool {
		sol := &Solution{W: p.W, H: p.H, Cells: make([]int8, len(m.cells))}
		for i, x := range m.cells {
			sol.Cells[i] = int8(s.Value(x))
		}
		n++
		return found(sol) && (limit <= 0 || n < limit)
	})
	return s.Stats(), err
}

// TestFDSearchAgreesWithProp: on the shared instances up to 10×10, the fd
// search's first solution passes Check, and its count (cap 50) equals
// prop's, with and without restarts.
func TestFDSearchAgreesWithProp(t *testing.T) {
	for _, n := range []int{4, 6, 8, 10} {
		for k := range 3 {
			file := fmt.Sprintf("testdata/bench/m%02d_%02d.txt", n, k)
			p := mustLoad(t, file)
			ctx := context.Background()
			want, _, err := CountSolutions(ctx, p, 50)
			if err != nil {
				t.Fatal(err)
			}
			for _, cfg := range []fdConfig{{}, {lines: true}, {lines: true, label: true}} {
				var first *Solution
				if _, err := fdSearchSolve(ctx, p, cfg, 1, 1, func(s *Solution) bool { first = s; return false }); err != nil {
					t.Fatal(err)
				}
				if first == nil {
					t.Fatalf("%s %+v: fd search found no solution", file, cfg)
				}
				if err := Check(p, first); err != nil {
					t.Fatalf("%s %+v: fd search's solution fails the checker: %v", file, cfg, err)
				}
				got := 0
				if _, err := fdSearchSolve(ctx, p, cfg, 1, 50, func(*Solution) bool { got++; return true }); err != nil {
					t.Fatal(err)
				}
				if got != want {
					t.Errorf("%s %+v: fd search counts %d, prop %d", file, cfg, got, want)
				}
			}
		}
	}
}

// BenchmarkFDSearch solves each shared instance of a size once per round
// with prop (the private engine, through the method table), auto (the
// default: prop to 10×10, cdcl above), and fd.Search on the fd model: the
// kind's brancher and restarts (fd-search), ff,median plus the line GAC
// propagator (fd-lines), and both (fd-search-lines); it reports
// the median per size (each instance's time its fastest over the rounds),
// as BenchmarkSolveShared does.
func BenchmarkFDSearch(b *testing.B) {
	for _, n := range []int{10, 12, 14, 16} {
		for _, m := range []string{"prop", "auto", "fd-search", "fd-lines", "fd-search-lines"} {
			b.Run(fmt.Sprintf("N=%d/%s", n, m), func(b *testing.B) {
				ps := sharedInstances(b, n)
				var times []time.Duration
				timeouts := 0
				for b.Loop() {
					for _, p := range ps {
						cfg, ours := map[string]fdConfig{"fd-search": {}, "fd-lines": {lines: true, label: true},
							"fd-search-lines": {lines: true}}[m]
						if !ours {
							d, ok := solveTimed(b, p, m)
							times = append(times, d)
							if !ok {
								timeouts++
							}
							continue
						}
						ctx, cancel := context.WithTimeout(context.Background(), benchTimeout)
						t0 := time.Now()
						var sol *Solution
						_, err := fdSearchSolve(ctx, p, cfg, 1, 1, func(s *Solution) bool { sol = s; return false })
						d := time.Since(t0)
						cancel()
						switch {
						case sol == nil && ctx.Err() != nil:
							timeouts++
							d = benchTimeout
						case sol == nil:
							b.Fatalf("no solution: %v", err)
						default:
							if err := Check(p, sol); err != nil {
								b.Fatal(err)
							}
						}
						times = append(times, d)
					}
				}
				b.ReportMetric(float64(median(times).Microseconds())/1000, "median-ms")
				b.ReportMetric(float64(timeouts)/float64(b.N), "timeouts")
			})
		}
	}
}
