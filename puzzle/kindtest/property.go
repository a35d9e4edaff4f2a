package kindtest

import (
	"slices"
	"testing"

	"deduce/internal/testlong"
	"deduce/puzzle"
)

// Default numbers of random puzzles per generator option in the property
// part: a few hundred per kind in the quick suite (each kind's Small and
// Graded lists hold two to four options), thousands in the long one.
const (
	defaultRuns     = 40
	defaultLongRuns = 500
)

func (c Config) runs() int {
	if testlong.Enabled && c.LongRuns > 0 {
		return c.LongRuns
	}
	if !testlong.Enabled && c.Runs > 0 {
		return c.Runs
	}
	return testlong.Pick(defaultRuns, defaultLongRuns)
}

// randomOptions are the generator options the property part draws from:
// cfg.Random, or else Small and Graded (so every kind gets the part without
// a new list).
func (c Config) randomOptions() []puzzle.GenerateOptions {
	if len(c.Random) > 0 {
		return c.Random
	}
	return append(append([]puzzle.GenerateOptions(nil), c.Small...), c.Graded...)
}

// propertySeedOffset moves the property part's seeds away from the ones
// Small and Graded use, so it draws puzzles the other parts have not seen.
const propertySeedOffset = 100000

// testProperty is issue 19's item 5 over many random small puzzles: for each
// generated puzzle (every random choice from its printed seed)
//
//   - the generator's own solution passes Check;
//   - two different complete methods, chosen in rotation so that over the
//     run every method is compared with every other, count the same number
//     of solutions up to the cap, and every solution either returns passes
//     Check;
//   - a puzzle the generator calls unique is counted exactly 1, completely,
//     by both: two different methods, so at least one differs from the
//     generator's own proof;
//   - a solve with the second method agrees with the count (Solved when
//     there is a solution, Unsatisfiable only when there is none).
func testProperty(t testing.TB, k puzzle.Kind, cfg Config) {
	gen, ok := k.(puzzle.Generator)
	if !ok {
		t.Skipf("%s has no generator", k.Name())
	}
	opts := cfg.randomOptions()
	if len(opts) == 0 {
		t.Skip("no Random, Small or Graded options in the kind's Config")
	}
	var complete []string
	for _, m := range puzzle.MethodsOf(k) {
		if m.Complete && !slices.Contains(cfg.SkipMethods, m.Name) {
			complete = append(complete, m.Name)
		}
	}
	if len(complete) < 2 {
		t.Skipf("%s has %d complete methods: nothing to compare", k.Name(), len(complete))
	}
	runs, limit := cfg.runs(), cfg.countLimit()
	made, unique, pairs := 0, 0, map[[2]string]int{}
	defer func() {
		t.Logf("%d random puzzles (%d proven unique twice), %d method pairs compared, seeds Seed+%d..Seed+%d of each option",
			made, unique, len(pairs), propertySeedOffset, propertySeedOffset+runs-1)
	}()
	i := 0
	for _, opt := range opts {
		for r := 0; r < runs; r++ {
			o := opt
			o.Seed = opt.Seed + propertySeedOffset + int64(r)
			name := genName(o)
			ctx, cancel := ctxFor(cfg)
			g, err := gen.Generate(ctx, o)
			cancel()
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			made++
			if g.Solution != nil {
				if err := k.Check(g.Puzzle, g.Solution); err != nil {
					t.Errorf("%s: the generator's solution fails the check: %v", name, err)
				}
			}
			a, b := methodPair(complete, i)
			i++
			pairs[[2]string{a, b}]++
			in := instance{name: name, p: g.Puzzle, sol: g.Solution}
			counts := [2]int{}
			for j, m := range []string{a, b} {
				ctx, cancel := ctxFor(cfg)
				res, err := k.Count(ctx, g.Puzzle, puzzle.SolveOptions{Method: m, Limit: limit, Seed: o.Seed})
				cancel()
				if err != nil {
					t.Errorf("%s: count with %s: %v", name, m, err)
					counts[j] = -1
					continue
				}
				checkSolutions(t, k, in, m, res)
				if !res.Complete && res.Count < limit {
					t.Errorf("%s: complete method %s stopped at %d solutions (cap %d)", name, m, res.Count, limit)
				}
				counts[j] = res.Count
				if g.Unique && (res.Count != 1 || !res.Complete) {
					t.Errorf("%s: generated as unique, but %s counts %d solutions (complete %v)", name, m, res.Count, res.Complete)
				}
			}
			if counts[0] != counts[1] {
				t.Errorf("%s: %s counts %d solutions, %s counts %d", name, a, counts[0], b, counts[1])
			}
			if g.Solution != nil && counts[0] == 0 {
				t.Errorf("%s: the generator's solution passes the check, but %s counts none", name, a)
			}
			if g.Unique && counts[0] == 1 && counts[1] == 1 {
				unique++
			}
			ctx, cancel = ctxFor(cfg)
			res, err := k.Solve(ctx, g.Puzzle, puzzle.SolveOptions{Method: b, Seed: o.Seed})
			cancel()
			if err != nil {
				t.Errorf("%s: solve with %s: %v", name, b, err)
				continue
			}
			checkSolutions(t, k, in, b, res)
			switch {
			case res.Status == puzzle.Solved && (counts[0] == 0 || len(res.Solutions) == 0),
				res.Status == puzzle.Unsatisfiable && counts[0] != 0,
				res.Status != puzzle.Solved && res.Status != puzzle.Unsatisfiable:
				t.Errorf("%s: solve with %s says %s (%d solutions) where the count is %d", name, b, res.Status, len(res.Solutions), counts[0])
			}
		}
	}
}

// methodPair returns the i-th pair of different methods: the first runs
// through the list, the second through the other methods at a step that
// grows each round, so consecutive rounds pair each method with another.
func methodPair(ms []string, i int) (string, string) {
	n := len(ms)
	a := i % n
	b := (a + 1 + (i/n)%(n-1)) % n
	return ms[a], ms[b]
}
