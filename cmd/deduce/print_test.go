package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestPrint drives 'deduce print' as a user would: a generated book in
// each format, a book of given files, and the errors of bad calls.
func TestPrint(t *testing.T) {
	dir := t.TempDir()
	out := func(name string) string { return filepath.Join(dir, name) }
	idFile := out("m.id")
	code, id, errOut := deduce(t, "", "generate", "magnets", "--seed", "42", "--format", "id")
	if code != 0 {
		t.Fatalf("generate id: %d %s", code, errOut)
	}
	if err := os.WriteFile(idFile, []byte(id), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		args   []string
		code   int
		file   string // expected output file (or directory)
		prefix string // its first bytes
		stderr string // substring of stderr
	}{
		{"pdf book of a kind", []string{"print", "closefar", "-n", "3", "--seed", "1", "--out", out("c.pdf")}, 0, out("c.pdf"), "%PDF-", "3 puzzles on 3 pages (a4, pdf, seeds 1..3)"}, // rules, puzzles, solutions
		{"html from the --out name, letter paper", []string{"print", "logicgrid", "-n", "2", "--seed", "1", "--paper", "letter", "--out", out("l.html")}, 0, out("l.html"), "<!DOCTYPE html>", "(letter, html, seeds 1..2)"},
		{"svg pages in a directory", []string{"print", "magnets", "-n", "2", "--seed", "1", "--format", "svg", "--out", out("pages")}, 0, filepath.Join(out("pages"), "page-001.svg"), "<?xml", "(a4, svg, seeds 1..2)"},
		{"files and IDs, no solutions", []string{"print", idFile, "--solutions=false", "--out", out("f.pdf")}, 0, out("f.pdf"), "%PDF-", "1 puzzle on 2 pages (a4, pdf)"}, // rules, puzzle
		{"no rules page", []string{"print", idFile, "--solutions=false", "--rules=false", "--out", out("g.pdf")}, 0, out("g.pdf"), "%PDF-", "1 puzzle on 1 page (a4, pdf)"},
		{"bad paper: exit 2", []string{"print", "magnets", "--paper", "a5"}, 2, "", "", `unknown paper "a5" (want a4 or letter)`},
		{"misspelt kind: did you mean", []string{"print", "magnet"}, 2, "", "", `did you mean the kind "magnets"?`},
		{"generation flags with files: exit 2", []string{"print", idFile, "--size", "8"}, 2, "", "", "--size applies when print generates"},
		{"svg needs a directory, not stdout", []string{"print", "magnets", "--format", "svg", "--out", "-"}, 2, "", "", "writes a directory"},
		{"unknown format: exit 2", []string{"print", "magnets", "--format", "png"}, 2, "", "", `unknown --format "png"`},
	}
	for _, tt := range tests {
		code, _, errOut := deduce(t, "", tt.args...)
		if code != tt.code || !strings.Contains(errOut, tt.stderr) {
			t.Errorf("%s: code %d (want %d), stderr %q (want %q)", tt.name, code, tt.code, errOut, tt.stderr)
			continue
		}
		if tt.file != "" {
			data, err := os.ReadFile(tt.file)
			if err != nil || !strings.HasPrefix(string(data), tt.prefix) {
				t.Errorf("%s: %s does not start with %q (err %v)", tt.name, tt.file, tt.prefix, err)
			}
		}
	}
	// The book of a file carries the seed read from its "# seed" line.
	code, html, _ := deduce(t, "", "print", idFile, "--format", "html", "--out", "-")
	if code != 0 || !strings.Contains(html, "seed 42") || !strings.Contains(html, "ID 6x6:") {
		t.Errorf("print of a generated ID file lacks its seed or ID (code %d)", code)
	}
}

// TestGenerateKeepsSeed: the id format's seed comment line keeps the output
// readable by deduce's ID reader, svg shows the seed, and svg refuses
// several puzzles (one stream would not be one valid document).
func TestGenerateKeepsSeed(t *testing.T) {
	code, id, _ := deduce(t, "", "generate", "magnets", "--seed", "7", "--format", "id")
	if code != 0 || !strings.HasPrefix(id, "# seed 7,") || strings.Count(id, "\n") != 2 {
		t.Fatalf("id output %q (code %d)", id, code)
	}
	if code, out, errOut := deduce(t, id, "solve", "-"); code != 0 || !strings.Contains(out, "+") {
		t.Errorf("solve of the id output: code %d, %q %q", code, out, errOut)
	}
	code, svg, _ := deduce(t, "", "generate", "closefar", "--seed", "7", "--format", "svg", "--solution")
	if code != 0 || !strings.Contains(svg, "seed 7") || strings.Count(svg, "<svg") != 1 {
		t.Errorf("svg output lacks the seed or is not one document (code %d)", code)
	}
	if code, _, errOut := deduce(t, "", "generate", "magnets", "-n", "4", "--format", "svg"); code != 2 || !strings.Contains(errOut, "deduce print magnets -n 4") {
		t.Errorf("-n 4 --format svg: code %d, stderr %q", code, errOut)
	}
}

func TestSeedFrom(t *testing.T) {
	for _, c := range []struct {
		in     string
		want   int64 // -1: no seed
		reason string
	}{
		{"# seed 42, difficulty easy\nmagnets 6\n", 42, "generate's native header"},
		{"# a note\n\n# seed -7\n6x6:...\n", -7, "after other comments; negative seeds"},
		{"magnets 6\n# seed 3\n", -1, "a comment after the puzzle text is not the puzzle's seed"},
		{"# seed 99999999999999999999\n", -1, "out of range"},
		{"# seeds 4\n", -1, "not the seed line"},
		{"", -1, "empty input"},
	} {
		got := seedFrom([]byte(c.in))
		if (got == nil) != (c.want == -1) || got != nil && *got != c.want {
			t.Errorf("%s: seedFrom(%q) = %v, want %d", c.reason, c.in, got, c.want)
		}
	}
}

// FuzzSeedFrom: any input gives a seed or nil, never a panic, and a seed
// found is written in the input.
func FuzzSeedFrom(f *testing.F) {
	f.Add([]byte("# seed 42, difficulty easy\nmagnets 6\n"))
	f.Add([]byte("#seed -1"))
	f.Fuzz(func(t *testing.T, data []byte) {
		// The seed found is a number written in the text ("-01" is -1).
		s := seedFrom(data)
		if s == nil {
			return
		}
		for _, n := range number.FindAllString(string(data), -1) {
			if v, err := strconv.ParseInt(n, 10, 64); err == nil && v == *s {
				return
			}
		}
		t.Errorf("seed %d not in %q", *s, data)
	})
}

var number = regexp.MustCompile(`[-+]?[0-9]+`)
