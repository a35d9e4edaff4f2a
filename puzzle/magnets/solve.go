package magnets

import (
	"context"
	"errors"
	"fmt"
	"time"

	"deduce/fd"
	"deduce/puzzle"
	"deduce/sat"
)

// Methods lists the solving methods; the first is the default.
func (Kind) Methods() []string { return methodNames() }

func methodNames() []string {
	names := make([]string, len(methods))
	for i, m := range methods {
		names[i] = m.name
	}
	return names
}

// method is one way to enumerate the solutions of a puzzle.
type method struct {
	name string
	// enumerate calls found for each solution until found returns false.
	// It returns the statistics of the run, and an error when a limit or
	// the context stopped it.
	enumerate func(ctx context.Context, p *Puzzle, opt puzzle.SolveOptions, found func(*Solution) bool) (puzzle.Stats, error)
}

// methods, fastest measured first (see README.md for the numbers).
var methods = []method{
	{"auto", enumerateAuto},
	{"prop", enumerateProp},
	{"density", enumerateDensity},
	{"cdcl", enumerateSAT("cdcl")},
	{"cdcl-card", enumerateSAT("cdcl-card")},
	{"fd", enumerateFD(true, fdLabel)},
	{"report", enumerateFD(false, reportLabel)},
}

func init() {
	// Every other SAT method runs on the same encoding.
	for _, m := range sat.Methods() {
		if m.Name != "cdcl" && m.Name != "cdcl-card" {
			methods = append(methods, method{m.Name, enumerateSAT(m.Name)})
		}
	}
}

func lookupMethod(name string) (method, error) {
	if name == "" {
		return methods[0], nil
	}
	for _, m := range methods {
		if m.name == name {
			return m, nil
		}
	}
	return method{}, fmt.Errorf("%w: magnets has no method %q (known: %v)", puzzle.ErrBadOption, name, methodNames())
}

// autoPropArea is the largest grid area the auto method gives to prop when
// looking for one solution; larger grids go to cdcl (our engine on the CNF
// with shared totalizers). Measured (README.md, medians of the shared
// instances): prop wins up to 10×10 (0.4 ms against 1.3 ms), cdcl from
// 12×12 (1.9 ms against 2.7–3.2 ms; 5.5 ms against 94 ms at 14×14).
// Counting always uses prop, whose complete search needs no blocking clauses.
const autoPropArea = 10 * 10

func enumerateAuto(ctx context.Context, p *Puzzle, opt puzzle.SolveOptions, found func(*Solution) bool) (puzzle.Stats, error) {
	name, run := "prop", enumerateProp
	if opt.Limit == 1 && p.W*p.H > autoPropArea && opt.Label == "" {
		name, run = "cdcl", enumerateSAT("cdcl")
	}
	st, err := run(ctx, p, opt, found)
	if st != nil {
		st["auto_"+name] = 1
	}
	return st, err
}

func enumerateDensity(ctx context.Context, p *Puzzle, opt puzzle.SolveOptions, found func(*Solution) bool) (puzzle.Stats, error) {
	s := newPropSolver(p)
	s.ctx = ctx
	s.useDensity = true
	s.restartBase = 200
	if s.start() {
		emit := func() bool { return found(s.solution()) }
		if opt.Limit == 1 {
			s.solveRestarts(uint64(opt.Seed), emit)
		} else {
			s.search(emit)
		}
	}
	return puzzle.Stats{"nodes": float64(s.nodes), "failures": float64(s.fails), "backtracks": float64(s.fails)}, s.stopped
}

func enumerateProp(ctx context.Context, p *Puzzle, opt puzzle.SolveOptions, found func(*Solution) bool) (puzzle.Stats, error) {
	if opt.Label != "" {
		return nil, fmt.Errorf("%w: --label applies to the fd methods, not prop", puzzle.ErrBadOption)
	}
	s := newPropSolver(p)
	s.ctx = ctx
	if s.start() {
		emit := func() bool { return found(s.solution()) }
		if opt.Limit == 1 {
			// Looking for one solution: randomised restarts.
			s.solveRestarts(uint64(opt.Seed), emit)
		} else {
			s.search(emit)
		}
	}
	st := puzzle.Stats{"nodes": float64(s.nodes), "failures": float64(s.fails), "backtracks": float64(s.fails)}
	return st, s.stopped
}

// run enumerates up to limit solutions (0: all) with the chosen method.
func run(ctx context.Context, p *Puzzle, opt puzzle.SolveOptions, limit int) (puzzle.Result, error) {
	m, err := lookupMethod(opt.Method)
	if err != nil {
		return puzzle.Result{}, err
	}
	var sols []*Solution
	count := 0
	capped := false
	t0 := time.Now()
	opt.Limit = limit
	st, err := m.enumerate(ctx, p, opt, func(s *Solution) bool {
		count++
		if len(sols) < 1000 {
			sols = append(sols, s)
		}
		if limit > 0 && count >= limit {
			capped = true
			return false
		}
		return true
	})
	if st == nil {
		st = puzzle.Stats{}
	}
	st["time_ms"] = float64(time.Since(t0).Microseconds()) / 1000
	res := puzzle.Result{Method: m.name, Stats: st, Count: count}
	for _, s := range sols {
		res.Solutions = append(res.Solutions, s)
	}
	switch {
	case err != nil && (errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) || errors.Is(err, puzzle.ErrLimit) || errors.Is(err, sat.ErrUndecided) || errors.Is(err, fd.ErrLimit)):
		res.Status = puzzle.Unknown
		if count > 0 {
			res.Status = puzzle.Solved
		}
		return res, nil
	case err != nil:
		return res, err
	case count > 0:
		res.Status = puzzle.Solved
	default:
		res.Status = puzzle.Unsatisfiable
	}
	res.Complete = !capped
	return res, nil
}

// Solve implements puzzle.Kind.
func (Kind) Solve(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	return run(ctx, p.(*Puzzle), opt, 1)
}

// Count implements puzzle.Kind: all solutions up to opt.Limit (0: no cap).
func (Kind) Count(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	res, err := run(ctx, p.(*Puzzle), opt, opt.Limit)
	res.Counted = true
	return res, err
}

// CountSolutions counts the solutions of p up to limit (0: all) with the
// default method; complete is false when the cap or ctx stopped the count.
func CountSolutions(ctx context.Context, p *Puzzle, limit int) (n int, complete bool, err error) {
	res, err := run(ctx, p, puzzle.SolveOptions{}, limit)
	if err != nil {
		return 0, false, err
	}
	if ctx.Err() != nil {
		return res.Count, false, ctx.Err()
	}
	return res.Count, res.Complete, nil
}
