package fd

import (
	"errors"
	"math/bits"
	"slices"
)

// AllDifferent posts that vars take pairwise different values, with value
// propagation only: a fixed variable's value leaves the other domains
// (SICStus's all_different/1, Gecode's default distinct).
func (s *Store) AllDifferent(vars []Var) error {
	if err := s.checkDistinct("AllDifferent", vars); err != nil || s.failed {
		return ignoreTrivial(err)
	}
	p := &allDiffValue{x: slices.Clone(vars)}
	p.done = s.newInt(0)
	s.post(p, prioLinear, evFix, vars...)
	return nil
}

// AllDistinctBounds posts that vars take pairwise different values, with
// bounds consistency (López-Ortiz et al.'s Hall-interval algorithm, O(n log n)).
func (s *Store) AllDistinctBounds(vars []Var) error {
	if err := s.checkDistinct("AllDistinctBounds", vars); err != nil || s.failed {
		return ignoreTrivial(err)
	}
	s.post(newAllDiffBounds(vars), prioGlobal, evBounds, vars...)
	return nil
}

// AllDistinct posts that vars take pairwise different values, with domain
// consistency: Régin's filter removes every value that belongs to no
// maximum matching of variables to values (SICStus's all_distinct/1).
func (s *Store) AllDistinct(vars []Var) error {
	if err := s.checkDistinct("AllDistinct", vars); err != nil || s.failed {
		return ignoreTrivial(err)
	}
	// Value propagation first, cheaply; the matching filter runs after it.
	p := &allDiffValue{x: slices.Clone(vars)}
	p.done = s.newInt(0)
	s.postHelper(p, prioLinear, evFix, vars...)
	s.post(newAllDiffDomain(s, vars), prioHeavy, evDomain, vars...)
	return nil
}

func (s *Store) checkDistinct(what string, vars []Var) error {
	if err := s.checkVars(what, vars...); err != nil {
		return err
	}
	if len(vars) < 2 {
		return errTrivial // nothing to post
	}
	seen := map[Var]bool{}
	for _, x := range vars {
		if seen[x] && !s.failed {
			// The same variable twice can never differ from itself.
			s.fail()
		}
		seen[x] = true
	}
	return nil
}

// errTrivial marks a constraint with nothing to propagate.
var errTrivial = errors.New("trivial")

func ignoreTrivial(err error) error {
	if err == errTrivial {
		return nil
	}
	return err
}

// allDiffValue keeps x[:done] as the variables already fixed and processed;
// the trailed count restores the partition on backtracking (positions past
// it are a permutation of what they were, which is all that matters).
type allDiffValue struct {
	x    []Var
	done int32
}

func (p *allDiffValue) propagate(s *Store) status {
	done := int(s.ints[p.done])
	start := done
	for again := true; again; {
		again = false
		for i := done; i < len(p.x); i++ {
			x := p.x[i]
			if s.vars[x].size != 1 {
				continue
			}
			p.x[i], p.x[done] = p.x[done], x
			done++
			v := int(s.vars[x].min)
			for _, y := range p.x[done:] {
				vy := &s.vars[y]
				if int(vy.min) <= v && v <= int(vy.max) {
					wasFixed := vy.size == 1
					if !s.Remove(y, v) {
						return failed
					}
					if !wasFixed && vy.size == 1 {
						again = true
					}
				}
			}
		}
	}
	if done != start {
		s.setInt(p.done, int64(done))
	}
	if done == len(p.x) {
		return entailed
	}
	return fixpoint
}

// allDiffBounds: bounds consistency after López-Ortiz, Quimper, Tromp and
// van Beek (2003). Interval bounds are ranked, then Hall intervals found by
// union-find style path compression in both directions.
type allDiffBounds struct {
	x                    []Var
	lo, hi               []int // current bounds per variable, hi inclusive
	minrank, maxrank     []int
	minsorted, maxsorted []int
	bounds               []int
	t, d, h              []int
}

