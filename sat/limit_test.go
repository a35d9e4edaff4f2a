package sat_test

import (
	"context"
	"testing"

	"deduce/sat"
	_ "deduce/sat/solvers"
)

// pigeons is "n+1 pigeons in n holes": unsatisfiable, and it takes clause
// learning many conflicts.
func pigeons(s sat.Solver, n int) {
	v := func(p, h int) sat.Lit { return sat.Lit(p*n + h + 1) }
	for p := 0; p <= n; p++ {
		var c []sat.Lit
		for h := 0; h < n; h++ {
			c = append(c, v(p, h))
		}
		s.AddClause(c...)
	}
	for h := 0; h < n; h++ {
		for p := 0; p <= n; p++ {
			for q := p + 1; q <= n; q++ {
				s.AddClause(-v(p, h), -v(q, h))
			}
		}
	}
}

// A conflict limit turns a long refutation into Unknown after at most that
// many conflicts; without it the same formula is refuted.
func TestConflictLimit(t *testing.T) {
	s, err := sat.New("cdcl")
	if err != nil {
		t.Fatal(err)
	}
	lim, ok := s.(sat.Limiter)
	if !ok {
		t.Fatal("cdcl does not implement sat.Limiter")
	}
	pigeons(s, 7)
	lim.SetConflictLimit(50)
	if st := s.Solve(context.Background()); st != sat.Unknown {
		t.Errorf("with a limit of 50 conflicts: %v, want UNKNOWN", st)
	}
	if c := s.Stats().Conflicts; c > 50 {
		t.Errorf("%d conflicts, limit 50", c)
	}
	lim.SetConflictLimit(0)
	if st := s.Solve(context.Background()); st != sat.Unsat {
		t.Errorf("without a limit: %v, want UNSAT", st)
	}
}
