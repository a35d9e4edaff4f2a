package logicgrid

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"deduce/internal/testlong"
	"deduce/puzzle"
)

// verifyBoundSizes are the sweep's grids (domains x items, ordered
// domains), up to the graded maximum of 700 pair facts: 8x5 is 700,
// 5x8 640, 4x9 486, 6x6 540.
var verifyBoundSizes = []struct{ m, n, ord int }{
	{3, 4, 1}, {4, 4, 2}, {4, 5, 1}, {5, 5, 1}, {5, 5, 2}, {4, 6, 2}, {6, 6, 2}, {4, 9, 1}, {5, 8, 2}, {8, 5, 3},
}

// enrich gives p every clue kind: the first domain (ordered: houses)
// numbers with uneven gaps, like years, and true clues of the kinds the
// generator does not make (diff-by and apart-by in those numbers, either,
// pair). Added clues are true in sol, so sol stays the only solution.
func enrich(p *Puzzle, sol *Solution, rng *rand.Rand) {
	n, m := p.N(), p.M()
	vals := make([]int, n)
	v := 1990
	for i := range vals {
		vals[i] = v
		v += 1 + rng.IntN(3)
	}
	p.Values = make([][]int, m)
	p.Values[0] = vals
	ent := sol.entities()
	item := func(d, e int) Item { return Item{d, sol.Of[d][e]} }
	pick := func(not int) int { // a domain other than not and the first
		for {
			if d := 1 + rng.IntN(m-1); d != not {
				return d
			}
		}
	}
	for k := 0; k < 2; k++ {
		e1, e2 := rng.IntN(n), rng.IntN(n)
		if e1 == e2 {
			e2 = (e1 + 1) % n
		}
		a, b := item(pick(-1), e1), item(pick(-1), e2)
		gap := vals[sol.Of[0][ent[b.D][b.I]]] - vals[sol.Of[0][ent[a.D][a.I]]]
		if gap > 0 {
			p.Clues = append(p.Clues, Clue{Kind: DiffBy, Items: []Item{a, b}, Domain: 0, K: gap})
		} else {
			p.Clues = append(p.Clues, Clue{Kind: ApartBy, Items: []Item{a, b}, Domain: 0, K: -gap})
		}
	}
	// Either: X is A or B (A true, B another entity's item of A's domain).
	dx := pick(-1)
	dy := pick(dx)
	e := rng.IntN(n)
	other := (e + 1 + rng.IntN(n-1)) % n
	p.Clues = append(p.Clues, Clue{Kind: Either, Items: []Item{item(dx, e), item(dy, e), item(dy, other)}})
	// Pair: of A and B, one is X and the other Y.
	e1, e2 := rng.IntN(n), 0
	e2 = (e1 + 1 + rng.IntN(n-1)) % n
	x, y := item(dy, e1), item(dy, e2)
	if rng.IntN(2) == 0 {
		x, y = y, x
	}
	p.Clues = append(p.Clues, Clue{Kind: Pair, Items: []Item{item(dx, e1), item(dx, e2), x, y}})
	p.index = nil
}

// boundPuzzle makes the i-th enriched puzzle over verifyBoundSizes.
func boundPuzzle(t testing.TB, i int) *Puzzle {
	t.Helper()
	sz := verifyBoundSizes[i%len(verifyBoundSizes)]
	g, err := Kind{}.Generate(context.Background(), puzzle.GenerateOptions{Seed: int64(7000 + i), Params: puzzle.Params{ParamDomains: float64(sz.m), ParamItems: float64(sz.n), ParamOrdered: float64(sz.ord), ParamThesis: 1}})
	if err != nil {
		t.Fatalf("generate %dx%d seed %d: %v", sz.m, sz.n, 7000+i, err)
	}
	p, sol := g.Puzzle.(*Puzzle), g.Solution.(*Solution)
	enrich(p, sol, rand.New(rand.NewPCG(uint64(i), 26)))
	if err := Check(p, sol); err != nil {
		t.Fatalf("enriched puzzle %d fails its own solution: %v", i, err)
	}
	return p
}

