package english_test

import (
	"strings"
	"testing"

	"deduce/puzzle/logicgrid"
	_ "deduce/puzzle/logicgrid/english"
)

// A puzzle titled with a year is read as English, both when the kind is
// detected and under --kind logicgrid; a thesis file whose algorithm
// number is mistyped still hears about its algorithm number.
func TestNumberTitle(t *testing.T) {
	for _, c := range []struct {
		name, text, wantErr, why string
	}{
		{"year title", "1984\nThree readers each borrowed a different novel.\n\nreaders: Ann, Bob, Cal\nnovels: Emma, Dune, Ulysses\n\nClues:\n1. Ann borrowed Dune.\n2. Bob didn't borrow Emma.\n", "",
			"a title that is a year was refused by every kind: the thesis grammar's first line is a number too"},
		{"thesis typo", "18\nHouse:h1:h2\nNation:Brit:Dane\nClues:\n", "algorithm number 1-17",
			"a thesis file (domain lines 'name:a:b') with a number past 17: the thesis's own error, not 'no category line'"},
		{"year title, bad English", "1984\nThree readers each borrowed a novel.\n\nClues:\n1. Ann borrowed Dune.\n", "no category line",
			"a year title over English with no category line: the English reader's error"},
	} {
		_, err := logicgrid.Kind{}.Parse("t.txt", []byte(c.text))
		switch {
		case c.wantErr == "" && err != nil:
			t.Errorf("%s: %v (%s)", c.name, err, c.why)
		case c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)):
			t.Errorf("%s: got %v, want an error with %q (%s)", c.name, err, c.wantErr, c.why)
		}
	}
}
