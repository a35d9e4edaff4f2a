package fd_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"deduce/fd"

	"pgregory.net/rapid"
)

// checkSearchAgainstBruteForce runs Search on the CSP with several
// branchers, with and without restarts, and compares the solution sets with
// brute force: the same set, no repeats, store restored afterwards.
func checkSearchAgainstBruteForce(t *rapid.T, c csp) {
	want := map[string]bool{}
	for _, sol := range c.bruteForce() {
		want[key(sol)] = true
	}
	seed := rapid.Uint64().Draw(t, "seed")
	for _, tc := range []struct {
		name string
		opt  func(vars []fd.Var) fd.SearchOptions
	}{
		{"label ff,median", func([]fd.Var) fd.SearchOptions {
			return fd.SearchOptions{Label: fd.LabelOptions{Var: fd.FirstFail, Value: fd.Median}}
		}},
		{"label bisect down", func([]fd.Var) fd.SearchOptions {
			return fd.SearchOptions{Label: fd.LabelOptions{Value: fd.Bisect, Down: true}}
		}},
		{"random brancher, restarts every failure", func(vars []fd.Var) fd.SearchOptions {
			return fd.SearchOptions{Brancher: randomBrancher(vars, seed), Restarts: fd.Restarts{Scale: 1}}
		}},
		{"dom/wdeg brancher, restarts", func(vars []fd.Var) fd.SearchOptions {
			return fd.SearchOptions{Brancher: domWDeg(vars), Restarts: fd.Restarts{Scale: 2}}
		}},
	} {
		s, vars := c.build(t)
		opt := tc.opt(vars)
		got := map[string]bool{}
		err := s.Search(context.Background(), vars, opt, func() bool {
			sol := make([]int, len(vars))
			for i, x := range vars {
				sol[i] = s.Value(x)
			}
			k := key(sol)
			if got[k] || !want[k] {
				t.Fatalf("%s: solution %v repeated or wrong", tc.name, sol)
			}
			got[k] = true
			return true
		})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if len(got) != len(want) {
			t.Fatalf("%s: %d solutions, brute force %d", tc.name, len(got), len(want))
		}
		if n, err := s.CountSolutions(context.Background(), vars, fd.LabelOptions{}, 0); err != nil || n != len(want) {
			t.Fatalf("%s: store not restored: count %d (%v), want %d", tc.name, n, err, len(want))
		}
	}
}

// randomBrancher picks a random unfixed variable and a random value of it
// (X = v ; X ≠ v), from a seeded generator: the randomised choice that
// restarts need.
func randomBrancher(vars []fd.Var, seed uint64) fd.Brancher {
	rng := rand.New(rand.NewPCG(seed, 1))
	var open []fd.Var
	return fd.BrancherFunc(func(s *fd.Store) (fd.Choice, bool) {
		open = open[:0]
		for _, x := range vars {
			if !s.IsFixed(x) {
				open = append(open, x)
			}
		}
		if len(open) == 0 {
			return fd.Choice{}, false
		}
		x := open[rng.IntN(len(open))]
		vals := s.Values(x, nil)
		return fd.Choice{X: x, Op: fd.BranchEq, Val: vals[rng.IntN(len(vals))]}, true
	})
}

// domWDeg is dom/wdeg: the variable with the smallest size/weight, split
// at the middle of its bounds (X ≤ m ; X > m).
func domWDeg(vars []fd.Var) fd.Brancher {
	return fd.BrancherFunc(func(s *fd.Store) (fd.Choice, bool) {
		best, bestScore := fd.Var(-1), 0.0
		for _, x := range vars {
			if s.IsFixed(x) {
				continue
			}
			score := float64(s.Size(x)) / float64(s.Weight(x))
			if best < 0 || score < bestScore {
				best, bestScore = x, score
			}
		}
		if best < 0 {
			return fd.Choice{}, false
		}
		m := (s.Min(best) + s.Max(best)) >> 1
		return fd.Choice{X: best, Op: fd.BranchLe, Val: m}, true
	})
}

// TestSearchAgainstBruteForce: custom branchers and restarts find exactly
// the brute-force solution set on random small CSPs of every constraint
// family (including custom propagators).
func TestSearchAgainstBruteForce(t *testing.T) {
	gens := []generator{genLinear, genSum, genGCC, genCount, genElement, genTable, genReify, genBool, genCustom,
		genTrailedSum, distinctSpec("AllDistinct", (*fd.Store).AllDistinct)}
	rapid.Check(t, func(t *rapid.T) { checkSearchAgainstBruteForce(t, genCSP(t, gens)) })
}

