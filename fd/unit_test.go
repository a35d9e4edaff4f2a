package fd_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"deduce/fd"
)

func TestParseLabel(t *testing.T) {
	cases := []struct {
		text string
		want fd.LabelOptions
		why  string
	}{
		{"", fd.LabelOptions{}, "empty text is SICStus's default leftmost,step,up"},
		{"ff,median", fd.LabelOptions{Var: fd.FirstFail, Value: fd.Median}, "the Magnets report's options"},
		{"[median]", fd.LabelOptions{Value: fd.Median}, "Prolog list brackets are accepted"},
		{"first_fail", fd.LabelOptions{Var: fd.FirstFail}, "SICStus long spelling"},
		{"left_most, enum, down", fd.LabelOptions{Value: fd.Enum, Down: true}, "the Close or Far report's spelling, spaces"},
		{"most_constrained", fd.LabelOptions{Var: fd.FFC}, "alias of ffc"},
		{"min,bisect", fd.LabelOptions{Var: fd.SmallestMin, Value: fd.Bisect}, "min is the smallest lower bound"},
		{"largest,middle", fd.LabelOptions{Var: fd.LargestMax, Value: fd.Middle}, "largest is an alias of max"},
		{"anti_first_fail,step", fd.LabelOptions{Var: fd.AntiFirstFail}, "explicit default value choice"},
		{"occurrence", fd.LabelOptions{Var: fd.Occurrence}, "occurrence"},
		{"MAX_REGRET", fd.LabelOptions{Var: fd.MaxRegret}, "case does not matter"},
		{"value(random_value)", fd.LabelOptions{Value: fd.Random}, "the Close or Far generator's option"},
		{"random(42),ff", fd.LabelOptions{Var: fd.FirstFail, Value: fd.Random, Seed: 42}, "random with a seed"},
	}
	for _, c := range cases {
		got, err := fd.ParseLabel(c.text)
		if err != nil || got != c.want {
			t.Errorf("ParseLabel(%q) = %+v, %v; want %+v (%s)", c.text, got, err, c.want, c.why)
		}
		// String writes text that parses back to the same options.
		back, err := fd.ParseLabel(got.String())
		if err != nil || back != got {
			t.Errorf("ParseLabel(%q) = %+v, %v; does not round-trip %+v", got.String(), back, err, got)
		}
	}
}

func TestParseLabelErrors(t *testing.T) {
	cases := []struct{ text, why string }{
		{"fastest", "unknown option"},
		{"ff,min", "two variable choices"},
		{"median,step", "two value choices"},
		{"up,down", "two orders"},
		{"ff,,median", "empty option between commas"},
		{"random(x)", "seed is not a number"},
	}
	for _, c := range cases {
		if _, err := fd.ParseLabel(c.text); !errors.Is(err, fd.ErrLabelOption) {
			t.Errorf("ParseLabel(%q) error %v; want ErrLabelOption (%s)", c.text, err, c.why)
		}
	}
}

func TestArgumentErrors(t *testing.T) {
	s := fd.New()
	x, y := s.IntVar(0, 3), s.IntVar(0, 3)
	b := s.BoolVar()
	bad := fd.Var(99)
	cases := []struct {
		err error
		why string
	}{
		{s.Linear([]int{1}, []fd.Var{x, y}, fd.Eq, 0), "coefficient count differs from variable count"},
		{s.Linear([]int{1}, []fd.Var{bad}, fd.Eq, 0), "unknown variable"},
		{s.Linear([]int{1 << 40}, []fd.Var{x}, fd.Eq, 0), "coefficient large enough to overflow"},
		{s.Linear([]int{1}, []fd.Var{x}, fd.Rel(17), 0), "unknown relation"},
		{s.GlobalCardinality([]fd.Var{x}, []int{1, 1}, []fd.Var{y, y}), "value listed twice"},
		{s.GlobalCardinality([]fd.Var{x}, []int{1}, nil), "counts and values differ in length"},
		{s.Element(x, nil, y), "empty list"},
		{s.Table([]fd.Var{x, y}, [][]int{{1}}), "tuple of the wrong arity"},
		{s.ReifyEq(x, y, 1), "reifying variable not 0/1"},
		{s.BoolAnd([]fd.Var{x}, b), "boolean input not 0/1"},
		{s.Count([]fd.Var{x}, 1, fd.Rel(9), y), "unknown relation"},
	}
	for _, c := range cases {
		if !errors.Is(c.err, fd.ErrArgument) {
			t.Errorf("%s: error %v; want ErrArgument", c.why, c.err)
		}
	}
	if s.Failed() {
		t.Error("bad arguments must not fail the store")
	}
	// A domain too wide is remembered and returned by the next post.
	s2 := fd.New()
	z := s2.IntVar(0, fd.MaxSpan)
	if err := s2.Linear([]int{1}, []fd.Var{z}, fd.Ge, 0); !errors.Is(err, fd.ErrArgument) {
		t.Errorf("domain wider than MaxSpan: error %v; want ErrArgument", err)
	}
}

