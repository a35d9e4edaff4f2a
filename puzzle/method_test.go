package puzzle_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"deduce/puzzle"
)

// digits is a stand-in puzzle for the runner's tests: its solutions are the
// numbers 1..n.
type digits struct{ n int }

func (digits) KindName() string { return "digits" }

type digit int

func (d digit) JSON() any { return puzzle.GridJSON{Grid: []string{fmt.Sprint(int(d))}} }

// upTo enumerates 1..n, then returns stop (nil = the space is exhausted).
func upTo(stop error) puzzle.Enumerate {
	return func(ctx context.Context, p puzzle.Puzzle, _ puzzle.SolveOptions, found func(puzzle.Solution) bool) (puzzle.Stats, error) {
		for i := 1; i <= p.(digits).n; i++ {
			if err := ctx.Err(); err != nil {
				return puzzle.Stats{"nodes": float64(i)}, err
			}
			if !found(digit(i)) {
				break
			}
		}
		return puzzle.Stats{"nodes": 1}, stop
	}
}

var table = []puzzle.Method{
	{Name: "all", Engine: puzzle.EngineNative, Complete: true, Run: upTo(nil)},
	{Name: "halt", Engine: puzzle.EngineSAT, Run: upTo(puzzle.ErrUndecided)},
	{Name: "broken", Engine: puzzle.EngineFD, Run: upTo(errors.New("engine fault"))},
	{Name: "plan", Engine: puzzle.EngineSAT},
}

func TestRunMethod(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	cases := []struct {
		why      string
		ctx      context.Context
		n        int
		opt      puzzle.SolveOptions
		counting bool
		status   puzzle.Status
		count    int
		complete bool
		err      error
	}{
		{"solve stops at the first solution", context.Background(), 5, puzzle.SolveOptions{}, false, puzzle.Solved, 1, false, nil},
		{"an exhausted count is complete", context.Background(), 5, puzzle.SolveOptions{Method: "all"}, true, puzzle.Solved, 5, true, nil},
		{"a count stopped by its cap is not complete", context.Background(), 5, puzzle.SolveOptions{Limit: 3}, true, puzzle.Solved, 3, false, nil},
		{"a cap above the count leaves it complete", context.Background(), 2, puzzle.SolveOptions{Limit: 3}, true, puzzle.Solved, 2, true, nil},
		{"no solution from a complete search is a proof", context.Background(), 0, puzzle.SolveOptions{}, false, puzzle.Unsatisfiable, 0, true, nil},
		{"an undecided incomplete method is unknown", context.Background(), 0, puzzle.SolveOptions{Method: "halt"}, true, puzzle.Unknown, 0, false, nil},
		{"an undecided method that found one is solved, not complete", context.Background(), 2, puzzle.SolveOptions{Method: "halt"}, true, puzzle.Solved, 2, false, nil},
		{"a cancelled run is unknown, not an error", cancelled, 5, puzzle.SolveOptions{}, true, puzzle.Unknown, 0, false, nil},
		{"an engine fault is an error", context.Background(), 1, puzzle.SolveOptions{Method: "broken"}, false, "", 0, false, errors.New("engine fault")},
		{"a row without a runner is unsupported", context.Background(), 1, puzzle.SolveOptions{Method: "plan"}, false, "", 0, false, puzzle.ErrUnsupported},
		{"an unknown method is a bad option", context.Background(), 1, puzzle.SolveOptions{Method: "alll"}, false, "", 0, false, puzzle.ErrBadOption},
	}
	for _, c := range cases {
		res, err := puzzle.RunMethod(c.ctx, "digits", table, digits{c.n}, c.opt, c.counting)
		if c.err != nil {
			if err == nil || !errors.Is(err, c.err) && !strings.Contains(err.Error(), c.err.Error()) {
				t.Errorf("%s: err %v, want %v", c.why, err, c.err)
			}
			continue
		}
		if err != nil || res.Status != c.status || res.Count != c.count || res.Complete != c.complete || res.Counted != c.counting {
			t.Errorf("%s: got %s count %d complete %v counted %v err %v; want %s %d %v", c.why, res.Status, res.Count, res.Complete, res.Counted, err, c.status, c.count, c.complete)
		}
		if _, ok := res.Stats[puzzle.StatTimeMS]; !ok {
			t.Errorf("%s: no %s", c.why, puzzle.StatTimeMS)
		}
		if len(res.Solutions) > min(res.Count, 10) {
			t.Errorf("%s: kept %d solutions of %d", c.why, len(res.Solutions), res.Count)
		}
	}
}

func TestFindMethodSuggests(t *testing.T) {
	for _, c := range []struct{ name, want, why string }{
		{"", "all", "empty is the default, the first row"},
		{"halt", "halt", "exact name"},
		{"hlat", `did you mean "halt"`, "a transposition is close"},
		{"xyzzy", "known: all, halt, broken, plan", "nothing close: the list only"},
	} {
		m, err := puzzle.FindMethod("digits", table, c.name)
		got := m.Name
		if err != nil {
			got = err.Error()
		}
		if !strings.Contains(got, c.want) {
			t.Errorf("%s: FindMethod(%q) = %q, want it to contain %q", c.why, c.name, got, c.want)
		}
		if c.name == "xyzzy" && strings.Contains(got, "did you mean") {
			t.Errorf("%s: suggests for a far name: %s", c.why, got)
		}
	}
}

func TestParseSize(t *testing.T) {
	for _, c := range []struct {
		in   string
		w, h int
		ok   bool
		why  string
	}{
		{"", 0, 0, true, "empty: the kind's default"},
		{"6", 6, 6, true, "N is square"},
		{"5x4", 5, 4, true, "W by H"},
		{"5X4", 5, 4, true, "either case"},
		{"0", 0, 0, false, "sizes are positive"},
		{"5x", 0, 0, false, "missing height"},
		{"axb", 0, 0, false, "not numbers"},
	} {
		w, h, err := puzzle.ParseSize(c.in)
		if (err == nil) != c.ok || w != c.w || h != c.h {
			t.Errorf("%s: ParseSize(%q) = %d, %d, %v", c.why, c.in, w, h, err)
		}
		if err != nil && !errors.Is(err, puzzle.ErrBadOption) {
			t.Errorf("%s: error %v is not ErrBadOption", c.why, err)
		}
	}
}

// A kind's Solve and Count are one call each to the shared runner over its
// method table.
func ExampleRunMethod() {
	res, _ := puzzle.RunMethod(context.Background(), "digits", table, digits{4}, puzzle.SolveOptions{Limit: 10}, true)
	fmt.Println(res.Method, res.Status, res.Count, res.Complete)
	res, _ = puzzle.RunMethod(context.Background(), "digits", table, digits{4}, puzzle.SolveOptions{Method: "halt"}, false)
	fmt.Println(res.Method, res.Status, res.Count)
	// Output:
	// all solved 4 true
	// halt solved 1
}
