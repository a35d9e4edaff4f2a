package english

import "testing"

// The eighth blind set (testdata/unseen8, docs/results/english/unseen8.md):
// every puzzle reads exactly after the fixes it revealed (comparisons with
// everyone else, appositives, "X is neither A nor B", pronouns across
// clauses, "married the longest", couples, floors of rooms); none is
// misread.
func TestUnseen8Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen8", 12, `u8-01-best-in-show u8-02-yard-sales u8-03-anniversary-trips u8-04-bake-sale
		u8-05-dental-office u8-06-june-birthdays u8-07-harbor-town-10k u8-08-spring-book-club u8-09-solo-hikes
		u8-10-birch-lane-cars u8-11-piano-recital u8-12-seaside-inn`)
}

// Every sentence of unseen8, in every puzzle, is read and holds at the
// written answer.
func TestUnseen8SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen8", 77)
}
