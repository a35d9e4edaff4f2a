package english

import "testing"

// The tenth blind set (testdata/unseen10, docs/results/english/unseen10.md):
// rows and stacks. After the fixes it revealed (bounds on a distance,
// landmarks at a row's ends and a train's front, stacks named by their
// ends, parts of the day, opposite ends, trades as goods), all twelve
// read exactly; none is misread.
func TestUnseen10Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen10", 12, `u10-01-five-houses u10-02-parking-spaces u10-03-cinema-seats u10-04-lockers
		u10-05-bookcase u10-06-office-floors u10-07-market-stalls u10-08-club-10k u10-09-dental-week u10-10-choir-photo
		u10-11-beach-huts u10-12-train-carriages`)
}

// Every sentence of unseen10 that is read, in every puzzle, holds at the
// written answer.
func TestUnseen10SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen10", 100)
}