// TestRequiredDomainRange: the issue asks for at least -64..4096.
func TestRequiredDomainRange(t *testing.T) {
	s := fd.New()
	x := s.IntVar(-64, 4096)
	y := s.IntVar(-64, 4096)
	must(s.Linear([]int{1, 1}, []fd.Var{x, y}, fd.Eq, 4032))
	must(s.Linear([]int{1, -1}, []fd.Var{x, y}, fd.Eq, 4000))
	before := s.DomainString(x) + " " + s.DomainString(y)
	sol, err := s.Solve(context.Background(), []fd.Var{x, y}, fd.LabelOptions{})
	if err != nil || !slices.Equal(sol, []int{4016, 16}) {
		t.Fatalf("Solve = %v, %v; want [4016 16]", sol, err)
	}
	if after := s.DomainString(x) + " " + s.DomainString(y); after != before {
		t.Fatalf("after labeling the domains are %s; want %s as before it", after, before)
	}
}

func TestFailedAtPost(t *testing.T) {
	s := fd.New()
	x := s.IntVar(0, 3)
	must(s.Linear([]int{1}, []fd.Var{x}, fd.Gt, 5))
	if !s.Failed() {
		t.Fatal("x > 5 with x in 0..3 must fail at post")
	}
	n, err := s.CountSolutions(context.Background(), []fd.Var{x}, fd.LabelOptions{}, 0)
	if n != 0 || err != nil {
		t.Fatalf("failed store: %d solutions, %v; want 0, nil", n, err)
	}
	if st := s.Stats(); st.Backtracks != 1 || st.Failures != 0 {
		t.Fatalf("stats %+v; want 1 backtrack (found while posting) and 0 search failures", st)
	}
}

// hardQueens is 12-queens without symmetry breaking: far more than a
// handful of nodes to enumerate.
func hardQueens() (*fd.Store, []fd.Var) { return queensModel(12) }

func TestLimits(t *testing.T) {
	t.Run("nodes", func(t *testing.T) {
		s, q := hardQueens()
		ctx := fd.WithNodeLimit(context.Background(), 100)
		n, err := s.CountSolutions(ctx, q, fd.LabelOptions{}, 0)
		if !errors.Is(err, fd.ErrLimit) {
			t.Fatalf("count %d, error %v; want ErrLimit", n, err)
		}
		if st := s.Stats(); st.Nodes != 100 {
			t.Fatalf("%d nodes; want exactly the limit, 100", st.Nodes)
		}
	})
	t.Run("deadline", func(t *testing.T) {
		s, q := hardQueens()
		ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
		defer cancel()
		_, err := s.CountSolutions(ctx, q, fd.LabelOptions{}, 0)
		if !errors.Is(err, fd.ErrLimit) || !errors.Is(err, context.DeadlineExceeded) {
			t.Fatalf("error %v; want ErrLimit wrapping DeadlineExceeded", err)
		}
	})
	t.Run("cancelled", func(t *testing.T) {
		s, q := hardQueens()
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		sol, err := s.Solve(ctx, q, fd.LabelOptions{})
		if !errors.Is(err, fd.ErrLimit) || sol != nil {
			t.Fatalf("Solve = %v, %v; want no solution and ErrLimit, not a silent 'no solution'", sol, err)
		}
	})
	t.Run("reusable after limit", func(t *testing.T) {
		s, q := queensModel(6)
		_, err := s.CountSolutions(fd.WithNodeLimit(context.Background(), 3), q, fd.LabelOptions{}, 0)
		if !errors.Is(err, fd.ErrLimit) {
			t.Fatalf("error %v; want ErrLimit", err)
		}
		n, err := s.CountSolutions(context.Background(), q, fd.LabelOptions{}, 0)
		if n != 4 || err != nil {
			t.Fatalf("6-queens after a stopped search: %d, %v; want 4 solutions", n, err)
		}
	})
}

func TestCountCap(t *testing.T) {
	s, q := queensModel(8)
	cases := []struct{ cap, want int }{{0, 92}, {1, 1}, {2, 2}, {92, 92}, {100, 92}}
	for _, c := range cases {
		n, err := s.CountSolutions(context.Background(), q, fd.LabelOptions{}, c.cap)
		if n != c.want || err != nil {
			t.Errorf("cap %d: %d, %v; want %d", c.cap, n, err, c.want)
		}
	}
}

