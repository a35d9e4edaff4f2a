package main

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// One vocabulary across commands: the cases of issue 17, each with the
// answer a user now gets.
func TestOneVocabulary(t *testing.T) {
	const e2 = "../../puzzle/magnets/testdata/e2.txt"
	const loose = "../../puzzle/logicgrid/testdata/loose.txt"
	cases := []struct {
		args     []string
		code     int
		inStdout string
		inStderr string
		why      string
	}{
		{[]string{"generate", "closefar", "--strip", "--seed", "1"}, exitBadInput, "", "--strip: kind closefar does not strip clues (kinds that do: magnets)", "--strip is refused, not ignored"},
		{[]string{"generate", "logicgrid", "--strip", "--seed", "1"}, exitBadInput, "", "does not strip clues", "the same for logic grids"},
		{[]string{"generate", "magnet"}, exitBadInput, "", `did you mean "magnets"?`, "a misspelt kind gets a suggestion"},
		{[]string{"solve", "--kind", "closefr", e2}, exitBadInput, "", `did you mean "closefar"?`, "so does --kind"},
		{[]string{"solve", "--format", "jsn", e2}, exitBadInput, "", `did you mean "json"?`, "and a --format value"},
		{[]string{"bench", "magnets-tabel1"}, exitBadInput, "", `did you mean "magnets-table1"?`, "and a suite"},
		{[]string{"solve", "--method", "cdlc", e2}, exitBadInput, "", `did you mean "cdcl"?`, "and a method"},
		{[]string{"count", "--method", "unit", e2}, exitUndecided, "count incomplete: method unit is incomplete", "", `an incomplete method's count no longer reads "at least 0"`},
		{[]string{"grade", loose}, exitOK, loose + ": ambiguous\n", "", "an ambiguous logic grid is graded ambiguous, as Magnets says"},
		{[]string{"bench", "closefar-heuristics", "--n", "-1"}, exitBadInput, "", "--n is deprecated; use -n or --count", "bench's --n still works, with a note"},
	}
	for _, c := range cases {
		code, stdout, stderr := deduce(t, "", c.args...)
		if code != c.code || !strings.Contains(stdout, c.inStdout) || !strings.Contains(stderr, c.inStderr) {
			t.Errorf("%s: deduce %v = %d\nstdout: %s\nstderr: %s", c.why, c.args, code, stdout, stderr)
		}
	}
}

// Logic-grid solve prints the rows only, like the other kinds' boards: no
// "method: ... time: ...ms" line that would differ from run to run.
func TestSolveHasNoTimeLine(t *testing.T) {
	for _, f := range []string{"../../puzzle/logicgrid/testdata/thesis_sample.txt", "../../puzzle/magnets/testdata/e1.txt", "../../puzzle/closefar/testdata/fig1.txt"} {
		_, first, _ := deduce(t, "", "solve", f)
		_, second, _ := deduce(t, "", "solve", f)
		if first != second || strings.Contains(first, "time") || strings.Contains(first, "ms\n") {
			t.Errorf("solve %s prints a time or differs between runs:\n%s\n%s", f, first, second)
		}
	}
}

// Every flag whose value is one of a set lists the choices in its help.
func TestEnumeratedFlagsListChoices(t *testing.T) {
	enumerated := map[string]bool{"format": true, "kind": true, "encoding": true, "label": true, "difficulty": true, "paper": true, "method": true}
	root := newRoot(&app{})
	var walk func(*cobra.Command)
	walk = func(cmd *cobra.Command) {
		cmd.Flags().VisitAll(func(f *pflag.Flag) {
			if !enumerated[f.Name] || f.Hidden {
				return
			}
			if !strings.Contains(f.Usage, "|") && !strings.Contains(f.Usage, "see below") && !strings.Contains(f.Usage, "deduce kinds") {
				t.Errorf("deduce %s --%s: help %q lists no choices", cmd.Name(), f.Name, f.Usage)
			}
		})
		for _, sub := range cmd.Commands() {
			walk(sub)
		}
	}
	walk(root)
}
