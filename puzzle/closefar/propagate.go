package closefar

import (
	"context"
	"math/bits"
	"math/rand/v2"
)

// lineSolver is the fast method ("lines"): every row and column keeps the set
// of its valid placements (placements) that still fit the board, and the board
// keeps, for every cell, the set of values some placement of its row and some
// placement of its column still allow. Propagation filters both to a fixpoint,
// which is generalised arc consistency on each line's table of placements; the
// search branches on the line with the fewest placements left.
//
// Lines 0..N-1 are the rows, N..2N-1 the columns. cand[l][:size[l]] are the
// indices of line l's live placements; filtering only permutes within that
// prefix, so restoring size restores the set on backtracking.
type lineSolver struct {
	n     int
	ps    []placement
	cand  [][]int32
	size  []int
	dom   []uint8 // per cell: bit v set when value v (Blank, Close, Far) is still possible
	dirty []bool
	queue []int
	rng   *rand.Rand // nil: placements in fixed order; else branches shuffled

	nodes, failures, propagations int64
}

const allValues = 1<<Blank | 1<<Close | 1<<Far

func newLineSolver(p *Puzzle) *lineSolver {
	n := p.N
	s := &lineSolver{n: n, ps: placements(n), cand: make([][]int32, 2*n), size: make([]int, 2*n),
		dom: make([]uint8, n*n), dirty: make([]bool, 2*n)}
	for i, h := range p.Hints {
		if h == Blank {
			s.dom[i] = allValues
		} else {
			s.dom[i] = 1 << h
		}
	}
	for l := range s.cand {
		s.cand[l] = make([]int32, len(s.ps))
		for i := range s.ps {
			s.cand[l][i] = int32(i)
		}
		s.size[l] = len(s.ps)
		s.enqueue(l)
	}
	return s
}

func (s *lineSolver) enqueue(l int) {
	if !s.dirty[l] {
		s.dirty[l] = true
		s.queue = append(s.queue, l)
	}
}

// cell returns the board index of position i along line l.
func (s *lineSolver) cell(l, i int) int {
	if l < s.n {
		return l*s.n + i
	}
	return i*s.n + (l - s.n)
}

// propagate filters to a fixpoint; false means a line has no placement left.
func (s *lineSolver) propagate() bool {
	n := s.n
	full := uint32(1)<<n - 1
	for len(s.queue) > 0 {
		l := s.queue[0]
		s.queue = s.queue[1:]
		s.dirty[l] = false
		s.propagations++
		var allowB, allowC, allowF uint32
		for i := 0; i < n; i++ {
			d := s.dom[s.cell(l, i)]
			allowB |= uint32(d>>Blank&1) << i
			allowC |= uint32(d>>Close&1) << i
			allowF |= uint32(d>>Far&1) << i
		}
		cand, k := s.cand[l], s.size[l]
		var supB, supC, supF uint32
		for j := 0; j < k; {
			pl := s.ps[cand[j]]
			blank := full &^ (pl.c | pl.f)
			if pl.c&^allowC != 0 || pl.f&^allowF != 0 || blank&^allowB != 0 {
				k--
				cand[j], cand[k] = cand[k], cand[j]
				continue
			}
			supB |= blank
			supC |= pl.c
			supF |= pl.f
			j++
		}
		s.size[l] = k
		if k == 0 {
			s.queue = s.queue[:0]
			for i := range s.dirty {
				s.dirty[i] = false
			}
			s.failures++
			return false
		}
		for i := 0; i < n; i++ {
			x := s.cell(l, i)
			nd := s.dom[x] & (uint8(supB>>i&1)<<Blank | uint8(supC>>i&1)<<Close | uint8(supF>>i&1)<<Far)
			if nd != s.dom[x] {
				s.dom[x] = nd
				if l < n {
					s.enqueue(n + i)
				} else {
					s.enqueue(i)
				}
			}
		}
	}
	return true
}

// solved reports whether every cell holds one value.
func (s *lineSolver) solved() bool {
	for _, d := range s.dom {
		if bits.OnesCount8(d) != 1 {
			return false
		}
	}
	return true
}

func (s *lineSolver) solution() *Solution {
	sol := &Solution{N: s.n, Cells: make([]Cell, len(s.dom))}
	for i, d := range s.dom {
		sol.Cells[i] = Cell(bits.TrailingZeros8(d))
	}
	return sol
}

type snapshot struct {
	size []int
	dom  []uint8
}

func (s *lineSolver) save() snapshot {
	return snapshot{append([]int(nil), s.size...), append([]uint8(nil), s.dom...)}
}

func (s *lineSolver) restore(sn snapshot) {
	copy(s.size, sn.size)
	copy(s.dom, sn.dom)
}

// search enumerates the solutions under the current state, calling found for
// each; it stops when found returns false or ctx is done (ctx's error is returned).
func (s *lineSolver) search(ctx context.Context, found func(*Solution) bool) error {
	if !s.propagate() {
		return nil
	}
	_, err := s.dfs(ctx, found)
	return err
}

func (s *lineSolver) dfs(ctx context.Context, found func(*Solution) bool) (bool, error) {
	s.nodes++
	// Every 64 nodes: at N = 24 one node's propagation can take a
	// millisecond, and the generator's deadline must hold within 0.5 s.
	if s.nodes&63 == 0 {
		if err := ctx.Err(); err != nil {
			return true, err
		}
	}
	best, bestSize := -1, 0
	for l, k := range s.size {
		if k > 1 && (best < 0 || k < bestSize) {
			best, bestSize = l, k
		}
	}
	if best < 0 {
		// Every line has one placement left and the propagation agreed on
		// every cell, so the board is a solution.
		return !found(s.solution()), nil
	}
	branches := append([]int32(nil), s.cand[best][:bestSize]...)
	if s.rng != nil {
		s.rng.Shuffle(len(branches), func(i, j int) { branches[i], branches[j] = branches[j], branches[i] })
	}
	sn := s.save()
	for _, b := range branches {
		s.fixLine(best, b)
		if s.propagate() {
			if stop, err := s.dfs(ctx, found); stop || err != nil {
				return stop, err
			}
		}
		s.restore(sn)
	}
	return false, nil
}

// fixLine keeps only placement b on line l and queues the line.
func (s *lineSolver) fixLine(l int, b int32) {
	cand := s.cand[l]
	for j := 0; j < s.size[l]; j++ {
		if cand[j] == b {
			cand[0], cand[j] = cand[j], cand[0]
			break
		}
	}
	s.size[l] = 1
	pl := s.ps[b]
	for i := 0; i < s.n; i++ {
		x := s.cell(l, i)
		s.dom[x] &= 1 << pl.value(i)
	}
	perp := func(i int) int {
		if l < s.n {
			return s.n + i
		}
		return i
	}
	for i := 0; i < s.n; i++ {
		s.enqueue(perp(i))
	}
}
