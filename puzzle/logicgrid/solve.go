package logicgrid

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"deduce/puzzle"
	"deduce/sat"
)

// thesisMethods are the SAT methods of algorithms 2-17 in the thesis's order:
// algorithm a >= 2 is thesisMethods[a/2-1], small encoding when a is even.
var thesisMethods = [...]string{"unit", "failed-literal", "binary-failed-literal", "backtrack",
	"first-nonhorn", "first-non2sat", "best-nonhorn", "best-non2sat"}

// thesisTitles are the names the thesis's program prints for them.
var thesisTitles = [...]string{"Singular Variables only", "Failed literal rule", "Binary failed literal rule",
	"Simple backtracking", "Backtracking for horn", "Backtracking for 2SAT.",
	"Backtracking for horn (better)", "Backtracking for 2SAT. (better)"}

// Plan is a resolved choice of method and encoding.
type Plan struct {
	Method   string   // "vd", "fd", or a sat method name
	Encoding Encoding // for sat methods
	Thesis   int      // the thesis's algorithm number, or 0
	Label    string   // SICStus labeling options for fd ("" = first-fail)
}

// Title is the method as the thesis's program prints it.
func (pl Plan) Title() string {
	if pl.Method == "vd" {
		return "Val-Davis"
	}
	for i, m := range thesisMethods {
		if m == pl.Method {
			return thesisTitles[i]
		}
	}
	return pl.Method
}

// EncodingTitle is "Small" or "Large" as the thesis prints it ("" for vd, fd).
func (pl Plan) EncodingTitle() string {
	if pl.Method == "vd" || pl.Method == "fd" {
		return ""
	}
	if pl.Encoding.Base() == Extended {
		return "Large"
	}
	return "Small"
}

// ThesisPlan is the plan of the thesis's algorithm number a (1-17).
func ThesisPlan(a int) Plan {
	if a <= 1 {
		return Plan{Method: "vd", Thesis: 1}
	}
	enc := Small
	if a%2 == 1 {
		enc = Extended
	}
	return Plan{Method: thesisMethods[a/2-1], Encoding: enc, Thesis: a}
}

// DefaultMethod is the fastest measured method (see the benchmarks).
const DefaultMethod = "fd"

// Resolve turns options into a plan: an empty method means [DefaultMethod];
// "file" means the puzzle's own algorithm number, as the thesis's program
// chose; "1".."17" name thesis algorithms; --encoding overrides the encoding
// of any SAT method.
func Resolve(p *Puzzle, opt puzzle.SolveOptions) (Plan, error) {
	name := opt.Method
	if name == "" {
		name = DefaultMethod
	}
	if name == "file" {
		name = strconv.Itoa(p.Algorithm)
	}
	var pl Plan
	if a, err := strconv.Atoi(name); err == nil {
		if a < 1 || a > 17 {
			return pl, fmt.Errorf("%w: thesis algorithm %d out of range 1-17", puzzle.ErrBadOption, a)
		}
		pl = ThesisPlan(a)
	} else {
		switch name {
		case "vd", "fd":
			pl = Plan{Method: name}
		default:
			if _, ok := sat.Info(name); !ok && !isThesisMethod(name) {
				return pl, fmt.Errorf("%w: unknown method %q for logicgrid (want one of %v or 1-17)", puzzle.ErrBadOption, name, Kind{}.Methods())
			}
			pl = Plan{Method: name}
			if p.Algorithm >= 2 && isThesisMethod(name) {
				pl.Encoding = ThesisPlan(p.Algorithm).Encoding
			}
			for i, m := range thesisMethods {
				if m == name {
					pl.Thesis = 2*i + 2 + int(pl.Encoding.Base())
				}
			}
		}
	}
	pl.Label = opt.Label
	if opt.Encoding != "" {
		enc, err := ParseEncoding(opt.Encoding)
		if err != nil {
			return pl, err
		}
		pl.Encoding = enc
		if pl.Thesis >= 2 {
			pl.Thesis = pl.Thesis&^1 + int(enc.Base())
		}
	}
	return pl, nil
}

func isThesisMethod(name string) bool {
	for _, m := range thesisMethods {
		if m == name {
			return true
		}
	}
	return false
}

// Solve finds one solution with the planned method.
func Solve(ctx context.Context, p *Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	pl, err := Resolve(p, opt)
	if err != nil {
		return puzzle.Result{}, err
	}
	return SolvePlan(ctx, p, pl)
}

// SolvePlan runs one plan.
func SolvePlan(ctx context.Context, p *Puzzle, pl Plan) (puzzle.Result, error) {
	switch pl.Method {
	case "vd":
		return solveVD(ctx, p)
	case "fd":
		return solveFD(ctx, p, pl.Label)
	}
	return solveSAT(ctx, p, pl)
}

func solveVD(ctx context.Context, p *Puzzle) (puzzle.Result, error) {
	t0 := time.Now()
	r := SolveVD(ctx, p)
	return vdOutcome(r, msSince(t0)), ctx.Err()
}

func vdOutcome(r VDResult, ms float64) puzzle.Result {
	res := puzzle.Result{Method: "vd", Status: puzzle.Unknown,
		Stats: puzzle.Stats{"time_ms": ms, "compares": float64(r.Compares), "tuples": float64(len(r.Tuples))}}
	switch r.Outcome {
	case VDSolved:
		r.Solution.Method, r.Solution.TimeMS = "Val-Davis", ms
		res.Status, res.Solutions = puzzle.Solved, []puzzle.Solution{r.Solution}
	case VDImpossible:
		res.Status = puzzle.Unsatisfiable
	case VDUnhandled:
		res.Stats["unhandled_clues"] = 1
	}
	return res
}

