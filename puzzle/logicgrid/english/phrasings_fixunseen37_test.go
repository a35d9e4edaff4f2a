package english

import "testing"

// Phrasings of testdata/unseen37 (issue 25): clauses that say two things
// of one subject or of a list. Each construction in the set's words and
// in other words, themes and categories, so that the rule is tested as
// general.
func TestPublishedPhrasingsFixUnseen37(t *testing.T) {
	const (
		swim    = "Harbour Mile\nThree swimmers race across the harbour.\n\nswimmers: Ann, Bo, Cy\ntimes: 41 minutes, 44 minutes, 47 minutes\ncaps: red, blue, gold\nages: 20, 30, 40\nClues:\n"
		lights  = "keepers: Mr. Ames, Mr. Bell, Mr. Cole\nwives: Ada, Bea, Cora\nlights: Fastnet, Smalls, Wolf Rock\nappointed: 1861, 1864, 1867\nClues:\n"
		flats   = "tenants: Ann, Bo, Cy\npets: cat, dog, fish\ncars: Audi, Fiat, Saab\nfloors: 1st, 2nd, 3rd\nClues:\n"
		fees    = "members: Ann, Bo, Cy, Di\nfees: $10, $20, $30, $40\nsports: golf, judo, polo, yoga\nClues:\n"
		chess   = "players: Ann, Bo, Cy, Di\nratings: 1800, 1900, 2000, 2100\ncolours: red, blue, gold, grey\nClues:\n"
		race    = "runners: Ann, Bo, Cy, Di\nplaces: 1st, 2nd, 3rd, 4th\ntowns: Ely, Hove, Rye, York\nages: 20, 30, 40, 50\nClues:\n"
		trains  = "passengers: Ann, Bo, Cy, Di\ndepartures: 9:00am, 9:30am, 10:00am, 10:30am\ndestinations: Ely, Hull, Leeds, York\nfares: $10, $17, $24, $31\nClues:\n"
		trains2 = "passengers: Mr. Cole, Ms. Day, Mr. Eyre\ndepartures: 9:00am, 9:30am, 10:00am\ndestinations: Ely, Hull, York\nClues:\n"
		club    = "Members: Ada, Bo, Cy, Di\nAges: 20, 30, 40, 50\nSports: judo, polo, golf, chess\nClues:\n"
		pool    = "swimmers: Ann, Bo, Cy, Dee\nlaps: 10 laps, 20 laps, 30 laps, 40 laps\ncaps: red, blue, green, gold\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		{"came in after in a race", swim, "Cy came in after Ann.", "times$Ann:Cy"},
		{"came home behind, an amount", swim, "Bo came home 3 minutes behind Ann.", "times$Ann:Bo:+3"},
		{"came in after, and he", swim, "Cy came in after Bo, and he is older than Ann.", "times$Bo:Cy / ages$Ann:Cy"},
		{"superlative subject, prep aside", swim, "The oldest swimmer, in the gold cap, finished first.", "40=gold / 40=41 minutes"},
		{"superlative subject, bare colour", swim, "The youngest swimmer, in blue, finished last.", "20=blue / 20=47 minutes"},
		{"whose of a noun phrase", lights, "The keeper of the Smalls, whose wife was Ada, was appointed three years after Mr. Bell.", "Smalls=Ada / appointed$Mr. Bell:Smalls:+3"},
		{"whose of an owner", flats, "The owner of the dog, whose car is the Fiat, lives on the 3rd floor.", "dog=Fiat / dog=3rd"},
		{"at least two of three, above a floor", flats, "At least two of Ann, Bo and the cat's owner live above the 1st floor.", "Ann*Bo*cat / Ann|1st|cat|1st / Bo|1st|cat|1st"}, // (the reading of "above" as two floors apart cannot hold by itself: dropped),
		{"of three, exactly one", flats, "Of Ann, Cy and the Audi driver, exactly one lives on the 3rd floor.", "Ann*Cy*Audi / Ann|3rd|Audi|3rd / Cy|3rd|Audi|3rd / Ann=3rd || Ann*Cy*Audi / Ann|3rd|Audi|3rd / Cy|3rd|Audi|3rd / Cy=3rd || Ann*Cy*Audi / Ann|3rd|Audi|3rd / Cy|3rd|Audi|3rd / Audi=3rd"},
		{"exactly two of three", fees, "Exactly two of Ann, Bo and Cy paid more than $20.", "Ann*Bo*Cy / Ann|$10|Bo|$20 / Ann|$20|Bo|$10 / Ann|$10|Cy|$20 / Ann|$20|Cy|$10 / Bo|$10|Cy|$20 / Bo|$20|Cy|$10 / Ann~$10|$20 || Ann*Bo*Cy / Ann|$10|Bo|$20 / Ann|$20|Bo|$10 / Ann|$10|Cy|$20 / Ann|$20|Cy|$10 / Bo|$10|Cy|$20 / Bo|$20|Cy|$10 / Bo~$10|$20 || Ann*Bo*Cy / Ann|$10|Bo|$20 / Ann|$20|Bo|$10 / Ann|$10|Cy|$20 / Ann|$20|Cy|$10 / Bo|$10|Cy|$20 / Bo|$20|Cy|$10 / Cy~$10|$20"},
		{"at most one of three", fees, "At most one of Ann, Bo and Cy paid more than $20.", "Ann*Bo*Cy / Ann|$30|Bo|$40 / Ann|$40|Bo|$30 / Ann|$30|Cy|$40 / Ann|$40|Cy|$30 / Bo|$30|Cy|$40 / Bo|$40|Cy|$30"},
		{"exactly one statement of three", flats, "Exactly one of these is true: Ann owns the cat; Bo drives the Fiat; Cy lives on the 2nd floor.", "Ann|cat|Bo|Fiat / Ann|cat|Cy|2nd / Bo|Fiat|Cy|2nd / Ann=cat || Ann|cat|Bo|Fiat / Ann|cat|Cy|2nd / Bo|Fiat|Cy|2nd / Bo=Fiat || Ann|cat|Bo|Fiat / Ann|cat|Cy|2nd / Bo|Fiat|Cy|2nd / Cy=2nd"},
		{"at least one statement of three", flats, "At least one of the following holds: Ann owns the cat; Bo drives the Fiat; Cy lives on the 2nd floor.", "Ann=cat || Ann*cat / Bo=Fiat || Ann*cat / Bo*Fiat / Cy=2nd"},
		{"of three, a year bound", lights, "Of Mr. Ames, Mr. Bell and the man at Wolf Rock, exactly one was appointed before 1866.", "Mr. Ames*Mr. Bell*Wolf Rock / Mr. Ames|1861|Mr. Bell|1864 / Mr. Ames|1864|Mr. Bell|1861 / Mr. Ames|1861|Wolf Rock|1861 / Mr. Ames|1861|Wolf Rock|1864 / Mr. Ames|1864|Wolf Rock|1861 / Mr. Ames|1864|Wolf Rock|1864 / Mr. Bell|1861|Wolf Rock|1861 / Mr. Bell|1861|Wolf Rock|1864 / Mr. Bell|1864|Wolf Rock|1861 / Mr. Bell|1864|Wolf Rock|1864 / Mr. Ames~1861|1864 || Mr. Ames*Mr. Bell*Wolf Rock / Mr. Ames|1861|Mr. Bell|1864 / Mr. Ames|1864|Mr. Bell|1861 / Mr. Ames|1861|Wolf Rock|1861 / Mr. Ames|1861|Wolf Rock|1864 / Mr. Ames|1864|Wolf Rock|1861 / Mr. Ames|1864|Wolf Rock|1864 / Mr. Bell|1861|Wolf Rock|1861 / Mr. Bell|1861|Wolf Rock|1864 / Mr. Bell|1864|Wolf Rock|1861 / Mr. Bell|1864|Wolf Rock|1864 / Mr. Bell~1861|1864 || Mr. Ames*Mr. Bell*Wolf Rock / Mr. Ames|1861|Mr. Bell|1864 / Mr. Ames|1864|Mr. Bell|1861 / Mr. Ames|1861|Wolf Rock|1861 / Mr. Ames|1861|Wolf Rock|1864 / Mr. Ames|1864|Wolf Rock|1861 / Mr. Ames|1864|Wolf Rock|1864 / Mr. Bell|1861|Wolf Rock|1861 / Mr. Bell|1861|Wolf Rock|1864 / Mr. Bell|1864|Wolf Rock|1861 / Mr. Bell|1864|Wolf Rock|1864 / Wolf Rock~1861|1864"},
		{"before the year", lights, "Mr. Ames was appointed before the year 1866.", "Mr. Ames~1861|1864"},
		{"later than a year", lights, "The Smalls keeper was appointed later than 1862.", "Smalls~1864|1867"},
		{"neither nor, two verb phrases", flats, "Neither Ann nor the dog's owner lives on the 1st floor or drives the Saab.", "Ann*dog*1st / Ann*dog*Saab || Ann*1st / dog*1st / Ann*Saab / dog*Saab"},
		{"a series of comparisons, the verb carried", chess, "Bo was rated above Cy, below the red player.", "ratings$Cy:Bo / ratings$Bo:red"},
		{"a series of places", race, "Bo finished ahead of Cy, behind the Ely runner.", "places$Bo:Cy / places$Ely:Bo"},
		{"trailing superlative of the object", race, "Ann finished two places ahead of Bo, the oldest of the four.", "places$Ann:Bo:+2 / Bo=50"},
		{"elided than after its", trains, "The Ely train leaves 30 minutes after Ann's, and its fare is $7 less.", "departures$Ann:Ely:+30 / fares$Ely:Ann:+700"},
		{"elided than, no subject", trains, "Bo left 30 minutes before Cy and paid $7 more.", "departures$Bo:Cy:+30 / fares$Cy:Bo:+700"},
		{"she of the other person", trains2, "Mr. Cole's train leaves after Ms. Day's, and she is not going to York.", "departures$Ms. Day:Mr. Cole / Ms. Day*York"},
		{"two of three with a bound (was refused: read by its cases)", club, "Exactly two of Ada, Bo and Cy are older than 25.", "Ada*Bo*Cy / Ada=20 || Ada*Bo*Cy / Bo=20 || Ada*Bo*Cy / Cy=20"},
		{"one of three subjects (was refused: read by its cases)", pool, "Exactly one of Ann, Bo and Cy wore red.", "Ann*Bo*Cy / Ann=red || Ann*Bo*Cy / Bo=red || Ann*Bo*Cy / Cy=red"},
	}
	wantReadings(t, cases)
	wantRefused(t, []struct{ why, head, sentence, want string }{
		// a count true in more ways than the readings a sentence keeps
		{"exactly two of four: six cases", fees, "Exactly two of Ann, Bo, Cy and Di paid more than $20.", "more ways"},
		// a pronoun of a sex that no one named has
		{"she of two men", trains2, "Mr. Cole's train leaves after Mr. Eyre's, and she is not going to York.", ""},
		// a year bound no year is beyond
		{"a year before every year", lights, "Mr. Ames was appointed before 1800.", "that side"},
	})
}
