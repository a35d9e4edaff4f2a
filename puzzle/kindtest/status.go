package kindtest

import (
	"strings"
	"testing"

	"deduce/puzzle"
)

// testSolvedState: a complete, correct position is "solved" whichever way a
// player reaches it. For every instance with exactly one solution, the
// solution as a state reads as solved by puzzle.HintChecked and explains in
// zero steps to the solution, for each form a state takes:
//   - SolutionFacts itself;
//   - for a puzzle.Player, BoardState of the board ApplyFacts(SolutionFacts)
//     fills (the terminal game and the web ask for hints this way);
//   - for kinds whose native text has a "solution" block (the grid kinds'
//     --state syntax is its rows), ParseState of that block as Format writes
//     it (the command line's `hint --state`).
func testSolvedState(t testing.TB, k puzzle.Kind, cfg Config, ins []instance) {
	ex, ok := k.(puzzle.Explainer)
	if !ok {
		t.Skipf("%s does not implement puzzle.Explainer", k.Name())
	}
	pl, _ := k.(puzzle.Player)
	n, checked := 0, 0
	for _, in := range ins {
		sol := solved(t, k, cfg, in)
		if sol == nil {
			continue
		}
		n++
		facts := ex.SolutionFacts(in.p, sol)
		forms := []struct {
			name string
			st   puzzle.State
		}{{"SolutionFacts", facts}}
		if pl != nil {
			b := pl.ApplyFacts(in.p, pl.NewBoard(in.p), facts)
			forms = append(forms, struct {
				name string
				st   puzzle.State
			}{"the solved board's BoardState", pl.BoardState(in.p, b)})
		}
		if block, ok := solutionBlock(k.Format(in.p, sol)); ok {
			st, err := ex.ParseState(in.p, in.name+" (solution block)", []byte(block))
			if err != nil {
				t.Errorf("%s: ParseState refuses the solution block Format writes: %v", in.name, err)
			} else {
				forms = append(forms, struct {
					name string
					st   puzzle.State
				}{"the solution block read by ParseState", st})
			}
		}
		for _, f := range forms {
			checked++
			ctx, cancel := ctxFor(cfg)
			h, err := puzzle.HintChecked(ctx, k, in.p, f.st)
			cancel()
			if err != nil || h.Status != puzzle.HintStatusSolved {
				t.Errorf("%s: hint from %s (%d facts): status %q (err %v), want %q", in.name, f.name, len(f.st), h.Status, err, puzzle.HintStatusSolved)
			}
			ctx, cancel = ctxFor(cfg)
			e, err := puzzle.ExplainChecked(ctx, k, in.p, f.st)
			cancel()
			if err != nil || e.Status != puzzle.ExplainSolved || len(e.Steps) != 0 {
				t.Errorf("%s: explain from %s: status %q after %d steps (err %v), want %q after 0", in.name, f.name, e.Status, len(e.Steps), err, puzzle.ExplainSolved)
			}
		}
	}
	if n == 0 {
		t.Skip("no uniquely solvable instance")
	}
	t.Logf("%d positions checked as solved (%d instances)", checked, n)
}

// solutionBlock returns the lines after a line "solution" in a native text.
func solutionBlock(text string) (string, bool) {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if strings.TrimSpace(l) == "solution" {
			return strings.Join(lines[i+1:], "\n"), true
		}
	}
	return "", false
}

// testAmbiguous: a puzzle with several solutions is "ambiguous" everywhere a
// person or a setter reads a grade, never a tier a setter could publish: the
// Grader (grade, the web's /api/grade), the checked explanation's status and
// grade (explain, the web's explain page), the generator's own grade of a
// puzzle it made (generate's filter), and a hint says neither solved nor
// mistakes (which need one solution). The instances come from Samples and
// Small: a kind's Config must include at least one puzzle with several
// solutions (a report-method generator or a loose sample), else this fails.
func testAmbiguous(t testing.TB, k puzzle.Kind, cfg Config, ins []instance) {
	gr, _ := k.(puzzle.Grader)
	_, explains := k.(puzzle.Explainer)
	if gr == nil && !explains {
		t.Skipf("%s neither grades nor explains", k.Name())
	}
	n := 0
	for _, in := range ins {
		ctx, cancel := ctxFor(cfg)
		res, err := k.Count(ctx, in.p, puzzle.SolveOptions{Limit: 2})
		cancel()
		if err != nil || res.Count < 2 {
			continue
		}
		n++
		if gr != nil {
			ctx, cancel := ctxFor(cfg)
			g, err := gr.Grade(ctx, in.p)
			cancel()
			if err != nil || g != puzzle.ExplainAmbiguous {
				t.Errorf("%s: %d+ solutions, Grade gives %q (err %v), want %q", in.name, res.Count, g, err, puzzle.ExplainAmbiguous)
			}
		}
		if in.generated && in.difficulty != "" && in.difficulty != puzzle.ExplainAmbiguous {
			t.Errorf("%s: %d+ solutions, the generator graded it %q", in.name, res.Count, in.difficulty)
		}
		if !explains {
			continue
		}
		ctx, cancel = ctxFor(cfg)
		e, err := puzzle.ExplainChecked(ctx, k, in.p, nil)
		cancel()
		if err != nil || e.Status != puzzle.ExplainAmbiguous || e.Grade != puzzle.ExplainAmbiguous || len(e.Solutions) != 2 {
			t.Errorf("%s: %d+ solutions, explain gives status %q grade %q with %d solutions (err %v), want %q, %q and 2",
				in.name, res.Count, e.Status, e.Grade, len(e.Solutions), err, puzzle.ExplainAmbiguous, puzzle.ExplainAmbiguous)
		}
		ctx, cancel = ctxFor(cfg)
		h, err := puzzle.HintChecked(ctx, k, in.p, nil)
		cancel()
		if err != nil || h.Unique || h.Status == puzzle.HintStatusSolved || h.Status == puzzle.HintStatusMistakes {
			t.Errorf("%s: %d+ solutions, hint gives status %q unique %v (err %v)", in.name, res.Count, h.Status, h.Unique, err)
		}
		// A player who completes one of the solutions has solved it.
		if len(res.Solutions) > 0 {
			ctx, cancel = ctxFor(cfg)
			st := k.(puzzle.Explainer).SolutionFacts(in.p, res.Solutions[0])
			h, err := puzzle.HintChecked(ctx, k, in.p, st)
			cancel()
			if err != nil || h.Status != puzzle.HintStatusSolved {
				t.Errorf("%s: %d+ solutions, hint from one of them complete: status %q (err %v), want %q", in.name, res.Count, h.Status, err, puzzle.HintStatusSolved)
			}
		}
	}
	t.Logf("%d instances with several solutions checked", n)
	if n == 0 {
		t.Errorf("no instance with several solutions: add one to the kind's Config (Samples, or Small with a generator that does not prove uniqueness)")
	}
}
