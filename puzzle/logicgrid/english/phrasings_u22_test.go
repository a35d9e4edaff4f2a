package english

import "testing"

// Phrasings of testdata/unseen22 (issue 25), each construction in words
// other than the set's.
func TestPublishedPhrasingsU22(t *testing.T) {
	const (
		pool   = "Six swimmers contested the backstroke final.\nswimmers: Ann, Bo, Cy, Di\nnations: Chile, Ghana, Japan, Sweden\nlanes: Lane 1, Lane 2, Lane 3, Lane 4\ntimes: 60.2 seconds, 61.5 seconds, 62.0 seconds, 63.4 seconds\nClues:\n"
		track  = "runners: Ann, Bo, Cy, Di\ntimes: 12 minutes, 13 minutes, 14 minutes, 15 minutes\nClues:\n"
		tour   = "riders: Ann, Bo, Cy, Di\nlegs: Leg 1, Leg 2, Leg 3, Leg 4\ndistances: 120 km, 140 km, 160 km, 180 km\nClues:\n"
		rounds = "golfers: Ann, Bo, Cy, Di\nrounds: Round 1, Round 2, Round 3, Round 4\nclubs: Ely, Hove, Rye, Wem\nClues:\n"
		walks  = "walkers: Ann, Bo, Cy, Di\nroutes: Ash Way, Elm Path, Oak Run, Yew Lane\nlengths: 3 miles, 4 miles, 5 miles, 6 miles\nClues:\n"
		fair   = "months: March, April, May, June\nhosts: Ann, Bo, Cy, Di\nhalls: barn, church, hotel, pub\nvisitors: 50 guests, 80 guests, 120 guests, 200 guests\nClues:\n"
		treks  = "walkers: Ann, Bo, Cy, Di\nlengths: 3 miles, 4 miles, 5 miles, 6 miles\nstarts: 8:00am, 8:30am, 9:00am, 9:30am\nClues:\n"
		prizes = "years: 2001, 2002, 2003, 2004\ngardeners: Ann, Bo, Cy, Di\nflowers: rose, tulip, lily, iris\ntowns: Ely, Hove, Rye, Wem\nClues:\n"
		fete   = "days: Monday, Tuesday, Wednesday, Thursday\nhelpers: Ann, Bo, Cy, Di\nstalls: cakes, books, plants, toys\nClues:\n"
		people = "people: Ann, Bo, Cy, Di\ncountries: Norway, Peru, Italy, Kenya\npets: cat, dog, fish, frog\nClues:\n"
		folk   = "people: Ann, Bo, Cy, Di\nnationalities: Norwegian, Peruvian, Italian, Kenyan\npets: cat, dog, fish, frog\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// u22-02: a time taken in seconds: behind is more of it, ahead less
		{"finished behind, times in seconds", pool, "Ann finished behind Bo.", "times$Bo:Ann"},
		{"finished ahead of, times in seconds", pool, "Cy finished ahead of the swimmer from Ghana.", "times$Cy:Ghana"},
		{"came in behind, a chain with in turn", pool, "Di came in behind Ann, who in turn came in behind Cy.", "times$Ann:Di / times$Cy:Ann"},
		{"minutes too", track, "Bo finished behind Cy.", "times$Cy:Bo"},
		{"touched the wall N seconds after", pool, "Bo touched the wall 1.5 seconds after Cy.", "times$Cy:Bo:+150"},
		{"crossed the line N minutes after", track, "Di crossed the line 2 minutes after Ann.", "times$Ann:Di:+2"},
		{"the winner of a swimming race is the fastest", pool, "The winner swam in Lane 3.", "60.2 seconds=Lane 3"},
		// u22-02: demonyms for countries, and countries for demonyms
		{"the X-ian for a country", pool, "The Chilean swam in Lane 2.", "Chile=Lane 2"},
		{"the X-ese for a country", pool, "The Japanese swimmer finished ahead of Di.", "times$Japan:Di"},
		{"a demonym as a plain adjective", people, "The Norwegian owns the frog.", "Norway=frog"},
		{"a country for a demonym item", folk, "The person from Peru owns the cat.", "Peruvian=cat"},
		// u22-02: "one of those two" after a clause naming two items
		{"A isn't B, but one of those two is C", pool, "Ann isn't the Swede, but one of those two swam in Lane 1.", "Ann*Sweden / Lane 1~Ann|Sweden"},
		{"A isn't B, and one of them is C", people, "Bo isn't from Kenya, and one of them owns the dog.", "Bo*Kenya / dog~Bo|Kenya"},
		{"A isn't B, but neither of the two is C", people, "Cy isn't the Italian, but neither of the two owns the cat.", "Cy*Italy / Cy*Italy*cat"},
		// u22-04: steps of a run in time ("Stage 1", "Leg 2", "Round 3")
		// are after and before one another
		{"the leg immediately after the X leg", tour, "Ann won the leg immediately after the 160 km leg.", "legs$160 km:Ann:1"},
		{"sometime after, numbered legs", tour, "Bo's win came sometime after Cy's.", "legs$Cy:Bo"},
		{"a later round", rounds, "The Ely golfer played a later round than Di.", "rounds$Di:Ely"},
		{"earlier in the tournament", rounds, "Ann's round came earlier in the tournament than the Rye golfer's.", "rounds$Ann:Rye"},
		// u22-04: "covered more ground" is a distance, whatever the
		// sentence says after it ("in his stage")
		{"covered more ground in his X than B did in his", tour, "Ann covered more ground in her leg than Bo did in his.", "distances$Bo:Ann"},
		{"covered less ground", walks, "Cy covered less ground than the Elm Path walker.", "lengths$Cy:Elm Path"},
		{"a greater distance", walks, "Di walked a greater distance than Ann.", "lengths$Ann:Di"},
		// u22-06: a trailing relative clause after a superlative is about
		// the superlative, not the item named before it
		{"one month before the smallest X, which isn't Y", fair, "Ann's fair is one month before the smallest fair, which isn't at the barn.", "months$Ann:50 guests:+1 / 50 guests*barn"},
		{"after the largest X, which is Y", fair, "Bo's fair came after the largest one, which was held at the pub.", "months$200 guests:Bo / 200 guests=pub"},
		{"before the second smallest, whose hall was Y", fair, "Cy's fair was earlier than the second smallest fair, whose hall was the hotel.", "months$Cy:80 guests / 80 guests=hotel"},
		{"after the winner, who ...: of the winner", pool, "Di finished behind the winner, who swam in Lane 2.", "times$60.2 seconds:Di / 60.2 seconds=Lane 2"},
		{"the item named last still takes the clause", fair, "The smallest fair was one month before Di's, which isn't at the church.", "months$50 guests:Di:+1 / Di*church"},
		// u22-08: "first" ending a verb phrase ("who set out first")
		// before the sentence's own verb is the earliest time
		{"the X who set out first walked farther", treks, "The walker who set out first walked farther than Bo.", "lengths$Bo:8:00am"},
		{"the one who left first covered less ground", treks, "The one who left first covered less ground than Cy.", "lengths$8:00am:Cy"},
		{"first before a verb is still the first time it did", treks, "Di walked a longer route than the walker who started first.", "lengths$8:00am:Di"},
		// u22-08: two comparisons joined by "but", the second with its
		// article and noun left for "one"
		{"a longer X than A but a shorter one than B", treks, "Ann walked a longer route than Bo but a shorter one than Cy.", "lengths$Bo:Ann / lengths$Ann:Cy"},
		{"a role subject: more than A but less than B", treks, "The walker who set out last walked more than Bo but less than Di.", "lengths$Bo:9:30am / lengths$9:30am:Di"},
		{"a role subject: farther than A, but not as far as B", treks, "The walker who set off at 9:00am walked farther than Ann, but a shorter way than Cy.", "lengths$Ann:9:00am / lengths$9:00am:Cy"},
		{"an amount in each comparison", treks, "Cy walked 1 mile farther than Bo but 2 miles less than Di.", "lengths$Bo:Cy:+1 / lengths$Cy:Di:+2"},
		// u22-12: "the year after X and the year before Y": the step of
		// time goes on with the first clause's subject and verb
		{"the year after X and the year before Y", prizes, "The Ely gardener won the year after the rose grower and the year before Di.", "years$rose:Ely:+1 / years$Ely:Di:+1"},
		{"the day after X and the day before Y", fete, "Bo's stall ran the day after the cake stall and the day before Ann's.", "days$cakes:Bo:+1 / days$Bo:Ann:+1"},
		{"with a name first", prizes, "Cy won the year before Ann and the year after the tulip grower.", "years$Cy:Ann:+1 / years$tulip:Cy:+1"},
		{"the round after X, and the round before Y", rounds, "The Hove golfer played the round after Ann, and the round before Bo.", "rounds$Ann:Hove:+1 / rounds$Hove:Bo:+1"},
	}
	wantReadings(t, cases)
}

// Near misses of the constructions above that must stay refused.
func TestPublishedPhrasingsU22Refused(t *testing.T) {
	const (
		festival = "Three bands played the village festival.\nbands: Ash, Elm, Oak\nstages: Stage 1, Stage 2, Stage 3\ncrowds: 100 fans, 200 fans, 300 fans\nClues:\n"
		food     = "diners: Ann, Bo, Cy\nsandwiches: turkey, ham, cheese\nClues:\n"
		pool     = "swimmers: Ann, Bo, Cy, Di\nnations: Chile, Ghana, Japan, Sweden\nlanes: Lane 1, Lane 2, Lane 3, Lane 4\ntimes: 60.2 seconds, 61.5 seconds, 62.0 seconds, 63.4 seconds\nClues:\n"
	)
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"a festival's numbered stages are places, not steps of a race", festival, "Ash played before Elm.", "compares no numeric category"},
		{"one country among sandwiches is no Turk", food, "The Turk ate with Bo.", "names"},
		{"a relative clause about a phrase the reading would leave out", pool, "Ann finished behind the swimmer in the red cap, who was from Chile.", "left out"},
		{"one of those two with three named", pool, "Ann isn't the Swede or the Ghanaian, but one of those two swam in Lane 1.", ""},
	})
}
