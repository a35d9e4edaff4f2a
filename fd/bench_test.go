package fd_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"deduce/fd"
)

// reportStats attaches the engine's counters per operation.
func reportStats(b *testing.B, st fd.Stats) {
	n := float64(b.N)
	b.ReportMetric(float64(st.Nodes)/n, "nodes/op")
	b.ReportMetric(float64(st.Backtracks)/n, "backtracks/op")
	b.ReportMetric(float64(st.Propagations)/n, "props/op")
}

// queensModel is the model of testdata/queens.mzn: pairwise disequalities.
func queensModel(n int) (*fd.Store, []fd.Var) {
	s := fd.New()
	return s, queens(s, n)
}

// queensAllDifferent states the three diagonals with AllDifferent over
// shifted copies instead (a denser model).
func queensAllDifferent(n int) (*fd.Store, []fd.Var) {
	s := fd.New()
	q := make([]fd.Var, n)
	up := make([]fd.Var, n)
	down := make([]fd.Var, n)
	for i := range q {
		q[i] = s.IntVar(1, n)
		up[i] = s.IntVar(1+i, n+i)
		down[i] = s.IntVar(1-i, n-i)
		must(s.Linear([]int{1, -1}, []fd.Var{up[i], q[i]}, fd.Eq, i))
		must(s.Linear([]int{1, -1}, []fd.Var{down[i], q[i]}, fd.Eq, -i))
	}
	must(s.AllDifferent(q))
	must(s.AllDifferent(up))
	must(s.AllDifferent(down))
	return s, q
}

func BenchmarkQueens10All(b *testing.B) {
	for _, m := range []struct {
		name  string
		model func(int) (*fd.Store, []fd.Var)
	}{{"pairwise", queensModel}, {"alldifferent", queensAllDifferent}} {
		b.Run(m.name, func(b *testing.B) {
			s, q := m.model(10)
			s.ResetStats()
			for b.Loop() {
				n, err := s.CountSolutions(context.Background(), q, fd.LabelOptions{}, 0)
				if err != nil || n != 724 {
					b.Fatalf("%d solutions, %v; want 724", n, err)
				}
			}
			reportStats(b, s.Stats())
		})
	}
}

// hardSudoku is Arto Inkala's puzzle, often called the hardest for humans.
const hardSudoku = `
8........
..36.....
.7..9.2..
.5...7...
....457..
...1...3.
..1....68
..85...1.
.9....4..`

// sudokuModel posts rows, columns and boxes with AllDistinct (domain
// consistent), as testdata/sudoku.mzn does with all_different :: domain.
func sudokuModel(grid string) (*fd.Store, []fd.Var) {
	s := fd.New()
	rows := strings.Fields(grid)
	cells := make([]fd.Var, 81)
	for r := range 9 {
		for c := range 9 {
			if ch := rows[r][c]; ch != '.' {
				cells[9*r+c] = s.Const(int(ch - '0'))
			} else {
				cells[9*r+c] = s.IntVar(1, 9)
			}
		}
	}
	for i := range 9 {
		var row, col, box []fd.Var
		for j := range 9 {
			row = append(row, cells[9*i+j])
			col = append(col, cells[9*j+i])
			box = append(box, cells[9*(i/3*3+j/3)+i%3*3+j%3])
		}
		must(s.AllDistinct(row))
		must(s.AllDistinct(col))
		must(s.AllDistinct(box))
	}
	return s, cells
}

func BenchmarkSudokuHard(b *testing.B) {
	for _, label := range []string{"leftmost", "ff"} {
		b.Run(label, func(b *testing.B) {
			opt, err := fd.ParseLabel(label)
			if err != nil {
				b.Fatal(err)
			}
			s, cells := sudokuModel(hardSudoku)
			s.ResetStats()
			for b.Loop() {
				n, err := s.CountSolutions(context.Background(), cells, opt, 0)
				if err != nil || n != 1 {
					b.Fatalf("%d solutions, %v; want 1", n, err)
				}
			}
			reportStats(b, s.Stats())
		})
	}
}

// magnetsInstance is what the benchmark reads from a shared Magnets file.
type magnetsInstance struct {
	w, h              int
	tiling            []string // partner direction per cell: n e s w
	rowPlus, rowMinus []int    // -1: unknown
	colPlus, colMinus []int
}

