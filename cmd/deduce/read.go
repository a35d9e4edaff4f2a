package main

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
	"deduce/puzzle/logicgrid/english"
)

func init() { register(newReadCmd) }

func newReadCmd(a *app) *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "read FILE|-...",
		Short: "Show how an English logic grid was read, sentence by sentence",
		Long: `Read each English logic grid (magazine or ZebraLogic style) and print every
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

// readReport is the JSON of `deduce read`.
type readReport struct {
	File      string         `json:"file"`
	Sentences []readSentence `json:"sentences"`
	Settled   string         `json:"settled,omitempty"`
	Status    string         `json:"status"` // unique, none, several, unknown
	Message   string         `json:"message"`
	Conflict  []int          `json:"conflict,omitempty"` // clue numbers (1-based)
	Differ    []english.Cell `json:"differ,omitempty"`
}

type readSentence struct {
	Number   int      `json:"number"`
	Line     int      `json:"line"`
	Text     string   `json:"text"`
	Readings []string `json:"readings"` // in plain words
	Clues    []string `json:"clues"`    // the reading taken, in the thesis notation
	Taken    int      `json:"taken"`    // index into readings
}

func (a *app) readOne(ctx context.Context, arg, format string, multi bool) (int, error) {
	file, data, err := puzzle.ReadInput(arg, a.stdin)
	if err != nil {
		return 0, err
	}
	r, err := english.ReadSentences(ctx, file, data)
	if err != nil {
		return 0, err
	}
	dg, err := english.Diagnose(ctx, r)
	if err != nil {
		return 0, err
	}
	rep := readReport{File: file, Settled: r.Settled, Status: dg.Status, Message: dg.Message, Differ: dg.Differ}
	for _, i := range dg.Conflict {
		rep.Conflict = append(rep.Conflict, i+1)
	}
	for i, s := range r.Sentences {
		rs := readSentence{Number: i + 1, Line: s.Line, Text: s.Text, Readings: english.PlainReadings(r.Puzzle, s), Taken: s.Taken}
		for _, c := range s.Clues() {
			rs.Clues = append(rs.Clues, r.Puzzle.ClueText(c))
		}
		rep.Sentences = append(rep.Sentences, rs)
	}
	code := exitOK
	switch dg.Status {
	case "none", "several":
		code = exitNoAnswer
	case "unknown":
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
		if len(s.Readings) == 1 {
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
	if rep.Settled != "" {
		fmt.Fprintf(&b, "%s\n", rep.Settled)
	}
	fmt.Fprintf(&b, "%s\n", rep.Message)
	_, err = fmt.Fprint(a.stdout, b.String())
	return code, err
}

// englishDiagnosis says, for solve, why an English logic grid does not
// have exactly one solution: for none (solved false), the clues that cannot
// all hold, each as it was read; for a solved one that has several, two of
// them and where they differ. "" for other puzzles, a unique one, or when
// it cannot say.
func englishDiagnosis(ctx context.Context, p puzzle.Puzzle, solved bool) string {
	lp, ok := p.(*logicgrid.Puzzle)
	if !ok || len(lp.Clues) == 0 || lp.Clues[0].Text == "" {
		return ""
	}
	dg, err := english.Diagnose(ctx, english.SentencesOf(lp))
	if err != nil || dg.Status != "none" && dg.Status != "several" || solved != (dg.Status == "several") {
		return ""
	}
	if solved {
		return "warning: " + dg.Message
	}
	return dg.Message
}

// englishSolve is the English part of `deduce solve --format json`: the
// sentences that read several ways with the reading the puzzle decided,
// and, when the puzzle has no solution or several, the diagnosis (the
// clues that cannot all hold, or two solutions and where they differ).
type englishSolve struct {
	Decided   []readSentence `json:"decided,omitempty"`
	Settled   string         `json:"settled,omitempty"`
	Diagnosis string         `json:"diagnosis,omitempty"` // none, several or unknown
	Message   string         `json:"message,omitempty"`
	Conflict  []int          `json:"conflict,omitempty"` // clue numbers (1-based)
	Differ    []english.Cell `json:"differ,omitempty"`
}

// englishSolveReport is the English part of a solve report, nil for a
// puzzle not read from English.
func englishSolveReport(ctx context.Context, p puzzle.Puzzle, st puzzle.Status) (*englishSolve, error) {
	lp, ok := p.(*logicgrid.Puzzle)
	if !ok || len(lp.Clues) == 0 || lp.Clues[0].Text == "" {
		return nil, nil
	}
	r := english.SentencesOf(lp)
	out := &englishSolve{Settled: r.Settled}
	for i, s := range r.Sentences {
		if len(s.Readings) < 2 {
			continue
		}
		rs := readSentence{Number: i + 1, Line: s.Line, Text: s.Text, Readings: english.PlainReadings(lp, s), Taken: s.Taken}
		for _, c := range s.Clues() {
			rs.Clues = append(rs.Clues, lp.ClueText(c))
		}
		out.Decided = append(out.Decided, rs)
	}
	if st == puzzle.Solved || st == puzzle.Unsatisfiable {
		dg, err := english.Diagnose(ctx, r)
		if err != nil {
			return nil, err
		}
		if dg.Status != "unique" {
			out.Diagnosis, out.Message, out.Differ = dg.Status, dg.Message, dg.Differ
			for _, i := range dg.Conflict {
				out.Conflict = append(out.Conflict, i+1)
			}
		}
	}
	return out, nil
}

// printEnglishReport prints a solve report with its English part.
func (a *app) printEnglishReport(format string, i int, rep puzzle.Report, en *englishSolve) error {
	type withEnglish struct {
		puzzle.Report
		English *englishSolve `json:"english"`
	}
	if format == "jsonl" {
		return a.printLine(struct {
			Index int `json:"index"`
			withEnglish
		}{i, withEnglish{rep, en}})
	}
	return a.printLine(withEnglish{rep, en})
}
