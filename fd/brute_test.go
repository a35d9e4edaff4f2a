package fd_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"deduce/fd"

	"pgregory.net/rapid"
)

// A spec is one random constraint: how to post it and, independently, what
// it means, so brute-force enumeration can check the engine.
type spec struct {
	name  string
	post  func(s *fd.Store, v []fd.Var) error
	holds func(val []int) bool
}

// csp is a random small problem: variable domains and constraints.
type csp struct {
	doms  [][]int
	specs []spec
}

func (c csp) String() string {
	var b strings.Builder
	for i, d := range c.doms {
		fmt.Fprintf(&b, "x%d in %v\n", i, d)
	}
	for _, sp := range c.specs {
		b.WriteString(sp.name + "\n")
	}
	return b.String()
}

// build creates the model in a fresh store.
func (c csp) build(t *rapid.T) (*fd.Store, []fd.Var) {
	s := fd.New()
	vars := make([]fd.Var, len(c.doms))
	for i, d := range c.doms {
		vars[i] = s.IntVarValues(d)
	}
	for _, sp := range c.specs {
		if err := sp.post(s, vars); err != nil {
			t.Fatalf("post %s: %v", sp.name, err)
		}
	}
	return s, vars
}

// bruteForce lists the solutions in lexicographic order.
func (c csp) bruteForce() [][]int {
	var sols [][]int
	val := make([]int, len(c.doms))
	var rec func(i int)
	rec = func(i int) {
		if i == len(c.doms) {
			for _, sp := range c.specs {
				if !sp.holds(val) {
					return
				}
			}
			sols = append(sols, slices.Clone(val))
			return
		}
		for _, v := range c.doms[i] {
			val[i] = v
			rec(i + 1)
		}
	}
	rec(0)
	return sols
}

// genDomain draws a sorted set of distinct values from lo..hi.
func genDomain(t *rapid.T, lo, hi int, label string) []int {
	vals := rapid.SliceOfNDistinct(rapid.IntRange(lo, hi), 1, hi-lo+1, rapid.ID[int]).Draw(t, label)
	slices.Sort(vals)
	return vals
}

// genCSP draws n variables (domains within -3..3, or 0..1 for booleans)
// and constraints from the given generators.
func genCSP(t *rapid.T, gens []func(t *rapid.T, doms [][]int) spec) csp {
	n := rapid.IntRange(1, 5).Draw(t, "n")
	c := csp{}
	for i := 0; i < n; i++ {
		if rapid.IntRange(0, 3).Draw(t, fmt.Sprintf("bool%d", i)) == 0 {
			c.doms = append(c.doms, genDomain(t, 0, 1, fmt.Sprintf("d%d", i)))
		} else {
			c.doms = append(c.doms, genDomain(t, -3, 3, fmt.Sprintf("d%d", i)))
		}
	}
	return addSpecs(t, c, gens)
}

// genWideCSP draws domains of a few values spread over -130..200, so that
// bitsets span several words and pruning crosses word boundaries.
func genWideCSP(t *rapid.T, gens []func(t *rapid.T, doms [][]int) spec) csp {
	n := rapid.IntRange(1, 4).Draw(t, "n")
	c := csp{}
	for i := 0; i < n; i++ {
		vals := rapid.SliceOfNDistinct(rapid.IntRange(-130, 200), 1, 6, rapid.ID[int]).Draw(t, fmt.Sprintf("d%d", i))
		// Values near -3..3 too, so that the constraints' constants matter.
		vals = append(vals, rapid.SliceOfNDistinct(rapid.IntRange(-3, 3), 0, 3, rapid.ID[int]).Draw(t, fmt.Sprintf("e%d", i))...)
		slices.Sort(vals)
		c.doms = append(c.doms, slices.Compact(vals))
	}
	return addSpecs(t, c, gens)
}

func addSpecs(t *rapid.T, c csp, gens []func(t *rapid.T, doms [][]int) spec) csp {
	m := rapid.IntRange(1, 3).Draw(t, "m")
	for j := 0; j < m; j++ {
		g := rapid.SampledFrom(gens).Draw(t, "gen")
		c.specs = append(c.specs, g(t, c.doms))
	}
	return c
}

