package magnets

import (
	"context"
	"errors"
	"strings"
	"testing"

	"deduce/puzzle"
)

// The size maxima (docs/guide/robustness.md): the parsers read up to
// MaxSide per side, the generators make up to MaxGenerateSide (unique) and
// MaxReportSide (report); past them the error says the maximum and why,
// and at them the size check lets the work start.
func TestSizeLimits(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	parse := func(text string) error { _, err := Parse("in", []byte(text)); return err }
	gen := func(w int, method string) error {
		_, err := Kind{}.Generate(cancelled, puzzle.GenerateOptions{Width: w, Height: w, Method: method, Seed: 1})
		return err
	}
	cases := []struct {
		why  string
		err  error
		base error  // nil: the size is accepted (any other error, or none)
		want string // fragment of the message
	}{
		{"one past the parse maximum", parse("magnets 101\n"), puzzle.ErrUnsupported, "above the maximum 100 per side"},
		{"a wide grid past it", parse("magnets 3x1000\n"), puzzle.ErrUnsupported, "above the maximum 100"},
		{"a game ID past it", parse("101x2:1,2,3,4,LR\n"), puzzle.ErrUnsupported, "above the maximum 100"},
		{"not a size at all stays a syntax error", parse("magnets 0x3\n"), puzzle.ErrSyntax, "bad size"},
		{"the parse maximum itself is read (the error is about the missing rows)", parse("magnets 100\n"), nil, ""},
		{"unique generation past its maximum", gen(MaxGenerateSide+1, ""), puzzle.ErrBadOption, "above the maximum 36 for magnets generation"},
		{"report generation past its maximum", gen(MaxReportSide+1, "report"), puzzle.ErrBadOption, "above the maximum 64 for magnets --method report"},
		{"past the reader's maximum, generation still quotes its own", gen(MaxSide+1, ""), puzzle.ErrBadOption, "above the maximum 36 for magnets generation"},
		{"too small quotes the generators' maxima, not the reader's", gen(1, ""), puzzle.ErrBadOption, "at most 36, or 64 with --method report"},
		{"unique generation at its maximum starts (and stops: the context is cancelled)", gen(MaxGenerateSide, ""), nil, ""},
		{"report generation at its maximum starts", gen(MaxReportSide, "report"), nil, ""},
	}
	for _, c := range cases {
		if c.base == nil {
			if c.err != nil && strings.Contains(c.err.Error(), "maximum") {
				t.Errorf("%s: refused for its size: %v", c.why, c.err)
			}
			continue
		}
		if !errors.Is(c.err, c.base) || !strings.Contains(fmtErr(c.err), c.want) {
			t.Errorf("%s: got %v, want %v with %q", c.why, c.err, c.base, c.want)
		}
	}
}

func fmtErr(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
