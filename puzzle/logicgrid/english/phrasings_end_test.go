package english

import "testing"

// Phrasings of the silent misreadings of testdata/unseen20 (issue 25),
// each construction in words other than the set's: read right, or
// refused.
func TestPublishedPhrasingsEnd(t *testing.T) {
	const (
		cafes = "cafes: Ash, Elm, Oak, Yew\nfounded: 1990, 2000, 2010, 2020\nemployees: 2, 3, 5, 8\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// u20-07: "has traded longest" is a state that lasts: the
		// earliest start, never the biggest staff
		{"has traded longest: earliest", cafes, "Ash has operated longest.", "Ash=1990"},
		{"has been in business the longest", cafes, "Ash has been in business the longest.", "Ash=1990"},
		{"has traded for the shortest time: latest", cafes, "Elm has traded for the shortest time.", "Elm=2020"},
		{"has been trading longer than", cafes, "Oak has been trading longer than Yew.", "founded$Oak:Yew"},
		{"the longest-established", cafes, "Yew is the longest-established cafe.", "Yew=1990"},
		{"open longest with a count elsewhere in the sentence", cafes, "The cafe with the most employees has been open longest.", "8=1990"},
	}
	wantReadings(t, cases)
}

// Sentences of the constructions above that cannot be read exactly are
// refused, never guessed.
func TestRefusedEnd(t *testing.T) {
	const (
		cafes  = "cafes: Ash, Elm, Oak, Yew\nfounded: 1990, 2000, 2010, 2020\nemployees: 2, 3, 5, 8\nClues:\n"
		row    = "stalls: 1, 2, 3, 4\ntraders: Ann, Bo, Cy, Di\nyears: 1950, 1960, 1970, 1980\nClues:\n"
		kids   = "children: Ann, Bo, Cy, Di\nheights: 110 cm, 120 cm, 130 cm, 140 cm\nscores: 5, 6, 7, 8\nClues:\n"
		show   = "acts: Ann, Bo, Cy, Di\ntimes: 7:00pm, 7:30pm, 8:00pm, 8:30pm\nlengths: 10 minutes, 15 minutes, 20 minutes, 25 minutes\nClues:\n"
		clinic = "visitors: Dr. Ames, Prof. Bell, Dr. Cole, Prof. Dunn\ntimes: 9:00am, 11:00am, 2:00pm, 4:00pm\ntowns: Ely, Hove, Rye, Wem\nClues:\n"
		crew   = "sailors: Capt. Ames, Rev. Bell, Sgt. Cole, Ms. Dunn\nboats: Gull, Tern, Auk, Skua\ntowns: Ely, Hove, Rye, Wem\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// u20-06: a comparative a reading of identities leaves out (it
		// was read as "at one end" alone)
		{"of the two at the ends, X is the newer", row, "Of the two stalls at the ends, Ann's is the newer.", "some of them only"},
		{"at one end and is the older", row, "Ann's stall is at one end and is the older.", "the comparison is not part of the reading"},
		{"the one at one end is younger than X", row, "The trader at one end is younger than Bo.", "the comparison is not part of the reading"},
		{"of those at either end, X is the elder", row, "Of the traders at either end, Cy is the elder.", "some of them only"},
		// u20-10: more superlatives than the reading has extremes ("did
		// not get the best; in fact the lowest" was read as "not the lowest")
		{"not the best; in fact the lowest", kids, "The tallest child did not get the best score; in fact they got the lowest.", "a superlative is not part of the reading"},
		{"not the worst, but the highest", kids, "The shortest child did not get the worst score, but got the highest.", "a superlative is not part of the reading"},
		// u20-09: "the two professors" names people by the title of
		// some items: a group that is no item (it was dropped)
		{"of the two doctors, the one in the afternoon", clinic, "Of the two doctors, the one seen in the afternoon was from Hove.", "people named by their title"},
		{"the professor who spoke in the morning", clinic, "The professor who spoke in the morning was from Ely.", "people named by their title"},
		{"the captain from X", crew, "The captain from Ely sailed the Gull.", "people named by their title"},
		{"the reverend from X", crew, "The reverend from Hove sailed the Auk.", "people named by their title"},
		{"the sergeant on X was not from Y", crew, "The sergeant on the Skua was not from Rye.", "people named by their title"},
	}
	wantRefused(t, cases)
}

// Sentences whose measure word is part of their reading are still read.
func TestMeasureWordsRead(t *testing.T) {
	const (
		row  = "stalls: 1, 2, 3, 4\ntraders: Ann, Bo, Cy, Di\nyears: 1950, 1960, 1970, 1980\nClues:\n"
		kids = "children: Ann, Bo, Cy, Di\nheights: 110 cm, 120 cm, 130 cm, 140 cm\nscores: 5, 6, 7, 8\nClues:\n"
		show = "acts: Ann, Bo, Cy, Di\ntimes: 7:00pm, 7:30pm, 8:00pm, 8:30pm\nlengths: 10 minutes, 15 minutes, 20 minutes, 25 minutes\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		{"at one end, and a year", row, "Bo's stall is at one end and opened in 1960.", "Bo~1|4 / Bo=1960"},
		{"two superlatives, two extremes", kids, "The tallest child got the lowest score.", "140 cm=5"},
		{"a superlative in an aside", kids, "Ann, the tallest, got the lowest score.", "Ann=140 cm / Ann=5"},
		{"the opening act said with its time", show, "The opening act, at 7:00pm, was Cy.", "7:00pm=Cy"},
		// u20-09: "the opening act" is the first in time, "the closing
		// act" the last (they were dropped, then refused; now read)
		{"the opening act, which was not X, lasted N", show, "The opening act, which was not Ann, lasted 20 minutes.", "7:00pm*Ann / 7:00pm=20 minutes"},
		{"the closing act of the evening, who was not X", show, "The closing act of the evening, who was not Bo, ran for 10 minutes.", "8:30pm*Bo / 8:30pm=10 minutes"},
	}
	wantReadings(t, cases)
}

// Refusals of u20-07's kind.
func TestRefusedEndCounts(t *testing.T) {
	const (
		cafes = "cafes: Ash, Elm, Oak, Yew\nfounded: 1990, 2000, 2010, 2020\nemployees: 2, 3, 5, 8\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// "longest" of a count of people is no reading: it was read as
		// the biggest staff
		{"longest of no length: a staff count is never longer", cafes, "Elm traded longest.", "compares no numeric category"},
		{"the longest, of counts only", cafes, "Oak is the longest.", "compares no numeric category"},
		{"shorter of counts", cafes, "Ash is shorter than Elm.", "compares no numeric category"},
	}
	wantRefused(t, cases)
}
