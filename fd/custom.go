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

// Propagator is a constraint written outside this package. Propagate
// prunes domains with the Store's primitives (SetMin, SetMax, Remove,
// Assign, ...), returning Failed as soon as one reports a wipe-out; it may
// read any variable. It must not post constraints or keep state that
// depends on the branch (it is not told about backtracking). If it changes
// one of the variables it watches it is run again, so it need not reach its
// own fixpoint in one call.
type Propagator interface {
	Propagate(s *Store) Status
}

// Post adds a propagator woken by ev on each of vars, runs it, and
// propagates to a fixpoint, like the built-in constraints. It runs after
// the unary, binary and linear propagators of a wave.
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
	s.post(custom{p}, prioGlobal, event(ev), vars...)
	return nil
}

// custom adapts a Propagator to the internal contract.
type custom struct{ p Propagator }

func (c custom) propagate(s *Store) status {
	switch c.p.Propagate(s) {
	case Failed:
		return failed
	case Entailed:
		return entailed
	}
	return fixpoint
}
