package fd

import "fmt"

// Status is what a propagator reports after running.
type Status uint8

// Propagator outcomes.
const (
	AtFixpoint Status = iota // nothing more to do until a watched variable changes
	Failed                   // a contradiction: no solution on this branch
	Entailed                 // true whatever happens below: not run again on this branch
)

// Event is the change that wakes a propagator on a watched variable.
type Event uint8

// Events, weakest first; a propagator watching a weaker event is also woken
// by the stronger ones.
const (
	OnDomain Event = iota // any value removed
	OnBounds              // the minimum or maximum changed
	OnFix                 // a single value left
)

// Propagator is a constraint written outside this package, on the same
// contract as the built-in ones (Gecode's propagator contract, simplified).
// Propagate prunes domains with the Store's primitives (SetMin, SetMax,
// Remove, Assign, ...), returning Failed as soon as one reports a
// wipe-out; it may read any variable. It must not post constraints. State
// that depends on the branch (incremental counts, a support pointer) goes
// in [Trailed] integers, which backtracking restores with the domains;
// other fields must not depend on the branch (it is not told about
// backtracking). If it changes one of the variables it watches it is run
// again, so it need not reach its own fixpoint in one call, unless it
// declares itself idempotent ([Idempotent]).
//
// Optional interfaces: [Coster] places it in the queue (cheap propagators
// run first), [Idempotent] saves the second run.
type Propagator interface {
	Propagate(s *Store) Status
}

// Cost is a propagator's place in the queue: cheaper ones run first.
type Cost uint8

// Costs, cheapest first (the built-in propagators use the same classes).
const (
	CostUnary  Cost = iota // unary and binary: run first
	CostLinear             // linear in the arity, bounds reasoning
	CostGlobal             // the default for a custom propagator
	CostHeavy              // matching, flow, dynamic programming: run last
)

// Coster is implemented by a Propagator that names its cost.
type Coster interface{ Cost() Cost }

// Idempotent is implemented by a Propagator that always leaves its own
// fixpoint when it returns AtFixpoint, so it need not be run again after
// changing its own variables.
type Idempotent interface{ Idempotent() bool }

// Trailed is an integer kept on the store's trail: a propagator's state
// that backtracking restores (Gecode keeps it in the propagator, copied
// with the space; here it is trailed like a domain).
type Trailed int32

// NewTrailed allocates a trailed integer with value v. Allocate while
// building the model (before a search); its value at the root is permanent.
func (s *Store) NewTrailed(v int64) Trailed { return Trailed(s.newInt(v)) }

// TrailedValue reads t.
func (s *Store) TrailedValue(t Trailed) int64 { return s.ints[t] }

// SetTrailed sets t to v; backtracking restores the old value.
func (s *Store) SetTrailed(t Trailed, v int64) { s.setInt(int32(t), v) }

// Post adds a propagator woken by ev on each of vars, runs it, and
// propagates to a fixpoint, like the built-in constraints. It runs after
// the unary, binary and linear propagators of a wave unless it names a
// cost ([Coster]).
func (s *Store) Post(p Propagator, ev Event, vars ...Var) error {
	if p == nil {
		return fmt.Errorf("%w: Post: nil propagator", ErrArgument)
	}
	if ev > OnFix {
		return fmt.Errorf("%w: Post: unknown event %d", ErrArgument, ev)
	}
	if err := s.checkVars("Post", vars...); err != nil || s.failed {
		return err
	}
	prio := prioGlobal
	if c, ok := p.(Coster); ok {
		if c.Cost() > CostHeavy {
			return fmt.Errorf("%w: Post: unknown cost %d", ErrArgument, c.Cost())
		}
		prio = priority(c.Cost())
	}
	s.post(custom{p}, prio, event(ev), vars...)
	return nil
}

// custom adapts a Propagator to the internal contract.
type custom struct{ p Propagator }

func (c custom) idempotent() bool {
	i, ok := c.p.(Idempotent)
	return ok && i.Idempotent()
}

func (c custom) propagate(s *Store) status {
	switch c.p.Propagate(s) {
	case Failed:
		return failed
	case Entailed:
		return entailed
	}
	return fixpoint
}
