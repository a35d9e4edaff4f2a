package magnets

import (
	"context"
	"errors"
	"math"
	"slices"
	"testing"

	"deduce/puzzle"
)

func gen(t *testing.T, opt puzzle.GenerateOptions) puzzle.Generated {
	t.Helper()
	g, err := Kind{}.Generate(context.Background(), opt)
	if err != nil {
		t.Fatalf("%+v: %v", opt, err)
	}
	return g
}

// Every seed reproduces the same puzzle, for both generators.
func TestGenerateReproducible(t *testing.T) {
	for _, opt := range []puzzle.GenerateOptions{
		{Width: 7, Height: 5, Seed: 3, Method: "report"},
		{Width: 8, Height: 8, Seed: 4},
		{Width: 9, Height: 7, Seed: 5, Difficulty: "easy", Strip: true},
	} {
		a, b := gen(t, opt), gen(t, opt)
		if Format(a.Puzzle.(*Puzzle), nil) != Format(b.Puzzle.(*Puzzle), nil) {
			t.Errorf("%+v: two runs gave different puzzles", opt)
		}
		opt.Seed++
		c := gen(t, opt)
		if Format(a.Puzzle.(*Puzzle), nil) == Format(c.Puzzle.(*Puzzle), nil) {
			t.Errorf("%+v: seeds %d and %d gave the same puzzle", opt, opt.Seed-1, opt.Seed)
		}
	}
}

// Report-method puzzles are solvable (the planted solution checks) but not
// claimed unique; odd areas get exactly one singleton.
func TestGenerateReport(t *testing.T) {
	for seed := range int64(40) {
		w, h := 2+int(seed)%7, 2+int(seed/7)%6
		g := gen(t, puzzle.GenerateOptions{Width: w, Height: h, Seed: seed, Method: "report"})
		p, s := g.Puzzle.(*Puzzle), g.Solution.(*Solution)
		if g.Unique || g.Difficulty != "" {
			t.Errorf("report method claims unique=%v grade=%q", g.Unique, g.Difficulty)
		}
		if err := Check(p, s); err != nil {
			t.Errorf("%dx%d seed %d: %v", w, h, seed, err)
		}
		singles := 0
		for _, q := range p.Partner {
			if q < 0 {
				singles++
			}
		}
		if singles != (w*h)%2 {
			t.Errorf("%dx%d: %d singletons", w, h, singles)
		}
		roundTrip(t, "generated", p)
	}
}

// Default puzzles: unique (recounted here with two independent methods),
// graded as asked, and the grade agrees with the rules: a tricky puzzle is
// not solvable at easy, a hard one not at tricky.
func TestGenerateUniqueGraded(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		d    string
		w, h int
	}{{"easy", 6, 6}, {"tricky", 6, 6}, {"tricky", 10, 8}, {"hard", 8, 8}, {"", 7, 7}, {"any", 5, 4}, {"tricky", 12, 12}} {
		for seed := range int64(4) {
			g := gen(t, puzzle.GenerateOptions{Width: c.w, Height: c.h, Seed: seed, Difficulty: c.d})
			p := g.Puzzle.(*Puzzle)
			if !g.Unique {
				t.Fatalf("default generator did not claim uniqueness")
			}
			for _, m := range []string{"prop", "cdcl"} {
				res, err := Kind{}.Count(ctx, p, puzzle.SolveOptions{Method: m, Limit: 2})
				if err != nil || res.Count != 1 || !res.Complete {
					t.Fatalf("%s %dx%d seed %d: %s counts %d (complete %v, %v)", c.d, c.w, c.h, seed, m, res.Count, res.Complete, err)
				}
			}
			want := c.d
			if want == "" {
				want = DefaultDifficulty
			}
			if want != "any" && g.Difficulty != want {
				t.Errorf("asked %s, got %s", want, g.Difficulty)
			}
			grade, err := GradePuzzle(ctx, p)
			if err != nil || grade != g.Difficulty {
				t.Errorf("regrading gives %s (%v), generator said %s", grade, err, g.Difficulty)
			}
			if t2, ok := gradeTier(grade); ok && t2 > tierEasy {
				if easier, _ := solveAt(ctx, p, t2-1); easier {
					t.Errorf("a %s puzzle is solvable one tier lower", grade)
				}
			}
		}
	}
}

