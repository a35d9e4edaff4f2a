package logicgrid

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
)

// The step checker's search (see VerifyStep): a small constraint solver of
// its own over the blocks of the domains a step touches, written for the
// verifier alone. Its state is, for every two touched domains a and b and
// item i of a, the set of items of b that i may still share an entity with
// (a bit set; both directions kept). Its propagators are sound pruning rules,
// each removing only pairs that no solution of the step's constraints has:
//
//   - a block is a bijection: a pair is kept only if some perfect matching
//     of the block's bipartite graph holds it (Régin's all-different filter:
//     a maximum matching by augmenting paths, then the alternating cycles of
//     its residual graph). This is Hall's counting in one polynomial step,
//     where resolution (the cdcl check before it) needs proofs exponential
//     in the block's size (the pigeonhole principle).
//   - sameness is transitive: item i of a and k of c stay possible only if
//     some item j of a third touched domain b is possible with both (path
//     consistency over every triple of domains).
//   - a clue keeps only the values some accepted pattern of it supports
//     (generalised arc consistency over its patterns, enumerated once from
//     the solution checker's meaning of the clue, clueHolds: for an ordered
//     clue the positions of its two items along its domain, for the others
//     which of its items share an entity).
//
// Search branches on the pair of the smallest open row (same, then apart),
// depth first; a leaf where every row holds one item is checked once more
// directly (bijections, transitivity, every clue by clueHolds, the uses,
// the negated fact) before it counts as a model. Since pruning is sound and
// the search exhaustive, "no model" proves the fact.
//
// Domains the step does not touch are left out: every model of the touched
// ones extends to them (their items are free), so leaving them out changes
// no answer.

// errCheckBudget stops a search that used up its node budget.
var errCheckBudget = errors.New("node budget exhausted")

// maxCheckItems is the most items a domain may have for the checker's bit
// sets; grids explain allows (MaxExplainFacts) have at most 50.
const maxCheckItems = 64

// maxCluePairs bounds the item pairs of one clue the checker tracks (a
// pattern is a bit set over them): 11 items.
const maxCluePairs = 64

// gridCheck is one step's constraint model.
type gridCheck struct {
	p     *Puzzle
	doms  []int // the touched domains (puzzle indexes), in order
	local []int // puzzle domain -> index in doms, -1 if not touched
	k, n  int
	parts []partClue
	ords  []ordClue
	// What the clues fix before any search: pairs apart (different),
	// pairs together (same), or no model at all (unsat).
	rootApart, rootTogether [][2]Item
	unsat                   bool
	// nodes counts search nodes against limit (0: no limit).
	nodes, fails, limit int64
	ctx                 context.Context
}

// partClue is a clue whose truth depends on which of its items share an
// entity: pats lists the accepted patterns, as bit sets over pairs (bit p
// set: the items of pairs[p] share an entity).
type partClue struct {
	items []Item // local domains
	pairs [][2]int
	pats  []uint64
}

// ordClue is a clue on the positions of items A and B along domain D:
// acc[j] is the set of positions of B accepted with A at position j.
type ordClue struct {
	A, B Item // local domains
	D    int  // local
	acc  []uint64
}

// checkState is the search state: rel[(a*k+b)*n+i] holds the items of
// touched domain b that item i of touched domain a may share an entity with.
type checkState []uint64

func (g *gridCheck) at(a, b, i int) int { return (a*g.k+b)*g.n + i }

func (g *gridCheck) loc(it Item) Item { return Item{g.local[it.D], it.I} }

func (g *gridCheck) root() checkState {
	s := make(checkState, g.k*g.k*g.n)
	full := uint64(1)<<g.n - 1
	for a := 0; a < g.k; a++ {
		for b := 0; b < g.k; b++ {
			if a != b {
				for i := 0; i < g.n; i++ {
					s[g.at(a, b, i)] = full
				}
			}
		}
	}
	return s
}

