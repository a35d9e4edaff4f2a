package english

import (
	"regexp"
	"strings"
)

// A clue may carry on from the one before it: "4. Alderton wasn't
// stumped. 5. Neither was Dymond, who made fewer runs than the batsman
// who was caught." The second says of its subject what the first denied
// of its own ("Dymond wasn't stumped"), as "..., and neither was Dymond"
// does within one sentence. It is read so only when the clue before is
// one plain clause: a named subject first, a "not" in its verb, no comma,
// "and", "but" or "or"; else it is refused as before.

// neitherOpening is a clue opened by "Neither was X" ("Nor did X"), with
// an optional relative clause after X.
var neitherOpening = regexp.MustCompile(`(?i)^\s*(?:neither|nor)\s+(?:was|were|is|are|did|does|do|has|had|have)\s+([^,]+?)(?:,\s*((?:who|whose)\s+.+?))?\s*[.!]?\s*$`)

// carriedOn is text said in full from the clue before it (prev), or text
// itself when it does not carry on.
func (mg *magazine) carriedOn(prev, text string) string {
	m := neitherOpening.FindStringSubmatch(text)
	if m == nil || !mg.onlyMention(m[1]) {
		return text
	}
	prev = strings.TrimRight(strings.TrimSpace(prev), ".!")
	if strings.ContainsAny(prev, ",;") {
		return text
	}
	ts := tokenize(prev)
	ms := mg.lx.mentions(ts)
	if len(ms) == 0 || ms[0].start != 0 {
		return text
	}
	negated := false
	for _, t := range ts[ms[0].end:] {
		if set("and but or either neither nor if")[t.w] {
			return text
		}
		negated = negated || negationWords[t.w]
	}
	if !negated {
		return text
	}
	rest := strings.TrimSpace(prev[ts[ms[0].end-1].end:])
	if m[2] != "" {
		return m[1] + ", " + m[2] + ", " + rest
	}
	return m[1] + " " + rest
}
