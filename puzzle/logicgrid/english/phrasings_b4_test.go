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
	})
}
