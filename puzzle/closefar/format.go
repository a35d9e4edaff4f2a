package closefar

import (
	"strconv"
	"strings"

	"deduce/puzzle"
)

// Parse reads the native format:
//
//	closefar N
//	N rows of C, F and '.' (hints; '.' is no hint)
//	solution            optional, then N rows of C, F and '.' ('.' blank)
//
// '#' comment lines and blank lines are ignored everywhere.
func parse(file string, data []byte) (*Puzzle, error) {
	var lines []srcLine
	for i, raw := range strings.Split(string(data), "\n") {
		raw = strings.TrimRight(raw, "\r")
		t := strings.TrimSpace(raw)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		lead := len(raw) - len(strings.TrimLeft(raw, " \t"))
		lines = append(lines, srcLine{t, i + 1, lead + 1})
	}
	endLine := strings.Count(string(data), "\n") + 1
	if len(lines) == 0 {
		return nil, puzzle.Errorf(puzzle.ErrSyntax, file, 0, 0, "empty input: want a header \"closefar N\"")
	}
	head := lines[0]
	f := strings.Fields(head.text)
	if f[0] != Name {
		return nil, puzzle.Errorf(puzzle.ErrSyntax, file, head.no, head.col, "want header \"closefar N\", got %q", clip(head.text))
	}
	if len(f) != 2 {
		return nil, puzzle.Errorf(puzzle.ErrSyntax, file, head.no, head.col, "want header \"closefar N\" with one size, got %q", clip(head.text))
	}
	sizeCol := head.col + strings.Index(head.text[len(Name):], f[1]) + len(Name)
	n, err := strconv.Atoi(f[1])
	if err != nil {
		return nil, puzzle.Errorf(puzzle.ErrSyntax, file, head.no, sizeCol, "size %q is not a number", clip(f[1]))
	}
	if n < MinN || n > MaxN {
		return nil, puzzle.Errorf(puzzle.ErrInvalid, file, head.no, sizeCol, "size %d out of range: a line needs room for two C and two F, so %d ≤ N ≤ %d", n, MinN, MaxN)
	}
	rest := lines[1:]
	readGrid := func(what string) ([]Cell, error) {
		cells := make([]Cell, 0, n*n)
		for r := 0; r < n; r++ {
			if len(rest) == 0 {
				return nil, puzzle.Errorf(puzzle.ErrSyntax, file, endLine, 0, "%s: want %d rows, found %d", what, n, r)
			}
			ln := rest[0]
			if ln.text == "solution" {
				return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.no, ln.col, "%s: want %d rows, found %d before \"solution\"", what, n, r)
			}
			rest = rest[1:]
			for i := 0; i < len(ln.text); i++ {
				var c Cell
				switch ln.text[i] {
				case 'C':
					c = Close
				case 'F':
					c = Far
				case '.':
					c = Blank
				default:
					bad, _ := utf8Rune(ln.text[i:])
					return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.no, ln.col+i, "%s row %d: unexpected %q: want C, F or '.'", what, r+1, bad)
				}
				if i >= n {
					return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.no, ln.col+i, "%s row %d: %d cells, want %d", what, r+1, len(ln.text), n)
				}
				cells = append(cells, c)
			}
			if len(ln.text) < n {
				return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.no, ln.col+len(ln.text), "%s row %d: %d cells, want %d", what, r+1, len(ln.text), n)
			}
		}
		return cells, nil
	}
	hints, err := readGrid("puzzle")
	if err != nil {
		return nil, err
	}
	p := &Puzzle{N: n, Hints: hints}
	// A line can never hold a third C or a third F: reject it where it shows.
	if err := checkHintCounts(file, p, lines[1:1+n]); err != nil {
		return nil, err
	}
	if len(rest) > 0 {
		if rest[0].text != "solution" {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, rest[0].no, rest[0].col, "unexpected %q after the %d puzzle rows (want \"solution\" or the end)", clip(rest[0].text), n)
		}
		rest = rest[1:]
		cells, err := readGrid("solution")
		if err != nil {
			return nil, err
		}
		p.Known = &Solution{N: n, Cells: cells}
		if len(rest) > 0 {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, rest[0].no, rest[0].col, "unexpected %q after the solution", clip(rest[0].text))
		}
	}
	return p, nil
}

// checkHintCounts rejects a row or column with three C hints or three F hints,
// pointing at the third one.
func checkHintCounts(file string, p *Puzzle, rows []srcLine) error {
	n := p.N
	for _, v := range []Cell{Close, Far} {
		colCount := make([]int, n)
		for r := 0; r < n; r++ {
			rowCount := 0
			for c := 0; c < n; c++ {
				if p.Hint(r, c) != v {
					continue
				}
				rowCount++
				colCount[c]++
				if rowCount > 2 {
					return puzzle.Errorf(puzzle.ErrInvalid, file, rows[r].no, rows[r].col+c, "row %d has a third %c hint: a row holds exactly two", r+1, v.rune())
				}
				if colCount[c] > 2 {
					return puzzle.Errorf(puzzle.ErrInvalid, file, rows[r].no, rows[r].col+c, "column %d has a third %c hint: a column holds exactly two", c+1, v.rune())
				}
			}
		}
	}
	return nil
}

// srcLine is one significant input line: its trimmed text, 1-based line
// number, and the 1-based column of the text's first byte.
type srcLine struct {
	text string
	no   int
	col  int
}

func utf8Rune(s string) (rune, int) {
	for _, r := range s {
		return r, len(string(r))
	}
	return 0, 0
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// format writes the native text of p, with s as the solution block when non-nil.
func format(p *Puzzle, s *Solution) string {
	var b strings.Builder
	b.WriteString(Name + " " + strconv.Itoa(p.N) + "\n")
	writeGrid(&b, p.N, p.Hints)
	if s != nil {
		b.WriteString("solution\n")
		writeGrid(&b, s.N, s.Cells)
	}
	return b.String()
}

func writeGrid(b *strings.Builder, n int, cells []Cell) {
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			b.WriteByte(cells[r*n+c].rune())
		}
		b.WriteByte('\n')
	}
}
