package english

import "testing"

// The twenty-sixth blind set (testdata/unseen26): logic grids as puzzle
// websites and apps print them (units named only in clues, thousands
// separators, votes, places, difficulty labels before the intro).
func TestUnseen26Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen26", 12, `u26-01-trivia-streaks u26-08-pumpkin-weigh-off u26-09-coin-auction`)
}

// Every sentence of unseen26 that is read holds at the written answer
// (TestBlindSentencesMean also judges each at 600 grids).
func TestUnseen26SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen26", 80)
}
