package tui

import (
	"testing"

	"deduce/internal/tui/toykind"
	"deduce/puzzle"
)

// BenchmarkFirstScreen measures what `deduce play` does before the first
// frame once the puzzle is known: start the game (new board, solution facts,
// drawer) and lay out the screen. Target: < 200 ms.
func BenchmarkFirstScreen(b *testing.B) {
	k := toykind.Kind{}
	p, _ := k.Parse("toy.txt", []byte(toykind.Start))
	sol, err := Prepare(b.Context(), k, p)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		g, err := New(Config{Kind: k, Puzzle: p, Solution: sol, NoColor: true})
		if err != nil {
			b.Fatal(err)
		}
		_ = g.View()
	}
}

// BenchmarkHint measures one h key press to the hint on screen: check so
// far, Explainer.Hint, highlighting, redraw. Target: < 50 ms.
func BenchmarkHint(b *testing.B) {
	g := newToyGame(b, nil)
	for b.Loop() {
		g.clearMarks()
		g.gen++
		press(g, "h")
		if g.hint == nil {
			b.Fatal("no hint")
		}
		_ = g.View()
	}
}

var _ puzzle.Player = toykind.Kind{}
var _ puzzle.Explainer = toykind.Kind{}
