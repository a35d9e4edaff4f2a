package logicgrid

import (
	"errors"
	"strings"
	"testing"

	"deduce/puzzle"
)

func TestParseState(t *testing.T) {
	p := load(t, "testdata/thesis_sample.txt")
	st, err := ParseState(p, "st.txt", []byte("# a comment\n\nSmith=teacher\n  doctor * red  \r\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := puzzle.State{puzzle.PairFact("Smith", "teacher", true), puzzle.PairFact("doctor", "red", false)}
	if len(st) != 2 || st[0] != want[0] || st[1] != want[1] {
		t.Fatalf("ParseState = %v, want %v", st, want)
	}
	tests := []struct {
		in, want, why string
	}{
		{"Smith=teacher\nSmiht=red\n", `st.txt:2:1: unknown item "Smiht" (did you mean "Smith"?)`, "a typo gets a suggestion"},
		{"Smith=  techer\n", `st.txt:1:9: unknown item "techer" (did you mean "teacher"?)`, "column of the second item"},
		{"smith=teacher\n", `st.txt:1:1: unknown item "smith" (did you mean "Smith"?)`, "names are case-sensitive, the suggestion says how"},
		{"doctor*rde\n", `st.txt:1:8: unknown item "rde" (did you mean "red"?)`, "a swap of two letters counts one"},
		{"Zorro=teacher\n", `st.txt:1:1: unknown item "Zorro"`, "no suggestion when nothing is close"},
		{"Smith teacher\n", `st.txt:1:1: fact "Smith teacher" has no operator (A=B: same entity, A*B: different)`, "missing operator"},
		{"Smith=teacher=red\n", `st.txt:1:14: a fact relates two items: A=B`, "three items"},
		{"Smith=teacher*red\n", `st.txt:1:14: a fact relates two items: A=B`, "mixed operators"},
		{"=teacher\n", `st.txt:1:1: missing item name`, "empty name"},
		{"Smith*Jones\n", `st.txt:1:7: Smith and Jones are both Name items (a fact relates two domains)`, "one domain"},
	}
	for _, tc := range tests {
		_, err := ParseState(p, "st.txt", []byte(tc.in))
		var pe *puzzle.ParseError
		if !errors.As(err, &pe) || err.Error() != tc.want {
			t.Errorf("%s: ParseState(%q) = %v, want %s", tc.why, tc.in, err, tc.want)
		}
	}
}

func FuzzParseState(f *testing.F) {
	p, err := Parse("t", []byte("8\nName:Smith:Jones:Butler\nShirt:red:green:blue\nJob:doctor:teacher:actor\nClues:\nSmith=teacher\n"))
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{"Smith=teacher\n", "doctor*red", "#x\n\nSmiht=red", "a=b=c", "=", "*", "Smith*Jones"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		st, err := ParseState(p, "f", []byte(in))
		if err != nil {
			var pe *puzzle.ParseError
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Col < 1 {
				t.Fatalf("error %v is not positioned", err)
			}
			return
		}
		for _, fct := range st {
			a, ok1 := p.Lookup(fct.A)
			b, ok2 := p.Lookup(fct.B)
			if !ok1 || !ok2 || a.D == b.D || strings.ContainsAny(fct.A+fct.B, "=*") {
				t.Fatalf("accepted a bad fact %v from %q", fct, in)
			}
		}
	})
}
