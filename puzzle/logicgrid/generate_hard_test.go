package logicgrid

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"deduce/internal/testlong"
	"deduce/puzzle"
)

// TestGenerateHard: --difficulty hard is found at sizes where drawing
// puzzles at random ran out of attempts (4 items x 5 domains, 5x5); the
// full explanation grades each hard and combines clues in some step; the
// solution is the only one (brute force); the same seed gives the same
// puzzle.
func TestGenerateHard(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		domains, items int
		minimal        bool
		why            string
	}{
		{5, 4, false, "4x5: limit reached before deliberate search"},
		{5, 5, false, "5x5: the benchmark's size"},
		{5, 5, true, "5x5 minimal: removal keeps it hard"},
		{3, 4, true, "small grids have hard puzzles too"},
	}
	for _, tc := range tests {
		// The full explanation of a hard puzzle is the slow part (0.3-2 s
		// under load); the long suite checks more seeds.
		for seed := int64(1); seed <= testlong.Pick[int64](1, 4); seed++ {
			opt := puzzle.GenerateOptions{Difficulty: GradeHard, Seed: seed, Params: shape(tc.domains, tc.items, tc.minimal)}
			g, err := Kind{}.Generate(ctx, opt)
			if err != nil {
				t.Fatalf("%s seed %d: %v", tc.why, seed, err)
			}
			p := g.Puzzle.(*Puzzle)
			ex, err := Explain(ctx, p, nil)
			if err != nil {
				t.Fatal(err)
			}
			clues := 0
			for _, s := range ex.Steps {
				clues = max(clues, len(s.Clues))
			}
			if g.Difficulty != GradeHard || ex.Grade != GradeHard || clues < 2 {
				t.Fatalf("%s seed %d: generator %q, explanation %q, widest step %d clues", tc.why, seed, g.Difficulty, ex.Grade, clues)
			}
			if n, sols := bruteCount(p, 2); n != 1 || !sols[0].equal(g.Solution.(*Solution)) {
				t.Fatalf("%s seed %d: brute force finds %d solutions", tc.why, seed, n)
			}
			again, err := Kind{}.Generate(ctx, opt)
			if err != nil || Format(again.Puzzle.(*Puzzle), nil) != Format(p, nil) {
				t.Fatalf("%s seed %d: the same seed gave another puzzle", tc.why, seed)
			}
		}
	}
}

// TestGenerateMinimalOption: with Minimal every clue is necessary (brute
// force finds a second solution without it); without, the puzzle is still
// unique and keeps at least as many clues.
func TestGenerateMinimalOption(t *testing.T) {
	ctx := context.Background()
	for seed := int64(1); seed <= 4; seed++ {
		for _, diff := range []string{"", GradeHard} {
			opt := puzzle.GenerateOptions{Seed: seed, Difficulty: diff, Params: puzzle.Params{"domains": 4, "items": 4}}
			loose, err := Kind{}.Generate(ctx, opt)
			if err != nil {
				t.Fatal(err)
			}
			if n, _ := bruteCount(loose.Puzzle.(*Puzzle), 2); n != 1 {
				t.Fatalf("seed %d %q: not minimal, but %d solutions", seed, diff, n)
			}
			opt.Params[ParamMinimal] = 1
			g, err := Kind{}.Generate(ctx, opt)
			if err != nil {
				t.Fatal(err)
			}
			p := g.Puzzle.(*Puzzle)
			all := p.Clues
			for i := range all {
				p.Clues = append(append([]Clue(nil), all[:i]...), all[i+1:]...)
				if n, _ := bruteCount(p, 2); n < 2 {
					t.Fatalf("seed %d %q: clue %s is not necessary", seed, diff, p.ClueText(all[i]))
				}
			}
			p.Clues = all
		}
	}
}

// TestGradeUpTo: the early grade answers "is it want?" exactly as the full
// explanation's grade does, on puzzles drawn both ways.
func TestGradeUpTo(t *testing.T) {
	ctx := context.Background()
	for seed := uint64(0); seed < 12; seed++ {
		st := genStyle{indirect: seed%2 == 0}
		p, _, err := generateUnique(ctx, rand.New(rand.NewPCG(seed, 9)), 4, 4, int(seed%3), st)
		if err != nil {
			t.Fatal(err)
		}
		full, err := Grade(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{GradeEasy, GradeTricky, GradeHard} {
			got, err := gradeUpTo(ctx, p, want)
			if err != nil {
				t.Fatal(err)
			}
			if (got == want) != (full == want) {
				t.Errorf("seed %d: is it %s? early grade %s, full grade %s", seed, want, got, full)
			}
		}
	}
}

// TestGenerateSearchRefused: no unique puzzle grades search, so asking for
// it is a bad option with the reason, at once (not 200 attempts).
func TestGenerateSearchRefused(t *testing.T) {
	_, err := Kind{}.Generate(context.Background(), puzzle.GenerateOptions{Difficulty: GradeSearch, Seed: 1, Params: puzzle.Params{"domains": 6, "items": 5}})
	if !errors.Is(err, puzzle.ErrBadOption) {
		t.Fatalf("search: %v, want ErrBadOption", err)
	}
}

// TestGenerateHardCancel: a deadline stops the hard search within 0.5 s.
func TestGenerateHardCancel(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := Kind{}.Generate(ctx, puzzle.GenerateOptions{Difficulty: GradeHard, Seed: 1, Params: puzzle.Params{"domains": 6, "items": 6, "minimal": 1}})
	if took := time.Since(start); took > 600*time.Millisecond {
		t.Fatalf("deadline 100 ms, returned after %v (err %v)", took, err)
	}
	if err != nil && !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err %v, want the deadline", err)
	}
}

// BenchmarkGenerateHard generates hard puzzles as `deduce generate logicgrid
// --size 5x5 --difficulty hard --seed S` does (5 domains of 5 items, no
// ordered domain; seed i in iteration i), proof and grade included; also
// with --minimal, and at 4 items x 5 domains and 5 items x 6 domains.
// Reports the median and the slowest seed in ms.
func BenchmarkGenerateHard(b *testing.B) {
	for _, c := range []struct {
		name           string
		domains, items int
		minimal        bool
	}{{"5x5", 5, 5, false}, {"5x5-minimal", 5, 5, true}, {"4x5", 5, 4, false}, {"5x6", 6, 5, false}} {
		b.Run(c.name, func(b *testing.B) {
			var ds []time.Duration
			for i := 0; i < b.N; i++ {
				t0 := time.Now()
				opt := puzzle.GenerateOptions{Difficulty: GradeHard, Seed: int64(i + 1), Params: shape(c.domains, c.items, c.minimal)}
				if _, err := (Kind{}).Generate(context.Background(), opt); err != nil {
					b.Fatal(err)
				}
				ds = append(ds, time.Since(t0))
			}
			b.ReportMetric(median(ds), "median-ms")
			slowest := time.Duration(0)
			for _, d := range ds {
				slowest = max(slowest, d)
			}
			b.ReportMetric(float64(slowest.Microseconds())/1000, "max-ms")
		})
	}
}

// shape is the thesis-style generator's parameters for m domains of n
// items, with or without --minimal (this binary links package english
// through an external test, so the default would be the magazine puzzle).
func shape(m, n int, minimal bool) puzzle.Params {
	p := puzzle.Params{ParamDomains: float64(m), ParamItems: float64(n), ParamThesis: 1}
	if minimal {
		p[ParamMinimal] = 1
	}
	return p
}
