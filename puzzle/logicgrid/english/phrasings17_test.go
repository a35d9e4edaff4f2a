package english

import (
	"strings"
	"testing"
)

// Phrasings of testdata/unseen17 (issue 25), British puzzle pages, each
// construction in words other than the set's.
func TestPublishedPhrasings17(t *testing.T) {
	const (
		surgery = "patients: Ann, Bo, Cy, Di\ntowns: Ely, Hove, Rye, Wick\nrooms: 101, 102, 201, 202\nappointments: 9.15am, 10am, 11.30am, 2.45pm\nClues:\n"
		evening = "guests: Ann, Bo, Cy\nsuppers: soup, pie, stew\nsittings: 6pm, 6.30pm, 7.15pm\nClues:\n"
		garden  = "first names: Alan, Brian, Carol, Diane\nsurnames: Ash, Bell, Cole, Dane\nplots: 2, 5, 8, 11\ncrops: kale, leeks, peas, beans\nClues:\n"
		told    = "Alan and Brian are men; Carol and Diane are women.\nfirst names: Alan, Brian, Carol, Diane\nsurnames: Ash, Bell, Cole, Dane\ncrops: kale, leeks, peas, beans\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// u17-12: "6pm" among "2.15pm, 4.45pm" made the arrivals no times
		{"a whole hour among dotted times: an hour later", surgery, "Bo was seen an hour after Cy.", "appointments$Cy:Bo:+60"},
		{"a whole hour among dotted times: named", surgery, "The Rye patient came at 10am.", "Rye=10am"},
		{"a whole hour first among dotted times: minutes", evening, "Ann sat down 45 minutes after Bo.", "sittings$Bo:Ann:+45"},
		{"a whole hour: earlier than", evening, "The soup was served earlier than the stew.", "sittings$soup:stew"},
		{"a whole hour: the latest", evening, "Cy ate at the latest sitting.", "Cy=7.15pm"},
		// u17-12: "checked in before" was read along the room numbers
		{"checked in before: a time, not a lower room", surgery, "Ann checked in before Di.", "appointments$Ann:Di"},
		{"left after, room numbers and times", surgery, "The Ely patient left after Bo.", "appointments$Bo:Ely"},
		{"got there earlier, room numbers and times", surgery, "Cy got there earlier than the patient from Wick.", "appointments$Cy:Wick"},
		{"the room said: its number comes before", surgery, "Ann's room comes before Bo's.", "rooms$Ann:Bo"},
		{"turned up later than", surgery, "Di turned up later than the Hove patient.", "appointments$Hove:Di"},
		// u17-02: "Mr Hobbs" of surnames, with first names of both sexes,
		// lost the title: Hobbs could be Doreen
		{"Mr before a surname: one of the men", garden, "Mr Ash grows the kale.", "Ash=kale / Ash~Alan|Brian"},
		{"Mrs before a surname, in a comparison", garden, "Mrs Bell's plot is higher than Alan's.", "plots$Alan:Bell / Bell~Carol|Diane"},
		{"Miss before a surname, negated", garden, "Miss Dane didn't grow the leeks.", "Dane*leeks / Dane~Carol|Diane"},
		{"Ms after a verb, sexes told in the story", told, "The peas were grown by Ms Cole.", "peas=Cole / Cole~Carol|Diane"},
		{"Mr of one surname beside a first name", told, "Carol and Mr Dane grow the peas and the beans, in some order.", "Carol,Dane~peas,beans / Dane~Alan|Brian"},
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

// A title that says something the reader cannot put in a clue is refused,
// never dropped: the story gives the sex of some people only.
func TestTitlesRefused17(t *testing.T) {
	const partly = "Alan is a man.\nfirst names: Alan, Sam, Jo, Kit\nsurnames: Ash, Bell, Cole, Dane\ncrops: kale, leeks, peas, beans\nClues:\n"
	cases := []struct{ why, head, sentence, want string }{
		{"Mr with only some sexes told", partly, "Mr Ash grows the kale.", "but not all"},
		{"Mrs where no one is a woman", "Alan and Brian are men; Carl and Dave are men.\nfirst names: Alan, Brian, Carl, Dave\nsurnames: Ash, Bell, Cole, Dane\ncrops: kale, leeks, peas, beans\nClues:\n", "Mrs Bell grows the peas.", "none of the"},
	}
	for _, tc := range cases {
		got, err := readingsOf(tc.head, tc.sentence)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %q read as %q (err %v), want an error with %q", tc.why, tc.sentence, got, err, tc.want)
		}
	}
}
