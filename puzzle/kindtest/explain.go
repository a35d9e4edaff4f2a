package kindtest

import (
	"testing"

	"deduce/puzzle"
)

// solved returns the unique solution of in (its known one, else one proven
// unique by a complete count), or nil.
func solved(t testing.TB, k puzzle.Kind, cfg Config, in instance) puzzle.Solution {
	t.Helper()
	ctx, cancel := ctxFor(cfg)
	defer cancel()
	res, err := k.Count(ctx, in.p, puzzle.SolveOptions{Limit: 2})
	if err != nil || !res.Complete || res.Count != 1 || len(res.Solutions) != 1 {
		return nil
	}
	if in.sol != nil {
		return in.sol
	}
	return res.Solutions[0]
}

// testExplain: for kinds implementing puzzle.Explainer, the explanation of a
// uniquely solvable puzzle from the empty state either reaches the solution
// (status solved, a solution passing Check) or honestly says stuck; every
// fact of every step holds in the solution; no step repeats a fact; and with
// a StepVerifier every step verifies.
func testExplain(t testing.TB, k puzzle.Kind, cfg Config, ins []instance) {
	ex, ok := k.(puzzle.Explainer)
	if !ok {
		t.Skipf("%s does not implement puzzle.Explainer", k.Name())
	}
	ver, _ := k.(puzzle.StepVerifier)
	n := 0
	for _, in := range ins {
		sol := solved(t, k, cfg, in)
		if sol == nil {
			continue
		}
		n++
		facts := ex.SolutionFacts(in.p, sol)
		if len(facts) == 0 {
			t.Errorf("%s: SolutionFacts is empty", in.name)
			continue
		}
		set := puzzle.FactSet(facts)
		ctx, cancel := ctxFor(cfg)
		e, err := ex.Explain(ctx, in.p, nil)
		cancel()
		if err != nil {
			t.Errorf("%s: explain: %v", in.name, err)
			continue
		}
		switch e.Status {
		case puzzle.ExplainSolved:
			if e.Solution == nil {
				t.Errorf("%s: explanation solved without a solution", in.name)
			} else if err := k.Check(in.p, e.Solution); err != nil {
				t.Errorf("%s: the explanation's solution fails the check: %v", in.name, err)
			}
		case puzzle.ExplainStuck:
			t.Logf("%s: explanation stuck after %d steps (the rules ran out)", in.name, len(e.Steps))
		default:
			t.Errorf("%s: explanation status %q for a uniquely solvable puzzle", in.name, e.Status)
		}
		seen := map[puzzle.Fact]bool{}
		cost, hardest := 0, 0
		for i, st := range e.Steps {
			if st.N != i+1 {
				t.Errorf("%s: step %d numbered %d", in.name, i+1, st.N)
			}
			if len(st.Facts) == 0 {
				t.Errorf("%s: step %d has no facts", in.name, st.N)
			}
			for _, f := range st.Facts {
				if !puzzle.FactHolds(set, f) {
					t.Errorf("%s: step %d (%s) concludes %v, false in the solution", in.name, st.N, st.Rule, f)
				}
				if seen[f] {
					t.Errorf("%s: step %d repeats the fact %v", in.name, st.N, f)
				}
				seen[f] = true
			}
			for _, f := range st.Uses {
				if !puzzle.FactHolds(set, f) {
					t.Errorf("%s: step %d uses %v, false in the solution", in.name, st.N, f)
				}
			}
			if ver != nil {
				ctx, cancel := ctxFor(cfg)
				err := ver.VerifyStep(ctx, in.p, st)
				cancel()
				if err != nil {
					t.Errorf("%s: step %d (%s) does not verify: %v", in.name, st.N, st.Rule, err)
				}
				// The verifier must also be able to say no: with its first
				// fact negated, the step claims something false in the
				// solution, which satisfies its clues and uses.
				if len(st.Facts) > 0 {
					bad := st
					bad.Facts = append([]puzzle.Fact{negated(st.Facts[0])}, st.Facts[1:]...)
					ctx, cancel := ctxFor(cfg)
					err := ver.VerifyStep(ctx, in.p, bad)
					cancel()
					if err == nil {
						t.Errorf("%s: step %d (%s) with its first fact negated (%v) still verifies", in.name, st.N, st.Rule, bad.Facts[0])
					}
				}
			}
			cost += st.Cost
			hardest = max(hardest, st.Cost)
		}
		if e.Cost != cost || e.Hardest != hardest {
			t.Errorf("%s: explanation cost %d hardest %d, steps sum to %d hardest %d", in.name, e.Cost, e.Hardest, cost, hardest)
		}
	}
	if n == 0 {
		t.Skip("no uniquely solvable instance")
	}
}

