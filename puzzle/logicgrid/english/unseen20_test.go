package english

import "testing"

// The twentieth blind set (testdata/unseen20, docs/results/english/unseen20.md):
// an end measure, written while unseen16 to unseen19 were fixed and
// measured once (two exact, ten refused, none misread). Its refusals were
// then read as general constructions (phrasings_u20_test.go): nine now
// read exactly, and they stay exact; the other three are refused.
func TestUnseen20Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen20", 12, `u20-01-night-shift u20-02-summer-postcards u20-03-evening-classes
		u20-04-science-fair u20-05-parkrun u20-07-high-street u20-08-pet-show u20-11-bake-sale u20-12-walking-holiday`)
}

// Every sentence of unseen20 that is read holds at the written answer
// (TestBlindSentencesMean also judges each at 600 grids).
func TestUnseen20SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen20", 78)
}
