package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"deduce/internal/book"
	"deduce/puzzle"
	"deduce/puzzle/draw"
)

func init() { register(newRenderCmd) }

func newRenderCmd(a *app) *cobra.Command {
	var kind, format string
	var withSolution bool
	cmd := &cobra.Command{
		Use:   "render FILE|-|ID",
		Short: "Draw a puzzle (and its solution) as text or SVG",
		Long: `Draw a puzzle for people: a text board (box drawing) or SVG for printing
(with --solution the SVG shows the puzzle and its solution side by side,
captioned with kind, size and, when the input has a "# seed N" line, seed).
With --solution the solution block of the input is drawn; when the input has
none, the puzzle is solved first (and the answer verified).`,
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkFormat(format, "text", "svg"); err != nil {
				return err
			}
			ctx, cancel := a.context(cmd) // before reading: --timeout and --max-memory hold while the input is read
			defer cancel()
			file, data, err := puzzle.ReadInput(args[0], a.stdin)
			if err != nil {
				return err
			}
			k, p, err := puzzle.Parse(file, data, kind)
			if err != nil {
				return err
			}
			r, ok := k.(puzzle.Renderer)
			if !ok {
				return fmt.Errorf("%w: kind %s cannot be rendered", puzzle.ErrUnsupported, k.Name())
			}
			var s puzzle.Solution
			if withSolution {
				if ws, ok := p.(puzzle.WithSolution); ok {
					s = ws.KnownSolution()
				}
				if s != nil {
					if err := k.Check(p, s); err != nil {
						return err
					}
				} else {
					res, err := puzzle.SolveChecked(ctx, k, p, puzzle.SolveOptions{})
					if err != nil {
						return err
					}
					if res.Status != puzzle.Solved && ctx.Err() != nil {
						return ctx.Err() // "unknown" because time ran out: say so
					}
					if res.Status != puzzle.Solved {
						fmt.Fprintf(a.stderr, "deduce: %s: %s\n", args[0], res.Status)
						return quiet(statusCode(res.Status))
					}
					s = res.Solutions[0]
				}
			}
			if _, ok := k.(draw.Drawer); ok && format == "svg" {
				// The shared drawing: with --solution the puzzle and its
				// solution side by side, and a caption with the seed when
				// the input carries a "# seed N" line.
				out, err := book.Single(book.Entry{Kind: k, Puzzle: p, Solution: s, Seed: seedFrom(data)}, s != nil)
				if err != nil {
					return err
				}
				fmt.Fprint(a.stdout, out)
				return nil
			}
			out, err := r.Render(p, s, format)
			if err != nil {
				return err
			}
			if format == "text" {
				out = puzzle.Printable(out)
			}
			fmt.Fprint(a.stdout, out)
			return nil
		},
	}
	cmd.Flags().StringVar(&kind, "kind", "", kindUsage)
	cmd.Flags().StringVar(&format, "format", "text", "output format: text|svg")
	cmd.Flags().BoolVar(&withSolution, "solution", false, "draw the solution too")
	return cmd
}
