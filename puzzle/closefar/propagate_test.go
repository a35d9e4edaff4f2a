package closefar

import (
	"math/rand/v2"
	"testing"
)

// TestLinesPropagationIsGAC: the fast method's root propagation reaches the
// same cell domains as fd's Table constraints (generalised arc consistent) on
// the same placements, on random puzzles with few hints (so something is left
// open) and with a flipped hint (so some are contradictory).
func TestLinesPropagationIsGAC(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	open := 0
	for i := 0; i < 100; i++ {
		n := 6 + i%4
		p := randomPuzzle(t, n, rng.IntN(n+1), i%5 == 4, rng)
		s := newLineSolver(p)
		ok := s.propagate()
		m, err := tableModel(p)
		if err != nil {
			t.Fatal(err)
		}
		if m.store.Failed() != !ok {
			t.Fatalf("puzzle %d: lines consistent=%v, fd table failed=%v\n%s", i, ok, m.store.Failed(), format(p, nil))
		}
		if !ok {
			continue
		}
		for x, v := range m.board {
			for val := Blank; val <= Far; val++ {
				if m.store.Contains(v, int(val)) != (s.dom[x]>>val&1 == 1) {
					t.Fatalf("puzzle %d cell %d value %d: fd says %v, lines %v\n%s", i, x, val, m.store.Contains(v, int(val)), s.dom[x]>>val&1 == 1, format(p, nil))
				}
			}
		}
		if !s.solved() {
			open++
		}
	}
	if open == 0 {
		t.Fatal("every puzzle was settled by propagation: the comparison is too weak")
	}
}
