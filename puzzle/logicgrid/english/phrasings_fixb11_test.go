package english

import "testing"

// Phrasings of testdata/bank11 (issue 25, logical structure), each
// construction in words, themes and categories other than the bank's.
func TestPublishedPhrasingsFixB11(t *testing.T) {
	const (
		// a fun run: a ranking and ages
		race = "Runners: Ann, Bo, Cy, Di, Ed\nShirts: red, blue, green, white, black\nPlaces: 1st, 2nd, 3rd, 4th, 5th\nAges: 20, 25, 30, 35, 40\nClues:\n"
		// a bake sale: prices and start times
		bake = "Bakers: Kim, Lou, Max, Ned\nCakes: flan, scones, tart, torte\nPrices: $2, $3, $4, $5\nStarts: 6:00am, 6:30am, 7:00am, 7:30am\nClues:\n"
		// a fishing match: weights
		fish = "Anglers: Pat, Quinn, Rory, Sam\nLakes: Ard, Bala, Coniston, Derwent\nCatches: 2 pounds, 4 pounds, 6 pounds, 8 pounds\nClues:\n"
		// a quiz league: points
		quiz = "Teams: Owls, Hawks, Kites, Wrens\nTowns: Leeds, Bath, York, Ely\nPoints: 10 points, 14 points, 17 points, 21 points\nClues:\n"
	)
	wantReadings(t, []struct{ why, head, sentence, want string }{
		// b11-01 14, 43, b11-02 43, b11-03 43, 44: a group at one end was read as the one extreme
		{"at least one of the two heaviest: the item's value is one of the two highest", fish, "At least one of the two heaviest catches was made at Bala.", "Bala~6 pounds|8 pounds"},
		{"none of the three youngest: the item is none of the three lowest", race, "None of the three youngest runners wore red.", "20*red / 25*red / 30*red"},
		{"neither of the two oldest ... top two: each of the two highest is in no top place", race, "Neither of the two oldest runners finished in the top two.", "35*1st*2nd / 40*1st*2nd"},
		{"exactly one of the two cheapest, with one item: one of the two lowest (values are used once)", bake, "Exactly one of the two cheapest cakes was baked by Kim.", "Kim~$2|$3"},
		{"both of the two youngest ... bottom three: each of them", race, "Both of the two youngest runners finished in the bottom three.", "20~5th|4th|3rd / 25~5th|4th|3rd"},
		{"none of the top two, an either/or of one category: each place has neither", race, "None of the top two wore red or white.", "1st*red*white / 2nd*red*white"},
		{"X is one of the two oldest: X's value is one of them", race, "Di is one of the two oldest.", "Di~35|40"},
		{"X isn't one of the three youngest: none of them", race, "Di isn't one of the three youngest runners.", "Di*20*25*30"},
		{"the two teams that scored the most points: the two highest values", quiz, "At least one of the two teams that scored the most points is from Leeds.", "Leeds~17 points|21 points"},
		{"the three teams who scored the fewest points: the three lowest", quiz, "None of the three teams who scored the fewest points came from York.", "10 points*York / 14 points*York / 17 points*York"},
		{"one of the two earliest: one of the two lowest times", bake, "One of the two earliest starters baked the torte.", "torte~6:00am|6:30am"},
		{"worn by one of the two oldest: the object form", race, "The red shirt was worn by one of the two oldest runners.", "red~35|40"},
		{"a single superlative is still the one extreme", race, "The oldest runner wore red.", "40=red"},
		{"top two of one subject: as before", race, "Ann finished in the top two.", "Ann~1st|2nd"},
		// b11-03 13 (was read as Ely*Deal only), b11-01 22, 56, b11-02 22, 56, b11-03 58: both A and B
		{"both A and B in the bottom two: each of them", race, "Both Cy and Di finished in the top two.", "Cy~1st|2nd / Di~1st|2nd"},
		{"both A and B over a value: a bound each; two people, or maybe one", race, "Both Ann and the green runner are older than 25.", "Ages$25:Ann / Ages$25:green / Ann*green || Ages$25:Ann / Ages$25:green"},
		{"A and B both, described of one category: a bound each", bake, "The baker of the scones and the baker of the flan both started after 6:30am.", "Starts$6:30am:scones / Starts$6:30am:flan"},
		{"A and B are both: a bound each", race, "Ann and Bo are both older than 25.", "Ages$25:Ann / Ages$25:Bo"},
		{"ahead of both A and B, described: a comparison each", race, "Cy finished ahead of both the red runner and the blue runner.", "Places$Cy:red / Places$Cy:blue"},
		{"than both A and B: a comparison each", bake, "The torte cost more than both the flan and the tart.", "Prices$flan:torte / Prices$tart:torte"},
		// b11-03 52: "if A is not B, then C is not D" was refused: its contrapositive
		{"if not ... then not: if C is D then A is B", race, "If Ann didn't wear red, then Bo didn't finish 2nd.", "Bo>2nd>Ann>red"},
		{"if not ... then not, of descriptions", bake, "If Kim isn't the flan baker, then Lou doesn't bake the tart.", "Lou>tart>Kim>flan"},
		// b11-01 51, b11-02 51: "then neither did B"
		{"then neither did B: the first clause's predicate of B", bake, "If Kim didn't bake the scones, then neither did Lou.", "Lou>scones>Kim>scones"},
		{"then neither does B, in the present", fish, "If Pat doesn't fish at Bala, then neither does Quinn.", "Quinn>Bala>Pat>Bala"},
		// b11-03 43: "X neither P nor Q" of two verb phrases
		{"neither won nor wore: X is neither item", race, "Cy neither won nor wore red.", "Cy*1st / Cy*red"},
		{"neither fished at nor caught", fish, "Rory neither fished at Ard nor caught 8 pounds.", "Rory*Ard / Rory*8 pounds"},
		// b11-01 54, b11-02 54, b11-03 56: "not one of A, B and C"
		{"not one of a list of three: neither/nor of each two neighbours", race, "Not one of Ann, Bo and the red runner finished 2nd.", "Ann*Bo*2nd / Bo*red*2nd"},
		{"none of a list of three names", bake, "None of Kim, Lou and Max baked the torte.", "Kim*Lou*torte / Lou*Max*torte"},
		{"not one of a list, with a comparison: each is younger", race, "Not one of Ann, Bo and Cy is older than Di.", "Ann*Bo / Ages$Ann:Di / Ages$Bo:Di / Bo*Cy / Ages$Cy:Di"},
		// b11-01 29, b11-02 29: "everyone except X": all the others do, X does not
		{"everyone except X, a bound: X has what the bound leaves", race, "Everyone except Di is younger than 35.", "Di~35|40 / Ages$Ann:35 / Ages$Bo:35 / Ages$Cy:35 / Ages$Ed:35"},
		{"everybody but X, one item: X has another", race, "Everybody but Ann wore red.", "Ann~blue|green|white|black / Bo=red / Cy=red / Di=red / Ed=red"},
		{"everyone except X, before a time: X has the one value left", bake, "Everyone except Ned started before 7:30am.", "Ned=7:30am / Starts$Kim:7:30am / Starts$Lou:7:30am / Starts$Max:7:30am"},
		// b11-02 17: the latter of two named is still read
		{"the latter after a clause naming two", race, "Ann finished ahead of Bo; the latter is 30.", "Places$Ann:Bo / Bo=30"},
	})
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"a group inside a condition: not read", race, "If one of the two oldest runners wore red, then Bo won.", "a group of 2 at one end"},
		{"a group with a list, in some order: not read", race, "The two oldest runners wore red and blue, in some order.", "a group of 2 at one end"},
		{"the two most expensive: a group, not the most expensive", bake, "The two most expensive cakes were baked by Kim and Lou.", "a group of 2 at one end"},
		{"at least one of a group that did not: not one item each", race, "At least one of the two youngest runners didn't wear red.", "read only with a predicate that gives each one item"},
		{"at least one of a group in the top three: not read", race, "At least one of the two youngest finished in the top three.", "read only with a predicate that gives each one item"},
		{"the last two ... to arrive: a group, never the last (was read as the last)", bake, "At least one of the last two bakers to start made the flan.", "a group of two at one end"},
		{"one of the first three to finish: a group, never the first (was read as the first)", race, "Ann was one of the first three to finish.", "a group of three at one end"},
		{"the two highest-scoring with a list: not read", fish, "The two heaviest catches were Pat's and Sam's.", "a group of 2 at one end"},
		{"the group named as a list: not read", race, "The three youngest runners are Ann, Bo and Cy.", "a group of 3 at one end"},
		{"baked by a time: 'by 7:30am' is a deadline, so no group reading", bake, "The torte was baked by one of the two latest starters.", "a group of 2 at one end"},
		{"the latter after a clause naming three: the second of the pair or the last named?", race, "Ann and the blue runner both finished ahead of Bo; the latter is 30.", "after a clause naming 3 things"},
		{"not both: never split into each", race, "Cy didn't finish ahead of both Ann and Bo.", "3 items with a comparison"},
		{"then neither did B after doesn't: the tenses differ, not rewritten", fish, "If Pat doesn't fish at Bala, then neither did Quinn.", "needs 2 items before"},
		{"everyone except X, a comparison with a person: not a fact of X alone", race, "Everybody but Ed finished ahead of Cy.", "relates it to someone else"},
		{"everyone except a description: who the others are is not named", race, "Everyone except the red runner is younger than 35.", "one person named by name"},
		{"neither ... nor with a comparison: not one item each", race, "Cy neither won nor finished ahead of Bo.", "neither A nor B"},
	})
}
