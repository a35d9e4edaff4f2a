package puzzle

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"deduce/sat"
)

// Engines a method runs on, for tables and the bench.
const (
	EngineNative = "native" // the kind's own propagation and search
	EngineFD     = "fd"     // package fd, the finite-domain engine
	EngineSAT    = "sat"    // package sat, on the kind's CNF encoding
	EngineVD     = "vd"     // Valentine & Davis's grid reasoning (logic grids)
)

// Option names a Method lists in Options: the SolveOptions fields it reads
// beyond Limit.
const (
	OptEncoding = "encoding"
	OptLabel    = "label"
	OptSeed     = "seed"
)

// Enumerate is one method's search: it calls found for each solution, in the
// method's order, until found returns false or the solutions run out. opt.Limit
// is the caller's cap (0 = all), a hint for methods that search differently
// for one solution. It returns the run's counters and, when a limit, an
// incomplete method or ctx stopped it, an error wrapping ErrLimit, ErrUndecided,
// context.Canceled or context.DeadlineExceeded.
type Enumerate func(ctx context.Context, p Puzzle, opt SolveOptions, found func(Solution) bool) (Stats, error)

// Method is one row of a kind's method table: data the CLI, the bench and the
// conformance battery read, and the function that runs it.
type Method struct {
	Name     string
	Engine   string   // EngineNative, EngineFD, EngineSAT or EngineVD
	Complete bool     // explores every candidate: counts are exact and Unsatisfiable is proven
	Options  []string // OptEncoding, OptLabel, OptSeed where the method reads them
	Summary  string   // one line for `deduce kinds`
	// Run enumerates solutions. It is nil only for rows a kind keeps for its
	// own runner (logicgrid's "file" and "1".."17" plans); [RunMethod] refuses those.
	Run Enumerate
}

// MethodTabler is implemented by kinds that describe their methods as data.
// The first row is the default, and Kind.Methods returns the rows' names.
type MethodTabler interface {
	MethodTable() []Method
}

// ErrUndecided is returned (wrapped) by an incomplete method that stopped
// without an answer; the result's Status is Unknown.
var ErrUndecided = errors.New("the method could not decide")

// MethodsOf returns k's method table, or rows holding only the names when k
// does not implement MethodTabler.
func MethodsOf(k Kind) []Method {
	if t, ok := k.(MethodTabler); ok {
		return t.MethodTable()
	}
	var out []Method
	for _, n := range k.Methods() {
		out = append(out, Method{Name: n})
	}
	return out
}

// MethodNames returns the names of table's rows, in order.
func MethodNames(table []Method) []string {
	names := make([]string, len(table))
	for i, m := range table {
		names[i] = m.Name
	}
	return names
}

// FindMethod returns the row named name ("" = the first, the default). An
// unknown name is an ErrBadOption listing the known names, with a
// did-you-mean when one is close.
func FindMethod(kind string, table []Method, name string) (Method, error) {
	if len(table) == 0 {
		return Method{}, fmt.Errorf("%w: %s has no methods", ErrUnsupported, kind)
	}
	if name == "" {
		return table[0], nil
	}
	for _, m := range table {
		if m.Name == name {
			return m, nil
		}
	}
	names := MethodNames(table)
	hint := ""
	if s := closestName(name, names); s != "" {
		hint = fmt.Sprintf("; did you mean %q?", s)
	}
	return Method{}, fmt.Errorf("%w: %s has no method %q%s (known: %s)", ErrBadOption, kind, name, hint, strings.Join(names, ", "))
}

// keptSolutions bounds how many solutions a run keeps for printing; counts
// go on past it.
const keptSolutions = 10

// RunMethod is the one runner every kind's Solve and Count share: it finds the
// method, enumerates up to limit solutions (1 for Solve, opt.Limit for Count;
// 0 = all), times the run and turns the method's error into a Status.
// A limit, an undecided incomplete method or a cancelled ctx give Unknown
// (Solved when a solution was found first) with Complete false and a nil
// error, so a caller tells a cancelled run by ctx.Err(); any other error
// (a bad option, say) is returned.
func RunMethod(ctx context.Context, kind string, table []Method, p Puzzle, opt SolveOptions, counting bool) (Result, error) {
	m, err := FindMethod(kind, table, opt.Method)
	if err != nil {
		return Result{}, err
	}
	if m.Run == nil {
		return Result{}, fmt.Errorf("%w: %s method %q has no runner", ErrUnsupported, kind, m.Name)
	}
	limit := 1
	if counting {
		limit = opt.Limit
	}
	opt.Limit = limit
	var sols []Solution
	count, capped := 0, false
	t0 := time.Now()
	st, err := m.Run(ctx, p, opt, func(s Solution) bool {
		count++
		if len(sols) < keptSolutions {
			sols = append(sols, s)
		}
		if limit > 0 && count >= limit {
			capped = true
			return false
		}
		return true
	})
	if st == nil {
		st = Stats{}
	}
	st[StatTimeMS] = float64(time.Since(t0).Microseconds()) / 1000
	res := Result{Method: m.Name, Stats: st, Count: count, Counted: counting, Solutions: sols}
	stopped := err != nil && (errors.Is(err, ErrLimit) || errors.Is(err, ErrUndecided) ||
		errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded))
	switch {
	case err != nil && !stopped:
		return res, err
	case count > 0:
		res.Status = Solved
	case stopped:
		res.Status = Unknown
	default:
		res.Status = Unsatisfiable
	}
	res.Complete = !stopped && !capped
	return res, nil
}

// closestName returns the name within edit distance 2 of word (and less than
// half its length), the nearest first, or "" when none is close.
// DidYouMean is "; did you mean \"name\"?" for the name of names closest
// to word (within two edits), or "" when none is close: for error messages
// about unknown kinds, methods, suites and option values.
func DidYouMean(word string, names []string) string {
	if s := closestName(strings.ToLower(word), names); s != "" && s != word {
		return fmt.Sprintf("; did you mean %q?", s)
	}
	return ""
}

func closestName(word string, names []string) string {
	best, bestD := "", 3
	for _, n := range names {
		if d := EditDistance(word, n); d < bestD && 2*d < len(n) {
			best, bestD = n, d
		}
	}
	return best
}

// SATStats names a sat solver's measured counters with the contract's keys,
// the same in every kind: sat's "unit_removed" (a count of clauses) becomes
// "unit_removed_clauses" and its "unit_removed_share" becomes StatUnitRemoved;
// time_ms is left to the runner. Counters a method does not measure are absent,
// never zero.
func SATStats(st sat.Stats) Stats {
	out := Stats{}
	for _, c := range st.Counters() {
		switch c.Name {
		case StatTimeMS:
		case "unit_removed":
			out["unit_removed_clauses"] = c.Value
		case "unit_removed_share":
			out[StatUnitRemoved] = c.Value
		default:
			out[c.Name] = c.Value
		}
	}
	return out
}
