package fd

// status is what a propagator reports after running.
type status uint8

const (
	fixpoint status = iota // done until a watched variable changes again
	failed                 // a contradiction: the current branch has no solution
	entailed               // always true from here on: retire until backtracking
)

// event is how much a variable changed; a watcher of a weaker event is also
// woken by a stronger one (a fixed variable also changed its bounds and domain).
type event uint8

const (
	evDomain event = iota // some value removed
	evBounds              // the minimum or maximum changed
	evFix                 // one value left
)

// priority orders the queue: cheaper propagators run first.
type priority uint8

const (
	prioUnary  priority = iota // unary and binary constraints
	prioLinear                 // n-ary bounds reasoning, linear in arity
	prioGlobal                 // global constraints, linear or n·d in arity
	prioHeavy                  // matching and flow based filters
	numPrio
)

// propagator is the contract every constraint implements. Propagate prunes
// domains through the Store's primitives. A propagator that changed one of
// its own variables is run again, unless it declares itself idempotent
// (it always leaves its own fixpoint), which saves that second run.
type propagator interface {
	propagate(s *Store) status
}

// idempotent is implemented by propagators that (may) always reach their
// own fixpoint.
type idempotent interface{ idempotent() bool }

type propMeta struct {
	p          propagator
	prio       priority
	idempotent bool
}

// Per-propagator flags, kept apart from propMeta so that waking touches
// one byte per propagator.
const (
	flagQueued uint8 = 1 << iota
	flagDead         // entailed on this branch
)

// watches lists, per variable, the propagators to wake on each event.
type watches struct {
	dom, bnd, fix []int32
	occ           []int32 // each propagator attached to the variable, once
}

type propState struct {
	props     []propMeta
	flags     []uint8
	afc       []uint32 // failures of each propagator, over every search (Weight)
	watch     []watches
	queue     [numPrio][]int32
	qhead     [numPrio]int
	running   int32 // the propagator now running: its own changes only set selfWoken
	selfWoken bool
}

func (s *Store) addVarWatches() { s.watch = append(s.watch, watches{}) }

// addProp registers p; the caller then adds watches and calls schedule.
func (s *Store) addProp(p propagator, prio priority) int32 {
	i, ok := p.(idempotent)
	idem := ok && i.idempotent()
	s.props = append(s.props, propMeta{p: p, prio: prio, idempotent: idem})
	s.flags = append(s.flags, 0)
	s.afc = append(s.afc, 0)
	return int32(len(s.props) - 1)
}

// watchVar wakes propagator id on events on x at least as strong as ev,
// and counts it among x's constraints (for occurrence and ffc).
func (s *Store) watchVar(id int32, x Var, ev event) {
	s.wake(id, x, ev)
	w := &s.watch[x]
	if n := len(w.occ); n == 0 || w.occ[n-1] != id {
		w.occ = append(w.occ, id)
	}
}

// wake registers the watch only.
func (s *Store) wake(id int32, x Var, ev event) {
	w := &s.watch[x]
	switch ev {
	case evDomain:
		w.dom = append(w.dom, id)
	case evBounds:
		w.bnd = append(w.bnd, id)
	default:
		w.fix = append(w.fix, id)
	}
}

// post adds a propagator watching vars on ev, runs it and propagates to a
// fixpoint. A contradiction marks the store failed (there is no trail to
// undo it at the root).
func (s *Store) post(p propagator, prio priority, ev event, vars ...Var) {
	id := s.addProp(p, prio)
	for _, x := range vars {
		s.watchVar(id, x, ev)
	}
	s.schedule(id)
}

// fail records a contradiction found while posting: the store fails and
// the contradiction counts as a backtrack, as SICStus counts it.
func (s *Store) fail() {
	s.clearQueue() // wakes from the pruning that led here are moot
	if !s.failed {
		s.failed = true
		s.stats.Backtracks++
	}
}

