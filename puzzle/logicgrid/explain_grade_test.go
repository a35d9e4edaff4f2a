package logicgrid

import (
	"context"
	"errors"
	"testing"

	"deduce/puzzle"
)

// TestGenerateDifficulty: the generator's difficulty is the explanation's
// grade, and every grade but "search" can be asked for at the default size.
func TestGenerateDifficulty(t *testing.T) {
	ctx := context.Background()
	for _, want := range []string{GradeEasy, GradeTricky, GradeHard} {
		g, err := Kind{}.Generate(ctx, puzzle.GenerateOptions{Difficulty: want, Seed: 3})
		if err != nil {
			t.Fatalf("%s: %v", want, err)
		}
		p := g.Puzzle.(*Puzzle)
		ex, err := Explain(ctx, p, nil)
		if err != nil {
			t.Fatal(err)
		}
		if g.Difficulty != want || ex.Grade != want {
			t.Fatalf("asked %s, generator says %s, explanation says %s", want, g.Difficulty, ex.Grade)
		}
		maxClues := 0
		for _, s := range ex.Steps {
			maxClues = max(maxClues, len(s.Clues))
		}
		if (want == GradeHard) != (maxClues >= 2) {
			t.Fatalf("%s puzzle's hardest step combines %d clues", want, maxClues)
		}
	}
}

func TestGradeOf(t *testing.T) {
	tests := []struct {
		hardest int
		stuck   bool
		want    string
		why     string
	}{
		{2, false, GradeEasy, "implicit rules only"},
		{costClue + gradeEasyUses, false, GradeEasy, "one clue with three known facts"},
		{costClue + gradeEasyUses + 1, false, GradeTricky, "one clue with four known facts"},
		{costGrid + 30, false, GradeTricky, "the implicit rules over many facts"},
		{costClue + costExtraClue, false, GradeHard, "two clues together"},
		{2, true, GradeSearch, "deduction stopped"},
	}
	for _, tc := range tests {
		if got := gradeOf(tc.hardest, tc.stuck); got != tc.want {
			t.Errorf("%s: gradeOf(%d, %v) = %s, want %s", tc.why, tc.hardest, tc.stuck, got, tc.want)
		}
	}
}

// TestGenerateUngraded: beyond maxGradeFacts the generator leaves puzzles
// ungraded instead of explaining for minutes, and refuses --difficulty.
func TestGenerateUngraded(t *testing.T) {
	ctx := context.Background()
	g, err := Kind{}.Generate(ctx, puzzle.GenerateOptions{Seed: 1, Params: puzzle.Params{"domains": 6, "items": 8}})
	if err != nil || g.Difficulty != "" || !g.Unique {
		t.Fatalf("6x8: difficulty %q unique %v err %v, want an ungraded unique puzzle", g.Difficulty, g.Unique, err)
	}
	if _, err := (Kind{}).Generate(ctx, puzzle.GenerateOptions{Seed: 1, Difficulty: "easy", Params: puzzle.Params{"domains": 6, "items": 8}}); !errors.Is(err, puzzle.ErrBadOption) {
		t.Fatalf("6x8 easy: %v, want ErrBadOption", err)
	}
}
