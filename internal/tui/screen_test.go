package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"deduce/internal/golden"
	"deduce/internal/tui/toykind"
	"deduce/puzzle"
)

// TestGoldenScreens pins whole screens (styles stripped: every signal is also
// a character) after key sequences, at 80x24 and in a small window.
func TestGoldenScreens(t *testing.T) {
	tests := []struct {
		name, why string
		w, h      int
		keys      []string
	}{
		{"start", "the first screen: title, timer, board, message, key line", 80, 24, nil},
		{"mistake", "check so far marks the wrong entry", 80, 24, []string{"A", "down", "c"}},
		{"hint", "a hint: where to look, the cells it reads dotted", 80, 24, []string{"h"}},
		{"hint3", "a hint's third level: its sentence, the new cell starred, the cells it reads dotted", 80, 24, []string{"h", "h", "h"}},
		{"solved", "the solved message with the time", 80, 24, []string{"C", "down", "A", "left", "C", "down", "A", "left", "C", "right", "right", "B"}},
		{"help", "the key list", 80, 24, []string{"?"}},
		{"chooser", "the new-puzzle dialog", 80, 24, []string{"n", "right", "down", "right"}},
		{"tiny", "a 46x11 window drops the key line and the title", 46, 11, []string{"h"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			clk := &fixedClock{t: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
			g := newToyGame(t, clk)
			g.Update(tea.WindowSizeMsg{Width: tc.w, Height: tc.h})
			clk.t = clk.t.Add(42 * time.Second)
			press(g, tc.keys...)
			s := g.Screen()
			for i, line := range strings.Split(s, "\n") {
				if n := len([]rune(line)); n > tc.w {
					t.Errorf("line %d is %d columns wide, the window %d", i+1, n, tc.w)
				}
			}
			if n := strings.Count(s, "\n") + 1; n > tc.h {
				t.Errorf("%d lines in a window of %d", n, tc.h)
			}
			golden.Check(t, "screen_"+tc.name+".txt", []byte(s+"\n"))
		})
	}
}

// TestNoColor checks that NO_COLOR drops colour codes but keeps attributes.
func TestNoColor(t *testing.T) {
	for _, color := range []bool{true, false} {
		g := newToyGame(t, nil)
		g.st = newStyles(color)
		press(g, "A", "c")
		v := g.View().Content
		hasColor := strings.Contains(v, ";91") || strings.Contains(v, "[91") || strings.Contains(v, "38;")
		if hasColor != color {
			t.Errorf("colour %v: colour codes present %v in %q", color, hasColor, v)
		}
		if !strings.Contains(v, "\x1b[") {
			t.Errorf("colour %v: no attributes at all", color)
		}
	}
}

func TestSaveResume(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.json")
	clk := &fixedClock{t: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
	g := newToyGame(t, clk)
	g.cfg.SavePath = path
	press(g, "C", "down", "A")
	clk.t = clk.t.Add(95 * time.Second)
	if !press(g, "q") {
		t.Fatal("q did not quit")
	}
	if g.SaveError() != nil {
		t.Fatal(g.SaveError())
	}
	s, err := ReadSaved(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	if s.Kind != "toy" || s.ElapsedMS != 95000 || len(s.Facts) != 2 || s.Seed != 7 {
		t.Errorf("saved %+v", s)
	}
	// Resume through the same path the command takes (Kind lookup aside).
	p, err := toykind.Kind{}.Parse(path, []byte(s.Puzzle))
	if err != nil {
		t.Fatal(err)
	}
	sol, err := Prepare(t.Context(), toykind.Kind{}, p)
	if err != nil {
		t.Fatal(err)
	}
	h, err := New(Config{Kind: toykind.Kind{}, Puzzle: p, Solution: sol, Resume: s, Now: clk.now, NoColor: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := cells(h); got != "ABC/B.A/..." {
		t.Errorf("resumed board %s, want ABC/B.A/...", got)
	}
	if !strings.Contains(h.Screen(), "⏱ 01:35") {
		t.Errorf("resumed timer:\n%s", h.Screen())
	}
	if !strings.Contains(h.Message(), "2 entries restored") {
		t.Errorf("message %q", h.Message())
	}
}

func TestBadSaveFiles(t *testing.T) {
	tests := []struct {
		name, why, data, want string
	}{
		{"syntax", "broken JSON is positioned", "{\n  \"version\": 1,\n  \"kind\" \"toy\"\n}", "bad.json:3:10: not a deduce save file"},
		{"type", "a wrong type is positioned", "{\"version\": \"one\"}", "bad.json:1:18:"},
		{"unknown field", "typos in field names are caught", "{\"version\": 1, \"kind\": \"toy\", \"puzle\": \"x\"}", "unknown field \"puzle\""},
		{"version", "a future version is refused", "{\"version\": 9, \"kind\": \"toy\", \"puzzle\": \"toy\"}", "version 9"},
		{"empty", "kind and puzzle are required", "{\"version\": 1}", "without \"kind\" and \"puzzle\""},
		{"fact", "grid facts count from 1", "{\"version\": 1, \"kind\": \"toy\", \"puzzle\": \"p\",\n \"facts\": [{\"row\": 0, \"col\": 1, \"value\": \"A\"}]}", "bad.json:2: bad fact"},
	}
	for _, tc := range tests {
		_, err := ParseSaved("bad.json", []byte(tc.data))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s (%s): error %v, want %q", tc.name, tc.why, err, tc.want)
		}
	}
	if _, err := ReadSaved(t.Context(), filepath.Join(t.TempDir(), "missing.json")); err == nil {
		t.Error("a missing save file must fail")
	}
}

func FuzzParseSaved(f *testing.F) {
	f.Add([]byte(`{"version":1,"kind":"toy","puzzle":"toy\nAB.\nB..\n...\n","facts":[{"row":1,"col":3,"value":"C"}],"elapsed_ms":5}`))
	f.Add([]byte(`{"version":1,"kind":"logicgrid","puzzle":"1","facts":[{"a":"x","b":"y","same":false}]}`))
	f.Add([]byte(`{`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseSaved("f.json", data)
		if err == nil && (s.Kind == "" || s.Puzzle == "" || s.Version != saveVersion) {
			t.Errorf("accepted an incomplete save: %+v", s)
		}
	})
}

func TestMain(m *testing.M) {
	os.Unsetenv("NO_COLOR")
	os.Exit(m.Run())
}

func TestResumeUnknownKind(t *testing.T) {
	_, err := Resume(t.Context(), "old.json", &Saved{Version: 1, Kind: "sudoku", Puzzle: "x"})
	if err == nil || !strings.Contains(err.Error(), "old.json: saved game of") || !strings.Contains(err.Error(), "sudoku") {
		t.Errorf("a save of an unknown kind: %v", err)
	}
}

// TestChooserScreens pins the new-puzzle dialog of every registered kind at
// 80x24: its fields are the kind's declared sizes and parameters.
func TestChooserScreens(t *testing.T) {
	for _, k := range puzzle.Kinds() {
		if _, ok := k.(puzzle.Generator); !ok {
			continue
		}
		g := &Game{kind: k, st: newStyles(false), seed: 41, width: 80, height: 24,
			chooser: newChooser(k, puzzle.GenerateOptions{})}
		press(g, "down") // the second field selected: its usage line shows
		s := g.Screen()
		if n := strings.Count(s, "\n") + 1; n > 24 {
			t.Errorf("%s: the dialog takes %d lines of 24", k.Name(), n)
		}
		golden.Check(t, "chooser_"+k.Name()+".txt", []byte(s+"\n"))
	}
}
