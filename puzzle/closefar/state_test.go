package closefar

import (
	"errors"
	"strings"
	"testing"

	"deduce/puzzle"
)

func TestParseState(t *testing.T) {
	p := loadFile(t, "testdata/fig1.txt")
	good := "# half way\n?..F.??\n???.??F\n\n.....C.\n..C....\n.C.....\nF......\n....C..\n"
	st, err := Kind{}.ParseState(p, "pos.txt", []byte(good))
	if err != nil {
		t.Fatal(err)
	}
	want := "[(1,2)=. (1,3)=. (1,5)=. (2,4)=. (3,1)=. (3,2)=. (3,3)=. (3,4)=. (3,5)=. (3,7)=. (4,1)=. (4,2)=. (4,4)=. (4,5)=. (4,6)=. (4,7)=. (5,1)=. (5,3)=. (5,4)=. (5,5)=. (5,6)=. (5,7)=. (6,2)=. (6,3)=. (6,4)=. (6,5)=. (6,6)=. (6,7)=. (7,1)=. (7,2)=. (7,3)=. (7,4)=. (7,6)=. (7,7)=.]"
	if got := puzzleStateString(st); got != want {
		t.Errorf("got %s\nwant %s", got, want)
	}
	tests := []struct {
		name, text, want string
		kind             error
		why              string
	}{
		{"too few rows", "???????\n", "pos.txt:2: position: want 7 rows", puzzle.ErrSyntax, "one row of seven"},
		{"bad char", "???????\n??x????\n", "pos.txt:2:3: position row 2: unexpected 'x'", puzzle.ErrSyntax, "x is no cell value"},
		{"lower case", "c??????\n", "did you mean C?", puzzle.ErrSyntax, "a near miss gets a suggestion"},
		{"short row", strings.Repeat("???????\n", 6) + "??\n", "pos.txt:7:3: position row 7: 2 cells, want 7", puzzle.ErrSyntax, "the row ends early"},
		{"long row", "????????\n", "pos.txt:1:8: position row 1: 8 cells, want 7", puzzle.ErrSyntax, "an eighth cell"},
		{"extra row", strings.Repeat("???????\n", 8), "pos.txt:8:1: position: unexpected", puzzle.ErrSyntax, "an eighth row"},
		{"hint contradicted", "???C???\n" + strings.Repeat("???????\n", 6), "pos.txt:1:4: position row 1: (1,4) is the hint F, not C", puzzle.ErrInvalid, "hints are fixed"},
	}
	for _, tc := range tests {
		_, err := Kind{}.ParseState(p, "pos.txt", []byte(tc.text))
		var pe *puzzle.ParseError
		if !errors.As(err, &pe) || !errors.Is(err, tc.kind) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s (%s): got %v, want %v containing %q", tc.name, tc.why, err, tc.kind, tc.want)
		}
	}
}

func puzzleStateString(st puzzle.State) string {
	var s []string
	for _, f := range st {
		s = append(s, f.String())
	}
	return "[" + strings.Join(s, " ") + "]"
}

// FuzzParseState: any input gives a state of valid facts or a positioned
// error, never a panic; a state it accepts explains without error.
func FuzzParseState(f *testing.F) {
	f.Add([]byte("?..F.??\n???.??F\n.....C.\n..C....\n.C.....\nF......\n....C.."))
	f.Add([]byte("FC.F.CC\n"))
	f.Add([]byte("# x\n\n???????\n"))
	p, err := NewPuzzle("...F...", "......F", ".....C.", "..C....", ".C.....", "F......", "....C..")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		st, err := parseState(p, "fuzz", data)
		if err != nil {
			var pe *puzzle.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("unpositioned error %v", err)
			}
			return
		}
		for _, fa := range st {
			if _, _, err := factCell(p.N, fa); err != nil {
				t.Fatalf("bad fact %v: %v", fa, err)
			}
		}
		if _, _, err := (Kind{}).Hint(t.Context(), p, st); err != nil {
			t.Fatalf("hint from an accepted state: %v", err)
		}
	})
}
