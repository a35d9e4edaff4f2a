package english

import (
	"context"
	"strings"
	"testing"
)

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

// The ZebraLogic path refuses a capitalised word that names no item, as
// the magazine path does (capitals.go): "Carol, not Hannah, ..." was read
// of Carol alone. Items, the words of the puzzle's text before the clues
// and a word opening the clue that looks like no name are left alone.
func TestZebraStrayCapitalsFixk(t *testing.T) {
	const head = "There are 3 houses, numbered 1 to 3 from left to right, as seen from across the street. Each house is occupied by a different person. Each house has a unique attribute for each of the following characteristics:\n" +
		" - Each person has a unique name: `Carol`, `Peter`, `Bernard`\n" +
		" - Each person has a unique type of pet: `cat`, `fish`, `bird`\n" +
		" - People use unique phone models: `iphone 13`, `google pixel 6`, `samsung galaxy s21`\n\n## Clues:\n"
	refused := []struct{ why, sentence, want string }{
		{"a name listed after an item", "Carol, not Hannah, is in the second house.", `"Hannah" names no item`},
		{"a misspelt item, did you mean", "The cat lover is not Bernad.", `did you mean "Bernard"`},
		{"a name opening the clue, listed with an item", "Hannah and Carol are next to each other.", `"Hannah" names no item`},
		{"a name inside the clue", "The person who keeps a fish is directly left of Peter, not Gina.", `"Gina" names no item`},
	}
	for _, tc := range refused {
		_, err := ReadSentences(context.Background(), "z", []byte(head+"1. "+tc.sentence+"\n"))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %q: %v, want refused saying %q", tc.why, tc.sentence, err, tc.want)
		}
	}
	for _, tc := range []struct{ why, sentence string }{
		{"an item's name", "Carol is in the second house."},
		{"a capital of an item's words", "The person who uses a Google Pixel 6 is Peter."},
		{"a capital of the text before the clues", "The person who keeps a Fish is not in the first house."},
		{"the bird keeper", "Bernard is the bird keeper."},
	} {
		if _, err := ReadSentences(context.Background(), "z", []byte(head+"1. "+tc.sentence+"\n")); err != nil {
			t.Errorf("%s: %q: %v, want read", tc.why, tc.sentence, err)
		}
	}
}

// Times "18:05, 21:40" of a race are minutes and seconds where the
// category is named for a time taken ("race times", "lap times") or the
// text counts seconds with a category of finishing times; a marathon's
// "3:05" and any list with a time of day stay clock-read (hours and
// minutes), and a comparison in seconds of those is refused. Words other
// than the issue's.
func TestPublishedPhrasingsFixkRaceTimes(t *testing.T) {
	const (
		swim   = "swimmers: Ada, Bo, Cy, Di\nlanes: red, blue, green, gold\nrace times: 18:05, 18:45, 20:05, 21:40\nClues:\n"
		finish = "cyclists: Ada, Bo, Cy, Di\nbikes: red, blue, green, gold\nfinishing times: 14:20, 15:00, 16:40, 17:20\nClues:\n"
		day    = "Four cyclists finished a ride one afternoon.\ncyclists: Ada, Bo, Cy, Di\nbikes: red, blue, green, gold\nfinishing times: 14:20, 15:00, 16:40, 17:20\nClues:\n"
		long   = "runners: Ada, Bo, Cy, Di\ncities: Ely, Hull, Leeds, York\ntimes: 3:05, 3:20, 3:35, 3:50\nClues:\n"
		laps   = "drivers: Ada, Bo, Cy, Di\ncars: red, blue, green, gold\nlap times: 1:05, 1:45, 2:25, 3:05\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		{"race times in minutes: 120 seconds", swim, "The gold lane swimmer was 2 minutes faster than Cy.", "race times$gold:Cy:+120"},
		{"race times in seconds", swim, "Ada finished 40 seconds ahead of Bo.", "race times$Ada:Bo:+40"},
		{"finishing times with seconds said", finish, "Ada finished 40 seconds ahead of Bo.", "finishing times$Ada:Bo:+40"},
		{"finishing times, a minute and a half", finish, "Cy was 100 seconds slower than the red bike's rider.", "finishing times$red:Cy:+100"},
		{"small lap times with seconds said", laps, "Ada's lap was 40 seconds quicker than Bo's.", "lap times$Ada:Bo:+40"},
		{"a marathon's hours and minutes stay clock-read", long, "The Leeds runner finished 15 minutes ahead of Ada.", "times$Leeds:Ada:+15"},
		{"finishing times and no seconds said: clock times", finish, "Ada finished 20 minutes before Bo.", "finishing times$Ada:Bo:+20"},
	}
	wantReadings(t, cases)
	refused := []struct{ why, head, sentence, want string }{
		{"seconds of clock-read times of the afternoon", day, "Ada finished 40 seconds ahead of Bo.", "read as clock times"},
		{"a whole minute of seconds is no clock minute", day, "Ada finished 60 seconds ahead of Bo.", "read as clock times"},
	}
	wantRefused(t, refused)
}

