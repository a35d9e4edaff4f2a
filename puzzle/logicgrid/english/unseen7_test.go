package english

import "testing"

// The seventh blind set (testdata/unseen7, docs/results/english/unseen7.md):
// the puzzles that read exactly after the fixes it revealed (genders
// counted in the story, "before anyone else", "neither A nor B ... C or
// D", a category named by its unit, "finished 14 minutes after" of race
// times, "by the two women", "heavier still", ", whose pet is the cat",
// "judged first, at 10.15, and won ...") stay exact; none is misread.
func TestUnseen7Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen7", 12, `u7-01-bake-sale u7-02-marathon u7-03-village-show u7-04-street u7-05-library u7-06-fishing u7-07-trains u7-08-cinema u7-09-allotments
		u7-10-concerts u7-11-tea-room u7-12-hikes`)
}

// Every sentence of unseen7 that is read, in every puzzle, holds at the
// written answer.
func TestUnseen7SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen7", 80)
}
