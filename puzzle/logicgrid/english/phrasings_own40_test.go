package english

import "testing"

// Sentences written for this session's probes (issue 25) in the ways
// magazines phrase them, each found read wrongly or refused, and their
// near misses.
func TestPublishedPhrasingsOwn40(t *testing.T) {
	const (
		bake    = "Bake Sale\nFive friends each baked something different, sold it at a different price, and sold a different number of items.\n\nfriends: Anna, Ben, Carla, Dev, Erin\nbaked: brownies, cookies, cupcakes, muffins, scones\nprices: $1.00, $1.25, $1.50, $1.75, $2.00\nsold: 12, 15, 18, 21, 24\nClues:\n"
		fish    = "anglers: Al, Bea, Cal, Dee, Ed\nbait: worms, crickets, minnows, spinners, flies\ncaught: 3, 5, 7, 9, 11\narrived: 5:00am, 5:30am, 6:00am, 6:30am, 7:00am\nClues:\n"
		cars    = "owners: Adam, Beth, Carl, Dana\ncars: Mustang, Beetle, Corvette, Jaguar\ncolours: red, blue, black, white\nyears: 1965, 1970, 1975, 1980\nClues:\n"
		walk    = "walkers: Maeve, Nico, Odette, Pritam\ndistance: 5 miles, 10 miles, 15 miles, 20 miles\nraised: $150, $300, $450, $600\nroute: canal path, coast path, forest trail, hill loop\nClues:\n"
		stands  = "kids: Abby, Ben, Cody, Dora\ncups: 20 cups, 30 cups, 40 cups, 50 cups\nprice: 25 cents, 50 cents, 75 cents, $1\nhelpers: mom, dad, uncle, aunt\nClues:\n"
		cousins = "cousins: Gail, Hugh, Irma, Jack, Kate\nstates: Ohio, Texas, Maine, Utah, Iowa\nages: 31, 35, 39, 43, 47\ndishes: chili, salad, pie, bread, stew\nClues:\n"
		retired = "Retirement Party\nFive retirees each worked at a different company for a different number of years, and each retired in a different year.\n\nretirees: Mr. Abbott, Mrs. Bell, Mr. Chu, Ms. Diaz, Mr. Evans\ncompanies: Acme, Brightway, Corelink, Dynamo, Everest\nyears worked: 20 years, 25 years, 30 years, 35 years, 40 years\nretired: 2015, 2016, 2017, 2018, 2019\nClues:\n"
	)
	wantReadings(t, []struct{ why, head, sentence, want string }{
		// "sold" is the category's verb, not the head noun of "$1.75" (was read as a price: a wrong reading)
		{"a verb named like its category after a place phrase", bake, "The item priced at $1.75 sold 6 fewer than the cookies.", "sold$$1.75:cookies:+6"},
		{"the same, no amount", bake, "The treat priced at $1.75 sold fewer than the cookies.", "sold$$1.75:cookies"},
		{"the pair of one sex by name", retired, "Of the two women, one worked at Acme and the other retired in 2015.", "Mrs. Bell,Ms. Diaz~Acme,2015"},
		// "after 25 years of service" is that length, not a time after (was "2017 years later": a wrong reading)
		{"after a length of service", retired, "The Dynamo employee retired in 2017 after 25 years of service.", "Dynamo=2017 / Dynamo=25 years"},
		{"after a length at a company", retired, "Mrs. Bell retired after 35 years at Corelink.", "Mrs. Bell=35 years / 35 years=Corelink"},
		// a count of those who outdo one: the next from that end (was refused)
		{"exactly two more than", fish, "Exactly two anglers caught more fish than Dee.", "7=Dee"},
		{"only one more than", fish, "Only one angler caught more fish than Dee.", "9=Dee"},
		{"only one other earlier than", fish, "Only one other angler arrived earlier than Ed.", "5:30am=Ed"},
		{"just three fewer than", fish, "Just three people caught fewer fish than Al.", "9=Al"},
		// (was refused as "how many of a group": the others are everyone else)
		{"only one of the others", "readers: Ann, Bo, Cy, Di\nlengths: 180 pages, 260 pages, 310 pages, 420 pages\nClues:\n", "Only one of the others was shorter than Bo's.", "260 pages=Bo"},
		{"N years apart of a pair with its noun", cars, "The blue car and the Beetle were made ten years apart.", "years%blue:Beetle:+10"},
		{"a range of years, not values", cars, "The Corvette was built sometime between 1966 and 1979.", "Corvette~1970|1975"},
		// a range whose ends are values: with its ends, or strictly between (the puzzle decides)
		{"a range of years ending at values", cars, "The Corvette was built sometime between 1965 and 1975.", "Corvette~1965|1970|1975 || Corvette=1970"},
		// unseen40 u40-12 was a wrong answer: both read along the distances
		{"twice as much as: no noun counted, the verb's category", walk, "Pritam raised twice as much as Nico.", "Pritam*$150 / Pritam*$450 / Nico*$450 / Nico*$600 / Pritam>$300>Nico>$150 / Pritam>$600>Nico>$300"},
		{"twice as far as: distances", walk, "Pritam walked twice as far as Nico.", "Pritam*5 miles / Pritam*15 miles / Nico*15 miles / Nico*20 miles / Pritam>10 miles>Nico>5 miles / Pritam>20 miles>Nico>10 miles"},
		{"raise the least: the present of a category named in the past", walk, "The hill loop walker didn't raise the least.", "hill loop*$150"},
		// prices in cents and a dollar: one category of money (was no numbers at all)
		{"cents and dollars: a difference in cents", stands, "Cody charged 25 cents more than Dora.", "price$Dora:Cody:+25"},
		{"cents and dollars: a quarter more", stands, "Cody charged a quarter more than Dora.", "price$Dora:Cody:+25"},
		{"cents and dollars: the least", stands, "The kid who sold the most cups charged the least.", "50 cups=25 cents"},
		{"a state's people: the Texan", cousins, "The Texan is four years younger than Jack.", "ages$Texas:Jack:+4"},
		{"a state's people: the Ohioan", cousins, "The Ohioan brought pie.", "Ohio=pie"},
		{"a decade of life in words", cousins, "The stew was brought by someone in their thirties.", "stew~31|35|39"},
		{"a decade of life in words, his", cousins, "Hugh is in his forties.", "Hugh~43|47"},
		{"years after is still a comparison", retired, "Mr. Chu retired 2 years after the Acme employee.", "retired$Acme:Mr. Chu:+2"},
	})
	wantRefused(t, []struct{ why, head, sentence, want string }{
		// was read as only "the cupcakes are not the scones"; since stop 44
		// "didn't sell as well as" is read as selling fewer
		// (phrasings_stop44_test.go)
		{"not as well as: a measure not known", bake, "The cupcakes didn't arrive as well as the scones.", "not as well as"},
		{"a count beyond a value: no clue", fish, "Exactly two anglers caught more than 5 fish.", ""},
		{"part of a decade is no decade: refused", cousins, "Kate is in her late thirties.", ""},
		{"the two men of three: refused", retired, "Of the two men, one worked at Acme and the other retired in 2015.", ""},
	})
}
