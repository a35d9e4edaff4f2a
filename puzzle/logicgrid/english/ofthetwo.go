package english

import (
	"regexp"
	"slices"
	"strings"

	"deduce/puzzle/logicgrid"
)

// "Of the rhubarb pie and the apple pie, the rhubarb fetched the higher
// price", "Of Ann and Bo, Bo is the older", "Between the Elm Park runner and
// Ivy, Ivy went farther": the one of the two the clause names is the one
// the comparative says, so the clause is said again with the other one
// after "than" ("the rhubarb fetched a higher price than the apple pie").
// The clause must name one of the two and nothing else, and hold a
// comparative with no "than" of its own; anything else is left to the
// other readings ("Of A and B, one ... and the other ...").

// ofTheTwo is "Of A and B, REST" ("Between A and B, REST", "Comparing A
// and B, REST").
var ofTheTwo = lazyRE(`(?i)^\s*(?:of|between|comparing) (.+?) and ([^,]+), (.+?)[.!]?\s*$`)

// ofTheTwoCompared rewrites s as its comparison ("" when s is no such
// sentence).
func (mg *magazine) ofTheTwoCompared(s string) string {
	m := ofTheTwo.FindStringSubmatch(s)
	if m == nil || !mg.onlyMention(m[1]) || !mg.onlyMention(m[2]) {
		return ""
	}
	one := func(x string) logicgrid.Item { return mg.lx.mentions(tokenize(x))[0].items[0] }
	a, b := mg.lx.mentions(tokenize(m[1]))[0], mg.lx.mentions(tokenize(m[2]))[0]
	if len(a.items) != 1 || len(b.items) != 1 || one(m[1]) == one(m[2]) {
		return ""
	}
	rest := m[3]
	ts := tokenize(rest)
	ms := mg.lx.mentions(ts)
	if len(ms) != 1 || ms[0].start > 1 || hasWord(ts, "than") || hasWord(ts, "one") && hasWord(ts, "other") {
		return ""
	}
	other := ""
	switch {
	case slices.Contains(ms[0].items, a.items[0]) && !slices.Contains(ms[0].items, b.items[0]):
		other = m[2]
	case slices.Contains(ms[0].items, b.items[0]) && !slices.Contains(ms[0].items, a.items[0]):
		other = m[1]
	default:
		return ""
	}
	cmp := -1
	for k := ms[0].end; k < len(ts); k++ {
		if _, ok := comparatives[ts[k].w]; ok {
			if cmp >= 0 {
				return "" // two comparatives: which one the two differ in is not said
			}
			cmp = k
		}
	}
	if cmp < 0 {
		return ""
	}
	lead := strings.ToLower(strings.TrimSpace(other))
	if strings.HasPrefix(lead, "the ") || strings.HasPrefix(lead, "a ") || capitalised(strings.TrimSpace(other)) {
		other = strings.TrimSpace(other)
	} else {
		other = "the " + strings.TrimSpace(other) // "Of the beagle and goldfish, ..."
	}
	if cmp == 0 || ts[cmp-1].w != "the" {
		// "Bo went farther", "the rhubarb sold for more"
		return rest[:ts[cmp].end] + " than " + other + rest[ts[cmp].end:]
	}
	// "the higher price", "the older owner": a comparison with the other
	// ("a higher price than the apple pie"); "is the older", "the older
	// one", "the older of the two": the comparative itself
	after := strings.ToLower(strings.TrimSpace(rest[ts[cmp].end:]))
	switch after {
	case "", "one", "of the two", "one of the two":
		return rest[:ts[cmp-1].col-1] + ts[cmp].raw + " than " + other
	}
	art := "a "
	if strings.ContainsRune("aeiou", rune(ts[cmp].w[0])) {
		art = "an "
	}
	return rest[:ts[cmp-1].col-1] + art + rest[ts[cmp].col-1:] + " than " + other
}

// "If Mr. Boyd's pie finished 4th, then it sold for $12", "If Ann came
// last, she paid $5": a pronoun opening the consequent stands for the
// condition's subject (as one opening a later clause does: withSubject),
// and "then" may be left out after the comma.
var ifPronoun = lazyRE(`(?i)^(\s*if\s+)(.+?),\s*(?:then\s+)?((?:he|she|it|they|its|his|her|their|it's)\s.+)$`)

