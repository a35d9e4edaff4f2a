package kindtest

import (
	"testing"

	"deduce/puzzle"
)

// CheckLayout checks a Player's layout of p's start board against the
// board and its status, as every front end relies on it: side labels one
// per column or row, walls and numbered cells one per cell, groups within
// the board, every clue number a label cites a clue the status judges, and
// every clue the status judges shown somewhere (a label, a numbered cell or
// the clue list), so no rule's status is invisible.
func CheckLayout(t testing.TB, k puzzle.Kind, p puzzle.Puzzle, name string) {
	t.Helper()
	pl, ok := k.(puzzle.Player)
	if !ok {
		t.Fatalf("%s: %s does not implement puzzle.Player", name, k.Name())
	}
	b := pl.NewBoard(p)
	st := pl.Status(p, b)
	lay := pl.Layout(p, b, st)
	n := len(b.Cells)
	side := func(what string, ls []puzzle.Label, want int) {
		if ls != nil && len(ls) != want {
			t.Errorf("%s: %d %s labels, the board has %d", name, len(ls), what, want)
		}
	}
	side("top", lay.Top, b.Cols)
	side("bottom", lay.Bottom, b.Cols)
	side("left", lay.Left, b.Rows)
	side("right", lay.Right, b.Rows)
	for what, v := range map[string]int{"WallRight": len(lay.WallRight), "WallBelow": len(lay.WallBelow), "CellClue": len(lay.CellClue)} {
		if v != 0 && v != n {
			t.Errorf("%s: %s has %d entries, the board %d cells", name, what, v, n)
		}
	}
	for what, gs := range map[string][]puzzle.Group{"column": lay.ColGroups, "row": lay.RowGroups} {
		limit := b.Cols
		if what == "row" {
			limit = b.Rows
		}
		for _, g := range gs {
			if g.First < 0 || g.Last >= limit || g.First > g.Last || g.Name == "" {
				t.Errorf("%s: %s group %+v outside 0..%d or unnamed", name, what, g, limit-1)
			}
		}
	}
	shown := map[int]bool{}
	for _, ls := range [][]puzzle.Label{lay.Top, lay.Bottom, lay.Left, lay.Right, lay.Clues} {
		for _, l := range ls {
			if l.Clue < 0 || l.Clue > len(st.Clues) {
				t.Errorf("%s: label %q cites clue %d, the status judges %d", name, l.Text, l.Clue, len(st.Clues))
			}
			shown[l.Clue] = true
		}
	}
	for _, c := range lay.CellClue {
		if c < 0 || c > len(st.Clues) {
			t.Errorf("%s: a cell holds clue %d, the status judges %d", name, c, len(st.Clues))
		}
		shown[c] = true
	}
	for k := range st.Clues {
		if !shown[k+1] {
			t.Errorf("%s: clue %d is judged but shown nowhere (no label, numbered cell or list entry)", name, k+1)
		}
	}
}
