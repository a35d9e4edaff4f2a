package english

import "strings"

// "Mrs Oldroyd was the team's top scorer", "the club's oldest member":
// the group everyone in the puzzle belongs to, before a superlative, says
// nothing more than "the top scorer" (read as it was, "team" was no item
// and the sentence was refused).

// collectiveOwner is "the team's " before a word.
var collectiveOwner = lazyRE(`(?i)\bthe (team|club|group|class|band|crew|family|league|office|company|firm|school|village|choir|cast|paper|show|contest|competition|tournament|night|evening|day|week|festival|fair)(?:'s|’s) (\pL+)`)

// collectiveSaid is s with such a possessive left out where what follows
// is a superlative ("top", "best-paid", "oldest") and the noun is no
// item or category of the puzzle.
func (mg *magazine) collectiveSaid(s string) string {
	return collectiveOwner.ReplaceAllStringFunc(s, func(g string) string {
		m := collectiveOwner.FindStringSubmatch(g)
		noun, next := strings.ToLower(m[1]), strings.ToLower(m[2])
		if mg.namesCategory(noun) || len(mg.lx.mentions(tokenize(m[1]))) > 0 {
			return g
		}
		first, _, _ := strings.Cut(next, "-")
		if _, ok := compoundSuperlatives[first]; !ok && !superlativeWord(next) {
			return g
		}
		return "the " + m[2]
	})
}

// formerItem is "the former " before a word: "not as long as the former
// postman" (once a postman: the item), not "the former" of two named.
var formerItem = lazyRE(`(?i)\bthe former `)

// formerItemSaid is s with "former" left out where an item follows it
// ("the former postman" of jobs is the postman; read as "the former" of
// two things named, the sentence was refused).
func (mg *magazine) formerItemSaid(s string) string {
	for _, at := range formerItem.FindAllStringIndex(s, -1) {
		rest := s[at[1]:]
		if ms := mg.lx.mentions(tokenize(rest)); len(ms) > 0 && ms[0].start == 0 {
			return mg.formerItemSaid(s[:at[1]-len("former ")] + rest)
		}
	}
	return s
}

// eventTimeNoun is a possessive, the event, and its time's noun: "the
// Garden Guild's founding month", "Mill Bridge's opening year": the time
// of the one thing each row has (the event is the story's).
var eventTimeNoun = lazyRE(`(?i)(['’]s) (?:founding|opening|launch|launching|birth|completion|building|wedding|starting|start|release|publication) (year|month|date|day|time)\b`)

// eventTimeSaid is s with the event word left out before a noun of time
// that names a category: "the Garden Guild's month".
func (mg *magazine) eventTimeSaid(s string) string {
	return eventTimeNoun.ReplaceAllStringFunc(s, func(g string) string {
		m := eventTimeNoun.FindStringSubmatch(g)
		if !mg.namesCategory(strings.ToLower(m[2])) {
			return g
		}
		return m[1] + " " + m[2]
	})
}

// unitRightAfter is "the month right after", "the very next day after":
// one of that unit after (a calendar month: "born the month right after
// Priya" of months March, April, June, September is April after March,
// never June after April, the next in the list).
var unitRightAfter = lazyRE(`(?i)\bthe (?:very )?(?:next )?(day|week|month|year|night|evening|morning) (?:right |immediately |directly |just )?(after|before)\b`)

// unitRightAfterSaid is s with such a phrase said "one month after" where
// it has "right", "immediately", "directly", "just" or "very next".
func unitRightAfterSaid(s string) string {
	out, last := "", 0
	for _, at := range unitRightAfter.FindAllStringSubmatchIndex(s, -1) {
		lower := strings.ToLower(s[at[0]:at[1]])
		if !strings.Contains(lower, "right ") && !strings.Contains(lower, "immediately ") && !strings.Contains(lower, "directly ") && !strings.Contains(lower, "just ") && !strings.Contains(lower, "next ") {
			continue // "the month after" reads as it is
		}
		if strings.HasPrefix(strings.ToLower(strings.TrimSpace(s[at[1]:])), "or ") {
			continue // "the day immediately before or immediately after": the pair, as it is
		}
		out += s[last:at[0]] + "one " + strings.ToLower(s[at[2]:at[3]]) + " " + strings.ToLower(s[at[4]:at[5]])
		last = at[1]
	}
	return out + s[last:]
}
