package english

import "testing"

// Phrasings of testdata/unseen30 (issue 25), each construction in words,
// themes and categories other than the set's.
func TestPublishedPhrasingsFixU30(t *testing.T) {
	const (
		// two money categories: a valuation (not paid) and what was paid
		cars = "dealers: Ada, Bram, Cleo\ncars: Jaguar, Morgan, Rover\nvaluations: $10,000, $20,000, $30,000\nsale prices: $12,000, $25,000, $33,000\nClues:\n"
		// two money categories, neither a price: nothing says which
		funds = "charities: Ada, Bram, Cleo\nevents: gala, quiz, walk\ntargets: $500, $800, $1,000\ntotals raised: $450, $900, $1,200\nClues:\n"
		// two money categories, both prices
		trips = "travellers: Ada, Bram, Cleo\ntowns: Ely, Hove, Rye\ntrain fares: $20, $30, $40\nhotel prices: $80, $90, $100\nClues:\n"
		// titled surnames, a target and a finishing time in minutes
		race = "runners: Mr. Abbot, Ms. Briar, Dr. Coyle\ntarget times: 40 minutes, 45 minutes, 50 minutes\nfinish times: 38 minutes, 44 minutes, 52 minutes\nClues:\n"
		// titled surnames that are words: never read alone
		shop = "shoppers: Mr. Green, Mrs. Baker, Ms. Cole\nbags: red, blue, white\nClues:\n"
		// turns at a microphone numbered, no time
		open = "singers: Ada, Bram, Cleo\nturns: 2, 5, 9\nsongs: ballad, blues, polka\nClues:\n"
		// raffle numbers: no order of anything
		raffle = "winners: Ada, Bram, Cleo\ntickets: 12, 40, 77\nprizes: cake, hamper, wine\nClues:\n"
		// swim splits in bare seconds, the unit in the story
		pool = "Three swimmers raced a length each; their times are in seconds.\n\nswimmers: Ada, Bram, Cleo\ncaps: red, blue, white\nsplit times: 28.4, 29.1, 30.6\nClues:\n"
		// bare lap times, no unit anywhere: not known to be taken times
		bare = "riders: Ada, Bram, Cleo\nbikes: red, blue, white\nlap times: 28.4, 29.1, 30.6\nClues:\n"
		// bare lap times in a text that counts minutes
		walks = "Each hiker's lap took some minutes.\n\nhikers: Ada, Bram, Cleo\nboots: red, blue, white\nlap times: 28.4, 29.1, 30.6\nClues:\n"
		// bare numbers of a measure, no places: between in value
		bakes = "bakers: Ada, Bram, Cleo, Dev\ncakes: lemon, plum, rum, fig\nscores: 61, 70, 78, 85\nClues:\n"
		// a row of seats as well: between is in the row
		stalls = "seats: 1, 2, 3, 4\nguests: Ada, Bram, Cleo, Dev\nages: 20, 30, 40, 50\nClues:\n"
		// an orchestra: two violins among the instruments
		strings4 = "players: Ada, Bram, Cleo, Dev\nparts: first violin, second violin, viola, cello\nClues:\n"
		// three kinds of pie among four
		pies = "bakers: Ada, Bram, Cleo, Dev\nbakes: apple pie, plum pie, meat pie, scone\nClues:\n"
		// every item ends in the noun: no group smaller than all
		roses = "growers: Ada, Bram, Cleo\nroses: tea rose, dog rose, moss rose\nClues:\n"
		// the story names each one's "busiest day": a weekday category
		shops = "Each shop had its busiest day on a different weekday.\n\nshops: baker, butcher, grocer\ndays: Monday, Tuesday, Wednesday\ntakings: $300, $450, $600\nClues:\n"
		// no such story: "busiest day" is a superlative
		shops2 = "shops: baker, butcher, grocer\ndays: Monday, Tuesday, Wednesday\ntakings: $300, $450, $600\nClues:\n"
		// crowds at grounds, with thousands separators
		gates = "clubs: Ayr, Bury, Crewe\ngrounds: Oak Park, Mill Lane, Bell Road\ncrowds: 4,200, 5,900, 7,300\nClues:\n"
		// moons measured from their planet in km; a distance category
		moons = "moons: Io, Rhea, Titan\nfinders: Ada, Bram, Cleo\ndistances: 100 km, 200 km, 300 km\nClues:\n"
		// prices and the times the stalls sold out: two numeric categories
		fete = "stalls: Ada, Bram, Cleo, Dev\nprices: $1, $2, $3, $4\nsold out: 9:00am, 10:00am, 11:00am, noon\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// u30-12: "fetched the top price" was read as the top estimate
		{"top price of two money categories: the price, not the valuation", cars, "The Morgan fetched the top price.", "Morgan=$33,000"},
		{"the bottom price: the lowest sale price", cars, "Cleo's car made the bottom price.", "Cleo=$12,000"},
		{"paid more: the sale price", cars, "Ada paid $8,000 more than Bram.", "sale prices$Bram:Ada:+800000"},
		{"sold for less: the sale price", cars, "The Rover sold for less than the Jaguar.", "sale prices$Rover:Jaguar"},
		{"valued higher: \"valued\" is not read as the valuations' word: both, the puzzle decides", cars, "The Rover was valued higher than Bram's car.", "valuations$Bram:Rover || sale prices$Bram:Rover"},
		{"the valuation named with paying words elsewhere", cars, "Ada's car had a higher valuation than the Rover.", "valuations$Rover:Ada"},
		// near miss: neither category is a price: both readings
		{"raised more, two money categories neither a price: both", funds, "The quiz took $300 more than Ada's event.", "targets$Ada:quiz:+30000 || totals raised$Ada:quiz:+30000"},
		// near miss: both are prices: both readings
		{"paid more, two prices: both readings", trips, "Ada paid more than Bram.", "train fares$Bram:Ada || hotel prices$Bram:Ada"},
		{"the top price of two prices: both readings", trips, "Cleo went to the town with the top price.", "Cleo=$40 || Cleo=$100"},
		{"made more at auction: the sale price", cars, "The Jaguar made more at auction than the Rover did.", "sale prices$Rover:Jaguar"},
		// u30-12: "Dr. Kwan's purchase sold for just $8,000 over its
		// estimate": one row's two values of one measure
		{"N over its own other measure", cars, "Bram's car sold for $3,000 over its valuation.", "Bram*$10,000 / Bram*$20,000 / Bram>$30,000>Bram>$33,000"},
		{"N under her target: the finish time lower", race, "Ms. Briar finished 1 minute under her target time.", "Ms. Briar*40 minutes / Ms. Briar>45 minutes>Ms. Briar>44 minutes / Ms. Briar*50 minutes"},
		{"more than its own: no amount", cars, "The Rover sold for more than its valuation.", "Rover|$20,000|Rover|$12,000 / Rover>$30,000>Rover>$33,000"},
		{"the surname alone, possessive, opening the sentence", shop, "Green's bag was red.", "Mr. Green=red"},
		{"the surname alone inside the sentence", shop, "The red bag was Cole's.", "red=Ms. Cole"},
		{"the surname alone of a titled name, capitalised", race, "Coyle's finish time was 52 minutes.", "Dr. Coyle=52 minutes"},
		// u30-12: "the first of the five to be offered" of lot numbers
		{"the first to X of numbered turns: the lowest", open, "Bram was the first of the three to sing.", "Bram=2"},
		{"the last to X of numbered turns: the highest", open, "The polka singer was the last to perform.", "polka=9"},
		// u30-04: bare lap times, "seconds" only in the clues or story
		{"faster of bare times counted in seconds: less time", pool, "Ada swam faster than the red cap.", "split times$Ada:red"},
		{"N seconds slower", pool, "Bram was 1.5 seconds slower than Cleo.", "split times$Cleo:Bram:+150"},
		{"the fastest: the least time", pool, "Cleo set the fastest split.", "Cleo=28.4"},
		{"slower than one but faster than another", pool, "The blue cap was slower than Ada but faster than Cleo.", "split times$Ada:blue / split times$blue:Cleo"},
		// u30-11: "polling somewhere between A and B" of percentages
		{"somewhere between in value: either order, the puzzle decides", bakes, "Ada scored somewhere between Bram and the fig cake.", "scores$Bram:Ada / scores$Ada:fig || scores$fig:Ada / scores$Ada:Bram"},
		{"between two possessives", bakes, "The lemon cake's score was between Cleo's and Dev's.", "scores$Cleo:lemon / scores$lemon:Dev || scores$Dev:lemon / scores$lemon:Cleo"},
		{"between, two numeric categories: the one the words name (sold out), not the price", fete, "Ada's stall sold out sometime between Bram's and Cleo's.", "sold out$Bram:Ada / sold out$Ada:Cleo || sold out$Cleo:Ada / sold out$Ada:Bram"},
		{"between with a row of seats: the row", stalls, "Ada sat between Bram and Cleo.", "seats$Bram:Ada / seats$Ada:Cleo || seats$Cleo:Ada / seats$Ada:Bram || seats%Ada:Bram:1 / seats%Ada:Cleo:1 / seats%Bram:Cleo:2"},
		// u30-08: "Theo isn't one of the guards" of two guards' positions
		{"not one of the group: neither item", strings4, "Bram isn't one of the violins.", "Bram*first violin*second violin"},
		{"one of the group: either item", strings4, "Cleo is one of the violins.", "Cleo~first violin|second violin"},
		{"not a member, singular", strings4, "Dev was not a violin.", "Dev*first violin*second violin"},
		{"a group of three: not any of them", pies, "Ada isn't one of the pies.", "Ada*apple pie*plum pie*meat pie"},
		{"among the group", pies, "Bram was among the pies.", "Bram~apple pie|plum pie|meat pie"},
		// u30-06: "The town whose wettest month was March", "Ashby's
		// wettest month was the one right after Stourton's"
		{"the story's superlative phrase names the category", shops, "The shop whose busiest day was Monday took the most money.", "Monday=$600"},
		{"the story's phrase, possessive, the one right after", shops, "The grocer's busiest day was the one right after the baker's.", "days$baker:grocer:1"},
		{"the story's phrase after 'the' is the superlative", shops, "The busiest day of all was the grocer's.", "$600=grocer"},
		{"the one just before, no story phrase", shops2, "The butcher's day was the one just before the grocer's.", "days$butcher:grocer:1"},
		// u30-02: "Exactly one of the Eastgate and Millbrook candidates
		// topped 10,000 votes"
		{"topped N: more than N", gates, "Ayr's crowd topped 5,000.", "Ayr~5,900|7,300"},
		{"exactly one of two descriptions with a bound", gates, "Exactly one of the Oak Park and Mill Lane clubs topped 5,000.", "Oak Park|4,200|Mill Lane|4,200 / Oak Park|5,900|Mill Lane|5,900 / Oak Park|5,900|Mill Lane|7,300 / Oak Park|7,300|Mill Lane|5,900 / Oak Park|7,300|Mill Lane|7,300"},
		{"exactly one of two names with a bound", gates, "Exactly one of Ayr and Bury drew fewer than 6,000.", "Ayr|4,200|Bury|4,200 / Ayr|4,200|Bury|5,900 / Ayr|5,900|Bury|4,200 / Ayr|5,900|Bury|5,900 / Ayr|7,300|Bury|7,300"},
		// u30-01: "farther from Earth than": Earth is where distances are from
		{"farther from Earth: the distance", moons, "Titan lies farther from Earth than Ada's moon.", "distances$Ada:Titan"},
	}
	wantReadings(t, cases)
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"a negated comparison with its own value is not read", cars, "The Rover did not sell for more than its valuation.", "negated"},
		{"a surname opening the sentence without 's may be a word", shop, "Green paint was on the red bag.", ""},
		{"a surname in lower case is a word", shop, "Mrs. Baker's bag was the green one.", ""},
		{"ticket numbers order nothing: no first", raffle, "Ada was the first to win.", ""},
		{"bare lap times and no unit said: faster is not read", bare, "Ada rode faster than Bram.", "faster"},
		{"bare lap times in minutes talk: not read as seconds", walks, "Ada was 2 seconds quicker than Bram.", ""},
		{"sat between, no row of seats: no value between", bakes, "Ada sat between Bram and Cleo.", "positions in a row"},
		{"every item ends in the noun: no group", roses, "Ada isn't one of the roses.", ""},
		{"a word no item ends with", strings4, "Ada isn't one of the drummers.", ""},
		{"no story: busiest day is a superlative with another item", shops2, "The grocer's busiest day was right after the baker's.", ""},
		{"farther from a name that is no item: lost, refused", moons, "Titan lies farther from Saturn than Ada's moon.", "Saturn"},
		{"exactly one of two, the halves of different categories", gates, "Exactly one of Ayr and Bury played at Oak Park and drew 4,200.", ""},
		{"between, two numeric categories, no word for either", fete, "Ada's stall came between Bram's and Cleo's.", ""},
		{"a negated between in value", bakes, "Ada didn't score between Bram and Cleo.", "negated"},
	})
}
