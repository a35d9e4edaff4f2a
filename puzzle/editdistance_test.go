package puzzle

import "testing"

func TestEditDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
		why  string
	}{
		{"", "", 0, "both empty"},
		{"dog", "dog", 0, "equal"},
		{"", "dog", 3, "insert every letter"},
		{"magnet", "magnets", 1, "one insertion"},
		{"closefar", "closfar", 1, "one deletion"},
		{"dog", "dig", 1, "one substitution"},
		{"dgo", "dog", 1, "a swap of neighbours counts one"},
		{"hlat", "halt", 1, "a swap inside a word"},
		{"ca", "abc", 3, "optimal string alignment: no edit of a swapped pair (true Damerau gives 2)"},
		{"Zoë", "Zoe", 1, "runes, not bytes: ë is one letter"},
		{"kitten", "sitting", 3, "the classic"},
	} {
		if got := EditDistance(c.a, c.b); got != c.want {
			t.Errorf("EditDistance(%q, %q) = %d, want %d (%s)", c.a, c.b, got, c.want, c.why)
		}
		if got := EditDistance(c.b, c.a); got != c.want {
			t.Errorf("EditDistance(%q, %q) = %d, want %d (symmetric)", c.b, c.a, got, c.want)
		}
	}
}
