package english

import "testing"

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
