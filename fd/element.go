package fd

import (
	"fmt"
	"slices"
)

// Element posts list[index] = value, with index 0-based (SICStus's
// element/3 counts from 1). Index and value are both variables, as the Close
// or Far model uses it to find where a letter sits in a row; list entries
// may be variables or constants (Const).
//
// Propagation is domain consistent on index and value: an index stays while
// its entry can equal value, value keeps the values some remaining entry
// can take, and once index is fixed its entry and value are made equal.
func (s *Store) Element(index Var, list []Var, value Var) error {
	if len(list) == 0 {
		return fmt.Errorf("%w: Element: empty list", ErrArgument)
	}
	if err := s.checkVars("Element", append(slices.Clone(list), index, value)...); err != nil {
		return err
	}
	if s.failed {
		return nil
	}
	if s.rootPrune(s.SetRange(index, 0, len(list)-1)); s.failed {
		return nil
	}
	p := &element{index: index, list: slices.Clone(list), value: value}
	id := s.addProp(p, prioGlobal)
	s.watchVar(id, index, evDomain)
	s.watchVar(id, value, evDomain)
	for _, x := range list {
		s.watchVar(id, x, evDomain)
	}
	s.schedule(id)
	return nil
}

type element struct {
	index Var
	list  []Var
	value Var
}

func (p *element) propagate(s *Store) status {
	for {
		// Indexes whose entry cannot equal value go.
		for i, ok := s.Min(p.index), true; ok; i, ok = s.Next(p.index, i) {
			if !s.meets(p.list[i], p.value) && !s.Remove(p.index, i) {
				return failed
			}
		}
		if s.IsFixed(p.index) {
			e := p.list[s.Value(p.index)]
			if !s.Intersect(e, p.value) || !s.Intersect(p.value, e) {
				return failed
			}
			if s.IsFixed(e) {
				return entailed
			}
			return fixpoint
		}
		// value keeps what some remaining entry can take.
		vs := &s.vars[p.value]
		m := s.mask(p.value)
		for i, ok := s.Min(p.index), true; ok; i, ok = s.Next(p.index, i) {
			e := p.list[i]
			lo, hi := max(s.Min(e), int(vs.min)), min(s.Max(e), int(vs.max))
			for v, ok := s.Next(e, lo-1); ok && v <= hi; v, ok = s.Next(e, v) {
				s.maskSet(p.value, m, v)
			}
		}
		size := vs.size
		if !s.keepMask(p.value, m) {
			return failed
		}
		if vs.size == size {
			return fixpoint
		}
	}
}

// meets reports whether x and y share a value.
func (s *Store) meets(x, y Var) bool {
	lo, hi := max(s.Min(x), s.Min(y)), min(s.Max(x), s.Max(y))
	if s.Size(x) > s.Size(y) {
		x, y = y, x
	}
	for v, ok := s.Next(x, lo-1); ok && v <= hi; v, ok = s.Next(x, v) {
		if s.Contains(y, v) {
			return true
		}
	}
	return false
}
