package closefar

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"deduce/puzzle"
	"deduce/sat"
)

// CNF encodings, selected by --encoding:
//
//   - small: two variables per cell, C(r,c) and F(r,c) (blank = neither), at
//     most one of them true; per line exactly two C and exactly two F
//     (cardinality constraints, native or lowered by package sat); and for
//     every two C positions i<j and two F positions k<l with l−k ≤ j−i, the
//     clause ¬C_i ∨ ¬C_j ∨ ¬F_k ∨ ¬F_l (the F may not be as close as the C).
//   - extended: the same cell variables plus one selector per valid placement
//     of each line that fits the line's hints; at least one selector per line,
//     and each selector implies its placement's value in every cell of the
//     line (two selectors of a line can never both hold: they differ in a cell).
//
// Hints are unit clauses. The cell variables are the projection for counting.
const (
	EncodingSmall    = "small"
	EncodingExtended = "extended"
)

// cellVars numbers the cell variables: C(x) = 2x+1, F(x) = 2x+2 for board index x.
func cVar(x int) sat.Var { return sat.Var(2*x + 1) }
func fVar(x int) sat.Var { return sat.Var(2*x + 2) }

// encode builds the formula of p in the named encoding.
func encode(p *Puzzle, encoding string) (*sat.Formula, error) {
	return encodeContext(context.Background(), p, encoding, 0)
}

// encodeContext is encode stopping with ctx: the small encoding has O(N⁴)
// clauses per line (7 million at N = 32, seconds to build), so every line
// looks at ctx.
func encodeContext(ctx context.Context, p *Puzzle, encoding string, budget int) (*sat.Formula, error) {
	n := p.N
	f := &sat.Formula{}
	f.NewVars(2 * n * n)
	for x, h := range p.Hints {
		f.Add(cVar(x).Neg(), fVar(x).Neg())
		switch h {
		case Close:
			f.Add(cVar(x).Pos())
		case Far:
			f.Add(fVar(x).Pos())
		}
	}
	lineCell := func(l, i int) int {
		if l < n {
			return l*n + i
		}
		return i*n + (l - n)
	}
	switch encoding {
	case "", EncodingSmall:
		// Every line gets as many distance clauses: refuse a board over the
		// budget before building anything, and make room for all of them
		// now, while ctx is fresh (growing a slice of millions of clauses by
		// doubling copies it in one piece a cancellation cannot cut short).
		perLine := smallLineClauses(n)
		if total := 2 * n * perLine; budget > 0 && total > budget {
			return nil, fmt.Errorf("%w: the small SAT encoding of a %dx%d board has %d clauses, over deduce's budget of %d (boards up to %dx%d); use --method lines (the default) or a smaller board",
				puzzle.ErrUnsupported, n, n, total, budget, maxSmallN(budget), maxSmallN(budget))
		}
		f.Clauses = slices.Grow(f.Clauses, 2*n*perLine)
		for l := 0; l < 2*n; l++ {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			cs, fs := make([]sat.Lit, n), make([]sat.Lit, n)
			for i := 0; i < n; i++ {
				cs[i], fs[i] = cVar(lineCell(l, i)).Pos(), fVar(lineCell(l, i)).Pos()
			}
			f.Exactly(2, cs...)
			f.Exactly(2, fs...)
			for i := 0; i < n; i++ {
				if err := ctx.Err(); err != nil { // a line is 100,000 clauses at N = 32
					return nil, err
				}
				for j := i + 1; j < n; j++ {
					for k := 0; k < n; k++ {
						for m := k + 1; m < n && m-k <= j-i; m++ {
							if k == i || k == j || m == i || m == j {
								continue // a cell cannot hold C and F: already excluded
							}
							f.Add(cs[i].Not(), cs[j].Not(), fs[k].Not(), fs[m].Not())
						}
					}
				}
			}
		}
	case EncodingExtended:
		ps := placements(n)
		for l := 0; l < 2*n; l++ {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			if budget > 0 && len(f.Clauses) > budget {
				return nil, fmt.Errorf("%w: the extended SAT encoding of a %dx%d board has over %d clauses, deduce's budget; use --method lines (the default) or a smaller board",
					puzzle.ErrUnsupported, n, n, budget)
			}
			var some []sat.Lit
		next:
			for _, pl := range ps {
				for i := 0; i < n; i++ {
					if h := p.Hints[lineCell(l, i)]; h != Blank && pl.value(i) != h {
						continue next
					}
				}
				sel := f.NewVar()
				some = append(some, sel.Pos())
				for i := 0; i < n; i++ {
					x := lineCell(l, i)
					v := pl.value(i)
					f.Add(sel.Neg(), cVar(x).Lit(v == Close))
					f.Add(sel.Neg(), fVar(x).Lit(v == Far))
				}
			}
			f.Add(some...) // empty when no placement fits: unsatisfiable, as it should be
		}
	default:
		return nil, fmt.Errorf("%w: unknown closefar encoding %q (want small or extended)", puzzle.ErrBadOption, encoding)
	}
	return f, nil
}

