package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"deduce/puzzle"
)

func init() { register(newCheckCmd) }

func newCheckCmd(a *app) *cobra.Command {
	var kind, format string
	cmd := &cobra.Command{
		Use:   "check FILE|-...",
		Short: "Verify the solution block given with a puzzle",
		Long: `Check that the solution given in each input (its "solution" block) obeys
every rule of the puzzle. Exit code 1 when a solution breaks a rule.`,
		Args: minArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkFormat(format, "text", "json", "jsonl"); err != nil {
				return err
			}
			ctx, cancel := a.context(cmd)
			defer cancel()
			return a.batch(ctx, args, batchJob{verb: "checking", kind: kind, format: format,
				each: func(i int, arg string, k puzzle.Kind, p puzzle.Puzzle) (int, error) {
					ws, ok := p.(puzzle.WithSolution)
					var s puzzle.Solution
					if ok {
						s = ws.KnownSolution()
					}
					if s == nil {
						return 0, fmt.Errorf("%w: %s: no solution block to check", puzzle.ErrInvalid, arg)
					}
					cerr := k.Check(p, s)
					code := exitOK
					if cerr != nil {
						code = exitNoAnswer
					}
					if format != "text" {
						rep := puzzle.Report{Kind: k.Name(), File: arg, Valid: puzzle.Ptr(cerr == nil)}
						if cerr != nil {
							rep.Error = cerr.Error()
						}
						return code, a.printReport(format, i, rep)
					}
					if cerr != nil {
						fmt.Fprintf(a.stdout, "%s: invalid: %v\n", arg, cerr)
					} else {
						fmt.Fprintf(a.stdout, "%s: valid\n", arg)
					}
					return code, nil
				}})
		},
	}
	cmd.Flags().StringVar(&kind, "kind", "", kindUsage)
	cmd.Flags().StringVar(&format, "format", "text", formatUsage)
	return cmd
}
