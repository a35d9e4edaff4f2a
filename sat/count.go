package sat

import (
	"context"
	"errors"
	"fmt"
)

// ErrUndecided is returned when counting stops because the solver answered
// Unknown for a reason other than ctx (an incomplete method gave up).
var ErrUndecided = errors.New("sat: solver could not decide")

// Count counts the models of the clauses in s, told apart by the variables
// in project (nil means 1..s.NumVars()), stopping once limit models are
// found (limit <= 0: no cap). complete reports that the count is exact: no
// model is left. Each model found is blocked by a clause over project that
// stays in s.
//
// It returns an error when a solve answers Unknown: ctx's error when ctx
// ended, [ErrUndecided] otherwise; n then counts the models found so far.
func Count(ctx context.Context, s Solver, project []Var, limit int) (n int, complete bool, err error) {
	return Enumerate(ctx, s, project, limit, nil)
}

// Enumerate is [Count] that also calls yield with each model (full, not
// projected; the caller may keep it). Enumeration stops early, incomplete,
// when yield returns false.
func Enumerate(ctx context.Context, s Solver, project []Var, limit int, yield func(model []bool) bool) (n int, complete bool, err error) {
	if project == nil {
		project = make([]Var, s.NumVars())
		for i := range project {
			project[i] = Var(i + 1)
		}
	}
	block := make([]Lit, len(project))
	for {
		if limit > 0 && n >= limit {
			return n, false, nil
		}
		switch s.Solve(ctx) {
		case Unsat:
			return n, true, nil
		case Unknown:
			if e := ctx.Err(); e != nil {
				return n, false, fmt.Errorf("sat: counting stopped after %d models: %w", n, e)
			}
			return n, false, fmt.Errorf("%w (method %s, after %d models)", ErrUndecided, s.Method(), n)
		}
		m := s.Model()
		n++
		if yield != nil && !yield(m) {
			return n, false, nil
		}
		for i, v := range project {
			val := int(v) < len(m) && m[v]
			block[i] = v.Lit(!val)
		}
		s.AddClause(block...)
	}
}

// CountFormula counts the models of f with a fresh solver of the named
// method, projected on f's own variables 1..f.NumVars (never on the aux
// variables of lowered cardinality constraints).
func CountFormula(ctx context.Context, method string, f *Formula, limit int) (n int, complete bool, err error) {
	s, err := New(method)
	if err != nil {
		return 0, false, err
	}
	Load(s, f)
	project := make([]Var, f.NumVars)
	for i := range project {
		project[i] = Var(i + 1)
	}
	return Count(ctx, s, project, limit)
}