func newAllDiffBounds(vars []Var) *allDiffBounds {
	n := len(vars)
	p := &allDiffBounds{x: slices.Clone(vars),
		lo: make([]int, n), hi: make([]int, n), minrank: make([]int, n), maxrank: make([]int, n),
		minsorted: make([]int, n), maxsorted: make([]int, n),
		bounds: make([]int, 2*n+2), t: make([]int, 2*n+2), d: make([]int, 2*n+2), h: make([]int, 2*n+2)}
	for i := range n {
		p.minsorted[i], p.maxsorted[i] = i, i
	}
	return p
}

func (p *allDiffBounds) propagate(s *Store) status {
	if len(p.x) == 0 {
		return entailed
	}
	for {
		for i, x := range p.x {
			p.lo[i], p.hi[i] = s.Min(x), s.Max(x)
		}
		nb := p.rank()
		if !p.filterLower(nb) || !p.filterUpper(nb) {
			return failed
		}
		changed := false
		for i, x := range p.x {
			if p.lo[i] > s.Min(x) || p.hi[i] < s.Max(x) {
				if !s.SetRange(x, p.lo[i], p.hi[i]) {
					return failed
				}
				changed = true
			}
		}
		if !changed {
			return fixpoint
		}
	}
}

// rank sorts the bounds and fills bounds, minrank and maxrank; it returns
// the number of distinct bounds nb (bounds[1..nb], with sentinels around).
func (p *allDiffBounds) rank() int {
	insertionSort(p.minsorted, func(a, b int) bool { return p.lo[a] < p.lo[b] })
	insertionSort(p.maxsorted, func(a, b int) bool { return p.hi[a] < p.hi[b] })
	n := len(p.x)
	lo := p.lo[p.minsorted[0]]
	hi := p.hi[p.maxsorted[0]] + 1
	last := lo - 2
	nb := 0
	p.bounds[0] = last
	for i, j := 0, 0; ; {
		if i < n && lo <= hi {
			if lo != last {
				nb++
				p.bounds[nb], last = lo, lo
			}
			p.minrank[p.minsorted[i]] = nb
			if i++; i < n {
				lo = p.lo[p.minsorted[i]]
			}
		} else {
			if hi != last {
				nb++
				p.bounds[nb], last = hi, hi
			}
			p.maxrank[p.maxsorted[j]] = nb
			if j++; j == n {
				break
			}
			hi = p.hi[p.maxsorted[j]] + 1
		}
	}
	p.bounds[nb+1] = p.bounds[nb] + 2
	return nb
}

// insertionSort is stable and fast on the nearly sorted orders kept
// between calls.
func insertionSort(a []int, less func(a, b int) bool) {
	for i := 1; i < len(a); i++ {
		for j := i; j > 0 && less(a[j], a[j-1]); j-- {
			a[j], a[j-1] = a[j-1], a[j]
		}
	}
}

func pathMax(a []int, i int) int {
	for a[i] > i {
		i = a[i]
	}
	return i
}

func pathMin(a []int, i int) int {
	for a[i] < i {
		i = a[i]
	}
	return i
}

func pathSet(a []int, start, end, to int) {
	for k, l := start, start; k != end; k = l {
		l = a[k]
		a[k] = to
	}
}

func (p *allDiffBounds) filterLower(nb int) bool {
	t, d, h, b := p.t, p.d, p.h, p.bounds
	for i := 1; i <= nb+1; i++ {
		t[i], h[i] = i-1, i-1
		d[i] = b[i] - b[i-1]
	}
	for _, v := range p.maxsorted {
		x, y := p.minrank[v], p.maxrank[v]
		z := pathMax(t, x+1)
		j := t[z]
		if d[z]--; d[z] == 0 {
			t[z] = z + 1
			z = pathMax(t, t[z])
			t[z] = j
		}
		pathSet(t, x+1, z, z)
		if d[z] < b[z]-b[y] {
			return false
		}
		if h[x] > x {
			w := pathMax(h, h[x])
			p.lo[v] = b[w]
			pathSet(h, x, w, w)
		}
		if d[z] == b[z]-b[y] {
			pathSet(h, h[y], j-1, y)
			h[y] = j - 1
		}
	}
	return true
}

