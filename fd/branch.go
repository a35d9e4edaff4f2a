package fd

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"
)

// BranchOp is the relation of a choice's first alternative; for the
// binary ones the second alternative is its negation.
type BranchOp uint8

// Branching relations.
const (
	BranchEq BranchOp = iota // X = Val ; X ≠ Val
	BranchLe                 // X ≤ Val ; X > Val
	BranchGe                 // X ≥ Val ; X < Val
	// BranchEnum is SICStus's enum: one alternative per value, X = Val,
	// then X = each next value of X's domain above Val; BranchEnumDown
	// takes the values below Val, downwards.
	BranchEnum
	BranchEnumDown
)

// Choice is one branching: X Op Val first, then the other alternatives.
type Choice struct {
	X   Var
	Op  BranchOp
	Val int
}

// Brancher is a search's variable and value choice, after Gecode's
// brancher contract: at every node whose propagation reached a fixpoint,
// Search asks it for a Choice; it answers false when it has nothing left to
// branch on, and the node is then a solution. Choose reads the store
// (domains, [Store.Weight]) and must not prune it or post constraints. A
// brancher may keep state across calls that does not depend on the branch
// (a random generator, learned weights), since it is not told about
// backtracking; it must only return a choice whose both alternatives prune
// (X unfixed, Val inside X's bounds so that neither side is empty).
type Brancher interface {
	Choose(s *Store) (Choice, bool)
}

// BrancherFunc adapts a function to Brancher.
type BrancherFunc func(s *Store) (Choice, bool)

// Choose implements Brancher.
func (f BrancherFunc) Choose(s *Store) (Choice, bool) { return f(s) }

// Restarts configures restart-based search: the k-th run stops after
// Scale·luby(k) failed nodes (the Luby sequence 1 1 2 1 1 2 4 ...) and the
// search starts again from its root. A brancher that randomises its choices
// (seeded) or learns from failures ([Store.Weight]) then takes a different
// path. Scale 0 means no restarts.
//
// Restarts do not lose or repeat solutions: each solution found is blocked
// by a nogood (not all of vars take its values) for the later runs, and the
// cutoffs grow without bound, so the last run is a complete search of what
// is left. The nogoods are dropped when Search returns.
type Restarts struct {
	Scale int64
}

// SearchOptions configure [Store.Search].
type SearchOptions struct {
	// Label is the built-in variable and value choice, used when Brancher
	// is nil (LabelBrancher): Search then makes Label's search tree.
	Label LabelOptions
	// Brancher, if set, chooses instead of Label: a kind's own heuristic.
	Brancher Brancher
	Restarts Restarts
}

// LabelBrancher returns the built-in labeling of vars as a Brancher: the
// choices Label makes (Enum n-ary, the other value choices binary). Its
// Random value choice draws from a PCG generator seeded with opt.Seed.
func LabelBrancher(vars []Var, opt LabelOptions) Brancher {
	return &labelBrancher{vars: vars, opt: opt, rng: rand.New(rand.NewPCG(opt.Seed, 0x9e3779b97f4a7c15))}
}

type labelBrancher struct {
	vars []Var
	opt  LabelOptions
	rng  *rand.Rand
}

func (b *labelBrancher) Choose(s *Store) (Choice, bool) {
	_, x := s.selectVar(b.vars, 0, b.opt.Var)
	if x < 0 {
		return Choice{}, false
	}
	vs := &s.vars[x]
	switch b.opt.Value {
	case Bisect:
		m := int((vs.min + vs.max) >> 1)
		if b.opt.Down {
			return Choice{x, BranchGe, m + 1}, true
		}
		return Choice{x, BranchLe, m}, true
	case Median:
		k := int(vs.size)
		if b.opt.Down {
			return Choice{x, BranchEq, s.nth(x, k/2)}, true
		}
		return Choice{x, BranchEq, s.nth(x, (k-1)/2)}, true
	case Middle:
		return Choice{x, BranchEq, s.middle(x, b.opt.Down)}, true
	case Random:
		return Choice{x, BranchEq, s.nth(x, b.rng.IntN(int(vs.size)))}, true
	}
	op, down := BranchEq, BranchEq
	if b.opt.Value == Enum {
		op, down = BranchEnum, BranchEnumDown
	}
	if b.opt.Down {
		return Choice{x, down, int(vs.max)}, true
	}
	return Choice{x, op, int(vs.min)}, true
}

// Weight is the variable's accumulated failure count: how many times the
// propagators attached to x failed, over every search of this store, plus
// one per propagator (its degree), as in dom/wdeg and Gecode's AFC. A
// brancher divides the domain size by it to branch where failures happen.
func (s *Store) Weight(x Var) int64 {
	var w int64
	for _, id := range s.watch[x].occ {
		w += 1 + int64(s.afc[id])
	}
	return w
}

