package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"deduce/internal/book"
	"deduce/internal/explainfmt"
	"deduce/puzzle"
)

var pages = template.Must(template.New("").ParseFS(assets, "assets/*.html"))

// page renders one template with the common layout data.
func (s *Server) render(w http.ResponseWriter, name string, data map[string]any) {
	var buf bytes.Buffer
	if data == nil {
		data = map[string]any{}
	}
	// The kind menus show each kind's title ("Close or Far"), not its name.
	type kindName struct{ Name, Title string }
	kinds := []kindName{}
	for _, k := range puzzle.Kinds() {
		kinds = append(kinds, kindName{k.Name(), puzzle.TitleOf(k)})
	}
	data["Kinds"] = kinds
	if data["Title"] == nil {
		data["Title"] = map[string]string{"home.html": "New puzzle", "play.html": "Play", "enter.html": "Enter a puzzle",
			"print.html": "Print", "error.html": "Error"}[name]
	}
	if err := pages.ExecuteTemplate(&buf, name, data); err != nil {
		http.Error(w, "template: "+err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = buf.WriteTo(w)
}

// home is the new-puzzle form. Each kind's size syntax, default size and
// rules link come from the kind's declared rules.
func (s *Server) home(w http.ResponseWriter, r *http.Request) {
	type kindHelp struct {
		Name string
		puzzle.Rules
	}
	var help []kindHelp
	for _, k := range puzzle.Kinds() {
		if r, ok := puzzle.RulesOf(k); ok {
			help = append(help, kindHelp{k.Name(), r})
		}
	}
	s.render(w, "home.html", map[string]any{"Help": help})
}

// pageError shows an error page with the status of err.
func (s *Server) pageError(w http.ResponseWriter, err error) {
	w.WriteHeader(statusOf(err))
	s.render(w, "error.html", map[string]any{"Error": webWording(err.Error())})
}

// playPage opens a game: /play?id=ID or /play?puzzle=TEXT, or the
// generator's parameters /play?kind=magnets&size=6&difficulty=tricky&seed=1.
// Reading or generating the puzzle runs under the work limiter.
func (s *Server) playPage(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	ctx, cancel := context.WithTimeout(r.Context(), s.opt.WorkTime)
	defer cancel()
	var seed *int64
	if sd := q.Get("seed"); sd != "" {
		v, err := strconv.ParseInt(sd, 10, 64)
		if err != nil {
			s.pageError(w, badRequest("bad seed %q", sd))
			return
		}
		seed = &v
	}
	if len(q.Get("puzzle")) > int(s.opt.MaxBody) {
		s.pageError(w, &httpError{http.StatusRequestEntityTooLarge, fmt.Errorf("puzzle over the limit of %d bytes", s.opt.MaxBody)})
		return
	}
	out, err := s.run(ctx, s.work, func(ctx context.Context) (any, error) { return s.playData(ctx, q, seed) })
	if err != nil {
		s.pageError(w, err)
		return
	}
	s.render(w, "play.html", out.(map[string]any))
}

// playData is playPage's work: the puzzle read or generated, and the page's data.
func (s *Server) playData(ctx context.Context, q url.Values, seed *int64) (map[string]any, error) {
	text := q.Get("id")
	if text == "" {
		text = q.Get("puzzle")
	}
	data := map[string]any{}
	if text == "" {
		req := Request{Kind: q.Get("kind"), Size: q.Get("size"), Difficulty: q.Get("difficulty"), Seed: seed}
		if req.Kind == "" {
			req.Kind = defaultKind(true)
		}
		extra, err := playParams(&req, q)
		if err != nil {
			return nil, err
		}
		rep, err := s.generateCached(ctx, req)
		if err != nil {
			return nil, err
		}
		text = rep.Puzzle
		data["Seed"] = *rep.Seed
		data["Difficulty"] = rep.Difficulty
		data["Share"] = "/play?kind=" + req.Kind + "&size=" + q.Get("size") + "&difficulty=" + q.Get("difficulty") + extra + "&seed=" + strconv.FormatInt(*rep.Seed, 10)
		data["Next"] = "/play?kind=" + req.Kind + "&size=" + q.Get("size") + "&difficulty=" + q.Get("difficulty") + extra
		if rep.ID != "" {
			data["ID"] = rep.ID
		}
	}
	k, p, err := load(Request{Puzzle: text, Kind: q.Get("as")})
	if err != nil {
		return nil, err
	}
	if _, ok := k.(puzzle.Player); !ok {
		return nil, badRequest("kind %s cannot be played yet", k.Name())
	}
	if idf, ok := k.(puzzle.IDFormatter); ok && data["ID"] == nil {
		if id, err := idf.ID(p); err == nil {
			data["ID"] = id
		}
	}
	// The page plays the puzzle as it was given: text the player wrote (an
	// English logic grid, its own sentences) is not re-formatted, which
	// could also not be read back (the thesis format cannot hold "9:00am").
	if data["Share"] == nil {
		if id, ok := data["ID"].(string); ok {
			data["Share"] = "/play?id=" + template.URLQueryEscaper(id)
		} else {
			data["Share"] = "/play?puzzle=" + template.URLQueryEscaper(text)
		}
	}
	data["Kind"] = k.Name()
	data["Title"] = puzzle.TitleOf(k) // the heading: "Logic grid", not "logicgrid"
	if data["Next"] == nil {          // a puzzle brought in: a fresh one of its kind
		data["Next"] = "/play?kind=" + k.Name()
	}
	data["Puzzle"] = text
	if in, ok := p.(puzzle.Introducer); ok {
		title, story := in.Introduction()
		if title != "" {
			data["Title"], data["OwnTitle"] = title, true
		}
		if story != "" {
			data["Story"] = strings.Split(story, "\n")
		}
	}
	return data, nil
}

// playParams reads the kind's declared generator parameters from the play
// page's query (/play?kind=logicgrid&domains=3&minimal=true) into req.Params,
// and returns them as a query suffix for the page's links.
func playParams(req *Request, q url.Values) (string, error) {
	k, err := puzzle.Lookup(req.Kind)
	if err != nil {
		return "", &httpError{http.StatusBadRequest, err}
	}
	var extra strings.Builder
	for _, p := range puzzle.GenParamsOf(k) {
		text := q.Get(p.Name)
		if text == "" {
			continue
		}
		var v any
		switch text {
		case "true", "on":
			v = true
		case "false", "off":
			v = false
		default:
			f, err := strconv.ParseFloat(text, 64)
			if err != nil {
				return "", badRequest("%s=%q: want a number or true/false", p.Name, text)
			}
			v = f
		}
		if req.Params == nil {
			req.Params = map[string]any{}
		}
		req.Params[p.Name] = v
		extra.WriteString("&" + url.QueryEscape(p.Name) + "=" + url.QueryEscape(text))
	}
	return extra.String(), nil
}

// defaultKind is the kind /play and /print make when none is asked: the
// first registered kind that generates (and, for play, can be played).
func defaultKind(play bool) string {
	for _, k := range puzzle.Kinds() {
		_, gen := k.(puzzle.Generator)
		_, pl := k.(puzzle.Player)
		if gen && (pl || !play) {
			return k.Name()
		}
	}
	return ""
}

// enterPage is the text box and the board editor. The editor's kind menu
// lists every registered kind; the ones without a board editor
// (puzzle.Editor and Player) say they are edited as text.
func (s *Server) enterPage(w http.ResponseWriter, r *http.Request) {
	s.render(w, "enter.html", enterData(r.URL.Query().Get("puzzle")))
}

// enterData is the enter page's data, its text box holding text.
func enterData(text string) map[string]any {
	type editorKind struct {
		Name, Title, Size, SizeSyntax string
		Board                         bool
	}
	var kinds []editorKind
	for _, k := range puzzle.Kinds() {
		_, ed := k.(puzzle.Editor)
		_, pl := k.(puzzle.Player)
		ek := editorKind{Name: k.Name(), Title: puzzle.TitleOf(k), Board: ed && pl}
		if rules, ok := puzzle.RulesOf(k); ok {
			ek.Size, ek.SizeSyntax = rules.DefaultSize, rules.SizeSyntax
		}
		kinds = append(kinds, ek)
	}
	return map[string]any{"Puzzle": text, "EditorKinds": kinds}
}

// explainPage is the walkthrough: GET ?id= or ?puzzle=, or POST a form with puzzle.
func (s *Server) explainPage(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, s.opt.MaxBody)
	if err := r.ParseForm(); err != nil {
		s.pageError(w, formError(err, s.opt.MaxBody))
		return
	}
	text := r.Form.Get("puzzle")
	if text == "" {
		text = r.Form.Get("id")
	}
	if strings.TrimSpace(text) == "" {
		s.render(w, "enter.html", enterData(""))
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), s.opt.WorkTime)
	defer cancel()
	kind := r.Form.Get("kind")
	out, err := s.run(ctx, s.work, func(ctx context.Context) (any, error) {
		k, p, err := load(Request{Puzzle: text, Kind: kind})
		if err != nil {
			return nil, err
		}
		e, err := puzzle.ExplainChecked(ctx, k, p, nil)
		if err != nil {
			return nil, err
		}
		if e.Status == puzzle.ExplainTimeout {
			return nil, s.outOfTime(ctx)
		}
		if err := checkPageSize(k, p, e); err != nil {
			return nil, err
		}
		return explainData(k, p, text, e)
	})
	if err != nil {
		s.pageError(w, err)
		return
	}
	s.render(w, "explain.html", out.(map[string]any))
}

