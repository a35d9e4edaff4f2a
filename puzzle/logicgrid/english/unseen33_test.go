package english

import "testing"

// The thirty-third blind set (testdata/unseen33, docs/results/english/unseen33.md):
// an end measure like unseen32, of the harder tiers (9 exact, 3 refused, 0
// misread; none of its sentences read wrongly). Not fixed for its
// refusals.
func TestUnseen33Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen33", 12, `u33-01-chili-cookoff u33-02-harbor-10k u33-03-estate-auction
		u33-04-book-club u33-05-dog-show u33-08-bird-count u33-10-fishing-derby u33-11-anniversaries
		u33-12-escape-rooms`)
}

// Every sentence of unseen33 that is read holds at the written answer
// (TestBlindSentencesMean also judges each at 600 grids).
func TestUnseen33SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen33", 83)
}
