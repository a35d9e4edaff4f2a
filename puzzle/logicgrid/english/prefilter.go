package english

import (
	"regexp/syntax"
	"strings"
	"unicode/utf8"
)

// A prefilter for the reader's patterns. Most patterns fail on most
// clauses, and Go's backtracker pays for a failure by trying every start:
// before this half of reading a puzzle went to patterns that could not
// match. A pattern whose every match contains one of a few literal words
// ("table" or "bench" for a round table) cannot match a text without any
// of them, which strings.Contains tells far faster. The words come from
// the pattern's syntax, so they are right by construction; a test checks
// the filtered patterns against the plain ones on every test sentence.

// needLiteral is a word a match must contain: in any case when fold (then
// s is lower case), else exactly.
type needLiteral struct {
	s    string
	fold bool
}

// requiredLiterals is a set of literals of which every match of src
// contains at least one, or nil when none is known.
func requiredLiterals(src string) []needLiteral {
	re, err := syntax.Parse(src, syntax.Perl)
	if err != nil {
		return nil
	}
	return required(re.Simplify())
}

func required(re *syntax.Regexp) []needLiteral {
	switch re.Op {
	case syntax.OpLiteral:
		s := string(re.Rune)
		if !isASCII(s) {
			return nil // case folding of other scripts is left to the pattern
		}
		fold := re.Flags&syntax.FoldCase != 0
		if fold {
			s = strings.ToLower(s)
		}
		return []needLiteral{{s, fold}}
	case syntax.OpCapture, syntax.OpPlus:
		return required(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return required(re.Sub[0])
		}
	case syntax.OpConcat:
		// every part is in a match: the part whose literals are longest
		// (the weakest of a set is its shortest) filters best
		var best []needLiteral
		for _, sub := range re.Sub {
			if r := required(sub); r != nil && (best == nil || strength(r) > strength(best)) {
				best = r
			}
		}
		return best
	case syntax.OpAlternate:
		// one of the alternatives is in a match: one of their literals
		var all []needLiteral
		for _, sub := range re.Sub {
			r := required(sub)
			if r == nil {
				return nil
			}
			all = append(all, r...)
		}
		return all
	}
	return nil
}

// strength is the length of the shortest literal of a set.
func strength(r []needLiteral) int {
	n := -1
	for _, l := range r {
		if n < 0 || len(l.s) < n {
			n = len(l.s)
		}
	}
	return n
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// may compiles the pattern if need be and reports whether s holds one of
// its required literals (true when it has none). The long s and the
// Kelvin sign fold to ASCII letters ("ſ" matches "(?i)s"), so a text that
// holds either is always tried.
func (l *lazyRegexp) may(s string) bool {
	l.get()
	if l.need == nil || !isASCII(s) && strings.ContainsAny(s, "\u017f\u212a") {
		return true
	}
	lower := ""
	for _, n := range l.need {
		if !n.fold {
			if strings.Contains(s, n.s) {
				return true
			}
			continue
		}
		if lower == "" {
			lower = strings.ToLower(s)
		}
		if strings.Contains(lower, n.s) {
			return true
		}
	}
	return false
}
