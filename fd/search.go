package fd

import (
	"context"
	"fmt"
	"iter"
	"math/rand/v2"
	"time"
)

// alternative says what a choice point tries when it is resumed.
type alternative uint8

const (
	altRemove   alternative = iota // X ≠ val (final)
	altSetMin                      // X ≥ val (final)
	altSetMax                      // X ≤ val (final)
	altEnumUp                      // the next value above val
	altEnumDown                    // the next value below val
)

// choice is an open choice point of the depth-first search.
type choice struct {
	x     Var
	val   int32
	next  alternative
	start int32 // where the leftmost scan started at this node
	depth int32 // depth of the node that made the choice
}

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
	if err := s.checkVars("Label", vars...); err != nil {
		return err
	}
	if opt.Var > MaxRegret || opt.Value > Random {
		return fmt.Errorf("%w: %v", ErrLabelOption, opt)
	}
	began := time.Now()
	defer func() { s.stats.Elapsed += time.Since(began) }()
	if s.failed {
		return nil
	}
	var rng *rand.Rand
	if opt.Value == Random {
		rng = rand.New(rand.NewPCG(opt.Seed, 0x9e3779b97f4a7c15))
	}
	limit := nodeLimit(ctx)
	done := ctx.Done()
	var nodes int64

	base := len(s.levels)
	s.push() // our own level: everything below is undone when we return
	s.searching++
	defer func() {
		for len(s.levels) > base {
			s.pop()
		}
		s.searching--
	}()

	stack := make([]choice, 0, 64)
	ok := s.fixpoint()
	if !ok {
		s.stats.Failures++
	}
	from := 0       // leftmost: variables before this index are fixed
	var depth int32 // of the current node in the search tree, the root at 0
	for {
		if ok {
			i, x := s.selectVar(vars, from, opt.Var)
			if x >= 0 {
				if nodes == limit {
					return fmt.Errorf("%w: %d nodes", ErrLimit, limit)
				}
				if nodes&63 == 0 && done != nil {
					select {
					case <-done:
						return fmt.Errorf("%w: %w", ErrLimit, ctx.Err())
					default:
					}
				}
				nodes++
				s.stats.Nodes++
				c := choice{x: x, start: int32(i), depth: depth}
				s.push()
				stack = append(stack, c)
				depth++
				if int64(depth) > s.stats.MaxDepth {
					s.stats.MaxDepth = int64(depth)
				}
				if opt.Var == Leftmost {
					from = i
				}
				s.branch(&stack[len(stack)-1], opt, rng)
				if ok = s.fixpoint(); !ok {
					s.stats.Failures++
				}
				continue
			}
			s.stats.Solutions++
			if !yield() {
				return nil
			}
		}
		// Backtrack: resume the newest choice point with its next alternative.
		for {
			if len(stack) == 0 {
				return nil
			}
			if nodes == limit {
				return fmt.Errorf("%w: %d nodes", ErrLimit, limit)
			}
			nodes++
			s.stats.Nodes++
			top := &stack[len(stack)-1]
			if opt.Var == Leftmost {
				from = int(top.start)
			}
			depth = top.depth + 1 // every alternative is a child of the choosing node
			var closed bool
			ok, closed = s.resume(top)
			if closed {
				stack = stack[:len(stack)-1]
			}
			ok = ok && s.fixpoint()
			if ok {
				break
			}
			s.stats.Failures++
		}
	}
}

// branch applies the first alternative of a new choice point on c.x and
// records the next one in c.
func (s *Store) branch(c *choice, opt LabelOptions, rng *rand.Rand) {
	x := c.x
	vs := &s.vars[x]
	var v int32
	switch opt.Value {
	case Step, Enum:
		v = vs.min
		if opt.Down {
			v = vs.max
		}
		if opt.Value == Enum {
			c.next = altEnumUp
			if opt.Down {
				c.next = altEnumDown
			}
		}
	case Bisect:
		m := (vs.min + vs.max) >> 1 // floor, also for negative sums
		if opt.Down {
			c.val, c.next = m, altSetMax
			s.SetMin(x, int(m)+1)
		} else {
			c.val, c.next = m+1, altSetMin
			s.SetMax(x, int(m))
		}
		return
	case Median:
		k := int(vs.size)
		if opt.Down {
			v = int32(s.nth(x, k/2))
		} else {
			v = int32(s.nth(x, (k-1)/2))
		}
	case Middle:
		v = int32(s.middle(x, opt.Down))
	case Random:
		v = int32(s.nth(x, rng.IntN(int(vs.size))))
	}
	c.val = v
	s.Assign(x, int(v))
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

// resume undoes the subtree below choice point c and applies its next
// alternative. It reports whether that alternative was the last one: then
// the choice point is closed and its changes go to the parent's trail segment.
func (s *Store) resume(c *choice) (ok, closed bool) {
	x := c.x
	switch c.next {
	case altEnumUp, altEnumDown:
		s.undo()
		var v int
		var more bool
		if c.next == altEnumUp {
			v, _ = s.Next(x, int(c.val))
			_, more = s.Next(x, v)
		} else {
			v, _ = s.Prev(x, int(c.val))
			_, more = s.Prev(x, v)
		}
		if !more {
			s.pop()
		}
		c.val = int32(v)
		return s.Assign(x, v), !more
	case altRemove:
		s.pop()
		return s.Remove(x, int(c.val)), true
	case altSetMin:
		s.pop()
		return s.SetMin(x, int(c.val)), true
	default:
		s.pop()
		return s.SetMax(x, int(c.val)), true
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