// explainData is the walkthrough page's data: the site layout around the
// walkthrough, headed by the puzzle's own title when it has one ("Lunch at
// the Deli"), its story under it.
func explainData(k puzzle.Kind, p puzzle.Puzzle, text string, e puzzle.Explanation) (map[string]any, error) {
	style, body, err := explainfmt.Walkthrough(k, p, nil, e)
	if err != nil {
		return nil, err
	}
	kindTitle := k.Name()
	if r, ok := puzzle.RulesOf(k); ok {
		kindTitle = r.Title
	}
	data := map[string]any{"Title": "Explanation: " + kindTitle, "KindTitle": kindTitle, "Kind": k.Name(),
		"Puzzle": text, "Style": style, "Body": body}
	if in, ok := p.(puzzle.Introducer); ok {
		title, story := in.Introduction()
		if title != "" {
			data["Title"] = title
		}
		if story != "" {
			data["Story"] = strings.Split(story, "\n")
		}
	}
	return data, nil
}

// printPage is a printable book made by the same layout as `deduce print`:
// ?kind=&size=&difficulty=&seed=&n=&paper=a4|letter&format=html|pdf, the
// puzzles first and their solutions, smaller, at the back.
func (s *Server) printPage(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	if len(q) == 0 {
		s.render(w, "print.html", nil)
		return
	}
	n, _ := strconv.Atoi(q.Get("n"))
	if n <= 0 {
		n = 6
	}
	if n > 40 {
		s.pageError(w, badRequest("at most 40 puzzles in one book from the web app"))
		return
	}
	paper, err := book.PaperNamed(strings.ToLower(cmpOr(q.Get("paper"), "a4")))
	if err != nil {
		s.pageError(w, badRequest("%v", err))
		return
	}
	seed := int64(1)
	if sd := q.Get("seed"); sd != "" {
		v, err := strconv.ParseInt(sd, 10, 64)
		if err != nil {
			s.pageError(w, badRequest("bad seed %q", sd))
			return
		}
		seed = v
	}
	kind := cmpOr(q.Get("kind"), defaultKind(false))
	k, err := puzzle.Lookup(kind)
	if err != nil {
		s.pageError(w, &httpError{http.StatusBadRequest, err})
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), s.opt.WorkTime)
	defer cancel()
	title := "deduce: " + kind + " puzzles"
	asPDF := q.Get("format") == "pdf"
	out, err := s.run(ctx, s.work, func(ctx context.Context) (any, error) {
		var entries []book.Entry
		for i := range n {
			sd := seed + int64(i)
			rep, err := s.generateCached(ctx, Request{Kind: kind, Size: q.Get("size"), Difficulty: q.Get("difficulty"), Seed: &sd})
			if err != nil {
				return nil, err
			}
			_, p, err := load(Request{Puzzle: rep.Puzzle, Kind: kind})
			if err != nil {
				return nil, err
			}
			res, err := puzzle.SolveChecked(ctx, k, p, puzzle.SolveOptions{})
			if err != nil {
				return nil, err
			}
			if res.Status == puzzle.Unknown {
				return nil, s.outOfTime(ctx)
			}
			e := book.Entry{Kind: k, Puzzle: p, Difficulty: rep.Difficulty, Seed: rep.Seed}
			if res.Status == puzzle.Solved {
				e.Solution = res.Solutions[0]
			}
			entries = append(entries, e)
		}
		pages, err := book.Layout(entries, book.Options{Paper: paper, Solutions: true, Rules: true})
		if err != nil {
			return nil, err
		}
		if asPDF {
			var buf bytes.Buffer
			if err := book.PDF(&buf, pages, paper, title); err != nil {
				return nil, err
			}
			return buf.Bytes(), nil
		}
		return []byte(book.HTML(pages, paper, title)), nil
	})
	if err != nil {
		s.pageError(w, err)
		return
	}
	if asPDF {
		w.Header().Set("Content-Type", "application/pdf")
		w.Header().Set("Content-Disposition", `inline; filename="`+kind+`-book.pdf"`)
	} else {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
	}
	_, _ = w.Write(out.([]byte))
}

