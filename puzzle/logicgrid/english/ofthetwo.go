package english

import (
	"regexp"
	"slices"
	"strings"

	"deduce/puzzle/logicgrid"
)

// "Of the rhubarb pie and the apple pie, the rhubarb fetched the higher
// price", "Of Ann and Bo, Bo is the older", "Between the Elm Park runner and
// Ivy, Ivy went farther": the one of the two the clause names is the one
// the comparative says, so the clause is said again with the other one
// after "than" ("the rhubarb fetched a higher price than the apple pie").
// The clause must name one of the two and nothing else, and hold a
// comparative with no "than" of its own; anything else is left to the
// other readings ("Of A and B, one ... and the other ...").

// ofTheTwo is "Of A and B, REST" ("Between A and B, REST", "Comparing A
// and B, REST").
var ofTheTwo = regexp.MustCompile(`(?i)^\s*(?:of|between|comparing) (.+?) and ([^,]+), (.+?)[.!]?\s*$`)

// ofTheTwoCompared rewrites s as its comparison ("" when s is no such
// sentence).
func (mg *magazine) ofTheTwoCompared(s string) string {
	m := ofTheTwo.FindStringSubmatch(s)
	if m == nil || !mg.onlyMention(m[1]) || !mg.onlyMention(m[2]) {
		return ""
	}
	one := func(x string) logicgrid.Item { return mg.lx.mentions(tokenize(x))[0].items[0] }
	a, b := mg.lx.mentions(tokenize(m[1]))[0], mg.lx.mentions(tokenize(m[2]))[0]
	if len(a.items) != 1 || len(b.items) != 1 || one(m[1]) == one(m[2]) {
		return ""
	}
	rest := m[3]
	ts := tokenize(rest)
	ms := mg.lx.mentions(ts)
	if len(ms) != 1 || ms[0].start > 1 || hasWord(ts, "than") || hasWord(ts, "one") && hasWord(ts, "other") {
		return ""
	}
	other := ""
	switch {
	case slices.Contains(ms[0].items, a.items[0]) && !slices.Contains(ms[0].items, b.items[0]):
		other = m[2]
	case slices.Contains(ms[0].items, b.items[0]) && !slices.Contains(ms[0].items, a.items[0]):
		other = m[1]
	default:
		return ""
	}
	cmp := -1
	for k := ms[0].end; k < len(ts); k++ {
		if _, ok := comparatives[ts[k].w]; ok {
			if cmp >= 0 {
				return "" // two comparatives: which one the two differ in is not said
			}
			cmp = k
		}
	}
	if cmp < 0 {
		return ""
	}
	lead := strings.ToLower(strings.TrimSpace(other))
	if strings.HasPrefix(lead, "the ") || strings.HasPrefix(lead, "a ") || capitalised(strings.TrimSpace(other)) {
		other = strings.TrimSpace(other)
	} else {
		other = "the " + strings.TrimSpace(other) // "Of the beagle and goldfish, ..."
	}
	if cmp == 0 || ts[cmp-1].w != "the" {
		// "Bo went farther", "the rhubarb sold for more"
		return rest[:ts[cmp].end] + " than " + other + rest[ts[cmp].end:]
	}
	// "the higher price", "the older owner": a comparison with the other
	// ("a higher price than the apple pie"); "is the older", "the older
	// one", "the older of the two": the comparative itself
	after := strings.ToLower(strings.TrimSpace(rest[ts[cmp].end:]))
	switch after {
	case "", "one", "of the two", "one of the two":
		return rest[:ts[cmp-1].col-1] + ts[cmp].raw + " than " + other
	}
	art := "a "
	if strings.ContainsRune("aeiou", rune(ts[cmp].w[0])) {
		art = "an "
	}
	return rest[:ts[cmp-1].col-1] + art + rest[ts[cmp].col-1:] + " than " + other
}
