package sat_test

import (
	"context"
	. "deduce/sat"
	_ "deduce/sat/solvers"
	"testing"

	"pgregory.net/rapid"
)

// TestAssumptionsProperty: for any small formula, any assumptions and any
// sequence of solves on one solver, SolveAssuming agrees with brute force
// on the formula plus the assumptions as unit clauses, and an UNSAT under
// assumptions never poisons a later solve.
func TestAssumptionsProperty(t *testing.T) {
	for _, method := range []string{"cdcl", "cdcl-gini"} {
		t.Run(method, func(t *testing.T) {
			rapid.Check(t, func(rt *rapid.T) {
				n := rapid.IntRange(1, 8).Draw(rt, "vars")
				lit := rapid.Custom(func(rt *rapid.T) Lit {
					return Var(rapid.IntRange(1, n).Draw(rt, "v")).Lit(rapid.Bool().Draw(rt, "pos"))
				})
				clauses := rapid.SliceOfN(rapid.SliceOfN(lit, 1, 4), 0, 4*n).Draw(rt, "clauses")
				s, _ := New(method)
				s.Reserve(n)
				f := &Formula{}
				f.NumVars = n
				for _, c := range clauses {
					s.AddClause(c...)
					f.Add(c...)
				}
				a := s.(Assumer)
				for range rapid.IntRange(1, 4).Draw(rt, "solves") {
					as := rapid.SliceOfN(lit, 0, 3).Draw(rt, "assumptions")
					g := &Formula{CNF: CNF{NumVars: n, Clauses: append([]Clause(nil), f.Clauses...)}}
					for _, l := range as {
						g.Add(l)
					}
					want := bruteCount(g) > 0
					st := a.SolveAssuming(context.Background(), as...)
					if (st == Sat) != want || st == Unknown {
						rt.Fatalf("assuming %v: %v, brute force satisfiable=%v", as, st, want)
					}
					if st == Sat && !g.Eval(s.Model()) {
						rt.Fatalf("assuming %v: model %v falsifies", as, s.Model())
					}
				}
			})
		})
	}
}
