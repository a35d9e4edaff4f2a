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
			return a.batch(ctx, args, batchJob{verb: "grading", kind: kind, format: format,
				each: func(arg string, k puzzle.Kind, p puzzle.Puzzle) (int, error) {
					gr, ok := k.(puzzle.Grader)
					if !ok {
						return 0, fmt.Errorf("%w: %s: kind %s has no grader", puzzle.ErrUnsupported, arg, k.Name())
					}
					grade, err := gr.Grade(ctx, p)
					if err == nil && ctx.Err() != nil {
						// A grader that stops early may answer from an
						// unfinished probe: never print that as a grade.
						err = ctx.Err()
					}
					if err != nil {
						return 0, err
					}
					if format == "json" {
						return exitOK, a.printJSON(puzzle.Report{Kind: k.Name(), File: arg, Difficulty: grade})
					}
					fmt.Fprintf(a.stdout, "%s: %s\n", arg, grade)
					return exitOK, nil
				}})
		},
	}
	cmd.Flags().StringVar(&kind, "kind", "", "puzzle kind, overriding detection")
	cmd.Flags().StringVar(&format, "format", "text", "output format: text|json")
	return cmd
}
