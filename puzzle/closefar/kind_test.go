package closefar

import (
	"context"
	"deduce/internal/testlong"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"deduce/internal/golden"
	"deduce/puzzle"
	"deduce/sat"
)

func loadFile(t testing.TB, path string) *Puzzle {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := parse(path, data)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// solutionOf reads rows of C, F and '.' into a Solution without any rule
// checks (the rows need not be square: one row makes a line).
func solutionOf(rows ...string) *Solution {
	s := &Solution{N: len(rows)}
	for _, r := range rows {
		for i := 0; i < len(r); i++ {
			s.Cells = append(s.Cells, map[byte]Cell{'C': Close, 'F': Far, '.': Blank}[r[i]])
		}
	}
	return s
}

func TestCheckRejects(t *testing.T) {
	p := loadFile(t, "testdata/fig1.txt")
	good := p.Known.Rows()
	edit := func(r, c int, v byte) *Solution {
		rows := append([]string(nil), good...)
		b := []byte(rows[r])
		b[c] = v
		rows[r] = string(b)
		return solutionOf(rows...)
	}
	swapRows := func() *Solution {
		rows := append([]string(nil), good...)
		rows[0], rows[1] = rows[1], rows[0]
		return solutionOf(rows...)
	}
	tests := []struct {
		name string
		s    *Solution
		want string
		why  string
	}{
		{"hint lost", edit(0, 3, '.'), "hint F not kept", "the F hint at row 1 column 4 is blanked"},
		{"extra C", edit(0, 1, 'C'), "row 1: holds 3 C", "a third C in row 1"},
		{"rows swapped", swapRows(), "hint", "valid lines but hints moved"},
		{"wrong size", &Solution{N: 6, Cells: make([]Cell, 36)}, "6×6", "size mismatch"},
		{"bad value", &Solution{N: 7, Cells: append([]Cell{7}, p.Known.Cells[1:]...)}, "value 7", "cells must be C, F or blank"},
	}
	for _, tc := range tests {
		err := Kind{}.Check(p, tc.s)
		if !errors.Is(err, puzzle.ErrCheckFailed) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s (%s): got %v, want ErrCheckFailed containing %q", tc.name, tc.why, err, tc.want)
		}
	}
	if err := (Kind{}).Check(p, p.Known); err != nil {
		t.Errorf("Fig. 2 rejected: %v", err)
	}
}

func TestCheckLineDistance(t *testing.T) {
	tests := []struct {
		line string
		ok   bool
		why  string
	}{
		{"F..F.CC", true, "C 1 apart, F 3 apart"},
		{"CF..FC.", false, "C 5 apart, F 3 apart"},
		{"CFFC...", false, "C 3 apart, F 1 apart"},
		{"FCFC...", false, "equal distances are not closer"},
		{"FCCF", true, "the only 4-cell line"},
		{"FCC.F.", true, "F 3 apart"},
		{"CC.F...", false, "one F only"},
	}
	for _, tc := range tests {
		if got := checkLine(solutionOf(tc.line).Cells) == ""; got != tc.ok {
			t.Errorf("%s: valid=%v, want %v (%s)", tc.line, got, tc.ok, tc.why)
		}
	}
}

func TestRenderGolden(t *testing.T) {
	p := loadFile(t, "testdata/fig1.txt")
	k := Kind{}
	for _, tc := range []struct {
		name   string
		s      puzzle.Solution
		format string
	}{
		{"fig1_puzzle.txt.golden", nil, "text"},
		{"fig1_solution.txt.golden", p.Known, "text"},
		{"fig1_solution.svg.golden", p.Known, "svg"},
	} {
		out, err := k.Render(p, tc.s, tc.format)
		if err != nil {
			t.Fatal(err)
		}
		golden.Check(t, tc.name, []byte(out))
	}
	if _, err := k.Render(p, nil, "png"); !errors.Is(err, puzzle.ErrBadOption) {
		t.Errorf("png: got %v, want ErrBadOption", err)
	}
}

