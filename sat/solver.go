package sat

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
)

// Status is the answer of a solve. The values are the exit codes of the SAT
// competition (and minisat), so a command can exit with int(status).
type Status int

const (
	Unknown Status = 0  // undecided: a limit was hit or an incomplete method gave up
	Sat     Status = 10 // a model was found
	Unsat   Status = 20 // proven unsatisfiable
)

func (s Status) String() string {
	switch s {
	case Sat:
		return "SATISFIABLE"
	case Unsat:
		return "UNSATISFIABLE"
	}
	return "UNKNOWN"
}

// Solver is what every method implements. A solver owns the clauses given to
// it; clauses may be added between solves (counting adds blocking clauses).
// A Solver is not safe for concurrent use.
type Solver interface {
	// AddClause adds the clause (l1 ∨ l2 ∨ ...). The literals are copied.
	// The empty clause makes the formula unsatisfiable.
	AddClause(lits ...Lit)
	// Solve decides the clauses added so far. It returns Unknown when ctx
	// ends first or when an incomplete method cannot decide; it never
	// returns a wrong answer.
	Solve(ctx context.Context) Status
	// Model returns the last model found: model[v] is the value of variable
	// v, index 0 is unused, and len(model) is NumVars()+1. It is nil unless
	// the last Solve returned Sat. The caller may keep it.
	Model() []bool
	// Reserve makes variables 1..n exist even if no clause mentions them,
	// so that the model covers them (a free variable is reported false).
	Reserve(n int)
	// NumVars is the largest variable seen in a clause or reserved.
	NumVars() int
	// Stats returns the statistics of the last Solve.
	Stats() Stats
	// Method is the name the solver was created under (see [Methods]).
	Method() string
}

// Assumer is a Solver that can solve under assumptions (temporary unit
// clauses that hold for one call only). The cdcl methods implement it.
type Assumer interface {
	Solver
	// SolveAssuming is Solve with every assumption forced true. Unsat means
	// unsatisfiable under the assumptions; the clauses alone may be satisfiable.
	SolveAssuming(ctx context.Context, assumptions ...Lit) Status
}

// Corer is an Assumer that tells why an Unsat under assumptions holds: the
// cdcl method implements it (MiniSat's final conflict analysis).
type Corer interface {
	Assumer
	// Core returns, after SolveAssuming answered Unsat, a subset of the
	// assumptions that the clauses refute (an unsatisfiable core, not
	// necessarily minimal); empty when the clauses alone are unsatisfiable.
	Core() []Lit
}

// Limiter is a Solver whose Solve can be bounded by a number of conflicts:
// once the limit is spent it answers Unknown (never a wrong answer). Work
// between two conflicts is bounded by the formula (at most one decision per
// variable, each with its propagation), so the limit bounds the whole call.
// The cdcl method implements it; 0 means no limit.
type Limiter interface {
	Solver
	SetConflictLimit(n int64)
}

// CardSolver is a Solver that handles cardinality constraints natively,
// without an encoding into clauses. [Load] uses it when available.
type CardSolver interface {
	Solver
	AddCard(c Card)
}

// MethodInfo describes a solving method.
type MethodInfo struct {
	Name     string
	Thesis   string // the thesis's algorithm numbers (small, extended encoding), or ""
	Complete bool   // complete methods answer Sat or Unsat unless a limit is hit
	Summary  string
}

type method struct {
	MethodInfo
	new func() Solver
}

var registry []method

// Register adds a method under info.Name; newFn returns a fresh solver.
// The back ends call it from init (sat/internal/...), and the package
// deduce/sat/solvers imports them all, so a program that imports it (the
// puzzle contract does) finds every method by name. Register panics on an
// empty or repeated name: that is a wiring mistake, found at start-up.
func Register(info MethodInfo, newFn func() Solver) {
	if info.Name == "" || newFn == nil {
		panic("sat: Register with an empty name or a nil constructor")
	}
	for _, m := range registry {
		if m.Name == info.Name {
			panic("sat: method " + info.Name + " registered twice")
		}
	}
	registry = append(registry, method{info, newFn})
}

// DefaultMethod is the method used when none is named.
const DefaultMethod = "cdcl"

// Methods lists every method, the default first, then in the thesis's order.
func Methods() []MethodInfo {
	out := make([]MethodInfo, len(registry))
	for i, m := range registry {
		out[i] = m.MethodInfo
	}
	rank := func(name string) int {
		for i, n := range methodOrder {
			if n == name {
				return i
			}
		}
		return len(methodOrder)
	}
	sort.SliceStable(out, func(i, j int) bool { return rank(out[i].Name) < rank(out[j].Name) })
	return out
}

var methodOrder = []string{"cdcl", "cdcl-gini", "cdcl-card", "unit", "failed-literal", "binary-failed-literal",
	"backtrack", "first-nonhorn", "first-non2sat", "best-nonhorn", "best-non2sat"}

// ErrUnknownMethod is returned by [New] for a name not in [Methods].
var ErrUnknownMethod = errors.New("unknown SAT method")

