package english

import (
	"context"
	"strings"
	"testing"
)

// Phrasings found in this stop's blind sets (unseen47's British voice,
// unseen50's family puzzles), refused or misread at their end measures
// (issue 25), read as general readings, with their near misses.
func TestPublishedPhrasingsFix43(t *testing.T) {
	const (
		quiz     = "first names: Alan, Brian, Jane, Kate, Ruth\nsurnames: Hale, Irving, Jessop, Knight, Lamb\njobs: vicar, GP, teacher, plumber, farmer\nsubjects: history, sport, music, science, geography\nages: 38, 41, 44, 47, 50\nClues:\n"
		noCall   = "first names: Alan, Brian, Jane, Kate, Ruth\nsurnames: Hale, Irving, Jessop, Knight, Lamb\njobs: baker, GP, teacher, plumber, farmer\nages: 38, 41, 44, 47, 50\nClues:\n"
		weddings = "brides: Abigail, Beatrice, Charlotte, Eleanor\ngrooms: Hugh, Neil, Philip, Tom\ndates: 2nd May, 16th May, 30th May, 13th June\nvillages: Ashwell, Barley, Reed, Therfield\nClues:\n"
		friends  = "brides: Abigail, Beatrice, Charlotte, Eleanor\nvillages: Ashwell, Barley, Reed, Therfield\ndates: 2nd May, 16th May, 30th May, 13th June\nClues:\n"
		hunt     = "teams: Foxes, Owls, Badgers, Otters\ncaptains: Ada, Hugo, Iris, Max\ntimes: 12 minutes, 15 minutes, 19 minutes, 24 minutes\nClues:\n"
		show     = "campers: Daisy, Finn, Kit, Marcus, Zara\nacts: juggling, magic trick, singing, tap dance, comedy\ntimes: 6:00pm, 6:15pm, 6:30pm, 6:45pm, 7:00pm\nClues:\n"
		family   = "names: Bella, Carl, Dana, Eli\nhouses: 1, 2, 3, 4\nchildren: Alice, Ben, Kim, Leo\nsports: golf, hockey, rugby, tennis\nClues:\n"
		nations  = "houses: 1, 2, 3, 4\nnationalities: British, Danish, Polish, Swedish\ncars: BMW, Ford, Kia, Volvo\nClues:\n"
		cars     = "names: Dan, Erin, Farid, Greta\nhouses: 1, 2, 3, 4\nprices: $22,000, $25,000, $28,000, $31,000\nClues:\n"
		team     = "Felix, Gus and Omar are boys; Mia and Nell are girls.\n\nplayers: Felix, Gus, Mia, Nell, Omar\nshirts: 3, 7, 9, 11, 14\npositions: goalkeeper, defender, midfielder, winger, striker\nClues:\n"
		gala     = "Lanes 1 to 4. Daisy and Lola are girls; Jonah and Nico are boys.\n\nswimmers: Daisy, Jonah, Lola, Nico\nlanes: 1, 2, 3, 4\ntimes: 31.4 seconds, 32.0 seconds, 32.9 seconds, 33.5 seconds\nclubs: Riverside, Hillcrest, Bayview, Northgate\nClues:\n"
		coach    = "Five pupils sat in a line of seats numbered 1 (right behind the driver) to 5 (furthest back). Freya and Iris are girls; Arlo, Ravi and Tom are boys.\n\npupils: Arlo, Freya, Iris, Ravi, Tom\nseats: 1, 2, 3, 4, 5\nlunches: cheese, pasta, wrap, sushi, pizza\nClues:\n"
		cousins  = "Caleb and Ollie are boys; Kit and Maya are girls.\n\ncousins: Caleb, Kit, Maya, Ollie\nsaved: $12, $15, $18, $21\nages: 9, 10, 11, 12\nClues:\n"
	)
	wantReadings(t, []struct{ why, head, sentence, want string }{
		// the other direction of a relation a category names
		{"Kim's parent of a category of children", family, "Kim's parent plays rugby.", "Kim=rugby"},
		{"the swimmer's child", family, "The golfer's child is Leo.", "golf=Leo"},
		// a country's other words for its people
		{"the Pole of Polish", nations, "The Pole drives a Kia.", "Polish=Kia"},
		{"the Brit of British", nations, "The Brit lives in the first house.", "British=1"},
		// "she" after a description: its sex, a fact of its own
		{"she of the description the sentence opens with", team, "The goalkeeper wears the highest number of the five, and she isn't Mia.", "goalkeeper~Mia|Nell / goalkeeper=14 / goalkeeper*Mia"},
		// a team's positions as a commentator says them
		{"in midfield, on the wing", team, "Gus plays neither in midfield nor on the wing.", "Gus*midfielder*winger"},
		// the outside places of a row are its ends
		{"an outside lane", gala, "Daisy swam in an outside lane.", "Daisy~1|4"},
		{"not both in an outside lane", gala, "Daisy and Lola didn't both swim in an outside lane.", "Daisy|1|Lola|4 / Daisy|4|Lola|1"},
		// the front where seat 1 is right behind the driver
		{"in front of, seat 1 behind the driver", coach, "Freya sat 2 seats in front of Iris.", "seats$Freya:Iris:2"},
		{"both girls, of two girls", coach, "The boy with the cheese sat next to both girls.", "seats%cheese:Freya:1 / cheese~Arlo|Ravi|Tom / seats%cheese:Iris:1"},
		// the superlative of all: "of the four" is everyone
		{"the oldest of the four, then a comparison", cousins, "The oldest of the four saved $6 more than Kit.", "saved$Kit:12:+600"},
		// how many are above one: its place
		{"exactly two had a higher lane number", gala, "Exactly two swimmers had a higher lane number than the Northgate swimmer.", "2=Northgate"},
		{"exactly one of the others faster", gala, "Exactly one of the others swam faster than Nico.", "32.0 seconds=Nico"},
		{"exactly one of the other cousins older", cousins, "Exactly one of the other cousins is older than Ollie.", "11=Ollie"},
		// later in the morning where some times are not: both in the
		// morning too (was refused; phrasings18 had it so)
		{"later in the morning, some times not", "patients: Ann, Bo, Cy, Di\ntimes: 8:30am, 10:00am, 11:15am, 2:00pm\ndoctors: Dr. Ash, Dr. Bell, Dr. Cobb, Dr. Dunn\nClues:\n", "Ann was seen later in the morning than Bo.", "times$Bo:Ann / Bo*2:00pm / Ann*2:00pm"},
		// the one time (or two) of a part of the day named by it
		{"the evening talk, one evening time", "speakers: Ann, Bo, Cy, Di\ntimes: 10:00am, 11:30am, 2:00pm, 6:15pm\nrooms: Annex, Atrium, Hall, Library\nClues:\n", "The evening talk was held in the Atrium.", "6:15pm=Atrium"},
		{"the only afternoon interview", "candidates: Ann, Bo, Cy, Di\ntimes: 9:00am, 10:15am, 11:30am, 2:45pm\nClues:\n", "Bo had the only afternoon interview.", "Bo=2:45pm"},
		{"the two afternoon appointments", "owners: Ann, Bo, Cy, Di\ndays: Monday, Tuesday, Wednesday, Thursday\ntimes: 8:30am, 10:00am, 2:15pm, 4:30pm\nClues:\n", "The two afternoon appointments fell on back-to-back days.", "days%2:15pm:4:30pm:+1"},
		// a comparison within the month every date is in
		{"later in June than all of the others", "customers: Ann, Bo, Cy, Di\ndates: June 2, June 3, June 5, June 9\nClues:\n", "Cy's delivery came later in June than all of the others.", "Cy=June 9"},
		// the verb carried to a second clause without it
		{"and B's in the afternoon", "customers: Ann, Bo, Cy\ntimes: 8:00am, 11:00am, 4:00pm\nitems: sofa, bed, desk\nClues:\n", "Ann's delivery came in the morning, and Bo's in the afternoon.", "Ann*4:00pm / Bo*8:00am / Bo*11:00am"},
		// a second comparison of the same two, without "than"
		{"earlier in the week than X, but later in the day", "patients: Ann, Bo, Cy, Di\ndays: Monday, Tuesday, Wednesday, Thursday\ntimes: 9:00am, 10:30am, 1:15pm, 3:45pm\nClues:\n", "Ann was seen earlier in the week than Bo, but later in the day.", "days$Ann:Bo / times$Bo:Ann"},
		{"the day after X did, at a later time of day", "travellers: Ann, Bo, Cy, Di\ndays: Friday, Saturday, Sunday, Monday\ntimes: 6:45am, 8:10am, 11:30am, 2:05pm\nClues:\n", "Cy flew the day after Ann did, at a later time of day.", "days$Ann:Cy:+1 / times$Ann:Cy"},
		// days listed across the week's end run on: Monday is 3 days after Friday
		{"three days after, Friday to Monday", "travellers: Ann, Bo, Cy, Di\ndays: Friday, Saturday, Sunday, Monday\ncities: Dublin, Lisbon, Oslo, Prague\nClues:\n", "The Lisbon flight was three days after the Dublin flight.", "days$Dublin:Lisbon:+3"},
		{"the day after Sunday, a week from Sunday", "pupils: Ann, Bo, Cy\ndays: Sunday, Monday, Tuesday\nClues:\n", "Bo came the day after Ann.", "days$Ann:Bo:+1"},
		// a count of one said "one" of a category named by its unit
		{"uses one egg, eggs: 1, 2, 3", "recipes: pie, tart, flan\neggs: 1, 2, 3\nClues:\n", "The tart uses just one egg.", "tart=1"},
		{"one house between is a count, not house 1", "names: Ann, Bo, Cy, Di, Ed\nhouses: 1, 2, 3, 4, 5\ncolours: red, green, blue, white, gold\nClues:\n", "There is exactly one house between the red house and the green house.", "houses%red:green:2"},
		{"a staff of four is no staff of one", "shops: Ash, Elm, Oak\nstaff: 1, 2, 4\nyears: 2001, 2002, 2003\nClues:\n", "The 2003 shop has a staff of four.", "2003=4"},
		// a category named with an ordinal: "first lit" is no earliest
		{"first lit in 1842", "lighthouses: Gull, Rock, Haven\nheights: 62 ft, 75 ft, 88 ft\nfirst lit: 1790, 1842, 1866\nkeepers: Reed, Gale, Bow\nClues:\n", "The lighthouse first lit in 1842 stands 13 ft taller than Bow's.", "heights$Bow:1842:+13"},
		// the category's noun before its number: the item, then a verb in -s
		{"the ship in berth 3 sails before", "ships: Osprey, Kestrel, Valiant\nberths: 1, 2, 3\ndepartures: 6:15am, 7:00am, 8:45am\nClues:\n", "The ship in berth 3 sails before the Osprey.", "departures$3:Osprey"},
		// a description by an exact comparison, compared again with the same one
		{"whose catch weighed more, two spots ahead of him", "anglers: Dan, Ella, Fay\nweights: 3 lb, 5 lb, 7 lb\nweigh-in: 1st, 2nd, 3rd\nClues:\n", "The angler whose catch weighed 2 pounds more than Dan's weighed in two spots ahead of him.", "3 lb=Dan / weigh-in$5 lb:Dan:+2 || 5 lb=Dan / weigh-in$7 lb:Dan:+2"},
		// "the last to weigh in" of "weigh-in: 1st, ..."
		{"was the last to weigh in", "anglers: Dan, Ella, Fay\nweights: 3 lb, 5 lb, 7 lb\nweigh-in: 1st, 2nd, 3rd\nClues:\n", "Fay, whose fish was the lightest of the three, was the last to weigh in.", "Fay=3 lb / Fay=3rd"},
		// "later in the week than A but earlier than B": both in the week
		{"the span carried to the second comparison", "students: Ann, Bo, Cy, Di\nnights: Monday, Tuesday, Wednesday, Thursday\nstarts: 6:00pm, 6:30pm, 7:00pm, 7:30pm\nClues:\n", "Ann's class meets later in the week than Bo's but earlier than Cy's.", "nights$Bo:Ann / nights$Ann:Cy"},
		// "No X outweighed Y's": Y's is the most
		{"no pumpkin outweighed", "growers: Alma, Boyd, Cora, Dwight\nweights: 310 lbs, 345 lbs, 380 lbs, 415 lbs\nClues:\n", "No pumpkin outweighed Cora's.", "415 lbs=Cora"},
		// ahead of in months is earlier
		{"three months ahead of", "directors: Ingrid, Joel, Kamala, Lyle\nplays: Ferry, Kings, Static, Orchard\nmonths: March, April, May, June\nClues:\n", "Joel's play opened three months ahead of Static.", "months$Joel:Static:+3"},
		// the introduction's count of each sex completes the names
		{"two men and three women: Sue is the third woman", "Five classmates, two men and three women, met for dinner.\n\nfirst names: Tom, Lois, Mark, Rita, Sue\nlast names: Avery, Bloom, Cole, Fox, Nash\narrivals: 7:00pm, 7:15pm, 7:30pm, 7:45pm, 8:00pm\nClues:\n", "Mr. Avery was the first to arrive.", "Avery=7:00pm / Avery~Tom|Mark"},
		// "Of the two women" named where the count confirms the names
		{"of the two women, X spent less", "Three of the bidders were men and two were women.\n\nfirst names: Sam, Vera, Wade, Yvonne, Zach\nlast names: Abbott, Bishop, Crane, Dunn, Ewing\nbids: $150, $175, $200, $225, $250\nClues:\n", "Of the two women, Ms. Crane spent less.", "Crane=Vera / Crane~Vera|Yvonne / bids$Vera:Yvonne || Crane=Yvonne / Crane~Vera|Yvonne / bids$Yvonne:Vera"},
		// "for a fortnight" of "2 weeks"
		{"for a fortnight", "ladies: Mrs Black, Mrs Green, Mrs Grey\ncounties: Cornwall, Devon, Norfolk\nlengths: 1 week, 2 weeks, 3 weeks\nClues:\n", "Mrs Grey was away for a fortnight.", "Mrs Grey=2 weeks"},
		// a head clause with a gendered noun, then "and" and a comparison
		{"had a woman as captain and finished ahead of", "captains: Barry, Janet, Kevin, Lorraine\nteams: Drain, Alls, Orders, Bears\npoints: 38, 41, 44, 47\nrounds: music, sport, history, pictures\nClues:\n", "The team that shone in the music round had a woman as captain and finished ahead of Drain.", "music~Janet|Lorraine / points$Drain:music"},
		// a British page's dot times said in words; a pound of pounds and pence
		{"the quarter past seven of 7.15am", "commuters: Harriet, Ian, Toby\ntrains: 6.45am, 7.15am, 7.45am\nClues:\n", "Toby catches the quarter past seven.", "Toby=7.15am"},
		{"spent exactly a pound", "buyers: Agnes, Harold, Len\nprices: 75p, £1, £1.25\nClues:\n", "Len spent exactly a pound.", "Len=£1"},
		// one list "in some order": all different
		{"the four are, in some order, A, B, C and D", "first names: Bev, Carl, Dora, Ed\nitems: lamp, rug, clock, vase\nprices: $4, $6, $8, $10\nClues:\n", "The four shoppers are, in some order, Bev, the one who bought the rug, Ed and the person who paid $4.", "Bev*rug*Ed*$4"},
		// an ordinal place beside a comparison
		{"a description by a comparison, in the first house", cars, "The one who paid $6,000 more than Dan lives in the first house.", "prices$Dan:1:+600000"},
		{"the last house", cars, "The one who paid $3,000 less than Erin lives in the last house.", "prices$4:Erin:+300000"},
		// a sex said in an aside (was dropped: "a woman" said nothing)
		{"one of the two men, between commas", quiz, "The plumber, one of the two men, is three years older than the farmer.", "plumber~Alan|Brian / ages$farmer:plumber:+3"},
		{"a woman, at the end, of the noun phrase before it", quiz, "The science questions go to the youngest member of the team, a woman.", "38~Jane|Kate|Ruth / science=38"},
		{"an aside that agrees with a named one adds nothing", quiz, "Alan is older than Kate, a woman.", "ages$Kate:Alan"},
		// a title that may name a calling: both readings, the puzzle decides
		{"Dr of the one GP", quiz, "Dr Lamb is three years younger than the farmer.", "ages$Lamb:farmer:+3 || ages$Lamb:farmer:+3 / Lamb=GP"},
		{"Rev where no vicar is: the title says nothing", noCall, "Rev Hale is older than the teacher.", "ages$teacher:Hale"},
		// "married" where the grooms are a category: the row's own
		{"married the man from, grooms a category", weddings, "Eleanor married the man from Barley.", "Eleanor=Barley"},
		{"an object, then a comparison of the subject", weddings, "Eleanor married the man from Barley two weeks after Abigail.", "Eleanor=Barley / dates$Abigail:Eleanor:+14"},
		{"married another where no category is of spouses: two people", friends, "Eleanor married the man from Barley.", "Eleanor*Barley"},
		// the adverb's comparative (was "more" time)
		{"found more quickly", hunt, "The Owls were found more quickly than Hugo's team.", "times$Owls:Hugo"},
		{"less quickly is slower", hunt, "The Owls finished less quickly than Hugo's team.", "times$Hugo:Owls"},
		// at least one of two: maybe one, or two (the convention)
	})
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"an aside against a named one's sex", quiz, "Kate is older than Alan, a woman.", "whom the puzzle does not give as a woman"},
		// the second verb phrase names no item: it was left out
		{"closed with a song, no item is a song", show, "The show opened with the juggler and closed with a song.", "left out"},
		{"a song closed it", show, "Daisy opened the show and a song closed it.", "left out"},
		{"not as far as, of holidays in weeks: no distance", "ladies: Mrs Black, Mrs Green, Mrs Grey\ncounties: Cornwall, Cumbria, Norfolk\nlengths: 1 week, 2 weeks, 3 weeks\nClues:\n", "Mrs Green didn't go as far as Cumbria.", ""},
		{"the fortnight's holiday in a cottage in Devon: never without the fortnight", "ladies: Mrs Black, Mrs Green, Mrs Grey\ncounties: Cornwall, Devon, Norfolk\nlengths: 1 week, 2 weeks, 3 weeks\nstays: hotel, cottage, caravan\nClues:\n", "The fortnight's holiday was spent in a rented cottage in Devon.", ""},
		{"a main clause left unread after a relative clause", "anglers: Dan, Ella, Fay\nweights: 3 lb, 5 lb, 7 lb\nfish: bass, carp, pike\nClues:\n", "Fay, whose fish was the lightest of the three, was the first to get home.", "left out"},
		{"a comma and a verb of its own is no second comparison", "pets: tortoise, cat, dog\nbows: yellow, red, blue\nplaces: 1st, 2nd, 3rd\nClues:\n", "The tortoise, who wore a yellow bow, beat the dog, the cat.", ""},
		{"the evening talk of two evening times", "speakers: Ann, Bo, Cy, Di\ntimes: 10:00am, 2:00pm, 7:30pm, 8:15pm\nrooms: Annex, Atrium, Hall, Library\nClues:\n", "The evening talk was held in the Atrium.", "part of the day"},
		{"later in June, some dates in July", "customers: Ann, Bo, Cy, Di\ndates: June 2, June 3, July 5, July 9\nClues:\n", "Cy's delivery came later in June than Ann's.", ""},
		{"nor is he: he may be the one named last", team, "The goalkeeper isn't the striker, nor is she Mia.", ""},
	})
}

