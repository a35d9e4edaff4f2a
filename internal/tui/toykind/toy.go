package toykind

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"deduce/puzzle"
)

// Kind is a fake kind for testing the game without the real kinds: a 3×3
// Latin square over A, B, C (each letter once per row and column), with some
// letters given. It implements puzzle.Kind, Player, Explainer and Generator,
// independently of the game code.
type Kind struct{}

// Puzzle is a toy puzzle: the given letters, 0 = empty, 1..3 = A..C.
type Puzzle struct{ given [9]int }

// Solution is a filled square.
type Solution struct{ cells [9]int }

func (*Puzzle) KindName() string    { return "toy" }
func (s *Solution) JSON() any       { return nil }
func (Kind) Name() string           { return "toy" }
func (Kind) Summary() string        { return "3x3 Latin square (test kind)" }
func (Kind) Sniff(line string) bool { return line == "toy" }
func (Kind) Methods() []string      { return []string{"brute"} }
func (Kind) Check(p puzzle.Puzzle, s puzzle.Solution) error {
	tp, ts := p.(*Puzzle), s.(*Solution)
	for i, v := range ts.cells {
		if v < 1 || v > 3 {
			return fmt.Errorf("%w: cell %d empty", puzzle.ErrCheckFailed, i)
		}
		if tp.given[i] != 0 && tp.given[i] != v {
			return fmt.Errorf("%w: cell %d changes a given", puzzle.ErrCheckFailed, i)
		}
	}
	for k := range 3 {
		row, col := map[int]bool{}, map[int]bool{}
		for j := range 3 {
			row[ts.cells[3*k+j]] = true
			col[ts.cells[3*j+k]] = true
		}
		if len(row) != 3 || len(col) != 3 {
			return fmt.Errorf("%w: line %d repeats a letter", puzzle.ErrCheckFailed, k+1)
		}
	}
	return nil
}

const toyLetters = ".ABC"

func (Kind) Parse(file string, data []byte) (puzzle.Puzzle, error) {
	lines := strings.Fields(string(data))
	if len(lines) != 4 || lines[0] != "toy" {
		return nil, puzzle.Errorf(puzzle.ErrSyntax, file, 1, 1, "want toy and 3 rows")
	}
	p := &Puzzle{}
	for r := range 3 {
		if len(lines[r+1]) != 3 {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, r+2, 1, "want 3 letters")
		}
		for c := range 3 {
			v := strings.IndexByte(toyLetters, lines[r+1][c])
			if v < 0 {
				return nil, puzzle.Errorf(puzzle.ErrSyntax, file, r+2, c+1, "bad letter")
			}
			p.given[3*r+c] = v
		}
	}
	return p, nil
}

