package english

import "testing"

// The blind sets of 2026-11-29's stop 44 (testdata/unseen57 to unseen67),
// each written by a helper who read only truth.py, each measured once on
// the reader as it stood before any fix for it (the commit named), then
// fixed as general readings (phrasings_stop44_test.go) and bundled as they
// read now. The meaning check (meaning_test.go) holds for every sentence
// read.

// unseen57: Puzzle Baron's website grids at the easy and medium settings,
// 3x4 to 4x5. Measured at 4cf6af9: 6 exact, 6 refused, 0 misread; all
// read since its fixes ("lasted more rounds than", "didn't score as well
// as", "Mr. Brandt's student", "the winner of the race").
func TestUnseen57Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen57", 12, `u57-01-adoption-day u57-02-county-spelling-bee u57-03-scout-car-wash u57-04-marsh-bird-count u57-05-chili-cook-off u57-06-neighborhood-yard-sale u57-07-spring-piano-recital u57-08-quilting-bee u57-09-giant-slalom u57-10-thursday-bowling-league u57-11-island-ferry-schedule u57-12-science-club-presentations`)
}

// unseen58: the Dell / Penny Press American magazine voice. Measured at
// 4cf6af9: 8 exact, 4 refused, 0 misread. Refused now: u58-04 ("the first
// dish through the door"), u58-10 ("went out the door after").
func TestUnseen58Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen58", 12, `u58-01-maple-court-garage-sale u58-02-lake-wapello-fishing-derby u58-03-county-fair-pies u58-05-kennel-club-dog-show u58-06-blue-plate-diner u58-07-road-trip-west u58-08-camp-winnetka-cabins u58-09-class-of-1996-reunion u58-11-spring-recital u58-12-union-station-departures`)
}

// unseen59: British magazines with positions (a round table, a square card
// table, odd house numbers, carriages from the front). Measured at
// 4cf6af9: 6 exact, 4 refused, 2 misread (u59-06, no solution: "some
// time before" read as the newspaper Times; u59-12, two solutions: "next
// to" read along a line at a round table, and "in the next seat clockwise
// from" left out). Refused now: u59-04 ("The fishmonger's stall", "the
// stalls on either side of"), u59-05 ("The number of Dilys's seat was
// twice that of Beryl's"), u59-08 ("in the berth immediately beyond ...,
// one further out"), u59-11 ("wasn't in either the front or the rear
// carriage").
func TestUnseen59Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen59", 12, `u59-01-allotment-plots u59-02-block-of-flats u59-03-church-row u59-06-seaview-hotel u59-07-cloakroom-pegs u59-09-bus-queue u59-10-beach-huts u59-12-sunday-lunch`)
}

// unseen60: classic Einstein rows. Measured at 4cf6af9: 5 exact, 5
// refused, 2 misread (u60-04, no solution: "The honey stall is the last
// to open" read as the last stall; u60-06, two solutions: "The oldest
// neighbour lives in house 3" read as next to house 3). All read since
// its fixes.
func TestUnseen60Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen60", 12, `u60-01-five-houses-on-elm-row u60-02-who-keeps-the-tortoise u60-03-pontoon-c-moorings u60-04-saturday-market-stalls u60-05-camp-pinecrest-cabins u60-06-neighbours-on-quarry-road u60-07-who-drinks-water u60-08-office-parking-spaces u60-09-beach-huts-at-saltcombe u60-10-allotment-show u60-11-queue-at-the-ticket-office u60-12-narrowboats-at-the-lock`)
}

// unseen61: Puzzle Baron's medium and hard settings, 4x4 to 5x5.
// Measured at 08fd29b: 6 exact, 6 refused, 0 misread. Refused now:
// u61-07 ("The film that screened 90 minutes after The Quiet Hour wasn't
// Salt Road": a negated comparison by an amount), u61-09 ("The runner who
// finished 7 minutes before Everett is older than ...": two comparisons),
// u61-12 ("one was hired as an engineer").
func TestUnseen61Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen61", 12, `u61-01-bakery-pickups u61-02-chess-club u61-03-library-loans u61-04-art-auction u61-05-zoo-keepers u61-06-car-dealership u61-08-garden-show u61-10-science-lab u61-11-dog-agility`)
}

