package closefar

import (
	"context"
	"fmt"

	"deduce/sat"
)

// fewestHints finds a hint set for sol that makes sol the only solution:
// one hint in every row and every column (a matching of rows to columns
// through C and F cells) plus at most extra more hints. It works by
// counterexample-guided search: a SAT model picks the hints so that every
// known other board (a counterexample) disagrees with some hint; the fast
// solver then counts the puzzle with cap 2; while there is a second solution,
// it becomes a counterexample and the SAT model is solved again. The SAT
// answer "unsatisfiable" proves that no such hint set exists for sol (ok is
// false). cex carries counterexamples from earlier calls and is returned grown.
// When cex grows beyond budget the search gives up: p is nil, ok false and
// exhausted true (no proof either way).
func fewestHints(ctx context.Context, sol *Solution, extra int, cex []*Solution, budget int) (p *Puzzle, ok, exhausted bool, _ []*Solution, err error) {
	n := sol.N
	f := &sat.Formula{}
	// m[x]: x is the row's (and column's) matching hint; h[x]: x is a hint.
	m, h := map[int]sat.Var{}, map[int]sat.Var{}
	var cells []int
	for x, v := range sol.Cells {
		if v != Blank {
			cells = append(cells, x)
			m[x], h[x] = f.NewVar(), f.NewVar()
		}
	}
	rows, cols := make([][]sat.Lit, n), make([][]sat.Lit, n)
	var hs []sat.Lit
	for _, x := range cells {
		rows[x/n] = append(rows[x/n], m[x].Pos())
		cols[x%n] = append(cols[x%n], m[x].Pos())
		hs = append(hs, h[x].Pos())
		f.Add(m[x].Neg(), h[x].Pos())
		if extra == 0 {
			f.Add(h[x].Neg(), m[x].Pos())
		}
	}
	for i := 0; i < n; i++ {
		sat.ExactlyOne(&f.CNF, rows[i]...)
		sat.AtMostOne(&f.CNF, cols[i]...)
	}
	if extra > 0 {
		f.AtMost(n+extra, hs...)
	}
	s, err := sat.New("cdcl")
	if err != nil {
		return nil, false, false, cex, err
	}
	sat.Load(s, f)
	block := func(b *Solution) {
		var clause []sat.Lit
		for _, x := range cells {
			if b.Cells[x] != sol.Cells[x] {
				clause = append(clause, h[x].Pos())
			}
		}
		s.AddClause(clause...) // never empty: b ≠ sol differs on a C or F cell of sol
	}
	for _, b := range cex {
		block(b)
	}
	for {
		switch s.Solve(ctx) {
		case sat.Unsat:
			return nil, false, false, cex, nil
		case sat.Sat:
		default:
			if err := ctx.Err(); err != nil {
				return nil, false, false, cex, err
			}
			return nil, false, false, cex, fmt.Errorf("closefar: hint search undecided")
		}
		model := s.Model()
		p = &Puzzle{N: n, Hints: make([]Cell, n*n)}
		for _, x := range cells {
			if model[h[x]] {
				p.Hints[x] = sol.Cells[x]
			}
		}
		others, err := countUpTo(ctx, p, counterexamplesPerRound+1, nil)
		if err != nil {
			return nil, false, false, cex, err
		}
		if len(others) == 1 {
			return p, true, false, cex, nil // a complete count with cap ≥ 2 found one solution
		}
		for _, b := range others {
			if !sameBoard(b, sol) {
				cex = append(cex, b)
				block(b)
			}
		}
		if len(cex) > budget {
			return nil, false, true, cex, nil
		}
	}
}

// counterexamplesPerRound: other solutions taken from each failed count.
const counterexamplesPerRound = 8

func sameBoard(a, b *Solution) bool {
	for i := range a.Cells {
		if a.Cells[i] != b.Cells[i] {
			return false
		}
	}
	return true
}
