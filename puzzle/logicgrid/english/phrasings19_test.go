package english

import "testing"

// Phrasings of testdata/unseen19 (issue 25), each construction in words
// other than the set's.
func TestPublishedPhrasings19(t *testing.T) {
	const (
		gala   = "acts: Ann, Bo, Cy, Di\nslots: 1st, 2nd, 3rd, 4th\nmarks: 55%, 60%, 65%, 70%\nClues:\n"
		league = "teams: Ash, Elm, Oak, Yew\npoints: 3 points, 5 points, 8 points, 10 points\ncoaches: Ann, Bo, Cy, Di\nClues:\n"
		bare   = "teams: Ash, Elm, Oak, Yew\npoints: 3, 5, 8, 10\ncoaches: Ann, Bo, Cy, Di\nClues:\n"
		shelf  = "readers: Ann, Bo, Cy, Di\nlengths: 180 pages, 260 pages, 310 pages, 420 pages\nmonths: March, April, May, June\nClues:\n"
		club   = "players: Ann, Bo, Cy, Di\ncountries: Chile, Peru, Ghana, India\nopenings: French, Dutch, Slav, Pirc\nClues:\n"
		show   = "acts: Ann, Bo, Cy, Di\nturns: comedy, magic, music, poetry\nslots: 1st, 2nd, 3rd, 4th\nClues:\n"
		relay  = "Four friends ran a fun run and finished in different times.\n\nrunners: Ann, Bo, Cy, Di\ntimes: 20 minutes, 25 minutes, 30 minutes, 35 minutes\nshirts: red, blue, gold, teal\nClues:\n"
		sale   = "buyers: Ann, Bo, Cy, Di, Ed\nlots: clock, lamp, mirror, rug, vase\nyears: 1890, 1905, 1920, 1935, 1950\nClues:\n"
		drives = "drivers: Ann, Bo, Cy, Di\ncars: Fiat, Kia, Mini, Seat\ndistances: 100 km, 150 km, 200 km, 250 km\nClues:\n"
		rounds = "players: Ann, Bo, Cy, Di\nrounds: first, second, third, fourth\nscores: 40%, 50%, 60%, 70%\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// u19-12: "16 points lower" was read as 16 slots along "1st, 2nd"
		{"points of percentages, not slots", gala, "Ann scored 10 points lower than Bo.", "marks$Ann:Bo:+10"},
		{"points higher of percentages", gala, "Cy got 5 points higher than Di.", "marks$Di:Cy:+5"},
		{"percentage points more", gala, "Di earned 15 percentage points more than Ann.", "marks$Ann:Di:+15"},
		{"points ahead of percentages, ordinal words items", rounds, "Bo finished 20 points ahead of Cy.", "scores$Cy:Bo:+20"},
		{"slots still count slots", gala, "Ann went on 2 slots before Bo.", "slots$Ann:Bo:+2"},
		{"a slot still counts slots", gala, "Bo went on one slot after Cy.", "slots$Cy:Bo:+1"},
		// u19-07: in a puzzle of points and no ranking, the most points win
		{"won the league: the most points", league, "Elm won the league.", "Elm=10 points"},
		{"came last: the fewest points", league, "Oak came last.", "Oak=3 points"},
		{"didn't finish last", league, "Yew didn't finish last.", "Yew*3 points"},
		{"the winner", league, "The winner was coached by Cy.", "10 points=Cy"},
		{"came first", bare, "Ash came first.", "Ash=10"},
		{"finished bottom of the table", bare, "Di's team finished bottom of the table.", "Di=3"},
		{"came in last", bare, "The team coached by Bo came in last.", "Bo=3"},
		{"won with start times too: the most points", "teams: Ash, Elm, Oak\npoints: 3 points, 5 points, 8 points\nstarts: 7:00pm, 8:00pm, 9:00pm\nClues:\n", "Elm won the quiz.", "Elm=8 points"},
		{"came first with start times too: in time, or in the contest (the puzzle decides)", "teams: Ash, Elm, Oak\npoints: 3 points, 5 points, 8 points\nstarts: 7:00pm, 8:00pm, 9:00pm\nClues:\n", "Oak came first.", "Oak=7:00pm || Oak=8 points"},
		// u19-07: a second clause with a subject of its own is read on its
		// own, never folded into one clause that drops the first's words
		{"and X isn't their Y: two clauses", league, "Elm didn't come last, and Ann isn't their coach.", "Elm*3 points / Ann*Elm"},
		{"but X is its Y", league, "Oak won the league, but Bo is not its coach.", "Oak=10 points / Bo*Oak"},
		{"; X coached them", league, "Ash scored 5 points; Cy isn't their coach.", "Ash=5 points / Cy*Ash"},
		// u19-11: an aside with a bound is read, never dropped; "only"
		// with a bound is the one value on that side
		{"X, the only one under N, verb", shelf, "Ann's book, the only one under 200 pages, was read in May.", "Ann=180 pages / Ann=May"},
		{"X, the only one over N, verb", shelf, "Bo's novel, the only one over 400 pages, was read in March.", "Bo=420 pages / Bo=March"},
		{"the only one with more than N", shelf, "Cy's book was the only one with more than 400 pages.", "Cy=420 pages"},
		{"A, the one who X, and B are three different: a list, no aside (u21-12)", shelf, "Ann's book, the one read in May, and Cy's book are three different books.", "Ann*May*Cy"},
		{"X, the longest, verb: the aside read too", shelf, "Di's book, the longest, was read in June.", "Di=420 pages / Di=June"},
		// u19-04, u19-06: two statements joined by "or", ", but not both",
		// with no "either": exactly one holds
		{"A is X or does Y, but not both", club, "Ann is from Peru or plays the Dutch, but not both.", "Ann|Peru|Ann|Dutch / Ann}Peru}Ann}Dutch"},
		{"A does X or B is Y, but not both", club, "Bo plays the Slav or Cy is from Ghana, but not both.", "Bo|Slav|Cy|Ghana / Bo}Slav}Cy}Ghana"},
		{"A did X or Y, though not both", club, "Di hails from India or opens with the Pirc, though not both.", "Di|India|Di|Pirc / Di}India}Di}Pirc"},
		// "not both" of two items of one category denies nothing: it was
		// read as "neither" (three different)
		{"A is from X or Y, but not both", club, "Cy is from Chile or Ghana, but not both.", "Cy~Chile|Ghana"},
		{"A plays X or Y, but not both", club, "Ann plays the French or the Slav, but not both.", "Ann~French|Slav"},
		// u19-02, u19-05, u19-11: "A unless B" is "if not B then A" or
		// "exactly one of A and B": both kept, the puzzle decides
		{"A unless she B", club, "Ann is from Peru unless she plays the Dutch.", "Ann}Peru}Ann}Dutch || Ann|Peru|Ann|Dutch / Ann}Peru}Ann}Dutch"},
		{"A unless another B", club, "Bo opens with the Slav unless Cy is from Ghana.", "Bo}Slav}Cy}Ghana || Bo|Slav|Cy|Ghana / Bo}Slav}Cy}Ghana"},
		{"unless B, A", club, "Unless Di is from India, the Pirc is Ann's opening.", "Pirc}Ann}Di}India || Pirc|Ann|Di|India / Pirc}Ann}Di}India"},
		{"A isn't X unless her Y is Z", club, "Cy isn't from Chile unless her opening is the French.", "Cy>Chile>Cy>French || Cy>Chile>Cy>French / Cy>French>Cy>Chile"},
		{"A, unless B", club, "The Dutch player is from Ghana, unless Ann plays the Pirc.", "Dutch}Ghana}Ann}Pirc || Dutch|Ghana|Ann|Pirc / Dutch}Ghana}Ann}Pirc"},
		// u19-06, u19-11: "Only A is Xer than B": A first and B second
		// along the values in the comparison's direction
		{"only A was shorter than B", shelf, "Only Ann's book was shorter than Bo's.", "Ann=180 pages / Bo=260 pages"},
		{"only A was longer than B", shelf, "Only the book read in May was longer than Cy's.", "May=420 pages / Cy=310 pages"},
		{"only A scored higher than B (\"scored\" names the marks, not the order of the acts)", gala, "Only Di scored higher than Ann.", "Di=70% / Ann=65%"},
		{"only A had fewer pages than B", shelf, "Only Cy read fewer pages than Di.", "Cy=180 pages / Di=260 pages"},
		// u19-07: a participle's clause that compares, after the comma
		{"won, outscoring every other team", league, "Elm won the league, outscoring every other team.", "Elm=10 points / Elm=10 points"},
		{"came first, beating every other side", bare, "Oak came first, beating every other team.", "Oak=10 / Oak=10"},
		{"scored 5, outscoring X", bare, "Yew scored 5 points, outscoring Bo's team.", "Yew=5 / points$Bo:Yew"},
		{"participle of a verb already read: edging", bare, "Ash finished on 8 points, edging Elm.", "Ash=8 / points$Elm:Ash"},
		// u19-12: slots are an order: "went on before", "came just
		// before" need not name the slot
		{"came just before, of slots", show, "Ann's act came just before Bo's.", "slots$Ann:Bo:1"},
		{"went on right after", show, "Cy went on right after Di.", "slots$Di:Cy:1"},
		{"performed sometime before", show, "Di performed sometime before Ann.", "slots$Di:Ann"},
		{"immediately followed", show, "Bo was immediately followed by Cy.", "slots$Bo:Cy:1"},
		// u19-12: agent nouns in -ian
		{"the magician", show, "The magician went on 2nd.", "magic=2nd"},
		{"the comedian", show, "The comedian is Cy.", "comedy=Cy"},
		{"the musician", show, "Ann isn't the musician.", "Ann*music"},
		// u19-02: the winner of a race of times is the least time; "beat
		// X by exactly N minutes"
		{"the winner of a race: the least time", relay, "The winner wore teal.", "20 minutes=teal"},
		{"finished last in a race: the most time", relay, "Bo finished last.", "Bo=35 minutes"},
		{"didn't win the race", relay, "The runner in red didn't win the race.", "red*20 minutes"},
		{"beat X by exactly N minutes", relay, "Ann beat Cy by exactly five minutes.", "times$Ann:Cy:+5"},
		{"beat X by just N minutes", relay, "Di beat the runner in gold by just 10 minutes.", "times$Di:gold:+10"},
		// u19-09: two lists of three, in some order or respectively
		{"A, B and C were X, Y and Z, in some order", sale, "The lots bought by Ann, Bo and Cy were the clock, the rug and the vase, in some order.", "Ann~clock|rug|vase / Bo~clock|rug|vase / Cy~clock|rug|vase"},
		{"A, B and C bought X, Y and Z, in no particular order", sale, "Bo, Di and Ed bought the lamp, the mirror and the rug, in no particular order.", "Bo~lamp|mirror|rug / Di~lamp|mirror|rug / Ed~lamp|mirror|rug"},
		{"X, Y and Z went to A, B and C, respectively", sale, "The clock, the lamp and the vase went to Cy, Ann and Ed, respectively.", "clock=Cy / lamp=Ann / vase=Ed"},
		{"four and four, in some order", sale, "Ann, Bo, Cy and Di bought the clock, the lamp, the rug and the vase, in some order.", "Ann~clock|lamp|rug|vase / Bo~clock|lamp|rug|vase / Cy~clock|lamp|rug|vase / Di~clock|lamp|rug|vase"},
		// u19-09: "No NOUN was Xer than B": B is the most
		{"no lot was newer than", sale, "No lot was newer than the mirror.", "1950=mirror"},
		{"no piece is older than", sale, "No lot is older than Ed's.", "1890=Ed"},
		// u19-05: a difference of two values, either way
		{"the difference between A's and B's X is N", drives, "The difference between Ann's distance and the Kia's distance is 50 km.", "distances%Ann:Kia:+50"},
		{"the differences: A's and B's distances, N", drives, "The difference between Cy's and Di's distances is exactly 150 km.", "distances%Cy:Di:+150"},
		{"the difference in distance between A and B was N", drives, "The difference in distance between the Fiat and the Seat was 50 km.", "distances%Fiat:Seat:+50"},
		{"there was a difference of N between A and B", drives, "There was a difference of 100 km between Ann and Di.", "distances%Ann:Di:+100"},
	}
	wantReadings(t, cases)
}

