package magnets

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"deduce/puzzle"
)

// benchTimeout caps one solve inside the benchmarks; a capped run counts
// as a time-out and enters the median at the cap.
const benchTimeout = 10 * time.Second

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	if len(s) == 0 {
		return 0
	}
	return s[len(s)/2]
}

func sharedInstances(b *testing.B, n int) []*Puzzle {
	files, _ := filepath.Glob(fmt.Sprintf("testdata/bench/m%02d_*.txt", n))
	var ps []*Puzzle
	for _, f := range files {
		ps = append(ps, mustLoad(b, f))
	}
	if len(ps) != 10 {
		b.Fatalf("N=%d: %d instances, want 10", n, len(ps))
	}
	return ps
}

// solveTimed solves p once with method m and returns the time, or the cap
// and false on a time-out.
func solveTimed(b *testing.B, p *Puzzle, m string) (time.Duration, bool) {
	ctx, cancel := context.WithTimeout(context.Background(), benchTimeout)
	defer cancel()
	t0 := time.Now()
	res, err := Kind{}.Solve(ctx, p, puzzle.SolveOptions{Method: m})
	d := time.Since(t0)
	if err != nil {
		b.Fatal(err)
	}
	if res.Status != puzzle.Solved {
		return benchTimeout, false
	}
	if err := Check(p, res.Solutions[0].(*Solution)); err != nil {
		b.Fatal(err)
	}
	return d, true
}

// BenchmarkSolveShared solves the 70 shared instances (report generator,
// N = 4..16) with each fast method and reports the median per N.
// go test -run X -bench SolveShared/N=16 ./puzzle/magnets/
func BenchmarkSolveShared(b *testing.B) {
	for _, n := range []int{4, 6, 8, 10, 12, 14, 16} {
		for _, m := range []string{"auto", "prop", "cdcl", "cdcl-card", "report"} {
			b.Run(fmt.Sprintf("N=%d/%s", n, m), func(b *testing.B) {
				ps := sharedInstances(b, n)
				var times []time.Duration
				timeouts := 0
				for b.Loop() {
					for _, p := range ps {
						d, ok := solveTimed(b, p, m)
						times = append(times, d)
						if !ok {
							timeouts++
						}
					}
				}
				b.ReportMetric(float64(median(times).Microseconds())/1000, "median-ms")
				b.ReportMetric(float64(timeouts)/float64(b.N), "timeouts")
			})
		}
	}
}

// BenchmarkSolveLarge: the report's generator at N = 20, 30, 40, fixed
// seeds 0..9, solved with auto (time-outs at benchTimeout).
func BenchmarkSolveLarge(b *testing.B) {
	for _, n := range []int{20, 30, 40} {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			var times []time.Duration
			timeouts := 0
			for b.Loop() {
				for seed := range int64(10) {
					p, _ := GenerateReport(n, n, int64(n)*1000+seed)
					d, ok := solveTimed(b, p, "auto")
					times = append(times, d)
					if !ok {
						timeouts++
					}
				}
			}
			b.ReportMetric(float64(median(times).Microseconds())/1000, "median-ms")
			b.ReportMetric(float64(timeouts)/float64(b.N), "timeouts")
		})
	}
}

// BenchmarkCountShared counts all solutions (cap 1000) of every shared
// instance up to N = 12; ns/op is the total for the 50 instances.
func BenchmarkCountShared(b *testing.B) {
	var ps []*Puzzle
	for _, n := range []int{4, 6, 8, 10, 12} {
		ps = append(ps, sharedInstances(b, n)...)
	}
	total := 0
	for b.Loop() {
		total = 0
		for _, p := range ps {
			res, err := Kind{}.Count(context.Background(), p, puzzle.SolveOptions{Limit: 1000})
			if err != nil {
				b.Fatal(err)
			}
			total += res.Count
		}
	}
	b.ReportMetric(float64(total), "solutions")
}

