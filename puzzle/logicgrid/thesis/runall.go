package thesis

import (
	"context"
	"deduce/puzzle/logicgrid"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"deduce/puzzle"
)

// RunOutcome is one algorithm's run on one puzzle in RunAll.
type RunOutcome struct {
	Algorithm int // thesis number 1-17
	Status    puzzle.Status
	TimeMS    float64 // solving time, encoding excluded (as the thesis timed it)
	MaxDepth  float64 // most guesses held at once (backtrackers)
	Err       string  // a method not available, ...
	TimedOut  bool    // the per-run limit stopped it (TimeMS is then the limit)
	Unhandled bool    // Valentine & Davis met a clue type it does not handle
}

// PuzzleRun is every algorithm's run on one puzzle file.
type PuzzleRun struct {
	File        string
	M, N, Clues int
	Clauses     [2]int     // per encoding (Small, Extended)
	UnitRemoved [2]float64 // share of clauses unit propagation removes, per encoding
	// Literals, and the clauses and literals left after unit propagation
	// (unitCut), per encoding: the C program's "Puzzles Stats" columns
	// tlitS, clauSC, litSC (and B for the big encoding).
	Literals, CutClauses, CutLiterals [2]int
	Runs                              [18]RunOutcome
}

// RunAllReport is the result of the thesis's "run all" mode.
type RunAllReport struct{ Puzzles []PuzzleRun }

// RunAll runs algorithms 1-17 on DIR/puzzle1.txt, puzzle2.txt, ... until a
// file is missing. Each run gets at most perRun (the thesis stopped its
// backtrackers after 2 minutes); 0 means no limit.
func RunAll(ctx context.Context, dir string, perRun time.Duration) (*RunAllReport, error) {
	rep := &RunAllReport{}
	for i := 1; ; i++ {
		path := filepath.Join(dir, fmt.Sprintf("puzzle%d.txt", i))
		data, err := os.ReadFile(path)
		if errors.Is(err, fs.ErrNotExist) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%w: %v", puzzle.ErrUnreadable, err)
		}
		p, err := logicgrid.Parse(path, data)
		if err != nil {
			return nil, err
		}
		pr, err := runOne(ctx, p, path, perRun)
		if err != nil {
			return nil, err
		}
		rep.Puzzles = append(rep.Puzzles, pr)
	}
	if len(rep.Puzzles) == 0 {
		return nil, fmt.Errorf("%w: no puzzle1.txt in %s", puzzle.ErrUnreadable, dir)
	}
	return rep, nil
}

func runOne(ctx context.Context, p *logicgrid.Puzzle, path string, perRun time.Duration) (PuzzleRun, error) {
	pr := PuzzleRun{File: path, M: p.M(), N: p.N(), Clues: len(p.Clues)}
	for enc := logicgrid.Small; enc <= logicgrid.Extended; enc++ {
		cnf := logicgrid.Encode(p, enc).CNF
		pr.Clauses[enc] = len(cnf.Clauses)
		for _, c := range cnf.Clauses {
			pr.Literals[enc] += len(c)
		}
		pr.CutClauses[enc], pr.CutLiterals[enc] = unitCut(cnf)
	}
	for a := 1; a <= 17; a++ {
		if err := ctx.Err(); err != nil {
			return pr, err
		}
		rctx, cancel := ctx, context.CancelFunc(func() {})
		if perRun > 0 {
			rctx, cancel = context.WithTimeout(ctx, perRun)
		}
		pl := logicgrid.ThesisPlan(a)
		r, err := logicgrid.SolvePlan(rctx, p, pl)
		cancel()
		out := RunOutcome{Algorithm: a, Status: r.Status}
		if err != nil {
			if ctx.Err() != nil {
				return pr, ctx.Err()
			}
			out.Status = puzzle.Unknown
			if errors.Is(err, context.DeadlineExceeded) {
				out.TimedOut = true
			} else {
				out.Err = err.Error()
			}
		}
		if len(r.Solutions) > 0 {
			if err := logicgrid.Check(p, r.Solutions[0].(*logicgrid.Solution)); err != nil {
				return pr, fmt.Errorf("%s: algorithm %d: %w: %v", path, a, puzzle.ErrWrongAnswer, err)
			}
		}
		out.TimeMS = r.Stats["solve_ms"]
		if pl.Method == "vd" {
			out.TimeMS = r.Stats["time_ms"]
		}
		if out.TimedOut {
			out.TimeMS = float64(perRun.Microseconds()) / 1000
		}
		out.MaxDepth = r.Stats["max_depth"]
		out.Unhandled = r.Stats["unhandled_clues"] > 0
		if pl.Method == "unit" {
			pr.UnitRemoved[pl.Encoding] = r.Stats[puzzle.StatUnitRemoved]
		}
		pr.Runs[a] = out
	}
	return pr, nil
}

