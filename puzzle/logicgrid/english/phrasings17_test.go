package english

import "testing"

// Phrasings of testdata/unseen17 (issue 25), British puzzle pages, each
// construction in words other than the set's.
func TestPublishedPhrasings17(t *testing.T) {
	const (
		surgery = "patients: Ann, Bo, Cy, Di\ntowns: Ely, Hove, Rye, Wick\nrooms: 101, 102, 201, 202\nappointments: 9.15am, 10am, 11.30am, 2.45pm\nClues:\n"
		evening = "guests: Ann, Bo, Cy\nsuppers: soup, pie, stew\nsittings: 6pm, 6.30pm, 7.15pm\nClues:\n"
		garden  = "first names: Alan, Brian, Carol, Diane\nsurnames: Ash, Bell, Cole, Dane\nplots: 2, 5, 8, 11\ncrops: kale, leeks, peas, beans\nClues:\n"
		wedding = "husbands: Ty, Uri, Vic\nwives: Rae, Sue, Tess\nyears: 1995, 2005, 2009\nClues:\n"
		club    = "members: Ann, Bo, Cy, Di\nages: 28, 34, 37, 45\nsports: golf, judo, polo, yoga\nClues:\n"
		cafe    = "diners: Ann, Bo, Cy, Di\nbills: £3.45, £3.90, £4.20, £4.75\nClues:\n"
		fair    = "helpers: Ann, Bo, Cy, Di\nstalls: cake stall, raffle, toy stall, book stall\ntakings: £38.50, £42.00, £55.75, £61.25\nClues:\n"
		shop    = "buyers: Ann, Bo, Cy\nitems: lamp, rug, vase\nprices: $10, $18, $26\nClues:\n"
		trains  = "trains: Bath train, York train, Leeds train\nplatforms: 1, 2, 3\ndrivers: Al, Bo, Cy\nClues:\n"
		league  = "clubs: Ash, Elm, Oak\ncaptains: Al, Bo, Cy\npoints: 40, 43, 49\nClues:\n"
		party   = "children: Amy, Ben, Cal, Dot\nages: 6, 8, 11, 21\ntreats: cake, jelly, trifle, buns\nClues:\n"
		fetes   = "villages: Ash, Elm, Oak, Yew\nfetes: 2nd May, 30th May, 20th June, 18th July\nbands: brass, folk, jazz, rock\nClues:\n"
		station = "passengers: Ann, Bo, Cy, Di\ndepartures: 7.45am, 8.15am, 8.40am, 9.05am\nplatforms: 1, 4, 6, 9\nClues:\n"
		daylong = "passengers: Ann, Bo, Cy, Di\ndepartures: 9.10am, 11.40am, 2.15pm, 4.50pm\nplatforms: 1, 4, 6, 9\nClues:\n"
		quiz    = "captains: Al, Bo, Cy, Di\nscores: 30, 34, 41, 45\nrounds: art, film, maths, sport\nClues:\n"
		walk    = "walkers: Ann, Bo, Cy, Di\ndistances: 5 miles, 8 miles, 10 miles, 12 miles\nsums: £85, £120, £150, £210\nClues:\n"
		clinic  = "patients: Mr Ash, Mrs Bell, Dr Cole, Miss Dane\nrooms: 101, 102, 201, 202\ntimes: 9.15am, 10am, 11.30am, 2.45pm\nClues:\n"
		coaches = "outings: Bath, Ely, Rye, Wells\nmonths: May, June, July, August\ndepartures: 07:30, 08:15, 09:00, 09:45\ndrivers: Al, Bo, Cy, Di\nClues:\n"
		told    = "Alan and Brian are men; Carol and Diane are women.\nfirst names: Alan, Brian, Carol, Diane\nsurnames: Ash, Bell, Cole, Dane\ncrops: kale, leeks, peas, beans\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// u17-12: "6pm" among "2.15pm, 4.45pm" made the arrivals no times
		{"a whole hour among dotted times: an hour later", surgery, "Bo was seen an hour after Cy.", "appointments$Cy:Bo:+60"},
		{"a whole hour among dotted times: named", surgery, "The Rye patient came at 10am.", "Rye=10am"},
		{"a whole hour first among dotted times: minutes", evening, "Ann sat down 45 minutes after Bo.", "sittings$Bo:Ann:+45"},
		{"a whole hour: earlier than", evening, "The soup was served earlier than the stew.", "sittings$soup:stew"},
		{"a whole hour: the latest", evening, "Cy ate at the latest sitting.", "Cy=7.15pm"},
		// u17-12: "checked in before" was read along the room numbers
		{"checked in before: a time, not a lower room", surgery, "Ann checked in before Di.", "appointments$Ann:Di"},
		{"left after, room numbers and times", surgery, "The Ely patient left after Bo.", "appointments$Bo:Ely"},
		{"got there earlier, room numbers and times", surgery, "Cy got there earlier than the patient from Wick.", "appointments$Cy:Wick"},
		{"the room said: its number comes before", surgery, "Ann's room comes before Bo's.", "rooms$Ann:Bo"},
		{"turned up later than", surgery, "Di turned up later than the Hove patient.", "appointments$Hove:Di"},
		// u17-02: "Mr Hobbs" of surnames, with first names of both sexes,
		// lost the title: Hobbs could be Doreen
		{"Mr before a surname: one of the men", garden, "Mr Ash grows the kale.", "Ash=kale / Ash~Alan|Brian"},
		{"Mrs before a surname, in a comparison", garden, "Mrs Bell's plot is higher than Alan's.", "plots$Alan:Bell / Bell~Carol|Diane"},
		{"Miss before a surname, negated", garden, "Miss Dane didn't grow the leeks.", "Dane*leeks / Dane~Carol|Diane"},
		{"Ms after a verb, sexes told in the story", told, "The peas were grown by Ms Cole.", "peas=Cole / Cole~Carol|Diane"},
		{"Mr of one surname beside a first name", told, "Carol and Mr Dane grow the peas and the beans, in some order.", "Carol,Dane~peas,beans / Dane~Alan|Brian"},
		// u17-10: "married in the 1980s" names a range of years
		{"in the 2000s: one of the years in it", wedding, "Ty and his wife married in the 2000s.", "Ty~2005|2009"},
		{"during the 1990s: the one year in it", wedding, "Sue's wedding took place during the 1990s.", "Sue=1995"},
		{"not in the 2000s", wedding, "Uri wasn't married in the 2000s.", "Uri*2005*2009"},
		{"in his 30s: ages", club, "The judo player is in his 30s.", "judo~34|37"},
		{"in her 40s: the one age in it", club, "Di is in her 40s.", "Di=45"},
		// u17-08: 0.55 * 100 is no whole number in floating point
		{"55p more: pence of a pounds category", cafe, "Di's bill was 55p more than Cy's.", "bills$Cy:Di:+55"},
		{"55 pence more", cafe, "Di spent 55 pence more than Cy.", "bills$Cy:Di:+55"},
		{"£0.55 more", cafe, "Di paid £0.55 more than Cy.", "bills$Cy:Di:+55"},
		{"30p less", cafe, "Bo paid 30p less than Cy.", "bills$Bo:Cy:+30"},
		{"£1.30 less", cafe, "Ann's bill came to £1.30 less than Di's.", "bills$Ann:Di:+130"},
		// u17-01: "£42" of the item "£42.00"; "the plants" of "plant stall"
		{"a whole sum without its pence", fair, "The raffle took £42.", "raffle=£42.00"},
		{"a whole sum with pence the item lacks", shop, "Ann paid $18.00 for her item.", "Ann=$18"},
		{"the plural of an item's name without the category's noun", fair, "Cy was not in charge of the toys.", "Cy*toy stall"},
		{"the name without the category's noun, as the goods sold", fair, "Di sold books.", "Di=book stall"},
		{"the plural without the noun, in a comparison", fair, "The cakes took more than the raffle.", "takings$raffle:cake stall"},
		{"a train by its town", trains, "Al drove to York.", "Al=York train"},
		// u17-01: "finished the day £5.50 behind": "the day" says when
		{"finished the day an amount behind", fair, "Ann finished the day £13.25 behind the raffle.", "takings$Ann:raffle:+1325"},
		{"ended the season points behind", league, "Ash ended the season 3 points behind Bo's club.", "points$Ash:Bo:+3"},
		{"closed the week an amount ahead", fair, "The toy stall closed the week £17.25 ahead of Bo.", "takings$Bo:toy stall:+1725"},
		{"finished the year points clear", league, "Cy's club finished the year 6 points clear of Elm.", "points$Elm:Cy:+6"},
		{"a day before, still an amount", "guests: Ann, Bo, Cy\ndates: 3 May, 4 May, 5 May\nClues:\n", "Ann came a day before Bo.", "dates$Ann:Bo:+1"},
		// u17-04: "a nine-year-old" of ages 7 to 10
		{"a nine-year-old: an age in words", party, "The trifle was for a six-year-old.", "trifle=6"},
		{"the eight-year-old", party, "The eight-year-old had the jelly.", "8=jelly"},
		{"an eleven year old, no hyphens", party, "Ben is an eleven year old.", "Ben=11"},
		{"a twenty-one-year-old", party, "The buns went to a twenty-one-year-old.", "buns=21"},
		{"not a six-year-old", party, "Cal is not a six-year-old.", "Cal*6"},
		// u17-04: "some weeks before" of dates at least two weeks apart
		{"some weeks before: dates weeks apart", fetes, "Ash's fete was some weeks before Oak's.", "fetes$Ash:Oak"},
		{"a few weeks after", fetes, "The jazz band played a few weeks after the folk band.", "fetes$folk:jazz"},
		{"several weeks earlier", fetes, "Elm held its fete several weeks earlier than Yew.", "fetes$Elm:Yew"},
		{"weeks before, no count", fetes, "The brass band came weeks before the rock band.", "fetes$brass:rock"},
		{"a clause, then some weeks before", fetes, "Ash booked the folk band, some weeks before Elm's fete.", "Ash=folk / fetes$Ash:Elm"},
		{"a clause, then sometime after", fetes, "Oak booked the jazz band, sometime after Yew's fete.", "Oak=jazz / fetes$Yew:Oak"},
		// u17-03: "later in the morning" of dotted times with am/pm; a
		// second clause's comparative takes the first's noun only when it
		// measures the same ("lower platform ..., but later than": a time)
		{"later in the morning of dotted times", station, "Ann's train left later in the morning than Bo's.", "departures$Bo:Ann"},
		{"in the afternoon of dotted times", daylong, "Cy's train left in the afternoon.", "Cy*9.10am / Cy*11.40am"},
		{"a lower platform, but later: a time", station, "Di left from a lower-numbered platform than Ann, but later in the morning than Cy.", "platforms$Di:Ann / departures$Cy:Di"},
		{"a higher platform, but earlier than: a time", station, "Bo's train went from a higher platform than Cy's, but earlier than Ann's.", "platforms$Cy:Bo / departures$Bo:Ann"},
		{"a lower platform but higher than: the platform again", station, "Ann's train used a lower platform than Bo's but higher than Di's.", "platforms$Ann:Bo / platforms$Di:Ann"},
		// u17-09: "strongest on the music round" names their round; "came
		// bottom" of scores counted in points is the fewest; "won the
		// night, four points clear of" says both
		{"strongest on a round: their round", quiz, "Al's team was strongest on the art round.", "Al=art"},
		{"best at an item, then a score", quiz, "The team best at maths scored 34.", "maths=34"},
		{"who were strongest on X, came bottom (points)", quiz, "Bo's team, who were strongest on film, came bottom, 4 points behind Cy's.", "Bo=film / Bo=30 / scores$Bo:Cy:+4"},
		{"won the night, N points clear of", quiz, "Di's team won the night, four points clear of Cy's.", "Di=45 / scores$Cy:Di:+4"},
		{"came top of scores, points said in the clue", quiz, "Cy's team came top, 4 points ahead of Al's.", "Cy=45 / scores$Al:Cy:+4"},
		// u17-11: "Although A, she B" says A and B
		{"although A, she B", walk, "Although Ann walked only the shortest route, she raised more than anyone else.", "Ann=5 miles / Ann=£210"},
		{"though A, he didn't B", walk, "Though Bo covered 8 miles, he didn't raise £85.", "Bo=8 miles / Bo*£85"},
		{"even though A, B of another subject", walk, "Even though Cy raised £150, Di walked further than him.", "Cy=£150 / distances$Cy:Di"},
		{"although with a comparison first", walk, "Although Di walked further than Bo, she raised less than Cy.", "distances$Bo:Di / sums$Di:Cy"},
		{"although, a described subject", walk, "Although the £120 walker covered 10 miles, she is not Ann.", "£120=10 miles / £120*Ann"},
		// u17-12: "the man in room 203" among Mr, Mrs, Miss and a Dr: the
		// doctor's sex is not said, so one of the men or the doctor
		{"the man in a room, a Dr among them", clinic, "The man in room 201 arrived before Mrs Bell.", "times$201:Mrs Bell / 201~Mr Ash|Dr Cole"},
		{"the woman who, a Dr among them", clinic, "The woman who came at 10am is in room 102.", "10am=102 / 10am~Mrs Bell|Dr Cole|Miss Dane"},
		{"a lady, a Dr among them", clinic, "Room 202 went to a lady.", "202~Mrs Bell|Dr Cole|Miss Dane"},
		{"the man, a comparison after", clinic, "The man in room 102 came in later than Miss Dane.", "times$Miss Dane:102 / 102~Mr Ash|Dr Cole"},
		{"the gentleman with a time", clinic, "The gentleman who came at 2.45pm is not in room 101.", "2.45pm*101 / 2.45pm~Mr Ash|Dr Cole"},
		// u17-06: ", the month before Ron's outing" after a clause
		{"a clause, then the month before", coaches, "Al drove the coach that left at 08:15, the month before Cy's outing.", "Al=08:15 / months$Al:Cy:+1"},
		{"a clause, then the month after", coaches, "Bo drove to Ely, the month after Di's trip.", "Bo=Ely / months$Di:Bo:+1"},
		{"a clause, then the month before, of a place", coaches, "The Rye coach left at 07:30, the month before the Bath trip.", "Rye=07:30 / months$Rye:Bath:+1"},
		{"a clause, then the year after", "couples: Al, Bo, Cy\nyears: 2001, 2002, 2004\nvenues: barn, hall, pub\nClues:\n", "Al married at the barn, the year after Cy.", "Al=barn / years$Cy:Al:+1"},
		{"a clause, then the day before", "stalls: cakes, books, toys\ndates: 3 May, 4 May, 6 May\nhelpers: Ann, Bea, Cal\nClues:\n", "Ann ran the toy stall, the day before Bea.", "Ann=toys / dates$Ann:Bea:+1"},
	}
	wantReadings(t, cases)
}

