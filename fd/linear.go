package fd

import (
	"fmt"
	"math"
)

// Rel is the relation of a linear constraint or count to its right-hand side.
type Rel uint8

// Relations, printed as SICStus writes them.
const (
	Eq Rel = iota // #=
	Ne            // #\=
	Lt            // #<
	Le            // #=<
	Gt            // #>
	Ge            // #>=
)

var relText = [...]string{"#=", `#\=`, "#<", "#=<", "#>", "#>="}

func (r Rel) String() string {
	if int(r) < len(relText) {
		return relText[r]
	}
	return fmt.Sprintf("Rel(%d)", r)
}

// holds reports whether l r rhs.
func (r Rel) holds(l, rhs int64) bool {
	switch r {
	case Eq:
		return l == rhs
	case Ne:
		return l != rhs
	case Lt:
		return l < rhs
	case Le:
		return l <= rhs
	case Gt:
		return l > rhs
	default:
		return l >= rhs
	}
}

// Linear posts Σ coeffs[i]·vars[i] rel rhs. Equalities and inequalities get
// bounds reasoning; an equality over two variables is domain consistent; a
// disequality prunes once all but one variable are fixed.
func (s *Store) Linear(coeffs []int, vars []Var, rel Rel, rhs int) error {
	if len(coeffs) != len(vars) {
		return fmt.Errorf("%w: Linear: %d coefficients for %d variables", ErrArgument, len(coeffs), len(vars))
	}
	if rel > Ge {
		return fmt.Errorf("%w: Linear: unknown relation %d", ErrArgument, rel)
	}
	if err := s.checkVars("Linear", vars...); err != nil {
		return err
	}
	a, x := mergeTerms(coeffs, vars)
	// Guard int64 arithmetic: every partial sum stays below 2^62.
	bound := math.Abs(float64(rhs))
	for i := range a {
		bound += math.Abs(float64(a[i])) * maxAbsValue
	}
	if bound >= 1<<61 {
		return fmt.Errorf("%w: Linear: coefficients too large (sums could overflow)", ErrArgument)
	}
	c := int64(rhs)
	switch rel { // normalise to Eq, Ne or Le
	case Lt:
		c--
	case Gt:
		negate(a)
		c = -c - 1
	case Ge:
		negate(a)
		c = -c
	}
	if rel == Lt || rel == Gt || rel == Ge {
		rel = Le
	}
	if s.failed {
		return nil
	}
	switch {
	case len(x) == 0:
		if !rel.holds(0, c) {
			s.fail()
		}
	case len(x) == 1:
		s.linearUnary(a[0], x[0], rel, c)
	case rel == Eq && len(x) == 2:
		s.post(&linEq2{a: a[0], x: x[0], b: a[1], y: x[1], c: c}, prioUnary, evDomain, x...)
	case rel == Ne && len(x) == 2:
		s.post(&linNe2{a: a[0], x: x[0], b: a[1], y: x[1], c: c}, prioUnary, evFix, x...)
	case rel == Ne:
		s.post(&linNe{a: a, x: x, c: c}, prioLinear, evFix, x...)
	case rel == Le && len(x) == 2:
		s.post(&linLe2{a: a[0], x: x[0], b: a[1], y: x[1], c: c}, prioUnary, evBounds, x...)
	case rel == Le:
		s.post(&linLe{a: a, x: x, c: c}, prioLinear, evBounds, x...)
	default:
		s.post(&linEq{a: a, x: x, c: c}, prioLinear, evBounds, x...)
	}
	return nil
}

// Sum posts Σ vars rel total.
func (s *Store) Sum(vars []Var, rel Rel, total Var) error {
	coeffs := make([]int, len(vars)+1)
	for i := range vars {
		coeffs[i] = 1
	}
	coeffs[len(vars)] = -1
	return s.Linear(coeffs, append(append([]Var(nil), vars...), total), rel, 0)
}

// mergeTerms adds up the coefficients of repeated variables and drops zeros.
func mergeTerms(coeffs []int, vars []Var) ([]int64, []Var) {
	a := make([]int64, 0, len(vars))
	x := make([]Var, 0, len(vars))
	for i, v := range vars {
		j := 0
		for j < len(x) && x[j] != v {
			j++
		}
		if j == len(x) {
			a, x = append(a, 0), append(x, v)
		}
		a[j] += int64(coeffs[i])
	}
	n := 0
	for i := range x {
		if a[i] != 0 {
			a[n], x[n] = a[i], x[i]
			n++
		}
	}
	return a[:n], x[:n]
}

