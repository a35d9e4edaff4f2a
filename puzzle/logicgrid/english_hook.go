package logicgrid

import (
	"context"

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
}

// EnglishFormat is one output format of English logic grids.
type EnglishFormat struct {
	Name, Summary string
	Write         func(p *Puzzle, s *Solution) (string, error)
}
