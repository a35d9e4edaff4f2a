package magnets

import (
	"errors"
	"strings"
	"testing"

	"deduce/puzzle"
)

func TestParseState(t *testing.T) {
	p := mustLoad(t, "testdata/e1.txt")
	st, err := (Kind{}).ParseState(p, "s", []byte("# my game\n-+????\n??????\n\n??????\n??????\n??????\n?????x\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := []puzzle.Fact{puzzle.CellFact(1, 1, "-", false), puzzle.CellFact(1, 2, "+", false), puzzle.CellFact(6, 6, "x", false)}
	if len(st) != len(want) || st[0] != want[0] || st[1] != want[1] || st[2] != want[2] {
		t.Errorf("state %v, want %v", st, want)
	}
	bad := []struct {
		why, text, pos string
	}{
		{"a row too short", "-+???\n", "s:1:1:"},
		{"an unknown character", "??????\n??a???\n", "s:2:3:"},
		{"too few rows", "??????\n", "s:2:1:"},
		{"too many rows", strings.Repeat("??????\n", 7), "s:7:1:"},
	}
	for _, c := range bad {
		_, err := (Kind{}).ParseState(p, "s", []byte(c.text))
		var pe *puzzle.ParseError
		if !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), c.pos) {
			t.Errorf("%s: error %v, want one at %s", c.why, err, c.pos)
		}
	}
}

// A cell in no domino can only be x in a state.
func TestParseStateSingleton(t *testing.T) {
	p := &Puzzle{W: 3, H: 1, Partner: []int{1, 0, -1}, RowPlus: []int{1}, RowMinus: []int{1},
		ColPlus: []int{1, 0, 0}, ColMinus: []int{0, 1, 0}}
	if _, err := (Kind{}).ParseState(p, "s", []byte("??x\n")); err != nil {
		t.Error(err)
	}
	if _, err := (Kind{}).ParseState(p, "s", []byte("??+\n")); err == nil || !strings.HasPrefix(err.Error(), "s:1:3:") {
		t.Errorf("a + on the singleton: %v", err)
	}
}

func FuzzParseState(f *testing.F) {
	p := mustLoad(f, "testdata/e1.txt")
	f.Add([]byte("-+????\n??????\n??????\n??????\n??????\n?????x\n"))
	f.Add([]byte("??\n"))
	f.Add([]byte("# c\n\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := (Kind{}).ParseState(p, "f", data)
		if err != nil {
			var pe *puzzle.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error %v is not a *ParseError", err)
			}
			return
		}
		// A parsed state explains without crashing (it may contradict the puzzle).
		if _, _, err := (Kind{}).Hint(t.Context(), p, st); err != nil {
			t.Fatal(err)
		}
	})
}