// TestSolveFig1 solves the report's Fig. 1 with every method and counts it:
// exactly one solution, the report's Fig. 2.
func TestSolveFig1(t *testing.T) {
	// The quick suite covers Fig. 1 with every method through the kind
	// battery (TestKind/methods); this also compares with Fig. 2 by text.
	testlong.Skip(t, "every method solves and counts Fig. 1 (about 5 s)")
	p := loadFile(t, "testdata/fig1.txt")
	ctx := context.Background()
	for _, m := range (Kind{}).Methods() {
		r, err := puzzle.SolveChecked(ctx, Kind{}, p, puzzle.SolveOptions{Method: m})
		if info, ok := sat.Info(m); ok && !info.Complete && err == nil && r.Status == puzzle.Unknown {
			continue // an incomplete method may honestly give up
		}
		if err != nil || r.Status != puzzle.Solved {
			t.Fatalf("%s: %v %v", m, r.Status, err)
		}
		if got := format(p, r.Solutions[0].(*Solution)); got != format(p, p.Known) {
			t.Errorf("%s: solution differs from Fig. 2:\n%s", m, got)
		}
		c, err := puzzle.CountChecked(ctx, Kind{}, p, puzzle.SolveOptions{Method: m, Limit: 2})
		if err != nil || c.Count != 1 || !c.Complete {
			t.Errorf("%s: count %d complete %v err %v, want exactly 1", m, c.Count, c.Complete, err)
		}
	}
}

func TestUnknownMethod(t *testing.T) {
	p := loadFile(t, "testdata/fig1.txt")
	_, err := Kind{}.Solve(context.Background(), p, puzzle.SolveOptions{Method: "magic"})
	if !errors.Is(err, puzzle.ErrBadOption) {
		t.Errorf("got %v, want ErrBadOption", err)
	}
}

func TestSniff(t *testing.T) {
	for line, want := range map[string]bool{"closefar 7": true, "closefar": true, "magnets 6": false, "6x6:abc": false, "": false} {
		if got := (Kind{}).Sniff(line); got != want {
			t.Errorf("Sniff(%q) = %v, want %v", line, got, want)
		}
	}
}

// TestBenchInstances solves and counts (cap 1000) all 60 benchmark files; the
// planted solution must be among the solutions, so the count is at least 1.
func TestBenchInstances(t *testing.T) {
	entries, err := os.ReadDir("testdata/bench")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, e := range entries {
		p := loadFile(t, "testdata/bench/"+e.Name())
		if err := checkSolution(p, p.Known); err != nil {
			t.Fatalf("%s: planted solution rejected: %v", e.Name(), err)
		}
		r, err := puzzle.SolveChecked(ctx, Kind{}, p, puzzle.SolveOptions{})
		if err != nil || r.Status != puzzle.Solved {
			t.Fatalf("%s: %v %v", e.Name(), r.Status, err)
		}
		if p.N <= 8 {
			c, err := puzzle.CountChecked(ctx, Kind{}, p, puzzle.SolveOptions{Limit: 1000})
			if err != nil || c.Count < 1 {
				t.Fatalf("%s: count %d err %v", e.Name(), c.Count, err)
			}
		}
	}
}

func TestGenerate(t *testing.T) {
	ctx := context.Background()
	k := Kind{}
	for _, tc := range []struct {
		size       int
		method     string
		difficulty string
		why        string
	}{
		{6, "", "", "small unique"},
		{7, "", "", "the report's size"},
		{8, "", "", "classic shape is rare here: extra hints likely"},
		{7, "", "easy", "line reasoning suffices"},
		{7, "", "tricky", "needs one-step trials"},
		{8, "report", "", "the report's generator"},
		{9, "report", "", "report generator, larger"},
	} {
		for seed := int64(1); seed <= testlong.Pick[int64](1, 3); seed++ {
			name := fmt.Sprintf("%d/%s/%s/%d", tc.size, tc.method, tc.difficulty, seed)
			g, err := k.Generate(ctx, puzzle.GenerateOptions{Width: tc.size, Method: tc.method, Difficulty: tc.difficulty, Seed: seed})
			if err != nil {
				t.Fatalf("%s (%s): %v", name, tc.why, err)
			}
			p := g.Puzzle.(*Puzzle)
			if err := k.Check(p, g.Solution); err != nil {
				t.Fatalf("%s: generated solution fails check: %v", name, err)
			}
			if tc.method == "report" {
				if !p.Classic() || g.Unique {
					t.Errorf("%s: report puzzles have one hint per line and no uniqueness claim", name)
				}
				continue
			}
			sols, err := countUpTo(ctx, p, 2, nil)
			if err != nil || len(sols) != 1 || !g.Unique {
				t.Fatalf("%s: %d solutions (err %v), unique=%v", name, len(sols), err, g.Unique)
			}
			if tc.size <= 6 && bruteCount(p) != 1 {
				t.Fatalf("%s: brute force disagrees on uniqueness", name)
			}
			if tc.difficulty != "" && g.Difficulty != tc.difficulty {
				t.Errorf("%s: graded %s, asked %s", name, g.Difficulty, tc.difficulty)
			}
			if gr, _ := k.Grade(ctx, p); gr != g.Difficulty {
				t.Errorf("%s: Grade says %s, Generate said %s", name, gr, g.Difficulty)
			}
		}
	}
}

