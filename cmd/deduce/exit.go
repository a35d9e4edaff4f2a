package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"deduce/puzzle"
)

// Exit codes, as the README documents them.
const (
	exitOK        = 0
	exitNoAnswer  = 1 // no solution, several where one is needed (explain, hint, read), failed check
	exitBadInput  = 2 // bad input or usage
	exitUndecided = 3 // timeout, limit, or an incomplete method's "unknown"
)

// exitError carries an explicit exit code. An empty msg prints nothing: the
// command already said what happened on stdout (e.g. "no solution").
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }

// usageError marks errors in how deduce was called (flags, arguments).
type usageError struct{ err error }

func (e *usageError) Error() string { return e.err.Error() }
func (e *usageError) Unwrap() error { return e.err }

// quiet returns an error that sets the exit code without printing anything.
func quiet(code int) error { return &exitError{code: code} }

// exitCode classifies err.
func exitCode(err error) int {
	var ee *exitError
	var ue *usageError
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &ee):
		return ee.code
	case errors.As(err, &ue):
		return exitBadInput
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled), errors.Is(err, puzzle.ErrLimit):
		return exitUndecided
	case puzzle.IsInputError(err), errors.Is(err, puzzle.ErrUnreadable):
		return exitBadInput
	default:
		return exitNoAnswer
	}
}

// describe turns err into the one line printed after "deduce: ".
func describe(err error) string {
	var ie *interruptError
	switch {
	case errors.As(err, &ie):
		return ie.Error()
	case errors.Is(err, context.DeadlineExceeded):
		return fmt.Sprintf("timeout: %v", err)
	case errors.Is(err, context.Canceled):
		return fmt.Sprintf("interrupted: %v", err)
	}
	return err.Error()
}

// oneLine keeps a message on one line of stderr (or one JSON string).
func oneLine(msg string) string { return strings.ReplaceAll(msg, "\n", " ") }
