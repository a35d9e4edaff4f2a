package closefar

import (
	"context"
	"slices"
	"testing"

	"deduce/puzzle"
)

// boardFrom fills fig1's board with rows of C, F, '.' and '?' (undecided).
func boardFrom(t *testing.T, p *Puzzle, rows ...string) *puzzle.Board {
	t.Helper()
	k := Kind{}
	b := k.NewBoard(p)
	for r, row := range rows {
		for c := 0; c < len(row); c++ {
			x := b.Index(r, c)
			if b.Given[x] {
				continue
			}
			b = k.Set(p, b, x, slices.Index(b.Symbols, string(row[c]))) // '?' is index 0
		}
	}
	return b
}

func TestBoardStatus(t *testing.T) {
	p := loadFile(t, "testdata/fig1.txt")
	sol := p.Known.Rows()
	open := []string{"???????", "???????", "???????", "???????", "???????", "???????", "???????"}
	row1Bad := append([]string{"FF.F.CC"}, sol[1:]...) // row 1: three F
	tests := []struct {
		name   string
		rows   []string
		full   bool
		broken int // how many cells are broken
		want   map[int]puzzle.ClueStatus
		why    string
	}{
		{"start", open, false, 0, map[int]puzzle.ClueStatus{0: puzzle.ClueSatisfied, 6: puzzle.ClueSatisfied, 7: puzzle.ClueOpen, 20: puzzle.ClueOpen},
			"hints are satisfied from the start; lines are open"},
		{"solved", sol, true, 0, map[int]puzzle.ClueStatus{7: puzzle.ClueSatisfied, 13: puzzle.ClueSatisfied, 14: puzzle.ClueSatisfied, 20: puzzle.ClueSatisfied},
			"every line is full and valid"},
		{"row 1 broken", row1Bad, true, 7 + 6, map[int]puzzle.ClueStatus{7: puzzle.ClueViolated, 8: puzzle.ClueSatisfied, 15: puzzle.ClueViolated},
			"row 1 has three F, and column 2 then too (its F at (1,2) plus two more)"},
		{"adjacent F", []string{"??FF???"}, false, 7, map[int]puzzle.ClueStatus{7: puzzle.ClueViolated, 8: puzzle.ClueOpen},
			"two F side by side can never be farther apart than the C"},
	}
	for _, tc := range tests {
		b := boardFrom(t, p, tc.rows...)
		st := Kind{}.Status(p, b)
		if len(st.Clues) != p.HintCount()+2*p.N {
			t.Fatalf("%s: %d clue statuses, want %d", tc.name, len(st.Clues), p.HintCount()+2*p.N)
		}
		for i, want := range tc.want {
			if st.Clues[i] != want {
				t.Errorf("%s (%s): clue %d is %v, want %v", tc.name, tc.why, i, st.Clues[i], want)
			}
		}
		if st.Full != tc.full || len(st.Broken) != tc.broken {
			t.Errorf("%s (%s): full %v broken %v, want full %v and %d broken cells", tc.name, tc.why, st.Full, st.Broken, tc.full, tc.broken)
		}
	}
}

func TestBoardPlay(t *testing.T) {
	k := Kind{}
	p := loadFile(t, "testdata/fig1.txt")
	b := k.NewBoard(p)
	if b.Rows != 7 || b.Cols != 7 || !b.Given[b.Index(0, 3)] || b.Symbols[b.Cells[b.Index(0, 3)]] != "F" || b.Given[0] {
		t.Fatalf("new board: %+v", b)
	}
	tests := []struct {
		name    string
		i, v    int
		changes bool
		why     string
	}{
		{"set C", 0, 1, true, "a free cell takes a symbol"},
		{"given", b.Index(0, 3), 1, false, "hints cannot be edited"},
		{"out of range", 49, 1, false, "no such cell"},
		{"bad symbol", 0, 4, false, "no such symbol"},
	}
	for _, tc := range tests {
		nb := k.Set(p, b, tc.i, tc.v)
		if (nb != b) != tc.changes {
			t.Errorf("%s (%s): changed %v", tc.name, tc.why, nb != b)
		}
	}
	nb := k.Set(p, b, 0, 2)
	if b.Cells[0] != 0 || nb.Cells[0] != 2 {
		t.Errorf("Set changed the old board or did not set the new one")
	}
	// BoardState and ApplyFacts are inverses; the solution round-trips.
	sol := k.SolutionFacts(p, p.Known)
	full := k.ApplyFacts(p, k.NewBoard(p), sol)
	s, ok := k.BoardSolution(p, full)
	if !ok || k.Check(p, s) != nil {
		t.Fatalf("solution facts applied: ok %v check %v", ok, k.Check(p, s))
	}
	if st := k.BoardState(p, full); len(st) != 49-p.HintCount() {
		t.Errorf("state of the full board: %d facts, want %d", len(st), 49-p.HintCount())
	}
	again := k.ApplyFacts(p, k.NewBoard(p), k.BoardState(p, full))
	if !slices.Equal(again.Cells, full.Cells) {
		t.Errorf("ApplyFacts(BoardState) differs from the board")
	}
	if _, ok := k.BoardSolution(p, b); ok {
		t.Errorf("an empty board has no solution")
	}
	// An exclusion clears a cell holding the excluded value, else changes nothing.
	one := k.ApplyFacts(p, b, []puzzle.Fact{puzzle.CellFact(1, 1, "F", false)})
	if cleared := k.ApplyFacts(p, one, []puzzle.Fact{puzzle.CellFact(1, 1, "F", true)}); cleared.Cells[0] != 0 {
		t.Errorf("(1,1)!=F did not clear an F")
	}
	if kept := k.ApplyFacts(p, one, []puzzle.Fact{puzzle.CellFact(1, 1, "C", true)}); kept.Cells[0] != 2 {
		t.Errorf("(1,1)!=C cleared an F")
	}
	if c := k.FactCells(p, b, puzzle.CellFact(2, 3, "C", true)); !slices.Equal(c, []int{b.Index(1, 2)}) {
		t.Errorf("FactCells (2,3): %v", c)
	}
	// A hint from a board position: the board's state feeds Hint.
	h, ok, err := k.Hint(context.Background(), p, k.BoardState(p, one))
	if err != nil || !ok || len(h.Facts) == 0 {
		t.Errorf("hint from a board: %v %v", ok, err)
	}
}
