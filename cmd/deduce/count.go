package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"deduce/puzzle"
)

func init() { register(newCountCmd) }

func newCountCmd(a *app) *cobra.Command {
	var f solveFlags
	var limit int
	cmd := &cobra.Command{
		Use:   "count FILE|-|ID...",
		Short: "Count the solutions of puzzles (with a cap)",
		Long: `Count the solutions of each input with a complete method, stopping at
--limit solutions (0 = no cap). "complete" says whether the count is exact.
A puzzle is unique when the count is 1 and complete.`,
		Args: minArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkFormat(f.format, "text", "json", "jsonl"); err != nil {
				return err
			}
			if limit < 0 {
				return &usageError{fmt.Errorf("--limit must be >= 0, got %d", limit)}
			}
			ctx, cancel := a.context(cmd)
			defer cancel()
			multi := len(args) > 1
			return a.batch(ctx, args, batchJob{verb: "counting", kind: f.kind, format: f.format,
				each: func(i int, arg string, k puzzle.Kind, p puzzle.Puzzle) (int, error) {
					opt := f.options()
					opt.Limit = limit
					r, err := puzzle.CountChecked(ctx, k, p, opt)
					if err != nil {
						return 0, err
					}
					code := exitOK
					if r.Complete && r.Count == 0 {
						code = exitNoAnswer
					} else if !r.Complete && !(limit > 0 && r.Count >= limit) {
						code = exitUndecided
					}
					if f.format != "text" {
						rep := puzzle.NewReport(k.Name(), r)
						rep.Solutions = nil // a count reports numbers, not the solutions
						if multi {
							rep.File = arg
						}
						return code, a.printReport(f.format, i, rep)
					}
					prefix := ""
					if multi {
						prefix = arg + ": "
					}
					switch {
					case r.Complete:
						fmt.Fprintf(a.stdout, "%s%d solution%s\n", prefix, r.Count, plural(r.Count))
					case limit > 0 && r.Count >= limit:
						fmt.Fprintf(a.stdout, "%sat least %d solutions (cap reached)\n", prefix, r.Count)
					default:
						fmt.Fprintf(a.stdout, "%sat least %d solution%s (stopped early: count incomplete)\n", prefix, r.Count, plural(r.Count))
					}
					if f.stats {
						fmt.Fprintf(a.stdout, "method=%s %s\n", r.Method, formatStats(r.Stats))
					}
					return code, nil
				}})
		},
	}
	f.add(cmd)
	cmd.Flags().IntVar(&limit, "limit", 0, "stop counting at this many solutions (0 = count all)")
	return cmd
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}
