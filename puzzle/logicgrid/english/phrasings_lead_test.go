package english

import (
	"context"
	"strings"
	"testing"
)

// A verb of one person acting on another makes two people, whatever the
// object's mention takes in: "the Leeds player" (a place's name before a
// person noun) was read as the subject itself ("Al thanked the Leeds
// player": Al is Leeds), where "the Rye player" was not. Words other than
// the session's examples.
func TestPublishedPhrasingsLeadActsOn(t *testing.T) {
	const (
		towns = "skaters: Ivy, Jo, Kim\nclubs: Leeds, Bath, Hull\nmedals: gold, silver, bronze\nClues:\n"
		sport = "players: Ivy, Jo, Kim\nsports: judo, polo, golf\nages: 20, 25, 30\nClues:\n"
	)
	wantReadings(t, []struct{ why, head, sentence, want string }{
		{"a town's name before a person noun, verb of thanking", towns, "Ivy thanked the Bath skater.", "Ivy*Bath"},
		{"the same with another town and verb", towns, "Jo phoned the Leeds skater.", "Jo*Leeds"},
		{"replaced: the one replaced is another person", sport, "Kim replaced the judo player.", "Kim*judo"},
		{"coached a person", sport, "Ivy coached the polo player.", "Ivy*polo"},
		{"congratulated a person", sport, "Jo congratulated the golf player.", "Jo*golf"},
		{"a plain identity with no verb of acting is untouched", sport, "The 25-year-old is the judo player.", "25=judo"},
	})
}

// Floors numbered with gaps (2, 4, 6: only some floors) are floors of
// those numbers: "two floors above" is two floors up. It was read as two
// places along the row (+4), where the same floors written "2nd, 4th,
// 6th" read +2. House numbers with gaps stay a row ("two doors down"
// counts houses: phrasings_u27_test.go).
func TestPublishedPhrasingsLeadFloorsWithGaps(t *testing.T) {
	const (
		gaps  = "tenants: Ivy, Jo, Kim\nfloors: 3, 6, 9\nplants: fern, ivy plant, palm\nClues:\n"
		ords  = "tenants: Ivy, Jo, Kim\nfloors: 3rd, 6th, 9th\nplants: fern, ivy plant, palm\nClues:\n"
		plain = "tenants: Ivy, Jo, Kim\nfloors: 1, 2, 3\nplants: fern, ivy plant, palm\nClues:\n"
	)
	wantReadings(t, []struct{ why, head, sentence, want string }{
		{"floors with gaps: three floors up is +3", gaps, "Kim lives three floors above Jo.", "floors$Jo:Kim:+3"},
		{"the same floors as ordinals read the same", ords, "Kim lives three floors above Jo.", "floors$Jo:Kim:+3"},
		{"floors 1 to 3 stay a row of positions", plain, "Kim lives two floors above Jo.", "floors$Jo:Kim:2"},
	})
}

// A pronoun pair decided by a first name alone ("she ... he": Elsa is
// usually a woman's name) says so in Reading.Assumed, as the other sexes
// taken from names do.
func TestPronounPairSaysTheNameItTook(t *testing.T) {
	const text = "runners: Zorin, Emma, Quell\nranks: first, second, third\nages: 20, 30, 40\nClues:\n" +
		"Zorin beat Emma by two places; she is 20 years older than he is.\nQuell is 30.\n"
	r, err := ReadSentences(context.Background(), "pair.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	want := `taking Emma as female, from the name, for the pronouns in "she is 20 years older than he is"`
	if !strings.Contains(r.Assumed, want) {
		t.Errorf("Assumed = %q, want it to contain %q", r.Assumed, want)
	}
}
