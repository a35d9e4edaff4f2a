package sat

import (
	"context"
	"errors"
	"reflect"
	"testing"
)

func TestCompact(t *testing.T) {
	f := &CNF{NumVars: 2000000000, Clauses: []Clause{{1, -2000000000}, {-7, 1}, {}}}
	g, orig, err := f.Compact(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	want := &CNF{NumVars: 3, Clauses: []Clause{{1, -2}, {-3, 1}, {}}}
	if !reflect.DeepEqual(g, want) || !reflect.DeepEqual(orig, []Var{0, 1, 2000000000, 7}) {
		t.Errorf("got %v %v, want %v and orig [0 1 2000000000 7]", g, orig, want)
	}
	if f.NumVars != 2000000000 || f.Clauses[0][1] != -2000000000 {
		t.Error("Compact changed its input")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := f.Compact(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled Compact: %v", err)
	}
}