// BenchmarkGenerate: unique graded puzzles at the default blank share;
// median time per puzzle over seeds 0..9, the median blank share of the
// solutions, and what the generator did on average (the Magnets report's
// generation statistics, with repairs where its CSP generator counted
// backtracks): layouts tried and repairs tried per puzzle.
// BLANK=0.1 (a share) runs another share.
func BenchmarkGenerate(b *testing.B) {
	var blank puzzle.Params // BLANK=share sets --blank
	if v, err := strconv.ParseFloat(os.Getenv("BLANK"), 64); err == nil {
		blank = puzzle.Params{"blank": v}
	}
	for _, c := range []struct {
		n int
		d string
	}{{6, "tricky"}, {10, "tricky"}, {16, "easy"}, {16, "tricky"}, {20, "tricky"}, {30, "tricky"}, {16, "hard"}} {
		b.Run(fmt.Sprintf("%dx%d/%s", c.n, c.n, c.d), func(b *testing.B) {
			var times []time.Duration
			var shares []float64
			var st settleStats
			puzzles := 0
			for b.Loop() {
				for seed := range int64(10) {
					t0 := time.Now()
					g, err := generateCounted(context.Background(), c.n, c.n, puzzle.GenerateOptions{Width: c.n, Height: c.n, Difficulty: c.d, Seed: seed, Params: blank}, &st)
					if err != nil {
						b.Fatal(err)
					}
					times = append(times, time.Since(t0))
					shares = append(shares, blankShareOf(g.Solution.(*Solution)))
					puzzles++
				}
			}
			slices.Sort(shares)
			b.ReportMetric(float64(median(times).Microseconds())/1000, "median-ms")
			b.ReportMetric(100*shares[len(shares)/2], "blank-%")
			b.ReportMetric(float64(st.Layouts)/float64(puzzles), "layouts/puzzle")
			b.ReportMetric(float64(st.Steps)/float64(puzzles), "repairs/puzzle")
		})
	}
}

// blankShareOf is the share of neutral cells in s.
func blankShareOf(s *Solution) float64 {
	z := 0
	for _, v := range s.Cells {
		if v == Neutral {
			z++
		}
	}
	return float64(z) / float64(len(s.Cells))
}

// mznFile writes p's MiniZinc model (models/magnets.mzn, the kind's one
// model, with the data) into dir and returns its path.
func mznFile(tb testing.TB, dir string, p *Puzzle) string {
	model, err := Kind{}.MiniZinc(p)
	if err != nil {
		tb.Fatal(err)
	}
	path := filepath.Join(dir, "p.mzn")
	if err := os.WriteFile(path, []byte(model), 0o644); err != nil {
		tb.Fatal(err)
	}
	return path
}

// BenchmarkPeerGecode solves the shared instances at N = 10, 12, 14, 16
// with Gecode through MiniZinc (the report's model and search, solveTime
// only, capped at benchTimeout) and with auto, side by side, and reports
// both medians and their ratio. Skipped without minizinc.
func BenchmarkPeerGecode(b *testing.B) {
	if _, err := exec.LookPath("minizinc"); err != nil {
		b.Skip("minizinc not installed")
	}
	for _, n := range []int{10, 12, 14, 16} {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			ps := sharedInstances(b, n)
			var ours, gecode []time.Duration
			gecodeTimeouts := 0
			for b.Loop() {
				for _, p := range ps {
					d, _ := solveTimed(b, p, "auto")
					ours = append(ours, d)
					out, _ := exec.Command("minizinc", "--solver", "gecode", "-s", "--time-limit", strconv.Itoa(int(benchTimeout.Milliseconds())),
						mznFile(b, b.TempDir(), p)).CombinedOutput()
					g := benchTimeout
					if bytes.Contains(out, []byte("----------")) {
						for _, line := range strings.Split(string(out), "\n") {
							if v, ok := strings.CutPrefix(line, "%%%mzn-stat: solveTime="); ok {
								sec, _ := strconv.ParseFloat(v, 64)
								g = time.Duration(sec * 1e9)
							}
						}
					} else {
						gecodeTimeouts++
					}
					gecode = append(gecode, g)
				}
			}
			mo, mg := median(ours), median(gecode)
			b.ReportMetric(float64(mo.Microseconds())/1000, "auto-median-ms")
			b.ReportMetric(float64(mg.Microseconds())/1000, "gecode-median-ms")
			b.ReportMetric(float64(mg)/float64(mo), "gecode/auto")
			b.ReportMetric(float64(gecodeTimeouts)/float64(b.N), "gecode-timeouts")
		})
	}
}
