package english

import "strings"

// "The Dynamo employee retired in 2017 after 25 years of service": "after"
// before a length of time that is an item and the activity it measures
// ("of service", "in the job", "on the force") says that length, not a
// time later than something (it was read "2017 years later than the one
// with 25 years": a wrong reading). Said as "and had 25 years of service"
// after the clause it ends; opening the sentence ("After 30 years at
// Acme, ...") it is left as it is, and refused.

// afterSpan is "after" (or "following") and a length of time followed by
// "of", "in", "on" or "at".
var afterSpan = lazyRE(`(?i)[^\s,;]\s+(?:after|following) ((?:\d+|[a-z]+) (?:years?|months?|weeks?|days?|decades?|hours?|minutes?)) (of|in|on|at|with)\b`)

// afterSpanSaid is s with each such "after" said as "and had" where the
// length is an item of the puzzle.
func (mg *magazine) afterSpanSaid(s string) string {
	return afterSpan.ReplaceAllStringFunc(s, func(g string) string {
		m := afterSpan.FindStringSubmatch(g)
		ts := tokenize(m[1])
		ms := mg.lx.mentions(ts)
		if len(ms) != 1 || ms[0].start != 0 || ms[0].end != len(ts) || len(ms[0].items) != 1 || mg.num[ms[0].items[0].D] == nil {
			return g
		}
		return g[:1] + " and had " + m[1] + " " + strings.ToLower(m[2])
	})
}
