package kindtest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"deduce/puzzle"
)

// bits is a toy kind for testing the battery itself: a row of N cells, each
// 0 or 1, with exactly K ones; some cells are given. Text:
//
//	bits N K
//	1..0
//	solution      (optional)
//	1100
//
// It implements every optional interface the battery reads, so every part of
// the battery runs here. lax turns its checker into one that accepts any
// full row, a defect the battery must catch.
//
// givenFacts and tierWhenOpen are two more defects: SolutionFacts that
// include the given cells (so a solved position reads as unsolved), and a
// tier grade for a puzzle with several solutions.
type bits struct{ lax, givenFacts, tierWhenOpen bool }

type bitsPuzzle struct {
	n, k  int
	given string // '0', '1' or '.'
	known *bitsSolution
}

type bitsSolution struct{ row string }

func (bitsPuzzle) KindName() string                  { return "bits" }
func (p *bitsPuzzle) KnownSolution() puzzle.Solution { return solutionOrNil(p.known) }
func (s *bitsSolution) JSON() any                    { return puzzle.GridJSON{Grid: []string{s.row}} }

func solutionOrNil(s *bitsSolution) puzzle.Solution {
	if s == nil {
		return nil
	}
	return s
}

func (b bits) Name() string {
	if b.lax {
		return "bits-lax"
	}
	return "bits"
}
func (bits) Summary() string          { return "toy kind: a row of bits with exactly K ones" }
func (b bits) Sniff(line string) bool { return strings.HasPrefix(line, b.Name()+" ") }
func (bits) Methods() []string        { return []string{"brute", "reverse", "guess"} }

func (b bits) MethodTable() []puzzle.Method {
	return []puzzle.Method{
		{Name: "brute", Engine: puzzle.EngineNative, Complete: true, Summary: "every row in order", Run: bitsBrute},
		{Name: "reverse", Engine: puzzle.EngineNative, Complete: true, Summary: "every row in reverse order", Run: bitsReverse},
		{Name: "guess", Engine: puzzle.EngineNative, Complete: false, Summary: "gives up", Run: func(context.Context, puzzle.Puzzle, puzzle.SolveOptions, func(puzzle.Solution) bool) (puzzle.Stats, error) {
			return nil, puzzle.ErrUndecided
		}},
	}
}

func bitsBrute(ctx context.Context, pz puzzle.Puzzle, _ puzzle.SolveOptions, found func(puzzle.Solution) bool) (puzzle.Stats, error) {
	p := pz.(*bitsPuzzle)
	for _, row := range allRows(p) {
		if !found(&bitsSolution{row}) {
			break
		}
	}
	return puzzle.Stats{}, ctx.Err()
}

// bitsReverse is a second complete method, so the property part has two to
// compare.
func bitsReverse(ctx context.Context, pz puzzle.Puzzle, _ puzzle.SolveOptions, found func(puzzle.Solution) bool) (puzzle.Stats, error) {
	rows := allRows(pz.(*bitsPuzzle))
	for i := len(rows) - 1; i >= 0; i-- {
		if !found(&bitsSolution{rows[i]}) {
			break
		}
	}
	return puzzle.Stats{}, ctx.Err()
}

// allRows lists the rows that fit p's givens and count.
func allRows(p *bitsPuzzle) []string {
	var out []string
	for m := 0; m < 1<<p.n; m++ {
		row := []byte(fmt.Sprintf("%0*b", p.n, m))
		if strings.Count(string(row), "1") == p.k && fits(p.given, string(row)) {
			out = append(out, string(row))
		}
	}
	return out
}

func fits(given, row string) bool {
	for i := range given {
		if given[i] != '.' && given[i] != row[i] {
			return false
		}
	}
	return true
}

func (b bits) Solve(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	return puzzle.RunMethod(ctx, b.Name(), b.MethodTable(), p, opt, false)
}

func (b bits) Count(ctx context.Context, p puzzle.Puzzle, opt puzzle.SolveOptions) (puzzle.Result, error) {
	return puzzle.RunMethod(ctx, b.Name(), b.MethodTable(), p, opt, true)
}

