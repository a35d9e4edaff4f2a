package english

import (
	"slices"
	"strings"

	"deduce/puzzle/logicgrid"
)

// Differences without a direction between two things named together
// (issue 25, bank1): "A and B were hired in consecutive years", "were
// born two years apart", "are 6 years apart in age", "The ages of A and B
// differ by nine years". Each is ApartBy along the category the unit (or
// the noun) names: value(A) and value(B) differ by that amount, either
// way. The two are then different people. Before this, the words after
// "A and B" were dropped and the sentence read as "A is B".

// differencePair reads a clause naming two items that says how far apart
// they are along a numeric category; ok is false when the clause says no
// such thing (other readers take it). A shape it recognises but cannot
// place is refused, never dropped.
func (mg *magazine) differencePair(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item) (cs []logicgrid.Clue, ok bool, err error) {
	at, am, kind, amFrom := -1, (*amount)(nil), "", -1
	for k, t := range ts {
		if inMention[k] {
			continue
		}
		switch {
		case consecutiveWords[t.w] && (t.w != "back" || wordAt(ts, k+1) == "to" && wordAt(ts, k+2) == "back"):
			// "in consecutive years", "on successive days", "in
			// back-to-back years": one of the noun's steps apart
			n := k + 1
			if t.w == "back" {
				n = k + 3
			}
			if n >= len(ts) || inMention[n] {
				return nil, true, errorf("%q: says what is consecutive only with a noun (\"in consecutive years\")", t.raw)
			}
			at, kind = k, "consecutive"
			am = &amount{v: 1, unit: ts[n].w}
		case t.w == "apart" && k > 0:
			a, from, _ := mg.findAmount(ts, inMention, k)
			if a == nil || a.unit == "" || mg.positionNoun(a.unit) && !(mg.ownNounCategory(a.unit) >= 0 && !mg.anyPositions()) {
				return nil, false, nil // "two seats apart", "two apart": positions.go
			}
			at, am, kind, amFrom = k, a, "apart", from
		case t.w == "within" && k+1 < len(ts) && !inMention[k+1]:
			// "were within 5 minutes of each other", "was within 5
			// decibels of Delia's": at most that far apart
			for j := k + 2; j < len(ts) && j <= k+4; j++ {
				if ts[j].w != "of" || inMention[j] {
					continue
				}
				if a, from, _ := mg.findAmount(ts, inMention, j); a != nil && from == k+1 && a.unit != "" {
					at, am, kind = k, a, "within"
				}
				break
			}
			if at < 0 {
				continue
			}
		case differWords[t.w] && wordAt(ts, k+1) != "from":
			a, err := mg.amountAfter(ts, inMention, k)
			if err != nil {
				return nil, true, err
			}
			if a == nil {
				return nil, true, errorf("%q with no amount (\"differ by 3 years\") is not read", t.raw)
			}
			at, am, kind = k, a, "differ"
		}
		if at >= 0 {
			break
		}
	}
	if at < 0 {
		return nil, false, nil
	}
	phraseAt := phrase(ts, max(0, at-2), min(len(ts), at+3))
	bound, boundFrom, err := apartBound(ts, inMention, amFrom)
	if err != nil {
		return nil, true, err
	}
	if len(ms) != 2 {
		return nil, true, errorf("%q: a difference is read between two things only, found %d", phraseAt, len(ms))
	}
	for k, t := range ts {
		if inMention[k] || k >= boundFrom && k < amFrom {
			continue // the bound's words: "no more than"
		}
		if negationWords[t.w] || t.w == "either" || t.w == "neither" || t.w == "or" || t.w == "if" {
			return nil, true, errorf("%q with %q is not read: say it in simpler sentences", phraseAt, t.raw)
		}
		if _, cmp := comparatives[t.w]; cmp && t.w != "apart" {
			return nil, true, errorf("%q with a comparison (%q) is not read: say it in simpler sentences", phraseAt, t.raw)
		}
	}
	if ms[1].start < at && !pairJoined(ts, inMention, ms[0], ms[1]) && !mg.possessivePair(ts, inMention, ms[0], ms[1]) && !mg.nounedPair(ts, inMention, ms[0], ms[1]) {
		// "Ann, who joined in 2005, and Bo ..." is no pair said together
		return nil, true, errorf("%q: cannot tell which two things it is said of", phraseAt)
	}
	if kind == "within" {
		bound = "<="
		if ms[1].start < at && !(wordAt(ts, at+3) == "each" || wordAt(ts, at+4) == "each" || wordAt(ts, at+5) == "each") {
			return nil, true, errorf("%q: say \"A and B are within N of each other\" or \"A is within N of B\"", phraseAt)
		}
	}
	if ms[1].start > at && kind != "differ" && kind != "within" {
		// "A was hired in consecutive years with B": not read
		return nil, true, errorf("%q: say \"A and B were ... %s\"", phraseAt, ts[at].raw)
	}
	d, err := mg.apartCategory(ts, at, am)
	if err != nil {
		return nil, true, errorf("%q: %v", phraseAt, err)
	}
	k := mg.scaled(d, am)
	if mg.rowOfUnit(am.unit) == d && am.v >= 1 && float64(int(am.v)) == am.v {
		// steps along the row: one day, one place
		k = int(am.v) * (mg.p.Value(d, 1) - mg.p.Value(d, 0))
	}
	if k <= 0 {
		return nil, true, errorf("%q: no difference", phraseAt)
	}
	if kind == "consecutive" && !mg.evenSteps(d, k) {
		// "in consecutive years" among 2001, 2003, 2005: one year apart
		// (never), or next in the list? Not guessed.
		return nil, true, errorf("%q: the %s are not one %s apart each, so consecutive could be one %s apart or next in the list: say which", phraseAt, mg.p.Domains[d].Name, singular(am.unit), singular(am.unit))
	}
	if bound != "" {
		// "at least two days apart", "no more than 3 years apart": a
		// bound on the gap, of two different things
		cs, some := relate(mg.p, its[0], its[1], d, func(a, b int) bool {
			g := mg.p.Value(d, a) - mg.p.Value(d, b)
			if g < 0 {
				g = -g
			}
			switch bound {
			case ">=":
				return g >= k
			case ">":
				return g > k
			case "<=":
				return g > 0 && g <= k
			}
			return g > 0 && g < k
		})
		if !some {
			return nil, true, errorf("%q: no two %s are that far apart", phraseAt, mg.p.Domains[d].Name)
		}
		return cs, true, nil
	}
	return []logicgrid.Clue{{Kind: logicgrid.ApartBy, Items: []logicgrid.Item{its[0], its[1]}, Domain: d, K: k}}, true, nil
}

