package sat_test

import (
	"context"
	. "deduce/sat"
	_ "deduce/sat/solvers"
	"fmt"
	"math/rand/v2"
	"testing"
)

// gridFormula is the cardinality core of Close or Far: an n×n grid where
// each cell is C, F or blank, each row and column holds exactly two C and
// two F, plus a few seeded C/F hints. Variables: C of cell (i,j) is
// 2(i·n+j)+1, F is 2(i·n+j)+2.
func gridFormula(n, hints int, seed uint64) *Formula {
	f := &Formula{}
	f.NumVars = 2 * n * n
	c := func(i, j int) Lit { return Lit(2*(i*n+j) + 1) }
	fv := func(i, j int) Lit { return Lit(2*(i*n+j) + 2) }
	for i := range n {
		for j := range n {
			f.Add(-c(i, j), -fv(i, j))
		}
	}
	for i := range n {
		var rc, rf, cc, cf []Lit
		for j := range n {
			rc, rf = append(rc, c(i, j)), append(rf, fv(i, j))
			cc, cf = append(cc, c(j, i)), append(cf, fv(j, i))
		}
		f.Exactly(2, rc...)
		f.Exactly(2, rf...)
		f.Exactly(2, cc...)
		f.Exactly(2, cf...)
	}
	rng := rand.New(rand.NewPCG(seed, uint64(n)))
	for range hints {
		i, j := rng.IntN(n), rng.IntN(n)
		if rng.IntN(2) == 0 {
			f.Add(c(i, j))
		} else {
			f.Add(fv(i, j))
		}
	}
	return f
}

// TestGridFormulaAgrees: the native and lowered paths count the same models.
func TestGridFormulaAgrees(t *testing.T) {
	f := gridFormula(4, 2, 1)
	var counts []int
	for _, enc := range []Encoding{EncSequential, EncTotalizer} {
		f.Encoding = enc
		n, complete, err := CountFormula(context.Background(), "cdcl", f, 0)
		if err != nil || !complete {
			t.Fatal(err)
		}
		counts = append(counts, n)
	}
	n, complete, err := CountFormula(context.Background(), "cdcl-card", f, 0)
	if err != nil || !complete {
		t.Fatal(err)
	}
	counts = append(counts, n)
	if counts[0] != counts[1] || counts[1] != counts[2] || counts[0] == 0 {
		t.Fatalf("sequential, totalizer, native counts differ or are zero: %v", counts)
	}
}

// BenchmarkGridCardinality compares the cardinality paths on the grid
// puzzles' workload: prove or refute uniqueness (count with cap 2).
//
//	go test ./sat/ -run '^$' -bench GridCardinality
func BenchmarkGridCardinality(b *testing.B) {
	for _, n := range []int{6, 8, 10} {
		for _, tc := range []struct {
			name, method string
			enc          Encoding
		}{
			{"cdcl-sequential", "cdcl", EncSequential},
			{"cdcl-totalizer", "cdcl", EncTotalizer},
			{"cdcl-card-native", "cdcl-card", EncDefault},
			{"first-non2sat-totalizer", "first-non2sat", EncTotalizer},
		} {
			b.Run(fmt.Sprintf("n=%d/%s", n, tc.name), func(b *testing.B) {
				for i := range b.N {
					f := gridFormula(n, n/2, uint64(i%8))
					f.Encoding = tc.enc
					if _, _, err := CountFormula(context.Background(), tc.method, f, 2); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