// Sentences of the constructions above that cannot be read exactly are
// refused, never guessed.
func TestRefused19(t *testing.T) {
	const gala = "acts: Ann, Bo, Cy, Di\nslots: 1st, 2nd, 3rd, 4th\ncostumes: red, blue, gold, teal\nClues:\n"
	cases := []struct{ why, head, sentence, want string }{
		{"points count no slots", gala, "Ann scored 2 points lower than Bo.", "compares no numeric category"},
		{"a golf score wins lowest: no points, not read", "golfers: Ann, Bo, Cy\nscores: 68, 70, 72\nclubs: Elm, Oak, Yew\nClues:\n", "Ann won the cup.", "names 1 item"},
		{"a second clause that cannot be read refuses the sentence", "teams: Ash, Elm, Oak\npoints: 3 points, 5 points, 8 points\ncoaches: Ann, Bo, Cy\nClues:\n", "Elm didn't rest, and Ann isn't their coach.", "opens a second clause"},
		{"the only one under N when two are: cannot be true", "readers: Ann, Bo, Cy, Di\nlengths: 180 pages, 260 pages, 310 pages, 420 pages\nmonths: March, April, May, June\nClues:\n", "Ann's book, the only one under 300 pages, was read in May.", "left out"},
		{"the only one with fewer than N when two are", "readers: Ann, Bo, Cy, Di\nlengths: 180 pages, 260 pages, 310 pages, 420 pages\nClues:\n", "Bo's book was the only one with fewer than 300 pages.", "cannot be the only one"},
		{"an aside that cannot be read refuses the sentence", "readers: Ann, Bo, Cy, Di\nlengths: 180 pages, 260 pages, 310 pages, 420 pages\nmonths: March, April, May, June\nClues:\n", "Ann's book, the one with the torn cover, was read in May.", "left out"},
		{"X or Y does Z, but not both: no list of options, refused (was read as neither)", "players: Ann, Bo, Cy, Di\ncountries: Chile, Peru, Ghana, India\nopenings: French, Dutch, Slav, Pirc\nClues:\n", "The player from Peru or Ann plays the Slav, but not both.", "cannot tell what this either/or chooses"},
		{"unless with a comparison: refused", "players: Ann, Bo, Cy, Di\ncountries: Chile, Peru, Ghana, India\nages: 20, 30, 40, 50\nClues:\n", "Ann is older than Bo unless Cy is from Peru.", "\"unless\": each side"},
		{"only, by an amount", "readers: Ann, Bo, Cy, Di\nlengths: 180 pages, 260 pages, 310 pages, 420 pages\nClues:\n", "Only Ann's book was 80 pages shorter than Bo's.", "by an amount"},
		{"only, negated", "readers: Ann, Bo, Cy, Di\nlengths: 180 pages, 260 pages, 310 pages, 420 pages\nClues:\n", "Only Ann's book wasn't shorter than Bo's.", "no negation"},
		{"a comparing participle not after a clause: refused (was read as the same team)", "teams: Ash, Elm, Oak, Yew\npoints: 3, 5, 8, 10\ncoaches: Ann, Bo, Cy, Di\nClues:\n", "Yew, beating Bo's team, scored 5 points.", "a comparison by a participle"},
		{"by about N minutes: no amount", "Four friends ran a fun run.\n\nrunners: Ann, Bo, Cy, Di\ntimes: 20 minutes, 25 minutes, 30 minutes, 35 minutes\nClues:\n", "Ann beat Cy by about five minutes.", "cannot read the amount"},
		{"winner with no race in the story: refused", "runners: Ann, Bo, Cy, Di\ntimes: 20 minutes, 25 minutes, 30 minutes, 35 minutes\nshirts: red, blue, gold, teal\nClues:\n", "The winner wore teal.", "names 1 item"},
		{"no NOUN from X was Xer than B: a group, refused (was read without the no)", "buyers: Ann, Bo, Cy, Di, Ed\nlots: clock, lamp, mirror, rug, vase\nyears: 1890, 1905, 1920, 1935, 1950\nprices: $1, $2, $3, $4, $5\nClues:\n", "No lot from 1905 was cheaper than the rug.", "with a comparison is not read"},
		{"two lists of three with no order word", "buyers: Ann, Bo, Cy, Di, Ed\nlots: clock, lamp, mirror, rug, vase\nClues:\n", "Ann, Bo and Cy bought the clock, the rug and the vase.", "6 items"},
		{"A and B differ by no amount: refused (was read as A being B)", "drivers: Ann, Bo, Cy, Di\ncars: Fiat, Kia, Mini, Seat\ndistances: 100 km, 150 km, 200 km, 250 km\nClues:\n", "Ann and the Fiat differ in colour.", "with no amount"},
		{"a difference of no amount: refused", "drivers: Ann, Bo, Cy, Di\ncars: Fiat, Kia, Mini, Seat\ndistances: 100 km, 150 km, 200 km, 250 km\nClues:\n", "The difference between Ann and the Fiat is their colour.", "two items and one amount"},
		{"the difference is more than N: refused", "drivers: Ann, Bo, Cy, Di\ncars: Fiat, Kia, Mini, Seat\ndistances: 100 km, 150 km, 200 km, 250 km\nClues:\n", "The difference between Ann's distance and Bo's is more than 60 km.", "is not read"},
		{"an option of an either/or not found, before: refused (was read without it)", "players: Ann, Bo, Cy, Di\ncountries: Chile, Peru, Ghana, India\nopenings: French, Dutch, Slav, Pirc\nClues:\n", "The Bolivian or Ann plays the Slav.", "names only 2 items"},
		{"an option of an either/or not found, after: refused (was read without it)", "players: Ann, Bo, Cy, Di\ncountries: Chile, Peru, Ghana, India\nopenings: French, Dutch, Slav, Pirc\nClues:\n", "Bo plays the Dutch or the Grob.", "names only 2 items"},
		{"votes count no slots", gala, "Ann got 2 votes fewer than Bo.", "compares no numeric category"},
	}
	wantRefused(t, cases)
}
