package puzzle

import (
	"encoding/json"
	"testing"
)

// SolveNote says what a solve prints under its answer for a puzzle read
// from prose: only a warning for a solution of a puzzle with several, and
// the conflict for no solution.
func TestSolveNote(t *testing.T) {
	diag := func(status string) *Reading {
		return &Reading{Diagnosis: &ReadDiagnosis{Status: status, Message: status + " message"}}
	}
	cases := []struct {
		why    string
		r      *Reading
		solved bool
		want   string
	}{
		{"not read from prose: nothing", nil, true, ""},
		{"read but not diagnosed: nothing", &Reading{}, false, ""},
		{"a solution of a puzzle with several: a warning", diag(ReadSeveral), true, "warning: several message"},
		{"no solution: the conflicting clues", diag(ReadNone), false, "none message"},
		{"a unique puzzle: nothing to add", diag(ReadUnique), true, ""},
		{"the diagnosis disagrees with the solve (cut short): nothing", diag(ReadNone), true, ""},
		{"unknown: nothing", diag(ReadUnknown), false, ""},
	}
	for _, c := range cases {
		if got := c.r.SolveNote(c.solved); got != c.want {
			t.Errorf("%s: %q, want %q", c.why, got, c.want)
		}
	}
}

// WithReading adds the reading under its language as the last key of the
// report's object, and only the sentences that read several ways.
func TestWithReading(t *testing.T) {
	r := &Reading{Language: "prose", Settled: "settled", Sentences: []ReadSentence{
		{Number: 1, Readings: []string{"a"}}, {Number: 2, Readings: []string{"b", "c"}, Taken: 1}},
		Diagnosis: &ReadDiagnosis{Status: ReadSeveral, Message: "m", Differ: []ReadDifference{{Entity: "E", Category: "C", A: "x", B: "y"}}}}
	cases := []struct {
		why  string
		head any
		want string
	}{
		{"a report gets one more key", Report{Kind: "k", Status: Solved},
			`{"kind":"k","status":"solved","prose":{"decided":[{"number":2,"line":0,"text":"","readings":["b","c"],"clues":null,"taken":1}],"settled":"settled","diagnosis":"several","message":"m","differ":[{"entity":"E","category":"C","a":"x","b":"y"}]}}`},
		{"an empty object gets the key alone", struct{}{}, `{"prose":{"decided":[{"number":2,"line":0,"text":"","readings":["b","c"],"clues":null,"taken":1}],"settled":"settled","diagnosis":"several","message":"m","differ":[{"entity":"E","category":"C","a":"x","b":"y"}]}}`},
	}
	for _, c := range cases {
		b, err := json.Marshal(WithReading{Head: c.head, Reading: r})
		if err != nil || string(b) != c.want {
			t.Errorf("%s: %s (%v)\nwant %s", c.why, b, err, c.want)
		}
	}
	if _, err := json.Marshal(WithReading{Head: []int{1}, Reading: r}); err == nil {
		t.Errorf("a head that is no object must be refused")
	}
}
