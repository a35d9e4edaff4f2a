package english

import (
	"context"
	"strings"
	"testing"
)

// Phrasings of testdata/unseen14 (issue 25), each construction in words
// other than the set's: statements joined by "or" of which exactly one (or
// at least one) holds, a superlative of a category named for lengths in a
// sentence whose verb names another category.
func TestPublishedPhrasings14(t *testing.T) {
	const (
		trips = "travelers: Ann, Bo, Cy, Dee\ncities: Oslo, Rome, Lima, Kyiv\ndepartures: 8:00am, 8:30am, 9:00am, 9:30am\nages: 21, 22, 23, 24\nClues:\n"
		sale  = "sellers: Ann, Bo, Cy, Dee\nsnacks: fudge, pie, tart, scone\nprices: $1.00, $1.10, $1.25, $1.50\nClues:\n"
		show  = "players: Ann, Bo, Cy, Dee\ninstruments: flute, oboe, harp, piano\ntimes: 7:00pm, 7:20pm, 7:40pm, 8:00pm\nClues:\n"
		race  = "Four friends ran a race, and each finished in a different time.\nrunners: Ann, Bo, Cy, Dee\ntimes: 2:10, 2:25, 2:40, 2:55\nClues:\n"
		pets  = "owners: Ann, Bo, Cy, Dee\npets: cat, dog, rat, hen\nages: 3 months, 6 months, 1 year, 3 years\nClues:\n"
		crops = "growers: Ann, Bo, Cy, Dee\nvegetables: kale, leeks, peas, beets\nplots: 1, 2, 3, 4\nharvests: 4 lbs, 6 lbs, 12 lbs, 14 lbs\nClues:\n"
		lot   = "spaces: #1, #2, #3, #4\ndrivers: Al, Bo, Cy, Di\ncolors: red, blue, tan, gray\nClues:\n"
		books = "readers: Ann, Bo, Cy\nlengths: 200 pages, 300 pages, 400 pages\nratings: 1 star, 2 stars, 3 stars\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// u14-09: "Exactly one of the following is true: A, or B" was read
		// as "X is either A, B or C" of its four items
		{"exactly one of the following is true: two facts", trips, "Exactly one of the following is true: Ann flew to Rome, or Cy is 22.", "Ann|Rome|Cy|22 / Ann}Rome}Cy}22"},
		{"only one of these statements holds", trips, "Only one of these statements holds: Bo left at 8:30am, or Dee went to Lima.", "Bo|8:30am|Dee|Lima / Bo}8:30am}Dee}Lima"},
		{"one and only one, a negated fact: the two facts hold together", trips, "One and only one of the following is true: Ann didn't go to Oslo; or Bo is 24.", "Ann>Oslo>Bo>24 / Bo>24>Ann>Oslo"},
		{"at least one of the following is true", trips, "At least one of the following is true: Cy went to Kyiv, or Dee left at 9:00am.", "Cy}Kyiv}Dee}9:00am"},
		{"either one statement or another, but not both", trips, "Either Ann is 21 or Bo flew to Lima, but not both.", "Ann|21|Bo|Lima / Ann}21}Bo}Lima"},
		{"either one statement or another: exactly one first, or at least one", trips, "Either Cy left at 8:00am or Dee went to Rome.", "Cy|8:00am|Dee|Rome / Cy}8:00am}Dee}Rome || Cy}8:00am}Dee}Rome"},
		{"either ... or she ...: the pronoun is the first subject", trips, "Either Dee flew to Oslo or she is 23.", "Dee|Oslo|Dee|23 / Dee}Oslo}Dee}23 || Dee}Oslo}Dee}23"},
		// u14-07: "longest" of lengths, whatever verb names the ratings
		{"the longest book, rated: the longest is of the lengths", books, "The longest book was rated one star lower than Ann's.", "ratings$400 pages:Ann:+1"},
		{"the shortest novel, scored", books, "The shortest novel got a higher rating than Bo's.", "ratings$Bo:200 pages"},
		{"a longer book, rated", books, "Cy rated a longer book than Ann did.", "lengths$Ann:Cy"},
		// u14-01: US coins as amounts of money; "a quarter more" may also
		// be 25% more, and both readings are kept
		{"a dime more", sale, "Ann's snack cost a dime more than Bo's.", "prices$Bo:Ann:+10"},
		{"a nickel cheaper: no coin ratio", sale, "The pie sold for a nickel cheaper than the tart.", "prices$pie:tart:+5"},
		{"a quarter more: 25 cents, or 25% more", sale, "The scone went for a quarter more than Cy's snack.", "prices$Cy:scone:+25 || scone=$1.25 / Cy=$1.00"},
		{"a quarter less: 25 cents (no two prices are 3:4, so no 75% reading)", sale, "Dee paid a quarter less than Ann.", "prices$Dee:Ann:+25"},
		// u14-06: "the recital opened with X" is X first; "flutist"
		{"the recital opened with", show, "The recital opened with the harpist.", "harp=7:00pm"},
		{"the gala closed with", show, "The gala closed with Bo.", "Bo=8:00pm"},
		{"the flutist, the oboist", show, "The flutist played right after the oboist.", "times$oboe:flute:1"},
		{"the flautist", show, "The flautist played before Dee.", "times$flute:Dee"},
		// u14-03: a race's finishing times without am/pm: faster is less
		// time; "beat B by half an hour"
		{"the fastest of a race's times", race, "Bo was the fastest.", "Bo=2:10"},
		{"not the slowest", race, "Cy wasn't the slowest runner.", "Cy*2:55"},
		{"ran faster than", race, "Dee ran faster than Ann.", "times$Dee:Ann"},
		{"beat by half an hour", race, "Ann beat Cy by half an hour.", "times$Ann:Cy:+30"},
		{"beat by a quarter of an hour", race, "Bo beat Dee by a quarter of an hour.", "times$Bo:Dee:+15"},
		// u14-12: ages in months and years, counted in months
		{"the youngest of ages in months and years", pets, "The rat is the youngest pet.", "rat=3 months"},
		{"a year older, in months", pets, "Ann's pet is a year older than the cat.", "ages$cat:Ann:+12"},
		{"3 months younger", pets, "Bo's pet is 3 months younger than Cy's.", "ages$Bo:Cy:+3"},
		{"older, plain", pets, "The hen is older than the dog.", "ages$dog:hen"},
		// u14-04: "than anyone else's", a possessive of the others
		{"earlier in the week than anyone else's", trips, "Ann's flight left earlier than anyone else's.", "Ann=8:00am"},
		{"later than everybody else's", trips, "Bo's departure came later than everybody else's.", "Bo=9:30am"},
		{"older than anyone else's, in the group", pets, "Cy's pet is older than anyone else's in the group.", "Cy=3 years"},
		// u14-10: ", whose X ..., " between the subject and its verb: the
		// subject's X, then the rest of the subject
		{"A, whose pet is not ..., is older", pets, "Ann, whose dog isn't the youngest, is older than Bo.", "Ann=dog / dog*3 months / ages$Bo:Ann"},
		{"A, whose flight left first, is ...", trips, "Cy, whose flight left first, is 22.", "Cy=8:00am / Cy=22"},
		{"A, whose city is Rome, left before B", trips, "Dee, whose city is Rome, left before Ann.", "Dee=Rome / departures$Dee:Ann"},
		// u14-11: "at least 5 pounds more than": a difference of that much or
		// more, as the pairs of values it allows; "not in A's plot or in B's"
		{"at least 5 more: any of 12, 14 with any of 4, 6", crops, "The kale weighed at least 5 pounds more than the leeks.", "kale*4 lbs / kale*6 lbs / leeks*12 lbs / leeks*14 lbs"},
		{"at least 8 pounds less", crops, "Ann's crop came to at least 8 pounds less than Bo's.", "Ann*12 lbs / Ann*14 lbs / Bo*4 lbs / Bo*6 lbs / Ann>6 lbs>Bo>14 lbs"},
		{"at least 10 pounds heavier: only one pair", crops, "Cy's crop was at least 10 pounds heavier than the kale.", "Cy=14 lbs / kale=4 lbs"},
		{"not in A's plot or in B's", crops, "The leeks aren't in Ann's plot or in Bo's.", "leeks*Ann*Bo"},
		{"not at A's or at B's", crops, "The kale isn't at Cy's plot or at Ann's.", "kale*Cy*Ann"},
		// u14-05: spaces "#1" to "#5" are positions in a row, and "exactly
		// one car between" counts the places between two of them
		{"a hash-numbered space", lot, "Al is in space #2.", "Al=#2"},
		{"immediately right of, in hash-numbered spaces", lot, "Bo parked immediately to the right of the blue car.", "spaces$blue:Bo:1"},
		{"exactly one car is parked between", lot, "Exactly one car is parked between Al and Bo.", "spaces%Al:Bo:2"},
		{"there are two cars between", lot, "There are two cars between Di and the tan car.", "spaces%Di:tan:3"},
		{"there is exactly one vehicle between", lot, "There is exactly one vehicle between Al and the gray car.", "spaces%Al:gray:2"},
		{"one driver stood between", lot, "One driver stood between Cy and Di.", "spaces%Cy:Di:2"},
	}
	wantReadings(t, cases)
}