func (p *allDiffBounds) filterUpper(nb int) bool {
	t, d, h, b := p.t, p.d, p.h, p.bounds
	for i := 0; i <= nb; i++ {
		t[i], h[i] = i+1, i+1
		d[i] = b[i+1] - b[i]
	}
	for k := len(p.minsorted) - 1; k >= 0; k-- {
		v := p.minsorted[k]
		x, y := p.maxrank[v], p.minrank[v]
		z := pathMin(t, x-1)
		j := t[z]
		if d[z]--; d[z] == 0 {
			t[z] = z - 1
			z = pathMin(t, t[z])
			t[z] = j
		}
		pathSet(t, x-1, z, z)
		if d[z] < b[y]-b[z] {
			return false
		}
		if h[x] < x {
			w := pathMin(h, h[x])
			p.hi[v] = b[w] - 1
			pathSet(h, x, w, w)
		}
		if d[z] == b[y]-b[z] {
			pathSet(h, h[y], j+1, y)
			h[y] = j + 1
		}
	}
	return true
}

// allDiffDomain is Régin's filter. It keeps a matching of variables to
// values between calls (repairing it, not trailing it), then removes every
// edge that is neither in the matching, nor inside a strongly connected
// component of the residual graph, nor on an alternating path from a free
// value. Values are indexed from lo, the smallest initial value; takers
// holds, per value, the bitset of variables whose domain has it.
type allDiffDomain struct {
	x       []Var
	lo      int
	nv      int
	nw      int      // words per takers row
	takers  []uint64 // nv rows of nw words
	match   []int32  // variable → value index, or -1
	owner   []int32  // value index → variable, or -1
	seen    []uint32
	epoch   uint32
	reached []bool // value index: on an alternating path from a free value
	index   []int32
	low     []int32
	stack   []int32
	onStack []bool
	comp    []int32
	counter int32
	ncomp   int32
	work    []int32
}

func newAllDiffDomain(s *Store, vars []Var) *allDiffDomain {
	lo, hi := s.Min(vars[0]), s.Max(vars[0])
	for _, x := range vars {
		lo, hi = min(lo, s.Min(x)), max(hi, s.Max(x))
	}
	n, nv := len(vars), hi-lo+1
	nw := (n + 63) / 64
	p := &allDiffDomain{x: slices.Clone(vars), lo: lo, nv: nv, nw: nw, takers: make([]uint64, nv*nw),
		match: make([]int32, n), owner: make([]int32, nv), seen: make([]uint32, nv),
		reached: make([]bool, nv), index: make([]int32, n+nv), low: make([]int32, n+nv),
		onStack: make([]bool, n+nv), comp: make([]int32, n+nv)}
	for i := range p.match {
		p.match[i] = -1
	}
	for i := range p.owner {
		p.owner[i] = -1
	}
	return p
}

