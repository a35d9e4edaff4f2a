package cdcl

import (
	"context"
	"time"

	"deduce/sat"
)

func init() {
	sat.Register(sat.MethodInfo{Name: "cdcl", Complete: true,
		Summary: "conflict-driven clause learning (MiniSat-style engine); the default"},
		func() sat.Solver { return &cdclSolver{s: New()} })
}

// cdclSolver is the engine of this package behind sat.Solver, registered
// as "cdcl" (the default). deduce's MiniSat 2.2-style engine
// measured faster than gini on random 3-SAT (see BenchmarkCDCLvsMinisat),
// reports every statistic, honours ctx natively and solves under
// assumptions. An UNSAT of the clauses alone is final (later solves answer
// at once); an UNSAT under assumptions is not.
type cdclSolver struct {
	s      *Solver
	nvars  int
	nadded int
	model  []bool
	stats  sat.Stats
	buf    []lit
}

func (m *cdclSolver) Method() string   { return "cdcl" }
func (m *cdclSolver) NumVars() int     { return m.nvars }
func (m *cdclSolver) Stats() sat.Stats { return m.stats }
func (m *cdclSolver) Model() []bool    { return m.model }

func (m *cdclSolver) Reserve(n int) {
	if n > m.nvars {
		m.nvars = n
		m.s.Reserve(n)
	}
}

func (m *cdclSolver) lits(ls []sat.Lit) []lit {
	m.buf = m.buf[:0]
	for _, l := range ls {
		if l == 0 {
			panic("sat: zero literal in clause")
		}
		m.Reserve(int(l.Var()))
		m.buf = append(m.buf, lit(l.Index()))
	}
	return m.buf
}

// SetConflictLimit implements [sat.Limiter].
func (m *cdclSolver) SetConflictLimit(n int64) { m.s.MaxConflicts = n }

func (m *cdclSolver) AddClause(lits ...sat.Lit) {
	m.nadded++
	m.s.AddClause(m.lits(lits))
}

func (m *cdclSolver) Solve(ctx context.Context) sat.Status { return m.SolveAssuming(ctx) }

// Core implements [sat.Corer].
func (m *cdclSolver) Core() []sat.Lit {
	c := m.s.Conflict()
	out := make([]sat.Lit, len(c))
	for i, l := range c {
		out[i] = sat.LitFromIndex(int(l))
	}
	return out
}

// SolveAssuming implements [sat.Assumer].
func (m *cdclSolver) SolveAssuming(ctx context.Context, assumptions ...sat.Lit) sat.Status {
	start := time.Now()
	m.model = nil
	st := m.s.Solve(ctx, append([]lit(nil), m.lits(assumptions)...))
	cs := m.s.Stats
	m.stats = sat.Stats{Time: time.Since(start), Decisions: cs.Decisions, Propagations: cs.Propagations,
		Conflicts: cs.Conflicts, MaxDepth: cs.MaxLevel, Restarts: cs.Restarts, Learned: cs.Learned,
		Clauses:  m.nadded,
		Measured: sat.StatDecisions | sat.StatPropagations | sat.StatConflicts | sat.StatMaxDepth | sat.StatRestarts | sat.StatLearned}
	switch st {
	case Sat:
		m.model = make([]bool, m.nvars+1)
		copy(m.model[1:], m.s.Model())
		return sat.Sat
	case Unsat:
		return sat.Unsat
	}
	return sat.Unknown
}

var _ sat.Limiter = (*cdclSolver)(nil)
