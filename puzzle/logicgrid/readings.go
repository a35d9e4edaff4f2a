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
	if err := tooLarge(p, Extended); err != nil {
		return nil, false, err
	}
	q := *p
	q.Clues = fixed
	x, err := EncodeContext(ctx, &q, Extended)
	if err != nil {
		return nil, false, err
	}
	sels := make([][]sat.Var, len(open))
	var project []sat.Var
	for i, readings := range open {
		if len(readings) == 0 {
			return nil, false, fmt.Errorf("logicgrid: sentence %d has no reading", i)
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
			sels[i] = append(sels[i], s)
			project = append(project, s)
		}
		some := make([]sat.Lit, len(sels[i]))
		for r, s := range sels[i] {
			some[r] = s.Pos()
			for _, t := range sels[i][:r] {
				x.CNF.Add(s.Neg(), t.Neg())
			}
		}
		x.CNF.Add(some...)
	}
	s, err := newSolver(ctx, Plan{Method: "cdcl", Encoding: Extended}, x)
	if err != nil {
		return nil, false, err
	}
	_, complete, err = sat.Enumerate(ctx, s, project, limit, func(model []bool) bool {
		combo := make([]int, len(open))
		for i := range sels {
			for r, v := range sels[i] {
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