// pickVars draws k variable indexes (repeats allowed when dup).
func pickVars(t *rapid.T, n, kmin, kmax int, dup bool, label string) []int {
	k := rapid.IntRange(kmin, kmax).Draw(t, label+"k")
	if !dup {
		k = min(k, n)
		idx := rapid.SliceOfNDistinct(rapid.IntRange(0, n-1), k, k, rapid.ID[int]).Draw(t, label)
		return idx
	}
	return rapid.SliceOfN(rapid.IntRange(0, n-1), k, k).Draw(t, label)
}

func varsOf(v []fd.Var, idx []int) []fd.Var {
	out := make([]fd.Var, len(idx))
	for i, j := range idx {
		out[i] = v[j]
	}
	return out
}

var allRels = []fd.Rel{fd.Eq, fd.Ne, fd.Lt, fd.Le, fd.Gt, fd.Ge}

func relHolds(r fd.Rel, l, rhs int) bool {
	switch r {
	case fd.Eq:
		return l == rhs
	case fd.Ne:
		return l != rhs
	case fd.Lt:
		return l < rhs
	case fd.Le:
		return l <= rhs
	case fd.Gt:
		return l > rhs
	}
	return l >= rhs
}

func genLinear(t *rapid.T, doms [][]int) spec {
	idx := pickVars(t, len(doms), 0, 4, true, "lin")
	coeffs := rapid.SliceOfN(rapid.IntRange(-3, 3), len(idx), len(idx)).Draw(t, "coeffs")
	rel := rapid.SampledFrom(allRels).Draw(t, "rel")
	rhs := rapid.IntRange(-6, 6).Draw(t, "rhs")
	return spec{
		name: fmt.Sprintf("Linear(%v, x%v, %v, %d)", coeffs, idx, rel, rhs),
		post: func(s *fd.Store, v []fd.Var) error { return s.Linear(coeffs, varsOf(v, idx), rel, rhs) },
		holds: func(val []int) bool {
			sum := 0
			for i, j := range idx {
				sum += coeffs[i] * val[j]
			}
			return relHolds(rel, sum, rhs)
		},
	}
}

func genSum(t *rapid.T, doms [][]int) spec {
	idx := pickVars(t, len(doms), 0, 4, true, "sum")
	total := rapid.IntRange(0, len(doms)-1).Draw(t, "total")
	rel := rapid.SampledFrom(allRels).Draw(t, "rel")
	return spec{
		name: fmt.Sprintf("Sum(x%v, %v, x%d)", idx, rel, total),
		post: func(s *fd.Store, v []fd.Var) error { return s.Sum(varsOf(v, idx), rel, v[total]) },
		holds: func(val []int) bool {
			sum := 0
			for _, j := range idx {
				sum += val[j]
			}
			return relHolds(rel, sum, val[total])
		},
	}
}

// labelVariants are every labeling option, each with and without down.
func labelVariants() []fd.LabelOptions {
	var out []fd.LabelOptions
	for vc := fd.Leftmost; vc <= fd.MaxRegret; vc++ {
		for val := fd.Step; val <= fd.Random; val++ {
			for _, down := range []bool{false, true} {
				out = append(out, fd.LabelOptions{Var: vc, Value: val, Down: down, Seed: 7})
			}
		}
	}
	return out
}

// lexOrdered reports whether labeling with opt must produce solutions in
// lexicographic order (descending with down): leftmost variable choice with
// a value choice that splits the domain at its bottom or top.
func lexOrdered(opt fd.LabelOptions) bool {
	return opt.Var == fd.Leftmost && (opt.Value == fd.Step || opt.Value == fd.Enum || opt.Value == fd.Bisect)
}

func key(sol []int) string { return fmt.Sprint(sol) }

