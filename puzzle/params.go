package puzzle

import (
	"fmt"
	"strconv"
	"strings"
)

// GenParam is a generator parameter beyond size and difficulty (a logic
// grid's number of domains, say). The kind declares it, so `deduce generate`,
// `deduce play` and the bench offer it as a flag without naming the kind.
type GenParam struct {
	Name  string // flag name, e.g. "domains"
	Usage string // one line for the flag's help
	// Apply stores the flag's value in the options the kind's Generate reads.
	Apply func(opt *GenerateOptions, v int)
	// Bool makes the flag a switch (--minimal): it takes no value, and
	// Apply gets 1 when it is given (0 with --name=false).
	Bool bool
	// ApplyFloat, set instead of Apply, makes the flag a real number (a
	// share, say); an error is the user's (a bad value), shown as a usage error.
	ApplyFloat func(opt *GenerateOptions, v float64) error
}

// GenParamer is implemented by generators with parameters of their own.
type GenParamer interface {
	GenParams() []GenParam
}

// SizeParser is implemented by kinds whose --size is not the common "N" or
// "WxH" (see ParseSize): square-only kinds refuse W≠H with a clear error.
type SizeParser interface {
	ParseSize(s string) (width, height int, err error)
}

// ParseSize reads the common size syntax: "N" (N×N) or "WxH"; "" is 0, 0,
// the kind's default. Errors wrap ErrBadOption.
func ParseSize(s string) (w, h int, err error) {
	if s == "" {
		return 0, 0, nil
	}
	ws, hs, two := strings.Cut(strings.ToLower(s), "x")
	w, err1 := strconv.Atoi(ws)
	h = w
	var err2 error
	if two {
		h, err2 = strconv.Atoi(hs)
	}
	if err1 != nil || err2 != nil || w <= 0 || h <= 0 {
		return 0, 0, fmt.Errorf("%w: bad size %q: want N or WxH with positive numbers", ErrBadOption, s)
	}
	return w, h, nil
}

// SizeOf reads s with k's own size parser, or ParseSize.
func SizeOf(k Kind, s string) (w, h int, err error) {
	if sp, ok := k.(SizeParser); ok {
		return sp.ParseSize(s)
	}
	return ParseSize(s)
}

// GenParamsOf returns k's generator parameters (none when it declares none).
func GenParamsOf(k Kind) []GenParam {
	if gp, ok := k.(GenParamer); ok {
		return gp.GenParams()
	}
	return nil
}
