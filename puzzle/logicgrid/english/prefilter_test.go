package english

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPrefilterNeverHidesAMatch runs every pattern of the reader on lines
// of the test puzzles (every 31st: all of them take minutes), on each
// clause, lower- and upper-cased copy of them, and fails where the
// prefilter would skip a text the pattern matches.
func TestPrefilterNeverHidesAMatch(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*", "*.txt"))
	var texts []string
	for _, f := range files {
		d, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for k, line := range strings.Split(string(d), "\n") {
			if (k+len(texts))%31 != 0 {
				continue
			}
			texts = append(texts, line, strings.ToLower(line), strings.ToUpper(line))
			for _, part := range strings.Split(line, ", ") {
				texts = append(texts, part)
			}
		}
	}
	// folding the long s and the Kelvin sign, and scripts beyond ASCII
	texts = append(texts, "Ann ſat at the round table", "the \u212aemp", "Zoë and Chloé sat at the round table")
	if len(texts) < 1000 {
		t.Fatalf("only %d texts", len(texts))
	}
	filtered, skipped := 0, 0
	for _, l := range lazyPatterns {
		l.get()
		if l.need != nil {
			filtered++
		}
		for _, s := range texts {
			if l.may(s) {
				continue
			}
			skipped++
			if loc := l.re.FindStringIndex(s); loc != nil {
				t.Fatalf("pattern %q: the prefilter %v skips %q, which matches at %v", l.src, l.need, s, loc)
			}
		}
	}
	// the filter must be doing its work, or this test checks nothing
	if filtered < len(lazyPatterns)/2 || skipped == 0 {
		t.Errorf("%d of %d patterns have required literals, %d texts skipped", filtered, len(lazyPatterns), skipped)
	}
	t.Logf("%d of %d patterns filtered; %d of %d runs skipped", filtered, len(lazyPatterns), skipped, len(texts)*len(lazyPatterns))
}

func TestRequiredLiterals(t *testing.T) {
	for _, c := range []struct {
		src, want, why string
	}{
		{`(?i)\b(?:round|oval) (?:table|bench)\b`, "table|bench", "the longer of two parts of a sequence"},
		{`^(.+?), (?:who|whose) (.+?)$`, "who", "the longer literals of a sequence: 'who' beats ', '"},
		{`(?i)\bnot\s+both\b`, "both", "case folded, lower"},
		{`Mr\.? [A-Z]\w*`, "Mr", "exact case"},
		{`(?i)(a|b*)c?`, "", "an alternative that needs nothing"},
		{`(?i)café`, "", "beyond ASCII: not filtered"},
		{`(?i)(?:fiver|tenner){2,}`, "fiver|tenner", "a repeat of at least one"},
	} {
		var got []string
		for _, n := range requiredLiterals(c.src) {
			got = append(got, n.s)
		}
		if strings.Join(got, "|") != c.want {
			t.Errorf("%s: %q needs %q, want %q", c.why, c.src, strings.Join(got, "|"), c.want)
		}
	}
}
