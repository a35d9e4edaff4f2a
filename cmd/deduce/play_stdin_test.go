package main

import (
	"strings"
	"testing"
)

// deduce play magnets with piped input runs the Magnets report's loop:
// an odd size is refused with the report's message, then size 6, Enter for
// the solution, Enter to finish, y for another puzzle (size 4), then n.
// (Moved here from package magnets, whose tests built this command: tests
// import downward only.)
func TestPlayMagnetsThroughStdin(t *testing.T) {
	code, text, stderr := deduce(t, "5\n6\n\n\ny\n4\n\n\nn\n", "play", "magnets", "--seed", "7")
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, stderr, text)
	}
	for _, want := range []string{"Welcome to Magnets", "Choose an even puzzle size", "Must be an even number.", "Press enter to get the solution", "Play again (y/n)?", "┌"} {
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
