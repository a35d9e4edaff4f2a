package english

import "testing"

// The twenty-seventh blind set (testdata/unseen27): families, houses,
// streets and time (house numbers as positions, years moved in, two
// ordered categories). Measured before any change (main 26693a3): 0 exact,
// 9 refused, 3 misread (u27-03 "two houses along from" read as "is").
func TestUnseen27Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen27", 12, `u27-01-maple-close u27-02-ruby-and-gold u27-03-wattle-street
		u27-04-village-fun-run u27-05-the-youngest u27-06-waiting-room u27-07-best-front-garden u27-08-block-party
		u27-09-anniversary-dinners u27-10-banksia-crescent u27-12-june-weddings`)
}

// Every sentence of unseen27 that is read holds at the written answer
// (TestBlindSentencesMean also judges each at 600 grids).
func TestUnseen27SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen27", 80)
}
