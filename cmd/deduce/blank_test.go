package main

import (
	"strings"
	"testing"
)

// --blank is a real-valued generator parameter that magnets declares
// (puzzle.GenParam.ApplyFloat): cmd offers it as a float flag without
// naming the kind.
func TestBlankFlag(t *testing.T) {
	for _, c := range []struct {
		why  string
		args []string
		code int
		want string
	}{
		{"a share is accepted", []string{"generate", "magnets", "--size", "8", "--blank", "0.3", "--seed", "5", "--format", "native", "--solution"}, 0, "unique (proven)"},
		{"a percentage is refused with the fraction it meant", []string{"generate", "magnets", "--blank", "30", "--seed", "1"}, 2, "want a fraction 0..1 (e.g. 0.3 for 30%)"},
		{"not a number is a flag error", []string{"generate", "magnets", "--blank", "lots", "--seed", "1"}, 2, "--blank"},
		{"a kind without it refuses it", []string{"generate", "closefar", "--blank", "0.3", "--seed", "1"}, 2, "--blank is not a parameter of closefar"},
	} {
		code, stdout, stderr := deduce(t, "", c.args...)
		if code != c.code || !strings.Contains(stdout+stderr, c.want) {
			t.Errorf("%s: deduce %s: exit %d (want %d)\n%s%s\nwant %q", c.why, strings.Join(c.args, " "), code, c.code, stdout, stderr, c.want)
			continue
		}
		if c.code != 0 {
			continue
		}
		// The solution block of the 8×8: 64 cells, 30% asked, within the
		// generator's 10% spread and a domino either way.
		_, sol, _ := strings.Cut(stdout, "\nsolution\n")
		if x := strings.Count(sol, "x"); x < 15 || x > 23 {
			t.Errorf("%s: %d blank cells of 64 with --blank 0.3:\n%s", c.why, x, sol)
		}
	}
}
