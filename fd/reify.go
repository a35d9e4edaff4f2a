package fd

import "slices"

// ReifyEq posts b ⇔ (x = v) for a 0/1 variable b.
func (s *Store) ReifyEq(b, x Var, v int) error {
	if err := s.checkBool("ReifyEq", b); err != nil {
		return err
	}
	if err := s.checkVars("ReifyEq", x); err != nil {
		return err
	}
	id := s.addProp(&reifyEq{b: b, x: x, v: v}, prioUnary)
	s.watchVar(id, b, evFix)
	s.watchVar(id, x, evDomain)
	s.schedule(id)
	return nil
}

type reifyEq struct {
	b, x Var
	v    int
}

func (p *reifyEq) propagate(s *Store) status {
	if s.IsFixed(p.b) {
		ok := false
		if s.Value(p.b) == 1 {
			ok = s.Assign(p.x, p.v)
		} else {
			ok = s.Remove(p.x, p.v)
		}
		return okEntailed(ok)
	}
	if !s.Contains(p.x, p.v) {
		return okEntailed(s.Assign(p.b, 0))
	}
	if s.IsFixed(p.x) {
		return okEntailed(s.Assign(p.b, 1))
	}
	return fixpoint
}

// ReifyLe posts b ⇔ (x ≤ v) for a 0/1 variable b.
func (s *Store) ReifyLe(b, x Var, v int) error {
	if err := s.checkBool("ReifyLe", b); err != nil {
		return err
	}
	if err := s.checkVars("ReifyLe", x); err != nil {
		return err
	}
	v = max(min(v, maxAbsValue), -maxAbsValue-1) // same meaning, no overflow in v+1
	id := s.addProp(&reifyLe{b: b, x: x, v: v}, prioUnary)
	s.watchVar(id, b, evFix)
	s.watchVar(id, x, evBounds)
	s.schedule(id)
	return nil
}

type reifyLe struct {
	b, x Var
	v    int
}

func (p *reifyLe) propagate(s *Store) status {
	if s.IsFixed(p.b) {
		if s.Value(p.b) == 1 {
			return okEntailed(s.SetMax(p.x, p.v))
		}
		return okEntailed(s.SetMin(p.x, p.v+1))
	}
	if s.Max(p.x) <= p.v {
		return okEntailed(s.Assign(p.b, 1))
	}
	if s.Min(p.x) > p.v {
		return okEntailed(s.Assign(p.b, 0))
	}
	return fixpoint
}

func okEntailed(ok bool) status {
	if ok {
		return entailed
	}
	return failed
}

// BoolAnd posts r ⇔ (xs[0] ∧ xs[1] ∧ ...) over 0/1 variables.
func (s *Store) BoolAnd(xs []Var, r Var) error {
	return s.postBoolJunction("BoolAnd", xs, r, 0)
}

// BoolOr posts r ⇔ (xs[0] ∨ xs[1] ∨ ...) over 0/1 variables.
func (s *Store) BoolOr(xs []Var, r Var) error {
	return s.postBoolJunction("BoolOr", xs, r, 1)
}

// BoolNot posts y = ¬x over 0/1 variables.
func (s *Store) BoolNot(x, y Var) error {
	if err := s.checkBool("BoolNot", x, y); err != nil {
		return err
	}
	return s.Linear([]int{1, 1}, []Var{x, y}, Eq, 1)
}

func (s *Store) postBoolJunction(what string, xs []Var, r Var, decisive int) error {
	if err := s.checkBool(what, append(slices.Clone(xs), r)...); err != nil {
		return err
	}
	s.post(&boolJunction{x: slices.Clone(xs), r: r, d: decisive}, prioLinear, evFix, append(slices.Clone(xs), r)...)
	return nil
}

// boolJunction: r ⇔ OR(xs) when d = 1, r ⇔ AND(xs) when d = 0. One input
// equal to the decisive value d decides r = d; all inputs equal to 1-d give
// r = 1-d; r = 1-d forces every input to 1-d; r = d with a single undecided
// input and the rest 1-d forces that input to d.
type boolJunction struct {
	x []Var
	r Var
	d int
}

func (p *boolJunction) propagate(s *Store) status {
	free, nfree := Var(-1), 0
	for _, x := range p.x {
		if !s.IsFixed(x) {
			free = x
			nfree++
		} else if s.Value(x) == p.d {
			return okEntailed(s.Assign(p.r, p.d))
		}
	}
	if nfree == 0 {
		return okEntailed(s.Assign(p.r, 1-p.d))
	}
	if !s.IsFixed(p.r) {
		return fixpoint
	}
	if s.Value(p.r) == 1-p.d {
		for _, x := range p.x {
			if !s.Assign(x, 1-p.d) {
				return failed
			}
		}
		return entailed
	}
	if nfree == 1 {
		return okEntailed(s.Assign(free, p.d))
	}
	return fixpoint
}
