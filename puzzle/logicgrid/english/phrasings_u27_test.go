package english

import "testing"

// Phrasings of testdata/unseen27 (issue 25), each construction in words,
// themes and categories other than the set's.
func TestPublishedPhrasingsU27(t *testing.T) {
	const (
		// a row of berths numbered from the harbour wall; boats and owners
		quay = "Four boats are moored along the quay, in berths numbered 1 to 4 from the harbour wall.\n\n" +
			"berths: 1, 2, 3, 4\nskippers: Ada, Bram, Cleo, Dev\nboats: ketch, sloop, yawl, dory\nClues:\n"
		// no row at all: pupils and instruments
		band = "pupils: Ada, Bram, Cleo\ninstruments: flute, harp, oboe\ntowns: Ely, Hove, Rye\nClues:\n"
		// a year and a month together make the date of a founding
		clubs = "clubs: chess, rowing, choir, drama\nyears: 1961, 1970, 1982, 1990\nmonths: March, May, October, November\nClues:\n"
		// two events: a birth year and a month of graduation
		grads = "graduates: Ada, Bram, Cleo\nbirth years: 1990, 1992, 1995\ngraduation months: May, June, July\nClues:\n"
		// dates all of one month, and times of day
		fairs = "fairs: cider, wool, honey, cheese\ndates: 3rd May, 10th May, 17th May, 24th May\ntimes: 9:00am, 10:00am, 11:00am, noon\nClues:\n"
		// dates spanning two months
		talks = "speakers: Ada, Bram, Cleo\ndates: 28th March, 4th April, 11th April\ntopics: bats, bees, owls\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// u27-03: "The Falcon is parked two houses along from the Kellys"
		// was read "the Falcon is the Kellys": N along from is a distance
		{"N along from: that many apart", quay, "The sloop is moored two berths along from Ada's boat.", "berths%sloop:Ada:2"},
		{"N along from, a noun of places not the category's", quay, "Cleo is three moorings along from the dory.", "berths%Cleo:dory:3"},
		{"one along from", quay, "The yawl is tied up one berth along from Dev.", "berths%yawl:Dev:1"},
		{"a few along from a place: how far is not read, but two boats", quay, "The ketch is moored a stone's throw from Bram.", "ketch*Bram"},
		{"round the corner from: two people", band, "The harp player lives round the corner from Cleo.", "harp*Cleo"},
		{"a long way from: two people", band, "Ada lives a long way from the oboe player.", "Ada*oboe"},
		// u27-02: "later in the year than" of years and months: the months
		{"later in the year: months, not years", clubs, "The rowing club was founded later in the year than the choir.", "months$choir:rowing"},
		{"earlier in the year, and the year itself elsewhere", clubs, "The club founded in 1970 was formed earlier in the year than the drama club.", "months$1970:drama"},
		{"later in the month: a date of one month", fairs, "The wool fair was held later in the month than the honey fair.", "dates$honey:wool"},
		{"earlier in the day of dates and times: the time", fairs, "The cider fair opened earlier in the day than the cheese fair.", "times$cider:cheese"},
		// u27-02: "the last of the five couples to marry": a year and a
		// month make one date, and the year alone orders the events
		{"the last to X of years and months: the latest year", clubs, "The drama club was the last of the four to be founded.", "drama=1990"},
		{"the first to X: the earliest year", clubs, "The chess club was the first to form.", "chess=1961"},
		{"before, of years and months: the year", clubs, "The choir was founded before the chess club.", "years$choir:chess"},
		{"a date and times of day: the date orders the events", fairs, "The cheese fair came after the cider fair.", "dates$cider:cheese"},
		{"by an amount in months: the months still", clubs, "The choir was founded two months after the chess club.", "months$chess:choir:+2"},
		// near miss: a birth year and a graduation month are two events
		{"two events: both readings, the puzzle decides", grads, "Ada graduated before Bram.", "birth years$Ada:Bram || graduation months$Ada:Bram"},
	}
	wantReadings(t, cases)
	refused := []struct{ why, head, sentence, want string }{
		{"along from, no count", quay, "The dory is moored along from Bram.", "say how many"},
		{"along from, no row", band, "Ada lives two houses along from Cleo.", "no category of numbered positions"},
		{"down the road from, no row", band, "Ada lives down the road from the harp player.", "no category of numbered positions"},
		{"up the quay from, no count", quay, "The ketch is moored up the quay from Cleo.", "up or down a row"},
		{"later in the month of dates across two months", talks, "Ada spoke later in the month than Bram.", "no category of times within a month"},
		{"later in the year with no month or date", "teams: Ash, Elm, Oak\nyears: 1990, 1995, 2000\nClues:\n", "Ash was formed later in the year than Elm.", "no category of times within a year"},
	}
	wantRefused(t, refused)
}
