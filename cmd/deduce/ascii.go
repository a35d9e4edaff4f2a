package main

import (
	"io"
	"strings"
)

// asciiGlyphs are the non-ASCII characters deduce's text output uses (board
// frames, explanations, help), each with a stand-in of the same width where
// it sits in a drawing (box drawing: one column), words where it sits in a
// sentence.
var asciiGlyphs = strings.NewReplacer(
	"─", "-", "│", "|", "┌", "+", "┐", "+", "└", "+", "┘", "+",
	"├", "+", "┤", "+", "┬", "+", "┴", "+", "┼", "+",
	"═", "=", "║", "|", "·", ".",
	"≠", "!=", "≤", "<=", "≥", ">=", "→", "->", "←", "<-", "↔", "<->", "⇔", "<=>",
	"×", "x", "−", "-", "—", "--", "–", "-", "…", "...",
	"✓", "v", "✗", "x", "¬", "~", "∧", "&", "∨", "|",
	"²", "^2", "³", "^3", "“", `"`, "”", `"`, "‘", "'", "’", "'",
)

// asciiWriter writes through w with asciiGlyphs replaced.
type asciiWriter struct{ w io.Writer }

func (a asciiWriter) Write(p []byte) (int, error) {
	if _, err := io.WriteString(a.w, asciiGlyphs.Replace(string(p))); err != nil {
		return 0, err
	}
	return len(p), nil
}

// utf8Locale reports whether the locale lets deduce print Unicode: the
// first of LC_ALL, LC_CTYPE, LANG that is set decides (as setlocale reads
// them); "C"/"POSIX" or another charset means ASCII. With none set, Unicode:
// today's terminals are UTF-8, and --ascii is there for the others.
func utf8Locale(getenv func(string) string) bool {
	for _, name := range []string{"LC_ALL", "LC_CTYPE", "LANG"} {
		v := getenv(name)
		if v == "" {
			continue
		}
		l := strings.ToLower(v)
		return strings.Contains(l, "utf-8") || strings.Contains(l, "utf8")
	}
	return true
}
