package closefar_test

import (
	"context"
	"fmt"

	"deduce/puzzle"
	"deduce/puzzle/closefar"
)

// The report's Fig. 1, solved with the default method and counted.
func Example() {
	p, err := closefar.NewPuzzle(
		"...F...",
		"......F",
		".....C.",
		"..C....",
		".C.....",
		"F......",
		"....C..",
	)
	if err != nil {
		panic(err)
	}
	k := closefar.Kind{}
	r, err := k.Solve(context.Background(), p, puzzle.SolveOptions{})
	if err != nil {
		panic(err)
	}
	fmt.Println(r.Status, r.Method)
	for _, row := range r.Solutions[0].(*closefar.Solution).Rows() {
		fmt.Println(row)
	}
	c, _ := k.Count(context.Background(), p, puzzle.SolveOptions{Limit: 2})
	fmt.Println("solutions:", c.Count, "exact:", c.Complete)
	// Output:
	// solved lines
	// F..F.CC
	// CFC...F
	// ..F.FCC
	// .CCF.F.
	// CC..F.F
	// F.FCC..
	// .F.CCF.
	// solutions: 1 exact: true
}

// Solving with the report's own model and labeling options.
func ExampleKind_Solve_report() {
	p, _ := closefar.NewPuzzle("..C...", "F.....", "....F.", "...F..", ".....C", ".F....")
	r, err := closefar.Kind{}.Count(context.Background(), p, puzzle.SolveOptions{Method: "report", Label: "leftmost,median"})
	if err != nil {
		panic(err)
	}
	fmt.Println(r.Count, r.Complete)
	// Output: 1 true
}

// A unique 6×6 puzzle from a seed, drawn as the report's ASCII board.
func ExampleKind_Generate() {
	k := closefar.Kind{}
	g, err := k.Generate(context.Background(), puzzle.GenerateOptions{Width: 6, Seed: 1})
	if err != nil {
		panic(err)
	}
	board, _ := k.Render(g.Puzzle, nil, "text")
	fmt.Print(board)
	fmt.Println(g.Difficulty, g.Unique)
	// Output:
	// |---|---|---|---|---|---|
	// | F |   |   |   |   |   |
	// |---|---|---|---|---|---|
	// |   |   |   |   | C |   |
	// |---|---|---|---|---|---|
	// |   |   |   | C |   |   |
	// |---|---|---|---|---|---|
	// |   |   |   |   |   | F |
	// |---|---|---|---|---|---|
	// |   | F |   |   |   |   |
	// |---|---|---|---|---|---|
	// |   |   | C |   |   |   |
	// |---|---|---|---|---|---|
	// easy true
}

// Checking a solution reports the first broken rule.
func ExampleKind_Check() {
	p, _ := closefar.NewPuzzle("......", "......", "......", "......", "......", "......")
	bad := &closefar.Solution{N: 6, Cells: make([]closefar.Cell, 36)}
	fmt.Println(closefar.Kind{}.Check(p, bad))
	// Output: check failed: row 1: holds 0 C and 0 F, want exactly two of each
}
