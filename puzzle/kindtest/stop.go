package kindtest

import (
	"context"
	"errors"
	"testing"
	"time"

	"deduce/puzzle"
)

// stopAt are the moments the stop part cancels work at, as fractions of
// the time the same work takes uncancelled: before it starts, and early,
// midway and late inside it.
var stopAt = []float64{0, 0.1, 0.3, 0.5, 0.7, 0.9}

// stopInstances bounds how many puzzles the stop part solves, counts and
// grades and explains (samples first): each is done once whole and six more times.
const stopInstances = 4

// testStop cancels generation, solving, counting, grading and explaining at several
// moments. Each must then either finish with a right answer or fail with
// an error that wraps context.Canceled, whatever else it also wraps: the
// command line tells a user's Ctrl-C or SIGTERM from other failures by
// that, and said "no puzzle found before the time limit" for a SIGTERM
// when a generator formatted the context's error instead of wrapping it.
func testStop(t *testing.T, k puzzle.Kind, cfg Config, all []instance) {
	// try runs f once whole (timing it), then cancelled at each moment.
	try := func(what string, f func(ctx context.Context) error) {
		t.Helper()
		ctx, cancel := ctxFor(cfg)
		began := time.Now()
		err := f(ctx)
		whole := time.Since(began)
		cancel()
		if err != nil {
			t.Errorf("%s: %v", what, err)
			return
		}
		for _, at := range stopAt {
			d := time.Duration(at * float64(whole))
			ctx, cancel := context.WithCancel(context.Background())
			if d == 0 {
				cancel()
			} else {
				time.AfterFunc(d, cancel)
			}
			err := f(ctx)
			cancel()
			if err != nil && !errors.Is(err, context.Canceled) {
				t.Errorf("%s cancelled after %v (of %v): error %q does not wrap context.Canceled", what, d, whole, err)
			}
		}
	}
	if gen, ok := k.(puzzle.Generator); ok {
		for _, opt := range append(append([]puzzle.GenerateOptions(nil), cfg.Graded...), cfg.Small...) {
			try("generate "+genName(opt), func(ctx context.Context) error {
				g, err := gen.Generate(ctx, opt)
				if err == nil && g.Solution != nil {
					if err := k.Check(g.Puzzle, g.Solution); err != nil {
						t.Errorf("generate %s: its solution fails the check: %v", genName(opt), err)
					}
				}
				return err
			})
		}
	}
	ex, _ := k.(puzzle.Explainer)
	grader, _ := k.(puzzle.Grader)
	for _, in := range all[:min(len(all), stopInstances)] {
		try("solve "+in.name, func(ctx context.Context) error {
			_, err := k.Solve(ctx, in.p, puzzle.SolveOptions{})
			return err
		})
		try("count "+in.name, func(ctx context.Context) error {
			_, err := k.Count(ctx, in.p, puzzle.SolveOptions{Limit: cfg.countLimit()})
			return err
		})
		if grader != nil {
			try("grade "+in.name, func(ctx context.Context) error {
				_, err := grader.Grade(ctx, in.p)
				return err
			})
		}
		if ex != nil {
			try("explain "+in.name, func(ctx context.Context) error {
				_, err := ex.Explain(ctx, in.p, nil)
				return err
			})
		}
	}
}
