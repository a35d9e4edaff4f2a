package magnets

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"deduce/internal/golden"
	"deduce/puzzle"
)

// formatExplanation is the golden text form: one line a step.
func formatExplanation(ex puzzle.Explanation) string {
	var b strings.Builder
	for _, s := range ex.Steps {
		clues := ""
		if len(s.Clues) > 0 {
			clues = fmt.Sprintf(", clues %v", s.Clues)
		}
		fmt.Fprintf(&b, "Step %d [%s, cost %d%s]: %s\n", s.N, s.Rule, s.Cost, clues, s.Text)
		var fs, us []string
		for _, f := range s.Facts {
			fs = append(fs, f.String())
		}
		for _, f := range s.Uses {
			us = append(us, f.String())
		}
		fmt.Fprintf(&b, "    facts %s; uses %s\n", strings.Join(fs, " "), strings.Join(us, " "))
	}
	fmt.Fprintf(&b, "status %s, grade %s, %d steps, cost %d, hardest %d\n", ex.Status, ex.Grade, len(ex.Steps), ex.Cost, ex.Hardest)
	if ex.Solution != nil {
		b.WriteString(ex.Solution.(*Solution).String() + "\n")
	}
	return b.String()
}

// checkExplanation verifies every step independently (VerifyStep), that
// no step repeats a known fact, that every fact holds in sol (when given),
// and, for a solved explanation, that the facts fix every cell to sol.
func checkExplanation(t *testing.T, name string, p *Puzzle, st puzzle.State, ex puzzle.Explanation, sol *Solution) {
	t.Helper()
	ctx := context.Background()
	known := map[puzzle.Fact]bool{}
	for _, f := range st {
		known[f] = true
	}
	var truth map[puzzle.Fact]bool
	if sol != nil {
		truth = puzzle.FactSet((Kind{}).SolutionFacts(p, sol))
	}
	for _, s := range ex.Steps {
		if err := (Kind{}).VerifyStep(ctx, p, s); err != nil {
			t.Fatalf("%s: %v\n%s", name, err, s.Text)
		}
		if len(s.Facts) == 0 && s.Rule != RuleContradiction {
			t.Fatalf("%s: step %d has no facts", name, s.N)
		}
		for _, f := range s.Facts {
			if known[f] {
				t.Fatalf("%s: step %d repeats %v", name, s.N, f)
			}
			known[f] = true
			if truth != nil && !puzzle.FactHolds(truth, f) {
				t.Fatalf("%s: step %d claims %v, false in the solution", name, s.N, f)
			}
		}
	}
	if ex.Status == puzzle.ExplainSolved {
		if sol == nil {
			sol = ex.Solution.(*Solution)
		}
		for _, f := range (Kind{}).SolutionFacts(p, sol) {
			if !known[f] {
				// fixed by exclusions only: both other values excluded
				n := 0
				for _, v := range []string{"+", "-", "x"} {
					if v != f.Value && known[puzzle.CellFact(f.Row, f.Col, v, true)] {
						n++
					}
				}
				if n < 2 {
					t.Fatalf("%s: the steps never fix %v", name, f)
				}
			}
		}
		if got := ex.Solution.(*Solution).String(); got != sol.String() {
			t.Fatalf("%s: explanation reached\n%s\nwant\n%s", name, got, sol)
		}
	}
}

func TestExplainE1Golden(t *testing.T) {
	p := mustLoad(t, "testdata/e1.txt")
	ex, err := (Kind{}).Explain(context.Background(), p, nil)
	if err != nil {
		t.Fatal(err)
	}
	if ex.Status != puzzle.ExplainSolved || ex.Grade != GradeTricky {
		t.Errorf("e1: status %s grade %s, want solved tricky", ex.Status, ex.Grade)
	}
	checkExplanation(t, "e1", p, nil, ex, p.Known)
	golden.Check(t, "e1.explain.golden", []byte(formatExplanation(ex)))
}

