package sat_test

import (
	"context"
	. "deduce/sat"
	_ "deduce/sat/solvers"
	"math/rand/v2"
	"testing"
	"time"
)

// Unsatisfiable with no unit clause: every pair of values of x1, x2 is excluded.
func addXorPairs(s Solver) {
	s.AddClause(1, 2)
	s.AddClause(-1, 2)
	s.AddClause(1, -2)
	s.AddClause(-1, -2)
}

// TestGiniSolveAfterUnsat: gini ends the process (log.Fatalf) when Solve is
// called again after UNSAT; the wrapper must latch UNSAT. If the latch were
// missing this test binary would die here.
func TestGiniSolveAfterUnsat(t *testing.T) {
	s, _ := New("cdcl-gini")
	addXorPairs(s)
	for i := range 3 {
		if st := s.Solve(context.Background()); st != Unsat {
			t.Fatalf("solve %d: %v", i, st)
		}
		s.AddClause(Lit(3 + i)) // adding clauses keeps it unsatisfiable
	}
	a := s.(Assumer)
	if st := a.SolveAssuming(context.Background(), 3); st != Unsat {
		t.Fatalf("assuming: %v", st)
	}
}

// TestAssumptions: every Assumer; an UNSAT under assumptions is not final,
// an UNSAT of the clauses is (and gini is never asked again after it).
func TestAssumptions(t *testing.T) {
	for _, m := range []string{"cdcl", "cdcl-gini"} {
		t.Run(m, func(t *testing.T) { checkAssumptions(t, m) })
	}
}

func checkAssumptions(t *testing.T, method string) {
	s, _ := New(method)
	a := s.(Assumer)
	s.AddClause(-1, 2) // x1 → x2
	ctx := context.Background()
	if st := a.SolveAssuming(ctx, 1, -2); st != Unsat {
		t.Fatalf("x1 ∧ ¬x2 assumed: %v, want Unsat", st)
	}
	if st := a.SolveAssuming(ctx, 1); st != Sat || !s.Model()[2] {
		t.Fatalf("x1 assumed: %v %v, want Sat with x2", st, s.Model())
	}
	if st := s.Solve(ctx); st != Sat {
		t.Fatalf("no assumptions: %v", st)
	}
	addXorPairs(s)
	if st := a.SolveAssuming(ctx, 1); st != Unsat {
		t.Fatalf("now unsatisfiable: %v", st)
	}
	if st := s.Solve(ctx); st != Unsat {
		t.Fatalf("after global UNSAT under assumptions: %v", st)
	}
}

// TestGiniTryDeadlineDoesNotLeak: after a solve stopped by a deadline, a
// solve without one must not stop at once (gini keeps Try's deadline).
func TestGiniTryDeadlineDoesNotLeak(t *testing.T) {
	s, _ := New("cdcl-gini")
	Load(s, formulaOf(hard3SAT(200)))
	ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel()
	if st := s.Solve(ctx); st != Unknown {
		t.Skipf("decided (%v) before the deadline", st)
	}
	if st := s.Solve(context.Background()); st == Unknown {
		t.Fatal("solve without a deadline answered Unknown")
	}
}

func TestGiniOddClauses(t *testing.T) {
	for _, tc := range []struct {
		name    string
		clauses [][]Lit
		want    Status
	}{
		{"contradicting units", [][]Lit{{1}, {-1}}, Unsat},
		{"empty clause", [][]Lit{{1, 2}, {}}, Unsat},
		{"tautology only", [][]Lit{{1, -1}}, Sat},
		{"duplicate literals", [][]Lit{{2, 2, 2}, {-2, -2}}, Unsat},
		{"no clauses", nil, Sat},
	} {
		for _, m := range []string{"cdcl", "cdcl-gini", "cdcl-card"} {
			s, _ := New(m)
			for _, c := range tc.clauses {
				s.AddClause(c...)
			}
			if st := s.Solve(context.Background()); st != tc.want {
				t.Errorf("%s %s: %v, want %v", m, tc.name, st, tc.want)
			}
		}
	}
}

// TestGophersatUnitInCard: gophersat's simplifier counts one true unit
// literal K times against an at-least-K constraint and answers SAT here;
// the wrapper must hide units from it.
func TestGophersatUnitInCard(t *testing.T) {
	f := &Formula{}
	f.Add(1)
	f.AtLeast(2, 1, 2, 3)
	f.Add(-2)
	f.Add(-3)
	r, err := Solve(context.Background(), "cdcl-card", f)
	if err != nil || r.Status != Unsat {
		t.Fatalf("got %v %v, want Unsat", r.Status, err)
	}
	// And the forced-all case (K = n) goes through the same path.
	g := &Formula{}
	g.AtLeast(2, 1, 2)
	g.AtLeast(1, -1, 3)
	g.Add(-3)
	if r, _ := Solve(context.Background(), "cdcl-card", g); r.Status != Unsat {
		t.Fatalf("got %v, want Unsat", r.Status)
	}
}

// TestGophersatRepeatedVariable: a constraint repeating a variable is
// lowered to clauses (each occurrence counts).
func TestGophersatRepeatedVariable(t *testing.T) {
	f := &Formula{}
	f.NumVars = 2
	f.Exactly(2, 1, 1, 2) // x1 counts twice: x1 ∧ ¬x2
	s, _ := New("cdcl-card")
	Load(s, f)
	n, complete, err := Count(context.Background(), s, []Var{1, 2}, 0)
	if err != nil || !complete || n != 1 {
		t.Fatalf("got %d %v %v, want exactly one model", n, complete, err)
	}
}

// TestCDCLAgainstGini cross-checks the two clause-learning engines, which
// share no code, on random 3-SAT near the threshold, checking every model.
func TestCDCLAgainstGini(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	n := 200
	if testing.Short() {
		n = 40
	}
	ctx := context.Background()
	for i := range n {
		f := random3SAT(rng, 60, 60*426/100)
		a, _ := SolveCNF(ctx, "cdcl", f)
		b, _ := SolveCNF(ctx, "cdcl-gini", f)
		if a.Status != b.Status || a.Status == Unknown {
			t.Fatalf("instance %d: cdcl %v, gini %v", i, a.Status, b.Status)
		}
		if a.Status == Sat && !f.Eval(a.Model) {
			t.Fatalf("instance %d: cdcl model falsifies clause %d", i, f.FirstFalsified(a.Model))
		}
	}
}
