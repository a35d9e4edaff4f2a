package main

import (
	"strings"
	"sync"
	"testing"

	"deduce/internal/tui/toykind"
	"deduce/puzzle"
)

var registerToy sync.Once

// TestToyKindGetsTheCLI follows docs/ARCHITECTURE.md's "How to add a kind":
// the toy kind (internal/tui/toykind), written in its own directory and
// registered here as a program would register it (puzzle.Register, which
// puzzle/allkinds does for the shipped kinds), gets the command line's
// commands and the peers bench with no edit
// anywhere else: every command finds it through the registry. Before the
// registration the same commands refuse the file, so the test cannot pass
// by accident.
func TestToyKindGetsTheCLI(t *testing.T) {
	file := writeFile(t, toykind.Start)
	registerToy.Do(func() {
		// The first run in this process: before the registration the
		// command line must not know the kind.
		if code, _, errOut := deduce(t, "", "solve", "--kind", "toy", file); code == 0 {
			t.Fatalf("solve --kind toy before the toy kind is registered: code 0 (%s); the test proves nothing", errOut)
		}
		puzzle.Register(toykind.Kind{})
	})

	cases := []struct {
		why    string
		args   []string
		code   int
		stdout []string // each must appear
	}{
		{"kinds lists it with its method table", []string{"kinds", "toy"}, 0, []string{"toy: 3x3 Latin square", "brute (default)"}},
		{"solve finds and checks its solution", []string{"solve", "--format", "json", file}, 0, []string{`"kind":"toy"`, `"status":"solved"`}},
		{"count proves it unique", []string{"count", file}, 0, []string{"1 solution"}},
		{"generate makes a proven-unique puzzle from a seed", []string{"generate", "toy", "--seed", "1"}, 0, []string{"toy (seed 1", "unique (proven)"}},
		{"generate draws its board as SVG from its layout (it has no drawing code)", []string{"generate", "toy", "--seed", "1", "--format", "svg", "--solution"}, 0, []string{"<svg", ">c1<", ">r3<", "Toy legend"}},
		{"hint gives the next step", []string{"hint", file}, 0, []string{"Step 1", "(1,3)=C"}},
		{"bench peers runs it at --sizes", []string{"bench", "peers", "--kinds", "toy", "--peers", "minisat", "--sizes", "3", "-n", "1"}, 0, []string{"### toy: runs per solver", "| deduce | 1 | 1 | 1 | 0 | 0 | 0 |"}},
		{"bench peers runs it with no flags but the kind: no peer profile, the generator's default size", []string{"bench", "peers", "--kinds", "toy", "--peers", "minisat", "-n", "1"}, 0, []string{"### toy: runs per solver", "| deduce | 1 | 1 | 1 | 0 | 0 | 0 |"}},
	}
	for _, c := range cases {
		code, out, errOut := deduce(t, "", c.args...)
		if code != c.code {
			t.Errorf("%s: deduce %s: code %d, want %d\nstdout: %.600s\nstderr: %.600s", c.why, strings.Join(c.args, " "), code, c.code, out, errOut)
			continue
		}
		for _, s := range c.stdout {
			if !strings.Contains(strings.ReplaceAll(out, ": ", ":"), s) && !strings.Contains(out, s) {
				t.Errorf("%s: deduce %s: stdout lacks %q:\n%.800s", c.why, strings.Join(c.args, " "), s, out)
			}
		}
	}
}
