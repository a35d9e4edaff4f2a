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

// "The first walk was a mile long", "Max's walk was just a mile": "a
// mile" is the item "1 mile" where a category of numbers in miles has
// one (it was no item: the clue was refused). "A mile farther" reads the
// same as "1 mile farther".
var aUnit = lazyRE(`(?i)\b(?:a single|an|a|one)\s+([a-z]+)\b`)

// oneUnitSaid is s with "a UNIT" said "1 UNIT" for each unit that has an
// item of one of it ("half a mile", "a mile and a half" stay).
func (mg *magazine) oneUnitSaid(s string) string {
	var b strings.Builder
	last := 0
	for _, loc := range aUnit.FindAllStringSubmatchIndex(s, -1) {
		spoken := strings.ToLower(strings.Fields(s[loc[0]:loc[1]])[0]) // "a", "an", "one"
		if next := strings.Fields(strings.ToLower(s[loc[1]:]) + " ."); spoken == "one" && set("between apart away from to left right ahead behind before after along up down")[next[0]] {
			continue // "exactly one berth between": a count of places
		}
		if strings.HasSuffix(strings.ToLower(strings.TrimRight(s[:loc[0]], " ")), "half") || strings.HasPrefix(strings.ToLower(s[loc[1]:]), " and a") || !mg.oneOfUnit(s[loc[2]:loc[3]], spoken != "a" && spoken != "an") {
			continue
		}
		b.WriteString(s[last:loc[0]] + "1 " + s[loc[2]:loc[3]])
		last = loc[1]
	}
	return b.String() + s[last:]
}

// oneOfUnit reports whether a category of numbers in unit has an item of
// one unit.
func (mg *magazine) oneOfUnit(unit string, byName bool) bool {
	for d, nm := range mg.num {
		// the unit its items say ("1 mile"), or its name said after "one"
		// or "a single" ("eggs: 1, 2, 3": "uses one egg", unseen52; "a
		// staff of four" is no one staff)
		named := byName && nm != nil && nm.unit == "" && !mg.spatialAt(d) && !mg.isRank(d) && !nm.ordinal && strings.EqualFold(singular(domainNoun(mg.p.Domains[d].Name)), singular(strings.ToLower(unit)))
		if nm == nil || nm.class != number || (nm.unit == "" || !strings.EqualFold(singular(firstWord(nm.unit)), unit)) && !named {
			continue
		}
		for i := range mg.p.Domains[d].Items {
			if mg.p.Value(d, i) == int(nm.scale) {
				return true
			}
		}
	}
	return false
}

// "spent a fiver more than Jack", "The museum cost a tenner": £5 and
// £10, in a puzzle whose money is in pounds.
var fiverTenner = lazyRE(`(?i)\b(?:an? )?(fiver|tenner)\b|\b(?:exactly |just |only )?(?:a|one) (?:pound|quid)\b`)

// fiverSaid is s with a fiver and a tenner said in pounds.
func (mg *magazine) fiverSaid(s string) string {
	if !fiverTenner.MatchString(s) || !mg.poundsMoney() {
		return s
	}
	return fiverTenner.ReplaceAllStringFunc(s, func(m string) string {
		low := strings.ToLower(m)
		switch {
		case strings.HasSuffix(low, "fiver"):
			return "£5"
		case strings.HasSuffix(low, "tenner"):
			return "£10"
		}
		return "£1" // "spent exactly a pound" (unseen56)
	})
}

// shoeSizes reports whether a category named name is of shoe sizes.
func shoeSizes(name string) bool {
	lower := strings.ToLower(name)
	return strings.Contains(lower, "shoe") && strings.Contains(lower, "size")
}

// "Ida has smaller feet than Lena" of shoe sizes: smaller shoes ("feet"
// after a comparative was read as a unit of height).
var biggerFeet = lazyRE(`(?i)\b((?:small|bigg|larg|littl|tini|wid|narrow)(?:er|est))\s+feet\b`)

// feetSaid is s with the feet of a puzzle of shoe sizes said as shoes.
func (mg *magazine) feetSaid(s string) string {
	if !biggerFeet.MatchString(s) {
		return s
	}
	for _, d := range mg.p.Domains {
		if shoeSizes(d.Name) {
			return biggerFeet.ReplaceAllString(s, "$1 shoes")
		}
	}
	return s
}

