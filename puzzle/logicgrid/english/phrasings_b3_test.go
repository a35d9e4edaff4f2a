package english

import "testing"

// Phrasings of testdata/bank3 (issue 25), each construction in words other
// than the bank's.
func TestPublishedPhrasingsBank3(t *testing.T) {
	const (
		club  = "members: Ann, Bo, Cy, Dee\ntowns: Ely, Hove, Rye, Wick\nhobbies: chess, golf, judo, yoga\nfees: $10, $20, $30, $40\nClues:\n"
		vines = "growers: Ann, Bo, Cy, Dee\nvintages: 2001, 2003, 2005, 2007\nyields: 40 cases, 50 cases, 60 cases, 70 cases\nClues:\n"
		kids  = "children: Ann, Bo, Cy, Dee\nages: 4, 6, 8, 10\nbirth months: May, June, July, August\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// "Of A and B, A ...er": the one named is the one the comparative says
		{"of the two, a bare comparative", club, "Of Ann and Cy, Cy pays more.", "fees$Ann:Cy"},
		{"of the two, the comparative with a noun", club, "Of the chess player and the golfer, the golfer pays the higher fee.", "fees$chess:golf"},
		{"of the two, is the Xer", kids, "Of Bo and Dee, Dee is the younger.", "ages$Dee:Bo"},
		{"between the two, descriptions", vines, "Between the 2001 grower and Bo, Bo harvested fewer cases.", "yields$Bo:2001"},
		{"of the two, the first named is the one", vines, "Of the 2003 grower and Cy, the 2003 grower bottled the larger yield.", "yields$Cy:2003"},
		{"of the two, the Xer one", kids, "Of the May child and Ann, Ann is the older one.", "ages$May:Ann"},
		// "Nobody who P1 P2", "Everyone who P1 P2": each of one set is none of (or only of) the other
		{"nobody who, a comparison and a bound", vines, "Nobody who bottled after 2003 harvested more than 50 cases.", "2005*60 cases*70 cases / 2007*60 cases*70 cases"},
		{"no one who, a bound and a comparison", vines, "No one who harvested more than 50 cases bottled before 2005.", "60 cases*2001*2003 / 70 cases*2001*2003"},
		{"everyone who: the only values left", vines, "Everyone who bottled after 2003 harvested fewer than 60 cases.", "2005*60 cases*70 cases / 2007*60 cases*70 cases"},
		{"any child that", kids, "Any child that was born after June is older than 6.", "July*4*6 / August*4*6"},
		// "none of the members who" was read as "the members who pay more than $20 play judo" (the "none of" left out)
		{"none of the members who", club, "None of the members who pay more than $20 play judo.", "$30*judo / $40*judo"},
		{"no child who, a month and an item", kids, "No child who is older than 6 was born in May.", "8*May / 10*May"},
	}
	wantReadings(t, cases)
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"nobody who: a relation to someone else is no set", kids, "Nobody who is older than Bo was born in May.", "with a comparison is not read"},
	})
}
