package sat

import (
	"bufio"
	"bytes"
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

// maxDIMACSVars bounds the header so that a literal always fits a Lit.
const maxDIMACSVars = 1<<31 - 1

// ParseDIMACS reads a DIMACS CNF formula. file names the input in errors.
//
// The reader is strict where leniency would hide a damaged file: the header
// "p cnf V C" must come before any clause, literals must lie in 1..V, the
// last clause must end with 0 and there must be exactly C clauses. It accepts
// what real files contain: comment lines starting with "c", clauses spanning
// lines, and a SATLIB-style "%" line that ends the formula.
func ParseDIMACS(r io.Reader, file string) (*CNF, error) {
	br := bufio.NewReader(r)
	f := &CNF{}
	header := false
	var hdrLine, hdrCol, wantClauses int
	var cur Clause
	open := false // cur holds literals not yet closed by 0
	var lastLine, lastCol int
	errAt := func(line, col int, format string, args ...any) error {
		return &ParseError{File: file, Line: line, Col: col, Msg: fmt.Sprintf(format, args...), Err: ErrSyntax}
	}
	for lineNo := 1; ; lineNo++ {
		raw, rerr := br.ReadBytes('\n')
		if rerr != nil && rerr != io.EOF {
			return nil, rerr
		}
		if len(raw) == 0 && rerr == io.EOF {
			lastLine, lastCol = lineNo, 1
			break
		}
		line := bytes.TrimRight(raw, "\r\n")
		lastLine, lastCol = lineNo, len(line)+1
		toks := fields(line)
		if len(toks) > 0 {
			first := line[toks[0].start:toks[0].end]
			switch {
			case first[0] == 'c':
				goto next // comment line
			case first[0] == '%':
				lastLine, lastCol = lineNo, toks[0].start+1
				goto done
			case first[0] == 'p':
				if header {
					return nil, errAt(lineNo, toks[0].start+1, "second header line (first at line %d)", hdrLine)
				}
				if string(first) != "p" || len(toks) != 4 || string(line[toks[1].start:toks[1].end]) != "cnf" {
					return nil, errAt(lineNo, toks[0].start+1, `bad header: want "p cnf VARS CLAUSES"`)
				}
				nv, err := strconv.ParseInt(string(line[toks[2].start:toks[2].end]), 10, 64)
				if err != nil || nv < 0 || nv > maxDIMACSVars {
					return nil, errAt(lineNo, toks[2].start+1, "bad variable count %q", line[toks[2].start:toks[2].end])
				}
				nc, err := strconv.ParseInt(string(line[toks[3].start:toks[3].end]), 10, 64)
				if err != nil || nc < 0 || nc > 1<<40 {
					return nil, errAt(lineNo, toks[3].start+1, "bad clause count %q", line[toks[3].start:toks[3].end])
				}
				header, hdrLine, hdrCol = true, lineNo, toks[0].start+1
				f.NumVars, wantClauses = int(nv), int(nc)
				f.Clauses = make([]Clause, 0, min(wantClauses, 1<<16))
				goto next
			}
			for _, t := range toks {
				tok := line[t.start:t.end]
				if !header {
					return nil, errAt(lineNo, t.start+1, `clause before the "p cnf" header`)
				}
				n, err := strconv.ParseInt(string(tok), 10, 64)
				if err != nil {
					return nil, errAt(lineNo, t.start+1, "bad literal %q", tok)
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
					return nil, errAt(lineNo, t.start+1, "literal %d out of range 1..%d", n, f.NumVars)
				}
				cur = append(cur, Lit(n))
				open = true
			}
		}
	next:
		if rerr == io.EOF {
			lastLine, lastCol = lineNo, len(line)+1
			break
		}
	}
done:
	if !header {
		return nil, errAt(lastLine, lastCol, `missing "p cnf" header`)
	}
	if open {
		return nil, errAt(lastLine, lastCol, "last clause is not terminated by 0")
	}
	if len(f.Clauses) != wantClauses {
		return nil, errAt(hdrLine, hdrCol, "header declares %d clauses, found %d", wantClauses, len(f.Clauses))
	}
	return f, nil
}

type span struct{ start, end int }

// fields splits on ASCII blanks and keeps byte offsets for columns.
func fields(b []byte) []span {
	var out []span
	i := 0
	for i < len(b) {
		for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\v' || b[i] == '\f' || b[i] == '\r') {
			i++
		}
		if i == len(b) {
			break
		}
		j := i
		for j < len(b) && !(b[j] == ' ' || b[j] == '\t' || b[j] == '\v' || b[j] == '\f' || b[j] == '\r') {
			j++
		}
		out = append(out, span{i, j})
		i = j
	}
	return out
}

// WriteDIMACS writes f as DIMACS CNF, with optional comment lines first.
func WriteDIMACS(w io.Writer, f *CNF, comments ...string) error {
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
	for _, c := range f.Clauses {
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
