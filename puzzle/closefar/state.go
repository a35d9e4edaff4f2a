package closefar

import (
	"strings"

	"deduce/puzzle"
)

// ParseState implements puzzle.Explainer: a position is N rows of N cells
// written as in the solution block (C, F, '.' for blank) with '?' for a cell
// not yet decided. '#' comment lines and blank lines are skipped. A hint cell
// may be written as its hint or '?'; anything else there is an error. The
// state holds one positive fact per decided non-hint cell, in reading order.
func (Kind) ParseState(p puzzle.Puzzle, file string, data []byte) (puzzle.State, error) {
	cp, ok := p.(*Puzzle)
	if !ok {
		return nil, puzzle.Errorf(puzzle.ErrUnsupported, file, 0, 0, "not a closefar puzzle")
	}
	return parseState(cp, file, data)
}

func parseState(p *Puzzle, file string, data []byte) (puzzle.State, error) {
	n := p.N
	var rows []srcLine
	text := string(data)
	for i, raw := range strings.Split(text, "\n") {
		raw = strings.TrimRight(raw, "\r")
		t := strings.TrimSpace(raw)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		lead := len(raw) - len(strings.TrimLeft(raw, " \t"))
		rows = append(rows, srcLine{t, i + 1, lead + 1})
	}
	st := puzzle.State{}
	for r, ln := range rows {
		if r == n {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.no, ln.col, "position: unexpected %q after the %d rows", clip(ln.text), n)
		}
		for i := 0; i < len(ln.text); i++ {
			ch := ln.text[i]
			var v Cell
			switch ch {
			case 'C':
				v = Close
			case 'F':
				v = Far
			case '.':
				v = Blank
			case '?':
			default:
				bad, _ := utf8Rune(ln.text[i:])
				hint := ""
				if ch == 'c' || ch == 'f' {
					hint = " (did you mean " + strings.ToUpper(string(ch)) + "?)"
				} else if ch == '_' || ch == '-' || ch == ' ' {
					hint = " (did you mean '.' for blank or '?' for undecided?)"
				}
				return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.no, ln.col+i, "position row %d: unexpected %q: want C, F, '.' or '?'%s", r+1, bad, hint)
			}
			if i >= n {
				return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.no, ln.col+i, "position row %d: %d cells, want %d", r+1, len(ln.text), n)
			}
			if ch == '?' {
				continue
			}
			x := r*n + i
			if h := p.Hints[x]; h != Blank {
				if h != v {
					return nil, puzzle.Errorf(puzzle.ErrInvalid, file, ln.no, ln.col+i, "position row %d: (%d,%d) is the hint %s, not %s", r+1, r+1, i+1, valueWord(h), valueWord(v))
				}
				continue
			}
			st = append(st, puzzle.CellFact(r+1, i+1, valueChar(v), false))
		}
		if len(ln.text) < n {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, ln.no, ln.col+len(ln.text), "position row %d: %d cells, want %d", r+1, len(ln.text), n)
		}
	}
	if len(rows) < n {
		return nil, puzzle.Errorf(puzzle.ErrSyntax, file, strings.Count(text, "\n")+1, 0,
			"position: want %d rows of C, F, '.' and '?', found %d", n, len(rows))
	}
	return st, nil
}