func TestGenerateDeterministic(t *testing.T) {
	opt := puzzle.GenerateOptions{Width: 7, Seed: 42}
	a, err1 := Kind{}.Generate(context.Background(), opt)
	b, err2 := Kind{}.Generate(context.Background(), opt)
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	if format(a.Puzzle.(*Puzzle), nil) != format(b.Puzzle.(*Puzzle), nil) {
		t.Error("same seed, different puzzles")
	}
	golden.Check(t, "generate_7_seed42.golden", []byte(format(a.Puzzle.(*Puzzle), a.Solution.(*Solution))))
}

func TestGenerateBadOptions(t *testing.T) {
	for _, opt := range []puzzle.GenerateOptions{
		{Width: 3}, {Width: 5}, {Width: 7, Height: 8}, {Width: 7, Method: "nope"}, {Width: 7, Difficulty: "insane"},
	} {
		if _, err := (Kind{}).Generate(context.Background(), opt); !errors.Is(err, puzzle.ErrBadOption) {
			t.Errorf("%+v: got %v, want ErrBadOption", opt, err)
		}
	}
}

// TestGradeTiers: an easy puzzle is filled by line reasoning alone; a tricky
// one is not, but is with one-step trials; the report's Fig. 1 gets a grade.
func TestGradeTiers(t *testing.T) {
	ctx := context.Background()
	for seed := int64(1); seed <= 20; seed++ {
		g, err := Kind{}.Generate(ctx, puzzle.GenerateOptions{Width: 7, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		s := newLineSolver(g.Puzzle.(*Puzzle))
		lineOnly := s.propagate() && s.solved()
		if (g.Difficulty == TierEasy) != lineOnly {
			t.Errorf("seed %d: graded %s but line reasoning alone solves: %v", seed, g.Difficulty, lineOnly)
		}
		if g.Difficulty == TierTricky || g.Difficulty == TierHard {
			s.probe(ctx)
			if s.solved() != (g.Difficulty == TierTricky) {
				t.Errorf("seed %d: graded %s but trials solve: %v", seed, g.Difficulty, s.solved())
			}
		}
	}
	if gr, err := (Kind{}).Grade(ctx, loadFile(t, "testdata/fig1.txt")); err != nil || gr == "" {
		t.Errorf("fig1: grade %q err %v", gr, err)
	}
}

// TestGenerateExtraHintsNote: at N = 8 the generator no longer looks for a
// classic hint set (about 1 solution in 600 has one); it adds extra hints to
// a classic set, each of them needed, and the board says so.
func TestGenerateExtraHintsNote(t *testing.T) {
	k := Kind{}
	g, err := k.Generate(context.Background(), puzzle.GenerateOptions{Width: 8, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	out, _ := k.Render(g.Puzzle, nil, "text")
	if !strings.Contains(out, "more than one per row and column") {
		t.Errorf("no note under a non-classic board:\n%s", out)
	}
	golden.Check(t, "generate_8_seed3.txt.golden", []byte(out))
}

// TestGenerateGradeIsBounded: asking for a grade that small boards may never
// need ends with ErrLimit after a bounded number of tries, or with a puzzle of
// that grade; never a hang, never another grade.
func TestGenerateGradeIsBounded(t *testing.T) {
	g, err := Kind{}.Generate(context.Background(), puzzle.GenerateOptions{Width: 6, Difficulty: TierHard, Seed: 1})
	switch {
	case err == nil && g.Difficulty != TierHard:
		t.Errorf("asked hard, got %s", g.Difficulty)
	case err != nil && !errors.Is(err, puzzle.ErrLimit):
		t.Errorf("got %v, want ErrLimit or a hard puzzle", err)
	}
}
