package main

import (
	"bufio"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"deduce/puzzle"
)

func init() { register(newPlayCmd) }

// newPlayCmd is the seed reports' interactive loop: ask the size, show a
// fresh puzzle, Enter shows the solution, play again (y/n). It reads lines
// from stdin, so it can be driven by a script or a test.
func newPlayCmd(a *app) *cobra.Command {
	var g genFlags
	cmd := &cobra.Command{
		Use:   "play KIND",
		Short: "Play in the terminal: a fresh puzzle, Enter for the solution, again?",
		Args:  exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			k, gen, err := generator(args[0])
			if err != nil {
				return err
			}
			opt, err := g.options(cmd)
			if err != nil {
				return err
			}
			ctx, cancel := a.context(cmd)
			defer cancel()
			in := bufio.NewScanner(a.stdin)
			ask := func(prompt string) (string, bool) {
				fmt.Fprint(a.stdout, prompt)
				if !in.Scan() {
					fmt.Fprintln(a.stdout)
					return "", false
				}
				return strings.TrimSpace(in.Text()), true
			}
			for round := 0; ; round++ {
				if g.size == "" {
					ans, ok := ask("Size (N or WxH, Enter for the default): ")
					if !ok {
						return nil
					}
					w, h, err := parseSize(ans)
					if err != nil {
						fmt.Fprintln(a.stdout, err)
						continue
					}
					opt.Width, opt.Height = w, h
				}
				res, err := gen.Generate(ctx, opt)
				if err != nil {
					if puzzle.IsInputError(err) {
						fmt.Fprintln(a.stdout, err)
						continue
					}
					return err
				}
				fmt.Fprintf(a.stdout, "\n%s (%s)\n%s", k.Name(), describeGenerated(res), showSolution(k, res.Puzzle, nil))
				if _, ok := ask("\nPress Enter to see the solution..."); !ok {
					return nil
				}
				if err := k.Check(res.Puzzle, res.Solution); err != nil {
					return fmt.Errorf("%w: %v", puzzle.ErrWrongAnswer, err)
				}
				fmt.Fprint(a.stdout, showSolution(k, res.Puzzle, res.Solution))
				ans, ok := ask("\nPlay again? (y/n) ")
				if !ok || !strings.HasPrefix(strings.ToLower(ans), "y") {
					return nil
				}
				opt.Seed++
			}
		},
	}
	g.add(cmd)
	return cmd
}
