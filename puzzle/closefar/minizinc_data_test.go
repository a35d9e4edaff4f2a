package closefar

import (
	"strings"
	"testing"
)

// The peers' data is written from the typed puzzle: Fig. 1's first row
// "...F..." is hint codes 0 0 0 2 0 0 0 (0 none, 1 C, 2 F).
func TestPeerModelData(t *testing.T) {
	p := loadFile(t, "testdata/fig1.txt")
	mzn, err := Kind{}.MiniZinc(p)
	if err != nil {
		t.Fatal(err)
	}
	pl, err := Kind{}.Prolog(p)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ text, want, why string }{
		{mzn, "N = 7;\nhint = [| 0, 0, 0, 2, 0, 0, 0 | 0, 0, 0, 0, 0, 0, 2 |", "size and first two hint rows"},
		{mzn, "solve ", "the model itself is included"},
		{pl, "closefar(7, [[0,0,0,2,0,0,0],[0,0,0,0,0,0,2],", "hint rows as a fact"},
		{pl, "main :-", "the program itself is included"},
	} {
		if !strings.Contains(c.text, c.want) {
			t.Errorf("%s: lacks %q", c.why, c.want)
		}
	}
}
