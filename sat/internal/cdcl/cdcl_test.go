package cdcl

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
)

func TestLuby(t *testing.T) {
	want := []float64{1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1}
	for i, w := range want {
		if got := luby(2, i); got != w {
			t.Fatalf("luby(2, %d) = %v, want %v", i, got, w)
		}
	}
}

// TestHeapOrder: removeMax yields variables by decreasing activity, also
// after raising keys in place.
func TestHeapOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	act := make([]float64, 200)
	h := varHeap{act: &act}
	h.grow(len(act))
	for v := range act {
		act[v] = rng.Float64()
		h.insert(int32(v))
	}
	for range 100 {
		v := int32(rng.IntN(len(act)))
		act[v] += rng.Float64()
		h.increased(v)
	}
	var got []float64
	for !h.empty() {
		got = append(got, act[h.removeMax()])
	}
	if len(got) != len(act) || !slices.IsSortedFunc(got, func(a, b float64) int {
		switch {
		case a > b:
			return -1
		case a < b:
			return 1
		}
		return 0
	}) {
		t.Fatalf("heap order broken: %v", got)
	}
}

// TestPigeonhole: 6 pigeons in 5 holes is refuted (many conflicts, clause
// deletion and restarts on the way), and the refutation is final.
func TestPigeonhole(t *testing.T) {
	const p, h = 6, 5
	s := New()
	x := func(i, j int) lit { return lit(2 * (i*h + j)) }
	for i := range p {
		var c []lit
		for j := range h {
			c = append(c, x(i, j))
		}
		s.AddClause(c)
	}
	for j := range h {
		for a := range p {
			for b := a + 1; b < p; b++ {
				s.AddClause([]lit{x(a, j).Not(), x(b, j).Not()})
			}
		}
	}
	if st := s.Solve(context.Background(), nil); st != Unsat || s.Okay() {
		t.Fatalf("got %v okay=%v, want a final Unsat", st, s.Okay())
	}
	if s.Stats.Conflicts == 0 {
		t.Fatal("no conflicts counted")
	}
	if st := s.Solve(context.Background(), nil); st != Unsat {
		t.Fatalf("second solve: %v", st)
	}
}