// verifyBoundConflicts is the fixed bound every step must check within,
// below VerifyConflictLimit so the sweep shows headroom. The hardest steps
// met are pure grid steps of 9-item domains with 20-50 uses (Hall's
// counting within a block): the long sweep's worst is 10,192 conflicts
// (puzzle 227, 4x9), the next 5,823.
const verifyBoundConflicts = 15000

// Every step of generated puzzles of every clue kind, with numeric
// ordered domains, up to the graded maximum, checks within a fixed bound
// of conflicts (issue 26 item 2: the fd verifier labeled items the step
// does not name, 23.6 s for one step of a 5x5 grid). The quick suite runs
// 20 puzzles; the long one 300.
func TestVerifyStepBounded(t *testing.T) {
	// The quick suite: 12 puzzles of the smaller sizes (the first six);
	// the long one: 300 of every size.
	count, sizes := 12, 6
	if testlong.Enabled {
		count, sizes = 300, len(verifyBoundSizes)
	}
	steps, worst, worstTime := 0, int64(0), time.Duration(0)
	var worstAt string
	for k := 0; k < count; k++ {
		i := k/sizes*len(verifyBoundSizes) + k%sizes
		p := boundPuzzle(t, i)
		ex, err := Explain(context.Background(), p, nil)
		if err != nil {
			t.Fatalf("puzzle %d: explain: %v", i, err)
		}
		if ex.Status != puzzle.ExplainSolved {
			t.Fatalf("puzzle %d: status %s", i, ex.Status)
		}
		for _, st := range ex.Steps {
			start := time.Now()
			stats, err := VerifyStepStats(context.Background(), p, st)
			el := time.Since(start)
			if err != nil {
				t.Fatalf("puzzle %d (%dx%d) step %d (%s): %v", i, p.M(), p.N(), st.N, st.Rule, err)
			}
			if stats.Conflicts > verifyBoundConflicts {
				t.Errorf("puzzle %d step %d: %d conflicts, bound %d", i, st.N, stats.Conflicts, verifyBoundConflicts)
			}
			if stats.Conflicts > worst {
				worst, worstAt = stats.Conflicts, fmt.Sprintf("puzzle %d (%dx%d) step %d", i, p.M(), p.N(), st.N)
			}
			worstTime = max(worstTime, el)
			steps++
			if st.N == len(ex.Steps) && (k+1)%20 == 0 {
				t.Logf("%d puzzles, %d steps so far: at most %d conflicts (%s)", k+1, steps, worst, worstAt)
			}
			// The check can also say no: the first fact negated is false
			// in the solution, which satisfies the clues and uses.
			if len(st.Facts) > 0 {
				bad := st
				bad.Facts = append([]puzzle.Fact{st.Facts[0].Negate()}, st.Facts[1:]...)
				if err := VerifyStep(context.Background(), p, bad); !errors.Is(err, ErrStepInvalid) {
					t.Errorf("puzzle %d step %d with its first fact negated: %v, want ErrStepInvalid", i, st.N, err)
				}
			}
		}
	}
	t.Logf("%d puzzles, %d steps: at most %d conflicts (%s), slowest check %v", count, steps, worst, worstAt, worstTime)
}

// A check that runs out of its conflict budget refuses the step: it is
// never accepted.
func TestVerifyStepBudgetRefuses(t *testing.T) {
	for i := 0; i < 10; i++ {
		p := boundPuzzle(t, i)
		ex, err := Explain(context.Background(), p, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range ex.Steps {
			stats, err := verifyStepLimit(context.Background(), p, st, 0)
			if err != nil || stats.Conflicts < 2 {
				continue
			}
			_, err = verifyStepLimit(context.Background(), p, st, 1)
			if !errors.Is(err, ErrStepTooHard) {
				t.Fatalf("step %d (%d conflicts) with a budget of 1 conflict: %v, want ErrStepTooHard", st.N, stats.Conflicts, err)
			}
			return
		}
	}
	t.Fatal("no step needed two conflicts: the test found nothing to refuse")
}
