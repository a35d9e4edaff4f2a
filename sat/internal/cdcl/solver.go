// Package cdcl is deduce's own conflict-driven clause-learning solver,
// modelled on MiniSat 2.2: two watched literals with blockers, first-UIP
// learning with recursive clause minimization, VSIDS on a binary heap,
// phase saving, Luby restarts and activity-based deletion of learned
// clauses. It supports incremental clauses, assumptions and cancellation.
//
// Literals are dense: 2v for variable v (0-based) and 2v+1 for its
// negation, so sat.Lit.Index gives them directly; that index type is
// private, and sat.Lit is the only literal type at the edges. method.go
// registers the engine as sat's "cdcl" method.
package cdcl

import (
	"context"
	"slices"
)

// lit is a dense literal.
type lit uint32

func (l lit) Var() int32 { return int32(l >> 1) }
func (l lit) Not() lit   { return l ^ 1 }

const litUndef = ^lit(0)
const noReason = int32(-1)

// Status of a solve.
type Status int8

const (
	Unknown Status = iota
	Sat
	Unsat
)

// Stats are cumulative counters of the last Solve.
type Stats struct {
	Decisions, Propagations, Conflicts, Restarts, Learned int64
	MaxLevel                                              int
}

type clause struct {
	lits   []lit
	act    float32
	learnt bool
	dead   bool
}

type watcher struct {
	c       int32
	blocker lit
}

// Solver is a CDCL solver. The zero value is not ready: use New.
type Solver struct {
	clauses  []clause
	free     []int32
	learnts  []int32
	nOrig    int
	watches  [][]watcher
	val      []int8 // by literal: 1 true, -1 false, 0 unassigned
	level    []int32
	reason   []int32
	trail    []lit
	trailLim []int32
	qhead    int

	act      []float64
	varInc   float64
	order    varHeap
	polarity []bool // saved phase: true means the last value was false
	claInc   float32

	seen     []int8
	toClear  []lit
	stack    []lit
	learnBuf []lit

	ok          bool // false once the clauses alone are refuted
	maxLearnts  float64
	adjustConfl float64
	adjustCnt   int

	// spare holds storage for the original clauses' literals and first
	// watchers, handed out in chunks: loading a formula then allocates per
	// chunk rather than per clause and per watch list.
	spareLits     []lit
	spareWatchers []watcher

	ctx context.Context
	// MaxConflicts, when positive, ends Solve with Unknown once that many
	// conflicts are reached.
	MaxConflicts int64
	Stats        Stats
	model        []bool
	conflict     []lit // the failed assumptions of the last Unsat (see Conflict)
}

// New returns an empty solver.
func New() *Solver {
	s := &Solver{ok: true, varInc: 1, claInc: 1}
	s.order.act = &s.act
	return s
}

// NumVars is the number of variables (0-based count).
func (s *Solver) NumVars() int { return len(s.level) }

// Okay reports whether the clauses are not yet refuted.
func (s *Solver) Okay() bool { return s.ok }

// Reserve makes variables 0..n-1 exist.
func (s *Solver) Reserve(n int) {
	if k := n - len(s.level); k > 1 { // one allocation per array, not one per doubling
		s.level = slices.Grow(s.level, k)
		s.reason = slices.Grow(s.reason, k)
		s.act = slices.Grow(s.act, k)
		s.polarity = slices.Grow(s.polarity, k)
		s.seen = slices.Grow(s.seen, k)
		s.val = slices.Grow(s.val, 2*k)
		s.watches = slices.Grow(s.watches, 2*k)
		s.order.pos = slices.Grow(s.order.pos, k)
		s.order.heap = slices.Grow(s.order.heap, k)
	}
	for len(s.level) < n {
		v := int32(len(s.level))
		s.level = append(s.level, 0)
		s.reason = append(s.reason, noReason)
		s.act = append(s.act, 0)
		s.polarity = append(s.polarity, true)
		s.seen = append(s.seen, 0)
		s.val = append(s.val, 0, 0)
		s.watches = append(s.watches, nil, nil)
		s.order.grow(int(v) + 1)
		s.order.insert(v)
	}
}

