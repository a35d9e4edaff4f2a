package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"deduce/bench"
)

func TestParseShard(t *testing.T) {
	cases := []struct {
		in   string
		want shard
		err  string
		why  string
	}{
		{"0/4", shard{0, 4}, "", "the first of four"},
		{"3/4", shard{3, 4}, "", "the last of four: i counts from 0 as JOB_COMPLETION_INDEX does"},
		{" 1 / 2 ", shard{1, 2}, "", "spaces around the numbers are harmless"},
		{"0/1", shard{0, 1}, "", "one shard is the whole run"},
		{"4/4", shard{}, "below n", "i = n is off the end (someone counting from 1)"},
		{"-1/4", shard{}, "below n", "negative i"},
		{"0/0", shard{}, "at least 1", "no shards at all"},
		{"2", shard{}, "want i/n", "n is required"},
		{"a/b", shard{}, "want i/n", "not numbers"},
	}
	for _, c := range cases {
		got, err := parseShard(c.in)
		if c.err == "" && (err != nil || got != c.want) || c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)) {
			t.Errorf("%s: parseShard(%q) = %v, %v; want %v, error containing %q", c.why, c.in, got, err, c.want, c.err)
		}
	}
	// size agrees with has for every n and i.
	for n := 1; n <= 5; n++ {
		for i := 0; i < n; i++ {
			for total := 0; total <= 11; total++ {
				s, count := shard{i, n}, 0
				for k := 0; k < total; k++ {
					if s.has(k) {
						count++
					}
				}
				if s.size(total) != count {
					t.Errorf("shard %v of %d: size %d, has() takes %d", s, total, s.size(total), count)
				}
			}
		}
	}
}

// The union of the shards of a run is the run: every kind's generate, with
// n shards for several n (more shards than puzzles included), merged by
// 'deduce merge', is byte-identical to the single process's JSON Lines.
func TestGenerateShardsUnionIsTheRun(t *testing.T) {
	runs := []struct {
		kind string
		args []string
	}{
		{"magnets", []string{"--size", "5"}},
		{"closefar", []string{"--size", "6"}},
		{"logicgrid", []string{"--domains", "3", "--items", "3"}},
	}
	const total = 5
	for _, r := range runs {
		t.Run(r.kind, func(t *testing.T) {
			base := append([]string{"generate", r.kind, "--seed", "17", "-n", fmt.Sprint(total), "--format", "jsonl", "--solution"}, r.args...)
			code, single, stderr := deduce(t, "", base...)
			if code != exitOK || strings.Count(single, "\n") != total {
				t.Fatalf("single run: exit %d, %d lines\n%s%s", code, strings.Count(single, "\n"), single, stderr)
			}
			for _, n := range []int{2, 3, 7} {
				dir := t.TempDir()
				var files []string
				var concat string
				for i := 0; i < n; i++ {
					code, out, stderr := deduce(t, "", append(base, "--shard", fmt.Sprintf("%d/%d", i, n))...)
					if code != exitOK {
						t.Fatalf("shard %d/%d: exit %d: %s", i, n, code, stderr)
					}
					f := filepath.Join(dir, fmt.Sprintf("part%d.jsonl", i))
					if err := os.WriteFile(f, []byte(out), 0o644); err != nil {
						t.Fatal(err)
					}
					files = append(files, f)
					concat += out
				}
				if sortLines(concat) != sortLines(single) {
					t.Errorf("%d shards: the lines differ from the single run's\nshards:\n%s\nsingle:\n%s", n, concat, single)
				}
				// Merge in reverse order of files: the index decides.
				for i, j := 0, len(files)-1; i < j; i, j = i+1, j-1 {
					files[i], files[j] = files[j], files[i]
				}
				code, merged, stderr := deduce(t, "", append([]string{"merge", "--total", fmt.Sprint(total)}, files...)...)
				if code != exitOK || merged != single {
					t.Errorf("%d shards: merge exit %d %s\nmerged:\n%s\nsingle:\n%s", n, code, stderr, merged, single)
				}
			}
		})
	}
}

func sortLines(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	sort.Strings(lines)
	return strings.Join(lines, "\n")
}

