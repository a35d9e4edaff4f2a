package thesis

import (
	"context"
	"os"
	"testing"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// The logic-grid examples' partial Latin square: thesis_pls.txt is the
// reduction of thesis_pls.pls, and its solution maps back to a square.
func TestPLSExample(t *testing.T) {
	data, err := os.ReadFile("../examples/thesis_pls.pls")
	if err != nil {
		t.Fatal(err)
	}
	q, err := ParsePLS("thesis_pls.pls", data)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := os.ReadFile("../examples/thesis_pls.txt")
	if got := logicgrid.Format(q.LogicGrid(), nil); got != string(want) {
		t.Fatalf("examples/thesis_pls.txt is not the reduction of thesis_pls.pls; regenerate with deduce logicgrid pls:\n%s", got)
	}
	r, err := logicgrid.Solve(context.Background(), load(t, "../examples/thesis_pls.txt"), puzzle.SolveOptions{})
	if err != nil || r.Status != puzzle.Solved {
		t.Fatal(r.Status, err)
	}
	if _, err := q.Square(r.Solutions[0].(*logicgrid.Solution)); err != nil {
		t.Fatal(err)
	}
}
