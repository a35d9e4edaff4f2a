package english

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"

	"deduce/puzzle"
)

// Hostile sizes (issue 28) are refused at a position with a short message,
// before any work grows with them.
func TestReadLimits(t *testing.T) {
	many := func(n int, f func(i int) string) string {
		var b strings.Builder
		for i := range n {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(f(i))
		}
		return b.String()
	}
	longClue := "Irene paid $5.99" + strings.Repeat(" and Ned drank the tea", 6000) + ".\n" // 128 KB
	cases := []struct {
		why, text, pos, want string
	}{
		{"a 128 KB clue", header + longClue, "x:5:1:", "more than the maximum 2000"},
		{"a clue wrapped over lines past the bound", header + "1. Irene paid $5.99\n" + strings.Repeat("and Ned drank the tea\n", 100), "x:5:4:", "more than the maximum 2000"},
		{"500,000 items (fd refused them with exit 1)", "numbers: " + many(500000, func(i int) string { return strconv.Itoa(i) }) + "\npeople: a, b\nClues:\na is b.\n",
			"x:1:1:", "more than the 1048576"},
		{"101 items", "numbers: " + many(101, func(i int) string { return strconv.Itoa(i) }) + "\npeople: a, b\nClues:\na is b.\n",
			"x:1:1:", "more than the maximum 100"},
		{"501 clues", header + strings.Repeat("Irene paid $5.99.\n", 501), "x:505:1:", "more than 500 clues"},
		{"21 categories", strings.Repeat("c: a, b\n", 21) + "Clues:\n", "x:21:1:", "more than 20 categories"},
		{"over a MiB", header + strings.Repeat("# a comment line\n", 70000), "x:", "more than the 1048576"},
	}
	for _, c := range cases {
		_, err := Read("x", []byte(c.text))
		var pe *puzzle.ParseError
		if err == nil || !errors.As(err, &pe) || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), c.pos) {
			t.Errorf("%s: got %v, want a ParseError at %s saying %q", c.why, err, c.pos, c.want)
			continue
		}
		if len(err.Error()) > 300 {
			t.Errorf("%s: the message is %d bytes; it must quote an excerpt, not the input", c.why, len(err.Error()))
		}
	}
}

// An unreadable clue under the size bound is quoted by its start only.
func TestErrorQuotesAnExcerpt(t *testing.T) {
	clue := "Irene was happy" + strings.Repeat(" and glad", 150) + ".\n"
	_, err := Read("x", []byte(header+clue))
	if err == nil || !strings.Contains(err.Error(), `"Irene was happy and glad`) || len(err.Error()) > 300 {
		t.Fatalf("got %v: want the clue's start quoted in a short message", err)
	}
}

// ReadContext stops once its context is done.
func TestReadContextCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ReadContext(ctx, "x", []byte(header+"Irene paid $5.99.\n")); !errors.Is(err, context.Canceled) {
		t.Errorf("magazine: got %v, want context.Canceled", err)
	}
	zebra := "There are 2 houses, numbered 1 to 2 from left to right.\n - Each person has a unique name: `Ann`, `Bo`\n - Each person has a favorite drink: `tea`, `milk`\n## Clues:\n1. Ann is the person who likes milk.\n"
	if _, err := ReadContext(ctx, "x", []byte(zebra)); !errors.Is(err, context.Canceled) {
		t.Errorf("zebralogic: got %v, want context.Canceled", err)
	}
	if _, err := ReadContext(context.Background(), "x", []byte(zebra)); err != nil {
		t.Errorf("zebralogic, not cancelled: %v", err)
	}
}

// BenchmarkReadLongClue reads a clue at the size bound (about 1 ms).
func BenchmarkReadLongClue(b *testing.B) {
	clue := "Irene paid $5.99" + strings.Repeat(" and Ned drank the tea", 89) + ".\n"
	data := []byte(header + clue)
	for b.Loop() {
		if _, err := Read("x", data); err != nil {
			b.Fatal(err)
		}
	}
}