// restrict keeps only mask among the partners of item i of a in b, mirroring
// each removal; it reports whether anything changed.
func (g *gridCheck) restrict(s checkState, a, i, b int, mask uint64) bool {
	x := g.at(a, b, i)
	old := s[x]
	nw := old & mask
	if nw == old {
		return false
	}
	s[x] = nw
	for rem := old &^ nw; rem != 0; rem &= rem - 1 {
		j := bits.TrailingZeros64(rem)
		s[g.at(b, a, j)] &^= 1 << i
	}
	return true
}

// apart removes the pair (x, y) (local items of two domains).
func (g *gridCheck) apart(s checkState, x, y Item) bool {
	return g.restrict(s, x.D, x.I, y.D, ^(uint64(1) << y.I))
}

// together keeps x and y only with each other in their block.
func (g *gridCheck) together(s checkState, x, y Item) bool {
	c1 := g.restrict(s, x.D, x.I, y.D, uint64(1)<<y.I)
	c2 := g.restrict(s, y.D, y.I, x.D, uint64(1)<<x.I)
	return c1 || c2
}

// propagate runs every propagator to a fixpoint; false means no model.
// Each pass that changes something removes at least one pair, so there are
// at most k²n² passes, each polynomial.
func (g *gridCheck) propagate(s checkState) bool {
	for {
		changed := false
		for a := 0; a < g.k; a++ {
			for b := a + 1; b < g.k; b++ {
				ch, ok := g.matchBlock(s, a, b)
				if !ok {
					return false
				}
				changed = changed || ch
			}
		}
		for a := 0; a < g.k; a++ {
			for c := a + 1; c < g.k; c++ {
				for b := 0; b < g.k; b++ {
					if b != a && b != c && g.compose(s, a, b, c) {
						changed = true
					}
				}
			}
		}
		for i := range g.parts {
			ch, ok := g.parts[i].propagate(g, s)
			if !ok {
				return false
			}
			changed = changed || ch
		}
		for i := range g.ords {
			ch, ok := g.ords[i].propagate(g, s)
			if !ok {
				return false
			}
			changed = changed || ch
		}
		if !changed {
			return true
		}
	}
}

// matchBlock keeps the pairs of block (a, b) that some perfect matching of
// its bipartite graph holds (Régin 1994): with a perfect matching M, an
// edge i-j not in M lies in another perfect matching exactly when it closes
// an alternating cycle, that is when row i and the row M matches to column
// j lie in one strongly connected component of the graph with an arc i->i'
// for every edge from row i to the column of row i'. ok is false when the
// block has no perfect matching.
func (g *gridCheck) matchBlock(s checkState, a, b int) (changed, ok bool) {
	n := g.n
	rows := s[g.at(a, b, 0) : g.at(a, b, 0)+n]
	var rowOf, colOf [maxCheckItems]int8
	for i := 0; i < n; i++ {
		rowOf[i], colOf[i] = -1, -1
	}
	// Maximum matching by augmenting paths (Kuhn).
	var seen uint64
	var augment func(i int) bool
	augment = func(i int) bool {
		for free := rows[i] &^ seen; free != 0; free &= free - 1 {
			j := bits.TrailingZeros64(free)
			if seen&(1<<j) != 0 {
				continue
			}
			seen |= 1 << j
			if rowOf[j] < 0 || augment(int(rowOf[j])) {
				rowOf[j], colOf[i] = int8(i), int8(j)
				return true
			}
		}
		return false
	}
	for i := 0; i < n; i++ {
		seen = 0
		if !augment(i) {
			return false, false
		}
	}
	// reach[i]: rows reachable from row i (transitive closure, Warshall).
	var reach [maxCheckItems]uint64
	for i := 0; i < n; i++ {
		for cols := rows[i] &^ (1 << colOf[i]); cols != 0; cols &= cols - 1 {
			reach[i] |= 1 << rowOf[bits.TrailingZeros64(cols)]
		}
	}
	for m := 0; m < n; m++ {
		bm := uint64(1) << m
		for i := 0; i < n; i++ {
			if reach[i]&bm != 0 {
				reach[i] |= reach[m]
			}
		}
	}
	for i := 0; i < n; i++ {
		keep := uint64(1) << colOf[i]
		for cols := rows[i] &^ keep; cols != 0; cols &= cols - 1 {
			j := bits.TrailingZeros64(cols)
			r := int(rowOf[j])
			if reach[i]&(1<<r) != 0 && reach[r]&(1<<i) != 0 {
				keep |= 1 << j
			}
		}
		if g.restrict(s, a, i, b, keep) {
			changed = true
		}
	}
	return changed, true
}

