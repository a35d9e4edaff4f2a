package allkinds

import (
	"context"
	"strings"
	"testing"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// Logic grids generated with the English side linked (as every program
// links it through this package): the default is the magazine puzzle,
// every clue has its sentence, and the native text (English where the
// thesis grammar cannot carry the puzzle) reads back to the same text and
// the same unique solution. The logicgrid
// package's own battery runs without the English side (its tests cannot
// import it), so this is where the linked generator is checked.
func TestLogicgridGeneratedReadsBack(t *testing.T) {
	k, err := puzzle.Lookup("logicgrid")
	if err != nil {
		t.Fatal(err)
	}
	gen := k.(puzzle.Generator)
	ctx := context.Background()
	for _, c := range []struct {
		why       string
		params    puzzle.Params
		diff      string
		firstLine string // the native text's first line
		sentences bool   // every clue of the puzzle has its sentence
	}{
		{"the default: the magazine puzzle", nil, "", "people: ", true},
		{"numeric categories", puzzle.Params{"domains": 3, "items": 5, "ordered": 2}, "", "people: ", true},
		// English sentences, and a native text in the thesis grammar, which
		// carries these puzzles (no values, no reserved characters).
		{"a graded puzzle, in English", puzzle.Params{"domains": 3, "items": 4}, "easy", "8", true},
		{"ZebraLogic's style", puzzle.Params{"zebralogic": 1, "domains": 3, "items": 3}, "", "8", true},
		{"the thesis's style: its grammar", puzzle.Params{"thesis": 1, "domains": 3, "items": 4}, "", "8", false},
	} {
		for seed := int64(1); seed <= 6; seed++ {
			g, err := gen.Generate(ctx, puzzle.GenerateOptions{Seed: seed, Difficulty: c.diff, Params: c.params})
			if err != nil {
				t.Fatalf("%s, seed %d: %v", c.why, seed, err)
			}
			if err := k.Check(g.Puzzle, g.Solution); err != nil {
				t.Fatalf("%s, seed %d: %v", c.why, seed, err)
			}
			text := k.Format(g.Puzzle, g.Solution)
			if first, _, _ := strings.Cut(text, "\n"); !strings.HasPrefix(first, c.firstLine) {
				t.Errorf("%s, seed %d: native text starts %q, want %q", c.why, seed, first, c.firstLine)
			}
			if got := sentenced(g.Puzzle); got != c.sentences {
				t.Errorf("%s, seed %d: every clue has a sentence: %v, want %v", c.why, seed, got, c.sentences)
			}
			q, err := k.Parse("generated", []byte(text))
			if err != nil {
				t.Fatalf("%s, seed %d: the native text does not read back: %v\n%s", c.why, seed, err, text)
			}
			known := q.(puzzle.WithSolution).KnownSolution()
			if again := k.Format(q, known); again != text {
				t.Errorf("%s, seed %d: the round trip changed the text:\n%s--- again:\n%s", c.why, seed, text, again)
			}
			res, err := puzzle.CountChecked(ctx, k, q, puzzle.SolveOptions{Limit: 2})
			if err != nil || res.Count != 1 || !res.Complete {
				t.Errorf("%s, seed %d: the text read back counts %d (complete %v, %v)", c.why, seed, res.Count, res.Complete, err)
			}
		}
	}
}

// sentenced reports whether every clue of a logic grid has its sentence.
func sentenced(p puzzle.Puzzle) bool {
	for _, c := range p.(*logicgrid.Puzzle).Clues {
		if c.Text == "" {
			return false
		}
	}
	return true
}

// A clue the English writers cannot say (an amount on a category without
// numbers) leaves the puzzle as it was: no clue gets a sentence, so the
// native format stays the thesis grammar rather than half English.
func TestSayLeavesAnUnsayablePuzzle(t *testing.T) {
	p := &logicgrid.Puzzle{Algorithm: 8, Domains: []logicgrid.Domain{
		{Name: "Name", Items: []string{"Ann", "Bob", "Cy"}},
		{Name: "Pet", Items: []string{"cat", "dog", "emu"}},
	}, Clues: []logicgrid.Clue{
		{Kind: logicgrid.Same, Items: []logicgrid.Item{{D: 0, I: 0}, {D: 1, I: 0}}},
		{Kind: logicgrid.DiffBy, Items: []logicgrid.Item{{D: 0, I: 1}, {D: 0, I: 2}}, Domain: 1, K: 1},
	}}
	if err := logicgrid.English.Say(p); err == nil {
		t.Fatal("Say said an amount on a category without numbers")
	}
	for i, c := range p.Clues {
		if c.Text != "" {
			t.Errorf("clue %d got the sentence %q from a Say that failed", i+1, c.Text)
		}
	}
	if text := (logicgrid.Kind{}).Format(p, nil); !strings.HasPrefix(text, "8\n") {
		t.Errorf("native format is not the thesis grammar:\n%s", text)
	}
}
