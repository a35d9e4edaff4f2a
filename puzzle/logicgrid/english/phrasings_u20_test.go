package english

import (
	"fmt"
	"testing"
)

// Phrasings of testdata/unseen20 (issue 25), each construction in words
// other than the set's.
func TestPublishedPhrasingsU20(t *testing.T) {
	const (
		town  = "people: Ann, Bo, Cy, Di\ncities: Leeds, Lyon, Oslo, Padua\npets: cat, dog, eel, fox\nClues:\n"
		shops = "owners: Ann, Bo, Cy, Di\nshops: bakery, florist, chemist, butcher\nstaff: 1, 2, 3, 4\nClues:\n"
		crews = "boats: Ark, Bee, Cod\ncrews: 2, 5, 8\nskippers: Ann, Bo, Cy\nClues:\n"
		bakes = "bakers: Ann, Bo, Cy, Di\nbakes: scones, tart, bread, pie\ntimes: 15 minutes, 20 minutes, 25 minutes, 30 minutes\nprices: $1, $2, $3, $4\nClues:\n"
		night = "guards: Ann, Bo, Cy, Di\ngates: east, west, north, south\nshifts: 10pm, 11pm, midnight, 1am\nClues:\n"
		late  = "drivers: Ann, Bo, Cy, Di\nvans: red, blue, gold, teal\ndepartures: 11pm, 12am, 1am, 2am\nClues:\n"
		lunch = "diners: Ann, Bo, Cy, Di\ntables: east, west, north, south\nbookings: 11am, noon, 1pm, 2pm\nClues:\n"
		kids  = "children: Ann, Bo, Cy, Di\npets: cat, dog, eel, fox\nages: 6, 7, 8, 9\nClues:\n"
		gala  = "acts: Ann, Bo, Cy, Di\ntowns: Ely, Hove, Rye, Wick\nslots: 7:00pm, 7:30pm, 8:00pm, 8:30pm\nClues:\n"
		bill  = "acts: Ann, Bo, Cy, Di\ntowns: Ely, Hove, Rye, Wick\norder: first, second, third, fourth\nClues:\n"
		secs  = "Four friends ran a fun run.\n\nrunners: Ann, Bo, Cy, Di\ntimes: 1330 seconds, 1425 seconds, 1530 seconds, 1625 seconds\nshirts: red, blue, gold, teal\nClues:\n"
		stays = "cousins: Ann, Bo, Cy, Di\nplaces: Ely, Hove, Rye, Wick\nstays: 3 nights, 5 nights, 7 nights, 14 nights\nClues:\n"
		talks = "speakers: Ann, Bo, Cy, Di\ntopics: bats, bees, owls, moths\nlengths: 30 minutes, 60 minutes, 90 minutes, 120 minutes\nClues:\n"
		trip  = "walkers: Ann, Bo, Cy\ntrails: Elm, Oak, Yew\ndistances: 2 miles, 4 miles, 5 miles\nClues:\n"
		shop  = "buyers: Ann, Bo, Cy\nhats: red, blue, gold\nprices: $3, $5, $8\nClues:\n"
		quiz  = "teams: Ash, Elm, Oak\ncaptains: Ann, Bo, Cy\nscores: 10 points, 12 points, 15 points\nClues:\n"
		ages  = "people: Ann, Bo, Cy, Di\nages: 20, 30, 40, 50\nClues:\n"
		works = "painters: Ann, Bo, Cy, Di\nframes: oak, gilt, ebony, silver\nyears: 1612, 1688, 1745, 1832\nClues:\n"
		race  = "Four friends ran a 10k race.\n\nrunners: Ann, Bo, Cy, Di\nshirts: red, blue, gold, teal\ntimes: 38:10, 41:45, 43:30, 47:05\nClues:\n"
		hall  = "kings: Alfred, Canute, Edgar, Harold\nframes: ebony, gilt, oak, silver\nyears: 1612, 1688, 1745, 1832\nClues:\n"
		shelf = "books: Dune, Emma, Kim, Ulysses\ncovers: red, blue, gold, teal\nyears: 1850, 1900, 1950, 2000\nreaders: Ann, Bo, Cy, Di\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// u20-06, u20-09: "neither A nor B ... C or D" where A or B is
		// named by a description, or C and D each with a preposition
		{"neither A nor B lives in C or in D", town, "Neither Ann nor Bo lives in Padua or in Oslo.", "Ann*Bo*Padua / Ann*Bo*Oslo"},
		{"neither A nor B is at C or at D", town, "Neither Cy nor Di was at Leeds or at Lyon.", "Cy*Di*Leeds / Cy*Di*Lyon"},
		{"neither the X-owner nor the one from Y is C or D", town, "Neither the cat owner nor the one from Lyon is Ann or Bo.", "cat*Lyon*Ann / cat*Lyon*Bo"},
		{"neither the X-covered book nor the one dated Y is C or D", shelf, "Neither the red-covered book nor the one dated 1900 is Dune or Kim.", "red*1900*Dune / red*1900*Kim"},
		{"neither A nor the man who B owns C or D", town, "Neither Ann nor the man who lives in Lyon owns the cat or the dog.", "Ann*Lyon*cat / Ann*Lyon*dog"},
		{"neither the book in X nor the one Y read was C or D", shelf, "Neither the book in blue nor the one that Cy read was printed in 1850 or 2000.", "blue*Cy*1850 / blue*Cy*2000"},
		// u20-07: a number word for a count the category has, said with
		// the category's noun
		{"a staff of four", shops, "The bakery has a staff of four.", "bakery=4"},
		{"four staff", shops, "The florist has four staff.", "florist=4"},
		{"a staff of one: one after of is a count", shops, "Ann's shop has a staff of one.", "Ann=1"},
		{"a crew of eight", crews, "The Ark sailed with a crew of eight.", "Ark=8"},
		{"five crews? no: five crew", crews, "Bo's boat had five crew.", "Bo=5"},
		{"the four staff: a group of four, no count of staff", shops, "The four staff were Ann, Bo, Cy and the florist.", "Ann*Bo*Cy*florist"},
		{"two more staff: still an amount", shops, "The florist has two more staff than the bakery.", "staff$bakery:florist:+2"},
		// u20-11: "X was both A and B" of three categories: X is A and
		// X is B (no list of three different things)
		{"X were both the Xest N and the Yest", bakes, "The bread was both the slowest bake and the dearest.", "bread=30 minutes / bread=$4"},
		{"X was the Yest and the Zest, no both", bakes, "The pie was the quickest and the cheapest.", "pie=15 minutes / pie=$1"},
		{"A's N was both B and the Yest", bakes, "Cy's bake was both the tart and the cheapest.", "Cy=tart / Cy=$1"},
		{"... of them all", bakes, "Bo's bake was both the slowest and the dearest of them all.", "Bo=30 minutes / Bo=$4"},
		{"X is both A and B, items", bakes, "The scones are both Di's bake and the $2 one.", "scones=Di / scones=$2"},
		// u20-01: clock times written in order across midnight are one
		// night ("midnight" and "noon" are clock times)
		{"an hour before midnight of a night's list", night, "Ann starts an hour before the guard at midnight.", "shifts$Ann:midnight:+60"},
		{"after midnight: the next day's 1am", night, "The east gate opens two hours after Bo's shift.", "shifts$Bo:east:+120"},
		{"12am after 11pm in the list", late, "Cy left an hour after the 11pm van.", "departures$11pm:Cy:+60"},
		{"later across midnight", late, "The red van left later than Di.", "departures$Di:red"},
		{"noon among the day's times", lunch, "Ann booked an hour after noon.", "bookings$noon:Ann:+60"},
		{"midnight as an item", night, "Cy's shift starts at midnight.", "Cy=midnight"},
		// u20-08, u20-09: "the baby of the group" is the youngest; "the
		// opening talk" the first, "the closing act" the last
		{"the baby of the group", kids, "The baby of the group owns the eel.", "6=eel"},
		{"X is the baby of the family", kids, "Cy is the baby of the family.", "Cy=6"},
		{"X, the baby of the bunch, verb", kids, "Bo, the baby of the bunch, has the fox.", "Bo=6 / Bo=fox"},
		{"the opening act, of clock times", gala, "The opening act came from Wick.", "7:00pm=Wick"},
		{"the closing act, of clock times", gala, "Ann gave the closing performance.", "Ann=8:30pm"},
		{"the opening act, of an order", bill, "The opening act was Di.", "first=Di"},
		{"the closing act wasn't from Ely", bill, "The closing act wasn't from Ely.", "fourth*Ely"},
		// a race's times in seconds are times taken, as in minutes:
		// behind, beaten and slower are more seconds (they were read as
		// fewer: the unit "seconds" was no time)
		{"somewhere behind, in seconds", secs, "Di finished somewhere behind Ann.", "times$Ann:Di"},
		{"beat by N seconds", secs, "Bo beat Cy by 95 seconds.", "times$Bo:Cy:+95"},
		{"N seconds ahead of", secs, "Cy finished 95 seconds ahead of Di.", "times$Cy:Di:+95"},
		{"N seconds better than", secs, "The runner in red was 105 seconds better than Bo.", "times$red:Bo:+105"},
		{"N seconds faster than", secs, "Ann was 200 seconds faster than the runner in teal.", "times$Ann:teal:+200"},
		// u20-02: spans of time in another unit than the items' ("a
		// week" of nights, "an hour" of minutes), in bounds and differences
		{"lasted more than a week, of nights", stays, "The Ely trip lasted more than a week.", "Ely=14 nights"},
		{"away for less than a week", stays, "Bo was away for less than a week.", "Bo~3 nights|5 nights"},
		{"at least a week", stays, "Cy stayed at least a week.", "Cy~7 nights|14 nights"},
		{"a week longer than, of nights", stays, "Di stayed a week longer than Ann.", "stays$Ann:Di:+7"},
		{"an hour longer, of minutes", talks, "The bat talk ran an hour longer than Bo's.", "lengths$Bo:bats:+60"},
		{"half an hour shorter, of minutes", talks, "Cy spoke half an hour less than Di.", "lengths$Cy:Di:+30"},
		{"more than an hour, of minutes: the value 60 minutes", talks, "Ann spoke for more than an hour.", "lengths$60 minutes:Ann"},
		// u20-12: a total of two values ("between them", "in total",
		// "together"): the pairs of values that add up
		{"covered N miles between them", trip, "Ann and Bo covered 7 miles between them.", "Ann*4 miles / Bo*4 miles / Ann>2 miles>Bo>5 miles / Ann>5 miles>Bo>2 miles"},
		{"paid $N in total", shop, "Bo and the buyer of the gold hat paid $11 in total.", "Bo*$5 / gold*$5 / Bo>$3>gold>$8 / Bo>$8>gold>$3"},
		{"together scored N points", quiz, "Ash and Cy's team together scored 25 points.", "Ash*12 points / Cy*12 points / Ash>10 points>Cy>15 points / Ash>15 points>Cy>10 points"},
		{"N between the two of them, an item's value", trip, "Cy and the Elm walker walked 7 miles between the two of them.", "Cy*4 miles / Elm*4 miles / Cy>2 miles>Elm>5 miles / Cy>5 miles>Elm>2 miles"},
		// u20-05, u20-06: a difference bounded below ("more than a
		// century before", "by more than a minute"): the pairs of values
		// that differ by more, in the comparison's direction
		{"more than N years older than", ages, "Ann is more than 15 years older than Bo.", "Ann*20 / Ann*30 / Bo*40 / Bo*50 / Ann>40>Bo>20"},
		{"more than N years younger than", ages, "Cy is more than 15 years younger than Di.", "Cy*40 / Cy*50 / Di*20 / Di*30 / Cy>30>Di>50"},
		{"painted more than a century before", works, "The silver-framed one was painted more than a century before Bo's.", "silver*1745 / silver*1832 / Bo*1612 / Bo*1688 / silver>1688>Bo>1832"},
		{"more than N years after", works, "Ann's work dates from more than 150 years after the oak one.", "Ann=1832 / oak=1612"},
		{"paid more than N dollars more than (was refused as a bound)", "people: Irene, Ned, Oliver\ndrinks: tea, water, cola\nprices: $5.99, $6.99, $7.99\nClues:\n", "Oliver paid more than 1 dollar more than Irene.", "Oliver=$7.99 / Irene=$5.99"},
		{"beat X by more than N seconds: a difference, never a bound on X's time", "Four friends ran a sprint race.\n\nrunners: Ann, Bo, Cy, Di\ntimes: 50 seconds, 70 seconds, 100 seconds, 150 seconds\nClues:\n", "Ann beat Bo by more than 40 seconds.", "Ann*150 seconds / Bo*50 seconds / Bo*70 seconds / Ann>70 seconds>Bo>150 seconds / Ann>100 seconds>Bo>150 seconds"},
		{"beat X by more than a minute, of minutes:seconds", race, "The runner in gold beat Cy by more than 4 minutes.", "gold*43:30 / gold*47:05 / Cy*38:10 / Cy*41:45 / gold>41:45>Cy>47:05"},
		{"finished ahead of X by more than N minutes", race, "Ann finished ahead of Di by more than 5 minutes.", "Ann*43:30 / Ann*47:05 / Di*38:10 / Di*41:45 / Ann>41:45>Di>47:05"},
		// u20-05: race times written minutes:seconds ("38:10", past 23
		// minutes: no clock time), counted in seconds
		{"crossed the line first: the least time", race, "The runner in teal crossed the line first.", "teal=38:10"},
		{"crossed the finish line last", race, "Bo crossed the finish line last.", "Bo=47:05"},
		{"N seconds slower, of minutes:seconds", race, "Cy was 95 seconds slower than Ann.", "times$Ann:Cy:+95"},
		{"somewhere behind, of minutes:seconds", race, "Di finished somewhere behind the runner in red.", "times$red:Di"},
		// u20-06: "the 1700s" of years none of which is in 1700-1709:
		// the century
		{"in the 1600s: the century", hall, "Edgar was painted in the 1600s.", "Edgar~1612|1688"},
		{"not in the 1600s", hall, "The oak portrait wasn't painted in the 1600s.", "oak*1612*1688"},
		{"in the 1800s: one year in it", hall, "Harold was painted in the 1800s.", "Harold=1832"},
		{"the 2000s of 2005 and 2009: decade and century agree", "husbands: Ty, Uri, Vic\nyears: 1995, 2005, 2009\nClues:\n", "Ty married in the 2000s.", "Ty~2005|2009"},
	}
	wantReadings(t, cases)
}

