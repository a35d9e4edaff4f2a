package puzzle_test

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"deduce/internal/tui/toykind"
	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// checkedToy is the toy kind with a step verifier that refuses every step
// citing clue 99 and counts its calls: hints through a Session must be checked.
type checkedToy struct {
	toykind.Kind
	calls *int
	lie   bool // Hint claims a step the verifier refuses
}

func (k checkedToy) Hint(ctx context.Context, p puzzle.Puzzle, st puzzle.State) (puzzle.Step, bool, error) {
	s, ok, err := k.Kind.Hint(ctx, p, st)
	if k.lie && ok {
		s.Clues = []int{99}
	}
	return s, ok, err
}

func (k checkedToy) VerifyStep(ctx context.Context, p puzzle.Puzzle, s puzzle.Step) error {
	*k.calls++
	for _, c := range s.Clues {
		if c == 99 {
			return errors.New("clue 99 does not exist")
		}
	}
	return nil
}

// slowToy's count never finishes before its context ends.
type slowToy struct{ toykind.Kind }

func (slowToy) Count(ctx context.Context, p puzzle.Puzzle, o puzzle.SolveOptions) (puzzle.Result, error) {
	<-ctx.Done()
	return puzzle.Result{}, ctx.Err()
}

func toy(t *testing.T, text string) puzzle.Puzzle {
	t.Helper()
	p, err := toykind.Kind{}.Parse("toy.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestSessionHintsAreChecked(t *testing.T) {
	for _, c := range []struct {
		why     string
		lie     bool
		wantErr error
	}{
		{"an honest step passes the verifier", false, nil},
		{"a step the verifier refuses is an internal error, never shown", true, puzzle.ErrBadStep},
	} {
		calls := 0
		k := checkedToy{calls: &calls, lie: c.lie}
		s, err := puzzle.NewSessionProven(context.Background(), k, toy(t, toykind.Start))
		if err != nil {
			t.Fatal(err)
		}
		h, err := s.Hint(context.Background(), s.State())
		if !errors.Is(err, c.wantErr) || calls != 1 {
			t.Errorf("%s: err %v, %d verifier calls (want %v, 1)", c.why, err, calls, c.wantErr)
		}
		if c.wantErr == nil && (h.Status != puzzle.HintStatusHint || h.Step == nil) {
			t.Errorf("%s: hint %+v", c.why, h)
		}
	}
}

func TestSessionProof(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		why, puzzle string
		kind        puzzle.Kind
		timeout     time.Duration
		proof       string
		hint        string // the hint's status from the start
		checkErr    bool   // check so far refuses (no proven solution)
	}{
		{"one solution: proven, checks work", toykind.Start, toykind.Kind{}, 0, puzzle.ProofUnique, puzzle.HintStatusHint, false},
		{"an empty square has 12 solutions: the rules stop and the count says ambiguous",
			"toy\n...\n...\n...\n", toykind.Kind{}, 0, puzzle.ProofAmbiguous, puzzle.HintStatusAmbiguous, true},
		{"two equal letters in a row: no solution", "toy\nAA.\n...\n...\n", toykind.Kind{}, 0, puzzle.ProofUnsolvable, puzzle.HintStatusNoSol, true},
		{"a count that times out leaves the game playable; a kind without a step verifier then has nothing to check a hint against: refused",
			toykind.Start, slowToy{}, 50 * time.Millisecond, puzzle.ProofUnknown, "", true},
	}
	for _, tc := range tests {
		pctx, cancel := ctx, context.CancelFunc(func() {})
		if tc.timeout > 0 {
			pctx, cancel = context.WithTimeout(ctx, tc.timeout)
		}
		s, err := puzzle.NewSessionProven(pctx, tc.kind, toy(t, tc.puzzle))
		cancel()
		if err != nil {
			t.Errorf("%s: %v", tc.why, err)
			continue
		}
		if s.Proof().Status != tc.proof {
			t.Errorf("%s: proof %q, want %q", tc.why, s.Proof().Status, tc.proof)
		}
		h, err := s.Hint(ctx, s.State())
		if tc.hint == "" && !errors.Is(err, puzzle.ErrUnsupported) || tc.hint != "" && (err != nil || h.Status != tc.hint) {
			t.Errorf("%s: hint %q (%v), want %q", tc.why, h.Status, err, tc.hint)
		}
		_, _, err = s.Mistakes()
		if (err != nil) != tc.checkErr || (err != nil && !errors.Is(err, puzzle.ErrNotProven)) {
			t.Errorf("%s: check so far: %v, want refused %v", tc.why, err, tc.checkErr)
		}
	}
}

