package tui

import (
	"context"
	"fmt"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"deduce/internal/tui/toykind"
	"deduce/puzzle"
)

// fixedClock is a clock the tests move by hand.
type fixedClock struct{ t time.Time }

func (c *fixedClock) now() time.Time { return c.t }

func newToyGame(t testing.TB, clk *fixedClock) *Game {
	t.Helper()
	k := toykind.Kind{}
	p, err := k.Parse("toy.txt", []byte(toykind.Start))
	if err != nil {
		t.Fatal(err)
	}
	sol, err := Prepare(t.Context(), k, p)
	if err != nil {
		t.Fatal(err)
	}
	if clk == nil {
		clk = &fixedClock{t: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
	}
	g, err := New(Config{Kind: k, Puzzle: p, Solution: sol, Source: "toy.txt", Now: clk.now, NoColor: true,
		Gen: puzzle.GenerateOptions{Seed: 7}})
	if err != nil {
		t.Fatal(err)
	}
	g.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	return g
}

// keyMsg builds the key press bubbletea delivers for a key name.
func keyMsg(name string) tea.KeyPressMsg {
	special := map[string]rune{
		"space": tea.KeySpace, "enter": tea.KeyEnter, "up": tea.KeyUp, "down": tea.KeyDown,
		"left": tea.KeyLeft, "right": tea.KeyRight, "tab": tea.KeyTab, "esc": tea.KeyEscape,
		"backspace": tea.KeyBackspace,
	}
	if name == "ctrl+c" {
		return tea.KeyPressMsg{Code: 'c', Mod: tea.ModCtrl}
	}
	if code, ok := special[name]; ok {
		k := tea.KeyPressMsg{Code: code}
		if name == "space" {
			k.Text = " "
		}
		return k
	}
	r := []rune(name)[0]
	return tea.KeyPressMsg{Code: r, Text: name}
}

// press feeds keys to g, running the commands the game starts for hints and
// new puzzles synchronously, as the bubbletea loop would. It reports whether
// a key asked to quit.
func press(g *Game, keys ...string) (quit bool) {
	for _, k := range keys {
		quit = feed(g, keyMsg(k)) || quit
	}
	return quit
}

func feed(g *Game, msg tea.Msg) (quit bool) {
	_, cmd := g.Update(msg)
	if cmd == nil {
		return false
	}
	switch m := cmd().(type) {
	case hintMsg, genMsg:
		return feed(g, m)
	case tea.QuitMsg:
		return true
	}
	return false
}

func cells(g *Game) string {
	var b strings.Builder
	for i, v := range g.Board().Cells {
		if i > 0 && i%3 == 0 {
			b.WriteByte('/')
		}
		b.WriteByte(".ABC"[v])
	}
	return b.String()
}

func TestKeys(t *testing.T) {
	tests := []struct {
		name, why string
		keys      []string
		board     string // cells after the keys, rows split by /
		msg       string // substring of the message line
		solved    bool
	}{
		{"start", "the cursor starts on the first free cell and nothing is set", nil, "AB./B../...", "arrows move", false},
		{"cycle", "space cycles unknown -> A", []string{"space"}, "ABA/B../...", "", false},
		{"cycle twice", "space again goes on to B", []string{"space", "space"}, "ABB/B../...", "", false},
		{"cycle wraps", "after the last symbol comes unknown", []string{"space", "space", "space", "space"}, "AB./B../...", "", false},
		{"direct", "a symbol key sets it directly (Shift for letters)", []string{"C"}, "ABC/B../...", "", false},
		{"digit", "a digit sets the n-th symbol", []string{"3"}, "ABC/B../...", "", false},
		{"clear", "backspace clears", []string{"C", "backspace"}, "AB./B../...", "", false},
		{"given", "a given cannot change", []string{"left", "space"}, "AB./B../...", "given by the puzzle", false},
		{"move stops at the edge", "moving right from the last column stays", []string{"right", "C"}, "ABC/B../...", "", false},
		{"move down", "down moves a row", []string{"down", "A"}, "AB./B.A/...", "", false},
		{"undo", "u takes the last move back", []string{"C", "down", "A", "u"}, "ABC/B../...", "undone", false},
		{"undo all", "undo is unlimited and says when nothing is left", []string{"C", "down", "A", "u", "u", "u"}, "AB./B../...", "nothing to undo", false},
		{"redo", "r replays undone moves", []string{"C", "down", "A", "u", "u", "r", "r"}, "ABC/B.A/...", "redone", false},
		{"redo cleared", "a new move after undo drops the redo stack", []string{"C", "u", "A", "r"}, "ABA/B../...", "nothing to redo", false},
		{"check ok", "a correct entry: no mistakes", []string{"C", "c"}, "ABC/B../...", "no mistakes so far", false},
		{"check wrong", "a wrong entry is reported", []string{"A", "c"}, "ABA/B../...", "1 wrong entry", false},
		{"hint where", "h first says where to look, naming the lines as the layout shows them", []string{"h"}, "AB./B../...", "look: Look at row 1 and column 3.", false},
		{"hint follows", "h again says what follows", []string{"h", "h"}, "AB./B../...", "so: Look at row 1 and column 3. It follows: (1,3)=C.", false},
		{"hint why", "a third h shows the step's sentence", []string{"h", "h", "h"}, "AB./B../...", "hint: cell (1,3) can only hold C", false},
		{"hint applies", "a fourth h applies the step", []string{"h", "h", "h", "h"}, "ABC/B../...", "applied: cell (1,3) can only hold C", false},
		{"hint after mistake", "with a wrong entry, h shows the mistake instead", []string{"A", "h"}, "ABA/B../...", "first fix 1 wrong entry", false},
		{"hint stale", "a hint belongs to its position: after a move h asks again", []string{"h", "down", "A", "h"}, "AB./B.A/...", "look:", false},
		{"solve", "s fills in the checked solution", []string{"s"}, "ABC/BCA/CAB", "solved by deduce", true},
		{"solve undo", "s can be undone", []string{"s", "u"}, "AB./B../...", "undone", false},
		{"play to solved", "entering the whole solution wins",
			[]string{"C", "down", "A", "left", "C", "down", "A", "left", "C", "right", "right", "B"}, "ABC/BCA/CAB", "solved! in 00:00", true},
		{"hints to solved", "six hints, each told in three levels and applied, solve it", slices.Repeat([]string{"h"}, 24), "ABC/BCA/CAB", "solved!", true},
		{"full but wrong", "a full wrong board is not solved",
			[]string{"C", "down", "A", "left", "C", "down", "A", "left", "C", "right", "right", "A"}, "ABC/BCA/CAA", "not a solution", false},
		{"esc", "esc clears marks and the message", []string{"A", "c", "esc"}, "ABA/B../...", "", false},
		{"help", "? shows the keys; any key goes back without acting", []string{"?", "C"}, "AB./B../...", "arrows move", false},
		{"no such value", "a key that sets nothing here names the keys that do", []string{"x"}, "AB./B../...", "x sets no value here; the value keys: A   B   C (shift+c)", false},
		{"quit", "q quits", []string{"q"}, "AB./B../...", "", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newToyGame(t, nil)
			press(g, tc.keys...)
			if got := cells(g); got != tc.board {
				t.Errorf("%s: board %s, want %s", tc.why, got, tc.board)
			}
			if !strings.Contains(g.Message(), tc.msg) || tc.msg == "" && g.Message() != "" && tc.name != "start" && tc.name != "quit" {
				t.Errorf("%s: message %q, want %q", tc.why, g.Message(), tc.msg)
			}
			if g.Solved() != tc.solved {
				t.Errorf("%s: solved %v, want %v", tc.why, g.Solved(), tc.solved)
			}
		})
	}
}