// compose keeps item i of a and item l of c possible together only if some
// item j of b is possible with both.
func (g *gridCheck) compose(s checkState, a, b, c int) bool {
	changed := false
	for i := 0; i < g.n; i++ {
		var via uint64
		for js := s[g.at(a, b, i)]; js != 0; js &= js - 1 {
			via |= s[g.at(b, c, bits.TrailingZeros64(js))]
		}
		if g.restrict(s, a, i, c, via) {
			changed = true
		}
	}
	return changed
}

// possible reports whether x and y (of two domains) may share an entity;
// forced whether they must.
func (g *gridCheck) possible(s checkState, x, y Item) bool {
	return s[g.at(x.D, y.D, x.I)]&(1<<y.I) != 0
}

func (g *gridCheck) forced(s checkState, x, y Item) bool {
	return s[g.at(x.D, y.D, x.I)] == 1<<y.I
}

func (c *partClue) propagate(g *gridCheck, s checkState) (changed, ok bool) {
	var poss, forced uint64
	for p, pr := range c.pairs {
		x, y := c.items[pr[0]], c.items[pr[1]]
		if g.possible(s, x, y) {
			poss |= 1 << p
		}
		if g.forced(s, x, y) {
			forced |= 1 << p
		}
	}
	var sameU, apartU uint64
	any := false
	for _, pat := range c.pats {
		if pat&^poss != 0 || forced&^pat != 0 {
			continue
		}
		any = true
		sameU |= pat
		apartU |= ^pat
	}
	if !any {
		return false, false
	}
	for p, pr := range c.pairs {
		x, y := c.items[pr[0]], c.items[pr[1]]
		switch bit := uint64(1) << p; {
		case sameU&bit == 0:
			changed = g.apart(s, x, y) || changed
		case apartU&bit == 0:
			changed = g.together(s, x, y) || changed
		}
	}
	return changed, true
}

// positions is the set of positions along D item x may have.
func (g *gridCheck) positions(s checkState, x Item, D int) uint64 {
	if x.D == D {
		return 1 << x.I
	}
	return s[g.at(x.D, D, x.I)]
}

func (c *ordClue) propagate(g *gridCheck, s checkState) (changed, ok bool) {
	A, B, D := c.A, c.B, c.D
	posA, posB := g.positions(s, A, D), g.positions(s, B, D)
	var newA, newB uint64
	someSame, someApart := false, false
	for js := posA; js != 0; js &= js - 1 {
		j := bits.TrailingZeros64(js)
		ks := c.acc[j] & posB
		switch {
		case A.D == B.D && A == B:
			ks &= 1 << j
		case A.D == B.D:
			ks &^= 1 << j
		default:
			if !g.possible(s, A, B) {
				ks &^= 1 << j
			}
			if g.forced(s, A, B) {
				ks &= 1 << j
			}
		}
		if ks == 0 {
			continue
		}
		newA |= 1 << j
		newB |= ks
		someSame = someSame || ks&(1<<j) != 0
		someApart = someApart || ks&^(1<<j) != 0
	}
	if newA == 0 {
		return false, false
	}
	if A.D != D {
		changed = g.restrict(s, A.D, A.I, D, newA) || changed
	}
	if B.D != D {
		changed = g.restrict(s, B.D, B.I, D, newB) || changed
	}
	if A.D != B.D {
		if !someSame {
			changed = g.apart(s, A, B) || changed
		}
		if !someApart {
			changed = g.together(s, A, B) || changed
		}
	}
	return changed, true
}

