package main

import (
	"encoding/json"
	"strings"
	"testing"

	"deduce/puzzle"
)

const diagnoseDir = "../../puzzle/logicgrid/english/testdata/diagnose/"

// deduce read: each sentence and its reading, the reading the puzzle
// settled on, and why a puzzle has no or several solutions; solve says the
// same for "no solution".
func TestReadCommand(t *testing.T) {
	cases := []struct {
		why      string
		args     []string
		code     int
		inStdout []string
		inStderr string
	}{
		{"each sentence with its reading", []string{"read", magazineDir + "magazine/bakery.txt"}, exitOK,
			[]string{"1. Gwen paid 50 cents more than Hugo.\n   read as: Gwen paid $0.50 more than Hugo\n", "exactly one solution"}, ""},
		{"a sentence with two readings: both listed, the one taken said", []string{"read", diagnoseDir + "two-readings.txt"}, exitOK,
			[]string{"   taken:     Ann has 1 more point than Bo\n   could read Ann has 1 more goal than Bo\n", "the puzzle has one solution when clue 1 was read as"}, ""},
		{"no solution names the clues that cannot all hold, as read", []string{"read", diagnoseDir + "no-solution.txt"}, exitNoAnswer,
			[]string{`no solution: clues 2, 4 and 6 cannot all hold: clue 2 (line 6) was read as "The one whose pastry is scone paid $0.50 more than Finn"`}, ""},
		{"several solutions name two and where they differ", []string{"read", diagnoseDir + "several.txt"}, exitNoAnswer,
			[]string{"several solutions; two of them differ where Ella's price is $1.25 in one and $1.75 in the other"}, ""},
		{"readings that give different answers are refused", []string{"read", diagnoseDir + "readings-disagree.txt"}, exitBadInput,
			nil, `readings-disagree.txt:5:4: clue "Ann has 1 more than Bo." reads several ways`},
		{"a kind not written in prose has no reading: a positioned refusal naming the kinds that have one", []string{"read", "../../puzzle/magnets/testdata/e1.txt"}, exitBadInput,
			nil, "e1.txt:2:1: this is a magnets puzzle, which is not written in prose: there is no reading to show (kinds read from prose: logicgrid)"},
		{"solve prints no answer for an English puzzle with several solutions (one of them would be a wrong answer): where two differ, exit 1", []string{"solve", diagnoseDir + "several.txt"}, exitNoAnswer,
			[]string{"several solutions; two of them differ where Ella's price is $1.25", "no answer printed"}, ""},
		{"solve's JSON of an English puzzle with several solutions carries the diagnosis, exit 1", []string{"solve", "--format", "json", diagnoseDir + "several.txt"}, exitNoAnswer,
			[]string{`"diagnosis":"several"`}, ""},
		{"solve explains its no solution", []string{"solve", diagnoseDir + "no-solution.txt"}, exitNoAnswer,
			[]string{"no solution: clues 2, 4 and 6 cannot all hold"}, ""},
	}
	for _, c := range cases {
		code, stdout, stderr := deduce(t, "", c.args...)
		ok := code == c.code && strings.Contains(stderr, c.inStderr)
		for _, s := range c.inStdout {
			ok = ok && strings.Contains(stdout, s)
		}
		if !ok {
			t.Errorf("%s: deduce %v = %d\nstdout: %s\nstderr: %s", c.why, c.args, code, stdout, stderr)
		}
	}
}

// solve prints none of the several solutions of an English puzzle as its
// answer: the first row of a solution ("Ella, ...") never appears.
func TestSolveSeveralPrintsNoRow(t *testing.T) {
	_, stdout, _ := deduce(t, "", "solve", diagnoseDir+"several.txt")
	for _, line := range strings.Split(stdout, "\n") {
		if strings.HasPrefix(line, "Ella,") {
			t.Fatalf("solve printed a solution row %q of a puzzle with several solutions:\n%s", line, stdout)
		}
	}
}

// The JSON of deduce read carries every sentence, its readings, the one
// taken and the diagnosis.
func TestReadJSON(t *testing.T) {
	code, stdout, stderr := deduce(t, "", "read", "--format", "json", diagnoseDir+"no-solution.txt")
	var rep readReport
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil || code != exitNoAnswer {
		t.Fatalf("code %d, %v\n%s\n%s", code, err, stdout, stderr)
	}
	if len(rep.Sentences) != 6 || rep.Status != "none" || len(rep.Conflict) != 3 || rep.Conflict[0] != 2 ||
		rep.Sentences[3].Readings[0] != "Ella paid $1.25" || rep.Sentences[3].Clues[0] != "Ella=$1.25" {
		t.Errorf("unexpected report: %+v", rep)
	}
}

// deduce solve --format json on an English puzzle carries the diagnosis
// (the conflicting clues; two solutions and where they differ) and the
// reading the puzzle decided where a sentence read several ways; other
// puzzles get no "english" part.
func TestSolveJSONEnglish(t *testing.T) {
	type out struct {
		Status  string                `json:"status"`
		Unique  *bool                 `json:"unique"`
		English *puzzle.ReadingReport `json:"english"`
	}
	cases := []struct {
		why, file, format string
		code              int
		check             func(o out) bool
	}{
		{"no solution: the clues that cannot all hold", diagnoseDir + "no-solution.txt", "json", exitNoAnswer, func(o out) bool {
			return o.English != nil && o.English.Diagnosis == "none" && len(o.English.Conflict) == 3 && o.English.Conflict[0] == 2 &&
				strings.Contains(o.English.Message, `clue 4 (line 8) was read as "Ella paid $1.25"`)
		}},
		{"several: where two solutions differ, unique false, exit 1 (one of several is no answer)", diagnoseDir + "several.txt", "json", exitNoAnswer, func(o out) bool {
			return o.Unique != nil && !*o.Unique && o.English != nil && o.English.Diagnosis == "several" && len(o.English.Differ) == 2 &&
				o.English.Differ[0] == puzzle.ReadDifference{Entity: "Ella", Category: "prices", A: "$1.25", B: "$1.75"}
		}},
		{"the reading the puzzle decided", diagnoseDir + "two-readings.txt", "jsonl", exitOK, func(o out) bool {
			return o.English != nil && o.English.Diagnosis == "" && len(o.English.Decided) == 1 && o.English.Decided[0].Number == 1 &&
				o.English.Decided[0].Taken == 0 && len(o.English.Decided[0].Readings) == 2 && strings.Contains(o.English.Settled, "the puzzle has one solution when clue 1")
		}},
		{"a thesis-grammar puzzle has no English part", "../../puzzle/logicgrid/testdata/thesis_sample.txt", "json", exitOK, func(o out) bool {
			return o.English == nil && o.Status == "solved"
		}},
	}
	for _, c := range cases {
		code, stdout, stderr := deduce(t, "", "solve", "--format", c.format, c.file)
		var o out
		if err := json.Unmarshal([]byte(stdout), &o); err != nil || code != c.code || !c.check(o) {
			t.Errorf("%s: code %d, %v\n%s\n%s", c.why, code, err, stdout, stderr)
		}
	}
}
