package english

import (
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
var neitherOpening = lazyRE(`(?i)^\s*(?:neither|nor)\s+(?:was|were|is|are|did|does|do|has|had|have)\s+([^,]+?)(?:,\s*((?:who|whose)\s+.+?))?\s*[.!]?\s*$`)

// pronounOpening is a clue opened by a pronoun subject: "They arrived a
// week after the guests in the Heather Room" (after "The Hegartys had the
// Garden Room"): the clue before's subject, when that clue is one plain
// clause whose subject is first and the only one of the puzzle's first
// category (its people) it names, and this clue names none of them before
// its verb. A pronoun whose sex the titles deny is refused as before.
var pronounOpening = lazyRE(`^\s*(They|He|She)\s+(\pL.*)$`)

// carriedOn is text said in full from the clue before it (prev), or text
// itself when it does not carry on.
func (mg *magazine) carriedOn(prev, text string) string {
	if said, ok := mg.pronounCarried(prev, text); ok {
		return said
	}
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

// pronounCarried is text with its opening pronoun said as the subject of
// the clue before (ok false when it is not read so).
func (mg *magazine) pronounCarried(prev, text string) (string, bool) {
	m := pronounOpening.FindStringSubmatch(text)
	if m == nil {
		return "", false
	}
	prev = strings.TrimRight(strings.TrimSpace(prev), ".!")
	if strings.ContainsAny(prev, ",;") {
		return "", false
	}
	ts := tokenize(prev)
	ms := mg.lx.mentions(ts)
	if len(ms) < 2 || ms[0].start > 1 || ms[0].start == 1 && ts[0].w != "the" || len(ms[0].items) != 1 || ms[0].items[0].D != 0 {
		return "", false
	}
	for _, t := range ts {
		if set("and but or either neither nor if then")[t.w] || pronouns[t.w] {
			return "", false
		}
	}
	for _, x := range ms[1:] {
		for _, it := range x.items {
			if it.D == 0 {
				return "", false // two of the people: which one?
			}
		}
	}
	who := ms[0].items[0]
	if p := strings.ToLower(m[1]); p != "they" {
		g, people := mg.genders()
		want := map[string]gender{"he": male, "she": female}[p]
		if people == 0 && who.I < len(g) && g[who.I] != unknownGender && g[who.I] != want {
			return "", false
		}
	}
	return prev[:ts[ms[0].end-1].end] + " " + m[2], true
}
