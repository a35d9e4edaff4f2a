package closefar

import (
	"context"
	"fmt"

	"deduce/puzzle"
	"deduce/sat"
)

// VerifyStep implements puzzle.StepVerifier, independently of the rule code
// (steps.go, trial.go): it builds the CNF of the puzzle (encode.go, small
// encoding: every line rule) keeping ONLY the hints the step cites as clues,
// adds the step's uses as unit clauses and the clause "some fact is false",
// and asks the SAT solver (package sat, cdcl) to prove it unsatisfiable. A
// step without facts (a contradiction) must have unsatisfiable clues and uses.
func (Kind) VerifyStep(ctx context.Context, p puzzle.Puzzle, st puzzle.Step) error {
	cp, ok := p.(*Puzzle)
	if !ok {
		return fmt.Errorf("%w: not a closefar puzzle", puzzle.ErrUnsupported)
	}
	return verifyStep(ctx, cp, st)
}

func verifyStep(ctx context.Context, p *Puzzle, st puzzle.Step) error {
	n := p.N
	cited := &Puzzle{N: n, Hints: make([]Cell, n*n)}
	var hintCells []int
	for x, h := range p.Hints {
		if h != Blank {
			hintCells = append(hintCells, x)
		}
	}
	for _, c := range st.Clues {
		if c < 1 || c > len(hintCells) {
			return fmt.Errorf("step %d: clue %d does not exist (the puzzle has %d hints)", st.N, c, len(hintCells))
		}
		x := hintCells[c-1]
		cited.Hints[x] = p.Hints[x]
	}
	f, err := encode(cited, EncodingSmall)
	if err != nil {
		return err
	}
	for _, u := range st.Uses {
		x, v, err := factCell(n, u)
		if err != nil {
			return fmt.Errorf("step %d: use %v: %v", st.N, u, err)
		}
		for _, c := range factClauses(x, v, u.Not) {
			f.Add(c...)
		}
	}
	if len(st.Facts) > 0 {
		// some[i] implies "fact i is false"; one of them must hold.
		var some []sat.Lit
		for _, fa := range st.Facts {
			x, v, err := factCell(n, fa)
			if err != nil {
				return fmt.Errorf("step %d: fact %v: %v", st.N, fa, err)
			}
			a := f.NewVar()
			some = append(some, a.Pos())
			for _, c := range factClauses(x, v, !fa.Not) {
				f.Add(append([]sat.Lit{a.Neg()}, c...)...)
			}
		}
		f.Add(some...)
	}
	s, err := sat.New("cdcl")
	if err != nil {
		return err
	}
	sat.Load(s, f)
	switch s.Solve(ctx) {
	case sat.Unsat:
		return nil
	case sat.Sat:
		m := s.Model()
		var b []byte
		for x := 0; x < n*n; x++ {
			switch {
			case m[cVar(x)]:
				b = append(b, 'C')
			case m[fVar(x)]:
				b = append(b, 'F')
			default:
				b = append(b, '.')
			}
			if x%n == n-1 && x != n*n-1 {
				b = append(b, '/')
			}
		}
		if len(st.Facts) == 0 {
			return fmt.Errorf("step %d: no contradiction: the cited clues and uses allow the board %s", st.N, b)
		}
		return fmt.Errorf("step %d: the facts do not follow: the cited clues and uses allow the board %s, where some fact is false", st.N, b)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	return fmt.Errorf("step %d: the SAT solver could not decide", st.N)
}

// factCell reads a grid fact: board index and value.
func factCell(n int, f puzzle.Fact) (int, Cell, error) {
	if f.IsPair() || f.Row < 1 || f.Row > n || f.Col < 1 || f.Col > n {
		return 0, 0, fmt.Errorf("not a cell of the %d×%d board", n, n)
	}
	v, ok := cellOf(f.Value)
	if !ok {
		return 0, 0, fmt.Errorf("value %q is not C, F or '.'", f.Value)
	}
	return (f.Row-1)*n + f.Col - 1, v, nil
}

// factClauses are the clauses of "cell x holds v" (or, with not, "does not").
func factClauses(x int, v Cell, not bool) [][]sat.Lit {
	c, f := cVar(x), fVar(x)
	switch {
	case v == Close && !not:
		return [][]sat.Lit{{c.Pos()}}
	case v == Close:
		return [][]sat.Lit{{c.Neg()}}
	case v == Far && !not:
		return [][]sat.Lit{{f.Pos()}}
	case v == Far:
		return [][]sat.Lit{{f.Neg()}}
	case !not: // blank
		return [][]sat.Lit{{c.Neg()}, {f.Neg()}}
	}
	return [][]sat.Lit{{c.Pos(), f.Pos()}} // not blank
}
