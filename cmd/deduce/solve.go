package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"deduce/puzzle"
)

func init() { register(newSolveCmd) }

func newSolveCmd(a *app) *cobra.Command {
	var f solveFlags
	cmd := &cobra.Command{
		Use:   "solve FILE|-|ID...",
		Short: "Solve puzzles and print a verified solution",
		Long: `Solve each input (a file, - for stdin, or a one-line game ID) and print its
solution. Every solution is checked against the puzzle's rules by an
independent checker before it is printed. The kind is detected from the first
line of the input; --kind overrides. With several inputs and --format json the
output is JSON Lines.`,
		Args: minArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkFormat(f.format, "text", "json", "jsonl"); err != nil {
				return err
			}
			ctx, cancel := a.context(cmd)
			defer cancel()
			multi := len(args) > 1
			return a.batch(ctx, args, batchJob{verb: "solving", kind: f.kind, format: f.format,
				each: func(i int, arg string, k puzzle.Kind, p puzzle.Puzzle) (int, error) {
					r, err := puzzle.SolveChecked(ctx, k, p, f.options())
					if err != nil {
						return 0, err
					}
					if f.format != "text" {
						rep := puzzle.NewReport(k.Name(), r)
						if multi {
							rep.File = arg
						}
						if rd, err := solveReading(ctx, k, p, r.Status); err != nil || rd != nil {
							if err != nil {
								return 0, err
							}
							if rd.Several() {
								unique := false
								rep.Unique = &unique // the solution listed is one of several: no answer
							}
							return proseCode(r.Status, rd), a.printReadingReport(f.format, i, rep, rd)
						}
						return statusCode(r.Status), a.printReport(f.format, i, rep)
					}
					if multi {
						fmt.Fprintf(a.stdout, "== %s\n", arg)
					}
					// A puzzle read from prose has one solution, or it was misread:
					// say so (the reading cannot always be had: then the answer alone).
					rd, _ := solveReading(ctx, k, p, r.Status)
					switch r.Status {
					case puzzle.Solved:
						if rd.Several() {
							// Not an answer: one of several solutions of a puzzle
							// that has one when read as its author meant.
							fmt.Fprintln(a.stdout, rd.Diagnosis.Message)
							fmt.Fprintln(a.stdout, "no answer printed: a published puzzle has one solution, so a clue was read more loosely than its author meant; see how each was read with 'deduce read'")
							break
						}
						fmt.Fprint(a.stdout, showSolution(k, p, r.Solutions[0]))
					case puzzle.Unsatisfiable:
						if why := rd.SolveNote(false); why != "" {
							fmt.Fprintln(a.stdout, why) // "no solution: clues 2 and 5 cannot all hold: ..."
						} else {
							fmt.Fprintln(a.stdout, "no solution")
						}
					default:
						fmt.Fprintf(a.stdout, "unknown: method %s could not decide\n", r.Method)
					}
					if f.stats {
						fmt.Fprintf(a.stdout, "method=%s %s\n", r.Method, formatStats(r.Stats))
					}
					return proseCode(r.Status, rd), nil
				}})
		},
	}
	f.add(cmd)
	return cmd
}

// proseCode is statusCode, except that a puzzle read from prose with
// several solutions has no answer (exit 1): it was misread, or it is not
// the puzzle its author published.
func proseCode(st puzzle.Status, rd *puzzle.Reading) int {
	if st == puzzle.Solved && rd.Several() {
		return exitNoAnswer
	}
	return statusCode(st)
}