// Statements joined by "or" that are not two facts are refused, never
// read as one either/or list.
func TestStatementsRefused14(t *testing.T) {
	const trips = "travelers: Ann, Bo, Cy, Dee\ncities: Oslo, Rome, Lima, Kyiv\nseats: 1, 2, 3, 4\nages: 21, 22, 23, 24\nClues:\n"
	cases := []struct{ why, sentence, want string }{
		{"a comparison is no fact of one item", "Exactly one of the following is true: Ann is older than Bo, or Cy went to Rome.", "each statement must say"},
		{"three statements", "Exactly one of the following is true: Ann went to Rome, or Bo is 22, or Cy is 21.", "where the two statements part"},
		{"at least one, but not both", "At least one of these is true: Ann went to Rome, or Bo is 22, but not both.", "\"at least one\" and \"not both\""},
		{"clauses after or, no header", "Ann went to Rome, or Bo is 22.", "either/or"},
		{"a car between is no count", "A car is parked between Ann and Bo.", "want the one it places"},
	}
	for _, tc := range cases {
		got, err := readingsOf(trips, tc.sentence)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %q read as %q (err %v), want an error with %q", tc.why, tc.sentence, got, err, tc.want)
		}
	}
}

// A "#" line of the solution block is a comment unless it starts with an
// item: a puzzle whose spaces are "#1" to "#3" lists its rows that way.
func TestSolutionHashRows14(t *testing.T) {
	const text = "spaces: #1, #2, #3\ndrivers: Al, Bo, Cy\nClues:\nAl is in space #2.\nBo is in space #1.\nSolution:\n# rows below, checked by hand\n#1, Bo\n#2, Al\n#3, Cy\n"
	r, err := ReadSentences(context.Background(), "s", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if r.Puzzle.Known == nil {
		t.Fatal("no solution read")
	}
	if got := r.Puzzle.Known.Of[1][0]; r.Puzzle.Domains[1].Items[got] != "Bo" {
		t.Errorf("space #1 holds %s, want Bo", r.Puzzle.Domains[1].Items[got])
	}
}

// Clock times of no race are no speeds: "faster" is refused there (a train
// leaving at 2:10 is no faster than one at 2:25).
func TestNoRaceNoSpeed14(t *testing.T) {
	const rail = "trains: Gull, Hawk, Ibis, Jay\ntimes: 2:10, 2:25, 2:40, 2:55\nClues:\n"
	if got, err := readingsOf(rail, "The Gull is faster than the Hawk."); err == nil {
		t.Errorf("read as %q, want a refusal", got)
	}
}
