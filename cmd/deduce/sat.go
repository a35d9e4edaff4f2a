package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"deduce/puzzle"
	"deduce/sat"
)

func init() { register(newSatCmd) }

// Exit codes of `deduce sat`: the SAT competition's, as minisat uses them
// (they replace deduce's usual 0/1/3 for this command only; bad input is 2).
const (
	exitSatisfiable   = 10
	exitUnsatisfiable = 20
)

func newSatCmd(a *app) *cobra.Command {
	var method string
	var stats bool
	var count int
	cmd := &cobra.Command{
		Use:   "sat [--method M] [--stats] [--count N] FILE.cnf|-",
		Short: "Solve a DIMACS CNF file with any SAT method (SAT-competition output)",
		Long: `Solve a DIMACS CNF formula ("-" reads standard input) and print the answer
as SAT solvers do: "s SATISFIABLE" with the model on "v ... 0" lines,
"s UNSATISFIABLE", or "s UNKNOWN" (time limit, or an incomplete method that
could not decide). Exit code 10 satisfiable, 20 unsatisfiable, 0 unknown,
as minisat; 2 for bad input.

--count N counts models with blocking clauses, stopping at N (0 = no cap);
it needs a complete method. --stats prints the statistics as "c" lines.

Methods:
` + methodHelp(),
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			info, ok := sat.Info(method)
			if !ok {
				_, err := sat.New(method)
				return &usageError{err}
			}
			counting := cmd.Flags().Changed("count")
			if counting && count < 0 {
				return &usageError{fmt.Errorf("--count must be >= 0, got %d", count)}
			}
			if counting && !info.Complete {
				return &usageError{fmt.Errorf("--count needs a complete method; %s may answer unknown", method)}
			}
			ctx, cancel := a.context(cmd) // before reading: --timeout and --max-memory hold while the formula is read
			defer cancel()
			file, in, err := puzzle.OpenInput(ctx, args[0], a.stdin)
			if err != nil {
				return err
			}
			defer in.Close()
			f, err := sat.ParseDIMACS(puzzle.NewBoundedReader(ctx, file, in, maxDIMACSBytes), file)
			if err != nil {
				if errors.Is(err, puzzle.ErrUnreadable) {
					return err
				}
				return &exitError{code: exitBadInput, msg: err.Error()}
			}
			s, err := sat.New(method)
			if err != nil {
				return &usageError{err}
			}
			// The solver sees only the variables that occur (renumbered), so
			// its memory follows the clauses, not the header's claim.
			g, orig, err := f.Compact(ctx)
			if err != nil {
				return a.interruption(ctx, "loading "+file)
			}
			if err := sat.LoadContext(ctx, s, &sat.Formula{CNF: *g}); err != nil {
				return a.interruption(ctx, "loading "+file)
			}
			free := f.NumVars - g.NumVars // declared variables no clause uses
			w := a.stdout
			fmt.Fprintf(w, "c deduce sat: method %s, %d variables, %d clauses\n", method, f.NumVars, len(f.Clauses))
			if counting {
				n, complete, err := sat.Count(ctx, s, nil, count)
				if stats {
					printSatStats(w, s.Stats())
				}
				switch {
				case err != nil && n == 0:
					fmt.Fprintf(w, "c counting stopped: %v\ns UNKNOWN\n", err)
					return nil
				case err != nil:
					fmt.Fprintf(w, "c counting stopped: %v\nc models %d (at least)\n", err, n)
				case complete && free > 0:
					fmt.Fprintf(w, "c models %d over the %d variables that occur (exact); the %d declared variables no clause uses are free: each doubles the count\n", n, g.NumVars, free)
				case complete:
					fmt.Fprintf(w, "c models %d (exact)\n", n)
				default:
					fmt.Fprintf(w, "c models %d (at least: the cap was reached)\n", n)
				}
				if n == 0 {
					fmt.Fprintln(w, "s UNSATISFIABLE")
					return quiet(exitUnsatisfiable)
				}
				fmt.Fprintln(w, "s SATISFIABLE")
				return quiet(exitSatisfiable)
			}
			st := s.Solve(ctx)
			if stats {
				printSatStats(w, s.Stats())
			}
			switch st {
			case sat.Sat:
				m, err := expand(ctx, s.Model(), orig)
				if err != nil {
					return a.interruption(ctx, "checking the model of "+file)
				}
				i, err := firstFalsified(ctx, f, m)
				if err != nil {
					return a.interruption(ctx, "checking the model of "+file)
				}
				if i >= 0 {
					return errors.New("internal error: the model falsifies clause " + strconv.Itoa(i+1))
				}
				fmt.Fprintln(w, "s SATISFIABLE")
				if err := writeModel(ctx, w, m, f.NumVars); err != nil {
					return a.interruption(ctx, "printing the model of "+file)
				}
				return quiet(exitSatisfiable)
			case sat.Unsat:
				fmt.Fprintln(w, "s UNSATISFIABLE")
				return quiet(exitUnsatisfiable)
			}
			if err := ctx.Err(); err != nil {
				fmt.Fprintf(w, "c stopped: %v\n", err)
			}
			fmt.Fprintln(w, "s UNKNOWN")
			return nil
		},
	}
	cmd.Flags().StringVar(&method, "method", sat.DefaultMethod, "SAT method (see below)")
	cmd.Flags().BoolVar(&stats, "stats", false, "print statistics as \"c\" lines")
	cmd.Flags().IntVar(&count, "count", 0, "count models up to N (0 = no cap) instead of printing one")
	return cmd
}

