package bench

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"deduce/puzzle"
	"deduce/sat"
)

// fakeKind is a tiny registered kind that lets the tests drive every suite
// through the real contract without the real kinds. A puzzle is a hidden bit
// string of length N; solving "finds" it with deterministic statistics, so
// tables can be checked exactly. Method "hang" ignores nothing: it blocks
// until its context ends (to test timeouts and Ctrl-C); method "stubborn"
// ignores its context for a while (to test the runner's grace period).
type fakeKind struct{}

const fakeName = "benchfake"

func init() { puzzle.Register(fakeKind{}) }

type fakePuzzle struct {
	n    int
	bits string
}

func (fakePuzzle) KindName() string { return fakeName }

type fakeSolution struct{ bits string }

func (s fakeSolution) JSON() any { return puzzle.GridJSON{Grid: []string{s.bits}} }

type fakeWithSolution struct {
	fakePuzzle
	sol *fakeSolution
}

func (p fakeWithSolution) KnownSolution() puzzle.Solution {
	if p.sol == nil {
		return nil
	}
	return *p.sol
}

var fakeMethods = []string{"cdcl", "report", "fd", "vd", "unit", "failed-literal", "binary-failed-literal", "backtrack",
	"first-nonhorn", "first-non2sat", "best-nonhorn", "best-non2sat", "hang", "stubborn", "wrong"}

// fakeLabelWords is the SICStus vocabulary the fake accepts in --label.
var fakeLabelWords = []string{"leftmost", "min", "max", "ff", "anti_first_fail", "occurrence", "ffc", "most_constrained",
	"max_regret", "step", "enum", "bisect", "median", "middle", "up", "down"}

func (fakeKind) Name() string           { return fakeName }
func (fakeKind) Summary() string        { return "test kind for the bench" }
func (fakeKind) Sniff(line string) bool { return strings.HasPrefix(line, fakeName+" ") }
func (fakeKind) Methods() []string      { return fakeMethods }
func (fakeKind) Format(p puzzle.Puzzle, s puzzle.Solution) string {
	fp := asFake(p)
	out := fmt.Sprintf("%s %d\n%s\n", fakeName, fp.n, strings.Repeat(".", fp.n))
	if s != nil {
		out += "solution\n" + s.(fakeSolution).bits + "\n"
	}
	return out
}

func asFake(p puzzle.Puzzle) fakePuzzle {
	if w, ok := p.(fakeWithSolution); ok {
		return w.fakePuzzle
	}
	return p.(fakePuzzle)
}

