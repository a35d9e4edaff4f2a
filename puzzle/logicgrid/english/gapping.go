package english

import "strings"

// Two clauses sharing one verb, the second said without it (unseen34):
// "Bea hosts one Thursday and Dot the following week", "Ann played on
// one night and Bo the next night", "Cy sailed one day, and Di a week
// later": the second did it that long after the first. Read as "Dot hosts
// the week after Bea"; only when both subjects are things named alone and
// the first clause says no time of its own but "one NOUN".
var gapped = lazyRE(`(?i)^(.+?) (\pL+) (?:on )?(?:one|a|an) (\pL+),? and (.+?) (?:the (?:following|next) (\pL+)|the (\pL+) after|(a|an|one|two|three|four|five|six|seven|\d+) (\pL+) later)\s*[.!]?$`)

// gappedSaid is s said in full, or s itself.
func (mg *magazine) gappedSaid(s string) string {
	m := gapped.FindStringSubmatch(s)
	if m == nil || !mg.onlyMention(m[1]) || !mg.onlyMention(m[4]) || mg.onlyMention(m[3]) {
		return s
	}
	verb := m[2]
	switch {
	case m[5] != "":
		return m[4] + " " + verb + " the " + m[5] + " after " + m[1] + "."
	case m[6] != "":
		return m[4] + " " + verb + " the " + m[6] + " after " + m[1] + "."
	}
	return m[4] + " " + verb + " " + strings.ToLower(m[7]) + " " + m[8] + " after " + m[1] + "."
}
