package english

import "testing"

// An ordinal after a verb is a place in what the verb is about (issue 25:
// "The Coles moved in first" among houses 1st-3rd and years was read as
// the 1st house). In a puzzle with a category of ordinal places and one of
// points in time, a verb of an event ("checked in second", "signed up
// first", "the third guest to check in") among a row of places is the
// time; a verb of a ranking ("finished last", "came in second") among
// places of a ranking is the place; where the verb decides nothing
// ("sang second" of an order and days, "started second" of race places
// and start times, "sat second" of plots), both readings are kept and the
// puzzle decides. A noun phrase ("the first plot", "2nd place") and a
// copula ("Bea's plot is second") keep the item. Words and themes other
// than the issue's.
func TestPublishedPhrasingsFixkOrdinalAdverb(t *testing.T) {
	const (
		hotel = "guests: Ada, Bea, Cal, Dov\nrooms: 1st, 2nd, 3rd, 4th\ntimes: 1:00pm, 2:00pm, 3:00pm, 4:00pm\nClues:\n"
		row   = "campers: Ada, Bea, Cal, Dov\nplots: first, second, third, fourth\nyears: 2001, 2002, 2003, 2004\nClues:\n"
		race  = "runners: Ada, Bea, Cal, Dov\nplaces: 1st, 2nd, 3rd, 4th\nstarts: 9:00am, 9:10am, 9:20am, 9:30am\nClues:\n"
		show  = "singers: Ada, Bea, Cal, Dov\norder: first, second, third, fourth\ndays: Monday, Tuesday, Wednesday, Thursday\nClues:\n"
		plain = "campers: Ada, Bea, Cal, Dov\nplots: first, second, third, fourth\npets: cat, dog, emu, yak\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// an event among a row of places: the time
		{"phrasal verb of an event, plots and years", row, "Bea signed up first.", "Bea=2001"},
		{"an ordinal in words other than first", row, "Bea signed up third.", "Bea=2003"},
		{"the second to VERB", row, "Bea was the second to leave.", "Bea=2002"},
		{"the last NOUN to VERB", row, "Bea was the last camper to arrive.", "Bea=2004"},
		{"the first NOUN to VERB as the subject", row, "The first camper to arrive was Bea.", "2001=Bea"},
		{"the verb before its object", row, "Bea pitched her tent fourth.", "Bea=2004"},
		{"clock times, rooms 1st-4th", hotel, "Cal checked in second.", "Cal=2:00pm"},
		{"the third NOUN to VERB, clock times", hotel, "Cal was the third guest to check in.", "Cal=3:00pm"},
		{"last after an event verb, clock times", hotel, "Cal checked in last.", "Cal=4:00pm"},
		// a ranking's verb among places of a ranking: the place
		{"finished last in a race with start times", race, "Dov finished last.", "Dov=4th"},
		{"came last", race, "Dov came last.", "Dov=4th"},
		{"finished first", race, "Dov finished first.", "Dov=1st"},
		{"came in second", race, "Dov came in second.", "Dov=2nd"},
		{"the last to finish", race, "Dov was the last to finish.", "Dov=4th"},
		// the verb decides nothing: both readings
		{"started: a place or a start time", race, "Dov started second.", "Dov=2nd || Dov=9:10am"},
		{"arrived last: a start time or the last place", race, "Dov arrived last.", "Dov=9:30am || Dov=4th"},
		{"sang second: an order or a day", show, "Ada sang second.", "Ada=second || Ada=Tuesday"},
		{"performed last: an order or a day", show, "Ada performed last.", "Ada=Thursday || Ada=fourth"},
		{"the last to sing", show, "Ada was the last to sing.", "Ada=Thursday || Ada=fourth"},
		{"a verb of staying among plots", row, "Bea sat second.", "Bea=second || Bea=2002"},
		// near misses: the item, as before
		{"a noun phrase of the row", row, "Bea camps on the first plot.", "Bea=first"},
		{"a copula", row, "Bea's plot is second.", "Bea=second"},
		{"in the 3rd room", hotel, "Cal is in the 3rd room.", "Cal=3rd"},
		{"took 2nd place", race, "Dov took 2nd place.", "Dov=2nd"},
		{"the third act: a noun phrase", show, "Ada was the third act.", "Ada=third"},
		{"no time category: the plots", plain, "Bea's tent is on the third plot.", "Bea=third"},
	}
	wantReadings(t, cases)
}

// The puzzle, in four houses: every ordinal after "moved in" or
// "to arrive" is a year, "in the first house" a house; it reads exactly.
func TestMovingDayOrdinals(t *testing.T) {
	readsExactly(t, "testdata/positions/moving-day.txt")
}
