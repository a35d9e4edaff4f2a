package closefar

import (
	"context"
	"errors"
	"fmt"

	"deduce/fd"
	"deduce/puzzle"
)

// ReportLabel is the report's labeling: leftmost variable, median value.
// FDLabel is the default labeling of our table model.
const (
	ReportLabel = "median"
	FDLabel     = "ff"
)

// fdModel is a Close or Far model posted on an fd store: the board's
// variables, row by row (the report's FlatBoard).
type fdModel struct {
	store *fd.Store
	board []fd.Var
	n     int
}

func newBoard(p *Puzzle) *fdModel {
	s := fd.New()
	m := &fdModel{store: s, n: p.N, board: make([]fd.Var, p.N*p.N)}
	for i, h := range p.Hints {
		if h == Blank {
			m.board[i] = s.IntVar(0, 2) // the report's domain: 0 blank, 1 C, 2 F
		} else {
			m.board[i] = s.IntVar(int(h), int(h))
		}
	}
	return m
}

// lines returns the rows then the columns (the report transposes the board).
func (m *fdModel) lines() [][]fd.Var {
	n := m.n
	out := make([][]fd.Var, 0, 2*n)
	for r := 0; r < n; r++ {
		out = append(out, m.board[r*n:(r+1)*n])
	}
	for c := 0; c < n; c++ {
		col := make([]fd.Var, n)
		for r := 0; r < n; r++ {
			col[r] = m.board[r*n+c]
		}
		out = append(out, col)
	}
	return out
}

// reportModel posts the report's model (III.A and Listing 14), faithfully:
// global_cardinality per row and column with [0-(N-4), 1-2, 2-2]; for each
// letter two element/3 positions, different and ordered, their difference the
// letter's distance; the C distance less than the F distance.
func reportModel(p *Puzzle) (*fdModel, error) {
	m := newBoard(p)
	s := m.store
	n := m.n
	counts := []fd.Var{s.Const(n - 4), s.Const(2), s.Const(2)}
	for _, line := range m.lines() {
		if err := s.GlobalCardinality(line, []int{0, 1, 2}, counts); err != nil {
			return nil, err
		}
	}
	distance := func(line []fd.Var, letter int) (fd.Var, error) {
		// element/3 is 1-based in SICStus, 0-based here; distances are the same.
		first, second := s.IntVar(0, n-1), s.IntVar(0, n-1)
		d := s.IntVar(-(n - 1), n-1) // the report leaves Distance's domain to #=
		for _, err := range []error{
			s.Element(first, line, s.Const(letter)),
			s.Element(second, line, s.Const(letter)),
			s.Linear([]int{1, -1}, []fd.Var{first, second}, fd.Ne, 0),
			s.Linear([]int{1, -1}, []fd.Var{first, second}, fd.Lt, 0),
			s.Linear([]int{1, -1, 1}, []fd.Var{d, second, first}, fd.Eq, 0),
		} {
			if err != nil {
				return 0, err
			}
		}
		return d, nil
	}
	for _, line := range m.lines() {
		dc, err := distance(line, int(Close))
		if err != nil {
			return nil, err
		}
		df, err := distance(line, int(Far))
		if err != nil {
			return nil, err
		}
		if err := s.Linear([]int{1, -1}, []fd.Var{dc, df}, fd.Lt, 0); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// tableModel posts our fd model: each row and column takes one of the line's
// valid placements (a table constraint, generalised arc consistent).
func tableModel(p *Puzzle) (*fdModel, error) {
	m := newBoard(p)
	ps := placements(p.N)
	tuples := make([][]int, len(ps))
	for i, pl := range ps {
		t := make([]int, p.N)
		for j := range t {
			t[j] = int(pl.value(j))
		}
		tuples[i] = t
	}
	for _, line := range m.lines() {
		if err := m.store.Table(line, tuples); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// fdMethod runs a model with the labeling of opt.Label (defaultLabel when empty).
func fdMethod(build func(*Puzzle) (*fdModel, error), defaultLabel string) method {
	return func(ctx context.Context, p *Puzzle, opt puzzle.SolveOptions, limit int, found func(*Solution)) (puzzle.Stats, error) {
		text := opt.Label
		if text == "" {
			text = defaultLabel
		}
		lo, err := fd.ParseLabel(text)
		if err != nil {
			return nil, fmt.Errorf("%w: --label %q: %v", puzzle.ErrBadOption, text, err)
		}
		if opt.Seed != 0 {
			lo.Seed = uint64(opt.Seed)
		}
		m, err := buildContext(ctx, build, p)
		if err != nil {
			if ctx.Err() != nil {
				return nil, err
			}
			return nil, fmt.Errorf("closefar: posting the model: %w", err)
		}
		n := 0
		err = m.store.Label(ctx, m.board, lo, func() bool {
			sol := &Solution{N: p.N, Cells: make([]Cell, len(m.board))}
			for i, v := range m.board {
				sol.Cells[i] = Cell(m.store.Value(v))
			}
			found(sol)
			n++
			return limit == 0 || n < limit
		})
		st := puzzle.Stats{}
		for _, c := range m.store.Stats().Counters() {
			if c.Name != "elapsed_ns" {
				st[c.Name] = float64(c.Value)
			}
		}
		if errors.Is(err, fd.ErrLimit) {
			err = fmt.Errorf("%w: %w", puzzle.ErrLimit, err)
		}
		return st, err
	}
}

// buildContext runs build, returning early when ctx ends. Posting the table
// model takes seconds at N = 32 (one table of every placement per line) and
// the builders take no context, so the build runs in a goroutine that is
// left to finish in the background (it is bounded; its model is dropped).
func buildContext(ctx context.Context, build func(*Puzzle) (*fdModel, error), p *Puzzle) (*fdModel, error) {
	if ctx.Done() == nil {
		return build(p)
	}
	type built struct {
		m   *fdModel
		err error
	}
	ch := make(chan built, 1)
	go func() {
		m, err := build(p)
		ch <- built{m, err}
	}()
	select {
	case b := <-ch:
		return b.m, b.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
