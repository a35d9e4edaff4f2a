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
	// Unread sentences keep their places by line, so every sentence keeps
	// its printed number: one before line 5, one between 5 and 6, one last.
	p.Unread = []UnreadSentence{{Line: 4, Text: "U4."}, {Line: 5, Text: "U5b."}, {Line: 9, Text: "U9."}}
	p.Unread[1].Line = 5 // the same line as a read sentence: it comes after that one
	got = p.Sentences()
	want = []Sentence{{Text: "Ann is cat.", Clues: []int{0}}, {Text: "U4."}, {Text: "A and B.", Clues: []int{1, 2}}, {Text: "U5b."}, {Text: "A and B.", Clues: []int{3}}, {Text: "U9."}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Sentences() with unread = %v, want %v", got, want)
	}
	if of := p.sentenceOf(); !reflect.DeepEqual(of, []int{0, 2, 2, 4}) {
		t.Errorf("sentenceOf() with unread = %v, want [0 2 2 4]", of)
	}
}
