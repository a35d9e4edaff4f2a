package main

import (
	"strings"
	"testing"
)

const magazineDir = "../../puzzle/logicgrid/english/testdata/"

// English logic grids through the command line: detected, solved, read
// back, converted, generated.
func TestEnglishCLI(t *testing.T) {
	cases := []struct {
		why      string
		stdin    string
		args     []string
		code     int
		inStdout string
		inStderr string
	}{
		{"magazine style is detected and solved", "", []string{"solve", magazineDir + "magazine/snack-bar.txt"}, exitOK, "Irene, water, $6.99", ""},
		{"ZebraLogic style is detected and solved", "", []string{"solve", magazineDir + "zebralogic/lgp-test-2x2-33.txt"}, exitOK, "1, Eric, cat", ""},
		{"the solution is headed by the category names as given", "", []string{"solve", magazineDir + "zebralogic/lgp-test-2x2-33.txt"}, exitOK, "House, Name, Pet\n1, Eric, cat", ""},
		{"count proves uniqueness", "", []string{"count", magazineDir + "magazine/concert.txt"}, exitOK, "1 solution", ""},
		{"show-reading prints each sentence and its clue", "", []string{"convert", "--show-reading", magazineDir + "magazine/snack-bar.txt"}, exitOK, "# line 6: The one who got the root beer paid 2 dollars more than Irene.\nprices$Irene:root_beer:+200", ""},
		{"to english writes ZebraLogic puzzles in their style", "", []string{"convert", "--to", "english", magazineDir + "zebralogic/lgp-test-2x2-33.txt"}, exitOK, "There are 2 houses", ""},
		{"a misspelled item is a positioned error with did-you-mean", "people: Irene, Oliver\ndrinks: tea, cola\nClues:\nOliverr drank tea.\n", []string{"solve", "-"}, exitBadInput, "", `4:1: cannot read clue "Oliverr drank tea.": it names 1 item(s); "Oliverr": did you mean "Oliver"?`},
		{"generate english", "", []string{"generate", "logicgrid", "--format", "english", "--seed", "5"}, exitOK, "Clues:\n1. ", ""},
		{"generate zebralogic", "", []string{"generate", "logicgrid", "--format", "zebralogic", "--seed", "5"}, exitOK, "## Clues:", ""},
		{"english generation is for logic grids only", "", []string{"generate", "magnets", "--format", "english"}, exitBadInput, "", "for logicgrid"},
	}
	for _, c := range cases {
		code, stdout, stderr := deduce(t, c.stdin, c.args...)
		if code != c.code || !strings.Contains(stdout, c.inStdout) || !strings.Contains(stderr, c.inStderr) {
			t.Errorf("%s: deduce %v = %d\nstdout: %s\nstderr: %s", c.why, c.args, code, stdout, stderr)
		}
	}
}

// A generated English puzzle reads back through solve and has one solution.
func TestEnglishGeneratedReadsBack(t *testing.T) {
	for _, format := range []string{"english", "zebralogic"} {
		code, text, stderr := deduce(t, "", "generate", "logicgrid", "--format", format, "--seed", "9", "--solution")
		if code != exitOK {
			t.Fatalf("%s: generate: %d %s", format, code, stderr)
		}
		code, out, stderr := deduce(t, text, "count", "-")
		if code != exitOK || !strings.Contains(out, "1 solution") {
			t.Errorf("%s: count of the generated text = %d %q %s\n%s", format, code, out, stderr, text)
		}
		if format == "english" {
			if code, out, stderr := deduce(t, text, "check", "-"); code != exitOK || !strings.Contains(out, "valid") {
				t.Errorf("check of the generated solution = %d %q %s", code, out, stderr)
			}
		}
	}
}
