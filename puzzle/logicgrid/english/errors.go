package english

import "fmt"

type readError struct{ msg string }

func (e readError) Error() string { return e.msg }

func errorf(format string, args ...any) error { return readError{fmt.Sprintf(format, args...)} }