// TestSessionPlay: moves, undo and redo, check so far against the proven
// solution, a hint applied, known facts and solve.
func TestSessionPlay(t *testing.T) {
	ctx := context.Background()
	s, err := puzzle.NewSessionProven(ctx, toykind.Kind{}, toy(t, toykind.Start))
	if err != nil {
		t.Fatal(err)
	}
	b := s.Board()
	if s.Set(0, 3) {
		t.Error("a given cannot be set")
	}
	if !s.Set(2, 1) { // A at (1,3): wrong (the solution has C)
		t.Fatal("an open cell takes a value")
	}
	wrong, cells, err := s.Mistakes()
	if err != nil || len(wrong) != 1 || len(cells) != 1 || cells[0] != 2 {
		t.Errorf("check so far: %v %v %v, want the one wrong entry in cell 2", wrong, cells, err)
	}
	h, err := s.Hint(ctx, s.State())
	if err != nil || h.Status != puzzle.HintStatusMistakes {
		t.Errorf("a hint from a wrong position lists the mistakes: %q %v", h.Status, err)
	}
	if !s.Undo() || s.Board().Cells[2] != 0 || s.Board() != b {
		t.Error("undo takes the move back to the first board")
	}
	if !s.Redo() || s.Board().Cells[2] != 1 || s.Redo() {
		t.Error("redo makes it again, once")
	}
	s.Undo()
	h, err = s.Hint(ctx, s.State())
	if err != nil || h.Step == nil {
		t.Fatalf("hint: %v %v", h, err)
	}
	if !s.Apply(*h.Step) || s.UndoLeft() != 1 {
		t.Error("applying a hint that the board can show is one undoable move")
	}
	// An exclusion becomes a pencil mark: (3,3) shows B and C still open,
	// and the state says "(3,3) is not A".
	notA := puzzle.CellFact(3, 3, "A", true)
	if !s.Apply(puzzle.Step{Facts: []puzzle.Fact{notA}}) || !s.Board().IsStruck(8, 1) || len(s.Board().Open(8)) != 2 || len(s.Known()) != 0 {
		t.Errorf("an exclusion is struck out of its cell: struck %v, known %v", s.Board().Struck, s.Known())
	}
	if st := s.State(); st[len(st)-1] != notA {
		t.Errorf("the pencil mark is a fact of the state: %v", st)
	}
	// The player strikes and unstrikes a value (undoable moves).
	if !s.Strike(8, 2) || len(s.Board().Open(8)) != 1 || !s.Undo() || len(s.Board().Open(8)) != 2 {
		t.Errorf("strike B from (3,3), then undo: open %v", s.Board().Open(8))
	}
	if s.Strike(0, 2) {
		t.Error("a given takes no pencil marks")
	}
	// A fact the board cannot show at all is kept as known.
	odd := puzzle.PairFact("x", "y", false)
	if s.Apply(puzzle.Step{Facts: []puzzle.Fact{odd}}) || len(s.Known()) != 1 {
		t.Errorf("a fact with no cell is kept as known: %v", s.Known())
	}
	if err := s.Solve(); err != nil || !s.Solved() {
		t.Errorf("solve fills in the proven solution: %v", err)
	}
	if err := s.Restore([]int{9, 0, 0, 0, 0, 0, 0, 0, 0}, nil, nil); err == nil {
		t.Error("restore refuses a value out of range")
	}
	if err := s.Restore([]int{1, 2, 0, 2, 0, 0, 0, 0, 0}, nil, nil); err != nil || s.Solved() || s.UndoLeft() != 0 || len(s.Known()) != 0 {
		t.Errorf("restore sets the cells and forgets the history: %v", err)
	}
}

