package closefar

import (
	"context"
	"math/rand/v2"
	"testing"
)

// bruteLines lists every filling of a line of length n that the checker's
// checkLine accepts, by trying all 3^n strings: an oracle for placements that
// shares no code with it.
func bruteLines(n int) [][]Cell {
	var out [][]Cell
	line := make([]Cell, n)
	var rec func(i int)
	rec = func(i int) {
		if i == n {
			if checkLine(line) == "" {
				out = append(out, append([]Cell(nil), line...))
			}
			return
		}
		for v := Blank; v <= Far; v++ {
			line[i] = v
			rec(i + 1)
		}
	}
	rec(0)
	return out
}

// bruteCount counts the solutions of p by choosing a row filling for each row
// (bruteLines, filtered by the row's hints), pruning only on column counts
// (above two, or too few rows left to reach two), and judging each full board
// with checkSolution.
func bruteCount(p *Puzzle) int {
	n := p.N
	all := bruteLines(n)
	rows := make([][][]Cell, n)
	for r := 0; r < n; r++ {
		for _, l := range all {
			ok := true
			for c := 0; c < n; c++ {
				if h := p.Hint(r, c); h != Blank && l[c] != h {
					ok = false
					break
				}
			}
			if ok {
				rows[r] = append(rows[r], l)
			}
		}
	}
	cnt := [3][]int{nil, make([]int, n), make([]int, n)}
	sol := &Solution{N: n, Cells: make([]Cell, n*n)}
	count := 0
	var rec func(r int)
	rec = func(r int) {
		if r == n {
			if checkSolution(p, sol) == nil {
				count++
			}
			return
		}
	next:
		for _, l := range rows[r] {
			for c, v := range l {
				if v != Blank && cnt[v][c] == 2 {
					continue next
				}
			}
			for c, v := range l {
				if v != Blank {
					cnt[v][c]++
				}
			}
			copy(sol.Cells[r*n:], l)
			feasible := true
			for c := 0; c < n; c++ {
				if 4-cnt[Close][c]-cnt[Far][c] > n-r-1 {
					feasible = false
					break
				}
			}
			if feasible {
				rec(r + 1)
			}
			for c, v := range l {
				if v != Blank {
					cnt[v][c]--
				}
			}
		}
	}
	rec(0)
	return count
}

func TestPlacementsMatchBruteForce(t *testing.T) {
	for n := MinN; n <= 9; n++ {
		want := map[[2]uint32]bool{}
		for _, l := range bruteLines(n) {
			var pl placement
			for i, v := range l {
				switch v {
				case Close:
					pl.c |= 1 << i
				case Far:
					pl.f |= 1 << i
				}
			}
			want[[2]uint32{pl.c, pl.f}] = true
		}
		got := placements(n)
		if len(got) != len(want) {
			t.Fatalf("n=%d: %d placements, brute force finds %d", n, len(got), len(want))
		}
		for _, pl := range got {
			if !want[[2]uint32{pl.c, pl.f}] {
				t.Fatalf("n=%d: placement %b/%b is not a valid line", n, pl.c, pl.f)
			}
		}
	}
}

// randomPuzzle takes k random non-blank cells of a random solution as hints
// (so the puzzle is solvable), or with flip set, also one hint changed to the
// other letter (so it may well be unsatisfiable).
func randomPuzzle(t testing.TB, n, k int, flip bool, rng *rand.Rand) *Puzzle {
	sol, err := randomSolution(context.Background(), n, rng)
	if err != nil {
		t.Fatal(err)
	}
	p := &Puzzle{N: n, Hints: make([]Cell, n*n)}
	for _, x := range rng.Perm(n * n) {
		if k == 0 {
			break
		}
		if sol.Cells[x] != Blank {
			p.Hints[x] = sol.Cells[x]
			k--
		}
	}
	if flip {
		for x, h := range p.Hints {
			if h != Blank {
				p.Hints[x] = 3 - h
				if checkHints(p) {
					break
				}
				p.Hints[x] = h
			}
		}
	}
	return p
}

// checkHints reports whether no line has three of a letter among its hints.
func checkHints(p *Puzzle) bool {
	return checkHintCounts("", p, make([]srcLine, p.N)) == nil
}

func TestLinesCountMatchesBruteForce(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(6, 6))
	for i := 0; i < 60; i++ {
		n := 6
		if i%10 == 9 {
			n = 7
		}
		k := rng.IntN(2*n + 1)
		if n == 7 {
			k = n + rng.IntN(n) // fewer hints make the oracle too slow
		}
		p := randomPuzzle(t, n, k, i%3 == 2, rng)
		want := bruteCount(p)
		sols, err := countUpTo(ctx, p, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(sols) != want {
			t.Fatalf("puzzle %d:\n%s\nlines counts %d, brute force %d", i, format(p, nil), len(sols), want)
		}
		seen := map[string]bool{}
		for _, s := range sols {
			if err := checkSolution(p, s); err != nil {
				t.Fatalf("puzzle %d: %v", i, err)
			}
			key := format(p, s)
			if seen[key] {
				t.Fatalf("puzzle %d: solution found twice", i)
			}
			seen[key] = true
		}
	}
}

func TestSmallBoardsDoNotExist(t *testing.T) {
	// Brute force shows no 4×4 or 5×5 board satisfies the rules, so the
	// generator must refuse those sizes; the fast solver must agree.
	for _, n := range []int{4, 5} {
		p := &Puzzle{N: n, Hints: make([]Cell, n*n)}
		if got := bruteCount(p); got != 0 {
			t.Fatalf("n=%d: brute force finds %d boards", n, got)
		}
		sols, err := countUpTo(context.Background(), p, 0, nil)
		if err != nil || len(sols) != 0 {
			t.Fatalf("n=%d: lines finds %d boards (err %v)", n, len(sols), err)
		}
	}
}
