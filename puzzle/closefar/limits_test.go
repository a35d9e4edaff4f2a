package closefar

import (
	"context"
	"errors"
	"strings"
	"testing"

	"deduce/puzzle"
)

// The generation maxima (docs/guide/robustness.md): past them the error
// says the maximum and why; at them the size check lets the work start.
func TestGenerateLimits(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	gen := func(n int, method string) error {
		_, err := Kind{}.Generate(cancelled, puzzle.GenerateOptions{Width: n, Method: method, Seed: 1})
		return err
	}
	cases := []struct {
		why  string
		err  error
		want string // "" = not refused for its size
	}{
		{"unique generation past its maximum", gen(MaxGenerateN+1, ""), "above the maximum 20 for closefar generation"},
		{"report generation past its maximum", gen(MaxReportN+1, "report"), "above the maximum 16 for closefar --method report"},
		{"unique generation at its maximum starts (the context is cancelled)", gen(MaxGenerateN, ""), ""},
		{"report generation at its maximum starts", gen(MaxReportN, "report"), ""},
		{"the board maximum still holds", gen(MaxN+1, ""), "out of range"},
	}
	for _, c := range cases {
		if c.want == "" {
			if c.err != nil && strings.Contains(c.err.Error(), "maximum") {
				t.Errorf("%s: refused for its size: %v", c.why, c.err)
			}
			continue
		}
		if !errors.Is(c.err, puzzle.ErrBadOption) || !strings.Contains(c.err.Error(), c.want) {
			t.Errorf("%s: got %v, want a bad option with %q", c.why, c.err, c.want)
		}
	}
}
