package sat

import (
	"context"
	"time"

	"deduce/sat/internal/engine"
)

// The thesis's methods, on the shared engine (see internal/engine's doc).
func init() {
	probe := mDecisions | mPropagations | mConflicts | mUnit
	search := probe | mMaxDepth
	for _, m := range []struct {
		info     MethodInfo
		measured uint16
		run      func(*engine.Engine, context.Context) (engine.Status, []bool)
	}{
		{MethodInfo{"unit", "2, 3", false, "unit propagation only"}, mPropagations | mConflicts | mUnit,
			(*engine.Engine).Unit},
		{MethodInfo{"failed-literal", "4, 5", false, "probe each variable both ways; a failing value fixes the other"}, probe,
			(*engine.Engine).FailedLiteral},
		{MethodInfo{"binary-failed-literal", "6, 7", false, "failed literals, then failing pairs added as binary clauses"}, probe,
			(*engine.Engine).BinaryFailedLiteral},
		{MethodInfo{"backtrack", "8, 9", true, "backtracking with unit propagation, first open variable, true first"}, search,
			strategy(engine.Backtrack)},
		{MethodInfo{"first-nonhorn", "10, 11", true, "branch on the first non-Horn clause, finish with Horn-SAT"}, search,
			strategy(engine.FirstNonHorn)},
		{MethodInfo{"first-non2sat", "12, 13", true, "branch on the first clause of 3+ open literals, finish with 2-SAT"}, search,
			strategy(engine.FirstNon2SAT)},
		{MethodInfo{"best-nonhorn", "14, 15", true, "branch on the variable in most non-Horn clauses, finish with Horn-SAT"}, search,
			strategy(engine.BestNonHorn)},
		{MethodInfo{"best-non2sat", "16, 17", true, "branch on the variable in most clauses of 3+ open literals, finish with 2-SAT"}, search,
			strategy(engine.BestNon2SAT)},
	} {
		register(m.info, func() Solver { return &thesisSolver{info: m.info, measured: m.measured, run: m.run} })
	}
}

func strategy(s engine.Strategy) func(*engine.Engine, context.Context) (engine.Status, []bool) {
	return func(e *engine.Engine, ctx context.Context) (engine.Status, []bool) { return e.Search(ctx, s) }
}

type thesisSolver struct {
	info     MethodInfo
	measured uint16
	run      func(*engine.Engine, context.Context) (engine.Status, []bool)
	e        engine.Engine
	model    []bool
	stats    Stats
	buf      []engine.Lit
}

func (s *thesisSolver) Method() string { return s.info.Name }
func (s *thesisSolver) NumVars() int   { return s.e.NumVars() }
func (s *thesisSolver) Reserve(n int)  { s.e.Reserve(n) }
func (s *thesisSolver) Model() []bool  { return s.model }
func (s *thesisSolver) Stats() Stats   { return s.stats }

func (s *thesisSolver) AddClause(lits ...Lit) {
	s.buf = s.buf[:0]
	for _, l := range lits {
		if l == 0 {
			panic("sat: zero literal in clause")
		}
		s.buf = append(s.buf, engine.Lit(l.Index()))
	}
	s.e.AddClause(s.buf)
}

func (s *thesisSolver) Solve(ctx context.Context) Status {
	start := time.Now()
	st, m := s.run(&s.e, ctx)
	es := s.e.Stats
	s.stats = Stats{Time: time.Since(start), Decisions: es.Decisions, Propagations: es.Propagations,
		Conflicts: es.Conflicts, MaxDepth: es.MaxDepth, Clauses: es.Clauses, UnitRemoved: es.UnitRemoved,
		measured: s.measured}
	s.model = nil
	switch st {
	case engine.Sat:
		s.model = m
		return Sat
	case engine.Unsat:
		return Unsat
	}
	return Unknown
}
