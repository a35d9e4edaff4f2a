package puzzle_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"deduce/puzzle"
	_ "deduce/puzzle/allkinds"
)

// TestDetectRefusesAHugeFirstLine: the kinds' Sniff patterns ran over the
// whole first line; one line of 15 MiB took 5 s to refuse, past --timeout.
func TestDetectRefusesAHugeFirstLine(t *testing.T) {
	data := []byte("\n# c\n" + strings.Repeat("e", puzzle.MaxFirstLine+1) + "\n")
	_, err := puzzle.Detect("f", data, "")
	if err == nil || !strings.Contains(err.Error(), "f:3:1: cannot tell the puzzle kind: the first line is") {
		t.Errorf("Detect of a first line past MaxFirstLine: %v, want f:3:1 and the bound", err)
	}
	if _, err := puzzle.Detect("f", []byte(strings.Repeat("e", puzzle.MaxFirstLine)+"\n"), ""); err == nil || strings.Contains(err.Error(), "first line is") {
		t.Errorf("a first line at the bound is sniffed: %v", err)
	}
}

// TestReadBoundedPreSizes: a file of known size is read into one buffer;
// growing by doubling held twice the input (a 16 MiB input peaked at 85 MiB).
func TestReadBoundedPreSizes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big")
	size := 12 << 20
	if err := os.WriteFile(path, bytes.Repeat([]byte("x\n"), size/2), 0o644); err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	data, err := puzzle.ReadFile(context.Background(), path)
	runtime.ReadMemStats(&after)
	if err != nil || len(data) != size {
		t.Fatalf("ReadFile: %d bytes, %v", len(data), err)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > uint64(size)+1<<20 {
		t.Errorf("reading %d MiB allocated %d MiB, want one buffer of the file's size", size>>20, got>>20)
	}
}
