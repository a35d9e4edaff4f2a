package bench

import (
	"encoding/csv"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The committed results (docs/results, written by `deduce bench all`) must
// have the shape the code of today writes: the same tables, headers and row
// keys (first column) when their records are tabulated again, the CSV files
// and plots on disk, and a section of docs/RESULTS.md per suite. Numbers are
// not compared: they are the machine's. When this fails, rerun
// `deduce bench all --out docs/results` (or scripts/results.sh).
func TestCommittedResultsShape(t *testing.T) {
	dir := filepath.Join("..", "docs", "results")
	reps, err := LoadResults(dir)
	if err != nil {
		t.Fatal(err)
	}
	if missing := suitesWithoutResults(); len(missing) > 0 {
		t.Errorf("suites that bench all does not run (add them to ResultsPlan): %v", missing)
	}
	for _, r := range ResultsPlan(0) {
		if reps[r.Suite] == nil {
			t.Errorf("no committed results for %s in %s: rerun deduce bench all --out docs/results", r.Suite, dir)
		}
	}
	page, err := os.ReadFile(filepath.Join("..", "docs", "RESULTS.md"))
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range ResultsPlan(0) {
		if h := "## " + strconv.Itoa(i+1) + ". " + r.Suite + "\n"; !strings.Contains(string(page), h) {
			t.Errorf("docs/RESULTS.md has no section %q", strings.TrimSpace(h))
		}
	}
	for name, rep := range reps {
		t.Run(name, func(t *testing.T) {
			s, err := Lookup(name)
			if err != nil {
				t.Fatalf("committed results of a suite that no longer exists: %v", err)
			}
			tables, plots, err := s.Rebuild(rep.Config, rep.Records)
			if errors.Is(err, ErrNoRebuild) {
				// Its tables need the plan (peers: which solvers were
				// installed): compare the files with the committed JSON.
				tables, plots = rep.Tables, rep.Plots
			}
			var got, want []string
			for _, tb := range tables {
				got = append(got, tb.Name)
			}
			for _, tb := range rep.Tables {
				want = append(want, tb.Name)
			}
			if !slices.Equal(got, want) {
				t.Fatalf("the code writes tables %v, committed %v", got, want)
			}
			for i, tb := range tables {
				old := rep.Tables[i]
				if !slices.Equal(tb.Header, old.Header) {
					t.Errorf("table %s: header %q, committed %q", tb.Name, tb.Header, old.Header)
				}
				if !slices.Equal(rowKeys(tb.Rows), rowKeys(old.Rows)) {
					t.Errorf("table %s: rows %q, committed %q", tb.Name, rowKeys(tb.Rows), rowKeys(old.Rows))
				}
				header, rows := tb.Header, tb.Rows
				if tb.CSVHeader != nil {
					header, rows = tb.CSVHeader, tb.CSVRows
				}
				fh, frows := readCSV(t, filepath.Join("..", "docs", "results", name, tb.Name+".csv"))
				if !slices.Equal(header, fh) {
					t.Errorf("%s.csv: header %q, the code writes %q", tb.Name, fh, header)
				}
				if !slices.Equal(rowKeys(rows), rowKeys(frows)) {
					t.Errorf("%s.csv: rows %q, the code writes %q", tb.Name, rowKeys(frows), rowKeys(rows))
				}
			}
			for _, p := range plots {
				if _, err := os.Stat(filepath.Join("..", "docs", "results", name, p.Name+".svg")); err != nil {
					t.Errorf("plot %s: %v", p.Name, err)
				}
			}
		})
	}
}

// rowKeys are the first cells of the rows: what a row is about.
func rowKeys(rows [][]string) []string {
	var keys []string
	for _, r := range rows {
		if len(r) > 0 {
			keys = append(keys, r[0])
		}
	}
	return keys
}

func readCSV(t *testing.T, path string) ([]string, [][]string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	all, err := csv.NewReader(f).ReadAll()
	if err != nil || len(all) == 0 {
		t.Fatalf("%s: %v (%d lines)", path, err, len(all))
	}
	return all[0], all[1:]
}
