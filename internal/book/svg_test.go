package book

import (
	"encoding/xml"
	"io"
	"strings"
	"testing"

	"deduce/puzzle/closefar"
	"deduce/puzzle/magnets"
)

// wellFormed fails t when doc is not well-formed XML.
func wellFormed(t *testing.T, what, doc string) {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(doc))
	dec.Strict = true
	for {
		_, err := dec.Token()
		if err == io.EOF {
			return
		}
		if err != nil {
			t.Fatalf("%s: not well-formed: %v", what, err)
		}
	}
}

// TestSVGAndHTML: every SVG page is a standalone, well-formed document
// sized in millimetres, and the HTML holds every page with a page break
// after each.
func TestSVGAndHTML(t *testing.T) {
	entries := generate(t, closefar.Kind{}, 14)
	paper, _ := PaperNamed("letter")
	pages, err := Layout(entries, Options{Paper: paper, Solutions: true})
	if err != nil {
		t.Fatal(err)
	}
	docs := SVGPages(pages)
	if len(docs) != len(pages) {
		t.Fatalf("%d SVG documents for %d pages", len(docs), len(pages))
	}
	for i, d := range docs {
		wellFormed(t, "svg page", d)
		if !strings.Contains(d, `width="215.9mm" height="279.4mm"`) {
			t.Errorf("page %d is not sized as Letter paper", i+1)
		}
	}
	h := HTML(pages, paper, "A <book>")
	if got := strings.Count(h, `<svg class="page"`); got != len(pages) {
		t.Errorf("HTML holds %d pages, want %d", got, len(pages))
	}
	for _, want := range []string{"@page { size: Letter", "break-after: page", "<title>A &lt;book&gt;</title>"} {
		if !strings.Contains(h, want) {
			t.Errorf("HTML lacks %q", want)
		}
	}
}

// TestSingle: one puzzle as SVG carries its seed and ID under the drawing,
// and with solution shows both boards.
func TestSingle(t *testing.T) {
	e := generate(t, magnets.Kind{}, 1)[0]
	one, err := Single(e, false)
	if err != nil {
		t.Fatal(err)
	}
	both, err := Single(e, true)
	if err != nil {
		t.Fatal(err)
	}
	wellFormed(t, "single", one)
	wellFormed(t, "single with solution", both)
	id, _ := magnets.ID(e.Puzzle.(*magnets.Puzzle))
	for _, doc := range []string{one, both} {
		if !strings.Contains(doc, "seed 1") || !strings.Contains(doc, id[:20]) {
			t.Errorf("caption lacks the seed or the ID:\n%s", doc)
		}
	}
	// The board is drawn from the kind's Layout: the corner + over the
	// counts; the solution fills every one of the 36 cells with an entry
	// (blue), the puzzle none.
	if !strings.Contains(one, ">+<") {
		t.Errorf("the puzzle lacks its layout's corner +:\n%s", one)
	}
	if a, b := strings.Count(one, `fill="#1f5fbf"`), strings.Count(both, `fill="#1f5fbf"`); a != 0 || b != 36 {
		t.Errorf("blue entries: %d alone, %d with the solution, want 0 and 36", a, b)
	}
}
