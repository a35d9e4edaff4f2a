package puzzle

import (
	"context"
	"fmt"
)

// Rules explain a kind to someone who has never played it: the web app's
// rules page, the printed book's rules page and the terminal game's help
// show them, each without naming the kind.
type Rules struct {
	Title string   // the kind's name for people ("Magnets")
	Intro string   // one short paragraph: what the puzzle is
	Rules []string // the rules, one sentence each, in the order to read them
	// SizeSyntax says how a size is asked for ("N or WxH: width x
	// height"); DefaultSize is the size of a puzzle generated when none is
	// asked, as the kind's draw.Sizer writes it (a test holds it to the
	// generator). Forms that offer a size show both.
	SizeSyntax, DefaultSize string
	// Example, when not nil, is a tiny puzzle worked through.
	Example *RulesExample
}

// RulesExample is a tiny puzzle in the kind's native text format and the
// first moves of its solution in words. Pages show the puzzle, the moves,
// then the solution, which they find with the kind's solver and check with
// its checker (an example that does not parse, or has no unique checked
// solution, is a bug that the kinds' tests catch).
type RulesExample struct {
	Puzzle string
	Moves  []string
}

// RulesWriter is implemented by kinds that explain their rules.
type RulesWriter interface {
	Rules() Rules
}

// RulesOf returns k's rules, and false when k declares none.
func RulesOf(k Kind) (Rules, bool) {
	if rw, ok := k.(RulesWriter); ok {
		return rw.Rules(), true
	}
	return Rules{}, false
}

// WorkedExample reads k's rules example and returns it with its solution,
// proven unique (a complete count of at most 2) and checked by k's checker.
func WorkedExample(ctx context.Context, k Kind, ex *RulesExample) (Puzzle, Solution, error) {
	p, err := k.Parse(k.Name()+" rules example", []byte(ex.Puzzle))
	if err != nil {
		return nil, nil, err
	}
	r, err := CountChecked(ctx, k, p, SolveOptions{Limit: 2})
	if err != nil {
		return nil, nil, err
	}
	if !r.Complete || r.Count != 1 || len(r.Solutions) != 1 {
		return nil, nil, fmt.Errorf("%s rules example: %d solutions (complete: %v), want exactly one", k.Name(), r.Count, r.Complete)
	}
	return p, r.Solutions[0], nil
}
