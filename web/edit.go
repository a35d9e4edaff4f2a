package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"deduce/puzzle"
)

// The enter page's board editor: POST /api/edit opens a blank board of a
// kind and size, or a puzzle's text, on the board, and applies one edit to
// it. Every answer carries the puzzle's native text (the kind's Format), so
// the page's text box and its board show the same puzzle; the board is the
// kind's Layout and its puzzle.Editor slots, drawn without naming a kind.

// EditRequest is /api/edit's body: a Kind and Size for a blank board, or
// a Puzzle (any format deduce reads; Kind optional, as elsewhere), and an
// optional Edit of it.
type EditRequest struct {
	Kind   string      `json:"kind,omitempty"`
	Size   string      `json:"size,omitempty"`
	Puzzle string      `json:"puzzle,omitempty"`
	Edit   *EditChange `json:"edit,omitempty"`
}

// EditChange sets one slot of the board to Value ("" for no given).
type EditChange struct {
	puzzle.SlotAt
	Value string `json:"value"`
}

// EditResponse is the board the editor draws and the puzzle's text.
type EditResponse struct {
	Kind     string        `json:"kind"`
	Title    string        `json:"title"`
	Puzzle   string        `json:"puzzle"` // the native text
	Rows     int           `json:"rows"`
	Cols     int           `json:"cols"`
	Playable []bool        `json:"playable"`
	Decor    *Decor        `json:"decor"`
	Slots    []puzzle.Slot `json:"slots"`
}

// editErrorJSON is a refused edit: the error and the slot it names.
type editErrorJSON struct {
	Error  string         `json:"error"`
	Status string         `json:"status"` // always "error"
	Slot   *puzzle.SlotAt `json:"slot,omitempty"`
}

// maxEditSide bounds the editor's board (a 30x30 Magnets board has 1,860
// slots; a larger puzzle is edited as text).
const maxEditSide = maxGenerateSide

// editAPI is /api/edit: the API's body rules (POST, JSON of known fields,
// MaxBody) and the work limiter's quick slots, as a game's moves: an edit
// is bounded by the board's size.
func (s *Server) editAPI(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		writeJSON(w, http.StatusMethodNotAllowed, apiError{Error: "use POST with a JSON body", Status: "error"})
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), s.opt.WorkTime)
	defer cancel()
	raw, err := s.readJSONBody(w, r)
	if err != nil {
		writeError(w, err)
		return
	}
	var req EditRequest
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		writeError(w, badRequest("bad JSON request: %v", err))
		return
	}
	if _, err := dec.Token(); err != io.EOF {
		writeError(w, badRequest("bad JSON request: data after the JSON object (at byte %d)", dec.InputOffset()))
		return
	}
	out, err := s.run(ctx, s.quick, func(ctx context.Context) (any, error) { return editBoard(ctx, req) })
	if err != nil {
		var ee *puzzle.EditError
		if errors.As(err, &ee) {
			writeJSON(w, http.StatusUnprocessableEntity, editErrorJSON{Error: ee.Error(), Status: "error", Slot: &ee.At})
			return
		}
		writeError(w, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// editBoard is /api/edit's work.
func editBoard(ctx context.Context, req EditRequest) (EditResponse, error) {
	var k puzzle.Kind
	var p puzzle.Puzzle
	var err error
	switch {
	case strings.TrimSpace(req.Puzzle) != "" && req.Size != "":
		return EditResponse{}, badRequest(`give "puzzle" to edit, or "kind" and "size" for a blank board, not both`)
	case strings.TrimSpace(req.Puzzle) != "":
		k, p, err = loadContext(ctx, Request{Puzzle: req.Puzzle, Kind: req.Kind})
		if err != nil {
			return EditResponse{}, err
		}
	default:
		if req.Edit != nil {
			return EditResponse{}, badRequest(`an "edit" needs the "puzzle" it edits`)
		}
		if k, err = puzzle.Lookup(req.Kind); err != nil {
			return EditResponse{}, &httpError{http.StatusBadRequest, err}
		}
	}
	ed, isEd := k.(puzzle.Editor)
	pl, isPl := k.(puzzle.Player)
	if !isEd || !isPl {
		return EditResponse{}, &httpError{http.StatusUnprocessableEntity,
			fmt.Errorf("%s puzzles have no board editor: they are edited as text", puzzle.TitleOf(k))}
	}
	if p == nil {
		size := req.Size
		if rules, ok := puzzle.RulesOf(k); ok && strings.TrimSpace(size) == "" {
			size = rules.DefaultSize
		}
		w, h, err := generateSize(k, size)
		if err != nil {
			return EditResponse{}, err
		}
		if w == 0 || h == 0 {
			return EditResponse{}, badRequest(`missing "size": the blank board's size`)
		}
		if p, err = ed.Blank(w, h); err != nil {
			return EditResponse{}, badRequest("%v", err)
		}
	}
	b := pl.NewBoard(p)
	if b.Rows > maxEditSide || b.Cols > maxEditSide {
		return EditResponse{}, &httpError{http.StatusUnprocessableEntity, fmt.Errorf(
			"a %dx%d board is too large for the board editor (at most %d per side): edit it as text", b.Cols, b.Rows, maxEditSide)}
	}
	if req.Edit != nil {
		if p, err = ed.Edit(p, req.Edit.SlotAt, req.Edit.Value); err != nil {
			return EditResponse{}, err
		}
		b = pl.NewBoard(p)
	}
	return EditResponse{Kind: k.Name(), Title: puzzle.TitleOf(k), Puzzle: k.Format(p, nil), Rows: b.Rows, Cols: b.Cols,
		Playable: b.Playable, Decor: decorate(pl.Layout(p, b, puzzle.BoardStatus{})), Slots: ed.Slots(p)}, nil
}
