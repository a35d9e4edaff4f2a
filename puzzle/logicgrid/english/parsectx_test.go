package english

import (
	"context"
	"errors"
	"testing"
	"time"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// errAfter is a context that reports itself done after n calls of Err: a
// cancellation arriving in the middle of a read.
type errAfter struct {
	context.Context
	n int
}

func (c *errAfter) Err() error {
	if c.n <= 0 {
		return context.Canceled
	}
	c.n--
	return nil
}

func (c *errAfter) Done() <-chan struct{} { return nil }

func (c *errAfter) Deadline() (time.Time, bool) { return time.Time{}, false }

// The logicgrid kind is a puzzle.ContextParser: English input read through
// it (as puzzle.Load and the web's load do) stops with the context's
// error, whether the context is done before the read or during it.
func TestParseContextStopsTheReader(t *testing.T) {
	data := []byte("people: Ann, Bo, Cy\ndrinks: tea, cola, milk\nClues:\nAnn drank tea.\nBo didn't drink milk.\nCy drank milk.\n")
	var k puzzle.Kind = logicgrid.Kind{}
	if _, ok := k.(puzzle.ContextParser); !ok {
		t.Fatal("the logicgrid kind is no puzzle.ContextParser")
	}
	cases := []struct {
		why string
		ctx context.Context
	}{
		{"done before the read", &errAfter{context.Background(), 0}},
		{"done after the first sentence", &errAfter{context.Background(), 2}},
	}
	for _, tc := range cases {
		if p, err := puzzle.ParseKind(tc.ctx, k, "f.txt", data); !errors.Is(err, context.Canceled) {
			t.Errorf("%s: got %v, %v; want context.Canceled", tc.why, p, err)
		}
	}
	_, p, err := puzzle.ParseContext(context.Background(), "f.txt", data, "")
	if err != nil || len(p.(*logicgrid.Puzzle).Clues) == 0 {
		t.Errorf("a live context: %v", err)
	}
}
