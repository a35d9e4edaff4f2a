package magnets

import (
	"context"
	"fmt"

	"deduce/fd"
	"deduce/puzzle"
)

// The report's model on fd, faithfully: one variable per cell with domain
// {-1, 0, 1}; global_cardinality per row and per column giving the number of
// 1s, -1s and 0s; the two halves of a domino sum to 0; two orthogonal
// neighbours sum to a value in -1..1. Additions the report did not need: the
// singleton of an odd grid is 0, and a hidden clue becomes a count variable
// (0..line length) instead of a constant. Cells are labeled in reading order,
// as the report's list is.
//
// The "fd" method is our strongest model on the same engine: the report's
// model plus, per line, a redundant count of magnet cells expressed on
// domino-level 0/1 variables (a domino lying inside a line contributes two
// magnet cells or none), and first-fail labeling.

// reportLabel is the report's final choice (section 3.3): leftmost, median.
const reportLabel = "leftmost,median"

// fdLabel is the default labeling of the "fd" method.
const fdLabel = "ff,median"

type fdModel struct {
	s     *fd.Store
	cells []fd.Var
}

func buildReportModel(p *Puzzle, redundant bool) (*fdModel, error) {
	s := fd.New()
	w, h := p.W, p.H
	n := w * h
	m := &fdModel{s: s, cells: make([]fd.Var, n)}
	for i := range n {
		m.cells[i] = s.IntVarValues([]int{-1, 0, 1})
	}
	var firstErr error
	check := func(err error) {
		if err != nil && firstErr == nil {
			firstErr = err
		}
	}
	count := func(v, length int) fd.Var {
		if v < 0 {
			return s.IntVar(0, length)
		}
		return s.Const(v)
	}
	line := func(cells []int, plus, minus int) {
		vars := make([]fd.Var, len(cells))
		for k, i := range cells {
			vars[k] = m.cells[i]
		}
		L := len(cells)
		var zero fd.Var
		if plus >= 0 && minus >= 0 {
			zero = s.Const(L - plus - minus)
		} else {
			zero = s.IntVar(0, L)
		}
		check(s.GlobalCardinality(vars, []int{-1, 0, 1}, []fd.Var{count(minus, L), zero, count(plus, L)}))
	}
	for r := range h {
		cells := make([]int, w)
		for c := range w {
			cells[c] = r*w + c
		}
		line(cells, p.RowPlus[r], p.RowMinus[r])
	}
	for c := range w {
		cells := make([]int, h)
		for r := range h {
			cells[r] = r*w + c
		}
		line(cells, p.ColPlus[c], p.ColMinus[c])
	}
	for i, q := range p.Partner {
		switch {
		case q < 0:
			check(s.Linear([]int{1}, []fd.Var{m.cells[i]}, fd.Eq, 0))
		case q > i:
			check(s.Linear([]int{1, 1}, []fd.Var{m.cells[i], m.cells[q]}, fd.Eq, 0))
		}
	}
	for i := range n {
		for _, j := range []int{i + 1, i + w} {
			if (j == i+1 && i%w+1 == w) || j >= n || p.Partner[i] == j {
				continue // a domino's halves already sum to 0
			}
			pair := []fd.Var{m.cells[i], m.cells[j]}
			check(s.Linear([]int{1, 1}, pair, fd.Le, 1))
			check(s.Linear([]int{1, 1}, pair, fd.Ge, -1))
		}
	}
	if redundant {
		// magnet_d ⇔ cell ≠ 0 for the first cell of each domino; per line
		// Σ magnet cells = plus + minus.
		magnet := make([]fd.Var, n)
		for i, q := range p.Partner {
			if q > i {
				b := s.BoolVar()
				z := s.BoolVar()
				check(s.ReifyEq(z, m.cells[i], 0))
				check(s.BoolNot(z, b))
				magnet[i], magnet[q] = b, b
			}
		}
		mline := func(cells []int, plus, minus int) {
			if plus < 0 || minus < 0 {
				return
			}
			var vars []fd.Var
			for _, i := range cells {
				if p.Partner[i] >= 0 {
					vars = append(vars, magnet[i])
				}
			}
			check(s.Sum(vars, fd.Eq, s.Const(plus+minus)))
		}
		for r := range h {
			cells := make([]int, w)
			for c := range w {
				cells[c] = r*w + c
			}
			mline(cells, p.RowPlus[r], p.RowMinus[r])
		}
		for c := range w {
			cells := make([]int, h)
			for r := range h {
				cells[r] = r*w + c
			}
			mline(cells, p.ColPlus[c], p.ColMinus[c])
		}
	}
	if firstErr != nil {
		return nil, fmt.Errorf("magnets: building the fd model: %w", firstErr)
	}
	return m, nil
}

func enumerateFD(redundant bool, defaultLabel string) func(ctx context.Context, p *Puzzle, opt puzzle.SolveOptions, found func(*Solution) bool) (puzzle.Stats, error) {
	return func(ctx context.Context, p *Puzzle, opt puzzle.SolveOptions, found func(*Solution) bool) (puzzle.Stats, error) {
		label := opt.Label
		if label == "" {
			label = defaultLabel
		}
		lo, err := fd.ParseLabel(label)
		if err != nil {
			return nil, fmt.Errorf("%w: --label %q: %v", puzzle.ErrBadOption, label, err)
		}
		if opt.Seed != 0 {
			lo.Seed = uint64(opt.Seed)
		}
		m, err := buildReportModel(p, redundant)
		if err != nil {
			return nil, err
		}
		err = m.s.Label(ctx, m.cells, lo, func() bool {
			sol := &Solution{W: p.W, H: p.H, Cells: make([]int8, len(m.cells))}
			for i, v := range m.cells {
				sol.Cells[i] = int8(m.s.Value(v))
			}
			return found(sol)
		})
		st := m.s.Stats()
		stats := puzzle.Stats{"backtracks": float64(st.Backtracks), "nodes": float64(st.Nodes),
			"failures": float64(st.Failures), "propagations": float64(st.Propagations), "max_depth": float64(st.MaxDepth)}
		return stats, err
	}
}
