package logicgrid

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"deduce/puzzle"
	"deduce/sat"
)

// The base formulas' sizes, from the thesis's own counting (section 4.3:
// n(m-1) long clauses each way and n(m-1)·n(n-1)/2 binary ones each way;
// section 4.5: the same for every pair of domains, n² reflexive clauses per
// pair, and m(m-1)(m-2)n³ transitive ones over distinct domains).
func TestBaseSizes(t *testing.T) {
	for _, tc := range []struct{ m, n int }{{2, 2}, {3, 3}, {4, 5}, {5, 5}, {6, 6}} {
		p := randomPuzzle(rand.New(rand.NewPCG(1, 2)), tc.m, tc.n, 0)
		m, n := tc.m, tc.n
		small := Encode(p, Small)
		wantS := 2*n*(m-1) + 2*(m-1)*n*n*(n-1)/2
		if small.CNF.NumVars != n*n*(m-1) || len(small.CNF.Clauses) != wantS {
			t.Errorf("%dx%d small: %d vars %d clauses, want %d, %d", m, n, small.CNF.NumVars, len(small.CNF.Clauses), n*n*(m-1), wantS)
		}
		ext := Encode(p, Extended)
		pairs := m * (m - 1) / 2
		wantE := pairs*(2*n+2*n*n*(n-1)/2) + pairs*n*n + m*(m-1)*(m-2)*n*n*n
		if ext.CNF.NumVars != m*(m-1)*n*n || len(ext.CNF.Clauses) != wantE {
			t.Errorf("%dx%d extended: %d vars %d clauses, want %d, %d", m, n, ext.CNF.NumVars, len(ext.CNF.Clauses), m*(m-1)*n*n, wantE)
		}
	}
}