// unseen62: American Sunday-paper story voice. Measured at 0103b4e: 5
// exact, 7 refused, 0 misread. Refused now: u62-01 ("$15 less than the
// table immediately west of them"), u62-02 ("drew more than a dozen
// children"), u62-06 ("Della, who can't stand card games, ...").
func TestUnseen62Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen62", 12, `u62-03-dawn-joggers u62-04-parking-spaces u62-05-giant-pumpkins u62-07-diner-lunch u62-08-wedding-pews u62-09-handyman-week u62-10-scholarships u62-11-tryouts u62-12-piano-recital`)
}

// unseen63: British Puzzler-style logic problems with titles. Measured at
// 18c422f: 4 exact, 7 refused, 1 misread (u63-05, two solutions: "The
// cardigan, not surprisingly, took more wool ..." read as a negation).
// Refused now: u63-04 ("is a man whose room is next to Miss Hart's"),
// u63-06 ("were given the bicycle and the kite between them"), u63-07
// ("..., by a woman"), u63-09 ("the one who wanted sausage rolls").
func TestUnseen63Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen63", 12, `u63-01-jumble-sale u63-02-giant-vegetables u63-03-morning-trains u63-05-knitting-circle u63-08-darts-night u63-10-dog-show u63-11-holiday-cottages u63-12-sponsored-walk`)
}

// unseen64: Einstein puzzles of puzzle apps. Measured at 0103b4e: 6
// exact, 6 refused, 0 misread. Refused now: u64-02 (booths lettered A to
// D: no numbered positions).
func TestUnseen64Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen64", 12, `u64-01-kayak-rental u64-03-potluck-dinner u64-04-car-park u64-05-climbing-wall u64-06-food-truck u64-07-maple-lane u64-08-team-photo u64-09-bike-rack u64-10-sculpture-auction u64-11-pool-loungers u64-12-jazz-quintet`)
}

// unseen65: Puzzle Baron's grids at the easy to hard settings, written
// at the end of the stop. Measured at 52b79b9: 12 exact, 0 refused, 0
// misread.
func TestUnseen65Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen65", 12, `u65-01-bake-sale u65-02-bird-count u65-03-antique-auction u65-04-dog-show u65-05-tree-planting u65-06-science-fair u65-07-island-ferries u65-08-fun-run u65-09-classic-car-rally u65-10-open-gardens u65-11-film-festival u65-12-pitch-night`)
}

// unseen66: Penny Press and Dell at the challenging level, 5x4 and 5x5.
// Measured at 1805e75: 7 exact, 3 refused, 2 misread (u66-07, two
// solutions: "lives in one of the two end houses and was the first of the
// five to move onto the lane" read as three options; u66-11, two
// solutions: "The largest loan" read as the longest term). Refused now:
// u66-03 ("... but her bill was smaller than his"), u66-04 ("The teacher
// is one of the two men"), u66-06 ("the Bellport grower, who is a woman").
func TestUnseen66Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen66", 12, `u66-01-bake-sale u66-02-piano-recital u66-05-multiplex u66-07-maple-lane u66-08-yard-sale u66-09-recruits u66-10-library-talks u66-11-small-loans u66-12-river-run`)
}

// unseen67: British and Australian puzzle apps and papers ("the lass
// who", "the bloke from", "footy tipping"), sexes from first names only.
// Measured at 1805e75: 2 exact, 10 refused, 0 misread. Refused now: nine,
// most of them groups of one sex the names only suggest ("Neither of the
// men ...", "one of the men's choices", "Of the lass who ... and Ned"), "in
// the morning" in a relative clause before "didn't", "closer to the
// amenities block", "Nothing costs less than", "swam the 400m a minute
// faster".
func TestUnseen67Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen67", 12, `u67-08-corner-cafe u67-10-footy-tipping u67-12-fun-run`)
}

// Every sentence of these sets that is read holds at the written answer.
func TestUnseen57To67SentencesHold(t *testing.T) {
	for _, set := range []struct {
		dir string
		min int
	}{{"unseen57", 78}, {"unseen58", 80}, {"unseen59", 92}, {"unseen60", 140}, {"unseen61", 104}, {"unseen62", 87}, {"unseen63", 78}, {"unseen64", 132}, {"unseen65", 92}, {"unseen66", 111}, {"unseen67", 78}} {
		blindSentencesHold(t, "testdata/"+set.dir, set.min)
	}
}