func TestQuitKeys(t *testing.T) {
	for _, k := range []string{"q", "ctrl+c"} {
		g := newToyGame(t, nil)
		if !press(g, k) || !g.Quitting() {
			t.Errorf("%s did not quit", k)
		}
	}
	g := newToyGame(t, nil)
	if press(g, "?", "x") {
		t.Error("a key in the help screen quit the game")
	}
}

func TestMarksOnScreen(t *testing.T) {
	tests := []struct {
		name, why string
		keys      []string
		want      string
	}{
		{"cursor", "the cursor is bracketed (an open cell of a compact grid is a dot)", nil, "[·]"},
		{"given", "givens are in parentheses", nil, "(A)"},
		{"mistake", "check marks a wrong entry >x<", []string{"A", "c", "down"}, ">A<"},
		{"hint", "a hint's new fact is starred from its second level", []string{"h", "h", "down"}, "*·*"},
		{"hint uses", "the entries the hint reads are dotted", []string{"down", "A", "h"}, "·A·"},
		{"given read", "a given the hint reads keeps its parentheses", []string{"h"}, "(A)(B)"},
		{"given broken", "a given in a broken line keeps its parentheses, the entry is !x!", []string{"B", "down"}, "(B)!B!"},
		{"broken", "two equal letters in a line break a rule", []string{"B", "down"}, "!B!"},
		{"timer", "the title shows the timer", nil, "⏱ 00:00"},
		{"solved", "solving shows the time", []string{"s"}, "✓ solved 00:00"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := newToyGame(t, nil)
			press(g, tc.keys...)
			if s := g.Screen(); !strings.Contains(s, tc.want) {
				t.Errorf("%s: screen lacks %q:\n%s", tc.why, tc.want, s)
			}
		})
	}
}