// search reports whether s (propagated or not) has a model, exploring at
// most g.limit nodes in all.
func (g *gridCheck) search(s checkState, isModel func(checkState) bool) (bool, error) {
	if !g.propagate(s) {
		g.fails++
		return false, nil
	}
	// Branch on the open row with the fewest candidates.
	ba, bb, bi, best := -1, -1, -1, 65
	for a := 0; a < g.k; a++ {
		for b := 0; b < g.k; b++ {
			if a == b {
				continue
			}
			for i := 0; i < g.n; i++ {
				if c := bits.OnesCount64(s[g.at(a, b, i)]); c > 1 && c < best {
					ba, bb, bi, best = a, b, i, c
				}
			}
		}
	}
	if ba < 0 {
		if isModel(s) {
			return true, nil
		}
		g.fails++
		return false, nil
	}
	j := bits.TrailingZeros64(s[g.at(ba, bb, bi)])
	x, y := Item{ba, bi}, Item{bb, j}
	for _, same := range []bool{true, false} {
		g.nodes++
		if g.limit > 0 && g.nodes > g.limit {
			return false, errCheckBudget
		}
		if g.nodes&63 == 0 {
			if err := g.ctx.Err(); err != nil {
				return false, err
			}
		}
		child := append(checkState(nil), s...)
		if same {
			g.together(child, x, y)
		} else {
			g.apart(child, x, y)
		}
		if ok, err := g.search(child, isModel); ok || err != nil {
			return ok, err
		}
	}
	return false, nil
}

// assignment reads a model off a state where every row holds one item:
// ent[d][i] is the entity (item of the first touched domain) of item i of
// puzzle domain d, of[d][e] its inverse; untouched domains get the
// identity. ok is false when the rows do not form bijections that agree
// across blocks.
func (g *gridCheck) assignment(s checkState) (ent, of [][]int, ok bool) {
	m, n := g.p.M(), g.n
	ent, of = make([][]int, m), make([][]int, m)
	for d := 0; d < m; d++ {
		ent[d], of[d] = make([]int, n), make([]int, n)
		for i := 0; i < n; i++ {
			ent[d][i], of[d][i] = i, i
		}
	}
	for a, d := range g.doms {
		used := uint64(0)
		for i := 0; i < n; i++ {
			e := i
			if a > 0 {
				row := s[g.at(a, 0, i)]
				if bits.OnesCount64(row) != 1 {
					return nil, nil, false
				}
				e = bits.TrailingZeros64(row)
			}
			if used&(1<<e) != 0 {
				return nil, nil, false
			}
			used |= 1 << e
			ent[d][i], of[d][e] = e, i
		}
	}
	for a, da := range g.doms {
		for b, db := range g.doms {
			if a == b {
				continue
			}
			for i := 0; i < n; i++ {
				if s[g.at(a, b, i)] != 1<<of[db][ent[da][i]] {
					return nil, nil, false
				}
			}
		}
	}
	return ent, of, true
}

// newGridCheck builds the model of clues over the domains they and the
// named items (the step's uses and facts) touch; it enumerates at most
// verifyMaxClueTuples clue patterns.
func newGridCheck(ctx context.Context, p *Puzzle, clues []Clue, named []Item) (*gridCheck, error) {
	n := p.N()
	if n > maxCheckItems {
		return nil, fmt.Errorf("%w: %d items per domain, the checker takes at most %d", ErrStepTooHard, n, maxCheckItems)
	}
	g := &gridCheck{p: p, n: n, ctx: ctx, local: make([]int, p.M())}
	touched := make([]bool, p.M())
	for _, c := range clues {
		for _, it := range c.Items {
			touched[it.D] = true
		}
		if ordered(c) {
			touched[c.Domain] = true
		}
	}
	for _, it := range named {
		touched[it.D] = true
	}
	for d, t := range touched {
		g.local[d] = -1
		if t {
			g.local[d] = len(g.doms)
			g.doms = append(g.doms, d)
		}
	}
	g.k = len(g.doms)
	tuples := 0
	for _, c := range clues {
		if err := g.addClue(c, &tuples); err != nil {
			return nil, err
		}
	}
	return g, nil
}

// post applies what the clues fix at the root; false: no model.
func (g *gridCheck) post(s checkState) bool {
	for _, pr := range g.rootApart {
		g.apart(s, pr[0], pr[1])
	}
	for _, pr := range g.rootTogether {
		g.together(s, pr[0], pr[1])
	}
	return !g.unsat
}

