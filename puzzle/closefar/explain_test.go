package closefar

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"path/filepath"
	"strings"
	"testing"

	"deduce/internal/golden"
	"deduce/puzzle"
)

// stepLine is the golden text form of a step.
func stepLine(s puzzle.Step) string {
	var clues []string
	for _, c := range s.Clues {
		clues = append(clues, fmt.Sprint(c))
	}
	return fmt.Sprintf("Step %d [%s, cost %d, clues %s]: %s", s.N, s.Rule, s.Cost, strings.Join(clues, " "), s.Text)
}

// explanationText is the golden form of an explanation.
func explanationText(ex puzzle.Explanation) string {
	var b strings.Builder
	for _, s := range ex.Steps {
		b.WriteString(stepLine(s) + "\n")
	}
	fmt.Fprintf(&b, "status %s, grade %s, %d steps, cost %d, hardest %d\n", ex.Status, ex.Grade, len(ex.Steps), ex.Cost, ex.Hardest)
	return b.String()
}

// TestExplainFig1Golden: the explanation of the report's Figure 1, read and
// checked sentence by sentence before it was committed.
func TestExplainFig1Golden(t *testing.T) {
	p := loadFile(t, "testdata/fig1.txt")
	ex, err := Kind{}.Explain(context.Background(), p, nil)
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "fig1_explain.txt.golden", []byte(explanationText(ex)))
}

// maskOfFact is the set of values a fact allows.
func maskOfFact(t *testing.T, f puzzle.Fact) uint8 {
	v, ok := cellOf(f.Value)
	if !ok {
		t.Fatalf("fact %v: bad value", f)
	}
	if f.Not {
		return allValues &^ (1 << v)
	}
	return 1 << v
}

// checkExplanation verifies every step with the SAT verifier, checks that
// uses were known before the step, that every fact is new and true in sol
// (nil: skip), and returns the knowledge the steps reached.
func checkExplanation(t *testing.T, name string, p *Puzzle, st puzzle.State, ex puzzle.Explanation, sol *Solution) []uint8 {
	t.Helper()
	ctx := context.Background()
	n := p.N
	know := make([]uint8, n*n)
	for x, h := range p.Hints {
		know[x] = allValues
		if h != Blank {
			know[x] = 1 << h
		}
	}
	for _, f := range st {
		know[(f.Row-1)*n+f.Col-1] &= maskOfFact(t, f)
	}
	var truth map[puzzle.Fact]bool
	if sol != nil {
		truth = puzzle.FactSet(Kind{}.SolutionFacts(p, sol))
	}
	for i, s := range ex.Steps {
		if s.N != i+1 {
			t.Errorf("%s: step %d numbered %d", name, i+1, s.N)
		}
		if err := (Kind{}).VerifyStep(ctx, p, s); err != nil {
			t.Errorf("%s: %v\n  %s", name, err, stepLine(s))
		}
		for _, u := range s.Uses {
			x := (u.Row-1)*n + u.Col - 1
			if know[x]&^maskOfFact(t, u) != 0 {
				t.Errorf("%s step %d: use %v was not known before the step", name, s.N, u)
			}
		}
		if len(s.Facts) == 0 && s.Rule != RuleContradiction {
			t.Errorf("%s step %d: no facts", name, s.N)
		}
		for _, f := range s.Facts {
			x := (f.Row-1)*n + f.Col - 1
			nm := know[x] & maskOfFact(t, f)
			if nm == know[x] {
				t.Errorf("%s step %d: fact %v was already known", name, s.N, f)
			}
			know[x] = nm
			if truth != nil && !puzzle.FactHolds(truth, f) {
				t.Errorf("%s step %d: fact %v is false in the solution", name, s.N, f)
			}
		}
		if s.Rule == RuleTrial && (s.Assumed == nil || s.Cost <= trialBaseCost) {
			t.Errorf("%s step %d: a trial needs Assumed and a cost above %d", name, s.N, trialBaseCost)
		}
	}
	return know
}

