package web

import (
	"context"
	"fmt"

	"deduce/puzzle"
)

// BoardJSON is a position as the browser draws it.
type BoardJSON struct {
	Kind     string   `json:"kind"`
	Rows     int      `json:"rows"`
	Cols     int      `json:"cols"`
	Symbols  []string `json:"symbols"`
	Cells    []int    `json:"cells"`
	Playable []bool   `json:"playable"`
	Given    []bool   `json:"given"`
	// Status by the rules: per clue and part, and the cells breaking a rule.
	Clues  []string   `json:"clues"`
	Parts  [][]string `json:"parts,omitempty"`
	Broken []int      `json:"broken"`
	Full   bool       `json:"full"`
	// Solved is true when the board is full and passes the kind's checker.
	Solved bool   `json:"solved"`
	Decor  *Decor `json:"decor,omitempty"`
}

func player(k puzzle.Kind) (puzzle.Player, error) {
	pl, ok := k.(puzzle.Player)
	if !ok {
		return nil, badRequest("kind %s cannot be played yet", k.Name())
	}
	return pl, nil
}

// boardFrom rebuilds a position from the browser's cells.
func boardFrom(pl puzzle.Player, p puzzle.Puzzle, cells []int) (*puzzle.Board, error) {
	b := pl.NewBoard(p)
	if cells == nil {
		return b, nil
	}
	if len(cells) != len(b.Cells) {
		return nil, badRequest("board has %d cells, the puzzle %d", len(cells), len(b.Cells))
	}
	for i, v := range cells {
		if v < 0 || v >= len(b.Symbols) {
			return nil, badRequest("cell %d: value %d out of range 0..%d", i, v, len(b.Symbols)-1)
		}
		if b.Given[i] || !b.Playable[i] {
			if v != b.Cells[i] {
				return nil, badRequest("cell %d is fixed by the puzzle", i)
			}
			continue
		}
		b.Cells[i] = v
	}
	return b, nil
}

// boardJSON judges b and packs it for the browser.
func boardJSON(k puzzle.Kind, pl puzzle.Player, p puzzle.Puzzle, b *puzzle.Board) BoardJSON {
	st := pl.Status(p, b)
	out := BoardJSON{Kind: k.Name(), Rows: b.Rows, Cols: b.Cols, Symbols: b.Symbols, Cells: b.Cells,
		Playable: b.Playable, Given: b.Given, Broken: st.Broken, Full: st.Full, Decor: decorate(pl.Layout(p, b, st))}
	if out.Broken == nil {
		out.Broken = []int{}
	}
	for _, c := range st.Clues {
		out.Clues = append(out.Clues, c.String())
	}
	for _, ps := range st.Parts {
		var row []string
		for _, c := range ps {
			row = append(row, c.String())
		}
		out.Parts = append(out.Parts, row)
	}
	if st.Full {
		if s, ok := pl.BoardSolution(p, b); ok && k.Check(p, s) == nil {
			out.Solved = true
		}
	}
	return out
}

// loadBoard reads the request's puzzle, its kind's Player and the board
// the request carries: what /api/board and /api/set both start from.
func loadBoard(req Request) (puzzle.Kind, puzzle.Puzzle, puzzle.Player, *puzzle.Board, error) {
	k, p, err := load(req)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	pl, err := player(k)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	b, err := boardFrom(pl, p, req.Cells)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	return k, p, pl, b, nil
}

func (s *Server) board(ctx context.Context, req Request) (any, error) {
	k, p, pl, b, err := loadBoard(req)
	if err != nil {
		return nil, err
	}
	return boardJSON(k, pl, p, b), nil
}

func (s *Server) set(ctx context.Context, req Request) (any, error) {
	k, p, pl, b, err := loadBoard(req)
	if err != nil {
		return nil, err
	}
	if req.Index < 0 || req.Index >= len(b.Cells) {
		return nil, badRequest("cell %d out of range 0..%d", req.Index, len(b.Cells)-1)
	}
	if req.Value < 0 || req.Value >= len(b.Symbols) {
		return nil, badRequest("value %d out of range 0..%d", req.Value, len(b.Symbols)-1)
	}
	return boardJSON(k, pl, p, pl.Set(p, b, req.Index, req.Value)), nil
}

// solution answers the board of the (verified) solution.
func (s *Server) solution(ctx context.Context, req Request) (any, error) {
	k, p, err := load(req)
	if err != nil {
		return nil, err
	}
	pl, err := player(k)
	if err != nil {
		return nil, err
	}
	ex, ok := k.(puzzle.Explainer)
	if !ok {
		return nil, badRequest("kind %s has no explainer", k.Name())
	}
	r, err := puzzle.SolveChecked(ctx, k, p, puzzle.SolveOptions{})
	if err != nil {
		return nil, err
	}
	if r.Status != puzzle.Solved {
		return nil, &httpError{422, fmt.Errorf("no solution (%s)", r.Status)}
	}
	b := pl.ApplyFacts(p, pl.NewBoard(p), ex.SolutionFacts(p, r.Solutions[0]))
	return boardJSON(k, pl, p, b), nil
}
