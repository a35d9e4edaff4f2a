package logicgrid

import (
	"context"
	"strings"
	"testing"

	"deduce/internal/golden"
	"deduce/puzzle"
	"deduce/puzzle/draw"
)

// TestDraw pins the drawing of the thesis sample, blank and solved, and
// checks that a long clue is wrapped inside the drawing's width.
func TestDraw(t *testing.T) {
	p := load(t, "testdata/thesis_sample.txt")
	res, err := SolvePlan(context.Background(), p, Plan{Method: "fd"})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name   string
		s      puzzle.Solution
		marks  int
		clues  bool
		reason string
	}{
		{"draw_sample_puzzle.svg", nil, 0, true, "a blank grid (no o marks) and the clues"},
		{"draw_sample_solution.svg", res.Solutions[0], 9, false, "3 domains of 3: three blocks, three o each; no clue list"},
	} {
		pic, err := draw.Of(Kind{}, p, c.s)
		if err != nil {
			t.Fatal(err)
		}
		out := draw.PictureSVG(pic, 2, 0)
		if got := strings.Count(out, "<circle"); got != c.marks {
			t.Errorf("%s (%s): %d o marks, want %d", c.name, c.reason, got, c.marks)
		}
		for _, cl := range p.Clues {
			if got := strings.Contains(out, xmlEscape(p.ClueWords(cl))); got != c.clues {
				t.Errorf("%s (%s): clue %q shown: %v", c.name, c.reason, p.ClueWords(cl), got)
			}
		}
		golden.Check(t, c.name+".golden", []byte(out))
	}
	// A clue far wider than the grid wraps: no line of text is estimated
	// wider than the picture.
	q := *p
	q.Clues = append([]Clue(nil), p.Clues...)
	var all []Item
	for range 3 {
		for d := range 3 {
			for i := range 3 {
				all = append(all, Item{d, i})
			}
		}
	}
	q.Clues = append(q.Clues, Clue{Kind: Different, Items: all})
	var rec recorder
	w, _ := Kind{}.Draw(&q, nil, &rec)
	if rec.widest > w {
		t.Errorf("widest text %.1f is wider than the picture %.1f", rec.widest, w)
	}
	if rec.texts < len(q.Clues)+2 {
		t.Errorf("the long clue was not wrapped: %d left-anchored texts for %d clues", rec.texts, len(q.Clues))
	}
}

// recorder measures the widest left-anchored text drawn.
type recorder struct {
	draw.Picture
	widest float64
	texts  int
}

func (r *recorder) Text(x, y float64, s string, f draw.Font, c draw.Color) {
	if f.Anchor == draw.Start && !f.Up {
		r.widest = max(r.widest, x+draw.TextWidth(s, f))
		r.texts++
	}
}
