package puzzle

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"
	"time"
)

func TestCheckText(t *testing.T) {
	tests := []struct {
		name, text, want string // want: "" accepted, else the error's text
	}{
		{"plain text", "magnets 6\nab\tc\r\n", ""},
		{"UTF-8 names", "Zoë Łukasz 東京\n", ""},
		{"a byte-order mark is text", "\ufeffmagnets 6\n", ""},
		{"ESC", "ok\nna\x1b]0;x\x07\n", "f:2:3: control character U+001B"},
		{"BEL", "\x07", "f:1:1: control character U+0007"},
		{"NUL after a multi-byte character", "ë\x00", "f:1:2: control character U+0000"},
		{"DEL", "a\x7f", "f:1:2: control character U+007F"},
		{"C1 control (CSI)", "a\u009b", "f:1:2: control character U+009B"},
		{"invalid UTF-8", "ab\xff", "f:1:3: invalid UTF-8 (byte 0xff)"},
		{"a truncated sequence", "ab\xc3", "f:1:3: invalid UTF-8 (byte 0xc3)"},
	}
	for _, tt := range tests {
		err := CheckText("f", []byte(tt.text))
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("%s: refused: %v", tt.name, err)
		case tt.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tt.want) || !errors.Is(err, ErrSyntax)):
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.want)
		}
	}
}

func TestPrintable(t *testing.T) {
	tests := []struct{ in, want string }{
		{"plain\nlines\tand tabs", "plain\nlines\tand tabs"},
		{"title\x1b]0;owned\x07", `title\x1b]0;owned\a`},
		{"nul\x00", `nul\x00`},
		{"bad\xffbyte", "bad\ufffdbyte"},
		{"csi\u009b", `csi\u009b`},
	}
	for _, tt := range tests {
		if got := Printable(tt.in); got != tt.want {
			t.Errorf("Printable(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// endless is a reader that never ends, like /dev/zero.
type endless struct{}

func (endless) Read(p []byte) (int, error) { return len(p), nil }

// blocked is a reader that never answers, like a FIFO with no writer.
type blocked struct{}

func (blocked) Read(p []byte) (int, error) { select {} }

func TestReadBounded(t *testing.T) {
	if _, err := ReadBounded(context.Background(), "zero", endless{}, 1<<20); !errors.Is(err, ErrUnreadable) || !strings.Contains(err.Error(), "zero: larger than 1 MiB") {
		t.Errorf("an endless input: %v", err)
	}
	data, err := ReadBounded(context.Background(), "f", io.LimitReader(endless{}, 1<<20), 1<<20)
	if err != nil || len(data) != 1<<20 {
		t.Errorf("exactly the limit must be read: %d bytes, %v", len(data), err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ReadBounded(ctx, "f", endless{}, 1<<40); !errors.Is(err, context.Canceled) || !errors.Is(err, ErrUnreadable) {
		t.Errorf("a cancelled read: %v", err)
	}
	// A read that blocks is left behind when the context ends.
	ctx, cancel = context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err = ReadBounded(ctx, "fifo", &stoppable{ctx: ctx, r: blocked{}, c: io.NopCloser(nil)}, 1<<20)
	if !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > 5*time.Second {
		t.Errorf("a blocked read: %v after %v", err, time.Since(start))
	}
}

// A fact's JSON is JSON whatever its names hold (it used Go's %q, whose
// "\x1b" JSON has not).
func TestFactJSONEscapesControlCharacters(t *testing.T) {
	for _, f := range []Fact{PairFact("a\x1b[2J", "b\a", true), CellFact(1, 2, "\x00", true), CellFact(1, 2, "\U0001F600\u009b", false)} {
		b, err := f.MarshalJSON()
		var back map[string]any
		if err != nil || json.Unmarshal(b, &back) != nil {
			t.Errorf("%#v: %s is not JSON (%v)", f, b, err)
			continue
		}
		if f.IsPair() && back["a"] != f.A || !f.IsPair() && back["value"] != f.Value {
			t.Errorf("%#v: round trip gave %v", f, back)
		}
	}
}
