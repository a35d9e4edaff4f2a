package logicgrid

import (
	"context"
	"reflect"
	"testing"

	"deduce/puzzle"
)

// cellOf is the board index of the pair named a, b.
func cellOf(t *testing.T, p *Puzzle, a, b string) int {
	t.Helper()
	cs := factCells(p, puzzle.PairFact(a, b, true))
	if len(cs) != 1 {
		t.Fatalf("no cell for %s/%s", a, b)
	}
	return cs[0]
}

func TestLayout(t *testing.T) {
	p := load(t, "testdata/zebra.txt") // 6 domains of 5
	l := Layout(p)
	if l.Rows != 25 || l.Cols != 25 {
		t.Fatalf("layout %dx%d, want 25x25", l.Rows, l.Cols)
	}
	if !reflect.DeepEqual(l.RowDomains, []int{0, 5, 4, 3, 2}) || !reflect.DeepEqual(l.ColDomains, []int{1, 2, 3, 4, 5}) {
		t.Fatalf("row domains %v, column domains %v", l.RowDomains, l.ColDomains)
	}
	if l.RowItems[5] != "dog" || l.ColItems[0] != "Englishman" || l.RowDomainNames[1] != "Pet" || l.ColDomainNames[4] != "Pet" {
		t.Fatalf("labels: rows %v cols %v", l.RowItems, l.ColItems)
	}
	// Every pair of domains has exactly one block of n*n playable cells.
	k := Kind{}
	b := k.NewBoard(p)
	playable := 0
	for _, ok := range b.Playable {
		if ok {
			playable++
		}
	}
	if want := 15 * 25; playable != want {
		t.Fatalf("%d playable cells, want %d", playable, want)
	}
	tests := []struct {
		r, c int
		ok   bool
		why  string
	}{
		{0, 0, true, "House block, every column domain"},
		{5, 0, true, "Pet row block, Nation column"},
		{5, 20, false, "Pet against Pet is a gap"},
		{24, 0, true, "Color row block, Nation column"},
		{24, 5, false, "Color against Color is a gap"},
	}
	for _, tc := range tests {
		if _, _, ok := l.Cell(tc.r, tc.c); ok != tc.ok || b.Playable[b.Index(tc.r, tc.c)] != tc.ok {
			t.Errorf("%s: cell (%d,%d) playable %v", tc.why, tc.r, tc.c, ok)
		}
	}
}

func TestBoardSet(t *testing.T) {
	p := load(t, "testdata/thesis_sample.txt")
	k := Kind{}
	b0 := k.NewBoard(p)
	st := func(b *puzzle.Board, a, x string) string { return b.Symbols[b.Cells[cellOf(t, p, a, x)]] }
	b1 := k.Set(p, b0, cellOf(t, p, "Smith", "teacher"), SymTick)
	tests := []struct {
		b          *puzzle.Board
		a, x, want string
		why        string
	}{
		{b0, "Smith", "teacher", "?", "Set leaves the old board alone"},
		{b1, "Smith", "teacher", "✓", "the tick"},
		{b1, "Smith", "doctor", "✗", "rest of the row crossed"},
		{b1, "Butler", "teacher", "✗", "rest of the column crossed"},
		{b1, "Smith", "red", "?", "other blocks untouched"},
		{b1, "Jones", "doctor", "?", "cells off the tick's lines untouched"},
	}
	for _, tc := range tests {
		if got := st(tc.b, tc.a, tc.x); got != tc.want {
			t.Errorf("%s: %s/%s = %s, want %s", tc.why, tc.a, tc.x, got, tc.want)
		}
	}
	// A second tick in the same block, then clearing the first: crosses
	// still explained by the second tick stay.
	b2 := k.Set(p, b1, cellOf(t, p, "Jones", "actor"), SymTick)
	b3 := k.Set(p, b2, cellOf(t, p, "Smith", "teacher"), SymUnknown)
	clear := []struct{ a, x, want, why string }{
		{"Smith", "teacher", "?", "cleared"},
		{"Butler", "teacher", "?", "its cross is gone"},
		{"Smith", "doctor", "?", "its cross is gone"},
		{"Smith", "actor", "✗", "still crossed by Jones's tick"},
		{"Jones", "teacher", "✗", "still crossed by Jones's tick"},
	}
	for _, tc := range clear {
		if got := st(b3, tc.a, tc.x); got != tc.want {
			t.Errorf("after clearing: %s: %s/%s = %s, want %s", tc.why, tc.a, tc.x, got, tc.want)
		}
	}
	gap := 0
	for i, ok := range b0.Playable {
		if !ok {
			gap = i
		}
	}
	if k.Set(p, b0, gap, SymTick) != b0 || k.Set(p, b0, 0, 7) != b0 {
		t.Error("setting a gap or a bad symbol must return the board unchanged")
	}
}

