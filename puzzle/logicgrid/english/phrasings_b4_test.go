package english

import "testing"

// Phrasings of testdata/bank4 (issue 25), each construction in words
// other than the bank's.
func TestPublishedPhrasingsB4(t *testing.T) {
	const (
		// a street of numbered houses with colors and years moved in
		street = "Four families live in a row of houses numbered 1st to 4th from left to right.\n\nfamilies: Ash, Birch, Cole, Dale\nhouses: 1st, 2nd, 3rd, 4th\ncolors: blue, green, red, white\nyears: 1990, 1995, 2000, 2005\nClues:\n"
		// a row of cabins with boats and arrival times
		cabins = "Four guests stay in a row of cabins numbered 1st to 4th from left to right.\n\nguests: Al, Bea, Cy, Di\ncabins: 1st, 2nd, 3rd, 4th\nboats: canoe, dinghy, kayak, skiff\narrivals: 9:00am, 10:00am, 11:00am, 12:00pm\nClues:\n"
	)
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"if and only if of a comparison: refused, never both facts", cabins, "Al arrived before Bea if and only if Cy took the kayak.", "each side must say"},
		{"if of a superlative with an ellipsis", cabins, "Al arrived first if Bea did.", "each side must say"},
		{"not as ADJ as of a measure no comparison knows: refused, never 'different'", cabins, "Di didn't arrive as punctually as Cy.", "cannot tell what"},
		// b4-03: "None of the families in the three middle houses owns the cat" was the cat in the middle house
		{"a group of middle places: refused, never the one middle place", street, "The dog isn't in either of the two middle houses.", "group of middle places"},
		{"none of those at a place: refused", cabins, "None of the guests next to Al has the canoe.", "with a position is not read"},
		{"nobody in a numbered place to the left of: refused", cabins, "Nobody in a cabin to the left of Bea took the skiff.", "with a position is not read"},
		{"the latter of four things: refused (which?)", cabins, "Al and Cy have the canoe and the kayak, but the latter arrived at 9:00am.", "the former"},
		{"no family next to: refused", street, "No family next to the Ashes has the red house.", "with a position is not read"},
		// b4-03: "The Diazes' only next-door neighbors keep the rabbit" dropped "only"
		{"only neighbours: refused, never 'next to'", street, "The Ashes' only next-door neighbors live in the white house.", "\"only\" with a position phrase"},
		{"the only neighbour of: refused", cabins, "The kayak's guest is Bea's only neighbor.", "\"only\" with a position phrase"},
		// b4-03: a comparison in a clause with a position phrase was dropped
		{"a comparison in a relative clause after a position phrase: refused", street, "The Ashes live next to the family who moved in later than the Dales.", "the comparison is not part of the reading"},
		{"a comparison about the object: refused", cabins, "Al's cabin is beside Bea's, who arrived earlier.", "the comparison is not part of the reading"},
		{"the first house on the right: which end is first? refused", street, "The Ashes live in the first house on the right.", "left or right of what"},
		{"the former of no pair: refused", street, "The Ashes live next to the Dales, and the former moved in first.", "the former"},
	})
	wantReadings(t, []struct{ why, head, sentence, want string }{
		// b4-03: "the family in the yellow house moved in earlier" was read along the houses
		{"the house of a color is where the family lives, the comparison is in years", street, "The Ashes moved in more recently than the family in the green house.", "years$green:Ash"},
		{"the house's family: years", street, "The red house's family moved in after the white house's family.", "years$white:red"},
		{"a cabin's guest arrived before: arrival times", cabins, "The canoe cabin's guest arrived before Di.", "arrivals$canoe:Di"},
		{"the guest at the kayak cabin arrived later", cabins, "Cy arrived later than the guest at the kayak cabin.", "arrivals$kayak:Cy"},
		{"the house itself before another: along the row", street, "The blue house comes before the red house.", "houses$blue:red"},
		{"someone's house is later: along the row", street, "Birch's house is later than Dale's house.", "houses$Dale:Birch"},
		// b4-03: "The blue house is next-to-last" was the next-to-last year
		{"the house is next-to-last: a place in the row", street, "The white house is next-to-last.", "white=3rd"},
		{"second to last of the row", street, "The red house is second to last.", "red=3rd"},
		{"someone's house is the last", street, "Dale's house is last.", "Dale=4th"},
		{"the cabin is second from last", cabins, "The kayak cabin is second from last.", "kayak=3rd"},
		{"a verb of time: the year", street, "The family in the green house moved in next-to-last.", "green=2000"},
		{"no house named: in time", cabins, "Bea arrived last.", "Bea=12:00pm"},
		// b4-03: "second from the right", "the last house on the right" were refused (left or right of what?)
		{"Nth from the right", street, "The Birches live second from the right.", "Birch=3rd"},
		{"Nth from the left", street, "The Dales' house is third from the left.", "Dale=3rd"},
		{"the Nth cabin from the right end", cabins, "Cy sleeps in the first cabin from the right end.", "Cy=4th"},
		{"the last house on the right", street, "The Ashes live in the last house on the right.", "Ash=4th"},
		{"the first cabin on the left", cabins, "Di has the first cabin on the left.", "Di=1st"},
		{"a row numbered right to left: counted the other way", "Three huts stand in a row, numbered 1 to 3 from right to left.\n\nhuts: 1, 2, 3\nnames: Ann, Bo, Cy\nClues:\n", "Bo lives second from the right.", "Bo=2"},
		{"a row numbered right to left, first from the left", "Three huts stand in a row, numbered 1 to 3 from right to left.\n\nhuts: 1, 2, 3\nnames: Ann, Bo, Cy\nClues:\n", "Cy lives first from the left.", "Cy=3"},
		// b4-03: "don't live as far left as" was refused
		{"doesn't live as far left as: to the right", street, "The Dales don't live as far left as the Ashes.", "houses$Ash:Dale"},
		{"isn't as far right as: to the left", cabins, "Bea's cabin isn't as far right as Cy's.", "cabins$Bea:Cy"},
		{"but not as far right as", street, "The red house is farther right than the blue house but not as far right as the Birches.", "houses$blue:red / houses$red:Birch"},
		{"did not park as far to the left as", "Three cars are parked in a row of bays numbered 1 to 3 from left to right.\n\nbays: 1, 2, 3\ndrivers: Ann, Bo, Cy\nClues:\n", "Cy did not park as far to the left as Ann.", "bays$Ann:Cy"},
		// b4-03: "A if and only if B" was read as A and B both
		{"if and only if: each implies the other", cabins, "Al has the canoe if and only if he is in the 2nd cabin.", "Al>canoe>Al>2nd / Al>2nd>Al>canoe"},
		{"exactly when", cabins, "Bea rents the kayak exactly when Cy rents the skiff.", "Bea>kayak>Cy>skiff / Cy>skiff>Bea>kayak"},
		{"only if: the first implies the second", cabins, "Di arrived at 9:00am only if she took the dinghy.", "Di>9:00am>Di>dinghy"},
		{"if after the main clause: the second implies the first", cabins, "Cy is in the 4th cabin if Al took the skiff.", "Al>skiff>Cy>4th"},
		{"a negated main clause", cabins, "Bea didn't take the canoe if she arrived at 10:00am.", "Bea|10:00am|Bea|canoe"},
		{"provided that", cabins, "Al arrived at 11:00am, provided that Di took the kayak.", "Di>kayak>Al>11:00am"},
		// b4-03: "A and B live next door, and the former ... the latter" lost its second clause
		{"the former and the latter after a pair", street, "The Ashes and the Dales live next to each other, and the former moved in before the latter.", "houses%Ash:Dale:1 / years$Ash:Dale"},
		{"the latter, with but", cabins, "Al and Cy sleep in neighbouring cabins, but the latter took a kayak.", "cabins%Al:Cy:1 / Cy=kayak"},
		{"the former alone, with while", cabins, "Bea and Di are next-door neighbors, while the former took the skiff.", "cabins%Bea:Di:1 / Bea=skiff"},
		{"nobody in a numbered place: that place is not", cabins, "Nobody in the 2nd cabin took the skiff.", "2nd*skiff"},
		// b4-02: "didn't start as early as" was read as two different people
		{"not as early as: later", cabins, "Cy didn't get in as early as Bea.", "arrivals$Bea:Cy"},
		{"not as late as: earlier", cabins, "The skiff's owner did not arrive as late as Al.", "arrivals$skiff:Al"},
		{"wasn't as young as: older", "kids: Al, Bo, Cy\nages: 5, 6, 7\nClues:\n", "Cy wasn't as young as Al.", "ages$Al:Cy"},
		{"not as cheap as: dearer", "buyers: Ann, Bo, Cy\nprices: $5, $6, $7\nClues:\n", "Bo's lamp wasn't as cheap as Ann's.", "prices$Ann:Bo"},
		{"not as short as: longer", "hikers: Ann, Bo, Cy\ndistances: 5 km, 10 km, 15 km\nClues:\n", "Ann's walk was not as short as Cy's.", "distances$Cy:Ann"},
	})
}

