package magnets

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"deduce/puzzle"
)

func TestParseErrors(t *testing.T) {
	const good = "magnets 2\new\new\n1 1\n1 1\n1 1\n1 1\n"
	cases := []struct {
		name, in string
		pos      string // "line:col" expected in the message
		kind     error
		why      string
	}{
		{"empty", "# nothing\n", "", puzzle.ErrSyntax, "no header at all"},
		{"bad header", "magnet 4\n", "1:1", puzzle.ErrSyntax, "misspelled kind"},
		{"bad size", "magnets 4y\n", "1:9", puzzle.ErrSyntax, "size is not N or WxH"},
		{"tiny", "magnets 1\n*\n", "1:9", puzzle.ErrInvalid, "a 1x1 grid holds no domino"},
		{"short row", "magnets 2\ne\new\n", "2:1", puzzle.ErrSyntax, "a tiling row of the wrong length"},
		{"long row", "magnets 2\newe\new\n", "2:1", puzzle.ErrSyntax, "a tiling row of the wrong length"},
		{"bad letter", "magnets 2\nex\new\n", "2:2", puzzle.ErrSyntax, "a letter outside n e s w L R T B *"},
		{"mixed letters", "magnets 2\newLR\n", "", puzzle.ErrSyntax, "row of 4 in a 2-wide grid"},
		{"mixed styles", "magnets 2\new\nLR\n1 1\n1 1\n1 1\n1 1\n", "3:1", puzzle.ErrSyntax, "n e s w mixed with L R T B"},
		{"wraps east", "magnets 2\nwe\new\n1 1\n1 1\n1 1\n1 1\n", "2:1", puzzle.ErrInvalid, "w in column 1 points off the grid"},
		{"wraps row end", "magnets 3x2\newe\nwew\n", "2:3", puzzle.ErrInvalid, "e at the end of a row would wrap"},
		{"north off", "magnets 2\nnn\nss\n", "2:1", puzzle.ErrInvalid, "n in the first row"},
		{"no point back", "magnets 4x1\neeww\n", "2:1", puzzle.ErrInvalid, "e's partner points south"},
		{"odd area, no singleton", "magnets 3\news\newn\newn\n", "4:3", puzzle.ErrInvalid, "an odd area needs a blank '*'; said before the partner that does not point back"},
		{"singleton even", "magnets 2\n*s\nen\n1 1\n1 1\n1 1\n1 1\n", "3:1", puzzle.ErrInvalid, "one blank in an even area leaves a cell unmatched"},
		{"blanks crowd a line", "magnets 4x2\n*ew*\n*ew*\n2 .\n1 .\n. . . .\n. . . .\n", "4:1", puzzle.ErrInvalid, "row 1 has 2 cells outside the blanks; 2 + and 1 - cannot fit"},
		{"missing clue line", "magnets 2\new\new\n1 1\n1 1\n1 1\n", "7:0", puzzle.ErrSyntax, "input ends before the last clue line"},
		{"clue count", "magnets 2\new\new\n1 1 1\n1 1\n1 1\n1 1\n", "4:1", puzzle.ErrSyntax, "three clues for two rows"},
		{"bad clue", "magnets 2\new\new\n1 x\n1 1\n1 1\n1 1\n", "4:3", puzzle.ErrSyntax, "a clue that is not a number or '.'"},
		{"negative clue", "magnets 2\new\new\n1 -1\n1 1\n1 1\n1 1\n", "4:3", puzzle.ErrSyntax, "a negative clue"},
		{"too many poles", "magnets 2\new\new\n2 1\n1 1\n1 1\n1 1\n", "4:1", puzzle.ErrInvalid, "row 1 wants 3 poles in 2 cells"},
		{"totals disagree", "magnets 2\new\new\n1 1\n1 1\n0 1\n1 1\n", "6:3", puzzle.ErrInvalid, "row + total 2, column + total 1"},
		{"junk after", good + "more\n", "8:1", puzzle.ErrSyntax, "text after the clues that is not a solution block"},
		{"short solution", good + "solution\n+-\n", "10:0", puzzle.ErrSyntax, "solution block ends early"},
		{"bad solution cell", good + "solution\n+-\n-?\n", "10:2", puzzle.ErrSyntax, "a solution cell outside + - x"},
		{"id short", "2x2:11,11,11,11,LR\n", "1:19", puzzle.ErrSyntax, "layout too short"},
		{"id bad layout", "2x2:11,11,11,11,LRLQ\n", "1:20", puzzle.ErrSyntax, "Q is no layout letter"},
		{"id bad clue", "2x2:1!,11,11,11,LRLR\n", "1:6", puzzle.ErrSyntax, "! is no clue character"},
		{"id inconsistent", "2x2:11,11,11,11,LTLR\n", "1:17", puzzle.ErrInvalid, "L whose partner, a T in the first row, points to a cell that does not point back"},
		{"id odd, no singleton", "3x3:...,...,...,...,LRTLRBLRL\n", "1:29", puzzle.ErrInvalid, "an odd area needs a blank '*'"},
		{"id counts", "2x2:22,11,11,11,LRLR\n", "", puzzle.ErrInvalid, "column 1 wants 3 poles in 2 cells"},
		{"indented id", "  2x2:11,11,11,11,LRLQ\n", "1:22", puzzle.ErrSyntax, "positions count the indent"},
		{"id then junk", "# an ID\n2x2:11,11,11,11,LRLR\nmore\n", "3:1", puzzle.ErrSyntax, "a second line after a game ID"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("in.txt", []byte(c.in))
			if err == nil {
				t.Fatalf("%s: no error", c.why)
			}
			var pe *puzzle.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("%s: %v is not a *ParseError", c.why, err)
			}
			if !errors.Is(err, c.kind) {
				t.Errorf("%s: %v does not wrap %v", c.why, err, c.kind)
			}
			if !strings.HasPrefix(err.Error(), "in.txt") {
				t.Errorf("%s: %v does not name the file", c.why, err)
			}
			if c.pos != "" && !strings.HasPrefix(err.Error(), "in.txt:"+strings.TrimSuffix(c.pos, ":0")+":") {
				t.Errorf("%s: %v: want position %s", c.why, err, c.pos)
			}
		})
	}
}

