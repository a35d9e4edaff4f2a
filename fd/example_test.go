package fd_test

import (
	"context"
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
