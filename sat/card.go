package sat

// Cardinality encodings. Each one adds clauses (and fresh variables) to a
// CNF. Every encoding here defines its aux variables in both directions, so
// they are functions of the input literals: projecting them away never
// changes a model count, and unit propagation from a full assignment of the
// inputs fixes every aux variable.

// pairwiseMax is the largest at-most-one written pairwise (n(n-1)/2 binary
// clauses, no aux, the strongest for propagation). The two-way counter
// needs about 8n clauses, so it only wins beyond 16.
const pairwiseMax = 16

// AtMostOne adds Σ lits ≤ 1: pairwise for a few literals, else a sequential
// counter.
func AtMostOne(f *CNF, lits ...Lit) {
	if len(lits) <= pairwiseMax {
		for i := range lits {
			for j := i + 1; j < len(lits); j++ {
				f.Add(-lits[i], -lits[j])
			}
		}
		return
	}
	AtMostK(f, EncSequential, 1, lits...)
}

// ExactlyOne adds Σ lits = 1 (one clause plus [AtMostOne]).
func ExactlyOne(f *CNF, lits ...Lit) {
	f.Add(lits...)
	AtMostOne(f, lits...)
}

// AtMostK adds Σ lits ≤ k with the chosen encoding.
func AtMostK(f *CNF, enc Encoding, k int, lits ...Lit) {
	Encode(f, enc, Card{Lits: lits, Op: AtMost, K: k})
}

// AtLeastK adds Σ lits ≥ k with the chosen encoding.
func AtLeastK(f *CNF, enc Encoding, k int, lits ...Lit) {
	Encode(f, enc, Card{Lits: lits, Op: AtLeast, K: k})
}

// ExactlyK adds Σ lits = k with the chosen encoding.
func ExactlyK(f *CNF, enc Encoding, k int, lits ...Lit) {
	Encode(f, enc, Card{Lits: lits, Op: Exactly, K: k})
}

// Encode adds the clauses of c to f with the chosen encoding. Aux
// variables are allocated after f.NumVars, which first grows to cover the
// constraint's own literals.
func Encode(f *CNF, enc Encoding, c Card) {
	for _, l := range c.Lits {
		if l == 0 {
			panic("sat: zero literal in cardinality constraint")
		}
		if v := int(l.Var()); v > f.NumVars {
			f.NumVars = v
		}
	}
	n := len(c.Lits)
	lo, hi := c.K, c.K // bounds on the count
	switch c.Op {
	case AtMost:
		lo = 0
	case AtLeast:
		hi = n
	}
	if lo < 0 {
		lo = 0
	}
	if hi > n {
		hi = n
	}
	switch {
	case lo > hi: // k out of range: unsatisfiable
		f.Add()
		return
	case lo == 0 && hi == n: // always true
		return
	case hi == 0:
		for _, l := range c.Lits {
			f.Add(-l)
		}
		return
	case lo == n:
		for _, l := range c.Lits {
			f.Add(l)
		}
		return
	}
	if enc == EncDefault {
		if hi == 1 && n <= pairwiseMax {
			if lo == 1 {
				ExactlyOne(f, c.Lits...)
			} else {
				AtMostOne(f, c.Lits...)
			}
			return
		}
		enc = EncTotalizer
	}
	if lo == 1 && hi == n { // at-least-one is a clause
		f.Add(c.Lits...)
		return
	}
	// Count up to hi+1 (to forbid hi+1) or to lo (to require lo).
	m := lo
	if hi < n {
		m = hi + 1
	}
	w := clauseWriter{f}
	var out []Lit // out[j-1] ⇔ at least j literals are true, j = 1..m
	if enc == EncSequential {
		out = sequential(w, c.Lits, m)
	} else {
		out = totalizer(w, c.Lits, m)
	}
	if hi < n {
		w.add(out[hi].Not())
	}
	if lo > 0 {
		w.add(out[lo-1])
	}
}

// Constant pseudo-literals used while building encodings; clauseWriter
// simplifies them away.
const (
	litTrue  Lit = 1<<31 - 1
	litFalse Lit = -litTrue
)

type clauseWriter struct{ f *CNF }

// add adds a clause after dropping false constants; a true constant
// satisfies (drops) the clause.
func (w clauseWriter) add(lits ...Lit) {
	out := make(Clause, 0, len(lits))
	for _, l := range lits {
		switch l {
		case litTrue:
			return
		case litFalse:
		default:
			out = append(out, l)
		}
	}
	// Inputs and aux variables are all within f.NumVars (see Encode).
	w.f.Clauses = append(w.f.Clauses, out)
}

// sequential builds Sinz's counter registers R[i][j] ⇔ "at least j of the
// first i literals", for j ≤ m, and returns R[n][1..m].
func sequential(w clauseWriter, x []Lit, m int) []Lit {
	prev := make([]Lit, m+1) // R[i-1][0..m]
	cur := make([]Lit, m+1)
	prev[0] = litTrue
	for j := 1; j <= m; j++ {
		prev[j] = litFalse
	}
	for i := 1; i <= len(x); i++ {
		cur[0] = litTrue
		xi := x[i-1]
		for j := 1; j <= m; j++ {
			if j > i {
				cur[j] = litFalse
				continue
			}
			r := w.f.NewVar().Pos()
			cur[j] = r
			// R[i][j] ⇔ R[i-1][j] ∨ (R[i-1][j-1] ∧ x_i)
			w.add(prev[j].Not(), r)
			w.add(prev[j-1].Not(), xi.Not(), r)
			w.add(r.Not(), prev[j], prev[j-1])
			w.add(r.Not(), prev[j], xi)
		}
		prev, cur = cur, prev
	}
	return append([]Lit(nil), prev[1:]...)
}

// totalizer builds Bailleux and Boufkhad's unary adder tree, saturating each
// node's count at m, and returns the root's outputs o[1..m'] (m' = min(m, n)).
func totalizer(w clauseWriter, x []Lit, m int) []Lit {
	if len(x) == 1 {
		return []Lit{x[0]}
	}
	a := totalizer(w, x[:len(x)/2], m)
	b := totalizer(w, x[len(x)/2:], m)
	co := min(len(a)+len(b), m)
	o := make([]Lit, co)
	for i := range o {
		o[i] = w.f.NewVar().Pos()
	}
	// at(v, i) is the i-th output of a child: true for i = 0, false past the
	// child's exact count.
	at := func(v []Lit, i int) Lit {
		if i == 0 {
			return litTrue
		}
		if i > len(v) {
			return litFalse
		}
		return v[i-1]
	}
	for i := 0; i <= len(a); i++ {
		for j := 0; j <= len(b); j++ {
			t := i + j
			if t >= 1 { // a ≥ i ∧ b ≥ j → o ≥ i+j
				w.add(at(a, i).Not(), at(b, j).Not(), o[min(t, co)-1])
			}
			if t+1 <= co { // a ≤ i ∧ b ≤ j → o ≤ i+j
				w.add(at(a, i+1), at(b, j+1), o[t].Not())
			}
		}
	}
	return o
}