// uniquePuzzles: generated 6×6 to 9×9, the report's Figure 1 and the
// benchmark instances (testdata/bench) whose count is exactly one.
func uniquePuzzles(t *testing.T) map[string]*Puzzle {
	ctx := context.Background()
	ps := map[string]*Puzzle{"fig1": loadFile(t, "testdata/fig1.txt")}
	for _, c := range []struct{ n, seeds int }{{6, 6}, {7, 6}, {8, 2}, {9, 1}} {
		for seed := 1; seed <= c.seeds; seed++ {
			g, err := Kind{}.Generate(ctx, puzzle.GenerateOptions{Width: c.n, Seed: int64(seed)})
			if err != nil {
				t.Fatal(err)
			}
			ps[fmt.Sprintf("gen%d-seed%d", c.n, seed)] = g.Puzzle.(*Puzzle)
		}
	}
	files, _ := filepath.Glob("testdata/bench/c*.txt")
	if len(files) != 60 {
		t.Fatalf("testdata/bench holds %d benchmark instances, want 60", len(files))
	}
	for _, f := range files {
		p := loadFile(t, f)
		if sols, err := countUpTo(ctx, p, 2, nil); err != nil || len(sols) != 1 {
			continue
		}
		ps[filepath.Base(f)] = p
	}
	return ps
}

// TestExplainVerifiesEveryStep: every step of every explanation follows from
// what it cites (SAT, only the cited hints), uses were known, facts are new
// and true, and a solved explanation reaches the unique solution.
func TestExplainVerifiesEveryStep(t *testing.T) {
	if testing.Short() {
		t.Skip("explains and verifies dozens of puzzles")
	}
	ctx := context.Background()
	ps := uniquePuzzles(t)
	statuses := map[string]int{}
	steps := 0
	for name, p := range ps {
		sols, err := countUpTo(ctx, p, 2, nil)
		if err != nil || len(sols) != 1 {
			t.Fatalf("%s: want a unique puzzle", name)
		}
		ex, err := Kind{}.Explain(ctx, p, nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		statuses[ex.Status]++
		steps += len(ex.Steps)
		know := checkExplanation(t, name, p, nil, ex, sols[0])
		switch ex.Status {
		case puzzle.ExplainSolved:
			if !sameBoard(ex.Solution.(*Solution), sols[0]) {
				t.Errorf("%s: solved to a board that is not the solution", name)
			}
			for x, d := range know {
				if bits.OnesCount8(d) != 1 {
					t.Errorf("%s: solved, but the steps leave %d open", name, x)
				}
			}
		case puzzle.ExplainStuck:
			if ex.Grade != TierHard {
				t.Errorf("%s: stuck but graded %s", name, ex.Grade)
			}
		default:
			t.Errorf("%s: status %s for a unique puzzle", name, ex.Status)
		}
	}
	t.Logf("%d puzzles, %d steps verified; statuses %v", len(ps), steps, statuses)
	if len(ps) < 20 || steps < 500 {
		t.Errorf("too few puzzles (%d) or steps (%d) to mean anything", len(ps), steps)
	}
}

// TestExplainStatuses: an ambiguous puzzle shows two differing checked
// solutions; an unsolvable one ends with the contradiction step; a finished
// position gives no hint; a state starts the explanation where it stands.
func TestExplainStatuses(t *testing.T) {
	ctx := context.Background()
	fig1 := loadFile(t, "testdata/fig1.txt")
	empty := &Puzzle{N: 6, Hints: make([]Cell, 36)}
	// Two F hints side by side in a row: the F would be 1 apart, never farther than the C.
	bad, err := NewPuzzle("FF....", "......", "......", "......", "......", "......")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		p      *Puzzle
		st     puzzle.State
		status string
		why    string
	}{
		{"ambiguous", empty, nil, puzzle.ExplainAmbiguous, "an empty 6×6 board has many solutions"},
		{"unsolvable", bad, nil, puzzle.ExplainUnsolvable, "adjacent F leave row 1 no placement"},
		{"solved", fig1, nil, puzzle.ExplainSolved, "Figure 1 is unique and tricky"},
		{"from the solution", fig1, puzzle.State(Kind{}.SolutionFacts(fig1, fig1.Known)), puzzle.ExplainSolved, "nothing is left: no steps"},
		{"wrong full state", fig1, wrongFull(fig1), puzzle.ExplainUnsolvable, "a full board breaking a line"},
		{"half way", fig1, halfWay(t, fig1), puzzle.ExplainSolved, "the facts of the first 15 steps: the rest follows, none repeated"},
	}
	for _, tc := range tests {
		ex, err := Kind{}.Explain(ctx, tc.p, tc.st)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if ex.Status != tc.status {
			t.Errorf("%s (%s): status %s, want %s", tc.name, tc.why, ex.Status, tc.status)
			continue
		}
		checkExplanation(t, tc.name, tc.p, tc.st, ex, nil)
		switch ex.Status {
		case puzzle.ExplainAmbiguous:
			if len(ex.Solutions) != 2 || sameBoard(ex.Solutions[0].(*Solution), ex.Solutions[1].(*Solution)) {
				t.Errorf("%s: want two differing solutions, got %d", tc.name, len(ex.Solutions))
			}
			for _, s := range ex.Solutions {
				if err := checkSolution(tc.p, s.(*Solution)); err != nil {
					t.Errorf("%s: %v", tc.name, err)
				}
			}
		case puzzle.ExplainUnsolvable:
			last := ex.Steps[len(ex.Steps)-1]
			if last.Rule != RuleContradiction || len(last.Facts) != 0 {
				t.Errorf("%s: last step %q is not the contradiction", tc.name, stepLine(last))
			}
		}
		if tc.name == "from the solution" && len(ex.Steps) != 0 {
			t.Errorf("%s: %d steps from a solved position", tc.name, len(ex.Steps))
		}
	}
}

