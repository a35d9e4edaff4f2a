package main

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"deduce/internal/book"
	"deduce/internal/explainfmt"
	"deduce/internal/progress"
	"deduce/puzzle"
)

func init() { register(newGenerateCmd) }

// genFlags are the flags of generate and play.
type genFlags struct {
	size, difficulty, method, format string
	seed                             int64
	seedSet                          bool
	count                            int
	solution, strip, explain         bool
	shard                            shard
	// params are the kinds' own generator parameters (puzzle.GenParamer),
	// one flag per name across every registered kind, read as text and
	// checked by puzzle.SetParam for the kind at hand.
	params map[string]*string
}

func (g *genFlags) add(cmd *cobra.Command) {
	fl := cmd.Flags()
	fl.StringVar(&g.size, "size", "", "size N or WxH (default: the kind's)")
	fl.StringVar(&g.difficulty, "difficulty", "", "easy|tricky|hard|any (default: the kind's)")
	fl.Int64Var(&g.seed, "seed", 0, "random seed (default: from the clock, and printed)")
	fl.StringVar(&g.method, "method", "", "generator: default (unique, graded)|report (the source document's own: solvable, not necessarily unique) (default \"default\")")
	fl.BoolVar(&g.strip, "strip", false, "hide clues while the solution stays unique and the grade holds")
	g.params = map[string]*string{}
	for _, k := range puzzle.Kinds() {
		for _, p := range puzzle.GenParamsOf(k) {
			if fl.Lookup(p.Name) != nil {
				continue // two kinds share the name: one flag serves both
			}
			v := new(string)
			g.params[p.Name] = v
			f := fl.VarPF(paramValue{v, p.Type == puzzle.ParamBool}, p.Name, "", p.Usage)
			if p.Type == puzzle.ParamBool {
				f.NoOptDefVal = "true"
			}
		}
	}
}

// options reads the flags for the kind named by the command's first
// argument: its size syntax (puzzle.SizeOf) and its own parameters. A
// parameter flag the kind does not declare is a usage error.
func (g *genFlags) options(cmd *cobra.Command) (puzzle.GenerateOptions, error) {
	k, err := puzzle.Lookup(cmd.Flags().Arg(0))
	if err != nil {
		return puzzle.GenerateOptions{}, err
	}
	return g.optionsFor(cmd, k)
}

// optionsFor reads the flags for kind k (play FILE|ID: the kind of the
// puzzle read, for the game's "new puzzle").
func (g *genFlags) optionsFor(cmd *cobra.Command, k puzzle.Kind) (puzzle.GenerateOptions, error) {
	w, h, err := puzzle.SizeOf(k, g.size)
	if err != nil {
		return puzzle.GenerateOptions{}, &usageError{fmt.Errorf("--size: %w", err)}
	}
	if g.strip {
		if st, ok := k.(puzzle.Stripper); !ok || !st.StripsClues() {
			return puzzle.GenerateOptions{}, &usageError{fmt.Errorf("--strip: kind %s does not strip clues (kinds that do: %s)", k.Name(), strings.Join(strippers(), ", "))}
		}
	}
	seed := g.seed
	if !cmd.Flags().Changed("seed") {
		seed = time.Now().UnixNano() % 1_000_000_000
	}
	opt := puzzle.GenerateOptions{Width: w, Height: h, Difficulty: g.difficulty, Seed: seed,
		Method: g.method, Strip: g.strip}
	names := slices.Sorted(maps.Keys(g.params))
	for _, name := range names {
		if !cmd.Flags().Changed(name) {
			continue
		}
		text := *g.params[name]
		v, err := strconv.ParseFloat(text, 64)
		switch text {
		case "true":
			v, err = 1, nil
		case "false":
			v, err = 0, nil
		}
		if err != nil {
			return opt, &usageError{fmt.Errorf("--%s %q: want a number", name, text)}
		}
		if err := puzzle.SetParam(k, &opt, name, v); err != nil {
			return opt, &usageError{err}
		}
	}
	return opt, nil
}

// paramValue is a kind parameter's flag: its text, checked later against
// the kind's declaration (the kind is known only once the arguments are).
type paramValue struct {
	v      *string
	isBool bool
}

