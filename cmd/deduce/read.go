package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"deduce/puzzle"
)

func init() { register(newReadCmd) }

func newReadCmd(a *app) *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "read FILE|-...",
		Short: "Show how a puzzle written in prose was read, sentence by sentence",
		Long: `Read each puzzle written in prose (kinds: ` + strings.Join(proseKinds(), ", ") + `) and print every
sentence with its reading in plain words. A sentence whose words allow more
than one reading lists them all and says which was taken: the puzzle decides
(a published puzzle has one solution, so the combination of readings under
which it has exactly one is taken). Then the puzzle is solved: when it has
no solution, the smallest set of clues that cannot all hold is named, each
with how it was read; when it has several, two of them and the cells where
they differ. Exit code 0 when the puzzle has exactly one solution, 1 when
none or several.`,
		Args: minArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkFormat(format, "text", "json"); err != nil {
				return err
			}
			ctx, cancel := a.context(cmd)
			defer cancel()
			worst := exitOK
			for _, arg := range args {
				code, err := a.readOne(ctx, arg, format, len(args) > 1)
				if err != nil {
					if ctx.Err() != nil {
						return a.interruption(ctx, "reading "+arg)
					}
					code = exitCode(err)
					fmt.Fprintf(a.stderr, "deduce: %s\n", oneLine(describe(err)))
				}
				worst = max(worst, code)
			}
			if worst != exitOK {
				return quiet(worst)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "text", "output format: text|json")
	return cmd
}

// proseKinds are the kinds whose puzzles are read from prose.
func proseKinds() []string {
	var out []string
	for _, k := range puzzle.Kinds() {
		if _, ok := k.(puzzle.ProseReader); ok {
			out = append(out, k.Name())
		}
	}
	return out
}

// readReport is the JSON of `deduce read`.
type readReport struct {
	File      string                  `json:"file"`
	Sentences []puzzle.ReadSentence   `json:"sentences"`
	Settled   string                  `json:"settled,omitempty"`
	Assumed   string                  `json:"assumed,omitempty"`
	Status    string                  `json:"status"` // unique, none, several, unknown
	Message   string                  `json:"message"`
	Conflict  []int                   `json:"conflict,omitempty"` // clue numbers (1-based)
	Differ    []puzzle.ReadDifference `json:"differ,omitempty"`
}

// readOne reads one input with its kind's prose reader (puzzle.ProseReader)
// and prints each sentence's readings and the diagnosis.
func (a *app) readOne(ctx context.Context, arg, format string, multi bool) (int, error) {
	file, data, err := puzzle.ReadInput(arg, a.stdin)
	if err != nil {
		return 0, err
	}
	k, err := puzzle.Detect(file, data, "")
	if err != nil {
		return 0, err
	}
	r, err := puzzle.ReadProseAs(ctx, k, file, data)
	if err != nil {
		return 0, err
	}
	dg := r.Diagnosis
	rep := readReport{File: file, Sentences: r.Sentences, Settled: r.Settled, Assumed: r.Assumed, Status: dg.Status, Message: dg.Message, Conflict: dg.Conflict, Differ: dg.Differ}
	code := exitOK
	switch dg.Status {
	case puzzle.ReadNone, puzzle.ReadSeveral:
		code = exitNoAnswer
	case puzzle.ReadUnknown:
		code = exitUndecided
	}
	if format == "json" {
		return code, a.printLine(rep)
	}
	var b strings.Builder
	if multi {
		fmt.Fprintf(&b, "== %s\n", file)
	}
	for _, s := range rep.Sentences {
		fmt.Fprintf(&b, "%d. %s\n", s.Number, s.Text)
		if !s.Several() {
			fmt.Fprintf(&b, "   read as: %s\n", s.Readings[0])
			continue
		}
		for k, rd := range s.Readings {
			mark := "could read"
			if k == s.Taken {
				mark = "taken:    "
			}
			fmt.Fprintf(&b, "   %s %s\n", mark, rd)
		}
	}
	if rep.Assumed != "" {
		fmt.Fprintf(&b, "Assumed: %s\n", rep.Assumed)
	}
	if rep.Settled != "" {
		fmt.Fprintf(&b, "%s\n", rep.Settled)
	}
	fmt.Fprintf(&b, "%s\n", rep.Message)
	_, err = fmt.Fprint(a.stdout, b.String())
	return code, err
}

// solveReading is how p was read, diagnosed when the solve decided (a
// solution may be one of several; none has a conflict to name); nil for a
// puzzle not read from prose.
func solveReading(ctx context.Context, k puzzle.Kind, p puzzle.Puzzle, st puzzle.Status) (*puzzle.Reading, error) {
	return puzzle.ReadingOf(ctx, k, p, st == puzzle.Solved || st == puzzle.Unsatisfiable)
}

// printReadingReport prints a solve report with r's part (see
// puzzle.WithReading).
func (a *app) printReadingReport(format string, i int, rep puzzle.Report, r *puzzle.Reading) error {
	var head any = rep
	if format == "jsonl" {
		head = struct {
			Index int `json:"index"`
			puzzle.Report
		}{i, rep}
	}
	return a.printLine(puzzle.WithReading{Head: head, Reading: r})
}