// TestValueChoice pins the first value each value choice tries on one
// variable with domain {1,2,4,7,8}: the first solution is that value.
func TestValueChoice(t *testing.T) {
	cases := []struct {
		text string
		want int
		why  string
	}{
		{"step", 1, "lower bound"},
		{"step,down", 8, "upper bound"},
		{"enum", 1, "smallest value first"},
		{"enum,down", 8, "largest value first"},
		{"bisect", 1, "X ≤ 4 first, then its smallest"},
		{"bisect,down", 8, "X > 4 first, then its largest"},
		{"median", 4, "median of five values"},
		{"middle", 4, "midpoint (1+8)/2 = 4 is in the domain"},
		{"middle,down", 4, "midpoint rounded up is 5, closest values 4 and 7: 4 is nearer"},
	}
	for _, c := range cases {
		s := fd.New()
		x := s.IntVarValues([]int{1, 2, 4, 7, 8})
		opt, err := fd.ParseLabel(c.text)
		if err != nil {
			t.Fatal(err)
		}
		sol, err := s.Solve(context.Background(), []fd.Var{x}, opt)
		if err != nil || sol[0] != c.want {
			t.Errorf("%s: first value %v, %v; want %d (%s)", c.text, sol, err, c.want, c.why)
		}
	}
	// Even-sized domains: median takes the lower middle, down the upper one.
	for _, c := range []struct {
		text string
		want int
	}{{"median", 2}, {"median,down", 4}, {"middle", 4}, {"middle,down", 4}} {
		s := fd.New()
		x := s.IntVarValues([]int{1, 2, 4, 9})
		opt, _ := fd.ParseLabel(c.text)
		sol, _ := s.Solve(context.Background(), []fd.Var{x}, opt)
		if sol[0] != c.want {
			t.Errorf("%s on {1,2,4,9}: %d; want %d", c.text, sol[0], c.want)
		}
	}
}

func TestNoPostDuringSearch(t *testing.T) {
	s := fd.New()
	x := s.IntVar(0, 2)
	var err error
	s.Label(context.Background(), []fd.Var{x}, fd.LabelOptions{}, func() bool {
		err = s.Linear([]int{1}, []fd.Var{x}, fd.Ne, 1)
		return false
	})
	if !errors.Is(err, fd.ErrArgument) {
		t.Fatalf("posting in a solution callback: %v; want ErrArgument (the trail would lose it)", err)
	}
}

// FuzzParseLabel: any text gives an error or options that print back to
// text parsing to the same options.
func FuzzParseLabel(f *testing.F) {
	for _, seed := range []string{"", "ff,median", "[leftmost, step, up]", "random(42),ffc,down", "value(random_value)", "ff,,", "random(", "MAX_REGRET,bisect"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		opt, err := fd.ParseLabel(text)
		if err != nil {
			if !errors.Is(err, fd.ErrLabelOption) {
				t.Fatalf("ParseLabel(%q): error %v does not wrap ErrLabelOption", text, err)
			}
			return
		}
		back, err := fd.ParseLabel(opt.String())
		if err != nil || back != opt {
			t.Fatalf("ParseLabel(%q) = %+v, which prints as %q and parses to %+v, %v", text, opt, opt.String(), back, err)
		}
	})
}

// TestSearchCounters pins the counters on a search small enough to draw:
// x in {1,2,3}, step: x=1 | x≠1 → (x=2 | x≠2 → x=3).
func TestSearchCounters(t *testing.T) {
	cases := []struct {
		label                               string
		nodes, depth, backtracks, solutions int64
		why                                 string
	}{
		{"step", 4, 2, 0, 3, "two binary choices, the second under x≠1"},
		{"enum", 3, 1, 0, 3, "one three-way choice"},
		{"bisect", 4, 2, 0, 3, "x≤2 | x>2, then x≤1 | x>1 under the first"},
	}
	for _, c := range cases {
		s := fd.New()
		x := s.IntVar(1, 3)
		opt, _ := fd.ParseLabel(c.label)
		n, err := s.CountSolutions(context.Background(), []fd.Var{x}, opt, 0)
		st := s.Stats()
		if err != nil || n != 3 || st.Nodes != c.nodes || st.MaxDepth != c.depth || st.Backtracks != c.backtracks || st.Solutions != c.solutions {
			t.Errorf("%s: %d solutions, %+v; want %d nodes, depth %d, %d backtracks (%s)", c.label, n, st, c.nodes, c.depth, c.backtracks, c.why)
		}
	}
	// Pigeonhole: three 0/1 variables pairwise different (value
	// propagation only). x=0 wipes z out, so does x≠0 (x=1): two
	// contradictions, two failed nodes, no solution.
	s := fd.New()
	xs := []fd.Var{s.BoolVar(), s.BoolVar(), s.BoolVar()}
	must(s.AllDifferent(xs))
	n, err := s.CountSolutions(context.Background(), xs, fd.LabelOptions{}, 0)
	if st := s.Stats(); n != 0 || err != nil || st.Backtracks != 2 || st.Failures != 2 || st.Nodes != 2 || st.MaxDepth != 1 {
		t.Fatalf("pigeonhole: %d solutions, %v, %+v; want none, 2 backtracks, 2 failures, 2 nodes, depth 1", n, err, st)
	}
}