// halfWay is the position after the first 15 steps of p's explanation.
func halfWay(t *testing.T, p *Puzzle) puzzle.State {
	ex, err := explain(context.Background(), p, nil)
	if err != nil {
		t.Fatal(err)
	}
	var st puzzle.State
	for _, s := range ex.Steps[:15] {
		st = append(st, s.Facts...)
	}
	return st
}

// wrongFull is Figure 1's solution with rows 1 and 2 swapped, minus the hint
// cells (which a state may not contradict).
func wrongFull(p *Puzzle) puzzle.State {
	rows := p.Known.Rows()
	rows[0], rows[1] = rows[1], rows[0]
	s := solutionOf(rows...)
	var st puzzle.State
	for x, v := range s.Cells {
		if p.Hints[x] == Blank {
			st = append(st, puzzle.CellFact(x/p.N+1, x%p.N+1, valueChar(v), false))
		}
	}
	return st
}

// TestHintIsFirstStep: from the start and from positions part way through,
// the hint is the first step of the explanation from there, and verifies.
func TestHintIsFirstStep(t *testing.T) {
	ctx := context.Background()
	p := loadFile(t, "testdata/fig1.txt")
	ex, err := explain(ctx, p, nil)
	if err != nil {
		t.Fatal(err)
	}
	var st puzzle.State
	for i, s := range ex.Steps {
		h, ok, err := Kind{}.Hint(ctx, p, st)
		if err != nil || !ok {
			t.Fatalf("before step %d: hint %v %v", i+1, ok, err)
		}
		h.N = s.N
		if stepLine(h) != stepLine(s) {
			t.Errorf("before step %d: hint\n  %s\nwant\n  %s", i+1, stepLine(h), stepLine(s))
		}
		st = append(st, s.Facts...)
	}
	if _, ok, err := (Kind{}).Hint(ctx, p, st); ok || err != nil {
		t.Errorf("after the last step: hint ok=%v err=%v, want none", ok, err)
	}
}

// TestExplainBadState: facts outside the board, with bad values, or
// contradicting a hint are errors, never steps.
func TestExplainBadState(t *testing.T) {
	p := loadFile(t, "testdata/fig1.txt")
	for _, tc := range []struct {
		f    puzzle.Fact
		want string
	}{
		{puzzle.CellFact(8, 1, "C", false), "not a cell"},
		{puzzle.CellFact(1, 1, "X", false), "not C, F or '.'"},
		{puzzle.CellFact(1, 4, "C", false), "contradicts clue 1"},
		{puzzle.PairFact("a", "b", true), "not a cell"},
	} {
		_, err := Kind{}.Explain(context.Background(), p, puzzle.State{tc.f})
		if err == nil || !strings.Contains(err.Error(), tc.want) || !puzzle.IsInputError(err) {
			t.Errorf("state %v: got %v, want an input error containing %q", tc.f, err, tc.want)
		}
	}
}

