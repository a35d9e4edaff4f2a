package web

import (
	"encoding/json"
	"strings"
	"testing"

	"deduce/puzzle"
)

// TestHintApplyAdvances plays a puzzle to the end by applying hints through
// /api/hint's "apply", as the last press of Hint does on the play page: the
// cells, pencil marks and known facts go back each time, so a step of
// exclusions (drawn as pencil marks) does not repeat and play moves on.
func TestHintApplyAdvances(t *testing.T) {
	h := New(Options{})
	for _, c := range []struct{ why, gen string }{
		{"Magnets: exclusions such as (r,c) cannot be neutral", `{"kind":"magnets","size":"4","difficulty":"easy","seed":7}`},
		{"Close or Far: exclusions such as (r,c) is not F", `{"kind":"closefar","size":"6","seed":1}`},
		{"logic grids", `{"kind":"logicgrid","seed":1}`},
	} {
		_, gen := call(t, h, "POST", "/api/generate", c.gen)
		req := Request{Puzzle: gen["puzzle"].(string), Cells: []int{}, Apply: true}
		_, start := call(t, h, "POST", "/api/board", jsonBody(Request{Puzzle: req.Puzzle}))
		req.Cells = ints(start["cells"])
		marked, seen := 0, map[string]bool{}
		solved := false
		for range 400 {
			code, out := call(t, h, "POST", "/api/hint", jsonBody(req))
			if code != 200 || out["status"] != puzzle.HintStatusHint {
				t.Fatalf("%s: hint %d %v", c.why, code, out)
			}
			step, _ := json.Marshal(out["step"])
			if seen[string(step)] {
				t.Fatalf("%s: the same step twice: %s", c.why, step)
			}
			seen[string(step)] = true
			board, _ := out["board"].(map[string]any)
			if board == nil {
				t.Fatalf("%s: apply answered no board: %v", c.why, out)
			}
			if out["applied"] != true {
				t.Fatalf("%s: a step the board cannot show: %s", c.why, step)
			}
			if strings.Contains(string(step), `"not":true`) {
				marked++
			}
			req.Cells = ints(board["cells"])
			req.Struck = nil
			if st, ok := board["struck"].([]any); ok {
				for _, m := range st {
					req.Struck = append(req.Struck, uint64(m.(float64)))
				}
			}
			req.Known = nil
			if k, ok := board["known"]; ok {
				raw, _ := json.Marshal(k)
				if err := json.Unmarshal(raw, &req.Known); err != nil {
					t.Fatal(err)
				}
			}
			if board["solved"] == true {
				solved = true
				break
			}
		}
		if !solved {
			t.Errorf("%s: not solved by applying hints", c.why)
		}
		t.Logf("%s: %d steps, %d of them exclusions drawn as pencil marks", c.why, len(seen), marked)
	}
}

func ints(v any) []int {
	var out []int
	for _, x := range v.([]any) {
		out = append(out, int(x.(float64)))
	}
	return out
}

// TestHintMistakesArePlayers: one wrong tick in a logic grid (its row and
// column crosses, drawn by the board, hold more wrong facts) is reported by
// a hint as one wrong entry, its cell highlighted, as check so far and the
// terminal game count it (the hint said "3 wrong entries").
func TestHintMistakesArePlayers(t *testing.T) {
	h := New(Options{})
	_, gen := call(t, h, "POST", "/api/generate", `{"kind":"logicgrid","seed":1,"difficulty":"easy"}`)
	p := gen["puzzle"].(string)
	_, start := call(t, h, "POST", "/api/board", jsonBody(Request{Puzzle: p}))
	tick := -1
	for i, s := range start["symbols"].([]any) {
		if s == "✓" {
			tick = i
		}
	}
	tested := 0
	for c := range 4 {
		_, b := call(t, h, "POST", "/api/set", jsonBody(Request{Puzzle: p, Cells: ints(start["cells"]), Index: c, Value: tick}))
		_, hi := call(t, h, "POST", "/api/hint", jsonBody(Request{Puzzle: p, Cells: ints(b["cells"])}))
		if hi["status"] != puzzle.HintStatusMistakes {
			continue // the right tick
		}
		tested++
		if hi["text"] != "1 wrong entry so far (highlighted)." || len(ints(hi["fact_cells"])) != 1 || ints(hi["fact_cells"])[0] != c {
			t.Errorf("a wrong tick in cell %d: hint %q, cells %v", c, hi["text"], hi["fact_cells"])
		}
	}
	if tested == 0 {
		t.Fatal("no wrong tick made")
	}
}
