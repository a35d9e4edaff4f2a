package web

import (
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// e1 is the Magnets report's example e1 (unique).
const e1 = `magnets 6
ewewew
sewews
newewn
ssssew
nnnnss
ewewnn
1 1 3 2 2 1
1 2 2 2 1 2
2 2 0 2 2 2
2 1 1 2 1 3
`

func call(t *testing.T, h http.Handler, method, path, body string) (int, map[string]any) {
	t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var out map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		t.Fatalf("%s %s: answer is not JSON: %v\n%s", method, path, err, rec.Body.String())
	}
	return rec.Code, out
}

// apiRequest is a POST of a JSON body, as the app's pages send it.
func apiRequest(path string, body io.Reader) *http.Request {
	req := httptest.NewRequest("POST", path, body)
	req.Header.Set("Content-Type", "application/json")
	return req
}

func jsonBody(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func TestAPI(t *testing.T) {
	h := New(Options{})
	cases := []struct {
		why, path, body string
		code            int
		check           func(map[string]any) bool
	}{
		{"solve a Magnets puzzle", "/api/solve", jsonBody(Request{Puzzle: e1}), 200,
			func(m map[string]any) bool { return m["status"] == "solved" && m["kind"] == "magnets" }},
		{"count proves e1 unique", "/api/count", jsonBody(Request{Puzzle: e1}), 200,
			func(m map[string]any) bool { return m["count"] == 1.0 && m["complete"] == true }},
		{"grade names a tier", "/api/grade", jsonBody(Request{Puzzle: e1}), 200,
			func(m map[string]any) bool { return m["difficulty"] != nil && m["difficulty"] != "" }},
		{"generate with a seed is reproducible input", "/api/generate", `{"kind":"closefar","size":"7","seed":3}`, 200,
			func(m map[string]any) bool {
				return m["seed"] == 3.0 && strings.HasPrefix(m["puzzle"].(string), "closefar 7")
			}},
		{"a parse error is positioned, 422", "/api/solve", jsonBody(Request{Puzzle: "magnets 6\nxx\n"}), 422,
			func(m map[string]any) bool {
				return strings.HasPrefix(m["error"].(string), "puzzle:2:") && m["status"] == "error"
			}},
		{"an empty puzzle is a 400", "/api/solve", `{"puzzle":""}`, 400,
			func(m map[string]any) bool { return strings.Contains(m["error"].(string), "missing") }},
		{"malformed JSON is a 400", "/api/solve", `{"puzzle":`, 400,
			func(m map[string]any) bool { return strings.Contains(m["error"].(string), "bad JSON") }},
		{"unknown fields are refused", "/api/solve", `{"puzzel":"x"}`, 400,
			func(m map[string]any) bool { return strings.Contains(m["error"].(string), "unknown field") }},
		{"an unknown kind is a 400", "/api/generate", `{"kind":"sudoku"}`, 400,
			func(m map[string]any) bool { return m["status"] == "error" }},
		{"an oversized generate is refused", "/api/generate", `{"kind":"magnets","size":"500"}`, 400,
			func(m map[string]any) bool { return strings.Contains(m["error"].(string), "too large") }},
		{"parse reports the kind", "/api/parse", jsonBody(Request{Puzzle: e1}), 200,
			func(m map[string]any) bool { return m["ok"] == true && m["kind"] == "magnets" }},
		{"parse reports line and column", "/api/parse", jsonBody(Request{Puzzle: "magnets 6\nxx\n"}), 200,
			func(m map[string]any) bool { return m["ok"] == false && m["line"] == 2.0 }},
	}
	for _, c := range cases {
		code, out := call(t, h, "POST", c.path, c.body)
		if code != c.code || !c.check(out) {
			t.Errorf("%s: %s -> %d %v, want %d", c.why, c.path, code, out, c.code)
		}
	}
}

func TestAPIRefusesGetAndHugeBodies(t *testing.T) {
	h := New(Options{MaxBody: 1000})
	if code, _ := call(t, h, "GET", "/api/solve", ""); code != http.StatusMethodNotAllowed {
		t.Errorf("GET /api/solve: %d, want 405", code)
	}
	big := jsonBody(Request{Puzzle: strings.Repeat("x", 5000)})
	if code, out := call(t, h, "POST", "/api/solve", big); code != http.StatusRequestEntityTooLarge {
		t.Errorf("oversized body: %d %v, want 413", code, out)
	}
}

func TestPages(t *testing.T) {
	h := New(Options{})
	for _, path := range []string{"/", "/enter", "/print?kind=closefar&n=2&seed=5", "/static/play.js", "/static/style.css"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		if rec.Code != 200 || rec.Body.Len() == 0 {
			t.Errorf("GET %s: %d, %d bytes", path, rec.Code, rec.Body.Len())
		}
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/print?kind=closefar&n=2&seed=5", nil))
	if body := rec.Body.String(); !strings.Contains(body, "seed 5") || !strings.Contains(body, "seed 6") || !strings.Contains(body, "Solutions") {
		t.Errorf("print book: want both seeds in captions and the solutions:\n%.400s", body)
	}
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/print?kind=magnets&n=3&format=pdf&paper=letter", nil))
	if rec.Code != 200 || !strings.HasPrefix(rec.Body.String(), "%PDF") || rec.Header().Get("Content-Type") != "application/pdf" {
		t.Errorf("print PDF: %d %q", rec.Code, rec.Header().Get("Content-Type"))
	}
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/play?kind=nosuch", nil))
	if rec.Code != 400 || !strings.Contains(rec.Body.String(), "nosuch") {
		t.Errorf("play with an unknown kind: %d", rec.Code)
	}
}

// TestHintMarks: what a hint marks on the page is what the step says. The
// clue numbers a step cites find their label (Magnets: the line's counts;
// Close or Far: the hint cell; logic grids: the clue in the list), and the
// step's extra cells come back as line_cells.
func TestHintMarks(t *testing.T) {
	h := New(Options{})
	for _, c := range []struct {
		why, gen string
	}{
		{"Magnets cites a line by its clue number", `{"kind":"magnets","size":"4","difficulty":"easy","seed":7}`},
		{"Close or Far cites hint cells", `{"kind":"closefar","size":"6","seed":1}`},
		{"logic grids cite clues of the list", `{"kind":"logicgrid","seed":1}`},
	} {
		_, gen := call(t, h, "POST", "/api/generate", c.gen)
		req := jsonBody(Request{Puzzle: gen["puzzle"].(string)})
		_, hint := call(t, h, "POST", "/api/hint", req)
		_, board := call(t, h, "POST", "/api/board", req)
		step, _ := hint["step"].(map[string]any)
		if hint["status"] != "hint" || step == nil {
			t.Errorf("%s: no hint: %v", c.why, hint)
			continue
		}
		decor := board["decor"].(map[string]any)
		labelled := map[int]bool{}
		for _, side := range []string{"Top", "Bottom", "Left", "Right", "Clues"} {
			ls, _ := decor[side].([]any)
			for _, l := range ls {
				if n, ok := l.(map[string]any)["clue"].(float64); ok {
					labelled[int(n)] = true
				}
			}
		}
		cc, _ := decor["CellClue"].([]any)
		for _, n := range cc {
			if n.(float64) > 0 {
				labelled[int(n.(float64))] = true
			}
		}
		for _, n := range step["clues"].([]any) {
			if !labelled[int(n.(float64))] {
				t.Errorf("%s: the step cites clue %v, which no label or cell shows", c.why, n)
			}
		}
		cells, _ := step["cells"].([]any)
		if lc, _ := hint["line_cells"].([]any); len(lc) != len(cells) {
			t.Errorf("%s: step reads %d cells, line_cells has %d", c.why, len(cells), len(lc))
		}
	}
}

// TestLogicGridBoard: a logic grid's board names its clues in English, one
// per clue, numbered from 1, and draws walls between its blocks.
func TestLogicGridBoard(t *testing.T) {
	h := New(Options{})
	_, gen := call(t, h, "POST", "/api/generate", `{"kind":"logicgrid","seed":1}`)
	_, board := call(t, h, "POST", "/api/board", jsonBody(Request{Puzzle: gen["puzzle"].(string)}))
	decor := board["decor"].(map[string]any)
	clues := decor["Clues"].([]any)
	nClues := strings.Count(gen["puzzle"].(string)[strings.Index(gen["puzzle"].(string), "Clues:"):], "\n") - 1
	if len(clues) != nClues {
		t.Errorf("%d clues listed, the puzzle has %d", len(clues), nClues)
	}
	for i, l := range clues {
		m := l.(map[string]any)
		if m["clue"] != float64(i+1) || !strings.HasSuffix(m["text"].(string), ".") {
			t.Errorf("clue %d: %v, want number %d and an English sentence", i+1, m, i+1)
		}
	}
	walls := 0
	for _, w := range decor["WallRight"].([]any) {
		if w == true {
			walls++
		}
	}
	if walls == 0 {
		t.Errorf("no walls between the blocks of a logic grid")
	}
}

// TestPlayEnglishAsWritten: a logic grid written in English plays as it was
// written. The page hands the browser the player's own text (not the
// thesis format, which cannot hold "9:00am"), the clue list shows the
// player's sentences, one per number, and a hint cites a sentence by that
// number.
func TestPlayEnglishAsWritten(t *testing.T) {
	const text = "Morning Visits\n" +
		"customers: Mr. Brown, Ms. Smith\nitems: vase, clock\ntimes: 9:00am, 9:30am\nClues:\n" +
		"1. Ms. Smith arrived first, and she bought the clock.\n"
	h := New(Options{})
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/play?puzzle="+url.QueryEscape(text), nil))
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), html.EscapeString("times: 9:00am, 9:30am")) || !strings.Contains(rec.Body.String(), "<h1>Morning Visits") {
		t.Fatalf("play page: %d, the player's text not handed on:\n%.600s", rec.Code, rec.Body.String())
	}
	code, board := call(t, h, "POST", "/api/board", jsonBody(Request{Puzzle: text, Kind: "logicgrid"}))
	if code != 200 {
		t.Fatalf("board: %d %v", code, board)
	}
	clues := board["decor"].(map[string]any)["Clues"].([]any)
	if len(clues) != 1 || clues[0].(map[string]any)["text"] != "Ms. Smith arrived first, and she bought the clock." {
		t.Errorf("clue list %v, want the one sentence as written", clues)
	}
	code, hint := call(t, h, "POST", "/api/hint", jsonBody(Request{Puzzle: text, Kind: "logicgrid"}))
	step, _ := hint["step"].(map[string]any)
	if code != 200 || step == nil || fmt.Sprint(step["clues"]) != "[1]" || !strings.HasPrefix(step["text"].(string), "Clue 1 says: Ms. Smith arrived first, and she bought the clock") {
		t.Errorf("hint: %d %v", code, hint)
	}
}

