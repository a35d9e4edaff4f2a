package magnets

import (
	"context"
	"fmt"
	"slices"

	"deduce/puzzle"
)

// Explain implements puzzle.Explainer: the whole solving path from st, one
// rule application a step, cheapest rule first (the engine grading uses).
// When the rules and probing stall, a complete count (cap 2) decides the
// status: stuck (unique), ambiguous (two differing solutions shown) or
// unsolvable. A contradiction found by the rules ends the path with a
// step of rule "contradiction" and no facts.
func (Kind) Explain(ctx context.Context, pz puzzle.Puzzle, st puzzle.State) (puzzle.Explanation, error) {
	p := pz.(*Puzzle)
	e, err := stateEngine(p, st)
	if err != nil {
		return puzzle.Explanation{}, err
	}
	var ex puzzle.Explanation
	ex.Steps = []puzzle.Step{}
	hardest, err := e.run(ctx, tierHard, func(m *move) bool {
		s := e.toStep(m, len(ex.Steps)+1)
		ex.Steps = append(ex.Steps, s)
		ex.Cost += s.Cost
		ex.Hardest = max(ex.Hardest, s.Cost)
		return true
	})
	if err != nil {
		ex.Status = puzzle.ExplainTimeout
		return ex, nil
	}
	switch {
	case e.failed:
		ex.Status, ex.Grade = puzzle.ExplainUnsolvable, GradeUnsolvable
	case e.solved():
		sol := e.solution()
		if err := Check(p, sol); err != nil {
			return ex, fmt.Errorf("magnets: internal error: the explanation reached a wrong solution: %w", err)
		}
		ex.Status, ex.Grade, ex.Solution = puzzle.ExplainSolved, tierNames[hardest], sol
	default:
		if err := e.settle(ctx, &ex); err != nil {
			return ex, err
		}
	}
	return ex, nil
}

// settle decides the status of a stalled explanation by a complete count
// of the solutions that agree with the position reached.
func (e *engine) settle(ctx context.Context, ex *puzzle.Explanation) error {
	sols, complete, err := e.completions(ctx, 2)
	if err != nil {
		if ctx.Err() != nil {
			ex.Status = puzzle.ExplainTimeout
			return nil
		}
		return err
	}
	switch {
	case len(sols) == 0 && complete:
		ex.Status, ex.Grade = puzzle.ExplainUnsolvable, GradeUnsolvable
	case len(sols) == 1 && complete:
		ex.Status, ex.Grade = puzzle.ExplainStuck, GradeSearch
	case len(sols) >= 2:
		ex.Status, ex.Grade = puzzle.ExplainAmbiguous, GradeAmbiguous
		for _, s := range sols[:2] {
			if err := Check(e.p, s); err != nil {
				return fmt.Errorf("magnets: internal error: a counted solution fails the check: %w", err)
			}
			ex.Solutions = append(ex.Solutions, s)
		}
	default:
		ex.Status = puzzle.ExplainStuck
	}
	return nil
}

// completions enumerates up to limit solutions of p within e's domains,
// with the prop engine started from those domains (complete search).
func (e *engine) completions(ctx context.Context, limit int) ([]*Solution, bool, error) {
	var sols []*Solution
	s := newPropSolver(e.p)
	s.ctx = ctx
	for i, d := range e.dom {
		if !s.set(i, d) {
			return nil, true, nil
		}
	}
	if s.start() {
		s.search(func() bool {
			sols = append(sols, s.solution())
			return len(sols) < limit
		})
	}
	if s.stopped != nil {
		return sols, false, s.stopped
	}
	return sols, len(sols) < limit, nil
}

func valueBit(v int8) uint8 {
	switch v {
	case Plus:
		return bitPlus
	case Minus:
		return bitMinus
	}
	return bitNeutral
}

// solution reads the solution off fixed domains.
func (e *engine) solution() *Solution {
	s := &Solution{W: e.p.W, H: e.p.H, Cells: make([]int8, e.n)}
	for i, d := range e.dom {
		s.Cells[i] = bitValue(d)
	}
	return s
}

// Hint implements puzzle.Explainer: the first step of Explain from st.
// ok is false when the position is solved, stuck, or contradictory.
func (Kind) Hint(ctx context.Context, pz puzzle.Puzzle, st puzzle.State) (puzzle.Step, bool, error) {
	e, err := stateEngine(pz.(*Puzzle), st)
	if err != nil {
		return puzzle.Step{}, false, err
	}
	var first *move
	_, err = e.run(ctx, tierHard, func(m *move) bool {
		first = m
		return false
	})
	if err != nil {
		return puzzle.Step{}, false, err
	}
	if first == nil || first.fail {
		return puzzle.Step{}, false, nil
	}
	return e.toStep(first, 1), true, nil
}

// stateEngine starts a recording engine from the facts of st.
func stateEngine(p *Puzzle, st puzzle.State) (*engine, error) {
	e := newEngine(p, true)
	for _, f := range st {
		i, bit, err := e.factCell(f)
		if err != nil {
			return nil, err
		}
		keep := bit
		if f.Not {
			keep = ^bit
		}
		if e.dom[i]&keep == 0 {
			e.dom[i] = 0 // contradictory state: the first step reports it
			e.failed = true
			e.conflict = &move{rule: RuleContradiction, line: -1, cell: i, fail: true, wiped: -1}
			return e, nil
		}
		e.dom[i] &= keep
	}
	return e, nil
}

