package main

import (
	"strings"
	"testing"
)

// What generate prints by default is a picture for people; a newcomer who
// saves it and hands it to solve or print is told how to get a file the
// commands read (each kind complained about its header instead, and logic
// grids said `unknown puzzle kind "logicgrid"; did you mean "logicgrid"?`).
func TestGeneratePictureIsExplained(t *testing.T) {
	for _, kind := range []string{"magnets", "closefar", "logicgrid"} {
		code, picture, stderr := deduce(t, "", "generate", kind, "--seed", "3")
		if code != exitOK {
			t.Fatalf("generate %s: exit %d, %s", kind, code, stderr)
		}
		path := writeFile(t, picture)
		for _, cmd := range []string{"solve", "print"} {
			args := []string{cmd, path}
			if cmd == "print" {
				args = append(args, "-o", t.TempDir()+"/book.pdf")
			}
			code, _, stderr := deduce(t, "", args...)
			if code != exitBadInput || !strings.Contains(stderr, path+":1:1: this is the picture 'deduce generate' draws") || !strings.Contains(stderr, "--format native") {
				t.Errorf("%s of generate %s's picture: exit %d, %q", cmd, kind, code, stderr)
			}
		}
		// The native format reads back.
		code, native, _ := deduce(t, "", "generate", kind, "--seed", "3", "--format", "native")
		if code != exitOK {
			t.Fatalf("generate %s --format native: exit %d", kind, code)
		}
		if code, _, stderr := deduce(t, "", "solve", writeFile(t, native)); code != exitOK {
			t.Errorf("solve of generate %s --format native: exit %d, %s", kind, code, stderr)
		}
	}
}