func msSince(t time.Time) float64 { return float64(time.Since(t).Nanoseconds()) / 1e6 }

// newSolver creates a sat solver of the plan's method loaded with x.
func newSolver(ctx context.Context, pl Plan, x *Encoded) (sat.Solver, error) {
	s, err := sat.New(pl.Method)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", puzzle.ErrBadOption, err)
	}
	s.Reserve(x.CNF.NumVars)
	for i, c := range x.CNF.Clauses {
		if i&0xffff == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		s.AddClause(c...)
	}
	return s, nil
}

func tooLarge(p *Puzzle, enc Encoding) error {
	if c := BaseClauses(p.M(), p.N(), enc); c > MaxBaseClauses {
		return fmt.Errorf("%w: the %s encoding of %d domains of %d items has %d clauses (limit %d); use --method fd", puzzle.ErrLimit, enc, p.M(), p.N(), c, MaxBaseClauses)
	}
	return nil
}

func solveSAT(ctx context.Context, p *Puzzle, pl Plan) (puzzle.Result, error) {
	if err := tooLarge(p, pl.Encoding); err != nil {
		return puzzle.Result{}, err
	}
	t0 := time.Now()
	x, err := EncodeContext(ctx, p, pl.Encoding)
	if err != nil {
		return puzzle.Result{}, err
	}
	s, err := newSolver(ctx, pl, x)
	if err != nil {
		return puzzle.Result{}, err
	}
	encMS := msSince(t0)
	t1 := time.Now()
	st := s.Solve(ctx)
	solveMS := msSince(t1)
	res := puzzle.Result{Method: pl.Method, Status: puzzle.Unknown, Stats: satStats(s.Stats(), x)}
	res.Stats["time_ms"] = encMS + solveMS
	res.Stats["encode_ms"] = encMS
	res.Stats["solve_ms"] = solveMS
	if pl.Thesis > 0 {
		res.Stats["thesis_algorithm"] = float64(pl.Thesis)
	}
	switch st {
	case sat.Sat:
		sol := x.Decode(s.Model())
		sol.Method, sol.Encoding, sol.TimeMS = pl.Title(), pl.EncodingTitle(), solveMS
		res.Status, res.Solutions = puzzle.Solved, []puzzle.Solution{sol}
	case sat.Unsat:
		res.Status = puzzle.Unsatisfiable
	default:
		return res, ctx.Err()
	}
	return res, nil
}

// satStats names sat's counters with the contract's standard keys:
// "unit_removed" is the share of clauses unit propagation removes (sat's
// count of them becomes "unit_removed_clauses").
func satStats(st sat.Stats, x *Encoded) puzzle.Stats {
	out := puzzle.SATStats(st)
	out[puzzle.StatVariables] = float64(x.CNF.NumVars)
	out[puzzle.StatClauses] = float64(len(x.CNF.Clauses))
	return out
}

// Count counts solutions up to opt.Limit with a complete method (default
// fd; with a SAT method each solution found is blocked by a clause).
func Count(ctx context.Context, p *Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	if opt.Method == "" || opt.Method == "file" {
		opt.Method = DefaultMethod
	}
	pl, err := Resolve(p, opt)
	if err != nil {
		return puzzle.Result{}, err
	}
	if pl.Method == "fd" {
		return countFD(ctx, p, opt.Limit, pl.Label)
	}
	if info, ok := sat.Info(pl.Method); !ok || !info.Complete {
		return puzzle.Result{}, fmt.Errorf("%w: method %q is incomplete and cannot count (use cdcl, fd or a backtracking method)", puzzle.ErrBadOption, pl.Method)
	}
	if err := tooLarge(p, pl.Encoding); err != nil {
		return puzzle.Result{}, err
	}
	t0 := time.Now()
	x, err := EncodeContext(ctx, p, pl.Encoding)
	if err != nil {
		return puzzle.Result{}, err
	}
	s, err := newSolver(ctx, pl, x)
	if err != nil {
		return puzzle.Result{}, err
	}
	var sols []puzzle.Solution
	n, complete, err := sat.Enumerate(ctx, s, x.projection(), opt.Limit, func(model []bool) bool {
		if len(sols) < keepSolutions {
			sols = append(sols, x.Decode(model))
		}
		return true
	})
	res := puzzle.Result{Method: pl.Method, Count: n, Complete: complete, Counted: true, Solutions: sols,
		Stats: puzzle.Stats{puzzle.StatTimeMS: msSince(t0), puzzle.StatVariables: float64(x.CNF.NumVars), puzzle.StatClauses: float64(len(x.CNF.Clauses))}}
	res.Status = countStatus(n, complete)
	if err != nil && !errors.Is(err, sat.ErrUndecided) {
		return res, err
	}
	return res, nil
}

// keepSolutions caps how many counted solutions are kept for printing.
const keepSolutions = 10

func countStatus(n int, complete bool) puzzle.Status {
	switch {
	case n > 0:
		return puzzle.Solved
	case complete:
		return puzzle.Unsatisfiable
	}
	return puzzle.Unknown
}

// projection: the variables that tell solutions apart (entity e of the first
// domain holds item i of domain d).
func (x *Encoded) projection() []sat.Var {
	var out []sat.Var
	for e := 0; e < x.n; e++ {
		for d := 1; d < x.m; d++ {
			for i := 0; i < x.n; i++ {
				if x.Encoding.Base() == Small {
					out = append(out, x.N(e, d, i).Var())
				} else {
					out = append(out, x.M(0, e, d, i).Var())
				}
			}
		}
	}
	return out
}
