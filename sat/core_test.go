package sat_test

import (
	"context"
	. "deduce/sat"
	_ "deduce/sat/solvers"
	"testing"

	"pgregory.net/rapid"
)

// TestCoreProperty: after an UNSAT under assumptions, the core is a subset
// of the assumptions, and the formula plus the core alone is unsatisfiable
// (checked by brute force); the clauses alone being unsatisfiable gives an
// empty core.
func TestCoreProperty(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(1, 8).Draw(rt, "vars")
		lit := rapid.Custom(func(rt *rapid.T) Lit {
			return Var(rapid.IntRange(1, n).Draw(rt, "v")).Lit(rapid.Bool().Draw(rt, "pos"))
		})
		clauses := rapid.SliceOfN(rapid.SliceOfN(lit, 1, 4), 0, 4*n).Draw(rt, "clauses")
		s, _ := New("cdcl")
		s.Reserve(n)
		f := &Formula{}
		f.NumVars = n
		for _, c := range clauses {
			s.AddClause(c...)
			f.Add(c...)
		}
		c := s.(Corer)
		for range rapid.IntRange(1, 4).Draw(rt, "solves") {
			as := rapid.SliceOfN(lit, 0, 5).Draw(rt, "assumptions")
			if c.SolveAssuming(context.Background(), as...) != Unsat {
				continue
			}
			core := c.Core()
			g := &Formula{CNF: CNF{NumVars: n, Clauses: append([]Clause(nil), f.Clauses...)}}
			for _, l := range core {
				found := false
				for _, a := range as {
					found = found || a == l
				}
				if !found {
					rt.Fatalf("core literal %d is not an assumption %v", l, as)
				}
				g.Add(l)
			}
			if bruteCount(g) > 0 {
				rt.Fatalf("formula + core %v is satisfiable (assumptions %v)", core, as)
			}
		}
	})
}
