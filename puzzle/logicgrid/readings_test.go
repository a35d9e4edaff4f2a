package logicgrid

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sort"
	"testing"
)

// SatisfiableReadings lists exactly the combinations of readings under which
// the puzzle has a solution, and ReadingsSolutions exactly the solutions
// under some combination: checked against brute force over every
// combination, on random puzzles whose open sentences take their readings
// from the clues of other random puzzles of the same shape (so some
// combinations contradict and some do not).
func TestSatisfiableReadings(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 35))
	sat, unsat, single := 0, 0, 0
	for trial := 0; trial < 60; trial++ {
		m, n := 3, 3+trial%2
		p := randomPuzzle(rng, m, n, 3)
		grids := allGrids(p)
		var open [][][]Clue
		for s := 0; s < 1+trial%3; s++ {
			var readings [][]Clue
			for r := 0; r < 2+rng.IntN(2); r++ {
				readings = append(readings, randomPuzzle(rng, m, n, 1+rng.IntN(2)).Clues)
			}
			open = append(open, readings)
		}
		got, complete, err := SatisfiableReadings(context.Background(), p, p.Clues, open, 0)
		if err != nil || !complete {
			t.Fatalf("trial %d: complete %v, err %v", trial, complete, err)
		}
		var want []string
		union := map[string]bool{}
		combo := make([]int, len(open))
		var rec func(k int)
		rec = func(k int) {
			if k == len(open) {
				q := *p
				q.Clues = append([]Clue(nil), p.Clues...)
				for i, r := range combo {
					q.Clues = append(q.Clues, open[i][r]...)
				}
				for _, g := range grids {
					if Check(&q, g) == nil {
						union[fmt.Sprint(g.Of)] = true
					}
				}
				if c, _ := bruteCount(&q, 1); c > 0 {
					want = append(want, fmt.Sprint(combo))
					sat++
				} else {
					unsat++
				}
				return
			}
			for r := range open[k] {
				combo[k] = r
				rec(k + 1)
			}
		}
		rec(0)
		var have []string
		for _, c := range got {
			have = append(have, fmt.Sprint(c))
		}
		sort.Strings(want)
		sort.Strings(have)
		if fmt.Sprint(have) != fmt.Sprint(want) {
			t.Errorf("trial %d: satisfiable combinations %v, brute force says %v", trial, have, want)
		}
		sols, complete, err := ReadingsSolutions(context.Background(), p, p.Clues, open, 0)
		if err != nil || !complete {
			t.Fatalf("trial %d: solutions complete %v, err %v", trial, complete, err)
		}
		for _, s := range sols {
			if !union[fmt.Sprint(s.Of)] {
				t.Errorf("trial %d: solution %v is no solution under any combination", trial, s.Of)
			}
			delete(union, fmt.Sprint(s.Of))
		}
		if len(union) > 0 {
			t.Errorf("trial %d: %d solutions under some combination not listed", trial, len(union))
		}
		single += min(len(sols), 2) % 2
	}
	if sat == 0 || unsat == 0 {
		t.Errorf("%d satisfiable and %d unsatisfiable combinations: the test must see both", sat, unsat)
	}
	t.Logf("%d satisfiable, %d unsatisfiable combinations; %d puzzles with one solution over all readings", sat, unsat, single)
}

// The limit stops the enumeration and says it is incomplete.
func TestSatisfiableReadingsLimit(t *testing.T) {
	p := randomPuzzle(rand.New(rand.NewPCG(1, 2)), 3, 3, 0)
	// Two sentences of two readings each that always hold: 4 combinations.
	always := []Clue{{Kind: Different, Items: []Item{{0, 0}, {0, 1}}}}
	open := [][][]Clue{{always, always}, {always, always}}
	got, complete, err := SatisfiableReadings(context.Background(), p, nil, open, 3)
	if err != nil || complete || len(got) != 3 {
		t.Errorf("limit 3: %d combinations, complete %v, err %v; want 3, false, nil", len(got), complete, err)
	}
	got, complete, err = SatisfiableReadings(context.Background(), p, nil, open, 0)
	if err != nil || !complete || len(got) != 4 {
		t.Errorf("no limit: %d combinations, complete %v, err %v; want 4, true, nil", len(got), complete, err)
	}
}

// allGrids lists every assignment of a three-domain grid (the first domain
// names the entities): n!² of them.
func allGrids(p *Puzzle) []*Solution {
	n := p.N()
	var out []*Solution
	a := make([]int, n)
	for i := range a {
		a[i] = i
	}
	permute(a, 0, func() bool {
		b := make([]int, n)
		for i := range b {
			b[i] = i
		}
		first := append([]int(nil), a...)
		permute(b, 0, func() bool {
			id := make([]int, n)
			for i := range id {
				id[i] = i
			}
			out = append(out, &Solution{p: p, Of: [][]int{id, append([]int(nil), first...), append([]int(nil), b...)}})
			return true
		})
		return true
	})
	return out
}
