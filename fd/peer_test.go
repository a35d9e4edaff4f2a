package fd_test

import (
	"bytes"
	"context"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"deduce/fd"
)

// gecodeRun is what one MiniZinc + Gecode run reports.
type gecodeRun struct {
	solve time.Duration // Gecode's solveTime: search only, no flattening
	nodes int64
	fails int64
	sols  int64
}

// runGecode solves an .mzn model for all solutions with MiniZinc's Gecode
// and reads its statistics.
func runGecode(b *testing.B, model string) gecodeRun {
	out, err := exec.Command("minizinc", "--solver", "gecode", "-a", "-s", model).CombinedOutput()
	if err != nil {
		b.Fatalf("minizinc %s: %v\n%s", model, err, out)
	}
	var r gecodeRun
	for _, line := range bytes.Split(out, []byte("\n")) {
		stat, ok := strings.CutPrefix(string(line), "%%%mzn-stat: ")
		if !ok {
			continue
		}
		name, val, _ := strings.Cut(stat, "=")
		switch name {
		case "solveTime":
			sec, _ := strconv.ParseFloat(val, 64)
			r.solve = time.Duration(sec * 1e9)
		case "nodes":
			r.nodes, _ = strconv.ParseInt(val, 10, 64)
		case "failures":
			r.fails, _ = strconv.ParseInt(val, 10, 64)
		case "nSolutions":
			r.sols, _ = strconv.ParseInt(val, 10, 64)
		}
	}
	if r.solve == 0 {
		b.Fatalf("minizinc %s: no solveTime in output:\n%s", model, out)
	}
	return r
}

// BenchmarkPeerGecode runs the same model with the same search in fd and in
// Gecode (through MiniZinc, testdata/*.mzn) and reports both times and their
// ratio fd/gecode. Gecode's time is its own solveTime, the median of five
// runs, which excludes MiniZinc's flattening. Skipped without minizinc.
func BenchmarkPeerGecode(b *testing.B) {
	if _, err := exec.LookPath("minizinc"); err != nil {
		b.Skip("minizinc not installed")
	}
	if out, err := exec.Command("minizinc", "--solvers").Output(); err != nil || !bytes.Contains(out, []byte("org.gecode.gecode")) {
		b.Skip("minizinc has no Gecode solver")
	}
	cases := []struct {
		name, mzn, label string
		model            func() (*fd.Store, []fd.Var)
		solutions        int
	}{
		{"queens10-all", "testdata/queens.mzn", "leftmost,step", func() (*fd.Store, []fd.Var) { return queensModel(10) }, 724},
		{"sudoku-hard", "testdata/sudoku.mzn", "ff,step", func() (*fd.Store, []fd.Var) { return sudokuModel(hardSudoku) }, 1},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			var runs []gecodeRun
			for range 5 {
				runs = append(runs, runGecode(b, c.mzn))
			}
			slices.SortFunc(runs, func(x, y gecodeRun) int { return int(x.solve - y.solve) })
			g := runs[len(runs)/2]
			if g.sols != int64(c.solutions) {
				b.Fatalf("gecode found %d solutions, want %d", g.sols, c.solutions)
			}
			opt, err := fd.ParseLabel(c.label)
			if err != nil {
				b.Fatal(err)
			}
			s, vars := c.model()
			s.ResetStats()
			b.ResetTimer()
			for b.Loop() {
				n, err := s.CountSolutions(context.Background(), vars, opt, 0)
				if err != nil || n != c.solutions {
					b.Fatalf("%d solutions, %v; want %d", n, err, c.solutions)
				}
			}
			ours := b.Elapsed() / time.Duration(b.N)
			st := s.Stats()
			b.ReportMetric(float64(ours.Microseconds())/1e3, "fd-ms")
			b.ReportMetric(float64(g.solve.Microseconds())/1e3, "gecode-ms")
			b.ReportMetric(float64(ours)/float64(g.solve), "fd/gecode")
			b.ReportMetric(float64(st.Nodes)/float64(b.N), "fd-nodes")
			b.ReportMetric(float64(g.nodes), "gecode-nodes")
			b.ReportMetric(float64(st.Failures)/float64(b.N), "fd-failures")
			b.ReportMetric(float64(g.fails), "gecode-failures")
		})
	}
}
