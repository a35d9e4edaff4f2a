package closefar

import (
	"context"
	"errors"
	"fmt"

	"deduce/puzzle"
)

// Explain implements puzzle.Explainer: the solving path from st by the rule
// tiers (line steps, then one-step trials where lines stall). When the rules
// run out, a complete count with cap 2 decides between "stuck" (one
// solution), "ambiguous" (two shown) and "unsolvable". When ctx ends first,
// the steps so far come back with status "interrupted" and no error.
func (Kind) Explain(ctx context.Context, p puzzle.Puzzle, st puzzle.State) (puzzle.Explanation, error) {
	cp, ok := p.(*Puzzle)
	if !ok {
		return puzzle.Explanation{}, fmt.Errorf("%w: not a closefar puzzle", puzzle.ErrUnsupported)
	}
	return explain(ctx, cp, st)
}

func explain(ctx context.Context, p *Puzzle, st puzzle.State) (puzzle.Explanation, error) {
	return runExplain(ctx, p, st, false)
}

// runExplain runs the engine from st; fast (grading) skips citations and
// texts and takes the first step found (see engine.fast).
func runExplain(ctx context.Context, p *Puzzle, st puzzle.State, fast bool) (puzzle.Explanation, error) {
	e, err := engineFrom(p, st)
	if err != nil {
		return puzzle.Explanation{}, err
	}
	e.fast = fast
	ex := puzzle.Explanation{Steps: []puzzle.Step{}}
	for !e.solved() {
		if ctx.Err() != nil {
			ex.Status = puzzle.ExplainTimeout
			finish(&ex)
			return ex, nil
		}
		step, ok, err := e.next(ctx)
		if err != nil {
			if ctx.Err() != nil {
				ex.Status = puzzle.ExplainTimeout
				finish(&ex)
				return ex, nil
			}
			return ex, err
		}
		if !ok {
			break
		}
		step.N = len(ex.Steps) + 1
		ex.Steps = append(ex.Steps, step)
		if step.Rule == RuleContradiction {
			ex.Status = puzzle.ExplainUnsolvable
			finish(&ex)
			return ex, nil
		}
	}
	switch {
	case e.solved():
		sol := e.solution()
		if err := checkSolution(p, sol); err != nil {
			// Only a full position given in st can get here: some line of
			// it has no placement, and that line says so.
			r, ok := e.bestLineStep()
			if !ok || r.k != 0 {
				return ex, fmt.Errorf("closefar: internal error: the steps reached a board the checker rejects: %v", err)
			}
			step := e.lineStep(r)
			step.N = len(ex.Steps) + 1
			ex.Steps = append(ex.Steps, step)
			ex.Status = puzzle.ExplainUnsolvable
			break
		}
		ex.Status, ex.Solution = puzzle.ExplainSolved, sol
	default:
		sols, err := countUpTo(ctx, p, 2, nil)
		if err != nil {
			if ctx.Err() != nil {
				ex.Status = puzzle.ExplainTimeout
				finish(&ex)
				return ex, nil
			}
			return ex, err
		}
		switch len(sols) {
		case 0:
			ex.Status = puzzle.ExplainUnsolvable
		case 1:
			ex.Status = puzzle.ExplainStuck
		default:
			for _, s := range sols {
				if err := checkSolution(p, s); err != nil {
					return ex, fmt.Errorf("closefar: internal error: the count found a board the checker rejects: %v", err)
				}
				ex.Solutions = append(ex.Solutions, s)
			}
			ex.Status = puzzle.ExplainAmbiguous
		}
	}
	finish(&ex)
	return ex, nil
}

