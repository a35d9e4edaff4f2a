package magnets_test

import (
	"context"
	"fmt"

	"deduce/puzzle"
	"deduce/puzzle/magnets"
)

const tatham3x3 = "3x3:201,102,120,111,LRTT*BBLR" // the example in Tatham's magnets.c

func ExampleParse() {
	p, err := magnets.Parse("example", []byte("magnets 4x2\newew\newsn\n. . \n"))
	fmt.Println(p, err)
	p, err = magnets.Parse("example", []byte(tatham3x3))
	fmt.Println(p.W, p.H, p.Singleton(), err)
	// Output:
	// <nil> example:3:3: cell (row 2, column 3): 's' points south, below the last row
	// 3 3 4 <nil>
}

func ExampleFormat() {
	p, _ := magnets.Parse("example", []byte(tatham3x3))
	fmt.Print(magnets.Format(p, nil))
	id, _ := magnets.ID(p)
	fmt.Println(id)
	// Output:
	// magnets 3
	// LRT
	// T*B
	// BLR
	// 1 0 2
	// 1 1 1
	// 2 0 1
	// 1 2 0
	// 3x3:201,102,120,111,LRTT*BBLR
}

func ExampleCountSolutions() {
	p, _ := magnets.Parse("example", []byte(tatham3x3))
	n, complete, err := magnets.CountSolutions(context.Background(), p, 2)
	fmt.Println(n, complete, err)
	// Output: 1 true <nil>
}

func ExampleCheck() {
	p, _ := magnets.Parse("example", []byte(tatham3x3))
	good := &magnets.Solution{W: 3, H: 3, Cells: []int8{1, -1, 0, -1, 0, 0, 1, -1, 1}}
	bad := &magnets.Solution{W: 3, H: 3, Cells: []int8{1, -1, 1, -1, 0, 0, 1, -1, 1}}
	fmt.Println(magnets.Check(p, good))
	fmt.Println(magnets.Check(p, bad))
	// Output:
	// <nil>
	// check failed: the domino at row 1, column 3 and row 2, column 3 holds +x: a domino is + and -, or neutral
}

func ExampleRenderText() {
	p, _ := magnets.Parse("example", []byte(tatham3x3))
	res, _ := magnets.Kind{}.Solve(context.Background(), p, puzzle.SolveOptions{})
	fmt.Print(magnets.RenderText(p, res.Solutions[0].(*magnets.Solution)))
	// Output:
	//  +   2   0   1
	//    ┌───────┬───┐
	//  1 │ +   - │ x │ 1
	//    ├───┬───┤   │
	//  0 │ - │ * │ x │ 1
	//    │   ├───┴───┤
	//  2 │ + │ -   + │ 1
	//    └───┴───────┘
	//      1   2   0   -
}

func ExampleGradePuzzle() {
	p, _ := magnets.Parse("example", []byte("6x6:212232,231222,212223,230223,LRTTLRLRBBLRLRTTLRTTBBLRBBTTTTLRBBBB"))
	grade, _ := magnets.GradePuzzle(context.Background(), p)
	fmt.Println(grade)
	// Output: easy
}

func ExampleKind_Generate() {
	g, err := magnets.Kind{}.Generate(context.Background(), puzzle.GenerateOptions{Width: 8, Height: 6, Difficulty: "tricky", Seed: 1})
	fmt.Println(err, g.Difficulty, g.Unique, magnets.Check(g.Puzzle.(*magnets.Puzzle), g.Solution.(*magnets.Solution)))
	// Output: <nil> tricky true <nil>
}

func ExampleGenerateReport() {
	p, s := magnets.GenerateReport(4, 4, 7)
	fmt.Println(magnets.Check(p, s))
	// Output: <nil>
}
