package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"deduce/puzzle"
)

func init() { register(newConvertCmd) }

func newConvertCmd(a *app) *cobra.Command {
	var kind, to string
	var reading bool
	cmd := &cobra.Command{
		Use:   "convert FILE|-|ID...",
		Short: "Convert puzzles between the native text format and game IDs",
		Long: `Convert each input to --to native (the parseable text format, keeping a
solution block), --to id (a one-line game ID, as in Simon Tatham's puzzles)
or one of a kind's own formats (deduce kinds KIND lists them; --to below
names them with their kinds). --show-reading writes, for a kind written in
prose, the format of the kind that prints each clue under the sentence it
was read from.`,
		Args: minArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if reading && cmd.Flags().Changed("to") {
				return fmt.Errorf("%w: --show-reading and --to both name the output: give one", puzzle.ErrBadOption)
			}
			if err := checkFormat(to, append([]string{"native", "id"}, extraFormats()...)...); err != nil {
				return err
			}
			_, cancel := a.context(cmd) // --timeout and --max-memory hold while the inputs are read
			defer cancel()
			for _, arg := range args {
				k, p, err := puzzle.Load(arg, kind, a.stdin)
				if err != nil {
					return err
				}
				var s puzzle.Solution
				if ws, ok := p.(puzzle.WithSolution); ok {
					s = ws.KnownSolution()
				}
				if reading {
					if to = puzzle.ReadingFormat(k); to == "" {
						return fmt.Errorf("%w: kind %s is not written in prose: it has no reading to show", puzzle.ErrUnsupported, k.Name())
					}
				}
				if to != "native" && to != "id" {
					if err := hasFormat(k, to); err != nil {
						return err
					}
					out, err := k.(puzzle.FormatWriter).WriteFormat(p, s, to)
					if err != nil {
						return err
					}
					fmt.Fprint(a.stdout, out)
					continue
				}
				if to == "id" {
					idf, ok := k.(puzzle.IDFormatter)
					if !ok {
						return fmt.Errorf("%w: kind %s has no game ID format", puzzle.ErrUnsupported, k.Name())
					}
					id, err := idf.ID(p)
					if err != nil {
						return err
					}
					fmt.Fprintln(a.stdout, id)
					continue
				}
				fmt.Fprint(a.stdout, k.Format(p, s))
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&kind, "kind", "", kindUsage)
	cmd.Flags().StringVar(&to, "to", "native", "target format: native|id"+extraFormatsUsage())
	cmd.Flags().BoolVar(&reading, "show-reading", false, "print how each sentence of a puzzle written in prose was read (the kind's format for it)")
	return cmd
}
