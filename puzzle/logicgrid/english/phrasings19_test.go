package english

import (
	"strings"
	"testing"
)

// Phrasings of testdata/unseen19 (issue 25), each construction in words
// other than the set's.
func TestPublishedPhrasings19(t *testing.T) {
	const (
		gala   = "acts: Ann, Bo, Cy, Di\nslots: 1st, 2nd, 3rd, 4th\nmarks: 55%, 60%, 65%, 70%\nClues:\n"
		league = "teams: Ash, Elm, Oak, Yew\npoints: 3 points, 5 points, 8 points, 10 points\ncoaches: Ann, Bo, Cy, Di\nClues:\n"
		bare   = "teams: Ash, Elm, Oak, Yew\npoints: 3, 5, 8, 10\ncoaches: Ann, Bo, Cy, Di\nClues:\n"
		shelf  = "readers: Ann, Bo, Cy, Di\nlengths: 180 pages, 260 pages, 310 pages, 420 pages\nmonths: March, April, May, June\nClues:\n"
		club   = "players: Ann, Bo, Cy, Di\ncountries: Chile, Peru, Ghana, India\nopenings: French, Dutch, Slav, Pirc\nClues:\n"
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
	}
	for _, tc := range cases {
		got, err := readingsOf(tc.head, tc.sentence)
		if err != nil {
			t.Errorf("%s: %q: %v", tc.why, tc.sentence, err)
			continue
		}
		if got != tc.want {
			t.Errorf("%s: %q read as %q, want %q", tc.why, tc.sentence, got, tc.want)
		}
	}
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
		{"votes count no slots", gala, "Ann got 2 votes fewer than Bo.", "compares no numeric category"},
	}
	for _, tc := range cases {
		got, err := readingsOf(tc.head, tc.sentence)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %q read as %q (err %v), want an error with %q", tc.why, tc.sentence, got, err, tc.want)
		}
	}
}