// ifThenSubject is s with the consequent's pronoun said ("" when s has
// none, or the condition names no subject to stand for).
func (mg *magazine) ifThenSubject(s string) string {
	m := ifPronoun.FindStringSubmatch(s)
	if m == nil || strings.Contains(m[2], ",") {
		return ""
	}
	subj := mg.mentionText(m[2], true)
	if subj == "" || !strings.HasPrefix(m[2], subj) {
		return "" // "If on Monday Ann ..., then she ...": whose subject is not said first
	}
	said := mg.withSubject(m[3], m[2])
	if said == m[3] {
		return ""
	}
	return m[1] + m[2] + ", then " + said
}

// ifClause is "If A, then B" ("then" may be left out after the comma).
var ifClause = lazyRE(`(?i)^\s*if\s+(.+?),\s*(?:then\s+)?(.+?)[.!]?\s*$`)

// ifThenSets reads "If X P1, then X P2" where each predicate is a fact of
// X alone that comes to a set of one category's items ("If the tabby cat
// lives at one end of the row, then its owner is 34", "If Bo paid more
// than $15, he finished in the top two"): for each item i of the first
// set, X having i means X has an item of the second (IfThen of its one
// item, else IfThenNot of each item outside it). ok is false when s is no
// such sentence.
func (mg *magazine) ifThenSets(s string) (_ [][]logicgrid.Clue, ok bool) {
	m := ifClause.FindStringSubmatch(s)
	if m == nil || strings.Contains(m[1], ",") || strings.Contains(m[2], ",") {
		return nil, false
	}
	subj := mg.mentionText(m[1], true)
	if subj == "" || !strings.HasPrefix(m[1], subj) || !strings.HasPrefix(m[2], subj) {
		return nil, false
	}
	sm := mg.lx.mentions(tokenize(subj))
	if len(sm) != 1 || len(sm[0].items) != 1 {
		return nil, false
	}
	x := sm[0].items[0]
	rl, lerr := mg.clue(m[1])
	rr, rerr := mg.clue(m[2])
	if lerr != nil || rerr != nil || len(rl) != 1 || len(rr) != 1 {
		return nil, false
	}
	d1, s1, err1 := mg.valuesSaid(x, rl[0])
	d2, s2, err2 := mg.valuesSaid(x, rr[0])
	if err1 != nil || err2 != nil {
		return nil, false
	}
	one, only := single(s2)
	var out []logicgrid.Clue
	for i, in := range s1 {
		if !in {
			continue
		}
		if one {
			out = append(out, logicgrid.Clue{Kind: logicgrid.IfThen, Items: []logicgrid.Item{x, {D: d1, I: i}, x, {D: d2, I: only}}})
			continue
		}
		for j, said := range s2 {
			if !said {
				out = append(out, logicgrid.Clue{Kind: logicgrid.IfThenNot, Items: []logicgrid.Item{x, {D: d1, I: i}, x, {D: d2, I: j}}})
			}
		}
	}
	return [][]logicgrid.Clue{out}, true
}

// firstN is "(one of) the first N NOUNs" or "the last N NOUNs" of a
// numbered category the noun names ("in one of the first two houses",
// "the last three seats"). Read word by word, "first" was the first house
// and "last" the greatest value of another category ("lives in one of
// the last two houses" was read as "moved in most recently"): a silent
// misreading. Said as the items ("in the first or the second house";
// "and" without "one of": "occupy the first three houses" is a list).
var firstN = lazyRE(`(?i)\b((?:one|either|neither|none|any) of\s+)?the (first|last) (\pL+|\d+) (\pL+)\b`)

// endsOrMiddle is "(one of) the two end NOUNs" ("the outer seats") or
// "the three middle NOUNs" ("the central stalls"): the places at both
// ends, or those in the middle of the row (as many on each side of them).
var endsOrMiddle = lazyRE(`(?i)\b((?:one|either|neither|any|none|both|each|all) of\s+)?the (\pL+|\d+) (end|outer|outside|outermost|middle|central|centre|center|inner|innermost) (\pL+)\b`)

