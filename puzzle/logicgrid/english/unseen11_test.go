package english

import "testing"

// The eleventh blind set (testdata/unseen11, docs/results/english/unseen11.md):
// children's puzzle books, school worksheets, puzzle apps and UK magazines.
// The puzzles that read exactly after the fixes it revealed ("Nobody
// wearing black likes art or music" as a negation, verbs of negative
// sense, a gendered noun among names of either sex, "older than both
// boys", "beat everybody", "the youngest cousin's birthday", "the striped
// pyjamas", "a pound more", "feeds the cat", "didn't even reach a metre")
// stay exact; none is misread.
func TestUnseen11Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen11", 12, `u11-01-pet-show u11-02-packed-lunches u11-03-music-lessons u11-05-ice-cream-van u11-06-sleepover u11-07-class-photo
		u11-08-birthday-wishes u11-09-sports-day u11-10-saturday-movies u11-11-sunflowers u11-12-pocket-money`)
}

// Every sentence of unseen11 that is read, in every puzzle, holds at the
// written answer.
func TestUnseen11SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen11", 97)
}
