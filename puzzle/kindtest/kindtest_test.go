package kindtest

import (
	"context"
	"runtime"
	"strings"
	"sync"
	"testing"

	"deduce/puzzle"
)

var bitsConfig = Config{
	Samples: []string{"testdata/unique.txt", "testdata/open.txt"},
	Small:   []puzzle.GenerateOptions{{Width: 5, Seed: 1}},
	Graded:  []puzzle.GenerateOptions{{Width: 6, Difficulty: "tricky", Seed: 3}},
}

// The battery passes on a kind that keeps the contract, every part running
// (the toy kind implements every optional interface).
func TestBatteryOnToyKind(t *testing.T) { Run(t, bits{}, bitsConfig) }

func FuzzBitsParse(f *testing.F) {
	FuzzParse(f, bits{}, []byte("bits 3 1\n1..\n"), []byte("bits 2 1\n..\nsolution\n10\n"))
}

// recorder is a testing.TB that collects failures instead of failing, so a
// test can assert that the battery catches a broken kind.
type recorder struct {
	testing.TB
	mu     sync.Mutex
	errors []string
}

func (r *recorder) Helper()                        {}
func (r *recorder) Logf(string, ...any)            {}
func (r *recorder) Errorf(format string, a ...any) { r.add(format, a...) }
func (r *recorder) Fatalf(format string, a ...any) { r.add(format, a...); runtime.Goexit() }
func (r *recorder) Skip(...any)                    { runtime.Goexit() }
func (r *recorder) Skipf(string, ...any)           { runtime.Goexit() }
func (r *recorder) add(format string, a ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.errors = append(r.errors, format)
}

// failures runs part against a recorder and returns what it reported.
func failures(t *testing.T, part func(testing.TB)) []string {
	r := &recorder{TB: t}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() { defer wg.Done(); part(r) }()
	wg.Wait()
	return r.errors
}

// The battery's parts fail on kinds that break the contract, each for the
// reason it exists: a test that cannot fail would prove nothing.
func TestBatteryCatchesBrokenKinds(t *testing.T) {
	lax := loadSamples(t, bits{lax: true}, []string{"testdata/lax.txt"})
	good := loadSamples(t, bits{}, []string{"testdata/unique.txt"})
	open := loadSamples(t, bits{}, []string{"testdata/open.txt"})
	cases := []struct {
		why  string
		part func(testing.TB)
		want string // a fragment of the expected failure's format
	}{
		{"a checker that accepts any full row lets flipped cells through",
			func(tb testing.TB) { testFlips(tb, bits{lax: true}, lax) }, "Check accepts"},
		{"a wrong known solution is caught by the checker",
			func(tb testing.TB) {
				bad := good[0]
				bad.sol = &bitsSolution{"111000"}
				testMethods(tb, bits{}, bitsConfig, []instance{bad})
			}, "known solution fails"},
		{"a puzzle whose text does not round-trip",
			func(tb testing.TB) {
				in := good[0]
				in.sol = &bitsSolution{"1010"} // a block of the wrong width
				in.p = &bitsPuzzle{n: 6, k: 3, given: "1.1..1", known: in.sol.(*bitsSolution)}
				testRoundTrip(tb, bits{}, []instance{in})
			}, "does not parse"},
		{"a complete method that misses a solution disagrees with the others on random puzzles",
			func(tb testing.TB) {
				testProperty(tb, missOne{bits{}}, Config{Small: []puzzle.GenerateOptions{{Width: 5, Seed: 1}}, Runs: 20})
			},
			"counts %d solutions, %s counts"},
		{"a generator that calls a puzzle with several solutions unique",
			func(tb testing.TB) {
				testProperty(tb, falseUnique{bits{}}, Config{Small: []puzzle.GenerateOptions{{Width: 5, Seed: 1}}, Runs: 20})
			},
			"generated as unique"},
		{"an explanation step whose fact is false in the solution",
			func(tb testing.TB) {
				testExplain(tb, wrongStep{bits{}}, bitsConfig, good)
			}, "false in the solution"},
		{"solution facts that name the givens, which no position holds, so a solved board never reads as solved",
			func(tb testing.TB) {
				testSolvedState(tb, bits{givenFacts: true}, bitsConfig, good)
			}, "want %q"},
		{"a tier grade for a puzzle with several solutions, which a setter would publish",
			func(tb testing.TB) {
				testAmbiguous(tb, bits{tierWhenOpen: true}, bitsConfig, open)
			}, "Grade gives %q"},
		{"an explanation that says ambiguous but grades with a tier",
			func(tb testing.TB) {
				testAmbiguous(tb, bits{tierWhenOpen: true}, bitsConfig, open)
			}, "explain gives status %q grade %q"},
		{"a Config with no puzzle of several solutions tests nothing about them",
			func(tb testing.TB) { testAmbiguous(tb, bits{}, bitsConfig, good) }, "no instance with several solutions"},
	}
	for _, c := range cases {
		got := failures(t, c.part)
		found := false
		for _, g := range got {
			found = found || strings.Contains(g, c.want)
		}
		if !found {
			t.Errorf("%s: the battery reported %q, want a failure containing %q", c.why, got, c.want)
		}
	}
}

