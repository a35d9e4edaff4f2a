package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"net/http"
	"slices"
	"strings"
	"time"

	"deduce/puzzle"
)

// Request is the body of every API call. Puzzle is the puzzle in any input
// format deduce reads, or a game ID.
type Request struct {
	Puzzle string `json:"puzzle"`
	Kind   string `json:"kind,omitempty"`
	Method string `json:"method,omitempty"`
	State  string `json:"state,omitempty"` // hint: as the CLI's --state
	Limit  int    `json:"limit,omitempty"` // count: cap (default 1000)
	// Play: the board's cells (indexes into its symbols), the cell and value to set.
	Cells []int `json:"cells,omitempty"`
	Index int   `json:"index,omitempty"`
	Value int   `json:"value,omitempty"`
	// Known are facts earlier applied hints added that the board cannot
	// show (board.known, sent back); Apply asks /api/hint to apply its step.
	Known []puzzle.Fact `json:"known,omitempty"`
	Apply bool          `json:"apply,omitempty"`
	// Struck are the pencil marks (board.struck: bit v rules symbol v out
	// of a cell); Strike asks /api/set to toggle Value's mark in Index.
	Struck []uint64 `json:"struck,omitempty"`
	Strike bool     `json:"strike,omitempty"`
	// Generate.
	Size       string `json:"size,omitempty"`
	Difficulty string `json:"difficulty,omitempty"`
	Seed       *int64 `json:"seed,omitempty"`
	// Params are the kind's own generator parameters by name (its
	// puzzle.GenParam declarations: {"domains": 3, "minimal": true}).
	Params map[string]any `json:"params,omitempty"`
}

// apiError is the JSON body of every failed request.
type apiError struct {
	Error  string `json:"error"`
	Status string `json:"status"` // always "error"
}

// httpError carries an HTTP status for a failed request.
type httpError struct {
	code int
	err  error
}

func (e *httpError) Error() string { return e.err.Error() }
func (e *httpError) Unwrap() error { return e.err }

func badRequest(format string, args ...any) error {
	return &httpError{http.StatusBadRequest, fmt.Errorf(format, args...)}
}

// statusOf maps an error to its HTTP status: input errors 400/422, too large
// 413, out of time 503, anything else (a bug) 500.
func statusOf(err error) int {
	var he *httpError
	var mb *http.MaxBytesError
	switch {
	case errors.As(err, &he):
		return he.code
	case errors.As(err, &mb):
		return http.StatusRequestEntityTooLarge
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled), errors.Is(err, puzzle.ErrLimit):
		return http.StatusServiceUnavailable
	case puzzle.IsInputError(err), errors.Is(err, puzzle.ErrUnreadable):
		return http.StatusUnprocessableEntity
	}
	return http.StatusInternalServerError
}

// writeJSON writes v with the given status.
func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	enc := json.NewEncoder(w)
	_ = enc.Encode(v)
}

func writeError(w http.ResponseWriter, err error) {
	writeJSON(w, statusOf(err), apiError{Error: webWording(err.Error()), Status: "error"})
}

// webWords turns the command line's flags, which the messages of the shared
// readers name, into the request fields the web app takes.
var webWords = strings.NewReplacer(
	"use --kind", `set "kind"`, "--kind", `"kind"`, "--method", `"method"`, "--state", `"state"`,
	"--size", `"size"`, "--difficulty", `"difficulty"`, "--seed", `"seed"`, "--limit", `"limit"`)

// webWording rewords an error message for the web app.
func webWording(msg string) string { return webWords.Replace(msg) }

