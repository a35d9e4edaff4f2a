package english

import (
	"slices"
	"strings"

	"deduce/puzzle/logicgrid"
)

// Parts of a day (unseen10): "The extraction was on Friday, in the
// afternoon", "Hamid had a morning appointment". With a category of clock
// times, the part of the day is the times in it: the one it is said of has
// none of the others. The word was dropped before ("on Friday, in the
// afternoon" read as "on Friday"); now it is read, or the sentence is
// refused.

// dayPartPhrase is a part of the day said of the sentence's subject.
var dayPartPhrase = lazyRE(`(?i)(?:,\s*)?\b(?:in|during) the (morning|afternoon|evening)\b|\b(?:an?) (morning|afternoon|evening) (?:appointment|slot|session|booking|visit|lesson|class|start|time|train|bus|flight|ferry|boat|coach|departure|arrival|sailing|show|performance|screening|concert|match|game|talk|lecture|tour|walk|ride|meeting|shift|delivery|collection|service)\b`)

// dayParts are the clock minutes of each part, from (inclusive) to (not).
var dayParts = map[string][2]int{"morning": {0, 12 * 60}, "afternoon": {12 * 60, 18 * 60}, "evening": {18 * 60, 24 * 60}}

// dayPart reads a sentence with a part of the day (ok false when it has
// none): the rest of the sentence as usual, which must say only that its
// items are one (Same), and the first item's time in that part.
func (mg *magazine) dayPart(s string) (readings [][]logicgrid.Clue, ok bool, err error) {
	if m := firstThing.FindStringSubmatchIndex(s); m != nil && mg.clockDomain() >= 0 {
		// "first thing in the morning": the day's first time, when it is
		// in the morning; "last thing in the afternoon" the day's last
		which, part := strings.ToLower(s[m[2]:m[3]]), strings.ToLower(s[m[4]:m[5]])
		d, span := mg.clockDomain(), dayParts[part]
		i := 0
		if which == "last" {
			i = len(mg.p.Domains[d].Items) - 1
		}
		if v := mg.p.Value(d, i); v < span[0] || v >= span[1] || v == 12*60 {
			return nil, true, errorf("%q: the %s time, %s, is not in the %s", s[m[0]:m[1]], which, mg.p.Domains[d].Items[i], part)
		}
		cs, err := mg.clauses(s[:m[0]] + which + s[m[1]:])
		return cs, true, err
	}
	if m := firstInPart.FindStringSubmatchIndex(s); m != nil && mg.clockDomain() >= 0 && !set("thing one")[strings.ToLower(s[m[4]:m[5]])] {
		// "the first boat out in the morning", "the last class of the
		// afternoon": the earliest (latest) of the times in that part
		which, part := strings.ToLower(s[m[2]:m[3]]), strings.ToLower(s[m[6]:m[7]])
		d, span := mg.clockDomain(), dayParts[part]
		var in []int
		for i := range mg.p.Domains[d].Items {
			if v := mg.p.Value(d, i); v >= span[0] && v < span[1] && !(part == "afternoon" && v == 12*60) {
				in = append(in, i)
			}
		}
		if len(in) == 0 {
			return nil, true, errorf("%q: no time is in the %s", s[m[0]:m[1]], part)
		}
		i := in[0]
		if which == "last" || which == "latest" {
			i = in[len(in)-1]
		}
		cs, err := mg.clauses(s[:m[0]] + "the " + s[m[4]:m[5]] + " at " + mg.p.Domains[d].Items[i] + s[m[1]:])
		return cs, true, err
	}
	if loc := beforeNoon.FindStringIndex(s); loc != nil && mg.clockDomain() >= 0 {
		// "was seen before noon": a time in the morning (dayParts ends it
		// at noon; a 12:00pm item is refused there). "After noon" is not
		// the afternoon (8:00pm is after noon): not read here.
		s = s[:loc[0]] + "in the morning" + s[loc[1]:]
	}
	if m := butNotBy.FindStringSubmatch(s); m != nil && passiveClause(m[1]) && mg.onlyMention(m[2]) && !mg.numericMention(m[2]) && dayPartPhrase.MatchString(m[1]) {
		// "Ann was seen in the morning, but not by Dr. Sato": her time in
		// the morning, and her dentist not Dr. Sato
		cs, ok, err := mg.dayPart(m[1])
		if !ok || err != nil {
			return cs, ok, err
		}
		b, err := mg.clue(mg.mentionText(m[1], true) + " is not " + m[2])
		if err != nil {
			return nil, true, err
		}
		return mg.product(cs, b), true, nil
	}
	if m := comparedInPart.FindStringSubmatchIndex(s); m != nil && mg.clockDomain() >= 0 {
		// "half an hour later in the morning than": where every time is
		// in the morning, it says only that the times are compared (as
		// "later in the day than"); where some are not, it also says
		// both are in the morning (unseen51)
		part := strings.ToLower(s[m[4]:m[5]])
		s = s[:m[2]] + s[m[2]:m[3]] + " in the day" + s[m[1]:]
		if !mg.allIn(part) {
			cs, err := mg.clauses(s)
			if err != nil {
				return nil, true, err
			}
			return mg.bothInPart(cs, part)
		}
	}
	loc := dayPartPhrase.FindStringSubmatchIndex(s)
	if loc != nil && (mg.ownSecondClause(s) || pairSecondClause.MatchString(s)) { // (", and neither of them filed in the morning")
		// "Brennan's delivery came in the morning, and Dunmore's delivery
		// came in the afternoon": each clause its own part of the day
		return nil, false, nil
	}
	if loc == nil {
		ts := tokenize(s)
		inMention := make([]bool, len(ts))
		for _, m := range mg.lx.mentions(ts) {
			for k := m.start; k < m.end; k++ {
				inMention[k] = true
			}
		}
		for k, t := range ts {
			if _, part := dayParts[t.w]; part && !inMention[k] && mg.clockDomain() >= 0 && !mg.allIn(t.w) {
				// "the first appointment of the afternoon" where every
				// time is in the afternoon says no more than "the first"
				return nil, true, errorf("%q: a part of the day is read only as \"in the %s\" or \"a %s appointment\"", t.raw, t.w, t.w)
			}
		}
		return nil, false, nil
	}
	if cs, ok, err := mg.neitherInPart(s); ok { // notinpart.go: "..., and nor did Bronwen"
		return cs, true, err
	}
	if mg.phraseInMention(s, loc[0], loc[1]) {
		return nil, false, nil // "at six in the morning": a clock item (clockwords.go)
	}
	word := ""
	for i := 2; i+1 < len(loc); i += 2 {
		if loc[i] >= 0 {
			word = strings.ToLower(s[loc[i]:loc[i+1]])
		}
	}
	if len(mg.lx.mentions(tokenize(word))) > 0 {
		return nil, false, nil // "morning" is an item: read as one
	}
	d := mg.clockDomain()
	if d < 0 {
		return nil, true, errorf("%q: a part of the day needs a category of clock times (\"9:00am\")", word)
	}
	span := dayParts[word]
	rest := strings.Join(strings.Fields(s[:loc[0]]+" "+s[loc[1]:]), " ")
	rest = strings.TrimSuffix(strings.TrimSpace(strings.Replace(rest, " .", ".", 1)), ",")
	ts := tokenize(rest)
	if cs, ok, err := mg.notInPart(ts, d, word); ok { // notinpart.go: "Dafydd didn't start in the morning"
		return cs, true, err
	}
	if cs, ok, err := mg.neitherNotInPart(ts, d, word); ok { // notinpart.go: "Neither A nor B filed in the morning"
		return cs, true, err
	}
	for _, t := range ts {
		if negationWords[t.w] || set("either or neither nor unless if")[t.w] {
			// "Ann didn't come in the morning" is no morning time
			return nil, true, errorf("\"in the %s\" with %q is not read: say which times (\"at 2:00pm or 3:00pm\")", word, t.raw)
		}
	}
	ms := mg.lx.mentions(ts)
	if err := mg.titleGroup(ts, ms); err != nil {
		return nil, true, err // "the professor who spoke in the morning": a group, never dropped
	}
	for k, t := range ts {
		_, cmp := comparatives[t.w]
		_, ordinal := ordinals[t.w]
		if (cmp || ordinal || isSuperlativeAt(ts, k)) && !inMentions(ms, k) {
			// "seen second, in the morning": the rest must be read too,
			// never dropped
			return nil, true, errorf("\"in the %s\" with %q is not read: say which times", word, t.raw)
		}
	}
	if len(ms) == 0 || len(ms[0].items) != 1 {
		return nil, true, errorf("%q: cannot tell whose time is in the %s", s, word)
	}
	x := ms[0].items[0]
	readings = [][]logicgrid.Clue{nil}
	if len(ms) > 1 {
		if readings, err = mg.clauses(rest); err != nil {
			return nil, true, err
		}
		for _, cs := range readings {
			for _, c := range cs {
				if c.Kind != logicgrid.Same {
					return nil, true, errorf("\"in the %s\" with a clause that says more than who is who is not read: split it into simpler sentences", word)
				}
			}
		}
	}
	var part []logicgrid.Clue
	for i, it := range mg.p.Domains[d].Items {
		v := mg.p.Value(d, i)
		if v == 12*60 && word != "morning" || v >= 24*60 || (word != "morning" && v >= 17*60 && v < 19*60) { // noon is no morning time // past midnight (pastMidnight): which day's morning?
			return nil, true, errorf("%q: is %s in the %s? Not read", word, it, word)
		}
		if x.D == d && x.I == i && (v < span[0] || v >= span[1]) {
			return nil, true, errorf("%s is not in the %s", it, word)
		}
		if (v < span[0] || v >= span[1]) && !(x.D == d && x.I == i) {
			part = append(part, logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{x, {D: d, I: i}}})
		}
	}
	if len(part) == len(mg.p.Domains[d].Items) {
		return nil, true, errorf("no time of the %s is in the %s", mg.p.Domains[d].Name, word)
	}
	out := make([][]logicgrid.Clue, len(readings))
	for i, cs := range readings {
		out[i] = append(append([]logicgrid.Clue(nil), cs...), part...)
	}
	return out, true, nil
}

