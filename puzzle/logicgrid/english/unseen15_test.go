package english

import "testing"

// The fifteenth blind set (testdata/unseen15, docs/results/english/unseen15.md),
// measured on the reader of the end of the session that wrote it and not
// fixed for: the six that read exactly stay exact, none is misread (a
// refusal is honest).
func TestUnseen15Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen15", 12, `u15-01-science-fair u15-03-five-houses u15-05-pet-adoption u15-06-picnic
		u15-07-book-reports u15-08-food-trucks`)
}

// Every sentence of unseen15 that is read, in every puzzle (the refused
// ones too), holds at the written answer.
func TestUnseen15SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen15", 60)
}