func negate(a []int64) {
	for i := range a {
		a[i] = -a[i]
	}
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func ceilDiv(a, b int64) int64 { return -floorDiv(-a, b) }

// linearUnary applies a·x rel c directly to x's domain at posting time.
func (s *Store) linearUnary(a int64, x Var, rel Rel, c int64) {
	ok := true
	switch rel {
	case Eq:
		ok = c%a == 0 && s.Assign(x, int(c/a))
	case Ne:
		if c%a == 0 {
			ok = s.Remove(x, int(c/a))
		}
	default: // Le
		if a > 0 {
			ok = s.SetMax(x, int(max(floorDiv(c, a), math.MinInt32)))
		} else {
			ok = s.SetMin(x, int(min(ceilDiv(c, a), math.MaxInt32)))
		}
	}
	s.rootPrune(ok)
}

// setMin64 and setMax64 clamp int64 bounds before pruning.
func (s *Store) setMin64(x Var, v int64) bool {
	if v <= int64(s.vars[x].min) {
		return true
	}
	if v > int64(s.vars[x].max) {
		return false
	}
	return s.SetMin(x, int(v))
}

func (s *Store) setMax64(x Var, v int64) bool {
	if v >= int64(s.vars[x].max) {
		return true
	}
	if v < int64(s.vars[x].min) {
		return false
	}
	return s.SetMax(x, int(v))
}

// linLe: Σ a·x ≤ c, bounds consistent. Tightening one variable does not
// change the others' minimal contributions, so one pass is a fixpoint.
type linLe struct {
	a []int64
	x []Var
	c int64
}

func (p *linLe) propagate(s *Store) status {
	var lo, hi int64
	for i, x := range p.x {
		vs := &s.vars[x]
		if a := p.a[i]; a > 0 {
			lo += a * int64(vs.min)
			hi += a * int64(vs.max)
		} else {
			lo += a * int64(vs.max)
			hi += a * int64(vs.min)
		}
	}
	if lo > p.c {
		return failed
	}
	if hi <= p.c {
		return entailed
	}
	slack := p.c - lo
	for i, x := range p.x {
		vs := &s.vars[x]
		if a := p.a[i]; a > 0 {
			if int64(vs.max-vs.min)*a > slack {
				s.SetMax(x, int(vs.min)+int(slack/a))
			}
		} else if int64(vs.max-vs.min)*(-a) > slack {
			s.SetMin(x, int(vs.max)-int(slack/(-a)))
		}
	}
	return fixpoint
}

// linLe2: a·x + b·y ≤ c, bounds consistent (the common binary case).
type linLe2 struct {
	a, b int64
	x, y Var
	c    int64
}

func (p *linLe2) propagate(s *Store) status {
	x, y := &s.vars[p.x], &s.vars[p.y]
	var xlo, xhi, ylo, yhi int64 // the terms' ranges
	if p.a > 0 {
		xlo, xhi = p.a*int64(x.min), p.a*int64(x.max)
	} else {
		xlo, xhi = p.a*int64(x.max), p.a*int64(x.min)
	}
	if p.b > 0 {
		ylo, yhi = p.b*int64(y.min), p.b*int64(y.max)
	} else {
		ylo, yhi = p.b*int64(y.max), p.b*int64(y.min)
	}
	if xlo+ylo > p.c {
		return failed
	}
	if xhi+yhi <= p.c {
		return entailed
	}
	// a·x ≤ c − ylo and b·y ≤ c − xlo; pruning one does not move the
	// other's lower term, so one pass is a fixpoint.
	if xhi > p.c-ylo {
		if p.a > 0 {
			s.SetMax(p.x, int(floorDiv(p.c-ylo, p.a)))
		} else {
			s.SetMin(p.x, int(ceilDiv(p.c-ylo, p.a)))
		}
	}
	if yhi > p.c-xlo {
		if p.b > 0 {
			s.SetMax(p.y, int(floorDiv(p.c-xlo, p.b)))
		} else {
			s.SetMin(p.y, int(ceilDiv(p.c-xlo, p.b)))
		}
	}
	return fixpoint
}

// linEq: Σ a·x = c, bounds consistent; passes repeat until no bound moves.
type linEq struct {
	a []int64
	x []Var
	c int64
}

func (p *linEq) propagate(s *Store) status {
	var lo, hi int64
	unfixed := 0
	for i, x := range p.x {
		vs := &s.vars[x]
		if vs.size > 1 {
			unfixed++
		}
		if a := p.a[i]; a > 0 {
			lo += a * int64(vs.min)
			hi += a * int64(vs.max)
		} else {
			lo += a * int64(vs.max)
			hi += a * int64(vs.min)
		}
	}
	for {
		if lo > p.c || hi < p.c {
			return failed
		}
		if unfixed == 0 {
			return entailed
		}
		changed := false
		for i, x := range p.x {
			vs := &s.vars[x]
			if vs.size == 1 {
				continue
			}
			a := p.a[i]
			oldMin, oldMax := int64(vs.min), int64(vs.max)
			tmin, tmax := a*oldMin, a*oldMax
			if a < 0 {
				tmin, tmax = tmax, tmin
			}
			// a·x ≤ c − (lo − tmin) and a·x ≥ c − (hi − tmax)
			up, down := p.c-lo+tmin, p.c-hi+tmax
			var nmin, nmax int64
			if a > 0 {
				nmin, nmax = ceilDiv(down, a), floorDiv(up, a)
			} else {
				nmin, nmax = ceilDiv(up, a), floorDiv(down, a)
			}
			if nmin <= oldMin && nmax >= oldMax {
				continue
			}
			if !s.setMin64(x, nmin) || !s.setMax64(x, nmax) {
				return failed
			}
			changed = true
			newMin, newMax := int64(vs.min), int64(vs.max)
			if vs.size == 1 {
				unfixed--
			}
			if a > 0 {
				lo += a * (newMin - oldMin)
				hi += a * (newMax - oldMax)
			} else {
				lo += a * (newMax - oldMax)
				hi += a * (newMin - oldMin)
			}
		}
		if !changed {
			return fixpoint
		}
	}
}

// linEq2: a·x + b·y = c, domain consistent: each value keeps a partner.
type linEq2 struct {
	a, b int64
	x, y Var
	c    int64
}

func (p *linEq2) propagate(s *Store) status {
	if !filterPartner(s, p.a, p.x, p.b, p.y, p.c) || !filterPartner(s, p.b, p.y, p.a, p.x, p.c) {
		return failed
	}
	if s.vars[p.x].size == 1 {
		return entailed
	}
	return fixpoint
}

// filterPartner removes from x each v with no w in y such that a·v + b·w = c.
func filterPartner(s *Store, a int64, x Var, b int64, y Var, c int64) bool {
	// Bounds first: cheap and usually does most of the work.
	ylo, yhi := int64(s.vars[y].min)*b, int64(s.vars[y].max)*b
	if b < 0 {
		ylo, yhi = yhi, ylo
	}
	// a·v ∈ [c − yhi, c − ylo]
	var vmin, vmax int64
	if a > 0 {
		vmin, vmax = ceilDiv(c-yhi, a), floorDiv(c-ylo, a)
	} else {
		vmin, vmax = ceilDiv(c-ylo, a), floorDiv(c-yhi, a)
	}
	if !s.setMin64(x, vmin) || !s.setMax64(x, vmax) {
		return false
	}
	vs := &s.vars[x]
	for v := int(vs.min); ; {
		w := c - a*int64(v)
		if !hasPartner(s, y, w, b) {
			if !s.Remove(x, v) {
				return false
			}
		}
		next, ok := s.Next(x, v)
		if !ok {
			return true
		}
		v = next
	}
}

// hasPartner reports whether y has a value u with b·u = w; the unit
// coefficients, by far the most common, avoid dividing.
func hasPartner(s *Store, y Var, w, b int64) bool {
	switch b {
	case 1:
		return s.Contains(y, int(w))
	case -1:
		return s.Contains(y, int(-w))
	}
	return w%b == 0 && s.Contains(y, int(w/b))
}

// removeQuotient removes w/b from y when b divides w.
func removeQuotient(s *Store, y Var, w, b int64) bool {
	switch b {
	case 1:
		return s.Remove(y, int(w))
	case -1:
		return s.Remove(y, int(-w))
	}
	return w%b != 0 || s.Remove(y, int(w/b))
}

// linNe2: a·x + b·y ≠ c; prunes when one side is fixed.
type linNe2 struct {
	a, b int64
	x, y Var
	c    int64
}

func (p *linNe2) propagate(s *Store) status {
	x, y := &s.vars[p.x], &s.vars[p.y]
	switch {
	case x.size == 1:
		return okEntailed(removeQuotient(s, p.y, p.c-p.a*int64(x.min), p.b))
	case y.size == 1:
		return okEntailed(removeQuotient(s, p.x, p.c-p.b*int64(y.min), p.a))
	}
	return fixpoint
}

// linNe: Σ a·x ≠ c; prunes the last unfixed variable.
type linNe struct {
	a []int64
	x []Var
	c int64
}

func (p *linNe) propagate(s *Store) status {
	free := -1
	var sum int64
	for i, x := range p.x {
		vs := &s.vars[x]
		if vs.size > 1 {
			if free >= 0 {
				return fixpoint
			}
			free = i
			continue
		}
		sum += p.a[i] * int64(vs.min)
	}
	if free < 0 {
		if sum == p.c {
			return failed
		}
		return entailed
	}
	w := p.c - sum
	if a := p.a[free]; w%a == 0 && !s.Remove(p.x[free], int(w/a)) {
		return failed
	}
	return entailed
}

func (*linLe) idempotent() bool  { return true }
func (*linLe2) idempotent() bool { return true }
func (*linEq) idempotent() bool  { return true }
func (*linEq2) idempotent() bool { return true }
func (*linNe2) idempotent() bool { return true }
func (*linNe) idempotent() bool  { return true }