// checkAgainstBruteForce labels the CSP with every option and compares the
// solutions with brute force.
func checkAgainstBruteForce(t *rapid.T, c csp) {
	want := c.bruteForce()
	wantSet := map[string]bool{}
	for _, sol := range want {
		wantSet[key(sol)] = true
	}
	for _, opt := range labelVariants() {
		s, vars := c.build(t)
		s.ResetStats()
		got, err := s.Solutions(context.Background(), vars, opt, 0)
		if err != nil {
			t.Fatalf("%v: %v", opt, err)
		}
		if len(got) != len(want) {
			t.Fatalf("%v: %d solutions, brute force %d\ngot %v\nwant %v", opt, len(got), len(want), got, want)
		}
		seen := map[string]bool{}
		for _, sol := range got {
			k := key(sol)
			if !wantSet[k] || seen[k] {
				t.Fatalf("%v: solution %v wrong or repeated; want %v", opt, sol, want)
			}
			seen[k] = true
		}
		if lexOrdered(opt) {
			order := slices.Clone(want)
			if opt.Down {
				slices.Reverse(order)
			}
			if !slices.EqualFunc(got, order, slices.Equal[[]int]) {
				t.Fatalf("%v: order %v, want %v", opt, got, order)
			}
		}
		st := s.Stats()
		if st.Solutions != int64(len(want)) {
			t.Fatalf("%v: Stats.Solutions %d, want %d", opt, st.Solutions, len(want))
		}
		// During search every contradiction fails a node, so the two agree.
		if st.Failures != st.Backtracks {
			t.Fatalf("%v: %d failures but %d backtracks during search", opt, st.Failures, st.Backtracks)
		}
		// The store is restored: labeling again gives the same count.
		if n, err := s.CountSolutions(context.Background(), vars, opt, 0); err != nil || n != len(want) {
			t.Fatalf("%v: second count %d (%v), want %d", opt, n, err, len(want))
		}
	}
}

// boolVars lists the variables whose domain lies within 0..1.
func boolVars(doms [][]int) []int {
	var out []int
	for i, d := range doms {
		if d[0] >= 0 && d[len(d)-1] <= 1 {
			out = append(out, i)
		}
	}
	return out
}

func genGCC(t *rapid.T, doms [][]int) spec {
	idx := pickVars(t, len(doms), 1, 4, false, "gcc")
	values := rapid.SliceOfNDistinct(rapid.IntRange(-3, 3), 1, 3, rapid.ID[int]).Draw(t, "values")
	// Each count is a constant (index -1 - c) or a variable.
	countIdx := make([]int, len(values))
	for j := range values {
		if rapid.Bool().Draw(t, "countIsVar") {
			countIdx[j] = rapid.IntRange(0, len(doms)-1).Draw(t, "countVar")
		} else {
			countIdx[j] = -1 - rapid.IntRange(0, len(idx)).Draw(t, "countConst")
		}
	}
	cons := rapid.SampledFrom([]fd.Consistency{fd.DomainConsistency, fd.ValueConsistency}).Draw(t, "consistency")
	return spec{
		name: fmt.Sprintf("GlobalCardinality(x%v, %v, %v, %v)", idx, values, countIdx, cons),
		post: func(s *fd.Store, v []fd.Var) error {
			counts := make([]fd.Var, len(values))
			for j, c := range countIdx {
				if c >= 0 {
					counts[j] = v[c]
				} else {
					counts[j] = s.Const(-1 - c)
				}
			}
			return s.GlobalCardinality(varsOf(v, idx), values, counts, cons)
		},
		holds: func(val []int) bool {
			for _, i := range idx {
				if !slices.Contains(values, val[i]) {
					return false
				}
			}
			for j, w := range values {
				n := 0
				for _, i := range idx {
					if val[i] == w {
						n++
					}
				}
				want := -1 - countIdx[j]
				if countIdx[j] >= 0 {
					want = val[countIdx[j]]
				}
				if n != want {
					return false
				}
			}
			return true
		},
	}
}

func genCount(t *rapid.T, doms [][]int) spec {
	idx := pickVars(t, len(doms), 0, 4, true, "count")
	value := rapid.IntRange(-3, 3).Draw(t, "value")
	rel := rapid.SampledFrom(allRels).Draw(t, "rel")
	n := rapid.IntRange(0, len(doms)-1).Draw(t, "n")
	return spec{
		name: fmt.Sprintf("Count(x%v, %d, %v, x%d)", idx, value, rel, n),
		post: func(s *fd.Store, v []fd.Var) error { return s.Count(varsOf(v, idx), value, rel, v[n]) },
		holds: func(val []int) bool {
			c := 0
			for _, i := range idx {
				if val[i] == value {
					c++
				}
			}
			return relHolds(rel, c, val[n])
		},
	}
}

