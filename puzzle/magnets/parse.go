package magnets

import (
	"fmt"
	"strconv"
	"strings"

	"deduce/puzzle"
)

// MaxSide bounds the width and height accepted by the parsers, so that a
// hostile header cannot make us allocate without limit, and no accepted
// puzzle is one the solvers cannot start on within a memory budget: the
// default solve of a 100×100 grid holds about 310 MB after a minute, a
// 200×200 one 1.9 GB, a 500×500 one 1.1 GB after 10 s (measured, see
// docs/guide/robustness.md). It was 1000.
const MaxSide = 100

// srcLine is one significant input line with its 1-based number.
type srcLine struct {
	n    int
	text string // comment removed, right-trimmed
	ind  int    // 0-based byte offset of the first non-space character
}

// asciiSpace is the white space the text formats accept between tokens.
const asciiSpace = " \t\r\v\f"

// significantLines drops blank lines and '#' comments (whole-line or trailing).
func significantLines(data []byte) []srcLine {
	var out []srcLine
	for i, raw := range strings.Split(string(data), "\n") {
		if k := strings.IndexByte(raw, '#'); k >= 0 {
			raw = raw[:k]
		}
		raw = strings.TrimRight(raw, asciiSpace)
		t := strings.TrimLeft(raw, asciiSpace)
		if t == "" {
			continue
		}
		out = append(out, srcLine{n: i + 1, text: raw, ind: len(raw) - len(t)})
	}
	return out
}

// parseSize reads "N" or "WxH".
func parseSize(s string) (w, h int, ok bool) {
	ws, hs, two := strings.Cut(strings.ToLower(s), "x")
	w, err1 := strconv.Atoi(ws)
	h, err2 := w, error(nil)
	if two {
		h, err2 = strconv.Atoi(hs)
	}
	if err1 != nil || err2 != nil || w < 1 || h < 1 || w > MaxSide || h > MaxSide {
		return 0, 0, false
	}
	return w, h, true
}

// sizeError explains why parseSize refused s: above MaxSide (said so, with
// the reason), or not a size at all. It returns the error's base and text.
func sizeError(s string) (error, string) {
	ws, hs, two := strings.Cut(strings.ToLower(s), "x")
	w, err1 := strconv.Atoi(ws)
	h, err2 := w, error(nil)
	if two {
		h, err2 = strconv.Atoi(hs)
	}
	if err1 == nil && err2 == nil && w >= 1 && h >= 1 {
		return puzzle.ErrUnsupported, fmt.Sprintf("size %q is above the maximum %d per side deduce reads for magnets: solving larger grids takes gigabytes (see docs/guide/robustness.md)", s, MaxSide)
	}
	return puzzle.ErrSyntax, fmt.Sprintf("bad size %q: want N or WxH, each 1..%d", s, MaxSide)
}

