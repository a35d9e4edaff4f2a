//go:build long

package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The hostile inputs of issue 28 against the real binary: every input path
// is bounded in memory (peak resident size, measured by the kernel) and
// stops within 0.5 s of --timeout and SIGTERM. On main before the fix,
// `solve /dev/zero` reached 3 GB under --max-memory 500M and the 33-byte
// DIMACS file 11.7 GB under --max-memory 1G.

func TestHostileInputsStayBounded(t *testing.T) {
	bin := buildDeduce(t)
	dir := t.TempDir()
	puz := filepath.Join(dir, "m.txt")
	huge := filepath.Join(dir, "huge.cnf")
	most := filepath.Join(dir, "most.cnf")
	for path, body := range map[string]string{puz: magnets2, huge: "p cnf 2000000000 1\n1 -2000000000 0\n", most: "p cnf 33554432 1\n1 -33554432 0\n"} {
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name   string
		args   []string
		code   int
		maxRSS int64 // KiB
		stderr string
		stdin  string // a file for standard input
		// Another bounded ending that is as good (which limit trips first
		// depends on when the memory watcher samples).
		orCode   int
		orStderr string
	}{
		{"solve /dev/zero", []string{"--max-memory", "500M", "--timeout", "3s", "solve", "/dev/zero"}, exitBadInput, 200 << 10, "larger than 16 MiB", "", 0, ""},
		{"hint --state /dev/zero", []string{"--max-memory", "500M", "hint", puz, "--state", "/dev/zero"}, exitBadInput, 200 << 10, "larger than 16 MiB", "", 0, ""},
		{"play --resume /dev/zero", []string{"--max-memory", "500M", "play", "--resume", "/dev/zero"}, exitBadInput, 200 << 10, "larger than 16 MiB", "", 0, ""},
		{"sat /dev/zero", []string{"--max-memory", "500M", "sat", "/dev/zero"}, exitBadInput, 100 << 10, "a word longer than 64 bytes", "", 0, ""},
		{"a 33-byte DIMACS file declaring 2e9 variables", []string{"--max-memory", "1G", "--timeout", "2s", "sat", huge}, exitBadInput, 100 << 10, "more than deduce reads", "", 0, ""},
		{"a DIMACS file declaring the most variables (sat.MaxDIMACSVars)", []string{"--max-memory", "1G", "--timeout", "1s", "sat", most}, exitUndecided, 200 << 10, "timeout after 1s while printing the model", "", 0, ""},
		// A command that reads before it makes its work context: --max-memory
		// holds while it reads (the 16 MiB buffer passes 20M).
		// A real formula that never ends, on a pipe: the clauses parsed
		// grow until --max-memory stops the reading.
		{"sat - of endless clauses under --max-memory 100M", []string{"--max-memory", "100M", "sat", "-"}, exitUndecided, 200 << 10, "memory limit", "clauses", 0, ""},
		{"logicgrid pls - < /dev/zero under --max-memory 20M", []string{"--max-memory", "20M", "logicgrid", "pls", "-"}, exitUndecided, 200 << 10, "memory limit", "/dev/zero",
			exitBadInput, "larger than 16 MiB"},
	}
	// A child's rusage peak (wait4) counts the pages of the test process it
	// was forked from (over 100 MiB once the campaign has run in it);
	// /usr/bin/time forks from a small process, so its %M is deduce's own.
	timed := false
	if _, err := os.Stat("/usr/bin/time"); err == nil {
		timed = true
	} else {
		t.Log("no /usr/bin/time (Debian's time): exit codes and messages checked, peaks not")
	}
	for _, tt := range tests {
		cmd := exec.Command(bin, tt.args...)
		if timed {
			cmd = exec.Command("/usr/bin/time", append([]string{"-f", "DEDUCE_RSS %M", bin}, tt.args...)...)
		}
		var stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = io.Discard, &stderr
		if tt.stdin == "clauses" {
			cmd.Stdin = io.MultiReader(strings.NewReader("p cnf 2 1000000000000\n"), endlessClauses{})
		} else if tt.stdin != "" {
			in, err := os.Open(tt.stdin)
			if err != nil {
				t.Fatal(err)
			}
			defer in.Close()
			cmd.Stdin = in
		}
		start := time.Now()
		err := cmd.Run()
		took := time.Since(start)
		rss := cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss // KiB on Linux
		if timed {
			out := stderr.String()
			if i := strings.LastIndex(out, "DEDUCE_RSS "); i >= 0 {
				fmt.Sscan(out[i+len("DEDUCE_RSS "):], &rss)
				stderr.Truncate(i)
			}
		} else {
			rss = 0 // not measurable here: see above
		}
		code := exitOf(err)
		ended := code == tt.code && strings.Contains(stderr.String(), tt.stderr) ||
			tt.orStderr != "" && code == tt.orCode && strings.Contains(stderr.String(), tt.orStderr)
		if !ended || rss > tt.maxRSS {
			t.Errorf("%s: exit %d (want %d), peak %d MiB (at most %d), %v; stderr %q", tt.name, code, tt.code, rss>>10, tt.maxRSS>>10, took, stderr.String())
		}
		t.Logf("%s: exit %d, peak %d MiB, %v", tt.name, exitOf(err), rss>>10, took.Round(time.Millisecond))
	}
}

// Inputs that block or never end stop like work does: within 0.5 s of
// --timeout 1s and of SIGTERM (runStop and checkStop of the stop tests).
func TestHostileInputsStop(t *testing.T) {
	bin := buildDeduce(t)
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	huge := filepath.Join(dir, "huge.cnf")
	if err := os.WriteFile(huge, []byte("p cnf 33554432 1\n1 -33554432 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []stopCase{
		{name: "solve a FIFO no one writes", args: []string{"solve", fifo}, mustRun: true},
		{name: "sat a FIFO no one writes", args: []string{"sat", fifo}, mustRun: true},
		{name: "hint --state a FIFO", args: []string{"hint", "-", "--state", fifo}, stdin: magnets2, mustRun: true},
		{name: "sat printing the model of 2^25 declared variables", args: []string{"sat", huge}, mustRun: true},
		{name: "render a FIFO", args: []string{"render", fifo}, mustRun: true},
		{name: "convert a FIFO", args: []string{"convert", fifo}, mustRun: true},
		{name: "print a FIFO", args: []string{"print", fifo, "-o", filepath.Join(dir, "b.pdf")}, mustRun: true},
		{name: "check a FIFO", args: []string{"check", fifo}, mustRun: true},
		{name: "play --resume a FIFO", args: []string{"play", "--resume", fifo}, mustRun: true},
	}
	for _, c := range cases {
		for _, sig := range []syscall.Signal{0, syscall.SIGTERM} {
			late, code, stderr := runStop(t, bin, c, sig)
			word := "timeout"
			if sig != 0 {
				word = "SIGTERM"
			}
			checkStop(t, c, late, code, stderr, word)
		}
	}
}

// endlessClauses reads as "1 -2 0\n" repeated for ever.
type endlessClauses struct{}

func (endlessClauses) Read(p []byte) (int, error) {
	const clause = "1 -2 0\n"
	for i := range p {
		p[i] = clause[i%len(clause)]
	}
	return len(p) / len(clause) * len(clause), nil
}
