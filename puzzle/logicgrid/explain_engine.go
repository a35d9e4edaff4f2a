package logicgrid

import (
	"context"
	"fmt"
	"sort"

	"deduce/sat"
)

// engine finds explanation steps (see explain.go). It holds one incremental
// CDCL solver loaded with the grid's implicit rules and every clue's clauses
// guarded by a selector literal: clue i is active in a solve only when its
// selector is assumed. Known facts are assumed too, so one solver answers
// "do these clues and these facts imply that fact?" for any choice of both.
type engine struct {
	p     *Puzzle
	ce    *clueEncoding
	m, n  int
	s     sat.Corer
	sel   []sat.Lit
	isSel map[sat.Lit]int // selector literal -> clue
	known []int8          // by variable of the base: +1 same, -1 different, 0 unknown (both orientations kept)
	canon []sat.Var
	info  [][4]int // by variable: d1, i1, d2, i2
	pool  []poolModel
	done  []bool // by clue: every clause has a known true literal (see settled)
	// Solves counts SAT calls, for the benchmarks.
	Solves int
	// singleOnly makes findStep stop with errNeedsClues where the next step
	// would combine two or more clues (the generator's early grade, see
	// gradeUpTo): nothing cheaper follows from the known facts then.
	singleOnly bool
}

// poolModel is a model of the base, consistent with every known fact, that
// shows some candidate facts are not implied; sat[c] records whether it
// satisfies clue c, so it serves as a witness for any set of satisfied clues.
type poolModel struct {
	model []bool
	sat   []bool
}

// maxPool bounds the witness pool; the oldest models go first.
const maxPool = 256

func newEngine(ctx context.Context, p *Puzzle) (*engine, error) {
	ce, err := encodeClues(ctx, p)
	if err != nil {
		return nil, err
	}
	s, err := sat.New("cdcl")
	if err != nil {
		return nil, err
	}
	as, ok := s.(sat.Corer)
	if !ok {
		return nil, fmt.Errorf("logicgrid: the cdcl solver does not give unsatisfiable cores")
	}
	e := &engine{p: p, ce: ce, m: p.M(), n: p.N(), s: as, isSel: map[sat.Lit]int{}}
	nv := ce.NumVars
	for i := range ce.Clues {
		e.sel = append(e.sel, sat.Lit(nv+1+i))
		e.isSel[e.sel[i]] = i
	}
	as.Reserve(nv + len(ce.Clues))
	for i, c := range ce.Base {
		if i&0xffff == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		as.AddClause(c...)
	}
	buf := make([]sat.Lit, 0, 16)
	for i, cls := range ce.Clues {
		for _, c := range cls {
			buf = append(append(buf[:0], c...), -e.sel[i])
			as.AddClause(buf...)
		}
	}
	e.known = make([]int8, ce.nbase+1)
	e.info = make([][4]int, ce.nbase+1)
	m, n := e.m, e.n
	for d1 := 0; d1 < m; d1++ {
		for d2 := 0; d2 < m; d2++ {
			if d1 == d2 {
				continue
			}
			for i1 := 0; i1 < n; i1++ {
				for i2 := 0; i2 < n; i2++ {
					v := ce.x.M(d1, i1, d2, i2).Var()
					e.info[v] = [4]int{d1, i1, d2, i2}
					if d1 < d2 {
						e.canon = append(e.canon, v)
					}
				}
			}
		}
	}
	return e, nil
}

// lit is the literal "a and b are (not) the same entity", canonical (lower domain first).
func (e *engine) lit(a, b Item, same bool) sat.Lit {
	if a.D > b.D {
		a, b = b, a
	}
	l := e.ce.x.M(a.D, a.I, b.D, b.I)
	if !same {
		l = -l
	}
	return l
}

// items returns the two items of l's variable (lower domain first for canonical literals).
func (e *engine) items(l sat.Lit) (Item, Item) {
	f := e.info[l.Var()]
	return Item{f[0], f[1]}, Item{f[2], f[3]}
}

