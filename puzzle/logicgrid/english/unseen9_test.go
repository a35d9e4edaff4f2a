package english

import "testing"

// The ninth blind set (testdata/unseen9, docs/results/english/unseen9.md):
// Puzzle Baron style. Every puzzle reads exactly after the fixes it
// revealed ("1.2 million" items and "300,000 more residents", "850 feet of
// elevation gain is the shortest", "3% less" in percent, "a somewhat
// higher score", "$50 less per month", "the best-selling album"); none is
// misread.
func TestUnseen9Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen9", 12, `u9-01-science-fair u9-02-training-runs u9-03-classic-cars u9-04-trail-day u9-05-pie-contest u9-06-maple-court
		u9-07-tryouts u9-08-council-race u9-09-portfolio-review u9-10-river-cities u9-11-dog-show u9-12-greatest-hits`)
}

// Every sentence of unseen9 (all 91 are read) holds at the written answer.
func TestUnseen9SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen9", 91) // all 91
}
