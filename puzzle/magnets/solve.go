package magnets

import (
	"context"
	"errors"
	"fmt"

	"deduce/fd"
	"deduce/puzzle"
	"deduce/sat"
)

// method is one way to enumerate the solutions of a puzzle.
type method struct {
	name, engine, summary string
	complete              bool
	options               []string
	// enumerate calls found for each solution until found returns false.
	// It returns the statistics of the run, and an error when a limit or
	// the context stopped it.
	enumerate func(ctx context.Context, p *Puzzle, opt puzzle.SolveOptions, found func(*Solution) bool) (puzzle.Stats, error)
}

var (
	fdOptions  = []string{puzzle.OptLabel, puzzle.OptSeed}
	satOptions = []string{puzzle.OptEncoding}
)

// methods, fastest measured first (see README.md for the numbers).
var methods = []method{
	{"auto", puzzle.EngineNative, "prop up to 10x10 and for counting, cdcl (shared totalizers) above", true, []string{puzzle.OptSeed}, enumerateAuto},
	{"prop", puzzle.EngineNative, "domino propagation with line GAC; randomised restarts for one solution", true, []string{puzzle.OptSeed}, enumerateProp},
	{"density", puzzle.EngineNative, "prop plus the line-density rule, with restarts", true, []string{puzzle.OptSeed}, enumerateDensity},
	{"cdcl", puzzle.EngineSAT, "cdcl on the CNF (shared totalizers by default)", true, satOptions, enumerateSAT("cdcl")},
	{"cdcl-card", puzzle.EngineSAT, "cdcl with native cardinality constraints", true, satOptions, enumerateSAT("cdcl-card")},
	{"fd", puzzle.EngineFD, "fd model with line GAC (" + fdLabel + ")", true, fdOptions, enumerateFD(true, fdLabel)},
	{"report", puzzle.EngineFD, "the report's CLP(FD) model and labeling (" + reportLabel + ")", true, fdOptions, enumerateFD(false, reportLabel)},
}

func init() {
	// Every other SAT method runs on the same encoding.
	for _, m := range sat.Methods() {
		if m.Name != "cdcl" && m.Name != "cdcl-card" {
			methods = append(methods, method{m.Name, puzzle.EngineSAT, m.Summary, m.Complete, satOptions, enumerateSAT(m.Name)})
		}
	}
}

// MethodTable implements puzzle.MethodTabler: the methods as the contract's rows.
func (Kind) MethodTable() []puzzle.Method {
	out := make([]puzzle.Method, len(methods))
	for i, m := range methods {
		out[i] = puzzle.Method{Name: m.name, Engine: m.engine, Complete: m.complete, Options: m.options,
			Summary: m.summary, Run: m.run}
	}
	return out
}

// Methods lists the solving methods; the first is the default.
func (k Kind) Methods() []string { return puzzle.MethodNames(k.MethodTable()) }

// run adapts m to the contract's runner, naming the engines' stops in the
// contract's terms (an undecided incomplete method, a node limit).
func (m method) run(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions, found func(puzzle.Solution) bool) (puzzle.Stats, error) {
	st, err := m.enumerate(ctx, p.(*Puzzle), opt, func(s *Solution) bool { return found(s) })
	switch {
	case err == nil:
	case errors.Is(err, sat.ErrUndecided):
		err = fmt.Errorf("%w: %w", puzzle.ErrUndecided, err)
	case errors.Is(err, fd.ErrLimit):
		err = fmt.Errorf("%w: %w", puzzle.ErrLimit, err)
	}
	return st, err
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

// run enumerates up to limit solutions (0: all) with the chosen method,
// through the contract's one runner.
func run(ctx context.Context, p *Puzzle, opt puzzle.SolveOptions, limit int) (puzzle.Result, error) {
	opt.Limit = limit
	return puzzle.RunMethod(ctx, Name, Kind{}.MethodTable(), p, opt, true)
}

// Solve implements puzzle.Kind.
func (k Kind) Solve(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	return puzzle.RunMethod(ctx, Name, k.MethodTable(), p, opt, false)
}

// Count implements puzzle.Kind: all solutions up to opt.Limit (0: no cap).
func (k Kind) Count(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	return puzzle.RunMethod(ctx, Name, k.MethodTable(), p, opt, true)
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
