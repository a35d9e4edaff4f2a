package main

import (
	"os"
	"strings"
	"testing"
	"unicode/utf8"
)

// The suite's expectations (Unicode boards) must not depend on the locale
// of the machine that runs it.
func init() { os.Setenv("LC_ALL", "C.UTF-8") }

func TestUTF8Locale(t *testing.T) {
	cases := []struct {
		env  map[string]string
		want bool
		why  string
	}{
		{nil, true, "nothing set: Unicode (--ascii for old terminals)"},
		{map[string]string{"LANG": "en_US.UTF-8"}, true, "the usual UTF-8 locale"},
		{map[string]string{"LANG": "de_DE.utf8"}, true, "glibc's spelling"},
		{map[string]string{"LANG": "C"}, false, "the C locale is ASCII"},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_ALL": "POSIX"}, false, "LC_ALL wins over LANG"},
		{map[string]string{"LANG": "C", "LC_CTYPE": "C.UTF-8"}, true, "LC_CTYPE wins over LANG"},
		{map[string]string{"LANG": "en_GB.ISO-8859-1"}, false, "another charset"},
	}
	for _, c := range cases {
		if got := utf8Locale(func(k string) string { return c.env[k] }); got != c.want {
			t.Errorf("%s: utf8Locale(%v) = %v", c.why, c.env, got)
		}
	}
}

// --ascii leaves no byte above 127 in any kind's board or explanation, and
// changes nothing else (same lines, same widths for the drawings).
func TestASCIIEverywhere(t *testing.T) {
	inputs := []string{"../../puzzle/magnets/testdata/e1.txt", "../../puzzle/closefar/testdata/fig1.txt", "../../puzzle/logicgrid/testdata/thesis_sample.txt"}
	for _, cmd := range []string{"solve", "explain", "render"} {
		for _, in := range inputs {
			code, uni, _ := deduce(t, "", cmd, in)
			code2, plain, _ := deduce(t, "", cmd, "--ascii", in)
			if code != code2 {
				t.Errorf("%s %s: exit %d with --ascii, %d without", cmd, in, code2, code)
			}
			for i := 0; i < len(plain); i++ {
				if plain[i] > 127 {
					t.Errorf("%s --ascii %s: non-ASCII %q in\n%s", cmd, in, plain[i:min(len(plain), i+8)], plain)
					break
				}
			}
			if cmd == "solve" || cmd == "render" {
				ul, pl := strings.Split(uni, "\n"), strings.Split(plain, "\n")
				for i := range min(len(ul), len(pl)) {
					if utf8.RuneCountInString(ul[i]) != len(pl[i]) {
						t.Errorf("%s %s line %d: %q is not as wide as %q", cmd, in, i+1, pl[i], ul[i])
					}
				}
			}
		}
	}
	// The locale alone switches, and --ascii=false overrides it.
	t.Setenv("LC_ALL", "C")
	if _, out, _ := deduce(t, "", "solve", inputs[0]); strings.ContainsRune(out, '│') {
		t.Errorf("LC_ALL=C still draws Unicode:\n%s", out)
	}
	if _, out, _ := deduce(t, "", "solve", "--ascii=false", inputs[0]); !strings.ContainsRune(out, '│') {
		t.Errorf("--ascii=false under LC_ALL=C does not draw Unicode:\n%s", out)
	}
}
