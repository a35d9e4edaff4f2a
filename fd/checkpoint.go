package fd

import "fmt"

// Checkpoint marks a state of the model, to return to with Rollback.
type Checkpoint struct {
	level              int
	vars, words, props int
	ints               int
	failed             bool
	err                error
	store              *Store
}

// Checkpoint opens a checkpoint: constraints and variables added after it,
// and all their pruning, can be dropped with Rollback. A generator can
// post a candidate's hints, count the solutions with a cap, and roll back
// to try the next candidate on the same model. Checkpoints nest.
func (s *Store) Checkpoint() Checkpoint {
	c := Checkpoint{level: len(s.levels), vars: len(s.vars), words: len(s.words), props: len(s.props),
		ints: len(s.ints), failed: s.failed, err: s.err, store: s}
	s.push()
	return c
}

// Rollback returns the model to the state it had when c was taken,
// closing c and any checkpoint opened after it. Variables and constraints
// created since are gone: using them afterwards is an error.
func (s *Store) Rollback(c Checkpoint) error {
	if c.store != s || c.level >= len(s.levels) || s.searching > 0 {
		return fmt.Errorf("%w: Rollback: checkpoint not open in this store", ErrArgument)
	}
	s.clearQueue()
	for len(s.levels) > c.level {
		s.pop()
	}
	for x := range s.watch[:c.vars] {
		w := &s.watch[x]
		w.dom = dropFrom(w.dom, int32(c.props))
		w.bnd = dropFrom(w.bnd, int32(c.props))
		w.fix = dropFrom(w.fix, int32(c.props))
		w.occ = dropFrom(w.occ, int32(c.props))
	}
	s.vars, s.watch = s.vars[:c.vars], s.watch[:c.vars]
	s.words, s.wordStamp = s.words[:c.words], s.wordStamp[:c.words]
	s.props, s.flags, s.afc = s.props[:c.props], s.flags[:c.props], s.afc[:c.props]
	s.ints, s.intStamp = s.ints[:c.ints], s.intStamp[:c.ints]
	for v, x := range s.consts {
		if int(x) >= c.vars {
			delete(s.consts, v)
		}
	}
	s.failed, s.err = c.failed, c.err
	return nil
}

// dropFrom removes the trailing propagator ids ≥ first (ids are appended
// in increasing order, so they are all at the end).
func dropFrom(ids []int32, first int32) []int32 {
	n := len(ids)
	for n > 0 && ids[n-1] >= first {
		n--
	}
	return ids[:n]
}
