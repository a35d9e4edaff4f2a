package bench

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"deduce/puzzle"
)

func fakeInstances(t *testing.T, sizes []int, n int) []Instance {
	t.Helper()
	k, err := requireKind(fakeName)
	if err != nil {
		t.Fatal(err)
	}
	insts, err := generate(context.Background(), k, sizes, n, 0, "f", puzzle.GenerateOptions{}, 2)
	if err != nil {
		t.Fatal(err)
	}
	return insts
}

func TestRunnerStatuses(t *testing.T) {
	graceAfterLimit = 100 * time.Millisecond
	k, _ := requireKind(fakeName)
	insts := fakeInstances(t, []int{3, 4}, 1)
	cases := []struct {
		method string
		size   int
		want   string
		why    string
	}{
		{"cdcl", 4, StatusSolved, "a complete method finds and verifies the hidden bits"},
		{"unit", 3, StatusUnknown, "an incomplete method may give up: unknown, not timeout"},
		{"hang", 4, StatusTimeout, "a solver that honours its context is stopped by the limit"},
		{"stubborn", 4, StatusTimeout, "a solver that ignores its context is abandoned after the grace period"},
		{"wrong", 4, StatusError, "an answer that fails the kind's Check is an error, never a time"},
	}
	for _, c := range cases {
		t.Run(c.method, func(t *testing.T) {
			in := insts[0]
			if c.size == 4 {
				in = insts[1]
			}
			recs, err := execute(context.Background(), []Task{solveTask("t", k, in, c.method, puzzle.SolveOptions{Method: c.method})},
				RunOptions{Timeout: 50 * time.Millisecond})
			if err != nil {
				t.Fatal(err)
			}
			if len(recs) != 1 || recs[0].Status != c.want {
				t.Fatalf("%s: got %+v, want status %s", c.why, recs, c.want)
			}
			if c.want == StatusTimeout && recs[0].TimeMS != 50 {
				t.Errorf("a timeout records the limit as its time, got %v", recs[0].TimeMS)
			}
			if c.want == StatusSolved && !recs[0].Verified {
				t.Errorf("solved run not marked verified")
			}
		})
	}
}

func TestRunnerBadOptionStopsTheSuite(t *testing.T) {
	k, _ := requireKind(fakeName)
	insts := fakeInstances(t, []int{4}, 3)
	var tasks []Task
	for _, in := range insts {
		tasks = append(tasks, solveTask("t", k, in, "bad", puzzle.SolveOptions{Method: "report", Label: "leftmost,bogus"}))
	}
	_, err := execute(context.Background(), tasks, RunOptions{Workers: 2})
	if err == nil || !errors.Is(err, puzzle.ErrBadOption) || !strings.Contains(err.Error(), "bogus") {
		t.Fatalf("want a bad-option error naming the option, got %v", err)
	}
}

func TestRunnerCtrlCKeepsFinishedRuns(t *testing.T) {
	k, _ := requireKind(fakeName)
	insts := fakeInstances(t, []int{4}, 4)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var tasks []Task
	for i, in := range insts {
		m := "cdcl"
		if i == 2 {
			m = "hang" // the user presses Ctrl-C while this one runs
		}
		task := solveTask("t", k, in, m, puzzle.SolveOptions{Method: m})
		if i == 2 {
			run := task.Run
			task.Run = func(c context.Context) (Record, error) { cancel(); return run(c) }
		}
		tasks = append(tasks, task)
	}
	recs, err := execute(ctx, tasks, RunOptions{Workers: 1})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("want context.Canceled, got %v", err)
	}
	if len(recs) != 2 {
		t.Fatalf("want the 2 runs finished before Ctrl-C, got %d: %+v", len(recs), recs)
	}
	for _, r := range recs {
		if r.Status != StatusSolved {
			t.Errorf("finished run %s has status %s", r.Instance, r.Status)
		}
	}
}

func TestParseSizes(t *testing.T) {
	cases := []struct {
		in   string
		want []int
		bad  bool
		why  string
	}{
		{"10", []int{10}, false, "one size"},
		{"2..16/2", []int{2, 4, 6, 8, 10, 12, 14, 16}, false, "the Magnets Table 1 range"},
		{"6..10", []int{6, 7, 8, 9, 10}, false, "step defaults to 1"},
		{"4,8..9", []int{4, 8, 9}, false, "lists mix sizes and ranges"},
		{"9..6", nil, true, "an empty range is an error, not nothing"},
		{"0", nil, true, "sizes are positive"},
		{"2..8/0", nil, true, "a zero step would never end"},
		{"abc", nil, true, "not a number"},
	}
	for _, c := range cases {
		got, err := ParseSizes(c.in)
		if c.bad != (err != nil) || !c.bad && !equalInts(got, c.want) {
			t.Errorf("%s: ParseSizes(%q) = %v, %v; want %v (error %v)", c.why, c.in, got, err, c.want, c.bad)
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestSummaryNeverAveragesTimeoutsAsZero(t *testing.T) {
	recs := []Record{
		{Status: StatusSolved, TimeMS: 10},
		{Status: StatusSolved, TimeMS: 30},
		{Status: StatusTimeout, TimeMS: 1000},
		{Status: StatusTimeout, TimeMS: 1000},
	}
	s := Summarize(recs, 1000)
	cases := []struct{ got, want, why string }{
		{s.MeanCell(), "≥ 510 ms (2 t/o)", "the mean with timeouts is a lower bound counting them at the limit"},
		{s.MaxCell(), "> 1000 ms", "the maximum is beyond the limit"},
		{s.MinCell(), "10.0 ms", "the minimum is a real measurement"},
		{s.MedianCell(), "> 1000 ms", "the median falls on a timeout (mean of 30 and +Inf)"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: got %q, want %q", c.why, c.got, c.want)
		}
	}
	if s.Timeouts != 2 || s.Solved != 2 || s.Finished() != 2 {
		t.Errorf("counts: %+v", s)
	}
	if clean := Summarize(recs[:2], 1000); clean.MeanCell() != "20.0 ms" || clean.MedianCell() != "20.0 ms" {
		t.Errorf("without timeouts the mean is exact: %q / %q", clean.MeanCell(), clean.MedianCell())
	}
}
