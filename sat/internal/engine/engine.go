package engine

import (
	"context"
	"errors"
)

// lit is a dense literal index: 2(v-1) for variable v, 2(v-1)+1 for ¬v.
type lit uint32

// Var is the variable of l, 1-based.
func (l lit) Var() int { return int(l>>1) + 1 }

// Neg reports whether l is a negative literal.
func (l lit) Neg() bool { return l&1 == 1 }

// Not is the negation of l.
func (l lit) Not() lit { return l ^ 1 }

// Pos is the positive literal of variable v.
func Pos(v int) lit { return lit(2 * (v - 1)) }

// Status of a run.
type Status int8

const (
	Unknown Status = iota
	Sat
	Unsat
)

// Stats are the counters of the last run.
type Stats struct {
	Decisions, Propagations, Conflicts int64
	MaxDepth                           int
	Clauses, UnitRemoved               int // thesis 6.1
}

// errStopped ends a run when its context is done.
var errStopped = errors.New("stopped")

// Engine holds a formula and runs the algorithms on it. Clauses may be added
// between runs. The zero value is an empty formula.
type Engine struct {
	nvars   int
	orig    [][]lit // clauses of ≥ 2 literals in insertion order, literal order kept (the strategies scan these)
	units   []lit   // unit clauses
	empty   bool    // an empty clause was added
	taut    int     // tautologies dropped
	nadded  int     // clauses added, all kinds
	clauses [][]lit // watched copies: orig, then clauses learned during a run
	watches [][]int32
	val     []int8 // by literal: 1 true, -1 false, 0 unassigned
	trail   []lit
	qhead   int
	seen    []int8

	track *tracker // scores for the best-* strategies, nil otherwise

	ctx   context.Context
	ticks int
	Stats Stats
}

// NumVars is the largest variable seen or reserved.
func (e *Engine) NumVars() int { return e.nvars }

// Reserve makes variables 1..n exist.
func (e *Engine) Reserve(n int) {
	if n > e.nvars {
		e.nvars = n
	}
}

// AddClause adds a clause given as dense literals. Duplicates are dropped
// and tautologies ignored.
func (e *Engine) AddClause(lits []lit) {
	e.nadded++
	c := make([]lit, 0, len(lits))
	for _, l := range lits {
		if l.Var() > e.nvars {
			e.nvars = l.Var()
		}
		dup := false
		for _, m := range c {
			if m == l {
				dup = true
			}
			if m == l.Not() {
				e.taut++
				return
			}
		}
		if !dup {
			c = append(c, l)
		}
	}
	switch len(c) {
	case 0:
		e.empty = true
	case 1:
		e.units = append(e.units, c[0])
	default:
		e.orig = append(e.orig, c)
	}
}

// reset prepares a run: fresh assignment, watches over the original clauses.
// It returns false when ctx ended before every clause was watched.
func (e *Engine) reset(ctx context.Context) bool {
	e.track = nil
	e.ctx = ctx
	e.ticks = 0
	e.Stats = Stats{Clauses: e.nadded}
	n := 2 * e.nvars
	e.val = make([]int8, n)
	e.seen = make([]int8, e.nvars+1)
	e.trail = e.trail[:0]
	e.qhead = 0
	e.watches = make([][]int32, n)
	e.clauses = e.clauses[:0]
	for i, c := range e.orig {
		// Copying millions of clauses takes seconds: stop with ctx. The
		// watches then cover only some clauses, which is harmless: the
		// callers poll stopped() before any answer but a refutation, and a
		// refutation from some clauses holds for all of them.
		if i&4095 == 4095 && e.ctx != nil && e.ctx.Err() != nil {
			return false
		}
		e.attach(append([]lit(nil), c...))
	}
	return true
}

// attach adds a clause (≥ 2 literals) to the watched set, watching c[0], c[1].
func (e *Engine) attach(c []lit) int {
	i := int32(len(e.clauses))
	e.clauses = append(e.clauses, c)
	e.watches[c[0]] = append(e.watches[c[0]], i)
	e.watches[c[1]] = append(e.watches[c[1]], i)
	return int(i)
}