// groupsSaid is s with each such group said as its items.
func (mg *magazine) groupsSaid(s string) string {
	listed := false
	n := mg.p.N()
	// say is the group of places of the numbered category noun names,
	// from index from, count of them (ends: the first and the last), as
	// its items; g when it is no such group.
	say := func(g, oneOf, noun string, from, count int, ends bool) string {
		d := -1
		for e := range mg.p.Domains {
			if mg.num[e] != nil && hasCue(mg.lx.cues[e], strings.ToLower(noun)) {
				if d >= 0 {
					return g // two numbered categories of that noun
				}
				d = e
			}
		}
		if d < 0 {
			return g
		}
		var items []string
		for i := from; i < from+count; i++ {
			items = append(items, mg.p.Domains[d].Items[i])
		}
		if ends {
			items = []string{mg.p.Domains[d].Items[0], mg.p.Domains[d].Items[n-1]}
		}
		join, lead := " and ", "the "
		switch strings.ToLower(strings.Fields(oneOf + " x")[0]) {
		case "x":
			listed = true
		case "neither", "none": // "in neither of the first two houses": in no one of them
			join, lead = " nor ", "neither the "
		default:
			join = " or "
		}
		return lead + strings.Join(items[:len(items)-1], ", ") + join + items[len(items)-1] + " " + singular(strings.ToLower(noun))
	}
	count := func(w string) int {
		v, ok := numberOf(strings.ToLower(w))
		if !ok || v != float64(int(v)) || int(v) < 2 || int(v) >= n || w == "a" || w == "an" {
			return 0
		}
		return int(v)
	}
	out := firstN.ReplaceAllStringFunc(s, func(g string) string {
		m := firstN.FindStringSubmatch(g)
		v := count(m[3])
		if v == 0 {
			return g
		}
		from := 0
		if strings.EqualFold(m[2], "last") {
			from = n - v
		}
		return say(g, m[1], m[4], from, v, false)
	})
	out = endsOrMiddle.ReplaceAllStringFunc(out, func(g string) string {
		m := endsOrMiddle.FindStringSubmatch(g)
		v := count(m[2])
		if v == 0 || !mg.positionNoun(strings.ToLower(m[4])) {
			return g // "the two middle prices" is no group of places
		}
		if m[1] != "" && !strings.EqualFold(strings.Fields(m[1])[0], "one") {
			return g // "in either of the two middle houses": left to be refused
		}
		switch strings.ToLower(m[3]) {
		case "end", "outer", "outside", "outermost":
			if v != 2 {
				return g
			}
			return say(g, m[1], m[4], 0, 2, true)
		}
		if (n-v)%2 != 0 {
			return g // "the two middle seats" of five: which two?
		}
		return say(g, m[1], m[4], (n-v)/2, v, false)
	})
	if listed && !hasNegation(out) && !hasWord(tokenize(out), "order") && !hasWord(tokenize(out), "respectively") {
		// "Ann and Bo live in the last two houses": the two are theirs, in
		// some order
		out = strings.TrimRight(out, ".!") + ", in some order."
	}
	return out
}

// orderFromSide is "in that order from the left" ("respectively, starting
// from the left"): the order of a list along a row, said from one end.
var orderFromSide = lazyRE(`(?i)\b(in that order|respectively),?\s+(?:from|starting from|starting at|counting from|reading from|going from) (?:the )?(left|right)\b`)

// orderSaid is s with "in that order from the left" said as "in that
// order" where the row is numbered from that side (else as it is: the list
// would go the other way, and that is refused).
func (mg *magazine) orderSaid(s string) string {
	d := mg.rowDomain()
	if d < 0 {
		return s
	}
	flipped := strings.Contains(strings.ToLower(mg.p.Story), "right to left")
	return orderFromSide.ReplaceAllStringFunc(s, func(g string) string {
		m := orderFromSide.FindStringSubmatch(g)
		if strings.EqualFold(m[2], "left") == flipped {
			return g
		}
		return m[1]
	})
}

// placeDescribed is "the owner of the house P VP" where P places the
// house along the row ("two doors to the left of Miss Hale's", "directly
// between the beagle and the goldfish"): said again as "the one who VP
// lives P" ("The person living in the house directly between the beagle
// and the goldfish is 52": "the one who is 52 lives directly between the
// beagle and the goldfish").
var placeDescribed = lazyRE(`(?i)^\s*the (?:person|one|owner|resident|occupant|family|tenant|household|people)(?: who lives| who live| living| that lives)? (?:in|of|at) the (\pL+) (.+?)[.!]?\s*$`)

// placeSaid is s said so ("" when s is no such sentence, or its place and
// what is said of its owner do not split in one way).
func (mg *magazine) placeSaid(s string) string {
	m := placeDescribed.FindStringSubmatch(s)
	if m == nil || mg.rowDomain() < 0 || !mg.positionNoun(strings.ToLower(m[1])) {
		return ""
	}
	words := strings.Fields(m[2])
	said := ""
	var reading [][]logicgrid.Clue
	for cut := 1; cut < len(words); cut++ {
		place, rest := strings.Join(words[:cut], " "), strings.Join(words[cut:], " ")
		pts, rts := tokenize(place), tokenize(rest)
		pms := mg.lx.mentions(pts)
		if len(pms) == 0 || pms[len(pms)-1].end < len(pts) && !(pms[len(pms)-1].end == len(pts)-1 && pts[len(pts)-1].w == "s") {
			continue // the place ends with whom it is placed by ("Miss Hale's")
		}
		if len(rts) == 0 || startsMention(mg.lx.mentions(rts)) || stop[rts[0].w] && !linking[rts[0].w] {
			continue // what is said of the owner opens with a verb
		}
		try := "The one who " + rest + " lives " + place
		rs, err := mg.clauses(try)
		if err != nil {
			continue
		}
		if said != "" && !sameReadings(reading, rs) {
			return "" // two splits, two meanings
		}
		said, reading = try, rs
	}
	return said
}

