package english

import "testing"

// The thirty-second blind set (testdata/unseen32, docs/results/english/unseen32.md):
// an end measure of the session that fixed unseen30, unseen31, bank9 and
// bank11, written blind while they were fixed and measured once on the
// merged reader (7 exact, 5 refused, 0 misread; none of its sentences read
// wrongly). Not fixed for its refusals; u32-11 reads since fixu34 ("Lila
// has the last slot of the day": a schedule's slot, schedslot.go).
func TestUnseen32Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen32", 12, `u32-01-garage-sale u32-02-creek-claims u32-03-village-show
		u32-04-morning-trains u32-06-reading-stars u32-07-adoption-day u32-09-dinosaur-trail
		u32-11-activity-hour`)
}

// Every sentence of unseen32 that is read holds at the written answer
// (TestBlindSentencesMean also judges each at 600 grids).
func TestUnseen32SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen32", 70)
}
