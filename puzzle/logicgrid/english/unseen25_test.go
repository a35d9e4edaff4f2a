package english

import "testing"

// The twenty-fifth blind set (testdata/unseen25, docs/results/english/unseen25.md):
// an end measure like unseen24, measured once (nine exact, three refused,
// none misread, no sentence read wrongly); not fixed for its refusals.
// u25-08 ("Dee was not the champion") reads since, from another set's fix,
// and u25-01 since the contest readings of unseen35.
func TestUnseen25Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen25", 12, `u25-01-bake-sale u25-02-commute u25-03-museum-tours u25-04-marathon u25-05-giant-veg
		u25-07-road-trip u25-08-spelling-bee u25-09-cooking-class u25-10-science-fair u25-11-antique-shop
		u25-12-family-reunion`)
}

// Every sentence of unseen25 that is read holds at the written answer
// (TestBlindSentencesMean also judges each at 600 grids).
func TestUnseen25SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen25", 90)
}