// Search is [Store.Label] with a pluggable brancher and restarts: it looks
// depth-first for assignments that satisfy every constraint, calling yield
// with each solution (read it with Value; false stops). A node where the
// brancher has nothing left is a solution; every variable of vars must
// then be fixed, or Search returns an error wrapping ErrArgument (a
// brancher that forgot a variable would otherwise report non-solutions).
// Limits, the store's restoration and the statistics are as for Label;
// Stats.Restarts counts the restarts.
func (s *Store) Search(ctx context.Context, vars []Var, opt SearchOptions, yield func() bool) error {
	if err := s.checkVars("Label", vars...); err != nil {
		return err
	}
	if opt.Label.Var > MaxRegret || opt.Label.Value > Random {
		return fmt.Errorf("%w: %v", ErrLabelOption, opt.Label)
	}
	if opt.Restarts.Scale < 0 {
		return fmt.Errorf("%w: Search: negative restart scale %d", ErrArgument, opt.Restarts.Scale)
	}
	began := time.Now()
	defer func() { s.stats.Elapsed += time.Since(began) }()
	if s.failed {
		return nil
	}
	br := opt.Brancher
	if br == nil {
		br = LabelBrancher(vars, opt.Label)
	}
	limit := nodeLimit(ctx)
	done := ctx.Done()
	var nodes int64

	base := len(s.levels)
	firstNogood := len(s.props)
	s.push() // our own level: everything below is undone when we return
	s.searching++
	defer func() {
		for len(s.levels) > base {
			s.pop()
		}
		s.dropProps(firstNogood)
		s.searching--
	}()

	type open struct {
		c     Choice
		depth int32
	}
	stack := make([]open, 0, 64)
	var depth int32
	restarting := opt.Restarts.Scale > 0
	run, runFails := 1, int64(0)
	cutoff := opt.Restarts.Scale * Luby(1)
	var found [][]int32 // solutions not yet blocked by a nogood
	fail := func() {
		s.stats.Failures++
		runFails++
	}
	ok := s.fixpoint()
	if !ok {
		s.stats.Failures++
	}
	for {
		if ok {
			c, more := br.Choose(s)
			if !more {
				for _, x := range vars {
					if s.vars[x].size != 1 {
						return fmt.Errorf("%w: Search: the brancher stopped with variable %d unfixed (%s)", ErrArgument, x, s.DomainString(x))
					}
				}
				s.stats.Solutions++
				if restarting {
					sol := make([]int32, len(vars))
					for i, x := range vars {
						sol[i] = s.vars[x].min
					}
					found = append(found, sol)
				}
				if !yield() {
					return nil
				}
				ok = false // go on: backtrack from the solution
				continue
			}
			if err := s.checkChoice(c); err != nil {
				return err
			}
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
			s.push()
			stack = append(stack, open{c, depth})
			depth++
			s.stats.MaxDepth = max(s.stats.MaxDepth, int64(depth))
			if ok = s.commit(c, false) && s.fixpoint(); !ok {
				fail()
			}
			continue
		}
		if restarting && runFails >= cutoff && len(stack) > 0 {
			// Restart: back to the search's root, solutions so far blocked.
			for len(s.levels) > base+1 {
				s.pop()
			}
			s.undo()
			stack, depth = stack[:0], 0
			for _, sol := range found {
				s.addNogood(vars, sol)
			}
			found = found[:0]
			run++
			runFails, cutoff = 0, opt.Restarts.Scale*Luby(run)
			s.stats.Restarts++
			if ok = s.fixpoint(); !ok {
				return nil // the nogoods refute the root: no solution is left
			}
			continue
		}
		// Backtrack: the newest open choice takes its second alternative,
		// which closes it (its changes go to the parent's trail segment).
		if len(stack) == 0 {
			return nil
		}
		if nodes == limit {
			return fmt.Errorf("%w: %d nodes", ErrLimit, limit)
		}
		nodes++
		s.stats.Nodes++
		top := &stack[len(stack)-1]
		depth = top.depth + 1
		if top.c.Op == BranchEnum || top.c.Op == BranchEnumDown {
			// The next value: undo the subtree, keep the choice's level
			// open while values remain after this one.
			s.undo()
			v, _, more := s.nextEnum(top.c) // one follows: the choice is still open
			top.c.Val = v
			if !more {
				stack = stack[:len(stack)-1]
				s.pop()
			}
			if ok = s.Assign(top.c.X, v) && s.fixpoint(); !ok {
				fail()
			}
			continue
		}
		c := top.c
		stack = stack[:len(stack)-1]
		s.pop()
		if ok = s.commit(c, true) && s.fixpoint(); !ok {
			fail()
		}
	}
}

