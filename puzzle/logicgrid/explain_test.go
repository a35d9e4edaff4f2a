package logicgrid

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"deduce/internal/golden"
	"deduce/puzzle"
)

// explainFiles are the puzzles every explanation test runs on: this
// package's testdata (thesis sample, Zebra, Einstein), the 16 ZebraLogic
// puzzles and the bench's copies.
func explainFiles(t *testing.T) []string {
	var files []string
	for _, g := range []string{"testdata/*.txt", "testdata/zebralogic/*.txt", "bundled/*.txt"} {
		m, err := filepath.Glob(g)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 20 {
		t.Fatalf("found only %d puzzle files", len(files))
	}
	return files
}

// checkExplanation verifies an explanation of a puzzle with exactly one
// solution sol from state st: every step passes the fd verifier, is
// minimal in clues and in uses (dropping any one makes the verifier fail),
// derives only new facts, all true in sol, and the steps end at sol.
func checkExplanation(t *testing.T, name string, p *Puzzle, st puzzle.State, ex puzzle.Explanation, sol *Solution, minimal bool) {
	t.Helper()
	ctx := context.Background()
	if ex.Status != puzzle.ExplainSolved {
		t.Fatalf("%s: status %q, want solved", name, ex.Status)
	}
	if got := ex.Solution.(*Solution); !got.equal(sol) {
		t.Fatalf("%s: explanation reaches\n%s want\n%s", name, got, sol)
	}
	truth := puzzle.FactSet(SolutionFacts(p, sol))
	known := map[string]bool{}
	for _, f := range st {
		known[pairKey(f)] = true
	}
	cost, hardest := 0, 0
	for i, s := range ex.Steps {
		if s.N != i+1 || len(s.Facts) == 0 || s.Cost <= 0 || s.Text == "" {
			t.Fatalf("%s: malformed step %+v", name, s)
		}
		cost += s.Cost
		hardest = max(hardest, s.Cost)
		if err := VerifyStep(ctx, p, s); err != nil {
			t.Fatalf("%s: %v\n%s", name, err, s.Text)
		}
		for _, f := range s.Facts {
			if !puzzle.FactHolds(truth, f) {
				t.Fatalf("%s: step %d derives %s, false in the solution", name, s.N, f)
			}
			if known[pairKey(f)] {
				t.Fatalf("%s: step %d repeats the known fact %s", name, s.N, f)
			}
			known[pairKey(f)] = true
		}
		for _, f := range s.Uses {
			if !known[pairKey(f)] {
				t.Fatalf("%s: step %d uses %s before it is known", name, s.N, f)
			}
		}
		if !minimal {
			continue
		}
		for k := range s.Clues {
			d := s
			d.Clues = append(append([]int(nil), s.Clues[:k]...), s.Clues[k+1:]...)
			if err := VerifyStep(ctx, p, d); !errors.Is(err, ErrStepInvalid) {
				t.Fatalf("%s: step %d still follows without clue %d (err %v): not minimal in clues\n%s", name, s.N, s.Clues[k], err, s.Text)
			}
		}
		for k := range s.Uses {
			d := s
			d.Uses = append(append([]puzzle.Fact(nil), s.Uses[:k]...), s.Uses[k+1:]...)
			if err := VerifyStep(ctx, p, d); !errors.Is(err, ErrStepInvalid) {
				t.Fatalf("%s: step %d still follows without use %s (err %v): not minimal in uses\n%s", name, s.N, s.Uses[k], err, s.Text)
			}
		}
	}
	if cost != ex.Cost || hardest != ex.Hardest {
		t.Fatalf("%s: cost %d hardest %d, steps sum to %d and %d", name, ex.Cost, ex.Hardest, cost, hardest)
	}
	want := p.M() * (p.M() - 1) / 2 * p.N() * p.N()
	if len(known) != want {
		t.Fatalf("%s: the state and steps decide %d facts of %d", name, len(known), want)
	}
}

// pairKey names a pair fact independently of its order and sign.
func pairKey(f puzzle.Fact) string {
	a, b := f.A, f.B
	if a > b {
		a, b = b, a
	}
	return a + "\x00" + b
}

// uniqueSolution returns p's only solution, or nil when it has 0 or 2+.
func uniqueSolution(t *testing.T, p *Puzzle) *Solution {
	t.Helper()
	r, err := Count(context.Background(), p, puzzle.SolveOptions{Method: "fd", Limit: 2})
	if err != nil {
		t.Fatal(err)
	}
	if r.Count != 1 || !r.Complete {
		return nil
	}
	return r.Solutions[0].(*Solution)
}

func TestExplainFiles(t *testing.T) {
	for _, f := range explainFiles(t) {
		p := load(t, f)
		sol := uniqueSolution(t, p)
		ex, err := Explain(context.Background(), p, nil)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if sol == nil {
			if ex.Status != puzzle.ExplainAmbiguous && ex.Status != puzzle.ExplainUnsolvable {
				t.Errorf("%s: not unique, but the explanation says %q", f, ex.Status)
			}
			continue
		}
		checkExplanation(t, f, p, nil, ex, sol, !testing.Short() || p.M()*p.N() <= 16)
	}
}

func TestExplainGenerated(t *testing.T) {
	sizes := []struct{ m, n, ord int }{{2, 3, 0}, {3, 3, 0}, {3, 4, 1}, {4, 4, 1}, {4, 5, 2}, {5, 4, 1}}
	seeds := 4
	if testing.Short() {
		seeds = 1
	}
	for _, sz := range sizes {
		for seed := 1; seed <= seeds; seed++ {
			p := genPuzzle(t, sz.m, sz.n, sz.ord, uint64(seed))
			name := fmt.Sprintf("gen %dx%d ord %d seed %d", sz.m, sz.n, sz.ord, seed)
			ex, err := Explain(context.Background(), p, nil)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			sol := uniqueSolution(t, p)
			if sol == nil {
				t.Fatalf("%s: generated puzzle is not unique", name)
			}
			checkExplanation(t, name, p, nil, ex, sol, true)
		}
	}
}

// TestExplainGolden pins the thesis sample's explanation; every sentence
// of testdata/thesis_explain.golden was read and is true of the puzzle.
func TestExplainGolden(t *testing.T) {
	p := load(t, "testdata/thesis_sample.txt")
	ex, err := Explain(context.Background(), p, nil)
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "thesis_explain.golden", []byte(FormatExplanation(ex)))
}

