package english

import "testing"

// The twentieth blind set (testdata/unseen20, docs/results/english/unseen20.md):
// an end measure, written while unseen16 to unseen19 were fixed and
// measured once (two exact, ten refused, none misread); not fixed for its
// refusals. The two that read stay exact.
func TestUnseen20Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen20", 12, `u20-03-evening-classes u20-04-science-fair`)
}

// Every sentence of unseen20 that is read holds at the written answer
// (TestBlindSentencesMean also judges each at 600 grids).
func TestUnseen20SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen20", 60)
}
