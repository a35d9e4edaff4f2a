package magnets

import (
	"context"
	"math/bits"
	"math/rand/v2"

	"deduce/fd"
)

// Cell domains are bit sets of the values a cell may still take.
const (
	bitPlus    uint8 = 1
	bitMinus   uint8 = 2
	bitNeutral uint8 = 4
	bitAll           = bitPlus | bitMinus | bitNeutral
)

// value index of a single bit: 0 plus, 1 minus, 2 neutral.
func valueIndex(bit uint8) int { return bits.TrailingZeros8(bit) }

// mirror maps a cell's domain to what its domino partner may take:
// + ↔ −, neutral ↔ neutral.
var mirror [8]uint8

func init() {
	for d := range uint8(8) {
		var m uint8
		if d&bitPlus != 0 {
			m |= bitMinus
		}
		if d&bitMinus != 0 {
			m |= bitPlus
		}
		m |= d & bitNeutral
		mirror[d] = m
	}
}

func bitValue(bit uint8) int8 {
	switch bit {
	case bitPlus:
		return Plus
	case bitMinus:
		return Minus
	}
	return Neutral
}

// propSolver is the dedicated Magnets engine behind the "prop" method: cell
// domains with a trail, propagation of the domino, neighbour and per-line
// counting rules to a fixpoint (the counting done incrementally), and
// first-fail search. It is also the grader's probing engine.
type propSolver struct {
	p       *Puzzle
	w, n    int
	dom     []uint8
	lineOf  [][2]int // row line and column line of each cell
	lines   [][]int  // cells of each line: rows 0..H-1 then columns
	target  [][3]int // wanted count of +, −, neutral per line (-1 unknown)
	canHave [][3]int // cells of the line whose domain still holds the value
	fixed   [][3]int // cells of the line fixed to the value
	trail   []trailEntry
	queue   []int
	inQueue []bool
	lineQ   []int
	inLineQ []bool
	gacQ    []int // lines waiting for lineGAC, run once the cheap rules are quiet
	inGacQ  []bool
	// gacRunning is the line lineGAC is pruning (-1 none): its own prunings
	// need no rerun, line arc consistency being idempotent.
	gacRunning int

	weight      []int     // failures met per line, for dom/wdeg branching
	fw, bw      []bool    // lineGAC buffers
	fwc, bwc    []float64 // lineDensity buffers
	dens        []float64 // densities per cell and value
	useDensity  bool      // branch by maxSD instead of first fail
	restartBase int64     // node budget unit of the Luby restarts
	gacAct      []int     // lineGAC: reachable states, layer by layer
	gacStart    []int     // lineGAC: where each layer starts in gacAct
	support     []uint8   // lineGAC buffer

	rng         *rand.Rand // non-nil: randomised dom/wdeg branching (restarts)
	budget      int64      // node limit of the current restart, 0 none
	outOfBudget bool

	nodes, fails int64
	ctx          context.Context
	stopped      error
}

type trailEntry struct {
	cell int32
	old  uint8
}

func newPropSolver(p *Puzzle) *propSolver {
	w, h := p.W, p.H
	n := w * h
	s := &propSolver{p: p, w: w, n: n, dom: make([]uint8, n), lineOf: make([][2]int, n),
		lines: make([][]int, h+w), target: make([][3]int, h+w), canHave: make([][3]int, h+w),
		fixed: make([][3]int, h+w), weight: make([]int, h+w), inQueue: make([]bool, n), inLineQ: make([]bool, h+w), inGacQ: make([]bool, h+w), gacRunning: -1}
	for i := range n {
		r, c := i/w, i%w
		s.lineOf[i] = [2]int{r, h + c}
		s.lines[r] = append(s.lines[r], i)
		s.lines[h+c] = append(s.lines[h+c], i)
	}
	setTarget := func(l, plus, minus int) {
		s.target[l] = [3]int{plus, minus, -1}
		if plus >= 0 && minus >= 0 {
			s.target[l][2] = len(s.lines[l]) - plus - minus
		}
	}
	for r := range h {
		setTarget(r, p.RowPlus[r], p.RowMinus[r])
	}
	for c := range w {
		setTarget(h+c, p.ColPlus[c], p.ColMinus[c])
	}
	for i := range n {
		s.dom[i] = bitAll
		for _, l := range s.lineOf[i] {
			for v := range 3 {
				s.canHave[l][v]++
			}
		}
	}
	return s
}

// set narrows cell i to dom[i]&keep. It returns false on a wipe-out.
func (s *propSolver) set(i int, keep uint8) bool {
	old := s.dom[i]
	nd := old & keep
	if nd == old {
		return true
	}
	if nd == 0 {
		return false
	}
	s.trail = append(s.trail, trailEntry{int32(i), old})
	s.dom[i] = nd
	s.account(i, old, nd, 1)
	if !s.inQueue[i] {
		s.inQueue[i] = true
		s.queue = append(s.queue, i)
	}
	return true
}

