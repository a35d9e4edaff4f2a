package english

import "strings"

// "Saltwater opens the day's programme", "The comedy closed the festival",
// "The conference opens with Castillo's talk":
// the first and the last of an order or a time of day, said as "was
// first" and "was last" (ordinaladverb.go and the superlatives read those
// along the category the puzzle orders by, or refuse). "Iris was the first
// across the line" finished first.

// opensShow is a verb of opening or closing and the thing opened.
var opensShow = lazyRE(`(?i)\b(opens|opened|open|kicks off|kicked off|kick off|starts|started|begins|began|closes|closed|close|ends|ended|rounds off|rounded off|wraps up|wrapped up) the (?:(?:day|festival|show|event|night|evening|week|weekend|conference|season)(?:'s|’s) )?(programme|program|show|festival|bill|day|schedule|line-up|lineup|proceedings|concert|event|evening|night|morning|afternoon|week|weekend|conference|season|series|session|tournament|fete|fair|gala|recital|timetable)(?:[.,;!]|\s*$| and | but )`)

// opensWith is an event that opens (closes) with a thing: "The conference
// opens with Castillo's talk", "The evening closed with the tango".
var opensWith = lazyRE(`(?i)^\s*the (?:day|festival|show|event|night|evening|week|weekend|conference|season|programme|program|concert|recital|gala|tournament|series|schedule|bill|line-up|lineup)(?:'s (?:programme|program|schedule|bill|line-up|lineup))? (opens|opened|kicks off|kicked off|starts|started|begins|began|closes|closed|ends|ended|rounds off|rounded off|wraps up|wrapped up) with (.+?)[.!]?\s*$`)

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
	if m := opensWith.FindStringSubmatch(s); m != nil && mg.onlyMention(m[2]) && !strings.ContainsAny(m[2], ",;") && !strings.Contains(m[2], " and ") && !strings.Contains(m[2], " but ") { // (not "with the juggler and closed with a song")
		v := strings.ToLower(m[1])
		for _, w := range []string{"clos", "end", "round", "wrap"} {
			if strings.HasPrefix(v, w) {
				return m[2] + " " + mg.openingSaid(true) + "."
			}
		}
		return m[2] + " " + mg.openingSaid(false) + "."
	}
	return opensShow.ReplaceAllStringFunc(s, func(g string) string {
		m := opensShow.FindStringSubmatch(g)
		if !mg.wholeSpan(strings.ToLower(m[2])) {
			return g // "kicked off the evening" of afternoon and evening times: no first of all
		}
		v := strings.ToLower(m[1])
		tail := g[len(strings.TrimRight(g, ".,;! andbut")):] // the clause's end, kept
		if strings.HasSuffix(g, " and ") || strings.HasSuffix(g, " but ") {
			tail = g[len(g)-5:]
		}
		for _, w := range []string{"clos", "end", "round", "wrap"} {
			if strings.HasPrefix(v, w) {
				return mg.openingSaid(true) + tail
			}
		}
		return mg.openingSaid(false) + tail
	})
}

// openingSaid is "was first" (or "was last"), or, where the puzzle has one
// category of times and a ranking besides, the first (last) time itself:
// "Ian opened the show" of a talent show with places 1st to 5th is on
// stage first, never placed first.
func (mg *magazine) openingSaid(last bool) string {
	word := map[bool]string{false: "was first", true: "was last"}[last]
	if contest, _ := mg.contestRank(); mg.onlyRank() < 0 && contest < 0 {
		return word // no ranking that "first" could be read along instead
	}
	t := mg.onlyClass(clock, weekday, date)
	if t < 0 {
		return word
	}
	i := 0
	if last {
		i = mg.p.N() - 1
	}
	prep := "at "
	if mg.num[t].class != clock {
		prep = "on "
	}
	return "was " + prep + mg.p.Domains[t].Items[i]
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

// wholeSpan reports whether a span of time an event opens or closes is the
// whole of the puzzle's order: a part of the day whose times are all of
// the puzzle's clock times ("opens the evening" of 6pm to midnight), a
// week of days from Monday, a weekend of Saturday and Sunday; any other
// noun (the programme, the show) is the whole by its meaning.
func (mg *magazine) wholeSpan(noun string) bool {
	parts := map[string][2]int{"morning": {0, 12 * 60}, "afternoon": {12 * 60, 18 * 60}, "evening": {17 * 60, 30 * 60}, "night": {19 * 60, 30 * 60}}
	if span, ok := parts[noun]; ok {
		d := mg.onlyClass(clock)
		if d < 0 {
			return false // none, or two categories of times: which?
		}
		for i := range mg.p.Domains[d].Items {
			if v := mg.p.Value(d, i); v < span[0] || v >= span[1] {
				return false
			}
		}
		return true
	}
	if noun != "week" && noun != "weekend" {
		return true
	}
	d := mg.onlyClass(weekday)
	if d < 0 {
		return false
	}
	first := strings.ToLower(mg.p.Domains[d].Items[0])
	want := map[string]string{"week": "mon", "weekend": "sat"}[noun]
	return strings.HasPrefix(first, want) && (noun == "week" || len(mg.p.Domains[d].Items) == 2)
}
