package logicgrid

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"deduce/puzzle"
	"deduce/sat"
)

// The step verifier before the matching-based checker (issue 26, item 2's
// first answer), kept here only as the reference the tests compare with:
// a cdcl call on a formula of the cited clues, the uses and the negated
// facts (an entity variable per item and entity), under a conflict limit.
// It is sound but pigeonhole-blind: the long sweep's puzzle 227 (4x9)
// step 45, Hall's counting inside one block, took it 10,192 conflicts
// (1.4 s).

// satVerifyConflictLimit was its conflict limit (VerifyConflictLimit).
const satVerifyConflictLimit = 20000

// satMaxClueTuples bounds the patterns one step's clues are enumerated over.
const satMaxClueTuples = 1 << 20

// satVerifyStats is what one step's SAT check cost.
type satVerifyStats struct {
	Conflicts int64 // cdcl conflicts
	Decisions int64 // cdcl decisions: the analogue of VerifyStats.Nodes
	Clauses   int   // clauses of the step's formula
}

// stepFormula is the verifier's encoding: x(d, i, e) is true when item i
// of domain d belongs to entity e.
type stepFormula struct {
	p       *Puzzle
	m, n    int
	s       sat.Solver
	clauses int
	next    sat.Lit // next free variable
	sames   map[[2]Item]sat.Lit
}

func (f *stepFormula) x(it Item, e int) sat.Lit {
	return sat.Lit((it.D*f.n+it.I)*f.n + e + 1)
}

func (f *stepFormula) add(c ...sat.Lit) {
	f.s.AddClause(c...)
	f.clauses++
}

// satVerifyStep checks st within limit conflicts (0: no limit).
func satVerifyStep(ctx context.Context, p *Puzzle, st puzzle.Step, limit int64) (satVerifyStats, error) {
	var stats satVerifyStats
	if len(st.Facts) == 0 && st.Rule != RuleContradiction {
		return stats, fmt.Errorf("%w: step %d derives no fact", ErrStepInvalid, st.N)
	}
	// Steps cite sentences (Sentences): a step may use every clue of the
	// sentences it cites.
	sentences := p.Sentences()
	var clues []Clue
	for _, c := range st.Clues {
		if c < 1 || c > len(sentences) {
			return stats, fmt.Errorf("%w: step %d cites clue %d of %d", ErrStepInvalid, st.N, c, len(sentences))
		}
		for _, i := range sentences[c-1].Clues {
			clues = append(clues, p.Clues[i])
		}
	}
	pair := func(fc puzzle.Fact) (Item, Item, error) {
		a, b, err := p.FactItems(fc)
		if err != nil {
			return a, b, fmt.Errorf("%w: step %d: %v", ErrStepInvalid, st.N, err)
		}
		return a, b, nil
	}
	s, err := sat.New("cdcl")
	if err != nil {
		return stats, err
	}
	f := &stepFormula{p: p, m: p.M(), n: p.N(), s: s, sames: map[[2]Item]sat.Lit{}}
	f.next = sat.Lit(f.m*f.n*f.n + 1)
	s.Reserve(f.m * f.n * f.n)
	f.grid()
	tuples := 0
	for _, c := range clues {
		if err := f.clue(ctx, c, &tuples); err != nil {
			if errors.Is(err, ErrStepTooHard) {
				return stats, fmt.Errorf("%w: step %d: %v", ErrStepTooHard, st.N, err)
			}
			return stats, err
		}
	}
	// Uses and facts speak through same-entity literals (defined from the
	// entity variables by same): a use is a unit, a fact's negation is
	// implied by its selector t_k, and some t_k holds.
	for _, fc := range st.Uses {
		a, b, err := pair(fc)
		if err != nil {
			return stats, err
		}
		if l := f.same(a, b); fc.Same {
			f.add(l)
		} else {
			f.add(-l)
		}
	}
	if len(st.Facts) > 0 {
		var some []sat.Lit
		for _, fc := range st.Facts {
			a, b, err := pair(fc)
			if err != nil {
				return stats, err
			}
			t := f.fresh()
			some = append(some, t)
			if l := f.same(a, b); fc.Same { // false: a and b apart
				f.add(-t, -l)
			} else { // false: a and b together
				f.add(-t, l)
			}
		}
		f.add(some...)
	}
	f.blocks(st, clues)
	stats.Clauses = f.clauses
	if lim, ok := s.(sat.Limiter); ok {
		lim.SetConflictLimit(limit)
	} else {
		return stats, fmt.Errorf("logicgrid: the cdcl method cannot bound a step check")
	}
	res := s.Solve(ctx)
	stats.Conflicts, stats.Decisions = s.Stats().Conflicts, s.Stats().Decisions
	switch res {
	case sat.Unsat:
		return stats, nil
	case sat.Sat:
		return stats, fmt.Errorf("%w: step %d: its clues %v and uses allow an assignment where %s", ErrStepInvalid, st.N, st.Clues, f.counter(s.Model(), st))
	}
	if err := ctx.Err(); err != nil {
		return stats, err
	}
	return stats, fmt.Errorf("%w: step %d: undecided after %d conflicts", ErrStepTooHard, st.N, stats.Conflicts)
}

