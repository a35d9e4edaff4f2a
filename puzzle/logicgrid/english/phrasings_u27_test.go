package english

import (
	"strings"
	"testing"
)

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
		// house numbers on one side of a road (story), numbered 10 to 16
		road = "Four neighbours live on the even side of Quarry Road.\n\nneighbours: Ada, Bram, Cleo, Dev\nnumbers: 10, 12, 14, 16\ncars: Fiat, Kia, Mini, Saab\nkids: 1 kid, 2 kids, 3 kids, 4 kids\nClues:\n"
		// house numbers named so, no story
		doors = "tenants: Ada, Bram, Cleo, Dev, Eli\nhouse numbers: 3, 7, 11, 15, 19\nhobbies: chess, darts, golf, judo, yoga\nClues:\n"
		// numbers with no street: raffle tickets, never a row
		raffle = "A village fete held a raffle.\n\nwinners: Ada, Bram, Cleo\nnumbers: 10, 20, 30\nprizes: cake, hamper, wine\nClues:\n"
		// children counted in a category with an irregular plural
		nursery = "families: the Abbotts, the Bells, the Coopers\nchildren: 1 child, 2 children, 3 children\npets: cat, dog, hen\nClues:\n"
		// anniversaries in ordinals count years married; dinner times
		jubilee = "couples: the Ames, the Bells, the Cooks, the Dows\nanniversaries: 5th, 20th, 25th, 50th\nseats: 7:00pm, 7:15pm, 7:30pm, 7:45pm\nClues:\n"
		// times of day and no length of time: nobody married at 7pm
		supper = "couples: the Ames, the Bells, the Cooks\nbookings: 6:30pm, 7:00pm, 7:30pm\ntables: alcove, fireplace, window\nClues:\n"
		// each family has one eldest daughter in the grid (the story says so)
		school = "Three families on Mill Lane each have an eldest daughter starting school.\n\nfamilies: the Abbotts, the Bells, the Coopers\ndaughters: Ivy, June, Kay\nages: 4, 5, 6\nClues:\n"
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
		// near miss: a date and a time of day are no one moment ("the
		// latest ceremony" of u27-12 is the time of day): both readings
		{"a date and times of day: both readings, the puzzle decides", fairs, "The cheese fair came after the cider fair.", "dates$cider:cheese || times$cider:cheese"},
		{"by an amount in months: the months still", clubs, "The choir was founded two months after the chess club.", "months$chess:choir:+2"},
		// near miss: a birth year and a graduation month are two events
		{"two events: both readings, the puzzle decides", grads, "Ada graduated before Bram.", "birth years$Ada:Bram || graduation months$Ada:Bram"},
	}
	cases = append(cases, []struct{ why, head, sentence, want string }{
		// u27-01, u27-07, u27-08, u27-10: house numbers are a row in
		// numeric order (next door is the next number along)
		{"next door, house numbers of a road", road, "Ada lives next door to the Kia owner.", "numbers%Ada:Kia:1"},
		{"two doors from: two numbers along", road, "The Saab is parked two doors from Cleo.", "numbers%Saab:Cleo:2"},
		{"at one end of the road", road, "Bram lives at one end of the road.", "Bram~10|16"},
		{"not at either end", road, "Dev doesn't live at either end.", "Dev*10 / Dev*16"},
		{"at a lower number: still a comparison of numbers", road, "The Fiat owner lives at a lower number than Ada.", "numbers$Fiat:Ada"},
		{"house numbers named so, no story", doors, "The golfer lives next door to Eli.", "house numbers%golf:Eli:1"},
		{"the house between two others", doors, "Cleo lives in the house between Ada's and the judo player's.", "house numbers%Cleo:Ada:1 / house numbers%Cleo:judo:1 / house numbers%Ada:judo:2"},
		// u27-10: "the end furthest from number 1"
		{"the end furthest from the first number", doors, "Bram lives at the end furthest from number 3.", "Bram=19"},
		{"the end nearest the last number", doors, "The chess player lives at the end nearest number 19.", "chess=19"},
		{"the end farthest from the last", road, "Cleo lives at the end farthest from number 16.", "Cleo=10"},
		// u27-10: "moved in in 2001, to the house between the Evanses' and
		// the Barretts'": a clause, then where its subject's house lies
		{"a clause, then the house between", doors, "Dev took up yoga, in the house between Ada's and Bram's.", "Dev=yoga / house numbers%Dev:Ada:1 / house numbers%Dev:Bram:1 / house numbers%Ada:Bram:2"},
		{"a clause, then the house next door to", road, "Bram bought the Mini, moving to the house next door to Ada's.", "Bram=Mini / numbers%Bram:Ada:1"},
		// u27-10: "children: 1 child, 2 children" (an irregular plural)
		{"more children than", nursery, "The Bells have more children than the Coopers.", "children$the Coopers:the Bells"},
		{"one more child than", nursery, "The cat's family has one more child than the Abbotts.", "children$the Abbotts:cat:+1"},
		{"a count with its irregular plural", nursery, "The Coopers have 2 children.", "the Coopers=2 children"},
		{"kids, a regular plural, the same", road, "Ada has two more kids than Dev.", "kids$Dev:Ada:+2"},
		// u27-07: "The sweet peas, grown next door to the dahlias, finished
		// last": an aside of a past participle is said of the subject
		{"a participle aside with a position", quay, "The yawl, moored next to the dory, belongs to Ada.", "berths%yawl:dory:1 / yawl=Ada"},
		{"a participle aside with a month", fairs, "The wool fair, held in May, opened at noon.", "wool~3rd May|10th May|17th May|24th May / wool=noon"},
		{"a participle aside with a passive agent", quay, "The ketch, owned by Bram, is moored in berth 2.", "ketch=Bram / ketch=2"},
		{"a participle aside with a comparison", clubs, "The choir, founded before the rowing club, meets in May.", "years$choir:rowing / choir=May"},
		// u27-07: "the first house the judges came to", of house numbers
		// and placings 1st-4th: the row's first house
		{"the first house, of house numbers and placings", "The judges toured Mill Road from number 2 to number 8.\n\ngardeners: Ada, Bram, Cleo, Dev\nnumbers: 2, 4, 6, 8\nplacings: 1st, 2nd, 3rd, 4th\nClues:\n", "Bram lives in the first house on the tour.", "Bram=2"},
		{"the last house, of house numbers and placings", "The judges toured Mill Road from number 2 to number 8.\n\ngardeners: Ada, Bram, Cleo, Dev\nnumbers: 2, 4, 6, 8\nplacings: 1st, 2nd, 3rd, 4th\nClues:\n", "The last house belongs to Cleo.", "Cleo=8"},
		{"came first, of house numbers and placings: the placing", "The judges toured Mill Road from number 2 to number 8.\n\ngardeners: Ada, Bram, Cleo, Dev\nnumbers: 2, 4, 6, 8\nplacings: 1st, 2nd, 3rd, 4th\nClues:\n", "Dev came first.", "Dev=1st"},
		// u27-05: "The Carrs' youngest is the eldest of the four children":
		// the family's child the story names, not the youngest of all
		{"a family's eldest, the story's child", school, "The Bells' eldest is the youngest of the three girls.", "the Bells=4"},
		{"a family's eldest compared", school, "The Abbotts' eldest is older than June.", "ages$June:the Abbotts"},
		// u27-12: "The first wedding of the month had the fewest guests and
		// the latest ceremony", "Louise married a week after Hannah, at the
		// earliest time of day"
		{"the first X of the month: the earliest date", fairs, "The first fair of the month was the honey fair.", "3rd May=honey"},
		{"the last X of the day: the latest time", fairs, "The last fair of the day was the wool fair.", "noon=wool"},
		{"two extremes of one subject", fairs, "The cider fair had the earliest date and the latest start.", "cider=3rd May / cider=noon"},
		{"a clause, then the extreme it was at", fairs, "The wool fair was held a week after the cheese fair, at the earliest time of day.", "dates$cheese:wool:+7 / wool=9:00am"},
		// u27-09: "anniversaries: 10th, 25th, 30th, 40th" count years
		{"married N years longer: anniversaries", jubilee, "The Ames have been married fifteen years longer than the Cooks.", "anniversaries$the Cooks:the Ames:+15"},
		{"married the longest: the highest anniversary", jubilee, "The Dows have been married the longest.", "the Dows=50th"},
		{"married the shortest time", jubilee, "The couple seated at 7:15pm have been married the shortest time.", "7:15pm=5th"},
		{"an anniversary named", jubilee, "The Bells are celebrating their 25th.", "the Bells=25th"},
		{"waiting the longest, of times of day: the earliest", supper, "The Bells have been waiting the longest.", "the Bells=6:30pm"},
	}...)
	wantReadings(t, cases)
	refused := []struct{ why, head, sentence, want string }{
		{"along from, no count", quay, "The dory is moored along from Bram.", "say how many"},
		{"along from, no row", band, "Ada lives two houses along from Cleo.", "no category of numbered positions"},
		{"down the road from, no row", band, "Ada lives down the road from the harp player.", "no category of numbered positions"},
		{"up the quay from, no count", quay, "The ketch is moored up the quay from Cleo.", "up or down a row"},
		{"later in the month of dates across two months", talks, "Ada spoke later in the month than Bram.", "no category of times within a month"},
		// near misses of the row of house numbers
		{"numbers with no street are no row", raffle, "Ada stood next to the hamper winner.", "no category of numbered positions"},
		{"the end furthest from the middle number", doors, "Ada lives at the end furthest from number 11.", "the end furthest from what"},
		{"the end furthest from a person: which end is not said", doors, "Ada lives at the end furthest from Bram.", "end"},
		// near misses of a family's eldest
		{"the youngest, when the story's child is the eldest", school, "The Coopers' youngest is 5.", "3 items"},
		{"a family's eldest with no such child in the story", nursery, "The Bells' eldest keeps the hen.", "eldest"},
		// u27-09 read "married the shortest time" as the latest booking
		{"married the longest, times of day only: nothing measures it", supper, "The Cooks have been married the longest.", "no length of time"},
		{"married longer than, times of day only", supper, "The Ames have been married longer than the Bells.", "no length of time"},
		{"later in the year with no month or date", "teams: Ash, Elm, Oak\nyears: 1990, 1995, 2000\nClues:\n", "Ash was formed later in the year than Elm.", "no category of times within a year"},
	}
	wantRefused(t, refused)
}

