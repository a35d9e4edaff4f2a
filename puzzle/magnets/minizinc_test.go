package magnets

import (
	"strings"
	"testing"
)

// The peers' data is written from the typed puzzle: e1's tiling rows
// "ewewew" and "sewews" become partner codes (o0 n1 e2 s3 w4) and n/e/s/w
// atoms, its clues the report's counts.
func TestPeerModelData(t *testing.T) {
	p := mustLoad(t, "testdata/e1.txt")
	mzn, err := Kind{}.MiniZinc(p)
	if err != nil {
		t.Fatal(err)
	}
	pl, err := Kind{}.Prolog(p)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ text, want, why string }{
		{mzn, "partner = [| 2, 4, 2, 4, 2, 4 | 3, 2, 4, 2, 4, 3 |", "first two tiling rows as codes"},
		{mzn, "row_plus = [1, 1, 3, 2, 2, 1];", "row + counts"},
		{mzn, "col_minus = [2, 1, 1, 2, 1, 3];", "column − counts"},
		{mzn, "solve ", "the model itself is included"},
		{pl, "magnets(6, 6, [[e,w,e,w,e,w],[s,e,w,e,w,s],", "tiling rows as atoms"},
		{pl, "main :-", "the program itself is included"},
	} {
		if !strings.Contains(c.text, c.want) {
			t.Errorf("%s: lacks %q", c.why, c.want)
		}
	}
}
