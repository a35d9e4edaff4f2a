package bench

import (
	"strings"
	"testing"
)

// Any input to the parsers gives an error or a value that holds together;
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

func FuzzParseMagnetsText(f *testing.F) {
	f.Add("magnets 6\newewew\nsewews\nnewewn\nssssew\nnnnnss\newewnn\n1 1 3 2 2 1\n1 2 2 2 1 2\n2 2 0 2 2 2\n2 1 1 2 1 3\n")
	f.Add("magnets 3x1\nLR*\n1\n.\n1 0 .\n0 1 0\n")
	f.Add("magnets 2\nTT\nBB\n11\n..\n1 1\n1 1\n")
	f.Fuzz(func(t *testing.T, text string) {
		d, err := parseMagnetsText(text)
		if err != nil {
			return
		}
		if len(d.partner) != d.h || len(d.rowPlus) != d.h || len(d.colMinus) != d.w {
			t.Fatalf("inconsistent data %+v", d)
		}
		if dzn := d.dzn(); !strings.Contains(dzn, "partner") {
			t.Fatalf("dzn without partner: %s", dzn)
		}
		if pl := d.prolog(); !strings.HasPrefix(pl, "magnets(") {
			t.Fatalf("prolog data %s", pl)
		}
	})
}

func FuzzParseClosefarText(f *testing.F) {
	f.Add("closefar 7\n...F...\n......F\n.....C.\n..C....\n.C.....\nF......\n....C..\n")
	f.Add("# c\nclosefar 1\nC\n")
	f.Fuzz(func(t *testing.T, text string) {
		d, err := parseClosefarText(text)
		if err != nil {
			return
		}
		if len(d.hint) != d.n {
			t.Fatalf("inconsistent data %+v", d)
		}
		_ = d.dzn()
		_ = d.prolog()
	})
}
