package progress

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

// Anything that is not a terminal gets no bar: a buffer, a pipe, a file.
func TestSilentOffTerminal(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	f, err := os.CreateTemp(t.TempDir(), "log")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var buf bytes.Buffer
	for _, c := range []struct {
		name string
		w    interface{ Write([]byte) (int, error) }
	}{{"buffer", &buf}, {"pipe", w}, {"file", f}} {
		b := New(c.w, 10, "testing")
		if b.Active() {
			t.Errorf("%s: a bar on something that is not a terminal", c.name)
		}
		b.Start()
		b.Step()
		b.Finish()
		if got := b.Writer(c.w); got != c.w {
			t.Errorf("%s: Writer wraps the stream although no bar is drawn", c.name)
		}
	}
	w.Close()
	var piped bytes.Buffer
	if _, err := piped.ReadFrom(r); err != nil {
		t.Fatal(err)
	}
	if buf.Len() != 0 || piped.Len() != 0 {
		t.Errorf("silent bar wrote %q and %q", buf.String(), piped.String())
	}
}

// A drawn bar counts steps and is wiped by a write through Writer; this
// guards the options (a changed library default would show here).
func TestBarDraws(t *testing.T) {
	var term bytes.Buffer
	b := newBar(&term, 3, "generating")
	b.Start()
	if !strings.Contains(term.String(), "generating") || !strings.Contains(term.String(), "0/3") {
		t.Fatalf("blank bar = %q, want the title and 0/3", term.String())
	}
	b.Step()
	term.Reset()
	out := b.Writer(&term)
	if _, err := out.Write([]byte("line\n")); err != nil {
		t.Fatal(err)
	}
	if got := term.String(); !strings.HasSuffix(got, "line\n") || !strings.HasPrefix(got, "\r") {
		t.Errorf("write through Writer = %q, want the bar wiped (\\r...) then the line", got)
	}
	b.Finish()
}

// One step is no batch: no bar even on a terminal (New checks the count
// before the terminal, so a buffer shows it).
func TestNoBarForOne(t *testing.T) {
	if New(os.Stderr, 1, "x").Active() {
		t.Error("a bar for a batch of one")
	}
}
