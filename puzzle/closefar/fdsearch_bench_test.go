package closefar

import (
	"context"
	"fmt"
	"testing"
	"time"

	"deduce/fd"
	"deduce/puzzle"
)

// Experiment (issue 12 item 4): Close or Far search on fd.Search, shaped
// like the private engine (lines, propagate.go): every row and column gets
// a placement variable (the index of its placement among the line's valid
// ones) in a table constraint with its cells, and a brancher picks the line
// with the fewest placements left and tries them in order — the private
// engine's choice, on fd's table propagator (GAC, as the private one).
// Benchmark and test files only: the kind's methods are unchanged.
//
//	go test ./puzzle/closefar -run FDSearch -bench FDSearch -count 5

func fdLinesModel(p *Puzzle) (*fdModel, []fd.Var, error) {
	m := newBoard(p)
	ps := placements(p.N)
	tuples := make([][]int, len(ps))
	for i, pl := range ps {
		t := make([]int, p.N+1)
		for j := range p.N {
			t[j] = int(pl.value(j))
		}
		t[p.N] = i
		tuples[i] = t
	}
	var lineVars []fd.Var
	for _, line := range m.lines() {
		x := m.store.IntVar(0, len(ps)-1)
		lineVars = append(lineVars, x)
		if err := m.store.Table(append(append([]fd.Var(nil), line...), x), tuples); err != nil {
			return nil, nil, err
		}
	}
	return m, lineVars, nil
}

// fewestPlacements branches on the line variable with the smallest domain
// (ties to the first line, as the private engine), X = its smallest value.
func fewestPlacements(lines []fd.Var) fd.Brancher {
	return fd.BrancherFunc(func(s *fd.Store) (fd.Choice, bool) {
		best, size := fd.Var(-1), 0
		for _, x := range lines {
			if k := s.Size(x); k > 1 && (best < 0 || k < size) {
				best, size = x, k
			}
		}
		if best < 0 {
			return fd.Choice{}, false
		}
		return fd.Choice{X: best, Op: fd.BranchEq, Val: s.Min(best)}, true
	})
}

func fdLinesSolve(ctx context.Context, p *Puzzle, limit int, found func(*Solution) bool) (fd.Stats, error) {
	m, lines, err := fdLinesModel(p)
	if err != nil {
		return fd.Stats{}, err
	}
	n := 0
	err = m.store.Search(ctx, m.board, fd.SearchOptions{Brancher: fewestPlacements(lines)}, func() bool {
		sol := &Solution{N: p.N, Cells: make([]Cell, len(m.board))}
		for i, v := range m.board {
			sol.Cells[i] = Cell(m.store.Value(v))
		}
		n++
		return found(sol) && (limit <= 0 || n < limit)
	})
	return m.store.Stats(), err
}

// TestFDSearchAgreesWithLines: on the benchmark instances up to 8×8 the fd
// search's solutions pass Check and its counts (cap 20) equal the private
// engine's.
func TestFDSearchAgreesWithLines(t *testing.T) {
	for _, n := range []int{6, 7, 8} {
		for k := range 3 {
			p := loadFile(t, fmt.Sprintf("testdata/bench/c%02d_%02d.txt", n, k))
			ctx := context.Background()
			got := 0
			_, err := fdLinesSolve(ctx, p, 20, func(s *Solution) bool {
				if err := checkSolution(p, s); err != nil {
					t.Fatalf("N=%d #%d: fd search's solution fails the checker: %v", n, k, err)
				}
				got++
				return true
			})
			if err != nil {
				t.Fatal(err)
			}
			r, err := Kind{}.Count(ctx, p, puzzle.SolveOptions{Method: "lines", Limit: 20})
			if err != nil {
				t.Fatal(err)
			}
			if got != r.Count || got == 0 {
				t.Errorf("N=%d #%d: fd search counts %d, lines %d", n, k, got, r.Count)
			}
		}
	}
}

// BenchmarkFDSearch solves each benchmark instance once per round with the
// private engine (lines), the current fd method (table per line, ff) and
// the fd search above; metrics as BenchmarkSolve (median and max over the
// 10 instances, each its fastest over the rounds).
func BenchmarkFDSearch(b *testing.B) {
	for _, n := range []int{8, 10, 12} {
		for _, m := range []string{"lines", "fd", "fd-search"} {
			b.Run(fmt.Sprintf("%s/N=%d", m, n), func(b *testing.B) {
				ps := benchPuzzles(b, n)
				best := make([]time.Duration, len(ps))
				for i := 0; i < b.N; i++ {
					for j, p := range ps {
						start := time.Now()
						var sol *Solution
						if m == "fd-search" {
							if _, err := fdLinesSolve(context.Background(), p, 1, func(s *Solution) bool { sol = s; return false }); err != nil {
								b.Fatal(err)
							}
						} else {
							r, err := (Kind{}).Solve(context.Background(), p, puzzle.SolveOptions{Method: m})
							if err != nil || r.Status != puzzle.Solved {
								b.Fatalf("%v %v", r.Status, err)
							}
							sol = r.Solutions[0].(*Solution)
						}
						d := time.Since(start)
						if sol == nil {
							b.Fatal("no solution")
						}
						if err := checkSolution(p, sol); err != nil {
							b.Fatal(err)
						}
						if i == 0 || d < best[j] {
							best[j] = d
						}
					}
				}
				reportSpread(b, best)
			})
		}
	}
}
