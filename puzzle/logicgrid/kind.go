package logicgrid

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"deduce/puzzle"
	"deduce/sat"
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
	// English.Sniff runs patterns over the line: past puzzle.MaxFirstLine
	// (a 15 MiB line took 2.5 s) it is no English header.
	if first, _ := puzzle.FirstLine(data); English.Sniff != nil && len(first) <= puzzle.MaxFirstLine && English.Sniff(first) {
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

// MethodTable implements puzzle.MethodTabler: fd (the default, fastest
// measured), "file" (the algorithm number on the puzzle's first line, as the
// thesis's program chose), cdcl, vd, then every sat method on the CNF (the thesis's
// eight in its order, then cdcl-gini and cdcl-card). "1".."17"
// are accepted too. Logic grids keep their own runner (Solve, Count): a SAT
// solve takes one model without enumerating, and "file" is a plan, not a
// method; so Run is nil in these rows.
func (Kind) MethodTable() []puzzle.Method {
	sat2 := []string{puzzle.OptEncoding}
	out := []puzzle.Method{
		{Name: DefaultMethod, Engine: puzzle.EngineFD, Complete: true, Options: []string{puzzle.OptLabel},
			Summary: "fd: entity of each item, its inverse, one constraint per clue"},
		{Name: "file", Engine: puzzle.EngineSAT, Complete: false, Options: sat2,
			Summary: "the thesis algorithm (1-17) on the puzzle's first line"},
		{Name: "cdcl", Engine: puzzle.EngineSAT, Complete: true, Options: sat2,
			Summary: "cdcl on the CNF (small encoding unless --encoding)"},
		{Name: "vd", Engine: puzzle.EngineVD, Complete: false,
			Summary: "Valentine & Davis's grid reasoning (no search; may leave clues unhandled)"},
	}
	seen := map[string]bool{"cdcl": true}
	for _, name := range thesisMethods {
		info, _ := sat.Info(name)
		out = append(out, puzzle.Method{Name: name, Engine: puzzle.EngineSAT, Complete: info.Complete, Options: sat2, Summary: info.Summary})
		seen[name] = true
	}
	for _, info := range sat.Methods() {
		if !seen[info.Name] {
			out = append(out, puzzle.Method{Name: info.Name, Engine: puzzle.EngineSAT, Complete: info.Complete, Options: sat2, Summary: info.Summary})
		}
	}
	return out
}

// Methods implements puzzle.Kind: the names of MethodTable's rows.
func (k Kind) Methods() []string { return puzzle.MethodNames(k.MethodTable()) }

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

// GenParams implements puzzle.GenParamer: the grid's shape beyond --size
// (which reads WxH as items × domains).
func (Kind) GenParams() []puzzle.GenParam {
	return []puzzle.GenParam{
		{Name: "domains", Usage: "number of domains (logic grids; default 4)", Apply: func(o *puzzle.GenerateOptions, v int) { o.Domains = v }},
		{Name: "items", Usage: "items per domain (logic grids; default 5)", Apply: func(o *puzzle.GenerateOptions, v int) { o.Items = v }},
		{Name: "ordered", Usage: "number of ordered domains (logic grids)", Apply: func(o *puzzle.GenerateOptions, v int) { o.Ordered = v }},
		{Name: "minimal", Bool: true, Usage: "hard logic grids too: every clue necessary, proven (other grades always are; slower)",
			Apply: func(o *puzzle.GenerateOptions, v int) { o.Minimal = v != 0 }},
	}
}

// ReadSolution implements puzzle.SolutionReader: one row per entity,
// item:item:... in domain order (the solution block's and the MiniZinc
// model's output form). Each item is used once per domain.
func (Kind) ReadSolution(pz puzzle.Puzzle, rows []string) (puzzle.Solution, error) {
	p := pz.(*Puzzle)
	if len(rows) != p.N() {
		return nil, puzzle.Errorf(puzzle.ErrInvalid, "answer", len(rows), 0, "%d solution rows, want %d", len(rows), p.N())
	}
	of := make([][]int, p.M())
	used := make([][]bool, p.M())
	for d := range of {
		of[d], used[d] = make([]int, p.N()), make([]bool, p.N())
	}
	for r, row := range rows {
		cells := strings.Split(strings.TrimSpace(row), ":")
		if len(cells) != p.M() {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, "answer", r+1, 1, "row needs %d items (one per domain), got %d", p.M(), len(cells))
		}
		e := -1
		for d, cell := range cells {
			i := slices.Index(p.Domains[d].Items, strings.TrimSpace(cell))
			if i < 0 {
				return nil, puzzle.Errorf(puzzle.ErrInvalid, "answer", r+1, 1, "%q is not an item of %q", cell, p.Domains[d].Name)
			}
			if used[d][i] {
				return nil, puzzle.Errorf(puzzle.ErrInvalid, "answer", r+1, 1, "item %q used twice", cell)
			}
			used[d][i] = true
			if d == 0 {
				e = i
			}
			of[d][e] = i
		}
	}
	return NewSolution(p, of), nil
}