// apartCategory is the numeric category an amount apart is measured in:
// the one a noun of the sentence names ("in age", "the ages of", "their
// commutes"), else a span of time in points of time ("hired two years
// apart": the years hired), else in ages.
func (mg *magazine) apartCategory(ts []tok, at int, am *amount) (int, error) {
	if d := mg.rowOfUnit(am.unit); d >= 0 {
		return d, nil // "on consecutive days" (weekdays), "two places apart" (1st, 2nd, ...)
	}
	var named []int
	for d, nm := range mg.num {
		if nm == nil {
			continue
		}
		for k, t := range ts {
			if !mg.mentioned(k) && t.w != "born" && hasCue(mg.lx.cues[d], t.w) && !mg.namesItem(ts, k, d) && !sameWord(t.w, am.unit) {
				named = append(named, d)
				break
			}
		}
	}
	if len(named) == 1 {
		word := "more"
		if isAges(mg.p.Domains[named[0]].Name) || ageLike(mg.p.Domains[named[0]].Name, mg.num[named[0]]) {
			word = "older"
		} else if timeClass(mg.num[named[0]].class) {
			word = "later"
		}
		d, err := mg.compared(ts, at, word, am)
		if err != nil || d != named[0] {
			return 0, errorf("%g %s is no amount of the %s", am.v, am.unit, mg.p.Domains[named[0]].Name)
		}
		return d, nil
	}
	if len(named) > 1 {
		return 0, errorf("it names %d categories it could measure", len(named))
	}
	u, known := units[am.unit]
	if !known || !(hasClass(u.classes, clock) || hasClass(u.classes, year) || hasClass(u.classes, date)) {
		// "5 decibels apart" of noise levels "40 dB, ...", "eight floors
		// apart" of floors "2nd, 4th, ...": the one category whose items
		// are in that unit, or counted by that noun
		// ("live 2 miles apart" is a distance between homes: no length
		// is read so)
		if d := mg.unitCategory(am.unit); d >= 0 && !(ts[at].w == "apart" && unitDimension(am.unit) == "length") {
			if _, err := mg.compared(ts, at, "more", am); err == nil || mg.ownNounCategory(am.unit) == d {
				return d, nil
			}
		}
		// "live 2 miles apart" is no difference of commutes: only a span
		// of time is read without the category's noun
		return 0, errorf("an amount apart that is no span of time is read only with the category's noun (\"apart in weight\")")
	}
	// a span of time: of points in time ("hired two years apart"), or of
	// ages in years ("born two years apart", "are two years apart"); where
	// the puzzle has both and the words do not say, both are readings
	inTime, errTime := mg.compared(ts, at, "later", am)
	inAge, errAge := -1, errorf("no ages in %s", am.unit)
	if singular(am.unit) == "year" || singular(am.unit) == "month" {
		for d, nm := range mg.num {
			if nm != nil && nm.class == number && (isAges(mg.p.Domains[d].Name) || ageLike(mg.p.Domains[d].Name, nm) && !mg.lastingSpan(d)) {
				if inAge >= 0 {
					return 0, errorf("two categories of ages")
				}
				inAge, errAge = d, nil
			}
		}
	}
	if hasWord(ts, "born") {
		// "born two years apart": ages, or years of birth
		switch {
		case errAge == nil:
			return inAge, nil
		case errTime == nil && birthNamed(mg.p.Domains[inTime].Name):
			return inTime, nil
		}
		return 0, errorf("\"born\": the puzzle has no ages or years of birth")
	}
	switch {
	case errTime != nil && errAge != nil:
		return 0, errTime
	case errAge != nil:
		return inTime, nil
	case errTime != nil:
		return inAge, nil
	case mg.eventVerb(ts, at):
		return inTime, nil // "hired two years apart": when it happened
	}
	return []int{inTime, inAge}[mg.choose(2)], nil
}