func (s *Solver) decisionLevel() int { return len(s.trailLim) }

// AddClause adds a clause at the root level. It returns false when the
// clauses are now refuted. lits is not kept.
func (s *Solver) AddClause(lits []lit) bool {
	if !s.ok {
		return false
	}
	if s.decisionLevel() > 0 {
		s.cancelUntil(0)
	}
	c := s.litsFor(len(lits))
	copy(c, lits)
	for _, l := range c {
		s.Reserve(int(l.Var()) + 1)
	}
	slices.Sort(c)
	j := 0
	prev := litUndef
	for _, l := range c {
		switch {
		case s.val[l] == 1 || l == prev.Not() && prev != litUndef:
			return true // satisfied or tautology
		case s.val[l] == -1 || l == prev:
			continue
		}
		c[j] = l
		j++
		prev = l
	}
	c = c[:j]
	switch len(c) {
	case 0:
		s.ok = false
	case 1:
		s.enqueue(c[0], noReason)
		s.ok = s.propagate() == noReason
	default:
		s.attach(s.newClause(c, false))
		s.nOrig++
	}
	return s.ok
}

func (s *Solver) newClause(lits []lit, learnt bool) int32 {
	c := clause{lits: lits, learnt: learnt}
	if n := len(s.free); n > 0 {
		cr := s.free[n-1]
		s.free = s.free[:n-1]
		s.clauses[cr] = c
		return cr
	}
	s.clauses = append(s.clauses, c)
	return int32(len(s.clauses) - 1)
}

func (s *Solver) attach(cr int32) {
	c := s.clauses[cr].lits
	s.watch(c[0], watcher{cr, c[1]})
	s.watch(c[1], watcher{cr, c[0]})
}

// watch appends w to l's watch list; an empty list starts with room for a
// few watchers from the spare chunk.
func (s *Solver) watch(l lit, w watcher) {
	ws := s.watches[l]
	if ws == nil {
		const first = 4
		if len(s.spareWatchers) < first {
			s.spareWatchers = make([]watcher, 1024)
		}
		ws, s.spareWatchers = s.spareWatchers[:0:first], s.spareWatchers[first:]
	}
	s.watches[l] = append(ws, w)
}

// litsFor returns room for an original clause of n literals (capacity n,
// so that nothing appends into a neighbour's storage).
func (s *Solver) litsFor(n int) []lit {
	if n > 64 {
		return make([]lit, n)
	}
	if len(s.spareLits) < n {
		s.spareLits = make([]lit, 4096)
	}
	c := s.spareLits[:n:n]
	s.spareLits = s.spareLits[n:]
	return c
}

func (s *Solver) enqueue(l lit, from int32) {
	v := l.Var()
	s.val[l] = 1
	s.val[l^1] = -1
	s.level[v] = int32(s.decisionLevel())
	s.reason[v] = from
	s.trail = append(s.trail, l)
}

// propagate returns the conflicting clause or noReason.
func (s *Solver) propagate() int32 {
	confl := noReason
	for s.qhead < len(s.trail) {
		p := s.trail[s.qhead]
		s.qhead++
		s.Stats.Propagations++
		f := p ^ 1 // now false
		ws := s.watches[f]
		i, j := 0, 0
		for i < len(ws) {
			w := ws[i]
			i++
			if s.val[w.blocker] == 1 {
				ws[j] = w
				j++
				continue
			}
			c := &s.clauses[w.c]
			if c.dead {
				continue
			}
			lits := c.lits
			if lits[0] == f {
				lits[0], lits[1] = lits[1], f
			}
			first := lits[0]
			nw := watcher{w.c, first}
			if first != w.blocker && s.val[first] == 1 {
				ws[j] = nw
				j++
				continue
			}
			moved := false
			for k := 2; k < len(lits); k++ {
				if s.val[lits[k]] != -1 {
					lits[1], lits[k] = lits[k], f
					s.watches[lits[1]] = append(s.watches[lits[1]], nw)
					moved = true
					break
				}
			}
			if moved {
				continue
			}
			ws[j] = nw
			j++
			if s.val[first] == -1 {
				confl = w.c
				s.qhead = len(s.trail)
				for i < len(ws) {
					ws[j] = ws[i]
					i++
					j++
				}
			} else {
				s.enqueue(first, w.c)
			}
		}
		s.watches[f] = ws[:j]
	}
	return confl
}

