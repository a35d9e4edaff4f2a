package logicgrid

import (
	"context"
	"os"
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
	data, err := os.ReadFile("examples/thesis_pls.pls")
	if err != nil {
		t.Fatal(err)
	}
	q, err := ParsePLS("thesis_pls.pls", data)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := os.ReadFile("examples/thesis_pls.txt")
	if got := Format(q.LogicGrid(), nil); got != string(want) {
		t.Fatalf("examples/thesis_pls.txt is not the reduction of thesis_pls.pls; regenerate with deduce logicgrid pls:\n%s", got)
	}
	r, err := Solve(ctx, load(t, "examples/thesis_pls.txt"), puzzle.SolveOptions{})
	if err != nil || r.Status != puzzle.Solved {
		t.Fatal(r.Status, err)
	}
	if _, err := q.Square(r.Solutions[0].(*Solution)); err != nil {
		t.Fatal(err)
	}
}
