package logicgrid

import (
	"context"
	"fmt"

	"deduce/sat"
)

// SatisfiableReadings lists the combinations of readings under which p has
// at least one solution, for a puzzle whose sentences read one way (fixed)
// or several (open[i] lists sentence i's readings, each a conjunction of
// clues). A combination gives one reading index per open sentence.
//
// One formula holds every reading: a selector variable per reading, exactly
// one selector per sentence, and each reading's clauses guarded by its
// selector. Enumerating its models projected on the selectors yields each
// satisfiable combination once, where trying the combinations one by one
// solves their product (six sentences of 4, 2, 2, 2, 2 and 2 readings are
// 128 solves; a published puzzle has one or two satisfiable ones).
//
// At most limit combinations are listed (0: all); complete reports whether
// the list is all of them. p's own clues are ignored.
func SatisfiableReadings(ctx context.Context, p *Puzzle, fixed []Clue, open [][][]Clue, limit int) (combos [][]int, complete bool, err error) {
	f, err := newReadingsFormula(ctx, p, fixed, open)
	if err != nil {
		return nil, false, err
	}
	_, complete, err = sat.Enumerate(ctx, f.s, f.project, limit, func(model []bool) bool {
		combo := make([]int, len(open))
		for i := range f.sels {
			for r, v := range f.sels[i] {
				if int(v) < len(model) && model[v] {
					combo[i] = r
				}
			}
		}
		combos = append(combos, combo)
		return true
	})
	if err != nil {
		return combos, false, err
	}
	return combos, complete, nil
}

// ReadingsSolutions lists the solutions p has under any combination of
// readings (fixed and open as for SatisfiableReadings), each once, at most
// limit (0: all); complete reports whether the list is all of them. When
// there is exactly one, every combination that allows a solution allows
// only it: the puzzle's answer does not depend on how its sentences are
// read, among the readings given.
func ReadingsSolutions(ctx context.Context, p *Puzzle, fixed []Clue, open [][][]Clue, limit int) (sols []*Solution, complete bool, err error) {
	f, err := newReadingsFormula(ctx, p, fixed, open)
	if err != nil {
		return nil, false, err
	}
	_, complete, err = sat.Enumerate(ctx, f.s, f.x.projection(), limit, func(model []bool) bool {
		sols = append(sols, f.x.Decode(model))
		return true
	})
	if err != nil {
		return sols, false, err
	}
	return sols, complete, nil
}

// readingsFormula is p's small encoding (the fewest clauses: it is built
// for every puzzle with a sentence read several ways) with fixed's clauses and every
// reading of open guarded by a selector (sels[i][r]; project lists them
// all), loaded into a cdcl solver.
type readingsFormula struct {
	x       *Encoded
	sels    [][]sat.Var
	project []sat.Var
	s       sat.Solver
}

func newReadingsFormula(ctx context.Context, p *Puzzle, fixed []Clue, open [][][]Clue) (*readingsFormula, error) {
	if err := tooLarge(p, Small); err != nil {
		return nil, err
	}
	q := *p
	q.Clues = fixed
	x, err := EncodeContext(ctx, &q, Small)
	if err != nil {
		return nil, err
	}
	f := &readingsFormula{x: x, sels: make([][]sat.Var, len(open))}
	for i, readings := range open {
		if len(readings) == 0 {
			return nil, fmt.Errorf("logicgrid: sentence %d has no reading", i)
		}
		for _, reading := range readings {
			s := x.CNF.NewVar()
			start := len(x.CNF.Clauses)
			for _, c := range reading {
				x.clue(c)
			}
			for k := start; k < len(x.CNF.Clauses); k++ {
				x.CNF.Clauses[k] = append(sat.Clause{s.Neg()}, x.CNF.Clauses[k]...)
			}
			f.sels[i] = append(f.sels[i], s)
			f.project = append(f.project, s)
		}
		some := make([]sat.Lit, len(f.sels[i]))
		for r, s := range f.sels[i] {
			some[r] = s.Pos()
			for _, t := range f.sels[i][:r] {
				x.CNF.Add(s.Neg(), t.Neg())
			}
		}
		x.CNF.Add(some...)
	}
	f.s, err = newSolver(ctx, Plan{Method: "cdcl", Encoding: Small}, x)
	if err != nil {
		return nil, err
	}
	return f, nil
}