// api wraps a JSON handler: method check, JSON body (content type, size,
// time, nothing after it), the answer cache, the work limiter, the work
// deadline, and errors as JSON.
func (s *Server) api(h func(ctx context.Context, req Request) (any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", "POST")
			writeJSON(w, http.StatusMethodNotAllowed, apiError{Error: "use POST with a JSON body", Status: "error"})
			return
		}
		// The work time runs from the request's arrival: reading the body
		// and waiting for a worker count too.
		ctx, cancel := context.WithTimeout(r.Context(), s.opt.WorkTime)
		defer cancel()
		raw, err := s.readJSONBody(w, r)
		if err != nil {
			writeError(w, err)
			return
		}
		req, err := decodeRequest(raw)
		if err != nil {
			writeError(w, err)
			return
		}
		// generate without a seed draws one from the clock: not cacheable.
		cacheable := r.URL.Path != "/api/generate" || req.Seed != nil
		key := cacheKey(r.URL.Path, raw)
		if cacheable && s.cache != nil {
			body, ok := s.cache.get(key)
			if ok {
				w.Header().Set("X-Cache", "hit")
				writeRaw(w, http.StatusOK, body)
				return
			}
			w.Header().Set("X-Cache", "miss")
		}
		// At most Workers requests compute at once; the others wait their
		// turn (in arrival order, as channel senders queue), so under a
		// burst each request is served fast in turn instead of all of them
		// slowly together, and the memory in use stays bounded.
		// The play model's moves (parse, board, set) are cheap and bounded by
		// the board's size (maxBoardCells) and the body: they have slots of
		// their own, so a game stays responsive while long solves hold every
		// work slot.
		pool := s.work
		if quick[r.URL.Path] {
			pool = s.quick
		}
		out, err := s.run(ctx, pool, func(ctx context.Context) (any, error) { return h(ctx, req) })
		if err != nil {
			writeError(w, err)
			return
		}
		body, err := json.Marshal(out)
		if err != nil {
			writeError(w, err)
			return
		}
		body = append(body, '\n')
		// Only complete answers are cached: one cut short by the time (or
		// a budget) could be complete on the next try.
		if cacheable && complete(out) && ctx.Err() == nil {
			s.cache.put(key, body)
		}
		writeRaw(w, http.StatusOK, body)
	}
}

// decodeRequest reads one JSON object with known fields and nothing after it.
func decodeRequest(raw []byte) (Request, error) {
	var req Request
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		return req, badRequest("bad JSON request: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return req, badRequest("bad JSON request: data after the JSON object (at byte %d)", dec.InputOffset())
	}
	return req, nil
}

// complete tells whether an answer is final: not cut short by the work
// time or a budget. Only complete answers are cached, and an incomplete
// one whose time ran out answers errOutOfTime instead.
func complete(out any) bool {
	switch v := out.(type) {
	case puzzle.Report:
		return v.Status != puzzle.Unknown
	case countReport:
		return v.final
	case puzzle.ExplainReport:
		return v.Status != puzzle.ExplainTimeout
	case HintResponse:
		return v.Status != puzzle.ExplainTimeout
	}
	return true
}

// quick names the endpoints of a game's moves, which have slots of their own.
var quick = map[string]bool{"/api/parse": true, "/api/board": true, "/api/set": true}

// writeRaw writes a JSON answer already encoded.
func writeRaw(w http.ResponseWriter, code int, body []byte) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	_, _ = w.Write(body)
}

// load parses the request's puzzle.
func load(req Request) (puzzle.Kind, puzzle.Puzzle, error) {
	return loadContext(context.Background(), req)
}

// loadContext is load stopping once ctx is done (puzzle.ContextParser).
func loadContext(ctx context.Context, req Request) (puzzle.Kind, puzzle.Puzzle, error) {
	text := strings.TrimSpace(req.Puzzle)
	if text == "" {
		return nil, nil, badRequest(`missing "puzzle": the puzzle text or a game ID`)
	}
	data := []byte(text + "\n")
	// The CLI's readers refuse control characters (an ESC in a name would
	// reach a terminal or a log); a JSON body is held to the same rule.
	if err := puzzle.CheckText("puzzle", data); err != nil {
		return nil, nil, err
	}
	k, err := puzzle.Detect("puzzle", data, req.Kind)
	if err != nil {
		return nil, nil, err
	}
	p, err := puzzle.ParseKind(ctx, k, "puzzle", data)
	if err != nil {
		return nil, nil, err
	}
	if err := checkWebSize(k, p); err != nil {
		return nil, nil, err
	}
	return k, p, nil
}

