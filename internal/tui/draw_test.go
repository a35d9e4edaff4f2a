package tui

import (
	"charm.land/lipgloss/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"

	"deduce/puzzle"
	"deduce/puzzle/closefar"
	"deduce/puzzle/logicgrid"
	"deduce/puzzle/magnets"
)

// drawGame puts p on a game's board, with status st when given (else the
// kind's own), drawn at 80x24 with the cursor on cell 0.
func drawGame(t *testing.T, k puzzle.Kind, p puzzle.Puzzle, st *puzzle.BoardStatus) *Game {
	t.Helper()
	pl := k.(puzzle.Player)
	g := &Game{kind: k, pl: pl, p: p, st: newStyles(false), now: func() time.Time { return time.Time{} },
		width: 80, height: 24, struck: map[int]bool{}}
	g.board = pl.NewBoard(p)
	g.judge()
	if st != nil {
		g.status = *st
		g.lay = pl.Layout(p, g.board, g.status)
	}
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
	g := drawGame(t, magnets.Kind{}, p, &st)
	s := g.Screen()
	for _, want := range []string{"1✓", " 2!", "┌───────┬", "+    2"} {
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
	g := drawGame(t, logicgrid.Kind{}, p, nil)
	s := g.Screen()
	for _, want := range []string{lp.Domains[0].Items[0], lp.Domains[0].Name, lp.Domains[1].Name, "So far", "Clues", " 1. "} {
		if !strings.Contains(s, want) {
			t.Errorf("the logic grid lacks %q:\n%s", want, s)
		}
	}
	// The table: a tick pairs Smith with teacher; crosses against red and
	// green leave Jones blue; Butler is undetermined.
	g.board = g.pl.ApplyFacts(p, g.board, puzzle.State{puzzle.PairFact("Smith", "teacher", true),
		puzzle.PairFact("Jones", "red", false), puzzle.PairFact("green", "Jones", false)})
	g.judge()
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
	// Clues: the 6 givens, then the rows' rules, then the columns'.
	st := puzzle.BoardStatus{Clues: make([]puzzle.ClueStatus, 18)}
	st.Clues[6] = puzzle.ClueSatisfied
	st.Clues[13] = puzzle.ClueViolated
	g := drawGame(t, closefar.Kind{}, p, &st)
	lines := strings.Split(g.Screen(), "\n")
	t.Logf("\n%s", g.Screen())
	if !strings.HasSuffix(strings.TrimRight(lines[2], " "), "│ ✓") {
		t.Errorf("row 1's rule is met: want ✓ after the row:\n%s", g.Screen())
	}
	if !strings.Contains(lines[14], "!") {
		t.Errorf("column 2's rule is broken: want ! under it:\n%s", g.Screen())
	}
}

// TestCloseFarBrokenLine: a Close or Far line with three C is broken (the
// kind lists all its cells as broken). Read at 80x24 without colour, the
// given stays a given, the entries carry the marks, the open cells stay
// open, and the line's label says it is broken.
func TestCloseFarBrokenLine(t *testing.T) {
	p, err := closefar.Kind{}.Parse("cf.txt", []byte("closefar 6\nF.....\n....C.\n...C..\n.....F\n.F....\n..C...\n"))
	if err != nil {
		t.Fatal(err)
	}
	g := drawGame(t, closefar.Kind{}, p, nil)
	for _, i := range []int{1, 2, 3} { // row 1: F given, then C C C
		g.board = g.pl.Set(p, g.board, i, 1)
	}
	g.judge()
	g.cur = 0 // the cursor on the given F
	row1 := strings.Split(g.Screen(), "\n")[2]
	for _, c := range []struct {
		why, want string
		absent    bool
	}{
		{"the given F keeps its parentheses in a broken line and under the cursor", "│(F)│", false},
		{"the given is never drawn as an entry that breaks the rule", "!F!", true},
		{"the given is never drawn as the cursor's entry", "[F]", true},
		{"the entries that break the line are marked", "│!C!│!C!│!C!│", false},
		{"the open cells of a broken line stay open", "! !", true},
		{"the line's label says it is broken", "│   │   │ !", false},
	} {
		if strings.Contains(row1, c.want) == c.absent {
			t.Errorf("%s: row 1 %q (want %q present: %v)", c.why, row1, c.want, !c.absent)
		}
	}
	g.cur = 4 // an open cell: the cursor's brackets
	if row1 := strings.Split(g.Screen(), "\n")[2]; !strings.Contains(row1, "│[ ]│") {
		t.Errorf("the cursor on an open cell of a broken line is bracketed: %q", row1)
	}
}

// TestHelpEveryKind: the ? screen of each kind fits 80x24 to its last
// line, lists that board's symbol keys, and names no other kind (it listed
// "+ - . (Magnets), C F (Close or Far)" for every kind, and its last line
// fell off the screen).
func TestHelpEveryKind(t *testing.T) {
	for _, k := range puzzle.Kinds() {
		gen, ok := k.(puzzle.Generator)
		if _, play := k.(puzzle.Player); !ok || !play {
			continue
		}
		res, err := gen.Generate(t.Context(), puzzle.GenerateOptions{Seed: 1, Difficulty: "easy"})
		if err != nil {
			t.Fatal(err)
		}
		g := drawGame(t, k, res.Puzzle, nil)
		g.help = true
		lines := strings.Split(g.Screen(), "\n")
		if len(lines) > 24 || lines[len(lines)-1] != "press any key to go back" {
			t.Errorf("%s: %d lines ending %q, want at most 24 ending with the way back", k.Name(), len(lines), lines[len(lines)-1])
		}
		s := g.Screen()
		if !strings.Contains(s, symbolHelp(g.board.Symbols)) {
			t.Errorf("%s: the help lacks the board's symbol keys %q:\n%s", k.Name(), symbolHelp(g.board.Symbols), s)
		}
		for _, other := range puzzle.Kinds() {
			if other.Name() != k.Name() && strings.Contains(s, puzzle.TitleOf(other)) {
				t.Errorf("%s: the help names another kind, %s:\n%s", k.Name(), puzzle.TitleOf(other), s)
			}
		}
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
	g := drawGame(t, logicgrid.Kind{}, p, nil)
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

// TestLongMessageAt80x24: a four-line hint under a 15x15 logic grid at 80x24
// is shown whole (the column labels give up lines), not cut.
func TestLongMessageAt80x24(t *testing.T) {
	k := logicgrid.Kind{}
	g0, err := k.Generate(t.Context(), puzzle.GenerateOptions{Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	g := drawGame(t, k, g0.Puzzle, nil)
	g.msg = "hint: " + strings.Repeat("Clue 3 says that the one who ordered the juice is not the one whose pet is the horse, ", 3) + "so the last word is Zanzibar."
	s := g.Screen()
	if !strings.Contains(s, "Zanzibar.") || strings.Contains(s, "too small") {
		t.Errorf("the hint's end is cut:\n%s", s)
	}
	if n := strings.Count(s, "\n") + 1; n > 24 {
		t.Errorf("%d lines", n)
	}
	// Four lines of room and a sentence of four lines: the timer gives way
	// (with it the sentence took five lines and lost its end silently); a
	// sentence longer than the room ends in "…".
	four := "hint:" // four lines alone, five after the timer
	for len(wrap("⏱ 00:00  "+four+" end.", 80)) < 5 {
		four += " word"
	}
	if len(wrap(four+" end.", 80)) != 4 {
		t.Fatalf("no sentence of four lines that the timer makes five")
	}
	for _, c := range []struct {
		why, msg, want string
	}{
		{"four lines fit whole", four + " end.", "end."},
		{"a longer one is cut visibly", "hint: " + strings.Repeat("word ", 90) + "end.", "…"},
	} {
		g.msg = c.msg
		g.Update(tea.WindowSizeMsg{Width: 80, Height: 21})
		s := g.Screen()
		lines := strings.Split(s, "\n")
		if last := lines[len(lines)-1]; !strings.HasSuffix(last, c.want) || len(lines) > 21 {
			t.Errorf("%s: %d lines, the last %q, want it to end %q:\n%s", c.why, len(lines), last, c.want, s)
		}
	}
}

// TestCursorNamesWhenLabelsCut: a 15-column logic grid at 80x24 cuts its
// column names to three letters, so the title names the cursor's row and
// column in full (issue 27); a board whose labels fit says nothing extra.
func TestCursorNamesWhenLabelsCut(t *testing.T) {
	k := logicgrid.Kind{}
	opt := puzzle.GenerateOptions{Seed: 4}
	for name, v := range map[string]float64{logicgrid.ParamDomains: 4, logicgrid.ParamItems: 5} {
		if err := puzzle.SetParam(k, &opt, name, v); err != nil {
			t.Fatal(err)
		}
	}
	g0, err := k.Generate(t.Context(), opt)
	if err != nil {
		t.Fatal(err)
	}
	g := drawGame(t, k, g0.Puzzle, nil)
	tried := 0
	for c := range g.board.Cols {
		col := g.lay.Top[c].Text
		if len([]rune(col)) <= 3 {
			continue // drawn whole anyway
		}
		tried++
		move := (c%3)*g.board.Cols + c
		g.cur = move
		title := strings.SplitN(g.Screen(), "\n", 2)[0]
		want := g.lay.Left[move/g.board.Cols].Text + " × " + col + " ("
		if !strings.Contains(title, want) {
			t.Errorf("cursor on cell %d: the title %q lacks %q", move, title, want)
		}
	}
	if tried < 5 {
		t.Fatalf("only %d columns with names over three letters: pick a puzzle with long names", tried)
	}

	data, err := os.ReadFile("../../puzzle/magnets/testdata/e1.txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := magnets.Kind{}.Parse("e1.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	// Magnets' labels are counts, not names ("2 × 2" named nothing): the
	// title gives the cursor's coordinates, as hints cite cells, whether
	// the board fits or scrolls.
	mg := drawGame(t, magnets.Kind{}, p, nil)
	mg.cur = 1
	for _, h := range []int{24, 12} {
		mg.Update(tea.WindowSizeMsg{Width: 60, Height: h})
		if title := strings.SplitN(mg.Screen(), "\n", 2)[0]; !strings.Contains(title, "(1,2)") || strings.Contains(title, "×") {
			t.Errorf("Magnets at 60x%d: the title %q should name the cursor (1,2)", h, title)
		}
	}
	// A 10x10 board fills 80x24 and the title gives way: the coordinates
	// go with the timer, in front of the message.
	big, err := magnets.Kind{}.Generate(t.Context(), puzzle.GenerateOptions{Seed: 3, Width: 10, Height: 10})
	if err != nil {
		t.Fatal(err)
	}
	bg := drawGame(t, magnets.Kind{}, big.Puzzle, nil)
	bg.cur = 12
	if s := bg.Screen(); strings.Contains(s, "deduce ·") || !strings.Contains(s, "(2,3) ⏱") {
		t.Errorf("Magnets 10x10 at 80x24: no title, the cursor (2,3) before the timer:\n%s", s)
	}
	lg := drawGame(t, logicgrid.Kind{}, g0.Puzzle, nil)
	lg.Update(tea.WindowSizeMsg{Width: 200, Height: 60})
	if title := strings.SplitN(lg.Screen(), "\n", 2)[0]; strings.Contains(title, "×") || strings.Contains(title, "(1,1)") {
		t.Errorf("a logic grid whose names fit: the title %q names nothing more", title)
	}
}

// TestBoardEdges: a Magnets board whose top rows hold only vertical dominoes
// still has its top and bottom edges (the dominoes were open at the top).
func TestBoardEdges(t *testing.T) {
	k := magnets.Kind{}
	p, err := k.Parse("cols.txt", []byte("magnets 2\nss\nnn\n1 1\n1 1\n1 1\n1 1\n"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(drawGame(t, k, p, nil).Screen(), "\n")
	var first, last = -1, -1
	for i, l := range lines {
		if strings.Contains(l, "│") && strings.Contains(l, "·") {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 1 || last+1 >= len(lines) || !strings.Contains(lines[first-1], "┌") || !strings.Contains(lines[last+1], "└") {
		t.Errorf("the board lacks its top or bottom edge:\n%s", strings.Join(lines, "\n"))
	}
}

// TestHintCountsOnlyPlayersMistakes: a wrong tick in a logic grid draws
// crosses beside it, some of them wrong too; check so far and the hint both
// report the one wrong entry the player made (the hint said "3").
func TestHintCountsOnlyPlayersMistakes(t *testing.T) {
	k := logicgrid.Kind{}
	g0, err := k.Generate(t.Context(), puzzle.GenerateOptions{Seed: 1, Difficulty: "easy"})
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(Config{Kind: k, Puzzle: g0.Puzzle, Solution: g0.Solution, NoColor: true})
	if err != nil {
		t.Fatal(err)
	}
	g.Update(tea.WindowSizeMsg{Width: 120, Height: 40})
	// Tick the first cell of row 1 whose answer is a cross: a wrong tick
	// whose row and column crosses cover two right ticks.
	sol := g0.Solution
	solved := k.ApplyFacts(g0.Puzzle, k.NewBoard(g0.Puzzle), k.SolutionFacts(g0.Puzzle, sol))
	tick := slices.Index(solved.Symbols, "✓")
	wrong := -1
	for c := range solved.Cols {
		if solved.Cells[c] != tick && solved.Playable[c] {
			wrong = c
			break
		}
	}
	if wrong < 0 || tick < 1 {
		t.Fatalf("no wrong tick to make (tick %d)", tick)
	}
	g.cur = wrong
	press(g, strconv.Itoa(tick))
	press(g, "c")
	if !strings.Contains(g.Message(), "1 wrong entry") {
		t.Errorf("check so far: %q, want 1 wrong entry", g.Message())
	}
	press(g, "h")
	if !strings.Contains(g.Message(), "first fix 1 wrong entry") {
		t.Errorf("hint: %q, want first fix 1 wrong entry", g.Message())
	}
}

// A board taller than the window scrolls with the cursor (issue 27: a 5x5
// logic grid said "window too small" at 80x24): the cursor's cell is on
// screen wherever it is, and the title names its row and column in full.
func TestTallBoardScrolls(t *testing.T) {
	k := logicgrid.Kind{}
	opt := puzzle.GenerateOptions{Seed: 4}
	for name, v := range map[string]float64{logicgrid.ParamDomains: 5, logicgrid.ParamItems: 5} {
		if err := puzzle.SetParam(k, &opt, name, v); err != nil {
			t.Fatal(err)
		}
	}
	g0, err := k.Generate(t.Context(), opt)
	if err != nil {
		t.Fatal(err)
	}
	g := drawGame(t, k, g0.Puzzle, nil)
	for _, cell := range []int{0, g.board.Cols*(g.board.Rows/2) + 1, len(g.board.Cells) - 1} {
		if !g.board.Playable[cell] {
			cell = g.firstPlayable()
		}
		g.cur = cell
		scr := g.layout()
		s := g.Screen()
		if strings.Contains(s, "too small") || len(scr.lines) > 24 {
			t.Fatalf("cursor on cell %d at 80x24: %d lines\n%s", cell, len(scr.lines), s)
		}
		onScreen := false
		for _, ht := range scr.hits {
			if ht.clue == 0 && ht.cell == cell && ht.y >= 0 && ht.y < len(scr.lines) {
				onScreen = true
			}
		}
		if !onScreen {
			t.Errorf("cursor on cell %d is not on screen:\n%s", cell, s)
		}
		r, c := cell/g.board.Cols, cell%g.board.Cols
		want := g.lay.Left[r].Text + " × " + g.lay.Top[c].Text
		if title := strings.SplitN(s, "\n", 2)[0]; !strings.Contains(title, want) {
			t.Errorf("cursor on cell %d: the title %q lacks %q", cell, title, want)
		}
	}
}

// TestShortLabels: column labels cut to h lines keep what tells them apart.
func TestShortLabels(t *testing.T) {
	labels := func(ws ...string) []puzzle.Label {
		var ls []puzzle.Label
		for _, w := range ws {
			ls = append(ls, puzzle.Label{Text: w})
		}
		return ls
	}
	plain := func(l puzzle.Label) (string, lipgloss.Style) { return l.Text, lipgloss.Style{} }
	for _, c := range []struct {
		why    string
		words  []string
		groups []puzzle.Group
		h      int
		want   string
	}{
		{"years share 19: their last digits", []string{"1902", "1906", "1910"}, nil, 3, "…02 …06 …10"},
		{"prices share $ and .99: the dollars", []string{"$4.99", "$5.99", "$6.99"}, nil, 3, "…4… …5… …6…"},
		{"labels that fit stay whole", []string{"1902", "1906"}, nil, 4, "1902 1906"},
		{"words that differ at once keep the usual cut", []string{"zipper", "air brake"}, nil, 3, "zipper air brake"},
		{"each group on its own: years cut, names kept", []string{"1902", "1906", "Iowa", "Ohio"},
			[]puzzle.Group{{Name: "years", First: 0, Last: 1}, {Name: "states", First: 2, Last: 3}}, 3, "…2 …6 Iowa Ohio"},
		{"no room to tell them apart: unchanged", []string{"10:00am", "10:30am"}, nil, 2, "10:00am 10:30am"},
	} {
		got := strings.Join(shortLabels(labels(c.words...), c.groups, c.h, plain), " ")
		if got != c.want {
			t.Errorf("%s: %q, want %q", c.why, got, c.want)
		}
	}
}

// TestCluesWithoutRoom: a 5x5 logic grid at 80x24 fills the width and
// scrolls, leaving the clue list no room (it showed no clue at all). The
// key line says tab shows the clues; tab shows them in the board's place,
// at the clue a hint cites, where they can be struck out; tab again goes
// back to the board.
func TestCluesWithoutRoom(t *testing.T) {
	k := logicgrid.Kind{}
	opt := puzzle.GenerateOptions{Seed: 4}
	for name, v := range map[string]float64{logicgrid.ParamDomains: 5, logicgrid.ParamItems: 5} {
		if err := puzzle.SetParam(k, &opt, name, v); err != nil {
			t.Fatal(err)
		}
	}
	res, err := k.Generate(t.Context(), opt)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(Config{Kind: k, Puzzle: res.Puzzle, Solution: res.Solution, NoColor: true})
	if err != nil {
		t.Fatal(err)
	}
	g.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	lp := res.Puzzle.(*logicgrid.Puzzle)
	s := g.Screen()
	if strings.Contains(s, " 1. ") {
		t.Fatalf("the clue list fits beside this board: pick a wider puzzle\n%s", s)
	}
	lines := strings.Split(s, "\n")
	if !strings.HasPrefix(lines[len(lines)-1], "tab clues") {
		t.Errorf("the key line should say tab shows the clues: %q", lines[len(lines)-1])
	}
	press(g, "h")
	cited := g.hint.Clues[0]
	press(g, "tab")
	s = g.Screen()
	want := lp.Sentences()[cited-1].Text
	if !strings.Contains(s, "»"+padNum(cited)) || !strings.Contains(s, strings.Fields(want)[0]) {
		t.Errorf("tab after a hint shows the clue list at the cited clue %d:\n%s", cited, s)
	}
	if n := len(strings.Split(s, "\n")); n > 24 {
		t.Errorf("the clue screen takes %d lines of 24", n)
	}
	press(g, "esc", "tab", "space")
	if !g.struck[g.clueCur+1] {
		t.Errorf("space in the clue screen strikes the selected clue out")
	}
	press(g, "tab")
	if s := g.Screen(); !strings.Contains(s, "┌") {
		t.Errorf("tab again shows the board:\n%s", s)
	}
}

// TestScrollToHint: on a board taller than the window, the hint's cells
// come into sight with the cursor (the window followed the cursor alone: a
// 5x5 logic grid's hint about its bottom rows marked cells off screen).
func TestScrollToHint(t *testing.T) {
	k := logicgrid.Kind{}
	opt := puzzle.GenerateOptions{Seed: 4}
	for name, v := range map[string]float64{logicgrid.ParamDomains: 5, logicgrid.ParamItems: 5} {
		if err := puzzle.SetParam(k, &opt, name, v); err != nil {
			t.Fatal(err)
		}
	}
	res, err := k.Generate(t.Context(), opt)
	if err != nil {
		t.Fatal(err)
	}
	g := drawGame(t, k, res.Puzzle, nil)
	last := -1 // a playable cell of the bottom row
	for i := len(g.board.Cells) - 1; i >= 0 && last < 0; i-- {
		if g.board.Playable[i] {
			last = i
		}
	}
	for _, c := range []struct {
		why   string
		marks map[int]bool
		cur   int
	}{
		{"a new cell in the bottom row, the cursor at the top", map[int]bool{last: true}, 0},
		{"the cursor and the hint both at the bottom", map[int]bool{last: true}, last},
	} {
		g.hintCell, g.cur = c.marks, c.cur
		s := g.Screen()
		if !strings.Contains(s, "*·*") {
			t.Errorf("%s: the hint's cell is off screen:\n%s", c.why, s)
		}
	}
}

// TestStory: a published puzzle's story (puzzle.Introducer) is on the ?
// screen, and the first message says so; a puzzle without one keeps the
// usual first message. The terminal game showed no story at all.
func TestStory(t *testing.T) {
	for _, c := range []struct {
		why, file, story string
	}{
		{"an English puzzle opens with its story", "../../puzzle/logicgrid/english/testdata/magazine/inventors.txt", "Story: A museum exhibit honors five inventors"},
		{"a Magnets puzzle has none", "../../puzzle/magnets/testdata/e1.txt", ""},
	} {
		k, p, err := puzzle.Load(c.file, "", nil)
		if err != nil {
			t.Fatal(err)
		}
		sol, err := Prepare(t.Context(), k, p)
		if err != nil {
			t.Fatal(err)
		}
		g, err := New(Config{Kind: k, Puzzle: p, Solution: sol, NoColor: true})
		if err != nil {
			t.Fatal(err)
		}
		mentions := strings.Contains(g.Message(), "story")
		press(g, "?")
		help := g.Screen()
		if c.story != "" && (!mentions || !strings.Contains(help, c.story)) || c.story == "" && (mentions || strings.Contains(help, "Story:")) {
			t.Errorf("%s: first message %q, ? screen:\n%s", c.why, g.Message(), help)
		}
	}
}

// TestHintMarksCitedLine: "Look at column 2" on a Magnets board marks that
// column's counts » (the hint named a line nothing on the board pointed to).
func TestHintMarksCitedLine(t *testing.T) {
	k, p, err := puzzle.Load("../../puzzle/magnets/testdata/e1.txt", "", nil)
	if err != nil {
		t.Fatal(err)
	}
	sol, err := Prepare(t.Context(), k, p)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(Config{Kind: k, Puzzle: p, Solution: sol, NoColor: true})
	if err != nil {
		t.Fatal(err)
	}
	g.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	press(g, "h")
	if g.hint == nil || len(g.hint.Clues) == 0 {
		t.Fatalf("no hint citing a line: %q", g.Message())
	}
	board := strings.Split(g.Screen(), "\n")
	board = board[:len(board)-3] // the message and key lines
	marked := 0
	for _, l := range board {
		marked += strings.Count(l, "»")
	}
	if marked == 0 || marked > 2 {
		t.Errorf("%q: %d labels marked », want the cited line's (one or two):\n%s", g.Message(), marked, strings.Join(board, "\n"))
	}
}
