package tui

import (
	"testing"

	"deduce/internal/tui/toykind"
	"deduce/puzzle"
	_ "deduce/puzzle/allkinds"
	"deduce/puzzle/kindtest"
)

// TestLayouts checks the layout every front end draws from, for a small
// generated puzzle of every registered kind that can be played, and for
// the toy kind.
func TestLayouts(t *testing.T) {
	kinds := append(puzzle.Kinds(), toykind.Kind{})
	tested := 0
	for _, k := range kinds {
		gen, ok := k.(puzzle.Generator)
		if _, play := k.(puzzle.Player); !ok || !play {
			continue
		}
		g, err := gen.Generate(t.Context(), puzzle.GenerateOptions{Seed: 1, Difficulty: "easy"})
		if err != nil {
			t.Errorf("%s: %v", k.Name(), err)
			continue
		}
		kindtest.CheckLayout(t, k, g.Puzzle, k.Name()+" seed 1")
		tested++
	}
	if tested < 4 {
		t.Errorf("%d kinds checked, want the three real kinds and the toy", tested)
	}
}