// finish sums the costs and grades by the hardest rule used.
func finish(ex *puzzle.Explanation) {
	ex.Cost, ex.Hardest = 0, 0
	trial := false
	for _, s := range ex.Steps {
		ex.Cost += s.Cost
		ex.Hardest = max(ex.Hardest, s.Cost)
		trial = trial || s.Rule == RuleTrial
	}
	switch ex.Status {
	case puzzle.ExplainSolved:
		ex.Grade = TierEasy
		if trial {
			ex.Grade = TierTricky
		}
	case puzzle.ExplainStuck:
		ex.Grade = TierHard
	case puzzle.ExplainAmbiguous:
		ex.Grade = GradeAmbiguous
	case puzzle.ExplainUnsolvable:
		ex.Grade = GradeUnsolvable
	default:
		ex.Grade = ""
	}
}

// Hint implements puzzle.Explainer: the first step of Explain from st.
func (Kind) Hint(ctx context.Context, p puzzle.Puzzle, st puzzle.State) (puzzle.Step, bool, error) {
	cp, ok := p.(*Puzzle)
	if !ok {
		return puzzle.Step{}, false, fmt.Errorf("%w: not a closefar puzzle", puzzle.ErrUnsupported)
	}
	e, err := engineFrom(cp, st)
	if err != nil {
		return puzzle.Step{}, false, err
	}
	if e.solved() {
		return puzzle.Step{}, false, nil
	}
	step, ok, err := e.next(ctx)
	if err != nil || !ok {
		return puzzle.Step{}, false, err
	}
	step.N = 1
	return step, true, nil
}

// SolutionFacts implements puzzle.Explainer: the value of every cell that is
// not a hint. The hints belong to the puzzle, and a position (ParseState,
// BoardState) never holds them, so the solution written as a position holds
// exactly these facts and reads as solved.
func (Kind) SolutionFacts(p puzzle.Puzzle, s puzzle.Solution) []puzzle.Fact {
	cs, ok := s.(*Solution)
	if !ok || cs == nil {
		return nil
	}
	cp, _ := p.(*Puzzle)
	facts := make([]puzzle.Fact, 0, len(cs.Cells))
	for x, v := range cs.Cells {
		if cp != nil && x < len(cp.Hints) && cp.Hints[x] != Blank {
			continue
		}
		facts = append(facts, puzzle.CellFact(x/cs.N+1, x%cs.N+1, valueChar(v), false))
	}
	return facts
}

// errBadState: a state fact outside the board or with a value that is not C,
// F or '.', or facts that contradict a hint or each other.
var errBadState = errors.New("bad position")

// engineFrom starts the engine at st: the hints, narrowed by st's facts.
func engineFrom(p *Puzzle, st puzzle.State) (*engine, error) {
	e := newEngine(p)
	for _, f := range st {
		if f.IsPair() || f.Row < 1 || f.Row > p.N || f.Col < 1 || f.Col > p.N {
			return nil, fmt.Errorf("%w: %w: fact %v is not a cell of the %d×%d board", puzzle.ErrInvalid, errBadState, f, p.N, p.N)
		}
		v, ok := cellOf(f.Value)
		if !ok {
			return nil, fmt.Errorf("%w: %w: fact %v: value %q is not C, F or '.'", puzzle.ErrInvalid, errBadState, f, f.Value)
		}
		x := (f.Row-1)*p.N + f.Col - 1
		m := uint8(1) << v
		if f.Not {
			m = allValues &^ m
		}
		if e.dom[x]&m == 0 {
			if e.clue[x] != 0 {
				return nil, fmt.Errorf("%w: %w: %v contradicts clue %d (%s is %s)", puzzle.ErrInvalid, errBadState, f, e.clue[x], e.cellName(x), valueWord(p.Hints[x]))
			}
			return nil, fmt.Errorf("%w: %w: %v contradicts another fact of the position about %s", puzzle.ErrInvalid, errBadState, f, e.cellName(x))
		}
		e.dom[x] &= m
	}
	return e, nil
}

// cellOf reads a fact value: "C", "F" or "." (blank).
func cellOf(s string) (Cell, bool) {
	switch s {
	case "C":
		return Close, true
	case "F":
		return Far, true
	case ".":
		return Blank, true
	}
	return Blank, false
}

var (
	_ puzzle.Explainer    = Kind{}
	_ puzzle.StepVerifier = Kind{}
)
