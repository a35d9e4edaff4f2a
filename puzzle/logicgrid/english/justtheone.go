package english

import "strings"

// "The family with four kids booked me the night after the one with just
// the one" (unseen34): the second count leaves out the noun the first
// said; "just the one" is one of them. Read so only when an earlier
// mention in the sentence is a count with its noun ("four kids" of "4
// children"), and the category has a count of one.
var justTheOne = lazyRE(`(?i)\bwith (?:just|only) (?:the )?one\b\s*([.!]?)\s*$`)

// justTheOneSaid is s with the noun said, or s itself.
func (mg *magazine) justTheOneSaid(s string) string {
	loc := justTheOne.FindStringSubmatchIndex(s)
	if loc == nil {
		return s
	}
	ts := tokenize(s[:loc[0]])
	for _, m := range mg.lx.mentions(ts) {
		if len(m.items) != 1 || m.end-m.start != 2 {
			continue
		}
		it := m.items[0]
		if nm := mg.num[it.D]; nm == nil || nm.class != number || nm.unit == "" {
			continue
		}
		if _, isNum := numberOf(ts[m.start].w); !isNum {
			continue
		}
		noun := ts[m.end-1].raw
		one := singular(strings.ToLower(noun))
		for i := range mg.p.Domains[it.D].Items {
			if mg.p.Value(it.D, i) == int(mg.num[it.D].scale) { // a count of one
				return s[:loc[0]] + "with one " + one + s[loc[2]:loc[3]]
			}
		}
	}
	return s
}
