package english

import "testing"

// The blind sets of 2026-11-29's stop 43 (testdata/unseen47 to unseen56),
// each written by a helper who read only truth.py, each measured once on
// the reader as it stood before any fix for it (the commit named), then
// fixed as general readings (phrasings_fix43_test.go, phrasings_fix47_test.go)
// and bundled as they read now. The meaning check (meaning_test.go) holds
// for every sentence read.

// unseen47: the British newspaper voice with dates and full names (titles
// Mr, Mrs, Rev, Dr; weddings, retirements, allotments, house sales).
// Measured at da53ef4: 1 exact, 11 refused, 0 misread. Refused now:
// u47-02 (a comparison in an if-then), u47-03 ("unless" with a
// comparison), u47-05 (titles as a category: "Mrs Bell" is two items),
// u47-09 ("Mr Layton's plot, number 1"), u47-10 ("later in the month" of
// dates in several months).
func TestUnseen47Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen47", 12, `u47-01-ruby-weddings u47-04-charity-walk u47-06-caravan-holidays u47-07-quiz-team u47-08-driving-tests u47-11-house-hunting u47-12-spring-weddings`)
}

// unseen48: Puzzle-Baron-style website grids, 3x4 to 5x5, terse clues
// with amounts. Measured at cf1f8b7: 11 exact, 1 refused, 0 misread
// (u48-12, still refused: an either/or of two items only).
func TestUnseen48Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen48", 12, `u48-01-chili-cookoff u48-02-spelling-bee u48-03-stargazers u48-04-dog-show u48-05-used-car-lot u48-06-ski-race u48-07-pottery-class u48-08-app-launch u48-09-cruise u48-10-bakery-order u48-11-chess-club`)
}

// unseen49: ZebraLogic-style houses with words shared by two categories
// (Rose and rose, a mother and a child named Alice), 4 to 6 houses.
// Measured at cf1f8b7: 6 exact, 6 refused, 0 misread; all read since its
// fixes ("There are 4 houses" opening a magazine puzzle, "the Pole",
// "Kim's parent", "lives in the first house" beside a comparison).
func TestUnseen49Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen49", 12, `u49-01-four-houses u49-02-rose-and-lily u49-03-orange-and-peach u49-04-mothers-and-children u49-05-pets-and-tattoos u49-06-six-nations u49-07-birthdays-and-music u49-08-new-cars u49-09-phones-and-music u49-10-herbs-and-teas u49-11-cigar-smokers u49-12-early-risers`)
}

// unseen50: puzzles for families and puzzle apps. Measured at cf1f8b7:
// 5 exact, 5 refused, 2 misread (u50-06, two solutions: "found more
// quickly than" read as more time; u50-12, two solutions: "... and closed
// with a song" left out). Refused now: u50-04 ("her teacher isn't a man":
// the sex of a second category of people), u50-12 (no act is a song).
func TestUnseen50Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen50", 12, `u50-01-science-fair u50-02-sleepover u50-03-shirt-numbers u50-05-pet-show u50-06-treasure-hunt u50-07-bake-off u50-08-book-club u50-09-swimming-gala u50-10-school-trip u50-11-pocket-money`)
}

// unseen51: schedules (days of the week, clock times, a long weekend
// Friday to Monday, parts of the day). Measured at 538a2c6: 3 exact, 9
// refused, 0 misread. Refused now: u51-03 ("begins at the very moment the
// gardening programme finishes"), u51-06 ("don't rehearse on consecutive
// days" where the days skip Wednesday), u51-12 ("Of the two morning
// talks, ...").
func TestUnseen51Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen51", 12, `u51-01-dentist-week u51-02-evening-classes u51-04-long-weekend-flights u51-05-furniture-deliveries u51-07-saturday-music-lessons u51-08-vet-appointments u51-09-job-interviews u51-10-salon-saturday u51-11-parent-teacher-meetings`)
}

