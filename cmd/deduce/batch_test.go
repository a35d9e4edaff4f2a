package main

import (
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// batchFiles writes a mixed batch: a good and a bad input of every kind, a
// missing file, an input of no known kind, and game IDs. Good inputs carry
// a solution block so that check can verify them.
func batchFiles(t *testing.T) (inputs []string, bad map[string]string) {
	t.Helper()
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	magnets := write("magnets.txt", "magnets 3\nLR*\nTLR\nB**\n1 2 0\n1 1 1\n1 1 1\n2 1 0\nsolution\n-+x\n+-+\n-xx\n")
	magnetsBad := write("magnets-bad.txt", "magnets 3\nLR*\nTLR\nB*L\n")
	closefar := write("closefar.txt", "closefar 7\n...F...\n......F\n.....C.\n..C....\n.C.....\nF......\n....C..\n"+
		"solution\nF..F.CC\nCFC...F\n..F.FCC\n.CCF.F.\nCC..F.F\nF.FCC..\n.F.CCF.\n")
	closefarBad := write("closefar-bad.txt", "closefar 7\n...F..\n")
	logicgrid := write("logicgrid.txt", "8\nName:Smith:Jones:Butler\nShirt:red:green:blue\nJob:doctor:teacher:actor\nClues:\nSmith=teacher\nactor=blue\ndoctor*red\nJones*green\n")
	logicgridBad := write("logicgrid-bad.txt", "8\nName:Smith:Jones:Butler\nShirt:red:green:blue\nJob:doctor:teacher:actor\nClues:\nSmith=teachr\n")
	unknown := write("unknown.txt", "hello\n")
	missing := filepath.Join(dir, "missing.txt")
	badID := "3x3:111,120,210,111,LR*TLRBL*"
	// want: the start of each bad input's message (its position).
	bad = map[string]string{
		magnetsBad:   magnetsBad + ":4:3:",
		closefarBad:  closefarBad + ":2:",
		logicgridBad: logicgridBad + ":6:",
		unknown:      unknown + ":1:1:",
		missing:      "cannot read input: " + missing,
		badID:        "<arg>:1:",
	}
	inputs = []string{magnets, magnetsBad, closefar, closefarBad, missing, logicgrid, logicgridBad, unknown, badID,
		"3x3:111,120,210,111,LR*TLRB**"}
	return inputs, bad
}

// Every input of a mixed batch is processed: the good ones print their
// result, each bad one gets its positioned error on stderr (and a JSON
// line with status "error" in --format json, so lines match inputs one to
// one), and the exit code is the worst seen: 2.
func TestBatchGoesOnPastBadInputs(t *testing.T) {
	inputs, bad := batchFiles(t)
	for _, tt := range []struct {
		cmd  string
		good string // text output per good input, after its name
		why  string
	}{
		{"solve", "", "solve prints '== name' and the board per input"},
		{"count", ": 1 solution", "count prints one line per input"},
		{"grade", ": ", "grade prints one line per input"},
		{"check", ": valid", "check verifies each solution block"},
	} {
		args := inputs
		bad := bad
		if tt.cmd == "check" {
			// check needs a solution block: the logic grid and the game ID have
			// none, and are reported like any other input check cannot handle.
			bad = maps.Clone(bad)
			bad[inputs[5]] = "invalid puzzle: " + inputs[5] + ": no solution block"
			bad[inputs[9]] = "invalid puzzle: " + inputs[9] + ": no solution block"
		}
		code, out, errOut := deduce(t, "", append([]string{tt.cmd}, args...)...)
		if code != exitBadInput {
			t.Errorf("%s: exit %d, want 2 (%s)\nstdout %s\nstderr %s", tt.cmd, code, tt.why, out, errOut)
		}
		for _, in := range args {
			want, isBad := bad[in]
			switch {
			case isBad && !strings.Contains(errOut, "deduce: "+want):
				t.Errorf("%s: stderr lacks %q:\n%s", tt.cmd, "deduce: "+want, errOut)
			case !isBad && tt.cmd == "solve" && !strings.Contains(out, "== "+in+"\n"):
				t.Errorf("%s: stdout lacks the result of %s:\n%s", tt.cmd, in, out)
			case !isBad && tt.cmd != "solve" && tt.cmd != "check" && !strings.Contains(out, in+tt.good):
				t.Errorf("%s: stdout lacks %q:\n%s", tt.cmd, in+tt.good, out)
			}
		}
		if tt.cmd == "check" {
			for _, in := range []string{inputs[0], inputs[2]} {
				if !strings.Contains(out, in+": valid") {
					t.Errorf("check: %s not reported valid:\n%s", in, out)
				}
			}
		}
		// JSON: one line per input, in order, errors as status "error".
		code, out, _ = deduce(t, "", append([]string{tt.cmd, "--format", "json"}, args...)...)
		if code != exitBadInput {
			t.Errorf("%s --format json: exit %d, want 2", tt.cmd, code)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if len(lines) != len(args) {
			t.Fatalf("%s --format json: %d lines for %d inputs:\n%s", tt.cmd, len(lines), len(args), out)
		}
		for i, line := range lines {
			var rep struct{ Kind, File, Status, Error string }
			if err := json.Unmarshal([]byte(line), &rep); err != nil {
				t.Fatalf("%s: line %d is not JSON: %v: %s", tt.cmd, i+1, err, line)
			}
			if rep.File != args[i] {
				t.Errorf("%s: line %d is for %q, want %q", tt.cmd, i+1, rep.File, args[i])
			}
			want, isBad := bad[args[i]]
			if isBad != (rep.Status == "error") || isBad && !strings.HasPrefix(rep.Error, want) {
				t.Errorf("%s: line %d for %s: status %q error %q (bad input: %v, want error %q)", tt.cmd, i+1, args[i], rep.Status, rep.Error, isBad, want)
			}
		}
	}
}

// The exit code is the worst one seen, whatever the order: a bad input
// (2) outranks an unsolvable one (1); without bad inputs, 1.
func TestBatchExitIsWorstSeen(t *testing.T) {
	good, unsat := writeFile(t, "square 49\n"), writeFile(t, "square 50\n")
	bad := writeFile(t, "square x\n")
	tests := []struct {
		args []string
		code int
		why  string
	}{
		{[]string{"solve", good, good}, exitOK, "all good"},
		{[]string{"solve", unsat, good}, exitNoAnswer, "one unsolvable first"},
		{[]string{"solve", good, unsat}, exitNoAnswer, "one unsolvable last"},
		{[]string{"solve", bad, unsat, good}, exitBadInput, "bad first, then unsolvable"},
		{[]string{"solve", unsat, good, bad}, exitBadInput, "bad last"},
		{[]string{"count", unsat, bad}, exitBadInput, "count: bad after a zero count"},
		{[]string{"check", good, bad}, exitBadInput, "check: no solution block and a bad input"},
	}
	for _, tt := range tests {
		code, out, errOut := deduce(t, "", tt.args...)
		if code != tt.code {
			t.Errorf("%s: %v: exit %d, want %d\nstdout %s\nstderr %s", tt.why, tt.args, code, tt.code, out, errOut)
		}
	}
}

// An interrupted batch says which input it stopped at and how many never
// started; in JSON every input still gets its line.
func TestBatchInterrupted(t *testing.T) {
	good, hang := writeFile(t, "square 49\n"), writeFile(t, "square -1\n")
	code, out, errOut := deduce(t, "", "solve", "--timeout", "50ms", "--format", "json", good, hang, good, good)
	if code != exitUndecided {
		t.Errorf("exit %d, want 3", code)
	}
	if want := "deduce: timeout after 50ms while solving " + hang + " (2 more inputs not started)"; !strings.Contains(errOut, want) {
		t.Errorf("stderr %q lacks %q", errOut, want)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 4 || !strings.Contains(lines[0], `"status":"solved"`) || !strings.Contains(lines[1], `"status":"error"`) ||
		!strings.Contains(lines[3], `"error":"not started: timeout after 50ms`) {
		t.Errorf("want 4 lines: solved, error, 2 not started; got\n%s", out)
	}
}