// Parse reads "benchfake N", a line of N hidden cells ('.'), then an
// optional solution block: the bench's peers append one to verify answers.
// The hidden bits are the line itself when it is 0/1 (test files give them).
func (fakeKind) Parse(file string, data []byte) (puzzle.Puzzle, error) {
	var lines []string
	for _, l := range strings.Split(string(data), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	if len(lines) < 2 {
		return nil, puzzle.Errorf(puzzle.ErrSyntax, file, 1, 1, "want a header and a row")
	}
	n, err := strconv.Atoi(strings.TrimPrefix(lines[0], fakeName+" "))
	if err != nil || len(lines[1]) != n {
		return nil, puzzle.Errorf(puzzle.ErrSyntax, file, 1, 1, "bad header or row")
	}
	p := fakePuzzle{n: n, bits: lines[1]}
	if len(lines) >= 4 && lines[2] == "solution" {
		return fakeWithSolution{p, &fakeSolution{lines[3]}}, nil
	}
	return p, nil
}

func (fakeKind) Check(p puzzle.Puzzle, s puzzle.Solution) error {
	fp := asFake(p)
	if got := s.(fakeSolution).bits; len(got) != fp.n || strings.Trim(got, "01") != "" {
		return fmt.Errorf("%w: %q is not %d bits", puzzle.ErrCheckFailed, got, fp.n)
	} else if strings.Trim(fp.bits, "01") == "" && got != fp.bits {
		return fmt.Errorf("%w: %q is not the hidden %q", puzzle.ErrCheckFailed, got, fp.bits)
	}
	return nil
}

func (k fakeKind) Solve(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	fp := asFake(p)
	m := opt.Method
	if m == "" {
		m = "cdcl"
	}
	if !slices.Contains(fakeMethods, m) {
		return puzzle.Result{}, fmt.Errorf("%w: unknown method %q", puzzle.ErrBadOption, m)
	}
	for _, w := range strings.Split(opt.Label, ",") {
		if w != "" && !slices.Contains(fakeLabelWords, w) {
			return puzzle.Result{}, fmt.Errorf("%w: unknown labeling option %q", puzzle.ErrBadOption, w)
		}
	}
	switch m {
	case "hang":
		<-ctx.Done()
		return puzzle.Result{Status: puzzle.Unknown, Method: m}, ctx.Err()
	case "stubborn":
		for ctx.Err() == nil {
		}
		select {} // never returns: the runner must give up on it
	}
	if fp.n%2 == 1 && m == "unit" {
		return puzzle.Result{Status: puzzle.Unknown, Method: m, Stats: fakeStats(fp, opt)}, nil
	}
	sol := fakeSolution{fp.bits}
	if m == "wrong" {
		sol = fakeSolution{strings.Repeat("2", fp.n)}
	}
	return puzzle.Result{Status: puzzle.Solved, Solutions: []puzzle.Solution{sol}, Method: m, Stats: fakeStats(fp, opt)}, nil
}

// fakeStats are deterministic functions of the puzzle and options, so the
// tests can predict the averages the tables must show.
func fakeStats(p fakePuzzle, opt puzzle.SolveOptions) puzzle.Stats {
	clauses := float64(p.n)
	if opt.Encoding == "extended" {
		clauses = 3 * float64(p.n)
	}
	return puzzle.Stats{puzzle.StatTimeMS: 0.01, puzzle.StatBacktracks: float64(p.n * len(opt.Label)),
		puzzle.StatMaxDepth: float64(p.n / 2), puzzle.StatClauses: clauses, puzzle.StatVariables: float64(p.n),
		puzzle.StatUnitRemoved: 0.5}
}

func (k fakeKind) Count(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	r, err := k.Solve(ctx, p, opt)
	r.Count, r.Complete, r.Counted = 1, err == nil, true
	return r, err
}

func (fakeKind) Generate(ctx context.Context, opt puzzle.GenerateOptions) (puzzle.Generated, error) {
	n := opt.Width
	if items := opt.Int("items"); items > 0 {
		n = items * max(1, opt.Int("domains"))
	}
	if n < 1 {
		return puzzle.Generated{}, fmt.Errorf("%w: size %d", puzzle.ErrBadOption, n)
	}
	rng := rand.New(rand.NewPCG(uint64(opt.Seed), 7))
	var b strings.Builder
	for range n {
		b.WriteByte(byte('0' + rng.IntN(2)))
	}
	p := fakePuzzle{n: n, bits: b.String()}
	return puzzle.Generated{Puzzle: p, Solution: fakeSolution{p.bits}, Seed: opt.Seed}, nil
}

// CNF fixes every bit with a unit clause: SAT, for the SAT peers.
func (fakeKind) CNF(p puzzle.Puzzle, encoding string) (*sat.CNF, error) {
	fp := asFake(p)
	f := &sat.CNF{NumVars: fp.n}
	for i, c := range fp.bits {
		v := sat.Var(i + 1)
		f.Add(v.Lit(c == '1'))
	}
	return f, nil
}

// MiniZinc prints the bits as the one row of a solution block.
func (fakeKind) MiniZinc(p puzzle.Puzzle) (string, error) {
	fp := asFake(p)
	var bits []string
	for _, c := range fp.bits {
		bits = append(bits, string(c))
	}
	return fmt.Sprintf("array[1..%d] of var 0..1: x;\nconstraint x = [%s];\nsolve satisfy;\noutput [join(\"\", [show(x[i]) | i in 1..%d]), \"\\n\"];\n",
		fp.n, strings.Join(bits, ","), fp.n), nil
}

// fakeBare is the fake kind with only cdcl: for the missing-method errors.
type fakeBare struct{ fakeKind }

const fakeBareName = "benchfake-bare"

func init() { puzzle.Register(fakeBare{}) }

func (fakeBare) Name() string      { return fakeBareName }
func (fakeBare) Methods() []string { return []string{"cdcl"} }

// PeerProfile: the fake's own series, a default and a report model, so the
// peers suite's tables have deduce's two columns.
func (fakeKind) PeerProfile() puzzle.PeerProfile {
	return puzzle.PeerProfile{Prefix: "f", Generate: puzzle.GenerateOptions{Method: "report"},
		Variants: []puzzle.PeerVariant{{Series: "deduce"}, {Series: "deduce report", Options: puzzle.SolveOptions{Method: "report", Label: "leftmost,median"}}}}
}
