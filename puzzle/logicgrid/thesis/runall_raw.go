package thesis

import (
	"fmt"
	"strings"

	"deduce/puzzle"
	"deduce/sat"
)

// unitCut applies unit propagation to cnf alone, as the thesis's unit
// propagation method does before anything else, and returns the clauses
// and literals left: satisfied clauses go, false literals leave their
// clauses. (A conflict leaves the formula as it stands then.) It is
// written here, apart from package sat's methods, so the raw tables'
// counts and sat's unit_removed statistic check each other (runall test).
func unitCut(cnf sat.CNF) (clauses, literals int) {
	val := make([]int8, cnf.NumVars+1)
	value := func(l sat.Lit) int8 {
		v := val[l.Var()]
		if l < 0 {
			return -v
		}
		return v
	}
	for changed := true; changed; {
		changed = false
		for _, c := range cnf.Clauses {
			open, last := 0, sat.Lit(0)
			done := false
			for _, l := range c {
				switch value(l) {
				case 1:
					done = true
				case 0:
					open++
					last = l
				}
				if done {
					break
				}
			}
			if !done && open == 1 {
				if last > 0 {
					val[last.Var()] = 1
				} else {
					val[last.Var()] = -1
				}
				changed = true
			}
			if !done && open == 0 {
				changed = false // conflict: stop where it stands
				break
			}
		}
	}
	for _, c := range cnf.Clauses {
		left, sat := 0, false
		for _, l := range c {
			switch value(l) {
			case 1:
				sat = true
			case 0:
				left++
			}
		}
		if !sat {
			clauses++
			literals += left
		}
	}
	return clauses, literals
}

// RawTables prints the C program's per-puzzle raw tables as its run-all
// mode does (dataCollect.c): "Puzzles Stats:" (domains, objects, clues;
// clauses and literals of each encoding before and after unit propagation;
// the five backtrackers' maximum guess depth per encoding), then
// "Puzzles Solved" and "Times" for the small and the big encoding, one
// column per method 1-9 (1 Valentine & Davis, 2-9 the eight SAT methods).
// Solved cells are 1 or 0, II when the run was stopped (time limit or
// error) and XX where Valentine & Davis does not handle a clue type (and
// for it in the big-encoding table, which it does not use); times are in
// ms, ">LIMITms" past the per-run limit.
func (r *RunAllReport) RawTables(perRunMS float64) string {
	var b strings.Builder
	tab := func(cells ...any) {
		for _, c := range cells {
			fmt.Fprintf(&b, "%v\t", c)
		}
		b.WriteString("\n")
	}
	b.WriteString("Puzzles Stats:\n")
	b.WriteString("puzzle\tdomains\tobjects\tclues\tclauS\ttlitS\tclauSC\tlitSC\tclauB\tlitB\tclauBC\tlitBC\t1S\t2S\t3S\t4S\t5S\t1B\t2B\t3B\t4B\t5B\n")
	for i, p := range r.Puzzles {
		row := []any{i + 1, p.M, p.N, p.Clues}
		for enc := 0; enc < 2; enc++ {
			row = append(row, p.Clauses[enc], p.Literals[enc], p.CutClauses[enc], p.CutLiterals[enc])
		}
		for enc := 0; enc < 2; enc++ {
			for a := 8 + enc; a <= 17; a += 2 {
				row = append(row, int(p.Runs[a].MaxDepth))
			}
		}
		tab(row...)
	}
	// methodRun is method k (1-9) of the thesis's table in encoding enc.
	methodRun := func(p PuzzleRun, k, enc int) (RunOutcome, bool) {
		if k == 1 {
			return p.Runs[1], enc == 0
		}
		return p.Runs[2*(k-1)+enc], true
	}
	header := func(title string) {
		b.WriteString("\n" + title + "\nmethod\t")
		for k := 1; k <= 9; k++ {
			fmt.Fprintf(&b, "%d\t", k)
		}
		b.WriteString("\n")
	}
	for enc, name := range []string{"small", "big"} {
		header("Puzzles Solved, " + name + " encode:")
		for i, p := range r.Puzzles {
			row := []any{i + 1}
			for k := 1; k <= 9; k++ {
				o, used := methodRun(p, k, enc)
				switch {
				case !used || o.Unhandled:
					row = append(row, "XX")
				case o.TimedOut || o.Err != "":
					row = append(row, "II")
				case o.Status == puzzle.Solved:
					row = append(row, 1)
				default:
					row = append(row, 0)
				}
			}
			tab(row...)
		}
	}
	for enc, name := range []string{"small", "big"} {
		header("Times, " + name + " encode:")
		for i, p := range r.Puzzles {
			row := []any{i + 1}
			for k := 1; k <= 9; k++ {
				o, used := methodRun(p, k, enc)
				switch {
				case !used:
					row = append(row, "XX")
				case o.TimedOut:
					row = append(row, fmt.Sprintf(">%.0fms", perRunMS))
				default:
					row = append(row, fmt.Sprintf("%f", o.TimeMS))
				}
			}
			tab(row...)
		}
	}
	return b.String()
}