// A title that says something the reader cannot put in a clue is refused,
// never dropped: the story gives the sex of some people only.
func TestTitlesRefused17(t *testing.T) {
	const partly = "Alan is a man.\nfirst names: Alan, Sam, Jo, Kit\nsurnames: Ash, Bell, Cole, Dane\ncrops: kale, leeks, peas, beans\nClues:\n"
	cases := []struct{ why, head, sentence, want string }{
		{"a decade no year is in", "husbands: Ty, Uri, Vic\nwives: Rae, Sue, Tess\nyears: 1995, 2005, 2009\nClues:\n", "Ty married in the 1970s.", "none of the years is in the 1970s"},
		{"a decade compared", "husbands: Ty, Uri, Vic\nwives: Rae, Sue, Tess\nyears: 1995, 2005, 2009\nClues:\n", "Ty married 4 years after the couple in the 2000s.", "1980s"},
		{"a fraction of a penny", "diners: Ann, Bo, Cy, Di\nbills: £3.45, £3.90, £4.20, £4.75\nClues:\n", "Di paid £0.555 more than Cy.", "no whole number"},
		{"a short name two items share", "helpers: Ann, Bo, Cy\nstalls: cake stall, cake table, toy stall\nClues:\n", "Ann ran the cakes.", "names 1 item"},
		{"some weeks before dates three days apart", "villages: Ash, Elm, Oak\nfetes: 2nd May, 5th May, 20th June\nClues:\n", "Ash's fete was some weeks before Oak's.", "less than two weeks apart"},
		{"some months of dates", "villages: Ash, Elm, Oak\nfetes: 2nd May, 5th May, 20th June\nClues:\n", "Ash's fete was some months before Oak's.", "not counted in months"},
		{"a main clause after a who-clause that cannot be read is never dropped", "teams: Ash, Elm, Oak\nrounds: art, film, maths\ntables: 1, 2, 3\nClues:\n", "Ash, who did best on art, came bottom.", "came bottom"},
		{"came bottom of scores, no points said (golf wins lowest)", "captains: Al, Bo, Cy, Di\nscores: 30, 34, 41, 45\nrounds: art, film, maths, sport\nClues:\n", "Cy's team came bottom.", "names 1 item"},
		{"came bottom of scores in strokes", "golfers: Al, Bo, Cy, Di\nscores: 68, 70, 71, 75\nClues:\n", "Cy came bottom, 5 points and 3 strokes behind Al.", ""},
		{"Mr with only some sexes told", partly, "Mr Ash grows the kale.", "but not all"},
		{"Mrs where no one is a woman", "Alan and Brian are men; Carl and Dave are men.\nfirst names: Alan, Brian, Carl, Dave\nsurnames: Ash, Bell, Cole, Dane\ncrops: kale, leeks, peas, beans\nClues:\n", "Mrs Bell grows the peas.", "none of the"},
	}
	wantRefused(t, cases)
}
