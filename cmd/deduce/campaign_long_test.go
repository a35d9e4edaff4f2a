//go:build long

package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The resource-measuring campaign of issue 28: every command on generated
// hostile inputs of every kind, through every input path (a file argument,
// standard input, the text as an argument), under --timeout 1s and
// --max-memory 500M. Per run it records the time past the deadline, the
// peak resident size (wait4's rusage), the exit code and whether stderr is
// one line; it fails a run that overruns the deadline by more than
// campaignLate, peaks above the memory cap by more than campaignSlack,
// panics, or exits outside 0-3 (sat: 0, 2, 3, 10, 20). DEDUCE_CAMPAIGN=FILE
// also writes the table (docs/guide/robustness.md, "Measured").
//
//	go test -tags long -run TestCampaign -v ./cmd/deduce

const (
	campaignTimeout = time.Second
	campaignLate    = 500 * time.Millisecond
	campaignCap     = 500 << 20
	// campaignSlack is what a process may hold past --max-memory: the
	// watcher samples the heap every few milliseconds and the runtime and
	// binary themselves (about 15 MiB) are outside Go's heap accounting.
	campaignSlack = 100 << 20
)

// campaignInputs are the hostile inputs, by name. Each is text; the runs
// pass it as a file, on standard input and (when it is one short line) as
// the argument itself.
func campaignInputs() map[string]string {
	in := map[string]string{}
	rep := strings.Repeat
	// Magnets: the largest board, every count unknown (the hardest empty grid).
	var b strings.Builder
	b.WriteString("magnets 100\n")
	for range 100 {
		b.WriteString(rep("ew", 50) + "\n")
	}
	for range 4 {
		b.WriteString(strings.TrimSpace(rep(". ", 100)) + "\n")
	}
	in["magnets-100x100-blank"] = b.String()
	in["magnets-size-int-limit"] = "magnets 9223372036854775807\new\n"
	in["magnets-gameid-long"] = "100x100:" + rep("1,", 400) + rep("LR", 5000)
	in["magnets-count-int-limit"] = "magnets 2\new\new\n9223372036854775807 1\n1 1\n1 1\n1 1\n"
	// Close or Far: the largest empty board.
	b.Reset()
	b.WriteString("closefar 32\n")
	for range 32 {
		b.WriteString(rep(".", 32) + "\n")
	}
	in["closefar-32-empty"] = b.String()
	in["closefar-gameid-long"] = "32x32:" + rep("a", 1<<16)
	// Logic grids, the thesis's format.
	grid := func(domains, items int, clues []string) string {
		var b strings.Builder
		b.WriteString("8\n")
		for d := range domains {
			fmt.Fprintf(&b, "D%d", d)
			for i := range items {
				fmt.Fprintf(&b, ":d%di%d", d, i)
			}
			b.WriteByte('\n')
		}
		b.WriteString("Clues:\n")
		for _, c := range clues {
			b.WriteString(c + "\n")
		}
		return b.String()
	}
	in["logicgrid-2x400-empty"] = grid(2, 400, nil)
	in["logicgrid-20x20-empty"] = grid(20, 20, nil)
	var many []string
	for d := 1; d < 20; d++ {
		for i := range 20 {
			many = append(many, fmt.Sprintf("d0i%d*d%di%d", i, d, (i+1)%20))
		}
	}
	in["logicgrid-20x20-many-clues"] = grid(20, 20, many)
	in["logicgrid-long-name"] = grid(2, 2, nil)[:2] + "D" + rep("x", 1<<20) + ":a:b\nE:c:d\nClues:\n"
	// English: many categories and clues, and a deeply nested clue.
	b.Reset()
	for c := range 20 {
		fmt.Fprintf(&b, "cat%d:", c)
		for i := range 20 {
			if i > 0 {
				b.WriteString(",")
			}
			fmt.Fprintf(&b, " item%d_%d", c, i)
		}
		b.WriteString("\n")
	}
	b.WriteString("Clues:\n")
	for i := range 499 {
		fmt.Fprintf(&b, "%d. item0_%d is not item1_%d.\n", i+1, i%20, (i+3)%20)
	}
	in["english-20x20-499-clues"] = b.String()
	in["english-deep-nesting"] = "people: A, B\npets: C, D\nClues:\n1. " + rep("Either ", 300) + "A has C" + rep(" or B has D", 300) + ".\n"
	// ZebraLogic: a huge grid of houses.
	b.Reset()
	b.WriteString("## Clues:\n")
	for i := range 400 {
		fmt.Fprintf(&b, "%d. The person named N%d is in house %d.\n", i+1, i, i+1)
	}
	in["zebralogic-400-houses"] = "There are 400 houses, numbered 1 to 400 from left to right.\n" + b.String()
	// DIMACS: a header at the bound, a long clause, many clauses, int limits.
	in["dimacs-max-vars"] = "p cnf 33554432 1\n1 -33554432 0\n"
	in["dimacs-int-limit"] = "p cnf 9223372036854775807 1\n1 0\n"
	var lits []string
	for v := 1; v <= 1<<20; v++ {
		lits = append(lits, fmt.Sprint(v))
	}
	in["dimacs-long-clause"] = "p cnf 1048576 1\n" + strings.Join(lits, " ") + " 0\n"
	b.Reset()
	b.WriteString("p cnf 200 1000000\n")
	for i := range 1000000 {
		fmt.Fprintf(&b, "%d -%d %d 0\n", i%200+1, (i*7)%200+1, (i*13)%200+1)
	}
	in["dimacs-1M-clauses"] = b.String()
	// Any kind: one line of 15 MiB, and a control character.
	in["one-long-line"] = rep("e", 15<<20)
	in["escape-in-name"] = "8\nA:\x1b]0;x\x07:b\nB:c:d\nClues:\n"
	return in
}