// comparedInPart is a comparison in time within a part of the day:
// "later in the morning", "earlier in the evening".
var comparedInPart = lazyRE(`(?i)\b(later|earlier|sooner)\s+(?:in|during)\s+the\s+(morning|afternoon|evening)\b`)

// firstThing is "first thing in the morning", "last thing in the
// afternoon": the day's first or last time.
// firstInPart is the first or last of a part of the day, said with a
// noun: "the first boat out in the morning", "the last class of the
// afternoon".
var firstInPart = lazyRE(`(?i)\bthe (first|last|earliest|latest) ([a-z]+)(?: out| off| in| to leave| to go)? (?:in|during|of) the (morning|afternoon|evening)\b`)

var firstThing = lazyRE(`(?i)\b(first|last) thing (?:in|during) the (morning|afternoon|evening)\b`)

// beforeNoon is "before noon" or "before midday": in the morning.
var beforeNoon = lazyRE(`(?i)\bbefore (?:noon|midday|12 noon)\b`)

// inMentions reports whether token k is in one of ms.
func inMentions(ms []mention, k int) bool {
	for _, m := range ms {
		if k >= m.start && k < m.end {
			return true
		}
	}
	return false
}

// allIn reports whether every time of the clock category is in the part
// of the day.
func (mg *magazine) allIn(part string) bool {
	d, span := mg.clockDomain(), dayParts[part]
	for i := range mg.p.Domains[d].Items {
		if v := mg.p.Value(d, i); v < span[0] || v >= span[1] {
			return false
		}
	}
	return true
}

