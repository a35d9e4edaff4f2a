package thesis

import (
	"context"
	"deduce/puzzle/logicgrid"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"deduce/puzzle"
)

// The thesis's example (section 3.2) and the completion it prints.
const thesisPLS = `1 . . 3
. . 1 .
4 . . 2
. 2 . .
`

// latinCompletions counts the completions of q by brute force over cells,
// sharing nothing with the reduction or the solvers.
func latinCompletions(q *PLS) int {
	n := q.N
	sq := make([][]int, n)
	for r := range sq {
		sq[r] = append([]int(nil), q.Cells[r]...)
	}
	var rec func(k int) int
	rec = func(k int) int {
		if k == n*n {
			return 1
		}
		r, c := k/n, k%n
		if sq[r][c] != 0 {
			for i := 0; i < n; i++ {
				if (i != c && sq[r][i] == sq[r][c]) || (i != r && sq[i][c] == sq[r][c]) {
					return 0
				}
			}
			return rec(k + 1)
		}
		total := 0
	next:
		for v := 1; v <= n; v++ {
			for i := 0; i < n; i++ {
				if sq[r][i] == v || sq[i][c] == v {
					continue next
				}
			}
			sq[r][c] = v
			total += rec(k + 1)
			sq[r][c] = 0
		}
		return total
	}
	return rec(0)
}

// TestPLSThesisExample: the reduction of the thesis's square has n+1
// domains, one clue per given and (n³−n²)/2 more; solving it and mapping
// back gives a Latin square extending the givens (the thesis's own
// completion is one of the completions the brute force counts).
func TestPLSThesisExample(t *testing.T) {
	q, err := ParsePLS("thesis.pls", []byte(thesisPLS))
	if err != nil {
		t.Fatal(err)
	}
	p := q.LogicGrid()
	if p.M() != 5 || p.N() != 4 || len(p.Clues) != 6+(64-16)/2 {
		t.Fatalf("reduction: %d domains of %d items, %d clues; want 5, 4, %d", p.M(), p.N(), len(p.Clues), 6+24)
	}
	// The text round-trips through the thesis's parser.
	if _, err := logicgrid.Parse("reduced", []byte(logicgrid.Format(p, nil))); err != nil {
		t.Fatalf("the reduced puzzle does not parse: %v\n%s", err, logicgrid.Format(p, nil))
	}
	r, err := logicgrid.Solve(context.Background(), p, puzzle.SolveOptions{})
	if err != nil || r.Status != puzzle.Solved {
		t.Fatalf("solve: %v %v", r.Status, err)
	}
	sq, err := q.Square(r.Solutions[0].(*logicgrid.Solution))
	if err != nil {
		t.Fatal(err)
	}
	printed := [][]int{{1, 4, 2, 3}, {2, 3, 1, 4}, {4, 1, 3, 2}, {3, 2, 4, 1}}
	if err := q.CheckLatin(printed); err != nil {
		t.Fatalf("the thesis's completion fails the check: %v", err)
	}
	if err := q.CheckLatin(sq); err != nil {
		t.Fatal(err)
	}
}

// TestPLSCountsAgree: on random partial squares of order 2-4 the reduced
// grid has exactly as many solutions as the square has completions (brute
// force), and every solution maps back to a checked completion; this is
// the reduction's correctness, both directions.
func TestPLSCountsAgree(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(18, 2))
	for trial := 0; trial < 60; trial++ {
		n := 2 + trial%3
		q := &PLS{N: n, Cells: make([][]int, n)}
		for r := range q.Cells {
			q.Cells[r] = make([]int, n)
			for c := range q.Cells[r] {
				if rng.IntN(3) == 0 {
					q.Cells[r][c] = 1 + rng.IntN(n)
				}
			}
		}
		want := latinCompletions(q)
		p := q.LogicGrid()
		r, err := logicgrid.Count(ctx, p, puzzle.SolveOptions{Limit: 1000})
		if err != nil || !r.Complete {
			t.Fatalf("count: %v (complete %v)", err, r.Complete)
		}
		if r.Count != want {
			t.Fatalf("square\n%sgrid has %d solutions, brute force %d completions", q, r.Count, want)
		}
		for _, s := range r.Solutions {
			if _, err := q.Square(s.(*logicgrid.Solution)); err != nil {
				t.Fatalf("square\n%s: %v", q, err)
			}
		}
	}
}

