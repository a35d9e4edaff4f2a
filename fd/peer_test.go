package fd_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
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

// runGecode runs MiniZinc's Gecode on a model (args: files and flags such
// as -a for all solutions) and reads its statistics.
func runGecode(b *testing.B, args ...string) gecodeRun {
	out, err := exec.Command("minizinc", append([]string{"--solver", "gecode", "-s"}, args...)...).CombinedOutput()
	if err != nil {
		b.Fatalf("minizinc %v: %v\n%s", args, err, out)
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
		b.Fatalf("minizinc %v: no solveTime in output:\n%s", args, out)
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
	type peerCase struct {
		name      string
		args      []string // minizinc arguments
		label     string
		model     func() (*fd.Store, []fd.Var)
		solutions int // all solutions; 0: the first only
	}
	cases := []peerCase{
		{"queens10-all", []string{"-a", "testdata/queens.mzn"}, "leftmost,step", func() (*fd.Store, []fd.Var) { return queensModel(10) }, 724},
		{"sudoku-hard", []string{"-a", "testdata/sudoku.mzn"}, "ff,step", func() (*fd.Store, []fd.Var) { return sudokuModel(hardSudoku) }, 1},
	}
	for _, name := range []string{"m10_00", "m12_00"} {
		m, err := readMagnets("testdata/" + name + ".txt")
		if err != nil {
			b.Fatalf("magnets %s: %v", name, err)
		}
		dzn := b.TempDir() + "/" + name + ".dzn"
		if err := os.WriteFile(dzn, []byte(magnetsDZN(m)), 0o644); err != nil {
			b.Fatal(err)
		}
		cases = append(cases, peerCase{"magnets-" + name + "-first", []string{"testdata/magnets.mzn", dzn}, "leftmost,median",
			func() (*fd.Store, []fd.Var) { return magnetsModel(m, fd.DomainConsistency) }, 0})
	}
	for _, name := range []string{"c08_00", "c10_00"} {
		hints, err := readCloseFar("testdata/" + name + ".txt")
		if err != nil {
			b.Fatalf("closefar %s: %v", name, err)
		}
		dzn := b.TempDir() + "/" + name + ".dzn"
		if err := os.WriteFile(dzn, []byte(closeFarDZN(hints)), 0o644); err != nil {
			b.Fatal(err)
		}
		cases = append(cases, peerCase{"closefar-" + name + "-first", []string{"testdata/closefar.mzn", dzn}, "leftmost,median",
			func() (*fd.Store, []fd.Var) { return closeFarModel(hints) }, 0})
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			var runs []gecodeRun
			for range 5 {
				runs = append(runs, runGecode(b, c.args...))
			}
			slices.SortFunc(runs, func(x, y gecodeRun) int { return int(x.solve - y.solve) })
			g := runs[len(runs)/2]
			if c.solutions > 0 && g.sols != int64(c.solutions) {
				b.Fatalf("gecode found %d solutions, want %d", g.sols, c.solutions)
			}
			opt, err := fd.ParseLabel(c.label)
			if err != nil {
				b.Fatal(err)
			}
			s, vars := c.model()
			s.ResetStats()
			b.ResetTimer()
			limit := 0
			if c.solutions == 0 {
				limit = 1
			}
			for b.Loop() {
				n, err := s.CountSolutions(context.Background(), vars, opt, limit)
				if err != nil || (c.solutions > 0 && n != c.solutions) || n == 0 {
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

// magnetsDZN writes a Magnets instance as data for testdata/magnets.mzn.
func magnetsDZN(m *magnetsInstance) string {
	var b strings.Builder
	fmt.Fprintf(&b, "W = %d;\nH = %d;\npartner = [|", m.w, m.h)
	code := map[byte]int{'e': 1, 's': 2, 'w': 3, 'n': 4}
	for r, row := range m.tiling {
		if r > 0 {
			b.WriteString(" |")
		}
		for c := 0; c < m.w; c++ {
			if c > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, " %d", code[row[c]])
		}
	}
	b.WriteString(" |];\n")
	list := func(name string, v []int) {
		fmt.Fprintf(&b, "%s = [", name)
		for i, n := range v {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%d", n)
		}
		b.WriteString("];\n")
	}
	list("rowPlus", m.rowPlus)
	list("rowMinus", m.rowMinus)
	list("colPlus", m.colPlus)
	list("colMinus", m.colMinus)
	return b.String()
}

// closeFarDZN writes Close or Far hints as data for testdata/closefar.mzn.
func closeFarDZN(hints []string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "n = %d;\nhint = [|", len(hints))
	for r, row := range hints {
		if r > 0 {
			b.WriteString(" |")
		}
		for c := range len(row) {
			if c > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, " %d", strings.IndexByte(".CF", row[c]))
		}
	}
	b.WriteString(" |];\n")
	return b.String()
}