// A puzzle without solutions is explained up to the contradiction, whose
// step (no facts) verifies: its clues and uses alone are unsatisfiable.
func TestExplainUnsolvable(t *testing.T) {
	p := mustLoad(t, "testdata/e1.txt")
	p.Known = nil
	p.RowPlus[0], p.RowMinus[0] = 3, 3
	ex := explainAndCheck(t, "e1 with 3+ 3- in row 1", p, nil)
	last := ex.Steps[len(ex.Steps)-1]
	if ex.Status != puzzle.ExplainUnsolvable || last.Rule != RuleContradiction || len(last.Facts) != 0 {
		t.Fatalf("status %s, last step %+v", ex.Status, last)
	}
	if !strings.Contains(last.Text, "no solution") {
		t.Errorf("the contradiction step does not say so: %q", last.Text)
	}
}

// A state that contradicts the puzzle (or itself) neither crashes Explain
// nor Hint; a state with mistakes ends unsolvable or ambiguous-free.
func TestExplainBadStates(t *testing.T) {
	p := mustLoad(t, "testdata/e1.txt")
	ctx := context.Background()
	for _, c := range []struct {
		why string
		st  puzzle.State
	}{
		{"a cell both + and -", puzzle.State{puzzle.CellFact(1, 1, "+", false), puzzle.CellFact(1, 1, "-", false)}},
		{"a domino ++", puzzle.State{puzzle.CellFact(1, 1, "+", false), puzzle.CellFact(1, 2, "+", false)}},
		{"a wrong but legal start", puzzle.State{puzzle.CellFact(1, 1, "+", false)}},
	} {
		ex, err := (Kind{}).Explain(ctx, p, c.st)
		if err != nil {
			t.Fatalf("%s: %v", c.why, err)
		}
		if ex.Status != puzzle.ExplainUnsolvable {
			t.Errorf("%s: status %s, want unsolvable", c.why, ex.Status)
		}
		if _, _, err := (Kind{}).Hint(ctx, p, c.st); err != nil {
			t.Errorf("%s: hint: %v", c.why, err)
		}
	}
	if _, err := (Kind{}).Explain(ctx, p, puzzle.State{puzzle.CellFact(7, 1, "+", false)}); err == nil {
		t.Errorf("a fact off the board was accepted")
	}
}

// TestVerifyStepRejects: the verifier encodes only the cells a step can
// depend on (its cited lines, uses and facts, with their dominoes' other
// halves), and still refuses a step that does not follow.
func TestVerifyStepRejects(t *testing.T) {
	p, err := Parse("seed1", []byte("magnets 6\nssssss\nnnnnnn\newewew\nssewew\nnnssss\newnnnn\n2 2 3 2 2 2\n2 2 3 2 2 2\n2 2 3 2 2 2\n2 2 3 2 1 3\n"))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	// Row 3 (clue 9) needs three + and three − on six cells: none is neutral.
	good := puzzle.Step{N: 1, Rule: "line-count", Clues: []int{9}, Facts: []puzzle.Fact{puzzle.CellFact(3, 1, "x", true), puzzle.CellFact(3, 6, "x", true)}}
	if err := (Kind{}).VerifyStep(ctx, p, good); err != nil {
		t.Fatalf("the step that follows: %v", err)
	}
	cases := []struct {
		why  string
		edit func(s *puzzle.Step)
	}{
		{"cites column 1 instead of row 3: its counts allow a neutral (3,1)", func(s *puzzle.Step) { s.Clues = []int{1} }},
		{"cites no clue", func(s *puzzle.Step) { s.Clues = nil }},
		{"claims (3,6) neutral", func(s *puzzle.Step) { s.Facts[1] = puzzle.CellFact(3, 6, "x", false) }},
		{"claims a pole for (3,1), which row 3 does not fix", func(s *puzzle.Step) { s.Facts[0] = puzzle.CellFact(3, 1, "+", false) }},
		{"claims a fact about (1,1), outside the cited row", func(s *puzzle.Step) { s.Facts = append(s.Facts, puzzle.CellFact(1, 1, "x", true)) }},
	}
	for _, c := range cases {
		bad := good
		bad.Facts = append([]puzzle.Fact(nil), good.Facts...)
		c.edit(&bad)
		if err := (Kind{}).VerifyStep(ctx, p, bad); err == nil {
			t.Errorf("%s: verifies", c.why)
		}
	}
}