// Sentences of the constructions above that cannot be read exactly are
// refused, never guessed.
func TestRefusedU20(t *testing.T) {
	const town = "people: Ann, Bo, Cy, Di\ncities: Leeds, Lyon, Oslo, Padua\npets: cat, dog, eel, fox\nClues:\n"
	cases := []struct{ why, head, sentence, want string }{
		{"neither A nor the one NOT B: a negated description is not the item", town, "Neither Ann nor the one who isn't from Lyon owns the cat or the dog.", "needs 3 items"},
		{"neither A nor the one older than B: a comparison in the description", "people: Ann, Bo, Cy, Di\nages: 20, 30, 40, 50\npets: cat, dog, eel, fox\nClues:\n", "Neither Ann nor the one older than Bo owns the cat or the dog.", "cannot"},
		{"a count word with no category noun: not an item", "owners: Ann, Bo, Cy, Di\nshops: bakery, florist, chemist, butcher\nstaff: 1, 2, 3, 4\nClues:\n", "The bakery employs four.", "names 1 item"},
		{"X was A and B of one category: a list, never both", "bakers: Ann, Bo, Cy, Di\nbakes: scones, tart, bread, pie\nprices: $1, $2, $3, $4\nClues:\n", "The tart was both Ann's and Bo's.", "3 items"},
		{"X was A and B, then more words: not read as both", "bakers: Ann, Bo, Cy, Di\nbakes: scones, tart, bread, pie\nprices: $1, $2, $3, $4\nClues:\n", "The tart was Ann's and the cheapest sold by noon.", "3 items"},
		{"a part of the day after midnight: which day's?", "drivers: Ann, Bo, Cy, Di\ndepartures: 11pm, 12am, 1am, 2am\nClues:\n", "Ann left in the morning.", "Not read"},
		{"midnight is no time a part of the day is read of", "guards: Ann, Bo, Cy, Di\nshifts: 10pm, 11pm, midnight, 1am\nClues:\n", "Ann started in the evening.", "needs a category of clock times"},
		{"the baby of the group with no ages: refused", "children: Ann, Bo, Cy, Di\npets: cat, dog, eel, fox\nClues:\n", "The baby of the group owns the eel.", "compares no numeric category"},
		{"two hours of nights: no whole number of nights", "cousins: Ann, Bo, Cy, Di\nstays: 3 nights, 5 nights, 7 nights, 14 nights\nClues:\n", "Bo stayed 2 hours longer than Cy.", "no whole number"},
		{"a total no two values make", "walkers: Ann, Bo, Cy\ntrails: Elm, Oak, Yew\ndistances: 2 miles, 4 miles, 5 miles\nClues:\n", "Ann and Bo covered 8 miles between them.", "add up to that total"},
		{"a total with an either/or", "walkers: Ann, Bo, Cy\ntrails: Elm, Oak, Yew\ndistances: 2 miles, 4 miles, 5 miles\nClues:\n", "Ann and either Bo or Cy covered 7 miles between them.", "cannot"},
		{"a total of a value with its own category's item", "walkers: Ann, Bo, Cy\ntrails: Elm, Oak, Yew\ndistances: 2 miles, 4 miles, 5 miles\nClues:\n", "Ann and the 2-mile walker covered 7 miles in total.", "cannot"},
		{"not more than N years older: refused", "people: Ann, Bo, Cy, Di\nages: 20, 30, 40, 50\nClues:\n", "Ann is not more than 15 years older than Bo.", "cannot"},
		{"beat X by no more than N: refused", "Four friends ran a 10k race.\n\nrunners: Ann, Bo, Cy, Di\ntimes: 38:10, 41:45, 43:30, 47:05\nClues:\n", "Ann beat Bo by no more than 4 minutes.", "a bound on a difference"},
		{"beat X by much more than N: refused, never a bound on X's time", "Four friends ran a 10k race.\n\nrunners: Ann, Bo, Cy, Di\ntimes: 38:10, 41:45, 43:30, 47:05\nClues:\n", "Ann beat Bo by much more than 4 minutes.", "a bound on a difference"},
		{"little more than N older: refused", "people: Ann, Bo, Cy, Di\nages: 20, 30, 40, 50\nClues:\n", "Ann is little more than 10 years older than Bo.", "a bound on a difference"},
		{"beat X by more than N where no two differ so: refused", "people: Ann, Bo, Cy, Di\nages: 20, 30, 40, 50\nClues:\n", "Ann is more than 40 years older than Bo.", "no two ages differ by"},
		{"the 1900s of 1905 and 1950: the decade or the century? refused", "husbands: Ty, Uri, Vic\nyears: 1905, 1950, 1970\nClues:\n", "Ty married in the 1900s.", "or the century"},
	}
	wantRefused(t, cases)
}

