package explainfmt

import (
	"strings"
	"testing"

	"deduce/puzzle"
	_ "deduce/puzzle/allkinds"
)

// TestBoardSVGDrawsLayout: a walkthrough's pictures carry what the kind's
// layout draws around the cells: Magnets' counts and domino walls, a logic
// grid's item and category names and its blocks (they were bare squares).
func TestBoardSVGDrawsLayout(t *testing.T) {
	for _, name := range []string{"magnets", "logicgrid", "closefar"} {
		k, err := puzzle.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		g, err := k.(puzzle.Generator).Generate(t.Context(), puzzle.GenerateOptions{Seed: 1, Difficulty: "easy"})
		if err != nil {
			t.Fatal(err)
		}
		pl := k.(puzzle.Player)
		b := pl.NewBoard(g.Puzzle)
		lay := pl.Layout(g.Puzzle, b, puzzle.BoardStatus{})
		svg := BoardSVG(b, lay, nil)
		var want []string
		for _, ls := range [][]puzzle.Label{lay.Top, lay.Left, lay.Right, lay.Bottom} {
			for _, l := range ls {
				if l.Text == "" {
					continue // a status without words (Close or Far's lines): nothing to draw
				}
				want = append(want, ">"+l.Text+"</text>")
			}
		}
		for _, grp := range append(lay.ColGroups, lay.RowGroups...) {
			want = append(want, ">"+grp.Name+"</text>")
		}
		for _, w := range want {
			if !strings.Contains(svg, w) {
				t.Errorf("%s: the picture lacks the label %q", name, w)
			}
		}
		walls := strings.Count(svg, `class="wall"`)
		hasWalls := false
		for _, w := range append(append([]bool{}, lay.WallRight...), lay.WallBelow...) {
			hasWalls = hasWalls || w
		}
		if hasWalls && walls == 0 || !hasWalls && walls != 0 {
			t.Errorf("%s: %d wall lines, the layout has walls: %v", name, walls, hasWalls)
		}
		if name != "closefar" && len(want) == 0 {
			t.Errorf("%s: the layout has no labels to test", name)
		}
	}
}
