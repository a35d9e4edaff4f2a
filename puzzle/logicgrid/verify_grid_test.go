package logicgrid

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"deduce/puzzle"
)

// bruteFollows decides a step by enumerating every assignment of p's
// grid (one permutation per domain after the first): the step follows
// when every assignment that satisfies its cited clues and its uses makes
// all its facts true (a contradiction step: when there is none). It
// shares nothing with either verifier but the clues' meaning (clueHolds).
func bruteFollows(p *Puzzle, st puzzle.Step) bool {
	m, n := p.M(), p.N()
	var clues []Clue
	sentences := p.Sentences()
	for _, c := range st.Clues {
		for _, i := range sentences[c-1].Clues {
			clues = append(clues, p.Clues[i])
		}
	}
	type pf struct {
		a, b Item
		same bool
	}
	read := func(fs []puzzle.Fact) []pf {
		var out []pf
		for _, f := range fs {
			a, b, err := p.FactItems(f)
			if err != nil {
				panic(err)
			}
			out = append(out, pf{a, b, f.Same})
		}
		return out
	}
	uses, facts := read(st.Uses), read(st.Facts)
	of := make([][]int, m)
	ent := make([][]int, m)
	for d := range of {
		of[d], ent[d] = make([]int, n), make([]int, n)
	}
	for e := 0; e < n; e++ {
		of[0][e], ent[0][e] = e, e
	}
	holds := func(fs []pf) bool {
		for _, f := range fs {
			if (ent[f.a.D][f.a.I] == ent[f.b.D][f.b.I]) != f.same {
				return false
			}
		}
		return true
	}
	follows := true
	var rec func(d int) bool
	rec = func(d int) bool {
		if d == m {
			for _, c := range clues {
				if !p.clueHolds(c, ent, of) {
					return true
				}
			}
			if !holds(uses) {
				return true
			}
			if len(facts) == 0 || !holds(facts) {
				follows = false
				return false
			}
			return true
		}
		perm := make([]int, n)
		for i := range perm {
			perm[i] = i
		}
		return permute(perm, 0, func() bool {
			for e, i := range perm {
				of[d][e], ent[d][i] = i, e
			}
			return rec(d + 1)
		})
	}
	rec(1)
	return follows
}

// randomStepPuzzle is randomPuzzle with the extension kinds too (either,
// pair, diff-by and apart-by over uneven values on the first domain, and
// ring-by and around-by round any domain).
func randomStepPuzzle(rng *rand.Rand, m, n int) *Puzzle {
	p := randomPuzzle(rng, m, n, 2+rng.IntN(4))
	p.Values = make([][]int, m)
	v := 10
	for i := 0; i < n; i++ {
		p.Values[0] = append(p.Values[0], v)
		v += 1 + rng.IntN(3)
	}
	item := func() Item { return Item{rng.IntN(m), rng.IntN(n)} }
	for k := rng.IntN(3); k > 0; k-- {
		var c Clue
		switch rng.IntN(6) {
		case 0:
			c = Clue{Kind: Either, Items: []Item{item(), item(), item()}}
		case 1:
			c = Clue{Kind: Pair, Items: []Item{item(), item(), item(), item()}}
		case 2:
			c = Clue{Kind: DiffBy, Items: []Item{item(), item()}, K: p.Values[0][n-1] - p.Values[0][rng.IntN(n)]}
		case 3:
			c = Clue{Kind: ApartBy, Items: []Item{item(), item()}, K: 1 + rng.IntN(4)}
		case 4:
			c = Clue{Kind: RingBy, Items: []Item{item(), item()}, Domain: rng.IntN(m), K: 1 + rng.IntN(n-1)}
		default:
			c = Clue{Kind: AroundBy, Items: []Item{item(), item()}, Domain: rng.IntN(m), K: 1 + rng.IntN(n-1)}
		}
		p.Clues = append(p.Clues, c)
	}
	return p
}

// randomFact is a random pair fact of p (items of two domains).
func randomFact(rng *rand.Rand, p *Puzzle) puzzle.Fact {
	m, n := p.M(), p.N()
	a := rng.IntN(m)
	b := (a + 1 + rng.IntN(m-1)) % m
	return puzzle.PairFact(p.Domains[a].Items[rng.IntN(n)], p.Domains[b].Items[rng.IntN(n)], rng.IntN(2) == 0)
}

// The checker agrees with brute force on random steps of random small
// grids: every clue kind, uses and facts drawn at random, so that about
// half of the steps follow. A step it accepts that does not follow would
// be the worst defect; one it refuses that does is a lost explanation.
func TestVerifyStepAgreesWithBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 2))
	shapes := []struct{ m, n int }{{2, 3}, {3, 3}, {3, 4}, {4, 3}, {2, 5}}
	valid, invalid := 0, 0
	for trial := 0; trial < 1500; trial++ {
		sh := shapes[trial%len(shapes)]
		p := randomStepPuzzle(rng, sh.m, sh.n)
		st := puzzle.Step{N: 1, Rule: RuleClues}
		for c := range p.Sentences() {
			if rng.IntN(3) == 0 {
				st.Clues = append(st.Clues, c+1)
			}
		}
		for k := rng.IntN(5); k > 0; k-- {
			st.Uses = append(st.Uses, randomFact(rng, p))
		}
		if rng.IntN(8) == 0 {
			st.Rule = RuleContradiction
		} else {
			for k := 1 + rng.IntN(2); k > 0; k-- {
				st.Facts = append(st.Facts, randomFact(rng, p))
			}
			// Half the time, keep only facts that follow (when one does).
			if rng.IntN(2) == 0 {
				var keep []puzzle.Fact
				for _, f := range st.Facts {
					for _, g := range []puzzle.Fact{f, f.Negate()} {
						one := st
						one.Facts = []puzzle.Fact{g}
						if bruteFollows(p, one) {
							keep = append(keep, g)
						}
					}
				}
				if len(keep) > 0 {
					st.Facts = keep
				}
			}
		}
		want := bruteFollows(p, st)
		err := VerifyStep(context.Background(), p, st)
		switch {
		case want && err != nil:
			t.Errorf("trial %d: %v\n%s: VerifyStep refuses a step that follows: %v", trial, st, Format(p, nil), err)
		case !want && !errors.Is(err, ErrStepInvalid):
			t.Errorf("trial %d: %v\n%s: VerifyStep = %v for a step that does not follow", trial, st, Format(p, nil), err)
		}
		if want {
			valid++
		} else {
			invalid++
		}
	}
	if valid < 300 || invalid < 300 {
		t.Errorf("%d steps follow, %d do not: the trials test too little of one side", valid, invalid)
	}
	t.Logf("%d steps follow, %d do not", valid, invalid)
}
