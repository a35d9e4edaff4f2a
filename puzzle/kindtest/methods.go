package kindtest

import (
	"encoding/json"
	"slices"
	"testing"

	"deduce/puzzle"
)

// testMethods: on every instance, every complete method (but SkipMethods)
// counts the same number of solutions up to the cap; every solution any
// method returns passes Check; a solve's Status never contradicts the count
// (Unsatisfiable only when there is none; a complete method solves a
// solvable puzzle); and the known solution passes Check.
func testMethods(t testing.TB, k puzzle.Kind, cfg Config, ins []instance) {
	if len(ins) == 0 {
		t.Skip("no samples and no Small generator options")
	}
	table := puzzle.MethodsOf(k)
	limit := cfg.countLimit()
	counts, solves := 0, 0
	defer func() { t.Logf("%d instances: %d counts and %d solves agreed-checked", len(ins), counts, solves) }()
	for _, in := range ins {
		if in.sol != nil {
			if err := k.Check(in.p, in.sol); err != nil {
				t.Errorf("%s: the known solution fails the check: %v", in.name, err)
			}
		}
		ref, refMethod := -1, ""
		for _, m := range table {
			if !m.Complete || slices.Contains(cfg.SkipMethods, m.Name) {
				continue
			}
			ctx, cancel := ctxFor(cfg)
			res, err := k.Count(ctx, in.p, puzzle.SolveOptions{Method: m.Name, Limit: limit, Seed: 1})
			cancel()
			if err != nil {
				t.Errorf("%s: count with %s: %v", in.name, m.Name, err)
				continue
			}
			if !res.Counted {
				t.Errorf("%s: count with %s: result not marked Counted", in.name, m.Name)
			}
			if !res.Complete && res.Count < limit {
				t.Errorf("%s: complete method %s stopped at %d solutions (cap %d) without a complete count", in.name, m.Name, res.Count, limit)
				continue
			}
			counts++
			checkSolutions(t, k, in, m.Name, res)
			if res.Count > limit {
				t.Errorf("%s: %s counted %d, past the cap %d", in.name, m.Name, res.Count, limit)
			}
			if ref < 0 {
				ref, refMethod = res.Count, m.Name
			} else if res.Count != ref {
				t.Errorf("%s: %s counts %d solutions, %s counts %d", in.name, m.Name, res.Count, refMethod, ref)
			}
		}
		if ref < 0 {
			t.Fatalf("%s: no complete method counted", in.name)
		}
		t.Logf("%s: %d solutions (cap %d)", in.name, ref, limit)
		if ref > 1 && ref < limit {
			// A count stopped by its cap is not complete.
			ctx, cancel := ctxFor(cfg)
			res, err := k.Count(ctx, in.p, puzzle.SolveOptions{Limit: ref - 1, Seed: 1})
			cancel()
			if err != nil || res.Count != ref-1 || res.Complete {
				t.Errorf("%s: count capped at %d gives %d, complete %v (err %v); want %d, not complete", in.name, ref-1, res.Count, res.Complete, err, ref-1)
			}
		}
		if in.sol != nil && ref == 0 {
			t.Errorf("%s: has a known solution but the complete methods count none", in.name)
		}
		for _, m := range table {
			if slices.Contains(cfg.SkipMethods, m.Name) {
				continue
			}
			ctx, cancel := ctxFor(cfg)
			res, err := k.Solve(ctx, in.p, puzzle.SolveOptions{Method: m.Name, Seed: 1})
			cancel()
			if err != nil {
				// An incomplete method may refuse a puzzle it cannot take
				// (a clue type it does not handle); a complete one may not.
				if m.Complete {
					t.Errorf("%s: solve with %s: %v", in.name, m.Name, err)
				}
				continue
			}
			solves++
			checkSolutions(t, k, in, m.Name, res)
			switch res.Status {
			case puzzle.Solved:
				if len(res.Solutions) == 0 {
					t.Errorf("%s: %s says solved but returns no solution", in.name, m.Name)
				}
				if ref == 0 {
					t.Errorf("%s: %s solved a puzzle the complete methods prove unsolvable", in.name, m.Name)
				}
			case puzzle.Unsatisfiable:
				if ref > 0 {
					t.Errorf("%s: %s says unsatisfiable, but there are %d solutions", in.name, m.Name, ref)
				}
			case puzzle.Unknown:
				if m.Complete {
					t.Errorf("%s: complete method %s answered unknown within %v", in.name, m.Name, cfg.timeout())
				}
			default:
				t.Errorf("%s: %s: status %q is not in the contract", in.name, m.Name, res.Status)
			}
			// The same counters carry the same names in every kind, so the
			// bench can compare kinds and methods.
			// (A row that delegates, like logicgrid's "file", reports the
			// method that ran; its engine is that method's.)
			want := []string{puzzle.StatTimeMS}
			switch engine := m.Engine; {
			case res.Method != m.Name:
			case engine == puzzle.EngineSAT:
				want = append(want, puzzle.StatVariables, puzzle.StatClauses)
			case engine == puzzle.EngineFD:
				want = append(want, puzzle.StatBacktracks)
			}
			for _, key := range want {

				if _, ok := res.Stats[key]; !ok && res.Status != puzzle.Unknown {
					t.Errorf("%s: %s (%s engine): stats lack %q (have %v)", in.name, m.Name, m.Engine, key, keys(res.Stats))
				}
			}
		}
	}
}