// Days listed across the week's end run on (unseen51): "three days after"
// of Friday is Monday, and the day after Sunday in a week listed from
// Sunday is Monday, never a day before it.
func TestWeekAcrossSunday(t *testing.T) {
	const (
		weekend = "travellers: Ann, Bo, Cy, Di\ndays: Friday, Saturday, Sunday, Monday\nClues:\n"
		usWeek  = "pupils: Ann, Bo, Cy\ndays: Sunday, Monday, Tuesday\nClues:\n"
	)
	checkMeaning(t, "three days after Friday is Monday", weekend, "Bo flew three days after Ann.", func(at func(string) int) bool {
		return at("Ann") == at("Friday") && at("Bo") == at("Monday")
	})
	checkMeaning(t, "the day after, across Sunday", weekend, "Bo flew the day after Ann.", func(at func(string) int) bool {
		d := map[int]int{at("Friday"): 0, at("Saturday"): 1, at("Sunday"): 2, at("Monday"): 3}
		return d[at("Bo")] == d[at("Ann")]+1
	})
	checkMeaning(t, "a week listed from Sunday", usWeek, "Bo came later in the week than Ann.", func(at func(string) int) bool {
		d := map[int]int{at("Sunday"): 0, at("Monday"): 1, at("Tuesday"): 2}
		return d[at("Bo")] > d[at("Ann")]
	})
}

// Plain words say which span a comparison of points in time is along
// where the puzzle has days and times: "earlier in the day", never a bare
// "earlier" that reads as either.
func TestPlainWordsTimeSpan(t *testing.T) {
	const head = "patients: Ann, Bo, Cy, Di\ndays: Monday, Tuesday, Wednesday, Thursday\ntimes: 9:00am, 10:30am, 1:15pm, 3:45pm\nClues:\n"
	r, err := ReadSentences(context.Background(), "s", []byte(head+"Cy came two days later than Ann, but earlier in the day.\n"))
	if err != nil {
		t.Fatal(err)
	}
	w := plainWriter(r.Puzzle)
	var said []string
	for _, c := range r.Sentences[0].Clues() {
		if t, ok := plainCompare(w, c); ok {
			said = append(said, t)
		}
	}
	got := strings.Join(said, "; ")
	if !strings.Contains(got, "earlier in the day than") || strings.Contains(got, "earlier in the week") {
		t.Errorf("plain words %q: want the times said \"earlier in the day\"", got)
	}
}
