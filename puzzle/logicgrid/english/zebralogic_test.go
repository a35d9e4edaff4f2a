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