func (e *Engine) assign(l lit) {
	e.val[l] = 1
	e.val[l^1] = -1
	e.trail = append(e.trail, l)
	if e.track != nil {
		e.track.onAssign(e, l)
	}
}

func (e *Engine) assigned(v int) bool { return e.val[Pos(v)] != 0 }

// undo unassigns the trail back to length n.
func (e *Engine) undo(n int) {
	for i := len(e.trail) - 1; i >= n; i-- {
		l := e.trail[i]
		if e.track != nil {
			e.track.onUnassign(e, l)
		}
		e.val[l] = 0
		e.val[l^1] = 0
	}
	e.trail = e.trail[:n]
	e.qhead = n
}

// propagate runs unit propagation over the trail's unprocessed literals and
// reports whether it met a falsified clause.
func (e *Engine) propagate() (conflict bool) {
	for e.qhead < len(e.trail) {
		p := e.trail[e.qhead]
		e.qhead++
		f := p ^ 1 // the literal that just became false
		ws := e.watches[f]
		i, j := 0, 0
		for i < len(ws) {
			ci := ws[i]
			i++
			c := e.clauses[ci]
			if c[0] == f {
				c[0], c[1] = c[1], f
			}
			if e.val[c[0]] == 1 {
				ws[j] = ci
				j++
				continue
			}
			moved := false
			for k := 2; k < len(c); k++ {
				if e.val[c[k]] != -1 {
					c[1], c[k] = c[k], f
					e.watches[c[1]] = append(e.watches[c[1]], ci)
					moved = true
					break
				}
			}
			if moved {
				continue
			}
			ws[j] = ci
			j++
			if e.val[c[0]] == -1 {
				for i < len(ws) {
					ws[j] = ws[i]
					i++
					j++
				}
				e.watches[f] = ws[:j]
				e.qhead = len(e.trail)
				e.Stats.Conflicts++
				return true
			}
			e.assign(c[0])
			e.Stats.Propagations++
		}
		e.watches[f] = ws[:j]
	}
	return false
}

// start resets and propagates the unit clauses at the root. It fills the
// thesis 6.1 statistics and reports whether the formula is already refuted.
func (e *Engine) start(ctx context.Context) (refuted bool) {
	if !e.reset(ctx) {
		return e.empty // stopped: the caller's first stopped() says so
	}
	refuted = e.empty
	for _, u := range e.units {
		if refuted {
			break
		}
		switch e.val[u] {
		case -1:
			refuted = true
		case 0:
			e.assign(u)
		}
	}
	if !refuted {
		refuted = e.propagate()
	}
	if refuted {
		e.Stats.UnitRemoved = e.Stats.Clauses
	} else {
		e.Stats.UnitRemoved = len(e.units) + e.taut
		for _, c := range e.orig {
			if e.satisfied(c) {
				e.Stats.UnitRemoved++
			}
		}
	}
	return refuted
}

func (e *Engine) satisfied(c []lit) bool {
	for _, l := range c {
		if e.val[l] == 1 {
			return true
		}
	}
	return false
}

// allSatisfied reports whether every clause is satisfied by the trail.
func (e *Engine) allSatisfied() bool {
	for _, c := range e.orig {
		if !e.satisfied(c) {
			return false
		}
	}
	return true
}

// stopped polls the context at every call: on a large formula (7 million
// clauses for a 32×32 Close or Far) one probe costs milliseconds, so polling
// every 256th let a solve run half a second past its deadline. A
// non-blocking receive on Done costs a few nanoseconds.
func (e *Engine) stopped() bool {
	e.ticks++
	if e.ctx == nil {
		return false
	}
	select {
	case <-e.ctx.Done():
		return true
	default:
		return false
	}
}

// Model returns the current assignment as model[v], unassigned as false.
func (e *Engine) model() []bool {
	m := make([]bool, e.nvars+1)
	for v := 1; v <= e.nvars; v++ {
		m[v] = e.val[Pos(v)] == 1
	}
	return m
}

// finish ends a run: the model when Sat, and a clean slate for the next run.
func (e *Engine) finish(st Status) (Status, []bool) {
	var m []bool
	if st == Sat {
		m = e.model()
	}
	e.track = nil
	e.undo(0)
	e.ctx = nil
	return st, m
}
