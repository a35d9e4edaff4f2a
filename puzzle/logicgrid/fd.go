package logicgrid

import (
	"context"
	"errors"
	"fmt"
	"time"

	"deduce/fd"
	"deduce/puzzle"
)

// fdModel is the constraint model of a logic grid on the fd engine:
// ent[d][i] is the entity (first-domain index) holding item i of domain d,
// all different per domain; pos[d][e] is the inverse (entity e's item in d),
// needed by the ordered clues and linked by element constraints.
type fdModel struct {
	p   *Puzzle
	s   *fd.Store
	ent [][]fd.Var
	pos [][]fd.Var // built on demand for ordered domains
}

func newFDModel(p *Puzzle) (*fdModel, error) {
	md := &fdModel{p: p, s: fd.New(), ent: make([][]fd.Var, p.M()), pos: make([][]fd.Var, p.M())}
	m, n := p.M(), p.N()
	for d := 0; d < m; d++ {
		md.ent[d] = make([]fd.Var, n)
		for i := range md.ent[d] {
			if d == 0 {
				md.ent[d][i] = md.s.Const(i)
			} else {
				md.ent[d][i] = md.s.IntVar(0, n-1)
			}
		}
		if d > 0 {
			if err := md.s.AllDistinct(md.ent[d]); err != nil {
				return nil, err
			}
		}
	}
	for _, c := range p.Clues {
		if err := md.post(c); err != nil {
			return nil, err
		}
	}
	return md, nil
}

func (md *fdModel) e(it Item) fd.Var { return md.ent[it.D][it.I] }

// at is the position along domain d of item it's entity.
func (md *fdModel) at(d int, it Item) (fd.Var, error) {
	if it.D == d {
		return md.s.Const(it.I), nil
	}
	if d == 0 {
		return md.e(it), nil
	}
	if md.pos[d] == nil {
		n := md.p.N()
		md.pos[d] = make([]fd.Var, n)
		for e := range md.pos[d] {
			md.pos[d][e] = md.s.IntVar(0, n-1)
		}
		if err := md.s.AllDistinct(md.pos[d]); err != nil {
			return 0, err
		}
		for i := 0; i < n; i++ { // pos[d][ent[d][i]] = i
			if err := md.s.Element(md.ent[d][i], md.pos[d], md.s.Const(i)); err != nil {
				return 0, err
			}
		}
	}
	v := md.s.IntVar(0, md.p.N()-1)
	return v, md.s.Element(md.e(it), md.pos[d], v)
}

// same is a 0/1 variable b ⇔ (a and b are one entity), as a table.
func (md *fdModel) same(a, b Item) (fd.Var, error) {
	r := md.s.BoolVar()
	var tuples [][]int
	n := md.p.N()
	for x := 0; x < n; x++ {
		for y := 0; y < n; y++ {
			eq := 0
			if x == y {
				eq = 1
			}
			tuples = append(tuples, []int{x, y, eq})
		}
	}
	return r, md.s.Table([]fd.Var{md.e(a), md.e(b), r}, tuples)
}

func (md *fdModel) post(c Clue) error {
	s, it := md.s, c.Items
	switch c.Kind {
	case Different:
		for a := range it {
			for b := a + 1; b < len(it); b++ {
				if err := s.Linear([]int{1, -1}, []fd.Var{md.e(it[a]), md.e(it[b])}, fd.Ne, 0); err != nil {
					return err
				}
			}
		}
		return nil
	case Same:
		return s.Linear([]int{1, -1}, []fd.Var{md.e(it[0]), md.e(it[1])}, fd.Eq, 0)
	case Either, Pair, DiffBy, ApartBy, RingBy, AroundBy:
		return md.postExt(c)
	case Less, LessBy, Apart:
		pa, err := md.at(c.Domain, it[0])
		if err != nil {
			return err
		}
		pb, err := md.at(c.Domain, it[1])
		if err != nil {
			return err
		}
		switch c.Kind {
		case Less:
			return s.Linear([]int{1, -1}, []fd.Var{pa, pb}, fd.Lt, 0)
		case LessBy:
			return s.Linear([]int{-1, 1}, []fd.Var{pa, pb}, fd.Eq, c.K)
		}
		var tuples [][]int
		for x := 0; x < md.p.N(); x++ {
			for _, y := range []int{x - c.K, x + c.K} {
				if y >= 0 && y < md.p.N() {
					tuples = append(tuples, []int{x, y})
				}
			}
		}
		return s.Table([]fd.Var{pa, pb}, tuples)
	}
	b1, err := md.same(it[0], it[1])
	if err != nil {
		return err
	}
	b2, err := md.same(it[2], it[3])
	if err != nil {
		return err
	}
	switch c.Kind {
	case IfThen: // b1 <= b2
		return s.Linear([]int{1, -1}, []fd.Var{b1, b2}, fd.Le, 0)
	case IfThenNot: // b1 + b2 <= 1
		return s.Linear([]int{1, 1}, []fd.Var{b1, b2}, fd.Le, 1)
	default: // IfNotThen: b1 + b2 >= 1
		return s.Linear([]int{1, 1}, []fd.Var{b1, b2}, fd.Ge, 1)
	}
}