// blocks posts, for every two domains the step touches (its clues'
// items and ordered domains, its uses and facts), the grid's rules once
// more in terms of their items' same-entity literals: each item of one is
// the same entity as exactly one item of the other. They follow from the
// entity rules but let propagation see a block's crosses directly, which
// cut the conflicts of steps that count within a block (a 5x8 step from
// 3788 to ...).
func (f *stepFormula) blocks(st puzzle.Step, clues []Clue) {
	touched := map[int]bool{}
	for _, c := range clues {
		for _, it := range c.Items {
			touched[it.D] = true
		}
		if ordered(c) {
			touched[c.Domain] = true
		}
	}
	for _, fc := range append(append([]puzzle.Fact(nil), st.Uses...), st.Facts...) {
		if a, b, err := f.p.FactItems(fc); err == nil {
			touched[a.D], touched[b.D] = true, true
		}
	}
	n := f.n
	for P := 0; P < f.m; P++ {
		for Q := P + 1; Q < f.m; Q++ {
			if !touched[P] || !touched[Q] {
				continue
			}
			for i := 0; i < n; i++ {
				row := make([]sat.Lit, n)
				col := make([]sat.Lit, n)
				for j := 0; j < n; j++ {
					row[j] = f.same(Item{P, i}, Item{Q, j})
					col[j] = f.same(Item{P, j}, Item{Q, i})
				}
				f.exactlyOne(row)
				f.exactlyOne(col)
			}
		}
	}
}

// grid posts the grid's rules: every item belongs to exactly one entity,
// every entity holds exactly one item of each domain, and item i of the
// first domain names entity i.
func (f *stepFormula) grid() {
	n := f.n
	for d := 0; d < f.m; d++ {
		for i := 0; i < n; i++ {
			it := Item{d, i}
			row := make([]sat.Lit, n)
			col := make([]sat.Lit, n)
			for e := 0; e < n; e++ {
				row[e] = f.x(it, e)
				col[e] = f.x(Item{d, e}, i) // entity i, item e
			}
			f.exactlyOne(row)
			f.exactlyOne(col)
			if d == 0 {
				f.add(f.x(it, i))
			}
		}
	}
}

func (f *stepFormula) exactlyOne(ls []sat.Lit) {
	f.add(ls...)
	for a := range ls {
		for b := a + 1; b < len(ls); b++ {
			f.add(-ls[a], -ls[b])
		}
	}
}

// same is a literal true exactly when a and b (of two domains) belong to
// one entity: x(b, i) when a is item i of the first domain, else a fresh
// variable s with s <-> OR_e (x(a,e) and x(b,e)).
func (f *stepFormula) same(a, b Item) sat.Lit {
	if a.D > b.D || a.D == b.D && a.I > b.I {
		a, b = b, a
	}
	if a.D == 0 { // item i of the first domain is entity i
		return f.x(b, a.I)
	}
	key := [2]Item{a, b}
	if l, ok := f.sames[key]; ok {
		return l
	}
	s := f.fresh()
	for e := 0; e < f.n; e++ {
		f.add(-f.x(a, e), -f.x(b, e), s)
		f.add(-s, -f.x(a, e), f.x(b, e))
	}
	f.sames[key] = s
	return s
}