// MaxSATClauses bounds the CNF a SAT method builds (the step verifier, which
// encodes per step, and the exported CNF are not bounded): the small encoding
// grows as N⁵ (1.7 million clauses at N = 24, 7 million and over a
// gigabyte in some back ends at N = 32, where loading alone held a
// cancellation past half a second).
const MaxSATClauses = 2_000_000

// smallLineClauses is the number of distance clauses the small encoding
// gives one line of n cells: a pair of C cells at distance d excludes every
// pair of F cells closer than d or as close, on other cells.
func smallLineClauses(n int) int {
	k := 0
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			for a := 0; a < n; a++ {
				for b := a + 1; b < n && b-a <= j-i; b++ {
					if a != i && a != j && b != i && b != j {
						k++
					}
				}
			}
		}
	}
	return k
}

// maxSmallN is the largest board whose small encoding fits budget clauses.
func maxSmallN(budget int) int {
	n := 2
	for 2*(n+1)*smallLineClauses(n+1) <= budget {
		n++
	}
	return n
}

// errUndecided: an incomplete SAT method could not decide (status unknown).
var errUndecided = puzzle.ErrUndecided

// satMethod solves through the CNF encoding with the named sat method.
func satMethod(name string) method {
	return func(ctx context.Context, p *Puzzle, opt puzzle.SolveOptions, limit int, found func(*Solution)) (puzzle.Stats, error) {
		f, err := encodeContext(ctx, p, opt.Encoding, MaxSATClauses)
		if err != nil {
			return nil, err
		}
		s, err := sat.New(name)
		if err != nil {
			return nil, fmt.Errorf("%w: %v", puzzle.ErrBadOption, err)
		}
		if err := sat.LoadContext(ctx, s, f); err != nil {
			return nil, err
		}
		project := make([]sat.Var, 2*p.N*p.N)
		for i := range project {
			project[i] = sat.Var(i + 1)
		}
		st := puzzle.Stats{puzzle.StatVariables: float64(f.NumVars), puzzle.StatClauses: float64(len(f.Clauses)), "cards": float64(len(f.Cards))}
		_, _, err = sat.Enumerate(ctx, s, project, limit, func(model []bool) bool {
			sol := &Solution{N: p.N, Cells: make([]Cell, p.N*p.N)}
			for x := range sol.Cells {
				switch {
				case model[cVar(x)]:
					sol.Cells[x] = Close
				case model[fVar(x)]:
					sol.Cells[x] = Far
				}
			}
			found(sol)
			return true
		})
		for name, v := range puzzle.SATStats(s.Stats()) {
			st[name] = v
		}
		switch {
		case errors.Is(err, sat.ErrUndecided):
			return st, errUndecided
		case errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled):
			return st, err
		}
		return st, err
	}
}

// CNF implements puzzle.CNFEncoder: the small (default) or extended
// encoding, cardinalities lowered to clauses as deduce's clause-only SAT
// methods get them, so external solvers (minisat, cadical) run on exactly
// that formula. Variables 2x+1 and 2x+2 are cell x's C and F (x = row·N + column).
func (Kind) CNF(p puzzle.Puzzle, encoding string) (*sat.CNF, error) {
	f, err := encode(p.(*Puzzle), encoding)
	if err != nil {
		return nil, err
	}
	return f.Lower(), nil
}
