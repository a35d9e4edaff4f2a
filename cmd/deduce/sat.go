package main

import (
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
			file, data, err := puzzle.ReadInput(args[0], a.stdin)
			if err != nil {
				return err
			}
			f, err := sat.ParseDIMACS(strings.NewReader(string(data)), file)
			if err != nil {
				return &exitError{code: exitBadInput, msg: err.Error()}
			}
			ctx, cancel := a.context(cmd)
			defer cancel()
			s, err := sat.New(method)
			if err != nil {
				return &usageError{err}
			}
			sat.Load(s, &sat.Formula{CNF: *f})
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
				m := s.Model()
				if i := f.FirstFalsified(m); i >= 0 {
					return errors.New("internal error: the model falsifies clause " + strconv.Itoa(i+1))
				}
				fmt.Fprintln(w, "s SATISFIABLE")
				writeModel(w, m, f.NumVars)
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

// writeModel prints "v" lines of at most about 80 characters, ending with 0.
func writeModel(w io.Writer, m []bool, n int) {
	line := []byte("v")
	for v := 1; v <= n+1; v++ {
		tok := "0"
		if v <= n {
			tok = strconv.Itoa(v)
			if !m[v] {
				tok = "-" + tok
			}
		}
		if len(line)+1+len(tok) > 80 {
			fmt.Fprintln(w, string(line))
			line = append(line[:0], 'v')
		}
		line = append(append(line, ' '), tok...)
	}
	fmt.Fprintln(w, string(line))
}