// maxBoardCells bounds a board on the web, for every kind (the kind
// reports its board's cells, puzzle.BoardCells): the play model and status
// do work quadratic in the board's cells (a logic grid of 2 domains of 200
// items, 1.8 KB of text, took 6.8 s and 3.5 GB for one /api/board). 4096
// cells is a 64x64 board: the largest puzzles deduce generates fit (a
// logic grid of 8 domains of 9 items is 63x63, a Magnets report 64x64),
// and one board request stays under 2 s.
const maxBoardCells = 4096

// checkWebSize refuses, before any work, the puzzles too large for the web
// app (the command line has no such bound).
func checkWebSize(k puzzle.Kind, p puzzle.Puzzle) error {
	if cells := puzzle.BoardCells(k, p); cells > maxBoardCells {
		return &httpError{http.StatusUnprocessableEntity, fmt.Errorf(
			"%s too large for the web app: its board has %d cells, at most %d (use the command line)",
			puzzle.TitleOf(k), cells, maxBoardCells)}
	}
	return nil
}

func (s *Server) solve(ctx context.Context, req Request) (any, error) {
	k, p, err := loadContext(ctx, req)
	if err != nil {
		return nil, err
	}
	r, err := puzzle.SolveChecked(ctx, k, p, puzzle.SolveOptions{Method: req.Method})
	if err != nil {
		return nil, err
	}
	rep := puzzle.NewReport(k.Name(), r)
	// A puzzle read from prose says how it was read and, when it has no
	// solution or several, why (as the CLI's solve --format json).
	rd, err := puzzle.ReadingOf(ctx, k, p, r.Status == puzzle.Solved || r.Status == puzzle.Unsatisfiable)
	if err != nil || rd == nil {
		return rep, err
	}
	return puzzle.WithReading{Head: rep, Reading: rd}, nil
}

func (s *Server) count(ctx context.Context, req Request) (any, error) {
	k, p, err := loadContext(ctx, req)
	if err != nil {
		return nil, err
	}
	limit := req.Limit
	if limit <= 0 || limit > 1000 {
		limit = 1000
	}
	r, err := puzzle.CountChecked(ctx, k, p, puzzle.SolveOptions{Method: req.Method, Limit: limit})
	if err != nil {
		return nil, err
	}
	rep := puzzle.NewReport(k.Name(), r)
	rep.Solutions = nil // counts can be large; the solutions are not the answer here
	// A count is final when complete or stopped by its limit.
	return countReport{Report: rep, final: r.Status != puzzle.Unknown && (r.Complete || r.Count >= limit)}, nil
}

// countReport is /api/count's answer: the CLI's count JSON; final tells
// complete() whether the count ran to its end (or its limit).
type countReport struct {
	puzzle.Report
	final bool
}

func (s *Server) grade(ctx context.Context, req Request) (any, error) {
	k, p, err := loadContext(ctx, req)
	if err != nil {
		return nil, err
	}
	gr, ok := k.(puzzle.Grader)
	if !ok {
		return nil, fmt.Errorf("%w: kind %s has no grader", puzzle.ErrUnsupported, k.Name())
	}
	g, err := gr.Grade(ctx, p)
	if err != nil {
		return nil, err
	}
	return puzzle.Report{Kind: k.Name(), Difficulty: g}, nil
}

func (s *Server) explain(ctx context.Context, req Request) (any, error) {
	k, p, err := loadContext(ctx, req)
	if err != nil {
		return nil, err
	}
	st, err := state(k, p, req)
	if err != nil {
		return nil, err
	}
	e, err := puzzle.ExplainChecked(ctx, k, p, st)
	if err != nil {
		return nil, err
	}
	return puzzle.NewExplainReport(k.Name(), e), nil
}