func (p paramValue) String() string {
	if p.v == nil {
		return ""
	}
	return *p.v
}
func (p paramValue) Set(s string) error { *p.v = s; return nil }
func (p paramValue) Type() string {
	if p.isBool {
		return "bool"
	}
	return "number"
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
that solves it. --method report uses the source document's own generator
(solvable, not necessarily unique). Every puzzle is printed with its seed;
puzzle i of -n gets seed+i, so each can be reproduced alone.
--shard i/n makes only the puzzles k with k mod n = i (with the seeds the
whole run gives them): n processes make the run, and 'deduce merge' sorts
their --format jsonl outputs into the single run's.

Formats: text (a board for people), native (the parseable text format),
id (a one-line game ID, where the kind has one, after a "# seed ..."
comment line), json, svg (one puzzle with its seed under it; for several
puzzles use 'deduce print').`,
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkFormat(g.format, append([]string{"text", "native", "id", "json", "jsonl", "svg"}, extraFormats()...)...); err != nil {
				return err
			}
			if g.count < 1 {
				return &usageError{fmt.Errorf("-n must be at least 1, got %d", g.count)}
			}
			if g.format == "svg" && g.count > 1 {
				return &usageError{fmt.Errorf("--format svg writes one SVG document, so one puzzle; for %d use 'deduce print %s -n %d' (a PDF book; --format svg or html there for pages)", g.count, args[0], g.count)}
			}
			k, gen, err := generator(args[0])
			if err != nil {
				return err
			}
			if err := hasFormat(k, g.format, "text", "native", "id", "json", "jsonl", "svg"); err != nil {
				return err
			}
			opt, err := g.options(cmd)
			if err != nil {
				return err
			}
			ctx, cancel := a.context(cmd)
			defer cancel()
			if g.explain && g.format != "text" {
				return &usageError{fmt.Errorf("--explain goes with --format text (for JSON use 'deduce explain --format json')")}
			}
			if !g.shard.whole() && !cmd.Flags().Changed("seed") {
				return &usageError{fmt.Errorf("--shard needs --seed: every shard must start from the same seed (puzzle k gets seed+k)")}
			}
			return a.generateN(ctx, k, gen, opt, g.count, g.shard, "generating", func(i int, res puzzle.Generated) error {
				if g.explain {
					return a.printExplained(ctx, k, res)
				}
				return a.printGenerated(k, i, res, g.format, g.solution)
			})
		},
	}
	g.add(cmd)
	cmd.Flags().StringVar(&g.format, "format", "text", "output format: text|native|id|json|jsonl (json with each puzzle's index, for --shard and 'deduce merge')|svg"+extraFormatsUsage())
	cmd.Flags().IntVarP(&g.count, "count", "n", 1, "number of puzzles")
	cmd.Flags().Var(&g.shard, "shard", shardUsage+" (needs --seed)")
	cmd.Flags().BoolVar(&g.solution, "solution", false, "also print the solution")
	cmd.Flags().BoolVar(&g.explain, "explain", false, "also explain the solving path step by step, ending with the solution (text format)")
	return cmd
}

// printExplained shows a generated puzzle, then its checked explanation,
// which ends with the solution the steps reach (verified by the checker).
func (a *app) printExplained(ctx context.Context, k puzzle.Kind, res puzzle.Generated) error {
	fmt.Fprintf(a.stdout, "%s (%s)\n", k.Name(), describeGenerated(res))
	fmt.Fprint(a.stdout, showSolution(k, res.Puzzle, nil))
	e, err := puzzle.ExplainChecked(ctx, k, res.Puzzle, nil)
	if err != nil {
		return err
	}
	fmt.Fprintln(a.stdout, "\nexplanation (every step checked):")
	explainfmt.Text(a.stdout, k, res.Puzzle, nil, e, explainfmt.Options{}, func(s puzzle.Solution) string {
		return "\nsolution:\n" + showSolution(k, res.Puzzle, s)
	})
	return nil
}

// generateN makes the puzzles of shard sh among puzzles 0..n-1 of a run,
// puzzle k with seed opt.Seed+k (so a shard makes exactly the puzzles the
// whole run makes at its indices), checks each solution with the kind's
// independent checker and hands each to use with its index. A batch shows
// a progress bar titled title on a terminal.
func (a *app) generateN(ctx context.Context, k puzzle.Kind, gen puzzle.Generator, opt puzzle.GenerateOptions, n int, sh shard, title string, use func(int, puzzle.Generated) error) error {
	base := opt.Seed
	done := a.showProgress(progress.New(a.stderr, sh.size(n), title))
	defer done()
	for i := 0; i < n; i++ {
		if !sh.has(i) {
			continue
		}
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
		if err := use(i, res); err != nil {
			return err
		}
		a.step()
	}
	return nil
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

func (a *app) printGenerated(k puzzle.Kind, index int, res puzzle.Generated, format string, withSolution bool) error {
	var sol puzzle.Solution
	if withSolution {
		sol = res.Solution
	}
	switch format {
	case "json", "jsonl":
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
		if format == "jsonl" {
			return a.printIndexed(index, rep)
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
		// The comment line keeps the seed; ID readers skip '#' lines.
		fmt.Fprintf(a.stdout, "# %s\n%s\n", describeGenerated(res), id)
		return nil
	case "native":
		fmt.Fprintf(a.stdout, "# %s\n%s", describeGenerated(res), k.Format(res.Puzzle, sol))
		return nil
	case "svg":
		if book.Draws(k) {
			out, err := book.Single(entryOf(k, res), withSolution)
			if err != nil {
				return err
			}
			fmt.Fprint(a.stdout, out)
			return nil
		}
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
	case "text":
		fmt.Fprintf(a.stdout, "%s (%s)\n", k.Name(), describeGenerated(res))
		fmt.Fprint(a.stdout, showSolution(k, res.Puzzle, nil))
		if sol != nil {
			fmt.Fprintln(a.stdout, "\nsolution:")
			fmt.Fprint(a.stdout, showSolution(k, res.Puzzle, sol))
		}
		return nil
	default: // one of the kind's own formats (hasFormat checked it)
		out, err := k.(puzzle.FormatWriter).WriteFormat(res.Puzzle, sol, format)
		if err != nil {
			return err
		}
		fmt.Fprintf(a.stdout, "# %s\n%s", describeGenerated(res), out)
		return nil
	}
}

// extraFormats names every registered kind's own formats (FormatWriter),
// once each, sorted.
func extraFormats() []string {
	seen := map[string]bool{}
	for _, k := range puzzle.Kinds() {
		for _, f := range puzzle.FormatsOf(k) {
			seen[f.Name] = true
		}
	}
	return slices.Sorted(maps.Keys(seen))
}

// extraFormatsUsage lists the kinds' own formats for a flag's help:
// "|english (logicgrid: ...)".
func extraFormatsUsage() string {
	var b strings.Builder
	for _, k := range puzzle.Kinds() {
		for _, f := range puzzle.FormatsOf(k) {
			fmt.Fprintf(&b, "|%s (%s: %s)", f.Name, k.Name(), f.Summary)
		}
	}
	return b.String()
}

// hasFormat refuses a format that is neither common nor k's own.
func hasFormat(k puzzle.Kind, format string, common ...string) error {
	if slices.Contains(common, format) {
		return nil
	}
	var kinds []string
	for _, f := range puzzle.FormatsOf(k) {
		if f.Name == format {
			return nil
		}
	}
	for _, o := range puzzle.Kinds() {
		for _, f := range puzzle.FormatsOf(o) {
			if f.Name == format {
				kinds = append(kinds, o.Name())
			}
		}
	}
	return fmt.Errorf("%w: --format %s is for %s, not %s", puzzle.ErrUnsupported, format, strings.Join(kinds, ", "), k.Name())
}

// strippers names the kinds whose generators honour --strip.
func strippers() []string {
	var names []string
	for _, k := range puzzle.Kinds() {
		if st, ok := k.(puzzle.Stripper); ok && st.StripsClues() {
			names = append(names, k.Name())
		}
	}
	return names
}