// sameReadings reports whether a and b are the same readings, in order.
func sameReadings(a, b [][]logicgrid.Clue) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !sameClues(a[i], b[i]) {
			return false
		}
	}
	return true
}

// introAlias is an item the introduction names again in brackets: "placed
// the pies 1st (the blue ribbon) to 4th", "Room 1 (the attic)".
var introAlias = lazyRE(`([^\s(]+)\s+\((?:the |a |an )?([\pL][\pL '-]{1,38}[\pL])\)`)

// introRole is a name and the role the introduction gives it after a
// comma: "Stone, the gardener;", "Pembury, the butler,".
var introRole = lazyRE(`(\p{Lu}[\pL'.-]*(?: \p{Lu}[\pL'.-]*)?), the ([a-z][a-z-]+)[;,.)]`)

// aliasesSaid is s with each name the introduction gives an item in
// brackets said as the item ("took the blue ribbon": "took 1st"). A name
// that is itself an item, or names one, is no such alias.
func (mg *magazine) aliasesSaid(s string) string {
	pairs := introAlias.FindAllStringSubmatch(mg.p.Story, -1)
	// "the staff: Stone, the gardener; Mrs Briggs, the cook; ..." (unseen79):
	// a name and what the story calls its holder, once each
	roles := introRole.FindAllStringSubmatch(mg.p.Story, -1)
	count := map[string]int{}
	for _, m := range roles {
		count[strings.ToLower(m[2])]++
	}
	for _, m := range roles {
		if count[strings.ToLower(m[2])] == 1 && strings.Contains(strings.ToLower(s), strings.ToLower(m[2])) {
			pairs = append(pairs, m)
		}
	}
	for _, m := range pairs {
		name, alias := strings.Trim(m[1], ",.;:"), m[2]
		var item string
		for _, dom := range mg.p.Domains {
			for _, it := range dom.Items {
				if strings.EqualFold(it, name) {
					item = it
				}
			}
		}
		if item == "" || len(mg.lx.mentions(tokenize(alias))) > 0 {
			continue
		}
		re, err := regexp.Compile(`(?i)\b(?:the |a |an )?` + regexp.QuoteMeta(alias) + `\b(?: of\b)?`)
		if err == nil {
			s = re.ReplaceAllStringFunc(s, func(g string) string {
				if strings.HasSuffix(strings.ToLower(g), " of") {
					return g // "the owner of the red car" is no one the story named "the owner"
				}
				return item
			})
		}
	}
	return s
}

// sameCategory reports whether a and b each name one item, of one
// category.
func (mg *magazine) sameCategory(a, b string) bool {
	am, bm := mg.lx.mentions(tokenize(a)), mg.lx.mentions(tokenize(b))
	return len(am) == 1 && len(bm) == 1 && len(am[0].items) == 1 && len(bm[0].items) == 1 && am[0].items[0].D == bm[0].items[0].D
}

// sideMost is the end of a row said as a comparison with everyone
// ("farther left than anyone else", "further right than all the others")
// or a superlative of the side ("furthest left"): the leftmost (rightmost).
var sideMost = lazyRE(`(?i)\b(?:(?:farther|further|more) (left|right) than (?:anyone|anybody|everyone|everybody|any other \pL+|all the others|all others|the others|the rest)(?: else)?|(?:the )?(?:farthest|furthest) (left|right))\b`)

// sidesSaid is s with each such phrase said as "leftmost" or "rightmost",
// in a puzzle with a row.
func (mg *magazine) sidesSaid(s string) string {
	if mg.rowDomain() < 0 {
		return s
	}
	return sideMost.ReplaceAllStringFunc(s, func(g string) string {
		m := sideMost.FindStringSubmatch(g)
		return strings.ToLower(m[1]+m[2]) + "most"
	})
}

// A bound on a difference: "started no more than 15 minutes before",
// "paid at least $3 more than", "finished more than 2 places behind". The
// sentence without the bound ("started 15 minutes before") must read as
// one difference (DiffBy, LessBy); the bound then says which differences
// hold, in the same direction: at most, at least, more or less than the
// amount (relate says it in the model's clues).
var diffBound = lazyRE(`(?i)\b(no more than|at most|no less than|at least|more than|less than|fewer than)\s+([$£]?[\pL\d.,]+)`)

