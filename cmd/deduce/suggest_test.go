package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fig1 is the Close or Far report's Figure 1 and its solution rows (as in
// puzzle/closefar/testdata/fig1.txt).
const (
	fig1Puzzle = "closefar 7\n...F...\n......F\n.....C.\n..C....\n.C.....\nF......\n....C..\n"
	fig1Rows   = "F..F.CC\nCFC...F\n..F.FCC\n.CCF.F.\nCC..F.F\nF.FCC..\n.F.CCF.\n"
)

// TestMistypedNames: every name a person can mistype on the command line
// gets the nearest right one, with exit 2 and one line on stderr.
func TestMistypedNames(t *testing.T) {
	tests := []struct {
		why  string
		args []string
		err  string // substring of stderr
	}{
		{"a command with two letters swapped", []string{"slove", "x"}, `unknown command "slove" for "deduce"; did you mean "solve"?`},
		{"a mistyped command before a flag of the real one: the command is what is wrong", []string{"slove", "x", "--seed", "1"}, `unknown command "slove" for "deduce"; did you mean "solve"?`},
		{"a command's own flag", []string{"generate", "magnets", "--sise", "6"}, `unknown flag: --sise; did you mean "--size"?`},
		{"a global flag", []string{"--tiemout", "1s", "solve", "x"}, `unknown flag: --tiemout; did you mean "--timeout"?`},
		{"a global flag after the command", []string{"solve", "x", "--max-memroy", "1G"}, `did you mean "--max-memory"?`},
		{"a kind as play's first argument", []string{"play", "magnet"}, `cannot read input: magnet: no such file or directory (did you mean the kind "magnets"?)`},
		{"help about a mistyped command", []string{"help", "slove"}, `unknown command "slove" for "deduce"; did you mean "solve"?`},
		{"generate without a kind lists the kinds", []string{"generate"}, "generate needs an argument (generate KIND); the kinds are closefar, "},
		{"print without an argument lists the kinds too", []string{"print"}, "print needs an argument (print KIND | print FILE|ID...); the kinds are closefar, "},
	}
	for _, tt := range tests {
		code, _, errOut := deduce(t, "", tt.args...)
		if code != exitBadInput || !strings.Contains(errOut, tt.err) || strings.Count(strings.TrimSpace(errOut), "\n") > 0 {
			t.Errorf("%s: deduce %v: code %d, stderr %q; want 2 and one line with %q", tt.why, tt.args, code, errOut, tt.err)
		}
	}
	// --help after a mistyped command still shows the help, after the
	// suggestion on stderr.
	if code, out, errOut := deduce(t, "", "slove", "--help"); code != exitOK || !strings.Contains(out, "Available Commands") || !strings.Contains(errOut, `did you mean "solve"?`) {
		t.Errorf("deduce slove --help: code %d, stdout %.40q, stderr %q; want 0, the help, and the suggestion", code, out, errOut)
	}
	// Help about real commands is unchanged.
	for _, args := range [][]string{{"help"}, {"help", "solve"}, {"help", "generate", "magnets"}, {"--help"}} {
		if code, out, errOut := deduce(t, "", args...); code != exitOK || !strings.Contains(out, "Usage:") || errOut != "" {
			t.Errorf("deduce %v: code %d, stderr %q; want 0 and the help", args, code, errOut)
		}
	}
	// Far from every name: no suggestion, and no wrong one.
	for _, args := range [][]string{{"frobnicate"}, {"solve", "--bogus", "x"}, {"play", "nofile.txt"}} {
		if _, _, errOut := deduce(t, "", args...); strings.Contains(errOut, "did you mean") {
			t.Errorf("deduce %v suggests something far from every name: %q", args, errOut)
		}
	}
}

