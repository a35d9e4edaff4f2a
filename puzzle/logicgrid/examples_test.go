package logicgrid

import (
	"context"
	"path/filepath"
	"testing"

	"deduce/puzzle"
)

// TestExamples: every bundled example parses, has exactly one solution
// (complete fd count, cap 2), and that solution passes the checker; the
// reduction example is exactly what the converter makes of its square, and
// its solution maps back to a checked Latin square.
func TestExamples(t *testing.T) {
	ctx := context.Background()
	files, _ := filepath.Glob("examples/*.txt")
	if len(files) < 4 {
		t.Fatalf("%d examples, want the 4+ listed in examples/README.md", len(files))
	}
	for _, f := range files {
		p := load(t, f)
		r, err := Count(ctx, p, puzzle.SolveOptions{Limit: 2})
		if err != nil || !r.Complete || r.Count != 1 {
			t.Fatalf("%s: %d solutions (complete %v, %v), want exactly 1", f, r.Count, r.Complete, err)
		}
		if err := Check(p, r.Solutions[0].(*Solution)); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
	}
	// The PLS example (thesis_pls.pls and its reduction) is checked in package thesis.
}
