package logicgrid

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"deduce/puzzle"
)

// bruteExt counts solutions by enumerating every assignment and asking the
// independent checker (Check), which shares nothing with the encoders.
func bruteExt(p *Puzzle) int {
	m, n := p.M(), p.N()
	of := make([][]int, m)
	of[0] = make([]int, n)
	for e := range of[0] {
		of[0][e] = e
	}
	count := 0
	var rec func(d int)
	rec = func(d int) {
		if d == m {
			if Check(p, NewSolution(p, of)) == nil {
				count++
			}
			return
		}
		perm := make([]int, n)
		for i := range perm {
			perm[i] = i
		}
		permute(perm, 0, func() bool {
			of[d] = append([]int(nil), perm...)
			rec(d + 1)
			return true
		})
	}
	rec(1)
	return count
}

// randomExtPuzzle draws a small puzzle whose clues use the new kinds (and
// a few thesis ones), with uneven values on domain 1 (which the ring kinds
// must ignore).
func randomExtPuzzle(rng *rand.Rand) *Puzzle {
	m, n := 3, 3+rng.IntN(2)
	p := &Puzzle{Algorithm: 1}
	names := "abcdefghijklmnop"
	for d := 0; d < m; d++ {
		dom := Domain{Name: string(rune('A' + d))}
		for i := 0; i < n; i++ {
			dom.Items = append(dom.Items, string(names[d*n+i]))
		}
		p.Domains = append(p.Domains, dom)
	}
	vals := []int{}
	v := rng.IntN(3)
	for i := 0; i < n; i++ {
		vals = append(vals, v)
		v += 1 + rng.IntN(3)
	}
	p.Values = [][]int{nil, vals, nil}
	it := func() Item { return Item{rng.IntN(m), rng.IntN(n)} }
	for k := 0; k < 2+rng.IntN(4); k++ {
		var c Clue
		switch rng.IntN(8) {
		case 0:
			c = Clue{Kind: Either, Items: []Item{it(), it(), it()}}
		case 1:
			c = Clue{Kind: Pair, Items: []Item{it(), it(), it(), it()}}
		case 2:
			c = Clue{Kind: DiffBy, Items: []Item{it(), it()}, Domain: rng.IntN(2), K: rng.IntN(5) - 2}
		case 3:
			c = Clue{Kind: ApartBy, Items: []Item{it(), it()}, Domain: rng.IntN(2), K: rng.IntN(4)}
		case 4:
			c = Clue{Kind: Less, Items: []Item{it(), it()}, Domain: 1}
		case 5:
			c = Clue{Kind: RingBy, Items: []Item{it(), it()}, Domain: rng.IntN(m), K: 1 + rng.IntN(n-1)}
		case 6:
			c = Clue{Kind: AroundBy, Items: []Item{it(), it()}, Domain: rng.IntN(m), K: 1 + rng.IntN(n-1)}
		default: // two distinct items (the thesis encoder skips a repeated item)
			a, b := it(), it()
			for b == a {
				b = it()
			}
			c = Clue{Kind: Different, Items: []Item{a, b}}
		}
		p.Clues = append(p.Clues, c)
	}
	return p
}

// Every method counts the new kinds' solutions exactly as the checker does.
func TestExtKindsAgreeWithChecker(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 14))
	ctx := context.Background()
	seen := map[int]bool{}
	for k := 0; k < 150; k++ {
		p := randomExtPuzzle(rng)
		want := bruteExt(p)
		seen[min(want, 2)] = true
		for _, opt := range []puzzle.SolveOptions{{Method: "fd"}, {Method: "cdcl", Encoding: "small"}, {Method: "cdcl", Encoding: "extended"}} {
			r, err := Count(ctx, p, opt)
			if err != nil {
				t.Fatalf("puzzle %d %s/%s: %v", k, opt.Method, opt.Encoding, err)
			}
			if r.Count != want || !r.Complete {
				t.Fatalf("puzzle %d %s/%s: %d solutions, checker says %d\n%s", k, opt.Method, opt.Encoding, r.Count, want, Format(p, nil))
			}
			for _, s := range r.Solutions {
				if err := Check(p, s.(*Solution)); err != nil {
					t.Fatalf("puzzle %d %s: %v", k, opt.Method, err)
				}
			}
		}
	}
	for _, c := range []int{0, 1, 2} {
		if !seen[c] {
			t.Errorf("no random puzzle with %d solutions: the test does not cover that case", c)
		}
	}
}

