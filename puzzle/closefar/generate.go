package closefar

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"deduce/fd"
	"deduce/puzzle"
)

// DefaultSize is the board size when none is asked for (the report's Fig. 1).
const DefaultSize = 7

// Generation budgets.
const (
	gradeAttempts = 300  // unique puzzles drawn while looking for the asked grade
	cexBudget     = 2000 // counterexamples fewestHints may collect per solution
	descentBudget = 1500 // more counterexamples for each step down from the greedy hint count
	sampleRuns    = 8    // addHints: random searches sampling the other solutions
	samplePerRun  = 8    // addHints: solutions taken from each
)

// Generation maxima, below MaxN because generating costs far more than
// solving (an empty 32×32 board solves in 1 s): measured with seed 1 on a
// loaded 2-core machine (see docs/readme/robustness.md), unique 16 in 6 s,
// 20 in 16 s, 24 and 32 not done in a minute; report 12 in 6 s, 16 in 25 s,
// 24 not done in a minute.
const (
	MaxGenerateN = 20
	MaxReportN   = 16
)

// Generate implements puzzle.Generator.
//
// Method "report" is the report's generator: a random solution (random value
// order), then one hint per row and column in distinct columns, read off the
// solution; the puzzle is solvable but not checked for uniqueness.
//
// The default makes puzzles with exactly one solution, proven by a complete
// count with cap 2. It keeps the classic shape (one hint per row and column)
// whenever one of the hint sets it tries makes the solution unique; otherwise
// it adds extra hints one at a time, each chosen to rule out the most of the
// other solutions, until the solution is unique (the board then carries a note
// that it is not of the classic shape). With a difficulty other than "any",
// it draws puzzles until one grades at that tier.
func (Kind) Generate(ctx context.Context, opt puzzle.GenerateOptions) (puzzle.Generated, error) {
	n := opt.Width
	if n == 0 {
		n = DefaultSize
	}
	if opt.Height != 0 && opt.Height != n {
		return puzzle.Generated{}, fmt.Errorf("%w: closefar boards are square, got %dx%d", puzzle.ErrBadOption, opt.Width, opt.Height)
	}
	if n < MinN || n > MaxN {
		return puzzle.Generated{}, fmt.Errorf("%w: closefar size %d out of range %d..%d", puzzle.ErrBadOption, n, MinN, MaxN)
	}
	rng := rand.New(rand.NewPCG(uint64(opt.Seed), 0xc105efa7))
	switch opt.Method {
	case "report":
		if n > MaxReportN {
			return puzzle.Generated{}, fmt.Errorf("%w: size %d is above the maximum %d for closefar --method report generation: its draws take minutes on larger boards (see docs/readme/robustness.md)", puzzle.ErrBadOption, n, MaxReportN)
		}
		return generateReport(ctx, n, rng, opt.Seed)
	case "", "unique":
		if n > MaxGenerateN {
			return puzzle.Generated{}, fmt.Errorf("%w: size %d is above the maximum %d for closefar generation: proving uniqueness takes minutes on larger boards (see docs/readme/robustness.md); solving reads boards up to %d", puzzle.ErrBadOption, n, MaxGenerateN, MaxN)
		}
	default:
		return puzzle.Generated{}, fmt.Errorf("%w: unknown closefar generator method %q (want report, or none for unique)", puzzle.ErrBadOption, opt.Method)
	}
	want := opt.Difficulty
	switch want {
	case "", "any":
		want = ""
	case TierEasy, TierTricky, TierHard:
	default:
		return puzzle.Generated{}, fmt.Errorf("%w: unknown difficulty %q (want easy, tricky, hard or any)", puzzle.ErrBadOption, opt.Difficulty)
	}
	for attempt := 0; ; attempt++ {
		if attempt == gradeAttempts {
			return puzzle.Generated{}, fmt.Errorf("%w: no %s %d×%d puzzle in %d unique puzzles drawn (at small sizes the classic shape may never need %s reasoning)", puzzle.ErrLimit, want, n, n, gradeAttempts, want)
		}
		p, sol, err := generateUnique(ctx, n, rng)
		if err != nil {
			return puzzle.Generated{}, err
		}
		g, err := grade(ctx, p)
		if err != nil {
			if ctx.Err() != nil {
				return puzzle.Generated{}, fmt.Errorf("%w: no %s puzzle found before the time limit: %v", puzzle.ErrLimit, want, ctx.Err())
			}
			return puzzle.Generated{}, fmt.Errorf("closefar: internal error: grading a generated puzzle: %v", err)
		}
		if want == "" || g == want {
			return puzzle.Generated{Puzzle: p, Solution: sol, Difficulty: g, Unique: true, Seed: opt.Seed}, nil
		}
		if err := ctx.Err(); err != nil {
			return puzzle.Generated{}, fmt.Errorf("%w: no %s puzzle found before the time limit: %v", puzzle.ErrLimit, want, err)
		}
	}
}

