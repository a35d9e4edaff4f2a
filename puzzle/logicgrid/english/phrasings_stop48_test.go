package english

import "testing"

// Phrasings read at stop 48 (issue 25), each a general reading, with its
// near misses.
func TestPublishedPhrasingsStop48(t *testing.T) {
	const (
		lanes    = "Five friends bowled one game each on lanes 1 to 5. Ann and Cat are women; Ben, Dan and Ed are men.\n\nbowler: Ann, Ben, Cat, Dan, Ed\nscore: 150, 161, 177, 188, 204\nlane: 1, 2, 3, 4, 5\nClues:\n"
		race     = "Sal and Tom are men; Una and Val are women.\n\nrunner: Sal, Tom, Una, Val\nbib: 7, 19, 23, 40\nage: 21, 25, 29, 33\nClues:\n"
		calls    = "Sal and Tom are men; Una and Val are women.\n\ncaller: Sal, Tom, Una, Val\ntime: 9:00am, 10:00am, 11:00am, 12:00pm\nreason: billing, delivery, refund, repair\nClues:\n"
		team     = "name: Ann, Bea, Cy, Dee\njob: vet, cook, nurse, pilot\nClues:\n"
		lunch    = "Eli and Fay are girls; Gus and Hal are boys.\n\nchild: Eli, Fay, Gus, Hal\nsandwich: cheese, egg, ham, tuna\nfruit: apple, kiwi, pear, plum\nClues:\n"
		street   = "Four friends live in houses numbered 1 to 4 from left to right.\n\nhouse: 1, 2, 3, 4\nname: Ann, Bo, Cy, Di\ndrink: cocoa, milk, soda, tea\npet: cat, dog, fish, hen\nClues:\n"
		row5     = "Five houses stand in a row, numbered 1 to 5 from left to right.\n\nhouse: 1, 2, 3, 4, 5\nowner: Ann, Bo, Cy, Di, Ed\npet: cat, dog, fish, hen, owl\nClues:\n"
		desk     = "editor: Ann, Bo, Cy, Di, Ed\nsection: arts, food, news, sport, travel\ndeadline: 8:00pm, 8:30pm, 9:00pm, 9:30pm, 10:00pm\ndrink: cola, latte, mocha, tea, water\nClues:\n"
		hobbies  = "house: 1, 2, 3, 4\nname: Ann, Bo, Cy, Di\nhobby: cycling, juggling, painting, pottery\nClues:\n"
		recital  = "Four pupils played one after another.\n\npupil: Ann, Bo, Cy, Di\ntime: 1:00pm, 1:15pm, 1:30pm, 1:45pm\nage: 7, 9, 11, 13\nClues:\n"
		cabins   = "owner: the Abels, the Bakers, the Cohens\narea: 300 sq ft, 330 sq ft, 360 sq ft\nweeks: 6 weeks, 8 weeks, 10 weeks\nClues:\n"
		fair     = "pupil: Ann, Bo, Cy, Di\nplace: 1st, 2nd, 3rd, 4th\nhours: 10 hours, 12 hours, 14 hours, 16 hours\nmentor: Mr. Finch, Ms. Gray, Mr. Holt, Ms. Iles\nClues:\n"
		fairWith = "Four pupils entered the science fair; each worked with a different teacher.\n\npupil: Ann, Bo, Cy, Di\nplace: 1st, 2nd, 3rd, 4th\nteacher: Mr. Finch, Ms. Gray, Mr. Holt, Ms. Iles\nClues:\n"
		trains   = "Ann and Cy are women; Bo and Dan are men.\n\nname: Ann, Bo, Cy, Dan\nsurname: Hart, Lowe, Moss, Pyke\ntime: 8:10am, 8:40am, 9:10am, 9:40am\nClues:\n"
		quiz     = "Ann and Cy are women; Bo and Dan are men.\n\nname: Ann, Bo, Cy, Dan\nsurname: Hart, Lowe, Moss, Pyke\npoints: 4, 6, 9, 12\nClues:\n"
		crowds   = "leader: Ann, Bo, Cy, Di\nday: Monday, Tuesday, Wednesday, Thursday\nchildren: 5 children, 8 children, 12 children, 15 children\nClues:\n"
		cast     = "actor: Ann, Bo, Cy, Di\npart: king, maid, spy, thief\nfee: $200, $250, $300, $350\nClues:\n"
		retired  = "Four members chatted about the jobs they did before retiring. Ann and Cy are women; Bo and Dan are men.\n\nname: Ann, Bo, Cy, Dan\nyears: 4 years, 7 years, 11 years, 15 years\njob: baker, nurse, postman, teacher\nClues:\n"
		sale     = "Ann and Cy are girls; Bo and Dan are boys.\n\nbaker: Ann, Bo, Cy, Dan\ntreat: buns, flapjacks, fudge, scones\nprice: $1, $2, $3, $4\nClues:\n"
		pets     = "Ann and Cy are girls; Bo and Dan are boys.\n\nchild: Ann, Bo, Cy, Dan\npet: cat, dog, hamster, rabbit\npet's name: Coco, Mitzi, Rolo, Ziggy\nClues:\n"
		play     = "Ann and Cy are girls; Bo and Dan are boys.\n\npupil: Ann, Bo, Cy, Dan\npart: fairy, giant, troll, wizard\nClues:\n"
		filing   = "name: Ann, Bo, Cy, Di\nsection: budget, payroll, sales, summary\ntime: 9:00am, 10:30am, 1:00pm, 3:30pm\nlunch: pasta, salad, soup, sushi\nClues:\n"
		bridges  = "bridge: Ash, Elm, Oak, Yew\nopened: 1820, 1850, 1880, 1910\nmonth: March, May, July, October\nClues:\n"
		clubs    = "club: Chess Club, Choir, Rowing Club, Walkers\nyear: 1901, 1925, 1950, 1975\nmonth: February, April, June, September\nClues:\n"
		startups = "founder: Ann, Bo, Cy, Di\nraised: $1 million, $2 million, $3 million, $4 million\nstake: 5%, 10%, 15%, 20%\nbusiness: bakery, bikes, games, tutoring\nClues:\n"
		auction  = "lot: harbor, garden, portrait, landscape\nprice: $100, $200, $300, $400\nbidder: Mr. Kaye, Mrs. Lowe, Ms. Marsh, Mr. Nolan\nClues:\n"
		births   = "cousin: Bo, Cy, Di, Ed\nmonth: March, April, June, September\ngift: kite, chess set, telescope, watch\nClues:\n"
		readers  = "volunteer: Ann, Bo, Cy, Di, Ed\ngroup: babies, teens, toddlers, readers, tweens\nchildren: 6 children, 9 children, 11 children, 14 children, 20 children\nClues:\n"
	)
	wantReadings(t, []struct{ why, head, sentence, want string }{
		// an object pronoun before an amount, as at the end of a clause
		{"and she beat him by N pins", lanes, "Ann bowled on the lane next to Ben's, and she beat him by 27 pins.", "lane%Ann:Ben:1 / score$Ben:Ann:+27"},
		{"the pronouns swapped by sex", lanes, "Ben bowled next to Ann, and she beat him by 27 pins.", "lane%Ben:Ann:1 / score$Ben:Ann:+27"},
		// someone of a sex other than the one named: both facts
		{"worn by a woman other than Una", race, "Bib 7 was worn by a woman other than Una.", "7~Una|Val / 7*Una"},
		{"a man other than, as the subject", race, "A man other than Sal is 29.", "29~Sal|Tom / Sal*29"},
		// a described one said to be a woman: one of the women
		{"the last caller of the day, a woman", calls, "Sal spoke to the last caller of the day, a woman.", "12:00pm~Una|Val / Sal=12:00pm"},
		{"isn't one of the women", calls, "The earliest caller isn't one of the women.", "9:00am~Sal|Tom"},
		// ", and so was X": the first clause again, of X (never X the subject's)
		{"so was the apple", lunch, "The tuna sandwich was packed by a girl, and so was the apple.", "tuna~Eli|Fay / apple~Eli|Fay"},
		// a negated place and a position phrase: each its own
		{"doesn't live in house 3 but does live next to", street, "The soda drinker doesn't live in house 3 but does live next to the cocoa drinker.", "soda*3 / house%soda:cocoa:1"},
		{"lives in house 3 but not next to", street, "The soda drinker lives in house 3 but not next to the cocoa drinker.", "soda=3 / soda|1|cocoa|2 / soda|2|cocoa|3 / soda|2|cocoa|1 / soda|3|cocoa|4 / soda|3|cocoa|2 / soda|4|cocoa|3"},
		// one place or the other (it was read as both)
		{"in either the first house or the last house", row5, "Bo lives in either the first house or the last house.", "Bo~1|5"},
		{"the first or the last house, the noun once", row5, "Bo lives in the first or the last house.", "Bo~1|5"},
		{"not in the first or the last house", row5, "Bo doesn't live in the first or the last house.", "Bo*1 / Bo*5"},
		{"in neither of the first two houses", row5, "Bo lives in neither of the first two houses.", "Bo*1*2"},
		{"not in either of the last two houses", row5, "Bo doesn't live in either of the last two houses.", "Bo*4*5"},
		// a number in words after the row's noun is the row's item
		{"house three", row5, "The owl's owner lives in house three.", "owl=3"},
		{"house number two", row5, "Cy lives in house number two.", "Cy=2"},
		{"the gerund's verb: cycles", hobbies, "Of Ann and Bo, one does pottery and the other cycles.", "Ann,Bo~pottery,cycling"},
		// the order of one category follows another's
		{"in order of age, youngest first", recital, "The pupils played in order of age, youngest first.", "7=1:00pm / 9=1:15pm / 11=1:30pm / 13=1:45pm"},
		{"oldest first", recital, "The pupils played in order of age, oldest first.", "13=1:00pm / 11=1:15pm / 9=1:30pm / 7=1:45pm"},
		// an area's unit spelt out or short
		{"square feet of sq ft", cabins, "The Abels' cabin is 30 square feet bigger than the Bakers'.", "area$the Bakers:the Abels:+30"},
		{"the smallest of a category named area", cabins, "The Cohens' cabin is the smallest.", "the Cohens=300 sq ft"},
		{"less time: the weeks", cabins, "The Abels needed less time than the Cohens.", "weeks$the Abels:the Cohens"},
		{"with a project that took", fair, "Bo won first place with a project that took 4 hours less than Di's.", "Bo=1st / hours$Bo:Di:+4"},
		{"a teacher's verb pairs", fair, "Ann was mentored by Ms. Gray.", "Ann=Ms. Gray"},
		{"the story's relation pairs", fairWith, "Neither Bo nor Cy worked with Mr. Holt.", "Bo*Cy*Mr. Holt"},
		// a second clause whose subject has a title
		{"; Mrs Moss was on the 9:10am", trains, "Mr Pyke caught the earliest train; Mrs Moss was on the 9:10am.", "Pyke=8:10am / Pyke~Bo|Dan / Moss=9:10am / Moss~Ann|Cy"},
		{"the team's top scorer", quiz, "Mrs Hart was the team's top scorer.", "Hart=12 / Hart~Ann|Cy"},
		{"the worst attended, of children counted", crowds, "Ann's session was the worst attended of the four.", "Ann=5 children"},
		{"the best paid", cast, "The spy was the best paid of the four.", "spy=$350"},
		{"the former postman", retired, "Ann has belonged for longer than Bo but not as long as the former postman.", "years$Bo:Ann / years$Ann:postman"},
		{"used to be, where the story tells of the past", retired, "Of Bo and Cy, one used to be a teacher and the other a nurse.", "Bo,Cy~teacher,nurse"},
		{"three dollars of dollar items", sale, "Cy charged three dollars for her treat.", "Cy=$3"},
		{"a pet's name is no person's", pets, "Ziggy belongs to a girl, but not to Ann.", "Ziggy*Ann / Ziggy~Ann|Cy"},
		{"both played by girls", play, "The fairy and the wizard are both played by girls.", "fairy~Ann|Cy / wizard~Ann|Cy"},
		{"neither filed in the morning", filing, "Neither Ann nor the one who had soup filed in the morning.", "Ann*9:00am / Ann*10:30am / soup*9:00am / soup*10:30am / Ann*soup"},
		{"..., and neither of them filed in the morning", filing, "The payroll section wasn't written by the one who had soup, and neither of them filed in the morning.", "payroll*soup / payroll*9:00am / payroll*10:30am / soup*9:00am / soup*10:30am / payroll*soup"},
		{"in the morning, and she (never left out)", filing, "Ann filed in the morning, and she had soup.", "Ann=soup / Ann*1:00pm / Ann*3:30pm"},
		{"the oldest of years and months: the year", bridges, "Ash is the oldest, while Elm is the newest.", "Ash=1820 / Elm=1910"},
		{"the younger of the two, after a comparison", bridges, "Oak opened in a later month than Elm, though Elm is the younger of the two.", "month$Elm:Oak / opened$Oak:Elm"},
		{"but in an earlier year", clubs, "The Choir was founded in a later month than the Walkers, but in an earlier year.", "month$Walkers:Choir / year$Choir:Walkers"},
		{"the founding month", clubs, "The Choir's founding month comes later in the year than the Walkers'.", "month$Walkers:Choir"},
		{"gave away the smallest stake", startups, "The bakery gave away the smallest stake, yet it raised more than Ann's firm.", "bakery=5% / raised$Ann:bakery"},
		{"neither Mr. A nor Mr. B bought it", auction, "The harbor was the priciest lot, and neither Mr. Kaye nor Mr. Nolan bought it.", "harbor=$400 / Mr. Kaye*Mr. Nolan*harbor"},
		// "the month right after": a calendar month, never the next one listed
		{"the month right after", births, "Cy was born the month right after Di.", "month$Di:Cy:+1"},
		{"the very next month after", births, "Cy was born the very next month after Di.", "month$Di:Cy:+1"},
		{"right after alone: the next in the order", births, "Cy was born right after Di.", "month$Di:Cy:1"},
		{"but both she and ... more than ten", readers, "Ann didn't have the babies, but both she and the volunteer who read to the teens drew more than ten children.", "Ann*babies / Ann~11 children|14 children|20 children / teens~11 children|14 children|20 children / Ann*teens || Ann*babies / Ann~11 children|14 children|20 children / teens~11 children|14 children|20 children"},
	})
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"an either/or said of no item (it was read as the last option's)", team, "The captain is either Ann or Bea or Cy.", "names no item"},
		{"a list of three before a comparison is never an appositive", desk, "Ann, the arts editor and the tea drinker have later deadlines than Bo.", "items with a comparison"},
		{"a negated place, then a position phrase after a comma", street, "The soda drinker does not live in house 3, next to the cocoa drinker.", "split it"},
		{"or with position phrases of other kinds", row5, "Bo lives in the middle house or next to the owl's owner.", "read only as"},
		{"at age six is no label", "child: Ann, Bo, Cy\nage: 5, 6, 7\ntoy: ball, doll, kite\nClues:\n", "Ann, at age six, got the kite.", ""},
		{"a negated either/or of amounts (the not was dropped)", births, "Cy wasn't born one month before or after Di.", "negated"},
		{"the day immediately before or immediately after, denied", "hiker: Al, Bo, Cy\nday: Monday, Tuesday, Wednesday\nClues:\n", "Al didn't hike on the day immediately before or immediately after Cy's hike.", "negated"},
		{"used to, where the story does not say", "name: Ann, Bo, Cy, Dan\njob: baker, nurse, postman, teacher\nClues:\n", "Bo used to be a baker.", "did not (or may not) happen"},
	})
}
