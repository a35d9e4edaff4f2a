package bench

import (
	"testing"
)

// Any input to the bench's own parser gives an error or a value that holds together;
// never a panic or a hang.

func FuzzParseSizes(f *testing.F) {
	for _, s := range []string{"10", "2..16/2", "6..10", "4,8..9", "1..1000", "0", "9..6", "a..b/c", "5/", "..", ",,"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sizes, err := ParseSizes(s)
		if err != nil {
			return
		}
		if len(sizes) == 0 || len(sizes) > maxSizes {
			t.Fatalf("ParseSizes(%q) gave %d sizes", s, len(sizes))
		}
		for _, n := range sizes {
			if n < 1 || n > maxSize {
				t.Fatalf("ParseSizes(%q) gave size %d", s, n)
			}
		}
	})
}
