package thesis

import (
	"context"
	"deduce/puzzle/logicgrid"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"deduce/puzzle"
)

// TestUnitCutAgreesWithSat: the raw tables' clauses-after-unit-propagation
// (unitCut, written apart) equal the clauses less package sat's
// unit_removed_clauses, on every bundled puzzle in both encodings.
func TestUnitCutAgreesWithSat(t *testing.T) {
	files, _ := filepath.Glob("../testdata/zebralogic/*.txt")
	files = append(files, "../testdata/zebra.txt", "../testdata/thesis_sample.txt")
	for _, f := range files {
		p := load(t, f)
		for _, enc := range []logicgrid.Encoding{logicgrid.Small, logicgrid.Extended} {
			cnf := logicgrid.Encode(p, enc).CNF
			cut, _ := unitCut(cnf)
			r, err := logicgrid.Solve(context.Background(), p, puzzle.SolveOptions{Method: "unit", Encoding: enc.String()})
			if err != nil {
				t.Fatal(err)
			}
			if want := len(cnf.Clauses) - int(r.Stats["unit_removed_clauses"]); cut != want {
				t.Errorf("%s %s: unitCut leaves %d clauses, sat's unit propagation %d", f, enc, cut, want)
			}
		}
	}
}

// TestRawTables: runall's raw tables have the C program's sections, one
// row per puzzle, 22 stats columns, and a solved or timing cell for each
// of the nine methods.
func TestRawTables(t *testing.T) {
	dir := t.TempDir()
	for i, f := range []string{"../testdata/thesis_sample.txt", "../testdata/zebra.txt"} {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "puzzle"+string(rune('1'+i))+".txt"), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	rep, err := RunAll(context.Background(), dir, 20*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	out := rep.RawTables(20000)
	sections := strings.Split(out, "\n\n")
	titles := []string{"Puzzles Stats:", "Puzzles Solved, small encode:", "Puzzles Solved, big encode:", "Times, small encode:", "Times, big encode:"}
	if len(sections) != len(titles) {
		t.Fatalf("%d sections, want %d:\n%s", len(sections), len(titles), out)
	}
	for i, sec := range sections {
		lines := strings.Split(strings.Trim(sec, "\n"), "\n")
		if lines[0] != titles[i] || len(lines) != 4 {
			t.Fatalf("section %d: %q with %d lines, want %q with header and 2 rows", i, lines[0], len(lines), titles[i])
		}
		cols := 10
		if i == 0 {
			cols = 22
		}
		for _, row := range lines[1:] {
			if n := len(strings.Split(strings.TrimRight(row, "\t"), "\t")); n != cols {
				t.Errorf("%s: row %q has %d cells, want %d", titles[i], row, n, cols)
			}
		}
	}
	// Zebra: Valentine & Davis does not handle its clue types.
	if !strings.Contains(sections[1], "\n2\tXX\t") {
		t.Errorf("the Zebra puzzle's VD cell is not XX:\n%s", sections[1])
	}
}

func load(t testing.TB, path string) *logicgrid.Puzzle {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p, err := logicgrid.Parse(filepath.Base(path), data)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
