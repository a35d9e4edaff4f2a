package main

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
	"deduce/puzzle/logicgrid/thesis"
	"deduce/sat"
)

func init() { register(newLogicgridCmd) }

// newLogicgridCmd holds the logic-grid commands of the thesis's program:
// "run all" and its single-file mode with its exact output.
func newLogicgridCmd(a *app) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "logicgrid",
		Short: "The thesis's logic-grid program: solve one file, or run all algorithms on puzzle1.txt, puzzle2.txt, ...",
		Args:  noArgs,
		RunE:  func(cmd *cobra.Command, _ []string) error { return cmd.Help() },
	}
	cmd.AddCommand(newLogicgridRunAllCmd(a), newLogicgridSolveCmd(a), newLogicgridCNFCmd(a), newLogicgridPLSCmd(a))
	return cmd
}

func newLogicgridRunAllCmd(a *app) *cobra.Command {
	var perRun time.Duration
	var raw bool
	cmd := &cobra.Command{
		Use:   "runall DIR",
		Short: "Run algorithms 1-17 on DIR/puzzle1.txt, puzzle2.txt, ... and print the thesis's tables 6.1-6.4",
		Long: `Run every algorithm of the thesis (1 = Valentine & Davis, 2-17 = eight SAT
methods x two encodings) on DIR/puzzle1.txt, DIR/puzzle2.txt, ... until a file
is missing, then print a per-puzzle summary and the thesis's tables: average
clauses per encoding and the share removed by unit propagation (6.1), puzzles
solved by each incomplete method (6.2), average time per method and encoding
(6.3, encoding excluded as in the thesis) and the backtrackers' average maximum
guess depth (6.4).`,
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, cancel := a.context(cmd)
			defer cancel()
			rep, err := thesis.RunAll(ctx, args[0], perRun)
			if err != nil {
				return err
			}
			if raw {
				fmt.Fprint(a.stdout, rep.RawTables(float64(perRun.Microseconds())/1000)+"\n")
			}
			fmt.Fprint(a.stdout, rep.Tables())
			return nil
		},
	}
	cmd.Flags().DurationVar(&perRun, "per-run", 2*time.Minute, "time limit of each run (the thesis stopped after 2 minutes); 0 = none")
	cmd.Flags().BoolVar(&raw, "raw", false, "first print the C program's per-puzzle raw tables (Puzzles Stats, Puzzles Solved and Times per encoding)")
	return cmd
}

func newLogicgridSolveCmd(a *app) *cobra.Command {
	var method, encoding string
	var grid bool
	cmd := &cobra.Command{
		Use:   "solve FILE|-",
		Short: "Solve one file with the algorithm on its first line and print the thesis's output",
		Long: `Solve one puzzle file as the thesis's program does: with the algorithm
number on its first line (--method and --encoding override), printing
"method: ... encoding: ... time: ...ms", then one line per entity, or
"No solution assignment exists." / "Puzzle Not Solved". --grid adds the solved
o/x grid of the thesis's section 1. Every solution is verified first.`,
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, cancel := a.context(cmd) // before reading: --timeout and --max-memory hold while the file is read
			defer cancel()
			_, pz, err := puzzle.Load(args[0], logicgrid.Name, a.stdin)
			if err != nil {
				return err
			}
			p := pz.(*logicgrid.Puzzle)
			if method == "" {
				method = "file"
			}
			pl, err := logicgrid.Resolve(p, puzzle.SolveOptions{Method: method, Encoding: encoding})
			if err != nil {
				return err
			}
			out, r, err := logicgrid.ThesisRun(ctx, p, pl)
			if err != nil {
				return err
			}
			fmt.Fprint(a.stdout, out)
			switch r.Status {
			case puzzle.Solved:
				if grid {
					fmt.Fprint(a.stdout, "\n"+logicgrid.Grid(r.Solutions[0].(*logicgrid.Solution)))
				}
				return nil
			case puzzle.Unsatisfiable:
				return quiet(exitNoAnswer)
			}
			return quiet(exitUndecided)
		},
	}
	cmd.Flags().StringVar(&method, "method", "", "override the file's algorithm: 1-17|vd|cdcl|fd|a sat method name (see 'deduce sat --help')")
	cmd.Flags().StringVar(&encoding, "encoding", "", "override the encoding: small|extended, or the C program's small-c|extended-c")
	cmd.Flags().BoolVar(&grid, "grid", false, "also print the solved o/x grid")
	return cmd
}

