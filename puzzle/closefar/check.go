package closefar

import (
	"fmt"

	"deduce/puzzle"
)

// checkSolution verifies s against every rule of p, reading the board cell by
// cell (no placement tables, no solver code), so it can judge the solvers.
func checkSolution(p *Puzzle, s *Solution) error {
	if s == nil {
		return fmt.Errorf("%w: no solution", puzzle.ErrCheckFailed)
	}
	if s.N != p.N || len(s.Cells) != p.N*p.N {
		return fmt.Errorf("%w: solution is %d×%d, puzzle is %d×%d", puzzle.ErrCheckFailed, s.N, s.N, p.N, p.N)
	}
	n := p.N
	for i, v := range s.Cells {
		if v > Far {
			return fmt.Errorf("%w: row %d column %d: value %d is not C, F or blank", puzzle.ErrCheckFailed, i/n+1, i%n+1, v)
		}
		if h := p.Hints[i]; h != Blank && h != v {
			return fmt.Errorf("%w: row %d column %d: hint %c not kept (found %c)", puzzle.ErrCheckFailed, i/n+1, i%n+1, h.rune(), v.rune())
		}
	}
	line := make([]Cell, n)
	for _, dir := range []string{"row", "column"} {
		for k := 0; k < n; k++ {
			for i := 0; i < n; i++ {
				if dir == "row" {
					line[i] = s.At(k, i)
				} else {
					line[i] = s.At(i, k)
				}
			}
			if msg := checkLine(line); msg != "" {
				return fmt.Errorf("%w: %s %d: %s", puzzle.ErrCheckFailed, dir, k+1, msg)
			}
		}
	}
	return nil
}

// checkLine returns what is wrong with one row or column, or "".
func checkLine(line []Cell) string {
	var cs, fs []int
	for i, v := range line {
		switch v {
		case Close:
			cs = append(cs, i)
		case Far:
			fs = append(fs, i)
		}
	}
	if len(cs) != 2 || len(fs) != 2 {
		return fmt.Sprintf("holds %d C and %d F, want exactly two of each", len(cs), len(fs))
	}
	if dc, df := cs[1]-cs[0], fs[1]-fs[0]; dc >= df {
		return fmt.Sprintf("the C are %d apart and the F %d apart: the C must be closer", dc, df)
	}
	return ""
}
