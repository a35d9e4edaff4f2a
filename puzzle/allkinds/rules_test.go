package allkinds

import (
	"context"
	"strings"
	"testing"

	"deduce/puzzle"
	"deduce/puzzle/draw"
)

// TestRules: every shipped kind explains its rules to a newcomer (the web's
// rules page and the book's rules pages list only kinds that do), and its
// worked example is a puzzle with exactly one solution that its checker
// accepts, so the page never shows a wrong answer.
func TestRules(t *testing.T) {
	for _, k := range puzzle.Kinds() {
		r, ok := puzzle.RulesOf(k)
		if !ok {
			t.Errorf("%s: no rules (implement puzzle.RulesWriter in rules_text.go)", k.Name())
			continue
		}
		if r.Title == "" || r.Intro == "" || len(r.Rules) < 2 {
			t.Errorf("%s: rules need a title, an intro and the rules: %+v", k.Name(), r)
		}
		for i, rule := range r.Rules {
			if !strings.HasSuffix(rule, ".") && !strings.HasSuffix(rule, ".)") {
				t.Errorf("%s rule %d is not a sentence: %q", k.Name(), i+1, rule)
			}
		}
		if gen, ok := k.(puzzle.Generator); ok {
			sz, ok := k.(draw.Sizer)
			if !ok {
				t.Fatalf("%s: a generator without draw.Sizer", k.Name())
			}
			g, err := gen.Generate(context.Background(), puzzle.GenerateOptions{Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			if got := sz.PuzzleSize(g.Puzzle); got != r.DefaultSize || r.SizeSyntax == "" {
				t.Errorf("%s: declares the default size %q (syntax %q); its generator makes %s", k.Name(), r.DefaultSize, r.SizeSyntax, got)
			}
		}
		if r.Example == nil {
			continue
		}
		if len(r.Example.Moves) == 0 {
			t.Errorf("%s: the example has no moves", k.Name())
		}
		if _, _, err := puzzle.WorkedExample(context.Background(), k, r.Example); err != nil {
			t.Errorf("%s: %v", k.Name(), err)
		}
	}
}
