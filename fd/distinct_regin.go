package fd

import (
	"math/bits"
	"slices"
)

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
	live    []int32 // the unfixed variables of this call
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
	// Fixed variables are left to the value propagator that runs first
	// (their values are gone from the other domains): the graph is built on
	// the unfixed ones only. With no Hall set possible among them — every
	// domain larger than their number — there is nothing to prune.
	p.live = p.live[:0]
	small := false
	for i, x := range p.x {
		if s.vars[x].size > 1 {
			p.live = append(p.live, int32(i))
		}
	}
	for _, i := range p.live {
		if int(s.vars[p.x[i]].size) <= len(p.live) {
			small = true
			break
		}
	}
	if !small {
		return fixpoint
	}
	// Who may take each value.
	clear(p.takers)
	for _, i := range p.live {
		vs := &s.vars[p.x[i]]
		ws := s.words[vs.word : vs.word+vs.nwords]
		for wi, w := range ws {
			for w != 0 {
				v := int(vs.base) + wi<<6 + bits.TrailingZeros64(w) - p.lo
				w &= w - 1
				p.takers[v*p.nw+int(i>>6)] |= 1 << (i & 63)
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
	for _, i := range p.live {
		if p.index[i] == 0 {
			p.tarjan(i)
		}
	}
	// Prune edges (x_i, v) outside the matching, outside x_i's component and
	// not reached from a free value.
	for _, i := range p.live {
		x := p.x[i]
		vs := &s.vars[x]
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

func (*allDiffDomain) idempotent() bool { return true }
