package tui

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"deduce/puzzle"
	_ "deduce/puzzle/magnets" // a registered kind for Resume
)

// magnets6 is puzzle/magnets/testdata/blanks.txt without its solution.
const magnets6 = "magnets 6\new****\nsewews\nnewewn\nssssew\nnnnnss\new**nn\n1 1 3 2 2 1\n1 2 2 2 1 2\n2 2 0 2 2 2\n2 1 1 2 1 3\n"

func saveJSON(t *testing.T, s Saved) []byte {
	t.Helper()
	s.Version = saveVersion
	if s.Kind == "" {
		s.Kind, s.Puzzle = "magnets", magnets6
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A save file is input like any other: what it claims is checked.
func TestSaveFileClaimsAreChecked(t *testing.T) {
	tests := []struct {
		name, why string
		save      Saved
		want      string
	}{
		{"a century and more", "a time no game took (it would overflow the clock)", Saved{ElapsedMS: 1 << 62}, "is not a time played"},
		{"a struck clue 0", "clues count from 1 as the screen shows them", Saved{Struck: []int{0}}, "struck clue 0"},
		{"ESC in the puzzle", "JSON's \\u001b must not bring in what a puzzle file may not hold", Saved{Kind: "magnets", Puzzle: "magnets 6\x1b]0;owned\x07\n"}, "control character U+001B"},
		{"BEL in the source", "the source is shown on the screen", Saved{Source: "a\x07b"}, "control character U+0007"},
		{"ESC in a fact's item", "a fact names items as the puzzle does", Saved{Facts: []puzzle.Fact{puzzle.PairFact("a\x1b[2J", "b", true)}}, "control character U+001B"},
	}
	for _, tc := range tests {
		_, err := ParseSaved("s.json", saveJSON(t, tc.save))
		if err == nil || !strings.Contains(err.Error(), tc.want) || !errors.Is(err, puzzle.ErrInvalid) {
			t.Errorf("%s (%s): got %v, want an invalid-input error with %q", tc.name, tc.why, err, tc.want)
		}
	}
}

func TestResumeRefusesFactsOffTheBoard(t *testing.T) {
	for _, tc := range []struct {
		name string
		fact puzzle.Fact
		ok   bool
	}{
		{"a cell on the board", puzzle.CellFact(6, 6, "+", false), true},
		{"row 7 of a 6-row board", puzzle.CellFact(7, 1, "+", false), false},
		{"column 1000", puzzle.CellFact(1, 1000, "-", false), false},
	} {
		s, err := ParseSaved("s.json", saveJSON(t, Saved{Facts: []puzzle.Fact{tc.fact}}))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		_, err = Resume(t.Context(), "s.json", s)
		if tc.ok != (err == nil) || (err != nil && !strings.Contains(err.Error(), "not on this puzzle's board")) {
			t.Errorf("%s: got %v, want ok=%v", tc.name, err, tc.ok)
		}
	}
}

func TestCheckSavePath(t *testing.T) {
	dir := t.TempDir()
	save := filepath.Join(dir, "game.json")
	keep := filepath.Join(dir, "keep.txt")
	puz := filepath.Join(dir, "p.txt")
	os.WriteFile(save, saveJSON(t, Saved{}), 0o644)
	os.WriteFile(keep, []byte("my notes\n"), 0o644)
	os.WriteFile(puz, []byte(magnets6), 0o644)
	for _, tc := range []struct {
		name, path string
		force, ok  bool
	}{
		{"an earlier save is replaced", save, false, true},
		{"an unrelated file needs --force", keep, false, false},
		{"with --force it may go", keep, true, true},
		{"the puzzle being played never", puz, true, false},
		{"a new name", filepath.Join(dir, "new.json"), false, true},
	} {
		err := CheckSavePath(tc.path, tc.force, []string{puz})
		if tc.ok != (err == nil) {
			t.Errorf("%s: got %v, want ok=%v", tc.name, err, tc.ok)
		}
	}
}

func TestReadSavedIsBounded(t *testing.T) {
	if _, err := ReadSaved(t.Context(), "/dev/zero"); !errors.Is(err, puzzle.ErrUnreadable) {
		t.Errorf("/dev/zero as a save file: %v, want ErrUnreadable (too large)", err)
	}
}