// TestVerifyStepRejects: the verifier is not a rubber stamp.
func TestVerifyStepRejects(t *testing.T) {
	ctx := context.Background()
	p := loadFile(t, "testdata/fig1.txt")
	ex, err := explain(ctx, p, nil)
	if err != nil {
		t.Fatal(err)
	}
	first := ex.Steps[0] // row 1 from clue 1: (1,3) and (1,5) are not F
	noClue := first
	noClue.Clues = nil
	wrongFact := first
	wrongFact.Facts = []puzzle.Fact{puzzle.CellFact(1, 3, "C", false)}
	badClue := first
	badClue.Clues = []int{99}
	var trial puzzle.Step
	for _, s := range ex.Steps {
		if s.Rule == RuleTrial && len(s.Uses) > 0 {
			trial = s
			break
		}
	}
	noUses := trial
	noUses.Uses = nil
	for _, tc := range []struct {
		name string
		s    puzzle.Step
		why  string
	}{
		{"clue dropped", noClue, "without the F hint row 1 says nothing about (1,3)"},
		{"fact not implied", wrongFact, "(1,3) could be blank"},
		{"clue out of range", badClue, "Figure 1 has 7 hints"},
		{"uses dropped", noUses, "a trial citing earlier facts needs them (" + trial.Text[:40] + "...)"},
	} {
		if err := (Kind{}).VerifyStep(ctx, p, tc.s); err == nil {
			t.Errorf("%s (%s): verified", tc.name, tc.why)
		}
	}
	if err := (Kind{}).VerifyStep(ctx, p, first); err != nil {
		t.Errorf("the real first step: %v", err)
	}
}

// TestGradeMatchesReference: the engine's grade equals the former grading
// (the fast solver's propagation, then probe) on every benchmark instance and
// the tricky 8×8 puzzles: moving grading onto the step engine changed no
// grade; and the full explanation (citations, texts) grades the same as the
// fast mode grading uses.
func TestGradeMatchesReference(t *testing.T) {
	ctx := context.Background()
	files, _ := filepath.Glob("testdata/bench/c*.txt")
	more, _ := filepath.Glob("testdata/explain/*.txt")
	files = append(append(files, more...), "testdata/fig1.txt")
	grades := map[string]int{}
	for _, f := range files {
		p := loadFile(t, f)
		s := newLineSolver(p)
		ref := TierHard
		switch {
		case !s.propagate():
			ref = "none"
		case s.solved():
			ref = TierEasy
		case !s.probe(ctx):
			ref = "none"
		case s.solved():
			ref = TierTricky
		}
		if ref == TierHard || ref == "none" {
			// Beyond the tiers, the number of solutions decides the word.
			sols, err := countUpTo(ctx, p, 2, nil)
			if err != nil {
				t.Fatalf("%s: count: %v", f, err)
			}
			ref = []string{GradeUnsolvable, TierHard, GradeAmbiguous}[len(sols)]
		}
		got, err := grade(ctx, p)
		if err != nil {
			t.Errorf("%s: grade: %v", f, err)
			continue
		}
		if got != ref {
			t.Errorf("%s: graded %s, the reference says %s", f, got, ref)
		}
		if ex, err := explain(ctx, p, nil); err == nil && ex.Grade != got {
			t.Errorf("%s: the full explanation grades %s, grade says %s", f, ex.Grade, got)
		}
		grades[got]++
	}
	t.Logf("%d puzzles graded: %v", len(files), grades)
}

// TestExplainInterrupted: a context that has ended stops the explanation
// before any step, with status interrupted and no grade.
func TestExplainInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	ex, err := Kind{}.Explain(ctx, loadFile(t, "testdata/fig1.txt"), nil)
	if err != nil || ex.Status != puzzle.ExplainTimeout || len(ex.Steps) != 0 || ex.Grade != "" {
		t.Errorf("got status %s, %d steps, grade %q, err %v", ex.Status, len(ex.Steps), ex.Grade, err)
	}
	if _, err := (Kind{}).Grade(ctx, loadFile(t, "testdata/fig1.txt")); !errors.Is(err, puzzle.ErrLimit) {
		t.Errorf("grade with an ended context: %v, want ErrLimit", err)
	}
}
