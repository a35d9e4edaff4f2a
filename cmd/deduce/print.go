package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"deduce/internal/book"
	"deduce/internal/safefile"
	"deduce/puzzle"
	"deduce/puzzle/draw"
)

func init() { register(newPrintCmd) }

// printFlags are print's own flags; the generation flags are genFlags.
type printFlags struct {
	paper, out, format, title, kind string
	count                           int
	solutions, rules, force         bool
}

func newPrintCmd(a *app) *cobra.Command {
	var g genFlags
	var f printFlags
	cmd := &cobra.Command{
		Use:   "print KIND | print FILE|ID...",
		Short: "Print a puzzle book (PDF, SVG pages or HTML) with solutions at the back",
		Long: `Lay puzzles out as a printable book: several puzzles to a page (as many as
fit with readable cells), a caption under each (title, kind, size,
difficulty, seed and game ID), the solutions smaller at the back, and page
numbers. Before the puzzles, a page per kind explains its rules with a tiny
worked example (--rules=false leaves it out).

  deduce print KIND [--size N] [--difficulty D] [--seed S] [-n 20]
      generates -n puzzles (puzzle i gets seed S+i, as 'generate' does);
  deduce print FILE|ID...
      prints the given puzzles (their seed is read from a "# seed N" comment
      line, as 'generate --format native|id' writes it).

Formats: pdf (one file), html (one file; every page an inline SVG, print
CSS breaks the pages: use the browser's Print), svg (a directory holding
page-001.svg, page-002.svg, ...). The format defaults from the --out name
(.pdf, .html, .svg or a directory), else pdf. --out - writes pdf or html to
standard output. An existing output is replaced only with --force, and never
when it is one of the inputs; the file is written whole or not at all.`,
		Args: minArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			paper, err := book.PaperNamed(f.paper)
			if err != nil {
				return &usageError{fmt.Errorf("--paper: %v", err)}
			}
			format, out, err := f.target(cmd)
			if err != nil {
				return err
			}
			if f.count < 1 {
				return &usageError{fmt.Errorf("-n must be at least 1, got %d", f.count)}
			}
			var inputs []string
			if !isKindArg(args) {
				inputs = args
			}
			if err := checkTarget(out, f.force, inputs); err != nil {
				return err // before any work: a refused name costs nothing
			}
			ctx, cancel := a.context(cmd)
			defer cancel()
			var entries []book.Entry
			if isKindArg(args) {
				entries, err = a.generateEntries(ctx, cmd, &g, args[0], f.count)
			} else {
				entries, err = a.loadEntries(ctx, cmd, args, f)
			}
			if err != nil {
				return err
			}
			opt := book.Options{Paper: paper, Title: f.title, Solutions: f.solutions, Rules: f.rules}
			if f.title != "" {
				opt.Subtitle = book.Subtitle(entries)
			}
			pages, err := book.Layout(entries, opt)
			if err != nil {
				return err
			}
			if err := a.writeBook(format, out, pages, paper, f.title); err != nil {
				return err
			}
			if out != "-" {
				seeds := ""
				if first, last := entries[0].Seed, entries[len(entries)-1].Seed; isKindArg(args) && first != nil && last != nil {
					seeds = fmt.Sprintf(", seeds %d..%d", *first, *last)
				}
				fmt.Fprintf(a.stderr, "deduce: wrote %s: %d puzzle%s on %d page%s (%s, %s%s)\n", out, len(entries), plural(len(entries)), len(pages), plural(len(pages)), paper.Name, format, seeds)
			}
			return nil
		},
	}
	g.add(cmd)
	fl := cmd.Flags()
	fl.IntVarP(&f.count, "count", "n", 20, "number of puzzles to generate")
	fl.StringVar(&f.paper, "paper", "a4", "paper size: a4|letter")
	fl.StringVarP(&f.out, "out", "o", "", "output file (pdf, html) or directory (svg); default book.pdf, book.html or book-svg")
	fl.StringVar(&f.format, "format", "", "pdf|html|svg (default: from --out, else pdf)")
	fl.StringVar(&f.title, "title", "", "a title page with this title")
	fl.BoolVar(&f.solutions, "solutions", true, "add the solutions at the back")
	fl.BoolVar(&f.rules, "rules", true, "open with a page of rules (and a worked example) per kind the book holds")
	fl.StringVar(&f.kind, "kind", "", kindUsage)
	fl.BoolVar(&f.force, "force", false, "replace an existing output file or directory (never one of the inputs)")
	return cmd
}

// checkTarget refuses to write over an input, or over an existing file (or
// a directory that is not empty) without --force.
func checkTarget(out string, force bool, inputs []string) error {
	if entries, err := os.ReadDir(out); err == nil && len(entries) == 0 {
		return nil // an empty directory for the svg pages
	}
	if err := safefile.Check(out, force, inputs, nil); err != nil {
		return &exitError{code: exitBadInput, msg: err.Error()}
	}
	return nil
}

// target settles the format and the output path.
func (f *printFlags) target(cmd *cobra.Command) (format, out string, err error) {
	format, out = f.format, f.out
	if format == "" {
		switch ext := strings.ToLower(filepath.Ext(out)); {
		case ext == ".html" || ext == ".htm":
			format = "html"
		case ext == ".svg":
			format = "svg"
		case out != "" && out != "-" && ext == "":
			if st, err := os.Stat(out); err == nil && st.IsDir() {
				format = "svg"
			} else {
				format = "pdf"
			}
		default:
			format = "pdf"
		}
	}
	if err := checkFormat(format, "pdf", "html", "svg"); err != nil {
		return "", "", err
	}
	if out == "" {
		out = map[string]string{"pdf": "book.pdf", "html": "book.html", "svg": "book-svg"}[format]
	}
	if out == "-" && format == "svg" {
		return "", "", &usageError{errors.New("--format svg writes a directory of pages; give --out DIR (or use --format html for one stream)")}
	}
	return format, out, nil
}

