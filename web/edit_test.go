package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"deduce/puzzle"
	"deduce/puzzle/magnets"
)

// TestEditAPI: a blank board of each kind with an editor, edits that round
// trip into the text, and every refusal with its status and message (a
// refused edit names its slot).
func TestEditAPI(t *testing.T) {
	h := New(Options{})
	blank := func(kind, size string) string {
		code, out := call(t, h, "POST", "/api/edit", jsonBody(EditRequest{Kind: kind, Size: size}))
		if code != 200 {
			t.Fatalf("blank %s %s: %d %v", kind, size, code, out)
		}
		return out["puzzle"].(string)
	}
	mg := blank("magnets", "3x2")
	if mg != "magnets 3x2\n***\n***\n. .\n. .\n. . .\n. . .\n" {
		t.Errorf("blank 3x2 Magnets board:\n%s", mg)
	}
	// Join the first two cells: the text holds the domino.
	code, out := call(t, h, "POST", "/api/edit", jsonBody(EditRequest{Puzzle: mg,
		Edit: &EditChange{SlotAt: puzzle.SlotAt{Place: puzzle.PlaceEdgeRight, Index: 0}, Value: ""}}))
	if code != 200 || !strings.HasPrefix(out["puzzle"].(string), "magnets 3x2\new*\n") {
		t.Fatalf("wall off: %d %v", code, out)
	}
	joined := out["puzzle"].(string)
	if p, err := magnets.Parse("edited", []byte(joined)); err != nil || p.Partner[0] != 1 {
		t.Errorf("the edited text reads back as %v (%v)", p, err)
	}
	// The board: 3 columns, 2 rows, a count per line and side, 7 walls inside, drawn as the layout draws them.
	if out["rows"] != 2.0 || out["cols"] != 3.0 || len(out["slots"].([]any)) != 3+3+2+2+2*2+3 {
		t.Errorf("board %vx%v with %d slots", out["cols"], out["rows"], len(out["slots"].([]any)))
	}
	decor := out["decor"].(map[string]any)
	if wr := decor["WallRight"].([]any); wr[0] != false || wr[1] != true {
		t.Errorf("walls after joining cells 0 and 1: %v", wr)
	}
	cf := blank("closefar", "")
	if !strings.HasPrefix(cf, "closefar 7\n.......\n") {
		t.Errorf("a blank Close or Far board of the default size:\n%s", cf)
	}
	cases := []struct {
		why  string
		body string
		code int
		want string // in the error
		slot string // the slot the error names, "" none
	}{
		{"a count out of range", jsonBody(EditRequest{Puzzle: joined, Edit: &EditChange{SlotAt: puzzle.SlotAt{Place: puzzle.PlaceLeft, Index: 0}, Value: "4"}}),
			422, "+ poles in row 1: 4 is out of range 0..3", "left 0"},
		{"a count the row cannot hold", jsonBody(EditRequest{Puzzle: joined, Edit: &EditChange{SlotAt: puzzle.SlotAt{Place: puzzle.PlaceLeft, Index: 1}, Value: "1"}}),
			422, "row 2 asks for 1 poles but only 0 cells can hold one", "left 1"},
		{"no such slot", jsonBody(EditRequest{Puzzle: joined, Edit: &EditChange{SlotAt: puzzle.SlotAt{Place: "middle", Index: 0}, Value: ""}}),
			422, "middle 0: no such slot", "middle 0"},
		{"a third C", jsonBody(EditRequest{Puzzle: "closefar 6\nCC....\n......\n......\n......\n......\n......\n",
			Edit: &EditChange{SlotAt: puzzle.SlotAt{Place: puzzle.PlaceCell, Index: 4}, Value: "C"}}),
			422, "row 1 would have a third C hint", "cell 4"},
		{"a kind without a board editor", jsonBody(EditRequest{Kind: "logicgrid", Size: "3"}), 422, "edited as text", ""},
		{"an unknown kind", jsonBody(EditRequest{Kind: "magnet", Size: "3"}), 400, `did you mean "magnets"`, ""},
		{"a non-square Close or Far board", jsonBody(EditRequest{Kind: "closefar", Size: "6x8"}), 400, "square", ""},
		{"a board over the web's bound", jsonBody(EditRequest{Kind: "magnets", Size: "31x2"}), 400, "too large for the web app", ""},
		{"a puzzle over the editor's bound", jsonBody(EditRequest{Puzzle: bigMagnets(40, 2)}), 422, "too large for the board editor", ""},
		{"a size of nothing", jsonBody(EditRequest{Kind: "magnets", Size: "0"}), 400, "bad size", ""},
		{"a puzzle and a size", jsonBody(EditRequest{Puzzle: joined, Size: "3"}), 400, "not both", ""},
		{"an edit without its puzzle", `{"kind":"magnets","edit":{"place":"top","index":0,"value":""}}`, 400, `needs the "puzzle"`, ""},
		{"a puzzle that does not parse", jsonBody(EditRequest{Puzzle: "magnets 3x2\n**\n"}), 422, "puzzle:2:1", ""},
		{"an unknown field", `{"kind":"magnets","sise":"3"}`, 400, `unknown field "sise"`, ""},
		{"two objects", `{"kind":"magnets"} {}`, 400, "data after the JSON object", ""},
	}
	for _, c := range cases {
		code, out := call(t, h, "POST", "/api/edit", c.body)
		msg, _ := out["error"].(string)
		if code != c.code || !strings.Contains(msg, c.want) {
			t.Errorf("%s: %d %q, want %d with %q", c.why, code, msg, c.code, c.want)
		}
		slot, _ := out["slot"].(map[string]any)
		got := ""
		if slot != nil {
			got = fmt.Sprintf("%s %v", slot["place"], slot["index"])
		}
		if got != c.slot {
			t.Errorf("%s: the error names slot %q, want %q", c.why, got, c.slot)
		}
	}
}

