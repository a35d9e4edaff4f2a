package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"deduce/internal/tui"
	"deduce/puzzle"
)

func init() { register(newPlayCmd) }

// playFlags are play's own flags besides the generator's.
type playFlags struct {
	classic      bool
	kind         string
	save, resume string
	force        bool
}

func newPlayCmd(a *app) *cobra.Command {
	var g genFlags
	var f playFlags
	cmd := &cobra.Command{
		Use:   "play [KIND] [FILE|ID]",
		Short: "Play a puzzle in the terminal (full screen; --classic for the seeds' line loops)",
		Long: `Play a puzzle full screen: a fresh one from the generator (play KIND), or
one from a file or game ID (play FILE|ID, or play KIND FILE). Keys: arrows
and mouse, space cycles a cell, u/r undo/redo, c check so far, h hint, s
solve, n new puzzle, ? all keys, q or Ctrl-C quit. --save FILE keeps the game
on quit; --resume FILE continues it.

play --classic KIND runs the source documents' own text loops instead: the
Magnets report's (size prompt, the puzzle, Enter, the solver's solution) and
the Close or Far report's (the puzzle and the solution with the generator's
and the solver's times). With input from a pipe, play KIND runs the line
loop too, so scripts keep working.`,
		Args: cobra.MaximumNArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			ctx, cancel := a.context(cmd)
			defer cancel()
			_, isKind := kindArg(args)
			if !f.classic && isKind && f.resume == "" && !a.terminal() {
				// Piped input: scripts and tests drive the line loop.
				f.classic = true
			}
			if f.classic {
				if len(args) != 1 {
					return &usageError{errors.New("play --classic takes one KIND")}
				}
				return a.playClassic(ctx, cmd, args[0], &g)
			}
			cfg, err := a.playConfig(ctx, cmd, args, &g, &f)
			if err != nil {
				return err
			}
			return a.playFull(ctx, cfg)
		},
	}
	g.add(cmd)
	fl := cmd.Flags()
	fl.BoolVar(&f.classic, "classic", false, "the source documents' line loops instead of the full-screen game")
	fl.StringVar(&f.kind, "kind", "", "the kind of FILE|ID (default: detected from its first line)")
	fl.StringVar(&f.save, "save", "", "write the game in progress to FILE on quit (and on w)")
	fl.StringVar(&f.resume, "resume", "", "continue the game saved in FILE")
	fl.BoolVar(&f.force, "force", false, "let --save replace an existing file that is not a deduce save file (never an input)")
	return cmd
}

// playConfig finds the puzzle to play: a saved game, an input, or a fresh one.
func (a *app) playConfig(ctx context.Context, cmd *cobra.Command, args []string, g *genFlags, f *playFlags) (tui.Config, error) {
	var cfg tui.Config
	if f.save != "" { // before the game, not at its end: a refused name must not lose it
		if err := tui.CheckSavePath(f.save, f.force, args); err != nil {
			return cfg, &exitError{code: exitBadInput, msg: err.Error()}
		}
	}
	switch {
	case f.resume != "":
		if len(args) > 0 {
			return cfg, &usageError{errors.New("play --resume FILE takes no other puzzle")}
		}
		s, err := tui.ReadSaved(ctx, f.resume)
		if err != nil {
			return cfg, err
		}
		if err := playable(s.Kind); err != nil {
			return cfg, err
		}
		if cfg, err = tui.Resume(ctx, f.resume, s); err != nil {
			return cfg, err
		}
	case len(args) == 0:
		return cfg, &usageError{errors.New("play needs a KIND to generate, a FILE or a game ID (or --resume FILE)")}
	default:
		k, kerr := puzzle.Lookup(args[0])
		if kerr == nil && len(args) == 1 {
			if err := playable(k.Name()); err != nil {
				return cfg, err
			}
			k, gen, err := generator(k.Name())
			if err != nil {
				return cfg, err
			}
			opt, err := g.options(cmd)
			if err != nil {
				return cfg, err
			}
			res, err := gen.Generate(ctx, opt)
			if err != nil {
				return cfg, err
			}
			res.Seed = opt.Seed
			cfg = tui.Config{Kind: k, Puzzle: res.Puzzle, Solution: res.Solution, Gen: opt,
				Source: fmt.Sprintf("seed %d", opt.Seed)}
			if res.Difficulty != "" {
				cfg.Source += ", " + res.Difficulty
			}
			break
		}
		input, override := args[0], f.kind
		if kerr == nil {
			input, override = args[1], k.Name()
		} else if len(args) == 2 {
			return cfg, &usageError{fmt.Errorf("%v (play [KIND] [FILE|ID])", kerr)}
		}
		k, p, err := puzzle.Load(input, override, a.stdin)
		if err != nil {
			return cfg, a.explainArg(input, err)
		}
		if err := playable(k.Name()); err != nil {
			return cfg, err
		}
		sol, err := tui.Prepare(ctx, k, p)
		if err != nil {
			return cfg, err
		}
		opt, err := g.optionsFor(cmd, k)
		if err != nil {
			return cfg, err
		}
		source := input
		if in, ok := p.(puzzle.Introducer); ok {
			if title, _ := in.Introduction(); title != "" {
				source = title // "Lunch at the Deli", not the file's path
			}
		}
		cfg = tui.Config{Kind: k, Puzzle: p, Solution: sol, Source: source, Gen: opt}
	}
	cfg.SavePath = f.save
	cfg.Ctx = ctx
	cfg.NoColor = os.Getenv("NO_COLOR") != ""
	return cfg, nil
}