func checkSolutions(t testing.TB, k puzzle.Kind, in instance, method string, res puzzle.Result) {
	t.Helper()
	for _, s := range res.Solutions {
		if err := k.Check(in.p, s); err != nil {
			t.Errorf("%s: %s returned a solution that fails the check: %v", in.name, method, err)
		}
	}
}

// testGenerate: every Graded option gives puzzles that a complete count
// proves unique, that grade to the requested difficulty, and whose solution
// passes Check.
func testGenerate(t testing.TB, k puzzle.Kind, cfg Config) {
	gen, ok := k.(puzzle.Generator)
	if !ok {
		t.Skipf("%s has no generator", k.Name())
	}
	if len(cfg.Graded) == 0 {
		t.Skip("no Graded options in the kind's Config")
	}
	grader, _ := k.(puzzle.Grader)
	made := 0
	defer func() { t.Logf("%d graded puzzles generated, recounted and regraded", made) }()
	for _, opt := range cfg.Graded {
		for i := 0; i < cfg.seeds(); i++ {
			o := opt
			o.Seed = opt.Seed + int64(i)
			name := genName(o)
			ctx, cancel := ctxFor(cfg)
			g, err := gen.Generate(ctx, o)
			cancel()
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			made++
			if g.Seed != o.Seed {
				t.Errorf("%s: Generated.Seed %d, asked %d", name, g.Seed, o.Seed)
			}
			if g.Solution == nil {
				t.Errorf("%s: no solution", name)
			} else if err := k.Check(g.Puzzle, g.Solution); err != nil {
				t.Errorf("%s: solution fails the check: %v", name, err)
			}
			if !g.Unique {
				t.Errorf("%s: not marked unique", name)
			}
			ctx, cancel = ctxFor(cfg)
			res, err := k.Count(ctx, g.Puzzle, puzzle.SolveOptions{Limit: 2})
			cancel()
			if err != nil || !res.Complete || res.Count != 1 {
				t.Errorf("%s: recount gives %d solutions (complete %v, err %v), want exactly 1", name, res.Count, res.Complete, err)
			}
			if o.Difficulty != "" && o.Difficulty != "any" {
				if g.Difficulty != o.Difficulty {
					t.Errorf("%s: generated difficulty %q, asked %q", name, g.Difficulty, o.Difficulty)
				}
				if grader != nil {
					ctx, cancel = ctxFor(cfg)
					got, err := grader.Grade(ctx, g.Puzzle)
					cancel()
					if err != nil || got != o.Difficulty {
						t.Errorf("%s: regrading gives %q (%v), asked %q", name, got, err, o.Difficulty)
					}
				}
			}
			// The same seed makes the same puzzle.
			ctx, cancel = ctxFor(cfg)
			g2, err := gen.Generate(ctx, o)
			cancel()
			if err != nil || k.Format(g2.Puzzle, g2.Solution) != k.Format(g.Puzzle, g.Solution) {
				t.Errorf("%s: generating again with the same seed gives a different puzzle (err %v)", name, err)
			}
		}
	}
}

