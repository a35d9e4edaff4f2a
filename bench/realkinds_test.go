package bench

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	_ "deduce/puzzle/closefar"
	_ "deduce/puzzle/logicgrid"
	_ "deduce/puzzle/magnets"
)

// The suites on the real kinds, in tiny configurations. Every kind and method
// a suite needs must be registered: a missing one fails the test, naming it.

func needKind(t *testing.T, kind string, methods ...string) {
	t.Helper()
	if _, err := requireKind(kind, methods...); err != nil {
		t.Fatalf("a suite needs it: %v", err)
	}
}

func runReal(t *testing.T, suite string, cfg Config, limit time.Duration) *Report {
	t.Helper()
	rep, err := Run(context.Background(), suite, cfg, RunOptions{Workers: 2, Timeout: limit})
	if err != nil {
		t.Fatalf("%s: %v", suite, err)
	}
	for _, r := range rep.Records {
		if r.Status == StatusError {
			t.Errorf("%s: %s on %s: %s", suite, r.Series, r.Instance, r.Err)
		}
	}
	return rep
}

func TestRealMagnetsTable1(t *testing.T) {
	needKind(t, "magnets", "report")
	rep := runReal(t, "magnets-table1", Config{Sizes: []int{2, 4}, N: 2}, 10*time.Second)
	tb := tableNamed(t, rep, "table1")
	checkShape(t, tb, 4, 12)
	for _, row := range tb.Rows {
		if row[3] != "2" {
			t.Errorf("every generated puzzle has a solution (the generator plants one): %v", row)
		}
	}
	checkOutDir(t, rep)
}

func TestRealMagnetsOptions(t *testing.T) {
	needKind(t, "magnets", "report")
	rep := runReal(t, "magnets-options", Config{Sizes: []int{4}, N: 2}, 10*time.Second)
	checkShape(t, tableNamed(t, rep, "options"), 4, 15)
	checkOutDir(t, rep)
}

func TestRealClosefarHeuristics(t *testing.T) {
	needKind(t, "closefar", "report")
	rep := runReal(t, "closefar-heuristics", Config{Sizes: []int{6, 7}, N: 1}, time.Second)
	checkShape(t, tableNamed(t, rep, "table1"), 2, 9)
	checkShape(t, tableNamed(t, rep, "table2"), 2, 6)
	checkShape(t, tableNamed(t, rep, "table3"), 1, 6)
	checkOutDir(t, rep)
}

func TestRealLogicgridThesis(t *testing.T) {
	needKind(t, "logicgrid", "vd", "unit", "failed-literal", "binary-failed-literal", "backtrack",
		"first-nonhorn", "first-non2sat", "best-nonhorn", "best-non2sat")
	rep := runReal(t, "logicgrid-thesis", Config{Dir: filepath.Join("testdata", "logicgrid"), Sizes: []int{3}, N: 1}, 10*time.Second)
	checkShape(t, tableNamed(t, rep, "table6-1"), 2, 6)
	t62 := tableNamed(t, rep, "table6-2")
	checkShape(t, t62, 4, 5)
	checkShape(t, tableNamed(t, rep, "table6-4"), 4, 6)
	if len(rep.Records) != 3*17 {
		t.Errorf("%d runs, want 17 algorithms × 3 puzzles", len(rep.Records))
	}
	// The complete backtrackers solve every puzzle.
	for _, r := range rep.Records {
		if strings.Contains(r.Series, "backtrack") && r.Status != StatusSolved {
			t.Errorf("%s on %s: %s", r.Series, r.Instance, r.Status)
		}
	}
	checkOutDir(t, rep)
}

func TestRealPeers(t *testing.T) {
	for _, kind := range []string{"magnets", "closefar"} {
		t.Run(kind, func(t *testing.T) {
			needKind(t, kind, "report")
			rep := runReal(t, "peers", Config{Kinds: []string{kind}, Sizes: []int{6}, N: 1}, 20*time.Second)
			tb := tableNamed(t, rep, "peers-"+kind)
			checkShape(t, tb, 1, 1+2+len(Peers()))
			for _, n := range tb.Notes {
				if strings.HasPrefix(n, "DISAGREEMENT") {
					t.Error(n)
				}
			}
			// Installed peers that print a grid are verified by the kind's Check.
			for _, r := range rep.Records {
				if (r.Solver == "gecode" || r.Solver == "swipl") && r.Status == StatusSolved && !r.Verified {
					t.Errorf("%s answered %s but its grid was not verified", r.Solver, r.Instance)
				}
			}
			checkOutDir(t, rep)
		})
	}
}