// Each clue type's clause count follows the thesis's definitions.
func TestClueSizes(t *testing.T) {
	p, err := Parse("t", []byte("8\nA:a0:a1:a2:a3\nB:b0:b1:b2:b3\nC:c0:c1:c2:c3\nClues:\n"))
	if err != nil {
		t.Fatal(err)
	}
	n := 4
	cases := []struct {
		clue       string
		small, ext int
		why        string
	}{
		{"a0=b1", 1, 1, "first-domain item: one literal"},
		{"b0=c1", n, 1, "Clue(true) outside the first domain: one clause per entity"},
		{"a0*b1*c2", 1 + 1 + n, 3, "one Clue(false) per pair"},
		{"b0>c1>b2>c3", n * n, 1, "Imply with neither side in the first domain: n² clauses"},
		{"a0|b1|b2}c3", 0, 0, "(placeholder: mixed operators are rejected)"},
		{"A$b0:c1", n + n*(n-1)/2, 1 + n*(n-1)/2, "Order along the first domain: Clue(false) (n clauses), then ImplyTF(c1,a_q,b0,a_r) for q<r, one literal each side"},
		{"B$a0:a1", n * (n - 1) / 2, n * (n - 1) / 2, "two first-domain items: their Clue(false) is constant true, one ImplyTF clause per q<r"},
		{"C%b0:b1:1", n + (n*n-n-2*(n-1))*n*n, n*n - n - 2*(n-1), "Gap2: ImplyTF for every q not p or p±k, n² clauses each in the small encoding; same-domain Clue(false) is constant in the extended one"},
	}
	for _, tc := range cases {
		t.Run(tc.clue, func(t *testing.T) {
			q, err := Parse("t", []byte(Format(p, nil)+tc.clue+"\n"))
			if tc.small == 0 && tc.ext == 0 {
				if err == nil {
					t.Fatalf("want a parse error")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			base := [2]int{len(Encode(p, Small).CNF.Clauses), len(Encode(p, Extended).CNF.Clauses)}
			gotS := len(Encode(q, Small).CNF.Clauses) - base[0]
			gotE := len(Encode(q, Extended).CNF.Clauses) - base[1]
			if gotS != tc.small || gotE != tc.ext {
				t.Errorf("%s: small %d extended %d clauses, want %d, %d (%s)", tc.clue, gotS, gotE, tc.small, tc.ext, tc.why)
			}
		})
	}
}

// Both encodings have exactly the puzzle's solutions: the projected model
// count equals brute force on random puzzles of every clue type.
func TestEncodingsMatchBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	ctx := context.Background()
	const capN = 30
	for i := 0; i < 150; i++ {
		m, n := 2+rng.IntN(3), 2+rng.IntN(3)
		p := randomPuzzle(rng, m, n, 1+rng.IntN(3*m))
		want, _ := bruteCount(p, capN)
		for _, enc := range []string{"small", "extended", "fd"} {
			opt := puzzle.SolveOptions{Method: "cdcl", Encoding: enc, Limit: capN}
			if enc == "fd" {
				opt = puzzle.SolveOptions{Method: "fd", Limit: capN}
			}
			r, err := Count(ctx, p, opt)
			if err != nil {
				t.Fatal(err)
			}
			if r.Count != want || r.Complete != (want < capN) {
				t.Fatalf("puzzle %d, %s encoding: count %d (complete %v), brute force %d\n%s", i, enc, r.Count, r.Complete, want, Format(p, nil))
			}
			for _, s := range r.Solutions {
				if err := Check(p, s.(*Solution)); err != nil {
					t.Fatalf("puzzle %d %s: %v", i, enc, err)
				}
			}
		}
	}
}

func methodAvailable(name string) bool {
	_, err := sat.New(name)
	return err == nil
}

// Every method agrees with brute force: complete methods exactly, the
// incomplete ones (and Valentine & Davis) never with a wrong answer.
func TestMethodsAgreeWithBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	ctx := context.Background()
	var plans []Plan
	for a := 1; a <= 17; a++ {
		pl := ThesisPlan(a)
		if pl.Method == "vd" || methodAvailable(pl.Method) {
			plans = append(plans, pl)
		}
	}
	plans = append(plans, Plan{Method: "cdcl"}, Plan{Method: "cdcl", Encoding: Extended}, Plan{Method: "fd"})
	if len(plans) < 17+3 {
		t.Logf("only %d of 20 plans available (sat methods missing)", len(plans))
	}
	solvedBy := map[string]int{}
	for i := 0; i < 120; i++ {
		m, n := 3+rng.IntN(2), 3+rng.IntN(3)
		p := randomPuzzle(rng, m, n, 2*m+rng.IntN(3*m))
		count, sols := bruteCount(p, 2)
		for _, pl := range plans {
			r, err := SolvePlan(ctx, p, pl)
			name := fmt.Sprintf("%s/%s", pl.Method, pl.Encoding)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			complete := pl.Method != "vd" && pl.Method != "unit" && pl.Method != "failed-literal" && pl.Method != "binary-failed-literal"
			switch r.Status {
			case puzzle.Solved:
				solvedBy[name]++
				s := r.Solutions[0].(*Solution)
				if err := Check(p, s); err != nil {
					t.Fatalf("puzzle %d %s: wrong solution: %v", i, name, err)
				}
				if count == 1 && !s.equal(sols[0]) {
					t.Fatalf("puzzle %d %s: solution differs from the unique one", i, name)
				}
			case puzzle.Unsatisfiable:
				if count != 0 {
					t.Fatalf("puzzle %d %s: says unsatisfiable, brute force finds %d\n%s", i, name, count, Format(p, nil))
				}
			default:
				if complete {
					t.Fatalf("puzzle %d %s: complete method answered %s", i, name, r.Status)
				}
			}
			if complete && count > 0 && r.Status != puzzle.Solved {
				t.Fatalf("puzzle %d %s: brute force finds %d solutions, method says %s", i, name, count, r.Status)
			}
		}
	}
	t.Logf("solved (of 120): %v", solvedBy)
}
