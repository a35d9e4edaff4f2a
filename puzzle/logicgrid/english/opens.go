package english

import "strings"

// "Saltwater opens the day's programme", "The comedy closed the festival":
// the first and the last of an order or a time of day, said as "was
// first" and "was last" (ordinaladverb.go and the superlatives read those
// along the category the puzzle orders by, or refuse). "Iris was the first
// across the line" finished first.

// opensShow is a verb of opening or closing and the thing opened.
var opensShow = lazyRE(`(?i)\b(opens|opened|open|kicks off|kicked off|kick off|starts|started|begins|began|closes|closed|close|ends|ended|rounds off|rounded off|wraps up|wrapped up) the (?:(?:day|festival|show|event)(?:'s|’s) )?(programme|program|show|festival|bill|day|schedule|line-up|lineup|proceedings|concert|event)(?:[.,;!]|\s*$| and | but )`)

// acrossLine is "was the first (last) across the line", "crossed the line
// first": finished first (last).
var acrossLine = lazyRE(`(?i)\b(?:(?:was|were) the (first|last|second|third) (?:across|over|to cross) the (?:finish(?:ing)? )?line|crossed the (?:finish(?:ing)? )?line (first|last|second|third))\b`)

// opensSaid is s with such a phrase said as "was first" or "was last",
// and "the first across the line" as "finished first". In a contest ranked
// by places, closing the show is no place: left as it is.
func (mg *magazine) opensSaid(s string) string {
	s = acrossLine.ReplaceAllStringFunc(s, func(g string) string {
		m := acrossLine.FindStringSubmatch(g)
		return "finished " + strings.ToLower(m[1]+m[2])
	})
	if mg.onlyRank() >= 0 && !mg.hasTime() {
		return s
	}
	return opensShow.ReplaceAllStringFunc(s, func(g string) string {
		m := opensShow.FindStringSubmatch(g)
		v := strings.ToLower(m[1])
		tail := g[len(strings.TrimRight(g, ".,;! andbut")):] // the clause's end, kept
		if strings.HasSuffix(g, " and ") || strings.HasSuffix(g, " but ") {
			tail = g[len(g)-5:]
		}
		for _, w := range []string{"clos", "end", "round", "wrap"} {
			if strings.HasPrefix(v, w) {
				return "was last" + tail
			}
		}
		return "was first" + tail
	})
}

// finalNoun is "the final" and a noun: "the final lot of the day" (not
// after a comma: "on Sunday, the final day of the sales" says Sunday again).
var finalNoun = lazyRE(`(?i)(?:^|[^,]\s)the final (\pL+)\b`)

// finalSaid is s with "the final NOUN" said as "the last NOUN" where the
// noun names a category of the puzzle ("the final lot"): the last of the
// order, not a final of a contest.
func (mg *magazine) finalSaid(s string) string {
	return finalNoun.ReplaceAllStringFunc(s, func(g string) string {
		m := finalNoun.FindStringSubmatch(g)
		if !mg.namesCategory(strings.ToLower(m[1])) && !mg.positionNoun(strings.ToLower(m[1])) {
			return g
		}
		i := strings.Index(strings.ToLower(g), "the final ")
		return g[:i] + g[i:i+4] + "last " + m[1]
	})
}
