package magnets

import (
	"context"
	"fmt"
	"slices"

	"deduce/puzzle"
	"deduce/sat"
)

// The CNF encoding. Each domino d gets two variables: A_d "its first cell
// (in reading order) is +" and B_d "its first cell is −"; the second cell is
// then − exactly when A_d and + exactly when B_d, so the domino rule costs
// nothing, and a magnet variable M_d ⇔ A_d ∨ B_d. Clauses: ¬A_d ∨ ¬B_d (a
// cell holds one pole), ¬x ∨ ¬y for every two neighbouring cells' + literals
// and − literals, and per line "exactly k" for + and for −. By default
// (encOpts) a line's + count is taken over the + literals of the cells whose
// domino crosses the line and the M_d of the dominoes lying inside it (cross:
// Tatham's tricky rule by unit propagation); the + and − counts share the
// totalizer over those M_d (shared), and each group of crossing cells between
// two neighbouring lines has one totalizer serving both lines (span). On the
// N = 16 shared instances this cut cdcl's median from 160 ms and 3,700
// conflicts to 4 ms and 82 (README.md). The singleton has no variables.
type encoding struct {
	f          *sat.Formula
	plus, minu []sat.Lit // per cell; 0 for the singleton
	magnet     []sat.Lit // per cell: its domino is a magnet (A_d ∨ B_d)
	domVars    []sat.Var // projection: two per domino
}

// encOpts selects the line constraints of the encoding.
type encOpts struct {
	// cross counts a line's + (−) cells as its crossing cells' + (−)
	// literals plus one magnet literal per domino lying inside the line (a
	// magnet there gives one + and one −: Tatham's tricky rule), instead of
	// the + (−) literals of all its cells.
	cross bool
	// mag adds the redundant "exactly k+m magnet cells" per line.
	mag bool
	// shared (with cross, on lines whose two counts are known) encodes the
	// + and − counts as totalizers (unary counters, clauses both ways)
	// whose subtree over the inside dominoes' magnets is one and the same:
	// unit propagation then carries bounds from the + count to the − count
	// through the number of inside magnets.
	shared bool
	// span (with shared) splits a line's crossing cells into those whose
	// partner lies in the previous line and those whose partner lies in the
	// next one, and counts each group by a totalizer shared with that
	// neighbouring line (the group's + literals are the neighbour's −
	// literals): unit propagation then relates the counts of neighbouring
	// lines.
	span bool
}

// defaultEncOpts is the fastest measured on the shared instances with cdcl
// (README.md): cross, shared and span, without mag (enumerateSAT drops
// shared and span for solvers with native cardinality and for an explicit
// --encoding).
var defaultEncOpts = encOpts{cross: true, shared: true, span: true}

func encodeWith(p *Puzzle, enc sat.Encoding, opts encOpts) *encoding {
	e, _ := encodeContext(context.Background(), p, enc, opts)
	return e
}

