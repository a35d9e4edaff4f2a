package fd

import (
	"fmt"
	"slices"
)

// Count posts #{i : vars[i] = value} rel n (SICStus's count/4).
func (s *Store) Count(vars []Var, value int, rel Rel, n Var) error {
	if err := s.checkVars("Count", append(slices.Clone(vars), n)...); err != nil {
		return err
	}
	if rel > Ge {
		return fmt.Errorf("%w: Count: unknown relation %d", ErrArgument, rel)
	}
	if s.failed {
		return nil
	}
	c := n
	if rel != Eq {
		c = s.IntVar(0, len(vars))
	}
	p := &countEq{x: slices.Clone(vars), v: int32(value), c: c}
	id := s.addProp(p, prioGlobal)
	for _, x := range vars {
		s.watchVar(id, x, evDomain)
	}
	s.watchVar(id, c, evBounds)
	s.schedule(id)
	if rel != Eq {
		return s.Linear([]int{1, -1}, []Var{c, n}, rel, 0)
	}
	return nil
}

// countEq: c = #{i : x[i] = v}, with the same reasoning as gcc for one value.
type countEq struct {
	x []Var
	v int32
	c Var
}

func (p *countEq) propagate(s *Store) status {
	var fixed, poss int32
	for _, x := range p.x {
		if s.Contains(x, int(p.v)) {
			poss++
			if s.vars[x].size == 1 {
				fixed++
			}
		}
	}
	if !s.SetRange(p.c, int(fixed), int(poss)) {
		return failed
	}
	if fixed == poss {
		return entailed
	}
	cs := &s.vars[p.c]
	switch {
	case cs.max == fixed:
		for _, x := range p.x {
			if s.vars[x].size > 1 && !s.Remove(x, int(p.v)) {
				return failed
			}
		}
		return entailed
	case cs.min == poss:
		for _, x := range p.x {
			if s.vars[x].size > 1 && s.Contains(x, int(p.v)) && !s.Assign(x, int(p.v)) {
				return failed
			}
		}
		return entailed
	}
	return fixpoint
}