// New returns a fresh solver for the named method ("" means [DefaultMethod]).
func New(method string) (Solver, error) {
	if method == "" {
		method = DefaultMethod
	}
	for _, m := range registry {
		if m.Name == method {
			return m.new(), nil
		}
	}
	if len(registry) == 0 {
		return nil, fmt.Errorf("%w %q: no SAT back end is linked in (import _ \"deduce/sat/solvers\")", ErrUnknownMethod, method)
	}
	names := make([]string, 0, len(registry))
	for _, m := range Methods() {
		names = append(names, m.Name)
	}
	return nil, fmt.Errorf("%w %q (want one of %s)", ErrUnknownMethod, method, strings.Join(names, ", "))
}

// Info returns the description of a method.
func Info(method string) (MethodInfo, bool) {
	for _, m := range registry {
		if m.Name == method {
			return m.MethodInfo, true
		}
	}
	return MethodInfo{}, false
}

// Result is what [Solve] returns.
type Result struct {
	Status Status
	Model  []bool // model[v] for v in 1..NumVars; nil unless Status == Sat
	Stats  Stats
}

// Solve solves f with a fresh solver of the named method. Cardinality
// constraints go to the solver natively when it supports them, otherwise
// they are lowered to clauses (see [Formula.Lower]). Aux variables of the
// lowering appear in the model beyond f.NumVars.
func Solve(ctx context.Context, method string, f *Formula) (Result, error) {
	s, err := New(method)
	if err != nil {
		return Result{}, err
	}
	Load(s, f)
	st := s.Solve(ctx)
	return Result{Status: st, Model: s.Model(), Stats: s.Stats()}, nil
}

// SolveCNF is [Solve] for a plain CNF.
func SolveCNF(ctx context.Context, method string, f *CNF) (Result, error) {
	return Solve(ctx, method, &Formula{CNF: *f})
}

// Load adds f to s: its clauses, and its cardinality constraints natively if
// s is a [CardSolver], lowered with f's encoding otherwise.
func Load(s Solver, f *Formula) {
	s.Reserve(f.NumVars)
	cs, native := s.(CardSolver)
	if native || len(f.Cards) == 0 {
		for _, c := range f.Clauses {
			s.AddClause(c...)
		}
		for _, c := range f.Cards {
			cs.AddCard(c)
		}
		return
	}
	// Lower only the cardinality part; the clauses go in as they are.
	for _, c := range f.Clauses {
		s.AddClause(c...)
	}
	low := &CNF{NumVars: f.NumVars}
	for _, c := range f.Cards {
		Encode(low, f.Encoding, c)
	}
	s.Reserve(low.NumVars)
	for _, c := range low.Clauses {
		s.AddClause(c...)
	}
}

// Stats are a solve's statistics. Counter lists them by name, leaving out
// the ones the method does not measure.
type Stats struct {
	Time         time.Duration
	Decisions    int64 // guesses (search) or trial assignments (probing methods)
	Propagations int64 // literals assigned by unit propagation
	Conflicts    int64 // falsified clauses met
	MaxDepth     int   // most guesses held at once (thesis 6.4)
	// Clauses and UnitRemoved are thesis 6.1: the clauses of the input and
	// how many of them unit propagation alone satisfies (removes) before any
	// guess. If propagation alone refutes the formula every clause counts as
	// removed, as in the thesis's code.
	Clauses     int
	UnitRemoved int
	Restarts    int64
	Learned     int64

	// Measured says which counters the method fills in; Counters lists
	// only those (a zero that was never measured is not a zero).
	Measured StatMask
}

// StatMask is a set of the counters of [Stats].
type StatMask uint16

// The counters a method may measure.
const (
	StatDecisions StatMask = 1 << iota
	StatPropagations
	StatConflicts
	StatMaxDepth
	StatUnit // Clauses, UnitRemoved and their share
	StatRestarts
	StatLearned
)

// UnitRemovedShare is UnitRemoved/Clauses (0 for an empty formula).
func (s Stats) UnitRemovedShare() float64 {
	if s.Clauses == 0 {
		return 0
	}
	return float64(s.UnitRemoved) / float64(s.Clauses)
}

// Counter is one named statistic.
type Counter struct {
	Name  string
	Value float64
}

// Counters lists the statistics the method measured, in a fixed order, with
// snake_case names ("time_ms", "decisions", ...), as JSON reports use them.
func (s Stats) Counters() []Counter {
	out := []Counter{{"time_ms", float64(s.Time.Microseconds()) / 1000}}
	add := func(bit StatMask, name string, v float64) {
		if s.Measured&bit != 0 {
			out = append(out, Counter{name, v})
		}
	}
	add(StatDecisions, "decisions", float64(s.Decisions))
	add(StatPropagations, "propagations", float64(s.Propagations))
	add(StatConflicts, "conflicts", float64(s.Conflicts))
	add(StatMaxDepth, "max_depth", float64(s.MaxDepth))
	add(StatUnit, "clauses", float64(s.Clauses))
	add(StatUnit, "unit_removed", float64(s.UnitRemoved))
	add(StatUnit, "unit_removed_share", s.UnitRemovedShare())
	add(StatRestarts, "restarts", float64(s.Restarts))
	add(StatLearned, "learned", float64(s.Learned))
	return out
}
