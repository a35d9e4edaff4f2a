package fd_test

import (
	"context"
	"errors"
	"fmt"

	"deduce/fd"
)

// Queens places n queens on an n×n board, one per column: q[i] is the row
// of the queen in column i.
func queens(s *fd.Store, n int) []fd.Var {
	q := make([]fd.Var, n)
	for i := range q {
		q[i] = s.IntVar(1, n)
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			d := j - i
			s.Linear([]int{1, -1}, []fd.Var{q[i], q[j]}, fd.Ne, 0)
			s.Linear([]int{1, -1}, []fd.Var{q[i], q[j]}, fd.Ne, d)
			s.Linear([]int{1, -1}, []fd.Var{q[i], q[j]}, fd.Ne, -d)
		}
	}
	return q
}

func Example_queens() {
	s := fd.New()
	q := queens(s, 8)
	opt, err := fd.ParseLabel("ff")
	if err != nil {
		panic(err)
	}
	first, err := s.Solve(context.Background(), q, opt)
	if err != nil {
		panic(err)
	}
	n, err := s.CountSolutions(context.Background(), q, opt, 0)
	fmt.Println(first, n, err)
	// Output: [1 5 8 6 3 7 2 4] 92 <nil>
}

// SEND + MORE = MONEY, each letter a different digit, no leading zero.
func Example_sendMoreMoney() {
	s := fd.New()
	letters := make([]fd.Var, 8) // S E N D M O R Y
	for i := range letters {
		letters[i] = s.IntVar(0, 9)
	}
	S, E, N, D, M, O, R, Y := letters[0], letters[1], letters[2], letters[3], letters[4], letters[5], letters[6], letters[7]
	must(s.AllDistinct(letters))
	must(s.Linear([]int{1}, []fd.Var{S}, fd.Ge, 1))
	must(s.Linear([]int{1}, []fd.Var{M}, fd.Ge, 1))
	must(s.Linear(
		[]int{1000, 100, 10, 1, 1000, 100, 10, 1, -10000, -1000, -100, -10, -1},
		[]fd.Var{S, E, N, D, M, O, R, E, M, O, N, E, Y}, fd.Eq, 0))
	sols, err := s.Solutions(context.Background(), letters, fd.LabelOptions{}, 0)
	fmt.Println(sols, err)
	// Output: [[9 5 6 7 1 0 8 2]] <nil>
}

// A 4×4 Sudoku: rows, columns and 2×2 boxes hold 1..4 once each.
func Example_sudoku4() {
	puzzle := [4][4]int{
		{1, 0, 0, 0},
		{0, 0, 3, 0},
		{0, 4, 0, 0},
		{0, 0, 0, 2},
	}
	s := fd.New()
	var cell [4][4]fd.Var
	var all []fd.Var
	for r := range 4 {
		for c := range 4 {
			if puzzle[r][c] != 0 {
				cell[r][c] = s.Const(puzzle[r][c])
			} else {
				cell[r][c] = s.IntVar(1, 4)
			}
			all = append(all, cell[r][c])
		}
	}
	for i := range 4 {
		var row, col, box []fd.Var
		for j := range 4 {
			row = append(row, cell[i][j])
			col = append(col, cell[j][i])
			box = append(box, cell[i/2*2+j/2][i%2*2+j%2])
		}
		must(s.AllDistinct(row))
		must(s.AllDistinct(col))
		must(s.AllDistinct(box))
	}
	opt, _ := fd.ParseLabel("ff")
	n, _ := s.CountSolutions(context.Background(), all, opt, 2)
	sol, _ := s.Solve(context.Background(), all, opt)
	for r := range 4 {
		fmt.Println(sol[4*r : 4*r+4])
	}
	fmt.Println("solutions:", n)
	// Output:
	// [1 3 2 4]
	// [4 2 3 1]
	// [2 4 1 3]
	// [3 1 4 2]
	// solutions: 1
}

func must(err error) {
	if err != nil {
		panic(err)
	}
}

// All hands out solutions one at a time; breaking out stops the search.
func ExampleStore_All() {
	s := fd.New()
	x, y := s.IntVar(1, 3), s.IntVar(1, 3)
	must(s.Linear([]int{1, 1}, []fd.Var{x, y}, fd.Eq, 4))
	for sol, err := range s.All(context.Background(), []fd.Var{x, y}, fd.LabelOptions{Down: true}) {
		if err != nil {
			panic(err)
		}
		fmt.Println(sol)
		if sol[0] == 2 {
			break
		}
	}
	// Output:
	// [3 1]
	// [2 2]
}

// Label reports each solution to a callback; median tries 0 first, as the
// Magnets report intends.
func ExampleStore_Label() {
	s := fd.New()
	cells := []fd.Var{s.IntVar(-1, 1), s.IntVar(-1, 1), s.IntVar(-1, 1), s.IntVar(-1, 1)}
	// One +1 and one -1 among four cells, as a Magnets row clue says.
	must(s.GlobalCardinality(cells, []int{-1, 0, 1}, []fd.Var{s.Const(1), s.Const(2), s.Const(1)}))
	must(s.Linear([]int{1, 1}, cells[:2], fd.Eq, 0)) // a domino: opposite poles or neutral
	opt, err := fd.ParseLabel("leftmost,median")
	must(err)
	err = s.Label(context.Background(), cells, opt, func() bool {
		fmt.Println(s.Value(cells[0]), s.Value(cells[1]), s.Value(cells[2]), s.Value(cells[3]))
		return true
	})
	st := s.Stats()
	fmt.Println("solutions:", st.Solutions, "error:", err)
	// Output:
	// 0 0 -1 1
	// 0 0 1 -1
	// -1 1 0 0
	// 1 -1 0 0
	// solutions: 4 error: <nil>
}

