package closefar

import (
	"context"
	"math/rand/v2"
	"testing"

	"deduce/puzzle"
	"deduce/sat"
)

// TestMethodsAgree counts random 6×6 puzzles (solvable ones, and ones with a
// hint flipped, often unsatisfiable) with the fast method, the report's
// model, the table model and CDCL on both encodings: the counts must agree,
// and every solution passes the checker (CountChecked).
func TestMethodsAgree(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(1, 2))
	type variant struct{ method, encoding, label string }
	variants := []variant{
		{"lines", "", ""}, {"report", "", ""}, {"report", "", "ff,step"}, {"fd", "", ""},
		{"cdcl", "small", ""}, {"cdcl", "extended", ""},
	}
	const limit = 500
	for i := 0; i < 200; i++ {
		p := randomPuzzle(t, 6, 3+rng.IntN(6), i%4 == 3, rng)
		want := -1
		for _, v := range variants {
			r, err := puzzle.CountChecked(ctx, Kind{}, p, puzzle.SolveOptions{Method: v.method, Encoding: v.encoding, Label: v.label, Limit: limit})
			if err != nil {
				t.Fatalf("puzzle %d, %v: %v", i, v, err)
			}
			if want < 0 {
				want = r.Count
			}
			if r.Count != want {
				t.Fatalf("puzzle %d:\n%s%v counts %d, lines %d", i, format(p, nil), v, r.Count, want)
			}
		}
	}
}

// TestThesisMethodsAgree: every SAT method, on both encodings, agrees with
// the fast method on fewer puzzles (the search methods are slow to count);
// incomplete methods may answer unknown but never a wrong count.
func TestThesisMethodsAgree(t *testing.T) {
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 6; i++ {
		p := randomPuzzle(t, 6, 8+rng.IntN(4), i%3 == 2, rng)
		want, err := countUpTo(ctx, p, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range sat.Methods() {
			for _, enc := range []string{EncodingSmall, EncodingExtended} {
				r, err := puzzle.CountChecked(ctx, Kind{}, p, puzzle.SolveOptions{Method: m.Name, Encoding: enc, Limit: 50})
				if err != nil {
					t.Fatalf("puzzle %d %s/%s: %v", i, m.Name, enc, err)
				}
				if !m.Complete && r.Status == puzzle.Unknown {
					continue
				}
				if r.Count != min(len(want), 50) {
					t.Fatalf("puzzle %d %s/%s: count %d, lines %d", i, m.Name, enc, r.Count, len(want))
				}
			}
		}
	}
}

// TestReportModelLabelings: the report's model gives the same count under
// every labeling option of Tables I and II.
func TestReportModelLabelings(t *testing.T) {
	p := loadFile(t, "testdata/bench/c06_00.txt")
	want, _ := countUpTo(context.Background(), p, 0, nil)
	for _, label := range []string{"leftmost", "min", "max", "ff", "anti_first_fail", "occurrence", "ffc", "max_regret",
		"step", "enum", "bisect", "median", "middle", "ff,median,down", "random(7)"} {
		r, err := puzzle.CountChecked(context.Background(), Kind{}, p, puzzle.SolveOptions{Method: "report", Label: label})
		if err != nil || r.Count != len(want) || !r.Complete {
			t.Errorf("label %s: count %d complete %v err %v, want %d", label, r.Count, r.Complete, err, len(want))
		}
	}
	if _, err := (Kind{}).Solve(context.Background(), p, puzzle.SolveOptions{Method: "report", Label: "fastest"}); err == nil || !puzzle.IsInputError(err) {
		t.Errorf("bad label: got %v, want an input error", err)
	}
}
