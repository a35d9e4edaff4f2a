package engine

import "context"

// Strategy is the thesis's choice of branching variable (its searchType).
type Strategy int8

const (
	Backtrack    Strategy = iota // thesis 8, 9
	FirstNonHorn                 // thesis 10, 11
	FirstNon2SAT                 // thesis 12, 13
	BestNonHorn                  // thesis 14, 15
	BestNon2SAT                  // thesis 16, 17
)

// debugChoose, when set by a test, sees every choice point.
var debugChoose func(e *Engine, s Strategy, scan int)

// frame is one guess on the search path.
type frame struct {
	v       int
	flipped bool // the true branch failed; v is now false
	mark    int  // trail length before the guess
	scan    int  // where the guess's clause was found (first-* strategies)
}

// Search runs the backtracking solver with the given strategy.
func (e *Engine) Search(ctx context.Context, s Strategy) (Status, []bool) {
	if e.start(ctx) {
		return e.finish(Unsat)
	}
	var path []frame
	if s == BestNonHorn || s == BestNon2SAT {
		e.startTracking(s)
	}
	for {
		if e.stopped() {
			return e.finish(Unknown)
		}
		scan := 0
		if len(path) > 0 {
			scan = path[len(path)-1].scan
		}
		if debugChoose != nil {
			debugChoose(e, s, scan)
		}
		v, at := e.choose(s, scan)
		failed := false
		if v == 0 {
			// No branching variable: the open clauses are all satisfied
			// (Backtrack), Horn, or 2-SAT; finish the branch.
			switch s {
			case Backtrack:
				return e.finish(Sat)
			case FirstNonHorn, BestNonHorn:
				if e.hornLeaf() {
					return e.finish(Sat)
				}
			default:
				if e.twoSATLeaf() {
					return e.finish(Sat)
				}
			}
			e.Stats.Conflicts++
			failed = true
		} else {
			path = append(path, frame{v: v, mark: len(e.trail), scan: at})
			e.Stats.Decisions++
			e.Stats.MaxDepth = max(e.Stats.MaxDepth, len(path))
			e.assign(Pos(v))
			failed = e.propagate()
		}
		for failed {
			if len(path) == 0 {
				return e.finish(Unsat)
			}
			top := &path[len(path)-1]
			e.undo(top.mark)
			if top.flipped {
				path = path[:len(path)-1]
				continue
			}
			top.flipped = true
			e.assign(Pos(top.v).Not())
			failed = e.propagate()
		}
	}
}

// choose returns the branching variable (0 for none) and, for the first-*
// strategies, the index of the clause it came from.
func (e *Engine) choose(s Strategy, scan int) (v, at int) {
	if e.track != nil {
		return e.track.best(e), 0
	}
	return e.chooseScan(s, scan, nil)
}

// chooseScan is the thesis's choice by a pass over the clauses; the best-*
// strategies use it only to check the tracker (counts must then be given).
func (e *Engine) chooseScan(s Strategy, scan int, counts []int32) (v, at int) {
	switch s {
	case Backtrack:
		for i := scan; i < len(e.orig); i++ {
			c := e.orig[i]
			if e.satisfied(c) {
				continue
			}
			for _, l := range c {
				if e.val[l] == 0 {
					return l.Var(), i
				}
			}
		}
	case FirstNonHorn, FirstNon2SAT:
		for i := scan; i < len(e.orig); i++ {
			c := e.orig[i]
			if e.satisfied(c) {
				continue
			}
			n, last := 0, 0
			for _, l := range c {
				if e.val[l] == 0 && (s == FirstNon2SAT || !l.Neg()) {
					n++
					last = l.Var()
				}
			}
			if (s == FirstNonHorn && n > 1) || (s == FirstNon2SAT && n > 2) {
				return last, i
			}
		}
	case BestNonHorn, BestNon2SAT:
		clear(counts)
		for _, c := range e.orig {
			if e.satisfied(c) {
				continue
			}
			open, pos := 0, 0
			for _, l := range c {
				if e.val[l] == 0 {
					open++
					if !l.Neg() {
						pos++
					}
				}
			}
			if (s == BestNonHorn && pos > 1) || (s == BestNon2SAT && open > 2) {
				for _, l := range c {
					if e.val[l] == 0 {
						counts[l.Var()]++
					}
				}
			}
		}
		best := int32(0)
		for u := 1; u <= e.nvars; u++ {
			if counts[u] > best {
				best, v = counts[u], u
			}
		}
		return v, 0
	}
	return 0, 0
}

// residual collects the open clauses restricted to their unassigned
// literals.
func (e *Engine) residual() [][]lit {
	var out [][]lit
	for _, c := range e.orig {
		if e.satisfied(c) {
			continue
		}
		var r []lit
		for _, l := range c {
			if e.val[l] == 0 {
				r = append(r, l)
			}
		}
		out = append(out, r)
	}
	return out
}

// hornLeaf solves the open clauses, all Horn, with the linear Horn-SAT
// solver and puts its model on the trail.
func (e *Engine) hornLeaf() bool {
	ok, trueVars := HornSAT(e.residual())
	if !ok {
		return false
	}
	for _, v := range trueVars {
		e.assign(Pos(v))
	}
	return true // everything else stays unassigned, i.e. false
}

// twoSATLeaf solves the open clauses, all of two literals, with the SCC
// 2-SAT solver and puts its model on the trail.
func (e *Engine) twoSATLeaf() bool {
	ok, lits := TwoSAT(e.residual())
	if !ok {
		return false
	}
	for _, l := range lits {
		if e.val[l] == 0 {
			e.assign(l)
		}
	}
	return true
}
