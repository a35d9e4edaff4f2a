package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

const logicgridSample = "8\nName:Smith:Jones:Butler\nShirt:red:green:blue\nJob:doctor:teacher:actor\nClues:\nSmith=teacher\nactor=blue\ndoctor*red\nJones*green\n"

// The logic-grid commands end with the README's exit codes and print the
// thesis's output.
func TestLogicgridCommands(t *testing.T) {
	sample := writeFile(t, logicgridSample)
	unsat := writeFile(t, strings.Replace(logicgridSample, "Jones*green", "Jones*green\nSmith=blue", 1))
	vdStuck := writeFile(t, strings.Replace(logicgridSample, "8\n", "1\n", 1)+"Shirt$Smith:Jones\n")
	badItem := writeFile(t, logicgridSample+"Smith=purple\n")
	pls := writeFile(t, "1 . . 3\n. . 1 .\n4 . . 2\n. 2 . .\n")
	plsNone := writeFile(t, "1 .\n. 2\n")
	plsBad := writeFile(t, "1 2\n2\n")
	cases := []struct {
		args []string
		code int
		out  string // a regexp the stdout must match
		why  string
	}{
		{[]string{"logicgrid", "solve", "--method", "vd", sample}, 0, `^method: Val-Davis time: [0-9.]+ms\n\{Jones, blue, actor\}\n\{Butler, green, doctor\}\n\{Smith, red, teacher\}\n$`, "thesis output: a solved Valentine & Davis run prints its tuples as the C program does"},
		{[]string{"logicgrid", "solve", "--method", "fd", "--grid", sample}, 0, `Smith   \| o   x     x    \| x      o       x\n`, "grid"},
		{[]string{"logicgrid", "solve", "--method", "fd", unsat}, 1, `No solution assignment exists.`, "contradictory clues"},
		{[]string{"logicgrid", "solve", vdStuck}, 3, `Unable to solve. Algorithm does not handle this type of clue`, "VD meets a $ clue without k"},
		{[]string{"logicgrid", "solve", badItem}, 2, `^$`, "unknown item: positioned error, exit 2"},
		{[]string{"solve", sample}, 0, `Smith, red, teacher`, "deduce solve detects the kind from the algorithm number"},
		{[]string{"count", "--limit", "2", sample}, 0, `^1 solution\n$`, "unique"},
		{[]string{"solve", "--method", "nope", sample}, 2, `^$`, "unknown method"},
		{[]string{"solve", "--method", "cdcl", "--encoding", "huge", sample}, 2, `^$`, "unknown encoding"},
		{[]string{"logicgrid", "runall", t.TempDir()}, 2, `^$`, "no puzzle1.txt"},
		{[]string{"logicgrid", "cnf", "--encoding", "extended-c", sample}, 0, `^c extended-c encoding: 54 variables, 508 clauses\n`, "the C program's extended encoding: reflexive and transitive clauses twice"},
		{[]string{"logicgrid", "pls", "--solve", pls}, 0, `^1 4 2 3\n2 3 1 4\n4 1 3 2\n3 2 4 1\n$`, "the thesis's partial Latin square, completed as it prints"},
		{[]string{"logicgrid", "pls", pls}, 0, `(?s)^8\nRow:row1:row2:row3:row4\n1-cols:.*\nClues:\nrow1=1-c1\n`, "the reduction in the thesis's grammar"},
		{[]string{"logicgrid", "pls", "--solve", plsNone}, 1, `^No completion exists.\n$`, "a square with no completion"},
		{[]string{"logicgrid", "pls", plsBad}, 2, `^$`, "a short row: positioned error"},
		{[]string{"generate", "logicgrid", "--size", "4x4", "--difficulty", "hard", "--minimal", "--seed", "2", "--format", "native"}, 0, `^# seed 2, difficulty hard, unique \(proven\)\n8\n`, "--minimal is the logic-grid kind's switch"},
		{[]string{"generate", "magnets", "--minimal"}, 2, `^$`, "--minimal is not a Magnets parameter"},
		{[]string{"generate", "logicgrid", "--difficulty", "search"}, 2, `^$`, "no unique puzzle grades search"},
		{[]string{"logicgrid", "cnf", "--encoding", "extended", sample}, 0, `^c extended encoding: 54 variables, 292 clauses\np cnf 54 292\n`, "DIMACS of the extended encoding"},
	}
	for _, tc := range cases {
		t.Run(tc.why, func(t *testing.T) {
			code, stdout, stderr := deduce(t, "", tc.args...)
			if code != tc.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, tc.code, stderr)
			}
			if !regexp.MustCompile(tc.out).MatchString(stdout) {
				t.Errorf("stdout %q does not match %q", stdout, tc.out)
			}
		})
	}
	_, _, stderr := deduce(t, "", "logicgrid", "solve", badItem)
	if !strings.Contains(stderr, ":10:7: unknown item \"purple\"") {
		t.Errorf("stderr %q lacks the position of the unknown item", stderr)
	}
}

func TestLogicgridRunAll(t *testing.T) {
	dir := t.TempDir()
	for i, body := range []string{logicgridSample, strings.Replace(logicgridSample, "8\n", "1\n", 1)} {
		if err := os.WriteFile(filepath.Join(dir, "puzzle"+string(rune('1'+i))+".txt"), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	code, stdout, stderr := deduce(t, "", "logicgrid", "runall", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"6.1 Puzzle difficulty", "Small\t56\t", "Extended\t292\t", "6.2 Capability to solve (puzzles solved, of 2)", "6.3 Time to solve", "6.4 Search depth"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("runall output lacks %q:\n%s", want, stdout)
		}
	}
}
