package safefile

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// ErrRefused marks a write refused before anything was written; the command
// line maps it to exit code 2, as a usage error.
var ErrRefused = errors.New("refusing to write")

// maxSniff is how much of an existing file Check reads to ask ours.
const maxSniff = 1 << 20

// Check says whether path may be written. It refuses a path that is one of
// inputs (the same file, by any name), and an existing file unless force is
// set or ours recognises its first bytes (up to 1 MiB) as a file of the same
// sort deduce wrote before (a save file a later save replaces). ours may be
// nil. Standard output ("-") is always allowed.
func Check(path string, force bool, inputs []string, ours func(head []byte) bool) error {
	if path == "-" {
		return nil
	}
	st, err := os.Stat(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("%w %s: %v", ErrRefused, path, err)
	}
	for _, in := range inputs {
		if in == "-" {
			continue
		}
		if ist, err := os.Stat(in); err == nil && os.SameFile(st, ist) {
			return fmt.Errorf("%w %s: it is an input of this command; choose another name", ErrRefused, path)
		}
	}
	if force {
		return nil
	}
	if st.Mode().IsRegular() && ours != nil {
		if f, err := os.Open(path); err == nil {
			head, _ := io.ReadAll(io.LimitReader(f, maxSniff))
			f.Close()
			if ours(head) {
				return nil
			}
		}
	}
	what := "file"
	if st.IsDir() {
		what = "directory"
	}
	return fmt.Errorf("%w %s: the %s exists; use --force to replace it, or choose another name", ErrRefused, path, what)
}

// Write writes data to path atomically: a temporary file in path's
// directory, then a rename over path. Mode 0644.
func Write(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".deduce-*")
	if err != nil {
		return err
	}
	fail := func(err error) error {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if _, err := tmp.Write(data); err != nil {
		return fail(err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		return fail(err)
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return nil
}
