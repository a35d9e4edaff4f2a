package puzzle

import (
	"errors"
	"fmt"
)

// Named errors. Every error a kind returns for bad input wraps one of these.
var (
	// ErrSyntax: the text does not follow the format's grammar.
	ErrSyntax = errors.New("syntax error")
	// ErrInvalid: the text parses but describes an impossible or inconsistent puzzle
	// (a domino whose partner does not point back, counts that cannot fit, ...).
	ErrInvalid = errors.New("invalid puzzle")
	// ErrUnknownKind: the input's kind could not be recognised.
	ErrUnknownKind = errors.New("unknown puzzle kind")
	// ErrUnsupported: the kind or method does not offer the requested operation.
	ErrUnsupported = errors.New("not supported")
	// ErrBadOption: an option value (method, label, size, ...) is not valid.
	ErrBadOption = errors.New("bad option")
	// ErrCheckFailed: a solution breaks the puzzle's rules.
	ErrCheckFailed = errors.New("check failed")
	// ErrLimit: a time or node limit stopped the work before it was complete.
	ErrLimit = errors.New("limit reached")
)

// ParseError is an input error with its position, printed the way go/scanner
// prints them: "file:line:col: message". Line and Col are 1-based; a zero
// Col (or Line) is left out of the message.
type ParseError struct {
	File string // name of the input ("-" or "<stdin>" for standard input, "<arg>" for an ID)
	Line int
	Col  int
	Msg  string
	Err  error // the named error this is an instance of (ErrSyntax, ErrInvalid, ...)
}

func (e *ParseError) Error() string {
	pos := e.File
	if pos == "" {
		pos = "<input>"
	}
	if e.Line > 0 {
		pos += fmt.Sprintf(":%d", e.Line)
		if e.Col > 0 {
			pos += fmt.Sprintf(":%d", e.Col)
		}
	}
	return pos + ": " + e.Msg
}

// Unwrap returns the named error, so errors.Is(err, ErrSyntax) works.
func (e *ParseError) Unwrap() error { return e.Err }

// Errorf builds a *ParseError wrapping kind (one of the named errors).
func Errorf(kind error, file string, line, col int, format string, args ...any) *ParseError {
	return &ParseError{File: file, Line: line, Col: col, Msg: fmt.Sprintf(format, args...), Err: kind}
}

// IsInputError reports whether err is the caller's fault: bad text or bad options.
// The command line maps such errors to exit code 2.
func IsInputError(err error) bool {
	var pe *ParseError
	return errors.As(err, &pe) || errors.Is(err, ErrSyntax) || errors.Is(err, ErrInvalid) ||
		errors.Is(err, ErrUnknownKind) || errors.Is(err, ErrBadOption) || errors.Is(err, ErrUnsupported)
}
