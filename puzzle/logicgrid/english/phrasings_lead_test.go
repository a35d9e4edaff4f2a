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

// A pronoun pair ("she ... he", "he ... her") after a clause naming two
// people whose sexes neither the puzzle nor their usual first names say
// could be either way round. Taking the subject for the first pronoun
// was a guess: both ways are kept and the puzzle decides (settle), or
// the puzzle is refused when both give it one solution.
func TestPronounPairOfUnknownSexesKeepsBothWays(t *testing.T) {
	const (
		// names of no usual sex
		kiln = "Potters: Sarn, Vell, Orrin, Tavi\nFirings: 9am, 10am, 11am, 12pm\nPots: 20 pots, 25 pots, 30 pots, 35 pots\nClues:\n"
		// the same with titles: the sexes are known
		titled = "Potters: Mr. Sarn, Ms. Vell, Mr. Orrin, Ms. Tavi\nFirings: 9am, 10am, 11am, 12pm\nPots: 20 pots, 25 pots, 30 pots, 35 pots\nClues:\n"
	)
	wantReadings(t, []struct{ why, head, sentence, want string }{
		{"she ... than he: both ways", kiln, "Sarn's kiln was fired an hour before Vell's; she made 5 more pots than he did.", "Firings$Sarn:Vell:+60 / Pots$Vell:Sarn:+5 || Firings$Sarn:Vell:+60 / Pots$Sarn:Vell:+5"},
		{"he ... her, and: both ways", kiln, "Orrin made more pots than Tavi, and he fired his kiln later than she did.", "Pots$Tavi:Orrin / Firings$Tavi:Orrin || Pots$Tavi:Orrin / Firings$Orrin:Tavi"},
		{"a second sentence: both ways", kiln, "Vell made fewer pots than Sarn. He fired his kiln earlier than she did.", "Pots$Vell:Sarn / Firings$Vell:Sarn || Pots$Vell:Sarn / Firings$Sarn:Vell"},
		{"near miss: titles decide, the other way round: one reading", titled, "Mr. Sarn fired his kiln an hour before Ms. Vell; she made 5 more pots than he did.", "Firings$Mr. Sarn:Ms. Vell:+60 / Pots$Mr. Sarn:Ms. Vell:+5"},
		{"near miss: titles decide as said: one reading", titled, "Ms. Tavi made fewer pots than Mr. Orrin, and she fired her kiln later than he did.", "Pots$Ms. Tavi:Mr. Orrin / Firings$Mr. Orrin:Ms. Tavi"},
		{"near miss: one pronoun, no pair: the subject", kiln, "Sarn fired the kiln before Vell, and she made 25 pots.", "Firings$Sarn:Vell / Sarn=25 pots"},
	})
	// a puzzle where only one way gives one solution is answered by it,
	// and the reading it took is the one said
	const puzzle = "Three potters fired their kilns in turn.\n\nPotters: Sarn, Vell, Orrin\nFirings: 9am, 10am, 11am\nPots: 20 pots, 25 pots, 30 pots\nClues:\n" +
		"1. Sarn fired the kiln before Vell; she made 5 more pots than he did.\n2. Orrin fired the kiln at 11am.\n3. Vell made 30 pots.\n"
	r, err := ReadSentences(context.Background(), "kiln.txt", []byte(puzzle))
	if err != nil {
		t.Fatal(err)
	}
	if got := len(r.Sentences[0].Readings); got != 2 {
		t.Fatalf("clue 1 kept %d readings, want 2", got)
	}
	if got, want := r.Puzzle.ClueText(r.Puzzle.Clues[1]), "Pots$Sarn:Vell:+5"; got != want {
		t.Errorf("clue 1 decided as %q, want %q (Sarn has 35 pots in the other way: no such item)", got, want)
	}
}

// End measure (bank10): "Exactly two of A, B and C spent more than $50"
// was read as each of the three (the count dropped by the bound's reader);
// a count before a list is refused there now. "was directly behind Fiona
// in line" and "further forward in the line than" were read along the
// prices; a clause saying "in line" (or "further forward") in a queue is
// about the places in it.
func TestLeadEndMeasureBank10(t *testing.T) {
	const (
		// a box office queue: places and ticket prices
		box = "Four fans queued at the box office.\n\nFans: Ada, Bo, Cy, Di\nPlaces in the queue: 1st, 2nd, 3rd, 4th\nTickets: $20, $30, $40, $50\nClues:\n"
		// ages and a bound on a list
		club = "Members: Ada, Bo, Cy, Di\nAges: 20, 30, 40, 50\nSports: judo, polo, golf, chess\nClues:\n"
	)
	wantReadings(t, []struct{ why, head, sentence, want string }{
		{"behind ... in line: the places, not the prices", box, "The $30 fan was directly behind Ada in line.", "Places in the queue$Ada:$30:1"},
		{"further forward in the queue than: an earlier place", box, "Bo was further forward in the queue than Cy.", "Places in the queue$Bo:Cy"},
		{"farther back than in a queue: a later place", box, "Di stood farther back than Ada.", "Places in the queue$Ada:Di"},
		{"near miss: paid less is the tickets", box, "Bo paid less than Cy.", "Tickets$Bo:Cy"},
		{"all three of a list: each", club, "All three of Ada, Bo and Cy are older than 25.", "Ada~30|40|50 / Bo~30|40|50 / Cy~30|40|50"},
	})
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"a count without exactly", club, "Two of Ada, Bo and Di are over 35.", "some of a list"},
		{"a range of some of a list", club, "Two of Ada, Bo and Cy are between 25 and 45 years old.", "between"},
	})
}

// Lengths in whole feet of ten or more ("boats: 8 feet, 12 feet") were no
// numbers at all (a height is one digit of feet), so every comparison of
// them was refused (bank10: twenty sentences of one scene).
func TestLeadLengthsInFeet(t *testing.T) {
	const (
		boats   = "Owners: Ada, Bo, Cy, Di\nBoats: 8 feet, 12 feet, 16 feet, 20 feet\nColours: red, blue, green, white\nClues:\n"
		players = "Players: Ada, Bo, Cy\nHeights: 5 ft, 6 ft, 7 ft\nClues:\n"
	)
	wantReadings(t, []struct{ why, head, sentence, want string }{
		{"feet longer of lengths in feet", boats, "Ada's boat is 4 feet longer than Bo's.", "Boats$Bo:Ada:+4"},
		{"the longest", boats, "The red boat is the longest.", "red=20 feet"},
		{"shorter by an amount in words", boats, "Cy's boat is eight feet shorter than Di's.", "Boats$Cy:Di:+8"},
		{"near miss: one-digit feet stay heights", players, "Ada is taller than Bo.", "Heights$Bo:Ada"},
	})
}
