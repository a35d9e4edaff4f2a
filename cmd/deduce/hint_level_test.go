package main

import (
	"strings"
	"testing"
)

// TestHintLevels: --level 1 says where to look and nothing more, 2 adds what
// follows, 3 (the default) is the whole step; other levels are bad options.
func TestHintLevels(t *testing.T) {
	file := "../../puzzle/magnets/testdata/e1.txt"
	_, full, _ := deduce(t, "", "hint", file)
	tests := []struct {
		why, level   string
		code         int
		want, reject string
	}{
		{"level 1 names the line, not the answer", "1", 0, "Look at ", "follows"},
		{"level 2 adds the new facts", "2", 0, "It follows: ", "Step 1"},
		{"level 3 is the whole step", "3", 0, strings.SplitN(full, "\n", 2)[0], "Look at"},
		{"level 0 is refused", "0", exitBadInput, "", ""},
		{"level 4 is refused", "4", exitBadInput, "", ""},
	}
	for _, tc := range tests {
		code, out, errOut := deduce(t, "", "hint", file, "--level", tc.level)
		if code != tc.code || !strings.Contains(out, tc.want) || (tc.reject != "" && strings.Contains(out, tc.reject)) {
			t.Errorf("%s: code %d, stdout %q, stderr %q", tc.why, code, out, errOut)
		}
	}
	code, out, _ := deduce(t, "", "hint", file, "--level", "1", "--format", "json")
	if code != 0 || strings.Contains(out, `"step"`) || !strings.Contains(out, `"text":"Look at `) {
		t.Errorf("level 1 in JSON keeps the step to itself: %d %s", code, out)
	}
}