// grade --shard splits the input list the same way; errors keep their index.
func TestGradeShards(t *testing.T) {
	files := []string{
		"../../puzzle/magnets/testdata/e1.txt",
		writeFile(t, "magnets 2\nbroken\n"),
		"../../puzzle/closefar/testdata/fig1.txt",
		"../../puzzle/logicgrid/testdata/loose.txt",
		"../../puzzle/magnets/testdata/blanks.txt",
	}
	args := append([]string{"grade", "--format", "jsonl"}, files...)
	code, single, _ := deduce(t, "", args...)
	if code != exitBadInput {
		t.Fatalf("single run: exit %d, want 2 (one input is broken):\n%s", code, single)
	}
	var concat string
	for i := 0; i < 2; i++ {
		c, out, _ := deduce(t, "", append(args, "--shard", fmt.Sprintf("%d/2", i))...)
		if want := []int{exitOK, exitBadInput}[i]; c != want { // the broken input is index 1
			t.Errorf("shard %d/2: exit %d, want %d", i, c, want)
		}
		concat += out
	}
	if sortLines(concat) != sortLines(single) {
		t.Errorf("shards:\n%s\nsingle:\n%s", concat, single)
	}
	if !strings.Contains(single, `"index":3,"kind":"logicgrid"`) || !strings.Contains(single, `"index":1,`) || !strings.Contains(single, `"status":"error"`) {
		t.Errorf("want indexed lines, the broken input's as an error line:\n%s", single)
	}
}

func TestMergeErrors(t *testing.T) {
	a := writeFile(t, "{\"index\":0,\"kind\":\"x\"}\n{\"index\":2,\"kind\":\"x\"}\n")
	dup := writeFile(t, "\n{\"index\":2,\"kind\":\"y\"}\n")
	noIndex := writeFile(t, "{\"index\":1}\n{\"kind\":\"x\"}\n")
	notJSON := writeFile(t, "{\"index\":1}\nseed 4\n")
	cases := []struct {
		args []string
		code int
		out  string
		err  string
		why  string
	}{
		{[]string{"merge", a}, exitOK, "{\"index\":0,\"kind\":\"x\"}\n{\"index\":2,\"kind\":\"x\"}\n", "", "without --total gaps are allowed"},
		{[]string{"merge", "--total", "3", a}, exitNoAnswer, "", "1 of 3 indices missing (1)", "--total names the missing index"},
		{[]string{"merge", "--total", "2", a}, exitNoAnswer, "", "outside 0..1", "an index past --total is reported"},
		{[]string{"merge", a, dup}, exitBadInput, "", dup + ":2: index 2 already given at " + a + ":2", "a duplicate names both places"},
		{[]string{"merge", noIndex}, exitBadInput, "", noIndex + ":2:1: no \"index\"", "a json line without index is positioned"},
		{[]string{"merge", notJSON}, exitBadInput, "", notJSON + ":2:1: not a JSON line", "text is positioned"},
		{[]string{"merge", "/nonexistent.jsonl"}, exitBadInput, "", "nonexistent", "an unreadable file"},
	}
	for _, c := range cases {
		code, out, stderr := deduce(t, "", c.args...)
		if code != c.code || c.out != "" && out != c.out || !strings.Contains(stderr, c.err) {
			t.Errorf("%s: deduce %v = %d\nstdout %q\nstderr %q", c.why, c.args, code, out, stderr)
		}
	}
}

// A pipe gets no progress: stderr stays empty in every batch command when
// it is a pipe (an *os.File that is not a terminal, as in a shell pipeline).
func TestNoProgressInAPipe(t *testing.T) {
	cases := [][]string{
		{"generate", "magnets", "--size", "5", "--seed", "1", "-n", "3", "--format", "native"},
		{"solve", "../../puzzle/magnets/testdata/e1.txt", "../../puzzle/magnets/testdata/e2.txt"},
		{"count", "../../puzzle/magnets/testdata/e1.txt", "../../puzzle/magnets/testdata/e2.txt"},
		{"grade", "../../puzzle/magnets/testdata/e1.txt", "../../puzzle/magnets/testdata/e2.txt"},
		{"print", "magnets", "--size", "4", "--seed", "1", "-n", "2", "--out", filepath.Join(t.TempDir(), "b.html")},
	}
	for _, args := range cases {
		outR, outW, _ := os.Pipe()
		errR, errW, _ := os.Pipe()
		done := make(chan string, 2)
		drain := func(r *os.File) {
			b, _ := readAll(r)
			done <- string(b)
		}
		go drain(outR)
		code := run(t.Context(), args, strings.NewReader(""), outW, errW)
		outW.Close()
		errW.Close()
		stdout := <-done
		go drain(errR)
		stderr := <-done
		if code != exitOK || stdout == "" && args[0] != "print" {
			t.Errorf("deduce %v: exit %d, stdout %q", args, code, stdout)
		}
		if args[0] == "print" {
			stderr = strings.TrimSpace(stderr[strings.Index(stderr, "\n")+1:]) // its one "wrote" line is the result
		}
		if stderr != "" {
			t.Errorf("deduce %v wrote to a piped stderr: %q", args, stderr)
		}
	}
}

