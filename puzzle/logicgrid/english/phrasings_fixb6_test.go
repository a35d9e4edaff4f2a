package english

import "testing"

// Numbers, units and order (testdata/bank6): the comparative's own word
// picks the category where two measure in the same unit ("older" is ages
// beside "membership: 2 years"); joining is a start, so where the puzzle
// counts only the length of a stay, a later join is less of it; the
// winner of a poll is the most votes; "higher up" and "above" are the
// stack's; a ratio's noun after "the" ("double the medals of"); units said
// only in the clue ("decibels", "gigabytes"). Words and themes other than
// the set's.
func TestPublishedPhrasingsFixb6(t *testing.T) {
	const (
		club   = "members: Ann, Bo, Cy, Di\nages: 25, 31, 37, 43\nmembership: 2 years, 5 years, 8 years, 11 years\nClues:\n"
		medals = "athletes: Ann, Bo, Cy, Di\nages: 10, 20, 30, 40\nmedals: 3, 6, 9, 12\nClues:\n"
		cruise = "guests: Ann, Bo, Cy, Di\ndecks: 1st, 2nd, 3rd, 4th\nfares: $20, $30, $40, $50\nnoise: 30 dB, 40 dB, 50 dB, 60 dB\nClues:\n"
		vote   = "candidates: Ann, Bo, Cy, Di\nvotes: 120, 150, 180, 210\nages: 30, 40, 50, 60\nClues:\n"
		hotel  = "guests: Ann, Bo, Cy, Di\nfloors: 3rd, 6th, 9th, 12th\nrates: $90, $100, $110, $120\nClues:\n"
		gala   = "swimmers: Ann, Bo, Cy, Di\nplaces: 1st, 2nd, 3rd, 4th\nstarts: 9:00am, 9:15am, 9:30am, 9:45am\nClues:\n"
		cellar = "owners: Ann, Bo, Cy, Di\ntemperatures: 10°C, 12°C, 14°C, 16°C\nClues:\n"
		race   = "riders: Ann, Bo, Cy, Di\ntimes: 30 minutes, 35 minutes, 40 minutes, 45 minutes\nstarts: 9:00am, 9:10am, 9:20am, 9:30am\nClues:\n"
		runs   = "runners: Ann, Bo, Cy, Di\nplaces: 1st, 2nd, 3rd, 4th\ntimes: 20 minutes, 22 minutes, 25 minutes, 29 minutes\nClues:\n"
		phones = "owners: Ann, Bo, Cy, Di\nstorage: 64 GB, 128 GB, 192 GB, 256 GB\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// "older" is ages, though the span beside them carries the unit
		{"older: the ages, not the membership in years", club, "Bo is six years older than Di.", "ages$Di:Bo:+6"},
		{"younger: the ages", club, "Cy is twelve years younger than Ann.", "ages$Cy:Ann:+12"},
		{"younger of a member named by the span", club, "The member who has belonged for 5 years is 6 years younger than Ann.", "ages$5 years:Ann:+6"},
		{"belonged longer: the membership", club, "Ann has belonged 3 years longer than Cy.", "membership$Cy:Ann:+3"},
		// joining, where only the stay is counted
		{"joined N after: N less membership", club, "Ann joined the club three years after Bo.", "membership$Ann:Bo:+3"},
		{"joined before everyone: the longest", club, "Bo joined before any of the others.", "Bo=11 years"},
		{"the newest recruit: the shortest", club, "Di is the newest recruit.", "Di=2 years"},
		{"the first to join: the longest", club, "Cy was the first to join.", "Cy=11 years"},
		{"the most recent hire: the shortest", club, "Ann is the most recent hire.", "Ann=2 years"},
		{"joined later: less membership", club, "Ann joined later than Cy.", "membership$Ann:Cy"},
		// ratios: the noun after "the"
		{"double the medals of: medals, not ages", medals, "The 10-year-old won double the medals of the 30-year-old.", "10*3 / 10*9 / 30*9 / 30*12 / 10>6>30>3 / 10>12>30>6"},
		{"half the medals of", medals, "Bo won half the medals of the 40-year-old.", "Bo*9 / Bo*12 / 40*3 / 40*9 / Bo>3>40>6 / Bo>6>40>12"},
		// the stack
		{"higher up: the floors, not the rates the sentence names", hotel, "The guest on the $100 rate stays higher up than the one on the $90 rate.", "floors$$90:$100"},
		{"stays above: the floors", hotel, "Ann stays above Bo.", "floors$Bo:Ann"},
		{"lives higher: the floors", hotel, "Ann lives higher than the $120 guest.", "floors$$120:Ann"},
		{"a higher rate stays the rates", hotel, "Ann's rate is higher than Bo's.", "rates$Bo:Ann"},
		{"a higher fare stays the fares", cruise, "Ann's fare is higher than Bo's.", "fares$Bo:Ann"},
		{"decibels said in full", cruise, "Ann's cabin measured 20 decibels louder than Bo's.", "noise$Bo:Ann:+20"},
		{"quieter: the noise, not the fares", cruise, "Ann's cabin is quieter than Bo's.", "noise$Ann:Bo"},
		// polls
		{"the election winner: the most votes", vote, "The election winner is 40.", "210=40"},
		{"topped the ballot", vote, "Bo topped the ballot.", "Bo=210"},
		{"the runner-up: the second most votes", vote, "The runner-up in the election is Cy.", "180=Cy"},
		{"won the election", vote, "Di won the election.", "Di=210"},
		// an ordinal of setting off is a start time, not the ranking
		{"the first swimmer away: the earliest start", gala, "Cy was the first swimmer away.", "Cy=9:00am"},
		{"the last one to set off: the latest start", gala, "Di was the last one to set off.", "Di=9:45am"},
		{"the first to leave: the earliest start", gala, "Ann was the first to leave.", "Ann=9:00am"},
		{"last-placed: the last place, not the last start", gala, "The last-placed swimmer started at 9:30am.", "4th=9:30am"},
		{"first-placed: the first place", gala, "The first-placed swimmer set off at 9:15am.", "1st=9:15am"},
		{"finished first stays the ranking", gala, "Bo finished first.", "Bo=1st"},
		// a difference in a unit only the clue names, or counted in the
		// category's own noun
		{"a 6-floor difference of floors 3rd, 6th, ...", hotel, "There is a 6-floor difference between Ann and Bo.", "floors%Ann:Bo:+6"},
		{"a difference of floors, said after", hotel, "There is a difference of 3 floors between Ann and Bo.", "floors%Ann:Bo:+3"},
		{"differ by dB: the noise", cruise, "The cabins of Ann and Bo differ by 20 dB.", "noise%Ann:Bo:+20"},
		{"decibels apart: the noise", cruise, "The cabins on the 1st and 2nd decks are 10 decibels apart.", "noise%1st:2nd:+10"},
		{"a 20-decibel difference", cruise, "There is a 20-decibel difference between Ann and Bo.", "noise%Ann:Bo:+20"},
		// a total said first, and a total in the category's own noun
		{"between them, first: the membership", club, "Between them, Ann and Cy have 13 years of membership.", "Ann>2 years>Cy>11 years / Ann>5 years>Cy>8 years / Ann>8 years>Cy>5 years / Ann>11 years>Cy>2 years"},
		{"between them, first: the medals counted by their noun", medals, "Between them, Ann and Bo won 15 medals.", "Ann>3>Bo>12 / Ann>6>Bo>9 / Ann>9>Bo>6 / Ann>12>Bo>3"},
		{"medals between them, after", medals, "Cy and Di won 9 medals between them.", "Cy*9 / Cy*12 / Di*9 / Di*12 / Cy>3>Di>6 / Cy>6>Di>3"},
		// ranges, both ends included
		{"between N and M years old: the ages", club, "Bo is between 30 and 40 years old.", "Bo~31|37"},
		{"for between N and M years: the membership", club, "Cy has been a member for between four and nine years.", "Cy~5 years|8 years"},
		{"somewhere between N and M degrees", cellar, "Ann keeps her cellar somewhere between 11 and 15 degrees.", "Ann~12°C|14°C"},
		{"in between N and M minutes: the times taken", race, "Bo finished in between 33 and 41 minutes.", "Bo~35 minutes|40 minutes"},
		{"between two items of a category with no unit", club, "Di is between 25 and 31.", "Di~25|31"},
		// within N of
		{"within N of each other in age", club, "Ann and Bo are within 6 years of each other in age.", "Ann>25>Bo>31 / Ann|31|Bo|31 / Ann|31|Bo|43 / Ann|37|Bo|25 / Ann|37|Bo|37 / Ann>43>Bo>37"},
		{"within N units of another's", cruise, "Ann's cabin was within 10 dB of Bo's.", "Ann>30 dB>Bo>40 dB / Ann|40 dB|Bo|40 dB / Ann|40 dB|Bo|60 dB / Ann|50 dB|Bo|30 dB / Ann|50 dB|Bo|50 dB / Ann>60 dB>Bo>50 dB"},
		// the winner's
		{"the winner's time, better: less time", runs, "The winner's time was 5 minutes better than Bo's.", "times$1st:Bo:+5"},
		{"slower than the winner's", runs, "Cy's time was 2 minutes slower than the winner's.", "times$1st:Cy:+2"},
		{"the combined N of A and B come to: the category named", medals, "The combined medals of Ann and Bo come to 15.", "Ann>3>Bo>12 / Ann>6>Bo>9 / Ann>9>Bo>6 / Ann>12>Bo>3"},
		{"gigabytes said in full", phones, "Ann's phone has 64 gigabytes more storage than Bo's.", "storage$Bo:Ann:+64"},
	}
	wantReadings(t, cases)
}

