package logicgrid

import (
	"context"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"deduce/puzzle"
)

var allEncodings = []Encoding{Small, Extended, SmallC, ExtendedC}

// TestCEncodingSameSolutions: the C program's encodings have exactly the
// solutions of the printed ones and of the fd model, on generated puzzles
// with ordered clues of every kind, also with two of their clues dropped so
// that there are many solutions (an over- or under-constraining clause
// changes the count).
func TestCEncodingSameSolutions(t *testing.T) {
	ctx := context.Background()
	for seed := uint64(0); seed < 12; seed++ {
		p, _, err := GenerateUnique(ctx, rand.New(rand.NewPCG(seed, 5)), 3+int(seed%2), 4, 2)
		if err != nil {
			t.Fatal(err)
		}
		loose := &Puzzle{Domains: p.Domains, Algorithm: 8, Clues: p.Clues[2:]}
		for _, q := range []*Puzzle{p, loose} {
			ref, err := Count(ctx, q, puzzle.SolveOptions{Method: "fd", Limit: 2000})
			if err != nil || !ref.Complete {
				t.Fatalf("fd count: %d solutions, complete %v, %v", ref.Count, ref.Complete, err)
			}
			for _, enc := range allEncodings {
				r, err := Count(ctx, q, puzzle.SolveOptions{Method: "cdcl", Encoding: enc.String(), Limit: 2000})
				if err != nil || !r.Complete || r.Count != ref.Count {
					t.Fatalf("seed %d, %s: %d solutions (complete %v, %v), fd %d\n%s", seed, enc, r.Count, r.Complete, err, ref.Count, Format(q, nil))
				}
			}
		}
	}
}

// TestCBaseClauses: the base formulas have the counts BaseClauses states;
// the C program's extended base is the printed one plus a second copy of
// every reflexive clause and the transitive property's second form.
func TestCBaseClauses(t *testing.T) {
	for _, sz := range [][2]int{{2, 2}, {3, 4}, {5, 5}} {
		m, n := sz[0], sz[1]
		p := &Puzzle{}
		for d := 0; d < m; d++ {
			dom := Domain{Name: string(rune('A' + d))}
			for i := 0; i < n; i++ {
				dom.Items = append(dom.Items, dom.Name+string(rune('0'+i)))
			}
			p.Domains = append(p.Domains, dom)
		}
		for _, enc := range allEncodings {
			if got := len(Encode(p, enc).CNF.Clauses); got != BaseClauses(m, n, enc) {
				t.Errorf("%dx%d %s: %d base clauses, BaseClauses says %d", m, n, enc, got, BaseClauses(m, n, enc))
			}
		}
		extra := m*(m-1)*n*n + m*(m-1)*(m-2)*n*n*n
		if BaseClauses(m, n, ExtendedC)-BaseClauses(m, n, Extended) != extra {
			t.Errorf("%dx%d: the C base exceeds the printed one by %d, want %d", m, n, BaseClauses(m, n, ExtendedC)-BaseClauses(m, n, Extended), extra)
		}
	}
}

// TestCEncodingUnitStronger: the C program's unit clauses let unit
// propagation alone (algorithms 2 and 3) solve more of the bundled
// puzzles, and never fewer, than the printed encodings.
func TestCEncodingUnitStronger(t *testing.T) {
	ctx := context.Background()
	files, _ := filepath.Glob("testdata/zebralogic/*.txt")
	files = append(files, "testdata/zebra.txt", "testdata/einstein.txt", "testdata/thesis_sample.txt")
	solved := map[Encoding]int{}
	for _, f := range files {
		p := load(t, f)
		got := map[Encoding]bool{}
		for _, enc := range allEncodings {
			r, err := Solve(ctx, p, puzzle.SolveOptions{Method: "unit", Encoding: enc.String()})
			if err != nil {
				t.Fatal(err)
			}
			if got[enc] = r.Status == puzzle.Solved; got[enc] {
				solved[enc]++
			}
		}
		if got[Small] && !got[SmallC] || got[Extended] && !got[ExtendedC] {
			t.Errorf("%s: unit propagation solves it with the printed encoding but not the C program's (%v)", f, got)
		}
	}
	t.Logf("solved by unit propagation of %d: %v", len(files), solved)
	if solved[SmallC] <= solved[Small] || solved[ExtendedC] <= solved[Extended] {
		t.Errorf("the C program's unit clauses solve no more puzzles: %v", solved)
	}
}