func genElement(t *rapid.T, doms [][]int) spec {
	index := rapid.IntRange(0, len(doms)-1).Draw(t, "index")
	list := pickVars(t, len(doms), 1, 4, true, "list")
	// A list entry is a variable, or a constant (encoded -10 - c).
	for k := range list {
		if rapid.IntRange(0, 3).Draw(t, "entryConst") == 0 {
			list[k] = -10 - rapid.IntRange(-3, 3).Draw(t, "const")
		}
	}
	value := rapid.IntRange(0, len(doms)-1).Draw(t, "value")
	entry := func(s *fd.Store, v []fd.Var, k int) fd.Var {
		if list[k] >= 0 {
			return v[list[k]]
		}
		return s.Const(-10 - list[k])
	}
	return spec{
		name: fmt.Sprintf("Element(x%d, %v, x%d)", index, list, value),
		post: func(s *fd.Store, v []fd.Var) error {
			l := make([]fd.Var, len(list))
			for k := range list {
				l[k] = entry(s, v, k)
			}
			return s.Element(v[index], l, v[value])
		},
		holds: func(val []int) bool {
			i := val[index]
			if i < 0 || i >= len(list) {
				return false
			}
			e := -10 - list[i]
			if list[i] >= 0 {
				e = val[list[i]]
			}
			return e == val[value]
		},
	}
}

func distinctSpec(name string, post func(s *fd.Store, x []fd.Var) error) func(*rapid.T, [][]int) spec {
	return func(t *rapid.T, doms [][]int) spec {
		idx := pickVars(t, len(doms), 0, 5, true, "distinct")
		return spec{
			name: fmt.Sprintf("%s(x%v)", name, idx),
			post: func(s *fd.Store, v []fd.Var) error { return post(s, varsOf(v, idx)) },
			holds: func(val []int) bool {
				seen := map[int]bool{}
				for _, i := range idx {
					if seen[val[i]] {
						return false
					}
					seen[val[i]] = true
				}
				return true
			},
		}
	}
}

func genTable(t *rapid.T, doms [][]int) spec {
	idx := pickVars(t, len(doms), 1, 4, true, "table")
	nt := rapid.IntRange(0, 8).Draw(t, "ntuples")
	tuples := make([][]int, nt)
	for k := range tuples {
		tuples[k] = rapid.SliceOfN(rapid.IntRange(-3, 3), len(idx), len(idx)).Draw(t, "tuple")
	}
	return spec{
		name: fmt.Sprintf("Table(x%v, %v)", idx, tuples),
		post: func(s *fd.Store, v []fd.Var) error { return s.Table(varsOf(v, idx), tuples) },
		holds: func(val []int) bool {
			for _, tu := range tuples {
				ok := true
				for k, i := range idx {
					ok = ok && val[i] == tu[k]
				}
				if ok {
					return true
				}
			}
			return false
		},
	}
}

func genReify(t *rapid.T, doms [][]int) spec {
	bools := boolVars(doms)
	if len(bools) == 0 {
		return genLinear(t, doms)
	}
	b := rapid.SampledFrom(bools).Draw(t, "b")
	x := rapid.IntRange(0, len(doms)-1).Draw(t, "x")
	v := rapid.IntRange(-4, 4).Draw(t, "v")
	if rapid.Bool().Draw(t, "le") {
		return spec{
			name:  fmt.Sprintf("ReifyLe(x%d, x%d, %d)", b, x, v),
			post:  func(s *fd.Store, vs []fd.Var) error { return s.ReifyLe(vs[b], vs[x], v) },
			holds: func(val []int) bool { return (val[b] == 1) == (val[x] <= v) },
		}
	}
	return spec{
		name:  fmt.Sprintf("ReifyEq(x%d, x%d, %d)", b, x, v),
		post:  func(s *fd.Store, vs []fd.Var) error { return s.ReifyEq(vs[b], vs[x], v) },
		holds: func(val []int) bool { return (val[b] == 1) == (val[x] == v) },
	}
}

