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
// and − literals, and per line "exactly k" cardinality constraints for + and
// for −. By default (encOpts.cross) a line's + count is taken over the +
// literals of the cells whose domino crosses the line and the M_d of the
// dominoes lying inside it (each gives one + and one − when a magnet), which
// propagates Tatham's tricky reasoning: measured about 6 times faster than
// counting over the cells' + literals (the redundant magnet count,
// encOpts.mag, only slows it down). The singleton has no variables.
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
}

// defaultEncOpts is the fastest measured on the N = 16 shared instances
// with cdcl (README.md): cross without mag.
var defaultEncOpts = encOpts{cross: true}

func encode(p *Puzzle, enc sat.Encoding) *encoding { return encodeWith(p, enc, defaultEncOpts) }

func encodeWith(p *Puzzle, enc sat.Encoding, opts encOpts) *encoding {
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
		if k >= 0 {
			f.Exactly(k, ps...)
		}
		if m >= 0 {
			f.Exactly(m, ms...)
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
		cells := make([]int, w)
		for c := range w {
			cells[c] = r*w + c
		}
		line(cells, p.RowPlus[r], p.RowMinus[r])
	}
	for c := range w {
		cells := make([]int, p.H)
		for r := range p.H {
			cells[r] = r*w + c
		}
		line(cells, p.ColPlus[c], p.ColMinus[c])
	}
	return e
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
		e := encode(p, enc)
		s, err := sat.New(satMethod)
		if err != nil {
			return nil, fmt.Errorf("%w: %v", puzzle.ErrBadOption, err)
		}
		sat.Load(s, e.f)
		_, complete, err := sat.Enumerate(ctx, s, e.domVars, 0, func(model []bool) bool {
			return found(e.decode(p, model))
		})
		st := s.Stats()
		stats := puzzle.Stats{"decisions": float64(st.Decisions), "conflicts": float64(st.Conflicts),
			"propagations": float64(st.Propagations), "vars": float64(s.NumVars())}
		if err != nil {
			return stats, err
		}
		_ = complete
		return stats, nil
	}
}