func (md *fdModel) labelVars() []fd.Var {
	var vs []fd.Var
	for d := 1; d < md.p.M(); d++ {
		vs = append(vs, md.ent[d]...)
	}
	return vs
}

func (md *fdModel) solution() *Solution {
	m, n := md.p.M(), md.p.N()
	of := make([][]int, m)
	for d := range of {
		of[d] = make([]int, n)
		for i := 0; i < n; i++ {
			of[d][md.s.Value(md.ent[d][i])] = i
		}
	}
	return &Solution{p: md.p, Of: of}
}

// fdLabel is the labeling used by the fd method unless --label says
// otherwise: first-fail.
var fdLabel = fd.LabelOptions{Var: fd.FirstFail}

// labelOptions reads --label (SICStus options, e.g. "ff,median").
func labelOptions(text string) (fd.LabelOptions, error) {
	if text == "" {
		return fdLabel, nil
	}
	opt, err := fd.ParseLabel(text)
	if err != nil {
		return opt, fmt.Errorf("%w: --label: %v", puzzle.ErrBadOption, err)
	}
	return opt, nil
}

// runFD labels the model, collecting up to keep solutions and counting up to
// limit (0 = all).
func runFD(ctx context.Context, p *Puzzle, limit int) (puzzle.Result, error) {
	return runFDLabel(ctx, p, limit, fdLabel)
}

func runFDLabel(ctx context.Context, p *Puzzle, limit int, label fd.LabelOptions) (puzzle.Result, error) {
	t0 := time.Now()
	md, err := newFDModel(p)
	if err != nil {
		return puzzle.Result{}, fmt.Errorf("logicgrid: fd model: %w", err)
	}
	var sols []puzzle.Solution
	count := 0
	err = md.s.Label(ctx, md.labelVars(), label, func() bool {
		count++
		if len(sols) < keepSolutions {
			sols = append(sols, md.solution())
		}
		return limit <= 0 || count < limit
	})
	ms := msSince(t0)
	st := md.s.Stats()
	res := puzzle.Result{Method: "fd", Count: count, Solutions: sols, Stats: puzzle.Stats{puzzle.StatTimeMS: ms,
		puzzle.StatBacktracks: float64(st.Backtracks), puzzle.StatNodes: float64(st.Nodes), puzzle.StatFailures: float64(st.Failures),
		puzzle.StatPropagations: float64(st.Propagations), puzzle.StatMaxDepth: float64(st.MaxDepth)}}
	res.Complete = err == nil && (limit <= 0 || count < limit)
	res.Status = countStatus(count, res.Complete)
	if err != nil {
		if errors.Is(err, fd.ErrLimit) || ctx.Err() != nil {
			return res, ctx.Err()
		}
		return res, err
	}
	return res, nil
}

func solveFD(ctx context.Context, p *Puzzle, label string) (puzzle.Result, error) {
	lo, err := labelOptions(label)
	if err != nil {
		return puzzle.Result{}, err
	}
	r, err := runFDLabel(ctx, p, 1, lo)
	if len(r.Solutions) > 0 {
		s := r.Solutions[0].(*Solution)
		s.Method, s.TimeMS = "fd", r.Stats["time_ms"]
		r.Solutions = r.Solutions[:1]
	}
	r.Count, r.Complete = 0, false
	return r, err
}

func countFD(ctx context.Context, p *Puzzle, limit int, label string) (puzzle.Result, error) {
	lo, err := labelOptions(label)
	if err != nil {
		return puzzle.Result{}, err
	}
	r, err := runFDLabel(ctx, p, limit, lo)
	r.Counted = true
	return r, err
}
