package logicgrid_test

import (
	"context"
	"fmt"
	"math/rand/v2"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

const thesisSample = `8
Name:Smith:Jones:Butler
Shirt:red:green:blue
Job:doctor:teacher:actor
Clues:
Smith=teacher
actor=blue
doctor*red
Jones*green
`

func ExampleParse() {
	p, err := logicgrid.Parse("sample.txt", []byte(thesisSample))
	if err != nil {
		panic(err)
	}
	fmt.Println(p.M(), "domains of", p.N(), "items,", len(p.Clues), "clues, algorithm", p.Algorithm)
	fmt.Println(p.ClueWords(p.Clues[2]))
	_, err = logicgrid.Parse("bad.txt", []byte("8\nName:Smith:Jones\nShirt:red\nClues:\n"))
	fmt.Println(err)
	// Output:
	// 3 domains of 3 items, 4 clues, algorithm 8
	// doctor is not red.
	// bad.txt:3:1: domain "Shirt" has 1 items, the first domain has 2 (all domains need the same count)
}

func ExampleSolve() {
	p, _ := logicgrid.Parse("sample.txt", []byte(thesisSample))
	r, err := logicgrid.Solve(context.Background(), p, puzzle.SolveOptions{Method: "8"})
	if err != nil {
		panic(err)
	}
	s := r.Solutions[0].(*logicgrid.Solution)
	fmt.Print(r.Status, " by ", s.Method, " on the ", s.Encoding, " encoding\n", s)
	// Output:
	// solved by Simple backtracking on the Small encoding
	// Smith, red, teacher
	// Jones, blue, actor
	// Butler, green, doctor
}

func ExampleCount() {
	p, _ := logicgrid.Parse("sample.txt", []byte(thesisSample))
	r, _ := logicgrid.Count(context.Background(), p, puzzle.SolveOptions{Limit: 2})
	fmt.Println(r.Count, "solution, complete:", r.Complete)
	// Output:
	// 1 solution, complete: true
}

func ExampleEncode() {
	p, _ := logicgrid.Parse("sample.txt", []byte(thesisSample))
	for _, enc := range []logicgrid.Encoding{logicgrid.Small, logicgrid.Extended} {
		x := logicgrid.Encode(p, enc)
		fmt.Println(enc, x.CNF.NumVars, "variables", len(x.CNF.Clauses), "clauses")
	}
	// Output:
	// small 18 variables 56 clauses
	// extended 54 variables 292 clauses
}

func ExampleSolveVD() {
	p, _ := logicgrid.Parse("sample.txt", []byte(thesisSample))
	r := logicgrid.SolveVD(context.Background(), p)
	fmt.Print(r.Outcome == logicgrid.VDSolved, "\n", r.Solution)
	// Output:
	// true
	// Smith, red, teacher
	// Jones, blue, actor
	// Butler, green, doctor
}

func ExampleGrid() {
	p, _ := logicgrid.Parse("sample.txt", []byte(thesisSample))
	r, _ := logicgrid.Solve(context.Background(), p, puzzle.SolveOptions{Method: "fd"})
	fmt.Print(logicgrid.Grid(r.Solutions[0].(*logicgrid.Solution)))
	// Output:
	//         | red green blue | doctor teacher actor
	// Smith   | o   x     x    | x      o       x
	// Jones   | x   x     o    | x      x       o
	// Butler  | x   o     x    | o      x       x
	// doctor  | x   o     x
	// teacher | o   x     x
	// actor   | x   x     o
}

func ExampleGenerateUnique() {
	p, sol, err := logicgrid.GenerateUnique(context.Background(), rand.New(rand.NewPCG(1, 0)), 3, 3, 1)
	if err != nil {
		panic(err)
	}
	r, _ := logicgrid.Count(context.Background(), p, puzzle.SolveOptions{Limit: 2})
	fmt.Println("solutions:", r.Count, "complete:", r.Complete, "planted found:", logicgrid.Check(p, sol) == nil)
	// Output:
	// solutions: 1 complete: true planted found: true
}