func (b bits) Check(pz puzzle.Puzzle, s puzzle.Solution) error {
	p, sol := pz.(*bitsPuzzle), s.(*bitsSolution)
	if len(sol.row) != p.n {
		return fmt.Errorf("%w: row of %d cells, want %d", puzzle.ErrCheckFailed, len(sol.row), p.n)
	}
	if b.lax {
		return nil
	}
	if strings.Count(sol.row, "1") != p.k || !fits(p.given, sol.row) {
		return fmt.Errorf("%w: %s does not have %d ones or breaks a given", puzzle.ErrCheckFailed, sol.row, p.k)
	}
	return nil
}

func (b bits) Format(pz puzzle.Puzzle, s puzzle.Solution) string {
	p := pz.(*bitsPuzzle)
	out := fmt.Sprintf("%s %d %d\n%s\n", b.Name(), p.n, p.k, p.given)
	if s != nil {
		out += "solution\n" + s.(*bitsSolution).row + "\n"
	}
	return out
}

func (b bits) Parse(file string, data []byte) (puzzle.Puzzle, error) {
	var lines []string
	var nums []int
	for i, l := range strings.Split(string(data), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			lines, nums = append(lines, l), append(nums, i+1)
		}
	}
	errf := func(i int, format string, args ...any) error {
		line := 1
		if i < len(nums) {
			line = nums[i]
		}
		return puzzle.Errorf(puzzle.ErrSyntax, file, line, 1, format, args...)
	}
	if f := strings.Fields(string(data)); len(lines) == 1 && len(f) == 4 {
		// The one-line ID: "bits N K row".
		lines = []string{strings.Join(f[:3], " "), f[3]}
	}
	if len(lines) < 2 {
		return nil, errf(len(lines), "want a header and a row")
	}
	f := strings.Fields(lines[0])
	if len(f) != 3 || f[0] != b.Name() {
		return nil, errf(0, "want %q N K", b.Name())
	}
	n, err1 := strconv.Atoi(f[1])
	k, err2 := strconv.Atoi(f[2])
	if err1 != nil || err2 != nil || n < 1 || n > 12 || k < 0 || k > n {
		return nil, errf(0, "bad N or K")
	}
	p := &bitsPuzzle{n: n, k: k, given: lines[1]}
	if len(p.given) != n || strings.Trim(p.given, "01.") != "" {
		return nil, errf(1, "want %d cells of 0, 1 or .", n)
	}
	switch {
	case len(lines) == 2:
	case len(lines) == 4 && lines[2] == "solution":
		if len(lines[3]) != n || strings.Trim(lines[3], "01") != "" {
			return nil, errf(3, "want %d cells of 0 or 1", n)
		}
		p.known = &bitsSolution{lines[3]}
	default:
		return nil, errf(2, "want nothing or a solution block after the row")
	}
	return p, nil
}

// Generate makes a random row and gives cells until the row is unique.
func (b bits) Generate(ctx context.Context, opt puzzle.GenerateOptions) (puzzle.Generated, error) {
	rng := rand.New(rand.NewPCG(uint64(opt.Seed), 7))
	n := max(opt.Width, 2)
	row := make([]byte, n)
	for i := range row {
		row[i] = "01"[rng.IntN(2)]
	}
	p := &bitsPuzzle{n: n, k: strings.Count(string(row), "1"), given: strings.Repeat(".", n)}
	for _, i := range rng.Perm(n) {
		if len(allRows(p)) == 1 {
			break
		}
		g := []byte(p.given)
		g[i] = row[i]
		p.given = string(g)
	}
	grade := "easy"
	if strings.Count(p.given, ".") > 0 {
		grade = "tricky"
	}
	return puzzle.Generated{Puzzle: p, Solution: &bitsSolution{string(row)}, Difficulty: grade, Unique: true, Seed: opt.Seed}, nil
}