func TestBoardStatus(t *testing.T) {
	p := load(t, "testdata/thesis_sample.txt")
	k := Kind{}
	set := func(b *puzzle.Board, a, x string, v int) *puzzle.Board { return k.Set(p, b, cellOf(t, p, a, x), v) }
	b := k.NewBoard(p)
	s := k.Status(p, b)
	if !reflect.DeepEqual(s.Clues, []puzzle.ClueStatus{0, 0, 0, 0}) || len(s.Broken) != 0 || s.Full {
		t.Fatalf("empty board: %+v", s)
	}
	// Smith=teacher satisfies clue 1; Butler=doctor and Butler=red violate clue 3.
	b = set(b, "Smith", "teacher", SymTick)
	b = set(b, "Butler", "doctor", SymTick)
	b = set(b, "Butler", "red", SymTick)
	s = k.Status(p, b)
	want := []puzzle.ClueStatus{puzzle.ClueSatisfied, puzzle.ClueOpen, puzzle.ClueViolated, puzzle.ClueOpen}
	if !reflect.DeepEqual(s.Clues, want) {
		t.Fatalf("clues %v, want %v", s.Clues, want)
	}
	// Two ticks in Smith's shirt row break bijectivity.
	b = set(b, "Smith", "green", SymTick)
	b = set(b, "Smith", "red", SymTick)
	s = k.Status(p, b)
	if len(s.Broken) < 2 {
		t.Fatalf("broken %v, want the two ticks of Smith's shirt row (at least)", s.Broken)
	}
	// Clue 3 alone against the facts is still violated although the rules are broken.
	if s.Clues[2] != puzzle.ClueViolated {
		t.Fatalf("clue 3 is %v with Butler=doctor and Butler=red", s.Clues[2])
	}
	// A row of crosses is broken too.
	c := k.NewBoard(p)
	for _, x := range []string{"red", "green", "blue"} {
		c = set(c, "Jones", x, SymCross)
	}
	if s := k.Status(p, c); len(s.Broken) != 3 {
		t.Fatalf("a row of three crosses: broken %v", s.Broken)
	}
}

func TestBoardRoundTrip(t *testing.T) {
	ctx := context.Background()
	for _, f := range []string{"testdata/thesis_sample.txt", "testdata/zebra.txt"} {
		p := load(t, f)
		k := Kind{}
		sol := uniqueSolution(t, p)
		ex, err := Explain(ctx, p, nil)
		if err != nil {
			t.Fatal(err)
		}
		b := k.NewBoard(p)
		var all []puzzle.Fact
		for _, s := range ex.Steps {
			all = append(all, s.Facts...)
		}
		b = k.ApplyFacts(p, b, all)
		if got := k.BoardState(p, b); len(got) != len(all) || len(puzzle.Mistakes(got, k.SolutionFacts(p, sol))) != 0 {
			t.Fatalf("%s: BoardState has %d facts (want %d) or mistakes", f, len(got), len(all))
		}
		got, ok := k.BoardSolution(p, b)
		if !ok || !got.(*Solution).equal(sol) || k.Check(p, got) != nil {
			t.Fatalf("%s: BoardSolution = %v, %v", f, got, ok)
		}
		s := k.Status(p, b)
		for i, c := range s.Clues {
			if c != puzzle.ClueSatisfied {
				t.Fatalf("%s: clue %d is %v on the solved board", f, i+1, c)
			}
		}
		if !s.Full || len(s.Broken) != 0 {
			t.Fatalf("%s: solved board: full %v broken %v", f, s.Full, s.Broken)
		}
		// One cell open: no solution yet.
		open := b.Clone()
		open.Cells[k.FactCells(p, b, all[0])[0]] = SymUnknown
		if _, ok := k.BoardSolution(p, open); ok {
			t.Fatalf("%s: BoardSolution on a board with an open cell", f)
		}
	}
}
