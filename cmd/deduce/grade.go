package main

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"deduce/puzzle"
)

func init() { register(newGradeCmd) }

func newGradeCmd(a *app) *cobra.Command {
	var kind, format string
	var sh shard
	cmd := &cobra.Command{
		Use:   "grade FILE|-|ID...",
		Short: "Grade puzzles by the weakest reasoning that solves them",
		Long: `Grade each input by the weakest tier of rules that solves it: easy, tricky or
hard; "search" when the rules stall on a puzzle with one solution,
"ambiguous" when it has several, "unsolvable" when it has none (the same
words for every kind: a grader's "search" is settled by a complete count
with cap 2).`,
		Args: minArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkFormat(format, "text", "json", "jsonl"); err != nil {
				return err
			}
			ctx, cancel := a.context(cmd)
			defer cancel()
			return a.batch(ctx, args, batchJob{verb: "grading", kind: kind, format: format, shard: sh,
				each: func(i int, arg string, k puzzle.Kind, p puzzle.Puzzle) (int, error) {
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
					if err == nil {
						grade, err = settleSearch(ctx, k, p, grade)
					}
					if err != nil {
						return 0, fmt.Errorf("%s: %w", arg, err) // which of the inputs
					}
					if format != "text" {
						return exitOK, a.printReport(format, i, puzzle.Report{Kind: k.Name(), File: arg, Difficulty: grade})
					}
					fmt.Fprintf(a.stdout, "%s: %s\n", arg, grade)
					return exitOK, nil
				}})
		},
	}
	cmd.Flags().StringVar(&kind, "kind", "", kindUsage)
	cmd.Flags().StringVar(&format, "format", "text", formatUsage)
	cmd.Flags().Var(&sh, "shard", shardUsage)
	return cmd
}

// settleSearch gives every kind the same words beyond the rule tiers: a
// grader that answers "search" (its rules stall) may not know why, so a
// complete count with cap 2 says whether the puzzle is unique (search),
// ambiguous or unsolvable, as the Magnets grader does itself.
func settleSearch(ctx context.Context, k puzzle.Kind, p puzzle.Puzzle, grade string) (string, error) {
	if grade != gradeSearch {
		return grade, nil
	}
	r, err := puzzle.CountChecked(ctx, k, p, puzzle.SolveOptions{Limit: 2})
	if err != nil {
		return "", err
	}
	switch {
	case r.Count >= 2:
		return gradeAmbiguous, nil
	case !r.Complete:
		return "", fmt.Errorf("%w: grade %s: the count with method %s was not complete", puzzle.ErrLimit, grade, r.Method)
	case r.Count == 0:
		return gradeUnsolvable, nil
	}
	return gradeSearch, nil
}

// The grades beyond the rule tiers, one word each across kinds.
const (
	gradeSearch     = "search"
	gradeAmbiguous  = "ambiguous"
	gradeUnsolvable = "unsolvable"
)