// pos is a literal true exactly when a's entity holds item j of domain D
// (a not of D): x(a, j) itself when D is the first domain, else a fresh
// variable as in same.
func (f *stepFormula) pos(a Item, D, j int) sat.Lit {
	if D == 0 {
		return f.x(a, j)
	}
	return f.same(a, Item{D, j})
}

func (f *stepFormula) fresh() sat.Lit {
	l := f.next
	f.next++
	return l
}

// clue posts c with the checker's meaning of it (clueHolds), read off by
// enumeration: an ordered clue's truth depends only on where its two items
// lie along its domain, so every pair of positions it rejects becomes the
// clause "not both"; every other kind's truth depends only on which of its
// items share an entity, so every such pattern (a partition of its items,
// items of one domain apart) it rejects becomes a clause over the items'
// same-entity literals. "All different" is posted pairwise directly.
// *tuples counts the patterns tried, against satMaxClueTuples.
func (f *stepFormula) clue(ctx context.Context, c Clue, tuples *int) error {
	p, n, its := f.p, f.n, c.Items
	ent := make([][]int, f.m)
	of := make([][]int, f.m)
	for d := range ent {
		ent[d] = make([]int, n)
		of[d] = make([]int, n)
	}
	count := func() error {
		*tuples++
		if *tuples > satMaxClueTuples {
			return fmt.Errorf("%w: its clues take more than %d patterns", ErrStepTooHard, satMaxClueTuples)
		}
		if *tuples&4095 == 0 {
			return ctx.Err()
		}
		return nil
	}
	switch {
	case c.Kind == Different:
		for a := range its {
			for b := range a {
				if its[a].D != its[b].D {
					f.add(-f.same(its[a], its[b]))
				} else if its[a] == its[b] {
					f.add() // an item different from itself
				}
			}
		}
		return nil
	case ordered(c):
		if len(its) != 2 {
			return fmt.Errorf("%w: a %s clue of %d items", ErrStepTooHard, c.Kind, len(its))
		}
		D := c.Domain
		cands := func(a Item) []int {
			if a.D == D {
				return []int{a.I}
			}
			out := make([]int, n)
			for j := range out {
				out[j] = j
			}
			return out
		}
		A, B := its[0], its[1]
		for _, j := range cands(A) {
			for _, k := range cands(B) {
				if err := count(); err != nil {
					return err
				}
				if A.D == B.D && (A == B) != (j == k) {
					continue // impossible by the grid's rules
				}
				// Entities named by their positions along D.
				ent[A.D][A.I], ent[B.D][B.I] = j, k
				of[D][j], of[D][k] = j, k
				if p.clueHolds(c, ent, of) {
					continue
				}
				var cl []sat.Lit
				if A.D != D {
					cl = append(cl, -f.pos(A, D, j))
				}
				if B.D != D && !(B == A) {
					cl = append(cl, -f.pos(B, D, k))
				}
				f.add(cl...)
			}
		}
		return nil
	}
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
			if p.clueHolds(c, ent, nil) {
				return nil
			}
			var cl []sat.Lit
			for a := range its {
				for b := range a {
					if its[a].D == its[b].D {
						continue
					}
					l := f.same(its[a], its[b])
					if block[a] == block[b] {
						l = -l
					}
					cl = append(cl, l)
				}
			}
			f.add(cl...)
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
	return rec(0, 0)
}

// counter says which of the step's facts fails in a model of the step's
// formula.
func (f *stepFormula) counter(model []bool, st puzzle.Step) string {
	if len(st.Facts) == 0 {
		return "everything holds"
	}
	entity := func(it Item) int {
		for e := 0; e < f.n; e++ {
			if model[f.x(it, e)] {
				return e
			}
		}
		return -1
	}
	for _, fc := range st.Facts {
		a, b, _ := f.p.FactItems(fc)
		if (entity(a) == entity(b)) != fc.Same {
			return fmt.Sprintf("%s is false", fc)
		}
	}
	return "the facts fail"
}

