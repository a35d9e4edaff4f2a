package closefar

import (
	"errors"
	"os"
	"strings"
	"testing"

	"deduce/puzzle"
	"deduce/puzzle/kindtest"
)

func TestEditorContract(t *testing.T) {
	kindtest.Editor(t, Kind{}, 6, 6, 400, 1)
	kindtest.Editor(t, Kind{}, MinN, MinN, 200, 2)
}

// TestEditorBuildsFig1 lays out the report's Fig. 1 by setting its hints
// on a blank board: the text is the figure's.
func TestEditorBuildsFig1(t *testing.T) {
	data, err := os.ReadFile("testdata/fig1.txt")
	if err != nil {
		t.Fatal(err)
	}
	want, err := parse("fig1", data)
	if err != nil {
		t.Fatal(err)
	}
	var k Kind
	p, err := k.Blank(want.N, want.N)
	if err != nil {
		t.Fatal(err)
	}
	for i, h := range want.Hints {
		if h != Blank {
			if p, err = k.Edit(p, puzzle.SlotAt{Place: puzzle.PlaceCell, Index: i}, string(h.rune())); err != nil {
				t.Fatal(err)
			}
		}
	}
	if got, w := format(p.(*Puzzle), nil), format(want, nil); got != w {
		t.Errorf("built\n%s\nwant\n%s", got, w)
	}
}

func TestEditorRefuses(t *testing.T) {
	var k Kind
	blank, _ := k.Blank(6, 6)
	set := func(p puzzle.Puzzle, i int, v string) puzzle.Puzzle {
		q, err := k.Edit(p, puzzle.SlotAt{Place: puzzle.PlaceCell, Index: i}, v)
		if err != nil {
			t.Fatal(err)
		}
		return q
	}
	twoC := set(set(blank, 0, "C"), 1, "C")      // row 1: C C . . . .
	twoFcol := set(set(blank, 2, "F"), 2+6, "F") // column 3: F F down
	cases := []struct {
		p     puzzle.Puzzle
		index int
		value string
		want  string
		why   string
	}{
		{twoC, 5, "C", "hint in row 1 column 6: row 1 would have a third C hint", "a row holds two C"},
		{twoC, 5, "F", "", "an F beside two C (control)"},
		{twoFcol, 2 + 30, "F", "hint in row 6 column 3: column 3 would have a third F hint", "a column holds two F"},
		{blank, 0, "c", `"c" is not one of C F`, "hints are capital letters"},
		{blank, 0, ".", `"." is not one of C F`, "no hint is empty, not a dot"},
		{blank, 36, "C", "cell 36: no such slot", "past the board"},
		{blank, 0, "", "", "clearing a cell without a hint (control)"},
	}
	for _, c := range cases {
		_, err := k.Edit(c.p, puzzle.SlotAt{Place: puzzle.PlaceCell, Index: c.index}, c.value)
		if c.want == "" {
			if err != nil {
				t.Errorf("%s: %v", c.why, err)
			}
			continue
		}
		var ee *puzzle.EditError
		if !errors.As(err, &ee) || !puzzle.IsInputError(err) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an edit error with %q", c.why, err, c.want)
		}
	}
}

func TestEditorBlankSizes(t *testing.T) {
	for _, c := range []struct {
		w, h int
		ok   bool
		why  string
	}{
		{6, 6, true, "the usual size"}, {MinN, MinN, true, "the smallest Parse reads"}, {MinN - 1, MinN - 1, false, "too small for two C and two F"},
		{MaxN + 1, MaxN + 1, false, "larger than Parse reads"}, {6, 8, false, "not square"},
	} {
		_, err := Kind{}.Blank(c.w, c.h)
		if (err == nil) != c.ok || (err != nil && !errors.Is(err, puzzle.ErrBadOption)) {
			t.Errorf("Blank(%d, %d) (%s): %v", c.w, c.h, c.why, err)
		}
	}
}
