package fd

import "slices"

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

func (*allDiffBounds) idempotent() bool { return true }