// testJSON: a solution's JSON has the contract's shape, GridJSON rows of one
// length, or RowsJSON rows of one length, and nothing else.
func testJSON(t testing.TB, k puzzle.Kind, ins []instance) {
	n := 0
	for _, in := range ins {
		if in.sol == nil {
			continue
		}
		n++
		b, err := json.Marshal(in.sol.JSON())
		if err != nil {
			t.Fatalf("%s: %v", in.name, err)
		}
		var shape map[string]json.RawMessage
		if err := json.Unmarshal(b, &shape); err != nil || len(shape) != 1 {
			t.Errorf("%s: solution JSON %s is not an object with one key", in.name, b)
			continue
		}
		switch {
		case shape["grid"] != nil:
			var g []string
			if err := json.Unmarshal(shape["grid"], &g); err != nil || len(g) == 0 {
				t.Errorf("%s: \"grid\" is not a non-empty array of strings: %s", in.name, b)
				continue
			}
			for _, row := range g {
				if len([]rune(row)) != len([]rune(g[0])) {
					t.Errorf("%s: grid rows of different lengths: %s", in.name, b)
				}
			}
		case shape["rows"] != nil:
			var rows [][]string
			if err := json.Unmarshal(shape["rows"], &rows); err != nil || len(rows) == 0 {
				t.Errorf("%s: \"rows\" is not a non-empty array of string arrays: %s", in.name, b)
				continue
			}
			for _, r := range rows {
				if len(r) != len(rows[0]) {
					t.Errorf("%s: rows of different lengths: %s", in.name, b)
				}
			}
		default:
			t.Errorf("%s: solution JSON %s has neither \"grid\" nor \"rows\"", in.name, b)
		}
		// The report carries the same shape.
		rep := puzzle.NewReport(k.Name(), puzzle.Result{Status: puzzle.Solved, Solutions: []puzzle.Solution{in.sol}})
		line, err := rep.JSONLine()
		if err != nil {
			t.Errorf("%s: report: %v", in.name, err)
			continue
		}
		var back struct {
			Kind      string            `json:"kind"`
			Solutions []json.RawMessage `json:"solutions"`
		}
		if err := json.Unmarshal(line, &back); err != nil || back.Kind != k.Name() || len(back.Solutions) != 1 || string(back.Solutions[0]) != string(b) {
			t.Errorf("%s: report %s does not carry the solution's JSON %s", in.name, line, b)
		}
	}
	if n == 0 {
		t.Skip("no instance with a known solution")
	}
}

func jsonOf(t testing.TB, s puzzle.Solution) string {
	t.Helper()
	b, err := json.Marshal(s.JSON())
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// testDeterministic: the default solve, a count, Format and the text render
// give the same answer twice.
func testDeterministic(t testing.TB, k puzzle.Kind, cfg Config, ins []instance) {
	if len(ins) == 0 {
		t.Skip("no samples")
	}
	once := func(in instance) string {
		ctx, cancel := ctxFor(cfg)
		defer cancel()
		out := k.Format(in.p, in.sol)
		res, err := k.Solve(ctx, in.p, puzzle.SolveOptions{Seed: 1})
		if err != nil {
			return "error: " + err.Error()
		}
		out += "\n" + string(res.Status) + " " + res.Method
		for _, s := range res.Solutions {
			out += "\n" + jsonOf(t, s)
			if r, ok := k.(puzzle.Renderer); ok {
				text, err := r.Render(in.p, s, "text")
				out += "\n" + text + errString(err)
			}
		}
		return out
	}
	for _, in := range ins {
		if a, b := once(in), once(in); a != b {
			t.Errorf("%s: two runs differ:\n--- first\n%s\n--- second\n%s", in.name, a, b)
		}
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return "error: " + err.Error()
}

func keys(st puzzle.Stats) []string {
	out := make([]string, 0, len(st))
	for k := range st {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