// "Alma is over 50", "the Emma reader was under 40": older or younger than
// that age, in a puzzle with a category of ages ("over" was read as "more",
// which ages are not). Only a bare number after a linking verb, with
// "years" or "years old" or nothing after it.
var overAge = lazyRE(`(?i)\b(is|was|are|were)\s+(over|under)\s+(\d+)((?:\s+years)?(?:\s+old)?)(\s+[a-z]+)?`)

// overAgeSaid is s with such a bound said as older or younger.
func (mg *magazine) overAgeSaid(s string) string {
	if !overAge.MatchString(s) {
		return s
	}
	ages := false
	for _, d := range mg.p.Domains {
		ages = ages || isAges(d.Name)
	}
	if !ages {
		return s
	}
	return overAge.ReplaceAllStringFunc(s, func(m string) string {
		g := overAge.FindStringSubmatch(m)
		if g[5] != "" && !set("and but or")[strings.ToLower(strings.TrimSpace(g[5]))] {
			return m // "over 50 pounds", "under 40 minutes": another measure
		}
		word := "older"
		if strings.EqualFold(g[2], "under") {
			word = "younger"
		}
		return g[1] + " " + word + " than " + g[3] + g[4] + g[5]
	})
}

// aFortnight is "the fortnight's holiday", "a fortnight": two weeks, where
// a category has an item of 2 weeks (unseen56: it was no item, and the
// sentence was read without it).
var (
	aFortnight   = lazyRE(`(?i)\b(a|the|one) fortnight(?:'s|’s)`)
	forFortnight = lazyRE(`(?i)\bfor a fortnight\b`)
)

func (mg *magazine) fortnightSaid(s string) string {
	two := ""
	for _, dom := range mg.p.Domains {
		for _, it := range dom.Items {
			if w := strings.Join(strings.Fields(strings.ToLower(it)), " "); w == "2 weeks" || w == "two weeks" {
				two = "two-week"
			}
		}
	}
	if two == "" {
		return s
	}
	// (only "the fortnight's" and "for a fortnight": "a fortnight before"
	// is an amount, read as such)
	return forFortnight.ReplaceAllString(aFortnight.ReplaceAllString(s, "${1} "+two), "for 2 weeks")
}

// storyRate is a rate the story sets for a category's amounts ("each
// practices for a different length of time every day").
var storyRate = lazyRE(`(?i)\b(?:every|each|a|per) (day|week|month|year|night|session|lesson)\b`)

// storyRateSaid is s without that rate after an amount ("practices 15
// minutes a day less than Bryce", "the student who practices half an
// hour a day"): the items are already per day (unseen62: refused, "a
// day" read as an amount or an item).
func (mg *magazine) storyRateSaid(s string) string {
	m := storyRate.FindStringSubmatch(mg.p.Story)
	if m == nil {
		return s
	}
	re := rateAfterAmount[strings.ToLower(m[1])]
	if re == nil {
		return s
	}
	return re.ReplaceAllString(s, "$1")
}

var rateAfterAmount = map[string]*lazyRegexp{}

func init() {
	for _, u := range []string{"day", "week", "month", "year", "night", "session", "lesson"} {
		rateAfterAmount[u] = lazyRE(`(?i)\b((?:minutes?|hours?|mins?|hrs?|miles?|km|kilometres?|kilometers?|laps?|pages?|cups?|dollars?|pounds?|kg|calories|steps|lengths|glasses|[\d.,]+[a-z%]*)) (?:a|an|per|each|every) ` + u + `\b`)
	}
}

// offeredPay is "was offered $4,000 more than the recruiter" of a
// category of salaries: the pay offered is the salary (unseen61: refused,
// "was offered" says what may not have happened).
var offeredPay = lazyRE(`(?i)\b(?:was|were|got|had been) offered ([$£€][\d,.]+|[\d,.]+ (?:dollars|pounds|euros)|a salary|the (?:highest|lowest|biggest|smallest|largest) salary)`)

// offeredPaySaid is s with such an offer said as pay earned, where a
// category of money is salaries, wages or pay.
func (mg *magazine) offeredPaySaid(s string) string {
	for d, nm := range mg.num {
		if nm != nil && nm.class == money && set("salary salarie wage pay offer income")[domainNoun(mg.p.Domains[d].Name)] {
			return offeredPay.ReplaceAllString(s, "earned $1")
		}
	}
	return s
}
