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
	sampleCap     = 64   // addHints: other solutions taken in fixed order before sampling at random
	sampleRuns    = 8    // addHints: random searches sampling the other solutions
	samplePerRun  = 8    // addHints: solutions taken from each
)

// Generation maxima, below MaxN because generating costs far more than
// solving (an empty 32×32 board solves in 1 s): measured with seed 1 on a
// loaded 2-core machine (see docs/guide/robustness.md), unique 16 in 6 s,
// 20 in 16 s, 24 and 32 not done in a minute; report 12 in 6 s, 16 in 25 s,
// 24 not done in a minute.
const (
	MaxGenerateN = 20
	MaxReportN   = 16
)

// MinGenerateN is the smallest board that exists (none of size 4 or 5 can
// be filled), so the smallest the generator makes.
const MinGenerateN = 6

// GenSizes implements puzzle.SizeRanger: the sides Generate makes.
func (Kind) GenSizes() (int, int) { return MinGenerateN, MaxGenerateN }

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
			return puzzle.Generated{}, fmt.Errorf("%w: size %d is above the maximum %d for closefar --method report generation: its draws take minutes on larger boards (see docs/guide/robustness.md)", puzzle.ErrBadOption, n, MaxReportN)
		}
		return generateReport(ctx, n, rng, opt.Seed)
	case "", "unique":
		if n > MaxGenerateN {
			return puzzle.Generated{}, fmt.Errorf("%w: size %d is above the maximum %d for closefar generation: proving uniqueness takes minutes on larger boards (see docs/guide/robustness.md); solving reads boards up to %d", puzzle.ErrBadOption, n, MaxGenerateN, MaxN)
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
				return puzzle.Generated{}, fmt.Errorf("%w: no %s puzzle found before the work was stopped: %w", puzzle.ErrLimit, want, ctx.Err())
			}
			return puzzle.Generated{}, fmt.Errorf("closefar: internal error: grading a generated puzzle: %v", err)
		}
		if g == GradeAmbiguous || g == GradeUnsolvable {
			return puzzle.Generated{}, fmt.Errorf("closefar: internal error: a puzzle proven unique grades %s", g)
		}
		if want == "" || g == want {
			return puzzle.Generated{Puzzle: p, Solution: sol, Difficulty: g, Unique: true, Seed: opt.Seed}, nil
		}
		if err := ctx.Err(); err != nil {
			return puzzle.Generated{}, fmt.Errorf("%w: no %s puzzle found before the work was stopped: %w", puzzle.ErrLimit, want, err)
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
// complete search.
//
// At small sizes (classicAttempts) it first draws random solutions and asks
// fewestHints for a classic hint set (one per row and column) for each. When none
// of them has one, it keeps one solution, starts from a random classic hint
// set, adds hints greedily until the solution is unique (addHints), and then
// drops every hint the uniqueness does not need (dropHints), so every hint of
// the result is needed.
//
// Every step does a bounded amount of work for a given size: the classic
// attempts are few and their counterexamples capped, the greedy adds at most
// one hint per round, and the drop pass tries each hint once.
func generateUnique(ctx context.Context, n int, rng *rand.Rand) (*Puzzle, *Solution, error) {
	var first *Solution
	for attempt := 0; attempt < classicAttempts(n); attempt++ {
		sol, err := randomSolution(ctx, n, rng)
		if err != nil {
			return nil, nil, err
		}
		if first == nil {
			first = sol
		}
		p, ok, _, _, err := fewestHints(ctx, sol, 0, nil, classicCexBudget)
		if err != nil {
			return nil, nil, err
		}
		if ok {
			return p, sol, nil
		}
	}
	if first == nil {
		sol, err := randomSolution(ctx, n, rng)
		if err != nil {
			return nil, nil, err
		}
		first = sol
	}
	classic := puzzleFromColumns(first, randomHintColumns(first, rng))
	p, err := addHints(ctx, classic, first, rng)
	if err != nil {
		return nil, nil, err
	}
	p, err = dropHints(ctx, p, classic, first, rng)
	if err != nil {
		return nil, nil, err
	}
	return p, first, nil
}

// classicAttempts: solutions to draw while looking for a classic hint set.
// Measured over random solutions: about half have one at N = 7, about 1 in
// 600 at N = 8, none of 100 at N = 9; so only N ≤ 7 looks.
func classicAttempts(n int) int {
	if n <= 7 {
		return 20
	}
	return 0
}

// classicCexBudget caps the counterexamples of one classic attempt.
const classicCexBudget = 2000

// addHints adds hints from sol to p, one at a time, each time at the cell
// that the most of a random sample of the other solutions get wrong, until sol
// is the only solution (a complete search finds no other).
//
// It keeps one propagated solver for p and narrows it by each added hint
// (hints only remove solutions), so no round starts from an empty board.
func addHints(ctx context.Context, p *Puzzle, sol *Solution, rng *rand.Rand) (*Puzzle, error) {
	p = &Puzzle{N: p.N, Hints: append([]Cell(nil), p.Hints...)}
	s := newLineSolver(p)
	if !s.propagate() {
		return nil, fmt.Errorf("closefar: internal error: the solution's own hints contradict")
	}
	for {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		// One search in fixed order takes up to sampleCap other solutions:
		// none means sol is unique (the search was complete); fewer than the
		// cap is every other solution, the best sample there is. Only past
		// the cap do random searches spread the sample over the space.
		sn := s.save()
		var sample []*Solution
		s.rng = nil
		_, err := s.dfs(ctx, func(x *Solution) bool {
			if !sameBoard(x, sol) {
				sample = append(sample, x)
			}
			return len(sample) < sampleCap
		})
		s.restore(sn)
		if err != nil {
			return nil, err
		}
		if len(sample) == 0 {
			return p, nil // the search is complete: sol is the only solution
		}
		s.rng = rng
		for k := 0; k < sampleRuns && len(sample) >= sampleCap; k++ {
			got := 0
			_, err := s.dfs(ctx, func(x *Solution) bool {
				sample = append(sample, x)
				got++
				return got < samplePerRun
			})
			s.restore(sn)
			if err != nil {
				return nil, err
			}
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
		s.dom[best] &= 1 << sol.Cells[best]
		s.enqueue(best / p.N)
		s.enqueue(p.N + best%p.N)
		if !s.propagate() {
			return nil, fmt.Errorf("closefar: internal error: a hint from the solution contradicts")
		}
	}
}

// dropHints removes, in random order, every hint of p but those of keep
// (the classic set it started from, so every row and column keeps a hint)
// that sol's uniqueness does not need. p must have sol as its only
// solution. Each extra hint left is needed: removing it alone makes a second
// solution (it did when tested, and removing other hints later only adds
// solutions). Without the hint at x
// (value v), any other solution would differ from sol at x (else it would
// solve p too), so the test is a complete search for a board with the hints
// of p but not v at x: none means the hint is not needed.
func dropHints(ctx context.Context, p, keep *Puzzle, sol *Solution, rng *rand.Rand) (*Puzzle, error) {
	p = &Puzzle{N: p.N, Hints: append([]Cell(nil), p.Hints...)}
	var hints []int
	for x, h := range p.Hints {
		if h != Blank && keep.Hints[x] == Blank {
			hints = append(hints, x)
		}
	}
	rng.Shuffle(len(hints), func(i, j int) { hints[i], hints[j] = hints[j], hints[i] })
	for _, x := range hints {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		v := p.Hints[x]
		p.Hints[x] = Blank
		s := newLineSolver(p)
		s.dom[x] = allValues &^ (1 << v)
		found := false
		if err := s.search(ctx, func(*Solution) bool { found = true; return false }); err != nil {
			return nil, err
		}
		if found {
			p.Hints[x] = v // needed
		}
	}
	return p, nil
}
