package sat_test

import (
	"context"
	"fmt"
	"os"
	"strings"

	"deduce/sat"
)

func ExampleNew() {
	s, err := sat.New("cdcl")
	if err != nil {
		panic(err)
	}
	s.AddClause(1, 2)  // x1 ∨ x2
	s.AddClause(-1)    // ¬x1
	s.AddClause(-2, 3) // x2 → x3
	st := s.Solve(context.Background())
	m := s.Model()
	fmt.Println(st, m[1], m[2], m[3])
	// Output: SATISFIABLE false true true
}

func ExampleMethods() {
	for _, m := range sat.Methods() {
		fmt.Printf("%s complete=%v\n", m.Name, m.Complete)
	}
	// Output:
	// cdcl complete=true
	// cdcl-gini complete=true
	// cdcl-card complete=true
	// unit complete=false
	// failed-literal complete=false
	// binary-failed-literal complete=false
	// backtrack complete=true
	// first-nonhorn complete=true
	// first-non2sat complete=true
	// best-nonhorn complete=true
	// best-non2sat complete=true
}

func ExampleSolveCNF() {
	// The thesis's unit-propagation example: (¬A)(A∨B∨C)(¬A∨¬B)(A∨¬B).
	f := &sat.CNF{}
	f.Add(-1)
	f.Add(1, 2, 3)
	f.Add(-1, -2)
	f.Add(1, -2)
	r, _ := sat.SolveCNF(context.Background(), "unit", f)
	fmt.Println(r.Status, r.Model[1:], r.Stats.UnitRemovedShare())
	// Output: SATISFIABLE [false false true] 1
}

func ExampleSolve() {
	// Three cells, exactly two of them set, the first one not.
	f := &sat.Formula{}
	x := f.NewVars(3)
	f.Exactly(2, x[0].Pos(), x[1].Pos(), x[2].Pos())
	f.Add(x[0].Neg())
	for _, method := range []string{"cdcl", "cdcl-card", "backtrack"} {
		r, _ := sat.Solve(context.Background(), method, f)
		fmt.Println(method, r.Status, r.Model[1:4])
	}
	// Output:
	// cdcl SATISFIABLE [false true true]
	// cdcl-card SATISFIABLE [false true true]
	// backtrack SATISFIABLE [false true true]
}

func ExampleCount() {
	// Is the puzzle unique? Count with a cap of 2, projected on the cells.
	f := &sat.Formula{}
	cells := f.NewVars(4)
	lits := []sat.Lit{cells[0].Pos(), cells[1].Pos(), cells[2].Pos(), cells[3].Pos()}
	f.Exactly(2, lits...)
	s, _ := sat.New("cdcl")
	sat.Load(s, f) // the constraint is lowered to clauses with aux variables
	n, complete, err := sat.Count(context.Background(), s, cells, 0)
	fmt.Println(n, complete, err)
	n, complete, _ = sat.CountFormula(context.Background(), "first-non2sat", f, 2)
	fmt.Println(n, complete)
	// Output:
	// 6 true <nil>
	// 2 false
}

func ExampleEnumerate() {
	s, _ := sat.New("backtrack")
	s.AddClause(1, 2)
	s.AddClause(-1, -2)
	sat.Enumerate(context.Background(), s, nil, 0, func(m []bool) bool {
		fmt.Println(m[1:])
		return true
	})
	// Unordered output:
	// [true false]
	// [false true]
}

func ExampleExactlyK() {
	f := &sat.CNF{NumVars: 5}
	lits := []sat.Lit{1, 2, 3, 4, 5}
	sat.ExactlyK(f, sat.EncTotalizer, 2, lits...)
	r, _ := sat.SolveCNF(context.Background(), "cdcl", f)
	n := 0
	for v := 1; v <= 5; v++ {
		if r.Model[v] {
			n++
		}
	}
	fmt.Println(r.Status, n, f.NumVars > 5)
	// Output: SATISFIABLE 2 true
}

func ExampleExactlyOne() {
	f := &sat.CNF{}
	sat.ExactlyOne(f, 1, 2, 3)
	fmt.Print(f)
	// Output:
	// p cnf 3 4
	// 1 2 3 0
	// -1 -2 0
	// -1 -3 0
	// -2 -3 0
}

func ExampleParseDIMACS() {
	_, err := sat.ParseDIMACS(strings.NewReader("p cnf 2 1\n1 -3 0\n"), "in.cnf")
	fmt.Println(err)
	f, _ := sat.ParseDIMACS(strings.NewReader("c two clauses\np cnf 2 2\n1 -2 0\n2 0\n"), "ok.cnf")
	sat.WriteDIMACS(os.Stdout, f, "round trip")
	// Output:
	// in.cnf:2:3: literal -3 out of range 1..2
	// c round trip
	// p cnf 2 2
	// 1 -2 0
	// 2 0
}

func ExampleStats_Counters() {
	s, _ := sat.New("backtrack")
	s.AddClause(1, 2)
	s.AddClause(-1, 2)
	s.AddClause(1, -2)
	s.Solve(context.Background())
	for _, c := range s.Stats().Counters()[1:] { // time_ms varies
		fmt.Println(c.Name, c.Value)
	}
	// Output:
	// decisions 1
	// propagations 1
	// conflicts 0
	// max_depth 1
	// clauses 3
	// unit_removed 0
	// unit_removed_share 0
}

func ExampleAssumer() {
	s, _ := sat.New("cdcl")
	s.AddClause(-1, 2) // x1 → x2
	a := s.(sat.Assumer)
	fmt.Println(a.SolveAssuming(context.Background(), 1, -2))
	fmt.Println(a.SolveAssuming(context.Background(), 1))
	// Output:
	// UNSATISFIABLE
	// SATISFIABLE
}
