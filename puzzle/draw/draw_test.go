package draw

import (
	"strings"
	"testing"
)

func TestWrap(t *testing.T) {
	f := Font{Size: 10}
	for _, c := range []struct {
		in     string
		width  float64
		want   int
		reason string
	}{
		{"", 100, 1, "empty text is one empty line"},
		{"short", 100, 1, "fits"},
		{"one two three four five six seven", 60, 4, "breaks at spaces"},
		{"Supercalifragilistic", 20, 1, "a word wider than the line keeps a line of its own"},
	} {
		got := Wrap(c.in, f, c.width)
		if len(got) != c.want {
			t.Errorf("%s: Wrap(%q, %v) = %q, want %d lines", c.reason, c.in, c.width, got, c.want)
		}
		for _, l := range got {
			if TextWidth(l, f) > c.width && strings.Contains(l, " ") {
				t.Errorf("%s: line %q is wider than %v", c.reason, l, c.width)
			}
		}
	}
}

func TestTextWidth(t *testing.T) {
	f := Font{Size: 10}
	for _, c := range []struct {
		a, b   string
		reason string
	}{
		{"iiii", "MMMM", "narrow letters measure narrower than wide ones"},
		{"abc", "abcd", "longer text is wider"},
	} {
		if TextWidth(c.a, f) >= TextWidth(c.b, f) {
			t.Errorf("%s: %q %.2f >= %q %.2f", c.reason, c.a, TextWidth(c.a, f), c.b, TextWidth(c.b, f))
		}
	}
	if bold := (Font{Size: 10, Bold: true}); TextWidth("abc", bold) <= TextWidth("abc", f) {
		t.Error("bold is not wider")
	}
}

// Replaying a picture scales coordinates, widths and font sizes, and moves
// the origin; the centre alignment puts the baseline below the anchor.
func TestPlay(t *testing.T) {
	var p Picture
	p.Line(0, 0, 10, 10, 1, Black)
	p.Text(5, 5, "a<b", Font{Size: 10, Anchor: Middle, VAlign: Center}, Red)
	p.Text(5, 5, "up", Font{Size: 10, Up: true}, Blue)
	var v SVG
	p.Play(&v, 100, 200, 2)
	got := v.Elements()
	for _, want := range []string{
		`<line x1="100" y1="200" x2="120" y2="220" stroke="#000000" stroke-width="2"`,
		`<text x="110" y="217.2" font-size="20" text-anchor="middle" fill="#b00000">a&lt;b</text>`,
		`<text transform="translate(110,210) rotate(-90)" x="0" y="0" font-size="20"`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("replay lacks %s\ngot:\n%s", want, got)
		}
	}
	if p.Len() != 3 {
		t.Errorf("Len = %d, want 3", p.Len())
	}
}
