package english

import "testing"

// The thirty-sixth blind set (testdata/unseen36): everyday themes, written
// blind and measured once before any fix: 9 exact, 3 refused, none
// misread; 74 of 77 sentences read, 1 wrongly ("the neighbor who put up
// the string lights" read as next door, in a puzzle of neighbors). Now all
// 12 exact.
func TestUnseen36Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen36", 12, `u36-01-puppy-class u36-02-allotment-show u36-03-family-getaways
		u36-04-farmers-market u36-05-knitting-circle u36-06-first-day u36-07-family-reunion
		u36-08-block-party u36-09-dawn-chorus u36-10-yard-sale u36-11-pet-sitters u36-12-sunflower-contest`)
}

// Every sentence of unseen36 that is read holds at the written answer.
func TestUnseen36SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen36", 77)
}