func (s *Solver) cancelUntil(lvl int) {
	if s.decisionLevel() <= lvl {
		return
	}
	lim := int(s.trailLim[lvl])
	for i := len(s.trail) - 1; i >= lim; i-- {
		l := s.trail[i]
		v := l.Var()
		s.val[l] = 0
		s.val[l^1] = 0
		s.reason[v] = noReason
		s.polarity[v] = l&1 == 1
		s.order.insert(v)
	}
	s.trail = s.trail[:lim]
	s.qhead = lim
	s.trailLim = s.trailLim[:lvl]
}

func (s *Solver) bumpVar(v int32) {
	s.act[v] += s.varInc
	if s.act[v] > 1e100 {
		for i := range s.act {
			s.act[i] *= 1e-100
		}
		s.varInc *= 1e-100
	}
	s.order.increased(v)
}

func (s *Solver) bumpClause(c *clause) {
	c.act += s.claInc
	if c.act > 1e20 {
		for _, cr := range s.learnts {
			s.clauses[cr].act *= 1e-20
		}
		s.claInc *= 1e-20
	}
}

func abstractLevel(l int32) uint32 { return 1 << (uint32(l) & 31) }

// analyze derives the first-UIP clause of a conflict, minimized, with the
// asserting literal first and a literal of the backjump level second.
func (s *Solver) analyze(confl int32) ([]lit, int) {
	learnt := append(s.learnBuf[:0], litUndef)
	pathC := 0
	p := litUndef
	index := len(s.trail) - 1
	for {
		c := &s.clauses[confl]
		if c.learnt {
			s.bumpClause(c)
		}
		lits := c.lits
		if p != litUndef {
			lits = lits[1:]
		}
		for _, q := range lits {
			v := q.Var()
			if s.seen[v] == 0 && s.level[v] > 0 {
				s.bumpVar(v)
				s.seen[v] = 1
				if int(s.level[v]) >= s.decisionLevel() {
					pathC++
				} else {
					learnt = append(learnt, q)
				}
			}
		}
		for s.seen[s.trail[index].Var()] == 0 {
			index--
		}
		p = s.trail[index]
		index--
		confl = s.reason[p.Var()]
		s.seen[p.Var()] = 0
		pathC--
		if pathC <= 0 {
			break
		}
	}
	learnt[0] = p ^ 1

	// Recursive minimization (MiniSat's ccmin mode 2).
	s.toClear = append(s.toClear[:0], learnt...)
	var abstract uint32
	for _, l := range learnt[1:] {
		abstract |= abstractLevel(s.level[l.Var()])
	}
	j := 1
	for _, l := range learnt[1:] {
		if s.reason[l.Var()] == noReason || !s.redundant(l, abstract) {
			learnt[j] = l
			j++
		}
	}
	learnt = learnt[:j]
	for _, l := range s.toClear {
		s.seen[l.Var()] = 0
	}

	bt := 0
	if len(learnt) > 1 {
		mi := 1
		for i := 2; i < len(learnt); i++ {
			if s.level[learnt[i].Var()] > s.level[learnt[mi].Var()] {
				mi = i
			}
		}
		learnt[1], learnt[mi] = learnt[mi], learnt[1]
		bt = int(s.level[learnt[1].Var()])
	}
	s.learnBuf = learnt
	return learnt, bt
}

// redundant reports whether p is implied by the other literals of the
// learned clause (all marked seen).
func (s *Solver) redundant(p lit, abstract uint32) bool {
	s.stack = append(s.stack[:0], p)
	top := len(s.toClear)
	for len(s.stack) > 0 {
		q := s.stack[len(s.stack)-1]
		s.stack = s.stack[:len(s.stack)-1]
		for _, l := range s.clauses[s.reason[q.Var()]].lits[1:] {
			v := l.Var()
			if s.seen[v] != 0 || s.level[v] == 0 {
				continue
			}
			if s.reason[v] != noReason && abstractLevel(s.level[v])&abstract != 0 {
				s.seen[v] = 1
				s.stack = append(s.stack, l)
				s.toClear = append(s.toClear, l)
				continue
			}
			for _, m := range s.toClear[top:] {
				s.seen[m.Var()] = 0
			}
			s.toClear = s.toClear[:top]
			return false
		}
	}
	return true
}