// Clock times written in order across midnight are one night's (u20-01):
// the times after the turn count on from 24:00; any other order is left
// as one day's times.
func TestPastMidnight(t *testing.T) {
	cases := []struct {
		why   string
		items []string
		want  []float64
	}{
		{"a night shift ending at midnight", []string{"9pm", "10pm", "11pm", "midnight"}, []float64{1260, 1320, 1380, 1440}},
		{"12am after 11pm", []string{"11pm", "12am", "1am", "2am"}, []float64{1380, 1440, 1500, 1560}},
		{"24-hour times across midnight", []string{"2300", "0000", "0100"}, []float64{1380, 1440, 1500}},
		{"midnight first: the day's start", []string{"midnight", "1am", "2am"}, []float64{0, 60, 120}},
		{"noon among the day's times", []string{"11am", "noon", "1pm"}, []float64{660, 720, 780}},
		{"not in order: one day's times", []string{"10pm", "1am", "11pm", "midnight"}, []float64{1320, 60, 1380, 0}},
		{"falls to past its first time: one day's", []string{"2am", "3am", "1am"}, []float64{120, 180, 60}},
	}
	for _, tc := range cases {
		nm, vals, ok := numericCategory("times", tc.items, false)
		if !ok || nm.class != clock {
			t.Errorf("%s: %v not read as clock times", tc.why, tc.items)
			continue
		}
		if fmt.Sprint(vals) != fmt.Sprint(tc.want) {
			t.Errorf("%s: %v read as %v, want %v", tc.why, tc.items, vals, tc.want)
		}
	}
}

// Times taken written minutes:seconds are read as seconds only when one of
// them can be no clock time (u20-05); "9:15, 10:30" stay clock times.
func TestMinutesSeconds(t *testing.T) {
	cases := []struct {
		why   string
		items []string
		class numClass
		want  []float64
	}{
		{"a parkrun's times", []string{"22:10", "23:45", "25:30", "27:05"}, number, []float64{1330, 1425, 1530, 1625}},
		{"a marathon's minutes past 99", []string{"95:00", "101:30", "118:45"}, number, []float64{5700, 6090, 7125}},
		{"could be clock times: left to them", []string{"9:15", "10:30", "11:45"}, clock, []float64{555, 630, 705}},
	}
	for _, tc := range cases {
		nm, vals, ok := numericCategory("times", tc.items, false)
		if !ok || nm.class != tc.class || fmt.Sprint(vals) != fmt.Sprint(tc.want) {
			t.Errorf("%s: %v read as %v %v (ok %v), want %v %v", tc.why, tc.items, nm.class, vals, ok, tc.class, tc.want)
		}
	}
}
