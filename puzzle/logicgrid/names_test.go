package logicgrid

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"deduce/puzzle"
)

// sharedThesis has "Alice" as a name and as a child's name, and an item
// with a space, in the thesis grammar: clues qualify the shared word.
const sharedThesis = `8
Name:Alice:Bob:Carol
Child:Alice:Timothy:Bella
Trip:city break:beach:camping
Clues:
Alice (Name)*Alice (Child)
Bob=Timothy
Carol*beach
Bella=city break
Alice (Child)*beach
Solution:
Alice:Bella:city break
Bob:Timothy:beach
Carol:Alice:camping
`

func TestSharedWordsParse(t *testing.T) {
	p, err := Parse("s.txt", []byte(sharedThesis))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := p.Clues[0].Items, []Item{{0, 0}, {1, 0}}; got[0] != want[0] || got[1] != want[1] {
		t.Errorf("clue 1 items %v, want %v (Alice the name, Alice the child)", got, want)
	}
	if got := Format(p, p.Known); got != sharedThesis {
		t.Errorf("Format does not round-trip:\n%s", got)
	}
	bad := []struct{ in, want, why string }{
		{strings.Replace(sharedThesis, "Alice (Name)*Alice (Child)", "Alice*Bella", 1), `s.txt:6:1: "Alice" is an item of 2 categories: write "Alice (Name)" or "Alice (Child)"`, "a shared word needs its category"},
		{strings.Replace(sharedThesis, "Alice (Name)*", "Alice (Nam)*", 1), `s.txt:6:1: unknown category "Nam"; did you mean "Name"?`, "a mistyped category"},
		{strings.Replace(sharedThesis, "Bob=Timothy", "Bob=Timothi", 1), `s.txt:7:5: unknown item "Timothi" (did you mean "Timothy"?)`, "a mistyped item in a clue gets a suggestion"},
		{strings.Replace(sharedThesis, "Child:Alice:Timothy", "Child:Timothy:Timothy", 1), `s.txt:3:15: item "Timothy" is listed twice in domain "Child"`, "twice in one domain"},
		{strings.Replace(sharedThesis, "Trip:city break", "Trip:Alice (Child)", 1), `s.txt:5:1: item "Alice (Child)" reads as "Alice" qualified by its category: rename one of them`, "an item named like another's qualified form"},
	}
	for _, tc := range bad {
		_, err := Parse("s.txt", []byte(tc.in))
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: got %v, want %s", tc.why, err, tc.want)
		}
	}
}

func TestSharedWordsState(t *testing.T) {
	p, err := Parse("s.txt", []byte(sharedThesis))
	if err != nil {
		t.Fatal(err)
	}
	aliceName := p.PairFact(Item{0, 0}, Item{2, 0}, true)
	if aliceName.ACategory != "Name" || aliceName.BCategory != "" {
		t.Fatalf("PairFact qualifies %+v, want only the shared word", aliceName)
	}
	good := []struct {
		in   string
		want puzzle.Fact
		why  string
	}{
		{"Alice (Name)=city break\n", aliceName, "the qualified form"},
		{"Alice (name) = city_break\n", aliceName, "category in any case; the thesis-safe form of an item with a space"},
		{"Name_Alice=city break\n", aliceName, "the prefixed thesis-safe form convert --to thesis writes for a shared word"},
		{"Bob*Alice (Child)\n", p.PairFact(Item{0, 1}, Item{1, 0}, false), "second item qualified"},
		{"Bob (Name)=beach\n", p.PairFact(Item{0, 1}, Item{2, 1}, true), "an unshared word may be qualified; the fact is written bare"},
	}
	for _, tc := range good {
		st, err := ParseState(p, "st", []byte(tc.in))
		if err != nil || len(st) != 1 || st[0] != tc.want {
			t.Errorf("%s: ParseState(%q) = %v, %v; want %v", tc.why, tc.in, st, err, tc.want)
		}
	}
	bad := []struct{ in, want, why string }{
		{"Alice=beach\n", `st:1:1: "Alice" is an item of 2 categories: write "Alice (Name)" or "Alice (Child)"`, "bare shared word"},
		{"Alice (Trip)=beach\n", `st:1:1: "Alice" is not a Trip item`, "wrong category"},
		{"Alice (Name)*Carol\n", `st:1:14: Alice (Name) and Carol are both Name items (a fact relates two domains)`, "one domain"},
		{"Bob=Timoty\n", `st:1:5: unknown item "Timoty" (did you mean "Timothy"?)`, "did-you-mean"},
		{"Bob=alise\n", `st:1:5: unknown item "alise" (did you mean "Alice (Name)"?)`, "a shared word is suggested qualified"},
	}
	for _, tc := range bad {
		_, err := ParseState(p, "st", []byte(tc.in))
		var pe *puzzle.ParseError
		if !errors.As(err, &pe) || err.Error() != tc.want {
			t.Errorf("%s: ParseState(%q) = %v, want %s", tc.why, tc.in, err, tc.want)
		}
	}
	// Texts, strings and JSON qualify the shared word only.
	if got, want := aliceName.String(), "Alice (Name)=city break"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
	b, _ := json.Marshal(aliceName)
	if got, want := string(b), `{"a":"Alice","a_category":"Name","b":"city break","same":true}`; got != want {
		t.Errorf("JSON = %s, want %s", got, want)
	}
	b, _ = json.Marshal(p.PairFact(Item{0, 1}, Item{1, 1}, false))
	if got, want := string(b), `{"a":"Bob","b":"Timothy","same":false}`; got != want {
		t.Errorf("JSON of unshared words = %s, want %s (unchanged)", got, want)
	}
}

// Every step of the shared-word puzzle passes the independent check and
// names the items it means; hints from a qualified state work.
func TestSharedWordsExplain(t *testing.T) {
	p, err := Parse("s.txt", []byte(sharedThesis))
	if err != nil {
		t.Fatal(err)
	}
	ex, err := puzzle.ExplainChecked(context.Background(), Kind{}, p, nil)
	if err != nil {
		t.Fatal(err)
	}
	if ex.Status != puzzle.ExplainSolved {
		t.Fatalf("status %s", ex.Status)
	}
	qualified := false
	for _, s := range ex.Steps {
		qualified = qualified || strings.Contains(s.Text, "Alice (Child)") || strings.Contains(s.Text, "Alice (Name)")
		if strings.Contains(strings.ReplaceAll(strings.ReplaceAll(s.Text, "Alice (Child)", ""), "Alice (Name)", ""), "Alice") {
			t.Errorf("step %d names Alice bare: %s", s.N, s.Text)
		}
	}
	if !qualified {
		t.Errorf("no step text names Alice (qualified); the test puzzle lost its point")
	}
	st, err := ParseState(p, "st", []byte("Alice (Child)=Carol\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok, err := Hint(context.Background(), p, st); err != nil || !ok {
		t.Errorf("hint from a qualified state: ok %v, %v", ok, err)
	}
}
