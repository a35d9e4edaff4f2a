package engine

import "context"

// Unit runs unit propagation alone (thesis algorithms 2, 3).
func (e *Engine) Unit(ctx context.Context) (Status, []bool) {
	if e.start(ctx) {
		return e.finish(Unsat)
	}
	if e.allSatisfied() {
		return e.finish(Sat)
	}
	return e.finish(Unknown)
}

// probe assigns l, propagates, undoes, and reports whether l failed.
func (e *Engine) probe(l lit) bool {
	mark := len(e.trail)
	e.Stats.Decisions++
	e.assign(l)
	failed := e.propagate()
	e.undo(mark)
	return failed
}

// fix assigns l at the root after its negation failed; it reports a
// conflict (the formula is refuted).
func (e *Engine) fix(l lit) bool {
	e.assign(l)
	return e.propagate()
}

// failedLiteralSweeps runs the thesis's failed-literal loop to a fixpoint.
// It returns Unsat when refuted, Unknown otherwise (or when stopped).
func (e *Engine) failedLiteralSweeps() (Status, error) {
	for progress := true; progress; {
		progress = false
		for v := 1; v <= e.nvars; v++ {
			if e.stopped() {
				return Unknown, errStopped
			}
			if e.assigned(v) {
				continue
			}
			p := Pos(v)
			if e.probe(p) {
				progress = true
				if e.fix(p.Not()) {
					return Unsat, nil
				}
			} else if e.probe(p.Not()) {
				progress = true
				if e.fix(p) {
					return Unsat, nil // cannot happen: p just propagated without conflict
				}
			}
		}
	}
	return Unknown, nil
}

// FailedLiteral runs the failed-literal rule (thesis algorithms 4, 5).
func (e *Engine) FailedLiteral(ctx context.Context) (Status, []bool) {
	if e.start(ctx) {
		return e.finish(Unsat)
	}
	if st, err := e.failedLiteralSweeps(); st == Unsat || err != nil {
		return e.finish(st)
	}
	if e.allSatisfied() {
		return e.finish(Sat)
	}
	return e.finish(Unknown)
}

// BinaryFailedLiteral runs the binary failed-literal rule (thesis
// algorithms 6, 7).
func (e *Engine) BinaryFailedLiteral(ctx context.Context) (Status, []bool) {
	if e.start(ctx) {
		return e.finish(Unsat)
	}
	if st, err := e.failedLiteralSweeps(); st == Unsat || err != nil {
		return e.finish(st)
	}
	if e.allSatisfied() {
		return e.finish(Sat)
	}
	for progress := true; progress; {
		progress = false
		for v := 1; v <= e.nvars; v++ {
			if e.stopped() {
				return e.finish(Unknown)
			}
			if e.assigned(v) {
				continue
			}
			p := Pos(v)
			if e.probe(p) {
				progress = true
				if e.fix(p.Not()) {
					return e.finish(Unsat)
				}
				continue
			}
			if e.probe(p.Not()) {
				progress = true
				if e.fix(p) {
					return e.finish(Unsat)
				}
				continue
			}
			for _, pv := range []lit{p, p.Not()} {
				added, err := e.probePairs(v, pv)
				if err != nil {
					return e.finish(Unknown)
				}
				progress = progress || added
			}
		}
	}
	if e.allSatisfied() {
		return e.finish(Sat)
	}
	return e.finish(Unknown)
}

// probePairs assumes pv (a value of v) and probes both values of every
// later variable q still open under it. A failing pair (pv, q=b) adds the
// clause (¬pv ∨ ¬(q=b)), which at once forces q under pv. It stops early
// when pv itself fails: the next sweep fixes v.
func (e *Engine) probePairs(v int, pv lit) (added bool, err error) {
	mark := len(e.trail)
	defer e.undo(mark)
	e.Stats.Decisions++
	e.assign(pv)
	if e.propagate() {
		return false, nil // cannot happen: pv was just probed successfully
	}
	for q := v + 1; q <= e.nvars; q++ {
		if e.stopped() {
			return added, errStopped
		}
		for _, lq := range []lit{Pos(q), Pos(q).Not()} {
			if e.assigned(q) {
				break
			}
			if !e.probe(lq) {
				continue
			}
			added = true
			e.attach([]lit{lq.Not(), pv.Not()})
			e.assign(lq.Not()) // the new clause is unit under pv
			e.Stats.Propagations++
			if e.propagate() {
				return added, nil
			}
		}
	}
	return added, nil
}