// mirror is the variable of the same pair named the other way round.
func (e *engine) mirror(v sat.Var) sat.Var {
	f := e.info[v]
	return e.ce.x.M(f[2], f[3], f[0], f[1]).Var()
}

// val is the known value of l: +1 true, -1 false, 0 unknown.
func (e *engine) val(l sat.Lit) int8 {
	k := e.known[l.Var()]
	if l < 0 {
		return -k
	}
	return k
}

// cell is the known value of "a and b are the same entity".
func (e *engine) cell(a, b Item) int8 { return e.val(e.ce.x.M(a.D, a.I, b.D, b.I)) }

// learn records l as known and drops witness models that contradict it.
func (e *engine) learn(ls ...sat.Lit) {
	for _, l := range ls {
		k := int8(1)
		if l < 0 {
			k = -1
		}
		e.known[l.Var()] = k
		e.known[e.mirror(l.Var())] = k
	}
	kept := e.pool[:0]
	for _, pm := range e.pool {
		if e.consistent(pm.model, ls) {
			kept = append(kept, pm)
		}
	}
	e.pool = kept
}

// knownLits lists every known fact once (canonical literals).
func (e *engine) knownLits() []sat.Lit {
	var out []sat.Lit
	for _, v := range e.canon {
		switch e.known[v] {
		case 1:
			out = append(out, v.Pos())
		case -1:
			out = append(out, v.Neg())
		}
	}
	return out
}

// settled reports whether clue c's clauses each have a literal that a
// known fact makes true: then the known facts entail the clue, it adds
// nothing to them (its consequences are those of the facts alone), and no
// step needs it. Known facts only grow, so a settled clue stays settled.
func (e *engine) settled(c int) bool {
	if e.done == nil {
		e.done = make([]bool, len(e.ce.Clues))
	}
	if e.done[c] {
		return true
	}
	for _, cl := range e.ce.Clues[c] {
		sat := false
		for _, l := range cl {
			if int(l.Var()) < len(e.known) && e.val(l) == 1 {
				sat = true
				break
			}
		}
		if !sat {
			return false
		}
	}
	e.done[c] = true
	return true
}

// decided reports whether every item has a known "same" fact with an item
// of every other domain: the solution is on the grid (the "different"
// facts follow by bijectivity).
func (e *engine) decided() bool {
	for d1 := 0; d1 < e.m; d1++ {
		for i := 0; i < e.n; i++ {
			for d2 := d1 + 1; d2 < e.m; d2++ {
				if !e.rowHasSame(Item{d1, i}, d2) {
					return false
				}
			}
		}
	}
	return true
}

// unknown lists the canonical variables not yet known.
func (e *engine) unknown() []sat.Var {
	var out []sat.Var
	for _, v := range e.canon {
		if e.known[v] == 0 {
			out = append(out, v)
		}
	}
	return out
}

func holds(model []bool, l sat.Lit) bool { return model[l.Var()] == (l > 0) }

func (e *engine) consistent(model []bool, ls []sat.Lit) bool {
	for _, l := range ls {
		if !holds(model, l) {
			return false
		}
	}
	return true
}

// solve decides base + clues S + facts U + extra under assumptions.
func (e *engine) solve(ctx context.Context, S []int, U []sat.Lit, extra ...sat.Lit) (sat.Status, error) {
	as := make([]sat.Lit, 0, len(S)+len(U)+len(extra))
	for _, c := range S {
		as = append(as, e.sel[c])
	}
	as = append(as, U...)
	as = append(as, extra...)
	e.Solves++
	st := e.s.SolveAssuming(ctx, as...)
	if st == sat.Unknown {
		if err := ctx.Err(); err != nil {
			return st, err
		}
		return st, fmt.Errorf("logicgrid: internal error: cdcl answered unknown")
	}
	return st, nil
}

// remember adds the solver's last model to the witness pool when it agrees
// with every known fact.
func (e *engine) remember() {
	model := e.s.Model()
	for _, v := range e.canon {
		if k := e.known[v]; k != 0 && model[v] != (k > 0) {
			return
		}
	}
	pm := poolModel{model: model, sat: make([]bool, len(e.ce.Clues))}
	for c, cls := range e.ce.Clues {
		pm.sat[c] = true
		for _, cl := range cls {
			if !cl.Satisfied(model) {
				pm.sat[c] = false
				break
			}
		}
	}
	if len(e.pool) >= maxPool {
		e.pool = append(e.pool[:0], e.pool[1:]...)
	}
	e.pool = append(e.pool, pm)
}

