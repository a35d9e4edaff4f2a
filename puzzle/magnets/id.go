package magnets

import (
	"fmt"
	"strings"

	"deduce/puzzle"
)

// clueChar encodes a clue as Tatham does: 0-9, a-z for 10-35, A-Z for 36-61, '.' hidden.
func clueChar(v int) (byte, bool) {
	switch {
	case v < 0:
		return '.', true
	case v < 10:
		return byte('0' + v), true
	case v < 36:
		return byte('a' + v - 10), true
	case v < 62:
		return byte('A' + v - 36), true
	}
	return 0, false
}

func charClue(c byte) (int, bool) {
	switch {
	case c == '.':
		return Unknown, true
	case c >= '0' && c <= '9':
		return int(c - '0'), true
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 10, true
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 36, true
	}
	return 0, false
}

// ID writes p as a Simon Tatham Magnets game ID:
// WxH:colPlus,rowPlus,colMinus,rowMinus,layout.
func ID(p *Puzzle) (string, error) {
	var b strings.Builder
	fmt.Fprintf(&b, "%dx%d:", p.W, p.H)
	for _, line := range [][]int{p.ColPlus, p.RowPlus, p.ColMinus, p.RowMinus} {
		for _, v := range line {
			c, ok := clueChar(v)
			if !ok {
				return "", fmt.Errorf("%w: clue %d is too large for a game ID (at most 61)", puzzle.ErrUnsupported, v)
			}
			b.WriteByte(c)
		}
		b.WriteByte(',')
	}
	t := p.Tatham
	p.Tatham = true
	for i := range p.Partner {
		b.WriteByte(p.letter(i))
	}
	p.Tatham = t
	return b.String(), nil
}

// ParseID reads a Tatham game ID found on line `line` of file.
// Commas inside the layout are ignored, as Tatham's own reader does.
func ParseID(file string, line int, id string) (*Puzzle, error) { return parseID(file, line, 0, id) }

// parseID reads an ID that starts after indent bytes of its line.
func parseID(file string, line, indent int, id string) (*Puzzle, error) {
	errAt := func(kind error, col int, format string, args ...any) error {
		return puzzle.Errorf(kind, file, line, indent+col, format, args...)
	}
	size, _, ok := strings.Cut(id, ":")
	if !ok {
		return nil, errAt(puzzle.ErrSyntax, 1, "a game ID needs \"WxH:\" before its description")
	}
	w, h, ok := parseSize(size)
	if !ok {
		base, msg := sizeError(size)
		return nil, errAt(base, 1, "%s", msg)
	}
	if w*h < 2 {
		return nil, errAt(puzzle.ErrInvalid, 1, "a %dx%d grid holds no domino", w, h)
	}
	p := &Puzzle{W: w, H: h, Partner: make([]int, w*h), Tatham: true}
	pos := len(size) + 1 // 0-based offset in id
	parts := []struct {
		name string
		dst  *[]int
		n    int
	}{{"column + counts", &p.ColPlus, w}, {"row + counts", &p.RowPlus, h}, {"column - counts", &p.ColMinus, w}, {"row - counts", &p.RowMinus, h}}
	start := make([]int, 4)
	for k, part := range parts {
		start[k] = pos
		vals := make([]int, part.n)
		for j := range part.n {
			if pos >= len(id) {
				return nil, errAt(puzzle.ErrSyntax, pos+1, "game ID too short: %s need %d characters", part.name, part.n)
			}
			v, ok := charClue(id[pos])
			if !ok {
				return nil, errAt(puzzle.ErrSyntax, pos+1, "bad clue character %q in the %s", id[pos], part.name)
			}
			vals[j] = v
			pos++
		}
		if pos >= len(id) || id[pos] != ',' {
			return nil, errAt(puzzle.ErrSyntax, pos+1, "expected ',' after %d %s", part.n, part.name)
		}
		pos++
		*part.dst = vals
	}
	letters := make([]byte, 0, w*h)
	cols := make([]int, 0, w*h)
	for ; pos < len(id); pos++ {
		c := id[pos]
		switch c {
		case ',':
			continue
		case 'L', 'R', 'T', 'B', '*':
		default:
			return nil, errAt(puzzle.ErrSyntax, pos+1, "bad layout character %q: want L R T B or *", c)
		}
		if len(letters) == w*h {
			return nil, errAt(puzzle.ErrSyntax, pos+1, "layout longer than %d cells", w*h)
		}
		letters = append(letters, c)
		cols = append(cols, pos+1)
	}
	if len(letters) < w*h {
		return nil, errAt(puzzle.ErrSyntax, len(id)+1, "layout has %d cells, want %d", len(letters), w*h)
	}
	if err := p.setTiling(letters, func(i int) (int, int) { return line, indent + cols[i] }); err != nil {
		err.File = file
		return nil, err
	}
	if k, j, msg := p.clueProblem(); msg != "" {
		// clueProblem numbers lines row+, row-, col+, col-; the ID orders them col+, row+, col-, row-.
		order := []int{1, 3, 0, 2}
		return nil, errAt(puzzle.ErrInvalid, start[order[k]]+j+1, "%s", msg)
	}
	return p, nil
}