// Tables prints the per-puzzle summary and the thesis's tables 6.1-6.4.
func (r *RunAllReport) Tables() string {
	var b strings.Builder
	np := float64(len(r.Puzzles))
	encNames := [2]string{"Small", "Extended"}
	fmt.Fprintf(&b, "Puzzles:\npuzzle\tdomains\tobjects\tclues\tclauS\tclauB")
	for a := 1; a <= 17; a++ {
		fmt.Fprintf(&b, "\t%d", a)
	}
	b.WriteString("\n")
	for i, p := range r.Puzzles {
		fmt.Fprintf(&b, "%d\t%d\t%d\t%d\t%d\t%d", i+1, p.M, p.N, p.Clues, p.Clauses[0], p.Clauses[1])
		for a := 1; a <= 17; a++ {
			fmt.Fprintf(&b, "\t%s", statusMark(p.Runs[a]))
		}
		b.WriteString("\n")
	}
	b.WriteString("(S solved, U no solution, - not solved, T time limit, XX clue type not handled, E error)\n\n")

	b.WriteString("6.1 Puzzle difficulty\nEncoding\tavg clauses\tremoved by unit propagation\n")
	for enc := 0; enc < 2; enc++ {
		var cl, rm float64
		for _, p := range r.Puzzles {
			cl += float64(p.Clauses[enc])
			rm += p.UnitRemoved[enc]
		}
		fmt.Fprintf(&b, "%s\t%.0f\t%.0f%%\n", encNames[enc], cl/np, 100*rm/np)
	}

	b.WriteString("\n6.2 Capability to solve (puzzles solved, of ")
	fmt.Fprintf(&b, "%d)\nEncoding\tVal&Davis\tUnit Prop.\tFailed Lit.\tBin. Failed Lit.\n", len(r.Puzzles))
	for enc := 0; enc < 2; enc++ {
		b.WriteString(encNames[enc])
		for _, a := range []int{1, 2 + enc, 4 + enc, 6 + enc} {
			solved, handled := 0, 0
			for _, p := range r.Puzzles {
				if p.Runs[a].Status == puzzle.Solved {
					solved++
				}
				if !unhandled(p.Runs[a]) {
					handled++
				}
			}
			if handled == 0 {
				b.WriteString("\tXX")
			} else {
				fmt.Fprintf(&b, "\t%d", solved)
			}
		}
		b.WriteString("\n")
	}

	avg := func(a int, f func(RunOutcome) float64) float64 {
		s := 0.0
		for _, p := range r.Puzzles {
			s += f(p.Runs[a])
		}
		return s / np
	}
	// An average over runs that hit the time limit is a lower bound: ">".
	avgTime := func(a int) string {
		lower := ""
		for _, p := range r.Puzzles {
			if p.Runs[a].TimedOut {
				lower = ">"
			}
		}
		return fmt.Sprintf("\t%s%.4fms", lower, avg(a, func(o RunOutcome) float64 { return o.TimeMS }))
	}
	b.WriteString("\n6.3 Time to solve (average ms, encoding excluded; > when a run hit the time limit)\nEncoding\tVal&Davis\tUnit Prop.\tFailed Lit.\tBin. Failed Lit.\n")
	for enc := 0; enc < 2; enc++ {
		b.WriteString(encNames[enc])
		for _, a := range []int{1, 2 + enc, 4 + enc, 6 + enc} {
			b.WriteString(avgTime(a))
		}
		b.WriteString("\n")
	}
	b.WriteString("Encoding\tBacktrack\tFirst non-horn\tFirst non-2SAT\tBest non-horn\tBest non-2SAT\n")
	for enc := 0; enc < 2; enc++ {
		b.WriteString(encNames[enc])
		for a := 8 + enc; a <= 17; a += 2 {
			b.WriteString(avgTime(a))
		}
		b.WriteString("\n")
	}
	b.WriteString("\n6.4 Search depth (average maximum guess depth)\nEncoding\tSimple\tFirst non-horn\tFirst non-2SAT\tBest non-horn\tBest non-2SAT\n")
	for enc := 0; enc < 2; enc++ {
		b.WriteString(encNames[enc])
		for a := 8 + enc; a <= 17; a += 2 {
			fmt.Fprintf(&b, "\t%.2f", avg(a, func(o RunOutcome) float64 { return o.MaxDepth }))
		}
		b.WriteString("\n")
	}
	var errs []string
	for _, p := range r.Puzzles {
		for a := 1; a <= 17; a++ {
			if e := p.Runs[a].Err; e != "" {
				errs = append(errs, fmt.Sprintf("%s: algorithm %d: %s", p.File, a, e))
			}
		}
	}
	if len(errs) > 0 {
		b.WriteString("\nErrors:\n" + strings.Join(errs, "\n") + "\n")
	}
	return b.String()
}

func unhandled(o RunOutcome) bool { return o.Err != "" || o.Unhandled }

func statusMark(o RunOutcome) string {
	switch {
	case o.Unhandled:
		return "XX"
	case o.TimedOut:
		return "T"
	case o.Err != "":
		return "E"
	case o.Status == puzzle.Solved:
		return "S"
	case o.Status == puzzle.Unsatisfiable:
		return "U"
	}
	return "-"
}
