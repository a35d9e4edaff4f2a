package puzzle

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"
)

// paramKind declares one parameter of each type.
type paramKind struct{ toyKind }

func (paramKind) GenParams() []GenParam {
	return []GenParam{
		{Name: "domains", Usage: "a count"},
		{Name: "minimal", Type: ParamBool, Usage: "a switch"},
		{Name: "share", Type: ParamFloat, Usage: "a fraction", Check: func(v float64) error {
			if v < 0 || v > 1 {
				return fmt.Errorf("%w: share %g: want 0..1", ErrBadOption, v)
			}
			return nil
		}},
	}
}

// SetParam checks a value against the kind's declaration before it reaches
// the generator: the type, the kind's own check, the name.
func TestSetParam(t *testing.T) {
	k := paramKind{toyKind{name: "toy"}}
	for _, c := range []struct {
		name    string
		v       float64
		errWith string // "" = accepted
		why     string
	}{
		{"domains", 4, "", "a whole number"},
		{"domains", 4.5, "whole number", "a fraction for a count"},
		{"domains", math.Inf(1), "finite number", "infinity"},
		{"minimal", 1, "", "a switch on"},
		{"minimal", 0, "", "a switch off (--minimal=false)"},
		{"minimal", 2, "switch", "a switch is 0 or 1"},
		{"share", 0.25, "", "a fraction"},
		{"share", 0, "", "zero, kept apart from absent"},
		{"share", 3, "want 0..1", "the kind's own check refuses"},
		{"share", math.NaN(), "finite number", "not a number"},
		{"domain", 4, `not a parameter of toy; did you mean "domains"?`, "a misspelled name"},
		{"blank", 0.3, "not a parameter of toy", "another kind's parameter"},
	} {
		var o GenerateOptions
		err := SetParam(k, &o, c.name, c.v)
		got, given := o.Param(c.name)
		switch {
		case c.errWith == "" && (err != nil || !given || got != c.v):
			t.Errorf("%s: --%s %g: stored %g (given %v), error %v", c.why, c.name, c.v, got, given, err)
		case c.errWith != "" && (err == nil || !errors.Is(err, ErrBadOption) || !strings.Contains(err.Error(), c.errWith)):
			t.Errorf("%s: --%s %g: error %v, want ErrBadOption with %q", c.why, c.name, c.v, err, c.errWith)
		case c.errWith != "" && given:
			t.Errorf("%s: --%s %g: refused, yet stored", c.why, c.name, c.v)
		}
	}
	o := GenerateOptions{Params: Params{"domains": 3, "minimal": 1}}
	if o.Int("domains") != 3 || !o.Flag("minimal") || o.Int("items") != 0 || o.Flag("other") {
		t.Errorf("reading params: %+v", o)
	}
}

// TitleOf is the kind's own title, or its name.
func TestTitleOf(t *testing.T) {
	if got := TitleOf(toyKind{name: "toy"}); got != "toy" {
		t.Errorf("a kind without a title: %q", got)
	}
	if got := TitleOf(titled{toyKind{name: "toy"}}); got != "Toy Puzzle" {
		t.Errorf("a kind with a title: %q", got)
	}
}

type titled struct{ toyKind }

func (titled) Title() string { return "Toy Puzzle" }