// bigMagnets is a w×h Magnets board of blank cells, as text.
func bigMagnets(w, h int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "magnets %dx%d\n", w, h)
	for range h {
		b.WriteString(strings.Repeat("*", w) + "\n")
	}
	for _, n := range []int{h, h, w, w} {
		b.WriteString(strings.TrimSpace(strings.Repeat(". ", n)) + "\n")
	}
	return b.String()
}

// TestEditAPILimits: the editor's endpoint is a POST of JSON within
// MaxBody, and waits for a slot of the work limiter like a game's moves.
func TestEditAPILimits(t *testing.T) {
	s := New(Options{MaxBody: 1 << 10, Workers: 1, WorkTime: 50 * time.Millisecond})
	if code, out := call(t, s, "POST", "/api/edit", jsonBody(EditRequest{Puzzle: bigMagnets(30, 30)})); code != http.StatusRequestEntityTooLarge {
		t.Errorf("a body over MaxBody: %d %v, want 413", code, out)
	}
	if code, out := call(t, s, "GET", "/api/edit", ""); code != http.StatusMethodNotAllowed {
		t.Errorf("GET: %d %v, want 405", code, out)
	}
	req := httptest.NewRequest("POST", "/api/edit", strings.NewReader(`{"kind":"magnets","size":"3"}`))
	req.Header.Set("Content-Type", "text/plain")
	if rec := post(s, req); rec.Code != http.StatusUnsupportedMediaType {
		t.Errorf("a body that is not JSON: %d, want 415", rec.Code)
	}
	s.quick <- struct{}{}
	code, out := call(t, s, "POST", "/api/edit", jsonBody(EditRequest{Kind: "magnets", Size: "3"}))
	<-s.quick
	if code != http.StatusServiceUnavailable || !strings.Contains(out["error"].(string), "server busy") {
		t.Errorf("with every slot held: %d %v, want 503 busy", code, out)
	}
	if code, _ := call(t, s, "POST", "/api/edit", jsonBody(EditRequest{Kind: "magnets", Size: "3"})); code != 200 {
		t.Errorf("with the slot free again: %d, want 200", code)
	}
}

// TestDefaultKind: /play and /print without a kind make the first
// registered kind that can (not a kind named in the web's code).
func TestDefaultKind(t *testing.T) {
	first := ""
	for _, k := range puzzle.Kinds() {
		_, gen := k.(puzzle.Generator)
		_, pl := k.(puzzle.Player)
		if gen && pl {
			first = k.Name()
			break
		}
	}
	if got := defaultKind(true); got != first || got == "" {
		t.Errorf("defaultKind(play) = %q, want %q", got, first)
	}
	rec := post(New(Options{}), httptest.NewRequest("GET", "/play?seed=1&size=6", nil))
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `data-kind="`+first+`"`) {
		t.Errorf("/play without a kind: %d, want a %s game", rec.Code, first)
	}
}

// FuzzEditAPI: any body to /api/edit answers JSON, never a 5xx but busy;
// an accepted edit's text reads back (through /api/parse) as its kind.
func FuzzEditAPI(f *testing.F) {
	f.Add([]byte(`{"kind":"magnets","size":"3x2"}`))
	f.Add([]byte(`{"puzzle":"magnets 2x1\n**\n.\n.\n. .\n. .\n","edit":{"place":"edge-right","index":0,"value":""}}`))
	f.Add([]byte(`{"puzzle":"closefar 4\n....\n....\n....\n....\n","edit":{"place":"cell","index":15,"value":"F"}}`))
	f.Add([]byte(`{"puzzle":"magnets 2x1\new\n.\n.\n. .\n. .\n","edit":{"place":"left","index":-1,"value":"1"}}`))
	f.Add([]byte(`{"kind":"closefar","size":"4","edit":null}`))
	h := New(Options{MaxBody: 4096, WorkTime: time.Second})
	f.Fuzz(func(t *testing.T, body []byte) {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, apiRequest("/api/edit", bytes.NewReader(body)))
		if rec.Code >= 500 && rec.Code != http.StatusServiceUnavailable {
			t.Fatalf("%d %s", rec.Code, rec.Body.String())
		}
		var out EditResponse
		if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
			t.Fatalf("not JSON: %s", rec.Body.String())
		}
		if rec.Code != http.StatusOK {
			return
		}
		code, parsed := call(t, h, "POST", "/api/parse", jsonBody(Request{Puzzle: out.Puzzle}))
		if code != 200 || parsed["ok"] != true || parsed["kind"] != out.Kind {
			t.Fatalf("the editor's text does not read back as %s: %v\n%s", out.Kind, parsed, out.Puzzle)
		}
	})
}
