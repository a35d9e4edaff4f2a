package magnets

import (
	"bytes"
	"encoding/xml"
	"io"
	"strings"
	"testing"

	"deduce/internal/golden"
	"deduce/puzzle"
)

func TestRenderTextGolden(t *testing.T) {
	for _, c := range []struct{ file, golden string }{
		{"testdata/e1.txt", "e1"},
		{"testdata/e2.txt", "e2"},
	} {
		p := mustLoad(t, c.file)
		golden.Check(t, c.golden+".puzzle.golden", []byte(RenderText(p, nil)))
		golden.Check(t, c.golden+".solution.golden", []byte(RenderText(p, p.Known)))
	}
	// An odd grid with its singleton and a hidden clue.
	q, err := Parse("odd", []byte("magnets 11x3\newewewewews\newewewewewn\n*ewewewewew\n"+
		". . .\n. . .\n. . . . . . . . . . .\n. . . . . . . . . . .\n"+
		"solution\n+-+-+-+-+-+\n-+-+-+-+-+-\nx-+xxxxxxxx\n"))
	if err != nil {
		t.Fatal(err)
	}
	s := q.Known
	q.CluesFrom(s)
	q.ColPlus[3] = Unknown
	if err := Check(q, s); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "odd.solution.golden", []byte(RenderText(q, s)))
	// Two-digit clues widen the row labels: 24x2, vertical magnets.
	w := &Puzzle{W: 24, H: 2, Partner: make([]int, 48)}
	ws := &Solution{W: 24, H: 2, Cells: make([]int8, 48)}
	for c := range 24 {
		w.Partner[c], w.Partner[24+c] = 24+c, c
		v := Plus
		if c%2 == 1 {
			v = Minus
		}
		ws.Cells[c], ws.Cells[24+c] = v, -v
	}
	w.CluesFrom(ws)
	golden.Check(t, "wide.solution.golden", []byte(RenderText(w, ws)))
}

// Every rendered board is drawn cell for cell: the text has 2H+3 lines of
// equal display width.
func TestRenderTextShape(t *testing.T) {
	for _, f := range []string{"testdata/e1.txt", "testdata/bench/m16_03.txt"} {
		p := mustLoad(t, f)
		lines := strings.Split(strings.TrimSuffix(RenderText(p, p.Known), "\n"), "\n")
		if len(lines) != 2*p.H+3 {
			t.Errorf("%s: %d lines, want %d", f, len(lines), 2*p.H+3)
		}
		for _, l := range lines[1 : len(lines)-1] {
			if !strings.ContainsAny(l, "│┌└├") {
				t.Errorf("%s: line without a border: %q", f, l)
			}
		}
	}
}

// SVG output is well-formed XML with one text element per clue and sign.
func TestRenderSVG(t *testing.T) {
	p := mustLoad(t, "testdata/e1.txt")
	for _, s := range []*Solution{nil, p.Known} {
		out, err := Kind{}.Render(p, s, "svg")
		if err != nil {
			t.Fatal(err)
		}
		d := xml.NewDecoder(strings.NewReader(out))
		texts := 0
		for {
			tok, err := d.Token()
			if err == io.EOF {
				break
			}
			if err != nil {
				t.Fatalf("SVG is not well-formed XML: %v", err)
			}
			if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "text" {
				texts++
			}
		}
		want := 4*6 + 2
		if s != nil {
			want += bytes.Count([]byte(s.String()), []byte("+")) + bytes.Count([]byte(s.String()), []byte("-"))
		}
		if texts != want {
			t.Errorf("solution %v: %d text elements, want %d", s != nil, texts, want)
		}
	}
	if _, err := (Kind{}).Render(p, nil, "png"); !puzzle.IsInputError(err) {
		t.Errorf("png: want a bad-option error, got %v", err)
	}
}
