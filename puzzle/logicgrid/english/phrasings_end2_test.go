package english

import "testing"

// Phrasings of the end measure's misreadings in testdata/unseen21 and
// testdata/bank3 (issue 25), each construction in words other than the
// sets'. Each was read without a meaning-bearing word: a number said as an
// age, a gap or a count, and "in that order".
func TestPublishedPhrasingsEnd2(t *testing.T) {
	const (
		kids   = "kids: Ann, Bo, Cy, Di\nages: 5, 6, 7, 8\ngifts: bike, kite, doll, ball\nClues:\n"
		street = "people: Ann, Bo, Cy, Di, Ed\nhouses: first, second, third, fourth, fifth\nyears: 1990, 1995, 2000, 2005, 2010\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// b3-03: "in that order" pairs the lists in turn (it was read as
		// "in some order")
		{"in that order: respectively", street, "Ann and Bo moved in in 1995 and 2000, in that order.", "Ann=1995 / Bo=2000"},
		{"in the same order", street, "Cy and Di arrived in 1990 and 2010, in the same order.", "Cy=1990 / Di=2010"},
		{"in that order, of three", street, "Ann, Bo and Cy came in 1990, 1995 and 2000, in that order.", "Ann=1990 / Bo=1995 / Cy=2000"},
		{"in that order, of places", street, "The people in the fourth and fifth houses settled in 2005 and 1990, in that order.", "fourth=2005 / fifth=1990"},
		{"in this order", street, "Di and Ed bought in 2000 and 1995, in this order.", "Di=2000 / Ed=1995"},
		// and the other way round, unchanged
		{"not necessarily in that order: some order", street, "Ann and Bo moved in in 1995 and 2000, not necessarily in that order.", "Ann,Bo~1995,2000"},
		{"in no particular order", street, "Cy and Di came in 1990 and 2010, in no particular order.", "Cy,Di~1990,2010"},
		{"in either order", street, "Ann and Ed came in 1995 and 2005, in either order.", "Ann,Ed~1995,2005"},
		// u21-12: a count of different ones that counts the list
		{"three different people, a list of three", street, "Ann, Bo and the 1990 arrival are three different people.", "Ann*Bo*1990"},
		{"two different people", kids, "Cy and the kite owner are two different people.", "Cy*kite"},
		// u21-12: a list of three with a description between commas is a
		// list, not an aside (fix19's reading; refused before it)
		{"A, the X owner, and B are three different people", "people: Ann, Bo, Cy, Di, Ed\nhouses: first, second, third, fourth, fifth\npets: cat, dog, emu, fox, yak\nClues:\n", "Ann, the emu owner, and Bo are three different people.", "Ann*emu*Bo"},
		// a number read by its construction is not the guard's
		{"is N times as old", "trees: oak, elm, ash\nages: 20 years, 40 years, 60 years\nClues:\n", "The ash is three times as old as the oak.", "ash=60 years / oak=20 years"},
	}
	wantReadings(t, cases)
}

// A number no item spells, said as an age, a gap or a count of different
// ones in a clause read only as "is" or "is not", is refused, never left
// out; an order word read neither way is refused, never "in some order".
func TestRefusedEnd2(t *testing.T) {
	const (
		kids   = "kids: Ann, Bo, Cy, Di\nages: 5, 6, 7, 8\ngifts: bike, kite, doll, ball\nClues:\n"
		street = "people: Ann, Bo, Cy, Di, Ed\nhouses: first, second, third, fourth, fifth\npets: cat, dog, emu, fox, yak\nClues:\n"
		years  = "people: Ann, Bo, Cy, Di, Ed\nyears: 1990, 1995, 2000, 2005, 2010\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// u21-06: "who turned six" was dropped (read as Ann=bike); "turned
		// six" and "aged eight" read now (phrasings_u21_test.go)
		{"who is N", kids, "Bo, who is seven, got the kite.", "the number is left out"},
		{"who turns N next week: another time, refused", kids, "Di, who turns five next week, got the ball.", "cannot read clue"},
		{"at age N", kids, "Ann, at age six, got the bike.", "the number is left out"},
		// b3-03: "exactly two houses separate" was read as "different";
		// it reads now (separate.go, phrasings_u21_test.go)
		{"a count of different ones that is not the list's", street, "Ann and the cat owner are three different people.", "the number is left out"},
		// an order word read neither way
		{"in reverse order", years, "Ann and Bo moved in in 1995 and 2000, in reverse order.", "cannot tell how the lists pair up"},
	}
	wantRefused(t, cases)
}