// state reads the position of a request: the board's cells when given (play
// pages), else the state text (the CLI's --state syntax).
func state(k puzzle.Kind, p puzzle.Puzzle, req Request) (puzzle.State, error) {
	if req.Cells != nil {
		sess, err := session(req)
		if err != nil {
			return nil, err
		}
		return sess.State(), nil
	}
	if strings.TrimSpace(req.State) == "" {
		return nil, nil
	}
	ex, ok := k.(puzzle.Explainer)
	if !ok {
		return nil, fmt.Errorf("%w: kind %s has no hint states", puzzle.ErrUnsupported, k.Name())
	}
	if err := puzzle.CheckText("state", []byte(req.State)); err != nil {
		return nil, err
	}
	return ex.ParseState(p, "state", []byte(req.State))
}

// HintResponse is /api/hint's answer: the CLI's hint JSON plus the board
// cells to highlight, for play pages.
type HintResponse struct {
	puzzle.HintReport
	FactCells []int `json:"fact_cells,omitempty"` // cells of the step's new facts, or of the mistakes
	UseCells  []int `json:"use_cells,omitempty"`  // cells of the facts the step used
	LineCells []int `json:"line_cells,omitempty"` // other cells the step reads (Step.Cells), e.g. a cited line
	// Levels are the step's progressive texts: where to look, what
	// follows, why (puzzle.HintLevels).
	Levels []string `json:"levels,omitempty"`
	// With "apply": the position after the step (its known facts included)
	// and whether the board shows it (false: kept as known).
	Board   *BoardJSON `json:"board,omitempty"`
	Applied bool       `json:"applied,omitempty"`
}

func (s *Server) hint(ctx context.Context, req Request) (any, error) {
	k, p, err := loadContext(ctx, req)
	if err != nil {
		return nil, err
	}
	if _, ok := k.(puzzle.Player); !ok || (req.Cells == nil && strings.TrimSpace(req.State) != "") {
		// The CLI's --state, or a kind that cannot be played: no board to mark.
		st, err := state(k, p, req)
		if err != nil {
			return nil, err
		}
		h, err := puzzle.HintChecked(ctx, k, p, st)
		if err != nil {
			return nil, err
		}
		return HintResponse{HintReport: puzzle.HintReport{Kind: k.Name(), Status: h.Status, Step: h.Step, Mistakes: h.Mistakes, Text: hintText(h)}}, nil
	}
	// A play page: the game's session, as the terminal game plays it.
	sess, err := session(req)
	if err != nil {
		return nil, err
	}
	if _, ok := k.(puzzle.Explainer); !ok {
		return nil, fmt.Errorf("%w: kind %s cannot give hints yet", puzzle.ErrUnsupported, k.Name())
	}
	if err := sess.Prove(ctx); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	h, err := sess.Hint(ctx, sess.State())
	if err != nil {
		return nil, err
	}
	if h.Status == puzzle.HintStatusMistakes {
		// The player's wrong entries, as check so far counts them: a
		// wrong tick, not the crosses the board drew beside it.
		if wrong, _, err := sess.Mistakes(); err == nil && len(wrong) > 0 {
			h.Mistakes = wrong
		}
	}
	out := HintResponse{HintReport: puzzle.HintReport{Kind: k.Name(), Status: h.Status, Step: h.Step, Mistakes: h.Mistakes, Text: hintText(h)}}
	if h.Step != nil {
		lv := puzzle.HintLevels(k, p, *h.Step)
		out.Levels = lv[:]
		out.FactCells = sess.Cells(h.Step.Facts)
		out.UseCells = sess.Cells(h.Step.Uses)
		b := sess.Board()
		for _, rc := range h.Step.Cells {
			if r, c := rc[0]-1, rc[1]-1; r >= 0 && r < b.Rows && c >= 0 && c < b.Cols {
				out.LineCells = append(out.LineCells, b.Index(r, c))
			}
		}
		if req.Apply {
			out.Applied = sess.Apply(*h.Step)
			bj := boardJSON(sess)
			out.Board = &bj
		}
	}
	if len(h.Mistakes) > 0 {
		out.FactCells = sess.Cells(h.Mistakes)
	}
	return out, nil
}

