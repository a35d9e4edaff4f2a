package logicgrid

import (
	"context"
	"strconv"
	"strings"

	"deduce/puzzle"
)

// Name is the registered kind name.
const Name = "logicgrid"

func init() { puzzle.Register(Kind{}) }

// Kind implements puzzle.Kind (and Generator, Grader, Renderer) for logic grids.
type Kind struct{}

// Name implements puzzle.Kind.
func (Kind) Name() string { return Name }

// Summary implements puzzle.Kind.
func (Kind) Summary() string {
	return "logic-grid (Zebra) puzzles in Sempolinski's thesis grammar: Valentine & Davis, 16 SAT algorithms x 2 encodings, cdcl, fd"
}

// Sniff accepts the thesis's first line: an algorithm number 1-17.
func (Kind) Sniff(line string) bool {
	if English.Sniff != nil && English.Sniff(line) {
		return true
	}
	n, err := strconv.Atoi(strings.TrimSpace(line))
	return err == nil && n >= 1 && n <= 17
}

// Parse implements puzzle.Kind.
func (Kind) Parse(file string, data []byte) (puzzle.Puzzle, error) {
	parse := Parse
	if English.Sniff != nil && English.Sniff(firstLine(data)) {
		parse = English.Parse
	}
	p, err := parse(file, data)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// Format implements puzzle.Kind.
func (Kind) Format(p puzzle.Puzzle, s puzzle.Solution) string {
	sol, _ := s.(*Solution)
	return Format(p.(*Puzzle), sol)
}

// Check implements puzzle.Kind.
func (Kind) Check(p puzzle.Puzzle, s puzzle.Solution) error {
	sol, _ := s.(*Solution)
	return Check(p.(*Puzzle), sol)
}

// Methods implements puzzle.Kind: fd (the default, fastest measured), "file"
// (the algorithm number on the puzzle's first line, as the thesis's program
// chose), then the others; "1".."17" are accepted too.
func (Kind) Methods() []string {
	out := []string{DefaultMethod, "file", "cdcl", "vd"}
	return append(out, thesisMethods[:]...)
}

// Solve implements puzzle.Kind.
func (Kind) Solve(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	return Solve(ctx, p.(*Puzzle), opt)
}

// Count implements puzzle.Kind.
func (Kind) Count(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	return Count(ctx, p.(*Puzzle), opt)
}

// KnownSolution implements puzzle.WithSolution.
func (p *Puzzle) KnownSolution() puzzle.Solution {
	if p.Known == nil {
		return nil
	}
	return p.Known
}

func rowsJSON(rows [][]string) puzzle.RowsJSON { return puzzle.RowsJSON{Rows: rows} }
