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

// errAfter is a context whose Err is nil the first n times, then Canceled.
type errAfter struct {
	context.Context
	n int
}

func (c *errAfter) Err() error {
	if c.n > 0 {
		c.n--
		return nil
	}
	return context.Canceled
}

// TestCompactStopsInsideALongClause: the context was checked only between
// clauses, so one clause of a million literals ran to its end past
// --timeout.
func TestCompactStopsInsideALongClause(t *testing.T) {
	long := make(Clause, 1<<20)
	for i := range long {
		long[i] = Lit(i + 1)
	}
	f := &CNF{NumVars: len(long), Clauses: []Clause{long}}
	if _, _, err := f.Compact(&errAfter{Context: context.Background(), n: 1}); !errors.Is(err, context.Canceled) {
		t.Errorf("a context ended inside a clause of %d literals: %v, want Canceled", len(long), err)
	}
}

// TestCompactDenseAgreesWithSparse: a header near the clauses' size is
// renumbered through a slice, a large one through a map; both give the
// same formula, and a variable past the header's count (which the parser
// refuses, but a CNF built in code may hold) is still renumbered.
func TestCompactDenseAgreesWithSparse(t *testing.T) {
	clauses := []Clause{{3, -1}, {-5, 3, 2}, {}, {9}}
	dense := &CNF{NumVars: 5, Clauses: clauses}        // 9 is past the header
	sparse := &CNF{NumVars: 1 << 30, Clauses: clauses} // the map
	g1, o1, err1 := dense.Compact(context.Background())
	g2, o2, err2 := sparse.Compact(context.Background())
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	want := []Clause{{1, -2}, {-3, 1, 4}, {}, {5}}
	if !reflect.DeepEqual(g1.Clauses, want) || g1.NumVars != 5 || !reflect.DeepEqual(o1, []Var{0, 3, 1, 5, 2, 9}) {
		t.Errorf("dense: got %v %v %v", g1.Clauses, g1.NumVars, o1)
	}
	if !reflect.DeepEqual(g1, g2) || !reflect.DeepEqual(o1, o2) {
		t.Errorf("dense and sparse differ: %v %v / %v %v", g1, o1, g2, o2)
	}
}
