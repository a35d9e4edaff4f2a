package magnets

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"deduce/puzzle"
	"deduce/puzzle/kindtest"
)

func TestEditorContract(t *testing.T) {
	for _, size := range [][2]int{{4, 3}, {5, 5}, {2, 1}} {
		kindtest.Editor(t, Kind{}, size[0], size[1], 400, uint64(size[0]))
	}
}

// build makes want on a blank board by edits alone: walls off for every
// domino, then the counts (rows before columns, so the totals agree at
// every step). It returns the puzzle the edits made.
func build(t *testing.T, want *Puzzle) *Puzzle {
	t.Helper()
	var k Kind
	pz, err := k.Blank(want.W, want.H)
	if err != nil {
		t.Fatal(err)
	}
	edit := func(place puzzle.Place, i int, v string) {
		t.Helper()
		if pz, err = k.Edit(pz, puzzle.SlotAt{Place: place, Index: i}, v); err != nil {
			t.Fatalf("edit %s %d = %q: %v", place, i, v, err)
		}
	}
	for i, q := range want.Partner {
		switch {
		case q == i+1:
			edit(puzzle.PlaceEdgeRight, i, "")
		case q == i+want.W:
			edit(puzzle.PlaceEdgeBelow, i, "")
		}
	}
	for _, line := range []struct {
		place puzzle.Place
		v     []int
	}{{puzzle.PlaceLeft, want.RowPlus}, {puzzle.PlaceRight, want.RowMinus}, {puzzle.PlaceTop, want.ColPlus}, {puzzle.PlaceBottom, want.ColMinus}} {
		for i, v := range line.v {
			if v >= 0 {
				edit(line.place, i, strconv.Itoa(v))
			}
		}
	}
	return pz.(*Puzzle)
}

// TestEditorBuildsReportExample lays out the report's example e1 by edits:
// the text is the example's (without its solution block).
func TestEditorBuildsReportExample(t *testing.T) {
	data, err := os.ReadFile("testdata/e1.txt")
	if err != nil {
		t.Fatal(err)
	}
	want, err := Parse("e1", data)
	if err != nil {
		t.Fatal(err)
	}
	got := build(t, want)
	if g, w := Format(got, nil), Format(want, nil); g != w {
		t.Errorf("built\n%s\nwant\n%s", g, w)
	}
}

// TestEditorWalls: a wall off joins two cells and frees their old
// partners; a wall on splits a domino into two blank cells.
func TestEditorWalls(t *testing.T) {
	var k Kind
	p, _ := k.Blank(3, 2)
	at := func(place puzzle.Place, i int) puzzle.SlotAt { return puzzle.SlotAt{Place: place, Index: i} }
	steps := []struct {
		at    puzzle.SlotAt
		value string
		want  string // the tiling rows after the edit
		why   string
	}{
		{at(puzzle.PlaceEdgeRight, 0), "", "ew*/***", "wall off: cells 0 and 1 are a domino"},
		{at(puzzle.PlaceEdgeBelow, 1), "", "*s*/*n*", "joining 1 with the cell below frees 0"},
		{at(puzzle.PlaceEdgeRight, 4), "", "***/*ew", "joining 4 with 5 frees 1"},
		{at(puzzle.PlaceEdgeRight, 4), "on", "***/***", "wall on: the domino splits"},
		{at(puzzle.PlaceEdgeRight, 3), "on", "***/***", "a wall already there: nothing changes"},
	}
	for _, s := range steps {
		q, err := k.Edit(p, s.at, s.value)
		if err != nil {
			t.Fatalf("%s: %v", s.why, err)
		}
		lines := strings.Split(Format(q.(*Puzzle), nil), "\n")
		if got := lines[1] + "/" + lines[2]; got != s.want {
			t.Errorf("%s: tiling %s, want %s", s.why, got, s.want)
		}
		p = q
	}
}

// TestEditorRefuses: each refusal names the slot and says why, and is an
// input error.
func TestEditorRefuses(t *testing.T) {
	var k Kind
	blank, _ := k.Blank(4, 2)
	domino := func(p puzzle.Puzzle, i int) puzzle.Puzzle {
		q, err := k.Edit(p, puzzle.SlotAt{Place: puzzle.PlaceEdgeRight, Index: i}, "")
		if err != nil {
			t.Fatal(err)
		}
		return q
	}
	set := func(p puzzle.Puzzle, place puzzle.Place, i int, v string) puzzle.Puzzle {
		q, err := k.Edit(p, puzzle.SlotAt{Place: place, Index: i}, v)
		if err != nil {
			t.Fatal(err)
		}
		return q
	}
	row0 := domino(domino(blank, 0), 2) // row 1 is two dominoes
	asks3 := set(row0, puzzle.PlaceLeft, 0, "3")
	rowsDone := set(set(set(set(row0, puzzle.PlaceLeft, 0, "1"), puzzle.PlaceRight, 0, "1"), puzzle.PlaceLeft, 1, "0"), puzzle.PlaceRight, 1, "0")
	cases := []struct {
		p     puzzle.Puzzle
		place puzzle.Place
		index int
		value string
		want  string
		why   string
	}{
		{blank, puzzle.PlaceLeft, 0, "5", "+ poles in row 1: 5 is out of range 0..4", "a count longer than the row"},
		{blank, puzzle.PlaceTop, 1, "-1", "+ poles in column 2: -1 is out of range 0..2", "a negative count"},
		{blank, puzzle.PlaceTop, 1, "two", `"two" is not a whole number`, "not a number"},
		{blank, puzzle.PlaceEdgeRight, 3, "", "edge-right 3: no such slot", "the last column has no wall to its right"},
		{blank, puzzle.PlaceEdgeBelow, 4, "", "edge-below 4: no such slot", "the last row has no wall below"},
		{blank, puzzle.PlaceEdgeRight, 0, "off", `wall between (1,1) and (1,2): "off"`, "a switch is on or empty"},
		{blank, puzzle.PlaceLeft, 0, "1", "row 1 asks for 1 poles but only 0 cells can hold one", "no domino in the row yet"},
		{asks3, puzzle.PlaceEdgeRight, 0, "on", "row 1 asks for 3 poles but only 2 cells can hold one", "a wall that leaves too few cells for the count"},
		{rowsDone, puzzle.PlaceTop, 0, "0", "", "a column count that fits (control)"},
		{set(set(set(rowsDone, puzzle.PlaceTop, 0, "0"), puzzle.PlaceTop, 1, "0"), puzzle.PlaceTop, 2, "0"), puzzle.PlaceTop, 3, "0",
			"the + counts of the rows total 1 but those of the columns total 0", "the last column count must agree with the rows"},
	}
	for _, c := range cases {
		_, err := k.Edit(c.p, puzzle.SlotAt{Place: c.place, Index: c.index}, c.value)
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
		{1, 2, true, "one domino"}, {1, 1, false, "no room for a domino"}, {0, 3, false, "no width"},
		{MaxSide, MaxSide, true, "the largest board Parse reads"}, {MaxSide + 1, 2, false, "wider than Parse reads"},
	} {
		_, err := Kind{}.Blank(c.w, c.h)
		if (err == nil) != c.ok {
			t.Errorf("Blank(%d, %d) (%s): %v", c.w, c.h, c.why, err)
		}
		if err != nil && !errors.Is(err, puzzle.ErrBadOption) {
			t.Errorf("Blank(%d, %d): %v is not ErrBadOption", c.w, c.h, err)
		}
	}
}
