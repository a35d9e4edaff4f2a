package logicgrid

import (
	"context"
	"fmt"

	"deduce/puzzle"
)

// English reads, writes and generates logic grids in English. Package
// deduce/puzzle/logicgrid/english sets it from its init (it imports this
// package, so the hook avoids an import cycle); unset, only the thesis
// grammar is read and written, and the generator's puzzles keep the
// thesis's abstract categories (as in this package's own tests, unless one of them links package english).
var English struct {
	Sniff func(firstLine string) bool
	Parse func(file string, data []byte) (*Puzzle, error)
	// ParseContext is Parse stopping once ctx is done (with ctx's error):
	// reading English tries a sentence's readings by solving.
	ParseContext func(ctx context.Context, file string, data []byte) (*Puzzle, error)
	// Generate makes a magazine-style puzzle (themed categories, clues
	// of every English kind, unique); GenerateZebra a ZebraLogic-style one
	// (houses in a row). Both read the size from GenerateOptions.Params.
	Generate, GenerateZebra func(ctx context.Context, opt puzzle.GenerateOptions) (*Puzzle, *Solution, error)
	// Say gives every clue of p without a sentence its English sentence
	// (Clue.Text), so every front end shows the puzzle as written.
	Say func(p *Puzzle) error
	// Formats are the English output formats ("english", "zebralogic",
	// "thesis") with a summary and a writer each; Native is the one
	// Format uses for a puzzle whose clues are sentences.
	Formats []EnglishFormat
	Native  func(p *Puzzle, s *Solution) (string, error)
	// Clues words every numbered sentence of p in English (the board's clue
	// list); unset or failing, the board lists ClueWords.
	Clues func(p *Puzzle) ([]string, error)
	// ReadProse and ReadingOf are the kind's puzzle.ProseReader: how an
	// English puzzle was read and why it has no or several solutions.
	ReadProse func(ctx context.Context, file string, data []byte) (*puzzle.Reading, error)
	ReadingOf func(ctx context.Context, p *Puzzle, diagnose bool) (*puzzle.Reading, error)
}

// ReadProse implements puzzle.ProseReader: the English reader's report
// (`deduce read`).
func (Kind) ReadProse(ctx context.Context, file string, data []byte) (*puzzle.Reading, error) {
	if English.ReadProse == nil {
		return nil, fmt.Errorf("%w: reading English needs package logicgrid/english", puzzle.ErrUnsupported)
	}
	return English.ReadProse(ctx, file, data)
}

// ReadingOf implements puzzle.ProseReader: nil for a puzzle in the thesis
// grammar.
func (Kind) ReadingOf(ctx context.Context, p puzzle.Puzzle, diagnose bool) (*puzzle.Reading, error) {
	lp, ok := p.(*Puzzle)
	if !ok || English.ReadingOf == nil {
		return nil, nil
	}
	return English.ReadingOf(ctx, lp, diagnose)
}

// ParseContext implements puzzle.ContextParser: English input is read
// watching ctx; the thesis grammar is a quick scan, checked once.
func (k Kind) ParseContext(ctx context.Context, file string, data []byte) (puzzle.Puzzle, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if first, _ := puzzle.FirstLine(data); English.Sniff != nil && English.Sniff(first) && English.ParseContext != nil {
		p, err := English.ParseContext(ctx, file, data)
		if err != nil {
			return nil, thesisError(file, data, err)
		}
		return p, nil
	}
	return k.Parse(file, data)
}

// EnglishFormat is one output format of English logic grids.
type EnglishFormat struct {
	Name, Summary string
	Write         func(p *Puzzle, s *Solution) (string, error)
	ShowsReading  bool // see puzzle.FormatInfo
}
