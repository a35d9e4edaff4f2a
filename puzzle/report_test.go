package puzzle

import (
	"bytes"
	"testing"

	"deduce/internal/golden"
)

// TestReportJSONContract pins the exact JSON of the README's contract: field
// names, which fields appear when, and their order. Scripts rely on it.
func TestReportJSONContract(t *testing.T) {
	solve := NewReport("magnets", Result{Status: Solved, Method: "cdcl",
		Solutions: []Solution{gridSol{"+-x", "-+x"}}, Stats: Stats{"time_ms": 0.41, "backtracks": 0}})
	unsat := NewReport("closefar", Result{Status: Unsatisfiable, Method: "fd", Stats: Stats{"time_ms": 1}})
	count := NewReport("magnets", Result{Status: Solved, Counted: true, Count: 1000, Complete: false, Method: "cdcl"})
	rows := NewReport("logicgrid", Result{Status: Solved, Method: "backtrack",
		Solutions: []Solution{rowsSol{{"Smith", "red", "teacher"}, {"Jones", "blue", "baker"}}}})
	gen := Report{Kind: "magnets", Puzzle: "magnets 2\new\new\n", ID: "2x2:11,11,11,11,LRLR",
		Difficulty: "easy", Unique: Ptr(true), Seed: Ptr(int64(42))}
	check := Report{Kind: "closefar", File: "f.txt", Valid: Ptr(false), Error: "row 2 has three C"}

	var buf bytes.Buffer
	for _, r := range []Report{solve, unsat, count, rows, gen, check} {
		line, err := r.JSONLine()
		if err != nil {
			t.Fatal(err)
		}
		buf.Write(line)
		buf.WriteByte('\n')
	}
	golden.Check(t, "report.jsonl", buf.Bytes())
}

type gridSol []string

func (g gridSol) JSON() any { return GridJSON{Grid: g} }

type rowsSol [][]string

func (r rowsSol) JSON() any { return RowsJSON{Rows: r} }