// pairJoined is joined, also past the rest of a value said with its
// unit ("the 30-year-old and Dee").
func pairJoined(ts []tok, inMention []bool, a, b mention) bool {
	for a.end < b.start && (valueAdjectives[ts[a.end].w] || singular(ts[a.end].w) == "year") && ts[a.end-1].hyph {
		a.end++
	}
	if a.end < b.start && b.end < len(ts) && !inMention[a.end] && ts[a.end].w == ts[b.end].w && !stop[ts[a.end].w] && !inMention[b.end] {
		// "the ramen class and the tagine class": one noun after each
		a.end++
	}
	return joined(ts, inMention, a, b)
}

// nounedPair is pairJoined with a category's noun after the first item:
// "the blue car and the Beetle".
func (mg *magazine) nounedPair(ts []tok, inMention []bool, a, b mention) bool {
	if a.end >= b.start || inMention[a.end] {
		return false
	}
	for d := range mg.p.Domains {
		if hasCue(mg.lx.cues[d], ts[a.end].w) {
			a.end++
			return joined(ts, inMention, a, b)
		}
	}
	return false
}

// indexStep is the step of category d's values from one item to the
// next when they step evenly upwards in the category's order (weekdays,
// places, house numbers 1, 3, 5), else 0.
func (mg *magazine) indexStep(d int) int {
	if mg.num[d] == nil || mg.p.N() < 2 {
		return 0
	}
	step := mg.p.Value(d, 1) - mg.p.Value(d, 0)
	for i := 1; i < mg.p.N(); i++ {
		if mg.p.Value(d, i)-mg.p.Value(d, i-1) != step {
			return 0
		}
	}
	return max(step, 0)
}

// rowOfUnit is the row whose steps a unit counts: a day (an evening, a
// night) of a row of consecutive weekdays, a place of places "1st, 2nd,
// ..." (the category's own noun, of a category of positions in order);
// else -1.
func (mg *magazine) rowOfUnit(unit string) int {
	u := singular(strings.ToLower(unit))
	if d := mg.dayRow(); d >= 0 && set("day evening night weekday")[u] {
		return d
	}
	found := -1
	for d, dom := range mg.p.Domains {
		if numberedInOrder(dom.Items) && stackEnds(dom.Items) == 0 && domainNoun(dom.Name) == u && mg.num[d] != nil {
			if found >= 0 {
				return -1
			}
			found = d
		}
	}
	return found
}

// possessivePair is two possessives joined, the first with a category's
// noun after it: "Kevin's fee and Hannah's fee", "Cy's vintage and Dee's".
func (mg *magazine) possessivePair(ts []tok, inMention []bool, a, b mention) bool {
	if !possessive(ts[a.end-1].raw) || !possessive(ts[b.end-1].raw) {
		return false
	}
	k := a.end
	for k < b.start && !inMention[k] && mg.namesCategory(ts[k].w) {
		k++
	}
	return k > a.end && joined(ts, inMention, mention{start: a.start, end: k}, b)
}

// evenSteps reports whether category d's values step by k each.
func (mg *magazine) evenSteps(d, k int) bool {
	vs := make([]int, mg.p.N())
	for i := range vs {
		vs[i] = mg.p.Value(d, i)
	}
	slices.Sort(vs)
	for i := 1; i < len(vs); i++ {
		if vs[i]-vs[i-1] != k {
			return false
		}
	}
	return len(vs) > 1
}

