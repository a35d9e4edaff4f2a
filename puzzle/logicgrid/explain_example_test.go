package logicgrid_test

import (
	"context"
	"fmt"
	"os"

	"deduce/puzzle/logicgrid"
)

// Explain the thesis's Smith/Jones/Butler puzzle step by step, check every
// step with the independent verifier, and ask for a hint from a position.
func ExampleExplain() {
	data, err := os.ReadFile("testdata/thesis_sample.txt")
	if err != nil {
		panic(err)
	}
	p, err := logicgrid.Parse("thesis_sample.txt", data)
	if err != nil {
		panic(err)
	}
	ctx := context.Background()
	ex, err := logicgrid.Explain(ctx, p, nil)
	if err != nil {
		panic(err)
	}
	for _, s := range ex.Steps[:3] {
		if err := logicgrid.VerifyStep(ctx, p, s); err != nil {
			panic(err)
		}
		fmt.Printf("Step %d [%s, cost %d, clues %v]: %s\n", s.N, s.Rule, s.Cost, s.Clues, s.Text)
	}
	fmt.Println(ex.Status, len(ex.Steps), "steps, cost", ex.Cost, "grade", ex.Grade)

	st, err := logicgrid.ParseState(p, "state", []byte("Smith=teacher\nSmith=red\n"))
	if err != nil {
		panic(err)
	}
	h, ok, err := logicgrid.Hint(ctx, p, st)
	fmt.Println(ok, err, h.Text)
	// Output:
	// Step 1 [clue, cost 20, clues [1]]: Clue 1 says: Smith is teacher; so Smith is teacher.
	// Step 2 [bijectivity, cost 2, clues []]: Each item belongs to exactly one entity: Smith is teacher, so Smith is not doctor, Jones is not teacher, Smith is not actor and Butler is not teacher.
	// Step 3 [clue, cost 20, clues [2]]: Clue 2 says: actor is blue; so blue is actor.
	// solved 18 steps, cost 122 grade easy
	// true <nil> Each item belongs to exactly one entity: Smith is red, so Smith is not green, Jones is not red, Smith is not blue and Butler is not red.
}
