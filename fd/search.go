package fd

import (
	"context"
	"fmt"
	"iter"
)

// Label searches depth-first for assignments of vars that satisfy every
// posted constraint, choosing variables and values as opt says, and calls
// yield with each solution (read it with Value); yield returns false to
// stop. The callback must not post constraints or start another search.
//
// Label returns nil when the search space is exhausted or yield stopped it,
// and an error wrapping ErrLimit when the context's deadline, cancellation
// or node limit (WithNodeLimit) stopped it first. Either way the store is
// restored to its state before the call.
func (s *Store) Label(ctx context.Context, vars []Var, opt LabelOptions, yield func() bool) error {
	if opt.Var > MaxRegret || opt.Value > Random {
		return fmt.Errorf("%w: %v", ErrLabelOption, opt)
	}
	// One depth-first loop: Search with the labeling brancher makes the
	// same tree, counts and order (enum n-ary, the others binary).
	return s.Search(ctx, vars, SearchOptions{Label: opt}, yield)
}

// middle returns the domain value closest to the midpoint of x's bounds;
// down mirrors the rule (midpoint rounded up, ties to the larger value).
func (s *Store) middle(x Var, down bool) int {
	lo, hi := s.Min(x), s.Max(x)
	t := (lo + hi) >> 1
	if down {
		t = -((-lo - hi) >> 1)
	}
	if s.Contains(x, t) {
		return t
	}
	p, _ := s.Prev(x, t)
	n, _ := s.Next(x, t)
	switch {
	case t-p < n-t:
		return p
	case n-t < t-p:
		return n
	case down:
		return n
	default:
		return p
	}
}

// selectVar returns the index and the variable to label next, or -1 when
// every variable is fixed. Ties go to the leftmost variable.
func (s *Store) selectVar(vars []Var, from int, how VarChoice) (int, Var) {
	best := -1
	var key, key2 int64
	for i := from; i < len(vars); i++ {
		vs := &s.vars[vars[i]]
		if vs.size == 1 {
			continue
		}
		var k, k2 int64 // larger is better
		switch how {
		case Leftmost:
			return i, vars[i]
		case SmallestMin:
			k = -int64(vs.min)
		case LargestMax:
			k = int64(vs.max)
		case FirstFail:
			k = -int64(vs.size)
		case AntiFirstFail:
			k = int64(vs.size)
		case Occurrence:
			k = int64(s.occurrences(vars[i]))
		case FFC:
			k = -int64(vs.size)
			if best >= 0 && k < key {
				continue
			}
			k2 = int64(s.occurrences(vars[i]))
		case MaxRegret:
			second, _ := s.Next(vars[i], int(vs.min))
			k = int64(second) - int64(vs.min)
		}
		if best < 0 || k > key || (k == key && k2 > key2) {
			best, key, key2 = i, k, k2
			if how == FirstFail && vs.size == 2 {
				break // nothing smaller is left to find
			}
		}
	}
	if best < 0 {
		return -1, -1
	}
	return best, vars[best]
}

// Solve returns the values of vars in the first solution, or nil if there
// is none.
func (s *Store) Solve(ctx context.Context, vars []Var, opt LabelOptions) ([]int, error) {
	var sol []int
	err := s.Label(ctx, vars, opt, func() bool {
		sol = s.values(vars)
		return false
	})
	return sol, err
}

// Solutions returns the values of vars in each solution, in search order,
// at most max of them (max ≤ 0: all).
func (s *Store) Solutions(ctx context.Context, vars []Var, opt LabelOptions, max int) ([][]int, error) {
	var sols [][]int
	err := s.Label(ctx, vars, opt, func() bool {
		sols = append(sols, s.values(vars))
		return max <= 0 || len(sols) < max
	})
	return sols, err
}

// CountSolutions counts solutions, stopping at limit (limit ≤ 0: no cap). A count
// below the cap is exact; a count equal to it means "at least that many".
func (s *Store) CountSolutions(ctx context.Context, vars []Var, opt LabelOptions, limit int) (int, error) {
	n := 0
	err := s.Label(ctx, vars, opt, func() bool {
		n++
		return limit <= 0 || n < limit
	})
	return n, err
}

// All iterates over the solutions, one at a time, as the values of vars;
// breaking out of the loop stops the search. A search stopped by a limit
// ends with one last pair (nil, error wrapping ErrLimit).
func (s *Store) All(ctx context.Context, vars []Var, opt LabelOptions) iter.Seq2[[]int, error] {
	return func(yield func([]int, error) bool) {
		stopped := false
		err := s.Label(ctx, vars, opt, func() bool {
			stopped = !yield(s.values(vars), nil)
			return !stopped
		})
		if err != nil && !stopped {
			yield(nil, err)
		}
	}
}

func (s *Store) values(vars []Var) []int {
	out := make([]int, len(vars))
	for i, x := range vars {
		out[i] = s.Value(x)
	}
	return out
}