// TestErrorsNameTheRightPlace: a bad letter in a game ID is named in the
// kind's ID, a Close or Far row of the wrong length names its own row, a
// mistyped "Clues:" heading is named.
func TestErrorsNameTheRightPlace(t *testing.T) {
	longRow := writeFile(t, "# one cell too many in row 3\nclosefar 7\n...F...\n......F\n.....C..\n..C....\n.C.....\nF......\n....C..\n")
	english := writeFile(t, "people: Irene, Ned, Oliver\ndrinks: tea, water, milk\nClue:\n1. Irene ordered the tea.\n")
	tests := []struct {
		why  string
		args []string
		err  string
	}{
		{"one bad layout letter in a Magnets game ID", []string{"solve", "4x4:2121,2121,2112,1221,TTTTBBBBTTLRBXLR"},
			"<arg>:1:38: in a magnets game ID: bad layout character 'X'"},
		{"one bad clue letter in a Magnets game ID", []string{"solve", "4x4:2121,2121,21!2,1221,TTTTBBBBTTLRBBLR"},
			"<arg>:1:17: in a magnets game ID: bad clue character '!'"},
		{"a mistyped size in a Magnets game ID", []string{"solve", "4y4:2121,2121,2112,1221,TTTTBBBBTTLRBBLR"},
			`<arg>:1:1: in a magnets game ID: bad size "4y4"`},
		{"a Close or Far row too long", []string{"solve", longRow}, longRow + ":5:8: puzzle row 3: 8 cells, want 7"},
		{"the Clues heading in the singular", []string{"solve", english}, english + `:3:1: expected a category line "name: item, item, ..." or "Clues:", got "Clue:"; did you mean "Clues:"?`},
	}
	for _, tt := range tests {
		code, _, errOut := deduce(t, "", tt.args...)
		if code != exitBadInput || !strings.Contains(errOut, tt.err) {
			t.Errorf("%s: deduce %v: code %d, stderr %q; want 2 and %q", tt.why, tt.args, code, errOut, tt.err)
		}
	}
}

// TestGradeWordsBeyondTheTiers: grade, explain and hint agree with the
// README on Close or Far puzzles that do not have exactly one solution, and
// on a finished position.
func TestGradeWordsBeyondTheTiers(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	empty := write("empty.txt", "closefar 6\n"+strings.Repeat("......\n", 6))
	contradictory := write("ff.txt", "closefar 6\nFF....\n"+strings.Repeat("......\n", 5)) // adjacent F: row 1 has no placement
	fig1 := write("fig1.txt", fig1Puzzle)
	solved := write("solved.txt", fig1Rows)
	oneOfMany := write("one-of-many.txt", "CCF.F.\nCF.C.F\nF.FCC.\n.CCF.F\nF.C.FC\n.F.FCC\n") // a solution of the empty 6×6
	tests := []struct {
		why  string
		args []string
		code int
		out  string
	}{
		{"an empty board has many solutions", []string{"grade", empty}, 0, empty + ": ambiguous\n"},
		{"the explanation grades it the same (exit 1: several solutions where one is needed)", []string{"explain", "--format", "json", empty}, 1, `"grade":"ambiguous"`},
		{"a board whose hints contradict each other, named by its file", []string{"grade", contradictory}, 0, contradictory + ": unsolvable\n"},
		{"Figure 1 is tricky", []string{"grade", fig1}, 0, fig1 + ": tricky\n"},
		{"an empty board completed to one of its solutions is solved", []string{"hint", empty, "--state", oneOfMany}, 0, "solved: nothing left to deduce"},
		{"Figure 1 with its own solution as the position is solved", []string{"hint", fig1, "--state", solved}, 0, "solved: nothing left to deduce"},
	}
	// A grader's failure names the input it failed on.
	failing := write("two.txt", "square 2\n")
	if code, _, errOut := deduce(t, "", "grade", fig1, failing); code != exitNoAnswer || !strings.Contains(errOut, "deduce: "+failing+": square: cannot grade 2") {
		t.Errorf("grade of an input the grader fails on: code %d, stderr %q; want 1 and the file named", code, errOut)
	}
	for _, tt := range tests {
		code, out, errOut := deduce(t, "", tt.args...)
		if code != tt.code || !strings.Contains(out, tt.out) {
			t.Errorf("%s: deduce %v: code %d, stdout %q, stderr %q; want %d and %q", tt.why, tt.args, code, out, errOut, tt.code, tt.out)
		}
	}
}
