package tui

import (
	"os"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"deduce/puzzle"
	"deduce/puzzle/closefar"
	"deduce/puzzle/logicgrid"
	"deduce/puzzle/magnets"
)

// shim is a stand-in Player for drawing the real kinds' puzzles before they
// implement Player: a board of Rows×Cols unknown cells. For logic grids it
// uses the classic layout (columns: domains 1..m-1; rows: domain 0, then
// m-1 down to 2), which the drawer must discover through FactCells.
type shim struct {
	rows, cols int
	symbols    []string
	lg         *logicgrid.Puzzle
	status     puzzle.BoardStatus
	state      puzzle.State
}

func (s shim) NewBoard(puzzle.Puzzle) *puzzle.Board {
	n := s.rows * s.cols
	b := &puzzle.Board{Rows: s.rows, Cols: s.cols, Symbols: s.symbols, Cells: make([]int, n), Playable: make([]bool, n), Given: make([]bool, n)}
	for i := range b.Playable {
		b.Playable[i] = true
	}
	if s.lg != nil {
		m, k := s.lg.M(), s.lg.N()
		for r := range s.rows {
			for c := range s.cols {
				rowBlock, colBlock := r/k, c/k // row blocks: domain 0, m-1, ..., 2
				b.Playable[r*s.cols+c] = rowBlock == 0 || colBlock < m-1-rowBlock
			}
		}
	}
	return b
}
func (s shim) Set(p puzzle.Puzzle, b *puzzle.Board, i, v int) *puzzle.Board { return b }
func (s shim) Status(puzzle.Puzzle, *puzzle.Board) puzzle.BoardStatus       { return s.status }
func (s shim) BoardState(puzzle.Puzzle, *puzzle.Board) puzzle.State         { return s.state }
func (s shim) ApplyFacts(p puzzle.Puzzle, b *puzzle.Board, _ []puzzle.Fact) *puzzle.Board {
	return b
}
func (s shim) BoardSolution(puzzle.Puzzle, *puzzle.Board) (puzzle.Solution, bool) { return nil, false }

// FactCells places pair (a, b) in the classic layout.
func (s shim) FactCells(p puzzle.Puzzle, b *puzzle.Board, f puzzle.Fact) []int {
	if s.lg == nil {
		return nil
	}
	ia, _ := s.lg.Lookup(f.A)
	ib, _ := s.lg.Lookup(f.B)
	if ia.D > ib.D {
		ia, ib = ib, ia
	}
	m, k := s.lg.M(), s.lg.N()
	row, col := ia, ib // domain 0 rows face every other domain's columns
	if ia.D != 0 {
		row, col = ib, ia // otherwise the later domain is the row (blocks m-1 down to 2)
	}
	rowBlock := 0
	if row.D > 0 {
		rowBlock = m - row.D
	}
	return []int{(rowBlock*k+row.I)*s.cols + (col.D-1)*k + col.I}
}

func drawGame(t *testing.T, pl puzzle.Player, p puzzle.Puzzle) *Game {
	g := &Game{kind: magnets.Kind{}, pl: pl, p: p, st: newStyles(false), now: func() time.Time { return time.Time{} },
		width: 80, height: 24, struck: map[int]bool{}}
	g.board = pl.NewBoard(p)
	g.status = pl.Status(p, g.board)
	g.draw = drawerFor(pl, p)
	g.cur = 0
	return g
}