// campaignCommands are the commands run on each input; "{}" is where the
// input goes. hint gets a huge state and a state for the max-size board.
func campaignCommands(dir string) [][]string {
	state := filepath.Join(dir, "state-huge")
	return [][]string{
		{"solve", "{}"}, {"count", "{}"}, {"grade", "{}"}, {"explain", "{}"},
		{"hint", "{}"}, {"hint", "{}", "--state", state}, {"check", "{}"},
		{"render", "{}"}, {"convert", "{}"}, {"read", "{}"},
		{"sat", "{}"}, {"logicgrid", "solve", "{}"}, {"logicgrid", "cnf", "{}"}, {"logicgrid", "pls", "--solve", "{}"},
		{"play", "--resume", "{}"},
	}
}

type campaignRun struct {
	cmd, input, path string
	late             time.Duration // past the deadline (negative: before)
	rss              int64         // bytes
	code             int
	oneLine          bool
	stderr           string
}

var panicLine = regexp.MustCompile(`(?m)^(panic:|goroutine \d+ \[|fatal error:)`)

func TestCampaign(t *testing.T) {
	bin := buildDeduce(t)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "state-huge"), bytes.Repeat([]byte("+-"), 8<<20-8), 0o644); err != nil {
		t.Fatal(err)
	}
	// The inputs go to files and the test lets go of them: a child's
	// rusage peak counts the parent's pages it was forked with, so this
	// process stays small (a few MiB, the measuring slack).
	args := map[string]string{} // inputs short enough to be an argument
	var names []string
	for name, text := range campaignInputs() {
		names = append(names, name)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(strings.TrimSpace(text), "\n") && len(text) < 100<<10 {
			args[name] = strings.TrimSpace(text)
		}
	}
	slices.Sort(names)
	debug.FreeOSMemory()
	var runs []campaignRun
	for _, name := range names {
		file := filepath.Join(dir, name)
		text := args[name]
		paths := []string{"file", "stdin"}
		if text != "" {
			paths = append(paths, "arg")
		}
		for _, c := range campaignCommands(dir) {
			for _, path := range paths {
				r := campaignRunOne(t, bin, c, name, file, text, path)
				runs = append(runs, r)
				bad := ""
				switch {
				case r.late > campaignLate:
					bad = fmt.Sprintf("stopped %v after the deadline", r.late.Round(time.Millisecond))
				case r.rss > campaignCap+campaignSlack:
					bad = fmt.Sprintf("peak %d MiB", r.rss>>20)
				case panicLine.MatchString(r.stderr):
					bad = "panicked"
				case !campaignCodeOK(c[0], r.code):
					bad = fmt.Sprintf("exit code %d", r.code)
				}
				if bad != "" {
					t.Errorf("%s %s via %s: %s (exit %d); stderr %.300q", r.cmd, name, path, bad, r.code, r.stderr)
				}
			}
		}
	}
	table := campaignTable(runs)
	t.Log("\n" + table)
	if out := os.Getenv("DEDUCE_CAMPAIGN"); out != "" {
		if err := os.WriteFile(out, []byte(table), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func campaignCodeOK(cmd string, code int) bool {
	if cmd == "sat" {
		return slices.Contains([]int{0, 2, 3, 10, 20}, code)
	}
	return code >= 0 && code <= 3
}

func campaignRunOne(t *testing.T, bin string, c []string, name, file, text, path string) campaignRun {
	t.Helper()
	args := []string{"--timeout", campaignTimeout.String(), "--max-memory", "500M"}
	for _, a := range c {
		if a == "{}" {
			switch path {
			case "file":
				a = file
			case "stdin":
				a = "-"
			case "arg":
				a = text
			}
		}
		args = append(args, a)
	}
	// A child's rusage peak (wait4) counts the pages of the parent it was
	// forked from (vfork), here 114 MiB; /usr/bin/time forks from a small
	// process, so its %M is deduce's own peak.
	timer, timed := "", false
	if _, err := os.Stat("/usr/bin/time"); err == nil {
		timer, timed = "/usr/bin/time", true
		args = append([]string{"-f", "DEDUCE_RSS %M", bin}, args...)
	} else {
		timer = bin
	}
	cmd := exec.Command(timer, args...)
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = io.Discard, &stderr
	if path == "stdin" {
		in, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		defer in.Close()
		cmd.Stdin = in
	}
	start := time.Now()
	err := cmd.Start()
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err = <-done:
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		err = <-done
	}
	late := time.Since(start) - campaignTimeout
	var rss int64
	if cmd.ProcessState != nil {
		rss = cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss << 10 // KiB on Linux
	}
	errText := stderr.String()
	if timed {
		if i := strings.LastIndex(errText, "DEDUCE_RSS "); i >= 0 {
			fmt.Sscan(errText[i+len("DEDUCE_RSS "):], &rss)
			rss <<= 10 // KiB
			errText = errText[:i]
			errText = strings.TrimSuffix(errText, "Command exited with non-zero status "+fmt.Sprint(exitOf(err))+"\n")
		}
	}
	s := strings.TrimRight(errText, "\n")
	return campaignRun{cmd: strings.ReplaceAll(strings.Join(c, " "), "{}", "IN"), input: name, path: path,
		late: late, rss: rss, code: exitOf(err), oneLine: s == "" || !strings.Contains(s, "\n"), stderr: errText}
}

// campaignTable is the Markdown table of the runs by command: the median and
// worst wall time (from the start; the deadline is 1 s) and peak RSS, and
// the exit codes seen.
func campaignTable(runs []campaignRun) string {
	by := map[string][]campaignRun{}
	var cmds []string
	for _, r := range runs {
		key := r.cmd
		if _, ok := by[key]; !ok {
			cmds = append(cmds, key)
		}
		by[key] = append(by[key], r)
	}
	var b strings.Builder
	b.WriteString("| command | runs | median time | worst time (input, path) | median peak RSS | worst peak RSS (input) | exit codes | stderr not one line |\n|---|---|---|---|---|---|---|---|\n")
	for _, k := range cmds {
		rs := by[k]
		times := make([]time.Duration, len(rs))
		rss := make([]int64, len(rs))
		codes := map[int]bool{}
		multi := 0
		wt, wr := rs[0], rs[0]
		for i, r := range rs {
			times[i], rss[i] = r.late+campaignTimeout, r.rss
			codes[r.code] = true
			if !r.oneLine {
				multi++
			}
			if r.late > wt.late {
				wt = r
			}
			if r.rss > wr.rss {
				wr = r
			}
		}
		slices.Sort(times)
		slices.Sort(rss)
		cs := slices.Sorted(func(yield func(int) bool) {
			for c := range codes {
				if !yield(c) {
					return
				}
			}
		})
		fmt.Fprintf(&b, "| %s | %d | %v | %v (%s, %s) | %d MiB | %d MiB (%s) | %v | %d |\n", k, len(rs),
			times[len(times)/2].Round(time.Millisecond), (wt.late + campaignTimeout).Round(time.Millisecond), wt.input, wt.path,
			rss[len(rss)/2]>>20, wr.rss>>20, wr.input, cs, multi)
	}
	return b.String()
}