// Stripped puzzles hide clues, stay unique and keep their grade.
func TestGenerateStrip(t *testing.T) {
	ctx := context.Background()
	hidden := 0
	for seed := range int64(5) {
		g := gen(t, puzzle.GenerateOptions{Width: 8, Height: 8, Seed: seed, Difficulty: "tricky", Strip: true})
		p := g.Puzzle.(*Puzzle)
		for _, line := range [][]int{p.RowPlus, p.RowMinus, p.ColPlus, p.ColMinus} {
			for _, v := range line {
				if v == Unknown {
					hidden++
				}
			}
		}
		if n, complete, err := CountSolutions(ctx, p, 2); n != 1 || !complete || err != nil {
			t.Fatalf("stripped puzzle: %d solutions (%v, %v)", n, complete, err)
		}
		if grade, _ := GradePuzzle(ctx, p); grade != "tricky" {
			t.Errorf("stripped tricky puzzle grades %s", grade)
		}
		if err := Check(p, g.Solution.(*Solution)); err != nil {
			t.Error(err)
		}
	}
	if hidden == 0 {
		t.Errorf("--strip hid no clue in 5 puzzles")
	}
}

func TestGenerateBadOptions(t *testing.T) {
	for _, opt := range []puzzle.GenerateOptions{
		{Width: 1, Height: 5},
		{Width: 5, Height: 1},
		{Width: 5, Difficulty: "fiendish"},
		{Width: 5, Method: "magic"},
		{Width: 5, Method: "report", Difficulty: "easy"},
		{Width: 5, Method: "report", Strip: true},
	} {
		_, err := Kind{}.Generate(context.Background(), opt)
		if !puzzle.IsInputError(err) {
			t.Errorf("%+v: want a bad-option error, got %v", opt, err)
		}
	}
	// A tier that cannot exist at this size ends with a limit, not a hang.
	_, err := Kind{}.Generate(context.Background(), puzzle.GenerateOptions{Width: 2, Height: 2, Difficulty: "hard"})
	if !errors.Is(err, puzzle.ErrLimit) {
		t.Errorf("hard 2x2: want ErrLimit, got %v", err)
	}
}

func TestGradeExamples(t *testing.T) {
	ctx := context.Background()
	cases := []struct {
		file, want, why string
	}{
		{"testdata/e1.txt", GradeTricky, "the report's e1: unique, needs the tricky rules"},
		{"testdata/e2.txt", GradeSearch, "the report's e2: unique, but the rules and probing stall"},
		{"testdata/bench/m08_00.txt", GradeAmbiguous, "report-method instance with several solutions"},
		{"testdata/bench/m08_01.txt", GradeEasy, "report-method instance the easy rules solve"},
	}
	for _, c := range cases {
		got, err := GradePuzzle(ctx, mustLoad(t, c.file))
		if err != nil || got != c.want {
			t.Errorf("%s: %s (%v), want %s", c.why, got, err, c.want)
		}
	}
	p := mustLoad(t, "testdata/e1.txt")
	p.RowPlus[0] = 3
	p.RowMinus[0] = 3
	if got, _ := GradePuzzle(ctx, p); got != GradeUnsolvable {
		t.Errorf("e1 with row 1 asking 3+ 3-: %s, want unsolvable", got)
	}
}

// The rules are sound: on random report-method puzzles they never remove a
// value that the planted solution uses unless the puzzle has other
// solutions... so check on unique puzzles only, against the unique solution.
func TestRulesSound(t *testing.T) {
	ctx := context.Background()
	checked := 0
	for seed := range int64(150) {
		p, s := GenerateReport(6+int(seed%3), 6, seed)
		if n, complete, _ := CountSolutions(ctx, p, 2); n != 1 || !complete {
			continue
		}
		checked++
		for _, t0 := range []tier{tierEasy, tierTricky} {
			st := newEngine(p, false)
			st.run(ctx, t0, nil)
			if st.failed {
				t.Fatalf("seed %d: rules found a contradiction in a solvable puzzle", seed)
			}
			for i, d := range st.dom {
				if d&valueBit(s.Cells[i]) == 0 {
					t.Fatalf("seed %d tier %d: rules removed the true value of cell %d", seed, t0, i)
				}
			}
		}
	}
	if checked < 20 {
		t.Fatalf("only %d unique puzzles in the sample", checked)
	}
}