func (Kind) Format(p puzzle.Puzzle, _ puzzle.Solution) string {
	var b strings.Builder
	b.WriteString("toy\n")
	for r := range 3 {
		for c := range 3 {
			b.WriteByte(toyLetters[p.(*Puzzle).given[3*r+c]])
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// toyAll enumerates every completion of the givens.
func toyAll(p *Puzzle) []*Solution {
	var out []*Solution
	var cells [9]int
	var rec func(i int)
	rec = func(i int) {
		if i == 9 {
			s := &Solution{cells: cells}
			if (Kind{}).Check(p, s) == nil {
				out = append(out, s)
			}
			return
		}
		for v := 1; v <= 3; v++ {
			if p.given[i] == 0 || p.given[i] == v {
				cells[i] = v
				rec(i + 1)
			}
		}
	}
	rec(0)
	return out
}

func (Kind) Solve(ctx context.Context, p puzzle.Puzzle, _ puzzle.SolveOptions) (puzzle.Result, error) {
	all := toyAll(p.(*Puzzle))
	if len(all) == 0 {
		return puzzle.Result{Status: puzzle.Unsatisfiable}, nil
	}
	return puzzle.Result{Status: puzzle.Solved, Solutions: []puzzle.Solution{all[0]}}, nil
}

func (k Kind) Count(ctx context.Context, p puzzle.Puzzle, o puzzle.SolveOptions) (puzzle.Result, error) {
	all := toyAll(p.(*Puzzle))
	return puzzle.Result{Status: puzzle.Solved, Count: len(all), Complete: true, Counted: true}, nil
}

// GenSizes implements puzzle.SizeRanger: toy boards are 3x3.
func (Kind) GenSizes() (int, int) { return 3, 3 }

// Generate hides all but three cells of one of the 12 Latin squares, chosen
// by the seed, keeping the givens that make it unique.
func (Kind) Generate(ctx context.Context, opt puzzle.GenerateOptions) (puzzle.Generated, error) {
	if opt.Width > 3 {
		return puzzle.Generated{}, fmt.Errorf("%w: toy puzzles are 3x3", puzzle.ErrBadOption)
	}
	squares := toyAll(&Puzzle{})
	s := squares[int(uint64(opt.Seed)%uint64(len(squares)))]
	p := &Puzzle{}
	p.given[0], p.given[1], p.given[3] = s.cells[0], s.cells[1], s.cells[3]
	return puzzle.Generated{Puzzle: p, Solution: s, Unique: len(toyAll(p)) == 1, Seed: opt.Seed, Difficulty: "easy"}, nil
}

// Player.

var toySymbols = []string{"?", "A", "B", "C"}

func (Kind) NewBoard(p puzzle.Puzzle) *puzzle.Board {
	tp := p.(*Puzzle)
	b := &puzzle.Board{Rows: 3, Cols: 3, Symbols: toySymbols, Cells: make([]int, 9), Playable: make([]bool, 9), Given: make([]bool, 9)}
	for i, v := range tp.given {
		b.Cells[i], b.Playable[i], b.Given[i] = v, true, v != 0
	}
	return b
}

func (Kind) Set(p puzzle.Puzzle, b *puzzle.Board, i, v int) *puzzle.Board {
	if b.Given[i] || !b.Playable[i] {
		return b
	}
	n := b.Clone()
	n.Cells[i] = v
	return n
}

// Status: clues 1-3 are the rows, 4-6 the columns; a line is satisfied when
// full without repeats, violated when it repeats a letter.
func (Kind) Status(p puzzle.Puzzle, b *puzzle.Board) puzzle.BoardStatus {
	var st puzzle.BoardStatus
	st.Full = true
	broken := map[int]bool{}
	for _, v := range b.Cells {
		if v == 0 {
			st.Full = false
		}
	}
	for k := range 6 {
		var cells []int
		for j := range 3 {
			if k < 3 {
				cells = append(cells, 3*k+j)
			} else {
				cells = append(cells, 3*j+k-3)
			}
		}
		seen, full, bad := map[int]int{}, true, false
		for _, i := range cells {
			v := b.Cells[i]
			if v == 0 {
				full = false
				continue
			}
			if j, ok := seen[v]; ok {
				bad = true
				broken[i], broken[j] = true, true
			}
			seen[v] = i
		}
		switch {
		case bad:
			st.Clues = append(st.Clues, puzzle.ClueViolated)
		case full:
			st.Clues = append(st.Clues, puzzle.ClueSatisfied)
		default:
			st.Clues = append(st.Clues, puzzle.ClueOpen)
		}
	}
	for i := range 9 {
		if broken[i] {
			st.Broken = append(st.Broken, i)
		}
	}
	return st
}

func (Kind) BoardState(p puzzle.Puzzle, b *puzzle.Board) puzzle.State {
	var st puzzle.State
	for i, v := range b.Cells {
		if v != 0 && !b.Given[i] {
			st = append(st, puzzle.CellFact(i/3+1, i%3+1, toySymbols[v], false))
		}
	}
	return st
}

func (Kind) ApplyFacts(p puzzle.Puzzle, b *puzzle.Board, facts []puzzle.Fact) *puzzle.Board {
	n := b.Clone()
	for _, f := range facts {
		if f.Not || f.IsPair() {
			continue
		}
		i := (f.Row-1)*3 + f.Col - 1
		if v := strings.Index("?ABC", f.Value); v > 0 && !n.Given[i] {
			n.Cells[i] = v
		}
	}
	return n
}

func (Kind) FactCells(p puzzle.Puzzle, b *puzzle.Board, f puzzle.Fact) []int {
	return []int{(f.Row-1)*3 + f.Col - 1}
}

func (Kind) BoardSolution(p puzzle.Puzzle, b *puzzle.Board) (puzzle.Solution, bool) {
	s := &Solution{}
	for i, v := range b.Cells {
		if v == 0 {
			return nil, false
		}
		s.cells[i] = v
	}
	return s, true
}

// Explainer: naked singles only.

func (k Kind) Explain(ctx context.Context, p puzzle.Puzzle, st puzzle.State) (puzzle.Explanation, error) {
	return puzzle.Explanation{}, errors.New("toy: Explain is not used by the game")
}

// Hint finds the first empty cell whose row and column leave one letter.
func (Kind) Hint(ctx context.Context, p puzzle.Puzzle, st puzzle.State) (puzzle.Step, bool, error) {
	tp := p.(*Puzzle)
	cells := tp.given
	for _, f := range st {
		cells[(f.Row-1)*3+f.Col-1] = strings.Index("?ABC", f.Value)
	}
	for i, v := range cells {
		if v != 0 {
			continue
		}
		r, c := i/3, i%3
		used := map[int]bool{}
		var uses []puzzle.Fact
		for j := range 3 {
			for _, o := range []int{3*r + j, 3*j + c} {
				if o != i && cells[o] != 0 {
					used[cells[o]] = true
					uses = append(uses, puzzle.CellFact(o/3+1, o%3+1, toySymbols[cells[o]], false))
				}
			}
		}
		if len(used) == 2 {
			for v := 1; v <= 3; v++ {
				if !used[v] {
					f := puzzle.CellFact(r+1, c+1, toySymbols[v], false)
					return puzzle.Step{N: 1, Rule: "single", Text: fmt.Sprintf("cell (%d,%d) can only hold %s", r+1, c+1, toySymbols[v]),
						Cost: 1, Clues: []int{r + 1, c + 4}, Uses: uses, Facts: []puzzle.Fact{f}}, true, nil
				}
			}
		}
	}
	return puzzle.Step{}, false, nil
}

func (Kind) ParseState(p puzzle.Puzzle, file string, data []byte) (puzzle.State, error) {
	return nil, errors.New("toy: ParseState is not used by the game")
}

func (Kind) SolutionFacts(p puzzle.Puzzle, s puzzle.Solution) []puzzle.Fact {
	var out []puzzle.Fact
	for i, v := range s.(*Solution).cells {
		out = append(out, puzzle.CellFact(i/3+1, i%3+1, toySymbols[v], false))
	}
	return out
}

// Layout names the rows r1..r3 (left) and columns c1..c3 (top), shows each
// line's rule status right of its row and below its column, walls off the
// middle row and lists the six line rules as clues, so every part of
// puzzle.Layout reaches the front ends.
func (Kind) Layout(p puzzle.Puzzle, b *puzzle.Board, st puzzle.BoardStatus) puzzle.Layout {
	l := puzzle.Layout{TopLeft: "◤", BottomRight: "◢",
		Legend:    "Toy legend: each of A, B and C once in every row and column.",
		ColGroups: []puzzle.Group{{Name: "columns", First: 0, Last: 2}},
		RowGroups: []puzzle.Group{{Name: "rows", First: 0, Last: 2}}}
	for k := range 3 {
		l.Left = append(l.Left, puzzle.Label{Text: fmt.Sprintf("r%d", k+1)})
		l.Top = append(l.Top, puzzle.Label{Text: fmt.Sprintf("c%d", k+1)})
		l.Right = append(l.Right, puzzle.ClueLabel(st, k, -1, ""))
		l.Bottom = append(l.Bottom, puzzle.ClueLabel(st, 3+k, -1, ""))
	}
	for k := range 6 {
		line := fmt.Sprintf("row %d", k+1)
		if k >= 3 {
			line = fmt.Sprintf("column %d", k-2)
		}
		l.Clues = append(l.Clues, puzzle.ClueLabel(st, k, -1, "Toy clue: "+line+" holds A, B and C once each."))
	}
	l.WallRight, l.WallBelow = puzzle.Walls(3, 3, func(i, j int) bool { return j == i+3 && (i/3 == 0 || i/3 == 1) })
	filled := 0
	for _, v := range b.Cells {
		if v != 0 {
			filled++
		}
	}
	l.Progress = []string{fmt.Sprintf("toy progress: %d of 9 filled", filled)}
	return l
}
