package book

import (
	"context"
	"testing"

	"deduce/puzzle"
	"deduce/puzzle/closefar"
	"deduce/puzzle/draw"
	"deduce/puzzle/logicgrid"
	"deduce/puzzle/magnets"
)

// kinds are the puzzle kinds every book test covers.
var kinds = []puzzle.Kind{magnets.Kind{}, closefar.Kind{}, logicgrid.Kind{}}

// generate makes n puzzles of k with seeds 1..n, as print KIND does.
func generate(t testing.TB, k puzzle.Kind, n int) []Entry {
	t.Helper()
	gen := k.(puzzle.Generator)
	var out []Entry
	for i := range n {
		res, err := gen.Generate(context.Background(), puzzle.GenerateOptions{Seed: int64(i + 1)})
		if err != nil {
			t.Fatalf("%s seed %d: %v", k.Name(), i+1, err)
		}
		out = append(out, Entry{Kind: k, Puzzle: res.Puzzle, Solution: res.Solution, Difficulty: res.Difficulty, Seed: puzzle.Ptr(res.Seed)})
	}
	return out
}

// bounds is a canvas that records how far the drawing reaches.
type bounds struct {
	minX, minY, maxX, maxY float64
	texts                  []string
}

func newBounds() *bounds { return &bounds{minX: 1e9, minY: 1e9, maxX: -1e9, maxY: -1e9} }

func (b *bounds) see(x, y float64) {
	b.minX, b.maxX = min(b.minX, x), max(b.maxX, x)
	b.minY, b.maxY = min(b.minY, y), max(b.maxY, y)
}
func (b *bounds) Line(x1, y1, x2, y2, _ float64, _ draw.Color) { b.see(x1, y1); b.see(x2, y2) }
func (b *bounds) Rect(x, y, w, h, _ float64, _ draw.Color)     { b.see(x, y); b.see(x+w, y+h) }
func (b *bounds) FillRect(x, y, w, h float64, _ draw.Color)    { b.see(x, y); b.see(x+w, y+h) }
func (b *bounds) Circle(x, y, r, _ float64, _ draw.Color)      { b.see(x-r, y-r); b.see(x+r, y+r) }
func (b *bounds) FillCircle(x, y, r float64, _ draw.Color)     { b.see(x-r, y-r); b.see(x+r, y+r) }
func (b *bounds) Text(x, y float64, s string, f draw.Font, _ draw.Color) {
	b.texts = append(b.texts, s)
	w := draw.TextWidth(s, f)
	left := x
	switch f.Anchor {
	case draw.Middle:
		left = x - w/2
	case draw.End:
		left = x - w
	}
	if f.Up {
		b.see(x, y-(left-x)-w)
		b.see(x, y-(left-x))
		return
	}
	b.see(left, y-f.Size)
	b.see(left+w, y)
}
