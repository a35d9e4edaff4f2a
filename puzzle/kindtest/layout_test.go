package kindtest

import (
	"fmt"
	"strings"
	"testing"

	"deduce/puzzle"
)

// Layout completes bits' puzzle.Player: a plain row with no labels.
func (bits) Layout(puzzle.Puzzle, *puzzle.Board, puzzle.BoardStatus) puzzle.Layout {
	return puzzle.Layout{Legend: "0 and 1 are the bits."}
}

// layoutRecorder keeps a check's failures instead of failing the test.
type layoutRecorder struct {
	testing.TB
	errs []string
}

func (r *layoutRecorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}
func (r *layoutRecorder) Helper() {}

// TestCheckLayoutFails: bits judges one clue (the count of ones) and its
// layout shows it nowhere: CheckLayout must say so.
func TestCheckLayoutFails(t *testing.T) {
	p := &bitsPuzzle{n: 4, k: 2, given: "...."}
	rec := &layoutRecorder{TB: t}
	CheckLayout(rec, bits{}, p, "bits")
	if len(rec.errs) != 1 || !strings.Contains(rec.errs[0], "clue 1 is judged but shown nowhere") {
		t.Errorf("CheckLayout on a layout hiding its clue: %q", rec.errs)
	}
}