func (s *Solver) locked(cr int32) bool {
	c := s.clauses[cr].lits
	return s.reason[c[0].Var()] == cr && s.val[c[0]] == 1
}

// reduceDB deletes about half of the learned clauses, the least active
// first, keeping binary clauses and reasons; then it sweeps the watch lists.
func (s *Solver) reduceDB() {
	extra := s.claInc / float32(len(s.learnts))
	slices.SortFunc(s.learnts, func(a, b int32) int {
		x, y := &s.clauses[a], &s.clauses[b]
		xl := len(x.lits) > 2 && (len(y.lits) == 2 || x.act < y.act)
		yl := len(y.lits) > 2 && (len(x.lits) == 2 || y.act < x.act)
		switch {
		case xl:
			return -1
		case yl:
			return 1
		}
		return 0
	})
	j := 0
	for i, cr := range s.learnts {
		c := &s.clauses[cr]
		if len(c.lits) > 2 && !s.locked(cr) && (i < len(s.learnts)/2 || c.act < extra) {
			c.dead = true
			continue
		}
		s.learnts[j] = cr
		j++
	}
	s.learnts = s.learnts[:j]
	for l, ws := range s.watches {
		k := 0
		for _, w := range ws {
			if !s.clauses[w.c].dead {
				ws[k] = w
				k++
			}
		}
		s.watches[l] = ws[:k]
	}
	for cr := range s.clauses {
		if c := &s.clauses[cr]; c.dead && c.lits != nil {
			c.lits = nil
			s.free = append(s.free, int32(cr))
		}
	}
}

func (s *Solver) pickBranch() lit {
	for !s.order.empty() {
		v := s.order.removeMax()
		if s.val[2*lit(v)] == 0 {
			if s.polarity[v] {
				return 2*lit(v) + 1
			}
			return 2 * lit(v)
		}
	}
	return litUndef
}

// luby is the Luby sequence scaled by y (MiniSat's).
func luby(y float64, x int) float64 {
	size, seq := 1, 0
	for size < x+1 {
		seq++
		size = 2*size + 1
	}
	for size-1 != x {
		size = (size - 1) >> 1
		seq--
		x = x % size
	}
	r := 1.0
	for range seq {
		r *= y
	}
	return r
}

// stopped polls ctx. It is called at every decision and every 16th
// conflict: a large satisfiable formula can descend thousands of decisions
// without a conflict, each with its propagation, so polling only at
// conflicts let a 60×60 Magnets solve run a second past Ctrl-C. A
// non-blocking receive on Done costs a few nanoseconds.
func (s *Solver) stopped() bool {
	if s.ctx == nil {
		return false
	}
	select {
	case <-s.ctx.Done():
		return true
	default:
		return false
	}
}

