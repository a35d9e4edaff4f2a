package english

import "testing"

// Phrasings of testdata/unseen41 (issue 25; the British magazine voice),
// each construction in words other than the set's, and its near misses.
func TestPublishedPhrasingsFix41(t *testing.T) {
	const (
		homes = "buyers: Owen, Petra, Rhys, Sian\nstreets: Church Road, High Street, Mill Lane, Orchard Close\nprices: £165,000, £180,000, £195,000, £210,000\nproperties: bungalow, cottage, semi, terrace\nClues:\n"
		huts  = "Five beach huts stand in a row, numbered 1 to 5 from left to right.\n\nowners: Fenella, Gordon, Hilary, Ivor, Janet\nhuts: 1, 2, 3, 4, 5\ncolours: blue, green, lilac, red, yellow\npastimes: reading, sketching, knitting, fishing, crosswords\nClues:\n"
		train = "passengers: Harriet, Leonard, Maureen, Norman\ndepartures: 8:15am, 9:30am, 10:45am, 11:20am\ndestinations: Bath, Crewe, Derby, York\nreasons: football match, job interview, visiting family, wedding\nClues:\n"
	)
	wantReadings(t, []struct{ why, head, sentence, want string }{
		// (was read without its subject: a wrong reading)
		{"a terraced house is the terrace", homes, "The terraced house, which is not in Mill Lane, went for £180,000.", "terrace*Mill Lane / terrace=£180,000"},
		{"a semi-detached is the semi", homes, "The semi-detached is in Mill Lane.", "semi=Mill Lane"},
		{"N places further right: exact", huts, "The knitter's hut is two huts further to the right than the red hut.", "huts$red:knitting:2"},
		{"further right, no count: somewhere", huts, "The knitter's hut is further to the right than the red hut.", "huts$red:knitting"},
		{"she after a thing with the row's noun is the person", huts, "The blue hut is immediately to the left of Fenella's, and she isn't the sketcher.", "huts$blue:Fenella:1 / Fenella*sketching"},
		{"a figure of speech, then plain words after a colon", huts, "The blue hut is immediately to the left of Fenella's, and she is no artist: she never sketches.", "huts$blue:Fenella:1 / Fenella*sketching"},
		{"a pastime said as a habit", huts, "Gordon fishes.", "Gordon=fishing"},
		{"a pastime denied", huts, "Fenella does not knit.", "Fenella*knitting"},
		{"the fan of an event goes to it", train, "The football fan's train departs earlier than the one to Crewe.", "departures$football match:Crewe"},
	})
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"a subject that names nothing before a relative clause", homes, "The big house, which is not in Mill Lane, went for £180,000.", "names no item"},
		{"he of two men", huts, "The blue hut is between Gordon's and Ivor's, and he is the sketcher.", ""},
		{"a pastime done once is no pastime", "kids: Amy, Bea\nhobbies: walking, swimming\nClues:\n", "Amy walked to school.", ""},
	})
}
