package english

import (
	"context"
	"fmt"
	"strings"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// Diagnosis says why a puzzle read from English does not have exactly one
// solution, in terms of its sentences, so a person can fix the text or see
// the misreading: "No solution" alone is never the whole answer.
type Diagnosis struct {
	Status string // "unique", "none", "several" or "unknown" (the work was cut short)
	// Conflict: for "none", a smallest set of sentences (0-based indexes
	// into Reading.Sentences) that cannot all hold: dropping any one of
	// them leaves the rest satisfiable.
	Conflict []int
	// Pair: for "several", two solutions and the cells where they differ.
	Pair   [2]*logicgrid.Solution
	Differ []Cell
	// Message says it in words.
	Message string
}

// Cell is one entity's item of one category in two solutions.
type Cell struct {
	Entity   string `json:"entity"` // the entity's first-category item
	Category string `json:"category"`
	A        string `json:"a"` // its item in Pair[0]
	B        string `json:"b"` // and in Pair[1]
}

// maxMUSSolves bounds the solver calls of the conflict search.
const maxMUSSolves = 200

// Diagnose counts the solutions of r's puzzle (up to 2) and, unless there
// is exactly one, says why: a minimal set of conflicting sentences (found
// by deletion, each candidate set solved), or two solutions and where they
// differ.
func Diagnose(ctx context.Context, r *Reading) (Diagnosis, error) {
	p := r.Puzzle
	res, err := logicgrid.Count(ctx, p, puzzle.SolveOptions{Limit: 2})
	if err != nil {
		return Diagnosis{}, err
	}
	switch {
	case !res.Complete && res.Count < 2:
		return Diagnosis{Status: "unknown", Message: "the solver could not decide in time"}, nil
	case res.Count == 1:
		return Diagnosis{Status: "unique", Message: "exactly one solution"}, nil
	case res.Count >= 2:
		a, b := res.Solutions[0].(*logicgrid.Solution), res.Solutions[1].(*logicgrid.Solution)
		dg := Diagnosis{Status: "several", Pair: [2]*logicgrid.Solution{a, b}}
		for d := 1; d < p.M(); d++ {
			for e := range a.Of[0] {
				if a.Of[d][e] != b.Of[d][e] {
					dg.Differ = append(dg.Differ, Cell{Entity: p.Domains[0].Items[e], Category: p.Domains[d].Name,
						A: p.Domains[d].Items[a.Of[d][e]], B: p.Domains[d].Items[b.Of[d][e]]})
				}
			}
		}
		var cells []string
		for _, c := range dg.Differ {
			cells = append(cells, fmt.Sprintf("%s's %s is %s in one and %s in the other", c.Entity, singular(strings.ToLower(c.Category)), c.A, c.B)) // "Ella's price"
		}
		dg.Message = "several solutions; two of them differ where " + strings.Join(cells, ", ")
		return dg, nil
	}
	conflict, complete, err := conflictSet(ctx, r)
	if err != nil {
		return Diagnosis{}, err
	}
	dg := Diagnosis{Status: "none", Conflict: conflict}
	var read []string
	pl := newPlainer(p)
	for _, i := range conflict {
		s := r.Sentences[i]
		read = append(read, fmt.Sprintf("clue %d (line %d) was read as %q", i+1, s.Line, pl.say(s.Clues())))
	}
	switch {
	case len(conflict) == 1:
		dg.Message = fmt.Sprintf("no solution: clue %d cannot hold by itself: %s", conflict[0]+1, strings.Join(read, ""))
	default:
		dg.Message = fmt.Sprintf("no solution: %s cannot all hold: %s", sentenceList(r, conflict), strings.Join(read, "; "))
	}
	if !complete {
		dg.Message += " (the search for the smallest such set was cut short; it may not be the smallest)"
	}
	return dg, nil
}

// conflictSet finds a minimal unsatisfiable subset of r's sentences by
// deletion: drop each sentence in turn and keep it out while the rest
// still has no solution. complete is false when the solve budget ran out
// (the set is then unsatisfiable but maybe not minimal).
func conflictSet(ctx context.Context, r *Reading) (set []int, complete bool, err error) {
	keep := make([]bool, len(r.Sentences))
	for i := range keep {
		keep[i] = true
	}
	solves := 0
	complete = true
	for i := range r.Sentences {
		if solves == maxMUSSolves {
			complete = false
			break
		}
		keep[i] = false
		solves++
		sat, decided, err := satisfiable(ctx, r, keep)
		if err != nil {
			return nil, false, err
		}
		if sat || !decided {
			keep[i] = true // needed (or unknown: kept, to stay unsatisfiable)
			complete = complete && decided
		}
	}
	for i, k := range keep {
		if k {
			set = append(set, i)
		}
	}
	return set, complete, nil
}

// satisfiable solves the puzzle with only the kept sentences' clues.
func satisfiable(ctx context.Context, r *Reading, keep []bool) (sat, decided bool, err error) {
	q := *r.Puzzle
	q.Clues = nil
	for i, s := range r.Sentences {
		if keep[i] {
			q.Clues = append(q.Clues, s.Clues()...)
		}
	}
	res, err := logicgrid.Count(ctx, &q, puzzle.SolveOptions{Limit: 1})
	if err != nil {
		return false, false, err
	}
	return res.Count > 0, res.Count > 0 || res.Complete, nil
}