func TestMagnetsDrawer(t *testing.T) {
	data, err := os.ReadFile("../../puzzle/magnets/testdata/e1.txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := magnets.Kind{}.Parse("e1.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	mp := p.(*magnets.Puzzle)
	st := puzzle.BoardStatus{}
	for range mp.H + mp.W {
		st.Clues = append(st.Clues, puzzle.ClueOpen)
		st.Parts = append(st.Parts, []puzzle.ClueStatus{puzzle.ClueOpen, puzzle.ClueOpen})
	}
	st.Parts[mp.W][0] = puzzle.ClueSatisfied // row 1's + count met (rows follow the columns)
	st.Parts[0][1] = puzzle.ClueViolated     // column 1's − count broken
	g := drawGame(t, shim{rows: mp.H, cols: mp.W, symbols: []string{"?", "+", "-", "."}, status: st}, p)
	if _, ok := g.draw.(magnetsDrawer); !ok {
		t.Fatalf("drawer %T", g.draw)
	}
	s := g.Screen()
	for _, want := range []string{" 1✓", " 2!", "┌───────┬", "   + "} {
		if !strings.Contains(s, want) {
			t.Errorf("the Magnets board lacks %q:\n%s", want, s)
		}
	}
	if len(g.layout().hits) != mp.W*mp.H {
		t.Errorf("%d clickable cells, want %d", len(g.layout().hits), mp.W*mp.H)
	}
}

func TestLogicDrawer(t *testing.T) {
	data, err := os.ReadFile("../../puzzle/logicgrid/testdata/thesis_sample.txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := logicgrid.Kind{}.Parse("thesis_sample.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	lp := p.(*logicgrid.Puzzle)
	n := (lp.M() - 1) * lp.N()
	sh := shim{rows: n, cols: n, symbols: []string{"?", "✓", "✗"}, lg: lp}
	g := drawGame(t, sh, p)
	d, ok := g.draw.(*logicDrawer)
	if !ok {
		t.Fatalf("drawer %T: the labels could not be learnt", g.draw)
	}
	if it := d.rowItem[0]; it.D != 0 || it.I != 0 {
		t.Errorf("row 1 is labelled %v, want the first item of domain 0", it)
	}
	if it := d.rowItem[n-1]; it.D != lp.M()-1 {
		t.Errorf("the last row is labelled %v, want an item of the last domain", it)
	}
	s := g.Screen()
	for _, want := range []string{lp.Domains[0].Items[0], "Solution so far", "Clues", " 1. "} {
		if !strings.Contains(s, want) {
			t.Errorf("the logic grid lacks %q:\n%s", want, s)
		}
	}
	// The table: a tick pairs Smith with teacher; crosses against red and
	// green leave Jones blue; Butler is undetermined.
	sh.state = puzzle.State{puzzle.PairFact("Smith", "teacher", true),
		puzzle.PairFact("Jones", "red", false), puzzle.PairFact("green", "Jones", false)}
	g.pl = sh
	s = g.Screen()
	for _, want := range []string{"Smith: ? teacher", "Jones: blue ?", "Butler: ? ?"} {
		if !strings.Contains(s, want) {
			t.Errorf("the solution table lacks %q:\n%s", want, s)
		}
	}
	g.toggleStrike(1)
	g.struck[1] = true
	if !strings.Contains(g.Screen(), "~ 1.") {
		t.Errorf("a struck clue is marked ~:\n%s", g.Screen())
	}
	t.Logf("\n%s", s)
}

func TestCloseFarDrawer(t *testing.T) {
	p, err := closefar.Kind{}.Parse("cf.txt", []byte("closefar 6\nF.....\n....C.\n...C..\n.....F\n.F....\n..C...\n"))
	if err != nil {
		t.Fatal(err)
	}
	st := puzzle.BoardStatus{Clues: make([]puzzle.ClueStatus, 12)}
	st.Clues[0] = puzzle.ClueSatisfied
	st.Clues[7] = puzzle.ClueViolated
	g := drawGame(t, shim{rows: 6, cols: 6, symbols: []string{"?", "C", "F", "."}, status: st}, p)
	if _, ok := g.draw.(closefarDrawer); !ok {
		t.Fatalf("drawer %T", g.draw)
	}
	lines := strings.Split(g.Screen(), "\n")
	t.Logf("\n%s", g.Screen())
	if !strings.HasSuffix(strings.TrimRight(lines[2], " "), "│ ✓") {
		t.Errorf("row 1's rule is met: want ✓ after the row:\n%s", g.Screen())
	}
	if !strings.Contains(lines[14], "!") || !strings.Contains(g.Screen(), "rules: 1/12 met, 1 broken") {
		t.Errorf("column 2's rule is broken: want ! under it and the summary:\n%s", g.Screen())
	}
}

// TestStrikeClues strikes logic-grid clues out from the keyboard (tab into
// the clue list, down, space) and with the mouse (a click on a clue).
func TestStrikeClues(t *testing.T) {
	data, err := os.ReadFile("../../puzzle/logicgrid/testdata/thesis_sample.txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := logicgrid.Kind{}.Parse("thesis_sample.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	lp := p.(*logicgrid.Puzzle)
	n := (lp.M() - 1) * lp.N()
	g := drawGame(t, shim{rows: n, cols: n, symbols: []string{"?", "✓", "✗"}, lg: lp}, p)
	press(g, "tab", "down", "space")
	if !g.struck[2] || len(g.struck) != 1 {
		t.Fatalf("tab, down, space should strike clue 2: struck %v", g.struck)
	}
	if !strings.Contains(g.Screen(), ">~ 2.") {
		t.Errorf("the selected, struck clue 2 is drawn \">~ 2.\":\n%s", g.Screen())
	}
	press(g, "space")
	if len(g.struck) != 0 {
		t.Errorf("space again restores it: struck %v", g.struck)
	}
	press(g, "tab")
	var clue3 hit
	for _, h := range g.layout().hits {
		if h.clue == 3 {
			clue3 = h
		}
	}
	if clue3.x1 == 0 {
		t.Fatal("clue 3 is not clickable")
	}
	feed(g, tea.MouseClickMsg{X: clue3.x0 + 2, Y: clue3.y, Button: tea.MouseLeft})
	if !g.struck[3] {
		t.Errorf("a click on clue 3 strikes it: struck %v", g.struck)
	}
}
