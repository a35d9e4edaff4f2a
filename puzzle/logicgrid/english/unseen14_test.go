package english

import "testing"

// The fourteenth blind set (testdata/unseen14, docs/results/english/unseen14.md):
// the puzzles that read exactly after the fixes it revealed ("exactly one
// of the following is true: A, or B", "the longest book was rated ...",
// spaces "#1" to "#5" and "exactly one car between", "a quarter more",
// "the recital opened with", a race's "fastest", ages in months and years,
// "than anyone else's") stay exact; none is misread.
func TestUnseen14Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen14", 12, `u14-01-bake-sale u14-02-fish u14-03-marathon u14-04-birthdays u14-05-parking u14-06-recital
		u14-07-book-club u14-08-ice-cream u14-09-train-trips u14-10-science-fair u14-11-garden-plots u14-12-adoption-day`)
}

// Every sentence of unseen14 that is read, in every puzzle, holds at the
// written answer.
func TestUnseen14SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen14", 90)
}