// blankMagnets is a size x size Magnets puzzle of blank cells only.
func blankMagnets(size int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "magnets %d\n", size)
	for range size {
		b.WriteString(strings.Repeat("*", size) + "\n")
	}
	zeros := strings.TrimSpace(strings.Repeat("0 ", size))
	for range 4 {
		b.WriteString(zeros + "\n")
	}
	return b.String()
}

// The web's board bound is the same for every kind, asked of the kind
// (puzzle.BoardCells), never computed from one kind's puzzle type: a
// logic grid reports its board through its BoardSizer, a Magnets grid
// through its Player's board. Before, only logic grids were bounded.
func TestWebSizeBoundEveryKind(t *testing.T) {
	s := New(Options{})
	cases := []struct {
		why    string
		puzzle string
		code   int
	}{
		{"a 64x64 Magnets board (the largest generated) plays", blankMagnets(64), 200},
		{"a 65x65 Magnets board is over the 4096 cells", blankMagnets(65), http.StatusUnprocessableEntity},
		{"a logic grid of 2 domains of 65 items is a 65x65 board, over", logicGrid(2, 65), http.StatusUnprocessableEntity},
		{"a logic grid of 2 domains of 64 items is 64x64, plays", logicGrid(2, 64), 200},
	}
	for _, c := range cases {
		code, out := call(t, s, "POST", "/api/board", jsonBody(Request{Puzzle: c.puzzle}))
		msg, _ := out["error"].(string)
		if code != c.code || c.code != 200 && !strings.Contains(msg, "too large for the web app: its board has") {
			t.Errorf("%s: /api/board = %d %v, want %d", c.why, code, msg, c.code)
		}
	}
}

// /api/solve of a puzzle written in prose carries how it was read and,
// with several solutions, where two differ, under the reading's language,
// as `deduce solve --format json` does; other puzzles carry no such part.
func TestAPISolveReading(t *testing.T) {
	several := "customers: Ella, Finn, Gwen\npastries: croissant, muffin, scone\nprices: $1.25, $1.50, $1.75\nClues:\n1. Ella bought the scone.\n2. Finn paid $1.50.\n"
	h := New(Options{})
	code, out := call(t, h, "POST", "/api/solve", jsonBody(Request{Puzzle: several}))
	en, _ := out["english"].(map[string]any)
	if code != 200 || out["status"] != "solved" || en == nil || en["diagnosis"] != "several" ||
		!strings.Contains(fmt.Sprint(en["message"]), "two of them differ where") {
		t.Errorf("/api/solve of an English puzzle with several solutions: %d %v", code, out)
	}
	code, out = call(t, h, "POST", "/api/solve", jsonBody(Request{Puzzle: blankMagnets(2)}))
	if _, has := out["english"]; code != 200 || has {
		t.Errorf("/api/solve of a Magnets puzzle: %d %v, want no reading", code, out)
	}
}
