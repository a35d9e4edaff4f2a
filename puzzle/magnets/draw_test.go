package magnets

import (
	"testing"

	"deduce/internal/golden"
	"deduce/puzzle"
	"deduce/puzzle/draw"
)

// TestDraw pins the drawing of puzzles and solutions as SVG text, so a
// change to the picture shows up as a reviewed diff.
func TestDraw(t *testing.T) {
	e1 := mustLoad(t, "testdata/e1.txt")
	q, err := Parse("odd", []byte("magnets 3x3\news\ns*n\nnew\n1 . 1\n. 1 1\n1 1 .\n1 0 1\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name   string
		p      *Puzzle
		s      *Solution
		reason string
	}{
		{"draw_e1_puzzle.svg", e1, nil, "clues around the grid, domino outlines, no signs inside"},
		{"draw_e1_solution.svg", e1, e1.Known, "+ and − strokes in cells, neutral dominoes shaded"},
		{"draw_odd_puzzle.svg", q, nil, "the singleton is dark and hidden clues draw nothing"},
	} {
		pic, err := draw.Of(Kind{}, c.p, asNil(c.s))
		if err != nil {
			t.Fatal(err)
		}
		if pic.W <= 0 || pic.H <= 0 || pic.Len() == 0 {
			t.Errorf("%s (%s): empty picture %vx%v with %d calls", c.name, c.reason, pic.W, pic.H, pic.Len())
		}
		golden.Check(t, c.name+".golden", []byte(draw.PictureSVG(pic, 4, 0)))
	}
}

// asNil keeps a nil *Solution a nil interface, as callers pass "no solution".
func asNil(s *Solution) puzzle.Solution {
	if s == nil {
		return nil
	}
	return s
}