// Grade: ambiguous with several solutions (tierWhenOpen: tricky, the
// defect the ambiguous part catches), easy when every cell is given, tricky
// otherwise.
func (b bits) Grade(_ context.Context, pz puzzle.Puzzle) (string, error) {
	if len(allRows(pz.(*bitsPuzzle))) > 1 && !b.tierWhenOpen {
		return "ambiguous", nil
	}
	if strings.Contains(pz.(*bitsPuzzle).given, ".") {
		return "tricky", nil
	}
	return "easy", nil
}

func (bits) Render(pz puzzle.Puzzle, s puzzle.Solution, format string) (string, error) {
	p := pz.(*bitsPuzzle)
	row := p.given
	if s != nil {
		row = s.(*bitsSolution).row
	}
	switch format {
	case "text":
		return "[" + strings.Join(strings.Split(row, ""), "|") + "]\n", nil
	case "svg":
		return fmt.Sprintf("<svg><text>%s</text></svg>\n", row), nil
	}
	return "", fmt.Errorf("%w: format %q", puzzle.ErrBadOption, format)
}

func (bits) ID(pz puzzle.Puzzle) (string, error) {
	p := pz.(*bitsPuzzle)
	return fmt.Sprintf("bits %d %d %s", p.n, p.k, p.given), nil
}

// Explain: one step per open cell not in st, in order, each citing clue 1
// (the count) and every earlier fact; the value comes from the unique
// solution.
func (b bits) Explain(ctx context.Context, pz puzzle.Puzzle, st puzzle.State) (puzzle.Explanation, error) {
	p := pz.(*bitsPuzzle)
	known := puzzle.FactSet(st)
	var rows []string // the solutions that agree with st
	for _, row := range allRows(p) {
		ok := true
		for _, f := range st {
			ok = ok && puzzle.FactHolds(puzzle.FactSet([]puzzle.Fact{puzzle.CellFact(1, f.Col, row[f.Col-1:f.Col], false)}), f)
		}
		if ok {
			rows = append(rows, row)
		}
	}
	if len(rows) != 1 {
		e := puzzle.Explanation{Status: puzzle.ExplainAmbiguous, Grade: "ambiguous"}
		if b.tierWhenOpen {
			e.Grade = "tricky"
		}
		if len(rows) > 1 {
			e.Solutions = []puzzle.Solution{&bitsSolution{rows[0]}, &bitsSolution{rows[1]}}
		}
		return e, nil
	}
	e := puzzle.Explanation{Status: puzzle.ExplainSolved, Solution: &bitsSolution{rows[0]}}
	var uses []puzzle.Fact
	for i := range p.n {
		f := puzzle.CellFact(1, i+1, rows[0][i:i+1], false)
		if p.given[i] != '.' || known[f] {
			continue
		}
		e.Steps = append(e.Steps, puzzle.Step{N: len(e.Steps) + 1, Rule: "count", Text: "the count forces it", Cost: 1,
			Clues: []int{1}, Uses: append([]puzzle.Fact(nil), uses...), Facts: []puzzle.Fact{f}})
		uses = append(uses, f)
		e.Cost++
		e.Hardest = 1
	}
	return e, nil
}

func (b bits) Hint(ctx context.Context, p puzzle.Puzzle, st puzzle.State) (puzzle.Step, bool, error) {
	e, err := b.Explain(ctx, p, st)
	if err != nil || len(e.Steps) == 0 {
		return puzzle.Step{}, false, err
	}
	return e.Steps[0], true, nil
}

// ParseState reads one row of 0, 1 and ? (the solution block's syntax); the
// given cells are the puzzle's and never in the state.
func (bits) ParseState(pz puzzle.Puzzle, file string, data []byte) (puzzle.State, error) {
	p := pz.(*bitsPuzzle)
	row := strings.TrimSpace(string(data))
	if len(row) != p.n || strings.Trim(row, "01?") != "" {
		return nil, puzzle.Errorf(puzzle.ErrSyntax, file, 1, 1, "want %d cells of 0, 1 or ?", p.n)
	}
	var st puzzle.State
	for i := range row {
		if row[i] != '?' && p.given[i] == '.' {
			st = append(st, puzzle.CellFact(1, i+1, row[i:i+1], false))
		}
	}
	return st, nil
}