func TestTimer(t *testing.T) {
	clk := &fixedClock{t: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
	g := newToyGame(t, clk)
	clk.t = clk.t.Add(83 * time.Second)
	if !strings.Contains(g.Screen(), "⏱ 01:23") {
		t.Errorf("timer after 83 s:\n%s", g.Screen())
	}
	press(g, "s")
	clk.t = clk.t.Add(time.Hour)
	if !strings.Contains(g.Screen(), "solved 01:23") {
		t.Errorf("the timer should stop when solved:\n%s", g.Screen())
	}
	press(g, "u")
	clk.t = clk.t.Add(time.Second)
	if !strings.Contains(g.Screen(), "⏱ 01:24") {
		t.Errorf("undoing the solution restarts the timer where it stopped:\n%s", g.Screen())
	}
}

func TestMouse(t *testing.T) {
	g := newToyGame(t, nil)
	sc := g.layout()
	var target hit
	for _, h := range sc.hits {
		if h.cell == 4 {
			target = h
		}
	}
	if target.x1 == 0 {
		t.Fatal("cell 4 has no clickable span")
	}
	feed(g, tea.MouseClickMsg{X: target.x0 + 1, Y: target.y, Button: tea.MouseLeft})
	if got := cells(g); got != "AB./BA./..." {
		t.Errorf("left click on the centre: board %s, want AB./BA./...", got)
	}
	feed(g, tea.MouseClickMsg{X: target.x0 + 1, Y: target.y, Button: tea.MouseRight})
	feed(g, tea.MouseClickMsg{X: target.x0 + 1, Y: target.y, Button: tea.MouseRight})
	if got := cells(g); got != "AB./BC./..." {
		t.Errorf("two right clicks cycle back to C: board %s", got)
	}
	if g.cur != 4 {
		t.Errorf("the click should move the cursor to cell 4, it is on %d", g.cur)
	}
	feed(g, tea.MouseClickMsg{X: 0, Y: 0, Button: tea.MouseLeft})
	if got := cells(g); got != "AB./BC./..." {
		t.Errorf("a click outside the board changed it: %s", got)
	}
}

func TestNewPuzzle(t *testing.T) {
	g := newToyGame(t, nil)
	press(g, "C", "n")
	if !strings.Contains(g.Screen(), "New toy puzzle") || !strings.Contains(g.Screen(), "seed will be 8") {
		t.Fatalf("n should open the chooser:\n%s", g.Screen())
	}
	press(g, "esc")
	if got := cells(g); got != "ABC/B../..." {
		t.Errorf("esc in the chooser keeps the game: %s", got)
	}
	press(g, "n", "right", "down", "right", "enter")
	if g.seed != 8 || !strings.Contains(g.source, "seed 8") {
		t.Errorf("the new puzzle's seed is %d (%q), want 8", g.seed, g.source)
	}
	if g.s.UndoLeft() != 0 || g.Solved() {
		t.Error("a new puzzle starts with no undo history")
	}
	if g.cfg.Gen.Difficulty != "easy" || g.cfg.Gen.Width != 3 {
		t.Errorf("chosen difficulty %q and size %d, want easy and 3", g.cfg.Gen.Difficulty, g.cfg.Gen.Width)
	}
}

// paramToy is the toy kind with generator parameters: a ranged whole
// number ("hidden", of which the generator refuses 3), a switch, a real
// number, and a parameter without a range, which the dialog must not offer.
type paramToy struct{ toykind.Kind }

func (paramToy) GenParams() []puzzle.GenParam {
	return []puzzle.GenParam{
		{Name: "hidden", Usage: "cells hidden", Min: 1, Max: 3},
		{Name: "mirror", Usage: "a switch", Type: puzzle.ParamBool},
		{Name: "share", Usage: "a share", Type: puzzle.ParamFloat, Min: 0, Max: 1},
		{Name: "free", Usage: "no range declared"},
	}
}

func (k paramToy) Generate(ctx context.Context, opt puzzle.GenerateOptions) (puzzle.Generated, error) {
	if opt.Int("hidden") == 3 {
		return puzzle.Generated{}, fmt.Errorf("%w: hidden 3 with seed %d", puzzle.ErrBadOption, opt.Seed)
	}
	return k.Kind.Generate(ctx, opt)
}

// TestChooserParams: the dialog's fields are the kind's declared size
// range, the difficulty and its parameters with a range (and switches); the
// values chosen reach the generator in GenerateOptions.Params; a choice the
// generator refuses reopens the dialog with the reason.
func TestChooserParams(t *testing.T) {
	k := paramToy{}
	p, err := k.Parse("toy.txt", []byte(toykind.Start))
	if err != nil {
		t.Fatal(err)
	}
	sol, err := Prepare(t.Context(), k, p)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(Config{Kind: k, Puzzle: p, Solution: sol, NoColor: true,
		Gen: puzzle.GenerateOptions{Seed: 7, Params: puzzle.Params{"free": 9, "share": 0.33}}})
	if err != nil {
		t.Fatal(err)
	}
	g.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	press(g, "n")
	var names []string
	for _, f := range g.chooser.fields {
		names = append(names, f.name)
	}
	if got, want := strings.Join(names, " "), "size difficulty hidden mirror share"; got != want {
		t.Errorf("fields %q, want %q (free has no range: not offered)", got, want)
	}
	if got := g.chooser.fields[4].value().text; got != "0.33" {
		t.Errorf("share starts at the game's 0.33 (between the steps), shows %q", got)
	}
	var texts []string
	for _, c := range g.chooser.fields[2].choices {
		texts = append(texts, c.text)
	}
	if got := strings.Join(texts, " "); got != "default 1 2 3" {
		t.Errorf("hidden offers %q, want its declared range after the default", got)
	}
	// hidden 2, mirror on, share one step left of 0.33 (0.3).
	press(g, "down", "down", "right", "right", "down", "right", "down", "left", "enter")
	if g.chooser != nil {
		t.Fatalf("the dialog stays open after a good choice: %s", g.chooser.err)
	}
	want := puzzle.Params{"hidden": 2, "mirror": 1, "share": 0.3, "free": 9}
	if !maps.Equal(g.cfg.Gen.Params, want) {
		t.Errorf("params %v, want %v", g.cfg.Gen.Params, want)
	}
	// A range stops at its ends: left from the default stays there (it
	// went round to the largest, slowest board).
	press(g, "n", "left", "left")
	if f := g.chooser.fields[0]; f.value().set {
		t.Errorf("left from the default size went to %s", f.value().text)
	}
	press(g, "esc")
	// hidden 3: the generator refuses it; the dialog comes back with why.
	press(g, "n", "down", "down", "right", "enter")
	if g.chooser == nil || !strings.Contains(g.Screen(), "not made: bad option: hidden 3") {
		t.Fatalf("a refused choice reopens the dialog with the reason:\n%s", g.Screen())
	}
	if g.seed != 8 {
		t.Errorf("a refused choice makes no puzzle: seed %d, want 8", g.seed)
	}
	press(g, "left", "enter") // back to 2
	if g.chooser != nil || g.seed != 9 {
		t.Errorf("after changing the refused value the puzzle is made: seed %d", g.seed)
	}
}

// TestChooserKinds: for every registered kind, the dialog offers only
// values its generator takes. The smallest and largest value of every field
// (the others left at their defaults) generates a puzzle, except the
// largest sizes, which take seconds (the kinds measure them). The dialog
// of old offered sizes from 1: a logic grid of 1 item, a 1x1 Close or Far.
func TestChooserKinds(t *testing.T) {
	if testing.Short() {
		t.Skip("generates a few dozen puzzles")
	}
	for _, k := range puzzle.Kinds() {
		gen, ok := k.(puzzle.Generator)
		if !ok {
			continue
		}
		c := newChooser(k, puzzle.GenerateOptions{})
		for fi := range c.fields {
			f := &c.fields[fi]
			ends := []int{1, len(f.choices) - 1}
			if f.name == fieldSize {
				ends = ends[:1]
			}
			for _, at := range ends {
				f.at = at
				opt, err := c.options(k, puzzle.GenerateOptions{Seed: 1})
				if err == nil {
					_, err = gen.Generate(t.Context(), opt)
				}
				if err != nil {
					t.Errorf("%s: %s %s is offered but refused: %v", k.Name(), f.name, f.value().text, err)
				}
			}
			f.at = 0
		}
	}
}

func TestSmallWindow(t *testing.T) {
	g := newToyGame(t, nil)
	g.Update(tea.WindowSizeMsg{Width: 20, Height: 6})
	if s := g.Screen(); !strings.Contains(s, "window too small") {
		t.Errorf("a 20x6 window cannot hold the board:\n%s", s)
	}
	g.Update(tea.WindowSizeMsg{Width: 46, Height: 11})
	s := g.Screen()
	if strings.Contains(s, "too small") || len(strings.Split(s, "\n")) > 11 {
		t.Errorf("a 46x11 window holds the toy board in at most 11 lines:\n%s", s)
	}
}

func TestNoPlayer(t *testing.T) {
	_, err := New(Config{Kind: notPlayable{}, Puzzle: &toykind.Puzzle{}, Solution: &toykind.Solution{}})
	if err == nil || !strings.Contains(err.Error(), "cannot be played") {
		t.Errorf("a kind without Player: err %v", err)
	}
}

func TestWrongSolutionRefused(t *testing.T) {
	p, _ := toykind.Kind{}.Parse("t", []byte(toykind.Start))
	_, err := New(Config{Kind: toykind.Kind{}, Puzzle: p, Solution: &toykind.Solution{}})
	if err == nil || !strings.Contains(err.Error(), "failed the checker") {
		t.Errorf("an unchecked solution must be refused: %v", err)
	}
}

// notPlayable is a kind without Player.
type notPlayable struct{ toyKindOnly }

type toyKindOnly interface{ puzzle.Kind }

func (notPlayable) Name() string { return "noplay" }

func TestSymbolKey(t *testing.T) {
	magnets, grid := []string{"?", "+", "-", "x"}, []string{"?", "✓", "✗"}
	for _, c := range []struct {
		why     string
		symbols []string
		text    string
		want    int
		ok      bool
	}{
		{"a symbol's own key", magnets, "+", 1, true},
		{"'.' sets a neutral cell, as README and the ? screen say", magnets, ".", 3, true},
		{"x is a cross in logic grids", grid, "x", 2, true},
		{"'.' is not a cross", grid, ".", 0, false},
		{"a digit names a position in the cycle", grid, "1", 1, true},
	} {
		v, ok := symbolKey(c.symbols, c.text)
		if v != c.want || ok != c.ok {
			t.Errorf("%s: symbolKey(%q) = %d, %v; want %d, %v", c.why, c.text, v, ok, c.want, c.ok)
		}
	}
}

// TestSymbolHelp: the ? screen names the keys that set this board's values,
// from its symbols (no kind named), never a key the game takes first.
func TestSymbolHelp(t *testing.T) {
	for _, c := range []struct {
		why     string
		symbols []string
		want    string
	}{
		{"signs are typed as they are; '.' is a neutral x too", []string{"?", "+", "-", "x"}, "+   -   x or ."},
		{"c checks, so C is typed with shift; f is no command", []string{"?", "C", "F", "."}, "C (shift+c)   F   ."},
		{"tick and cross by their ASCII keys; n is new puzzle, not a cross", []string{"?", "✓", "✗"}, "✓: t or y or o   ✗: x"},
	} {
		if got := symbolHelp(c.symbols); got != c.want {
			t.Errorf("%s: %q, want %q", c.why, got, c.want)
		}
	}
}

// TestCheckKeyNamesShift: in a kind with a value C, c still checks, and
// the message says how to type the C the player may have meant.
func TestCheckKeyNamesShift(t *testing.T) {
	g := newToyGame(t, nil)
	press(g, "c")
	if !strings.Contains(g.Message(), "c checks; C is shift+c") || cells(g) != "AB./B../..." {
		t.Errorf("c in a kind with C: message %q, board %s", g.Message(), cells(g))
	}
}

// TestPencil: p switches the value keys to pencil marks; a struck value
// leaves the open ones drawn in the cell, check so far judges the marks, a
// hint's exclusion is drawn as one, and undo takes a mark back.
func TestPencil(t *testing.T) {
	g := newToyGame(t, nil)
	press(g, "p", "A")
	if s := g.Screen(); !strings.Contains(s, "BC'") || !strings.Contains(g.Message(), "A struck out") {
		t.Fatalf("striking A from (1,3) leaves B and C open, drawn BC':\n%s", s)
	}
	press(g, "c")
	if !strings.HasPrefix(g.Message(), "no mistakes so far") {
		t.Errorf("A is not (1,3)'s value: striking it is no mistake; message %q", g.Message())
	}
	press(g, "C", "c")
	if !strings.Contains(g.Message(), "1 wrong entry") {
		t.Errorf("striking C, the answer, is a mistake; message %q", g.Message())
	}
	press(g, "u", "u")
	if s := g.Screen(); strings.Contains(s, "'") {
		t.Errorf("undo takes the marks back:\n%s", s)
	}
	press(g, "p", "C")
	if cells(g) != "ABC/B../..." {
		t.Errorf("p again enters values: %s", cells(g))
	}
	// Saved and resumed, the marks come back: (2,3) with B struck.
	press(g, "down", "p", "B")
	path := filepath.Join(t.TempDir(), "game.json")
	if err := g.saveTo(path); err != nil {
		t.Fatal(err)
	}
	saved, err := ReadSaved(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	r, err := New(Config{Kind: g.kind, Puzzle: g.p, Solution: g.cfg.Solution, Resume: saved, NoColor: true})
	if err != nil {
		t.Fatal(err)
	}
	if !r.board.IsStruck(5, 2) || cells(r) != "ABC/B../..." || r.s.UndoLeft() != 0 {
		t.Errorf("resumed: cells %s, struck %v, %d moves to undo", cells(r), r.board.Struck, r.s.UndoLeft())
	}
}
