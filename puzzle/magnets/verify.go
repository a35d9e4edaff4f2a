package magnets

import (
	"context"
	"fmt"

	"deduce/puzzle"
	"deduce/sat"
)

// VerifyStep implements puzzle.StepVerifier, independently of the rule
// engine: it encodes the puzzle in CNF keeping only the clues the step
// cites (every other line's counts hidden), adds each use as a unit clause
// and the clause "some fact of the step is false", and asks a SAT solver
// for a model. Unsatisfiable means the facts follow. A step without facts
// (a contradiction) must make the clues and uses alone unsatisfiable. The
// domino and like-pole rules are part of the encoding on the cells the step
// names, the cells of its cited lines and their dominoes' other halves.
func (Kind) VerifyStep(ctx context.Context, pz puzzle.Puzzle, st puzzle.Step) error {
	p := pz.(*Puzzle)
	q := p.Clone()
	q.Known = nil
	for _, cs := range [][]int{q.RowPlus, q.RowMinus, q.ColPlus, q.ColMinus} {
		for j := range cs {
			cs[j] = Unknown
		}
	}
	for _, k := range st.Clues {
		l, ok := lineOfClue(p, k)
		if !ok {
			return fmt.Errorf("%w: step %d cites clue %d; this puzzle has clues 1..%d", puzzle.ErrCheckFailed, st.N, k, p.W+p.H)
		}
		if l < p.H {
			q.RowPlus[l], q.RowMinus[l] = p.RowPlus[l], p.RowMinus[l]
		} else {
			q.ColPlus[l-p.H], q.ColMinus[l-p.H] = p.ColPlus[l-p.H], p.ColMinus[l-p.H]
		}
	}
	// Only the cells the step can depend on keep their dominoes; the rest
	// of the board becomes blank singletons (always neutral). That changes
	// no answer: a model of the whole board restricted to these cells, the
	// rest neutral, is still a model (the lines that would count the rest
	// are not cited, and a neutral cell breaks no like-pole rule), and the
	// solver stays small, since a hint on a 10x10 board cites a line or two.
	for i, in := range stepCells(p, st) {
		if !in {
			q.Partner[i] = -1
		}
	}
	// The plain encoding: each line's counts over its cells' pole literals.
	e := encodeWith(q, sat.EncDefault, encOpts{})
	f := e.f
	// lit gives the literal of "fact holds"; constant facts (about a cell
	// in no domino) report their truth value instead.
	lit := func(fc puzzle.Fact) (l sat.Lit, constant, truth bool, err error) {
		if fc.IsPair() || fc.Row < 1 || fc.Row > p.H || fc.Col < 1 || fc.Col > p.W {
			return 0, false, false, fmt.Errorf("%w: step %d: fact %v is not a cell of this puzzle", puzzle.ErrCheckFailed, st.N, fc)
		}
		i := (fc.Row-1)*p.W + fc.Col - 1
		var pos sat.Lit
		switch fc.Value {
		case "+":
			pos = e.plus[i]
		case "-":
			pos = e.minu[i]
		case "x":
			if e.magnet[i] != 0 {
				pos = -e.magnet[i]
			}
		default:
			return 0, false, false, fmt.Errorf("%w: step %d: fact %v has an unknown value", puzzle.ErrCheckFailed, st.N, fc)
		}
		if pos == 0 { // a cell in no domino: neutral, never a pole
			return 0, true, (fc.Value == "x") != fc.Not, nil
		}
		if fc.Not {
			pos = -pos
		}
		return pos, false, false, nil
	}
	for _, u := range st.Uses {
		l, constant, truth, err := lit(u)
		if err != nil {
			return err
		}
		if constant {
			if !truth {
				return fmt.Errorf("%w: step %d uses %v, which cannot hold", puzzle.ErrCheckFailed, st.N, u)
			}
			continue
		}
		f.Add(l)
	}
	if len(st.Facts) > 0 {
		var clause []sat.Lit
		for _, fc := range st.Facts {
			l, constant, truth, err := lit(fc)
			if err != nil {
				return err
			}
			if constant {
				if !truth {
					return fmt.Errorf("%w: step %d claims %v, which cannot hold", puzzle.ErrCheckFailed, st.N, fc)
				}
				continue
			}
			clause = append(clause, -l)
		}
		f.Add(clause...)
	}
	s, err := sat.New("cdcl")
	if err != nil {
		return err
	}
	sat.Load(s, f)
	switch s.Solve(ctx) {
	case sat.Unsat:
		return nil
	case sat.Sat:
		sol := e.decode(q, s.Model())
		return fmt.Errorf("%w: step %d (%s): its facts do not follow from clues %v and uses %v; a counterexample:\n%s",
			puzzle.ErrCheckFailed, st.N, st.Rule, st.Clues, st.Uses, sol)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	return fmt.Errorf("%w: step %d: the SAT solver gave no answer", puzzle.ErrCheckFailed, st.N)
}

// stepCells marks the cells a step can depend on: those of its cited lines
// and of its uses and facts, each with its domino partner.
func stepCells(p *Puzzle, st puzzle.Step) []bool {
	in := make([]bool, p.W*p.H)
	mark := func(r, c int) { // 0-based
		if r >= 0 && r < p.H && c >= 0 && c < p.W {
			in[r*p.W+c] = true
		}
	}
	for _, k := range st.Clues {
		l, ok := lineOfClue(p, k)
		switch {
		case !ok:
		case l < p.H:
			for c := range p.W {
				mark(l, c)
			}
		default:
			for r := range p.H {
				mark(r, l-p.H)
			}
		}
	}
	for _, fc := range append(append([]puzzle.Fact(nil), st.Uses...), st.Facts...) {
		mark(fc.Row-1, fc.Col-1)
	}
	for i, q := range p.Partner {
		if in[i] && q >= 0 {
			in[q] = true
		}
	}
	return in
}
