package english

import "testing"

// Phrasings of testdata/unseen23 (issue 25), each construction in words
// other than the set's.
func TestPublishedPhrasingsU23(t *testing.T) {
	const (
		club  = "members: Ann, Bo, Cy, Dee\npets: cat, dog, emu, fox\ntowns: Ely, Hove, Rye, Wick\nClues:\n"
		huts  = "Four huts stand in a row, numbered 1 to 4 going away from the gate.\n\nhuts: 1, 2, 3, 4\nnames: Ann, Bo, Cy, Di\nboats: canoe, dinghy, kayak, skiff\nClues:\n"
		party = "kids: Ann, Bo, Cy, Dee\nbirthdays: March 25th, March 28th, July 21st, December 27th\ntoys: kite, ball, yoyo, drum\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// u23-03: "Whoever wants vanilla celebrates in March", "The 7-year-old
		// has a summer birthday": a month or a season names the dates in it
		{"in a month: one of its dates", party, "Ann celebrates in March.", "Ann~March 25th|March 28th"},
		{"in a month with one date: that date", party, "The kite went to the one born in July.", "kite=July 21st"},
		{"not in a month: none of its dates", party, "Bo's birthday isn't in March.", "Bo*March 25th*March 28th"},
		{"a season before a noun", party, "The drum was for the child with a winter birthday.", "drum=December 27th"},
		{"during the summer", party, "Cy was born during the summer.", "Cy=July 21st"},
		{"a possessive before a month and a noun", party, "The yoyo was Dee's March birthday present.", "Dee~March 25th|March 28th / Dee=yoyo"},
		// u23-02, u23-10: "Emma and the child who likes history are best
		// friends" was read "Emma is the history lover": a wrong answer
		{"A and the one with B are close friends: two people", club, "Ann and the one with the emu are close friends.", "Ann*emu"},
		{"the B owner and A were old schoolmates", club, "The fox owner and Bo were old schoolmates.", "fox*Bo"},
		{"A and whoever lives in B are pen pals", club, "Cy and whoever lives in Rye are pen pals.", "Cy*Rye"},
		{"two descriptions are twin sisters", club, "The member from Hove and the cat's owner are twin sisters.", "Hove*cat"},
		{"got married", club, "Dee and the one who keeps the dog got married.", "Dee*dog"},
		{"have known each other for years", club, "Ann and the Wick resident have known each other for years.", "Ann*Wick"},
		{"in the same chess club", club, "Bo and the emu keeper are in the same chess club.", "Bo*emu"},
		{"are teammates", club, "The cat owner and Cy are teammates.", "cat*Cy"},
		{"are bitter rivals", club, "Dee and the member from Ely are bitter rivals.", "Dee*Ely"},
		{"X is the B owner's best friend", club, "Cy is the dog owner's best friend.", "Cy*dog"},
		{"X is A's twin sister", club, "The fox owner is Bo's twin sister.", "fox*Bo"},
		{"two names are best friends: different, nothing more", club, "Ann and Bo are best friends.", "Ann*Bo"},
		{"X is A's best friend, two names", club, "Dee is Cy's best friend.", "Dee*Cy"},
		// u23-09: "didn't sleep at the far end of the row" of spots
		// numbered from the door: the end away from the door
		{"the far end, numbered away from a landmark: the last", huts, "Cy's hut is at the far end of the row.", "Cy=4"},
		{"not at the far end", huts, "The kayak isn't kept at the far end of the row.", "kayak*4"},
	}
	wantReadings(t, cases)
}

// Sentences near those constructions that say something the reader does
// not read, refused rather than read as something else.
func TestRefusedU23(t *testing.T) {
	const (
		club = "members: Ann, Bo, Cy, Dee\npets: cat, dog, emu, fox\ntowns: Ely, Hove, Rye, Wick\nClues:\n"
		tent = "Four tents are pitched in a line, numbered 1st to 4th towards the lake.\n\ntents: 1st, 2nd, 3rd, 4th\ncampers: Ann, Bo, Cy, Di\nClues:\n"
	)
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"A and B do something unread: never A is B", club, "Ann and the emu owner play tennis every Sunday.", "not that they are one"},
		{"the far end, numbered towards a landmark: which?", tent, "Bo pitched her tent at the far end of the line.", "which end"},
		{"a season on a date its two bounds disagree on", "kids: Ann, Bo, Cy\nbirthdays: June 10th, July 21st, October 2nd\nClues:\n", "Ann was born in summer.", "by the months but not by the sun"},
		{"a season south of the equator", "Three Sydney kids compare birthdays.\n\nkids: Ann, Bo, Cy\nbirthdays: January 10th, July 21st, October 2nd\nClues:\n", "Ann has a summer birthday.", "south of the equator"},
		{"a month no date is in", "kids: Ann, Bo, Cy\nbirthdays: June 10th, July 21st, October 2nd\nClues:\n", "Ann was born in May.", "none of the birthdays"},
		{"a month compared: not read", "kids: Ann, Bo, Cy\nbirthdays: March 10th, March 21st, October 2nd\nClues:\n", "Ann was born earlier than the child born in March.", "span of dates"},
		{"a month's date compared: not read", "kids: Ann, Bo, Cy\nbirthdays: March 10th, March 21st, October 2nd\nClues:\n", "Dee's March birthday came after Ann's.", "span of dates"},
		{"A and B share a town: a category, not read", club, "Cy and the dog owner share a hometown.", "not that they are one"},
	})
}