func TestCheckLatinRejects(t *testing.T) {
	q, _ := ParsePLS("t", []byte("1 .\n. .\n"))
	tests := []struct {
		sq  [][]int
		why string
	}{
		{[][]int{{1, 1}, {2, 2}}, "a number twice in a row"},
		{[][]int{{1, 2}, {1, 2}}, "a number twice in a column"},
		{[][]int{{2, 1}, {1, 2}}, "disagrees with the given 1"},
		{[][]int{{1, 3}, {3, 1}}, "a number outside 1..n"},
		{[][]int{{1, 2}}, "a row missing"},
	}
	for _, tc := range tests {
		if err := q.CheckLatin(tc.sq); !errors.Is(err, puzzle.ErrWrongAnswer) {
			t.Errorf("%s: %v, want ErrWrongAnswer", tc.why, err)
		}
	}
}

func TestParsePLSErrors(t *testing.T) {
	tests := []struct {
		in, want, why string
	}{
		{"", "empty input", "nothing to read"},
		{"1 2\n2\n", "t:2:1: row 2 has 1 cells, want 2", "short row"},
		{"1 2 3\n2 1 3\n", "t:1:5: row 1 has 3 cells, want 2", "long row named at its extra cell"},
		{"1 x\n. .\n", "t:1:3: cell \"x\"", "not a number"},
		{"1 3\n. .\n", "t:1:3: cell \"3\"", "number above n"},
		{strings.Repeat("1 ", 1000) + "\n2 1\n", "t:1:5: row 1 has more than 25 cells, want 2", "a row past the bound is not counted to its end"},
		{strings.Repeat("1\n", 1000), "t:26:1: more than 25 rows", "rows past the bound"},
	}
	for _, tc := range tests {
		_, err := ParsePLS("t", []byte(tc.in))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.why, err, tc.want)
		}
	}
}

// TestParsePLSStopsEarly: a large input given by mistake (a 16 MiB DIMACS
// file, the most deduce reads) is refused after its first lines. Splitting
// it whole into cells first took 2.5 s and hundreds of MiB.
func TestParsePLSStopsEarly(t *testing.T) {
	var b strings.Builder
	b.WriteString("p cnf 200 1000000\n")
	for b.Len() < 16<<20 {
		b.WriteString("12 -34 56 0\n")
	}
	data := []byte(b.String())
	allocs := testing.AllocsPerRun(1, func() {
		if _, err := ParsePLS("t", data); err == nil {
			t.Fatal("a DIMACS file read as a square")
		}
	})
	if allocs > 1000 {
		t.Errorf("ParsePLS of 16 MiB allocated %.0f times, want it to stop after 26 rows", allocs)
	}
}

// FuzzParsePLS: any input gives a square or a positioned error, never a
// panic, and a square reduces to a puzzle the thesis's parser reads back.
func FuzzParsePLS(f *testing.F) {
	f.Add([]byte(thesisPLS))
	f.Add([]byte("1 .\n. 1\n"))
	f.Add([]byte("# c\n\n_ 0\n. .\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		q, err := ParsePLS("f", data)
		if err != nil {
			var pe *puzzle.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error without position: %v", err)
			}
			return
		}
		if q.N > 6 {
			return
		}
		if _, err := logicgrid.Parse("f", []byte(logicgrid.Format(q.LogicGrid(), nil))); err != nil {
			t.Fatalf("reduced puzzle does not parse: %v", err)
		}
	})
}
