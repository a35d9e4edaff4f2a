package book

import (
	"strings"
	"testing"

	"deduce/puzzle"
)

// TestPagesDrawTheLayout (issue 29): every kind's page is drawn from its
// puzzle.Layout, as the terminal game and the web app draw it, never from
// drawing code of the kind's own: each label and category name of the
// layout is on the page, and so is its legend, which only the layout
// carries (the kinds' own drawings printed none).
func TestPagesDrawTheLayout(t *testing.T) {
	for _, e := range mixed(t) {
		pl := e.Kind.(puzzle.Player)
		b := pl.NewBoard(e.Puzzle)
		lay := pl.Layout(e.Puzzle, b, puzzle.BoardStatus{})
		pages, err := Layout([]Entry{e}, Options{Paper: Papers[0]})
		if err != nil {
			t.Fatal(err)
		}
		texts := pageTexts(pages)[0]
		on := map[string]bool{}
		for _, s := range texts {
			on[s] = true
		}
		var want []string
		for _, side := range [][]puzzle.Label{lay.Top, lay.Bottom, lay.Left, lay.Right} {
			for _, l := range side {
				if l.Text != "" {
					want = append(want, l.Text)
				}
			}
		}
		for _, g := range append(lay.ColGroups, lay.RowGroups...) {
			want = append(want, g.Name)
		}
		for _, s := range want {
			if !on[s] {
				t.Errorf("%s: the page lacks the layout's label %q", e.Kind.Name(), s)
			}
		}
		if lay.Legend == "" {
			t.Fatalf("%s: no legend in the layout: this test needs one", e.Kind.Name())
		}
		if all := strings.Join(texts, " "); !strings.Contains(all, strings.Join(strings.Fields(lay.Legend), " ")) {
			t.Errorf("%s: the page lacks the legend %q:\n%s", e.Kind.Name(), lay.Legend, all)
		}
	}
}

// The PDF's core fonts speak cp1252, which has no tick or cross (a logic
// grid's board and legend): those are cut out of the text to be stroked,
// where the font's translation printed a dot; so is every other character
// beyond cp1252.
func TestSplitGlyphs(t *testing.T) {
	cases := []struct {
		why, in string
		want    []glyphRun
	}{
		{"plain text is one run", "2 3 C", []glyphRun{{text: "2 3 C"}}},
		{"a cell's tick alone", "✓", []glyphRun{{glyph: '✓'}}},
		{"a legend: text and marks in order", "✓: same; ✗: not.", []glyphRun{{glyph: '✓'}, {text: ": same; "}, {glyph: '✗'}, {text: ": not."}}},
		{"the empty text is one empty run", "", []glyphRun{{text: ""}}},
		{"cp1252's own characters stay text (Latin-1 and the en dash)", "Zoë – 5 €", []glyphRun{{text: "Zoë – 5 €"}}},
		{"any other character is drawn, never translated to a dot", "a◤b中", []glyphRun{{text: "a"}, {glyph: '◤'}, {text: "b"}, {glyph: '中'}}},
	}
	for _, c := range cases {
		got := splitGlyphs(c.in)
		if len(got) != len(c.want) {
			t.Errorf("%s: %q -> %+v, want %+v", c.why, c.in, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%s: %q -> %+v, want %+v", c.why, c.in, got, c.want)
				break
			}
		}
	}
}
