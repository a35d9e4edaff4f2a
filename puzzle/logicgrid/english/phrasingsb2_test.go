package english

import "testing"

// Phrasings of testdata/bank2 (issue 25), each construction in words other
// than the bank's: a negated list of options, clauses joined by
// "whereas", a possessive pronoun standing for the clause's own subject's
// thing, a difference either way ("three years apart", "differ by $15"),
// "respectively" and "in some order" of descriptions and of lists of three,
// "of A and B, the former ... the latter ..." (the latter compared with the
// former was read the other way round: a silent misreading).
func TestPublishedPhrasingsBank2(t *testing.T) {
	const (
		club  = "members: Ann, Bo, Cy, Dee\ntowns: Ely, Hove, Rye, Wick\nhobbies: chess, golf, judo, yoga\nfees: $10, $20, $30, $40\nClues:\n"
		vines = "growers: Ann, Bo, Cy, Dee\nvintages: 2001, 2003, 2005, 2007\nyields: 40 cases, 50 cases, 60 cases, 70 cases\nClues:\n"
		kids  = "children: Ann, Bo, Cy, Dee\nages: 4, 6, 8, 10\nbirth months: May, June, July, August\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		{"a negated list of one category", club, "Ann isn't from Ely, Hove or Rye.", "Ann*Ely*Hove*Rye"},
		{"a negated list with nor", club, "Bo plays neither chess, golf nor judo.", "Bo*chess*golf*judo"},
		{"a negated list said of a thing, by descriptions", club, "The chess player isn't the member from Ely or the one from Rye.", "chess*Ely*Rye"},
		{"a negated list: not at", club, "Cy didn't pay $10, $20 or $40.", "Cy*$10*$20*$40"},
		{"a negated list of two categories: none of them, the two options maybe one (or three different)", club, "Dee isn't the golfer or the member from Wick.", "Dee*golf / Dee*Wick || Dee*golf*Wick"},
		{"whereas joins two clauses", club, "Ann plays chess, whereas Bo plays golf.", "Ann=chess / Bo=golf"},
		{"whereas with no comma", club, "Cy is from Rye whereas Dee is from Hove.", "Cy=Rye / Dee=Hove"},
		{"his: the clause's own subject's", club, "Ann paid $10 for her lessons, and Bo paid $20 for his.", "Ann=$10 / Bo=$20"},
		{"hers after a comparison: the other one's", club, "Ann's fee is lower than Cy's, and Dee's is higher than hers.", "fees$Ann:Cy / fees$Ann:Dee"},
		{"N years apart: the years", vines, "Ann and Bo bottled their wines four years apart.", "vintages%Ann:Bo:+4"},
		{"came out N years apart, possessives", vines, "Cy's vintage and Dee's vintage are 2 years apart.", "vintages%Cy:Dee:+2"},
		{"differ by, the unit of the items", vines, "The yields of Ann and Cy differ by 20 cases.", "yields%Ann:Cy:+20"},
		{"differed by, possessives", vines, "Bo's and Dee's yields differed by 10 cases.", "yields%Bo:Dee:+10"},
		{"differ by, money", club, "Ann's fee and Bo's fee differ by $20.", "fees%Ann:Bo:+2000"},
		{"dollars apart, in words", club, "Cy and Dee paid fees thirty dollars apart.", "fees%Cy:Dee:+3000"},
		{"years apart of ages (no category of years)", kids, "Ann and Bo were born four years apart.", "ages%Ann:Bo:+4"},
		{"respectively, descriptions", club, "The member who pays $10 and the one who plays golf are from Ely and Rye, respectively.", "$10=Ely / golf=Rye"},
		{"in some order, descriptions with nouns", club, "The Hove member and the Wick member are Ann and Cy, in some order.", "Hove,Wick~Ann,Cy"},
		{"in either order, values with hyphens", vines, "The 40-case grower and the 60-case grower are Bo and Dee, in either order.", "40 cases,60 cases~Bo,Dee"},
		{"respectively, three of each", club, "Ann, Bo and Cy play chess, golf and yoga, respectively.", "Ann=chess / Bo=golf / Cy=yoga"},
		{"respectively, a list then a passive", club, "The chess, the golf and the judo are played by Dee, Cy and Bo, respectively.", "chess=Dee / golf=Cy / judo=Bo"},
		{"the former and the latter", club, "Of Ann and the Hove member, the former plays judo and the latter pays $30.", "Ann=judo / Hove=$30 / Ann*Hove"},
		{"the latter compared with the former: the second is more", club, "Of Bo and Dee, the latter pays more than the former.", "fees$Bo:Dee / Bo*Dee"},
		{"the former ..., while the latter", club, "Of Cy and the golfer, the former is from Rye, while the latter is from Ely.", "Cy=Rye / golf=Ely / Cy*golf"},
		{"nobody described ... more than a bound: the one described is not past it", club, "Nobody from Ely pays more than $25.", "Ely*$30*$40"},
		{"no one who ... less than a bound", club, "No one who plays chess pays less than $35.", "chess*$10*$20*$30"},
		{"either a name or a description", club, "Either Bo or the member who plays yoga is from Hove.", "Hove~Bo|yoga"},
		{"exactly one between two along a category: two places apart", vines, "Exactly one grower bottled a vintage after Ann and before Cy.", "vintages$Ann:Cy:2"},
		{"two between, later and earlier", vines, "Just two growers harvested more cases than Bo but fewer than Dee.", "yields$Bo:Dee:3"},
		{"it's after but: it is, of the first clause's subject", vines, "Ann's vintage is the oldest, but it's also the smallest yield.", "Ann=2001 / Ann=40 cases"},
		{"she's after and", club, "Dee plays yoga, and she's from Wick.", "Dee=yoga / Dee=Wick"},
		{"in that order: respectively", club, "The members from Ely and Hove play chess and golf, in that order.", "Ely=chess / Hove=golf"},
		{"not necessarily in that order: any order", club, "The members from Ely and Hove play chess and golf, not necessarily in that order.", "Ely,Hove~chess,golf"},
		{"in that order, descriptions", club, "The member who pays $10 and the one who plays judo are Ann and Bo, in that order.", "$10=Ann / judo=Bo"},
	}
	wantReadings(t, cases)
}
