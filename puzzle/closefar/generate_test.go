package closefar

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"deduce/internal/testlong"
	"deduce/puzzle"
)

// TestGenerateEveryExtraHintNeeded: past the classic sizes the generator
// keeps a hint in every row and column and drops every extra hint the
// uniqueness does not need. Checked here by counting, independently of
// dropHints's negated-hint search: the puzzle has one solution, and without
// any one extra hint it has at least two.
func TestGenerateEveryExtraHintNeeded(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		n    int
		why  string
		seed int64
	}{
		{8, "the size that used to search for the classic shape", 1},
		{8, "another draw", 2},
		{9, "classic never found here", 1},
		{11, "odd size, many extras", 3},
		{13, "larger board", 1},
	} {
		t.Run(fmt.Sprintf("N=%d/seed=%d", tc.n, tc.seed), func(t *testing.T) {
			g, err := Kind{}.Generate(ctx, puzzle.GenerateOptions{Width: tc.n, Seed: tc.seed})
			if err != nil {
				t.Fatalf("%s: %v", tc.why, err)
			}
			p := g.Puzzle.(*Puzzle)
			if err := (Kind{}).Check(p, g.Solution); err != nil {
				t.Fatalf("%s: solution fails check: %v", tc.why, err)
			}
			if sols, err := countUpTo(ctx, p, 2, nil); err != nil || len(sols) != 1 {
				t.Fatalf("%s: %d solutions (err %v), want 1", tc.why, len(sols), err)
			}
			rows, cols := make([]int, tc.n), make([]int, tc.n)
			for x, h := range p.Hints {
				if h != Blank {
					rows[x/tc.n]++
					cols[x%tc.n]++
				}
			}
			for i := 0; i < tc.n; i++ {
				if rows[i] == 0 || cols[i] == 0 {
					t.Fatalf("%s: row or column %d has no hint", tc.why, i+1)
				}
			}
			for x, h := range p.Hints {
				// A hint alone in both its row and column may be a classic
				// one the generator kept on purpose; every other is extra.
				if h == Blank || (rows[x/tc.n] == 1 && cols[x%tc.n] == 1) {
					continue
				}
				q := &Puzzle{N: p.N, Hints: append([]Cell(nil), p.Hints...)}
				q.Hints[x] = Blank
				sols, err := countUpTo(ctx, q, 2, nil)
				if err != nil {
					t.Fatal(err)
				}
				if len(sols) < 2 && !classicKept(p, x) {
					t.Errorf("%s: the hint at (%d,%d) is not needed", tc.why, x/tc.n+1, x%tc.n+1)
				}
			}
		})
	}
}

// classicKept: could the hint at x be one of the classic set the generator
// keeps (a perfect matching of rows to columns through the hints that uses
// x)? Such a hint may be unneeded; the test cannot tell which hints formed
// the generator's set, so it excuses any that can be part of one.
func classicKept(p *Puzzle, x int) bool {
	n := p.N
	used := make([]bool, n)
	used[x%n] = true
	var place func(r int) bool
	place = func(r int) bool {
		if r == n {
			return true
		}
		if r == x/n {
			return place(r + 1)
		}
		for c := 0; c < n; c++ {
			if !used[c] && p.Hints[r*n+c] != Blank {
				used[c] = true
				if place(r + 1) {
					return true
				}
				used[c] = false
			}
		}
		return false
	}
	return place(0)
}

// TestGenerateStopsOnTimeout: a deadline that falls in any phase (solution,
// greedy hints, drop pass, grading, drawing for a grade) ends Generate
// within 0.5 s of it, with the deadline's error or ErrLimit.
func TestGenerateStopsOnTimeout(t *testing.T) {
	deadlines := testlong.Pick([]time.Duration{5 * time.Millisecond, 40 * time.Millisecond},
		[]time.Duration{time.Millisecond, 5 * time.Millisecond, 20 * time.Millisecond, 40 * time.Millisecond, 80 * time.Millisecond})
	for _, n := range []int{8, 16, 20} {
		for _, d := range deadlines {
			ctx, cancel := context.WithTimeout(context.Background(), d)
			start := time.Now()
			// hard at 20×20 is rare: the draw loop runs into the deadline.
			_, err := Kind{}.Generate(ctx, puzzle.GenerateOptions{Width: n, Seed: 7, Difficulty: TierHard})
			took := time.Since(start)
			cancel()
			if took > d+500*time.Millisecond {
				t.Errorf("N=%d deadline %v: returned after %v", n, d, took.Round(time.Millisecond))
			}
			if err != nil && !errors.Is(err, context.DeadlineExceeded) && !errors.Is(err, puzzle.ErrLimit) {
				t.Errorf("N=%d deadline %v: %v, want the deadline or ErrLimit", n, d, err)
			}
		}
	}
}
