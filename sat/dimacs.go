package sat

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
)

// ErrSyntax is the named error every DIMACS [ParseError] unwraps to.
var ErrSyntax = errors.New("syntax error")

// ParseError is a positioned input error, printed "file:line:col: message"
// like puzzle.ParseError (sat cannot import puzzle: the dependency points the
// other way). Line and Col are 1-based; a zero Line or Col is left out.
type ParseError struct {
	File string
	Line int
	Col  int
	Msg  string
	Err  error // always ErrSyntax for DIMACS input
}

func (e *ParseError) Error() string {
	pos := e.File
	if pos == "" {
		pos = "<input>"
	}
	if e.Line > 0 {
		pos += ":" + strconv.Itoa(e.Line)
		if e.Col > 0 {
			pos += ":" + strconv.Itoa(e.Col)
		}
	}
	return pos + ": " + e.Msg
}

// Unwrap returns the named error, so errors.Is(err, ErrSyntax) works.
func (e *ParseError) Unwrap() error { return e.Err }

// MaxDIMACSVars bounds the variables a header may declare. A model lists
// every declared variable, so the header alone sets the size of the answer:
// 2^31-1 variables (what a Lit holds) printed about 20 GB of "v" lines for a
// one-line file. 2^25 (33,554,432, a model of about 300 MB) is above the
// largest SAT-competition instances; a larger header is refused.
const MaxDIMACSVars = 1 << 25

// maxToken is the longest word a DIMACS file may hold outside comments: a
// literal needs at most 11 bytes ("-2147483647"). A longer one is refused as
// soon as it passes the bound, so that a file with no blanks (a disk image,
// /dev/zero) is never held in memory.
const maxToken = 64

// ParseDIMACS reads a DIMACS CNF formula. file names the input in errors.
//
// The reader is strict where leniency would hide a damaged file: the header
// "p cnf V C" must come before any clause, literals must lie in 1..V, the
// last clause must end with 0 and there must be exactly C clauses. It accepts
// what real files contain: comment lines starting with "c", clauses spanning
// lines, and a SATLIB-style "%" line that ends the formula.
//
// It reads r as a stream, a word at a time: what it holds grows with the
// clauses read, never with the header's counts or the length of a line.
func ParseDIMACS(r io.Reader, file string) (*CNF, error) {
	sc := &dimacsScanner{br: bufio.NewReaderSize(r, 64<<10), file: file, line: 1, col: 1, lineStart: true}
	f := &CNF{}
	header := false
	var hdrLine, hdrCol, wantClauses int
	var cur Clause
	open := false // cur holds literals not yet closed by 0
	for {
		t, err := sc.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		switch {
		case t.first && t.text[0] == '%':
			sc.line, sc.col = t.line, t.col
			goto done
		case t.first && t.text[0] == 'p':
			if header {
				return nil, sc.errAt(t.line, t.col, "second header line (first at line %d)", hdrLine)
			}
			p := t
			p.text = []byte(string(t.text)) // next reuses the buffer
			var rest []word
			for len(rest) < 4 {
				u, err := sc.next()
				if err != nil && err != io.EOF {
					return nil, err
				}
				if err == io.EOF || u.first {
					sc.unread(u, err)
					break
				}
				u.text = []byte(string(u.text))
				rest = append(rest, u)
			}
			if string(p.text) != "p" || len(rest) != 3 || string(rest[0].text) != "cnf" {
				return nil, sc.errAt(p.line, p.col, `bad header: want "p cnf VARS CLAUSES"`)
			}
			nv, err := strconv.ParseInt(string(rest[1].text), 10, 64)
			if err != nil || nv < 0 {
				return nil, sc.errAt(rest[1].line, rest[1].col, "bad variable count %q", rest[1].text)
			}
			if nv > MaxDIMACSVars {
				return nil, sc.errAt(rest[1].line, rest[1].col, "the header declares %d variables, more than deduce reads (%d)", nv, MaxDIMACSVars)
			}
			nc, err := strconv.ParseInt(string(rest[2].text), 10, 64)
			if err != nil || nc < 0 || nc > 1<<40 {
				return nil, sc.errAt(rest[2].line, rest[2].col, "bad clause count %q", rest[2].text)
			}
			header, hdrLine, hdrCol = true, p.line, p.col
			f.NumVars, wantClauses = int(nv), int(nc)
			f.Clauses = make([]Clause, 0, min(wantClauses, 1<<16))
			continue
		}
		if !header {
			return nil, sc.errAt(t.line, t.col, `clause before the "p cnf" header`)
		}
		n, err := strconv.ParseInt(string(t.text), 10, 64)
		if err != nil {
			return nil, sc.errAt(t.line, t.col, "bad literal %q", t.text)
		}
		if n == 0 {
			if cur == nil {
				cur = Clause{} // the empty clause
			}
			f.Clauses = append(f.Clauses, cur)
			cur, open = nil, false
			continue
		}
		if n > int64(f.NumVars) || n < -int64(f.NumVars) {
			return nil, sc.errAt(t.line, t.col, "literal %d out of range 1..%d", n, f.NumVars)
		}
		cur = append(cur, Lit(n))
		open = true
	}
done:
	if !header {
		return nil, sc.errAt(sc.line, sc.col, `missing "p cnf" header`)
	}
	if open {
		return nil, sc.errAt(sc.line, sc.col, "last clause is not terminated by 0")
	}
	if len(f.Clauses) != wantClauses {
		return nil, sc.errAt(hdrLine, hdrCol, "header declares %d clauses, found %d", wantClauses, len(f.Clauses))
	}
	return f, nil
}