// Bounds on a difference, read in one place (bydiff.go): before the
// amount and after "by", at least, no less than, more than, less than;
// "at most" and "no more than" in a clause are left to the sentence-level
// reading or refused (may the gap be the other way?), as before; a
// modifier ("much more than") or a negation is refused. Words other than
// the earlier rows'.
func TestPublishedPhrasingsFixkGapBounds(t *testing.T) {
	const (
		bakes = "bakers: Ada, Bo, Cy\ncakes: lemon, plum, rye\nweights: 400 grams, 600 grams, 900 grams\nClues:\n"
		swims = "Three friends swam a 400m race, timed to the second.\n\nswimmers: Ada, Bo, Cy\ncaps: red, blue, gold\nrace times: 5:10, 5:40, 6:30\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		{"at least N more: gap >= N (only 400 and 900 differ so)", bakes, "The rye cake weighed at least 300 grams more than Ada's.", "rye=900 grams / Ada*900 grams"},
		{"no less than N: at least", bakes, "The rye cake weighed no less than 300 grams more than Ada's.", "rye=900 grams / Ada*900 grams"},
		{"more than N more: gap > N", bakes, "The plum cake weighed more than 200 grams more than Bo's.", "plum=900 grams / Bo*900 grams"},
		{"less than N more: 0 < gap < N", bakes, "Cy's cake weighed less than 400 grams more than the lemon cake.", "Cy*400 grams / lemon*900 grams / Cy>600 grams>lemon>400 grams / Cy>900 grams>lemon>600 grams"},
		{"by at least N after the comparison (was refused)", swims, "Ada beat Bo by at least 50 seconds.", "Ada*6:30 / Bo=6:30"},
		{"by less than N after the comparison (was refused)", swims, "The gold cap beat Cy by less than a minute.", "gold*6:30 / Cy*5:10 / gold>5:10>Cy>5:40 / gold>5:40>Cy>6:30"},
		{"by more than N after the comparison", swims, "Bo beat the red cap by more than 40 seconds.", "Bo*6:30 / red=6:30"},
	}
	wantReadings(t, cases)
	refused := []struct{ why, head, sentence, want string }{
		{"by no more than: refused as before", swims, "Ada beat Bo by no more than 50 seconds.", "a bound on a difference"},
		{"at most N more: may it be less?", bakes, "Ada weighed at most 300 grams more than Bo.", "a bound on a difference"},
		{"much more than: another amount", bakes, "Ada's cake weighed much more than 200 grams more than Bo's.", "a bound on a difference"},
		{"a negated bound", bakes, "Ada's cake didn't weigh at least 300 grams more than Bo's.", "with a negation"},
	}
	wantRefused(t, refused)
}

// A participle's aside is said of the subject ("Cy, born in June, ..."):
// of dates, the month's span (spans.go); of months, the month. Verbs of
// acting on another ("named the Rye player", "coached", "replaced")
// make two people; "the player named Di" names one.
func TestPublishedPhrasingsFixkAsidesAndActing(t *testing.T) {
	const (
		dates  = "guests: Al, Eve, Ned\ndrinks: tea, cocoa, milk\nbirthdays: March 2, April 9, May 20\nClues:\n"
		months = "guests: Al, Eve, Ned\ndrinks: tea, cocoa, milk\nmonths: March, April, May\nClues:\n"
		squad  = "players: Al, Eve, Ned\nclubs: Rye, Ely, Hove\nsports: judo, polo, golf\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		{"born in a month of dates: its span", dates, "Eve, born in April, drank the cocoa.", "Eve=April 9 / Eve=cocoa"},
		{"born in a month of months", months, "Ned, born in May, didn't drink the milk.", "Ned=May / Ned*milk"},
		{"a participle other than born", months, "Al, hired in March, drank the tea.", "Al=March / Al=tea"},
		{"named the X player: two people", squad, "Al named the Rye player as captain.", "Al*Rye"},
		{"called the X player: two people", squad, "Eve called the Ely player.", "Eve*Ely"},
		{"coached: two people", squad, "Ned coached the Hove player.", "Ned*Hove"},
		{"replaced: two people", squad, "Al replaced the Hove player.", "Al*Hove"},
		{"the player named X: one", squad, "The player named Eve plays polo.", "Eve=polo"},
	}
	wantReadings(t, cases)
}