// Every instance in testdata parses, formats back to an equal puzzle, and its
// solution block passes the checker.
func TestRoundTripTestdata(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.txt")
	more, _ := filepath.Glob("testdata/bench/*.txt")
	files = append(files, more...)
	if len(files) < 72 {
		t.Fatalf("found %d instance files, want the 2 examples and 70 bench instances", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse(f, data)
		if err != nil {
			t.Fatal(err)
		}
		if p.Known == nil {
			t.Fatalf("%s: no solution block", f)
		}
		if err := Check(p, p.Known); err != nil {
			t.Errorf("%s: %v", f, err)
		}
		roundTrip(t, f, p)
	}
}

func roundTrip(t *testing.T, name string, p *Puzzle) {
	t.Helper()
	text := Format(p, p.Known)
	q, err := Parse(name, []byte(text))
	if err != nil {
		t.Fatalf("%s: formatted text does not parse: %v\n%s", name, err, text)
	}
	if got := Format(q, q.Known); got != text {
		t.Errorf("%s: format is not stable:\n%s\n---\n%s", name, text, got)
	}
	id, err := ID(p)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	r, err := Parse(name, []byte(id))
	if err != nil {
		t.Fatalf("%s: ID %s does not parse: %v", name, id, err)
	}
	r.Tatham = p.Tatham
	if Format(r, nil) != Format(p, nil) {
		t.Errorf("%s: ID round trip changed the puzzle:\n%s\n---\n%s", name, Format(p, nil), Format(r, nil))
	}
}

// Game IDs from the comments of Tatham's magnets.c, and an ID with clues ≥ 10.
func TestTathamIDs(t *testing.T) {
	cases := []struct {
		id, why string
		count   int
	}{
		{"3x3:201,102,120,111,LRTT*BBLR", "the worked example of magnets.c", 1},
		{"5x5:.2..1,3..1.,.2..2,2..2.,LRLRTTLRTBBT*BTTBLRBBLRLR", "Zotmeister's example with hidden clues", 1},
		{"6x6:322223,323132,232223,232223,LRTLRTTTBLRBBBTTLRLRBBLRTTLRTTBBLRBB", "Janko's 6x6", 1},
		{"8x8:34131323,23131334,43122323,21332243,LRTLRLRT,LRBTTTTB,LRTBBBBT,TTBTLRTB,BBTBTTBT,TTBTBBTB,BBTBLRBT,LRBLRLRB", "Janko's 8x8, commas in the layout; not unique: prop and cdcl both find 2, each verified by Check", 2},
	}
	for _, c := range cases {
		p, err := Parse("<arg>", []byte(c.id))
		if err != nil {
			t.Fatalf("%s: %v", c.why, err)
		}
		id, err := ID(p)
		if err != nil {
			t.Fatal(err)
		}
		if want := strings.ReplaceAll(c.id[strings.Index(c.id, ":"):], ",", ""); strings.ReplaceAll(id[strings.Index(id, ":"):], ",", "") != want {
			t.Errorf("%s: ID round trip gave %s", c.why, id)
		}
		n, complete, err := CountSolutions(context.Background(), p, 3)
		if err != nil || !complete || n != c.count {
			t.Errorf("%s: %d solutions (complete %v, %v), want %d", c.why, n, complete, err, c.count)
		}
		if p.W*p.H <= 25 {
			if n := bruteCount(p, 3); n != c.count {
				t.Errorf("%s: brute force finds %d solutions, want %d", c.why, n, c.count)
			}
		}
	}
	// Clue letters: a 12-wide row of magnets has 6 + and 6 −; a 24x2 grid of
	// vertical magnets has 24 of each in total, and 12 + per row.
	p := &Puzzle{W: 24, H: 2, Partner: make([]int, 48)}
	for c := range 24 {
		p.Partner[c], p.Partner[24+c] = 24+c, c
	}
	s := &Solution{W: 24, H: 2, Cells: make([]int8, 48)}
	for c := range 24 {
		v := Plus
		if c%2 == 1 {
			v = Minus
		}
		s.Cells[c], s.Cells[24+c] = v, -v
	}
	p.CluesFrom(s)
	id, _ := ID(p)
	if !strings.Contains(id, ",cc,") {
		t.Errorf("row counts 12 should be written 'c': %s", id)
	}
	roundTrip(t, "wide", p)
}

func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		"magnets 2\new\new\n1 1\n1 1\n1 1\n1 1\nsolution\n+-\n-+\n",
		"magnets 3\newe\nsew\nnew\n. 1 .\n1 . .\n. . .\n. . 1\n",
		"3x3:201,102,120,111,LRTT*BBLR",
		"5x5:.2..1,3..1.,.2..2,2..2.,LRLRTTLRTBBT*BTTBLRBBLRLR",
		"magnets 3x2\nLRT\nLRB\n1 1\n1 1\n1 1 0\n1 1 0\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Parse("fuzz", data)
		if err != nil {
			var pe *puzzle.ParseError
			if !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), "fuzz") {
				t.Fatalf("unpositioned error %v", err)
			}
			return
		}
		text := Format(p, p.Known)
		q, err := Parse("again", []byte(text))
		if err != nil {
			t.Fatalf("format of a parsed puzzle does not parse: %v\n%s", err, text)
		}
		if Format(q, q.Known) != text {
			t.Fatalf("round trip changed the text:\n%s", text)
		}
	})
}
