package english

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// solveUnique reads, counts (must be exactly one) and checks a puzzle file.
func solveUnique(t *testing.T, path string) (*logicgrid.Puzzle, *logicgrid.Solution) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Read(path, data)
	if err != nil {
		t.Fatalf("read: %v", err)
	}
	r, err := logicgrid.Count(context.Background(), p, puzzle.SolveOptions{Limit: 2})
	if err != nil {
		t.Fatalf("count: %v", err)
	}
	if r.Count != 1 {
		t.Fatalf("%s: %d solutions, want exactly 1", path, r.Count)
	}
	s := r.Solutions[0].(*logicgrid.Solution)
	if err := logicgrid.Check(p, s); err != nil {
		t.Fatalf("check: %v", err)
	}
	return p, s
}

// The 16 ZebraLogic puzzles must solve to exactly the given solutions.
func TestZebraLogicSample(t *testing.T) {
	files, _ := filepath.Glob("testdata/zebralogic/*.txt")
	if len(files) != 16 {
		t.Fatalf("%d puzzles, want 16", len(files))
	}
	// Our own, in ZebraLogic's words: a colour shared by two attributes
	// ("red" hair, "red" favourite), "paints as a hobby", month aliases.
	own, _ := filepath.Glob("testdata/zebra-own/*.txt")
	files = append(files, own...)
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			p, s := solveUnique(t, f)
			if head, err := os.ReadFile(strings.TrimSuffix(f, ".txt") + ".header"); err == nil {
				var names []string
				for _, d := range p.Domains {
					names = append(names, d.Name)
				}
				if got := strings.Join(names, ", ") + "\n"; got != string(head) {
					t.Errorf("categories %q, the solution's header is %q", got, head)
				}
			}
			want, err := os.ReadFile(strings.TrimSuffix(f, ".txt") + ".solution")
			if err != nil {
				t.Fatal(err)
			}
			var got strings.Builder
			for e := range s.Of[0] {
				got.WriteString(strings.Join(s.Row(e), ", ") + "\n")
			}
			if got.String() != string(want) {
				t.Errorf("solution\n%s want\n%s", got.String(), want)
			}
		})
	}
}

// A name two attributes share goes to the attribute whose words the phrase
// uses, and to the other one when the first would be nonsense.
func TestZebraSharedNames(t *testing.T) {
	const head = "There are 2 houses, numbered 1 to 2 from left to right.\n" +
		" - Each person has a unique name: `Alice`, `Bob`\n" +
		" - Each mother is accompanied by their child: `Alice`, `Fred`\n\n## Clues:\n"
	cases := []struct{ why, clue, want string }{
		{"cue word child", "The person's child is named Alice is in the first house.", "Children:Alice=House:1"},
		{"no cue: the person's name", "Alice is in the first house.", "Name:Alice=House:1"},
		{"no cue, but a name cannot be Bob: the child", "Alice is Bob.", "Children:Alice=Name:Bob"},
	}
	for _, tc := range cases {
		p, err := Read("z", []byte(head+"1. "+tc.clue+"\n"))
		if err != nil {
			t.Errorf("%s: %v", tc.why, err)
			continue
		}
		c := p.Clues[0]
		got := ""
		for k, it := range c.Items {
			if k > 0 {
				got += "="
			}
			got += p.Domains[it.D].Name + ":" + p.ItemName(it)
		}
		if got != tc.want {
			t.Errorf("%s: %q read as %s, want %s", tc.why, tc.clue, got, tc.want)
		}
	}
}