// Parse reads the native text format (see the package doc).
func Parse(file string, data []byte) (*Puzzle, error) {
	lines := significantLines(data)
	if len(lines) == 0 {
		return nil, puzzle.Errorf(puzzle.ErrSyntax, file, 0, 0, "empty input: expected \"magnets N\" or \"magnets WxH\"")
	}
	hd := lines[0]
	fields, _ := fieldsWithCols(hd.text)
	if len(fields) == 1 && strings.Contains(fields[0], ":") {
		if len(lines) > 1 {
			ln := lines[1]
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.n, ln.ind+1, "unexpected %q after the game ID", clip(strings.Trim(ln.text, asciiSpace)))
		}
		return parseID(file, hd.n, hd.ind, fields[0])
	}
	if fields[0] != Name {
		return nil, puzzle.Errorf(puzzle.ErrSyntax, file, hd.n, hd.ind+1, "expected \"magnets N\" or \"magnets WxH\", found %q", fields[0])
	}
	if len(fields) != 2 {
		return nil, puzzle.Errorf(puzzle.ErrSyntax, file, hd.n, hd.ind+1, "header needs exactly one size: \"magnets N\" or \"magnets WxH\"")
	}
	w, h, ok := parseSize(fields[1])
	col := strings.Index(hd.text, fields[1]) + 1
	if !ok {
		base, msg := sizeError(fields[1])
		return nil, puzzle.Errorf(base, file, hd.n, col, "%s", msg)
	}
	if w*h < 2 {
		return nil, puzzle.Errorf(puzzle.ErrInvalid, file, hd.n, col, "a %dx%d grid holds no domino", w, h)
	}
	p := &Puzzle{W: w, H: h, Partner: make([]int, w*h)}
	rest := lines[1:]
	last := hd
	need := func(what string) error {
		return puzzle.Errorf(puzzle.ErrSyntax, file, last.n+1, 0, "unexpected end of input: expected %s", what)
	}
	// Tiling.
	letters := make([]byte, w*h)
	style := 0 // 1 report letters, 2 Tatham letters
	for r := range h {
		if len(rest) == 0 {
			return nil, need(fmt.Sprintf("tiling row %d of %d", r+1, h))
		}
		ln := rest[0]
		rest, last = rest[1:], ln
		row := ln.text[ln.ind:]
		if len(row) != w {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.n, ln.ind+1, "tiling row %d has %d cells, want %d", r+1, len(row), w)
		}
		for c := range w {
			ch := row[c]
			s := 0
			switch ch {
			case 'n', 'e', 's', 'w':
				s = 1
			case 'L', 'R', 'T', 'B':
				s = 2
			case '*':
			default:
				return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.n, ln.ind+c+1, "bad tiling letter %q: want n e s w, L R T B or *", ch)
			}
			if s != 0 && style != 0 && s != style {
				return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.n, ln.ind+c+1, "tiling mixes n e s w with L R T B")
			}
			if s != 0 {
				style = s
			}
			letters[r*w+c] = ch
		}
	}
	p.Tatham = style == 2
	if err := p.setTiling(letters, func(i int) (int, int) {
		// Position of cell i in the source: tiling rows are lines 2..H+1 of the significant lines.
		ln := lines[1+i/w]
		return ln.n, ln.ind + i%w + 1
	}); err != nil {
		err.File = file
		return nil, err
	}
	// Clues.
	clueLines := []struct {
		name string
		dst  *[]int
		n    int
	}{{"+ per row", &p.RowPlus, h}, {"- per row", &p.RowMinus, h}, {"+ per column", &p.ColPlus, w}, {"- per column", &p.ColMinus, w}}
	cluePos := make([][]int, 4) // source column of every clue, for errors
	clueLine := make([]int, 4)
	for k, cl := range clueLines {
		if len(rest) == 0 {
			return nil, need("the clue line \"" + cl.name + "\"")
		}
		ln := rest[0]
		rest, last = rest[1:], ln
		toks, cols := fieldsWithCols(ln.text)
		if len(toks) != cl.n {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.n, ln.ind+1, "clue line %q has %d numbers, want %d", cl.name, len(toks), cl.n)
		}
		vals := make([]int, cl.n)
		for j, t := range toks {
			if t == "." {
				vals[j] = Unknown
				continue
			}
			v, err := strconv.Atoi(t)
			if err != nil || v < 0 || t[0] == '+' || t[0] == '-' {
				return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.n, cols[j], "bad clue %q: want a count or '.'", t)
			}
			if v > MaxSide {
				v = MaxSide + 1 // too big for any line; reported below
			}
			vals[j] = v
		}
		*cl.dst = vals
		cluePos[k] = cols
		clueLine[k] = ln.n
	}
	if k, j, msg := p.clueProblem(); msg != "" {
		return nil, puzzle.Errorf(puzzle.ErrInvalid, file, clueLine[k], cluePos[k][j], "%s", msg)
	}
	// Optional solution block.
	if len(rest) > 0 {
		ln := rest[0]
		if strings.Trim(ln.text, asciiSpace) != "solution" {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.n, ln.ind+1, "unexpected %q after the clues: expected \"solution\" or the end", clip(strings.TrimSpace(ln.text)))
		}
		rest, last = rest[1:], ln
		s := &Solution{W: w, H: h, Cells: make([]int8, w*h)}
		for r := range h {
			if len(rest) == 0 {
				return nil, need(fmt.Sprintf("solution row %d of %d", r+1, h))
			}
			ln := rest[0]
			rest, last = rest[1:], ln
			row := ln.text[ln.ind:]
			if len(row) != w {
				return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.n, ln.ind+1, "solution row %d has %d cells, want %d", r+1, len(row), w)
			}
			for c := range w {
				switch row[c] {
				case '+':
					s.Cells[r*w+c] = Plus
				case '-':
					s.Cells[r*w+c] = Minus
				case 'x', '.':
					s.Cells[r*w+c] = Neutral
				default:
					return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.n, ln.ind+c+1, "bad solution cell %q: want + - or x", row[c])
				}
			}
		}
		p.Known = s
		if len(rest) > 0 {
			ln := rest[0]
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.n, ln.ind+1, "unexpected %q after the solution", clip(strings.TrimSpace(ln.text)))
		}
	}
	return p, nil
}

func clip(s string) string {
	if len(s) > 30 {
		return s[:30] + "..."
	}
	return s
}

// fieldsWithCols splits s at spaces and returns each field's 1-based column.
func fieldsWithCols(s string) ([]string, []int) {
	var toks []string
	var cols []int
	start := -1
	for i := 0; i <= len(s); i++ {
		space := i == len(s) || strings.IndexByte(asciiSpace, s[i]) >= 0
		if !space && start < 0 {
			start = i
		}
		if space && start >= 0 {
			toks = append(toks, s[start:i])
			cols = append(cols, start+1)
			start = -1
		}
	}
	return toks, cols
}

