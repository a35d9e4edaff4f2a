package english

import (
	"strings"
	"testing"
)

// Phrasings of testdata/unseen19 (issue 25), each construction in words
// other than the set's.
func TestPublishedPhrasings19(t *testing.T) {
	const (
		gala   = "acts: Ann, Bo, Cy, Di\nslots: 1st, 2nd, 3rd, 4th\nmarks: 55%, 60%, 65%, 70%\nClues:\n"
		rounds = "players: Ann, Bo, Cy, Di\nrounds: first, second, third, fourth\nscores: 40%, 50%, 60%, 70%\nClues:\n"
	)
	cases := []struct{ why, head, sentence, want string }{
		// u19-12: "16 points lower" was read as 16 slots along "1st, 2nd"
		{"points of percentages, not slots", gala, "Ann scored 10 points lower than Bo.", "marks$Ann:Bo:+10"},
		{"points higher of percentages", gala, "Cy got 5 points higher than Di.", "marks$Di:Cy:+5"},
		{"percentage points more", gala, "Di earned 15 percentage points more than Ann.", "marks$Ann:Di:+15"},
		{"points ahead of percentages, ordinal words items", rounds, "Bo finished 20 points ahead of Cy.", "scores$Cy:Bo:+20"},
		{"slots still count slots", gala, "Ann went on 2 slots before Bo.", "slots$Ann:Bo:+2"},
		{"a slot still counts slots", gala, "Bo went on one slot after Cy.", "slots$Cy:Bo:+1"},
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

// Sentences of the constructions above that cannot be read exactly are
// refused, never guessed.
func TestRefused19(t *testing.T) {
	const gala = "acts: Ann, Bo, Cy, Di\nslots: 1st, 2nd, 3rd, 4th\ncostumes: red, blue, gold, teal\nClues:\n"
	cases := []struct{ why, head, sentence, want string }{
		{"points count no slots", gala, "Ann scored 2 points lower than Bo.", "compares no numeric category"},
		{"votes count no slots", gala, "Ann got 2 votes fewer than Bo.", "compares no numeric category"},
	}
	for _, tc := range cases {
		got, err := readingsOf(tc.head, tc.sentence)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %q read as %q (err %v), want an error with %q", tc.why, tc.sentence, got, err, tc.want)
		}
	}
}
