package english

import "strings"

// "..., and she is no artist: she never sketches": the words after a colon
// say plainly what the clause before it says in a figure of speech. Where
// that clause names no item (nothing of it could be read), the plain words
// are read in its place; where it names one, both are read as they are.
// Counted statements ("Exactly one of these is true: ...") keep their
// colon (countof.go, oneof.go).

// colonSaid is s with a clause before a colon that names no item replaced
// by the words after the colon, or s as it is.
func (mg *magazine) colonSaid(s string) string {
	before, after, ok := strings.Cut(s, ": ")
	if !ok || strings.Contains(after, ":") || len(mg.lx.mentions(tokenize(after))) == 0 {
		return s
	}
	lower := strings.ToLower(before)
	for _, w := range []string{"true", "false", "following", "these", "statements", "so"} {
		if hasWord(tokenize(lower), w) {
			return s // "Exactly one of these is true: ..."
		}
	}
	head, last := "", before
	for _, sep := range []string{"; ", ", and ", ", but ", " and ", " but "} {
		if i := strings.LastIndex(before, sep); i >= 0 {
			head, last = before[:i+len(sep)], before[i+len(sep):]
			break
		}
	}
	if len(mg.lx.mentions(tokenize(last))) > 0 || len(tokenize(last)) < 3 {
		if first := firstWord(strings.ToLower(after)); set("she he they")[first] && len(mg.lx.mentions(tokenize(last))) > 0 && !strings.ContainsAny(before, ";:") {
			// "Isla wasn't at the zoo: she arrived at 10am": two
			// sentences, the pronoun the first one's subject
			return before + ". " + strings.ToUpper(after[:1]) + after[1:]
		}
		return s // ("Runner-up: rated above Quinlan, ...": a label, no clause)
	}
	if first := firstWord(strings.ToLower(after)); !set("she he they it")[first] && !strings.EqualFold(first, firstWord(last)) {
		return s // the plain words say it of the same one: "she is no artist: she never sketches"
	}
	return head + after
}
