package main

import (
	"strings"
	"testing"
)

// deduce play magnets, driven through stdin: size, Enter for the solution,
// y for another puzzle, then n. (Moved here from package magnets, whose
// tests built this command: tests import downward only.)
func TestPlayMagnetsThroughStdin(t *testing.T) {
	code, text, stderr := deduce(t, "6\n\ny\n5x4\n\nn\n", "play", "magnets", "--seed", "7")
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, stderr, text)
	}
	for _, want := range []string{"Size", "magnets (seed 7", "magnets (seed 8", "Press Enter", "Play again", "┌"} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
	if got := strings.Count(text, "Play again"); got != 2 {
		t.Errorf("%d rounds, want 2:\n%s", got, text)
	}
	// The solution boards show poles; the puzzle boards do not.
	if !strings.ContainsAny(text, "+-") || !strings.Contains(text, " x ") {
		t.Errorf("no solution drawn:\n%s", text)
	}
}
