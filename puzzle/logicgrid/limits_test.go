package logicgrid

import (
	"context"
	"errors"
	"strings"
	"testing"

	"deduce/puzzle"
)

// The generation maximum in pair facts (docs/guide/robustness.md): past
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
		{"8 of 8: 1792 facts, the largest 8-domain grid", 8, 8, false, ""},
		{"7 of 9: 1701 facts, the largest 9-item grid", 7, 9, false, ""},
		{"the default size", 4, 5, false, ""},
	}
	for _, c := range cases {
		_, err := Kind{}.Generate(cancelled, puzzle.GenerateOptions{Seed: 1, Params: shape(c.m, c.n, false)})
		sized := err != nil && strings.Contains(err.Error(), "above the maximum")
		if sized != c.refused || c.refused && (!errors.Is(err, puzzle.ErrBadOption) || !strings.Contains(err.Error(), c.wantFacts)) {
			t.Errorf("%s: %v (refused for size: want %v)", c.why, err, c.refused)
		}
	}
}