// account updates the line counters for a change old→nd of cell i (sign +1),
// or undoes it (sign −1).
func (s *propSolver) account(i int, old, nd uint8, sign int) {
	removed := old &^ nd
	single := bits.OnesCount8(nd) == 1
	for _, l := range s.lineOf[i] {
		for rm := removed; rm != 0; rm &= rm - 1 {
			s.canHave[l][bits.TrailingZeros8(rm)] -= sign
		}
		if single {
			s.fixed[l][valueIndex(nd)] += sign
		}
		if sign > 0 && !s.inLineQ[l] {
			s.inLineQ[l] = true
			s.lineQ = append(s.lineQ, l)
		}
		if sign > 0 && !s.inGacQ[l] && l != s.gacRunning {
			s.inGacQ[l] = true
			s.gacQ = append(s.gacQ, l)
		}
	}
}

func (s *propSolver) undo(mark int) {
	for k := len(s.trail) - 1; k >= mark; k-- {
		e := s.trail[k]
		i := int(e.cell)
		s.account(i, e.old, s.dom[i], -1)
		s.dom[i] = e.old
	}
	s.trail = s.trail[:mark]
}

func (s *propSolver) clearQueues() {
	for _, i := range s.queue {
		s.inQueue[i] = false
	}
	s.queue = s.queue[:0]
	for _, l := range s.lineQ {
		s.inLineQ[l] = false
	}
	s.lineQ = s.lineQ[:0]
	for _, l := range s.gacQ {
		s.inGacQ[l] = false
	}
	s.gacQ = s.gacQ[:0]
}

// propagate runs the rules to a fixpoint; false means a contradiction.
func (s *propSolver) propagate() bool {
	ok := s.fixpoint()
	if !ok {
		s.clearQueues()
	}
	return ok
}

func (s *propSolver) fixpoint() bool {
	w := s.w
	for len(s.queue) > 0 || len(s.lineQ) > 0 || len(s.gacQ) > 0 {
		for len(s.queue) > 0 {
			i := s.queue[len(s.queue)-1]
			s.queue = s.queue[:len(s.queue)-1]
			s.inQueue[i] = false
			d := s.dom[i]
			q := s.p.Partner[i]
			if q < 0 {
				if !s.set(i, bitNeutral) {
					return false
				}
				continue
			}
			if !s.set(q, mirror[d]) {
				return false
			}
			if d == bitPlus || d == bitMinus {
				c := i % w
				if c > 0 && !s.set(i-1, ^d) {
					return false
				}
				if c+1 < w && !s.set(i+1, ^d) {
					return false
				}
				if i >= w && !s.set(i-w, ^d) {
					return false
				}
				if i+w < s.n && !s.set(i+w, ^d) {
					return false
				}
			}
		}
		for len(s.lineQ) > 0 && len(s.queue) == 0 {
			l := s.lineQ[len(s.lineQ)-1]
			s.lineQ = s.lineQ[:len(s.lineQ)-1]
			s.inLineQ[l] = false
			if !s.countLine(l) {
				s.weight[l]++
				return false
			}
		}
		if len(s.queue) == 0 && len(s.lineQ) == 0 && len(s.gacQ) > 0 {
			l := s.gacQ[len(s.gacQ)-1]
			s.gacQ = s.gacQ[:len(s.gacQ)-1]
			s.inGacQ[l] = false
			s.gacRunning = l
			ok := s.lineGAC(l)
			s.gacRunning = -1
			if !ok {
				s.weight[l]++
				return false
			}
		}
	}
	return true
}

// countLine applies the counting rule to line l for each value with a known
// target: too many fixed or too few possible fails; when the fixed cells
// reach the target the value leaves the other cells; when the possible cells
// are just enough they all take it.
func (s *propSolver) countLine(l int) bool {
	for v := range 3 {
		t := s.target[l][v]
		if t < 0 {
			continue
		}
		f, c := s.fixed[l][v], s.canHave[l][v]
		if f > t || c < t {
			return false
		}
		bit := uint8(1) << v
		if f == t && c > t {
			for _, i := range s.lines[l] {
				if d := s.dom[i]; d&bit != 0 && d != bit && !s.set(i, ^bit) {
					return false
				}
			}
		} else if c == t && f < t {
			for _, i := range s.lines[l] {
				if d := s.dom[i]; d&bit != 0 && d != bit && !s.set(i, bit) {
					return false
				}
			}
		}
	}
	return true
}