// encodeContext is encodeWith stopping with ctx: at 100×100 the encoding
// takes over half a second, so every line looks at ctx.
func encodeContext(ctx context.Context, p *Puzzle, enc sat.Encoding, opts encOpts) (*encoding, error) {
	n := p.W * p.H
	e := &encoding{f: &sat.Formula{Encoding: enc}, plus: make([]sat.Lit, n), minu: make([]sat.Lit, n), magnet: make([]sat.Lit, n)}
	f := e.f
	for i, q := range p.Partner {
		if q < i {
			continue
		}
		a, b := f.NewVar(), f.NewVar()
		e.domVars = append(e.domVars, a, b)
		f.Add(-sat.Lit(a), -sat.Lit(b))
		mg := sat.Lit(f.NewVar())
		f.Add(-mg, sat.Lit(a), sat.Lit(b))
		f.Add(mg, -sat.Lit(a))
		f.Add(mg, -sat.Lit(b))
		e.magnet[i], e.magnet[q] = mg, mg
		e.plus[i], e.minu[i] = sat.Lit(a), sat.Lit(b)
		e.plus[q], e.minu[q] = sat.Lit(b), sat.Lit(a)
	}
	w := p.W
	for i := range n {
		if e.plus[i] == 0 {
			continue
		}
		for _, j := range []int{i + 1, i + w} {
			if (j == i+1 && i%w+1 == w) || j >= n || e.plus[j] == 0 || p.Partner[i] == j {
				continue
			}
			f.Add(-e.plus[i], -e.plus[j])
			f.Add(-e.minu[i], -e.minu[j])
		}
	}
	// spanCache holds the totalizers over the crossing cells that lie
	// between two neighbouring lines: one line's + literals there are the
	// other's − literals, in the same order.
	spanCache := map[string]unary{}
	// spanCap: no line needs more than the largest clue + 1.
	spanCap := 1
	for _, cs := range [][]int{p.RowPlus, p.RowMinus, p.ColPlus, p.ColMinus} {
		for _, c := range cs {
			spanCap = max(spanCap, c+1)
		}
	}
	line := func(cells []int, k, m int) {
		var ps, ms []sat.Lit
		if opts.cross {
			var in []sat.Lit // magnets of the dominoes inside the line, after the crossing cells
			for _, i := range cells {
				q := p.Partner[i]
				switch {
				case e.plus[i] == 0 || q < i && slices.Contains(cells, q):
					// the singleton; an inside domino counts once, at its first cell
				case q > i && slices.Contains(cells, q):
					in = append(in, e.magnet[i])
				default:
					ps = append(ps, e.plus[i])
					ms = append(ms, e.minu[i])
				}
			}
			ps = append(ps, in...)
			ms = append(ms, in...)
		} else {
			for _, i := range cells {
				if e.plus[i] != 0 {
					ps = append(ps, e.plus[i])
					ms = append(ms, e.minu[i])
				}
			}
		}
		if opts.shared && opts.cross && k >= 0 && m >= 0 {
			nin := 0
			for _, i := range cells {
				if q := p.Partner[i]; e.plus[i] != 0 && q > i && slices.Contains(cells, q) {
					nin++
				}
			}
			nc := len(ps) - nin
			capAll := max(k, m) + 1
			uin := unarySum(f, ps[nc:], capAll)
			for _, side := range []struct {
				xs []sat.Lit
				k  int
			}{{ps[:nc], k}, {ms[:nc], m}} {
				var uc unary
				if opts.span {
					var lo, hi []sat.Lit
					j := 0
					for _, i := range cells {
						q := p.Partner[i]
						if e.plus[i] == 0 || slices.Contains(cells, q) {
							continue
						}
						if q < i {
							lo = append(lo, side.xs[j])
						} else {
							hi = append(hi, side.xs[j])
						}
						j++
					}
					grp := func(xs []sat.Lit) unary {
						key := fmt.Sprint(xs)
						if u, ok := spanCache[key]; ok {
							return u
						}
						u := unarySum(f, xs, spanCap)
						spanCache[key] = u
						return u
					}
					uc = unaryMerge(f, grp(lo), grp(hi), side.k+1)
				} else {
					uc = unarySum(f, side.xs, side.k+1)
				}
				u := unaryMerge(f, uc, uin, side.k+1)
				if side.k > 0 {
					if side.k > len(u.o) {
						f.Add()
					} else {
						f.Add(u.o[side.k-1])
					}
				}
				if side.k < len(u.o) {
					f.Add(-u.o[side.k])
				}
			}
		} else {
			if k >= 0 {
				f.Exactly(k, ps...)
			}
			if m >= 0 {
				f.Exactly(m, ms...)
			}
		}
		if k >= 0 && m >= 0 && opts.mag {
			// Redundant: the line holds k+m magnet cells, whatever their poles.
			var mags []sat.Lit
			for _, i := range cells {
				if e.magnet[i] != 0 {
					mags = append(mags, e.magnet[i])
				}
			}
			f.Exactly(k+m, mags...)
		}
	}
	for r := range p.H {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		cells := make([]int, w)
		for c := range w {
			cells[c] = r*w + c
		}
		line(cells, p.RowPlus[r], p.RowMinus[r])
	}
	for c := range w {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		cells := make([]int, p.H)
		for r := range p.H {
			cells[r] = r*w + c
		}
		line(cells, p.ColPlus[c], p.ColMinus[c])
	}
	return e, nil
}

// unary is a count in unary: o[j] ⇔ "at least j+1", exact for j < len(o);
// n is the most the count can be (len(o) < n: saturated).
type unary struct {
	o []sat.Lit
	n int
}

// unarySum builds the totalizer of xs saturated at cap.
func unarySum(f *sat.Formula, xs []sat.Lit, cap int) unary {
	switch len(xs) {
	case 0:
		return unary{}
	case 1:
		return unary{xs, 1}
	}
	h := len(xs) / 2
	a, b := unarySum(f, xs[:h], cap), unarySum(f, xs[h:], cap)
	return unaryMerge(f, a, b, cap)
}