// readMagnets parses deduce's native Magnets format ad hoc (the benchmark
// must not import puzzle packages).
func readMagnets(path string) (*magnetsInstance, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var lines []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if line == "solution" {
			break
		}
		lines = append(lines, line)
	}
	head := strings.Fields(lines[0])
	if len(head) != 2 || head[0] != "magnets" {
		return nil, fmt.Errorf("%s: not a magnets file", path)
	}
	m := &magnetsInstance{}
	if w, h, ok := strings.Cut(head[1], "x"); ok {
		m.w, _ = strconv.Atoi(w)
		m.h, _ = strconv.Atoi(h)
	} else {
		m.w, _ = strconv.Atoi(head[1])
		m.h = m.w
	}
	m.tiling = lines[1 : 1+m.h]
	nums := func(line string) []int {
		var out []int
		for _, f := range strings.Fields(line) {
			n, err := strconv.Atoi(f)
			if err != nil {
				n = -1
			}
			out = append(out, n)
		}
		return out
	}
	k := 1 + m.h
	m.rowPlus, m.rowMinus, m.colPlus, m.colMinus = nums(lines[k]), nums(lines[k+1]), nums(lines[k+2]), nums(lines[k+3])
	return m, nil
}

// magnetsModel is the Magnets report's model: cells -1/0/1, one
// global_cardinality per row and column, dominoes summing to 0, and
// orthogonal neighbours summing to -1..1.
func magnetsModel(m *magnetsInstance, gccConsistency fd.Consistency) (*fd.Store, []fd.Var) {
	s := fd.New()
	cells := make([]fd.Var, m.w*m.h)
	for i := range cells {
		cells[i] = s.IntVar(-1, 1)
	}
	at := func(r, c int) fd.Var { return cells[r*m.w+c] }
	line := func(vars []fd.Var, plus, minus int) {
		n := len(vars)
		count := func(k int) fd.Var {
			if k < 0 {
				return s.IntVar(0, n)
			}
			return s.Const(k)
		}
		cm, cp := count(minus), count(plus)
		var zero fd.Var
		if plus >= 0 && minus >= 0 {
			zero = s.Const(n - plus - minus)
		} else {
			zero = s.IntVar(0, n)
		}
		must(s.GlobalCardinality(vars, []int{-1, 0, 1}, []fd.Var{cm, zero, cp}, gccConsistency))
	}
	for r := 0; r < m.h; r++ {
		var row []fd.Var
		for c := 0; c < m.w; c++ {
			row = append(row, at(r, c))
		}
		line(row, m.rowPlus[r], m.rowMinus[r])
	}
	for c := 0; c < m.w; c++ {
		var col []fd.Var
		for r := 0; r < m.h; r++ {
			col = append(col, at(r, c))
		}
		line(col, m.colPlus[c], m.colMinus[c])
	}
	for r := 0; r < m.h; r++ {
		for c := 0; c < m.w; c++ {
			switch m.tiling[r][c] {
			case 'e':
				must(s.Linear([]int{1, 1}, []fd.Var{at(r, c), at(r, c+1)}, fd.Eq, 0))
			case 's':
				must(s.Linear([]int{1, 1}, []fd.Var{at(r, c), at(r+1, c)}, fd.Eq, 0))
			}
			if c+1 < m.w && m.tiling[r][c] != 'e' {
				must(s.Linear([]int{1, 1}, []fd.Var{at(r, c), at(r, c+1)}, fd.Le, 1))
				must(s.Linear([]int{1, 1}, []fd.Var{at(r, c), at(r, c+1)}, fd.Ge, -1))
			}
			if r+1 < m.h && m.tiling[r][c] != 's' {
				must(s.Linear([]int{1, 1}, []fd.Var{at(r, c), at(r+1, c)}, fd.Le, 1))
				must(s.Linear([]int{1, 1}, []fd.Var{at(r, c), at(r+1, c)}, fd.Ge, -1))
			}
		}
	}
	return s, cells
}

func BenchmarkMagnets(b *testing.B) {
	for _, name := range []string{"m10_00", "m12_00"} {
		path := "testdata/" + name + ".txt"
		m, err := readMagnets(path)
		if err != nil {
			b.Fatalf("%s: %v", name, err)
		}
		for _, c := range []struct {
			label string
			gcc   fd.Consistency
			name  string
		}{{"leftmost,median", fd.DomainConsistency, "gcc-domain"}, {"leftmost,median", fd.ValueConsistency, "gcc-value"},
			{"ff,median", fd.DomainConsistency, "gcc-domain"}} {
			b.Run(name+"/"+c.label+"/"+c.name, func(b *testing.B) {
				opt, err := fd.ParseLabel(c.label)
				if err != nil {
					b.Fatal(err)
				}
				s, cells := magnetsModel(m, c.gcc)
				s.ResetStats()
				ctx, cancel := context.WithTimeout(context.Background(), 60e9)
				defer cancel()
				for b.Loop() {
					sol, err := s.Solve(ctx, cells, opt)
					if err != nil || sol == nil {
						b.Fatalf("no solution: %v", err)
					}
				}
				reportStats(b, s.Stats())
			})
		}
	}
}
