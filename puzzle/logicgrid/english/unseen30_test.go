package english

import "testing"

// The thirtieth blind set (testdata/unseen30): measured before any fix at
// 5 exact, 7 refused, 0 misread, with one sentence read wrongly (u30-12:
// "fetched the top price" read as the highest estimate); all twelve read
// exactly since (branch fixu30).
func TestUnseen30Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen30", 12, `u30-01-exoplanets u30-02-council-vote u30-03-acquisitions
		u30-04-kart-laps u30-05-ringing u30-06-rainfall u30-07-share-club u30-08-box-score
		u30-09-gene-labs u30-10-fun-run u30-11-poll u30-12-saleroom`)
}

// Every sentence of unseen30 that is read holds at the written answer
// (TestBlindSentencesMean also judges each at 600 grids).
func TestUnseen30SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen30", 87)
}
