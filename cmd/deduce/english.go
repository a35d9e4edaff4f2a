package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
	"deduce/puzzle/logicgrid/english"
)

// convertEnglish serves convert --to thesis (how each sentence was read,
// as thesis clues) and --to english (the magazine-style writer).
func convertEnglish(k puzzle.Kind, p puzzle.Puzzle, to string) (string, error) {
	lg, ok := p.(*logicgrid.Puzzle)
	if !ok {
		return "", fmt.Errorf("%w: --to %s is for logic grids, not %s", puzzle.ErrUnsupported, to, k.Name())
	}
	if to == "thesis" {
		return english.ShowReading(lg), nil
	}
	if english.IsHouses(lg) {
		if text, err := english.WriteZebra(lg); err == nil {
			return text, nil
		}
	}
	return english.Write(lg, lg.Known)
}

// generateEnglish serves generate logicgrid --format english|zebralogic: themed
// categories (--ordered of them numeric), clues of every English kind, a
// unique solution proven by a complete count and checked.
func (a *app) generateEnglish(cmd *cobra.Command, kind string, g *genFlags) error {
	if kind != logicgrid.Name {
		return fmt.Errorf("%w: --format english is for logicgrid, not %s", puzzle.ErrUnsupported, kind)
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
		gen := english.Generate
		if g.format == "zebralogic" {
			gen = english.GenerateZebra
		}
		// A difficulty (or --minimal) is the logic-grid generator's: its
		// graded puzzle, written in English.
		grade := ""
		var p *logicgrid.Puzzle
		var s *logicgrid.Solution
		var err error
		if g.format == "english" && (opt.Difficulty != "" || opt.Minimal) {
			var res puzzle.Generated
			if res, err = (logicgrid.Kind{}).Generate(ctx, opt); err == nil {
				p, s, grade = res.Puzzle.(*logicgrid.Puzzle), res.Solution.(*logicgrid.Solution), res.Difficulty
			}
		} else {
			p, s, err = gen(ctx, opt)
		}
		if err != nil {
			return err
		}
		if err := logicgrid.Check(p, s); err != nil {
			return fmt.Errorf("%w: generated solution: %v", puzzle.ErrWrongAnswer, err)
		}
		if !g.solution {
			s = nil
		}
		var text string
		if g.format == "zebralogic" {
			text, err = english.WriteZebra(p)
		} else {
			text, err = english.Write(p, s)
		}
		if err != nil {
			return err
		}
		if g.format == "zebralogic" { // ZebraLogic's text has no comments or solution block
			fmt.Fprint(a.stdout, text)
			if s != nil {
				fmt.Fprintf(a.stdout, "\n## Solution (seed %d, unique, proven):\n", opt.Seed)
				for e := range s.Of[0] {
					fmt.Fprintln(a.stdout, strings.Join(s.Row(e), ", "))
				}
			}
			continue
		}
		if grade != "" {
			fmt.Fprintf(a.stdout, "# seed %d, difficulty %s, unique (proven)\n%s", opt.Seed, grade, text)
			continue
		}
		fmt.Fprintf(a.stdout, "# seed %d, unique (proven)\n%s", opt.Seed, text)
	}
	return nil
}
