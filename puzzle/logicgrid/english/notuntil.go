package english

import "strings"

// "The Brennans didn't need me until 8:30pm", "the ferry doesn't leave
// until noon", "Ann wasn't due until the 9th": not before that time, and
// then at it: the time of the thing, as a person reads a schedule. The
// negation is the idiom's, never the clause's: read as "at" ("until after
// 9pm" as "after 9pm"). Only verbs of a thing that happens at a moment
// (start, arrive, need, leave ...) are read so: "didn't stay until 9pm"
// says the stay ended before, and is left to the other readings (which
// refuse or read the negation).
var notUntil = lazyRE(`(?i)\b(?:did|does|do|was|were|is|are)(?:\s*n['’]t|\s+not)\s+((?:need|needed|start|begin|arrive|come|leave|open|get|turn|show|go|kick|want|expect|set|depart|finish|end|play|appear|perform|call|ring|book|have|due|meet|visit|ask|land|sail|tee|clock)\w*(?:\s+(?:me|us|him|her|them|in|up|off|on|out|there|going|started|underway))?)\s+until\s+(after\s+)?`)

// negatedUntil is any other "not ... until": refused, never read as "not"
// of the time ("didn't stay until 9pm" says nothing of when she came).
var negatedUntil = lazyRE(`(?i)(?:\bnot|n['’]t|\bnever)\s+(?:\S+\s+){0,3}?until\b`)

// notUntilRead rewrites the idiom (above) as the time it says.
func notUntilRead(s string) (string, error) {
	m := notUntil.FindStringSubmatchIndex(s)
	if m == nil {
		if loc := negatedUntil.FindStringIndex(s); loc != nil {
			return s, errorf("%q: not until then is read only of a start or an arrival (\"didn't start until 8pm\")", s[loc[0]:loc[1]])
		}
		return s, nil
	}
	verb := s[m[2]:m[3]]
	at := "at "
	if m[4] >= 0 {
		at = "after "
	}
	if strings.HasPrefix(strings.ToLower(verb), "due") {
		verb = "was " + verb
	}
	return s[:m[0]] + verb + " " + at + s[m[1]:], nil
}