// setTiling fills p.Partner from one letter per cell and validates it: every
// partner in the grid, on the same row for east/west, pointing back. Any
// number of cells may be blank singletons '*' (published puzzles leave
// several cells outside every magnet, and Tatham's reader accepts them); an
// odd area needs at least one. pos gives the source position of a cell for
// errors (the returned error has no file name yet).
func (p *Puzzle) setTiling(letters []byte, pos func(i int) (line, col int)) *puzzle.ParseError {
	w, h := p.W, p.H
	bad := func(i int, format string, args ...any) *puzzle.ParseError {
		l, c := pos(i)
		return puzzle.Errorf(puzzle.ErrInvalid, "", l, c, "cell (row %d, column %d): "+format, append([]any{i/w + 1, i%w + 1}, args...)...)
	}
	singles := 0
	for i, ch := range letters {
		r, c := i/w, i%w
		q := -1
		switch ch {
		case 'e', 'L':
			if c == w-1 {
				return bad(i, "%q points east, past the end of the row", ch)
			}
			q = i + 1
		case 'w', 'R':
			if c == 0 {
				return bad(i, "%q points west, past the start of the row", ch)
			}
			q = i - 1
		case 's', 'T':
			if r == h-1 {
				return bad(i, "%q points south, below the last row", ch)
			}
			q = i + w
		case 'n', 'B':
			if r == 0 {
				return bad(i, "%q points north, above the first row", ch)
			}
			q = i - w
		case '*':
			singles++
		}
		p.Partner[i] = q
	}
	if (w*h)%2 == 1 && singles == 0 {
		l, c := pos(w*h - 1)
		return puzzle.Errorf(puzzle.ErrInvalid, "", l, c, "a %dx%d grid has odd area and needs a singleton '*'", w, h)
	}
	for i, q := range p.Partner {
		if q >= 0 && p.Partner[q] != i {
			return bad(i, "its partner at row %d, column %d does not point back", q/w+1, q%w+1)
		}
	}
	return nil
}

// clueProblem finds counts that cannot fit: a line asking for more poles
// than it has cells that can hold one, or row and column totals that
// disagree. It returns which clue line (0..3: row+, row-, col+, col-) and
// index to blame, and a message ("" when all is well).
func (p *Puzzle) clueProblem() (int, int, string) {
	// A line's poles fit in its cells outside the blank singletons.
	rowFree, colFree := make([]int, p.H), make([]int, p.W)
	for i, q := range p.Partner {
		if q >= 0 {
			rowFree[i/p.W]++
			colFree[i%p.W]++
		}
	}
	rowCap := func(r int) int { return rowFree[r] }
	colCap := func(c int) int { return colFree[c] }
	for r := range p.H {
		a, b := max(p.RowPlus[r], 0), max(p.RowMinus[r], 0)
		if a+b > rowCap(r) {
			k := 0
			if p.RowPlus[r] < 0 || (p.RowMinus[r] >= 0 && b > a) {
				k = 1
			}
			return k, r, fmt.Sprintf("row %d asks for %d poles but only %d cells can hold one", r+1, a+b, rowCap(r))
		}
	}
	for c := range p.W {
		a, b := max(p.ColPlus[c], 0), max(p.ColMinus[c], 0)
		if a+b > colCap(c) {
			k := 2
			if p.ColPlus[c] < 0 || (p.ColMinus[c] >= 0 && b > a) {
				k = 3
			}
			return k, c, fmt.Sprintf("column %d asks for %d poles but only %d cells can hold one", c+1, a+b, colCap(c))
		}
	}
	sum := func(v []int) (int, bool) {
		t := 0
		for _, x := range v {
			if x < 0 {
				return 0, false
			}
			t += x
		}
		return t, true
	}
	rp, okRP := sum(p.RowPlus)
	rm, okRM := sum(p.RowMinus)
	cp, okCP := sum(p.ColPlus)
	cm, okCM := sum(p.ColMinus)
	switch {
	case okRP && okCP && rp != cp:
		return 2, p.W - 1, fmt.Sprintf("the + counts of the rows total %d but those of the columns total %d", rp, cp)
	case okRM && okCM && rm != cm:
		return 3, p.W - 1, fmt.Sprintf("the - counts of the rows total %d but those of the columns total %d", rm, cm)
	case okRP && okRM && rp != rm:
		return 1, p.H - 1, fmt.Sprintf("the rows hold %d + but %d - poles; every magnet has one of each", rp, rm)
	case okCP && okCM && cp != cm:
		return 3, p.W - 1, fmt.Sprintf("the columns hold %d + but %d - poles; every magnet has one of each", cp, cm)
	}
	return 0, 0, ""
}

// Format writes p in the native text format, with a solution block when s is not nil.
func Format(p *Puzzle, s *Solution) string {
	var b strings.Builder
	fmt.Fprintf(&b, "magnets %s\n", p.sizeString())
	for r := range p.H {
		for c := range p.W {
			b.WriteByte(p.letter(r*p.W + c))
		}
		b.WriteByte('\n')
	}
	for _, line := range [][]int{p.RowPlus, p.RowMinus, p.ColPlus, p.ColMinus} {
		for j, v := range line {
			if j > 0 {
				b.WriteByte(' ')
			}
			if v < 0 {
				b.WriteByte('.')
			} else {
				b.WriteString(strconv.Itoa(v))
			}
		}
		b.WriteByte('\n')
	}
	if s != nil {
		b.WriteString("solution\n")
		for _, row := range s.Rows() {
			b.WriteString(row)
			b.WriteByte('\n')
		}
	}
	return b.String()
}
