package english

import "testing"

// The sixteenth blind set (testdata/unseen16, docs/results/english/unseen16.md):
// US magazines' long clues, measured blind (two exact), then fixed for
// ("Elm Street" for "Elm St.", a relative clause that names no item
// refused, "beat X by 29 pins", "outweighs every other dog", ", whose
// outing came the day after hers", ", but not on Saturday", "though she
// went out later", "and it sold for $150 less", "the club read it after
// X's", "first entered in 2012", "the top price of $35", "the Bristol
// woman's peach pie", "the other's pie", "the 3-mile Cedar Ridge",
// "either A or B ..., but she didn't buy the lamp there"): all twelve read
// exactly and stay so.
func TestUnseen16Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen16", 12, `u16-01-pie-auction u16-02-saturday-hikes u16-03-dog-show u16-04-yard-sales u16-05-league-night u16-06-clock-auction
		u16-07-morning-trains u16-08-science-fair u16-09-spelling-bee u16-10-bird-count u16-11-giant-pumpkins u16-12-book-club`)
}

// Every sentence of unseen16 that is read, in every puzzle (the refused
// ones too), holds at the written answer.
func TestUnseen16SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen16", 72)
}
