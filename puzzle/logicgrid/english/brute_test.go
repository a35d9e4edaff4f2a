package english

import (
	"deduce/puzzle/logicgrid"
)

// bruteCount counts the solutions of p (up to 3) by enumerating a
// permutation per category, checking each clue with logicgrid.Check (the
// checker every printed solution passes, which shares no code with the
// encoders and solvers) as soon as every category it mentions is fixed;
// categories not fixed yet are the identity, which the clue does not see.
func bruteCount(p *logicgrid.Puzzle) int {
	m, n := p.M(), p.N()
	ready := make([][]*logicgrid.Puzzle, m) // one-clue puzzles, by their last category
	for _, c := range p.Clues {
		hi := 0
		for _, it := range c.Items {
			hi = max(hi, it.D)
		}
		switch c.Kind {
		case logicgrid.Less, logicgrid.LessBy, logicgrid.Apart, logicgrid.DiffBy, logicgrid.ApartBy, logicgrid.RingBy, logicgrid.AroundBy:
			hi = max(hi, c.Domain)
		}
		q := *p
		q.Clues = []logicgrid.Clue{c}
		ready[hi] = append(ready[hi], &q)
	}
	of := make([][]int, m)
	for d := range of {
		of[d] = make([]int, n)
		for e := range of[d] {
			of[d][e] = e
		}
	}
	holds := func(d int) bool {
		for _, q := range ready[d] {
			if logicgrid.Check(q, logicgrid.NewSolution(q, of)) != nil {
				return false
			}
		}
		return true
	}
	count := 0
	var rec func(d int)
	rec = func(d int) {
		if count >= 3 {
			return
		}
		if d == m {
			count++
			return
		}
		permutations(of[d], 0, func() {
			if holds(d) {
				rec(d + 1)
			}
		})
		for e := range of[d] {
			of[d][e] = e
		}
	}
	if holds(0) {
		rec(1)
	}
	return count
}

// permutations calls f with every ordering of a[k:], by swaps.
func permutations(a []int, k int, f func()) {
	if k == len(a) {
		f()
		return
	}
	for i := k; i < len(a); i++ {
		a[k], a[i] = a[i], a[k]
		permutations(a, k+1, f)
		a[k], a[i] = a[i], a[k]
	}
}
