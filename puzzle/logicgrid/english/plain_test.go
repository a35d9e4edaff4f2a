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
	)
	cases := []struct{ why, head, sentence, want string }{
		{"a place is finished", race, "Mia finished third.", "Mia finished 3rd"},
		{"places apart are finished before", race, "Kara finished 2 spots before Lena.", "Kara finished 2 places before Lena"},
		{"one place", race, "Nora finished 1 place behind Mia.", "Mia finished 1 place before Nora"},
		{"before in a ranking", race, "Mia finished sometime after Lena.", "Lena finished before Mia"},
		{"thousands of dollars", houses, "Ann paid $5,000 more than Bo.", "Ann paid $5,000 more than Bo"},
		{"one unit is singular", cargo, "The red crate weighs a kilogram more than the blue crate.", "By weights, red is 1 kilogram more than blue"},
		{"weekdays are days later", week, "Jo came a day after Lu.", "Jo left 1 day later than Lu"},
		{"bare numbers count the category's name", tally, "Bo has 2 points.", "Bo has 2 points"},
		{"a level is a score of", tally, "Al scored 90 in the final.", "Al has a score of 90"},
		{"a label names, it does not count", tally, "Cy wears shirt 12.", "Cy is the one whose shirt is 12"},
		{"an item with its unit", hikes, "Lou hiked 4 miles.", "Lou has 4 miles"},
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