// TestSearchQueensRestarts: 8-queens has 92 solutions; a randomised
// brancher restarting after every failure finds all 92, each once, and
// really restarts (so the nogoods are what prevents repeats).
func TestSearchQueensRestarts(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		s, q := queensModel(8)
		seen := map[string]bool{}
		err := s.Search(context.Background(), q, fd.SearchOptions{Brancher: randomBrancher(q, seed), Restarts: fd.Restarts{Scale: 1}},
			func() bool {
				k := key(valuesOf(s, q))
				if seen[k] {
					t.Fatalf("seed %d: solution %s found twice", seed, k)
				}
				seen[k] = true
				return true
			})
		if err != nil {
			t.Fatal(err)
		}
		if len(seen) != 92 {
			t.Errorf("seed %d: %d solutions, want 92", seed, len(seen))
		}
		if r := s.Stats().Restarts; r < 10 {
			t.Errorf("seed %d: only %d restarts with a cutoff of one failure", seed, r)
		}
	}
}

// TestSearchSeedDeterministic: the same seed gives the same solution
// order, statistics included; the random choice flows from the seed only.
func TestSearchSeedDeterministic(t *testing.T) {
	run := func(seed uint64) ([]string, fd.Stats) {
		s, q := queensModel(7)
		var order []string
		err := s.Search(context.Background(), q, fd.SearchOptions{Brancher: randomBrancher(q, seed), Restarts: fd.Restarts{Scale: 3}},
			func() bool { order = append(order, key(valuesOf(s, q))); return true })
		if err != nil {
			t.Fatal(err)
		}
		st := s.Stats()
		st.Elapsed = 0
		return order, st
	}
	a, sa := run(5)
	b, sb := run(5)
	if !slices.Equal(a, b) || sa != sb {
		t.Fatalf("same seed, different runs:\n%v %+v\n%v %+v", a, sa, b, sb)
	}
	if len(a) != 40 {
		t.Fatalf("7-queens: %d solutions, want 40", len(a))
	}
}

// TestSearchLabelBrancherMatchesLabel: with the built-in choice as a
// brancher, Search finds the solutions in Label's order with Label's
// counts, for every value choice (enum's n-ary choice points included).
func TestSearchLabelBrancherMatchesLabel(t *testing.T) {
	for _, opt := range labelVariants() {
		s, q := queensModel(6)
		want, err := s.Solutions(context.Background(), q, opt, 0)
		if err != nil {
			t.Fatal(err)
		}
		lst := s.Stats()
		s.ResetStats()
		var got [][]int
		if err := s.Search(context.Background(), q, fd.SearchOptions{Label: opt}, func() bool {
			got = append(got, valuesOf(s, q))
			return true
		}); err != nil {
			t.Fatal(err)
		}
		if !slices.EqualFunc(got, want, slices.Equal[[]int]) {
			t.Errorf("%v: Search order %v, Label %v", opt, got, want)
		}
		if st := s.Stats(); st.Nodes != lst.Nodes || st.Failures != lst.Failures || st.Backtracks != lst.Backtracks {
			t.Errorf("%v: Search %d nodes %d failures %d backtracks, Label %d, %d and %d", opt, st.Nodes, st.Failures, st.Backtracks, lst.Nodes, lst.Failures, lst.Backtracks)
		}
	}
}

