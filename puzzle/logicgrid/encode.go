package logicgrid

import (
	"context"
	"fmt"

	"deduce/puzzle"
	"deduce/sat"
)

// Encoding names one of the thesis's two SAT encodings.
type Encoding int

const (
	// Small is section 4.3: literals N(a,b), a in the first domain.
	Small Encoding = iota
	// Extended is section 4.5: literals M(a,b) for items of any two domains.
	Extended
	// SmallC and ExtendedC are the two encodings as the thesis's C program
	// (appendix, clauseMaker.c) writes them, which is not quite as the text
	// prints them: its ordered clues add unit clauses ("$A:B": A is not
	// last, B is not first; "$A:B:k": B is not among the first k, beside
	// the printed "A is not among the last k"; "%A:B:k": a position with no
	// partner k away is barred to both, and one with a single partner
	// implies that partner, a positive literal, where the text bars every
	// other position), which unit propagation uses at once; and the
	// extended base writes every reflexive clause twice and the transitive
	// property in two forms (see cBaseClauses). The variables and the
	// meaning are the same; see encode_c.go.
	SmallC
	ExtendedC
)

// Base is the encoding whose variables e uses: Small or Extended.
func (e Encoding) Base() Encoding { return e &^ 2 }

// CProgram reports whether e is one of the C program's encodings.
func (e Encoding) CProgram() bool { return e >= SmallC }

func (e Encoding) String() string {
	return [...]string{"small", "extended", "small-c", "extended-c"}[e]
}

// ParseEncoding reads "small" or "extended" (also "large", the thesis's
// other word for it), or "small-c" / "extended-c", the C program's.
func ParseEncoding(s string) (Encoding, error) {
	switch s {
	case "small":
		return Small, nil
	case "extended", "large", "big":
		return Extended, nil
	case "small-c":
		return SmallC, nil
	case "extended-c", "large-c":
		return ExtendedC, nil
	}
	return 0, fmt.Errorf("%w: unknown encoding %q (want small, extended, small-c or extended-c)", puzzle.ErrBadOption, s)
}

// MaxBaseClauses bounds the base formula SAT methods will build, so that a
// huge puzzle gets an error instead of exhausting memory (the extended
// encoding grows as m³n³). Measured peaks of `solve --method 3` on
// clue-less grids: 10x10 (0.77 M clauses) 224 MB, 12x12 (2.4 M) 580 MB,
// 13x13 (4.0 M) 890 MB, 16x16 (14.3 M) 1.48 GB, so the former 20 M let a
// solve pass 1 GB; 2.5 M keeps a SAT solve near 600 MB (fd has no such
// encoding and solves larger grids).
const MaxBaseClauses = 2_500_000

// BaseClauses is the number of clauses of p's base formula under enc (the
// thesis's counts; clue clauses come on top).
func BaseClauses(m, n int, enc Encoding) int {
	if enc == ExtendedC {
		return cBaseClauses(m, n)
	}
	if enc.Base() == Small {
		return 2*(m-1)*n + (m-1)*n*n*(n-1)
	}
	pairs := m * (m - 1) / 2
	return pairs*(2*n+n*n*(n-1)) + 2*pairs*n*n + m*(m-1)*(m-2)*n*n*n
}

// Encoded is a puzzle's CNF under one encoding, with the map back.
type Encoded struct {
	CNF      sat.CNF
	Encoding Encoding
	p        *Puzzle
	m, n     int
	ctx      context.Context // when set, the base's loops stop early once it ends (see EncodeContext)
}

// stopped reports whether x's context has ended: the encoder's loops then
// return early, and EncodeContext returns the context's error.
func (x *Encoded) stopped() bool { return x.ctx != nil && x.ctx.Err() != nil }

// Encode builds p's CNF exactly as the thesis's sections 4.3-4.6 define it
// (see doc.go for the three places where the printed formulas needed a reading).
func Encode(p *Puzzle, enc Encoding) *Encoded {
	x, _ := EncodeContext(context.Background(), p, enc) // a background context never ends
	return x
}

// EncodeContext is Encode that watches ctx: a large base (m³n³ transitivity
// clauses) stops when ctx ends, with ctx's error.
func EncodeContext(ctx context.Context, p *Puzzle, enc Encoding) (*Encoded, error) {
	x := &Encoded{Encoding: enc, p: p, m: p.M(), n: p.N(), ctx: ctx}
	switch enc {
	case Small, SmallC: // the C program's small base is the printed one
		x.CNF.NumVars = x.n * x.n * (x.m - 1)
		x.smallBase()
	case Extended:
		x.CNF.NumVars = x.m * (x.m - 1) * x.n * x.n
		x.extendedBase()
	case ExtendedC:
		x.CNF.NumVars = x.m * (x.m - 1) * x.n * x.n
		x.cExtendedBase()
	}
	for _, c := range p.Clues {
		if x.stopped() {
			break
		}
		x.clue(c)
	}
	x.ctx = nil
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return x, nil
}

// N is the small encoding's variable N(a_{1,e}, a_{d,i}), d >= 1.
func (x *Encoded) N(e, d, i int) sat.Lit {
	return sat.Lit(e*(x.m-1)*x.n + (d-1)*x.n + i + 1)
}

