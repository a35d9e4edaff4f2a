package thesis

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// The thesis's NP-hardness proof (section 3.2) reduces Partial Latin Square
// completion to logic grids; this file is that reduction as a converter:
// read a partial Latin square, build the logic grid of the proof, and map a
// solution of the grid back to a completed square.
//
// The grid has n+1 domains of n items: "Row" (row1..rown) and, for every
// number d, "d-cols" (d-c1..d-cn). An entity is a row; its item c of
// "d-cols" says that number d stands in column c of that row. Each domain
// is a bijection with the rows, so every number appears once per row and
// once per column. The clues: one "same" per given number (row r is d-cols
// item c), and for every column c and numbers d < e "d-c{c} * e-c{c}"
// (one number per cell): (n³−n²)/2 of them.

// PLS is a partial Latin square: Cells[r][c] is 1..N, or 0 when empty.
type PLS struct {
	N     int
	Cells [][]int
}

// maxPLS bounds the order read (the grid has n+1 domains, and the thesis's
// generator limits are far below; 25 keeps the fd model small).
const maxPLS = 25

// ParsePLS reads a partial Latin square: n lines of n whitespace-separated
// cells, each a number 1..n or '.', '_' or 0 for an empty cell. Blank lines
// and '#' comment lines are skipped. Errors are *puzzle.ParseError.
func ParsePLS(file string, data []byte) (*PLS, error) {
	type cell struct {
		text      string
		line, col int
	}
	// Reading stops past maxPLS rows and past maxPLS+1 cells in a row: a
	// large input (a 16 MiB DIMACS file given by mistake) is refused after
	// its first lines, not split whole into cells first.
	var rows [][]cell
	i := -1
	for raw := range bytes.Lines(data) {
		i++
		if len(rows) > maxPLS {
			break
		}
		line := strings.TrimRight(string(raw), "\r\n")
		if t := strings.TrimSpace(line); t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		var row []cell
		for j := 0; j < len(line) && len(row) <= maxPLS; {
			if line[j] == ' ' || line[j] == '\t' {
				j++
				continue
			}
			k := j
			for k < len(line) && line[k] != ' ' && line[k] != '\t' {
				k++
			}
			row = append(row, cell{line[j:k], i + 1, j + 1})
			j = k
		}
		rows = append(rows, row)
	}
	if len(rows) == 0 {
		return nil, puzzle.Errorf(puzzle.ErrSyntax, file, 0, 0, "empty input: expected n rows of n cells (numbers 1..n, '.' for empty)")
	}
	n := len(rows)
	if n > maxPLS {
		return nil, puzzle.Errorf(puzzle.ErrInvalid, file, rows[maxPLS][0].line, 1, "more than %d rows: at most %d supported", maxPLS, maxPLS)
	}
	q := &PLS{N: n, Cells: make([][]int, n)}
	for r, row := range rows {
		if len(row) != n {
			c := row[len(row)-1]
			if len(row) > n {
				c = row[n]
			}
			count := strconv.Itoa(len(row))
			if len(row) > maxPLS {
				count = fmt.Sprintf("more than %d", maxPLS) // reading stopped there
			}
			return nil, puzzle.Errorf(puzzle.ErrInvalid, file, c.line, c.col, "row %d has %s cells, want %d (the square has %d rows)", r+1, count, n, n)
		}
		q.Cells[r] = make([]int, n)
		for c, x := range row {
			if x.text == "." || x.text == "_" {
				continue
			}
			v, err := strconv.Atoi(x.text)
			if err != nil || v < 0 || v > n {
				return nil, puzzle.Errorf(puzzle.ErrSyntax, file, x.line, x.col, "cell %q: want a number 0..%d or '.'", clip(x.text), n)
			}
			q.Cells[r][c] = v
		}
	}
	return q, nil
}

