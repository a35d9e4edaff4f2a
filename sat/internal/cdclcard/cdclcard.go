// Package cdclcard is the cdcl-card SAT method: gophersat, whose
// cardinality constraints are native, behind sat.CardSolver, registered by
// name. Only this package imports gophersat.
package cdclcard

import (
	"context"
	"fmt"
	"time"

	"deduce/sat"
	"deduce/sat/internal/norm"

	gs "github.com/crillab/gophersat/solver"
)

func init() {
	sat.Register(sat.MethodInfo{Name: "cdcl-card", Complete: true,
		Summary: "clause learning with native cardinality constraints (gophersat)"},
		func() sat.Solver { return &cardSolver{} })
}

// cardSolver wraps gophersat, whose cardinality constraints are native, and
// contains its known faults:
//
//   - No cancellation: the search runs in a goroutine that reports every
//     learned clause on a certificate channel. When ctx ends, the channel is
//     no longer read, so the abandoned search parks at its next learned
//     clause: it stops using CPU at once, but its memory stays until the
//     process exits. (Closing the channel would stop it by a panic, at the
//     price of a data race with its sends.)
//   - CountModels and Enumerate over-count: counting goes through [Count]
//     with blocking clauses instead.
//   - Its problem simplifier counts one true literal again and again against
//     a cardinality bound, so a unit clause can wrongly satisfy an at-least-k
//     constraint: units are never given to it as units, but as the pair
//     (u ∨ t) ∧ (u ∨ ¬t) with a shared fresh t, which search derives.
//   - Constraints with a repeated variable are lowered to clauses, and
//     clauses are normalized, so gophersat only sees plain constraints.
//
// Every Solve builds a fresh gophersat solver from the stored constraints,
// so an abandoned search never shares state with a later one.
type cardSolver struct {
	nvars   int
	clauses []sat.Clause
	cards   []sat.Card
	unsat   bool
	model   []bool
	stats   sat.Stats
	norm    norm.Normalizer
	lowered sat.CNF // clauses of constraints gophersat should not see natively
}

func (s *cardSolver) Method() string   { return "cdcl-card" }
func (s *cardSolver) NumVars() int     { return max(s.nvars, s.lowered.NumVars) }
func (s *cardSolver) Stats() sat.Stats { return s.stats }
func (s *cardSolver) Model() []bool    { return s.model }

func (s *cardSolver) Reserve(n int) {
	if n > s.nvars {
		s.nvars = n
	}
}

func (s *cardSolver) AddClause(lits ...sat.Lit) {
	c, taut := s.norm.Clause(lits)
	for _, l := range c {
		s.Reserve(int(l.Var()))
	}
	if taut {
		return
	}
	if len(c) == 0 {
		s.unsat = true
	}
	s.clauses = append(s.clauses, append(sat.Clause(nil), c...))
}

// AddCard implements [sat.CardSolver].
func (s *cardSolver) AddCard(c sat.Card) {
	c.Lits = append([]sat.Lit(nil), c.Lits...)
	repeated := false
	seen := map[sat.Var]bool{}
	for _, l := range c.Lits {
		s.Reserve(int(l.Var()))
		if seen[l.Var()] {
			repeated = true
		}
		seen[l.Var()] = true
	}
	if repeated {
		// Aux variables must come after every variable of the caller.
		if s.lowered.NumVars < s.nvars {
			s.lowered.NumVars = s.nvars
		}
		sat.Encode(&s.lowered, sat.EncDefault, c)
		return
	}
	s.cards = append(s.cards, c)
}

// constraints translates everything into gophersat's form, with the
// replacements described on cardSolver.
func (s *cardSolver) constraints() ([]gs.CardConstr, int) {
	nv := s.NumVars()
	t := 0 // the shared fresh variable for unit literals, when needed
	var out []gs.CardConstr
	unit := func(l sat.Lit) {
		if t == 0 {
			nv++
			t = nv
		}
		out = append(out, gs.CardConstr{Lits: []int{int(l), t}, AtLeast: 1},
			gs.CardConstr{Lits: []int{int(l), -t}, AtLeast: 1})
	}
	atLeast := func(lits []int, k int) {
		switch {
		case k <= 0:
		case k > len(lits):
			out = append(out, gs.CardConstr{Lits: nil, AtLeast: 1}) // unsatisfiable
		case k == len(lits):
			for _, l := range lits {
				unit(sat.Lit(l))
			}
		default:
			out = append(out, gs.CardConstr{Lits: lits, AtLeast: k})
		}
	}
	ints := func(c []sat.Lit, neg bool) []int {
		r := make([]int, len(c))
		for i, l := range c {
			if neg {
				l = -l
			}
			r[i] = int(l)
		}
		return r
	}
	for _, cl := range append(s.clauses, s.lowered.Clauses...) {
		atLeast(ints(cl, false), 1)
	}
	for _, c := range s.cards {
		n := len(c.Lits)
		if c.Op != sat.AtMost {
			atLeast(ints(c.Lits, false), c.K)
		}
		if c.Op != sat.AtLeast {
			atLeast(ints(c.Lits, true), n-c.K)
		}
	}
	return out, nv
}

func (s *cardSolver) Solve(ctx context.Context) sat.Status {
	start := time.Now()
	s.model = nil
	s.stats = sat.Stats{Clauses: len(s.clauses) + len(s.lowered.Clauses) + len(s.cards),
		Measured: sat.StatDecisions | sat.StatConflicts | sat.StatRestarts | sat.StatLearned}
	defer func() { s.stats.Time = time.Since(start) }()
	if s.unsat {
		return sat.Unsat
	}
	cs, nv := s.constraints()
	for _, c := range cs {
		if len(c.Lits) < c.AtLeast {
			return sat.Unsat
		}
	}
	pb := gs.ParseCardConstrs(cs)
	if pb.Status == gs.Unsat {
		return sat.Unsat
	}
	g := gs.New(pb)
	st, ok := runGophersat(ctx, g)
	if !ok {
		return sat.Unknown
	}
	s.stats.Decisions = int64(g.Stats.NbDecisions)
	s.stats.Conflicts = int64(g.Stats.NbConflicts)
	s.stats.Restarts = int64(g.Stats.NbRestarts)
	s.stats.Learned = int64(g.Stats.NbLearned)
	switch st {
	case gs.Sat:
		m := g.Model()
		s.model = make([]bool, s.NumVars()+1)
		for v := 1; v < len(s.model) && v-1 < len(m); v++ {
			s.model[v] = m[v-1]
		}
		_ = nv
		return sat.Sat
	case gs.Unsat:
		s.unsat = true
		return sat.Unsat
	}
	return sat.Unknown
}

// runGophersat runs g.Solve, abandoning it (parked, see cardSolver) when ctx
// ends first. ok is false when abandoned.
func runGophersat(ctx context.Context, g *gs.Solver) (st gs.Status, ok bool) {
	if ctx.Done() == nil {
		return g.Solve(), true
	}
	if ctx.Err() != nil {
		return gs.Indet, false
	}
	cert := make(chan string)
	g.Certified, g.CertChan = true, cert
	type result struct {
		st  gs.Status
		err error
	}
	done := make(chan result, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- result{gs.Indet, fmt.Errorf("gophersat: %v", r)}
			}
		}()
		done <- result{st: g.Solve()}
	}()
	for {
		select {
		case <-cert:
		case r := <-done:
			return r.st, r.err == nil
		case <-ctx.Done():
			return gs.Indet, false
		}
	}
}