// M is the extended encoding's variable M(a_{d1,i1}, a_{d2,i2}), d1 != d2.
func (x *Encoded) M(d1, i1, d2, i2 int) sat.Lit {
	pair := d1*(x.m-1) + d2
	if d2 > d1 {
		pair--
	}
	return sat.Lit((pair*x.n+i1)*x.n + i2 + 1)
}

func (x *Encoded) smallBase() {
	m, n := x.m, x.n
	for q := 1; q < m; q++ {
		for r := 0; r < n; r++ {
			if x.stopped() { // n² clauses a row: 2 domains of 400 items have 6·10^7
				return
			}
			for i := 0; i < n; i++ {
				for j := i + 1; j < n; j++ {
					x.CNF.Add(-x.N(r, q, i), -x.N(r, q, j))
				}
			}
		}
	}
	x.atLeast(func(r, i, q int) sat.Lit { return x.N(r, q, i) })
	for q := 1; q < m; q++ {
		for r := 0; r < n; r++ {
			if x.stopped() {
				return
			}
			for i := 0; i < n; i++ {
				for j := i + 1; j < n; j++ {
					x.CNF.Add(-x.N(i, q, r), -x.N(j, q, r))
				}
			}
		}
	}
	x.atLeast(func(r, i, q int) sat.Lit { return x.N(i, q, r) })
}

func (x *Encoded) atLeast(lit func(r, i, q int) sat.Lit) {
	for q := 1; q < x.m; q++ {
		for r := 0; r < x.n; r++ {
			c := make([]sat.Lit, x.n)
			for i := range c {
				c[i] = lit(r, i, q)
			}
			x.CNF.Add(c...)
		}
	}
}

func (x *Encoded) extendedBase() {
	m, n := x.m, x.n
	for p := 0; p < m; p++ {
		for q := p + 1; q < m; q++ {
			if x.stopped() {
				return
			}
			for r := 0; r < n; r++ {
				if x.stopped() { // one pair of domains of 400 items is 3·10^7 clauses
					return
				}
				for i := 0; i < n; i++ {
					for j := i + 1; j < n; j++ {
						x.CNF.Add(-x.M(p, r, q, i), -x.M(p, r, q, j))
					}
				}
			}
			for r := 0; r < n; r++ {
				c := make([]sat.Lit, n)
				for i := range c {
					c[i] = x.M(p, r, q, i)
				}
				x.CNF.Add(c...)
			}
			for r := 0; r < n; r++ {
				if x.stopped() {
					return
				}
				for i := 0; i < n; i++ {
					for j := i + 1; j < n; j++ {
						x.CNF.Add(-x.M(p, i, q, r), -x.M(p, j, q, r))
					}
				}
			}
			for r := 0; r < n; r++ {
				c := make([]sat.Lit, n)
				for i := range c {
					c[i] = x.M(p, i, q, r)
				}
				x.CNF.Add(c...)
			}
		}
	}
	// Reflexive: M(a_{p,r}, a_{q,i}) <-> M(a_{q,i}, a_{p,r}). Section 4.5
	// prints one direction; the thesis's C program writes the clause for every
	// ordered pair of domains, i.e. both. Both are needed: with one direction
	// M(b,a) is unconstrained once M(a,b) is false, which adds spurious models
	// (4 instead of 1 on a 2x2 puzzle) and makes the best-* branching rules
	// guess on variables that propagate nothing (algorithm 17 then explodes).
	for p := 0; p < m; p++ {
		for q := p + 1; q < m; q++ {
			for r := 0; r < n; r++ {
				for i := 0; i < n; i++ {
					x.CNF.Add(-x.M(p, r, q, i), x.M(q, i, p, r))
					x.CNF.Add(-x.M(q, i, p, r), x.M(p, r, q, i))
				}
			}
		}
	}
	// Transitive, over pairwise different domains.
	for p := 0; p < m; p++ {
		for i := 0; i < n; i++ {
			if x.stopped() {
				return
			}
			for q := 0; q < m; q++ {
				if q == p {
					continue
				}
				for j := 0; j < n; j++ {
					for r := 0; r < m; r++ {
						if r == p || r == q {
							continue
						}
						for k := 0; k < n; k++ {
							x.CNF.Add(-x.M(p, i, q, j), -x.M(q, j, r, k), x.M(p, i, r, k))
						}
					}
				}
			}
		}
	}
}

// A term of a clause under construction: a literal, or a constant when the
// atom compares two items of the same domain (true iff they are one item).
type term struct {
	lit   sat.Lit
	konst int8 // 0: lit; +1 true; -1 false
}

// part is one disjunct of a thesis clue formula, already in CNF: the
// conjunction of its clauses. A formula D1 ∨ D2 is the product of its parts.
type part [][]term

