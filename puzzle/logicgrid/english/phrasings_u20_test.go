package english

import "testing"

// Phrasings of testdata/unseen20 (issue 25), each construction in words
// other than the set's.
func TestPublishedPhrasingsU20(t *testing.T) {
	const (
		town  = "people: Ann, Bo, Cy, Di\ncities: Leeds, Lyon, Oslo, Padua\npets: cat, dog, eel, fox\nClues:\n"
		shops = "owners: Ann, Bo, Cy, Di\nshops: bakery, florist, chemist, butcher\nstaff: 1, 2, 3, 4\nClues:\n"
		crews = "boats: Ark, Bee, Cod\ncrews: 2, 5, 8\nskippers: Ann, Bo, Cy\nClues:\n"
		bakes = "bakers: Ann, Bo, Cy, Di\nbakes: scones, tart, bread, pie\ntimes: 15 minutes, 20 minutes, 25 minutes, 30 minutes\nprices: $1, $2, $3, $4\nClues:\n"
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
		// u20-11: "X was both A and B" of three categories: X is A and
		// X is B (no list of three different things)
		{"X were both the Xest N and the Yest", bakes, "The bread was both the slowest bake and the dearest.", "bread=30 minutes / bread=$4"},
		{"X was the Yest and the Zest, no both", bakes, "The pie was the quickest and the cheapest.", "pie=15 minutes / pie=$1"},
		{"A's N was both B and the Yest", bakes, "Cy's bake was both the tart and the cheapest.", "Cy=tart / Cy=$1"},
		{"... of them all", bakes, "Bo's bake was both the slowest and the dearest of them all.", "Bo=30 minutes / Bo=$4"},
		{"X is both A and B, items", bakes, "The scones are both Di's bake and the $2 one.", "scones=Di / scones=$2"},
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
		{"X was A and B of one category: a list, never both", "bakers: Ann, Bo, Cy, Di\nbakes: scones, tart, bread, pie\nprices: $1, $2, $3, $4\nClues:\n", "The tart was both Ann's and Bo's.", "3 items"},
		{"X was A and B, then more words: not read as both", "bakers: Ann, Bo, Cy, Di\nbakes: scones, tart, bread, pie\nprices: $1, $2, $3, $4\nClues:\n", "The tart was Ann's and the cheapest sold by noon.", "3 items"},
	}
	wantRefused(t, cases)
}
