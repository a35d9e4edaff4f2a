package english

import (
	"context"
	"strings"
	"unicode/utf8"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// Size bounds of an English puzzle (docs/guide/english.md, issue 28). A
// published logic grid is a few KB: its clues are under 300 bytes, it has
// at most a few dozen of them, and 4 to 7 categories of 3 to 7 items. The
// bounds are well past that and keep reading linear and fast: the reader
// does a bounded amount of work per word of a clue, so a clue at the bound
// reads in about a millisecond, the largest input in well under a second.
const (
	MaxBytes      = 1 << 20 // the whole input
	MaxClueBytes  = 2000    // one clue, after its wrapped lines are joined
	MaxClues      = 500     // sentences
	MaxCategories = 20
	MaxItems      = 100 // per category
)

// ReadContext is Read watching ctx: it stops between sentences once ctx is
// done and returns ctx's error.
func ReadContext(ctx context.Context, file string, data []byte) (*logicgrid.Puzzle, error) {
	r, err := ReadSentences(ctx, file, data)
	if err != nil {
		return nil, err
	}
	return r.Puzzle, nil
}

// ReadSentences reads like ReadContext and says how: each sentence with its
// readings and the one taken.
func ReadSentences(ctx context.Context, file string, data []byte) (*Reading, error) {
	if len(data) > MaxBytes {
		line := 1 + strings.Count(string(data[:MaxBytes]), "\n")
		return nil, puzzle.Errorf(puzzle.ErrInvalid, file, line, 1, "the input is %d bytes, more than the %d an English logic grid may have", len(data), MaxBytes)
	}
	r, err := read(ctx, file, data)
	if err != nil {
		return nil, err
	}
	remember(r)
	return r, nil
}

// excerpt is s cut to a short quote for messages: a hostile clue of
// megabytes is named by its start, not echoed whole.
func excerpt(s string) string {
	const max = 80
	if len(s) <= max {
		return s
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "..."
}
