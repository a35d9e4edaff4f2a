// Package norm normalizes clauses for the library back ends (cdcl-gini,
// cdcl-card), whose libraries misbehave on repeated literals and
// tautologies, without allocating per clause.
package norm

import "deduce/sat"

// Normalizer drops duplicate literals and detects tautologies without
// allocating per clause.
type Normalizer struct {
	seen []int8 // by variable: 0 unseen, +1 positive, -1 negative seen
	buf  []sat.Lit
}

// Clause returns lits without repeated literals, and whether they hold a
// literal and its negation (a tautology). The result is n's buffer, valid
// until the next call. A zero literal panics, as [sat.CNF.Add] does.
func (n *Normalizer) Clause(lits []sat.Lit) (sat.Clause, bool) {
	n.buf = n.buf[:0]
	taut := false
	for _, l := range lits {
		if l == 0 {
			panic("sat: zero literal in clause")
		}
		v := int(l.Var())
		if v >= len(n.seen) {
			n.seen = append(n.seen, make([]int8, v+1-len(n.seen))...)
		}
		sign := int8(1)
		if l < 0 {
			sign = -1
		}
		switch n.seen[v] {
		case 0:
			n.seen[v] = sign
			n.buf = append(n.buf, l)
		case -sign:
			taut = true
		}
	}
	for _, l := range n.buf {
		n.seen[l.Var()] = 0
	}
	for _, l := range lits {
		n.seen[l.Var()] = 0
	}
	return n.buf, taut
}
