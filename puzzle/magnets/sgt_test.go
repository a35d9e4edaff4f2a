package magnets

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// sgtMagnets finds Debian's sgt-magnets (in /usr/games, often not on PATH).
func sgtMagnets(t *testing.T) string {
	if p, err := exec.LookPath("sgt-magnets"); err == nil {
		return p
	}
	if _, err := os.Stat("/usr/games/sgt-magnets"); err == nil {
		return "/usr/games/sgt-magnets"
	}
	t.Skip("sgt-magnets not installed (Debian package sgt-puzzles)")
	return ""
}

// Puzzles made by Simon Tatham's generator: each has exactly one solution,
// and our grader agrees with Tatham's difficulty (de → easy, dt → tricky,
// also after his clue stripping).
func TestSgtMagnetsCrossCheck(t *testing.T) {
	bin := sgtMagnets(t)
	cases := []struct {
		params, grade string
		n             int
	}{{"6x6de", GradeEasy, 20}, {"10x10dt", GradeTricky, 20}, {"12x12dtS", GradeTricky, 10}, {"16x16dt", GradeTricky, 3}}
	for _, c := range cases {
		n := c.n
		if testing.Short() {
			n = 2
		}
		out, err := exec.Command(bin, "--generate", string(rune('0'+n/10))+string(rune('0'+n%10)), c.params).Output()
		if err != nil {
			t.Fatalf("%s: %v", c.params, err)
		}
		ids := strings.Fields(string(out))
		if len(ids) != n {
			t.Fatalf("%s: sgt-magnets printed %d IDs, want %d", c.params, len(ids), n)
		}
		for _, id := range ids {
			p, err := Parse("sgt", []byte(id))
			if err != nil {
				t.Fatalf("%s: %v", id, err)
			}
			got, err := ID(p)
			if err != nil || got != id {
				t.Errorf("ID round trip: %s → %s (%v)", id, got, err)
			}
			cnt, complete, err := CountSolutions(context.Background(), p, 2)
			if err != nil || cnt != 1 || !complete {
				t.Errorf("%s: %d solutions (complete %v, %v), Tatham's are unique", id, cnt, complete, err)
			}
			if g, _ := GradePuzzle(context.Background(), p); g != c.grade {
				t.Errorf("%s (%s): graded %s, want %s", id, c.params, g, c.grade)
			}
		}
	}
}

// deduce play magnets, driven through stdin: size, Enter for the solution,
// y for another puzzle, then n.
func TestPlayThroughStdin(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command")
	}
	_, file, _, _ := runtime.Caller(0)
	root := filepath.Join(filepath.Dir(file), "..", "..")
	bin := filepath.Join(t.TempDir(), "deduce")
	build := exec.Command("go", "build", "-o", bin, "./cmd/deduce")
	build.Dir = root
	if out, err := build.CombinedOutput(); err != nil {
		t.Skipf("the command does not build right now (other packages in progress): %s", out)
	}
	cmd := exec.Command(bin, "play", "magnets", "--seed", "7")
	cmd.Stdin = strings.NewReader("6\n\ny\n5x4\n\nn\n")
	var out bytes.Buffer
	cmd.Stdout = &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	text := out.String()
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
