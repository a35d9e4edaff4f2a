package english

import "testing"

// Phrasings of testdata/unseen23 (issue 25), each construction in words
// other than the set's.
func TestPublishedPhrasingsU23(t *testing.T) {
	const (
		club = "members: Ann, Bo, Cy, Dee\npets: cat, dog, emu, fox\ntowns: Ely, Hove, Rye, Wick\nClues:\n"
		huts = "Four huts stand in a row, numbered 1 to 4 going away from the gate.\n\nhuts: 1, 2, 3, 4\nnames: Ann, Bo, Cy, Di\nboats: canoe, dinghy, kayak, skiff\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
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
		{"A and B share a town: a category, not read", club, "Cy and the dog owner share a hometown.", "not that they are one"},
	})
}
