package english

import "testing"

// Phrasings of testdata/unseen20 (issue 25), each construction in words
// other than the set's.
func TestPublishedPhrasingsU20(t *testing.T) {
	const (
		town  = "people: Ann, Bo, Cy, Di\ncities: Leeds, Lyon, Oslo, Padua\npets: cat, dog, eel, fox\nClues:\n"
		shops = "owners: Ann, Bo, Cy, Di\nshops: bakery, florist, chemist, butcher\nstaff: 1, 2, 3, 4\nClues:\n"
		crews = "boats: Ark, Bee, Cod\ncrews: 2, 5, 8\nskippers: Ann, Bo, Cy\nClues:\n"
		shelf = "books: Dune, Emma, Kim, Ulysses\ncovers: red, blue, gold, teal\nyears: 1850, 1900, 1950, 2000\nreaders: Ann, Bo, Cy, Di\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// u20-06, u20-09: "neither A nor B ... C or D" where A or B is
		// named by a description, or C and D each with a preposition
		{"neither A nor B lives in C or in D", town, "Neither Ann nor Bo lives in Padua or in Oslo.", "Ann*Bo*Padua / Ann*Bo*Oslo"},
		{"neither A nor B is at C or at D", town, "Neither Cy nor Di was at Leeds or at Lyon.", "Cy*Di*Leeds / Cy*Di*Lyon"},
		{"neither the X-owner nor the one from Y is C or D", town, "Neither the cat owner nor the one from Lyon is Ann or Bo.", "cat*Lyon*Ann / cat*Lyon*Bo"},
		{"neither the X-covered book nor the one dated Y is C or D", shelf, "Neither the red-covered book nor the one dated 1900 is Dune or Kim.", "red*1900*Dune / red*1900*Kim"},
		{"neither A nor the man who B owns C or D", town, "Neither Ann nor the man who lives in Lyon owns the cat or the dog.", "Ann*Lyon*cat / Ann*Lyon*dog"},
		{"neither the book in X nor the one Y read was C or D", shelf, "Neither the book in blue nor the one that Cy read was printed in 1850 or 2000.", "blue*Cy*1850 / blue*Cy*2000"},
		// u20-07: a number word for a count the category has, said with
		// the category's noun
		{"a staff of four", shops, "The bakery has a staff of four.", "bakery=4"},
		{"four staff", shops, "The florist has four staff.", "florist=4"},
		{"a staff of one: one after of is a count", shops, "Ann's shop has a staff of one.", "Ann=1"},
		{"a crew of eight", crews, "The Ark sailed with a crew of eight.", "Ark=8"},
		{"five crews? no: five crew", crews, "Bo's boat had five crew.", "Bo=5"},
		{"two more staff: still an amount", shops, "The florist has two more staff than the bakery.", "staff$bakery:florist:+2"},
	}
	wantReadings(t, cases)
}

// Sentences of the constructions above that cannot be read exactly are
// refused, never guessed.
func TestRefusedU20(t *testing.T) {
	const town = "people: Ann, Bo, Cy, Di\ncities: Leeds, Lyon, Oslo, Padua\npets: cat, dog, eel, fox\nClues:\n"
	cases := []struct{ why, head, sentence, want string }{
		{"neither A nor the one NOT B: a negated description is not the item", town, "Neither Ann nor the one who isn't from Lyon owns the cat or the dog.", "needs 3 items"},
		{"neither A nor the one older than B: a comparison in the description", "people: Ann, Bo, Cy, Di\nages: 20, 30, 40, 50\npets: cat, dog, eel, fox\nClues:\n", "Neither Ann nor the one older than Bo owns the cat or the dog.", "cannot"},
		{"a count word with no category noun: not an item", "owners: Ann, Bo, Cy, Di\nshops: bakery, florist, chemist, butcher\nstaff: 1, 2, 3, 4\nClues:\n", "The bakery employs four.", "names 1 item"},
	}
	wantRefused(t, cases)
}