func entryOf(k puzzle.Kind, res puzzle.Generated) book.Entry {
	return book.Entry{Kind: k, Puzzle: res.Puzzle, Solution: res.Solution, Difficulty: res.Difficulty, Seed: puzzle.Ptr(res.Seed)}
}

func (a *app) generateEntries(ctx context.Context, cmd *cobra.Command, g *genFlags, kind string, n int) ([]book.Entry, error) {
	k, gen, err := generator(kind)
	if err != nil {
		return nil, err
	}
	opt, err := g.options(cmd)
	if err != nil {
		return nil, err
	}
	var entries []book.Entry
	err = a.generateN(ctx, k, gen, opt, n, shard{}, "generating", func(_ int, res puzzle.Generated) error {
		entries = append(entries, entryOf(k, res))
		return nil
	})
	return entries, err
}

// genOnly are the flags that only make sense when print generates.
var genOnly = []string{"size", "difficulty", "seed", "method", "strip", "domains", "items", "ordered", "count"}

func (a *app) loadEntries(ctx context.Context, cmd *cobra.Command, args []string, f printFlags) ([]book.Entry, error) {
	for _, name := range genOnly {
		if cmd.Flags().Changed(name) {
			return nil, &usageError{fmt.Errorf("--%s applies when print generates (print KIND); with input files it has no use", name)}
		}
	}
	var entries []book.Entry
	for _, arg := range args {
		file, data, err := puzzle.ReadInput(arg, a.stdin)
		if err != nil {
			return nil, a.explainArg(arg, err)
		}
		k, p, err := puzzle.Parse(file, data, f.kind)
		if err != nil {
			return nil, err
		}
		e := book.Entry{Kind: k, Puzzle: p, Seed: seedFrom(data)}
		if gr, ok := k.(puzzle.Grader); ok {
			d, err := gr.Grade(ctx, p)
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			if err == nil {
				e.Difficulty = d
			}
		}
		if f.solutions {
			if ws, ok := p.(puzzle.WithSolution); ok {
				e.Solution = ws.KnownSolution()
			}
			if e.Solution == nil {
				res, err := puzzle.SolveChecked(ctx, k, p, puzzle.SolveOptions{})
				if err != nil {
					return nil, err
				}
				if res.Status != puzzle.Solved {
					return nil, fmt.Errorf("%s: %s: cannot print its solution (use --solutions=false to print the puzzle alone)", arg, res.Status)
				}
				e.Solution = res.Solutions[0]
			}
		}
		entries = append(entries, e)
	}
	return entries, nil
}

// explainArg adds a did-you-mean to a load error when the argument looks
// like a misspelt kind name rather than a file.
func (a *app) explainArg(arg string, err error) error {
	if !errors.Is(err, puzzle.ErrUnreadable) || strings.ContainsAny(arg, "/.:") {
		return err
	}
	if near := nearestKind(arg); near != "" {
		return fmt.Errorf("%w (did you mean the kind %q?)", err, near)
	}
	return err
}

// nearestKind is the registered kind name within two edits of s, or "".
func nearestKind(s string) string {
	best, bestD := "", 3
	for _, k := range puzzle.Kinds() {
		if d := puzzle.EditDistance(strings.ToLower(s), k.Name()); d < bestD {
			best, bestD = k.Name(), d
		}
	}
	return best
}

var seedLine = regexp.MustCompile(`^#\s*seed (-?\d+)`)

// seedFrom finds a "# seed N" line among the comment lines before the first
// line of puzzle text, or returns nil.
func seedFrom(data []byte) *int64 {
	for _, line := range bytes.Split(data, []byte("\n")) {
		t := strings.TrimSpace(string(line))
		if t == "" {
			continue
		}
		m := seedLine.FindStringSubmatch(t)
		if m == nil {
			if strings.HasPrefix(t, "#") {
				continue
			}
			return nil
		}
		if v, err := strconv.ParseInt(m[1], 10, 64); err == nil {
			return &v
		}
		return nil
	}
	return nil
}

func (a *app) writeBook(format, out string, pages []*draw.Picture, paper book.Paper, title string) error {
	switch format {
	case "svg":
		if err := os.MkdirAll(out, 0o755); err != nil {
			return err
		}
		docs := book.SVGPages(pages)
		for i, doc := range docs {
			if err := safefile.Write(filepath.Join(out, fmt.Sprintf("page-%03d.svg", i+1)), []byte(doc)); err != nil {
				return err
			}
		}
		// A longer book written here before (replaced with --force) must not
		// leave its last pages behind the new ones.
		for i := len(docs) + 1; ; i++ {
			if err := os.Remove(filepath.Join(out, fmt.Sprintf("page-%03d.svg", i))); err != nil {
				break
			}
		}
		return nil
	case "html":
		return a.writeOut(out, []byte(book.HTML(pages, paper, title)))
	}
	var buf bytes.Buffer
	if err := book.PDF(&buf, pages, paper, title); err != nil {
		return err
	}
	return a.writeOut(out, buf.Bytes())
}

func (a *app) writeOut(out string, data []byte) error {
	if out == "-" {
		_, err := a.stdout.Write(data)
		return err
	}
	return safefile.Write(out, data)
}