func readAll(f *os.File) ([]byte, error) {
	defer f.Close()
	var b strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := f.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			return []byte(b.String()), nil
		}
	}
}

// On a terminal the bar shows (script(1) gives the process a pty); stdout
// goes to a file, so what the terminal shows is stderr alone.
func TestProgressOnATerminal(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: no end-to-end test")
	}
	if _, err := exec.LookPath("script"); err != nil {
		t.Skip("script(1) is not installed: no pty to test the bar on")
	}
	bin, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "out.txt")
	shell := fmt.Sprintf("DEDUCE_PLAY_E2E=1 %s generate magnets --size 5 --seed 1 -n 3 --format native > %s", bin, out)
	screen, err := exec.Command("script", "-qec", shell, "/dev/null").Output()
	if err != nil {
		t.Fatalf("script: %v\n%s", err, screen)
	}
	if !strings.Contains(string(screen), "generating") || !strings.Contains(string(screen), "/3") {
		t.Errorf("the terminal shows no bar: %q", screen)
	}
	data, _ := os.ReadFile(out)
	if strings.Count(string(data), "# seed") != 3 || strings.Contains(string(data), "generating") {
		t.Errorf("stdout is not the three puzzles alone:\n%s", data)
	}
}

// Bench shards merged are the single run: the same runs in the same order
// with the same outcomes (times differ from run to run, so they are
// dropped before comparing), and the same tables.
func TestBenchShardsMergeIsTheRun(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: runs a small suite four times")
	}
	dir := t.TempDir()
	args := []string{"bench", "closefar-heuristics", "--sizes", "6", "-n", "1", "--timeout", "5s"}
	if code, _, stderr := deduce(t, "", append(args, "--out", filepath.Join(dir, "single"))...); code != exitOK {
		t.Fatalf("single run: exit %d: %s", code, stderr)
	}
	merge := []string{"bench", "merge", "--out", filepath.Join(dir, "merged")}
	for i := 2; i >= 0; i-- { // shards given out of order: the plan orders them
		out := filepath.Join(dir, fmt.Sprintf("s%d", i))
		if code, _, stderr := deduce(t, "", append(args, "--shard", fmt.Sprintf("%d/3", i), "--out", out)...); code != exitOK {
			t.Fatalf("shard %d/3: exit %d: %s", i, code, stderr)
		}
		merge = append(merge, out)
	}
	code, md, stderr := deduce(t, "", merge...)
	if code != exitOK {
		t.Fatalf("merge: exit %d: %s", code, stderr)
	}
	read := func(name string) *bench.Report {
		f, err := os.Open(filepath.Join(dir, name, "results.json"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		r, err := bench.ReadShard(f, name)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	outcomes := func(r *bench.Report) string {
		var b strings.Builder
		for _, rec := range r.Records {
			fmt.Fprintf(&b, "%s|%s|%s|%s|%d|%s|%d|%s|%v\n", rec.Series, rec.Solver, rec.Method, rec.Label, rec.Size, rec.Instance, rec.Seed, rec.Status, rec.Verified)
		}
		return b.String()
	}
	single, merged := read("single"), read("merged")
	if got, want := outcomes(merged), outcomes(single); got != want || len(single.Records) != 12 {
		t.Errorf("merged runs differ from the single run's:\n%s\nsingle:\n%s", got, want)
	}
	if merged.Config.Shard != "" || merged.Planned != single.Planned {
		t.Errorf("merged config %+v, planned %d; single planned %d", merged.Config, merged.Planned, single.Planned)
	}
	if !strings.Contains(md, "12 of 12 runs") || !strings.Contains(md, "| 6 |") {
		t.Errorf("merged Markdown lacks the whole run's tables:\n%s", md)
	}
	// A shard missing, or one given twice, is refused.
	if code, _, stderr := deduce(t, "", "bench", "merge", merge[4], merge[5]); code != exitBadInput || !strings.Contains(stderr, "shard 0/3 missing") {
		t.Errorf("merge without shard 0/3: exit %d, %s", code, stderr)
	}
	if code, _, stderr := deduce(t, "", "bench", "merge", merge[4], merge[4], merge[5]); code != exitBadInput || !strings.Contains(stderr, "each once") {
		t.Errorf("merge with a shard twice: exit %d, %s", code, stderr)
	}
}
