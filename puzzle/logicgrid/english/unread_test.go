package english

import (
	"context"
	"errors"
	"strings"
	"testing"

	"deduce/puzzle"
)

// A sentence the reader cannot read is kept out of the puzzle only when the
// other sentences alone have exactly one solution (a published puzzle has
// one, so it is that one); the sentence keeps its place and number, and
// Skipped says so. Otherwise the puzzle is refused at that sentence, with
// what the others leave.
func TestUnreadSentences(t *testing.T) {
	const head = "people: Ann, Bob, Cy\npets: cat, dog, emu\nClues:\n"
	cases := []struct {
		name, clues string
		ok          bool   // read, with sentences unread
		unread      []int  // their numbers (1-based)
		want        string // in the error, or in Skipped
	}{
		{"redundant: the others decide", "1. Ann owns the cat.\n2. Bob owns the dog.\n3. Cy, Ann and the emu met.\n4. Cy owns the emu.\n",
			true, []int{3}, "clue 3 could not be read; the other clues alone have exactly one solution"},
		{"two unread, the others decide", "1. Zorb the cat quux.\n2. Ann owns the cat.\n3. Bob owns the dog.\n4. Blorp the wug.\n",
			true, []int{1, 4}, "clues 1 and 4 could not be read"},
		{"needed: several without it", "1. Ann owns the cat.\n2. Cy, Ann and the emu met.\n",
			false, nil, "the other clues alone leave several solutions"},
		{"the others have no solution", "1. Ann owns the cat.\n2. Bob owns the cat.\n3. Cy, Ann and the emu met.\n",
			false, nil, "the other clues have no solution as read"},
		{"nothing read at all", "1. Zorb the cat quux.\n2. Blorp the wug.\n",
			false, nil, "cannot read clue \"Zorb the cat quux.\""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := ReadSentences(context.Background(), "p.txt", []byte(head+c.clues))
			if !c.ok {
				var pe *puzzle.ParseError
				if err == nil || !errors.As(err, &pe) || pe.Line == 0 || !strings.Contains(err.Error(), c.want) {
					t.Fatalf("err = %v, want a positioned error containing %q", err, c.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(r.Skipped, c.want) {
				t.Errorf("Skipped = %q, want %q in it", r.Skipped, c.want)
			}
			var got []int
			for i, s := range r.Sentences {
				if s.Unread != "" {
					got = append(got, i+1)
				}
			}
			if len(got) != len(c.unread) || len(r.Puzzle.Unread) != len(c.unread) {
				t.Fatalf("unread sentences %v (puzzle: %d), want %v", got, len(r.Puzzle.Unread), c.unread)
			}
			for k := range got {
				if got[k] != c.unread[k] {
					t.Errorf("unread %v, want %v", got, c.unread)
				}
			}
			// Every sentence keeps its number: the puzzle's sentences are
			// the file's, in order, the unread ones without clues.
			sens := r.Puzzle.Sentences()
			if len(sens) != len(r.Sentences) {
				t.Fatalf("puzzle has %d sentences, the file %d", len(sens), len(r.Sentences))
			}
			for i, s := range sens {
				if s.Text != r.Sentences[i].Text || (s.Unread != "") != (r.Sentences[i].Unread != "") || (len(s.Clues) == 0) != (s.Unread != "") {
					t.Errorf("sentence %d: %+v, read as %+v", i+1, s, r.Sentences[i])
				}
			}
			// The reading as the front ends see it, and again from the puzzle.
			pr, err := readingOf(context.Background(), r.Puzzle, true)
			if err != nil {
				t.Fatal(err)
			}
			if pr.Skipped != r.Skipped || pr.Diagnosis.Status != puzzle.ReadUnique {
				t.Errorf("reading: skipped %q, status %s", pr.Skipped, pr.Diagnosis.Status)
			}
			for _, n := range c.unread {
				if s := pr.Sentences[n-1]; s.Unread == "" || len(s.Readings) != 0 {
					t.Errorf("reported sentence %d: %+v, want unread with no readings", n, s)
				}
			}
			// The text written back reads the same way (the unread
			// sentences as written).
			text, err := WriteAsRead(r.Puzzle, nil)
			if err != nil {
				t.Fatal(err)
			}
			again, err := ReadSentences(context.Background(), "again.txt", []byte(text))
			if err != nil {
				t.Fatalf("written back: %v\n%s", err, text)
			}
			if again.Skipped != r.Skipped {
				t.Errorf("written back: skipped %q, want %q", again.Skipped, r.Skipped)
			}
		})
	}
}

// A sentence that reads several ways is not decided by uniqueness while
// another sentence is unread: the unread one may be what makes the right
// reading's puzzle unique. Here clue 3 is in points or in stars; only stars
// give the read clues one solution, yet the unread clue 5 could settle the
// stars under the points reading (u9-04 was answered wrongly this way).
func TestUnreadKeepsReadingsOpen(t *testing.T) {
	const text = "players: Ann, Bob, Cy\npoints: 1 point, 2 points, 3 points\nratings: 10 stars, 20 stars, 30 stars\nClues:\n" +
		"1. Ann has 1 point.\n2. Bob has 10 stars.\n3. Ann's is lower than Cy's.\n4. Bob has 2 points.\n"
	r, err := ReadSentences(context.Background(), "p.txt", []byte(text))
	if err != nil || len(r.Sentences[2].Readings) != 2 {
		t.Fatalf("every clue read: err %v; clue 3 must read two ways, got %+v", err, r.Sentences[2].Readings)
	}
	_, err = ReadSentences(context.Background(), "p.txt", []byte(text+"5. Zorb the wug quux.\n"))
	var pe *puzzle.ParseError
	if err == nil || !errors.As(err, &pe) || pe.Line != 9 || !strings.Contains(err.Error(), "clue 3 read several ways, and without the clues not read") {
		t.Fatalf("err = %v, want the unread clue 5 refused with clue 3's readings undecided", err)
	}
}
