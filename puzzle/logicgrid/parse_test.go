package logicgrid

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"

	"deduce/puzzle"
)

const header = "8\nName:Smith:Jones:Butler\nShirt:red:green:blue\nJob:doctor:teacher:actor\nClues:\n"

func TestParseErrors(t *testing.T) {
	cases := []struct {
		in   string
		pos  string // file:line:col
		kind error
		why  string
	}{
		{"", "t", puzzle.ErrSyntax, "empty input"},
		{"18\nA:a\nB:b\nClues:\n", "t:1:1", puzzle.ErrSyntax, "algorithm number out of range"},
		{"x\n", "t:1:1", puzzle.ErrSyntax, "first line not a number"},
		{"8\nA:a:b\nB:c:d\n", "t:4:1", puzzle.ErrSyntax, "missing Clues: line"},
		{"8\nA:a:b\nB:c\nClues:\n", "t:3:1", puzzle.ErrInvalid, "uneven domains"},
		{"8\nA:a:b\nB:c:c\nClues:\n", "t:3:5", puzzle.ErrInvalid, "item twice in one domain (a word in two domains is allowed: clues qualify it)"},
		{"8\nA:a:b\nB:c:a\nClues:\na=c\n", "t:5:1", puzzle.ErrInvalid, "a word two domains share, unqualified in a clue"},
		{"8\nA:a:b\nA:c:d\nClues:\n", "t:3:1", puzzle.ErrInvalid, "domain listed twice"},
		{"8\nA:a:b\nClues:\n", "t:3:1", puzzle.ErrInvalid, "one domain only"},
		{"8\nA:a::b\nB:c:d:e\nClues:\n", "t:2:5", puzzle.ErrSyntax, "empty item name"},
		{"8\nA\nClues:\n", "t:2:1", puzzle.ErrSyntax, "domain line without items"},
		{"8\nA:a=b\nClues:\n", "t:2:4", puzzle.ErrSyntax, "operator in a domain line"},
		{"8\nA:a:b\nB:c:d\nClue:\na=c\n", "t:4:1", puzzle.ErrSyntax, "misspelt Clues: header (was \"empty item name\")"},
		{"8\nA:a:b\nB:c:d\n  clues:\na=c\n", "t:4:3", puzzle.ErrSyntax, "lower-case header, column counts leading space"},
		{"8\nA:a:b\nB:c:d\nClues\na=c\n", "t:4:1", puzzle.ErrSyntax, "header without its colon"},
		{header + "Smith=purple\n", "t:6:7", puzzle.ErrInvalid, "unknown item"},
		{header + "Smith\n", "t:6:1", puzzle.ErrSyntax, "clue without operator"},
		{header + "Smith=red=doctor\n", "t:6:1", puzzle.ErrSyntax, "= takes two items"},
		{header + "Smith=red>doctor\n", "t:6:10", puzzle.ErrSyntax, "mixed operators"},
		{header + "Smith*Smith\n", "t:6:7", puzzle.ErrInvalid, "item twice in a not-clue"},
		{header + "Age$Smith:Jones\n", "t:6:1", puzzle.ErrInvalid, "unknown ordered domain"},
		{header + "Shirt$Smith\n", "t:6:1", puzzle.ErrSyntax, "ordered clue with one item"},
		{header + "Shirt$Smith:Jones:3\n", "t:6:19", puzzle.ErrInvalid, "k out of range (n-1 = 2)"},
		{header + "Shirt$Smith:Jones:0\n", "t:6:19", puzzle.ErrInvalid, "k = 0"},
		{header + "Shirt%Smith:Jones:x\n", "t:6:19", puzzle.ErrSyntax, "k not a number"},
		{header + "Shirt%Smith:Jones\n", "t:6:1", puzzle.ErrSyntax, "% needs k"},
		{header + "Shirt$Smith:Smith\n", "t:6:13", puzzle.ErrInvalid, "item compared with itself"},
		{header + "Smith>red>doctor\n", "t:6:1", puzzle.ErrSyntax, "implication with 3 items"},
		{header + "  Smith>red>doctor>nobody\n", "t:6:20", puzzle.ErrInvalid, "unknown item, column counts leading space"},
		{header + "Smith=red\nSolution:\nSmith:red:doctor\n", "t:7:1", puzzle.ErrInvalid, "solution block too short"},
		{header + "Solution:\nSmith:red\nJones:green:teacher\nButler:blue:actor\n", "t:7:1", puzzle.ErrSyntax, "solution line too short"},
		{header + "Solution:\nSmith:doctor:red\nJones:green:teacher\nButler:blue:actor\n", "t:7:7", puzzle.ErrInvalid, "solution item in the wrong domain"},
	}
	for _, tc := range cases {
		t.Run(tc.why, func(t *testing.T) {
			_, err := Parse("t", []byte(tc.in))
			var pe *puzzle.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("want a *puzzle.ParseError, got %v", err)
			}
			if !errors.Is(err, tc.kind) {
				t.Errorf("error %v does not wrap %v", err, tc.kind)
			}
			if !strings.HasPrefix(err.Error(), tc.pos+": ") {
				t.Errorf("error %q, want position %s", err, tc.pos)
			}
		})
	}
}

