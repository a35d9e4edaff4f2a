package engine

// tracker keeps the best-* strategies' variable scores current: score[v]
// is the number of qualifying clauses (open, and non-Horn resp. with more
// than two unassigned literals) in which v is unassigned. It is updated on
// every assignment and undo through occurrence lists, so a choice costs a
// pass over the variables instead of a pass over the formula; the choice
// is the same as the thesis's full count.
type tracker struct {
	strat    Strategy
	occ      [][]int32 // by literal: original clauses containing it
	nTrue    []int32   // by clause
	nOpen    []int32
	nOpenPos []int32
	score    []int32 // by variable
}

func (t *tracker) qualifies(c int32) bool {
	if t.nTrue[c] > 0 {
		return false
	}
	if t.strat == BestNon2SAT {
		return t.nOpen[c] > 2
	}
	return t.nOpenPos[c] > 1
}

// add adds delta to the score of every unassigned variable of clause c.
func (t *tracker) add(e *Engine, c int32, delta int32) {
	for _, l := range e.orig[c] {
		if e.val[l] == 0 {
			t.score[l.Var()] += delta
		}
	}
}

// startTracking builds the tracker from the current assignment.
func (e *Engine) startTracking(s Strategy) {
	t := &tracker{strat: s, occ: make([][]int32, 2*e.nvars), score: make([]int32, e.nvars+1)}
	m := len(e.orig)
	t.nTrue, t.nOpen, t.nOpenPos = make([]int32, m), make([]int32, m), make([]int32, m)
	for ci, c := range e.orig {
		for _, l := range c {
			t.occ[l] = append(t.occ[l], int32(ci))
			switch e.val[l] {
			case 1:
				t.nTrue[ci]++
			case 0:
				t.nOpen[ci]++
				if !l.Neg() {
					t.nOpenPos[ci]++
				}
			}
		}
		if t.qualifies(int32(ci)) {
			t.add(e, int32(ci), 1)
		}
	}
	e.track = t
}

// onAssign runs after l became true.
func (t *tracker) onAssign(e *Engine, l lit) {
	v := l.Var()
	for _, c := range t.occ[l] {
		if t.qualifies(c) {
			t.add(e, c, -1)
			t.score[v]--
		}
		t.nTrue[c]++
		t.nOpen[c]--
		if !l.Neg() {
			t.nOpenPos[c]--
		}
	}
	f := l ^ 1
	for _, c := range t.occ[f] {
		was := t.qualifies(c)
		t.nOpen[c]--
		if !f.Neg() {
			t.nOpenPos[c]--
		}
		if was {
			t.score[v]--
			if !t.qualifies(c) {
				t.add(e, c, -1)
			}
		}
	}
}

// onUnassign runs before l is unassigned; it mirrors onAssign.
func (t *tracker) onUnassign(e *Engine, l lit) {
	v := l.Var()
	f := l ^ 1
	for _, c := range t.occ[f] {
		now := t.qualifies(c)
		t.nOpen[c]++
		if !f.Neg() {
			t.nOpenPos[c]++
		}
		if t.qualifies(c) {
			if !now {
				t.add(e, c, 1)
			}
			t.score[v]++
		}
	}
	for _, c := range t.occ[l] {
		t.nTrue[c]--
		t.nOpen[c]++
		if !l.Neg() {
			t.nOpenPos[c]++
		}
		if t.qualifies(c) {
			t.add(e, c, 1)
			t.score[v]++
		}
	}
}

// best returns the unassigned variable with the highest positive score,
// the lowest on ties, or 0.
func (t *tracker) best(e *Engine) int {
	v, best := 0, int32(0)
	for u := 1; u <= e.nvars; u++ {
		if t.score[u] > best {
			v, best = u, t.score[u]
		}
	}
	return v
}
