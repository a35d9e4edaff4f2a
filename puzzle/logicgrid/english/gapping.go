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

// gappedPrep is the second clause said without its verb, a preposition
// after its subject: "Brennan's delivery came in the morning, and
// Dunmore's in the afternoon" (unseen51), "Ann sat by the door and Bo by
// the window". The first clause's words between its subject and that
// preposition are the second's too.
var gappedPrep = lazyRE(`(?i)^(.+?),? and (.+?) (in|on|at|by|from|for|with|to) (.+?)\s*[.!]?$`)

// gappedPrepSaid is s said in full ("..., and Dunmore's delivery came in
// the afternoon"), or s itself.
func (mg *magazine) gappedPrepSaid(s string) string {
	m := gappedPrep.FindStringSubmatch(s)
	if m == nil || !mg.onlyMention(strings.TrimSuffix(strings.TrimSuffix(m[2], "'s"), "’s")) {
		return s
	}
	for _, t := range tokenize(m[4]) {
		if pastVerb(t.w) || linking[t.w] {
			return s // a verb of its own
		}
	}
	if ts2 := tokenize(m[2]); len(ts2) == 0 || !mentionEnds(mg.lx.mentions(ts2), len(ts2)) {
		// "Kovacs isn't from Orange, and Nguyens is from Ballarat": the
		// second clause has a verb of its own (it was read with the
		// first's, "isn't": a wrong answer)
		return s
	}
	first := m[1]
	ts := tokenize(first)
	ms := mg.lx.mentions(ts)
	if len(ms) == 0 || ms[0].start > 1 {
		return s
	}
	subjEnd := ts[ms[0].end-1].end
	prep := strings.ToLower(m[3])
	for k := ms[0].end; k < len(ts); k++ {
		if ts[k].w != prep {
			continue
		}
		verb := first[subjEnd : ts[k].col-1]
		if strings.TrimSpace(verb) == "" || strings.Contains(verb, ",") {
			return s
		}
		return first + ", and " + m[2] + verb + m[3] + " " + m[4] + "."
	}
	return s
}

// mentionEnds reports whether the last of ms ends at token n: nothing
// follows the item ("the Nguyens", "Dunmore's").
func mentionEnds(ms []mention, n int) bool {
	return len(ms) > 0 && ms[len(ms)-1].end == n
}