// TestSessionMistakesOwnEntries: one wrong tick in a logic grid is one
// mistake, not the tick plus the crosses the board drew beside it.
func TestSessionMistakesOwnEntries(t *testing.T) {
	data, err := os.ReadFile("logicgrid/testdata/thesis_sample.txt")
	if err != nil {
		t.Fatal(err)
	}
	k := logicgrid.Kind{}
	p, err := k.Parse("thesis_sample.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	s, err := puzzle.NewSessionProven(context.Background(), k, p)
	if err != nil {
		t.Fatal(err)
	}
	for i := range s.Board().Cells {
		if !s.Editable(i) {
			continue
		}
		s.Set(i, logicgrid.SymTick)
		wrong, cells, err := s.Mistakes()
		if err != nil {
			t.Fatal(err)
		}
		if len(wrong) == 0 {
			s.Undo()
			continue
		}
		all := puzzle.Mistakes(s.State(), s.Proof().Facts)
		if len(wrong) != 1 || len(cells) != 1 || cells[0] != i || len(all) < 2 {
			t.Errorf("a wrong tick in cell %d: %d mistakes reported %v (cells %v), %d wrong facts on the board; want the tick alone", i, len(wrong), wrong, cells, len(all))
		}
		return
	}
	t.Fatal("no tick was wrong")
}

func TestHintLevels(t *testing.T) {
	k := toykind.Kind{}
	p := toy(t, toykind.Start)
	step := puzzle.Step{Text: "cell (1,3) can only hold C", Clues: []int{1, 6},
		Facts: []puzzle.Fact{puzzle.CellFact(1, 3, "C", false)}}
	got := puzzle.HintLevels(k, p, step)
	// Clue 1 is row 1's rule (the toy shows it right of row 1), clue 6
	// column 3's (under column 3).
	if got[0] != "Look at row 1 and column 3." {
		t.Errorf("level 1 %q: want the cited lines named as the layout shows them", got[0])
	}
	if !strings.HasPrefix(got[1], got[0]+" It follows: ") || !strings.Contains(got[1], "(1,3)") || strings.Contains(got[1], "only hold") {
		t.Errorf("level 2 %q: where, then the new fact, not the reasoning", got[1])
	}
	if got[2] != step.Text {
		t.Errorf("level 3 %q, want the step's sentence", got[2])
	}
	if strings.Contains(got[0], "(1,3)") {
		t.Errorf("level 1 %q gives the answer away", got[0])
	}
}

// lyingToy is the toy kind (no step verifier) whose hints claim a letter
// the puzzle's solutions do not have there; with list, its count lists
// every solution (read off full boards, each checked), as the generic
// hint check needs on a puzzle with several.
type lyingToy struct {
	toykind.Kind
	lie, list bool
}

func (k lyingToy) Hint(ctx context.Context, p puzzle.Puzzle, st puzzle.State) (puzzle.Step, bool, error) {
	s, ok, err := k.Kind.Hint(ctx, p, st)
	if k.lie && ok {
		f := s.Facts[0]
		f.Value = map[string]string{"A": "B", "B": "C", "C": "A"}[f.Value]
		s.Facts = []puzzle.Fact{f}
	}
	return s, ok, err
}

func (k lyingToy) Count(ctx context.Context, p puzzle.Puzzle, o puzzle.SolveOptions) (puzzle.Result, error) {
	r, err := k.Kind.Count(ctx, p, o)
	if err != nil || !k.list {
		return r, err
	}
	b := k.NewBoard(p)
	var rec func(i int, b *puzzle.Board)
	rec = func(i int, b *puzzle.Board) {
		if i == len(b.Cells) {
			if s, ok := k.BoardSolution(p, b); ok && k.Check(p, s) == nil {
				r.Solutions = append(r.Solutions, s)
			}
			return
		}
		if b.Given[i] {
			rec(i+1, b)
			return
		}
		for v := 1; v < len(b.Symbols); v++ {
			nb := b.Clone()
			nb.Cells[i] = v
			rec(i+1, nb)
		}
	}
	rec(0, b)
	return r, nil
}

// TestHintsCheckedWithoutVerifier (issue 29): a kind without a
// StepVerifier gets no unchecked hint. Its hint is checked against the
// puzzle's checked solutions: the proven one, or all of them when there
// are several; when they cannot be had the hint is refused. Before, such a
// kind's hints were shown as found.
func TestHintsCheckedWithoutVerifier(t *testing.T) {
	ctx := context.Background()
	// Two givens in row 1 force its third cell; the rest has 2 solutions.
	several := "toy\nAB.\n...\n...\n"
	cases := []struct {
		why, puzzle string
		kind        lyingToy
		want        error // nil: a hint
	}{
		{"a true hint on the proven solution", toykind.Start, lyingToy{}, nil},
		{"a false fact on a unique puzzle is caught", toykind.Start, lyingToy{lie: true}, puzzle.ErrBadStep},
		{"several solutions, listed: a true hint holds in all", several, lyingToy{list: true}, nil},
		{"several solutions, listed: a false fact is caught", several, lyingToy{lie: true, list: true}, puzzle.ErrBadStep},
		{"several solutions the count does not list: nothing to check against, refused", several, lyingToy{}, puzzle.ErrUnsupported},
	}
	for _, c := range cases {
		p := toy(t, c.puzzle)
		h, err := puzzle.HintChecked(ctx, c.kind, p, nil)
		switch {
		case c.want == nil && (err != nil || h.Status != puzzle.HintStatusHint):
			t.Errorf("%s: hint %q (%v), want a hint", c.why, h.Status, err)
		case c.want != nil && !errors.Is(err, c.want):
			t.Errorf("%s: hint %q (%v), want %v", c.why, h.Status, err, c.want)
		}
	}
}

// explainingToy explains by its (maybe lying) first hint alone, stuck
// after it.
type explainingToy struct{ lyingToy }

func (k explainingToy) Explain(ctx context.Context, p puzzle.Puzzle, st puzzle.State) (puzzle.Explanation, error) {
	s, ok, err := k.Hint(ctx, p, st)
	if err != nil || !ok {
		return puzzle.Explanation{Status: puzzle.ExplainStuck}, err
	}
	return puzzle.Explanation{Status: puzzle.ExplainStuck, Steps: []puzzle.Step{s}}, nil
}

// TestExplainCheckedWithoutVerifier: an explanation's steps of a kind
// without a StepVerifier are checked as hints are (against the proven or
// listed solutions), or refused. Before, they were shown unchecked.
func TestExplainCheckedWithoutVerifier(t *testing.T) {
	several := "toy\nAB.\n...\n...\n"
	cases := []struct {
		why, puzzle string
		kind        explainingToy
		want        error
	}{
		{"true steps pass", toykind.Start, explainingToy{}, nil},
		{"a false fact is caught", toykind.Start, explainingToy{lyingToy{lie: true}}, puzzle.ErrBadStep},
		{"several listed solutions: a false fact is caught", several, explainingToy{lyingToy{lie: true, list: true}}, puzzle.ErrBadStep},
		{"several solutions not listed: refused", several, explainingToy{}, puzzle.ErrUnsupported},
	}
	for _, c := range cases {
		e, err := puzzle.ExplainChecked(context.Background(), c.kind, toy(t, c.puzzle), nil)
		if c.want == nil && (err != nil || len(e.Steps) != 1) || c.want != nil && !errors.Is(err, c.want) {
			t.Errorf("%s: %d steps, %v; want %v", c.why, len(e.Steps), err, c.want)
		}
	}
}