// Near misses: refused, or read otherwise.
func TestRefusedFixb6(t *testing.T) {
	const (
		race   = "riders: Ann, Bo, Cy, Di\ntimes: 30 minutes, 35 minutes, 40 minutes, 45 minutes\nbikes: red, blue, green, gold\nClues:\n"
		cruise = "guests: Ann, Bo, Cy, Di\ndecks: 1st, 2nd, 3rd, 4th\nfares: $20, $30, $40, $50\nnoise: 30 dB, 40 dB, 50 dB, 60 dB\nClues:\n"
		club   = "members: Ann, Bo, Cy, Di\nages: 25, 31, 37, 43\nmembership: 2 years, 5 years, 8 years, 11 years\nClues:\n"
		tower  = "tenants: Ann, Bo, Cy, Di\nfloors: 1, 2, 3, 4\nrents: $500, $600, $700, $800\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		{"a start in a race of times taken is no shorter time", race, "Ann started 5 minutes after Bo.", "compares no numeric category"},
		{"the two top decks: a group, not the top one", cruise, "Each of the two top decks is quieter than 50 dB.", "a group of"},
		{"the top floors: a group", tower, "The top floors are dearer than $600.", "a group of"},
		{"a range of bare numbers that names no item: which category?", club, "Bo is between 26 and 30.", "say what the range counts"},
		{"within: said of one only", club, "Ann and Bo are within 6 years.", "both are members"},
		{"combined, of a total in another unit", club, "The combined ages of Ann and Bo come to 62 this year.", "no amount of the ages"},
		{"a negated range", club, "Bo isn't between 30 and 40 years old.", "a range with a comparison, a negation"},
	}
	wantRefused(t, cases)
}
