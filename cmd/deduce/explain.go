package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"deduce/internal/explainfmt"
	"deduce/puzzle"
)

func init() { register(newExplainCmd) }

// explainFlags are explain's flags.
type explainFlags struct {
	kind, format, state string
	boards              bool
}

func newExplainCmd(a *app) *cobra.Command {
	var f explainFlags
	cmd := &cobra.Command{
		Use:   "explain FILE|-|ID...",
		Short: "Explain the solving path step by step",
		Long: `Explain each puzzle as numbered steps: each step names the new facts (cells
fixed or excluded; for logic grids, pairs of items that are or are not the same
entity), the clues and earlier facts it used, the rule in plain English and its
cost. Every step is checked by code other than the code that found it before it
is printed.

Formats: text (default; --boards adds the board after each step, the new facts
in [brackets]), json (one object per puzzle, see the README), html (a
walkthrough page with one picture per step).

--state FILE explains from a position (the format of 'deduce hint --state').`,
		Args: minArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkFormat(f.format, "text", "json", "html"); err != nil {
				return err
			}
			if f.format == "html" && len(args) > 1 {
				return &usageError{errors.New("--format html writes one page: give one input")}
			}
			ctx, cancel := a.context(cmd)
			defer cancel()
			return a.batch(ctx, args, batchJob{verb: "explaining", kind: f.kind, format: f.format,
				each: func(_ int, arg string, k puzzle.Kind, p puzzle.Puzzle) (int, error) {
					st, err := loadState(k, p, f.state, a.stdin)
					if err != nil {
						return 0, err
					}
					e, err := puzzle.ExplainChecked(ctx, k, p, st)
					if err != nil {
						return 0, err
					}
					switch f.format {
					case "json":
						rep := puzzle.NewExplainReport(k.Name(), e)
						if len(args) > 1 {
							rep.File = arg
						}
						if err := a.printLine(rep); err != nil {
							return 0, err
						}
					case "html":
						if err := explainfmt.HTML(a.stdout, "deduce explain: "+arg, k, p, st, e); err != nil {
							return 0, err
						}
					default:
						if len(args) > 1 {
							fmt.Fprintf(a.stdout, "== %s\n", arg)
						}
						explainfmt.Text(a.stdout, k, p, st, e, explainfmt.Options{Boards: f.boards}, func(s puzzle.Solution) string {
							return showSolution(k, p, s)
						})
					}
					return explainCode(e.Status), nil
				}})
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.kind, "kind", "", kindUsage)
	fl.StringVar(&f.format, "format", "text", "output format: text|json|html")
	fl.StringVar(&f.state, "state", "", "explain from this position (a file, or - for stdin; see 'deduce hint')")
	fl.BoolVar(&f.boards, "boards", false, "text format: draw the board after each step")
	return cmd
}

// explainCode maps an explanation status to its exit code: a stuck or
// ambiguous explanation is undecided (3), an unsolvable puzzle 1.
func explainCode(status string) int {
	switch status {
	case puzzle.ExplainSolved:
		return exitOK
	case puzzle.ExplainUnsolvable, puzzle.ExplainAmbiguous:
		return exitNoAnswer // decided: no answer, or several where one is needed
	}
	return exitUndecided
}

// loadState reads a --state argument ("" = the empty position).
func loadState(k puzzle.Kind, p puzzle.Puzzle, arg string, stdin io.Reader) (puzzle.State, error) {
	if arg == "" {
		return nil, nil
	}
	ex, ok := k.(puzzle.Explainer)
	if !ok {
		return nil, fmt.Errorf("%w: kind %s has no hint states", puzzle.ErrUnsupported, k.Name())
	}
	file, data, err := puzzle.ReadInput(arg, stdin)
	if err != nil {
		return nil, err
	}
	return ex.ParseState(p, file, data)
}