func TestParseThesisSample(t *testing.T) {
	data, err := os.ReadFile("testdata/thesis_sample.txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := Parse("thesis_sample.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	if p.Algorithm != 8 || p.M() != 3 || p.N() != 3 || len(p.Clues) != 4 {
		t.Fatalf("got algorithm %d, %dx%d, %d clues", p.Algorithm, p.M(), p.N(), len(p.Clues))
	}
	if got := Format(p, nil); got != string(data) {
		t.Errorf("Format does not reproduce the thesis's file:\n%s", got)
	}
}

// Every clue form, with comments, blank lines, spaces and CRLF, parses and
// formats to the canonical text, which parses to the same puzzle.
func TestRoundTrip(t *testing.T) {
	in := "# a comment\n\r\n 8 \r\nName : Smith:Jones:Butler\nShirt:red:green:blue\nJob:doctor:teacher:actor\nClues:\n" +
		"Smith = teacher\nactor=blue\ndoctor*red*Jones\nShirt$Smith:Jones\nJob$red:blue:2\nName%doctor:actor:1\n" +
		"Smith>red>Jones>blue\nSmith|red|Jones|blue\nSmith}red}Jones}blue\n"
	p, err := Parse("t", []byte(in))
	if err != nil {
		t.Fatal(err)
	}
	out := Format(p, nil)
	want := header[:len(header)-len("Clues:\n")] + "Clues:\n" +
		"Smith=teacher\nactor=blue\ndoctor*red*Jones\nShirt$Smith:Jones\nJob$red:blue:2\nName%doctor:actor:1\n" +
		"Smith>red>Jones>blue\nSmith|red|Jones|blue\nSmith}red}Jones}blue\n"
	if out != want {
		t.Errorf("Format:\n%s\nwant:\n%s", out, want)
	}
	q, err := Parse("t", []byte(out))
	if err != nil {
		t.Fatal(err)
	}
	if !samePuzzle(p, q) {
		t.Errorf("round trip changed the puzzle")
	}
}

func samePuzzle(p, q *Puzzle) bool {
	strip := func(cs []Clue) []Clue {
		out := make([]Clue, len(cs))
		for i, c := range cs {
			c.Line = 0
			out[i] = c
		}
		return out
	}
	if p.Algorithm != q.Algorithm || !reflect.DeepEqual(p.Domains, q.Domains) || !reflect.DeepEqual(strip(p.Clues), strip(q.Clues)) {
		return false
	}
	if (p.Known == nil) != (q.Known == nil) {
		return false
	}
	return p.Known == nil || p.Known.equal(q.Known)
}

func FuzzParse(f *testing.F) {
	f.Add([]byte(header + "Smith=teacher\nactor=blue\ndoctor*red\nJones*green\n"))
	f.Add([]byte(header + "Shirt$Smith:Jones:1\nJob%red:blue:2\nSmith>red>Jones>blue\nSolution:\nSmith:red:teacher\nJones:blue:actor\nButler:green:doctor\n"))
	f.Add([]byte("1\nHouse:h1:h2\nName:Eric:Arnold\nClues:\nHouse$Eric:Arnold\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Parse("fuzz", data)
		if err != nil {
			var pe *puzzle.ParseError
			if !errors.As(err, &pe) || pe.Line < 0 || pe.Col < 0 {
				t.Fatalf("not a positioned error: %v", err)
			}
			return
		}
		out := Format(p, p.Known)
		q, err := Parse("fuzz", []byte(out))
		if err != nil {
			t.Fatalf("formatted puzzle does not parse: %v\n%s", err, out)
		}
		if !samePuzzle(p, q) {
			t.Fatalf("round trip changed the puzzle:\n%s", out)
		}
	})
}

// A misspelt "Clues:" header is named, with the suggestion, where it stands
// (it used to read as a domain line: "empty item name"); a real domain line
// that merely looks short is not taken for one.
func TestParseMisspeltCluesHeader(t *testing.T) {
	for _, h := range []string{"Clue:", "clues:", "Clues", "Cleus:", "CLUES"} {
		_, err := Parse("t", []byte("8\nA:a:b\nB:c:d\n"+h+"\na=c\n"))
		if err == nil || !strings.Contains(err.Error(), `did you mean "Clues:"`) || !strings.HasPrefix(err.Error(), "t:4:1: ") {
			t.Errorf("header %q: error %v, want t:4:1 with did you mean \"Clues:\"", h, err)
		}
	}
	if _, err := Parse("t", []byte("8\nClue:a:b\nB:c:d\nClues:\na=c\n")); err != nil {
		t.Errorf("a domain called Clue is a domain: %v", err)
	}
}
