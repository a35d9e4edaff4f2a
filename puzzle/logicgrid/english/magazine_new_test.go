package english

import (
	"path/filepath"
	"testing"
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
		t.Run(filepath.Base(f), func(t *testing.T) { readsExactly(t, f) })
	}
}
