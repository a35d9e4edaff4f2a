package logicgrid

import (
	"context"
	"errors"
	"strings"
	"testing"

	"deduce/puzzle"
)

// The generation maximum in pair facts (docs/readme/robustness.md): past
// it the error says the count and the maximum; under it the work starts.
func TestGenerateLimit(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	cases := []struct {
		why       string
		m, n      int
		refused   bool
		wantFacts string
	}{
		{"8 domains of 9 items: 2268 facts", 8, 9, true, "2268 pair facts"},
		{"8 of 7: 1372 facts", 8, 7, true, "1372 pair facts"},
		{"7 of 7: 1029 facts, under the maximum", 7, 7, false, ""},
		{"8 of 6: 1008 facts", 8, 6, false, ""},
	}
	for _, c := range cases {
		_, err := Kind{}.Generate(cancelled, puzzle.GenerateOptions{Domains: c.m, Items: c.n, Seed: 1})
		sized := err != nil && strings.Contains(err.Error(), "above the maximum")
		if sized != c.refused || c.refused && (!errors.Is(err, puzzle.ErrBadOption) || !strings.Contains(err.Error(), c.wantFacts)) {
			t.Errorf("%s: %v (refused for size: want %v)", c.why, err, c.refused)
		}
	}
}