// atom is the formula (a = b) when pos, ¬(a = b) otherwise, in the encoding's
// literals (Clue of sections 4.3 and 4.6).
func (x *Encoded) atom(a, b Item, pos bool) part {
	konst := func() part {
		v := int8(-1)
		if (a == b) == pos {
			v = 1
		}
		return part{{{konst: v}}}
	}
	sign := func(l sat.Lit) sat.Lit {
		if pos {
			return l
		}
		return -l
	}
	if a.D == b.D {
		if x.Encoding.Base() == Extended || a.D == 0 {
			return konst()
		}
	}
	if x.Encoding.Base() == Extended {
		if a.D > b.D { // name the literal with the lower domain first
			a, b = b, a
		}
		return part{{{lit: sign(x.M(a.D, a.I, b.D, b.I))}}}
	}
	if b.D == 0 {
		a, b = b, a
	}
	if a.D == 0 {
		return part{{{lit: sign(x.N(a.I, b.D, b.I))}}}
	}
	// Neither in the first domain: for every entity e, N(e,a) -> ±N(e,b).
	out := make(part, x.n)
	for e := range out {
		out[e] = []term{{lit: -x.N(e, a.D, a.I)}, {lit: sign(x.N(e, b.D, b.I))}}
	}
	return out
}

// add adds the CNF of the disjunction of parts (their product), dropping
// clauses made true by a constant and constant-false terms.
func (x *Encoded) add(parts ...part) {
	var rec func(k int, acc []sat.Lit)
	rec = func(k int, acc []sat.Lit) {
		if k == len(parts) {
			x.CNF.Add(acc...)
			return
		}
	next:
		for _, cl := range parts[k] {
			n := len(acc)
			for _, t := range cl {
				switch t.konst {
				case 1:
					acc = acc[:n]
					continue next
				case 0:
					acc = append(acc, t.lit)
				}
			}
			rec(k+1, acc)
			acc = acc[:n]
		}
	}
	rec(0, make([]sat.Lit, 0, 8))
}

// Clue(val, a, b), Imply, ImplyTF and ImplyFT of sections 4.3, 4.4 and 4.6.
func (x *Encoded) clueVal(val bool, a, b Item) { x.add(x.atom(a, b, val)) }
func (x *Encoded) imply(p, q, r, s Item)       { x.add(x.atom(p, q, false), x.atom(r, s, true)) }
func (x *Encoded) implyTF(p, q, r, s Item)     { x.add(x.atom(p, q, false), x.atom(r, s, false)) }
func (x *Encoded) implyFT(p, q, r, s Item)     { x.add(x.atom(p, q, true), x.atom(r, s, true)) }
func at(d, i int) Item                         { return Item{d, i} }

func (x *Encoded) clue(c Clue) {
	it, n, d := c.Items, x.n, c.Domain
	switch c.Kind {
	case Different:
		for a := range it {
			for b := a + 1; b < len(it); b++ {
				if it[a].D == it[b].D {
					continue // different items of one domain: always true (the thesis's reader skips them too)
				}
				x.clueVal(false, it[a], it[b])
			}
		}
	case Same:
		x.clueVal(true, it[0], it[1])
	case Less, LessBy, Apart:
		if x.Encoding.CProgram() {
			x.cOrdered(c)
			return
		}
	}
	switch c.Kind {
	case Less: // Order(d, a1, a2)
		x.clueVal(false, it[0], it[1])
		for q := 0; q < n; q++ {
			for r := q + 1; r < n; r++ {
				x.implyTF(it[1], at(d, q), it[0], at(d, r))
			}
		}
	case LessBy: // Gap(d, a1, a2, k)
		x.clueVal(false, it[0], it[1])
		for q := 0; q < n-c.K; q++ {
			x.imply(it[0], at(d, q), it[1], at(d, q+c.K))
		}
		for q := n - c.K; q < n; q++ {
			x.clueVal(false, it[0], at(d, q))
		}
	case Apart: // Gap2(d, a1, a2, k)
		x.clueVal(false, it[0], it[1])
		for p := 0; p < n; p++ {
			for q := 0; q < n; q++ {
				if q != p && q != p-c.K && q != p+c.K {
					x.implyTF(it[0], at(d, p), it[1], at(d, q))
				}
			}
		}
	case IfThen:
		x.imply(it[0], it[1], it[2], it[3])
	case IfThenNot:
		x.implyTF(it[0], it[1], it[2], it[3])
	case IfNotThen:
		x.implyFT(it[0], it[1], it[2], it[3])
	case Either, Pair, DiffBy, ApartBy, RingBy, AroundBy:
		x.clueExt(c)
	}
}

// Decode reads a solution from a model of x.CNF.
func (x *Encoded) Decode(model []bool) *Solution {
	val := func(l sat.Lit) bool { v := int(l); return v < len(model) && model[v] }
	of := make([][]int, x.m)
	for d := range of {
		of[d] = make([]int, x.n)
		for e := range of[d] {
			of[d][e] = -1
			if d == 0 {
				of[d][e] = e
				continue
			}
			for i := 0; i < x.n; i++ {
				var l sat.Lit
				if x.Encoding.Base() == Small {
					l = x.N(e, d, i)
				} else {
					l = x.M(0, e, d, i)
				}
				if val(l) {
					of[d][e] = i
					break
				}
			}
		}
	}
	return &Solution{p: x.p, Of: of}
}
