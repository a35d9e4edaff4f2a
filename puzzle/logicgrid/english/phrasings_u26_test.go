package english

import "testing"

// Phrasings of testdata/unseen26 (issue 25): logic grids as puzzle sites
// and apps print them. Each construction in words, themes and categories
// other than the set's, with near misses that must be refused or read
// otherwise.
func TestPublishedPhrasingsU26(t *testing.T) {
	const (
		pool    = "swimmers: Ann, Bo, Cy, Di\ntimes: 50 seconds, 55 seconds, 60 seconds, 65 seconds\nprizes: $100, $200, $300, $400\nClues:\n"
		kids    = "kids: Ann, Bo, Cy\nheights: 4'0\", 4'2\", 4'4\"\nallowances: $5, $6, $7\nClues:\n"
		cafe    = "Level: Easy. Three friends met at a cafe, each ordering a different drink. The prices were $2, $3 and $4. Match each friend with a drink and a price.\n\nfriends: Ann, Bo, Cy\ndrinks: cocoa, latte, tea\nprices: $2, $3, $4\nClues:\n"
		street  = "Puzzle #12: Four neighbours on Elm Street each keep a pet and drive a car. Work out who owns what.\n\nneighbours: Ann, Bo, Cy, Di\npets: cat, dog, emu, fox\ncars: Audi, Fiat, Kia, Seat\nClues:\n"
		docs    = "doctors: Dr. Ames, Dr. Bell, Dr. Cole\ncities: St. Louis, St. Paul, Ft. Worth\nClues:\n"
		books   = "readers: Ann, Bo, Cy\nbooks: The Old Man and the Sea, War and Peace, Emma\nClues:\n"
		studios = "artists: Ann, Bo, Cy\nstudios: 200, 250, 300\nrents: $500, $600, $700\nClues:\n"
		tanks   = "tanks: blue, red, green\nvolumes: 20, 30, 40\nprices: $50, $60, $70\nClues:\n"
		hikes   = "hikers: Ann, Bo, Cy, Di\ntimes: 2 hours, 3 hours, 4 hours, 5 hours\ndistances: 4 miles, 6 miles, 8 miles, 10 miles\nClues:\n"
		packs   = "hikers: Ann, Bo, Cy, Di\nloads: 3 pounds, 4 pounds, 5 pounds, 6 pounds\ndistances: 4 miles, 6 miles, 8 miles, 10 miles\nClues:\n"
		polls   = "candidates: Ann, Bo, Cy, Di\nvotes: 212, 248, 284, 320\nfees: $10, $20, $30, $40\nClues:\n"
		zoo     = "kids: Ann, Bo, Cy, Di\nvisits: 2, 4, 6, 8\nages: 6, 8, 10, 12\nClues:\n"
		fees    = "kids: Ann, Bo, Cy, Di\nfees: $10, $20, $30, $40\nweights: 10 pounds, 20 pounds, 30 pounds, 40 pounds\nClues:\n"
		club    = "members: Ann, Bo, Cy, Dee\npets: cat, dog, emu, fox\ntowns: Ely, Hove, Rye, Wick\nClues:\n"
		critics = "critics: Ann, Bo, Cy\nfilms: Alien, Heat, Jaws\nranks: 1st, 2nd, 3rd\nClues:\n"
		bakers  = "bakers: Ann, Bo, Cy, Di\nloaves: 10, 20, 30, 40\nages: 30, 40, 50, 60\nClues:\n"
		court   = "players: Ann, Bo, Cy, Di\nheights: 5'8\", 5'10\", 6'0\", 6'2\"\nnumbers: 4, 9, 12, 23\nClues:\n"
		league  = "teams: Owls, Hawks, Jays, Wrens\nwins: 3, 5, 7, 9\nruns: 20, 30, 40, 50\nages: 10, 11, 12, 13\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// u26-04: "The person who raised the most money finished somewhat
		// faster than Juniper" was read as a comparison of pledges
		{"faster measures time, not the money its subject is named by", pool, "The swimmer who won the most money swam faster than Bo.", "times$$400:Bo"},
		{"slower, a money item as the object", pool, "Ann was slower than the swimmer with the $100 prize.", "times$$100:Ann"},
		// u26-05, u26-12: "Difficulty: Medium. Four students ran ..." was
		// read as a category line
		{"a label and sentences before the categories: the intro", cafe, "Ann paid $3.", "Ann=$3"},
		{"a numbered puzzle's label before the intro", street, "Bo drives the Kia.", "Bo=Kia"},
		{"abbreviations with periods are items, not sentences", docs, "Dr. Ames lives in St. Paul.", "Dr. Ames=St. Paul"},
		{"a long title is an item, not a sentence", books, "Bo read The Old Man and the Sea.", "Bo=The Old Man and the Sea"},
		// u26-06: "40 square feet smaller than Beckett's" of bare numbers
		{"square feet named only in the clue", studios, "Ann's studio is 50 square feet smaller than Bo's.", "studios$Ann:Bo:+50"},
		{"cubic feet named only in the clue", tanks, "The blue tank holds 10 cubic feet more than the red tank.", "volumes$red:blue:+10"},
		// u26-07: "needed fewer minutes than": the unit after the comparative
		{"fewer hours than: the times", hikes, "Ann needed fewer hours than Bo.", "times$Ann:Bo"},
		{"more minutes than, of times in hours: converted", hikes, "Ann walked more minutes than Bo did.", "times$Bo:Ann"},
		{"more miles than: the distances", hikes, "Cy hiked more miles than Di.", "distances$Di:Cy"},
		{"more votes than", polls, "Ann got more votes than Bo.", "votes$Bo:Ann"},
		{"less money than", polls, "Cy paid less money than Di.", "fees$Cy:Di"},
		// u26-02: "downloaded 6,500 more times than": a count, no ratio
		{"N more times than: a count of visits", zoo, "Ann visited the zoo 2 more times than Bo.", "visits$Bo:Ann:+2"},
		{"N fewer times than", zoo, "Cy went 4 fewer times than Di.", "visits$Cy:Di:+4"},
		// u26-02: "not developed by Quinn or by Soren"
		{"not from A or from B", club, "Ann isn't from Ely or from Rye.", "Ann*Ely*Rye"},
		{"not with A or with B", club, "Bo doesn't live with the cat or with the dog.", "Bo*cat*dog"},
		{"neither by A nor by B", club, "The emu was adopted by neither Cy nor by Dee.", "emu*Cy*Dee"},
		// u26-03: a comma printed inside the closing quote
		{"a comma inside the closing quote ends the clause", critics, "Ann, who didn't review \"Jaws,\" placed ahead of Bo.", "Ann*Jaws / ranks$Ann:Bo"},
		{"a quote opening after a comma keeps its comma", critics, "Ann, who reviewed \"Heat\", placed ahead of Cy.", "Ann=Heat / ranks$Ann:Cy"},
		// u26-04: "Of the five runners, Helena is the youngest, but she wasn't the fastest."
		{"of the whole group: no restriction", bakers, "Of the four bakers, Cy is the oldest, but he didn't bake the most loaves.", "Cy=60 / Cy*40 (loaves)"},
		{"among all the N", bakers, "Among all four bakers, Di is the youngest.", "Di=30 (ages)"},
		// u26-11: "At 5'10\", Everett is the shortest of the four."
		{"an opening height is its subject's", court, "At 6'0\", Cy is taller than Di.", "heights$Di:Cy / Cy=6'0\""},
		{"an opening age is its subject's", bakers, "At 60, Bo baked more loaves than Ann.", "loaves$Ann:Bo / Bo=60"},
		// u26-10: "trailed Fiona's both in percentage funded and in backers"
		{"trailed in X and in Y: two comparisons", league, "The Owls trailed the Hawks both in wins and in runs.", "wins$Owls:Hawks / runs$Owls:Hawks"},
		{"led in X", league, "The Jays led the Wrens in runs.", "runs$Wrens:Jays"},
	}
	wantReadings(t, cases)
	refused := []struct{ why, head, sentence, want string }{
		{"faster of money and heights alone: nothing to compare", kids, "Ann ran faster than Bo.", "compares no numeric category"},
		{"a sentence after the categories is no list of items", "friends: Ann, Bo, Cy\nNote: Each friend ordered one drink. They paid $2, $3 and $4 in some order.\ndrinks: cocoa, latte, tea\nClues:\n", "Ann had the tea.", "a sentence is no list of items"},
		{"more minutes than, where nothing is timed", packs, "Ann walked more minutes than Bo.", "compares no numeric category"},
		{"N more times than of money or weights: no count", fees, "Ann paid 10 more times than Bo.", "compares no numeric category"},
		{"N times more than stays ambiguous", zoo, "Ann visited 3 times more than Bo.", "ambiguous"},
		{"or with a different preposition: not one list", club, "Ann isn't from Ely or with the dog.", "negated either/or"},
		{"an opening number two categories share (an age or a count): refused", bakers, "At 40, Bo baked more loaves than Ann.", "split it into simpler sentences"},
		{"an opening amount before a description, no named subject: refused", bakers, "At 60, the oldest baker made 10 loaves.", "to say how they relate"},
		{"square metres where the number is an item", studios, "Ann's studio is 200 square metres larger than Bo's.", "split it into simpler sentences"},
	}
	wantRefused(t, refused)
}