// u27-09: a story line with a colon and a comma ("Saturday night at The
// Old Forge was busy: four couples had booked ... . Find each couple's
// anniversary, the time ...") was read as a category of two items. A line
// before the categories whose "name" is a clause of more than five words,
// or whose "items" run from one sentence into the next, is the story; a
// short category line is still a category.
func TestStoryLineWithColonU27(t *testing.T) {
	cases := []struct {
		why, text string
		cats      []string
	}{
		{"a long clause before the colon", "Market day in the old town was hectic: stalls opened early, and three traders sold out.\n\ntraders: Ann, Bo, Cy\nwares: eggs, figs, jam\nClues:\nAnn sold the figs.\nBo didn't sell eggs.\n", []string{"traders", "wares"}},
		{"a sentence break after the colon", "Results: the judges met, argued, and agreed. Find each dog's rosette.\n\ndogs: Rex, Sky, Tam\nrosettes: red, blue, gold\nClues:\nRex won the gold.\nSky didn't win the red.\n", []string{"dogs", "rosettes"}},
		{"a short category line first is a category", "dogs: Rex, Sky, Tam\nrosettes: red, blue, gold\nClues:\nRex won the gold.\nSky didn't win the red.\n", []string{"dogs", "rosettes"}},
	}
	for _, tc := range cases {
		p, err := Read("s", []byte(tc.text))
		if err != nil {
			t.Errorf("%s: %v", tc.why, err)
			continue
		}
		var got []string
		for _, d := range p.Domains {
			got = append(got, d.Name)
		}
		if strings.Join(got, ",") != strings.Join(tc.cats, ",") {
			t.Errorf("%s: categories %v, want %v", tc.why, got, tc.cats)
		}
	}
}