func methodHelp() string {
	var b strings.Builder
	for _, m := range sat.Methods() {
		extra := ""
		if m.Thesis != "" {
			extra = " (thesis " + m.Thesis + ")"
		}
		if !m.Complete {
			extra += " [incomplete]"
		}
		fmt.Fprintf(&b, "  %-22s %s%s\n", m.Name, m.Summary, extra)
	}
	return b.String()
}

func printSatStats(w io.Writer, st sat.Stats) {
	for _, c := range st.Counters() {
		fmt.Fprintf(w, "c %s %s\n", c.Name, strconv.FormatFloat(c.Value, 'f', -1, 64))
	}
}

// maxDIMACSBytes bounds a DIMACS file: the formula is read as a stream (it
// is never held as text), so the cap is above the puzzles' MaxInputBytes;
// --max-memory bounds what the parsed clauses take.
const maxDIMACSBytes = 1 << 30

// expand maps a model of the compacted formula back to the file's
// variables; a variable no clause uses is false. A map, not a slice: the
// file's variable numbers are as large as its header claims. It stops
// with ctx (a million variables take a tenth of a second).
func expand(ctx context.Context, m []bool, orig []sat.Var) (map[sat.Var]bool, error) {
	full := make(map[sat.Var]bool, len(orig))
	for v := 1; v < len(orig) && v < len(m); v++ {
		if v%4096 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		full[orig[v]] = m[v]
	}
	return full, nil
}

// firstFalsified is the index of the first clause of f that model falsifies,
// or -1: the check of the answer, in the file's own numbering.
func firstFalsified(ctx context.Context, f *sat.CNF, model map[sat.Var]bool) (int, error) {
	work := 0 // literals and clauses looked at: one clause may hold a million literals
	for i, c := range f.Clauses {
		sat := false
		for _, l := range c {
			if work++; work%4096 == 0 {
				if err := ctx.Err(); err != nil {
					return 0, err
				}
			}
			if model[l.Var()] == l.IsPos() {
				sat = true
				break
			}
		}
		if work++; work%4096 == 0 {
			if err := ctx.Err(); err != nil {
				return 0, err
			}
		}
		if !sat {
			return i, nil
		}
	}
	return -1, nil
}

// writeModel prints "v" lines of at most about 80 characters, ending with 0.
// It stops with ctx: a header may declare many unused variables.
func writeModel(ctx context.Context, w io.Writer, m map[sat.Var]bool, n int) error {
	bw := bufio.NewWriter(w)
	defer bw.Flush()
	line := []byte("v")
	for v := 1; v <= n+1; v++ {
		tok := "0"
		if v <= n {
			tok = strconv.Itoa(v)
			if !m[sat.Var(v)] {
				tok = "-" + tok
			}
		}
		if len(line)+1+len(tok) > 80 {
			line = append(line, '\n')
			bw.Write(line)
			line = append(line[:0], 'v')
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		line = append(append(line, ' '), tok...)
	}
	line = append(line, '\n')
	_, err := bw.Write(line)
	return err
}
