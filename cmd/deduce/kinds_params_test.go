package main

import (
	"strings"
	"testing"
)

// deduce kinds KIND lists what the kind declares beyond its methods: its
// generator parameters and its own formats (none for a kind declaring none).
func TestKindsListsParamsAndFormats(t *testing.T) {
	for _, c := range []struct {
		kind       string
		has, hasnt []string
	}{
		{"logicgrid", []string{"generator parameters", "  --domains", "  --zebralogic", "formats (generate --format, convert --to):", "  english ", "  thesis "}, nil},
		{"magnets", []string{"  --blank"}, []string{"formats (", "--domains"}},
		{"closefar", nil, []string{"generator parameters", "formats ("}},
	} {
		code, out, stderr := deduce(t, "", "kinds", c.kind)
		if code != exitOK {
			t.Fatalf("kinds %s: %d %s", c.kind, code, stderr)
		}
		for _, want := range c.has {
			if !strings.Contains(out, want) {
				t.Errorf("kinds %s lacks %q:\n%s", c.kind, want, out)
			}
		}
		for _, not := range c.hasnt {
			if strings.Contains(out, not) {
				t.Errorf("kinds %s shows %q, which it does not declare:\n%s", c.kind, not, out)
			}
		}
	}
}
