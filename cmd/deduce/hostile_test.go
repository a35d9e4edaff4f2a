package main

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"deduce/puzzle"
)

// The command line's share of issue 28 (hostile input): inputs are read
// bounded, their text is refused when a terminal would act on it, the
// header of a DIMACS file is not trusted, and no command writes over a file
// it did not make. The subprocess side (peak memory, stopping within 0.5 s)
// is in hostile_long_test.go.

// magnets2 is a 2x2 Magnets puzzle with one solution.
const magnets2 = "magnets 2\new\new\n1 1\n1 1\n1 1\n1 1\n"

func TestInputsAreBounded(t *testing.T) {
	big := filepath.Join(t.TempDir(), "big.txt")
	data := append([]byte(magnets2), bytes.Repeat([]byte("# padding\n"), puzzle.MaxInputBytes/10+1)...)
	if err := os.WriteFile(big, data, 0o644); err != nil {
		t.Fatal(err)
	}
	state := writeFile(t, strings.Repeat("(1,1) is +\n", puzzle.MaxInputBytes/11+1))
	small := writeFile(t, magnets2)
	tests := []struct {
		name, why, stdin string
		args             []string
	}{
		{"a file past the cap", "the cap holds for files, not only stdin", "", []string{"solve", big}},
		{"standard input past the cap", "stdin is one more input path", string(data), []string{"solve", "-"}},
		{"a hint state past the cap", "hint --state reads through the same reader", "", []string{"hint", small, "--state", state}},
		{"/dev/zero", "a device never ends: the cap, not EOF, stops it", "", []string{"check", "/dev/zero"}},
	}
	for _, tt := range tests {
		code, _, stderr := deduce(t, tt.stdin, tt.args...)
		if code != exitBadInput || !strings.Contains(stderr, "larger than 16 MiB") {
			t.Errorf("%s (%s): exit %d, stderr %q; want 2 and the cap named", tt.name, tt.why, code, stderr)
		}
	}
}

func TestControlCharactersAreRefusedWithAPosition(t *testing.T) {
	grid := func(name string) string {
		return "1\nHouse:ho1:ho2\nName:nb:" + name + "\nClues:\nho1=nb\n"
	}
	tests := []struct {
		name, why, text, want string
	}{
		{"ESC in an item", "ESC ] 0 ; sets a terminal's title", grid("na\x1b]0;owned\x07"), ":3:11: control character U+001B"},
		{"BEL", "rings the bell on every print", grid("n\x07a"), ":3:10: control character U+0007"},
		{"NUL", "not text", grid("n\x00a"), ":3:10: control character U+0000"},
		{"C1 CSI", "U+009B is an escape on some terminals", grid("n\u009ba"), ":3:10: control character U+009B"},
		{"invalid UTF-8", "a byte no UTF-8 text holds", grid("n\xffa"), ":3:10: invalid UTF-8 (byte 0xff)"},
	}
	for _, tt := range tests {
		path := writeFile(t, tt.text)
		for _, args := range [][]string{{"solve", path}, {"render", path}, {"convert", path}} {
			code, stdout, stderr := deduce(t, "", args...)
			if code != exitBadInput || !strings.Contains(stderr, path+tt.want) || strings.ContainsAny(stdout+stderr, "\x1b\x07\x00") {
				t.Errorf("%s (%s), %s: exit %d, stderr %q; want 2 and %q", tt.name, tt.why, args[0], code, stderr, tt.want)
			}
		}
	}
	// Tabs, carriage returns and non-ASCII names are text.
	path := writeFile(t, "1\r\nHouse:ho1:ho2\r\nName:Zoë:Łukasz\r\nClues:\r\nho1=Zoë\r\n")
	if code, stdout, stderr := deduce(t, "", "solve", path); code != exitOK || !strings.Contains(stdout, "Łukasz") {
		t.Errorf("plain UTF-8 with CRLF: exit %d, %q %q", code, stdout, stderr)
	}
}

// A DIMACS header's counts are claims: 33 bytes may declare two billion
// variables. What deduce allocates must follow the clauses.
func TestSatHeaderIsNotTrusted(t *testing.T) {
	path := writeFile(t, "p cnf 2000000 1\n1 -2000000 0\n")
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	code, stdout, stderr := deduce(t, "", "sat", "--timeout", "20s", path)
	runtime.ReadMemStats(&after)
	if code != exitSatisfiable || !strings.Contains(stdout, "s SATISFIABLE") || !strings.Contains(stdout, " -2000000 0\n") {
		t.Fatalf("exit %d, stderr %q, stdout ends %q", code, stderr, stdout[max(0, len(stdout)-80):])
	}
	// The model's text is 16 MB (the buffers holding it take a few times
	// that: about 60 MiB in all, 127 MiB under -race); the solver sized by
	// the header took 280 MB more, so 200 MiB still tells the two apart.
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 200<<20 {
		t.Errorf("allocated %d MiB for a 2-literal formula", alloc>>20)
	}
	// Unused declared variables are free: counting says so, and a model
	// count over the variables that occur is exact.
	path = writeFile(t, "p cnf 5 1\n1 2 0\n")
	code, stdout, _ = deduce(t, "", "sat", "--count", "0", path)
	if code != exitSatisfiable || !strings.Contains(stdout, "c models 3 over the 2 variables that occur (exact); the 3 declared variables no clause uses are free") {
		t.Errorf("count with unused variables: exit %d, %q", code, stdout)
	}
}

