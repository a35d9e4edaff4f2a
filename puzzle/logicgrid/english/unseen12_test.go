package english

import "testing"

// The twelfth blind set (testdata/unseen12, docs/results/english/unseen12.md):
// UK and Indian puzzle pages (metric units, 24-hour times, day-month
// dates, league places). The puzzles that read exactly after the fixes it
// revealed stay exact; none is misread.
func TestUnseen12Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen12", 12, `u12-01-giant-marrows u12-02-fun-run u12-03-five-a-side u12-04-diwali-sweets u12-06-highland-weather u12-07-book-group u12-08-january-sales u12-05-island-ferries u12-09-quiz-night u12-10-rowing-trials u12-11-munich-trains u12-12-coast-path`)
}

// Every sentence of unseen12 that is read, in every puzzle, holds at the
// written answer.
func TestUnseen12SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen12", 86)
}
