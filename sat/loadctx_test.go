package sat_test

import (
	"context"
	. "deduce/sat"
	_ "deduce/sat/solvers"
	"errors"
	"math/rand/v2"
	"testing"
)

// LoadContext loads in chunks past 2^15 clauses: the loaded solver must
// count the same models as one loaded by Load, for solvers with and without
// native cardinality; a cancelled context stops it with the context's error.
func TestLoadContextChunksAgreeWithLoad(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	ctx := context.Background()
	for k := range 6 {
		f := randomFormula(rng, k%2 == 0)
		// Pad past the chunking threshold with copies of the clauses (same models).
		base := append([]Clause(nil), f.Clauses...)
		if len(base) == 0 {
			base = []Clause{{1, -1}}
		}
		for len(f.Clauses) < 1<<15+1000 {
			f.Clauses = append(f.Clauses, base[len(f.Clauses)%len(base)])
		}
		project := make([]Var, f.NumVars)
		for i := range project {
			project[i] = Var(i + 1)
		}
		for _, m := range []string{"cdcl", "cdcl-card"} {
			a, _ := New(m)
			Load(a, f)
			b, _ := New(m)
			if err := LoadContext(ctx, b, f); err != nil {
				t.Fatal(err)
			}
			na, ca, errA := Count(ctx, a, project, 0)
			nb, cb, errB := Count(ctx, b, project, 0)
			if na != nb || ca != cb || errA != nil || errB != nil {
				t.Fatalf("%s formula %d: Load counts %d (%v, %v), LoadContext %d (%v, %v)", m, k, na, ca, errA, nb, cb, errB)
			}
		}
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	f := &Formula{}
	f.NewVars(2)
	for range 1 << 16 {
		f.Add(1, 2)
	}
	s, _ := New("cdcl")
	if err := LoadContext(cancelled, s, f); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled LoadContext returned %v", err)
	}
}
