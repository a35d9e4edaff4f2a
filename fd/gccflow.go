package fd

import (
	"math/bits"
	"slices"
)

// gccFlow is Régin's filter for global_cardinality: it keeps a feasible
// flow — every variable assigned one value, value j used by between l_j and
// u_j variables (the bounds of its count) — and removes each value a
// variable takes in no feasible flow: those whose edge leaves the strongly
// connected component of the variable in the residual graph. The flow is
// repaired between calls, not trailed. Counts get their bounds from the
// counting filter (gcc) posted with it.
type gccFlow struct {
	x       []Var
	vals    []int32
	counts  []Var
	aliased bool

	assign []int32 // variable → value index, or -1
	load   []int32 // value index → variables assigned to it
	lo, hi []int32 // value index → count bounds, read at each call
	seen   []uint32
	epoch  uint32

	// Per call: kw words per variable of the values it may take, and the
	// variables grouped by assigned value (members[start[j]:start[j+1]]).
	kw      int
	dom     []uint64
	start   []int32
	members []int32

	// Tarjan over nodes: variables 0..n-1, values n..n+k-1, the sink n+k.
	index, low, comp []int32
	onStack          []bool
	stack            []int32
	counter, ncomp   int32
}

func newGccFlow(vars []Var, vals []int32, counts []Var, aliased bool) *gccFlow {
	n, k := len(vars), len(vals)
	p := &gccFlow{x: slices.Clone(vars), vals: vals, counts: counts, aliased: aliased,
		assign: make([]int32, n), load: make([]int32, k), lo: make([]int32, k), hi: make([]int32, k),
		seen: make([]uint32, k), index: make([]int32, n+k+1), low: make([]int32, n+k+1),
		comp: make([]int32, n+k+1), onStack: make([]bool, n+k+1)}
	p.kw = (k + 63) / 64
	p.dom = make([]uint64, n*p.kw)
	p.start = make([]int32, k+1)
	p.members = make([]int32, n)
	for i := range p.assign {
		p.assign[i] = -1
	}
	return p
}

func (p *gccFlow) idempotent() bool { return !p.aliased }

// takes reports whether variable i may take value j (from this call's masks).
func (p *gccFlow) takes(s *Store, i, j int) bool {
	return p.dom[i*p.kw+j>>6]>>(j&63)&1 != 0
}

func (p *gccFlow) propagate(s *Store) status {
	for j, c := range p.counts {
		p.lo[j], p.hi[j] = s.vars[c].min, s.vars[c].max
	}
	clear(p.dom)
	for i, x := range p.x {
		vs := &s.vars[x]
		row := p.dom[i*p.kw : (i+1)*p.kw]
		for j, v := range p.vals {
			if off := int(v - vs.base); v >= vs.min && v <= vs.max && s.words[int(vs.word)+off>>6]>>(off&63)&1 != 0 {
				row[j>>6] |= 1 << (j & 63)
			}
		}
	}
	// Repair: drop assignments the domains or the upper bounds no longer allow.
	for i := range p.x {
		if j := p.assign[i]; j >= 0 && (!p.takes(s, i, int(j)) || p.load[j] > p.hi[j]) {
			p.assign[i] = -1
			p.load[j]--
		}
	}
	// Every variable gets a value, within the upper bounds.
	for i := range p.x {
		if p.assign[i] < 0 {
			p.epoch++
			if !p.place(s, i) {
				return failed
			}
		}
	}
	// Every value reaches its lower bound.
	for j := range p.vals {
		for p.load[j] < p.lo[j] {
			p.epoch++
			p.seen[j] = p.epoch
			if !p.pull(s, j) {
				return failed
			}
		}
	}
	// Group the variables by value for the residual graph.
	n, k := len(p.x), len(p.vals)
	clear(p.start)
	for _, j := range p.assign {
		p.start[j+1]++
	}
	for j := 1; j <= k; j++ {
		p.start[j] += p.start[j-1]
	}
	for i, j := range p.assign {
		p.members[p.start[j]] = int32(i)
		p.start[j]++
	}
	for j := k; j > 0; j-- {
		p.start[j] = p.start[j-1]
	}
	p.start[0] = 0
	// Components of the residual graph; prune edges between components.
	clear(p.index)
	p.counter, p.ncomp = 0, 0
	for u := 0; u <= n+k; u++ {
		if p.index[u] == 0 {
			p.tarjan(s, int32(u))
		}
	}
	for i, x := range p.x {
		if s.vars[x].size == 1 {
			continue
		}
		for j, v := range p.vals {
			if int32(j) != p.assign[i] && p.comp[i] != p.comp[n+j] && p.takes(s, i, j) && !s.Remove(x, int(v)) {
				return failed
			}
		}
	}
	return fixpoint
}

// place finds an augmenting path giving variable i a value: a value below
// its upper bound, or one whose variable can move elsewhere.
func (p *gccFlow) place(s *Store, i int) bool {
	for j := range p.vals {
		if p.seen[j] == p.epoch || !p.takes(s, i, j) {
			continue
		}
		p.seen[j] = p.epoch
		if p.load[j] < p.hi[j] {
			p.assign[i] = int32(j)
			p.load[j]++
			return true
		}
		for o := range p.x {
			if p.assign[o] == int32(j) && o != i {
				p.assign[o] = -1 // o leaves j for another value, i takes its place
				p.load[j]--
				if p.place(s, o) {
					p.assign[i] = int32(j)
					p.load[j]++
					return true
				}
				p.assign[o] = int32(j)
				p.load[j]++
			}
		}
	}
	return false
}

// pull moves one more variable onto value j, taking it from a value above
// its lower bound, or from one that can itself pull a replacement.
func (p *gccFlow) pull(s *Store, j int) bool {
	for i := range p.x {
		from := p.assign[i]
		if from == int32(j) || p.seen[from] == p.epoch || !p.takes(s, i, j) {
			continue
		}
		p.seen[from] = p.epoch
		if p.load[from] > p.lo[from] || p.pull(s, int(from)) {
			p.assign[i] = int32(j)
			p.load[from]--
			p.load[j]++
			return true
		}
	}
	return false
}

// tarjan: residual edges are variable → value it may take but is not
// assigned; value → its assigned variables; value → sink below the upper
// bound; sink → value above the lower bound.
func (p *gccFlow) tarjan(s *Store, u int32) {
	p.counter++
	p.index[u], p.low[u] = p.counter, p.counter
	p.stack = append(p.stack, u)
	p.onStack[u] = true
	n, k := int32(len(p.x)), int32(len(p.vals))
	switch {
	case u < n:
		row := p.dom[int(u)*p.kw : (int(u)+1)*p.kw]
		for wi, w := range row {
			for w != 0 {
				j := int32(wi<<6 + bits.TrailingZeros64(w))
				w &= w - 1
				if j != p.assign[u] {
					p.edge(s, u, n+j)
				}
			}
		}
	case u < n+k:
		j := u - n
		for _, i := range p.members[p.start[j]:p.start[j+1]] {
			p.edge(s, u, i)
		}
		if p.load[j] < p.hi[j] {
			p.edge(s, u, n+k)
		}
	default:
		for j := range p.vals {
			if p.load[j] > p.lo[j] {
				p.edge(s, u, n+int32(j))
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

func (p *gccFlow) edge(s *Store, u, w int32) {
	if p.index[w] == 0 {
		p.tarjan(s, w)
		p.low[u] = min(p.low[u], p.low[w])
	} else if p.onStack[w] {
		p.low[u] = min(p.low[u], p.index[w])
	}
}