// rootPrune completes a pruning made while posting (ok false: it wiped a
// domain out) by propagating it.
func (s *Store) rootPrune(ok bool) {
	if !ok {
		s.fail()
	} else if !s.failed && !s.fixpoint() {
		s.failed = true
	}
}

// postHelper posts a propagator that helps another one of the same
// constraint: it is not counted again among the variables' constraints.
func (s *Store) postHelper(p propagator, prio priority, ev event, vars ...Var) {
	id := s.addProp(p, prio)
	for _, x := range vars {
		s.wake(id, x, ev)
	}
	s.schedule(id)
}

// schedule queues propagator id and runs the queue to a fixpoint.
func (s *Store) schedule(id int32) {
	if s.failed {
		return
	}
	s.enqueue(id)
	if !s.fixpoint() {
		s.failed = true
	}
}

func (s *Store) enqueue(id int32) {
	if s.flags[id] != 0 {
		return
	}
	if id == s.running {
		s.selfWoken = true
		return
	}
	s.flags[id] = flagQueued
	prio := s.props[id].prio
	s.queue[prio] = append(s.queue[prio], id)
}

// notify wakes the watchers of x for an event of strength ev.
func (s *Store) notify(x Var, ev event) {
	w := &s.watch[x]
	if len(w.dom) > 0 {
		s.wakeAll(w.dom)
	}
	if ev >= evBounds {
		if len(w.bnd) > 0 {
			s.wakeAll(w.bnd)
		}
		if ev == evFix && len(w.fix) > 0 {
			s.wakeAll(w.fix)
		}
	}
}

// wakeAll is enqueue over a watch list, with the store's fields loaded once.
func (s *Store) wakeAll(ids []int32) {
	flags, props, running := s.flags, s.props, s.running
	for _, id := range ids {
		if flags[id] != 0 {
			continue
		}
		if id == running {
			s.selfWoken = true
			continue
		}
		flags[id] = flagQueued
		prio := props[id].prio
		s.queue[prio] = append(s.queue[prio], id)
	}
}

// fixpoint runs queued propagators, cheapest first, until none is queued.
// It returns false on a contradiction, with the queue emptied.
func (s *Store) fixpoint() bool {
	for {
		id := s.dequeue()
		if id < 0 {
			return true
		}
		m := &s.props[id]
		s.flags[id] &^= flagQueued
		s.running, s.selfWoken = id, false
		st := m.p.propagate(s)
		s.running = -1
		s.stats.Propagations++
		if st == entailed && s.selfWoken && !m.idempotent {
			st = fixpoint // its verdict may rest on values it changed itself
		}
		switch st {
		case failed:
			s.clearQueue()
			s.stats.Backtracks++
			s.afc[id]++
			return false
		case entailed:
			s.flags[id] |= flagDead
			if len(s.levels) > 0 {
				s.deadTrail = append(s.deadTrail, id)
			}
		default:
			if s.selfWoken && !m.idempotent {
				s.enqueue(id)
			}
		}
	}
}

func (s *Store) dequeue() int32 {
	for p := range s.queue {
		q := s.queue[p]
		if h := s.qhead[p]; h < len(q) {
			s.qhead[p] = h + 1
			return q[h]
		}
		if len(q) > 0 {
			s.queue[p] = q[:0]
			s.qhead[p] = 0
		}
	}
	return -1
}

func (s *Store) clearQueue() {
	for p := range s.queue {
		for _, id := range s.queue[p][s.qhead[p]:] {
			s.flags[id] &^= flagQueued
		}
		s.queue[p] = s.queue[p][:0]
		s.qhead[p] = 0
	}
}

// occurrences counts the live propagators attached to x (for the
// occurrence and ffc labeling options).
func (s *Store) occurrences(x Var) int {
	n := 0
	for _, id := range s.watch[x].occ {
		if s.flags[id]&flagDead == 0 {
			n++
		}
	}
	return n
}
