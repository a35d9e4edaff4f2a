package sat

import (
	"context"
	"time"

	"deduce/sat/internal/cdcl"
)

func init() {
	register(MethodInfo{Name: "cdcl", Complete: true,
		Summary: "conflict-driven clause learning (MiniSat-style engine); the default"},
		func() Solver { return &cdclSolver{s: cdcl.New()} })
}

// cdclSolver adapts internal/cdcl, deduce's MiniSat 2.2-style engine: it
// measured faster than gini on random 3-SAT (see BenchmarkCDCLvsMinisat),
// reports every statistic, honours ctx natively and solves under
// assumptions. An UNSAT of the clauses alone is final (later solves answer
// at once); an UNSAT under assumptions is not.
type cdclSolver struct {
	s      *cdcl.Solver
	nvars  int
	nadded int
	model  []bool
	stats  Stats
	buf    []cdcl.Lit
}

func (m *cdclSolver) Method() string { return "cdcl" }
func (m *cdclSolver) NumVars() int   { return m.nvars }
func (m *cdclSolver) Stats() Stats   { return m.stats }
func (m *cdclSolver) Model() []bool  { return m.model }

func (m *cdclSolver) Reserve(n int) {
	if n > m.nvars {
		m.nvars = n
		m.s.Reserve(n)
	}
}

func (m *cdclSolver) lits(ls []Lit) []cdcl.Lit {
	m.buf = m.buf[:0]
	for _, l := range ls {
		if l == 0 {
			panic("sat: zero literal in clause")
		}
		m.Reserve(int(l.Var()))
		m.buf = append(m.buf, cdcl.Lit(l.Index()))
	}
	return m.buf
}

func (m *cdclSolver) AddClause(lits ...Lit) {
	m.nadded++
	m.s.AddClause(m.lits(lits))
}

func (m *cdclSolver) Solve(ctx context.Context) Status { return m.SolveAssuming(ctx) }

// Core implements [Corer].
func (m *cdclSolver) Core() []Lit {
	c := m.s.Conflict()
	out := make([]Lit, len(c))
	for i, l := range c {
		out[i] = LitFromIndex(int(l))
	}
	return out
}

// SolveAssuming implements [Assumer].
func (m *cdclSolver) SolveAssuming(ctx context.Context, assumptions ...Lit) Status {
	start := time.Now()
	m.model = nil
	st := m.s.Solve(ctx, append([]cdcl.Lit(nil), m.lits(assumptions)...))
	cs := m.s.Stats
	m.stats = Stats{Time: time.Since(start), Decisions: cs.Decisions, Propagations: cs.Propagations,
		Conflicts: cs.Conflicts, MaxDepth: cs.MaxLevel, Restarts: cs.Restarts, Learned: cs.Learned,
		Clauses:  m.nadded,
		measured: mDecisions | mPropagations | mConflicts | mMaxDepth | mRestarts | mLearned}
	switch st {
	case cdcl.Sat:
		m.model = make([]bool, m.nvars+1)
		copy(m.model[1:], m.s.Model())
		return Sat
	case cdcl.Unsat:
		return Unsat
	}
	return Unknown
}