// birthNamed reports whether a category's name says birth ("birth years").
func birthNamed(name string) bool {
	n := strings.ToLower(name)
	return strings.Contains(n, "birth") || strings.Contains(n, "born")
}

// eventVerb reports whether a verb other than "to be" comes before token
// at ("were hired", "joined"): what happened, at a point in time, not an
// age.
func (mg *magazine) eventVerb(ts []tok, at int) bool {
	for k := 0; k < at; k++ {
		if mg.mentioned(k) || stop[ts[k].w] || copulas[ts[k].w] || ts[k].w == "born" || consecutiveWords[ts[k].w] {
			continue
		}
		if strings.HasSuffix(ts[k].w, "ed") || eventPast[ts[k].w] {
			return true
		}
	}
	return false
}

// eventPast are past verbs of events not ending in -ed.
var eventPast = set("began begun came caught won took left got became went made bought sold rode ran swam flew drove wrote met")

// consecutiveWords say one step apart before a noun; differWords a
// difference whose amount follows "by".
var (
	consecutiveWords = set("consecutive successive back")
	differWords      = set("differ differs differed differing")
)

// apartBounds are the words before an amount apart that bound it, longest
// first: "at least two days apart" is two or more.
var apartBounds = []struct {
	words []string
	bound string
}{
	{[]string{"no", "more", "than"}, "<="}, {[]string{"not", "more", "than"}, "<="},
	{[]string{"no", "less", "than"}, ">="}, {[]string{"not", "less", "than"}, ">="},
	{[]string{"no", "fewer", "than"}, ">="}, {[]string{"not", "fewer", "than"}, ">="},
	{[]string{"at", "least"}, ">="}, {[]string{"at", "most"}, "<="}, {[]string{"a", "minimum", "of"}, ">="},
	{[]string{"a", "maximum", "of"}, "<="}, {[]string{"more", "than"}, ">"}, {[]string{"over"}, ">"},
	{[]string{"less", "than"}, "<"}, {[]string{"fewer", "than"}, "<"}, {[]string{"under"}, "<"},
	{[]string{"within"}, "<="}, {[]string{"exactly"}, ""}, {[]string{"precisely"}, ""}, {[]string{"just"}, ""},
}

// hedgeWords before an amount make it no exact one: refused.
var hedgeWords = set("about around roughly nearly almost approximately some circa maybe perhaps")

// apartBound reads the words before the amount at from (-1: none): the
// bound they put on it ("" for exactly), and where they start. A hedge
// ("about two days apart") is refused, never read as exact.
func apartBound(ts []tok, inMention []bool, from int) (bound string, start int, err error) {
	if from < 0 {
		return "", from, nil
	}
	for _, b := range apartBounds {
		s := from - len(b.words)
		if s < 0 {
			continue
		}
		match := true
		for i, w := range b.words {
			match = match && !inMention[s+i] && ts[s+i].w == w
		}
		if match {
			return b.bound, s, nil
		}
	}
	if from > 0 && !inMention[from-1] && hedgeWords[ts[from-1].w] {
		return "", from, errorf("%q %q: an amount that is not exact is not read", ts[from-1].raw, ts[from].raw)
	}
	return "", from, nil
}

// ownNounCategory is the one numeric category of ordinals that are no
// row of positions ("floors: 2nd, 4th, 6th", only some floors) whose
// noun is w ("4 floors"): counted in its own numbers. -1 when none.
func (mg *magazine) ownNounCategory(w string) int {
	found := -1
	for d, nm := range mg.num {
		if nm == nil || isPositions(mg.p.Domains[d]) || !(mg.isOrdinal(d) || digitOrdinals(mg.p.Domains[d].Items)) || domainNoun(mg.p.Domains[d].Name) != singular(strings.ToLower(w)) {
			continue
		}
		if found >= 0 {
			return -1
		}
		found = d
	}
	return found
}

// anyPositions reports whether a category is a row of numbered positions.
func (mg *magazine) anyPositions() bool {
	for _, dom := range mg.p.Domains {
		if isPositions(dom) {
			return true
		}
	}
	return false
}

// unitCategory is the one numeric category whose items are in unit
// ("dB" of "5 decibels"), or counted by it (ownNounCategory); -1 when
// none or several.
func (mg *magazine) unitCategory(unit string) int {
	if d := mg.ownNounCategory(unit); d >= 0 {
		return d
	}
	found := -1
	for d, nm := range mg.num {
		if nm == nil || nm.class != number || nm.unit == "" || !sameUnit(unit, firstWord(nm.unit)) {
			continue
		}
		if found >= 0 {
			return -1
		}
		found = d
	}
	return found
}
