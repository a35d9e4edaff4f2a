package english

import (
	"context"
	"testing"
)

// Plain readings (deduce read, the diagnosis, solve's JSON) say what was
// understood in English: places are finished, not "has finish 3rd"; money
// keeps its thousands separators; one unit is singular; weekdays are days.
func TestPlainReadsAsEnglish(t *testing.T) {
	const (
		race   = "runners: Kara, Lena, Mia, Nora\nfinish: 1st, 2nd, 3rd, 4th\nages: 24 years, 25 years, 26 years, 27 years\nClues:\n"
		houses = "buyers: Ann, Bo, Cy\nhouses: cabin, loft, villa\nprices: $25,000, $30,000, $35,000\nClues:\n"
		cargo  = "crates: red, blue, green\nweights: 10 kilograms, 11 kilograms, 12 kilograms\nloaders: Al, Bo, Cy\nClues:\n"
		week   = "couriers: Ida, Jo, Lu\ndays: Monday, Tuesday, Wednesday\nparcels: books, tea, shoes\nClues:\n"
		tally  = "players: Al, Bo, Cy\npoints: 1, 2, 3\nscores: 80, 90, 100\nshirts: 7, 9, 12\nClues:\n"
		hikes  = "hikers: Kim, Lou, Max\nmiles: 4 miles, 6 miles, 8 miles\nClues:\n"
		rides  = "riders: Pam, Rick, Sara\nmodes: bus, bike, train\ncommutes: 15 minutes, 20 minutes, 25 minutes\nClues:\n"
		scoops = "kids: Abe, Bo, Cy\nflavors: mint, peach, plum\nscoops: 1, 2, 3\nClues:\n"
		chess  = "players: Fiona, Hana, Ian\nclubs: Elm, Oak, Pine\nratings: 1450, 1500, 1550\nClues:\n"
		cars   = "owners: Nate, Olga, Pete\ncars: Bel Air, Corvette, Mustang\nyears: 1955, 1957, 1963\nClues:\n"
		depart = "travelers: Ann, Bea, Cal\ncities: Oslo, Rome, Lima\ndepartures: 7:00am, 8:00am, 9:00am\nClues:\n"
		relay  = "swimmers: Gina, Hugo, Iris\nlegs: first, second, third\nstrokes: crawl, fly, back\nClues:\n"
		stars  = "stars: Vega, Rigel, Deneb\ndistances: 20 light years, 21 light years, 26 light years\nClues:\n"
		kids   = "kids: Finn, Gus, Hal\ncostumes: ghost, robot, pirate\nages: 6, 7, 9\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		{"a place is finished", race, "Mia finished third.", "Mia finished 3rd"},
		{"places apart are finished before", race, "Kara finished 2 spots before Lena.", "Kara finished 2 places before Lena"},
		{"one place", race, "Nora finished 1 place behind Mia.", "Mia finished 1 place before Nora"},
		{"before in a ranking", race, "Mia finished sometime after Lena.", "Lena finished before Mia"},
		{"thousands of dollars", houses, "Ann paid $5,000 more than Bo.", "Ann paid $5,000 more than Bo"},
		{"one unit is singular; weight is heavier", cargo, "The red crate weighs a kilogram more than the blue crate.", "Red is 1 kilogram heavier than blue"},
		{"weekdays are days later, with no verb the puzzle did not say", week, "Jo came a day after Lu.", "Jo is 1 day later than Lu"},
		{"bare numbers count the category's name", tally, "Bo has 2 points.", "Bo has 2 points"},
		{"a level is a score of", tally, "Al scored 90 in the final.", "Al has a score of 90"},
		{"a label names, it does not count", tally, "Cy wears shirt 12.", "Cy is the one whose shirt is 12"},
		{"an item with its unit", hikes, "Lou hiked 4 miles.", "Lou has 4 miles"},
		// the category's noun and its unit as printed (not "has 15 minutes",
		// "By commutes, Sara is 5 minutes more than Pam", "has 1 scoops")
		{"a duration is a noun measured in its unit", rides, "The bike rider's trip takes 15 minutes.", "The one whose mode is bike has a commute of 15 minutes"},
		{"a longer duration", rides, "Sara's commute is 5 minutes longer than Pam's.", "Sara has a commute 5 minutes longer than Pam"},
		{"a shorter duration, no amount", rides, "Rick spends less time commuting than the train rider.", "Rick has a shorter commute than the one whose mode is train"},
		{"one scoop", scoops, "Bo ordered a single scoop, 1 in all.", "Bo has 1 scoop"},
		{"counted in the category's noun", scoops, "Cy had 2 more scoops than Abe.", "Cy has 2 more scoops than Abe"},
		{"fewer of the noun", scoops, "The mint fan ate fewer scoops than Bo.", "The one whose flavor is mint has fewer scoops than Bo"},
		{"a level is higher", chess, "Hana is rated 50 points higher than Fiona.", "Hana has a rating 50 higher than Fiona"},
		{"a level, no amount", chess, "The Pine player has a lower rating than Ian.", "The one whose club is Pine has a lower rating than Ian"},
		{"a model year, not a birth year", cars, "The Corvette is 8 years newer than the Bel Air.", "The one whose car is Corvette is from 8 years later than the one whose car is Bel Air"},
		{"a model year, no amount", cars, "Nate's car is older than Olga's.", "Nate is from an earlier year than Olga"},
		{"departures are left", depart, "Bea departed an hour after Ann.", "Bea left 1 hour later than Ann"},
		{"the leg of a relay", relay, "Hugo swam the third leg.", "Hugo has the third leg"},
		{"a leg later", relay, "Iris swam the leg right after Gina's.", "Iris has a leg 1 later than Gina"},
		{"a two-word unit, singular for one", stars, "Vega is 1 light year closer than Rigel.", "Rigel has a distance 1 light year higher than Vega"},
		{"a label with its noun in the item", "tenants: Mona, Ned, Pax\npets: cat, dog, fish\nfloors: 1st floor, 2nd floor, 3rd floor\nClues:\n", "The dog owner lives on the 3rd floor.", "The one with the dog has the 3rd floor"},
		{"a label with its noun: no unit after the amount", "tenants: Mona, Ned, Pax\npets: cat, dog, fish\nfloors: 1st floor, 2nd floor, 3rd floor\nClues:\n", "Mona lives 2 floors above Ned.", "Mona has a floor 2 higher than Ned"},
		{"grades are higher", "kids: Abby, Brad, Drew\npets: cat, dog, fish\ngrades: 1st, 2nd, 3rd\nClues:\n", "Abby is 2 grades ahead of Brad.", "Abby has a grade 2 higher than Brad"},
		{"a plural in -ches", "kids: Abby, Brad, Drew\nsandwiches: club, reuben, blt\nClues:\n", "Abby didn't order the club.", "Abby is not the one whose sandwich is club"},
		{"a money category nobody paid", "towns: Ash, Birch, Cedar\nbudgets: $1.5 million, $2 million, $2.5 million\nClues:\n", "Ash's budget is $500,000 more than Birch's.", "Ash has a budget $500,000 higher than Birch"},
		{"a measure of bare numbers", "towns: Ash, Birch, Cedar\npopulations: 1,200, 1,500, 1,800\nClues:\n", "Ash has 1,500 people.", "Ash has a population of 1,500"},
		{"a first category of houses in a row", "house: 1, 2, 3\ncolour: red, green, blue\nClues:\n", "The red one is the second house.", "The one whose colour is red is in house 2"},
		{"ages are older", kids, "The pirate is 3 years older than Finn.", "The one whose costume is pirate is 3 years older than Finn"},
		// not next to: one phrase, not its cases ("If Ann is in stall 1, then Bo is not in stall 2; ...")
		{"not next to", "traders: Ann, Bo, Cy, Di\nstalls: 1, 2, 3, 4\nClues:\n", "Ann is not next to Bo.", "Ann is not next to Bo"},
		{"not two places away", "traders: Ann, Bo, Cy, Di\nstalls: 1, 2, 3, 4\nClues:\n", "Ann is not two stalls away from Bo.", "Ann is not 2 places away from Bo"},
		{"not directly right of", "traders: Ann, Bo, Cy, Di\nstalls: 1, 2, 3, 4\nClues:\n", "Ann is not directly to the right of Bo.", "Bo is not immediately to the left of Ann"},
	}
	for _, tc := range cases {
		r, err := ReadSentences(context.Background(), "s", []byte(tc.head+tc.sentence+"\n"))
		if err != nil {
			t.Errorf("%s: %q: %v", tc.why, tc.sentence, err)
			continue
		}
		if got := PlainReadings(r.Puzzle, r.Sentences[0])[0]; got != tc.want {
			t.Errorf("%s: %q said %q, want %q", tc.why, tc.sentence, got, tc.want)
		}
	}
}