// randomSolution fills an empty board by search with a random branching order.
func randomSolution(ctx context.Context, n int, rng *rand.Rand) (*Solution, error) {
	s := newLineSolver(&Puzzle{N: n, Hints: make([]Cell, n*n)})
	s.rng = rng
	var sol *Solution
	err := s.search(ctx, func(x *Solution) bool { sol = x; return false })
	if err != nil {
		return nil, err
	}
	if sol == nil {
		return nil, fmt.Errorf("%w: no %d×%d Close or Far board exists", puzzle.ErrBadOption, n, n)
	}
	return sol, nil
}

// reportNodeLimit bounds one random labeling of the report's model; past it
// the labeling restarts with a new seed. The report has no restarts, but its
// random labeling is heavy-tailed (single runs of over a minute at N = 10).
const reportNodeLimit = 20000

// reportRandomSolution is the report's generate_random_solution: its model on
// an empty board, labeled leftmost with value(random_value), seeded from rng.
func reportRandomSolution(ctx context.Context, n int, rng *rand.Rand) (*Solution, error) {
	if n < 6 {
		return randomSolution(ctx, n, rng) // no board exists; say so the same way
	}
	empty := &Puzzle{N: n, Hints: make([]Cell, n*n)}
	for {
		m, err := reportModel(empty)
		if err != nil {
			return nil, err
		}
		opt := fd.LabelOptions{Var: fd.Leftmost, Value: fd.Random, Seed: rng.Uint64()}
		var sol *Solution
		err = m.store.Label(fd.WithNodeLimit(ctx, reportNodeLimit), m.board, opt, func() bool {
			sol = &Solution{N: n, Cells: make([]Cell, n*n)}
			for i, v := range m.board {
				sol.Cells[i] = Cell(m.store.Value(v))
			}
			return false
		})
		if sol != nil {
			return sol, nil
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if err == nil {
			return nil, fmt.Errorf("%w: no %d×%d Close or Far board exists", puzzle.ErrBadOption, n, n)
		}
		if !errors.Is(err, fd.ErrLimit) {
			return nil, err
		}
	}
}

// randomHintColumns picks, for each row, a column holding C or F in sol, all
// columns distinct (a perfect matching of rows to columns through non-blank
// cells), rows in order and columns in random order, as the report's
// labeling with random_value over its HintColumns does.
func randomHintColumns(sol *Solution, rng *rand.Rand) []int {
	n := sol.N
	cols := make([]int, n)
	used := make([]bool, n)
	var place func(r int) bool
	place = func(r int) bool {
		if r == n {
			return true
		}
		for _, c := range rng.Perm(n) {
			if used[c] || sol.At(r, c) == Blank {
				continue
			}
			used[c], cols[r] = true, c
			if place(r + 1) {
				return true
			}
			used[c] = false
		}
		return false
	}
	if !place(0) {
		return nil // cannot happen: every row and column has four non-blank cells
	}
	return cols
}

func puzzleFromColumns(sol *Solution, cols []int) *Puzzle {
	p := &Puzzle{N: sol.N, Hints: make([]Cell, sol.N*sol.N)}
	for r, c := range cols {
		p.Hints[r*sol.N+c] = sol.At(r, c)
	}
	return p
}

func generateReport(ctx context.Context, n int, rng *rand.Rand, seed int64) (puzzle.Generated, error) {
	sol, err := reportRandomSolution(ctx, n, rng)
	if err != nil {
		return puzzle.Generated{}, err
	}
	cols := randomHintColumns(sol, rng)
	if cols == nil {
		return puzzle.Generated{}, fmt.Errorf("closefar: internal error: no hint matching")
	}
	return puzzle.Generated{Puzzle: puzzleFromColumns(sol, cols), Solution: sol, Seed: seed}, nil
}

// countUpTo counts p's solutions with the fast method, stopping at limit; it
// returns the solutions found. With rng non-nil the search order is random,
// which spreads the sample over the solution space.
func countUpTo(ctx context.Context, p *Puzzle, limit int, rng *rand.Rand) ([]*Solution, error) {
	s := newLineSolver(p)
	s.rng = rng
	var sols []*Solution
	err := s.search(ctx, func(x *Solution) bool {
		sols = append(sols, x)
		return limit == 0 || len(sols) < limit
	})
	return sols, err
}

// generateUnique returns a puzzle whose only solution is sol, proven by a
// complete count with cap 2.
//
// It draws random solutions and asks fewestHints for a classic hint set (one
// per row and column) for each. When none of the drawn solutions has one (or
// the budget runs out), it keeps the first solution and asks for one extra
// hint, then two, and so on (each "no" a proof, so the first "yes" has the
// fewest extra hints for that solution); when that exceeds the budget,
// addHints completes a random classic hint set greedily and fewestHints then
// tries one extra hint fewer at a time, within a further budget.
func generateUnique(ctx context.Context, n int, rng *rand.Rand) (*Puzzle, *Solution, error) {
	attempts := classicAttempts(n)
	var first *Solution
	var firstCex []*Solution
	for attempt := 0; attempt < attempts; attempt++ {
		sol, err := randomSolution(ctx, n, rng)
		if err != nil {
			return nil, nil, err
		}
		p, ok, _, cex, err := fewestHints(ctx, sol, 0, nil, cexBudget)
		if err != nil {
			return nil, nil, err
		}
		if ok {
			return p, sol, nil
		}
		if first == nil {
			first, firstCex = sol, cex
		}
	}
	cex := firstCex
	proven := 0 // extras known not to suffice
	for extra := 1; len(cex) <= cexBudget; extra++ {
		p, ok, exhausted, more, err := fewestHints(ctx, first, extra, cex, cexBudget)
		if err != nil {
			return nil, nil, err
		}
		if ok {
			return p, first, nil
		}
		cex = more
		if exhausted {
			break
		}
		proven = extra
	}
	// Too costly bottom-up: complete a classic set greedily, then ask for
	// one extra hint fewer at a time while the search finds one in budget.
	p, err := addHints(ctx, puzzleFromColumns(first, randomHintColumns(first, rng)), first, rng)
	if err != nil {
		return nil, nil, err
	}
	for extra := p.HintCount() - n - 1; extra > proven; extra-- {
		q, ok, _, more, err := fewestHints(ctx, first, extra, cex, len(cex)+descentBudget)
		if err != nil {
			return nil, nil, err
		}
		cex = more
		if !ok {
			break
		}
		p = q
	}
	return p, first, nil
}

// classicAttempts: solutions to draw while looking for a classic hint set.
// Measured over random solutions: about half have one at N = 7, 2 in 300 at
// N = 8 (each "none" proven in ~15 ms), none of 100 at N = 9.
func classicAttempts(n int) int {
	switch {
	case n <= 7:
		return 20
	case n == 8:
		return 250
	case n == 9:
		return 3
	}
	return 1
}

// addHints adds hints from sol to p, one at a time, each time at the cell
// that the most of a random sample of the other solutions get wrong, until sol
// is the only solution (a complete count with cap 2 says so).
func addHints(ctx context.Context, p *Puzzle, sol *Solution, rng *rand.Rand) (*Puzzle, error) {
	p = &Puzzle{N: p.N, Hints: append([]Cell(nil), p.Hints...)}
	for {
		sols, err := countUpTo(ctx, p, 2, nil)
		if err != nil {
			return nil, err
		}
		if len(sols) == 1 {
			return p, nil
		}
		var sample []*Solution
		for k := 0; k < sampleRuns; k++ {
			more, err := countUpTo(ctx, p, samplePerRun, rng)
			if err != nil {
				return nil, err
			}
			sample = append(sample, more...)
		}
		best, bestHits := -1, 0
		for x, h := range p.Hints {
			if h != Blank || sol.Cells[x] == Blank {
				continue
			}
			hits := 0
			for _, o := range sample {
				if o.Cells[x] != sol.Cells[x] {
					hits++
				}
			}
			if hits > bestHits {
				best, bestHits = x, hits
			}
		}
		if best < 0 {
			return nil, fmt.Errorf("closefar: internal error: no hint separates the solutions")
		}
		p.Hints[best] = sol.Cells[best]
	}
}