// SolutionFacts: the value of every open cell (givenFacts adds the given
// ones, which no state holds: the defect the solved-state part catches).
func (b bits) SolutionFacts(pz puzzle.Puzzle, s puzzle.Solution) []puzzle.Fact {
	p := pz.(*bitsPuzzle)
	row := s.(*bitsSolution).row
	var out []puzzle.Fact
	for i := range row {
		if p.given[i] == '.' || b.givenFacts {
			out = append(out, puzzle.CellFact(1, i+1, row[i:i+1], false))
		}
	}
	return out
}

// VerifyStep: every row that fits the givens, the count and the step's uses
// has the step's facts (a brute force the explainer does not share).
func (bits) VerifyStep(_ context.Context, pz puzzle.Puzzle, st puzzle.Step) error {
	p := pz.(*bitsPuzzle)
	for _, row := range allRows(p) {
		ok := true
		for _, u := range st.Uses {
			ok = ok && (row[u.Col-1:u.Col] == u.Value) != u.Not
		}
		if !ok {
			continue
		}
		for _, f := range st.Facts {
			if (row[f.Col-1:f.Col] == f.Value) == f.Not {
				return fmt.Errorf("row %s fits the uses but not %v", row, f)
			}
		}
	}
	return nil
}

// Player: one row of cells, symbols ?, 0, 1.
func (bits) NewBoard(pz puzzle.Puzzle) *puzzle.Board {
	p := pz.(*bitsPuzzle)
	b := &puzzle.Board{Rows: 1, Cols: p.n, Symbols: []string{"?", "0", "1"}, Cells: make([]int, p.n), Playable: make([]bool, p.n), Given: make([]bool, p.n)}
	for i := range p.n {
		b.Playable[i] = true
		if p.given[i] != '.' {
			b.Given[i], b.Cells[i] = true, int(p.given[i]-'0')+1
		}
	}
	return b
}

func (bits) Set(_ puzzle.Puzzle, b *puzzle.Board, i, v int) *puzzle.Board {
	if b.Given[i] {
		return b
	}
	c := b.Clone()
	c.Cells[i] = v
	return c
}

func (bits) Status(pz puzzle.Puzzle, b *puzzle.Board) puzzle.BoardStatus {
	p := pz.(*bitsPuzzle)
	ones, open := 0, 0
	for _, v := range b.Cells {
		switch v {
		case 0:
			open++
		case 2:
			ones++
		}
	}
	st := puzzle.ClueOpen
	switch {
	case ones > p.k || ones+open < p.k:
		st = puzzle.ClueViolated
	case open == 0:
		st = puzzle.ClueSatisfied
	}
	return puzzle.BoardStatus{Clues: []puzzle.ClueStatus{st}, Full: open == 0}
}

func (bits) BoardState(_ puzzle.Puzzle, b *puzzle.Board) puzzle.State {
	var st puzzle.State
	for i, v := range b.Cells {
		if v > 0 && !b.Given[i] {
			st = append(st, puzzle.CellFact(1, i+1, b.Symbols[v], false))
		}
	}
	return st
}

func (bits) ApplyFacts(_ puzzle.Puzzle, b *puzzle.Board, facts []puzzle.Fact) *puzzle.Board {
	c := b.Clone()
	for _, f := range facts {
		if !f.Not && !c.Given[f.Col-1] {
			c.Cells[f.Col-1] = int(f.Value[0]-'0') + 1
		}
	}
	return c
}

func (bits) FactCells(_ puzzle.Puzzle, _ *puzzle.Board, f puzzle.Fact) []int { return []int{f.Col - 1} }

func (bits) BoardSolution(_ puzzle.Puzzle, b *puzzle.Board) (puzzle.Solution, bool) {
	row := make([]byte, len(b.Cells))
	for i, v := range b.Cells {
		if v == 0 {
			return nil, false
		}
		row[i] = b.Symbols[v][0]
	}
	return &bitsSolution{string(row)}, true
}

func init() {
	puzzle.Register(bits{})
	puzzle.Register(bits{lax: true})
}