// witnesses calls f with every pool model that satisfies the clues S.
func (e *engine) witnesses(S []int, f func(model []bool)) {
next:
	for _, pm := range e.pool {
		for _, c := range S {
			if !pm.sat[c] {
				continue next
			}
		}
		f(pm.model)
	}
}

// implied returns the literals of cands that base + S + U implies, and for
// each the facts of U in the refutation's unsatisfiable core (an upper
// bound of the uses it needs). Witness models rule most candidates out
// without a solve; every solve that finds a model rules out the candidates
// it falsifies.
func (e *engine) implied(ctx context.Context, S []int, U []sat.Lit, cands []sat.Lit) ([]sat.Lit, [][]sat.Lit, error) {
	return e.impliedUpTo(ctx, S, U, cands, len(cands))
}

// impliedUpTo is implied that stops after max implied literals.
func (e *engine) impliedUpTo(ctx context.Context, S []int, U []sat.Lit, cands []sat.Lit, max int) ([]sat.Lit, [][]sat.Lit, error) {
	out := make([]bool, len(cands))
	for i := range out {
		out[i] = true
	}
	e.witnesses(S, func(model []bool) {
		for i, l := range cands {
			if out[i] && !holds(model, l) {
				out[i] = false
			}
		}
	})
	var res []sat.Lit
	var cores [][]sat.Lit
	for i, l := range cands {
		if !out[i] {
			continue
		}
		st, err := e.solve(ctx, S, U, -l)
		if err != nil {
			return nil, nil, err
		}
		if st == sat.Unsat {
			res = append(res, l)
			cores = append(cores, e.coreOf(U))
			if len(res) >= max {
				break
			}
			continue
		}
		model := e.s.Model()
		for j := i + 1; j < len(cands); j++ {
			if out[j] && !holds(model, cands[j]) {
				out[j] = false
			}
		}
		e.remember()
	}
	return res, cores, nil
}

// coreOf lists the facts of U in the last refutation's core, in U's order.
func (e *engine) coreOf(U []sat.Lit) []sat.Lit {
	core := e.s.Core()
	if len(core) == 0 {
		return nil
	}
	in := make(map[sat.Lit]bool, len(core))
	for _, l := range core {
		in[l] = true
	}
	var out []sat.Lit
	for _, l := range U {
		if in[l] {
			out = append(out, l)
		}
	}
	return out
}

// consequences returns the unknown facts that base + S + every known fact
// implies (at most max of them) with their cores (see implied), or contra =
// true when they are contradictory.
func (e *engine) consequences(ctx context.Context, S []int, K []sat.Lit, max int) (lits []sat.Lit, cores [][]sat.Lit, contra bool, err error) {
	cands, contra, err := e.candidates(ctx, S, K)
	if err != nil || contra {
		return nil, [][]sat.Lit{e.coreOf(K)}, contra, err
	}
	// Facts about the clues' own items first: they tend to need the
	// fewest known facts, and a search for the first one stops early.
	rel := map[Item]bool{}
	for _, c := range S {
		for _, it := range e.p.Clues[c].Items {
			rel[it] = true
		}
	}
	score := func(l sat.Lit) int {
		a, b := e.items(l)
		k := 0
		if rel[a] {
			k++
		}
		if rel[b] {
			k++
		}
		return k
	}
	sort.SliceStable(cands, func(i, j int) bool { return score(cands[i]) > score(cands[j]) })
	lits, cores, err = e.impliedUpTo(ctx, S, K, cands, max)
	return lits, cores, false, err
}

