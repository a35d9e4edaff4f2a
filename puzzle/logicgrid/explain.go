package logicgrid

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"deduce/puzzle"
	"deduce/sat"
)

// Explain implements puzzle.Explainer: the solving path of p from st, one
// ZebraTutor-style step at a time (see explainer and README.md).
func (Kind) Explain(ctx context.Context, pz puzzle.Puzzle, st puzzle.State) (puzzle.Explanation, error) {
	return Explain(ctx, pz.(*Puzzle), st)
}

// Hint implements puzzle.Explainer: the first step of Explain from st.
func (Kind) Hint(ctx context.Context, pz puzzle.Puzzle, st puzzle.State) (puzzle.Step, bool, error) {
	return Hint(ctx, pz.(*Puzzle), st)
}

// SolutionFacts implements puzzle.Explainer.
func (Kind) SolutionFacts(pz puzzle.Puzzle, s puzzle.Solution) []puzzle.Fact {
	sol, ok := s.(*Solution)
	if !ok || sol == nil {
		return nil
	}
	return SolutionFacts(pz.(*Puzzle), sol)
}

// SolutionFacts lists every "same" pair of s: for each entity, each pair of
// its items from two domains, lower domain first, each pair once.
func SolutionFacts(p *Puzzle, s *Solution) []puzzle.Fact {
	var out []puzzle.Fact
	for e := 0; e < p.N(); e++ {
		for d1 := 0; d1 < p.M(); d1++ {
			for d2 := d1 + 1; d2 < p.M(); d2++ {
				out = append(out, p.PairFact(Item{d1, s.Of[d1][e]}, Item{d2, s.Of[d2][e]}, true))
			}
		}
	}
	return out
}

// explainer runs the engine from a state and turns its steps into
// puzzle.Steps.
type explainer struct {
	p         *Puzzle
	e         *engine
	sentences []Sentence // the numbering steps cite
	sentence  []int      // clue index -> sentence index
}

func newExplainer(ctx context.Context, p *Puzzle, st puzzle.State) (*explainer, error) {
	e, err := newEngine(ctx, p)
	if err != nil {
		return nil, err
	}
	x := &explainer{p: p, e: e, sentences: p.Sentences(), sentence: p.sentenceOf()}
	for _, f := range st {
		l, err := x.factLit(f)
		if err != nil {
			return nil, err
		}
		e.learn(l)
	}
	return x, nil
}

// factLit is the engine's literal of a pair fact.
func (x *explainer) factLit(f puzzle.Fact) (sat.Lit, error) {
	a, b, err := x.p.FactItems(f)
	if err != nil {
		return 0, fmt.Errorf("%w: %v", puzzle.ErrInvalid, err)
	}
	return x.e.lit(a, b, f.Same), nil
}

// fact is the puzzle.Fact of an engine literal (lower domain first).
func (x *explainer) fact(l sat.Lit) puzzle.Fact {
	a, b := x.e.items(l)
	if a.D > b.D {
		a, b = b, a
	}
	return x.p.PairFact(a, b, l > 0)
}

// start checks the state against the grid's rules alone: a state that
// breaks them gets a contradiction step (no clue) at once.
func (x *explainer) start(ctx context.Context) (found, bool, error) {
	K := x.e.knownLits()
	st, err := x.e.solve(ctx, nil, K)
	if err != nil || st == sat.Sat {
		if st == sat.Sat {
			x.e.remember()
		}
		return found{}, false, err
	}
	U, err := x.e.shrinkUses(ctx, nil, x.e.informative(nil), 0)
	return found{rule: RuleContradiction, uses: U, contra: true}, true, err
}