// TestSearchBadBrancher: a brancher that stops with a variable unfixed, or
// chooses an alternative that cannot prune, is an error, not a wrong answer.
func TestSearchBadBrancher(t *testing.T) {
	for _, tc := range []struct {
		name string
		b    func(q []fd.Var) fd.Brancher
	}{
		{"stops early", func([]fd.Var) fd.Brancher {
			return fd.BrancherFunc(func(*fd.Store) (fd.Choice, bool) { return fd.Choice{}, false })
		}},
		{"value outside the domain", func(q []fd.Var) fd.Brancher {
			return fd.BrancherFunc(func(*fd.Store) (fd.Choice, bool) { return fd.Choice{X: q[0], Op: fd.BranchEq, Val: 99}, true })
		}},
		{"split at the upper bound", func(q []fd.Var) fd.Brancher {
			return fd.BrancherFunc(func(s *fd.Store) (fd.Choice, bool) {
				return fd.Choice{X: q[0], Op: fd.BranchLe, Val: s.Max(q[0])}, true
			})
		}},
		{"enumeration upwards from the largest value: no second alternative", func(q []fd.Var) fd.Brancher {
			return fd.BrancherFunc(func(s *fd.Store) (fd.Choice, bool) {
				return fd.Choice{X: q[0], Op: fd.BranchEnum, Val: s.Max(q[0])}, true
			})
		}},
		{"enumeration downwards from the smallest value", func(q []fd.Var) fd.Brancher {
			return fd.BrancherFunc(func(s *fd.Store) (fd.Choice, bool) {
				return fd.Choice{X: q[0], Op: fd.BranchEnumDown, Val: s.Min(q[0])}, true
			})
		}},
		{"unknown variable", func([]fd.Var) fd.Brancher {
			return fd.BrancherFunc(func(*fd.Store) (fd.Choice, bool) { return fd.Choice{X: 1000}, true })
		}},
	} {
		s, q := queensModel(4)
		err := s.Search(context.Background(), q, fd.SearchOptions{Brancher: tc.b(q)}, func() bool { return true })
		if !errors.Is(err, fd.ErrArgument) {
			t.Errorf("%s: err %v, want ErrArgument", tc.name, err)
		}
	}
	s, q := queensModel(4)
	if err := s.Search(context.Background(), q, fd.SearchOptions{Restarts: fd.Restarts{Scale: -1}}, func() bool { return true }); !errors.Is(err, fd.ErrArgument) {
		t.Errorf("negative restart scale: %v", err)
	}
}

// TestSearchNodeLimit: limits stop Search as they stop Label.
func TestSearchNodeLimit(t *testing.T) {
	s, q := queensModel(10)
	ctx := fd.WithNodeLimit(context.Background(), 50)
	err := s.Search(ctx, q, fd.SearchOptions{Brancher: randomBrancher(q, 1), Restarts: fd.Restarts{Scale: 1}}, func() bool { return true })
	if !errors.Is(err, fd.ErrLimit) {
		t.Fatalf("err %v, want ErrLimit", err)
	}
}

// TestWeightCountsFailures: Weight starts at the degree and grows with the
// failures of the variable's propagators.
func TestWeightCountsFailures(t *testing.T) {
	s, q := queensModel(6)
	total := func() (w int64) {
		for _, x := range q {
			w += s.Weight(x)
		}
		return w
	}
	before := total()
	if before <= 0 {
		t.Fatalf("weight %d before search, want the degree (> 0)", before)
	}
	if _, err := s.CountSolutions(context.Background(), q, fd.LabelOptions{}, 0); err != nil {
		t.Fatal(err)
	}
	if s.Stats().Failures == 0 {
		t.Fatal("6-queens searched without a failure: the test needs failures")
	}
	if after := total(); after <= before {
		t.Fatalf("weight %d after a search with failures, %d before", after, before)
	}
}

func valuesOf(s *fd.Store, xs []fd.Var) []int {
	out := make([]int, len(xs))
	for i, x := range xs {
		out[i] = s.Value(x)
	}
	return out
}

// trailedSum is a custom propagator with incremental state on the trail:
// Σ x ≤ k over 0/1-or-wider variables, keeping the sum of the fixed
// variables' values and their number in Trailed integers, updated as
// variables get fixed (an advisor's work, done by scanning the unfixed
// tail). Backtracking must restore both, or counts go wrong.
type trailedSum struct {
	x        []fd.Var
	k        int
	fixedSum fd.Trailed
	nfixed   fd.Trailed // x[:nfixed] are fixed and counted in fixedSum
}

func newTrailedSum(s *fd.Store, x []fd.Var, k int) *trailedSum {
	return &trailedSum{x: slices.Clone(x), k: k, fixedSum: s.NewTrailed(0), nfixed: s.NewTrailed(0)}
}

func (p *trailedSum) Cost() fd.Cost { return fd.CostLinear }