// hintText is the sentence shown for a hint.
func hintText(h puzzle.Hint) string {
	switch h.Status {
	case puzzle.HintStatusHint:
		return h.Step.Text
	case puzzle.HintStatusMistakes:
		if len(h.Mistakes) == 1 {
			return "1 wrong entry so far (highlighted)."
		}
		return fmt.Sprintf("%d wrong entries so far (highlighted).", len(h.Mistakes))
	case puzzle.HintStatusSolved:
		return "Solved: nothing left to deduce."
	case puzzle.HintStatusNoSol:
		return "This puzzle has no solution."
	case puzzle.HintStatusAmbiguous:
		return "No step follows: this puzzle has several solutions."
	}
	return "No step follows from here without guessing."
}

// GenerateResponse is /api/generate's answer: the CLI's generate JSON.
type GenerateResponse = puzzle.Report

// maxGenerateSide caps the size of generated puzzles so that one request
// cannot hold the server for long.
const maxGenerateSide = 30

func (s *Server) generate(ctx context.Context, req Request) (any, error) {
	k, err := puzzle.Lookup(req.Kind)
	if err != nil {
		return nil, &httpError{http.StatusBadRequest, err}
	}
	gen, ok := k.(puzzle.Generator)
	if !ok {
		return nil, badRequest("kind %s has no generator", k.Name())
	}
	w, h, err := generateSize(k, req.Size)
	if err != nil {
		return nil, err
	}
	seed := time.Now().UnixNano() % 1_000_000_000
	if req.Seed != nil {
		seed = *req.Seed
	}
	opt := puzzle.GenerateOptions{Width: w, Height: h, Difficulty: req.Difficulty, Seed: seed}
	if err := setParams(k, &opt, req.Params); err != nil {
		return nil, err
	}
	res, err := gen.Generate(ctx, opt)
	if err != nil {
		return nil, err
	}
	if res.Solution != nil {
		if err := k.Check(res.Puzzle, res.Solution); err != nil {
			return nil, fmt.Errorf("%w: generated solution: %v", puzzle.ErrWrongAnswer, err)
		}
	}
	rep := puzzle.Report{Kind: k.Name(), Puzzle: k.Format(res.Puzzle, nil), Difficulty: res.Difficulty,
		Seed: puzzle.Ptr(res.Seed), Unique: puzzle.Ptr(res.Unique)}
	if idf, ok := k.(puzzle.IDFormatter); ok {
		if id, err := idf.ID(res.Puzzle); err == nil {
			rep.ID = id
		}
	}
	return rep, nil
}

// generateSize reads a generate request's size with the kind's own size
// syntax, as the command line's --size (logic grids: "ITEMSxDOMAINS";
// square kinds refuse W≠H), bounded for the web app.
func generateSize(k puzzle.Kind, size string) (w, h int, err error) {
	size = strings.TrimSpace(size)
	w, h, err = puzzle.SizeOf(k, size)
	if err != nil {
		return 0, 0, badRequest("%v", err)
	}
	if w > maxGenerateSide || h > maxGenerateSide {
		return 0, 0, badRequest("size %q too large for the web app (at most %d)", size, maxGenerateSide)
	}
	return w, h, nil
}

// setParams checks a generate request's "params" against the kind's
// declarations (puzzle.SetParam) and stores them in opt. A switch is true or
// false, every other value a number; like sizes, no value may pass
// maxGenerateSide, so that one request cannot hold the server for long (the
// kind bounds its own parameters further).
func setParams(k puzzle.Kind, opt *puzzle.GenerateOptions, params map[string]any) error {
	for _, name := range slices.Sorted(maps.Keys(params)) {
		var v float64
		switch x := params[name].(type) {
		case float64:
			v = x
		case bool:
			if x {
				v = 1
			}
		default:
			return badRequest(`"params": %q: want a number or true/false, got %v`, name, params[name])
		}
		if math.Abs(v) > maxGenerateSide {
			return badRequest(`"params": %q: %g too large for the web app (at most %d)`, name, v, maxGenerateSide)
		}
		if err := puzzle.SetParam(k, opt, name, v); err != nil {
			// The contract's message names the command line's flag.
			return badRequest("%s", strings.ReplaceAll(err.Error(), "--"+name, `"params": "`+name+`"`))
		}
	}
	return nil
}
