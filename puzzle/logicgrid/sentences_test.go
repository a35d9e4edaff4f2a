package logicgrid

import (
	"reflect"
	"testing"
)

func TestSentences(t *testing.T) {
	p := &Puzzle{
		Domains: []Domain{{Name: "people", Items: []string{"Ann", "Bo"}}, {Name: "pets", Items: []string{"cat", "dog"}}},
		Clues: []Clue{
			{Kind: Same, Items: []Item{{0, 0}, {1, 0}}},                                 // no text: a sentence by itself
			{Kind: Different, Items: []Item{{0, 1}, {1, 0}}, Line: 5, Text: "A and B."}, // one sentence ...
			{Kind: Same, Items: []Item{{0, 1}, {1, 1}}, Line: 5, Text: "A and B."},      // ... of two clues
			{Kind: Same, Items: []Item{{0, 1}, {1, 1}}, Line: 6, Text: "A and B."},      // same words, another line
		},
	}
	got := p.Sentences()
	want := []Sentence{{Text: "Ann is cat.", Clues: []int{0}}, {Text: "A and B.", Clues: []int{1, 2}}, {Text: "A and B.", Clues: []int{3}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Sentences() = %v, want %v", got, want)
	}
	if of := p.sentenceOf(); !reflect.DeepEqual(of, []int{0, 1, 1, 2}) {
		t.Errorf("sentenceOf() = %v, want [0 1 1 2]", of)
	}
}
