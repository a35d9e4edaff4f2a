package english

import "testing"

// The thirty-fourth blind set (testdata/unseen34): schedules and time,
// written blind; fixed on branch fixu34 (before: 3 exact, 8 refused, 1
// misread; 58 of 82 sentences read, 3 read wrongly). Now 11 exact and 1
// refused (u34-10: "Every bus that leaves after seven o'clock has a
// single-figure route number", a rule over a bound).
func TestUnseen34Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen34", 12, `u34-01-surgery u34-02-junction u34-03-rota u34-04-classes
		u34-05-listings u34-06-deliveries u34-07-festival u34-08-reunions u34-09-bookclub
		u34-11-babysitting u34-12-swimming`)
}

// Every sentence of unseen34 that is read holds at the written answer
// (TestBlindSentencesMean also judges each over every grid).
func TestUnseen34SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen34", 81)
}
