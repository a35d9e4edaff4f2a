package logicgrid

import (
	"context"
	"errors"
	"fmt"
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

// grid is a clue-less thesis grid of m domains of n items.
func grid(t testing.TB, m, n int) *Puzzle {
	t.Helper()
	var b strings.Builder
	b.WriteString("8\n")
	for d := 0; d < m; d++ {
		fmt.Fprintf(&b, "D%d", d)
		for i := 0; i < n; i++ {
			fmt.Fprintf(&b, ":i%d_%d", d, i)
		}
		b.WriteByte('\n')
	}
	b.WriteString("Clues:\n")
	p, err := Parse("grid.txt", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// Explain, hint and grade refuse grids above MaxExplainFacts at once, as
// bad input (issue 28: a 20x20 grid ran `grade --timeout 3s` for 40 s and
// 12 GB); under it they start, and a cancelled context stops the encoding.
func TestExplainLimit(t *testing.T) {
	ctx := context.Background()
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	cases := []struct {
		why     string
		m, n    int
		refused bool
	}{
		{"20 domains of 20: 76000 facts", 20, 20, true},
		{"2 domains of 51: 2601 facts", 2, 51, true},
		{"2 domains of 50: 2500 facts, the maximum", 2, 50, false},
		{"8 domains of 9: 2268 facts", 8, 9, false},
	}
	for _, c := range cases {
		p := grid(t, c.m, c.n)
		calls := map[string]error{}
		_, calls["explain"] = Explain(cancelled, p, nil)
		_, _, calls["hint"] = Hint(cancelled, p, nil)
		_, calls["grade"] = Grade(cancelled, p)
		for name, err := range calls {
			if c.refused {
				if !errors.Is(err, puzzle.ErrUnsupported) || !puzzle.IsInputError(err) || !strings.Contains(err.Error(), "at most 2500 pair facts") {
					t.Errorf("%s: %s: %v, want the size refusal", c.why, name, err)
				}
			} else if !errors.Is(err, context.Canceled) {
				t.Errorf("%s: %s under a cancelled context: %v, want context.Canceled", c.why, name, err)
			}
		}
	}
}

// The encoders stop when their context ends, and SAT solving refuses a base
// above MaxBaseClauses (13x13: 4 M clauses, about 900 MB) instead of
// building it.
func TestEncodeLimits(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := EncodeContext(cancelled, grid(t, 12, 12), Extended); !errors.Is(err, context.Canceled) {
		t.Errorf("EncodeContext of 12x12 under a cancelled context: %v", err)
	}
	if _, err := encodeClues(cancelled, grid(t, 8, 9)); !errors.Is(err, context.Canceled) {
		t.Errorf("encodeClues of 8x9 under a cancelled context: %v", err)
	}
	_, err := Solve(context.Background(), grid(t, 13, 13), puzzle.SolveOptions{Method: "3"}) // thesis algorithm 3: unit propagation on the extended encoding
	if !errors.Is(err, puzzle.ErrLimit) || !strings.Contains(err.Error(), "use --method fd") {
		t.Errorf("method 3 on 13x13 (%d base clauses): %v, want the clause limit", BaseClauses(13, 13, Extended), err)
	}
}