// addClue adds c to the model: "different" and "same" as root facts, an
// ordered clue as its accepted positions, any other as its accepted
// patterns of sameness, each read off clueHolds. *tuples counts the
// patterns tried, against verifyMaxClueTuples.
func (g *gridCheck) addClue(c Clue, tuples *int) error {
	p, n, its := g.p, g.n, c.Items
	ent := make([][]int, p.M())
	of := make([][]int, p.M())
	for d := range ent {
		ent[d] = make([]int, n)
		of[d] = make([]int, n)
	}
	count := func() error {
		*tuples++
		if *tuples > verifyMaxClueTuples {
			return fmt.Errorf("%w: its clues take more than %d patterns", ErrStepTooHard, verifyMaxClueTuples)
		}
		if *tuples&4095 == 0 {
			return g.ctx.Err()
		}
		return nil
	}
	switch {
	case c.Kind == Different:
		for a := range its {
			for b := range a {
				switch {
				case its[a].D != its[b].D:
					g.rootApart = append(g.rootApart, [2]Item{g.loc(its[a]), g.loc(its[b])})
				case its[a] == its[b]:
					g.unsat = true // an item different from itself
				}
			}
		}
		return nil
	case c.Kind == Same && len(its) == 2:
		switch {
		case its[0].D != its[1].D:
			g.rootTogether = append(g.rootTogether, [2]Item{g.loc(its[0]), g.loc(its[1])})
		case its[0] != its[1]:
			g.unsat = true // two items of one domain are two entities
		}
		return nil
	case ordered(c):
		if len(its) != 2 {
			return fmt.Errorf("%w: a %s clue of %d items", ErrStepTooHard, c.Kind, len(its))
		}
		A, B, D := its[0], its[1], c.Domain
		o := ordClue{A: g.loc(A), B: g.loc(B), D: g.local[D], acc: make([]uint64, n)}
		for j := 0; j < n; j++ {
			for k := 0; k < n; k++ {
				if err := count(); err != nil {
					return err
				}
				// Entities named by their positions along D.
				ent[A.D][A.I], ent[B.D][B.I] = j, k
				of[D][j], of[D][k] = j, k
				if p.clueHolds(c, ent, of) {
					o.acc[j] |= 1 << k
				}
			}
		}
		g.ords = append(g.ords, o)
		return nil
	}
	pc := partClue{}
	var idx [][2]int // pairs of c.Items of two domains
	for a := range its {
		pc.items = append(pc.items, g.loc(its[a]))
		for b := range a {
			if its[a].D != its[b].D {
				idx = append(idx, [2]int{b, a})
			}
		}
	}
	if len(idx) > maxCluePairs {
		return fmt.Errorf("%w: a %s clue of %d items", ErrStepTooHard, c.Kind, len(its))
	}
	pc.pairs = idx
	// Partitions of the items in restricted-growth form: block[k] <= 1 +
	// the largest block before it.
	block := make([]int, len(its))
	var rec func(k, blocks int) error
	rec = func(k, blocks int) error {
		if k == len(its) {
			if err := count(); err != nil {
				return err
			}
			for a := range its {
				for b := range a {
					if its[a].D == its[b].D && (its[a] == its[b]) != (block[a] == block[b]) {
						return nil // impossible by the grid's rules
					}
				}
				ent[its[a].D][its[a].I] = block[a]
			}
			if !p.clueHolds(c, ent, nil) {
				return nil
			}
			var pat uint64
			for q, pr := range idx {
				if block[pr[0]] == block[pr[1]] {
					pat |= 1 << q
				}
			}
			pc.pats = append(pc.pats, pat)
			return nil
		}
		for v := 0; v <= blocks && v < n; v++ {
			block[k] = v
			if err := rec(k+1, max(blocks, v+1)); err != nil {
				return err
			}
		}
		return nil
	}
	if err := rec(0, 0); err != nil {
		return err
	}
	g.parts = append(g.parts, pc)
	return nil
}
