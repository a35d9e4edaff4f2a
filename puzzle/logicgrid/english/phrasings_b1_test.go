package english

import "testing"

// Phrasings of testdata/bank1 (issue 25), each construction in words
// other than the bank's.
func TestPublishedPhrasingsB1(t *testing.T) {
	const (
		staff   = "staff: Ann, Bo, Cy, Dee\njoined: 2001, 2003, 2005, 2007\ncommutes: 2 miles, 4 miles, 6 miles, 8 miles\nages: 30, 40, 50, 60\nClues:\n"
		tenure  = "staff: Ann, Bo, Cy\nservice: 5 years, 10 years, 15 years\ncommutes: 2 miles, 4 miles, 6 miles\nClues:\n"
		members = "members: Ann, Bo, Cy\nsince: March 1st, March 8th, March 15th\ndrives: 10 miles, 20 miles, 30 miles\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// b1-03: "has been with the company longest" was the longest commute
		{"been with the firm longest: the earliest year joined", staff, "The one who has been with the firm longest is Bo.", "2001=Bo"},
		{"has worked here longest", staff, "Cy has worked here the longest.", "Cy=2001"},
		{"has lived in town shorter than: a later start", staff, "Ann has lived in town two years shorter than Dee.", "joined$Dee:Ann:+2"},
		{"the longest-serving", staff, "The longest-serving employee is Dee.", "2001=Dee"},
		{"has served longer than", staff, "Bo has served longer than the 40-year-old.", "joined$Bo:40"},
		{"joined longest ago", staff, "Ann joined longest ago.", "Ann=2001"},
		{"been a member longest: the earliest date", members, "Cy has been a member the longest.", "Cy=March 1st"},
		{"a length of time in years of service: the most", tenure, "Bo has been with the company longest.", "Bo=15 years"},
		{"has served 5 years longer: years of service", tenure, "Ann has served 5 years longer than Cy.", "service$Cy:Ann:+5"},
		{"the longest commute after been is the commute", staff, "Dee has been stuck with the longest commute.", "Dee=8 miles"},
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

// Sentences near those constructions that say something the reader does
// not read, refused rather than read as something else.
func TestRefusedB1(t *testing.T) {
	const (
		lengths = "staff: Ann, Bo, Cy\ncommutes: 2 miles, 4 miles, 6 miles\nages: 30, 40, 50\nClues:\n"
	)
	wantRefused(t, []struct{ why, head, sentence, want string }{
		{"been longest with no time to measure: no commute", lengths, "The one who has been with the firm longest is Bo.", "no length of time"},
	})
}