// playable says clearly when a kind has no play model yet (exit 2).
func playable(name string) error {
	k, err := puzzle.Lookup(name)
	if err != nil {
		return err
	}
	if _, ok := k.(puzzle.Player); !ok {
		return fmt.Errorf("%w: %s %v; try deduce play --classic %s", puzzle.ErrUnsupported, name, tui.ErrNoPlayer, name)
	}
	return nil
}

// kindArg reports whether args is one registered kind name.
func kindArg(args []string) (puzzle.Kind, bool) {
	if len(args) != 1 {
		return nil, false
	}
	k, err := puzzle.Lookup(args[0])
	if err != nil {
		return nil, false
	}
	if _, err := os.Stat(args[0]); err == nil {
		return nil, false // a file of that name wins
	}
	return k, true
}

// isKindArg reports whether args is one kind name (not a file).
func isKindArg(args []string) bool { _, ok := kindArg(args); return ok }

// terminal reports whether stdin and stdout are a terminal.
func (a *app) terminal() bool {
	out, isOut := a.stdout.(*os.File)
	in := a.stdinFile
	return isOut && in != nil && term.IsTerminal(int(out.Fd())) && term.IsTerminal(int(in.Fd()))
}

// playFull runs the full-screen game on the terminal.
func (a *app) playFull(ctx context.Context, cfg tui.Config) error {
	if !a.terminal() {
		return &usageError{errors.New("play needs a terminal (play --classic KIND is the line loop)")}
	}
	in, out := a.stdinFile, a.stdout.(*os.File)
	g, err := tui.New(cfg)
	if err != nil {
		return err
	}
	a.started = true
	end, err := tui.Run(ctx, g, in, out)
	if err != nil {
		return err
	}
	if serr := end.SaveError(); serr != nil {
		return fmt.Errorf("saving the game to %s: %w", cfg.SavePath, serr)
	}
	if cfg.SavePath != "" {
		fmt.Fprintf(a.stdout, "game saved to %s (deduce play --resume %s)\n", cfg.SavePath, cfg.SavePath)
	}
	return nil
}

// playClassic runs the kind's own line loop (puzzle.ClassicPlayer: the
// seed documents' loops), or the generic one.
func (a *app) playClassic(ctx context.Context, cmd *cobra.Command, kind string, g *genFlags) error {
	k, gen, err := generator(kind)
	if err != nil {
		return err
	}
	opt, err := g.options(cmd)
	if err != nil {
		return err
	}
	c := puzzle.NewConsole(a.stdin, a.stdout)
	if cp, ok := k.(puzzle.ClassicPlayer); ok {
		st, err := cp.PlayClassic(ctx, c, opt, g.size != "")
		if err != nil {
			return err
		}
		if code := statusCode(st); code != exitOK {
			return quiet(code)
		}
		return nil
	}
	return generic(ctx, c, k, gen, opt, g.size != "")
}

// generic is the loop for kinds without a seed loop of their own: ask the
// size, show a fresh puzzle, Enter shows the solution, play again (y/n).
func generic(ctx context.Context, c *puzzle.Console, k puzzle.Kind, gen puzzle.Generator, opt puzzle.GenerateOptions, sized bool) error {
	w := c.Out
	for {
		if !sized {
			ans, ok := c.Ask("Size (N or WxH, Enter for the default): ")
			if !ok {
				return nil
			}
			wd, ht, err := puzzle.SizeOf(k, ans)
			if err != nil {
				fmt.Fprintln(w, err)
				continue
			}
			opt.Width, opt.Height = wd, ht
		}
		res, err := gen.Generate(ctx, opt)
		if err != nil {
			if puzzle.IsInputError(err) {
				fmt.Fprintln(w, err)
				continue
			}
			return err
		}
		fmt.Fprintf(w, "\n%s (%s)\n%s", k.Name(), describeGenerated(res), showSolution(k, res.Puzzle, nil))
		if _, ok := c.Ask("\nPress Enter to see the solution..."); !ok {
			return nil
		}
		if err := k.Check(res.Puzzle, res.Solution); err != nil {
			return fmt.Errorf("%w: %v", puzzle.ErrWrongAnswer, err)
		}
		fmt.Fprint(w, showSolution(k, res.Puzzle, res.Solution))
		ans, ok := c.Ask("\nPlay again? (y/n) ")
		if !ok || !strings.HasPrefix(strings.ToLower(ans), "y") {
			return nil
		}
		opt.Seed++
	}
}
