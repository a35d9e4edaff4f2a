package safefile

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	dir := t.TempDir()
	input := filepath.Join(dir, "mine.txt")
	other := filepath.Join(dir, "keep.txt")
	saved := filepath.Join(dir, "game.json")
	for path, body := range map[string]string{input: "magnets 2\n", other: "notes\n", saved: `{"deduce":1}`} {
		if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	link := filepath.Join(dir, "link.txt")
	if err := os.Symlink(input, link); err != nil {
		t.Fatal(err)
	}
	ours := func(head []byte) bool { return strings.HasPrefix(string(head), `{"deduce"`) }
	tests := []struct {
		name, path string
		force      bool
		ok         bool
		why        string
	}{
		{"a new file", filepath.Join(dir, "new.pdf"), false, true, "nothing to lose"},
		{"standard output", "-", false, true, "not a file"},
		{"an input", input, true, false, "even --force never replaces an input"},
		{"an input by another name", link, true, false, "the same file through a link"},
		{"an unrelated file", other, false, false, "a file the command did not make needs --force"},
		{"an unrelated file with --force", other, true, true, "the user said so"},
		{"a file of deduce's own sort", saved, false, true, "a later save replaces an earlier one"},
		{"a directory", dir, false, false, "an existing directory needs --force too"},
	}
	for _, tt := range tests {
		err := Check(tt.path, tt.force, []string{input, "-"}, ours)
		if (err == nil) != tt.ok || (err != nil && !errors.Is(err, ErrRefused)) {
			t.Errorf("%s (%s): got %v, want ok=%v", tt.name, tt.why, err, tt.ok)
		}
	}
}

func TestWriteIsAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.pdf")
	if err := os.WriteFile(path, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := Write(path, []byte("new")); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	st, _ := os.Stat(path)
	if string(got) != "new" || st.Mode().Perm() != 0o644 {
		t.Errorf("got %q mode %v, want \"new\" 0644", got, st.Mode().Perm())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("temporary files left behind: %v", entries)
	}
	// A write that cannot finish leaves no temporary file and the old file whole.
	if err := Write(filepath.Join(dir, "missing-dir", "x.pdf"), []byte("x")); err == nil {
		t.Error("a write into a missing directory succeeded")
	}
}
