package web

import (
	"context"
	"errors"

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
	// Known is what applied hints added that the board cannot show; the
	// browser sends it back with the cells and the pencil marks.
	Known []puzzle.Fact `json:"known,omitempty"`
	// Struck are the pencil marks: bit v of struck[i] rules symbol v out of cell i.
	Struck []uint64 `json:"struck,omitempty"`
}

// session rebuilds the browser's game as a puzzle.Session: the request's
// puzzle, cells and known facts (what applied hints added that the board
// cannot show). Every play request goes through it, as the terminal game's
// moves do.
func session(req Request) (*puzzle.Session, error) {
	k, p, err := load(req)
	if err != nil {
		return nil, err
	}
	if _, ok := k.(puzzle.Player); !ok {
		return nil, badRequest("kind %s cannot be played yet", k.Name())
	}
	s, err := puzzle.NewSession(k, p)
	if err != nil {
		return nil, err
	}
	if err := s.Restore(req.Cells, req.Struck, req.Known); err != nil {
		return nil, badRequest("%v", err)
	}
	return s, nil
}

// boardJSON judges the session's position and packs it for the browser.
func boardJSON(s *puzzle.Session) BoardJSON {
	b := s.Board()
	st := s.Status()
	out := BoardJSON{Kind: s.Kind().Name(), Rows: b.Rows, Cols: b.Cols, Symbols: b.Symbols, Cells: b.Cells,
		Playable: b.Playable, Given: b.Given, Broken: st.Broken, Full: st.Full, Decor: decorate(s.Layout(st)),
		Known: s.Known(), Struck: b.Struck, Solved: s.Solved()}
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
	return out
}

func (s *Server) board(ctx context.Context, req Request) (any, error) {
	sess, err := session(req)
	if err != nil {
		return nil, err
	}
	return boardJSON(sess), nil
}

func (s *Server) set(ctx context.Context, req Request) (any, error) {
	sess, err := session(req)
	if err != nil {
		return nil, err
	}
	b := sess.Board()
	if req.Index < 0 || req.Index >= len(b.Cells) {
		return nil, badRequest("cell %d out of range 0..%d", req.Index, len(b.Cells)-1)
	}
	if req.Value < 0 || req.Value >= len(b.Symbols) {
		return nil, badRequest("value %d out of range 0..%d", req.Value, len(b.Symbols)-1)
	}
	if req.Strike {
		sess.Strike(req.Index, req.Value)
	} else {
		sess.Set(req.Index, req.Value)
	}
	return boardJSON(sess), nil
}

// solution answers the board of the proven solution.
func (s *Server) solution(ctx context.Context, req Request) (any, error) {
	sess, err := session(Request{Puzzle: req.Puzzle, Kind: req.Kind})
	if err != nil {
		return nil, err
	}
	if err := sess.Prove(ctx); err != nil {
		return nil, err
	}
	if err := sess.Solve(); err != nil {
		if errors.Is(err, puzzle.ErrNotProven) {
			return nil, &httpError{422, err}
		}
		return nil, err
	}
	return boardJSON(sess), nil
}
