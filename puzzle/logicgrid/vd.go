package logicgrid

import (
	"context"
	"math/bits"
)

// VDOutcome is how Valentine & Davis ended.
type VDOutcome int

const (
	VDSolved     VDOutcome = iota // every tuple narrowed to one item per domain
	VDImpossible                  // a contradiction: no solution exists
	VDStuck                       // pairwise reasoning found nothing more
	VDUnhandled                   // a clue type the algorithm does not handle
)

// VDResult is the final state of Valentine & Davis: the surviving tuples
// (Tuples[t][d] is the candidate set of domain d, a bitset) and, when
// solved, the solution.
type VDResult struct {
	Outcome  VDOutcome
	Tuples   [][]uint64
	Solution *Solution
	Compares int // tuple comparisons made
}

// vd is the state of the algorithm of section 4.1 (the thesis's ValDavis.c):
// one tuple of candidate sets per item, compared pairwise until nothing changes.
type vd struct {
	p          *Puzzle
	m, n       int
	cand       [][]uint64 // cand[t][d]
	joined     []int      // joined[t] = tuple t was merged into, or -1
	dirty      []bool
	gaps       []vdGap
	impossible bool
	compares   int
}

type vdGap struct{ a, b, d, k int } // tuple b is exactly k after tuple a along d

// SolveVD runs Valentine & Davis. It handles the clue types of the original
// paper (different, same, exactly-k-less); any other clue gives VDUnhandled.
func SolveVD(ctx context.Context, p *Puzzle) VDResult {
	m, n := p.M(), p.N()
	if n > 64 {
		return VDResult{Outcome: VDUnhandled}
	}
	s := &vd{p: p, m: m, n: n}
	all := uint64(1)<<uint(n) - 1
	if n == 64 {
		all = ^uint64(0)
	}
	for d := 0; d < m; d++ {
		for i := 0; i < n; i++ {
			t := make([]uint64, m)
			for dd := range t {
				t[dd] = all
			}
			t[d] = 1 << uint(i)
			s.cand = append(s.cand, t)
			s.joined = append(s.joined, -1)
			s.dirty = append(s.dirty, true) // the C code starts clean; every tuple once is stronger and still sound
		}
	}
	for _, c := range p.Clues {
		switch c.Kind {
		case Different:
			for a := range c.Items {
				for b := a + 1; b < len(c.Items); b++ {
					s.exclude(s.tuple(c.Items[a]), s.tuple(c.Items[b]))
				}
			}
		case Same:
			s.join(s.tuple(c.Items[0]), s.tuple(c.Items[1]))
		case LessBy:
			s.gaps = append(s.gaps, vdGap{s.tuple(c.Items[0]), s.tuple(c.Items[1]), c.Domain, c.K})
		default:
			return VDResult{Outcome: VDUnhandled}
		}
	}
	for !s.impossible && ctx.Err() == nil && s.step() {
	}
	return s.result(ctx)
}

func (s *vd) tuple(it Item) int {
	t := it.D*s.n + it.I
	for s.joined[t] >= 0 {
		t = s.joined[t]
	}
	return t
}

func single(b uint64) (int, bool) {
	if b != 0 && b&(b-1) == 0 {
		return bits.TrailingZeros64(b), true
	}
	return -1, false
}

// step compares the first dirty tuple with every other live tuple.
func (s *vd) step() bool {
	base := -1
	for t := range s.cand {
		if s.dirty[t] && s.joined[t] < 0 {
			base = t
			break
		}
	}
	if base < 0 {
		return false
	}
	s.dirty[base] = false
	for t := range s.cand {
		if s.impossible || s.joined[base] >= 0 {
			break
		}
		if t != base && s.joined[t] < 0 {
			s.compare(base, t)
		}
	}
	return true
}

func (s *vd) compare(t1, t2 int) {
	s.compares++
	found := false
	for _, g := range s.gaps {
		if g.a == t1 && g.b == t2 || g.a == t2 && g.b == t1 {
			found = true
			s.applyGap(g)
		}
	}
	if found {
		s.exclude(t1, t2)
		return
	}
	for d := 0; d < s.m; d++ {
		a, b := s.cand[t1][d], s.cand[t2][d]
		if a&b == 0 {
			s.exclude(t1, t2)
			return
		}
		if v1, ok1 := single(a); ok1 {
			if v2, ok2 := single(b); ok2 && v1 == v2 {
				s.join(t1, t2)
				return
			}
		}
	}
}

func (s *vd) set(t, d int, v uint64) {
	if s.cand[t][d] != v {
		s.cand[t][d] = v
		s.dirty[t] = true
		if v == 0 {
			s.impossible = true
		}
	}
}

// exclude records that t1 and t2 are different objects: a value fixed in
// one is removed from the other.
func (s *vd) exclude(t1, t2 int) {
	if t1 == t2 {
		s.impossible = true
		return
	}
	for d := 0; d < s.m; d++ {
		if _, ok := single(s.cand[t1][d]); ok {
			s.set(t2, d, s.cand[t2][d]&^s.cand[t1][d])
		}
		if _, ok := single(s.cand[t2][d]); ok {
			s.set(t1, d, s.cand[t1][d]&^s.cand[t2][d])
		}
	}
}

// join merges t2 into t1: they are the same object.
func (s *vd) join(t1, t2 int) {
	if t1 == t2 {
		return
	}
	for d := 0; d < s.m; d++ {
		s.set(t1, d, s.cand[t1][d]&s.cand[t2][d])
	}
	s.joined[t2] = t1
	s.dirty[t1] = true
	for i := range s.gaps {
		g := &s.gaps[i]
		if g.a == t2 {
			g.a = t1
		}
		if g.b == t2 {
			g.b = t1
		}
		if g.a == g.b { // one object k places away from itself
			s.impossible = true
		}
	}
}

// applyGap keeps the positions of g.a that have a partner k later in g.b and
// the positions of g.b that have one k earlier in g.a.
func (s *vd) applyGap(g vdGap) {
	a, b := s.cand[g.a][g.d], s.cand[g.b][g.d]
	s.set(g.a, g.d, a&(b>>uint(g.k)))
	s.set(g.b, g.d, b&(a<<uint(g.k)))
}

func (s *vd) result(ctx context.Context) VDResult {
	r := VDResult{Outcome: VDStuck, Compares: s.compares}
	var live []int
	for t := range s.cand {
		if s.joined[t] < 0 {
			live = append(live, t)
			r.Tuples = append(r.Tuples, s.cand[t])
		}
	}
	if s.impossible {
		r.Outcome = VDImpossible
		return r
	}
	if ctx.Err() != nil || len(live) != s.n {
		return r
	}
	of := make([][]int, s.m)
	for d := range of {
		of[d] = make([]int, s.n)
	}
	seen := make([]bool, s.n)
	for _, t := range live {
		e, ok := single(s.cand[t][0])
		if !ok || seen[e] {
			return r
		}
		seen[e] = true
		for d := 0; d < s.m; d++ {
			v, ok := single(s.cand[t][d])
			if !ok {
				return r
			}
			of[d][e] = v
		}
	}
	r.Outcome = VDSolved
	r.Solution = &Solution{p: s.p, Of: of}
	return r
}
