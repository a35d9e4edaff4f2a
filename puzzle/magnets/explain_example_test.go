package magnets_test

import (
	"context"
	"fmt"

	"deduce/puzzle"
	"deduce/puzzle/magnets"
)

// The first steps of an explanation, each checked by the independent
// verifier, and a hint from a position.
func ExampleKind_Explain() {
	p, _ := magnets.Parse("example", []byte("6x6:212232,231222,212223,230223,LRTTLRLRBBLRLRTTLRTTBBLRBBTTTTLRBBBB"))
	k := magnets.Kind{}
	ex, _ := k.Explain(context.Background(), p, nil)
	for _, s := range ex.Steps[:3] {
		fmt.Printf("Step %d [%s, cost %d, clues %v]: %s %v\n", s.N, s.Rule, s.Cost, s.Clues, s.Text, k.VerifyStep(context.Background(), p, s))
	}
	fmt.Println(ex.Status, ex.Grade, len(ex.Steps), "steps")
	st, _ := k.ParseState(p, "state", []byte("+-????\n??????\n??????\n??????\n??????\n??????\n"))
	h, ok, _ := k.Hint(context.Background(), p, st)
	fmt.Println(ok, h.Rule, h.Facts)
	_ = puzzle.ExplainSolved
	// Output:
	// Step 1 [line-count, cost 2, clues [8]]: Row 2 needs no neutral cell, so (2,1), (2,2), (2,3), (2,4), (2,5) and (2,6) cannot be neutral. <nil>
	// Step 2 [partner, cost 1, clues []]: (2,3) cannot be neutral, and a domino holds + and - or is neutral in both halves, so (1,3) cannot be neutral. <nil>
	// Step 3 [partner, cost 1, clues []]: (2,4) cannot be neutral, and a domino holds + and - or is neutral in both halves, so (1,4) cannot be neutral. <nil>
	// solved easy 48 steps
	// true adjacent-pole [(2,1)!=+]
}
