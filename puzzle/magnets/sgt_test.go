package magnets

import (
	"context"
	"deduce/internal/testlong"
	"os"
	"os/exec"
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
	testlong.Skip(t, "runs Tatham's generator for dozens of puzzles (7-14 s)")
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
