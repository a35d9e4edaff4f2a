package web

import (
	"strings"
	"testing"
)

// TestWebRefusesControlCharacters: a JSON body is held to the command line's
// text rule (puzzle.CheckText): an ESC or BEL in a puzzle or a hint state
// would otherwise reach a terminal or a log through an echoed name.
func TestWebRefusesControlCharacters(t *testing.T) {
	h := New(Options{})
	cases := []struct {
		why, path string
		req       Request
	}{
		{"an OSC title sequence in a comment line", "/api/solve", Request{Puzzle: e1 + "# \x1b]0;pwned\x07\n"}},
		{"a NUL inside the puzzle", "/api/grade", Request{Puzzle: strings.Replace(e1, "ewewew", "ewe\x00wew", 1)}},
		{"an ESC in the hint state", "/api/hint", Request{Puzzle: e1, State: "# \x1b[2J\n"}},
	}
	for _, c := range cases {
		code, out := call(t, h, "POST", c.path, jsonBody(c.req))
		msg, _ := out["error"].(string)
		if code != 422 || !strings.Contains(msg, "control character") {
			t.Errorf("%s: %d %v, want 422 naming the control character", c.why, code, out)
		}
	}
	if code, out := call(t, h, "POST", "/api/solve", jsonBody(Request{Puzzle: e1 + "# a\tcomment\r\n"})); code != 200 {
		t.Errorf("tab and CR are text: %d %v, want 200", code, out)
	}
}