// TestExplainFromState: from a partial state the steps never repeat a
// state fact, still reach the solution, and Hint is Explain's first step.
func TestExplainFromState(t *testing.T) {
	ctx := context.Background()
	for _, f := range []string{"testdata/thesis_sample.txt", "testdata/zebra.txt"} {
		p := load(t, f)
		sol := uniqueSolution(t, p)
		all := SolutionFacts(p, sol)
		pairs := p.M() * (p.M() - 1) / 2 // facts per entity
		st := puzzle.State{all[0], all[len(all)-1], puzzle.PairFact(all[0].A, all[pairs].B, false)}
		if !puzzle.FactHolds(puzzle.FactSet(all), st[2]) {
			t.Fatalf("%s: test state fact %s is false", f, st[2])
		}
		ex, err := Explain(ctx, p, st)
		if err != nil {
			t.Fatal(err)
		}
		checkExplanation(t, f+" from a state", p, st, ex, sol, false)
		h, ok, err := Hint(ctx, p, st)
		if err != nil || !ok {
			t.Fatalf("%s: hint: ok %v err %v", f, ok, err)
		}
		if h.Text != ex.Steps[0].Text || h.Cost != ex.Steps[0].Cost {
			t.Fatalf("%s: hint %q differs from the first step %q", f, h.Text, ex.Steps[0].Text)
		}
		if _, ok, err := Hint(ctx, p, all); ok || err != nil {
			t.Fatalf("%s: hint on the solved grid: ok %v err %v", f, ok, err)
		}
	}
}

// TestExplainOutcomes covers puzzles that are not uniquely solvable.
func TestExplainOutcomes(t *testing.T) {
	ctx := context.Background()
	base := "8\nName:Smith:Jones:Butler\nShirt:red:green:blue\nJob:doctor:teacher:actor\nClues:\n"
	tests := []struct {
		name, clues string
		status      string
		why         string
	}{
		{"ambiguous", "Smith=teacher\nactor=blue\n", puzzle.ExplainAmbiguous, "two clues leave several solutions"},
		{"unsolvable", "Smith=teacher\nactor=blue\ndoctor*red\nJones*green\nSmith=blue\n", puzzle.ExplainUnsolvable, "clue 5 contradicts clues 1 and 2"},
		{"bad state", "Smith=teacher\n", puzzle.ExplainUnsolvable, "the state breaks bijectivity"},
	}
	for _, tc := range tests {
		p, err := Parse(tc.name, []byte(base+tc.clues))
		if err != nil {
			t.Fatal(err)
		}
		var st puzzle.State
		if tc.name == "bad state" {
			st = puzzle.State{puzzle.PairFact("Smith", "red", true), puzzle.PairFact("Jones", "red", true)}
		}
		ex, err := Explain(ctx, p, st)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if ex.Status != tc.status {
			t.Fatalf("%s (%s): status %q, want %q", tc.name, tc.why, ex.Status, tc.status)
		}
		for _, s := range ex.Steps {
			if err := VerifyStep(ctx, p, s); err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
		}
		switch tc.status {
		case puzzle.ExplainAmbiguous:
			a, b := ex.Solutions[0].(*Solution), ex.Solutions[1].(*Solution)
			if a.equal(b) || Check(p, a) != nil || Check(p, b) != nil {
				t.Fatalf("%s: solutions\n%s and\n%s are not two different checked solutions", tc.name, a, b)
			}
		case puzzle.ExplainUnsolvable:
			last := ex.Steps[len(ex.Steps)-1]
			if last.Rule != RuleContradiction || !strings.Contains(last.Text, "no solution") {
				t.Fatalf("%s: last step %+v is not the contradiction", tc.name, last)
			}
		}
	}
}

