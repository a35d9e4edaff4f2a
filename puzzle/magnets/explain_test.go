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
