package fd

import (
	"fmt"
	"slices"
)

// Table posts that vars take the values of one of the tuples (SICStus's
// table/2 with one row of variables). Propagation is generalised arc
// consistency by simple tabular reduction: tuples with a value no longer in
// its domain are dropped for the rest of the branch, and each variable keeps
// the values some remaining tuple gives it.
func (s *Store) Table(vars []Var, tuples [][]int) error {
	if err := s.checkVars("Table", vars...); err != nil {
		return err
	}
	// first[k] is the first position holding the same variable as k: a
	// tuple giving one variable two values is dropped now, so that checking
	// each position on its own is enough later.
	first := make([]int, len(vars))
	for k, x := range vars {
		first[k] = slices.Index(vars, x)
	}
	p := &table{x: slices.Clone(vars), arity: len(vars)}
tuples:
	for i, t := range tuples {
		if len(t) != len(vars) {
			return fmt.Errorf("%w: Table: tuple %d has %d values for %d variables", ErrArgument, i, len(t), len(vars))
		}
		for k := range t {
			if t[k] != t[first[k]] {
				continue tuples
			}
		}
		for _, v := range t {
			if v < -maxAbsValue || v > maxAbsValue {
				return fmt.Errorf("%w: Table: value %d beyond ±2^30", ErrArgument, v)
			}
			p.data = append(p.data, int32(v))
		}
		p.perm = append(p.perm, int32(len(p.perm)))
	}
	if s.failed {
		return nil
	}
	if len(p.perm) == 0 {
		s.fail()
		return nil
	}
	p.live = s.newInt(int64(len(p.perm)))
	p.masks = make([][]uint64, len(vars))
	for k, x := range vars {
		p.masks[k] = make([]uint64, s.vars[x].nwords)
	}
	s.post(p, prioGlobal, evDomain, vars...)
	return nil
}

type table struct {
	x     []Var
	arity int
	data  []int32 // tuples, row after row
	perm  []int32 // tuple numbers; the first ints[live] are still valid
	live  int32   // trailed count of valid tuples
	masks [][]uint64
}

func (p *table) propagate(s *Store) status {
	n := int(s.ints[p.live])
	for i := 0; i < n; {
		t := p.data[int(p.perm[i])*p.arity:][:p.arity]
		ok := true
		for k, x := range p.x {
			if !s.Contains(x, int(t[k])) {
				ok = false
				break
			}
		}
		if ok {
			i++
			continue
		}
		n--
		p.perm[i], p.perm[n] = p.perm[n], p.perm[i]
	}
	if n == 0 {
		return failed
	}
	if int64(n) != s.ints[p.live] {
		s.setInt(p.live, int64(n))
	}
	for _, m := range p.masks {
		clear(m)
	}
	for _, ti := range p.perm[:n] {
		t := p.data[int(ti)*p.arity:][:p.arity]
		for k, x := range p.x {
			off := int(t[k]) - int(s.vars[x].base)
			p.masks[k][off>>6] |= 1 << (off & 63)
		}
	}
	for k, x := range p.x {
		if !s.keepMask(x, p.masks[k]) {
			return failed
		}
	}
	if n == 1 {
		return entailed
	}
	return fixpoint
}

func (*table) idempotent() bool { return true }
