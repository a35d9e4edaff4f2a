package puzzle

import (
	"context"
	"errors"
	"testing"
)

// parseCounter is a Kind with only Parse (no ContextParser): it counts calls.
type parseCounter struct {
	Kind
	calls int
}

func (k *parseCounter) Parse(string, []byte) (Puzzle, error) { k.calls++; return nil, nil }

// A kind without ParseContext: a done context stops the parse before it
// starts; a live one parses.
func TestParseKindChecksContextForPlainKinds(t *testing.T) {
	k := &parseCounter{}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ParseKind(ctx, k, "f", []byte("x\n")); !errors.Is(err, context.Canceled) || k.calls != 0 {
		t.Errorf("cancelled: err %v, %d parses; want context.Canceled and none", err, k.calls)
	}
	if _, err := ParseKind(context.Background(), k, "f", []byte("x\n")); err != nil || k.calls != 1 {
		t.Errorf("live: err %v, %d parses; want one", err, k.calls)
	}
}