// word is one word of a DIMACS file and where it starts; first marks the
// first word of its line.
type word struct {
	text      []byte
	line, col int
	first     bool
}

// dimacsScanner splits a DIMACS stream into words, skipping comment lines
// without holding them. line and col are the position of the next byte.
type dimacsScanner struct {
	br        *bufio.Reader
	file      string
	line, col int
	lineStart bool // no word read yet on the current line
	buf       [maxToken]byte
	pending   *word // a word read ahead (past the header's end)
	pendErr   error
}

func (s *dimacsScanner) errAt(line, col int, format string, args ...any) error {
	return &ParseError{File: s.file, Line: line, Col: col, Msg: fmt.Sprintf(format, args...), Err: ErrSyntax}
}

func (s *dimacsScanner) unread(t word, err error) {
	s.pending, s.pendErr = &t, err
}

func isBlank(b byte) bool { return b == ' ' || b == '\t' || b == '\v' || b == '\f' || b == '\r' }

// next returns the next word outside comments, or io.EOF. Its text is valid
// until the next call.
func (s *dimacsScanner) next() (word, error) {
	if t := s.pending; t != nil {
		s.pending = nil
		return *t, s.pendErr
	}
	for {
		b, err := s.br.ReadByte()
		if err != nil {
			return word{}, err
		}
		switch {
		case b == '\n':
			s.line, s.col, s.lineStart = s.line+1, 1, true
			continue
		case isBlank(b):
			s.col++
			continue
		case b == 'c' && s.lineStart: // a comment line: skip it unread
			for b != '\n' {
				if b, err = s.br.ReadByte(); err != nil {
					return word{}, err
				}
			}
			s.line, s.col = s.line+1, 1
			continue
		}
		t := word{line: s.line, col: s.col, first: s.lineStart}
		s.lineStart = false
		n := 0
		for {
			if n == maxToken {
				return word{}, s.errAt(t.line, t.col, "a word longer than %d bytes (%q...): not DIMACS", maxToken, s.buf[:16])
			}
			s.buf[n] = b
			n++
			s.col++
			if b, err = s.br.ReadByte(); err != nil {
				if err != io.EOF {
					return word{}, err
				}
				break
			}
			if b == '\n' || isBlank(b) {
				s.br.UnreadByte()
				break
			}
		}
		t.text = s.buf[:n]
		return t, nil
	}
}

// WriteDIMACS writes f as DIMACS CNF, with optional comment lines first.
func WriteDIMACS(w io.Writer, f *CNF, comments ...string) error {
	return WriteDIMACSContext(context.Background(), w, f, comments...)
}

// WriteDIMACSContext is WriteDIMACS stopping with ctx (checked every 4096
// clauses): a formula of 10^8 clauses takes minutes to print.
func WriteDIMACSContext(ctx context.Context, w io.Writer, f *CNF, comments ...string) error {
	bw := bufio.NewWriter(w)
	for _, c := range comments {
		for _, l := range bytes.Split([]byte(c), []byte("\n")) {
			bw.WriteString("c ")
			bw.Write(l)
			bw.WriteByte('\n')
		}
	}
	fmt.Fprintf(bw, "p cnf %d %d\n", f.NumVars, len(f.Clauses))
	var buf []byte
	for i, c := range f.Clauses {
		if i%4096 == 0 {
			if err := ctx.Err(); err != nil {
				bw.Flush()
				return err
			}
		}
		buf = buf[:0]
		for _, l := range c {
			buf = strconv.AppendInt(buf, int64(l), 10)
			buf = append(buf, ' ')
		}
		buf = append(buf, '0', '\n')
		bw.Write(buf)
	}
	return bw.Flush()
}
