package bench

import (
	"testing"

	"deduce/puzzle"
)

// rulesKind is a kind without a peer profile whose rules name its default
// size.
type rulesKind struct {
	puzzle.Kind
	size string
}

func (k rulesKind) Rules() puzzle.Rules { return puzzle.Rules{DefaultSize: k.size} }

// A kind without a peer profile is measured at its default size with no
// --sizes: the rules' default size when it reads as a square size, else
// 0, the generator's default. Before, the suite asked for --sizes.
func TestPeerDefaultSizes(t *testing.T) {
	bare := struct{ puzzle.Kind }{fakeKind{}}
	cases := []struct {
		why  string
		kind puzzle.Kind
		want int
	}{
		{"no rules: the generator's default", bare, 0},
		{"rules with a square default size", rulesKind{bare, "7x7"}, 7},
		{"rules with one number", rulesKind{bare, "5"}, 5},
		{"a size that is not square: the generator's default", rulesKind{bare, "6x8"}, 0},
		{"a size in words, not the size syntax: the generator's default", rulesKind{bare, "4 domains x 4 items"}, 0},
	}
	for _, c := range cases {
		prof, err := peerProfile(c.kind)
		if err != nil || len(prof.Sizes) != 1 || prof.Sizes[0] != c.want {
			t.Errorf("%s: sizes %v (%v), want [%d]", c.why, prof.Sizes, err, c.want)
		}
	}
}
