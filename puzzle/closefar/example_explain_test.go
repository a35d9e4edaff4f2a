package closefar_test

import (
	"context"
	"fmt"

	"deduce/puzzle"
	"deduce/puzzle/closefar"
)

func fig1() *closefar.Puzzle {
	p, err := closefar.NewPuzzle("...F...", "......F", ".....C.", "..C....", ".C.....", "F......", "....C..")
	if err != nil {
		panic(err)
	}
	return p
}

// Explaining the report's Fig. 1: the first two steps, each checked by the
// SAT verifier, and the summary.
func ExampleKind_Explain() {
	k := closefar.Kind{}
	ctx := context.Background()
	ex, err := k.Explain(ctx, fig1(), nil)
	if err != nil {
		panic(err)
	}
	for _, s := range ex.Steps[:2] {
		fmt.Printf("Step %d [%s, cost %d, clues %v, uses %v]: %s\n", s.N, s.Rule, s.Cost, s.Clues, s.Uses, s.Text)
		fmt.Println("  verified:", k.VerifyStep(ctx, fig1(), s) == nil)
	}
	fmt.Println(ex.Status, ex.Grade, len(ex.Steps), "steps, hardest cost", ex.Hardest)
	// Output:
	// Step 1 [line, cost 4, clues [1], uses []]: Row 1: every placement of two C and two F (the C closer than the F) that fits (1,4)=F puts no F at (1,3) and no F at (1,5) (14 placements fit), so (1,3) is not F and (1,5) is not F.
	//   verified: true
	// Step 2 [line, cost 3, clues [7], uses [(1,5)!=F]]: Column 5: every placement of two C and two F (the C closer than the F) that fits (1,5)≠F and (7,5)=C puts blank at (1,5), no C at (2,5), no C at (3,5) and no blank at (6,5) (6 placements fit), so (1,5) is blank, (2,5) is not C, (3,5) is not C and (6,5) is not blank.
	//   verified: true
	// solved tricky 47 steps, hardest cost 26
}

// A hint from a position written like the solution block, '?' undecided
// (here the player has found the blanks of row 1 next to the F).
func ExampleKind_Hint() {
	k := closefar.Kind{}
	p := fig1()
	st, err := k.ParseState(p, "position.txt", []byte(`
??.F.??
???????
???????
???????
???????
???????
???????
`))
	if err != nil {
		panic(err)
	}
	h, ok, err := k.Hint(context.Background(), p, st)
	fmt.Println(ok, err, h.Rule, h.Facts)
	fmt.Println(h.Text)
	// Output:
	// true <nil> line [(2,5)!=C (3,5)!=C (6,5)!=.]
	// Column 5: every placement of two C and two F (the C closer than the F) that fits (1,5)=blank and (7,5)=C puts no C at (2,5), no C at (3,5) and no blank at (6,5) (6 placements fit), so (2,5) is not C, (3,5) is not C and (6,5) is not blank.
}

// The board a game plays on: hints are given, Status has one entry per hint,
// then one per row and one per column. An F next to the F hint breaks row 1
// (two adjacent F are never farther apart than the C); column 3 is still open.
func ExampleKind_Status() {
	k := closefar.Kind{}
	p := fig1()
	b := k.NewBoard(p)
	b = k.Set(p, b, b.Index(0, 2), 2) // (1,3) = F, next to the F hint at (1,4)
	st := k.Status(p, b)
	fmt.Println(b.Symbols, len(st.Clues), st.Clues[7], st.Clues[14+2], len(st.Broken))
	// Output: [? C F .] 21 violated open 7
}

var _ puzzle.Explainer = closefar.Kind{}
