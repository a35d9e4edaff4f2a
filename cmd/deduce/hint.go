package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"deduce/internal/explainfmt"
	"deduce/puzzle"
)

func init() { register(newHintCmd) }

func newHintCmd(a *app) *cobra.Command {
	var kind, format, state string
	var level int
	cmd := &cobra.Command{
		Use:   "hint PUZZLE [--state STATE]",
		Short: "Give the next step from a position, or list the wrong entries",
		Long: `Give the next deduction from a position a player has reached. If the position
already holds a mistake, list the wrong entries instead, revealing nothing else
("check so far").

STATE (a file, or - for stdin) is, for the grid kinds, the rows of the
solution block (as printed after 'solution' by 'deduce convert --to native' or
'generate --format native --solution') with ? for undecided cells; for logic
grids one known fact a line in the thesis clue syntax (Smith=teacher: same
entity; doctor*red: different). No --state is the empty position.

--level gives a progressive hint: 1 says where to look (the clue or line),
2 also what follows (the new facts), 3 (the default) the whole step.

Exit codes: 0 a hint or already solved, 1 mistakes (or no solution), 2 bad
input, 3 no step follows without guessing.`,
		Args: exactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkFormat(format, "text", "json"); err != nil {
				return err
			}
			if level < puzzle.HintWhere || level > puzzle.HintWhy {
				return fmt.Errorf("%w: --level %d: want 1 (where to look), 2 (what follows) or 3 (why)", puzzle.ErrBadOption, level)
			}
			ctx, cancel := a.context(cmd)
			defer cancel()
			k, p, err := puzzle.Load(args[0], kind, a.stdin)
			if err != nil {
				return err
			}
			st, err := loadState(k, p, state, a.stdin)
			if err != nil {
				return err
			}
			h, err := puzzle.HintChecked(ctx, k, p, st)
			if err != nil {
				return err
			}
			text := hintText(h)
			if h.Step != nil && level < puzzle.HintWhy {
				// A progressive hint keeps the rest of the step to itself.
				text = puzzle.HintLevels(k, p, *h.Step)[level-1]
				h.Step = nil
			}
			if format == "json" {
				if err := a.printLine(puzzle.HintReport{Kind: k.Name(), Status: h.Status, Step: h.Step, Mistakes: h.Mistakes, Text: text}); err != nil {
					return err
				}
			} else {
				fmt.Fprintln(a.stdout, text)
				if h.Step != nil {
					if len(h.Step.Uses) > 0 {
						fmt.Fprintf(a.stdout, "    uses: %s\n", explainfmt.Facts(h.Step.Uses))
					}
					fmt.Fprintf(a.stdout, "    so:   %s\n", explainfmt.Facts(h.Step.Facts))
				}
			}
			switch h.Status {
			case puzzle.HintStatusMistakes, puzzle.HintStatusNoSol, puzzle.HintStatusAmbiguous:
				return quiet(exitNoAnswer)
			case puzzle.HintStatusStuck:
				return quiet(exitUndecided)
			}
			return nil
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&kind, "kind", "", kindUsage)
	fl.StringVar(&format, "format", "text", "output format: text|json")
	fl.StringVar(&state, "state", "", "the position: a file, or - for stdin (default: the empty position)")
	fl.IntVar(&level, "level", puzzle.HintWhy, "how much to tell: 1 where to look, 2 what follows, 3 why (the whole step)")
	return cmd
}

// hintText is the sentence a person reads.
func hintText(h puzzle.Hint) string {
	switch h.Status {
	case puzzle.HintStatusHint:
		return explainfmt.StepLine(*h.Step)
	case puzzle.HintStatusMistakes:
		if len(h.Mistakes) == 1 {
			return "1 wrong entry so far: " + explainfmt.Facts(h.Mistakes)
		}
		return fmt.Sprintf("%d wrong entries so far: %s", len(h.Mistakes), explainfmt.Facts(h.Mistakes))
	case puzzle.HintStatusSolved:
		return "solved: nothing left to deduce"
	case puzzle.HintStatusNoSol:
		return "the puzzle has no solution"
	case puzzle.HintStatusAmbiguous:
		return "no step follows: the puzzle has several solutions"
	}
	return "no step follows from here without guessing"
}
