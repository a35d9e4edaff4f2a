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

// New magazine-style puzzles in published phrasings (issue 25; written for
// this test set, none copied from a published set): each reads, the
// independent brute-force count finds exactly one solution, the solver
// agrees, and that solution is the one in its "Solution:" block, which
// logicgrid.Check accepts.
func TestNewMagazinePuzzles(t *testing.T) {
	files, _ := filepath.Glob("testdata/magazine-new/*.txt")
	if len(files) < 3 {
		t.Fatalf("%d new puzzles", len(files))
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			p, err := Read(f, data)
			if err != nil {
				t.Fatal(err)
			}
			if p.Known == nil {
				t.Fatal("no Solution: block")
			}
			if err := logicgrid.Check(p, p.Known); err != nil {
				t.Errorf("the written solution fails the checker: %v", err)
			}
			if n := bruteCount(p); n != 1 {
				t.Errorf("brute force: %d solutions, want 1", n)
			}
			res, err := logicgrid.Count(context.Background(), p, puzzle.SolveOptions{Limit: 2})
			if err != nil || res.Count != 1 || !res.Complete {
				t.Fatalf("solver: %d solutions (complete %v), %v", res.Count, res.Complete, err)
			}
			if got := res.Solutions[0].(*logicgrid.Solution); !reflect.DeepEqual(got.Of, p.Known.Of) {
				t.Errorf("solved\n%s want\n%s", got, p.Known)
			}
		})
	}
}
