package english

import (
	"context"
	"strings"
	"testing"
)

// Phrasings of testdata/unseen18 (issue 25: order and position), each
// construction in words other than the set's: "followed" without an
// amount (straight after, or sometime after: the puzzle decides).
func TestPublishedPhrasings18(t *testing.T) {
	const (
		gigs  = "bands: Ann, Bo, Cy, Di\ntimes: 6:00pm, 7:00pm, 8:00pm, 9:00pm\ncities: Oslo, Rome, Lima, Kyiv\nClues:\n"
		race  = "runners: Ann, Bo, Cy, Di\nplaces: 1st, 2nd, 3rd, 4th\nshirts: red, blue, green, gold\nClues:\n"
		years = "poets: Ann, Bo, Cy, Di\nbooks: 1990, 1995, 2000, 2005\ntowns: Ely, Hove, Rye, Wick\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// u18-12: "The band from Perth followed the Leeds band onto the
		// stage" was read as sometime after only (its author meant
		// straight after)
		{"followed: sometime after, or straight after", gigs, "The Oslo band followed Cy onto the stage.", "times$Cy:Oslo || times$Cy:Oslo:1"},
		{"follows, present tense", gigs, "Di follows the band from Rome.", "times$Rome:Di || times$Rome:Di:1"},
		{"was followed by: the other way round", gigs, "Bo was followed by the Lima band.", "times$Bo:Lima || times$Bo:Lima:1"},
		{"preceded: before, straight or sometime", gigs, "Ann preceded the Kyiv act.", "times$Ann:Kyiv || times$Ann:Kyiv:1"},
		{"followed across the line, in a ranking", race, "The runner in gold followed Bo.", "places$Bo:gold || places$Bo:gold:1"},
		{"followed of years: the next book or a later one", years, "Cy's book followed Ann's.", "books$Ann:Cy || books$Ann:Cy:1"},
		{"immediately followed: straight after only", gigs, "Ann immediately followed the Oslo band.", "times$Oslo:Ann:1"},
		{"followed by an amount: that much after", gigs, "Cy followed Bo by two hours.", "times$Bo:Cy:+120"},
	}
	for _, tc := range cases {
		r, err := ReadSentences(context.Background(), "s", []byte(tc.head+tc.sentence+"\n"))
		if err != nil {
			t.Errorf("%s: %q: %v", tc.why, tc.sentence, err)
			continue
		}
		var alts []string
		for _, cs := range r.Sentences[0].Readings {
			var got []string
			for _, c := range cs {
				got = append(got, r.Puzzle.ClueText(c))
			}
			alts = append(alts, strings.Join(got, " / "))
		}
		if g := strings.Join(alts, " || "); g != tc.want {
			t.Errorf("%s: %q read as %q, want %q", tc.why, tc.sentence, g, tc.want)
		}
	}
}

// Phrasings of unseen18 that are refused, with what the message says.
func TestRefusedPhrasings18(t *testing.T) {
	const gigs = "bands: Ann, Bo, Cy, Di\ntimes: 6:00pm, 7:00pm, 8:00pm, 9:00pm\ncities: Oslo, Rome, Lima, Kyiv\nClues:\n"
	wantRefused(t, []struct{ why, head, sentence, want string }{
		// "Ann did not follow Bo" was read as "Ann is not Bo"
		{"didn't follow: not straight after, or not after at all", gigs, "Ann did not follow Bo.", "negated"},
		{"neither ... followed", gigs, "Neither Ann nor Bo followed Cy.", "negated \"followed\""},
		{"followed by two: in that order?", gigs, "Ann was followed by Bo and Cy.", "more than two items"},
	})
}
