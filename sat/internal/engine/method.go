package engine

import (
	"context"
	"time"

	"deduce/sat"
)

// The thesis's methods, on the shared engine (see internal/engine's doc).
func init() {
	probe := sat.StatDecisions | sat.StatPropagations | sat.StatConflicts | sat.StatUnit
	search := probe | sat.StatMaxDepth
	for _, m := range []struct {
		info     sat.MethodInfo
		measured sat.StatMask
		run      func(*Engine, context.Context) (Status, []bool)
	}{
		{sat.MethodInfo{Name: "unit", Thesis: "2, 3", Complete: false, Summary: "unit propagation only"}, sat.StatPropagations | sat.StatConflicts | sat.StatUnit,
			(*Engine).Unit},
		{sat.MethodInfo{Name: "failed-literal", Thesis: "4, 5", Complete: false, Summary: "probe each variable both ways; a failing value fixes the other"}, probe,
			(*Engine).FailedLiteral},
		{sat.MethodInfo{Name: "binary-failed-literal", Thesis: "6, 7", Complete: false, Summary: "failed literals, then failing pairs added as binary clauses"}, probe,
			(*Engine).BinaryFailedLiteral},
		{sat.MethodInfo{Name: "backtrack", Thesis: "8, 9", Complete: true, Summary: "backtracking with unit propagation, first open variable, true first"}, search,
			strategy(Backtrack)},
		{sat.MethodInfo{Name: "first-nonhorn", Thesis: "10, 11", Complete: true, Summary: "branch on the first non-Horn clause, finish with Horn-SAT"}, search,
			strategy(FirstNonHorn)},
		{sat.MethodInfo{Name: "first-non2sat", Thesis: "12, 13", Complete: true, Summary: "branch on the first clause of 3+ open literals, finish with 2-SAT"}, search,
			strategy(FirstNon2SAT)},
		{sat.MethodInfo{Name: "best-nonhorn", Thesis: "14, 15", Complete: true, Summary: "branch on the variable in most non-Horn clauses, finish with Horn-SAT"}, search,
			strategy(BestNonHorn)},
		{sat.MethodInfo{Name: "best-non2sat", Thesis: "16, 17", Complete: true, Summary: "branch on the variable in most clauses of 3+ open literals, finish with 2-SAT"}, search,
			strategy(BestNon2SAT)},
	} {
		sat.Register(m.info, func() sat.Solver { return &thesisSolver{info: m.info, measured: m.measured, run: m.run} })
	}
}

func strategy(s Strategy) func(*Engine, context.Context) (Status, []bool) {
	return func(e *Engine, ctx context.Context) (Status, []bool) { return e.Search(ctx, s) }
}

type thesisSolver struct {
	info     sat.MethodInfo
	measured sat.StatMask
	run      func(*Engine, context.Context) (Status, []bool)
	e        Engine
	model    []bool
	stats    sat.Stats
	buf      []lit
}

func (s *thesisSolver) Method() string   { return s.info.Name }
func (s *thesisSolver) NumVars() int     { return s.e.NumVars() }
func (s *thesisSolver) Reserve(n int)    { s.e.Reserve(n) }
func (s *thesisSolver) Model() []bool    { return s.model }
func (s *thesisSolver) Stats() sat.Stats { return s.stats }

func (s *thesisSolver) AddClause(lits ...sat.Lit) {
	s.buf = s.buf[:0]
	for _, l := range lits {
		if l == 0 {
			panic("sat: zero literal in clause")
		}
		s.buf = append(s.buf, lit(l.Index()))
	}
	s.e.AddClause(s.buf)
}

func (s *thesisSolver) Solve(ctx context.Context) sat.Status {
	start := time.Now()
	st, m := s.run(&s.e, ctx)
	es := s.e.Stats
	s.stats = sat.Stats{Time: time.Since(start), Decisions: es.Decisions, Propagations: es.Propagations,
		Conflicts: es.Conflicts, MaxDepth: es.MaxDepth, Clauses: es.Clauses, UnitRemoved: es.UnitRemoved,
		Measured: s.measured}
	s.model = nil
	switch st {
	case Sat:
		s.model = m
		return sat.Sat
	case Unsat:
		return sat.Unsat
	}
	return sat.Unknown
}