// boundedDifference reads s so; ok is false when s has no such bound, or
// without it is no one difference.
func (mg *magazine) boundedDifference(s string) (_ [][]logicgrid.Clue, ok bool) {
	locs := diffBound.FindAllStringSubmatchIndex(s, -1)
	if len(locs) != 1 {
		return nil, false
	}
	loc := locs[0]
	if before := strings.Fields(s[:loc[2]]); len(before) > 0 && moreModifiers[strings.ToLower(before[len(before)-1])] {
		// "little more than", "not more than" (which may deny the
		// direction too): another amount, or a negation; not read here
		return nil, false
	}
	amount := strings.TrimLeft(s[loc[4]:loc[5]], "$£")
	if _, isNum := numberOf(strings.ToLower(strings.TrimRight(amount, ".,"))); !isNum || strings.EqualFold(amount, "a") || strings.EqualFold(amount, "an") {
		return nil, false
	}
	// the amount must be followed by a comparison ("... before", "more
	// than"), else the bound is on a value (bound.go)
	rest := tokenize(s[loc[5]:])
	cmp := false
	for _, t := range rest {
		if _, ok := comparatives[t.w]; ok {
			cmp = true
		}
	}
	if !cmp {
		return nil, false
	}
	if _, err := mg.clue(s); err == nil {
		return nil, false // read already ("at least 10 pounds heavier" of one pair: phrasings14_test.go)
	}
	rs, err := mg.clue(s[:loc[2]] + s[loc[4]:])
	if err != nil || len(rs) != 1 || len(rs[0]) != 1 {
		return nil, false
	}
	c := rs[0][0]
	if c.Kind != logicgrid.DiffBy && c.Kind != logicgrid.LessBy || c.K <= 0 {
		return nil, false
	}
	d, k := c.Domain, c.K
	val := func(i int) int { return mg.p.Value(d, i) }
	if c.Kind == logicgrid.LessBy {
		val = func(i int) int { return i }
	}
	bound := gapBoundOf(strings.Join(strings.Fields(strings.ToLower(s[loc[2]:loc[3]])), " ")) // bydiff.go
	cs, some := relate(mg.p, c.Items[0], c.Items[1], d, func(a, b int) bool {
		return bound.holds(val(b)-val(a), k)
	})
	if !some {
		return nil, false
	}
	return [][]logicgrid.Clue{cs}, true
}

// exceptOne is "X ...er than every runner except Y" ("than everyone but
// Y", "than all the others apart from Y"): X is ...er than each of the
// others, and Y is ...er than X (the one exception: values differ).
var exceptOne = lazyRE(`(?i)^(.+?) than (?:(?:every|each|any) (?:other )?\pL+|everyone|everybody|anyone|anybody|all the others|all the other \pL+|the others)(?: else)?,? (?:except(?: for)?|but|apart from|other than|save for|save) (.+?)[.!]?\s*$`)

// exceptCompared reads s so; ok is false when s is no such sentence, X and
// Y are no two items of one category, or a comparison does not read as one
// order (Less).
func (mg *magazine) exceptCompared(s string) (_ [][]logicgrid.Clue, ok bool) {
	m := exceptOne.FindStringSubmatch(s)
	if m == nil || !mg.onlyMention(m[2]) {
		return nil, false
	}
	subj := mg.mentionText(m[1], true)
	if subj == "" || !strings.HasPrefix(m[1], subj) || !mg.sameCategory(subj, m[2]) {
		return nil, false
	}
	x, y := mg.lx.mentions(tokenize(subj))[0].items[0], mg.lx.mentions(tokenize(m[2]))[0].items[0]
	if x == y {
		return nil, false
	}
	one := func(text string) (logicgrid.Clue, bool) {
		rs, err := mg.clue(text)
		if err != nil || len(rs) != 1 || len(rs[0]) != 1 || rs[0][0].Kind != logicgrid.Less {
			return logicgrid.Clue{}, false
		}
		return rs[0][0], true
	}
	var out []logicgrid.Clue
	for i, name := range mg.p.Domains[x.D].Items {
		if i == x.I || i == y.I {
			continue
		}
		c, ok := one(m[1] + " than " + name)
		if !ok {
			return nil, false
		}
		out = append(out, c)
	}
	c, ok := one(m[1] + " than " + m[2])
	if !ok {
		return nil, false
	}
	c.Items = []logicgrid.Item{c.Items[1], c.Items[0]} // not ...er than Y: Y is
	return [][]logicgrid.Clue{append(out, c)}, true
}
