package puzzle

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// GenParam is a generator parameter beyond size and difficulty (a logic
// grid's number of domains, say). The kind declares it, so `deduce generate`,
// `deduce play`, the web and the bench offer it without naming the kind; its
// value reaches the kind's Generate in GenerateOptions.Params under Name.
type GenParam struct {
	Name  string    // flag name, e.g. "domains"
	Usage string    // one line for the flag's help
	Type  ParamType // int (the zero value), a switch, or a real number
	// Check, when set, refuses a bad value with an error wrapping
	// ErrBadOption (the front ends show it as a usage error).
	Check func(v float64) error
	// Min and Max are the values the generator takes in every style, for
	// front ends that offer a choice rather than a typed value (the
	// terminal game's new-puzzle dialog); both 0: no range declared, and
	// such a front end leaves the parameter as it was given. A value in
	// range may still be refused with others (a logic grid's pair-fact bound).
	Min, Max float64
}

// ParamType is the type of a generator parameter's value.
type ParamType int

const (
	ParamInt   ParamType = iota // a whole number (--domains 4)
	ParamBool                   // a switch (--minimal): 1 when given
	ParamFloat                  // a real number (--blank 0.3)
)

// GenParamer is implemented by generators with parameters of their own.
type GenParamer interface {
	GenParams() []GenParam
}

// Params are a generator's own parameters by name (GenParam.Name); a
// switch is 1 when on. A name absent is the kind's default.
type Params map[string]float64

// Int returns parameter name as a whole number, 0 when absent.
func (o GenerateOptions) Int(name string) int { return int(o.Params[name]) }

// Flag reports whether the switch name is on.
func (o GenerateOptions) Flag(name string) bool { return o.Params[name] != 0 }

// Param returns parameter name and whether it was given.
func (o GenerateOptions) Param(name string) (float64, bool) {
	v, ok := o.Params[name]
	return v, ok
}

// SetParam checks v against k's declaration of parameter name and stores
// it in o. A name k does not declare, or a value its Check refuses, is an
// error wrapping ErrBadOption; a whole-number parameter refuses a fraction.
func SetParam(k Kind, o *GenerateOptions, name string, v float64) error {
	for _, p := range GenParamsOf(k) {
		if p.Name != name {
			continue
		}
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return fmt.Errorf("%w: --%s %g: want a finite number", ErrBadOption, name, v)
		}
		if p.Type == ParamInt && v != math.Trunc(v) {
			return fmt.Errorf("%w: --%s %g: want a whole number", ErrBadOption, name, v)
		}
		if p.Type == ParamBool && v != 0 && v != 1 {
			return fmt.Errorf("%w: --%s is a switch (0 or 1), got %g", ErrBadOption, name, v)
		}
		if p.Check != nil {
			if err := p.Check(v); err != nil {
				return err
			}
		}
		if o.Params == nil {
			o.Params = Params{}
		}
		o.Params[name] = v
		return nil
	}
	var names []string
	for _, p := range GenParamsOf(k) {
		names = append(names, p.Name)
	}
	return fmt.Errorf("%w: --%s is not a parameter of %s%s (its parameters: %v)", ErrBadOption, name, k.Name(), DidYouMean(name, names), names)
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

// SizeRanger is implemented by generators whose size is one side N (an
// N×N board, --size N): the sides they make, for front ends that offer a
// choice (the terminal game's new-puzzle dialog). A kind whose size is made
// of its parameters (a logic grid's items and domains) declares those
// parameters' ranges (GenParam.Min, Max) instead.
type SizeRanger interface {
	GenSizes() (min, max int)
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
