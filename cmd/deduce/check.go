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
			if err := checkFormat(format, "text", "json"); err != nil {
				return err
			}
			failed := false
			for _, arg := range args {
				k, p, err := puzzle.Load(arg, kind, a.stdin)
				if err != nil {
					return err
				}
				ws, ok := p.(puzzle.WithSolution)
				var s puzzle.Solution
				if ok {
					s = ws.KnownSolution()
				}
				if s == nil {
					return fmt.Errorf("%w: %s: no solution block to check", puzzle.ErrInvalid, arg)
				}
				cerr := k.Check(p, s)
				failed = failed || cerr != nil
				if format == "json" {
					rep := puzzle.Report{Kind: k.Name(), File: arg, Valid: puzzle.Ptr(cerr == nil)}
					if cerr != nil {
						rep.Error = cerr.Error()
					}
					if err := a.printJSON(rep); err != nil {
						return err
					}
				} else if cerr != nil {
					fmt.Fprintf(a.stdout, "%s: invalid: %v\n", arg, cerr)
				} else {
					fmt.Fprintf(a.stdout, "%s: valid\n", arg)
				}
			}
			if failed {
				return quiet(exitNoAnswer)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&kind, "kind", "", "puzzle kind, overriding detection")
	cmd.Flags().StringVar(&format, "format", "text", "output format: text|json")
	return cmd
}
