package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"deduce/bench"
	"deduce/puzzle"
)

func TestBenchUsage(t *testing.T) {
	cases := []struct {
		args     []string
		code     int
		inStdout string
		inStderr string
		why      string
	}{
		{[]string{"bench", "list"}, exitOK, "closefar-heuristics", "", "list describes every suite"},
		{[]string{"bench", "nosuch"}, exitBadInput, "", "unknown suite", "an unknown suite is a usage error naming the known ones"},
		{[]string{"bench", "magnets-table1", "--sizes", "9..2"}, exitBadInput, "", "--sizes", "a bad size list is a usage error"},
		{[]string{"bench", "magnets-table1", "--workers", "0"}, exitBadInput, "", "--workers", "at least one worker"},
		{[]string{"bench"}, exitBadInput, "", "requires at least 1 arg", "the suite is required"},
	}
	for _, c := range cases {
		code, stdout, stderr := deduce(t, "", c.args...)
		if code != c.code || !strings.Contains(stdout, c.inStdout) || !strings.Contains(stderr, c.inStderr) {
			t.Errorf("%s: deduce %v = %d\nstdout: %s\nstderr: %s", c.why, c.args, code, stdout, stderr)
		}
	}
	_, stdout, _ := deduce(t, "", "bench", "list")
	for _, s := range bench.Suites() {
		if !strings.Contains(stdout, s.Name+" — ") {
			t.Errorf("bench list misses %s", s.Name)
		}
	}
}

// A tiny real run: Markdown on stdout, plain progress lines on stderr (not a
// terminal), and the --out files.
func TestBenchRunsASuite(t *testing.T) {
	k, err := puzzle.Lookup("closefar")
	if err != nil || !benchHas(k.Methods(), "report") {
		t.Skipf("not yet available: kind closefar with method report (%v)", err)
	}
	out := t.TempDir()
	code, stdout, stderr := deduce(t, "", "bench", "closefar-heuristics", "--sizes", "6", "--n", "1", "--timeout", "2s", "--out", out)
	if code != exitOK {
		t.Fatalf("exit %d\n%s\n%s", code, stdout, stderr)
	}
	for _, want := range []string{"## deduce bench closefar-heuristics", "### Variable choice heuristics", "| 6 |", "--timeout=2s"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("stdout lacks %q:\n%s", want, stdout)
		}
	}
	if !strings.Contains(stderr, "[12/12] closefar-heuristics") {
		t.Errorf("stderr lacks the plain progress lines:\n%s", stderr)
	}
	for _, f := range []string{"report.md", "results.json", "records.csv", "table1.csv", "fig3.png", "fig3.svg", "fig4.png"} {
		if st, err := os.Stat(filepath.Join(out, f)); err != nil || st.Size() == 0 {
			t.Errorf("--out did not write %s: %v", f, err)
		}
	}
}

func benchHas(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
