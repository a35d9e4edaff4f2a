package closefar

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"deduce/puzzle"
	"deduce/sat"
)

// Name is the registry name of the kind.
const Name = "closefar"

// Kind implements puzzle.Kind and the optional Generator, Grader and Renderer.
type Kind struct{}

func init() { puzzle.Register(Kind{}) }

func (Kind) Name() string { return Name }

func (Kind) Summary() string {
	return "Close or Far (Erich Friedman): two C and two F per row and column, the C closer than the F"
}

func (Kind) Sniff(first string) bool {
	f := strings.Fields(first)
	return len(f) > 0 && f[0] == Name
}

func (Kind) Parse(file string, data []byte) (puzzle.Puzzle, error) {
	p, err := parse(file, data)
	if err != nil {
		return nil, err
	}
	return p, nil
}

func (Kind) Format(p puzzle.Puzzle, s puzzle.Solution) string {
	cp := p.(*Puzzle)
	if s == nil {
		return format(cp, nil)
	}
	return format(cp, s.(*Solution))
}

func (Kind) Check(p puzzle.Puzzle, s puzzle.Solution) error {
	cp, ok := p.(*Puzzle)
	if !ok {
		return fmt.Errorf("%w: not a closefar puzzle", puzzle.ErrCheckFailed)
	}
	cs, ok := s.(*Solution)
	if !ok || cs == nil {
		return fmt.Errorf("%w: not a closefar solution", puzzle.ErrCheckFailed)
	}
	return checkSolution(cp, cs)
}

// method is one way to solve: it calls found for each solution (at most limit
// of them, 0 = all) and reports its counters.
type method func(ctx context.Context, p *Puzzle, opt puzzle.SolveOptions, limit int, found func(*Solution)) (puzzle.Stats, error)

// methodTable lists the methods in the order Methods reports them; the first
// is the default (the fastest measured, see README.md).
func methodTable() []struct {
	name string
	run  method
} {
	table := []struct {
		name string
		run  method
	}{
		{"lines", solveLines},
		{"report", fdMethod(reportModel, ReportLabel)},
		{"fd", fdMethod(tableModel, FDLabel)},
	}
	for _, m := range sat.Methods() {
		table = append(table, struct {
			name string
			run  method
		}{m.Name, satMethod(m.Name)})
	}
	return table
}

func (Kind) Methods() []string {
	var names []string
	for _, m := range methodTable() {
		names = append(names, m.name)
	}
	return names
}

func lookupMethod(name string) (string, method, error) {
	table := methodTable()
	if name == "" {
		return table[0].name, table[0].run, nil
	}
	for _, m := range table {
		if m.name == name {
			return m.name, m.run, nil
		}
	}
	var names []string
	for _, m := range table {
		names = append(names, m.name)
	}
	return "", nil, fmt.Errorf("%w: unknown closefar method %q (known: %s)", puzzle.ErrBadOption, name, strings.Join(names, ", "))
}

func (Kind) Solve(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	return run(ctx, p.(*Puzzle), opt, 1, false)
}

func (Kind) Count(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	return run(ctx, p.(*Puzzle), opt, opt.Limit, true)
}

// maxKeptSolutions bounds how many solutions a count keeps to print.
const maxKeptSolutions = 1

func run(ctx context.Context, p *Puzzle, opt puzzle.SolveOptions, limit int, counting bool) (puzzle.Result, error) {
	name, m, err := lookupMethod(opt.Method)
	if err != nil {
		return puzzle.Result{}, err
	}
	start := time.Now()
	var sols []puzzle.Solution
	count := 0
	stats, err := m(ctx, p, opt, limit, func(s *Solution) {
		count++
		if len(sols) < maxKeptSolutions {
			sols = append(sols, s)
		}
	})
	if stats == nil {
		stats = puzzle.Stats{}
	}
	stats["time_ms"] = float64(time.Since(start).Microseconds()) / 1000
	res := puzzle.Result{Method: name, Stats: stats, Solutions: sols, Count: count, Counted: counting}
	limited := err != nil && (errors.Is(err, puzzle.ErrLimit) || errors.Is(err, errUndecided) || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled))
	if err != nil && !limited {
		return res, err
	}
	switch {
	case count > 0:
		res.Status = puzzle.Solved
	case limited:
		res.Status = puzzle.Unknown
	default:
		res.Status = puzzle.Unsatisfiable
	}
	res.Complete = !limited && (limit == 0 || count < limit)
	if limited && count == 0 && !errors.Is(err, errUndecided) {
		return res, err
	}
	return res, nil
}

// solveLines runs the fast line-placement propagation and search.
func solveLines(ctx context.Context, p *Puzzle, _ puzzle.SolveOptions, limit int, found func(*Solution)) (puzzle.Stats, error) {
	s := newLineSolver(p)
	n := 0
	err := s.search(ctx, func(sol *Solution) bool {
		found(sol)
		n++
		return limit == 0 || n < limit
	})
	return puzzle.Stats{"nodes": float64(s.nodes), "failures": float64(s.failures), "propagations": float64(s.propagations)}, err
}

// Grade implements puzzle.Grader: the tier (see rules.go) of the hardest step
// of the puzzle's explanation.
func (Kind) Grade(ctx context.Context, p puzzle.Puzzle) (string, error) {
	return grade(ctx, p.(*Puzzle))
}