// clockDomain is the puzzle's one category of clock times said with am or
// pm (minutes after midnight), or -1.
func (mg *magazine) clockDomain() int {
	found := -1
	for d, nm := range mg.num {
		if nm == nil || nm.class != clock {
			continue
		}
		for _, it := range mg.p.Domains[d].Items {
			if dm := reDotTime.FindStringSubmatch(strings.TrimSpace(it)); !clockSpelling.MatchString(strings.TrimSpace(it)) && (dm == nil || dm[3] == "") && !noonWords[strings.ToLower(strings.TrimSpace(it))] {
				return -1 // "7.45am" says its half of the day; "7.45" may not
			}
		}
		if found >= 0 {
			return -1
		}
		found = d
	}
	return found
}

// theDayPart is a definite noun of a part of the day: "the evening talk",
// "the only afternoon interview", "the two afternoon appointments"
// (unseen51). Where just that many times of the clock category are in
// the part, the words name them; otherwise they are left as written (and
// refused).
var theDayPart = lazyRE(`(?i)\bthe (only |one |two |three )?(morning|afternoon|evening) ([a-z]+)\b`)

// dayPartNamed is s with such nouns said by their times ("the 6:15pm
// talk", "the 2:15pm appointment and the 4:30pm appointment").
func (mg *magazine) dayPartNamed(s string) string {
	d := mg.clockDomain()
	if d < 0 {
		return s
	}
	return theDayPart.ReplaceAllStringFunc(s, func(m string) string {
		g := theDayPart.FindStringSubmatch(m)
		count, part, noun := strings.TrimSpace(strings.ToLower(g[1])), strings.ToLower(g[2]), g[3]
		if len(mg.lx.mentions(tokenize(part+" "+noun))) > 0 || mg.allIn(part) {
			return m // "morning" is an item; or every time is in it
		}
		in, ok := mg.timesIn(d, part)
		if !ok {
			return m
		}
		items := mg.p.Domains[d].Items
		switch {
		case (count == "" || count == "only" || count == "one") && len(in) == 1 && singular(strings.ToLower(noun)) == strings.ToLower(noun):
			return "the " + items[in[0]] + " " + noun
		case count == "two" && len(in) == 2 && singular(strings.ToLower(noun)) != strings.ToLower(noun):
			one := singular(noun)
			return "the " + items[in[0]] + " " + one + " and the " + items[in[1]] + " " + one
		}
		return m
	})
}