// unaryMerge adds a and b, saturated at cap, with clauses both ways.
func unaryMerge(f *sat.Formula, a, b unary, cap int) unary {
	n := a.n + b.n
	out := unary{n: n}
	for range min(n, cap) {
		out.o = append(out.o, sat.Lit(f.NewVar()))
	}
	L := len(out.o)
	for i := 0; i <= len(a.o); i++ {
		for j := 0; j <= len(b.o); j++ {
			if i+j == 0 {
				continue
			}
			// up: a ≥ i ∧ b ≥ j → out ≥ min(i+j, L)
			var c []sat.Lit
			if i > 0 {
				c = append(c, -a.o[i-1])
			}
			if j > 0 {
				c = append(c, -b.o[j-1])
			}
			f.Add(append(c, out.o[min(i+j, L)-1])...)
		}
	}
	// down: a < i+1 ∧ b < j+1 → out < i+j+1
	for i := 0; i <= a.n; i++ {
		for j := 0; j <= b.n; j++ {
			t := i + j + 1
			if t > L {
				continue
			}
			var c []sat.Lit
			skip := false
			for _, pr := range []struct {
				u unary
				v int
			}{{a, i + 1}, {b, j + 1}} {
				switch {
				case pr.v > pr.u.n: // cannot reach: the condition holds
				case pr.v > len(pr.u.o):
					skip = true // saturated: unknown
				default:
					c = append(c, pr.u.o[pr.v-1])
				}
			}
			if !skip {
				f.Add(append(c, -out.o[t-1])...)
			}
		}
	}
	return out
}

func (e *encoding) decode(p *Puzzle, model []bool) *Solution {
	s := &Solution{W: p.W, H: p.H, Cells: make([]int8, p.W*p.H)}
	val := func(l sat.Lit) bool {
		if l > 0 {
			return model[l]
		}
		return !model[-l]
	}
	for i := range s.Cells {
		switch {
		case e.plus[i] == 0:
		case val(e.plus[i]):
			s.Cells[i] = Plus
		case val(e.minu[i]):
			s.Cells[i] = Minus
		}
	}
	return s
}

// satEncodings names the --encoding values of the SAT methods.
var satEncodings = map[string]sat.Encoding{"": sat.EncDefault, "default": sat.EncDefault,
	"sequential": sat.EncSequential, "totalizer": sat.EncTotalizer}

// enumerateSAT solves or counts through the CNF encoding with a sat method.
func enumerateSAT(satMethod string) func(ctx context.Context, p *Puzzle, opt puzzle.SolveOptions, found func(*Solution) bool) (puzzle.Stats, error) {
	return func(ctx context.Context, p *Puzzle, opt puzzle.SolveOptions, found func(*Solution) bool) (puzzle.Stats, error) {
		if opt.Label != "" {
			return nil, fmt.Errorf("%w: --label applies to the fd methods, not %s", puzzle.ErrBadOption, satMethod)
		}
		enc, ok := satEncodings[opt.Encoding]
		if !ok {
			return nil, fmt.Errorf("%w: magnets encoding %q (want default, sequential or totalizer)", puzzle.ErrBadOption, opt.Encoding)
		}
		s, err := sat.New(satMethod)
		if err != nil {
			return nil, fmt.Errorf("%w: %v", puzzle.ErrBadOption, err)
		}
		opts := defaultEncOpts
		// The shared totalizers are clauses: a solver with native
		// cardinality does better on the cards, and an explicit --encoding
		// asks for sat's own encoding of them.
		_, native := s.(sat.CardSolver)
		opts.shared = !native && enc == sat.EncDefault
		opts.span = opts.shared
		e, err := encodeContext(ctx, p, enc, opts)
		if err != nil {
			return nil, err
		}
		if err := sat.LoadContext(ctx, s, e.f); err != nil {
			return nil, err
		}
		_, complete, err := sat.Enumerate(ctx, s, e.domVars, 0, func(model []bool) bool {
			return found(e.decode(p, model))
		})
		// sat's own counters, those the method measures, under the
		// contract's names (as closefar and logicgrid report them).
		// The formula's size, unless the solver measured what it loaded
		// (cardinalities lowered to clauses), as closefar reports it.
		stats := puzzle.Stats{puzzle.StatVariables: float64(s.NumVars()), puzzle.StatClauses: float64(len(e.f.Clauses))}
		for name, v := range puzzle.SATStats(s.Stats()) {
			stats[name] = v
		}
		if err != nil {
			return stats, err
		}
		_ = complete
		return stats, nil
	}
}
