package english

import "testing"

// Phrasings of testdata/unseen16 (issue 25), US magazines' long clues,
// each construction in words other than the set's.
func TestPublishedPhrasings16(t *testing.T) {
	const (
		streets = "sellers: Ann, Bo, Cy, Dee\nitems: lamp, rug, vase, clock\nprices: $5, $15, $25, $35\nstreets: Elm St., Oak Ave., Pine Rd., Bay Blvd.\nClues:\n"
		roads   = "sellers: Ann, Bo, Cy, Dee\nitems: lamp, rug, vase, clock\nstreets: Elm Street, Oak Avenue, Pine Road, Bay Lane\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// u16-04: the grid prints "Elm St.", the clue says "Elm Street"
		{"Street for St.", streets, "Ann lives on Elm Street.", "Ann=Elm St."},
		{"Avenue for Ave.", streets, "The Oak Avenue seller sold the rug.", "Oak Ave.=rug"},
		{"Road for Rd.", streets, "The lamp came from the house on Pine Road.", "lamp=Pine Rd."},
		{"Boulevard for Blvd.", streets, "Dee doesn't live on Bay Boulevard.", "Dee*Bay Blvd."},
		{"St. for Street", roads, "Cy lives on Elm St.", "Cy=Elm Street"},
		{"Ln. for Lane", roads, "The clock wasn't sold on Bay Ln.", "clock*Bay Lane"},
		{"a relative clause with a street said in full", streets, "Bo, who lives on Pine Road, paid more than Cy.", "Bo=Pine Rd. / prices$Cy:Bo"},
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

// Sentences near those constructions that still say something the reader
// cannot read, refused rather than read without it.
func TestRefused16(t *testing.T) {
	const (
		streets = "sellers: Ann, Bo, Cy, Dee\nitems: lamp, rug, vase, clock\nprices: $5, $15, $25, $35\nstreets: Elm St., Oak Ave., Pine Rd., Bay Blvd.\nClues:\n"
	)
	wantRefused(t, []struct{ why, head, sentence, want string }{
		// u16-04 read "Ms. Rowe, who doesn't live on Elm Street, sold Nora
		// neither the quilt nor the toaster" without its relative clause
		{"a relative clause naming no item is never dropped", streets, "Ann, who doesn't live on Elm Court, sold neither the lamp nor the rug.", "names no item"},
		{"a relative clause of plain words is never dropped", streets, "Bo, who loves old things, paid more than Cy.", "names no item"},
		{"a relative clause naming no item, before a plain clue", streets, "Cy, who lives on Maple Drive, sold the vase.", "names no item"},
	})
}