// String writes q as ParsePLS reads it ('.' for empty cells).
func (q *PLS) String() string {
	var b strings.Builder
	for _, row := range q.Cells {
		for c, v := range row {
			if c > 0 {
				b.WriteByte(' ')
			}
			if v == 0 {
				b.WriteByte('.')
			} else {
				b.WriteString(strconv.Itoa(v))
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// Domain names of the reduction.
func plsRow(r int) string    { return fmt.Sprintf("row%d", r+1) }
func plsCol(d, c int) string { return fmt.Sprintf("%d-c%d", d+1, c+1) }

// LogicGrid is the thesis's reduction of q: n+1 domains of n items, one
// "same" clue per given number and (n³−n²)/2 "different" clues (see the
// top of this file). Algorithm 8 (backtracking, small encoding) is written
// on its first line, as on the generator's puzzles.
func (q *PLS) LogicGrid() *logicgrid.Puzzle {
	n := q.N
	p := &logicgrid.Puzzle{Algorithm: 8}
	rows := logicgrid.Domain{Name: "Row"}
	for r := 0; r < n; r++ {
		rows.Items = append(rows.Items, plsRow(r))
	}
	p.Domains = append(p.Domains, rows)
	for d := 0; d < n; d++ {
		dom := logicgrid.Domain{Name: fmt.Sprintf("%d-cols", d+1)}
		for c := 0; c < n; c++ {
			dom.Items = append(dom.Items, plsCol(d, c))
		}
		p.Domains = append(p.Domains, dom)
	}
	for r, row := range q.Cells {
		for c, v := range row {
			if v > 0 {
				p.Clues = append(p.Clues, logicgrid.Clue{Kind: logicgrid.Same, Items: []logicgrid.Item{{D: 0, I: r}, {D: v, I: c}}})
			}
		}
	}
	for c := 0; c < n; c++ {
		for d := 0; d < n; d++ {
			for e := d + 1; e < n; e++ {
				p.Clues = append(p.Clues, logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{{D: d + 1, I: c}, {D: e + 1, I: c}}})
			}
		}
	}
	return p
}

// Square maps a solution of q.LogicGrid() back: row r's item c of domain
// "d-cols" puts d in cell (r, c). It fails when the solution is not a
// Latin square extending q (CheckLatin), which a checked solution never is.
func (q *PLS) Square(s *logicgrid.Solution) ([][]int, error) {
	n := q.N
	sq := make([][]int, n)
	for r := range sq {
		sq[r] = make([]int, n)
	}
	for d := 1; d <= n; d++ {
		for r := 0; r < n; r++ {
			c := s.Of[d][r]
			if sq[r][c] != 0 {
				return nil, fmt.Errorf("thesis: cell (%d,%d) gets both %d and %d", r+1, c+1, sq[r][c], d)
			}
			sq[r][c] = d
		}
	}
	return sq, q.CheckLatin(sq)
}

// CheckLatin checks sq independently of the grid: an n×n square whose rows
// and columns each hold 1..n once, agreeing with every given cell of q.
func (q *PLS) CheckLatin(sq [][]int) error {
	n := q.N
	if len(sq) != n {
		return fmt.Errorf("%w: %d rows, want %d", puzzle.ErrWrongAnswer, len(sq), n)
	}
	for r := 0; r < n; r++ {
		if len(sq[r]) != n {
			return fmt.Errorf("%w: row %d has %d cells, want %d", puzzle.ErrWrongAnswer, r+1, len(sq[r]), n)
		}
		inRow, inCol := make([]bool, n+1), make([]bool, n+1)
		for c := 0; c < n; c++ {
			v, w := sq[r][c], sq[c][r]
			if v < 1 || v > n || w < 1 || w > n {
				return fmt.Errorf("%w: a cell holds a number outside 1..%d", puzzle.ErrWrongAnswer, n)
			}
			if inRow[v] {
				return fmt.Errorf("%w: %d twice in row %d", puzzle.ErrWrongAnswer, v, r+1)
			}
			if inCol[w] {
				return fmt.Errorf("%w: %d twice in column %d", puzzle.ErrWrongAnswer, w, r+1)
			}
			inRow[v], inCol[w] = true, true
			if g := q.Cells[r][c]; g != 0 && g != v {
				return fmt.Errorf("%w: cell (%d,%d) is %d, given %d", puzzle.ErrWrongAnswer, r+1, c+1, v, g)
			}
		}
	}
	return nil
}

// FormatSquare writes a completed square, one row per line.
func FormatSquare(sq [][]int) string {
	return (&PLS{N: len(sq), Cells: sq}).String()
}

// clip shortens a quoted input in an error message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}
