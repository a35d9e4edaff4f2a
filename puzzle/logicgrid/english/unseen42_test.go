package english

import "testing"

// The forty-second blind set (testdata/unseen42): the American
// puzzle-book voice (Dell, Penny Press, puzzle websites): long compound
// clues, titles and surnames, houses north to south, a row of booths, shoe
// sizes, scholarships in dollars, "respectively", "the former ... the
// latter". The end measure of 2026-11-29, taken once on the reader as it
// stood (main 8ce0017): 6 exact, 6 refused, 0 misread. Fixed as general
// readings (phrasings_fix42_test.go): 11 exact; u42-09 is refused ("The
// future nurse received the largest scholarship, ...": no item is a
// nurse), where it had been read as two solutions while its other
// refusal was fixed (its subject was dropped).
func TestUnseen42Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen42", 12, `u42-01-maple-lane u42-02-senior-center u42-03-craft-fair u42-04-fun-run u42-05-dog-weigh-in u42-06-birch-street u42-07-salon u42-08-bowling-night u42-10-lincoln-elementary u42-11-road-trips u42-12-free-throws`)
}

// Every sentence of unseen42 that is read holds at the written answer.
func TestUnseen42SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen42", 76)
}

// The forty-third blind set (testdata/unseen43): puzzle websites' and
// newspapers' voices, terse and chatty, 3x3 to 5x5: a timetable, a dog
// show, a travel agency, a quiz night, a row of cottages, times in words
// ("quarter to seven"), heights "6 ft 8 in". The end measure of
// 2026-11-29, taken once at main 8ce0017: 7 exact, 5 refused, 0 misread.
// Fixed as general readings (phrasings_fix42_test.go): all twelve.
func TestUnseen43Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen43", 12, `u43-01-timetable u43-02-dog-show u43-03-travel-agency u43-04-quiz-night u43-05-cottage-row u43-06-recipe-contest u43-07-train-journey u43-08-alarm-clocks u43-09-job-offers u43-10-cabin-crew u43-11-sunflowers u43-12-dentist`)
}

// Every sentence of unseen43 that is read holds at the written answer.
func TestUnseen43SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen43", 83)
}

// The forty-fourth blind set (testdata/unseen44): harder puzzle-book
// tiers, 4x5 and 5x5: a wedding, two digs (depths in metres, centuries),
// an orchestra, garages (bills with cents), a lottery syndicate, a
// spelling bee knocked out by rounds, ferries, auctions; two categories in
// one unit (ages and years of service, stakes and winnings). The end
// measure of 2026-11-29, taken once at main aa53331: 6 exact, 5 refused,
// 1 misread (u44-02, a wrong unique answer: "..., none of whom dug down to
// 1.8 m" was read as said of the first one named, its "none" lost). After
// its fixes: 9 exact, 3 refused (u44-05 "The member who picks 7 stakes
// less than Gwen ...", u44-09 and u44-12: a superlative within some of
// them, "Of the three finds from deeper than 1 m, ...").
func TestUnseen44Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen44", 12, `u44-01-wedding-tables u44-02-dig-trenches u44-03-orchestra-service u44-04-garage-bills u44-06-spelling-bee u44-07-ferry-crossings u44-08-art-auction u44-10-second-violins u44-11-garage-quotes`)
}

// Every sentence of unseen44 that is read holds at the written answer.
func TestUnseen44SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen44", 88)
}

// The forty-fifth blind set (testdata/unseen45): Einstein rows and
// beginner worksheets: houses, lockers, a car park numbered right to
// left, a diner counter, ward beds, fridge shelves numbered from the top,
// 3x3 beginner puzzles, a photo row with heights, a post office queue.
// The end measure of 2026-11-29, taken once at main aa53331: 6 exact, 4
// refused, 2 misread (u45-06, no solution: "The flatmate who paid the most"
// read as the bottom shelf; u45-10, two solutions: "The boy holding the
// yellow balloon is not next to Finn" meant of another boy). All twelve
// read since its fixes.
func TestUnseen45Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen45", 12, `u45-01-five-houses u45-02-music-lockers u45-03-staff-car-park u45-04-diner-counter u45-05-ward-beds u45-06-fridge-shelves u45-07-three-snacks u45-08-three-pets u45-09-bikes u45-10-balloon-photo u45-11-lunch-bill u45-12-post-office-queue`)
}

// Every sentence of unseen45 that is read holds at the written answer.
func TestUnseen45SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen45", 87)
}

// The forty-sixth blind set (testdata/unseen46): everyday puzzles full of
// numbers: starts and lengths of time, kilos, kilometres, degrees,
// percentages, prices, ratios, totals, ranges. The end measure of
// 2026-11-29, taken once at main 39a3d07: 7 exact, 4 refused, 1 misread
// (u46-08, two solutions: "Quinn's film ended a quarter of an hour after
// Theo's" read as a comparison of the starts; an end compared is a start
// plus a length, now refused). Bundled as measured, that one refused.
func TestUnseen46Puzzles(t *testing.T) {
	blindSet(t, "testdata/unseen46", 12, `u46-01-cupcake-orders u46-02-early-lifters u46-03-weigh-in-at-the-vet u46-06-weather-volunteers u46-07-crystal-lab u46-10-knitting-circle u46-12-sponsored-walk`)
}

// Every sentence of unseen46 that is read holds at the written answer.
func TestUnseen46SentencesHold(t *testing.T) {
	blindSentencesHold(t, "testdata/unseen46", 70)
}
