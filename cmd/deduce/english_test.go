package main

import (
	"encoding/json"
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
		{"show-reading prints each sentence and its clue", "", []string{"convert", "--show-reading", magazineDir + "magazine/snack-bar.txt"}, exitOK, "# line 6: The one who got the root beer paid 2 dollars more than Irene.\n# prices$Irene:root_beer:+200   (diff-by, in the thesis's types below)\nIrene>5.99>root_beer>7.99\n", ""},
		{"to english writes ZebraLogic puzzles in their style", "", []string{"convert", "--to", "english", magazineDir + "zebralogic/lgp-test-2x2-33.txt"}, exitOK, "There are 2 houses", ""},
		{"a misspelled item is a positioned error with did-you-mean", "people: Irene, Oliver\ndrinks: tea, cola\nClues:\nOliverr drank tea.\n", []string{"solve", "-"}, exitBadInput, "", `4:1: cannot read clue "Oliverr drank tea.": it names 1 item(s); "Oliverr": did you mean "Oliver"?`},
		{"generate english", "", []string{"generate", "logicgrid", "--format", "english", "--seed", "5"}, exitOK, "Clues:\n1. ", ""},
		{"generate zebralogic", "", []string{"generate", "logicgrid", "--zebralogic", "--format", "zebralogic", "--seed", "5"}, exitOK, "## Clues:", ""},
		{"a ZebraLogic puzzle is one puzzle in every format", "", []string{"generate", "logicgrid", "--zebralogic", "--seed", "5"}, exitOK, "House: 1, 2, 3", ""},
		{"the ZebraLogic format cannot say a magazine puzzle, and says how to get one", "", []string{"generate", "logicgrid", "--format", "zebralogic", "--seed", "5"}, exitBadInput, "", "--zebralogic"},
		{"more plain categories than themes is a clear error (it panicked)", "", []string{"generate", "logicgrid", "--domains", "8", "--items", "8"}, exitBadInput, "", "at most 6 not"},
		{"the magazine generator has the size bound (it ran for minutes)", "", []string{"generate", "logicgrid", "--domains", "12", "--items", "9", "--ordered", "5"}, exitBadInput, "", "5346 pair facts"},
		{"english generation is for logic grids only", "", []string{"generate", "magnets", "--format", "english"}, exitBadInput, "", "for logicgrid, not magnets"},
		{"show-reading asks the kind for its reading format: one not written in prose has none", "magnets 3\nsew\nn*s\newn\n1 0 2\n0 2 1\n2 0 1\n1 1 1\n", []string{"convert", "--show-reading", "-"}, exitBadInput, "", "kind magnets is not written in prose"},
		{"show-reading and --to both name the output", "", []string{"convert", "--show-reading", "--to", "english", magazineDir + "magazine/snack-bar.txt"}, exitBadInput, "", "give one"},
		{"thesis reading is for logic grids only", "magnets 3\nsew\nn*s\newn\n1 0 2\n0 2 1\n2 0 1\n1 1 1\n", []string{"convert", "--to", "thesis", "-"}, exitBadInput, "", "for logicgrid, not magnets"},
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
		args := []string{"generate", "logicgrid", "--format", format, "--seed", "9", "--solution"}
		if format == "zebralogic" {
			args = append(args, "--zebralogic")
		}
		code, text, stderr := deduce(t, "", args...)
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

// The output format never changes the puzzle a seed gives (issue 25): the
// default text, the native format, JSON and English all say one puzzle, and
// the default is the magazine puzzle (themed categories, English
// sentences). Each output is read back and compared as the kind formats it.
func TestGenerateFormatKeepsThePuzzle(t *testing.T) {
	for _, c := range []struct {
		why  string
		args []string
	}{
		{"the default: the magazine puzzle", nil},
		{"a size and numeric categories", []string{"--size", "5x3", "--ordered", "2"}},
		{"a graded puzzle", []string{"--difficulty", "tricky", "--size", "4x4"}},
		{"a ZebraLogic puzzle", []string{"--zebralogic", "--domains", "3", "--items", "3"}},
	} {
		for _, seed := range []string{"4", "11"} {
			base := append([]string{"generate", "logicgrid", "--seed", seed}, c.args...)
			native := generated(t, append(base, "--format", "native")...)
			for _, format := range []string{"english", "json"} {
				out := generated(t, append(base, "--format", format)...)
				if format == "json" {
					var rep struct{ Puzzle string }
					if err := json.Unmarshal([]byte(out), &rep); err != nil {
						t.Fatal(err)
					}
					out = rep.Puzzle
				}
				if again := reformatted(t, out); again != reformatted(t, native) {
					t.Errorf("%s, seed %s: --format %s gives another puzzle:\n%s\n--- native:\n%s", c.why, seed, format, again, native)
				}
			}
			text := generated(t, base...)
			if c.args == nil && (!strings.Contains(text, "people: ") || !strings.Contains(text, "Clues:\n 1. ")) {
				t.Errorf("seed %s: the default text is not the magazine puzzle:\n%s", seed, text)
			}
			for _, line := range strings.Split(native, "\n") { // every sentence of the native text is on the board
				if strings.HasPrefix(line, "1. ") && !strings.Contains(text, line[3:]) {
					t.Errorf("%s, seed %s: the text output lacks the sentence %q:\n%s", c.why, seed, line[3:], text)
				}
			}
		}
	}
}

func generated(t *testing.T, args ...string) string {
	t.Helper()
	code, out, stderr := deduce(t, "", args...)
	if code != exitOK {
		t.Fatalf("deduce %v = %d: %s", args, code, stderr)
	}
	return out
}

// reformatted reads a puzzle's text and writes it in the native format.
func reformatted(t *testing.T, text string) string {
	t.Helper()
	code, out, stderr := deduce(t, text, "convert", "--kind", "logicgrid", "-")
	if code != exitOK {
		t.Fatalf("convert = %d: %s\n%s", code, stderr, text)
	}
	return out
}
