package english

import "testing"

// The twenty-eighth blind set (testdata/unseen28, docs/results/english/unseen28.md):
// an end measure, written blind during the session and measured once on the
// reader as it stood (5 exact, 6 refused, 1 misread: u28-05 had two
// solutions, "the leg straight after Mick's" read as plain "after"). Only
// the sentences read wrongly were fixed since; not fixed for its refusals.
func TestUnseen28Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen28", 12, `u28-02-yard-sale u28-03-spelling-bee u28-05-road-trip
		u28-06-book-club u28-07-science-fair u28-09-walk-up`)
}

// Every sentence of unseen28 that is read holds at the written answer
// (TestBlindSentencesMean also judges each at 600 grids).
func TestUnseen28SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen28", 70)
}