// The checker's meaning of each new kind, case by case.
func TestExtKindsHold(t *testing.T) {
	p := &Puzzle{Domains: []Domain{{Name: "P", Items: []string{"x", "y", "z"}}, {Name: "V", Items: []string{"v1", "v5", "v6"}}},
		Values: [][]int{nil, {1, 5, 6}}}
	s := NewSolution(p, [][]int{{0, 1, 2}, {0, 1, 2}}) // x-v1, y-v5, z-v6
	x, y, z := Item{0, 0}, Item{0, 1}, Item{0, 2}
	v1, v5, v6 := Item{1, 0}, Item{1, 1}, Item{1, 2}
	cases := []struct {
		why  string
		c    Clue
		want bool
	}{
		{"x is either v1 or v5: exactly one", Clue{Kind: Either, Items: []Item{x, v1, v5}}, true},
		{"x is either v5 or v6: neither", Clue{Kind: Either, Items: []Item{x, v5, v6}}, false},
		{"of x and y, one v5 the other v1", Clue{Kind: Pair, Items: []Item{x, y, v5, v1}}, true},
		{"of x and z, one v5 the other v1: z is v6", Clue{Kind: Pair, Items: []Item{x, z, v5, v1}}, false},
		{"y is 4 more than x in values", Clue{Kind: DiffBy, Items: []Item{x, y}, Domain: 1, K: 4}, true},
		{"positions differ by 1, values by 4", Clue{Kind: DiffBy, Items: []Item{x, y}, Domain: 1, K: 1}, false},
		{"z and y are 1 apart either way", Clue{Kind: ApartBy, Items: []Item{z, y}, Domain: 1, K: 1}, true},
		{"x and z are 4 apart: they are 5", Clue{Kind: ApartBy, Items: []Item{x, z}, Domain: 1, K: 4}, false},
	}
	ent := s.entities()
	for _, tc := range cases {
		if got := p.clueHolds(tc.c, ent, s.Of); got != tc.want {
			t.Errorf("%s: holds = %v, want %v", tc.why, got, tc.want)
		}
	}
}

// The MiniZinc export states every new kind (a peer solver must see all
// clues); no constraint may be empty.
func TestExtKindsMiniZinc(t *testing.T) {
	p := &Puzzle{Domains: []Domain{{Name: "P", Items: []string{"x", "y", "z"}}, {Name: "V", Items: []string{"v1", "v5", "v6"}}},
		Values: [][]int{nil, {1, 5, 6}}}
	x, y, v1, v5 := Item{0, 0}, Item{0, 1}, Item{1, 0}, Item{1, 1}
	p.Clues = []Clue{
		{Kind: Either, Items: []Item{x, v1, v5}},
		{Kind: Pair, Items: []Item{x, y, v5, v1}},
		{Kind: DiffBy, Items: []Item{x, y}, Domain: 1, K: 4},
		{Kind: ApartBy, Items: []Item{x, y}, Domain: 1, K: 4},
	}
	mzn := MiniZinc(p)
	for _, want := range []string{
		"constraint (bool2int(ent[1,1] = ent[2,1]) + bool2int(ent[1,1] = ent[2,2])) = 1;",
		"constraint ent[1,1] != ent[1,2] /\\ ((ent[1,1] = ent[2,2] /\\ ent[1,2] = ent[2,1]) \\/ (ent[1,1] = ent[2,1] /\\ ent[1,2] = ent[2,2]));",
		"[1,5,6][pos[2,ent[1,2]]] - [1,5,6][pos[2,ent[1,1]]] = 4;",
		"abs([1,5,6][pos[2,ent[1,2]]] - [1,5,6][pos[2,ent[1,1]]]) = 4;",
	} {
		if !strings.Contains(mzn, want) {
			t.Errorf("MiniZinc model lacks %q:\n%s", want, mzn)
		}
	}
	if strings.Contains(mzn, "constraint ;") {
		t.Errorf("an empty constraint:\n%s", mzn)
	}
}
