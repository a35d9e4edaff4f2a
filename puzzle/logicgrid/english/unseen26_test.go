package english

import "testing"

// The twenty-sixth blind set (testdata/unseen26): logic grids as puzzle
// websites and apps print them (units named only in clues, thousands
// separators, votes, places, difficulty labels before the intro). Measured
// before any fix: 3 exact, 9 refused, none misread, one sentence read
// wrongly ("finished faster" as a comparison of pledges); all twelve read
// since (phrasings_u26_test.go).
func TestUnseen26Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen26", 12, `u26-01-trivia-streaks u26-02-top-apps u26-03-spelling-league u26-04-virtual-5k
		u26-05-student-council u26-06-tiny-houses u26-07-escape-rooms u26-08-pumpkin-weigh-off u26-09-coin-auction
		u26-10-crowdfunding u26-11-tryouts u26-12-road-trips`)
}

// Every sentence of unseen26 that is read holds at the written answer
// (TestBlindSentencesMean also judges each at 600 grids).
func TestUnseen26SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen26", 91)
}