// search runs until a restart is due (Unknown), a model (Sat) or a
// refutation (Unsat; under assumptions when ok stays true).
func (s *Solver) search(nofConflicts int, assumptions []lit) Status {
	conflicts := 0
	for {
		confl := s.propagate()
		if confl != noReason {
			s.Stats.Conflicts++
			conflicts++
			if s.decisionLevel() == 0 {
				s.ok = false
				return Unsat
			}
			learnt, bt := s.analyze(confl)
			s.cancelUntil(bt)
			if len(learnt) == 1 {
				s.enqueue(learnt[0], noReason)
			} else {
				cr := s.newClause(append([]lit(nil), learnt...), true)
				s.learnts = append(s.learnts, cr)
				s.attach(cr)
				s.bumpClause(&s.clauses[cr])
				s.enqueue(learnt[0], cr)
			}
			s.Stats.Learned++
			s.varInc /= 0.95
			s.claInc /= 0.999
			if s.adjustCnt--; s.adjustCnt == 0 {
				s.adjustConfl *= 1.5
				s.adjustCnt = int(s.adjustConfl)
				s.maxLearnts *= 1.1
			}
			if conflicts&15 == 0 && s.stopped() || s.MaxConflicts > 0 && int64(s.Stats.Conflicts) >= s.MaxConflicts {
				s.cancelUntil(0)
				return Unknown
			}
			continue
		}
		if conflicts >= nofConflicts {
			s.cancelUntil(0)
			return Unknown
		}
		if float64(len(s.learnts)-len(s.trail)) >= s.maxLearnts {
			s.reduceDB()
		}
		next := litUndef
		for s.decisionLevel() < len(assumptions) {
			p := assumptions[s.decisionLevel()]
			if s.val[p] == 1 {
				s.trailLim = append(s.trailLim, int32(len(s.trail)))
				continue
			}
			if s.val[p] == -1 {
				s.analyzeFinal(p)
				return Unsat // under the assumptions
			}
			next = p
			break
		}
		if next == litUndef {
			if s.stopped() {
				s.cancelUntil(0)
				return Unknown
			}
			next = s.pickBranch()
			if next == litUndef {
				return Sat
			}
			s.Stats.Decisions++
		}
		s.trailLim = append(s.trailLim, int32(len(s.trail)))
		s.Stats.MaxLevel = max(s.Stats.MaxLevel, s.decisionLevel())
		s.enqueue(next, noReason)
	}
}

// Solve decides the clauses under the assumptions. Unsat with Okay() still
// true means unsatisfiable under the assumptions only.
func (s *Solver) Solve(ctx context.Context, assumptions []lit) Status {
	s.Stats = Stats{}
	s.model = nil
	s.conflict = s.conflict[:0]
	if !s.ok {
		return Unsat
	}
	for _, l := range assumptions {
		s.Reserve(int(l.Var()) + 1)
	}
	if ctx.Done() != nil {
		s.ctx = ctx
	}
	defer func() { s.ctx = nil }()
	s.maxLearnts = max(float64(s.nOrig)/3, 100)
	s.adjustConfl = 100
	s.adjustCnt = 100
	st := Unknown
	for restarts := 0; st == Unknown; restarts++ {
		if s.stopped() || s.MaxConflicts > 0 && int64(s.Stats.Conflicts) >= s.MaxConflicts {
			break
		}
		st = s.search(int(luby(2, restarts)*100), assumptions)
		if st == Unknown {
			s.Stats.Restarts++
		}
	}
	if st == Sat {
		s.model = make([]bool, s.NumVars())
		for v := range s.model {
			s.model[v] = s.val[2*v] == 1
		}
	}
	s.cancelUntil(0)
	return st
}

// analyzeFinal records in s.conflict the assumptions that force the
// assumption p false (MiniSat's analyzeFinal): p itself and every decision
// (every decision below the assumptions' levels is an assumption) that the
// implication graph of ¬p reaches.
func (s *Solver) analyzeFinal(p lit) {
	s.conflict = append(s.conflict[:0], p)
	if s.decisionLevel() == 0 {
		return
	}
	s.seen[p.Var()] = 1
	for i := len(s.trail) - 1; i >= int(s.trailLim[0]); i-- {
		l := s.trail[i]
		x := l.Var()
		if s.seen[x] == 0 {
			continue
		}
		if r := s.reason[x]; r == noReason {
			if s.level[x] > 0 {
				s.conflict = append(s.conflict, l)
			}
		} else {
			for _, q := range s.clauses[r].lits[1:] {
				if s.level[q.Var()] > 0 {
					s.seen[q.Var()] = 1
				}
			}
		}
		s.seen[x] = 0
	}
	s.seen[p.Var()] = 0
}

// Conflict returns, after Solve answered Unsat with Okay() still true, the
// failed assumptions: a subset of the assumptions that the clauses refute
// (not necessarily minimal). It is empty when the clauses alone are
// refuted. The slice is reused by the next Solve.
func (s *Solver) Conflict() []lit { return s.conflict }

// Model is the last model: model[v] for 0-based v.
func (s *Solver) Model() []bool { return s.model }