// timesIn are the times of category d that are or may be in the part of
// the day; ok is false past midnight (which day's morning?).
func (mg *magazine) timesIn(d int, part string) ([]int, bool) {
	span := dayParts[part]
	var in []int
	for i := range mg.p.Domains[d].Items {
		v := mg.p.Value(d, i)
		if v >= 24*60 {
			return nil, false
		}
		// noon and 5pm to 7pm may be either side: counted in, so that
		// "the evening talk" of 6:15pm and times up to 2:00pm is 6:15pm
		// but "the afternoon talk" of 2:00pm and 6:15pm is neither
		if v >= span[0] && v < span[1] || v == 12*60 || part != "morning" && v >= 17*60 && v < 19*60 {
			in = append(in, i)
		}
	}
	return in, true
}

// bothInPart adds to each reading of a comparison in time that both times
// compared are in the part of the day ("later in the morning than"); a
// reading with no comparison along the clock times is refused.
func (mg *magazine) bothInPart(readings [][]logicgrid.Clue, part string) ([][]logicgrid.Clue, bool, error) {
	d := mg.clockDomain()
	in, ok := mg.timesIn(d, part)
	if !ok {
		return nil, true, errorf("\"in the %s\": the times run past midnight", part)
	}
	span := dayParts[part]
	for _, i := range in {
		if v := mg.p.Value(d, i); v < span[0] || v >= span[1] {
			return nil, true, errorf("%q: is %s in the %s? Not read", part, mg.p.Domains[d].Items[i], part)
		}
	}
	out := make([][]logicgrid.Clue, 0, len(readings))
	for _, cs := range readings {
		var both []logicgrid.Item
		for _, c := range cs {
			if (c.Kind == logicgrid.Less || c.Kind == logicgrid.LessBy) && c.Domain == d {
				both = append(both, c.Items...)
			}
		}
		if len(both) != 2 {
			return nil, true, errorf("\"later in the %s\": no comparison of two times is read", part)
		}
		r := append([]logicgrid.Clue(nil), cs...)
		for _, x := range both {
			for i := range mg.p.Domains[d].Items {
				if !slices.Contains(in, i) && x.D != d {
					r = append(r, logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{x, {D: d, I: i}}})
				}
			}
		}
		out = append(out, r)
	}
	return out, true, nil
}

// pairSecondClause is a second clause about the two the first names:
// ", and neither of them ...", "; both of them ...".
var pairSecondClause = lazyRE(`(?i)[,;]\s+(?:(?:and|but|while|yet)\s+)?(?:neither|both|one) of (?:them|those|these|the two)\b`)
