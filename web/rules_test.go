package web

import (
	"encoding/json"
	"html"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"deduce/puzzle"
)

// get fetches path from h and returns the status and the body.
func get(h *Server, method, path, body string) (int, string, string) {
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	if method == "POST" && !strings.HasPrefix(path, "/api/") {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	// Pages are compared as text: entities unescaped.
	return rec.Code, rec.Header().Get("Content-Type"), html.UnescapeString(rec.Body.String())
}

// TestRulesPage: /rules explains every kind that declares its rules, from
// the registry (no kind named by the web), with its worked example drawn
// twice (puzzle and checked solution); /rules/{kind} one kind; a mistyped
// kind is a 404 with a suggestion. The home page and the play page link to
// them.
func TestRulesPage(t *testing.T) {
	h := New(Options{})
	code, _, body := get(h, "GET", "/rules", "")
	if code != 200 {
		t.Fatalf("GET /rules: %d\n%.400s", code, body)
	}
	_, _, home := get(h, "GET", "/", "")
	for _, k := range puzzle.Kinds() {
		r, ok := puzzle.RulesOf(k)
		if !ok {
			continue
		}
		for _, want := range []string{`id="` + k.Name() + `"`, "<h2>" + r.Title + "</h2>", r.Rules[0]} {
			if !strings.Contains(body, want) {
				t.Errorf("/rules: %s's section lacks %q", k.Name(), want)
			}
		}
		code, _, one := get(h, "GET", "/rules/"+k.Name(), "")
		if code != 200 || strings.Count(one, "<svg") != 2 || !strings.Contains(one, r.Example.Moves[0]) || strings.Contains(one, "cannot be shown") {
			t.Errorf("/rules/%s: %d; want the example's puzzle and solution drawn and its moves:\n%.600s", k.Name(), code, one)
		}
		if !strings.Contains(home, `href="/rules/`+k.Name()+`"`) {
			t.Errorf("the home page does not link to %s's rules", k.Name())
		}
	}
	if code, _, body := get(h, "GET", "/rules/magnet", ""); code != 404 || !strings.Contains(body, "magnets") {
		t.Errorf("/rules/magnet: %d, want 404 with a suggestion:\n%.400s", code, body)
	}
	if _, _, play := get(h, "GET", "/play?kind=closefar&seed=1", ""); !strings.Contains(play, `href="/rules/closefar"`) {
		t.Error("the play page does not link to its kind's rules")
	}
}

// TestHomeSizes: the home page's size help comes from the kinds' declared
// defaults (it said "logic grids 4x4" while they are 4 domains of 5).
func TestHomeSizes(t *testing.T) {
	_, _, home := get(New(Options{}), "GET", "/", "")
	if strings.Contains(home, "4x4 (domains x items)") {
		t.Error("the home page still says the logic-grid default is 4x4")
	}
	for _, k := range puzzle.Kinds() {
		if r, ok := puzzle.RulesOf(k); ok && !strings.Contains(home, r.Title+": "+r.SizeSyntax+", default "+r.DefaultSize) {
			t.Errorf("the home page does not give %s's size syntax and default %q", k.Name(), r.DefaultSize)
		}
	}
}

// TestAPIUnknownIsJSON: a path under /api/ that is no call answers a JSON
// 404 like the rest of the API (it was the mux's plain-text page).
func TestAPIUnknownIsJSON(t *testing.T) {
	h := New(Options{})
	for _, c := range []struct{ method, path, why string }{
		{"POST", "/api/unknown", "a call that does not exist"},
		{"GET", "/api/unknown", "GET of one"},
		{"POST", "/api/solve/extra", "a real call's path with more after it"},
	} {
		code, ctype, body := get(h, c.method, c.path, "{}")
		var out apiError
		if err := json.Unmarshal([]byte(body), &out); code != 404 || !strings.HasPrefix(ctype, "application/json") || err != nil || out.Status != "error" || !strings.Contains(out.Error, c.path) {
			t.Errorf("%s %s (%s): %d %q %q", c.method, c.path, c.why, code, ctype, body)
		}
	}
}

// TestExplainPage: the walkthrough page has the site's header and the
// puzzle's own title and story (it was a bare page titled by the kind).
func TestExplainPage(t *testing.T) {
	const text = "Morning Visits\nTwo customers came to the shop.\n\n" +
		"customers: Mr. Brown, Ms. Smith\nitems: vase, clock\nClues:\n" +
		"1. Ms. Smith bought the clock.\n"
	h := New(Options{})
	code, _, body := get(h, "POST", "/explain", "puzzle="+url.QueryEscape(text))
	if code != 200 {
		t.Fatalf("POST /explain: %d\n%.600s", code, body)
	}
	for _, want := range []string{`<a href="/" class="brand">deduce</a>`, "<h1>Morning Visits</h1>", "<title>Morning Visits · deduce</title>", `class="step"`, `href="/rules/logicgrid"`} {
		if !strings.Contains(body, want) {
			t.Errorf("explain page lacks %q:\n%.1200s", want, body)
		}
	}
	code, _, body = get(h, "GET", "/explain?puzzle="+url.QueryEscape(e1), "")
	if code != 200 || !strings.Contains(body, "<h1>Explanation: Magnets</h1>") || !strings.Contains(body, `class="brand"`) {
		t.Errorf("GET /explain of a Magnets puzzle: %d\n%.600s", code, body)
	}
}