// The blank share asked for is the share the puzzles have (within the 10%
// spread the generator draws per layout, plus a domino either way for
// rounding and like poles that would touch), and the puzzles stay unique
// (recounted by cdcl, not the generator's counter) and graded as asked.
func TestGenerateBlankShare(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		n     int
		d     string
		blank float64 // 0: the default
		why   string
	}{
		{8, "tricky", 0, "the default share, DefaultBlank"},
		{12, "tricky", 0, "the default at a size where random layouts almost never grade tricky"},
		{12, "easy", 0.3, "a share asked for, easy tier"},
		{10, "hard", 0, "hard: probing on top of the repairs"},
		{10, "tricky", 0.45, "more blanks than published puzzles have"},
		{10, "any", 0.2, "any: repaired towards tricky, graded as it comes"},
	} {
		for seed := range int64(3) {
			g := gen(t, puzzle.GenerateOptions{Width: c.n, Height: c.n, Seed: seed, Difficulty: c.d, Params: blankParam(c.blank)})
			p, s := g.Puzzle.(*Puzzle), g.Solution.(*Solution)
			want := c.blank
			if want == 0 {
				want = DefaultBlank
			}
			cells := float64(c.n * c.n)
			got := blankShareOf(s)
			if lo, hi := 0.9*want-2/cells, 1.1*want+2/cells; got < lo || got > hi {
				t.Errorf("%s: seed %d: blank share %.3f, want %.3f..%.3f", c.why, seed, got, lo, hi)
			}
			if err := Check(p, s); err != nil {
				t.Fatalf("%s: %v", c.why, err)
			}
			res, err := Kind{}.Count(ctx, p, puzzle.SolveOptions{Method: "cdcl", Limit: 2})
			if err != nil || res.Count != 1 || !res.Complete {
				t.Fatalf("%s: seed %d: cdcl counts %d (complete %v, %v)", c.why, seed, res.Count, res.Complete, err)
			}
			if grade, _ := GradePuzzle(ctx, p); grade != g.Difficulty || (c.d != "any" && grade != c.d) {
				t.Errorf("%s: seed %d: regraded %s, generator said %s, asked %s", c.why, seed, grade, g.Difficulty, c.d)
			}
		}
	}
}

// A share of none (--blank 0) asks for no neutral domino; the puzzles
// still have the blanks the layout forces (the odd area's singleton,
// dominoes where like poles would touch after a flipped pole) and, since
// all-magnet layouts are rarely unique, the ones that grade are those with
// more forced blanks: fewer than at the default, not none.
func TestGenerateNoBlanks(t *testing.T) {
	var none, def []float64
	for seed := range int64(7) {
		for _, c := range []struct {
			blank float64
			to    *[]float64
		}{{-1, &none}, {0, &def}} {
			g := gen(t, puzzle.GenerateOptions{Width: 9, Height: 9, Seed: seed, Difficulty: "tricky", Params: blankParam(c.blank)})
			*c.to = append(*c.to, blankShareOf(g.Solution.(*Solution)))
		}
	}
	slices.Sort(none)
	slices.Sort(def)
	if none[3] >= def[3] {
		t.Errorf("median blank share %.3f with none asked, %.3f at the default", none[3], def[3])
	}
	t.Logf("median blank share: none asked %.3f, default %.3f", none[3], def[3])
}

// blankParam is the --blank parameter of the tables above: 0 the default
// (absent), a negative value none (--blank 0), else the share.
func blankParam(v float64) puzzle.Params {
	switch {
	case v == 0:
		return nil
	case v < 0:
		return puzzle.Params{"blank": 0}
	}
	return puzzle.Params{"blank": v}
}

// --blank reaches GenerateOptions through GenParams and puzzle.SetParam: 0
// means none (an absent parameter is the default), out-of-range values are
// the user's error.
func TestBlankParam(t *testing.T) {
	params := Kind{}.GenParams()
	if len(params) != 1 || params[0].Name != "blank" || params[0].Type != puzzle.ParamFloat {
		t.Fatalf("GenParams: %+v", params)
	}
	for _, c := range []struct {
		v    float64
		want float64
		bad  bool
		why  string
	}{
		{0.3, 0.3, false, "a share"},
		{1, 1, false, "every cell blank but forced magnets: the upper end"},
		{0, 0, false, "none, distinct from the default (absent)"},
		{30, 0, true, "a percentage is not a fraction"},
		{-0.2, 0, true, "negative"},
		{math.NaN(), 0, true, "not a number"},
	} {
		var o puzzle.GenerateOptions
		err := puzzle.SetParam(Kind{}, &o, "blank", c.v)
		got, given := o.Param("blank")
		if (err != nil) != c.bad || (!c.bad && (!given || got != c.want)) {
			t.Errorf("%s: --blank %v gives %v (given %v, err %v)", c.why, c.v, got, given, err)
		}
		if c.bad && !puzzle.IsInputError(err) {
			t.Errorf("%s: %v is not an input error", c.why, err)
		}
		share, err := blankShare(got, given)
		if !c.bad && (err != nil || share != c.want) {
			t.Errorf("%s: the generator reads share %v (%v), want %v", c.why, share, err, c.want)
		}
	}
	if share, _ := blankShare(0, false); share != DefaultBlank {
		t.Errorf("no --blank: share %v, want the default %v", share, DefaultBlank)
	}
	if _, err := (Kind{}).Generate(context.Background(), puzzle.GenerateOptions{Width: 6, Params: puzzle.Params{"blank": 2}}); !puzzle.IsInputError(err) {
		t.Errorf("blank 2 through the library: %v", err)
	}
}