// candidates returns the unknown facts as a model of base + S + K has
// them (every fact they imply is among these), or contra = true when there
// is no such model.
func (e *engine) candidates(ctx context.Context, S []int, K []sat.Lit) ([]sat.Lit, bool, error) {
	var m0 []bool
	e.witnesses(S, func(model []bool) {
		if m0 == nil {
			m0 = model
		}
	})
	if m0 == nil {
		st, err := e.solve(ctx, S, K)
		if err != nil || st == sat.Unsat {
			return nil, st == sat.Unsat, err
		}
		m0 = e.s.Model()
		e.remember()
	}
	var cands []sat.Lit
	for _, v := range e.unknown() {
		cands = append(cands, v.Lit(m0[v]))
	}
	return cands, false, nil
}

// shrinkUses returns a subset-minimal part of U0 that, with base + S, still
// implies target (target 0: is still contradictory). Every refutation's
// unsatisfiable core cuts the set at once; then each remaining fact is
// tried alone (deletion), so no single fact can be dropped. U0 should list
// the least relevant facts first.
func (e *engine) shrinkUses(ctx context.Context, S []int, U0 []sat.Lit, target sat.Lit) ([]sat.Lit, error) {
	// unsat reports whether S + U (+ ¬target) is refuted, and on success
	// narrows U to the facts in the solver's core.
	unsat := func(U []sat.Lit) ([]sat.Lit, bool, error) {
		var st sat.Status
		var err error
		if target == 0 {
			st, err = e.solve(ctx, S, U)
		} else {
			st, err = e.solve(ctx, S, U, -target)
		}
		if err != nil || st != sat.Unsat {
			return U, false, err
		}
		return e.coreOf(U), true, nil
	}
	U, ok, err := unsat(U0)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("logicgrid: internal error: the known facts do not imply the step's target")
	}
	// Deletion: drop each fact in turn; a refutation without it replaces U
	// by its core (which keeps every fact found necessary before i).
	for i := 0; i < len(U); {
		try := append(append([]sat.Lit(nil), U[:i]...), U[i+1:]...)
		core, ok, err := unsat(try)
		if err != nil {
			return nil, err
		}
		if ok {
			U = core
		} else {
			i++
		}
	}
	return U, nil
}

// shrinkClues deletes clues from S while base + S + U still implies target
// (target 0: is still contradictory): a subset-minimal set of clues. Cores
// drop every clue the refutation did not use at once.
func (e *engine) shrinkClues(ctx context.Context, S []int, U []sat.Lit, target sat.Lit) ([]int, error) {
	S = append([]int(nil), S...)
	for i := 0; i < len(S); {
		try := append(append([]int(nil), S[:i]...), S[i+1:]...)
		var st sat.Status
		var err error
		if target == 0 {
			st, err = e.solve(ctx, try, U)
		} else {
			st, err = e.solve(ctx, try, U, -target)
		}
		if err != nil {
			return nil, err
		}
		if st != sat.Unsat {
			i++
			continue
		}
		used := map[int]bool{}
		for _, l := range e.s.Core() {
			if c, ok := e.isSel[l]; ok {
				used[c] = true
			}
		}
		// Every clue before i is necessary, so the core keeps it: i stays.
		S = S[:0:0]
		for _, c := range try {
			if used[c] {
				S = append(S, c)
			}
		}
	}
	return S, nil
}

// informative lists the known facts a step may use, least relevant first:
// every "same" fact, and each "different" fact not already implied by a
// "same" fact in its row or column (those follow from the first kind by the
// grid's rules). Facts touching the items of rel come last.
func (e *engine) informative(rel map[Item]bool) []sat.Lit {
	var far, near []sat.Lit
	for _, l := range e.knownLits() {
		a, b := e.items(l)
		if l < 0 && (e.rowHasSame(a, b.D) || e.rowHasSame(b, a.D)) {
			continue
		}
		if rel[a] || rel[b] {
			near = append(near, l)
		} else {
			far = append(far, l)
		}
	}
	return append(far, near...)
}

// rowHasSame reports whether item a is known to share its entity with some item of domain d.
func (e *engine) rowHasSame(a Item, d int) bool {
	for i := 0; i < e.n; i++ {
		if e.cell(a, Item{d, i}) == 1 {
			return true
		}
	}
	return false
}
