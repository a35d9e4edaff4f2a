package bench

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"deduce/puzzle"
)

// Instance is one puzzle a suite measures, with where it came from.
type Instance struct {
	Name   string // "m10_03", a file name, ...
	Size   int
	Seed   int64 // generator seed (0 for files)
	Puzzle puzzle.Puzzle
}

// requireKind returns the registered kind name with every method in methods,
// or an error that names exactly what is missing.
func requireKind(name string, methods ...string) (puzzle.Kind, error) {
	k, err := puzzle.Lookup(name)
	if err != nil {
		return nil, fmt.Errorf("kind %s: not registered (%w)", name, err)
	}
	have := k.Methods()
	for _, m := range methods {
		if m != "" && !slices.Contains(have, m) {
			return nil, fmt.Errorf("kind %s: method %s not available (it offers: %s)", name, m, strings.Join(have, ", "))
		}
	}
	return k, nil
}

// requireGenerator returns k's generator or an error naming the kind.
func requireGenerator(k puzzle.Kind) (puzzle.Generator, error) {
	g, ok := k.(puzzle.Generator)
	if !ok {
		return nil, fmt.Errorf("kind %s: no generator", k.Name())
	}
	return g, nil
}

// seedOf is the deterministic seed of puzzle k at size n: base + 1000*n + k,
// the convention of the shared benchmark instances (magnets base 0, Close or
// Far base 500000). Our generators draw from their own random streams, so
// the puzzles are not those files; --dir runs the files themselves.
func seedOf(base int64, n, k int) int64 { return base + 1000*int64(n) + int64(k) }

// baseSeed is cfg.Seed or the suite's default.
func baseSeed(cfg Config, def int64) int64 {
	if cfg.Seed != nil {
		return *cfg.Seed
	}
	return def
}

// generateReport makes n puzzles of each size with the kind's generator in
// opt (the seeds' own "report" method unless opt.Method says otherwise),
// seeded by seedOf. Generation runs on the workers and honours ctx; it has no
// per-solve limit (a puzzle that cannot be made is an error, not a timeout).
func generate(ctx context.Context, k puzzle.Kind, sizes []int, n int, base int64, prefix string, opt puzzle.GenerateOptions, workers int) ([]Instance, error) {
	g, err := requireGenerator(k)
	if err != nil {
		return nil, err
	}
	var insts []Instance
	for _, size := range sizes {
		for i := range n {
			insts = append(insts, Instance{Name: fmt.Sprintf("%s%02d_%02d", prefix, size, i), Size: size, Seed: seedOf(base, size, i)})
		}
	}
	errs := make([]error, len(insts))
	var wg sync.WaitGroup
	sem := make(chan struct{}, max(1, workers))
	for i := range insts {
		if ctx.Err() != nil {
			break
		}
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			o := opt
			o.Width, o.Height, o.Seed = insts[i].Size, insts[i].Size, insts[i].Seed
			gen, err := g.Generate(ctx, o)
			if err != nil {
				errs[i] = fmt.Errorf("kind %s: generate %s (size %d, seed %d, method %q): %w", k.Name(), insts[i].Name, insts[i].Size, insts[i].Seed, o.Method, err)
				return
			}
			insts[i].Puzzle = gen.Puzzle
		}()
	}
	wg.Wait()
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return insts, nil
}

// gridInstances returns a grid suite's puzzles: with cfg.Dir, the files of
// that directory that k recognises, kept when their size is in cfg.Sizes, at
// most cfg.N per size (e.g. the shared benchmark instances); otherwise
// cfg.N generated puzzles per size with the report's generator.
func gridInstances(ctx context.Context, k puzzle.Kind, cfg Config, base int64, prefix string, gen puzzle.GenerateOptions, workers int) ([]Instance, error) {
	if cfg.Dir == "" {
		return generate(ctx, k, cfg.Sizes, cfg.N, base, prefix, gen, workers)
	}
	files, err := loadPuzzleFiles(k, os.DirFS(cfg.Dir), ".")
	if err != nil {
		return nil, err
	}
	perSize := map[int]int{}
	var insts []Instance
	for _, in := range files {
		if slices.Contains(cfg.Sizes, in.Size) && perSize[in.Size] < cfg.N {
			perSize[in.Size]++
			insts = append(insts, in)
		}
	}
	if len(insts) == 0 {
		return nil, fmt.Errorf("kind %s: no puzzles of sizes %v in %s", k.Name(), cfg.Sizes, cfg.Dir)
	}
	// Group by size in the order of cfg.Sizes, as generated instances are.
	slices.SortStableFunc(insts, func(a, b Instance) int { return slices.Index(cfg.Sizes, a.Size) - slices.Index(cfg.Sizes, b.Size) })
	return insts, nil
}

// solveTask measures one deduce solve. The time is the wall time of Solve
// alone; every solution is then verified with the kind's independent Check,
// and a wrong answer is recorded as an error, never as a time.
func solveTask(suite string, k puzzle.Kind, inst Instance, series string, opt puzzle.SolveOptions) Task {
	key := Record{Suite: suite, Kind: k.Name(), Series: series, Solver: "deduce", Method: opt.Method,
		Encoding: opt.Encoding, Label: opt.Label, Size: inst.Size, Instance: inst.Name, Seed: inst.Seed}
	return Task{Key: key, Run: func(ctx context.Context) (Record, error) {
		start := time.Now()
		r, err := k.Solve(ctx, inst.Puzzle, opt)
		elapsed := msSince(start)
		if err != nil {
			return Record{}, err
		}
		rec := Record{TimeMS: elapsed, Stats: map[string]float64(r.Stats), Method: r.Method}
		switch r.Status {
		case puzzle.Solved:
			rec.Status = StatusSolved
			if len(r.Solutions) == 0 {
				return Record{}, fmt.Errorf("%w: method %q said solved but gave no solution", puzzle.ErrWrongAnswer, r.Method)
			}
			for _, s := range r.Solutions {
				if err := k.Check(inst.Puzzle, s); err != nil {
					return Record{}, fmt.Errorf("%w: %v", puzzle.ErrWrongAnswer, err)
				}
			}
			rec.Verified = true
		case puzzle.Unsatisfiable:
			rec.Status = StatusUnsatisfiable
		default:
			rec.Status = StatusUnknown
		}
		return rec, nil
	}}
}

// reportGenerator asks a kind for its source document's own generator (the
// experiment suites reproduce those documents' tables).
var reportGenerator = puzzle.GenerateOptions{Method: "report"}
