package logicgrid

import (
	"context"

	"deduce/puzzle"
)

// English reads logic grids written in English. Package
// deduce/puzzle/logicgrid/english sets it from its init (it imports this
// package, so the hook avoids an import cycle); unset, only the thesis
// grammar is read.
var English struct {
	Sniff func(firstLine string) bool
	Parse func(file string, data []byte) (*Puzzle, error)
	// ParseContext is Parse stopping once ctx is done (with ctx's error):
	// reading English tries a sentence's readings by solving.
	ParseContext func(ctx context.Context, file string, data []byte) (*Puzzle, error)
	// Clues words every numbered sentence of p in English (the board's clue
	// list); unset or failing, the board lists ClueWords.
	Clues func(p *Puzzle) ([]string, error)
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
			return nil, err
		}
		return p, nil
	}
	return k.Parse(file, data)
}