// cited lists the sentences (0-based, ascending, once each) whose clues f
// uses: steps cite sentences, as people number them.
func (x *explainer) cited(f found) []int {
	var out []int
	seen := map[int]bool{}
	for _, c := range f.clues {
		if s := x.sentence[c]; !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return out
}

// step turns a found step into a puzzle.Step numbered n.
func (x *explainer) step(n int, f found) puzzle.Step {
	s := puzzle.Step{N: n, Rule: f.rule, Cost: stepCost(f), Clues: []int{}, Uses: []puzzle.Fact{}, Facts: []puzzle.Fact{}}
	for _, c := range x.cited(f) {
		s.Clues = append(s.Clues, c+1)
	}
	for _, l := range f.uses {
		s.Uses = append(s.Uses, x.fact(l))
	}
	for _, l := range f.facts {
		s.Facts = append(s.Facts, x.fact(l))
	}
	s.Text = x.text(f)
	return s
}

// Hint returns the first step from st; ok is false when nothing follows
// (the state is complete, or deduction is stuck).
func Hint(ctx context.Context, p *Puzzle, st puzzle.State) (puzzle.Step, bool, error) {
	x, err := newExplainer(ctx, p, st)
	if err != nil {
		return puzzle.Step{}, false, err
	}
	if x.e.decided() {
		return puzzle.Step{}, false, nil
	}
	f, ok, err := x.start(ctx)
	if err == nil && !ok {
		f, ok, err = x.e.findStep(ctx)
	}
	if err != nil || !ok {
		return puzzle.Step{}, false, err
	}
	return x.step(1, f), true, nil
}

// Explain returns the solving path of p from st (nil = the empty grid).
// Status: solved (the steps reach the solution, which is checked by Check),
// ambiguous (deduction stopped; Solutions holds two differing solutions
// that agree with every fact found), unsolvable (the last step is the
// contradiction), interrupted (ctx ended; the steps so far, and ctx's
// error). Grade is the hardest step's grade (see gradeOf).
func Explain(ctx context.Context, p *Puzzle, st puzzle.State) (puzzle.Explanation, error) {
	x, err := newExplainer(ctx, p, st)
	if err != nil {
		if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
			return puzzle.Explanation{Status: puzzle.ExplainTimeout, Steps: []puzzle.Step{}}, err
		}
		return puzzle.Explanation{}, err
	}
	ex := puzzle.Explanation{Steps: []puzzle.Step{}}
	add := func(f found) {
		s := x.step(len(ex.Steps)+1, f)
		ex.Steps = append(ex.Steps, s)
		ex.Cost += s.Cost
		ex.Hardest = max(ex.Hardest, s.Cost)
		x.e.learn(f.facts...)
	}
	if x.e.decided() { // every "same" fact given: nothing to explain
		sol, err := x.solution()
		if err == nil {
			ex.Status, ex.Solution, ex.Grade = puzzle.ExplainSolved, sol, gradeOf(0, false)
		}
		return ex, err
	}
	f, bad, err := x.start(ctx)
	if err == nil && bad {
		add(f) // the state itself breaks the grid's rules
	}
	for err == nil && !bad {
		if err = ctx.Err(); err != nil {
			break
		}
		var ok bool
		if f, ok, err = x.e.findStep(ctx); err != nil || !ok {
			break
		}
		add(f)
		bad = f.contra
	}
	if err != nil {
		ex.Status = puzzle.ExplainTimeout
		return ex, err
	}
	last := len(ex.Steps) > 0 && ex.Steps[len(ex.Steps)-1].Rule == RuleContradiction
	switch {
	case last:
		ex.Status = puzzle.ExplainUnsolvable
	case x.e.decided():
		sol, err := x.solution()
		if err != nil {
			return ex, err
		}
		ex.Status, ex.Solution = puzzle.ExplainSolved, sol
	default:
		sols, err := x.twoSolutions(ctx)
		if err != nil {
			ex.Status = puzzle.ExplainTimeout
			return ex, err
		}
		ex.Status = puzzle.ExplainStuck
		if len(sols) == 2 {
			ex.Status, ex.Solutions = puzzle.ExplainAmbiguous, []puzzle.Solution{sols[0], sols[1]}
		}
	}
	ex.Grade = gradeOf(ex.Hardest, ex.Status != puzzle.ExplainSolved)
	switch ex.Status { // no tier: the words every kind uses
	case puzzle.ExplainAmbiguous:
		ex.Grade = GradeAmbiguous
	case puzzle.ExplainUnsolvable:
		ex.Grade = GradeUnsolvable
	}
	return ex, nil
}

// solution reads the solution off the complete known facts and checks it.
func (x *explainer) solution() (*Solution, error) {
	p, e := x.p, x.e
	of := make([][]int, p.M())
	for d := range of {
		of[d] = make([]int, p.N())
		for ent := range of[d] {
			of[d][ent] = -1
			if d == 0 {
				of[d][ent] = ent
				continue
			}
			for i := 0; i < p.N(); i++ {
				if e.cell(Item{0, ent}, Item{d, i}) == 1 {
					of[d][ent] = i
				}
			}
		}
	}
	sol := NewSolution(p, of)
	if err := Check(p, sol); err != nil {
		return nil, fmt.Errorf("logicgrid: internal error: the explanation's solution fails the check: %w", err)
	}
	return sol, nil
}

// twoSolutions finds up to two checked solutions of p that agree with every
// known fact, with a fresh solver (all clues on).
func (x *explainer) twoSolutions(ctx context.Context) ([]*Solution, error) {
	e := x.e
	s, err := sat.New("cdcl")
	if err != nil {
		return nil, err
	}
	s.Reserve(e.ce.NumVars)
	for _, c := range e.ce.Base {
		s.AddClause(c...)
	}
	for _, cls := range e.ce.Clues {
		for _, c := range cls {
			s.AddClause(c...)
		}
	}
	for _, l := range e.knownLits() {
		s.AddClause(l)
	}
	proj := e.ce.x.projection()
	var out []*Solution
	_, _, err = sat.Enumerate(ctx, s, proj, 2, func(model []bool) bool {
		sol := e.ce.x.Decode(model)
		if Check(x.p, sol) == nil {
			out = append(out, sol)
		}
		return true
	})
	return out, err
}

// The contracts Kind implements beyond puzzle.Kind.
var (
	_ puzzle.Explainer    = Kind{}
	_ puzzle.StepVerifier = Kind{}
	_ puzzle.Player       = Kind{}
)
