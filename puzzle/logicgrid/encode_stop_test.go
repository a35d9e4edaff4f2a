package logicgrid

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"testing"
)

// TestEncodeContextStopsEveryBase: each encoding's base loops watch the
// context, also with two domains (one pair of domains: the extended base
// checked only between pairs, the small and the C program's bases never;
// 2 domains of 400 items took 49 s and 5.3 GB under --timeout 1s). With a
// context already ended, no base builds its clauses.
func TestEncodeContextStopsEveryBase(t *testing.T) {
	var b strings.Builder
	b.WriteString("8\nA")
	for i := range 60 {
		fmt.Fprintf(&b, ":a%d", i)
	}
	b.WriteString("\nB")
	for i := range 60 {
		fmt.Fprintf(&b, ":b%d", i)
	}
	b.WriteString("\nClues:\n")
	p, err := Parse("t", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, enc := range []Encoding{Small, Extended, SmallC, ExtendedC} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		_, err := EncodeContext(ctx, p, enc)
		runtime.ReadMemStats(&after)
		if err == nil {
			t.Errorf("%v: no error from an ended context", enc)
		}
		if got := after.TotalAlloc - before.TotalAlloc; got > 1<<20 {
			t.Errorf("%v: an ended context still built %d KiB of clauses (the whole base is about 10 MiB)", enc, got>>10)
		}
	}
}
