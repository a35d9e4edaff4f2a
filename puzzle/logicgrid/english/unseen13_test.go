package english

import "testing"

// The thirteenth blind set (testdata/unseen13, docs/results/english/unseen13.md):
// the puzzles that read exactly after the fixes it revealed (a ranking of
// ribbons, "beat all four of his friends to the finish", "but not with a
// latte or a cappuccino", "and neither are they off to Yorkshire",
// "numbered 1st to 5th from the church gate", "The 38-year-old, in
// yellow, came from Reno", "first thing in the morning, but not by Dr.
// Sato", "before noon", "in the middle of the pack, in third place", ",
// who won the race," no longer dropped) stay exact; none is misread.
func TestUnseen13Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen13", 12, `u13-01-flower-show u13-02-bake-sale u13-03-chess-ratings u13-04-holiday-lets u13-05-pet-show
		u13-06-marathon u13-07-garage-sale u13-08-book-club u13-09-village-fete u13-10-science-fair u13-11-cuppa u13-12-dentist`)
}

// Every sentence of unseen13 that is read, in every puzzle, holds at the
// written answer.
func TestUnseen13SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen13", 80)
}
