package english

import "testing"

// The seventeenth blind set (testdata/unseen17, docs/results/english/unseen17.md):
// British puzzle pages, measured blind (two exact, one misread: "Mr Hobbs"
// lost its title), then fixed for titles before surnames, "6pm" among
// dotted times, "checked in before" of room numbers, "in the 1980s", "a
// nine-year-old", "some weeks before", "£42" of "£42.00", "the plants" of
// "plant stall", "finished the day £5.50 behind", "later in the morning"
// of dotted times, "strongest on the music round", "came bottom" of
// scores in points and "Although A, she B": the puzzles that read exactly
// stay exact, none is misread (a refusal is honest).
func TestUnseen17Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen17", 12, `u17-01-fete-stalls u17-02-allotments u17-03-morning-trains u17-04-birthday-parties
		u17-05-car-boot u17-07-dog-show u17-09-quiz-night u17-10-anniversaries`)
}

// Every sentence of unseen17 that is read, in every puzzle (the refused
// ones too), holds at the written answer.
func TestUnseen17SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen17", 60)
}
