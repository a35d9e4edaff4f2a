package kindtest

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"deduce/puzzle"
)

// Config tells the battery where a kind's test material is. Every field is
// optional; a missing one skips the parts that need it (and says so).
type Config struct {
	// Samples are native puzzle files, paths relative to the kind's package
	// directory (e.g. "testdata/e1.txt"). Files with a solution block feed the
	// flip test; all feed round trips, method agreement and golden renders.
	Samples []string
	// Small are generator options for small random puzzles, each generated
	// with Seeds consecutive seeds from its Seed. They feed method agreement
	// and round trips, so they should be quick for every complete method.
	Small []puzzle.GenerateOptions
	// Seeds is how many seeds per Small and Graded entry (default 3).
	Seeds int
	// Graded are generator options with a Difficulty: every puzzle made must
	// be proven unique and grade exactly to that difficulty.
	Graded []puzzle.GenerateOptions
	// CountLimit caps each method's count (default 50): counts agree up to it.
	CountLimit int
	// SkipMethods names complete methods left out of the agreement (too slow
	// on Small for a unit test); the kind's test says why next to the list.
	SkipMethods []string
	// Random are the generator options the property part draws many seeds
	// of (Runs each in the quick suite, LongRuns with -tags long); empty
	// means Small and Graded. They should be small: every seed is counted by
	// two complete methods.
	Random []puzzle.GenerateOptions
	// Runs and LongRuns are the seeds per Random option (defaults 40 and
	// 500).
	Runs, LongRuns int
	// Timeout bounds each solve, count or generation (default 20 s): a method
	// that cannot finish a small puzzle in it is a failure, not a hang.
	Timeout time.Duration
}

func (c Config) seeds() int {
	if c.Seeds > 0 {
		return c.Seeds
	}
	return 3
}

func (c Config) countLimit() int {
	if c.CountLimit > 0 {
		return c.CountLimit
	}
	return 50
}

func (c Config) timeout() time.Duration {
	if c.Timeout > 0 {
		return c.Timeout
	}
	return 20 * time.Second
}

// instance is one puzzle the battery works on.
type instance struct {
	name string // sample file name, or "gen/<size>/seed<seed>"
	text []byte // native text it was parsed from
	p    puzzle.Puzzle
	sol  puzzle.Solution // known solution, or nil
	// generated is true for the generator's puzzles; difficulty is then the
	// generator's grade ("" when it does not grade).
	generated  bool
	difficulty string
}

// Run runs the whole battery on k. Each part is a subtest, so
// `go test -run 'TestKind/methods'` runs one.
func Run(t *testing.T, k puzzle.Kind, cfg Config) {
	t.Helper()
	samples := loadSamples(t, k, cfg.Samples)
	small := generateSmall(t, k, cfg)
	all := append(append([]instance(nil), samples...), small...)
	t.Run("registered", func(t *testing.T) { testRegistered(t, k) })
	t.Run("roundtrip", func(t *testing.T) { testRoundTrip(t, k, all) })
	t.Run("id", func(t *testing.T) { testID(t, k, all) })
	t.Run("parse-robust", func(t *testing.T) { testParseRobust(t, k, samples) })
	t.Run("methods", func(t *testing.T) { testMethods(t, k, cfg, all) })
	t.Run("generate", func(t *testing.T) { testGenerate(t, k, cfg) })
	t.Run("check-flips", func(t *testing.T) { testFlips(t, k, all) })
	t.Run("read-solution", func(t *testing.T) { testReadSolution(t, k, all) })
	t.Run("json", func(t *testing.T) { testJSON(t, k, all) })
	t.Run("deterministic", func(t *testing.T) { testDeterministic(t, k, cfg, samples) })
	t.Run("render-golden", func(t *testing.T) { testRenderGolden(t, k, samples) })
	t.Run("explain", func(t *testing.T) { testExplain(t, k, cfg, all) })
	t.Run("player", func(t *testing.T) { testPlayer(t, k, all) })
	t.Run("solved-state", func(t *testing.T) { testSolvedState(t, k, cfg, all) })
	t.Run("ambiguous", func(t *testing.T) { testAmbiguous(t, k, cfg, all) })
	t.Run("property", func(t *testing.T) { testProperty(t, k, cfg) })
	t.Run("stop", func(t *testing.T) { testStop(t, k, cfg, all) })
}

func loadSamples(t *testing.T, k puzzle.Kind, paths []string) []instance {
	t.Helper()
	var out []instance
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("sample: %v", err)
		}
		p, err := k.Parse(filepath.Base(path), data)
		if err != nil {
			t.Fatalf("sample %s does not parse: %v", path, err)
		}
		in := instance{name: filepath.Base(path), text: data, p: p}
		if ws, ok := p.(puzzle.WithSolution); ok {
			in.sol = ws.KnownSolution()
		}
		out = append(out, in)
	}
	return out
}

// generateSmall makes cfg.Small's puzzles. Their solution comes from the
// generator and is checked by the kind's checker before use.
func generateSmall(t *testing.T, k puzzle.Kind, cfg Config) []instance {
	t.Helper()
	gen, ok := k.(puzzle.Generator)
	if !ok || len(cfg.Small) == 0 {
		return nil
	}
	var out []instance
	for _, opt := range cfg.Small {
		for i := 0; i < cfg.seeds(); i++ {
			o := opt
			o.Seed = opt.Seed + int64(i)
			ctx, cancel := context.WithTimeout(context.Background(), cfg.timeout())
			g, err := gen.Generate(ctx, o)
			cancel()
			if err != nil {
				t.Fatalf("generate %+v: %v", o, err)
			}
			if g.Solution != nil {
				if err := k.Check(g.Puzzle, g.Solution); err != nil {
					t.Fatalf("generate %+v: its own solution fails the check: %v", o, err)
				}
			}
			name := genName(o)
			out = append(out, instance{name: name, text: []byte(k.Format(g.Puzzle, g.Solution)), p: g.Puzzle, sol: g.Solution,
				generated: true, difficulty: g.Difficulty})
		}
	}
	return out
}

func ctxFor(cfg Config) (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), cfg.timeout())
}
