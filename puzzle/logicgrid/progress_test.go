package logicgrid

import (
	"os"
	"reflect"
	"testing"

	"deduce/puzzle"
)

// The play layout's solution table keeps a word two categories share apart:
// "Alice" the name is not "Alice" the child (it was keyed by bare words, so
// the entity Alice showed the child Alice as found before anything was set).
func TestProgressSharedWords(t *testing.T) {
	data, err := os.ReadFile("testdata/shared/shared_thesis.txt")
	if err != nil {
		t.Fatal(err)
	}
	pz, err := Kind{}.Parse("shared_thesis.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	p := pz.(*Puzzle)
	for _, c := range []struct {
		why   string
		state puzzle.State
		want  []string
	}{
		{"nothing known: nothing found, though the entity and a child share a word",
			nil, []string{"Alice: ? ?", "Bob: ? ?", "Carol: ? ?"}},
		{"Carol's child is Alice: only Carol's row shows it",
			puzzle.State{p.PairFact(Item{0, 2}, Item{1, 0}, true)},
			[]string{"Alice: ? ?", "Bob: ? ?", "Carol: Alice ?"}},
		{"crosses leave one child for Alice the name, found through the child's trip",
			puzzle.State{p.PairFact(Item{0, 0}, Item{1, 0}, false), p.PairFact(Item{0, 0}, Item{1, 1}, false), p.PairFact(Item{1, 2}, Item{2, 0}, true)},
			[]string{"Alice: Bella city break", "Bob: ? ?", "Carol: ? ?"}},
	} {
		if got := progress(p, c.state); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: got %q, want %q", c.why, got, c.want)
		}
	}
}
