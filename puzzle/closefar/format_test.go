package closefar

import (
	"errors"
	"os"
	"strings"
	"testing"

	"deduce/puzzle"
)

func TestParseErrors(t *testing.T) {
	good := "...F...\n......F\n.....C.\n..C....\n.C.....\nF......\n....C..\n"
	tests := []struct {
		name, in, pos string
		kind          error
		why           string
	}{
		{"empty", "# nothing\n\n", "f", puzzle.ErrSyntax, "no header at all"},
		{"bad header", "close 7\n", "f:1:1", puzzle.ErrSyntax, "header must name the kind"},
		{"no size", "closefar\n", "f:1:1", puzzle.ErrSyntax, "header needs N"},
		{"two sizes", "closefar 7 7\n", "f:1:1", puzzle.ErrSyntax, "square only: one size"},
		{"size not a number", "closefar x\n", "f:1:10", puzzle.ErrSyntax, "size must be an integer"},
		{"N below 4", "closefar 3\nC..\n...\n...\n", "f:1:10", puzzle.ErrInvalid, "a line needs room for two C and two F"},
		{"N too large", "closefar 99\n", "f:1:10", puzzle.ErrInvalid, "beyond the bit masks"},
		{"short row", "closefar 7\n...F..\n", "f:2:7", puzzle.ErrSyntax, "row one cell short, error just after it"},
		{"long row", "closefar 7\n...F....\n", "f:2:8", puzzle.ErrSyntax, "the eighth cell is one too many"},
		{"bad letter", "closefar 7\n...X...\n", "f:2:4", puzzle.ErrSyntax, "only C, F and '.'"},
		{"lower case", "closefar 7\n..c....\n", "f:2:3", puzzle.ErrSyntax, "letters are upper case"},
		{"indented bad letter", "closefar 7\n  ..x....\n", "f:2:5", puzzle.ErrSyntax, "column counts the indentation"},
		{"missing rows", "closefar 7\n" + good[:24], "f:5", puzzle.ErrSyntax, "only three rows, error at the end"},
		{"three C in a row", "closefar 7\nC.C.C..\n" + good[8:], "f:2:5", puzzle.ErrInvalid, "a row holds exactly two C"},
		{"three F in a column", "closefar 6\nF.....\nF.....\n......\nF.....\n......\n......\n", "f:5:1", puzzle.ErrInvalid, "a column holds exactly two F"},
		{"junk after rows", "closefar 7\n" + good + "hello\n", "f:9:1", puzzle.ErrSyntax, "only a solution block may follow"},
		{"short solution", "closefar 7\n" + good + "solution\nF..F.CC\n", "f:11", puzzle.ErrSyntax, "solution needs N rows"},
		{"bad solution letter", "closefar 7\n" + good + "solution\nF..F.CX\n", "f:10:7", puzzle.ErrSyntax, "solution rows use C, F and '.'"},
		{"solution word among rows", "closefar 7\n...F...\nsolution\n", "f:3:1", puzzle.ErrSyntax, "solution before the puzzle is complete"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Kind{}.Parse("f", []byte(tc.in))
			var pe *puzzle.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("%s: want a *puzzle.ParseError, got %v", tc.why, err)
			}
			if !errors.Is(err, tc.kind) {
				t.Errorf("%s: error %v does not wrap %v", tc.why, err, tc.kind)
			}
			if !strings.HasPrefix(err.Error(), tc.pos+": ") {
				t.Errorf("%s: error %q, want position %s", tc.why, err, tc.pos)
			}
		})
	}
}

// TestParseErrorNamesTheRow: a row error names the row it is in (it named
// the next one when the row was too long).
func TestParseErrorNamesTheRow(t *testing.T) {
	good := "...F...\n......F\n.....C.\n..C....\n.C.....\nF......\n....C..\n"
	tests := []struct{ in, want, why string }{
		{"closefar 7\n...F...\n......F\n.....C..\n", "f:4:8: puzzle row 3: 8 cells, want 7", "an eighth cell in row 3"},
		{"closefar 7\n...F...\n......FX\n", "f:3:8: puzzle row 2: unexpected 'X'", "a bad letter past the end of row 2"},
		{"closefar 7\n...F...\n....F\n", "f:3:6: puzzle row 2: 5 cells, want 7", "row 2 ends early"},
		{"closefar 7\n" + good + "solution\nF..F.CC\nCFC...F.\n", "f:11:8: solution row 2: 8 cells, want 7", "a solution row too long"},
	}
	for _, tc := range tests {
		_, err := Kind{}.Parse("f", []byte(tc.in))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want %q", tc.why, err, tc.want)
		}
	}
}

func TestParseFig1(t *testing.T) {
	data, err := os.ReadFile("testdata/fig1.txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := parse("fig1.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	if p.N != 7 || p.HintCount() != 7 || !p.Classic() || p.Known == nil {
		t.Fatalf("fig1: N=%d hints=%d classic=%v known=%v", p.N, p.HintCount(), p.Classic(), p.Known != nil)
	}
	if p.Hint(0, 3) != Far || p.Hint(6, 4) != Close {
		t.Errorf("fig1 hints misread: %q", format(p, nil))
	}
	if err := checkSolution(p, p.Known); err != nil {
		t.Errorf("Fig. 2 solution rejected: %v", err)
	}
}

// TestFormatRoundTrip: Format output parses back to the same puzzle, and
// formatting is stable, for the report's figure and all benchmark files.
func TestFormatRoundTrip(t *testing.T) {
	files := []string{"testdata/fig1.txt"}
	more, _ := os.ReadDir("testdata/bench")
	for _, e := range more {
		files = append(files, "testdata/bench/"+e.Name())
	}
	if len(files) != 61 {
		t.Fatalf("want fig1 and 60 bench files, found %d files", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p, err := parse(f, data)
		if err != nil {
			t.Fatal(err)
		}
		text := format(p, p.Known)
		q, err := parse("again", []byte(text))
		if err != nil {
			t.Fatalf("%s: formatted text does not parse: %v\n%s", f, err, text)
		}
		if again := format(q, q.Known); again != text {
			t.Fatalf("%s: format not stable:\n%s\n%s", f, text, again)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"closefar 6\n..C...\nF.....\n....F.\n...F..\n.....C\n.F....\n",
		"closefar 4\nFCCF\n....\n....\n....\nsolution\nFCCF\nFCCF\nFCCF\nFCCF\n",
		"# c\n closefar 5 \n\n.....\nC....\n..F..\n.....\n....F\n",
		"closefar 7\nC.C.C..\n",
		"closefar -1\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := parse("fuzz", data)
		if err != nil {
			var pe *puzzle.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error is not positioned: %v", err)
			}
			return
		}
		text := format(p, p.Known)
		q, err := parse("again", []byte(text))
		if err != nil {
			t.Fatalf("formatted puzzle does not parse: %v\n%s", err, text)
		}
		if format(q, q.Known) != text {
			t.Fatalf("round trip changed the puzzle:\n%s", text)
		}
	})
}