func (p *trailedSum) Propagate(s *fd.Store) fd.Status {
	sum, n := s.TrailedValue(p.fixedSum), int(s.TrailedValue(p.nfixed))
	// Move newly fixed variables into the fixed prefix (swapping is safe:
	// the order of x is not trailed, only the prefix length is, and any
	// order of a prefix holds the same set).
	for i := n; i < len(p.x); i++ {
		if s.IsFixed(p.x[i]) {
			p.x[n], p.x[i] = p.x[i], p.x[n]
			sum += int64(s.Value(p.x[n]))
			n++
		}
	}
	s.SetTrailed(p.fixedSum, sum)
	s.SetTrailed(p.nfixed, int64(n))
	minRest := int64(0)
	for _, x := range p.x[n:] {
		minRest += int64(s.Min(x))
	}
	slack := int64(p.k) - sum - minRest
	if slack < 0 {
		return fd.Failed
	}
	for _, x := range p.x[n:] {
		if !s.SetMax(x, s.Min(x)+int(slack)) {
			return fd.Failed
		}
	}
	if n == len(p.x) {
		return fd.Entailed
	}
	return fd.AtFixpoint
}

// genTrailedSum posts a trailedSum through Post; its meaning is checked by
// brute force independently of the code above.
func genTrailedSum(t *rapid.T, doms [][]int) spec {
	idx := pickVars(t, len(doms), 1, 4, false, "tsum vars")
	k := rapid.IntRange(-2, 8).Draw(t, "tsum k")
	return spec{
		name: "trailed sum",
		post: func(s *fd.Store, v []fd.Var) error {
			return s.Post(newTrailedSum(s, varsOf(v, idx), k), fd.OnBounds, varsOf(v, idx)...)
		},
		holds: func(val []int) bool {
			sum := 0
			for _, i := range idx {
				sum += val[i]
			}
			return sum <= k
		},
	}
}

// TestTrailedPropagatorUnderLabel runs the trailed custom propagator under
// every labeling option against brute force (Label backtracks through it).
func TestTrailedPropagatorUnderLabel(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { checkAgainstBruteForce(t, genCSP(t, []generator{genTrailedSum, genLinear})) })
}

// A kind's own brancher (here: the unfixed queen with the fewest values,
// ties broken by a seeded generator, its middle value first) with Luby
// restarts after 2·luby(k) failures: all 40 solutions of 7-queens, each
// once, although the search restarted from the root several times.
func ExampleStore_Search() {
	s := fd.New()
	q := make([]fd.Var, 7)
	for i := range q {
		q[i] = s.IntVar(1, 7)
	}
	for i := range q {
		for j := i + 1; j < len(q); j++ {
			_ = s.Linear([]int{1, -1}, []fd.Var{q[i], q[j]}, fd.Ne, 0)
			_ = s.Linear([]int{1, -1}, []fd.Var{q[i], q[j]}, fd.Ne, j-i)
			_ = s.Linear([]int{1, -1}, []fd.Var{q[i], q[j]}, fd.Ne, i-j)
		}
	}
	rng := rand.New(rand.NewPCG(42, 0)) // the seed: every random choice flows from it
	brancher := fd.BrancherFunc(func(s *fd.Store) (fd.Choice, bool) {
		best, ties := fd.Var(-1), 0
		for _, x := range q {
			switch {
			case s.IsFixed(x):
			case best < 0 || s.Size(x) < s.Size(best):
				best, ties = x, 1
			case s.Size(x) == s.Size(best):
				if ties++; rng.IntN(ties) == 0 {
					best = x
				}
			}
		}
		if best < 0 {
			return fd.Choice{}, false
		}
		vals := s.Values(best, nil)
		return fd.Choice{X: best, Op: fd.BranchEq, Val: vals[len(vals)/2]}, true
	})
	seen := map[string]bool{}
	err := s.Search(context.Background(), q, fd.SearchOptions{Brancher: brancher, Restarts: fd.Restarts{Scale: 2}},
		func() bool {
			seen[fmt.Sprint(valuesOf(s, q))] = true
			return true
		})
	st := s.Stats()
	fmt.Println(len(seen), "distinct solutions in", st.Solutions, "reported, restarts:", st.Restarts > 0, err)
	// Output: 40 distinct solutions in 40 reported, restarts: true <nil>
}

// TestLuby: the restart schedule Search and Magnets' own search share.
func TestLuby(t *testing.T) {
	want := []int64{1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1}
	for k, w := range want {
		if got := fd.Luby(k + 1); got != w {
			t.Errorf("Luby(%d) = %d, want %d", k+1, got, w)
		}
	}
}
