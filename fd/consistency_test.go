package fd_test

import (
	"fmt"
	"slices"
	"testing"

	"deduce/fd"

	"pgregory.net/rapid"
)

// supported reports whether some assignment of the domains doms, with
// variable i fixed to v, satisfies holds.
func supported(doms [][]int, i, v int, holds func([]int) bool) bool {
	val := make([]int, len(doms))
	var rec func(k int) bool
	rec = func(k int) bool {
		if k == len(doms) {
			return holds(val)
		}
		if k == i {
			val[k] = v
			return rec(k + 1)
		}
		for _, w := range doms[k] {
			val[k] = w
			if rec(k + 1) {
				return true
			}
		}
		return false
	}
	return rec(0)
}

// domainsAfterPost posts one constraint on fresh variables and returns the
// pruned domains (nil when posting failed).
func domainsAfterPost(t *rapid.T, doms [][]int, post func(*fd.Store, []fd.Var) error) [][]int {
	s := fd.New()
	vars := make([]fd.Var, len(doms))
	for i, d := range doms {
		vars[i] = s.IntVarValues(d)
	}
	if err := post(s, vars); err != nil {
		t.Fatal(err)
	}
	if s.Failed() {
		return nil
	}
	out := make([][]int, len(vars))
	for i, x := range vars {
		out[i] = s.Values(x, nil)
	}
	return out
}

// TestDomainConsistency checks that constraints promising domain
// consistency leave, after posting, exactly the values that have a support:
// none is lost (soundness) and none without support survives (strength).
func TestDomainConsistency(t *testing.T) {
	cases := []struct {
		name string
		why  string
		gen  func(t *rapid.T, n int) (func(*fd.Store, []fd.Var) error, func([]int) bool)
	}{
		{"AllDistinct", "Régin's filter is domain consistent", func(t *rapid.T, n int) (func(*fd.Store, []fd.Var) error, func([]int) bool) {
			return (*fd.Store).AllDistinct, func(v []int) bool {
				return len(v) == len(uniq(v))
			}
		}},
		{"GlobalCardinality", "the flow filter makes the variables domain consistent (constant counts)", func(t *rapid.T, n int) (func(*fd.Store, []fd.Var) error, func([]int) bool) {
			values := rapid.SliceOfNDistinct(rapid.IntRange(-3, 3), 1, 4, rapid.ID[int]).Draw(t, "values")
			counts := rapid.SliceOfN(rapid.IntRange(0, n), len(values), len(values)).Draw(t, "counts")
			return func(s *fd.Store, x []fd.Var) error {
					cs := make([]fd.Var, len(counts))
					for j, c := range counts {
						cs[j] = s.Const(c)
					}
					return s.GlobalCardinality(x, values, cs)
				}, func(v []int) bool {
					for j, w := range values {
						c := 0
						for _, x := range v {
							if x == w {
								c++
							}
						}
						if c != counts[j] {
							return false
						}
					}
					for _, x := range v {
						if !slices.Contains(values, x) {
							return false
						}
					}
					return true
				}
		}},
		{"Table", "simple tabular reduction is arc consistent", func(t *rapid.T, n int) (func(*fd.Store, []fd.Var) error, func([]int) bool) {
			tuples := rapid.SliceOfN(rapid.SliceOfN(rapid.IntRange(-3, 3), n, n), 1, 10).Draw(t, "tuples")
			return func(s *fd.Store, x []fd.Var) error { return s.Table(x, tuples) }, func(v []int) bool {
				return slices.ContainsFunc(tuples, func(tu []int) bool { return slices.Equal(tu, v) })
			}
		}},
		{"Linear2Eq", "binary linear equalities are domain consistent", func(t *rapid.T, n int) (func(*fd.Store, []fd.Var) error, func([]int) bool) {
			a := rapid.SampledFrom([]int{-3, -2, -1, 1, 2, 3}).Draw(t, "a")
			b := rapid.SampledFrom([]int{-3, -2, -1, 1, 2, 3}).Draw(t, "b")
			c := rapid.IntRange(-6, 6).Draw(t, "c")
			return func(s *fd.Store, x []fd.Var) error {
					return s.Linear([]int{a, b}, x[:2], fd.Eq, c)
				}, func(v []int) bool {
					return a*v[0]+b*v[1] == c
				}
		}},
		{"ElementIndexValue", "element is domain consistent on index and value once the list is fixed", func(t *rapid.T, n int) (func(*fd.Store, []fd.Var) error, func([]int) bool) {
			list := rapid.SliceOfN(rapid.IntRange(-3, 3), 1, 5).Draw(t, "list")
			return func(s *fd.Store, x []fd.Var) error {
					l := make([]fd.Var, len(list))
					for i, v := range list {
						l[i] = s.Const(v)
					}
					return s.Element(x[0], l, x[1])
				}, func(v []int) bool {
					return v[0] >= 0 && v[0] < len(list) && list[v[0]] == v[1]
				}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rapid.Check(t, func(t *rapid.T) {
				n := rapid.IntRange(2, 5).Draw(t, "n")
				doms := make([][]int, n)
				for i := range doms {
					doms[i] = genDomain(t, -3, 3, fmt.Sprintf("d%d", i))
				}
				post, holds := c.gen(t, n)
				got := domainsAfterPost(t, doms, post)
				for i := range doms {
					var want []int
					for _, v := range doms[i] {
						if supported(doms, i, v, holds) {
							want = append(want, v)
						}
					}
					if got == nil {
						if len(want) > 0 {
							t.Fatalf("%s (%s): post failed, but x%d has supported values %v", c.name, c.why, i, want)
						}
						return
					}
					if !slices.Equal(got[i], want) {
						t.Fatalf("%s (%s): x%d domain %v, supported values %v (domains %v)", c.name, c.why, i, got[i], want, doms)
					}
				}
			})
		})
	}
}

// TestAllDistinctBoundsConsistency checks bounds consistency: each bound
// left has a support in which every variable lies within its bounds, and
// each bound removed had none (over the interval relaxation).
func TestAllDistinctBoundsConsistency(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(2, 5).Draw(t, "n")
		intervals := make([][]int, n)
		for i := range intervals {
			lo := rapid.IntRange(-3, 3).Draw(t, "lo")
			hi := rapid.IntRange(lo, 3).Draw(t, "hi")
			intervals[i] = nil
			for v := lo; v <= hi; v++ {
				intervals[i] = append(intervals[i], v)
			}
		}
		holds := func(v []int) bool { return len(v) == len(uniq(v)) }
		got := domainsAfterPost(t, intervals, (*fd.Store).AllDistinctBounds)
		for i, d := range intervals {
			var want []int
			for _, v := range d {
				if supported(intervals, i, v, holds) {
					want = append(want, v)
				}
			}
			if got == nil {
				if len(want) > 0 {
					t.Fatalf("post failed, but x%d has supports %v (intervals %v)", i, want, intervals)
				}
				return
			}
			// On intervals, bounds consistency means the new bounds are the
			// smallest and largest supported values.
			if len(want) == 0 || got[i][0] != want[0] || got[i][len(got[i])-1] != want[len(want)-1] {
				t.Fatalf("x%d: bounds of %v, supported values %v (intervals %v)", i, got[i], want, intervals)
			}
		}
	})
}

func uniq(v []int) []int {
	u := slices.Clone(v)
	slices.Sort(u)
	return slices.Compact(u)
}
