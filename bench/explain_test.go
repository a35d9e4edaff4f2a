package bench

import (
	"context"
	"errors"
	"math"
	"slices"
	"testing"
	"time"

	"deduce/puzzle"
)

// The explain suite on the real kinds, tiny: one puzzle of a small set of
// each kind (logic grids 4x4, Magnets and Close or Far 6x6), every
// explanation and hint checked.
func TestRealExplain(t *testing.T) {
	rep := runReal(t, "explain", Config{Kinds: []string{"magnets", "closefar"}, Sizes: []int{6}, N: 1}, 30*time.Second)
	lg := runReal(t, "explain", Config{Kinds: []string{"logicgrid"}, Sizes: []int{4}, N: 1}, 30*time.Second)
	rep.Records = append(rep.Records, lg.Records...)
	rep.Tables, rep.Plots = buildExplain(rep.Config, rep.Records)
	tb := tableNamed(t, rep, "explain")
	// closefar 6x6, magnets 6x6 tricky, logicgrid 4x4: one row each.
	checkShape(t, tb, 3, 22)
	if len(tb.CSVHeader) != len(tb.Header) || len(tb.CSVRows) != len(tb.Rows) {
		t.Errorf("the CSV form has %d columns × %d rows, the display %d × %d", len(tb.CSVHeader), len(tb.CSVRows), len(tb.Header), len(tb.Rows))
	}
	var explains, hints int
	for _, r := range rep.Records {
		switch {
		case r.Method == "hint":
			hints++
		default:
			explains++
			// A solved explanation passed ExplainChecked, so it is verified.
			if r.Status == StatusSolved && !r.Verified {
				t.Errorf("%s: solved but not verified", r.Instance)
			}
			if r.Status == StatusSolved && r.Stats["steps"] < 1 {
				t.Errorf("%s: solved in %v steps", r.Instance, r.Stats["steps"])
			}
		}
	}
	if explains != 3 || hints != 3*hintPositions {
		t.Errorf("%d explanations and %d hints, want 3 and %d", explains, hints, 3*hintPositions)
	}
	if len(rep.Plots) != 1 || rep.Plots[0].Cats == nil || len(rep.Plots[0].Cats.Categories) != 3 {
		t.Errorf("want one category plot over the 3 sets: %+v", rep.Plots)
	}
	checkOutDir(t, rep)
}

// Hint positions are a seeded subset of the solution's facts: the same
// seed and index give the same position, never the whole solution.
func TestHintState(t *testing.T) {
	var facts []puzzle.Fact
	for i := range 20 {
		facts = append(facts, puzzle.CellFact(1+i/5, 1+i%5, "+", false))
	}
	for j := range 50 {
		a, b := hintState(facts, 7, j), hintState(facts, 7, j)
		if !slices.Equal(a, b) {
			t.Fatalf("position %d differs between two draws with the same seed", j)
		}
		if len(a) >= len(facts) {
			t.Errorf("position %d holds every fact: nothing left to hint", j)
		}
		for _, f := range a {
			if !slices.Contains(facts, f) {
				t.Errorf("position %d holds %s, not a solution fact", j, f)
			}
		}
	}
	if hintState(nil, 1, 0) != nil {
		t.Error("no facts, no position")
	}
}

func TestQuantileAndPass(t *testing.T) {
	inf := math.Inf(1)
	tests := []struct {
		name   string
		sorted []float64
		q      float64
		want   float64
	}{
		{"median of odd count is the middle", []float64{1, 2, 3}, 0.5, 2},
		{"p90 of ten is the ninth (nearest rank)", []float64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 0.9, 9},
		{"p90 of one run is that run", []float64{4}, 0.9, 4},
		{"a timeout ranks last and shows in p90", []float64{1, 2, inf}, 0.9, inf},
	}
	for _, tc := range tests {
		if got := quantile(tc.sorted, tc.q); got != tc.want {
			t.Errorf("%s: quantile = %v, want %v", tc.name, got, tc.want)
		}
	}
	if !math.IsNaN(quantile(nil, 0.5)) {
		t.Error("no runs: NaN, never 0")
	}
	passes := []struct {
		name           string
		median, target float64
		errs           int
		want           string
	}{
		{"below target passes", 10, 100, 0, "pass"},
		{"at target fails (the target is strict)", 100, 100, 0, "FAIL"},
		{"errors fail whatever the time", 1, 100, 2, "FAIL (2 errors)"},
		{"a timed-out median fails", inf, 100, 0, "FAIL"},
		{"no target, no verdict", 10, 0, 0, ""},
		{"nothing finished, no verdict", math.NaN(), 100, 0, "—"},
	}
	for _, tc := range passes {
		if got := passCell(tc.median, tc.target, tc.errs); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// A kind that cannot explain is refused by name, never measured as zero.
func TestExplainNeedsExplainer(t *testing.T) {
	_, err := Run(context.Background(), "explain", Config{Kind: fakeName}, RunOptions{Workers: 1, Timeout: time.Second})
	if err == nil {
		t.Fatal("the fake kind has no Explainer: want an error")
	}
	if errors.Is(err, ErrInterrupted) {
		t.Fatalf("want a planning error, got %v", err)
	}
}
