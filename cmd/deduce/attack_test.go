package main

import (
	"fmt"
	"strings"
	"testing"
)

// Found by the issue-28 campaign (campaign_long_test.go): the logicgrid
// subcommands made their work context after reading and encoding, so
// --timeout and --max-memory did not hold while encoding (nor --max-memory
// while reading). `logicgrid cnf` of 2 domains of 400 items
// (m³n³ = 5·10^8 clauses) ran past 30 s under --timeout 1s.

func TestLogicgridCNFStopsWithTimeout(t *testing.T) {
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
	path := writeFile(t, b.String()) // 0.2 to 1.7 million base clauses
	// Each encoding's base loops watch the context (extended-c had no check
	// at all: 2x400 took 49 s and 5.3 GB under --timeout 1s).
	for _, enc := range []string{"small", "extended", "small-c", "extended-c"} {
		code, stdout, stderr := deduce(t, "", "--timeout", "1ms", "logicgrid", "cnf", "--encoding", enc, path)
		if code != exitUndecided || !strings.Contains(stderr, "timeout") || len(stdout) > 1<<20 {
			t.Errorf("logicgrid cnf --encoding %s under --timeout 1ms: exit %d, %d bytes out, stderr %q; want 3, a timeout, not the whole encoding", enc, code, len(stdout), stderr)
		}
	}
}
