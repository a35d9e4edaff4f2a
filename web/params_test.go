package web

import (
	"net/http/httptest"
	"strings"
	"testing"

	"deduce/puzzle/logicgrid"
)

// TestGenerateParams: /api/generate takes the kind's declared generator
// parameters in "params", checked by the contract's SetParam, and its errors
// name the request's field, not the command line's flag.
func TestGenerateParams(t *testing.T) {
	h := New(Options{})
	cases := []struct {
		why, body string
		code      int
		domains   int    // on success: the generated logic grid's domains
		errHas    string // on failure: in the message
	}{
		{"domains reach the generator", `{"kind":"logicgrid","seed":1,"params":{"domains":3}}`, 200, 3, ""},
		{"without params the kind's default (4 domains)", `{"kind":"logicgrid","seed":1}`, 200, 4, ""},
		{"a switch takes true", `{"kind":"logicgrid","seed":2,"params":{"domains":3,"items":3,"minimal":true}}`, 200, 3, ""},
		{"an undeclared name is refused with a did-you-mean", `{"kind":"logicgrid","seed":1,"params":{"domain":3}}`, 400, 0, `"params": "domain" is not a parameter of logicgrid; did you mean "domains"?`},
		{"a kind without parameters refuses any", `{"kind":"magnets","seed":1,"params":{"domains":3}}`, 400, 0, "not a parameter of magnets"},
		{"a whole-number parameter refuses a fraction", `{"kind":"logicgrid","seed":1,"params":{"domains":2.5}}`, 400, 0, "want a whole number"},
		{"a string is not a number", `{"kind":"logicgrid","seed":1,"params":{"domains":"3"}}`, 400, 0, "want a number or true/false"},
		{"a value past the web's bound is refused before any work", `{"kind":"logicgrid","seed":1,"params":{"items":1000}}`, 400, 0, "too large for the web app"},
		{"a switch refuses 2", `{"kind":"logicgrid","seed":1,"params":{"minimal":2}}`, 400, 0, "is a switch"},
	}
	for _, c := range cases {
		code, out := call(t, h, "POST", "/api/generate", c.body)
		if code != c.code {
			t.Errorf("%s: %s -> %d %v, want %d", c.why, c.body, code, out, c.code)
			continue
		}
		if c.code != 200 {
			msg, _ := out["error"].(string)
			if !strings.Contains(msg, c.errHas) || strings.Contains(msg, "--") {
				t.Errorf("%s: error %q, want it to say %q in web words (no --flag)", c.why, msg, c.errHas)
			}
			continue
		}
		_, p, err := load(Request{Puzzle: out["puzzle"].(string)})
		if err != nil {
			t.Fatalf("%s: generated puzzle does not load: %v", c.why, err)
		}
		if got := p.(*logicgrid.Puzzle).M(); got != c.domains {
			t.Errorf("%s: generated %d domains, want %d", c.why, got, c.domains)
		}
	}
}

// TestPlayPageParamsAndTitle: the play page passes the kind's parameters
// from its query to the generator and keeps them in its links, and its
// heading is the kind's title (puzzle.TitleOf), not its registry name.
func TestPlayPageParamsAndTitle(t *testing.T) {
	h := New(Options{})
	cases := []struct {
		why, path string
		code      int
		has       []string
	}{
		{"Close or Far is headed by its title", "/play?kind=closefar&size=7&seed=1", 200,
			[]string{"<h1>Close or Far"}},
		{"a logic grid is headed by its title", "/play?kind=logicgrid&seed=1&domains=3&items=3", 200,
			[]string{"<h1>Logic grid", "domains=3&amp;items=3&amp;seed=1"}},
		{"a bad parameter value is a 400", "/play?kind=logicgrid&domains=three", 400,
			[]string{"domains=&#34;three&#34;: want a number"}},
		{"a parameter the kind's generator refuses is its error", "/play?kind=logicgrid&seed=1&domains=1", 422,
			[]string{"categories of 2-9 items"}},
	}
	for _, c := range cases {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", c.path, nil))
		body := rec.Body.String()
		if rec.Code != c.code {
			t.Errorf("%s: GET %s -> %d, want %d\n%.600s", c.why, c.path, rec.Code, c.code, body)
			continue
		}
		for _, s := range c.has {
			if !strings.Contains(body, s) {
				t.Errorf("%s: GET %s: page lacks %q\n%.1500s", c.why, c.path, s, body)
			}
		}
	}
}