// The walkthrough page draws the board after every step, about 210 bytes
// a cell (a 30x30 Magnets walkthrough, 1138 steps, made a 211 MB page, held
// whole in memory while it is drawn). maxExplainPage bounds the page.
const (
	explainBytesPerCell = 210
	maxExplainPage      = 32 << 20
)

// checkPageSize refuses a walkthrough whose page would pass maxExplainPage.
func checkPageSize(k puzzle.Kind, p puzzle.Puzzle, e puzzle.Explanation) error {
	pl, ok := k.(puzzle.Player)
	if !ok {
		return nil
	}
	cells := len(pl.NewBoard(p).Cells)
	if size := (len(e.Steps) + 1) * cells * explainBytesPerCell; size > maxExplainPage {
		return &httpError{http.StatusUnprocessableEntity, fmt.Errorf(
			"this walkthrough is too long for one page: %d steps, each drawn on a board of %d cells, would make about %d MB (at most %d MB); POST it to /api/explain, or run deduce explain",
			len(e.Steps), cells, size>>20, maxExplainPage>>20)}
	}
	return nil
}

func cmpOr(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// ParseResponse is /api/parse's answer, for live errors while typing.
type ParseResponse struct {
	OK    bool   `json:"ok"`
	Kind  string `json:"kind,omitempty"`
	Error string `json:"error,omitempty"`
	Line  int    `json:"line,omitempty"`
	Col   int    `json:"col,omitempty"`
}

func (s *Server) parse(ctx context.Context, req Request) (any, error) {
	k, _, err := loadContext(ctx, req)
	if err != nil {
		var pe *puzzle.ParseError
		out := ParseResponse{Error: err.Error()}
		if errors.As(err, &pe) {
			out.Line, out.Col = pe.Line, pe.Col
		}
		var he *httpError
		if errors.As(err, &he) || puzzle.IsInputError(err) {
			return out, nil
		}
		return nil, err
	}
	return ParseResponse{OK: true, Kind: k.Name()}, nil
}

// generateCached is generate for pages: a shared link (kind, size,
// difficulty, seed) generates once, then comes from the answer cache, under
// the same key as the API's /api/generate with that body.
func (s *Server) generateCached(ctx context.Context, req Request) (puzzle.Report, error) {
	var key [32]byte
	if req.Seed != nil {
		body, err := json.Marshal(req)
		if err != nil {
			return puzzle.Report{}, err
		}
		key = cacheKey("/api/generate", body)
		if b, ok := s.cache.get(key); ok {
			var rep puzzle.Report
			if err := json.Unmarshal(b, &rep); err == nil {
				return rep, nil
			}
		}
	}
	out, err := s.generate(ctx, req)
	if err != nil {
		return puzzle.Report{}, err
	}
	rep := out.(puzzle.Report)
	if req.Seed != nil {
		if b, err := json.Marshal(rep); err == nil {
			s.cache.put(key, append(b, '\n'))
		}
	}
	return rep, nil
}