func (p *allDiffDomain) propagate(s *Store) status {
	if len(p.x) > p.nv {
		return failed
	}
	// Repair the matching.
	for i, x := range p.x {
		if m := p.match[i]; m >= 0 && !s.Contains(x, p.lo+int(m)) {
			p.owner[m] = -1
			p.match[i] = -1
		}
	}
	for i := range p.x {
		if p.match[i] < 0 {
			p.epoch++
			if !p.augment(s, int32(i)) {
				return failed
			}
		}
	}
	// Who may take each value.
	clear(p.takers)
	for i, x := range p.x {
		vs := &s.vars[x]
		ws := s.words[vs.word : vs.word+vs.nwords]
		for wi, w := range ws {
			for w != 0 {
				v := int(vs.base) + wi<<6 + bits.TrailingZeros64(w) - p.lo
				w &= w - 1
				p.takers[v*p.nw+i>>6] |= 1 << (i & 63)
			}
		}
	}
	// Values reachable from free values by alternating paths: from a value
	// to any variable that may take it, from a variable to its match.
	clear(p.reached)
	p.work = p.work[:0]
	for v := 0; v < p.nv; v++ {
		if p.owner[v] < 0 && p.taken(v) {
			p.reached[v] = true
			p.work = append(p.work, int32(v))
		}
	}
	for len(p.work) > 0 {
		v := int(p.work[len(p.work)-1])
		p.work = p.work[:len(p.work)-1]
		for k, w := range p.takers[v*p.nw : (v+1)*p.nw] {
			for w != 0 {
				i := k<<6 + bits.TrailingZeros64(w)
				w &= w - 1
				if m := p.match[i]; !p.reached[m] {
					p.reached[m] = true
					p.work = append(p.work, m)
				}
			}
		}
	}
	// Strongly connected components of the residual graph: node i < n is a
	// variable (edge to its matched value), node n+v a value (edges to the
	// other variables that may take it).
	n := len(p.x)
	clear(p.index)
	for k := range p.comp {
		p.comp[k] = -1
	}
	p.counter, p.ncomp = 0, 0
	for i := 0; i < n; i++ {
		if p.index[i] == 0 {
			p.tarjan(int32(i))
		}
	}
	// Prune edges (x_i, v) outside the matching, outside x_i's component and
	// not reached from a free value.
	for i, x := range p.x {
		vs := &s.vars[x]
		if vs.size == 1 {
			continue
		}
		ws := s.words[vs.word : vs.word+vs.nwords]
		var keep []uint64
		for wi, w := range ws {
			for w != 0 {
				bit := bits.TrailingZeros64(w)
				w &= w - 1
				vi := int(vs.base) + wi<<6 + bit - p.lo
				if int32(vi) == p.match[i] || p.reached[vi] || p.comp[n+vi] == p.comp[i] {
					continue
				}
				if keep == nil {
					keep = s.mask(x)
					copy(keep, ws)
				}
				keep[wi] &^= 1 << bit
			}
		}
		if keep != nil && !s.keepMask(x, keep) {
			return failed
		}
	}
	return fixpoint
}

// taken reports whether some variable may take value index v.
func (p *allDiffDomain) taken(v int) bool {
	for _, w := range p.takers[v*p.nw : (v+1)*p.nw] {
		if w != 0 {
			return true
		}
	}
	return false
}

// augment looks for an alternating path from variable i to a free value.
func (p *allDiffDomain) augment(s *Store, i int32) bool {
	x := p.x[i]
	vs := &s.vars[x]
	for v, ok := int(vs.min), true; ok; v, ok = s.Next(x, v) {
		vi := v - p.lo
		if p.seen[vi] == p.epoch {
			continue
		}
		p.seen[vi] = p.epoch
		if o := p.owner[vi]; o < 0 || p.augment(s, o) {
			p.match[i], p.owner[vi] = int32(vi), i
			return true
		}
	}
	return false
}

// tarjan numbers the component of node u (recursive; depth ≤ nodes).
func (p *allDiffDomain) tarjan(u int32) {
	p.counter++
	p.index[u], p.low[u] = p.counter, p.counter
	p.stack = append(p.stack, u)
	p.onStack[u] = true
	n := int32(len(p.x))
	if u < n {
		p.edge(u, n+p.match[u])
	} else {
		v := int(u - n)
		own := p.owner[v]
		for k, w := range p.takers[v*p.nw : (v+1)*p.nw] {
			for w != 0 {
				i := int32(k<<6 + bits.TrailingZeros64(w))
				w &= w - 1
				if i != own {
					p.edge(u, i)
				}
			}
		}
	}
	if p.low[u] == p.index[u] {
		for {
			w := p.stack[len(p.stack)-1]
			p.stack = p.stack[:len(p.stack)-1]
			p.onStack[w] = false
			p.comp[w] = p.ncomp
			if w == u {
				break
			}
		}
		p.ncomp++
	}
}

// edge follows the residual edge u → w in Tarjan's search.
func (p *allDiffDomain) edge(u, w int32) {
	if p.index[w] == 0 {
		p.tarjan(w)
		p.low[u] = min(p.low[u], p.low[w])
	} else if p.onStack[w] {
		p.low[u] = min(p.low[u], p.index[w])
	}
}

func (*allDiffValue) idempotent() bool  { return true }
func (*allDiffBounds) idempotent() bool { return true }
func (*allDiffDomain) idempotent() bool { return true }
