package logicgrid

import (
	"math/rand/v2"
)

// bruteCount counts the solutions of p up to limit by enumerating one
// permutation per domain, checking each clue as soon as all the domains it
// mentions are fixed. It shares nothing with the encoders or solvers.
func bruteCount(p *Puzzle, limit int) (int, []*Solution) {
	m, n := p.M(), p.N()
	of := make([][]int, m)
	ent := make([][]int, m)
	for d := range of {
		of[d] = make([]int, n)
		ent[d] = make([]int, n)
	}
	for e := 0; e < n; e++ {
		of[0][e], ent[0][e] = e, e
	}
	// ready[d]: clues whose domains are all <= d and include d.
	ready := make([][]Clue, m)
	for _, c := range p.Clues {
		hi := 0
		for _, it := range c.Items {
			hi = max(hi, it.D)
		}
		if c.Kind == Less || c.Kind == LessBy || c.Kind == Apart {
			hi = max(hi, c.Domain)
		}
		ready[hi] = append(ready[hi], c)
	}
	count := 0
	var sols []*Solution
	var rec func(d int) bool
	ok := func(d int) bool {
		for _, c := range ready[d] {
			if !c.holds(ent, of) {
				return false
			}
		}
		return true
	}
	rec = func(d int) bool {
		if d == m {
			count++
			if len(sols) < 5 {
				sols = append(sols, NewSolution(p, of))
			}
			return limit <= 0 || count < limit
		}
		perm := make([]int, n)
		for i := range perm {
			perm[i] = i
		}
		return permute(perm, 0, func() bool {
			for e, i := range perm {
				of[d][e] = i
				ent[d][i] = e
			}
			if !ok(d) {
				return true
			}
			return rec(d + 1)
		})
	}
	if ok(0) {
		rec(1)
	}
	return count, sols
}

// permute calls f with every permutation of a (Heap's algorithm by swaps);
// it stops when f returns false.
func permute(a []int, k int, f func() bool) bool {
	if k == len(a) {
		return f()
	}
	for i := k; i < len(a); i++ {
		a[k], a[i] = a[i], a[k]
		if !permute(a, k+1, f) {
			a[k], a[i] = a[i], a[k]
			return false
		}
		a[k], a[i] = a[i], a[k]
	}
	return true
}

// randomPuzzle plants a random solution and draws clues of every type:
// mostly true in the planted solution, some random (so that puzzles with
// no solution and with many solutions both occur).
func randomPuzzle(rng *rand.Rand, m, n, nclues int) *Puzzle {
	p := &Puzzle{Algorithm: 8}
	for d := 0; d < m; d++ {
		dom := Domain{Name: string(rune('A' + d))}
		for i := 0; i < n; i++ {
			dom.Items = append(dom.Items, string(rune('a'+d))+string(rune('0'+i)))
		}
		p.Domains = append(p.Domains, dom)
	}
	p.buildIndex()
	of := make([][]int, m)
	for d := range of {
		of[d] = rng.Perm(n)
		if d == 0 {
			for e := range of[d] {
				of[d][e] = e
			}
		}
	}
	planted := &Solution{p: p, Of: of}
	ent := planted.entities()
	item := func() Item { return Item{rng.IntN(m), rng.IntN(n)} }
	for len(p.Clues) < nclues {
		c := Clue{Kind: ClueKind(rng.IntN(8)), Domain: rng.IntN(m), K: 1 + rng.IntN(n-1)}
		switch c.Kind {
		case Different:
			c.Items = []Item{item(), item()}
			if rng.IntN(3) == 0 {
				c.Items = append(c.Items, item())
			}
		case IfThen, IfThenNot, IfNotThen:
			c.Items = []Item{item(), item(), item(), item()}
		default:
			c.Items = []Item{item(), item()}
		}
		distinct := true
		if c.Kind != IfThen && c.Kind != IfThenNot && c.Kind != IfNotThen {
			for a := range c.Items {
				for b := range a {
					distinct = distinct && c.Items[a] != c.Items[b]
				}
			}
		}
		if !distinct {
			continue
		}
		if rng.IntN(10) < 8 && !c.holds(ent, of) {
			continue
		}
		p.Clues = append(p.Clues, c)
	}
	return p
}