// ParseLabel reads SICStus labeling options as the reports write them.
func ExampleParseLabel() {
	opt, err := fd.ParseLabel("first_fail,median")
	fmt.Println(opt, err)
	_, err = fd.ParseLabel("ff,fastest")
	fmt.Println(err != nil)
	// Output:
	// ff,median,up <nil>
	// true
}

// A generator's loop: post a candidate hint, count with cap 2 (is the
// solution unique?), roll back.
func ExampleStore_Checkpoint() {
	s := fd.New()
	x, y := s.IntVar(1, 4), s.IntVar(1, 4)
	must(s.Linear([]int{1, -1}, []fd.Var{x, y}, fd.Lt, 0)) // x < y
	for _, sum := range []int{3, 5, 7} {
		c := s.Checkpoint()
		must(s.Linear([]int{1, 1}, []fd.Var{x, y}, fd.Eq, sum))
		n, _ := s.CountSolutions(context.Background(), []fd.Var{x, y}, fd.LabelOptions{}, 2)
		fmt.Printf("x+y=%d: unique %v\n", sum, n == 1)
		must(s.Rollback(c))
	}
	// Output:
	// x+y=3: unique true
	// x+y=5: unique false
	// x+y=7: unique true
}

// Element finds where a value sits in a row, as the Close or Far model
// finds its letters: here the first and second 1 of a row.
func ExampleStore_Element() {
	s := fd.New()
	row := []fd.Var{s.Const(0), s.Const(1), s.Const(0), s.Const(1)}
	first, second := s.IntVar(0, 3), s.IntVar(0, 3)
	must(s.Element(first, row, s.Const(1)))
	must(s.Element(second, row, s.Const(1)))
	must(s.Linear([]int{1, -1}, []fd.Var{first, second}, fd.Lt, 0))
	fmt.Println(s.DomainString(first), s.DomainString(second))
	// Output: 1 3
}

// Table lists the allowed combinations outright.
func ExampleStore_Table() {
	s := fd.New()
	a, b := s.IntVar(0, 9), s.IntVar(0, 9)
	must(s.Table([]fd.Var{a, b}, [][]int{{1, 2}, {2, 4}, {3, 6}}))
	must(s.Linear([]int{1}, []fd.Var{b}, fd.Gt, 3))
	fmt.Println(s.DomainString(a), s.DomainString(b))
	// Output: 2..3 4\/6
}

// A node limit stops a search with ErrLimit, never with a false "no solution".
func ExampleWithNodeLimit() {
	s := fd.New()
	q := queens(s, 12)
	ctx := fd.WithNodeLimit(context.Background(), 50)
	n, err := s.CountSolutions(ctx, q, fd.LabelOptions{}, 0)
	fmt.Println(n, errors.Is(err, fd.ErrLimit))
	// Output: 0 true
}

// Reification links a 0/1 variable to a condition; booleans combine them.
func ExampleStore_ReifyEq() {
	s := fd.New()
	x := s.IntVar(0, 5)
	isTwo, small, either := s.BoolVar(), s.BoolVar(), s.BoolVar()
	must(s.ReifyEq(isTwo, x, 2))                   // isTwo ⇔ x = 2
	must(s.ReifyLe(small, x, 1))                   // small ⇔ x ≤ 1
	must(s.BoolOr([]fd.Var{isTwo, small}, either)) // either ⇔ isTwo ∨ small
	must(s.Linear([]int{1}, []fd.Var{either}, fd.Eq, 1))
	sols, _ := s.Solutions(context.Background(), []fd.Var{x}, fd.LabelOptions{}, 0)
	fmt.Println(sols)
	// Output: [[0] [1] [2]]
}

// Count and Sum state how many and how much.
func ExampleStore_Count() {
	s := fd.New()
	xs := []fd.Var{s.IntVar(0, 2), s.IntVar(0, 2), s.IntVar(0, 2)}
	must(s.Count(xs, 2, fd.Eq, s.Const(2))) // exactly two 2s
	must(s.Sum(xs, fd.Eq, s.Const(5)))      // summing to 5
	must(s.AllDistinctBounds(xs[:2]))       // the first two differ
	sols, _ := s.Solutions(context.Background(), xs, fd.LabelOptions{}, 0)
	fmt.Println(sols)
	// Output: [[1 2 2] [2 1 2]]
}

// Stats counts the search as SICStus and Gecode do: Gecode 6.2 on
// testdata/queens.mzn with n = 6 reports 36 failures and 79 nodes (it
// counts the root too).
func ExampleStore_Stats() {
	s := fd.New()
	q := queens(s, 6)
	n, _ := s.CountSolutions(context.Background(), q, fd.LabelOptions{}, 0)
	st := s.Stats()
	fmt.Println(n, "solutions;", st.Backtracks, "backtracks;", st.Nodes, "nodes")
	// Output: 4 solutions; 36 backtracks; 78 nodes
}

// even is a custom propagator: x takes even values only.
type even struct{ x fd.Var }

func (e even) Propagate(s *fd.Store) fd.Status {
	for _, v := range s.Values(e.x, nil) {
		if v%2 != 0 && !s.Remove(e.x, v) {
			return fd.Failed
		}
	}
	return fd.Entailed // nothing can make an even value odd
}

// Post adds a constraint written outside the package.
func ExampleStore_Post() {
	s := fd.New()
	x := s.IntVar(1, 9)
	must(s.Post(even{x}, fd.OnDomain, x))
	fmt.Println(s.DomainString(x))
	// Output: 2\/4\/6\/8
}
