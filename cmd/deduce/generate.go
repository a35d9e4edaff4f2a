package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"deduce/puzzle"
)

func init() { register(newGenerateCmd) }

// genFlags are the flags of generate and play.
type genFlags struct {
	size, difficulty, method, format string
	seed                             int64
	seedSet                          bool
	count                            int
	solution, strip                  bool
	domains, items, ordered          int
}

func (g *genFlags) add(cmd *cobra.Command) {
	fl := cmd.Flags()
	fl.StringVar(&g.size, "size", "", "size N or WxH (default: the kind's)")
	fl.StringVar(&g.difficulty, "difficulty", "", "easy|tricky|hard|any (default: the kind's)")
	fl.Int64Var(&g.seed, "seed", 0, "random seed (default: from the clock, and printed)")
	fl.StringVar(&g.method, "method", "", "generator: default (unique, graded) or report (the seed document's own)")
	fl.BoolVar(&g.strip, "strip", false, "hide clues while the solution stays unique and the grade holds")
	fl.IntVar(&g.domains, "domains", 0, "logic grids: number of domains")
	fl.IntVar(&g.items, "items", 0, "logic grids: items per domain")
	fl.IntVar(&g.ordered, "ordered", 0, "logic grids: number of ordered domains")
}

// parseSize reads "N" or "WxH".
func parseSize(s string) (w, h int, err error) {
	if s == "" {
		return 0, 0, nil
	}
	ws, hs, two := strings.Cut(strings.ToLower(s), "x")
	w, err1 := strconv.Atoi(ws)
	h = w
	var err2 error
	if two {
		h, err2 = strconv.Atoi(hs)
	}
	if err1 != nil || err2 != nil || w <= 0 || h <= 0 {
		return 0, 0, &usageError{fmt.Errorf("bad --size %q: want N or WxH with positive numbers", s)}
	}
	return w, h, nil
}

func (g *genFlags) options(cmd *cobra.Command) (puzzle.GenerateOptions, error) {
	w, h, err := parseSize(g.size)
	if err != nil {
		return puzzle.GenerateOptions{}, err
	}
	seed := g.seed
	if !cmd.Flags().Changed("seed") {
		seed = time.Now().UnixNano() % 1_000_000_000
	}
	return puzzle.GenerateOptions{Width: w, Height: h, Difficulty: g.difficulty, Seed: seed,
		Method: g.method, Strip: g.strip, Domains: g.domains, Items: g.items, Ordered: g.ordered}, nil
}

func generator(name string) (puzzle.Kind, puzzle.Generator, error) {
	k, err := puzzle.Lookup(name)
	if err != nil {
		return nil, nil, err
	}
	gen, ok := k.(puzzle.Generator)
	if !ok {
		return nil, nil, fmt.Errorf("%w: kind %s has no generator", puzzle.ErrUnsupported, name)
	}
	return k, gen, nil
}

func newGenerateCmd(a *app) *cobra.Command {
	var g genFlags
	cmd := &cobra.Command{
		Use:   "generate KIND",
		Short: "Generate puzzles with a unique, proven solution",
		Long: `Generate puzzles of a kind. By default every puzzle has exactly one
solution, proven by a complete count, and is graded by the weakest rule tier
that solves it. --method report uses the seed document's own generator
(solvable, not necessarily unique). Every puzzle is printed with its seed;
puzzle i of -n gets seed+i, so each can be reproduced alone.

Formats: text (a board for people), native (the parseable text format),
id (a one-line game ID, where the kind has one), json, svg.`,
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkFormat(g.format, "text", "native", "id", "json", "svg", "english", "zebralogic"); err != nil {
				return err
			}
			if g.format == "english" || g.format == "zebralogic" {
				return a.generateEnglish(cmd, args[0], &g)
			}
			if g.count < 1 {
				return &usageError{fmt.Errorf("-n must be at least 1, got %d", g.count)}
			}
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
			base := opt.Seed
			for i := 0; i < g.count; i++ {
				opt.Seed = base + int64(i)
				res, err := gen.Generate(ctx, opt)
				if err != nil {
					return err
				}
				if res.Solution != nil {
					if err := k.Check(res.Puzzle, res.Solution); err != nil {
						return fmt.Errorf("%w: generated solution: %v", puzzle.ErrWrongAnswer, err)
					}
				}
				if err := a.printGenerated(k, res, g.format, g.solution); err != nil {
					return err
				}
			}
			return nil
		},
	}
	g.add(cmd)
	cmd.Flags().StringVar(&g.format, "format", "text", "output format: text|native|id|json|svg|english|zebralogic (logic grids)")
	cmd.Flags().IntVarP(&g.count, "count", "n", 1, "number of puzzles")
	cmd.Flags().BoolVar(&g.solution, "solution", false, "also print the solution")
	return cmd
}

func describeGenerated(res puzzle.Generated) string {
	parts := []string{fmt.Sprintf("seed %d", res.Seed)}
	if res.Difficulty != "" {
		parts = append(parts, "difficulty "+res.Difficulty)
	}
	if res.Unique {
		parts = append(parts, "unique (proven)")
	} else {
		parts = append(parts, "uniqueness not checked")
	}
	return strings.Join(parts, ", ")
}

func (a *app) printGenerated(k puzzle.Kind, res puzzle.Generated, format string, withSolution bool) error {
	var sol puzzle.Solution
	if withSolution {
		sol = res.Solution
	}
	switch format {
	case "json":
		rep := puzzle.Report{Kind: k.Name(), Puzzle: k.Format(res.Puzzle, nil), Difficulty: res.Difficulty,
			Seed: puzzle.Ptr(res.Seed), Unique: puzzle.Ptr(res.Unique)}
		if idf, ok := k.(puzzle.IDFormatter); ok {
			if id, err := idf.ID(res.Puzzle); err == nil {
				rep.ID = id
			}
		}
		if sol != nil {
			rep.Status = puzzle.Solved
			rep.AddSolution(sol)
		}
		return a.printJSON(rep)
	case "id":
		idf, ok := k.(puzzle.IDFormatter)
		if !ok {
			return fmt.Errorf("%w: kind %s has no game ID format", puzzle.ErrUnsupported, k.Name())
		}
		id, err := idf.ID(res.Puzzle)
		if err != nil {
			return err
		}
		fmt.Fprintln(a.stdout, id)
		return nil
	case "native":
		fmt.Fprintf(a.stdout, "# %s\n%s", describeGenerated(res), k.Format(res.Puzzle, sol))
		return nil
	case "svg":
		r, ok := k.(puzzle.Renderer)
		if !ok {
			return fmt.Errorf("%w: kind %s cannot render SVG", puzzle.ErrUnsupported, k.Name())
		}
		out, err := r.Render(res.Puzzle, sol, "svg")
		if err != nil {
			return err
		}
		fmt.Fprint(a.stdout, out)
		return nil
	default: // text
		fmt.Fprintf(a.stdout, "%s (%s)\n", k.Name(), describeGenerated(res))
		fmt.Fprint(a.stdout, showSolution(k, res.Puzzle, nil))
		if sol != nil {
			fmt.Fprintln(a.stdout, "\nsolution:")
			fmt.Fprint(a.stdout, showSolution(k, res.Puzzle, sol))
		}
		return nil
	}
}
