package english

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// The unseen puzzles (testdata/unseen, issue 25): written before the reader
// was changed for them, their answers proven by a brute force that shares
// no code with the reader (truth.py). Each must read exactly: the
// independent brute-force count over the read clues finds one solution,
// the solver agrees, and it is the written answer. A puzzle the reader
// cannot read must be refused, never misread: this test lists both.
func TestUnseenPuzzles(t *testing.T) {
	files, _ := filepath.Glob("testdata/unseen/*.txt")
	if len(files) != 20 {
		t.Fatalf("%d unseen puzzles, want 20", len(files))
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) { readsExactly(t, f) })
	}
}

// readsExactly requires that f reads, that an independent brute-force
// count over the read clues finds exactly one solution, that the solver
// agrees, and that it is f's "Solution:" block, which logicgrid.Check
// accepts. Anything else is a refusal or a misread, and fails.
func readsExactly(t *testing.T, f string) {
	t.Helper()
	data, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Read(f, data)
	if err != nil {
		t.Fatalf("refused: %v", err)
	}
	if p.Known == nil {
		t.Fatal("no Solution: block")
	}
	if err := logicgrid.Check(p, p.Known); err != nil {
		t.Errorf("misread: the written answer fails the read clues: %v", err)
	}
	if n := bruteCount(p); n != 1 {
		t.Errorf("misread: brute force finds %d solutions of the read clues, want 1", n)
	}
	res, err := logicgrid.Count(context.Background(), p, puzzle.SolveOptions{Limit: 2})
	if err != nil || res.Count != 1 || !res.Complete {
		t.Fatalf("solver: %d solutions (complete %v), %v", res.Count, res.Complete, err)
	}
	if got := res.Solutions[0].(*logicgrid.Solution); !reflect.DeepEqual(got.Of, p.Known.Of) {
		t.Errorf("misread: solved\n%s want\n%s", got, p.Known)
	}
}

// The second fresh set (testdata/unseen2, written after the first set's
// fixes): each reads exactly since ratios ("twice as much as") and the
// last of a category of ordinals read.
func TestUnseen2Puzzles(t *testing.T) {
	files, _ := filepath.Glob("testdata/unseen2/*.txt")
	if len(files) != 5 {
		t.Fatalf("%d puzzles in unseen2, want 5", len(files))
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) { readsExactly(t, f) })
	}
}