// checkChoice rejects a choice that is not a real branching.
func (s *Store) checkChoice(c Choice) error {
	if c.X < 0 || int(c.X) >= len(s.vars) || c.Op > BranchEnumDown {
		return fmt.Errorf("%w: Search: the brancher chose %+v", ErrArgument, c)
	}
	vs := &s.vars[c.X]
	lo, hi := int(vs.min), int(vs.max)
	bad := vs.size == 1
	switch c.Op {
	case BranchEq:
		bad = bad || !s.Contains(c.X, c.Val)
	case BranchEnum, BranchEnumDown:
		_, next, _ := s.nextEnum(c)
		bad = bad || !s.Contains(c.X, c.Val) || !next
	case BranchLe:
		bad = bad || c.Val < lo || c.Val >= hi
	case BranchGe:
		bad = bad || c.Val <= lo || c.Val > hi
	}
	if bad {
		return fmt.Errorf("%w: Search: the brancher chose %+v on domain %s: one alternative would be empty", ErrArgument, c, s.DomainString(c.X))
	}
	return nil
}

// nextEnum returns the value an enum choice tries after c.Val (ok false:
// none) and whether another value follows that one.
func (s *Store) nextEnum(c Choice) (v int, ok, more bool) {
	step := s.Next
	if c.Op == BranchEnumDown {
		step = s.Prev
	}
	if v, ok = step(c.X, c.Val); !ok {
		return 0, false, false
	}
	_, more = step(c.X, v)
	return v, true, more
}

// commit applies the first alternative of c, or (binary choices) its negation.
func (s *Store) commit(c Choice, second bool) bool {
	switch {
	case (c.Op == BranchEnum || c.Op == BranchEnumDown) && !second:
		return s.Assign(c.X, c.Val)
	case c.Op == BranchEq && !second:
		return s.Assign(c.X, c.Val)
	case c.Op == BranchEq:
		return s.Remove(c.X, c.Val)
	case c.Op == BranchLe && !second, c.Op == BranchGe && second:
		if c.Op == BranchGe {
			return s.SetMax(c.X, c.Val-1)
		}
		return s.SetMax(c.X, c.Val)
	default:
		if c.Op == BranchLe {
			return s.SetMin(c.X, c.Val+1)
		}
		return s.SetMin(c.X, c.Val)
	}
}

// Luby returns the k-th term (k ≥ 1) of the Luby sequence 1 1 2 1 1 2 4 ...,
// the restart schedule of Search (and of kinds with their own restarts).
func Luby(k int) int64 {
	for size := int64(1); ; size = 2*size + 1 {
		if int64(k) == size {
			return (size + 1) / 2
		}
		if int64(k) < size {
			return Luby(k - int((size-1)/2))
		}
	}
}

// addNogood posts, inside the search, "not every vars[i] = sol[i]". It is
// scheduled but not run: the caller runs the fixpoint.
func (s *Store) addNogood(vars []Var, sol []int32) {
	id := s.addProp(&nogood{x: vars, v: sol}, prioGlobal)
	for _, x := range vars {
		s.wake(id, x, evDomain)
	}
	s.enqueue(id)
}

// nogood forbids one assignment of x: when every variable but one is fixed
// to its value, the last one loses its value.
type nogood struct {
	x []Var
	v []int32
}

func (p *nogood) propagate(s *Store) status {
	open := -1
	for i, x := range p.x {
		vs := &s.vars[x]
		v := p.v[i]
		if v < vs.min || v > vs.max || !s.Contains(x, int(v)) {
			return entailed
		}
		if vs.size > 1 {
			if open >= 0 {
				return fixpoint
			}
			open = i
		}
	}
	if open < 0 {
		return failed
	}
	if !s.Remove(p.x[open], int(p.v[open])) {
		return failed
	}
	return entailed
}

// dropProps removes the propagators from id first on (the nogoods of a
// search), as Rollback does for a checkpoint.
func (s *Store) dropProps(first int) {
	if first >= len(s.props) {
		return
	}
	for x := range s.watch {
		w := &s.watch[x]
		w.dom = dropFrom(w.dom, int32(first))
		w.bnd = dropFrom(w.bnd, int32(first))
		w.fix = dropFrom(w.fix, int32(first))
		w.occ = dropFrom(w.occ, int32(first))
	}
	s.props, s.flags, s.afc = s.props[:first], s.flags[:first], s.afc[:first]
}
