package english

import "testing"

// Phrasings read at stop 45 (issue 25), each a general reading, with its
// near misses.
func TestPublishedPhrasingsStop45(t *testing.T) {
	const (
		pool    = "swimmers: Ann, Bo, Cy, Dee\nlaps: 10 laps, 20 laps, 30 laps, 40 laps\ncaps: red, blue, green, gold\nClues:\n"
		gala    = "Lanes 1 to 4. Daisy and Lola are girls; Jonah and Nico are boys.\n\nswimmers: Daisy, Jonah, Lola, Nico\nlanes: 1, 2, 3, 4\ntimes: 31.4 seconds, 32.0 seconds, 32.9 seconds, 33.5 seconds\nClues:\n"
		pupils  = "pupils: Amy, Beth, Carl, Dan\nstrokes: backstroke, breaststroke, butterfly, crawl\nClues:\n"
		alumni  = "alumni: Mr. Grant, Mrs. Hale, Ms. Irwin, Mr. Jordan, Mrs. Kemp\njobs: architect, dentist, florist, pilot, teacher\nClues:\n"
		choir   = "singers: Agnes, Bernard, Clive, Dora, Esme\nparts: soprano, mezzo, alto, tenor, bass\nClues:\n"
		cars    = "Four people have put their cars up for sale. Each car is a different model from a different year.\n\nsellers: Flo, Gus, Hetty, Ike\nprices: $8,000, $9,500, $11,000, $12,500\nyears: 2014, 2016, 2018, 2020\nClues:\n"
		parcels = "The parcels weighed 2, 3, 4 and 5 kilograms.\n\nsenders: Abe, Bea, Cal, Dot\nweights: 2, 3, 4, 5\ntowns: Leeds, York, Bath, Hull\nClues:\n"
		books   = "members: Joan, Keith, Lorna, Martin\npages: 220, 340, 400, 460\nmonths: April, May, June, July\nClues:\n"
	)
	wantReadings(t, []struct{ why, head, sentence, want string }{
		// a quantifier over an order with a third of the same category:
		// each way it can hold is a reading, the puzzle decides
		{"exactly one of two, more than a third", pool, "Exactly one of Ann and Bo swam more laps than Cy.", "laps$Cy:Ann / laps$Bo:Cy || laps$Ann:Cy / laps$Cy:Bo"},
		{"not both fewer than a third", pool, "Ann and Bo did not both swim fewer laps than Cy.", "laps$Cy:Ann || laps$Cy:Bo"},
		{"at least one more than a third", pool, "At least one of Ann and Bo swam more laps than Cy.", "laps$Cy:Ann || laps$Cy:Bo"},
		{"exactly one of the girls (the story's), faster than a boy", gala, "Exactly one of the girls swam faster than Nico.", "times$Daisy:Nico / times$Nico:Lola || times$Nico:Daisy / times$Lola:Nico"},
		// groups of one sex from first names (said in Reading.Assumed)
		{"exactly one of the boys, by name", pupils, "Exactly one of the boys swam the crawl.", "crawl~Carl|Dan"},
		{"neither of the men, a list of three", choir, "Neither of the men sings soprano, mezzo or alto.", "Bernard*Clive*soprano / Bernard*Clive*mezzo / Bernard*Clive*alto"},
		{"neither A nor B, a list of three with a serial comma", choir, "Neither Bernard nor Clive sings soprano, mezzo, or alto.", "Bernard*Clive*soprano / Bernard*Clive*mezzo / Bernard*Clive*alto"},
		{"chosen by a woman, but not for June: both said", "members: Joan, Keith, Lorna, Martin\npages: 220, 340, 400, 460\nmonths: April, May, June, July\nClues:\n", "The longest book was chosen by a woman, but not for June.", "460~Joan|Lorna / 460*June"},
		// membership of a group of one sex
		{"one of the two men", alumni, "The teacher is one of the two men.", "teacher~Mr. Grant|Mr. Jordan"},
		{"one of the men's choices", alumni, "The pilot was one of the men's choices.", "pilot~Mr. Grant|Mr. Jordan"},
		{"not a woman's", alumni, "The teacher wasn't a woman's choice.", "teacher~Mr. Grant|Mr. Jordan"},
		{"neither A nor B is a man", alumni, "Neither the teacher nor the pilot is a man.", "teacher~Mrs. Hale|Ms. Irwin|Mrs. Kemp / pilot~Mrs. Hale|Ms. Irwin|Mrs. Kemp"},
		// a rule over everyone a participle describes
		{"nobody selling a car older than a year", cars, "Nobody selling a car older than 2018 is asking more than $10,000.", "2014*$11,000*$12,500 / 2016*$11,000*$12,500"},
		// "a" and a unit is one of it
		{"a decade is ten years, never a noun of the story", cars, "Flo's car is a decade older than Gus's.", "years$Flo:Gus:+10"},
		{"a kilo more", parcels, "The parcel going to York weighed a kilo more than Dot's.", "weights$Dot:York:+1"},
	})
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"the two men of three", "alumni: Mr. Grant, Mrs. Hale, Mr. Irwin, Mr. Jordan\njobs: architect, dentist, pilot, teacher\nClues:\n", "The teacher is one of the two men.", "has 3 men"},
		{"a list joined by and after neither", choir, "Neither Bernard nor Clive sings soprano, mezzo and alto.", "needs 3 items"},
		{"a noun of the story not before than: no amount read", "Lessons run Monday to Friday.\n\nstudents: Ann, Bo, Cy, Nadia\ndays: Monday, Tuesday, Wednesday, Thursday\nClues:\n", "Every student but Nadia has a lesson before Thursday.", "amount"},
		{"half a kilo is no kilo", parcels, "The parcel going to York weighed half a kilo less than Dot's.", ""},
	})
}
