package closefar

import (
	"os"
	"strings"
	"testing"

	"deduce/internal/golden"
	"deduce/puzzle"
	"deduce/puzzle/draw"
)

// TestDraw pins the drawing of Fig. 1 and its solution as SVG text, and
// checks that every letter is placed by an explicit baseline (no
// dominant-baseline, which librsvg and browsers disagree on).
func TestDraw(t *testing.T) {
	data, err := os.ReadFile("testdata/fig1.txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := parse("fig1.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		s       puzzle.Solution
		letters int
		reason  string
	}{
		{"draw_fig1_puzzle.svg", nil, 7, "only the seven hints, bold"},
		{"draw_fig1_solution.svg", p.Known, 28, "hints plus the solved C and F (two of each per row)"},
	} {
		pic, err := draw.Of(Kind{}, p, c.s)
		if err != nil {
			t.Fatal(err)
		}
		out := draw.PictureSVG(pic, 4, 0)
		if got := strings.Count(out, "<text"); got != c.letters {
			t.Errorf("%s (%s): %d letters, want %d", c.name, c.reason, got, c.letters)
		}
		if strings.Contains(out, "dominant-baseline") {
			t.Errorf("%s: uses dominant-baseline", c.name)
		}
		golden.Check(t, c.name+".golden", []byte(out))
	}
}
