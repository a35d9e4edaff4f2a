package logicgrid

import "deduce/sat"

// The thesis's C program's encodings (Encoding SmallC and ExtendedC), from
// the code listing of its appendix (clauseMaker.c: getBigClauses,
// getSmallClauses, smallIf, bigIf). Where the program and the printed
// formulas of sections 4.3-4.6 differ, these follow the program; where the
// program is wrong, they do not copy the error (README, "departures"):
//
//   - smallIf, first atom in the first domain and the second pair outside
//     it, writes the first literal negative whatever term1 says, so a
//     "}" clue (if A is not B then C is D) there reads "if A is B"; we
//     encode the clue's meaning, as the printed ImplyFT does.
//   - An atom over two items of one domain (a clue item inside the ordered
//     domain) is, in the program, a variable no clause constrains; we use
//     the constant, as for the printed encodings (doc.go).

// cBaseClauses is the clause count of the C program's extended base, as its
// counting step computes it: reflexive clauses for every ordered pair of
// domains in both directions (2·m(m−1)n², each equivalence written twice),
// the transitive property in two forms per ordered triple of domains
// (2·m(m−1)(m−2)n³), at-least-one per item and other domain (m(m−1)n) and
// at-most-one (m(m−1)n·n(n−1)/2). The printed formulas give
// m(m−1)n² + m(m−1)(m−2)n³ for the first two (BaseClauses(Extended)).
func cBaseClauses(m, n int) int {
	return 2*m*(m-1)*n*n + 2*m*(m-1)*(m-2)*n*n*n + m*(m-1)*n + m*(m-1)*n*n*(n-1)/2
}

// cExtendedBase writes getBigClauses's base in its order.
func (x *Encoded) cExtendedBase() {
	m, n := x.m, x.n
	for a := 0; a < m; a++ {
		for b := 0; b < n; b++ {
			if x.stopped() { // stops with EncodeContext: 2 domains of 400 items are 6·10^7 clauses
				return
			}
			for c := 0; c < m; c++ {
				if a == c {
					continue
				}
				for d := 0; d < n; d++ {
					x.CNF.Add(-x.M(a, b, c, d), x.M(c, d, a, b))
					x.CNF.Add(-x.M(c, d, a, b), x.M(a, b, c, d))
				}
			}
		}
	}
	// objA is objB and objA is objC implies objB is objC, in two forms.
	for a := 0; a < m; a++ {
		for b := 0; b < n; b++ {
			if x.stopped() { // stops with EncodeContext: 2 domains of 400 items are 6·10^7 clauses
				return
			}
			for c := 0; c < m; c++ {
				for d := 0; d < n; d++ {
					for e := 0; e < m; e++ {
						for f := 0; f < n; f++ {
							if a == c || a == e || c == e {
								continue
							}
							x.CNF.Add(-x.M(a, b, c, d), -x.M(a, b, e, f), x.M(c, d, e, f))
							x.CNF.Add(-x.M(a, b, c, d), x.M(a, b, e, f), -x.M(c, d, e, f))
						}
					}
				}
			}
		}
	}
	for a := 0; a < m; a++ {
		for b := 0; b < n; b++ {
			if x.stopped() { // stops with EncodeContext: 2 domains of 400 items are 6·10^7 clauses
				return
			}
			for c := 0; c < m; c++ {
				if a == c {
					continue
				}
				row := make([]sat.Lit, n)
				for d := 0; d < n; d++ {
					row[d] = x.M(a, b, c, d)
				}
				x.CNF.Add(row...)
			}
		}
	}
	for a := 0; a < m; a++ {
		for b := 0; b < n; b++ {
			if x.stopped() { // stops with EncodeContext: 2 domains of 400 items are 6·10^7 clauses
				return
			}
			for c := 0; c < m; c++ {
				if a == c {
					continue
				}
				for d := 0; d < n; d++ {
					for e := d + 1; e < n; e++ {
						x.CNF.Add(-x.M(a, b, c, d), -x.M(a, b, c, e))
					}
				}
			}
		}
	}
}

// cOrdered writes the program's clauses of the ordered clues (clue types 2
// "$A:B:k", 3 "$A:B" and 7 "%A:B:k").
func (x *Encoded) cOrdered(c Clue) {
	a1, a2, d, n, k := c.Items[0], c.Items[1], c.Domain, x.n, c.K
	x.clueVal(false, a1, a2)
	switch c.Kind {
	case LessBy:
		for it := 0; it < n; it++ {
			if it+k < n {
				x.imply(a1, at(d, it), a2, at(d, it+k))
			} else {
				x.clueVal(false, a1, at(d, it))
				x.clueVal(false, a2, at(d, n-it-1))
			}
		}
	case Less:
		for i := 0; i < n; i++ {
			for j := i - 1; j >= 0; j-- {
				x.implyTF(a1, at(d, i), a2, at(d, j))
			}
		}
		x.clueVal(false, a1, at(d, n-1))
		x.clueVal(false, a2, at(d, 0))
	case Apart:
		for i := 0; i < n; i++ {
			low, high := i-k, i+k
			switch {
			case low < 0 && high >= n:
				x.clueVal(false, a1, at(d, i))
				x.clueVal(false, a2, at(d, i))
			case low < 0:
				x.imply(a1, at(d, i), a2, at(d, high))
				x.imply(a2, at(d, i), a1, at(d, high))
			case high >= n:
				x.imply(a1, at(d, i), a2, at(d, low))
				x.imply(a2, at(d, i), a1, at(d, low))
			default:
				// getBigClauses bars every other position j; getSmallClauses
				// only j > i (the pairs j < i are barred from j's side).
				from := 0
				if x.Encoding == SmallC {
					from = i + 1
				}
				for j := from; j < n; j++ {
					if j != low && j != i && j != high {
						x.implyTF(a1, at(d, i), a2, at(d, j))
						x.implyTF(a2, at(d, i), a1, at(d, j))
					}
				}
			}
		}
	}
}