// Constructions of testdata/bank4 judged by what they mean over every
// arrangement of a small puzzle (checkMeaning: the first category's
// order fixed, at(x) the 1-based place of x in it).
func TestB4Meanings(t *testing.T) {
	const (
		week   = "days: Monday, Tuesday, Wednesday, Thursday\ncooks: Ann, Bo, Cy, Di\ndishes: flan, gumbo, hash, stew\nClues:\n"
		years  = "years: 2001, 2002, 2003, 2004\nstaff: Ann, Bo, Cy, Di\ndesks: red, blue, green, white\nClues:\n"
		prices = "prices: $2, $3, $4, $5\nbuyers: Ann, Bo, Cy, Di\nhats: red, blue, green, white\nClues:\n"
	)
	type at = func(string) int
	gap := func(a, b int) int {
		if a < b {
			return b - a
		}
		return a - b
	}
	cases := []struct {
		why, head string
		sentences []string
		holds     func(at at) bool
	}{
		// b4-01: "at least two days apart" was read as exactly two
		{"at least N apart: two or more", week, []string{
			"Ann and the gumbo were cooked at least two days apart.",
			"Ann and the gumbo were made no less than two days apart.",
			"The gumbo and Ann were cooked more than one day apart.",
		}, func(at at) bool { return gap(at("Ann"), at("gumbo")) >= 2 }},
		{"at most N apart: a different day, within N", week, []string{
			"Bo and Cy cooked at most two days apart.",
			"Bo and Cy cooked no more than two days apart.",
			"Bo and Cy cooked fewer than three days apart.",
		}, func(at at) bool { g := gap(at("Bo"), at("Cy")); return g >= 1 && g <= 2 }},
		{"exactly N apart is N", years, []string{
			"Di and the blue desk's owner joined exactly two years apart.",
		}, func(at at) bool { return gap(at("Di"), at("blue")) == 2 }},
		// b4-03: "at least ten years after" (no "than") was refused
		{"at least N after: N or more later", years, []string{
			"Ann joined at least two years after Bo.",
			"Bo joined at least 2 years before Ann.",
		}, func(at at) bool { return at("Ann")-at("Bo") >= 2 }},
		{"a bound on a money gap", prices, []string{
			"Ann and the red hat were at least $2 apart in price.",
		}, func(at at) bool { return gap(at("Ann"), at("red")) >= 2 }},
	}
	for _, tc := range cases {
		for _, s := range tc.sentences {
			checkMeaning(t, tc.why, tc.head, s, tc.holds)
		}
	}
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"a hedged amount apart: refused, never exact", week, "Ann and Di cooked about two days apart.", "not exact"},
		{"nearly N apart", years, "Bo and Cy joined nearly three years apart.", "not exact"},
	})
}