func newLogicgridCNFCmd(a *app) *cobra.Command {
	var encoding string
	cmd := &cobra.Command{
		Use:   "cnf FILE|-",
		Short: "Print a puzzle's SAT encoding (small or extended) as DIMACS, with its variable and clause counts",
		Args:  exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			enc, err := logicgrid.ParseEncoding(encoding)
			if err != nil {
				return err
			}
			ctx, cancel := a.context(cmd)
			defer cancel()
			_, pz, err := puzzle.Load(args[0], logicgrid.Name, a.stdin)
			if err != nil {
				return err
			}
			// The base has m³n³ clauses (2 domains of 400 items: 5·10^8):
			// encoding and printing stop with --timeout and --max-memory.
			// Past maxCNFBase it is refused before it is built: one growth
			// of the clause list can take more memory at once than the
			// --max-memory watcher, sampling, can stop.
			p := pz.(*logicgrid.Puzzle)
			if base := cnfBase(p.M(), p.N()); base > maxCNFBase {
				return fmt.Errorf("%w: %s: the encoding's base has about %.0e clauses, more than the %.0e this command writes", puzzle.ErrLimit, args[0], base, float64(maxCNFBase))
			}
			x, err := logicgrid.EncodeContext(ctx, p, enc)
			if err != nil {
				return a.interruption(ctx, "encoding "+args[0])
			}
			comment := fmt.Sprintf("%s encoding: %d variables, %d clauses", enc, x.CNF.NumVars, len(x.CNF.Clauses))
			if err := sat.WriteDIMACSContext(ctx, a.stdout, &x.CNF, comment); err != nil {
				if ctx.Err() != nil {
					return a.interruption(ctx, "printing the encoding of "+args[0])
				}
				return err
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&encoding, "encoding", "small", "small|extended (the printed formulas) or small-c|extended-c (the thesis C program's clauses)")
	return cmd
}

// maxCNFBase bounds the clauses `logicgrid cnf` builds (about 30 bytes
// each in memory): 2 domains of 200 items and more are refused.
const maxCNFBase = 20_000_000

// cnfBase is an upper bound on the base clauses of an encoding of m
// domains of n items (the extended encoding's transitivity, m³n³).
func cnfBase(m, n int) float64 {
	return float64(m) * float64(m) * float64(m) * float64(n) * float64(n) * float64(n)
}

func newLogicgridPLSCmd(a *app) *cobra.Command {
	var solve bool
	cmd := &cobra.Command{
		Use:   "pls FILE|-",
		Short: "The thesis's reduction: a partial Latin square as a logic grid (and, with --solve, its completion)",
		Long: `Read a partial Latin square (n lines of n cells: 1..n, or '.' for empty) and
print the logic grid of the thesis's NP-hardness proof (section 3.2): domains
Row and 1-cols..n-cols, one "same" clue per given number and (n^3-n^2)/2
"different" clues. --solve solves that grid (fd), maps the solution back to
a square, checks it as a Latin square extending the givens and prints it;
"No completion exists." (exit 1) when the grid has no solution.`,
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, cancel := a.context(cmd)
			defer cancel()
			name, data, err := puzzle.ReadInput(args[0], a.stdin)
			if err != nil {
				return err
			}
			q, err := thesis.ParsePLS(name, data)
			if err != nil {
				return err
			}
			p := q.LogicGrid()
			if !solve {
				fmt.Fprint(a.stdout, logicgrid.Format(p, nil))
				return nil
			}
			r, err := puzzle.SolveChecked(ctx, logicgrid.Kind{}, p, puzzle.SolveOptions{})
			if err != nil {
				return err
			}
			switch r.Status {
			case puzzle.Solved:
				sq, err := q.Square(r.Solutions[0].(*logicgrid.Solution))
				if err != nil {
					return err
				}
				fmt.Fprint(a.stdout, thesis.FormatSquare(sq))
				return nil
			case puzzle.Unsatisfiable:
				fmt.Fprintln(a.stdout, "No completion exists.")
				return quiet(exitNoAnswer)
			}
			return quiet(exitUndecided)
		},
	}
	cmd.Flags().BoolVar(&solve, "solve", false, "solve the grid and print the completed Latin square (checked)")
	return cmd
}
