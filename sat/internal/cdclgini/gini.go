// Package cdclgini is the cdcl-gini SAT method: the gini library behind
// sat.Solver, registered by name. Only this package imports gini.
package cdclgini

import (
	"context"
	"time"

	"deduce/sat"
	"deduce/sat/internal/norm"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
)

func init() {
	sat.Register(sat.MethodInfo{Name: "cdcl-gini", Complete: true,
		Summary: "conflict-driven clause learning by the gini library"},
		func() sat.Solver { return newGini() })
}

// giniSolver wraps the gini library and contains its known faults:
//
//   - Solving again after gini answered UNSAT can end the process
//     (log.Fatalf in its model check), also when that UNSAT came under
//     assumptions and the clauses alone are UNSAT (Why does not tell these
//     apart). So an UNSAT without assumptions is latched and gini is never
//     called again; after an UNSAT under assumptions the gini instance is
//     dropped and rebuilt from a copy of the clauses before the next call.
//   - Try(d) leaves its deadline in place, so a later plain Solve stops at
//     once with "unknown": every call here goes through Try.
//   - Cancellation goes through Try in growing slices, because gini's
//     asynchronous Stop cannot be combined with a blocking Wait safely.
//   - Clauses are normalized first (duplicates, tautologies, empty clause),
//     so gini only sees ordinary clauses.
//
// gini exposes no search counters, so only the time is measured.
type giniSolver struct {
	g      *gini.Gini
	nvars  int
	unsat  bool // latched: the clauses alone are unsatisfiable
	model  []bool
	stats  sat.Stats
	norm   norm.Normalizer
	nadded int
	kept   []sat.Lit // every clause given to gini, each ended by 0, for rebuilds
	stale  bool      // gini answered UNSAT under assumptions: rebuild before use
}

func newGini() *giniSolver { return &giniSolver{g: gini.New()} }

func (s *giniSolver) Method() string   { return "cdcl-gini" }
func (s *giniSolver) NumVars() int     { return s.nvars }
func (s *giniSolver) Stats() sat.Stats { return s.stats }
func (s *giniSolver) Model() []bool    { return s.model }

func (s *giniSolver) Reserve(n int) {
	if n > s.nvars {
		s.nvars = n
	}
}

func (s *giniSolver) AddClause(lits ...sat.Lit) {
	c, taut := s.norm.Clause(lits)
	for _, l := range c {
		s.Reserve(int(l.Var()))
	}
	s.nadded++
	if taut || s.unsat {
		return
	}
	if len(c) == 0 {
		s.unsat = true
		return
	}
	s.kept = append(append(s.kept, c...), 0)
	if s.stale {
		return // the rebuild adds it
	}
	for _, l := range c {
		s.g.Add(z.Dimacs2Lit(int(l)))
	}
	s.g.Add(z.LitNull)
}

// rebuild replaces a gini instance that answered UNSAT under assumptions.
func (s *giniSolver) rebuild() {
	s.g = gini.NewVc(s.nvars, s.nadded)
	for _, l := range s.kept {
		s.g.Add(z.Dimacs2Lit(int(l)))
	}
	s.stale = false
}

func (s *giniSolver) Solve(ctx context.Context) sat.Status { return s.SolveAssuming(ctx) }

// SolveAssuming implements [sat.Assumer].
func (s *giniSolver) SolveAssuming(ctx context.Context, assumptions ...sat.Lit) sat.Status {
	start := time.Now()
	s.model = nil
	s.stats = sat.Stats{Clauses: s.nadded}
	defer func() { s.stats.Time = time.Since(start) }()
	if s.unsat {
		return sat.Unsat
	}
	for _, l := range assumptions {
		s.Reserve(int(l.Var()))
	}
	if s.stale {
		s.rebuild()
	}
	r := s.try(ctx, assumptions)
	switch r {
	case 1:
		s.model = make([]bool, s.nvars+1)
		max := int(s.g.MaxVar())
		for v := 1; v <= s.nvars && v <= max; v++ {
			s.model[v] = s.g.Value(z.Var(v).Pos())
		}
		return sat.Sat
	case -1:
		if len(assumptions) == 0 {
			s.unsat = true
		} else {
			s.stale = true
		}
		return sat.Unsat
	}
	return sat.Unknown
}

// forever stands for "no deadline" in gini's Try.
const forever = 100 * 365 * 24 * time.Hour

// try runs gini until an answer, ctx's deadline or ctx's cancellation,
// checking for cancellation between slices of growing length.
func (s *giniSolver) try(ctx context.Context, assumptions []sat.Lit) int {
	assume := func() {
		for _, l := range assumptions {
			s.g.Assume(z.Dimacs2Lit(int(l)))
		}
	}
	if ctx.Done() == nil {
		assume()
		return s.g.Try(forever)
	}
	deadline, hasDeadline := ctx.Deadline()
	for slice := 20 * time.Millisecond; ; slice = min(2*slice, 100*time.Millisecond) { // ≤ 0.1 s: Ctrl-C has no deadline to cut a slice
		if ctx.Err() != nil {
			return 0
		}
		d := slice
		if hasDeadline {
			d = min(d, time.Until(deadline))
			if d <= 0 {
				// The deadline has passed but ctx's timer may not have
				// fired yet; wait for it so that the caller sees ctx.Err()
				// and says "timeout" rather than a bare "unknown".
				<-ctx.Done()
				return 0
			}
		}
		assume() // gini forgets assumptions after each call
		if r := s.g.Try(d); r != 0 {
			return r
		}
	}
}
