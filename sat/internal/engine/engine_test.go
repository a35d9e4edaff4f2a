package engine

import (
	"context"
	"math/rand/v2"
	"testing"
)

// lits turns DIMACS-style ints into dense literals.
func lits(ds ...int) []lit {
	out := make([]lit, len(ds))
	for i, d := range ds {
		if d > 0 {
			out[i] = Pos(d)
		} else {
			out[i] = Pos(-d).Not()
		}
	}
	return out
}

func build(clauses ...[]int) *Engine {
	e := &Engine{}
	for _, c := range clauses {
		e.AddClause(lits(c...))
	}
	return e
}

func holds(clauses [][]lit, model []bool) bool {
	for _, c := range clauses {
		ok := false
		for _, l := range c {
			v := l.Var()
			if v < len(model) && model[v] != l.Neg() {
				ok = true
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// models enumerates every model over variables 1..n.
func models(clauses [][]lit, n int) [][]bool {
	var out [][]bool
	for bits := 0; bits < 1<<n; bits++ {
		m := make([]bool, n+1)
		for v := 1; v <= n; v++ {
			m[v] = bits>>(v-1)&1 == 1
		}
		if holds(clauses, m) {
			out = append(out, m)
		}
	}
	return out
}

func randomClause(rng *rand.Rand, n, size int, mk func(v int) lit) []lit {
	var c []lit
	used := map[int]bool{}
	for len(c) < size {
		v := 1 + rng.IntN(n)
		if !used[v] {
			used[v] = true
			c = append(c, mk(v))
		}
	}
	return c
}

// TestHornSAT: against brute force, and the model is the least one (every
// variable it makes true is true in every model).
func TestHornSAT(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range 3000 {
		n := 1 + rng.IntN(8)
		var cs [][]lit
		for range rng.IntN(3 * n) {
			size := 1 + rng.IntN(min(n, 4))
			pos := rng.IntN(2) == 0 // at most one positive literal
			k := 0
			c := randomClause(rng, n, size, func(v int) lit {
				k++
				if pos && k == 1 {
					return Pos(v)
				}
				return Pos(v).Not()
			})
			cs = append(cs, c)
		}
		all := models(cs, n)
		ok, trueVars := HornSAT(cs)
		if ok != (len(all) > 0) {
			t.Fatalf("case %d: HornSAT says %v, brute force finds %d models: %v", i, ok, len(all), cs)
		}
		if !ok {
			continue
		}
		m := make([]bool, n+1)
		for _, v := range trueVars {
			m[v] = true
		}
		if !holds(cs, m) {
			t.Fatalf("case %d: model %v does not satisfy %v", i, m, cs)
		}
		for _, other := range all {
			for _, v := range trueVars {
				if !other[v] {
					t.Fatalf("case %d: not the least model: %d true, but model %v has it false", i, v, other)
				}
			}
		}
	}
}

func TestTwoSAT(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for i := range 3000 {
		n := 1 + rng.IntN(9)
		var cs [][]lit
		for range rng.IntN(3 * n) {
			size := 1 + rng.IntN(min(n, 2))
			cs = append(cs, randomClause(rng, n, size, func(v int) lit {
				if rng.IntN(2) == 0 {
					return Pos(v)
				}
				return Pos(v).Not()
			}))
		}
		all := models(cs, n)
		ok, ls := TwoSAT(cs)
		if ok != (len(all) > 0) {
			t.Fatalf("case %d: TwoSAT says %v, brute force finds %d models: %v", i, ok, len(all), cs)
		}
		if ok {
			m := make([]bool, n+1)
			for _, l := range ls {
				m[l.Var()] = !l.Neg()
			}
			if !holds(cs, m) {
				t.Fatalf("case %d: model %v does not satisfy %v", i, m, cs)
			}
		}
	}
}

// The worked examples of thesis section 5, and one that separates the
// probing methods.
var (
	// Unit propagation: (¬A)(A∨B∨C)(¬A∨¬B)(A∨¬B) → A=F, B=F, C=T.
	unitExample = [][]int{{-1}, {1, 2, 3}, {-1, -2}, {1, -2}}
	// Failed literal: (¬A∨¬C)(A∨B)(A∨¬B)(C∨¬B): A=F fails → A=T, C=F, B=F.
	failedExample = [][]int{{-1, -3}, {1, 2}, {1, -2}, {3, -2}}
	// Backtracking: (A∨C)(¬A∨¬C∨¬B)(¬A∨¬B∨C)(C∨B) → A=T, C=T, B=F.
	backtrackExample = [][]int{{1, 3}, {-1, -3, -2}, {-1, -2, 3}, {3, 2}}
	// x1 is forced only through pairs: under ¬x1 the four clauses over x2,
	// x3 exclude everything, but no single probe conflicts.
	pairExample = [][]int{{1, 2, 3}, {1, 2, -3}, {1, -2, 3}, {1, -2, -3}}
)

func TestThesisExamples(t *testing.T) {
	type run func(*Engine, context.Context) (Status, []bool)
	unit := (*Engine).Unit
	fl := (*Engine).FailedLiteral
	bfl := (*Engine).BinaryFailedLiteral
	bt := func(e *Engine, ctx context.Context) (Status, []bool) { return e.Search(ctx, Backtrack) }
	tests := []struct {
		name    string
		clauses [][]int
		run     run
		want    Status
		model   []bool // nil: any model
		why     string
	}{
		{"unit", unitExample, unit, Sat, []bool{false, false, false, true}, "propagation alone solves the thesis's example"},
		{"unit/failed", failedExample, unit, Unknown, nil, "no unit clause: propagation cannot start"},
		{"failed-literal", failedExample, fl, Sat, []bool{false, true, false, false}, "A=false fails, the rest propagates"},
		{"failed-literal/pairs", pairExample, fl, Unknown, nil, "no single probe fails"},
		{"binary-failed-literal/pairs", pairExample, bfl, Sat, nil, "failing pairs add clauses until ¬x1 fails"},
		{"backtrack", backtrackExample, bt, Sat, []bool{false, true, false, true}, "true first: A, then C, then B propagates false"},
		{"unit/refuted", [][]int{{1}, {-1, 2}, {-2}}, unit, Unsat, nil, "propagation meets a falsified clause"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := build(tc.clauses...)
			st, m := tc.run(e, context.Background())
			if st != tc.want {
				t.Fatalf("%s: got %v, want %v", tc.why, st, tc.want)
			}
			if tc.model != nil {
				for v := 1; v < len(tc.model); v++ {
					if m[v] != tc.model[v] {
						t.Fatalf("%s: model %v, want %v", tc.why, m, tc.model)
					}
				}
			}
		})
	}
}

func TestUnitRemovedStatistic(t *testing.T) {
	tests := []struct {
		clauses      [][]int
		removed, all int
		why          string
	}{
		{unitExample, 4, 4, "propagation satisfies every clause"},
		{[][]int{{1}, {-1, 2}, {2, 3}, {3, 4}, {-3, -4}}, 3, 5, "x1, x2 true satisfy three clauses; two remain"},
		{[][]int{{1}, {-1}, {2, 3}}, 3, 3, "refuted: every clause counts as removed, as in the thesis's code"},
		{failedExample, 0, 4, "nothing to propagate"},
	}
	for _, tc := range tests {
		e := build(tc.clauses...)
		e.Unit(context.Background())
		if e.Stats.UnitRemoved != tc.removed || e.Stats.Clauses != tc.all {
			t.Errorf("%s: removed %d of %d, want %d of %d", tc.why, e.Stats.UnitRemoved, e.Stats.Clauses, tc.removed, tc.all)
		}
	}
}

// TestChoose pins each strategy's variable choice on one formula.
func TestChoose(t *testing.T) {
	// Clause order matters for the first-* strategies.
	f := [][]int{
		{-1, 2},        // Horn, 2-SAT
		{3, 4, -5},     // non-Horn (3, 4), three literals
		{5, 6, 7, 8},   // non-Horn, four literals
		{-3, -6, -7},   // Horn, three literals
		{6, 7},         // non-Horn, two literals
		{-2, -6, 7, 9}, // non-Horn, four literals
	}
	tests := []struct {
		s    Strategy
		want int
		why  string
	}{
		{Backtrack, 1, "first unassigned variable of the first open clause"},
		{FirstNonHorn, 4, "last positive variable of the first clause with two positives"},
		{FirstNon2SAT, 5, "last variable of the first clause with three literals"},
		{BestNonHorn, 6, "x6 and x7 occur in three non-Horn clauses each; the lower wins"},
		{BestNon2SAT, 6, "x6 and x7 occur in three clauses of 3+ literals each; the lower wins"},
	}
	for _, tc := range tests {
		e := build(f...)
		e.start(context.Background())
		v, _ := e.chooseScan(tc.s, 0, make([]int32, e.nvars+1))
		if tc.s == BestNonHorn || tc.s == BestNon2SAT {
			e.startTracking(tc.s)
			if tv, _ := e.choose(tc.s, 0); tv != v {
				t.Errorf("strategy %d: tracker chose x%d, the full count x%d", tc.s, tv, v)
			}
		}
		if v != tc.want {
			t.Errorf("strategy %d: chose x%d, want x%d (%s)", tc.s, v, tc.want, tc.why)
		}
	}
}

// TestSearchDepthAndLeaves: the Horn and 2-SAT strategies stop guessing as
// soon as the open clauses are Horn (2-SAT), so they guess less than plain
// backtracking here, and a failing 2-SAT leaf backtracks.
func TestSearchDepthAndLeaves(t *testing.T) {
	// 2-SAT core that is unsatisfiable, behind a 3-clause.
	unsat2 := [][]int{{4, 5, 6}, {1, 2}, {-1, 2}, {1, -2}, {-1, -2}}
	for _, s := range []Strategy{Backtrack, FirstNonHorn, FirstNon2SAT, BestNonHorn, BestNon2SAT} {
		e := build(unsat2...)
		if st, _ := e.Search(context.Background(), s); st != Unsat {
			t.Errorf("strategy %d: %v, want Unsat", s, st)
		}
	}
	// Horn except one clause: one guess then the Horn solver.
	horn := [][]int{{1, 2, -3}, {-1, -2}, {-4, 5}, {-5, -6}, {3, -7}}
	e := build(horn...)
	st, m := e.Search(context.Background(), FirstNonHorn)
	if st != Sat || e.Stats.MaxDepth != 1 {
		t.Fatalf("first-nonhorn: %v depth %d, want Sat at depth 1", st, e.Stats.MaxDepth)
	}
	var cs [][]lit
	for _, c := range horn {
		cs = append(cs, lits(c...))
	}
	if !holds(cs, m) {
		t.Fatalf("model %v does not satisfy", m)
	}
}

// TestTrackerMatchesFullCount: at every choice point of many random
// searches, the incremental scores give the same variable as the thesis's
// pass over the clauses, and equal the full count variable by variable.
func TestTrackerMatchesFullCount(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	checked := 0
	debugChoose = func(e *Engine, s Strategy, scan int) {
		if e.track == nil {
			return
		}
		counts := make([]int32, e.nvars+1)
		want, _ := e.chooseScan(s, scan, counts)
		if got := e.track.best(e); got != want {
			t.Fatalf("tracker chose x%d, full count x%d", got, want)
		}
		for v := 1; v <= e.nvars; v++ {
			if counts[v] != e.track.score[v] {
				t.Fatalf("score of x%d: tracker %d, full count %d", v, e.track.score[v], counts[v])
			}
		}
		checked++
	}
	defer func() { debugChoose = nil }()
	for range 600 {
		n := 3 + rng.IntN(10)
		e := &Engine{}
		for range 1 + rng.IntN(5*n) {
			e.AddClause(randomClause(rng, n, 1+rng.IntN(min(n, 5)), func(v int) lit {
				if rng.IntN(2) == 0 {
					return Pos(v)
				}
				return Pos(v).Not()
			}))
		}
		for _, s := range []Strategy{BestNonHorn, BestNon2SAT} {
			e.Search(context.Background(), s)
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d choice points checked", checked)
	}
}
