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
	_ = strings.Join
}
