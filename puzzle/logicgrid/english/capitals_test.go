package english

import (
	"fmt"
	"strings"
	"testing"
)

// capitalsPuzzle is the walkers; its story names a park and a
// person (Wendy) who are no items.
const capitalsPuzzle = "Sunday Strolls\nWendy, the club's organiser, sent five walkers round Riverside Park.\n" +
	"walkers: Mrs. Ames, Mr. Boyd, Ms. Chen, Dr. Diaz, Mr. Eaton\nmiles: 1, 2, 3, 4, 5\nClues:\n1. "

// A capitalised word in a clue that names no item and nothing the puzzle
// knows is refused at the word (it was dropped: a clue about fewer people
// than it names); the capitals the puzzle or the reader knows still read.
func TestStrayCapitals(t *testing.T) {
	const col = len("1. ") + 1 // the clue's first column on its line
	cases := []struct {
		why, clue string
		// refused: the column of the word and what the message says;
		// 0 means the clue must read
		at   int
		want []string
	}{
		{"a stray name: read as a clue about Dr. Diaz alone", "Both Nora and Dr. Diaz walked more than 2 miles.", len("Both "), []string{`"Nora" names no item`}},
		{"the issue's stray name, opening the sentence (a common first name)", "Hannah and Dr. Diaz walked more than 2 miles.", 0, []string{`"Hannah" names no item`}},
		{"a misspelt surname opening the sentence", "Dias and Mrs. Ames walked more than 2 miles.", 0, []string{`"Dias" names no item`, `did you mean "Dr. Diaz"?`}},
		{"a misspelt surname after a title", "Mrs. Ames and Dr. Dias walked more than 2 miles.", len("Mrs. Ames and Dr. "), []string{`"Dias" names no item`, `did you mean "Dr. Diaz"?`}},
		{"a misspelt surname in a two-person sentence", "Ms. Chenn and Mr. Boyd walked more than 3 miles.", len("Ms. "), []string{`"Chenn" names no item`, `did you mean "Ms. Chen"?`}},
		{"a name from the story is no stray", "Wendy saw that Mr. Boyd walked 1 mile more than Ms. Chen.", -1, nil},
		{"a place from the story is no stray", "In Riverside Park Mr. Boyd walked 1 mile more than Ms. Chen.", -1, nil},
		{"a word of the title", "On a Sunday stroll Mr. Boyd walked 1 mile more than Ms. Chen.", -1, nil},
		{"a day", "On that Monday Mr. Boyd walked 1 mile more than Ms. Chen.", -1, nil},
		{"a quoted word", "Mr. Boyd, \"Speedy\" to his friends, walked 1 mile more than Ms. Chen.", -1, nil},
		{"a sentence-initial word", "Surprisingly, Mr. Boyd walked 1 mile more than Ms. Chen.", -1, nil},
		{"a first name opening the sentence, not listed with an item (it may act on them, as in \"Nora paid Ann $15\")", "Nora saw that Mr. Boyd walked 1 mile more than Ms. Chen.", -1, nil},
		{"a title before an item's name", "Mr. Boyd walked 1 mile more than Ms. Chen.", -1, nil},
		{"the pronoun I", "I know Mr. Boyd walked 1 mile more than Ms. Chen.", -1, nil},
	}
	for _, tc := range cases {
		_, err := Read("x", []byte(capitalsPuzzle+tc.clue+"\n"))
		if tc.at < 0 {
			if err != nil {
				t.Errorf("%s: %q: %v", tc.why, tc.clue, err)
			}
			continue
		}
		if err == nil {
			t.Errorf("%s: %q read, want refused", tc.why, tc.clue)
			continue
		}
		msg := err.Error()
		if pos := fmt.Sprintf("x:6:%d:", col+tc.at); !strings.HasPrefix(msg, pos) {
			t.Errorf("%s: %q does not start with %q", tc.why, msg, pos)
		}
		for _, w := range tc.want {
			if !strings.Contains(msg, w) {
				t.Errorf("%s: %q lacks %q", tc.why, msg, w)
			}
		}
	}
}
