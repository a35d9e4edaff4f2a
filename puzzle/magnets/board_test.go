package magnets

import (
	"slices"
	"testing"

	"deduce/puzzle"
)

// board3 is a 3x2 puzzle with dominoes (1,1)-(1,2), (2,1)-(2,2) and the
// vertical (1,3)-(2,3); its solution is +-x over -+x.
func board3() *Puzzle {
	// cells: 0 1 2 / 3 4 5; dominoes 0-1, 3-4, 2-5 (vertical); no singleton.
	return &Puzzle{W: 3, H: 2, Partner: []int{1, 0, 5, 4, 3, 2},
		RowPlus: []int{1, 1}, RowMinus: []int{1, 1}, ColPlus: []int{1, 1, 0}, ColMinus: []int{1, 1, 0}}
}

func boardOf(p *Puzzle, rows ...string) *puzzle.Board {
	b := (Kind{}).NewBoard(p)
	for r, row := range rows {
		for c, ch := range row {
			b.Cells[r*p.W+c] = symbolOf(string(ch))
		}
	}
	return b
}

func TestBoardSet(t *testing.T) {
	p := board3()
	odd := &Puzzle{W: 3, H: 1, Partner: []int{1, 0, -1}, RowPlus: []int{1}, RowMinus: []int{1},
		ColPlus: []int{1, 0, 0}, ColMinus: []int{0, 1, 0}}
	cases := []struct {
		why  string
		p    *Puzzle
		from []string
		i, v int
		want []string
	}{
		{"a + makes its partner -", p, []string{"???", "???"}, 0, symPlus, []string{"+-?", "???"}},
		{"a - makes its partner +", p, []string{"???", "???"}, 1, symMinus, []string{"+-?", "???"}},
		{"neutral pairs with neutral (vertical domino)", p, []string{"???", "???"}, 2, symNeutral, []string{"??x", "??x"}},
		{"clearing clears the partner", p, []string{"+-?", "???"}, 1, symUnknown, []string{"???", "???"}},
		{"a singleton takes x", odd, []string{"???"}, 2, symNeutral, []string{"??x"}},
		{"a singleton refuses +", odd, []string{"???"}, 2, symPlus, []string{"???"}},
		{"an index off the board changes nothing", p, []string{"???", "???"}, 6, symPlus, []string{"???", "???"}},
		{"a symbol out of range changes nothing", p, []string{"???", "???"}, 0, 4, []string{"???", "???"}},
	}
	for _, c := range cases {
		b := boardOf(c.p, c.from...)
		before := slices.Clone(b.Cells)
		nb := (Kind{}).Set(c.p, b, c.i, c.v)
		if want := boardOf(c.p, c.want...); !slices.Equal(nb.Cells, want.Cells) {
			t.Errorf("%s: got %v want %v", c.why, nb.Cells, want.Cells)
		}
		if !slices.Equal(b.Cells, before) {
			t.Errorf("%s: Set changed the old board", c.why)
		}
	}
	g := boardOf(p, "???", "???")
	g.Given[0] = true
	if nb := (Kind{}).Set(p, g, 0, symPlus); nb.Cells[0] != symUnknown {
		t.Errorf("a given cell was changed")
	}
}

func TestBoardStatus(t *testing.T) {
	p := board3() // rows need 1+ 1-; columns 1 and 2 need 1+ 1-, column 3 none
	S, O, V := puzzle.ClueSatisfied, puzzle.ClueOpen, puzzle.ClueViolated
	cases := []struct {
		why    string
		rows   []string
		clues  []puzzle.ClueStatus // columns 1..3, rows 1..2
		broken []int
		full   bool
	}{
		{"empty board: all open, except column 3 which wants no pole and may still get one", []string{"???", "???"},
			[]puzzle.ClueStatus{O, O, O, O, O}, nil, false},
		{"the solution: all satisfied", []string{"+-x", "-+x"}, []puzzle.ClueStatus{S, S, S, S, S}, nil, true},
		{"equal poles stacked: broken cells, columns over their counts", []string{"+-x", "+-x"},
			[]puzzle.ClueStatus{V, V, S, S, S}, []int{0, 1, 3, 4}, true},
		{"all neutral: counts out of reach", []string{"xxx", "xxx"}, []puzzle.ClueStatus{V, V, S, V, V}, nil, true},
		{"a pole in column 3 exceeds its 0", []string{"??+", "??-"}, []puzzle.ClueStatus{O, O, V, O, O}, nil, false},
	}
	for _, c := range cases {
		st := (Kind{}).Status(p, boardOf(p, c.rows...))
		if !slices.Equal(st.Clues, c.clues) || !slices.Equal(st.Broken, c.broken) || st.Full != c.full {
			t.Errorf("%s: clues %v broken %v full %v; want %v %v %v", c.why, st.Clues, st.Broken, st.Full, c.clues, c.broken, c.full)
		}
		if len(st.Parts) != len(st.Clues) || len(st.Parts[0]) != 2 {
			t.Errorf("%s: parts %v", c.why, st.Parts)
		}
	}
	// Parts: column 1 with a + and nothing else open has its + met and its - out of reach.
	st := (Kind{}).Status(p, boardOf(p, "+-x", "xxx"))
	if got := st.Parts[0]; got[0] != S || got[1] != V {
		t.Errorf("column 1 parts %v, want [satisfied violated]", got)
	}
}

// BoardState and ApplyFacts are inverse; the full board spells the solution.
func TestBoardFacts(t *testing.T) {
	p := mustLoad(t, "testdata/e1.txt")
	k := Kind{}
	b := k.NewBoard(p)
	sol := k.SolutionFacts(p, p.Known)
	full := k.ApplyFacts(p, b, sol)
	if got := k.BoardState(p, full); len(got) != len(sol) {
		t.Fatalf("BoardState has %d facts, want %d", len(got), len(sol))
	}
	s, ok := k.BoardSolution(p, full)
	if !ok || k.Check(p, s) != nil || s.(*Solution).String() != p.Known.String() {
		t.Fatalf("board solution %v (ok %v)", s, ok)
	}
	if _, ok := k.BoardSolution(p, b); ok {
		t.Errorf("an empty board has a solution")
	}
	if st := k.Status(p, full); !st.Full || len(st.Broken) != 0 || slices.Contains(st.Clues, puzzle.ClueViolated) || slices.Contains(st.Clues, puzzle.ClueOpen) {
		t.Errorf("solved board status %+v", st)
	}
	// An exclusion clears a cell showing the excluded value, and its partner.
	cleared := k.ApplyFacts(p, full, []puzzle.Fact{puzzle.CellFact(1, 1, "-", true)})
	if cleared.Cells[0] != symUnknown || cleared.Cells[1] != symUnknown {
		t.Errorf("exclusion of (1,1)=- left %v", cleared.Cells[:2])
	}
	if got := k.FactCells(p, b, puzzle.CellFact(2, 3, "+", false)); !slices.Equal(got, []int{8}) {
		t.Errorf("FactCells (2,3) = %v, want [8]", got)
	}
}