// testPlayer: for kinds implementing puzzle.Player, the start board holds
// no violated clue; ApplyFacts(SolutionFacts) gives a full board whose
// BoardSolution passes Check and whose Status has no violated clue and no
// broken cell; and the board's state holds only true facts.
func testPlayer(t testing.TB, k puzzle.Kind, ins []instance) {
	pl, ok := k.(puzzle.Player)
	if !ok {
		t.Skipf("%s does not implement puzzle.Player", k.Name())
	}
	ex, ok := k.(puzzle.Explainer)
	if !ok {
		t.Skipf("%s implements Player without Explainer: no SolutionFacts", k.Name())
	}
	n := 0
	for _, in := range ins {
		if in.sol == nil {
			continue
		}
		n++
		b0 := pl.NewBoard(in.p)
		if len(b0.Cells) != b0.Rows*b0.Cols || len(b0.Playable) != len(b0.Cells) || len(b0.Given) != len(b0.Cells) {
			t.Errorf("%s: start board %dx%d has %d cells, %d playable flags, %d given flags", in.name, b0.Rows, b0.Cols, len(b0.Cells), len(b0.Playable), len(b0.Given))
			continue
		}
		for i, st := range pl.Status(in.p, b0).Clues {
			if st == puzzle.ClueViolated {
				t.Errorf("%s: clue %d violated on the start board", in.name, i+1)
			}
		}
		facts := ex.SolutionFacts(in.p, in.sol)
		b := pl.ApplyFacts(in.p, b0, facts)
		if b == b0 && len(facts) > 0 {
			t.Errorf("%s: ApplyFacts changed nothing or returned the same board", in.name)
		}
		st := pl.Status(in.p, b)
		if !st.Full {
			t.Errorf("%s: the solution's facts do not fill the board", in.name)
		}
		for i, c := range st.Clues {
			if c == puzzle.ClueViolated {
				t.Errorf("%s: clue %d violated on the solved board", in.name, i+1)
			}
		}
		if len(st.Broken) > 0 {
			t.Errorf("%s: cells %v broken on the solved board", in.name, st.Broken)
		}
		s, ok := pl.BoardSolution(in.p, b)
		if !ok {
			t.Errorf("%s: BoardSolution says the solved board is not full", in.name)
			continue
		}
		if err := k.Check(in.p, s); err != nil {
			t.Errorf("%s: the solved board's solution fails the check: %v", in.name, err)
		}
		if _, ok := pl.BoardSolution(in.p, b0); ok && !allGiven(b0) {
			t.Errorf("%s: BoardSolution accepts the start board as full", in.name)
		}
		set := puzzle.FactSet(facts)
		for _, f := range pl.BoardState(in.p, b) {
			if !puzzle.FactHolds(set, f) {
				t.Errorf("%s: the solved board states %v, false in the solution", in.name, f)
			}
		}
	}
	if n == 0 {
		t.Skip("no instance with a known solution")
	}
}

func allGiven(b *puzzle.Board) bool {
	for i, p := range b.Playable {
		if p && !b.Given[i] {
			return false
		}
	}
	return true
}

// negated is the fact that says the opposite of f.
func negated(f puzzle.Fact) puzzle.Fact { return f.Negate() }
