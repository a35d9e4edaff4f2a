package english

import (
	"context"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// The logicgrid kind's puzzle.ProseReader (through logicgrid.English):
// how an English puzzle was read, sentence by sentence, and why it has no
// solution or several, in the contract's kind-neutral shape.

// readProse reads data as English and diagnoses it (`deduce read`).
func readProse(ctx context.Context, file string, data []byte) (*puzzle.Reading, error) {
	r, err := ReadSentences(ctx, file, data)
	if err != nil {
		return nil, err
	}
	return reportOf(ctx, r, true)
}

// readingOf is how p was read, nil when its clues are not sentences.
func readingOf(ctx context.Context, p *logicgrid.Puzzle, diagnose bool) (*puzzle.Reading, error) {
	if len(p.Clues) == 0 || p.Clues[0].Text == "" {
		return nil, nil
	}
	return reportOf(ctx, SentencesOf(p), diagnose)
}

// reportOf says r in the contract's terms, with its diagnosis when asked.
func reportOf(ctx context.Context, r *Reading, diagnose bool) (*puzzle.Reading, error) {
	out := &puzzle.Reading{Language: "english", Settled: r.Settled, Assumed: r.Assumed}
	pl := newPlainer(r.Puzzle)
	for i, s := range r.Sentences {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		rs := puzzle.ReadSentence{Number: i + 1, Line: s.Line, Text: s.Text, Readings: pl.readings(s), Taken: s.Taken}
		for _, c := range s.Clues() {
			rs.Clues = append(rs.Clues, r.Puzzle.ClueText(c))
		}
		out.Sentences = append(out.Sentences, rs)
	}
	if !diagnose {
		return out, nil
	}
	dg, err := Diagnose(ctx, r)
	if err != nil {
		return nil, err
	}
	d := &puzzle.ReadDiagnosis{Status: dg.Status, Message: dg.Message}
	for _, i := range dg.Conflict {
		d.Conflict = append(d.Conflict, i+1)
	}
	for _, c := range dg.Differ {
		d.Differ = append(d.Differ, puzzle.ReadDifference(c))
	}
	out.Diagnosis = d
	return out, nil
}
