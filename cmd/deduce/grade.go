package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"deduce/puzzle"
)

func init() { register(newGradeCmd) }

func newGradeCmd(a *app) *cobra.Command {
	var kind, format string
	cmd := &cobra.Command{
		Use:   "grade FILE|-|ID...",
		Short: "Grade puzzles by the weakest reasoning that solves them",
		Args:  minArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkFormat(format, "text", "json"); err != nil {
				return err
			}
			ctx, cancel := a.context(cmd)
			defer cancel()
			for _, arg := range args {
				k, p, err := puzzle.Load(arg, kind, a.stdin)
				if err != nil {
					return err
				}
				gr, ok := k.(puzzle.Grader)
				if !ok {
					return fmt.Errorf("%w: kind %s has no grader", puzzle.ErrUnsupported, k.Name())
				}
				grade, err := gr.Grade(ctx, p)
				if err != nil {
					return err
				}
				if format == "json" {
					if err := a.printJSON(puzzle.Report{Kind: k.Name(), File: arg, Difficulty: grade}); err != nil {
						return err
					}
				} else {
					fmt.Fprintf(a.stdout, "%s: %s\n", arg, grade)
				}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&kind, "kind", "", "puzzle kind, overriding detection")
	cmd.Flags().StringVar(&format, "format", "text", "output format: text|json")
	return cmd
}