// missOne is bits whose "reverse" method never reports the row it would
// give first: a complete method in name that loses a solution.
type missOne struct{ bits }

func (m missOne) MethodTable() []puzzle.Method {
	table := m.bits.MethodTable()
	table[1].Run = func(ctx context.Context, pz puzzle.Puzzle, opt puzzle.SolveOptions, found func(puzzle.Solution) bool) (puzzle.Stats, error) {
		rows := allRows(pz.(*bitsPuzzle))
		for i := len(rows) - 2; i >= 0; i-- {
			if !found(&bitsSolution{rows[i]}) {
				break
			}
		}
		return puzzle.Stats{}, ctx.Err()
	}
	return table
}

func (m missOne) Count(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	return puzzle.RunMethod(ctx, m.Name(), m.MethodTable(), p, opt, true)
}

func (m missOne) Solve(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	return puzzle.RunMethod(ctx, m.Name(), m.MethodTable(), p, opt, false)
}

// falseUnique is bits whose generator drops its last given and still
// claims uniqueness.
type falseUnique struct{ bits }

func (f falseUnique) Generate(ctx context.Context, opt puzzle.GenerateOptions) (puzzle.Generated, error) {
	g, err := f.bits.Generate(ctx, opt)
	p := *g.Puzzle.(*bitsPuzzle)
	p.given = strings.Repeat(".", p.n)
	g.Puzzle = &p
	return g, err
}

// wrongStep is bits with an explainer whose first step states the wrong value.
type wrongStep struct{ bits }

func (w wrongStep) Explain(ctx context.Context, p puzzle.Puzzle, st puzzle.State) (puzzle.Explanation, error) {
	e, err := w.bits.Explain(ctx, p, st)
	if len(e.Steps) > 0 {
		f := &e.Steps[0].Facts[0]
		f.Value = map[string]string{"0": "1", "1": "0"}[f.Value]
	}
	return e, err
}

// methodPair never pairs a method with itself, and over enough rounds pairs
// every method with every other one, so the property part compares all.
func TestMethodPairCoversAllPairs(t *testing.T) {
	for _, n := range []int{2, 3, 5, 14} {
		ms := make([]string, n)
		for i := range ms {
			ms[i] = string(rune('a' + i))
		}
		seen := map[[2]string]bool{}
		for i := 0; i < n*(n-1); i++ {
			a, b := methodPair(ms, i)
			if a == b {
				t.Fatalf("n=%d round %d pairs %s with itself", n, i, a)
			}
			seen[[2]string{a, b}] = true
		}
		if len(seen) != n*(n-1) {
			t.Errorf("n=%d: %d rounds cover %d of the %d ordered pairs", n, n*(n-1), len(seen), n*(n-1))
		}
	}
}
