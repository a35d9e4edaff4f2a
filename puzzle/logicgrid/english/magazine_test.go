package english

import (
	"path/filepath"
	"reflect"
	"testing"
)

// Our own magazine-style puzzles (various phrasings, numeric categories):
// each reads, has exactly one solution, and that solution is the one written
// in its "Solution:" block.
func TestMagazinePuzzles(t *testing.T) {
	files, _ := filepath.Glob("testdata/magazine/*.txt")
	if len(files) < 20 {
		t.Fatalf("%d magazine puzzles, want at least 20", len(files))
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			p, s := solveUnique(t, f)
			if p.Known == nil {
				t.Fatal("no Solution: block")
			}
			if !reflect.DeepEqual(p.Known.Of, s.Of) {
				t.Errorf("solved\n%s want\n%s", s, p.Known)
			}
			for _, c := range p.Clues {
				if c.Text == "" || c.Line == 0 {
					t.Errorf("clue %v lost its sentence or line", c)
				}
			}
		})
	}
}