// The bound VerifyStep keeps (verifyBoundNodes search nodes per fact, on
// every step of the sweep) is one the cdcl verifier before it exceeds, in
// decisions (its branches, as nodes are VerifyStep's) and in conflicts
// (its dead ends): on puzzle 6 (6x6) step 28, 623 decisions and 297
// conflicts, which VerifyStep decides with 0 nodes (the test logs the
// figures; none of the quick suite's smaller grids needs more than 200);
// in the long sweep its worst was puzzle 227
// (4x9) step 45, 10,192 conflicts (1.4 s), which VerifyStep decides by
// propagation alone (0 nodes).
func TestSATVerifierExceedsTheBound(t *testing.T) {
	for _, i := range []int{6, 16, 26} { // the sweep's first 6x6 grids
		p := boundPuzzle(t, i)
		ex, err := Explain(context.Background(), p, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range ex.Steps {
			old, err := satVerifyStep(context.Background(), p, st, satVerifyConflictLimit)
			if err != nil {
				t.Fatalf("puzzle %d step %d: the cdcl verifier: %v", i, st.N, err)
			}
			if old.Decisions <= verifyBoundNodes || old.Conflicts <= verifyBoundNodes {
				continue
			}
			stats, err := VerifyStepStats(context.Background(), p, st)
			if err != nil || stats.MaxNodes > verifyBoundNodes {
				t.Fatalf("puzzle %d step %d: %v, %d search nodes", i, st.N, err, stats.MaxNodes)
			}
			t.Logf("puzzle %d (%dx%d) step %d: the cdcl verifier took %d decisions and %d conflicts; VerifyStep %d search nodes (bound %d)",
				i, p.M(), p.N(), st.N, old.Decisions, old.Conflicts, stats.MaxNodes, verifyBoundNodes)
			return
		}
	}
	t.Fatalf("the cdcl verifier stayed within %d decisions or conflicts on every step: the bound shows nothing", verifyBoundNodes)
}

// VerifyStep and the cdcl verifier agree on variants of real steps, two
// independent decisions of the same question, on explanations of
// generated 4x4 to 5x5 grids with every clue kind: the step less its last
// use (it rarely follows then: uses are minimal), and the step's clues
// with every fact known before it as uses and, as its fact, one fact of
// the solution not yet known (it follows when those clues and facts
// imply it).
func TestVerifyStepAgreesWithSAT(t *testing.T) {
	follows, not := 0, 0
	for _, i := range []int{1, 2, 3} {
		p := boundPuzzle(t, i)
		sol := uniqueSolution(t, p)
		truth := SolutionFacts(p, sol)
		ex, err := Explain(context.Background(), p, nil)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(i), 26))
		var known []puzzle.Fact
		for _, st := range ex.Steps {
			var variants []puzzle.Step
			if len(st.Uses) > 0 {
				v := st
				v.Uses = st.Uses[:len(st.Uses)-1]
				variants = append(variants, v)
			}
			if len(st.Facts) > 0 {
				v := st
				v.Uses = known
				v.Facts = []puzzle.Fact{truth[rng.IntN(len(truth))]}
				variants = append(variants, v)
			}
			for _, v := range variants {
				_, want := satVerifyStep(context.Background(), p, v, 0)
				err := VerifyStep(context.Background(), p, v)
				if (want == nil) != (err == nil) || want != nil && !errors.Is(err, ErrStepInvalid) {
					t.Errorf("puzzle %d step %d, variant %v: VerifyStep %v, the cdcl verifier %v", i, st.N, v, err, want)
				}
				if want == nil {
					follows++
				} else {
					not++
				}
			}
			known = append(known, st.Facts...)
		}
	}
	if follows < 20 || not < 20 {
		t.Errorf("%d variants follow, %d do not: too few of one side", follows, not)
	}
	t.Logf("%d variants follow, %d do not", follows, not)
}
