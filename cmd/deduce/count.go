package main

import (
	"fmt"
	"strings"

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
A puzzle is unique when the count is 1 and complete. An incomplete method
(see 'deduce kinds KIND') may stop undecided: then the count says so, names
the complete methods, and the exit code is 3.`,
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
						fmt.Fprintf(a.stdout, "%scount incomplete: %s\n", prefix, whyIncomplete(k, r))
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

// whyIncomplete says why a count stopped short of the end: an incomplete
// method (it may stop undecided, e.g. propagation only) found r.Count
// solutions and no more can be said; otherwise the method stopped early.
func whyIncomplete(k puzzle.Kind, r puzzle.Result) string {
	found := fmt.Sprintf("found %d solution%s", r.Count, plural(r.Count))
	var complete []string
	incomplete := false
	for _, m := range puzzle.MethodsOf(k) {
		if m.Complete {
			complete = append(complete, m.Name)
		} else if m.Name == r.Method {
			incomplete = true
		}
	}
	if incomplete {
		return fmt.Sprintf("method %s is incomplete (it can stop undecided) and %s before it stopped; count with a complete method (%s)",
			r.Method, found, strings.Join(complete, ", "))
	}
	return fmt.Sprintf("method %s stopped early and %s", r.Method, found)
}
