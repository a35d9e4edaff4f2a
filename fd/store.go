package fd

import (
	"errors"
	"fmt"
)

// Errors returned (wrapped) by this package.
var (
	// ErrArgument: a constraint or variable was given bad arguments.
	ErrArgument = errors.New("fd: bad argument")
	// ErrLimit: search stopped at a time or node limit before it was complete.
	ErrLimit = errors.New("fd: limit reached")
	// ErrLabelOption: ParseLabel did not understand its text.
	ErrLabelOption = errors.New("fd: bad labeling option")
)

// MaxSpan is the largest number of values between a domain's initial
// minimum and maximum (inclusive): domains are bitsets of that many bits.
const MaxSpan = 1 << 16

// maxAbsValue bounds domain values so that sums of products fit in int64.
const maxAbsValue = 1 << 30

// Var names an integer variable of one Store.
type Var int32

// Store holds variables, constraints and the search state.
type Store struct {
	vars      []varState
	words     []uint64
	wordStamp []uint64

	trailState
	propState

	consts    map[int]Var
	searching int      // Labels running: no posting then
	scratch   []uint64 // bitset scratch for keepMask callers
	failed    bool     // a contradiction at the root: no solution
	err       error    // first error from variable creation, returned by later posts
	stats     Stats
}

// New returns an empty store.
func New() *Store {
	s := &Store{consts: map[int]Var{}}
	s.running = -1
	return s
}

// Failed reports whether posting has already proved the model inconsistent.
func (s *Store) Failed() bool { return s.failed }

// Err returns the first error met while creating variables, if any.
func (s *Store) Err() error { return s.err }

// NumVars returns the number of variables created.
func (s *Store) NumVars() int { return len(s.vars) }

// IntVar returns a new variable with domain min..max. An empty range gives a
// failed store; a range wider than MaxSpan or beyond ±2^30 sets Err.
func (s *Store) IntVar(min, max int) Var {
	if min > max {
		x := s.newVar(0, 0)
		s.clearAll(x)
		return x
	}
	if err := checkRange(min, max); err != nil {
		s.setErr(err)
		return s.newVar(0, 0)
	}
	return s.newVar(min, max)
}

// IntVarValues returns a new variable whose domain is the given set of
// values (duplicates allowed, any order). No values gives a failed store.
func (s *Store) IntVarValues(values []int) Var {
	if len(values) == 0 {
		return s.IntVar(1, 0)
	}
	lo, hi := values[0], values[0]
	for _, v := range values {
		lo, hi = min(lo, v), max(hi, v)
	}
	if err := checkRange(lo, hi); err != nil {
		s.setErr(err)
		return s.newVar(0, 0)
	}
	x := s.newVar(lo, hi)
	vs := &s.vars[x]
	ws := s.words[vs.word : vs.word+vs.nwords]
	clear(ws)
	for _, v := range values {
		off := v - lo
		ws[off>>6] |= 1 << (off & 63)
	}
	s.recount(x)
	return x
}

// BoolVar returns a new 0/1 variable.
func (s *Store) BoolVar() Var { return s.newVar(0, 1) }

// Const returns a variable fixed to v (one per value and store).
func (s *Store) Const(v int) Var {
	if x, ok := s.consts[v]; ok {
		return x
	}
	if err := checkRange(v, v); err != nil {
		s.setErr(err)
		return s.newVar(0, 0)
	}
	x := s.newVar(v, v)
	s.consts[v] = x
	return x
}

func checkRange(lo, hi int) error {
	if lo < -maxAbsValue || hi > maxAbsValue {
		return fmt.Errorf("%w: domain %d..%d beyond ±2^30", ErrArgument, lo, hi)
	}
	if hi-lo+1 > MaxSpan {
		return fmt.Errorf("%w: domain %d..%d spans more than %d values", ErrArgument, lo, hi, MaxSpan)
	}
	return nil
}

func (s *Store) setErr(err error) {
	if s.err == nil {
		s.err = err
	}
}

// checkVars validates variables passed to a constraint or to Label.
func (s *Store) checkVars(what string, xs ...Var) error {
	if s.err != nil {
		return s.err
	}
	if s.searching > 0 && what != "Label" {
		return fmt.Errorf("%w: %s: constraints cannot be posted during a search", ErrArgument, what)
	}
	for _, x := range xs {
		if x < 0 || int(x) >= len(s.vars) {
			return fmt.Errorf("%w: %s: unknown variable %d", ErrArgument, what, x)
		}
	}
	return nil
}

// checkBool validates 0/1 variables.
func (s *Store) checkBool(what string, xs ...Var) error {
	if err := s.checkVars(what, xs...); err != nil {
		return err
	}
	for _, x := range xs {
		if s.Min(x) < 0 || s.Max(x) > 1 {
			if s.failed {
				continue
			}
			return fmt.Errorf("%w: %s: variable %d has domain %s, not within 0..1", ErrArgument, what, x, s.DomainString(x))
		}
	}
	return nil
}
