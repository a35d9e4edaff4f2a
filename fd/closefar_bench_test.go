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

// readCloseFar parses deduce's native Close or Far format ad hoc: the size
// and the hint rows (C, F or .); the benchmark must not import puzzles.
func readCloseFar(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var rows []string
	n := -1
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if n < 0 {
			size, ok := strings.CutPrefix(line, "closefar ")
			if !ok {
				return nil, fmt.Errorf("%s: not a closefar file", path)
			}
			if n, err = strconv.Atoi(strings.TrimSpace(size)); err != nil {
				return nil, err
			}
			continue
		}
		if line == "solution" || len(rows) == n {
			break
		}
		rows = append(rows, line)
	}
	return rows, nil
}

// closeFarModel is the Close or Far report's model (section III.A): cells
// 0 blank, 1 C, 2 F; a global_cardinality per row and column (two C, two F);
// the positions of each letter found with element (index and value both
// variables in the report, the value a constant here), ordered, and the
// distance between the C's smaller than between the F's.
func closeFarModel(hints []string) (*fd.Store, []fd.Var) {
	n := len(hints)
	s := fd.New()
	cells := make([]fd.Var, n*n)
	for r := range n {
		for c := range n {
			switch hints[r][c] {
			case 'C':
				cells[r*n+c] = s.Const(1)
			case 'F':
				cells[r*n+c] = s.Const(2)
			default:
				cells[r*n+c] = s.IntVar(0, 2)
			}
		}
	}
	distance := func(line []fd.Var, letter int) fd.Var {
		first, second := s.IntVar(0, n-1), s.IntVar(0, n-1)
		must(s.Element(first, line, s.Const(letter)))
		must(s.Element(second, line, s.Const(letter)))
		must(s.Linear([]int{1, -1}, []fd.Var{first, second}, fd.Lt, 0))
		d := s.IntVar(1, n-1)
		must(s.Linear([]int{1, 1, -1}, []fd.Var{d, first, second}, fd.Eq, 0))
		return d
	}
	line := func(vars []fd.Var) {
		must(s.GlobalCardinality(vars, []int{0, 1, 2}, []fd.Var{s.Const(n - 4), s.Const(2), s.Const(2)}))
		dc, df := distance(vars, 1), distance(vars, 2)
		must(s.Linear([]int{1, -1}, []fd.Var{dc, df}, fd.Lt, 0))
	}
	for i := range n {
		var row, col []fd.Var
		for j := range n {
			row = append(row, cells[i*n+j])
			col = append(col, cells[j*n+i])
		}
		line(row)
		line(col)
	}
	return s, cells
}

func BenchmarkCloseFar(b *testing.B) {
	for _, name := range []string{"c08_00", "c10_00"} {
		hints, err := readCloseFar("testdata/" + name + ".txt")
		if err != nil {
			b.Fatalf("%s: %v", name, err)
		}
		b.Run(name+"/median", func(b *testing.B) {
			s, cells := closeFarModel(hints)
			s.ResetStats()
			for b.Loop() {
				if sol, err := s.Solve(context.Background(), cells, fd.LabelOptions{Value: fd.Median}); err != nil || sol == nil {
					b.Fatalf("no solution: %v", err)
				}
			}
			reportStats(b, s.Stats())
		})
	}
}