// start posts the initial state: every cell queued once.
func (s *propSolver) start() bool {
	for i := range s.n {
		if !s.inQueue[i] {
			s.inQueue[i] = true
			s.queue = append(s.queue, i)
		}
	}
	for l := range s.lines {
		if !s.inLineQ[l] {
			s.inLineQ[l] = true
			s.lineQ = append(s.lineQ, l)
		}
		if !s.inGacQ[l] {
			s.inGacQ[l] = true
			s.gacQ = append(s.gacQ, l)
		}
	}
	return s.propagate()
}

// choose picks the undecided cell with the fewest values left (first fail),
// preferring cells whose lines are tight; -1 when all are decided.
func (s *propSolver) choose() int {
	if s.rng != nil {
		return s.chooseWeighted()
	}
	// First fail: the first cell with the fewest values left.
	best, bestSize := -1, 4
	for i, d := range s.dom {
		k := bits.OnesCount8(d)
		if k > 1 && k < bestSize {
			best, bestSize = i, k
			if k == 2 {
				break
			}
		}
	}
	return best
}

// chooseWeighted is dom/wdeg with random tie-breaks, for restarts: the
// cell maximising (1 + failures of its row and column) / values left.
func (s *propSolver) chooseWeighted() int {
	best, ties := -1, 0
	var bestScore float64
	for i, d := range s.dom {
		k := bits.OnesCount8(d)
		if k < 2 {
			continue
		}
		lo := s.lineOf[i]
		score := float64(1+s.weight[lo[0]]+s.weight[lo[1]]) / float64(k)
		switch {
		case score > bestScore:
			best, bestScore, ties = i, score, 1
		case score == bestScore:
			ties++
			if s.rng.IntN(ties) == 0 {
				best = i
			}
		}
	}
	return best
}

// solveRestarts looks for one solution with dom/wdeg branching and Luby
// restarts (a node budget of 50·luby(k) for the k-th run), which tames the
// heavy tail of first-fail search on hard instances. Weights persist across
// restarts. It returns false when the puzzle has no solution or ctx ended.
func (s *propSolver) solveRestarts(seed uint64, found func() bool) bool {
	s.rng = rand.New(rand.NewPCG(seed, 0x72657374))
	if s.restartBase == 0 {
		s.restartBase = 50
	}
	defer func() { s.rng, s.budget = nil, 0 }()
	for k := 1; ; k++ {
		s.budget = s.nodes + s.restartBase*fd.Luby(k)
		done := false
		complete := s.search(func() bool { done = true; return found() })
		if done {
			return true
		}
		if s.stopped != nil {
			return false
		}
		if complete && !s.outOfBudget {
			return false // exhausted without a budget cut: no solution
		}
		s.outOfBudget = false
	}
}

// valueOrder: neutral first (the report's median choice), then +, then −.
var valueOrder = [3]uint8{bitNeutral, bitPlus, bitMinus}

// search enumerates solutions, calling found for each; it stops when found
// returns false or the context is done. It returns false when stopped.
func (s *propSolver) search(found func() bool) bool {
	s.nodes++
	// Every node looks at the context: a node of a large grid costs
	// milliseconds (lineGAC, densities over every line), so checking every
	// 64th let a 60×60 solve run half a second past its deadline. A
	// non-blocking receive on Done costs a few nanoseconds.
	if s.ctx != nil {
		select {
		case <-s.ctx.Done():
			s.stopped = s.ctx.Err()
			return false
		default:
		}
	}
	if s.budget > 0 && s.nodes > s.budget {
		s.outOfBudget = true
		return false
	}
	if s.useDensity {
		return s.searchDensity(found)
	}
	i := s.choose()
	if i < 0 {
		return found()
	}
	d := s.dom[i]
	for _, v := range valueOrder {
		if d&v == 0 {
			continue
		}
		mark := len(s.trail)
		if s.set(i, v) && s.propagate() {
			if !s.search(found) {
				s.undo(mark)
				return false
			}
		} else {
			s.fails++
		}
		s.undo(mark)
	}
	return true
}

// searchDensity branches on the densest cell and value: first the cell
// takes it, then the cell loses it.
func (s *propSolver) searchDensity(found func() bool) bool {
	i, v := s.chooseDensity()
	if i < 0 {
		return found()
	}
	for _, keep := range []uint8{v, s.dom[i] &^ v} {
		mark := len(s.trail)
		if s.set(i, keep) && s.propagate() {
			if !s.search(found) {
				s.undo(mark)
				return false
			}
		} else {
			s.fails++
		}
		s.undo(mark)
	}
	return true
}

func (s *propSolver) solution() *Solution {
	sol := &Solution{W: s.p.W, H: s.p.H, Cells: make([]int8, s.n)}
	for i, d := range s.dom {
		sol.Cells[i] = bitValue(d)
	}
	return sol
}
