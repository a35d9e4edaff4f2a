package logicgrid

import (
	"context"
	"math/rand/v2"
	"testing"
)

// Generated puzzles have exactly the planted solution (brute force), every
// clue is necessary (without it brute force finds a second solution), and
// the same seed gives the same puzzle.
func TestGenerateUniqueMinimal(t *testing.T) {
	ctx := context.Background()
	sizes := []struct{ m, n, ord int }{{3, 3, 0}, {3, 4, 1}, {4, 4, 1}, {4, 5, 0}, {4, 5, 2}}
	kinds := map[ClueKind]int{}
	for _, sz := range sizes {
		for seed := uint64(0); seed < 6; seed++ {
			p, sol, err := GenerateUnique(ctx, rand.New(rand.NewPCG(seed, 1)), sz.m, sz.n, sz.ord)
			if err != nil {
				t.Fatal(err)
			}
			if count, sols := bruteCount(p, 2); count != 1 || !sols[0].equal(sol) {
				t.Fatalf("%v seed %d: brute force finds %d solutions\n%s", sz, seed, count, Format(p, nil))
			}
			all := p.Clues
			for i := range all {
				p.Clues = append(append([]Clue(nil), all[:i]...), all[i+1:]...)
				if count, _ := bruteCount(p, 2); count < 2 {
					t.Fatalf("%v seed %d: clue %s is not necessary", sz, seed, p.ClueText(all[i]))
				}
			}
			p.Clues = all
			for _, c := range all {
				kinds[c.Kind]++
			}
			q, _, err := GenerateUnique(ctx, rand.New(rand.NewPCG(seed, 1)), sz.m, sz.n, sz.ord)
			if err != nil || Format(q, nil) != Format(p, nil) {
				t.Fatalf("%v seed %d: the same seed gave another puzzle", sz, seed)
			}
		}
	}
	for k := Different; k <= IfNotThen; k++ {
		if kinds[k] == 0 {
			t.Errorf("no generated puzzle uses clue type %v (%v)", k, kinds)
		}
	}
}