func genBool(t *rapid.T, doms [][]int) spec {
	bools := boolVars(doms)
	if len(bools) == 0 {
		return genLinear(t, doms)
	}
	r := rapid.SampledFrom(bools).Draw(t, "r")
	xs := rapid.SliceOfN(rapid.SampledFrom(bools), 0, 3).Draw(t, "xs")
	switch rapid.IntRange(0, 2).Draw(t, "op") {
	case 0:
		return spec{
			name: fmt.Sprintf("BoolAnd(x%v, x%d)", xs, r),
			post: func(s *fd.Store, v []fd.Var) error { return s.BoolAnd(varsOf(v, xs), v[r]) },
			holds: func(val []int) bool {
				all := 1
				for _, i := range xs {
					all &= val[i]
				}
				return val[r] == all
			},
		}
	case 1:
		return spec{
			name: fmt.Sprintf("BoolOr(x%v, x%d)", xs, r),
			post: func(s *fd.Store, v []fd.Var) error { return s.BoolOr(varsOf(v, xs), v[r]) },
			holds: func(val []int) bool {
				any := 0
				for _, i := range xs {
					any |= val[i]
				}
				return val[r] == any
			},
		}
	}
	x := rapid.SampledFrom(bools).Draw(t, "x")
	return spec{
		name:  fmt.Sprintf("BoolNot(x%d, x%d)", x, r),
		post:  func(s *fd.Store, v []fd.Var) error { return s.BoolNot(v[x], v[r]) },
		holds: func(val []int) bool { return val[r] == 1-val[x] },
	}
}

type generator = func(*rapid.T, [][]int) spec

// TestAgainstBruteForce checks each constraint family, alone and mixed with
// linear constraints, under every labeling option.
func TestAgainstBruteForce(t *testing.T) {
	families := []struct {
		name string
		gens []generator
	}{
		{"linear", []generator{genLinear, genSum}},
		{"gcc", []generator{genGCC, genLinear}},
		{"count", []generator{genCount, genLinear}},
		{"element", []generator{genElement, genLinear}},
		{"all_different", []generator{distinctSpec("AllDifferent", (*fd.Store).AllDifferent), genLinear}},
		{"all_distinct_bounds", []generator{distinctSpec("AllDistinctBounds", (*fd.Store).AllDistinctBounds), genLinear}},
		{"all_distinct", []generator{distinctSpec("AllDistinct", (*fd.Store).AllDistinct), genLinear}},
		{"table", []generator{genTable, genLinear}},
		{"reify", []generator{genReify, genLinear}},
		{"bool", []generator{genBool, genReify}},
		{"custom", []generator{genCustom, genLinear}},
		{"mixed", []generator{genLinear, genSum, genGCC, genCount, genElement, genTable, genReify, genBool,
			distinctSpec("AllDistinct", (*fd.Store).AllDistinct)}},
	}
	for _, f := range families {
		t.Run(f.name, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) { checkAgainstBruteForce(t, genCSP(t, f.gens)) })
		})
	}
	// Wide, sparse domains exercise multi-word bitsets.
	wide := []generator{genLinear, genSum, genElement, genTable, genCount,
		distinctSpec("AllDistinct", (*fd.Store).AllDistinct),
		distinctSpec("AllDistinctBounds", (*fd.Store).AllDistinctBounds),
		distinctSpec("AllDifferent", (*fd.Store).AllDifferent)}
	t.Run("wide domains", func(t *testing.T) {
		rapid.Check(t, func(t *rapid.T) { checkAgainstBruteForce(t, genWideCSP(t, wide)) })
	})
}

// genCustom posts a custom Propagator (x ≠ y + k, pruning only once one
// side is fixed) through the public Post.
func genCustom(t *rapid.T, doms [][]int) spec {
	x := rapid.IntRange(0, len(doms)-1).Draw(t, "x")
	y := rapid.IntRange(0, len(doms)-1).Draw(t, "y")
	k := rapid.IntRange(-2, 2).Draw(t, "k")
	return spec{
		name:  fmt.Sprintf("Post(x%d != x%d + %d)", x, y, k),
		post:  func(s *fd.Store, v []fd.Var) error { return s.Post(neOffset{v[x], v[y], k}, fd.OnFix, v[x], v[y]) },
		holds: func(val []int) bool { return val[x] != val[y]+k },
	}
}

type neOffset struct {
	x, y fd.Var
	k    int
}

func (p neOffset) Propagate(s *fd.Store) fd.Status {
	switch {
	case s.IsFixed(p.x) && s.IsFixed(p.y):
		if s.Value(p.x) == s.Value(p.y)+p.k {
			return fd.Failed
		}
		return fd.Entailed
	case s.IsFixed(p.y):
		if !s.Remove(p.x, s.Value(p.y)+p.k) {
			return fd.Failed
		}
		return fd.Entailed
	case s.IsFixed(p.x):
		if !s.Remove(p.y, s.Value(p.x)-p.k) {
			return fd.Failed
		}
		return fd.Entailed
	}
	return fd.AtFixpoint
}