// factCell resolves a grid fact to its cell and value bit.
func (e *engine) factCell(f puzzle.Fact) (int, uint8, error) {
	if f.IsPair() || f.Row < 1 || f.Row > e.p.H || f.Col < 1 || f.Col > e.p.W {
		return 0, 0, fmt.Errorf("%w: fact %v is not a cell of this %dx%d magnets puzzle", puzzle.ErrBadOption, f, e.p.W, e.p.H)
	}
	bit, ok := charBit(f.Value)
	if !ok {
		return 0, 0, fmt.Errorf("%w: fact %v: value %q is not +, - or x", puzzle.ErrBadOption, f, f.Value)
	}
	return (f.Row-1)*e.p.W + f.Col - 1, bit, nil
}

// charBit maps a solution-block character to its value bit.
func charBit(v string) (uint8, bool) {
	switch v {
	case "+":
		return bitPlus, true
	case "-":
		return bitMinus, true
	case "x":
		return bitNeutral, true
	}
	return 0, false
}

// fact converts an engine fact to the contract's form.
func (e *engine) fact(f cfact) puzzle.Fact {
	return puzzle.CellFact(f.cell/e.w+1, f.cell%e.w+1, string(poleChar(bitValue(f.bit))), f.not)
}

func (e *engine) facts(fs []cfact) []puzzle.Fact {
	out := make([]puzzle.Fact, 0, len(fs))
	for _, f := range fs {
		out = append(out, e.fact(f))
	}
	return out
}

// clueOf numbers line l as the README documents: clue k (1..W) is column
// k, clue W+r is row r.
func (e *engine) clueOf(l int) int {
	if l < e.p.H {
		return e.p.W + l + 1
	}
	return l - e.p.H + 1
}

// lineOfClue is the inverse of clueOf.
func lineOfClue(p *Puzzle, k int) (int, bool) {
	switch {
	case k >= 1 && k <= p.W:
		return p.H + k - 1, true
	case k > p.W && k <= p.W+p.H:
		return k - p.W - 1, true
	}
	return 0, false
}

func (e *engine) cellPair(i int) [2]int { return [2]int{i/e.w + 1, i%e.w + 1} }

// toStep turns a move into the contract's step number n.
func (e *engine) toStep(m *move, n int) puzzle.Step {
	s := puzzle.Step{N: n, Rule: m.rule, Cost: m.cost, Clues: []int{}, Uses: e.facts(m.uses), Text: e.describe(m)}
	if s.Uses == nil {
		s.Uses = []puzzle.Fact{}
	}
	switch {
	case m.fail:
		s.Rule, s.Cost = RuleContradiction, 0
		s.Facts = []puzzle.Fact{}
	case m.rule == RuleProbe:
		a := e.fact(cfact{cell: m.cell, bit: m.bit})
		s.Assumed = &a
		s.Facts = []puzzle.Fact{a.Negate()}
		if len(m.facts) == 1 && !m.facts[0].not {
			s.Facts = append(s.Facts, e.fact(m.facts[0]))
		}
	default:
		s.Facts = e.facts(m.facts)
	}
	switch {
	case m.rule == RuleProbe:
		for _, l := range m.lines {
			s.Clues = append(s.Clues, e.clueOf(l))
		}
		slices.Sort(s.Clues)
		s.Cells = [][2]int{e.cellPair(m.cell)}
	case m.line >= 0:
		s.Clues = []int{e.clueOf(m.line)}
		for _, i := range e.lines[m.line] {
			s.Cells = append(s.Cells, e.cellPair(i))
		}
	case m.cell >= 0:
		s.Cells = [][2]int{e.cellPair(m.cell)}
	}
	return s
}

// ParseState implements puzzle.Explainer: the rows of the solution block
// with '?' for undecided cells ('.' is also read as neutral, as in
// solution blocks). Blank lines and '#' comments are skipped.
func (Kind) ParseState(pz puzzle.Puzzle, file string, data []byte) (puzzle.State, error) {
	p := pz.(*Puzzle)
	var st puzzle.State
	r := 0
	lastLine := 0
	for _, ln := range significantLines(data) {
		lastLine = ln.n
		row := []rune(ln.text[ln.ind:])
		for len(row) > 0 && (row[len(row)-1] == ' ' || row[len(row)-1] == '\t' || row[len(row)-1] == '\r') {
			row = row[:len(row)-1]
		}
		if r >= p.H {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.n, ln.ind+1, "extra row: the puzzle has %d rows", p.H)
		}
		if len(row) != p.W {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.n, ln.ind+1, "state row %d has %d cells, want %d", r+1, len(row), p.W)
		}
		for c, ch := range row {
			v := ""
			switch ch {
			case '?':
				continue
			case '+', '-', 'x':
				v = string(ch)
			case '.':
				v = "x"
			default:
				return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.n, ln.ind+c+1, "bad state cell %q: want + - x or ?", ch)
			}
			if p.Partner[r*p.W+c] < 0 && v != "x" {
				return nil, puzzle.Errorf(puzzle.ErrInvalid, file, ln.n, ln.ind+c+1, "cell (%d,%d) lies in no domino: it can only be x", r+1, c+1)
			}
			st = append(st, puzzle.CellFact(r+1, c+1, v, false))
		}
		r++
	}
	if r < p.H {
		return nil, puzzle.Errorf(puzzle.ErrSyntax, file, lastLine+1, 1, "state has %d rows, want %d", r, p.H)
	}
	return st, nil
}

// SolutionFacts implements puzzle.Explainer: every cell's value.
func (Kind) SolutionFacts(pz puzzle.Puzzle, s puzzle.Solution) []puzzle.Fact {
	sol := asSolution(s)
	if sol == nil {
		return nil
	}
	out := make([]puzzle.Fact, 0, len(sol.Cells))
	for i, v := range sol.Cells {
		out = append(out, puzzle.CellFact(i/sol.W+1, i%sol.W+1, string(poleChar(v)), false))
	}
	return out
}