// unseen52: things first, people second (paintings, ships, planets,
// recipes, lighthouses). Measured at 6553a1a: 9 exact, 3 refused, 0
// misread; all read since its fixes.
func TestUnseen52Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen52", 12, `u52-01-auction-paintings u52-02-harbour-ships u52-03-new-planets u52-04-cookbook-recipes u52-05-morning-trains u52-06-four-parcels u52-07-rescue-dogs u52-08-hiking-trails u52-09-river-bridges u52-10-cheese-show u52-11-coast-lighthouses u52-12-kite-festival`)
}

// unseen53: the Dell / Penny Press American magazine voice (full names,
// couples, "in some order"). Measured at 0d8800e: 8 exact, 4 refused, 0
// misread. All read but u53-05 since its fixes ("are, in some order, Bev,
// ..." of one list; "Of the two women, ..." named).
func TestUnseen53Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen53", 12, `u53-01-yard-sale u53-02-anniversary-dinners u53-03-retirement-party u53-04-dentist-morning u53-06-reunion-arrivals u53-07-new-homes u53-08-pie-contest u53-09-basketball-camp u53-10-winter-getaways u53-11-fishing-derby u53-12-estate-auction`)
}

// unseen54: daily puzzle-app grids with units on the items. Measured at
// 0d8800e: 9 exact, 3 refused, 0 misread. Refused now: u54-03 ("60 miles
// more than Frank on the first day").
func TestUnseen54Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen54", 12, `u54-01-pumpkin-weigh-off u54-02-garage-sale u54-04-science-museum u54-05-fishing-derby u54-06-bowling-league u54-07-bake-sale u54-08-pet-adoption u54-09-antique-fair u54-10-triathlon u54-11-theater-season u54-12-hotel-check-in`)
}

// unseen55: Puzzle-Baron-style hard tiers, 4x5 and 5x5. Measured at
// 38f6422: 8 exact, 4 refused, 0 misread (bundled as measured: u55-06
// "Neither the Puffin nor the Osprey went 10 km or more", u55-07 "right
// next to" with no numbered positions, u55-11 "signed ... 6 years after"
// of years of service, u55-12 "more hives than Ottoline but fewer than
// ...").
func TestUnseen55Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen55", 12, `u55-01-art-auction u55-02-rocket-club u55-03-kennel u55-04-crossword-tournament u55-05-vineyard-tours u55-08-taxi-fleet u55-09-tree-nursery u55-10-film-festival`)
}

// unseen56: British everyday magazines. Measured at 38f6422: 5 exact, 5
// refused, 2 misread (u56-04, two solutions: "but not as far as Cumbria"
// read along holidays in weeks, and "The fortnight's holiday" left out;
// u56-09, two solutions: "had a woman as captain and finished ahead of"
// read without the woman). Both now read or refused; refused now: u56-02
// ("The only man among the helpers ..., and he ..."), u56-04, u56-06
// ("spent exactly a pound"), u56-07 ("Either Norman or the one visiting
// the hospital was at the front"), u56-10 ("travels on the quarter past
// seven"), u56-12 ("has the title role").
func TestUnseen56Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen56", 12, `u56-01-allotments u56-03-coach-trips u56-05-dog-show u56-06-cake-stall u56-08-sponsored-walk u56-09-pub-quiz u56-10-commuters u56-11-knitting-circle`)
}

// Every sentence of these sets that is read holds at the written answer.
func TestUnseen47To56SentencesHold(t *testing.T) {
	for _, set := range []struct {
		dir string
		min int
	}{{"unseen47", 86}, {"unseen48", 91}, {"unseen49", 164}, {"unseen50", 65}, {"unseen51", 91}, {"unseen52", 102}, {"unseen53", 96}, {"unseen54", 88}, {"unseen55", 110}, {"unseen56", 67}} {
		blindSentencesHold(t, "testdata/"+set.dir, set.min)
	}
}