// TestVerifyStepRejects: the verifier refuses steps that do not follow.
func TestVerifyStepRejects(t *testing.T) {
	p := load(t, "testdata/thesis_sample.txt")
	ctx := context.Background()
	tests := []struct {
		why  string
		step puzzle.Step
	}{
		{"clue 3 says nothing about Smith's shirt", puzzle.Step{N: 1, Rule: RuleClue, Clues: []int{3}, Facts: []puzzle.Fact{puzzle.PairFact("Smith", "red", true)}}},
		{"a true fact that needs more than the cited clue", puzzle.Step{N: 1, Rule: RuleClue, Clues: []int{1}, Facts: []puzzle.Fact{puzzle.PairFact("Jones", "blue", true)}}},
		{"a false fact", puzzle.Step{N: 1, Rule: RuleClue, Clues: []int{1}, Facts: []puzzle.Fact{puzzle.PairFact("Smith", "actor", true)}}},
		{"no facts", puzzle.Step{N: 1, Rule: RuleClue, Clues: []int{1}}},
		{"a contradiction that is none", puzzle.Step{N: 1, Rule: RuleContradiction, Clues: []int{1, 2}}},
		{"clue out of range", puzzle.Step{N: 1, Rule: RuleClue, Clues: []int{9}, Facts: []puzzle.Fact{puzzle.PairFact("Smith", "teacher", true)}}},
		{"items of one domain", puzzle.Step{N: 1, Rule: RuleClue, Clues: []int{1}, Facts: []puzzle.Fact{puzzle.PairFact("Smith", "Jones", false)}}},
	}
	for _, tc := range tests {
		if err := VerifyStep(ctx, p, tc.step); !errors.Is(err, ErrStepInvalid) {
			t.Errorf("%s: VerifyStep = %v, want ErrStepInvalid", tc.why, err)
		}
	}
	ok := puzzle.Step{N: 1, Rule: RuleClue, Clues: []int{3}, Uses: []puzzle.Fact{puzzle.PairFact("Butler", "doctor", true)},
		Facts: []puzzle.Fact{puzzle.PairFact("Butler", "red", false)}}
	if err := VerifyStep(ctx, p, ok); err != nil {
		t.Errorf("clue 3 with Butler=doctor gives Butler*red: %v", err)
	}
}

func TestSolutionFacts(t *testing.T) {
	p := load(t, "testdata/thesis_sample.txt")
	sol := uniqueSolution(t, p)
	got := SolutionFacts(p, sol)
	seen := map[string]bool{}
	for _, f := range got {
		if !f.Same || seen[pairKey(f)] {
			t.Fatalf("bad or repeated fact %s", f)
		}
		seen[pairKey(f)] = true
	}
	// 3 entities x 3 pairs of domains.
	if len(got) != 9 || !seen[pairKey(puzzle.PairFact("Smith", "teacher", true))] {
		t.Fatalf("SolutionFacts = %v", got)
	}
}

// TestExplainCancelled: an ended context stops the explanation with the
// steps so far, status "interrupted" and the context's error.
func TestExplainCancelled(t *testing.T) {
	p := load(t, "testdata/zebra.txt")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	ex, err := Explain(ctx, p, nil)
	if !errors.Is(err, context.Canceled) || ex.Status != puzzle.ExplainTimeout {
		t.Fatalf("cancelled: status %q err %v", ex.Status, err)
	}
	if _, _, err := Hint(ctx, p, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled hint: %v", err)
	}
}