func TestSatInputIsBounded(t *testing.T) {
	code, _, stderr := deduce(t, "", "sat", "/dev/zero")
	// /dev/zero is no DIMACS: refused at its first word (NULs, no blank),
	// long before the 1 GiB cap: the reader never holds a whole line.
	if code != exitBadInput || !strings.Contains(stderr, "/dev/zero:1:1: a word longer than 64 bytes") {
		t.Errorf("sat /dev/zero: exit %d, %q", code, stderr)
	}
}

func TestPrintNeverOverwritesWithoutAsking(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir) // the default book.pdf lands here
	puz := filepath.Join(dir, "mine.txt")
	keep := filepath.Join(dir, "keep.pdf")
	for path, body := range map[string]string{puz: magnets2, keep: "my own PDF", "book.pdf": "last year's book"} {
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name, why string
		args      []string
		code      int
		file      string // the file to look at afterwards
		kept      bool   // its old content is still there
	}{
		{"the input as output", "print mine.txt -o mine.txt replaced the puzzle with a PDF", []string{"print", puz, "-o", puz}, exitBadInput, puz, true},
		{"the input as output, forced", "--force never replaces an input", []string{"print", puz, "-o", puz, "--force"}, exitBadInput, puz, true},
		{"an unrelated file", "a file the command did not make needs --force", []string{"print", puz, "-o", keep}, exitBadInput, keep, true},
		{"the default book.pdf", "the default name is no licence to clobber", []string{"print", puz}, exitBadInput, "book.pdf", true},
		{"an unrelated file, forced", "the user said so", []string{"print", puz, "-o", keep, "--force"}, exitOK, keep, false},
		{"a fresh name", "nothing to lose", []string{"print", puz, "-o", filepath.Join(dir, "new.pdf")}, exitOK, filepath.Join(dir, "new.pdf"), false},
	}
	for _, tt := range tests {
		before, _ := os.ReadFile(tt.file)
		code, _, stderr := deduce(t, "", tt.args...)
		after, _ := os.ReadFile(tt.file)
		if code != tt.code || bytes.Equal(before, after) != tt.kept {
			t.Errorf("%s (%s): exit %d (want %d), file kept %v (want %v); %s", tt.name, tt.why, code, tt.code, bytes.Equal(before, after), tt.kept, stderr)
		}
		if !tt.kept && !bytes.HasPrefix(after, []byte("%PDF")) {
			t.Errorf("%s: wrote %.20q, want a PDF", tt.name, after)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 4 {
		t.Errorf("files left in the directory (a temporary file?): %v", entries)
	}
}

func TestPlaySaveNeverOverwritesWithoutAsking(t *testing.T) {
	dir := t.TempDir()
	puz := filepath.Join(dir, "mine.txt")
	keep := filepath.Join(dir, "keep.txt")
	for path, body := range map[string]string{puz: magnets2, keep: "my notes\n"} {
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// Refused before the game: without a terminal the command would stop at
	// "play needs a terminal" right after, so exit 2 and the reason tell.
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"an unrelated file", []string{"play", puz, "--save", keep}, "refusing to write " + keep + ": the file exists; use --force"},
		{"the puzzle itself, even forced", []string{"play", puz, "--save", puz, "--force"}, "it is an input of this command"},
		{"forced over an unrelated file: the check passes (then no terminal)", []string{"play", puz, "--save", keep, "--force"}, "play needs a terminal"},
	} {
		code, _, stderr := deduce(t, "", tc.args...)
		if code != exitBadInput || !strings.Contains(stderr, tc.want) {
			t.Errorf("%s: exit %d, stderr %q, want %q", tc.name, code, stderr, tc.want)
		}
	}
	if got, _ := os.ReadFile(keep); string(got) != "my notes\n" {
		t.Errorf("keep.txt now holds %q", got)
	}
}

func TestPrintSVGReplacesAWholeBook(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "pages")
	puz := writeFile(t, magnets2)
	args := []string{"print", "--format", "svg", "-o", dir}
	for range 40 { // several pages
		args = append(args, puz)
	}
	if code, _, stderr := deduce(t, "", args...); code != exitOK {
		t.Fatalf("first book: exit %d, %s", code, stderr)
	}
	first, _ := filepath.Glob(filepath.Join(dir, "page-*.svg"))
	if code, _, stderr := deduce(t, "", "print", puz, "--format", "svg", "-o", dir); code != exitBadInput || !strings.Contains(stderr, "directory exists; use --force") {
		t.Errorf("a directory with a book in it, no --force: exit %d, %s", code, stderr)
	}
	if code, _, stderr := deduce(t, "", "print", puz, "--format", "svg", "-o", dir, "--force"); code != exitOK {
		t.Fatalf("second book: exit %d, %s", code, stderr)
	}
	second, _ := filepath.Glob(filepath.Join(dir, "page-*.svg"))
	if len(first) < 2 || len(second) >= len(first) {
		t.Errorf("first book %d pages, second %d: the old book's last pages are left", len(first), len(second))
	}
}
