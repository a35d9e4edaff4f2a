package english

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"deduce/puzzle/logicgrid"
)

// Reading one magazine-style sentence: which items it names and how the
// words around them relate those items.

// clue reads one magazine sentence into its readings: each a list of
// clues, the preferred first. Where the words do not decide, the sentence
// keeps every sensible reading (at most maxReadings) and the puzzle decides
// (settle): a name two categories share whose phrase favours neither, a
// comparison two categories could measure. A name's category that its
// phrase disfavours is read only when no favoured one is sensible.
func (mg *magazine) clue(s string) ([][]logicgrid.Clue, error) {
	if m := danglingPronoun.FindString(s); m != "" {
		// "Mr. Roe, who baked the tarts, paid $1 less than her": the
		// pronoun stands for someone this clause does not name (clauses
		// puts the one it stands for in its place); never read without
		// it, as a comparison of the items left.
		return nil, errorf("%q at the end stands for someone named elsewhere: name them", strings.TrimRight(m, ".!? "))
	}
	if m := selfCompared.FindString(s); m != "" {
		// "wider than it is tall": two measures of one thing compared
		return nil, errorf("%q compares two measures of one thing, which is not read: say each in a sentence of its own", strings.TrimSpace(m))
	}
	s = commonPhrases(s)                 // rankwords.go: "a point clear of", "by a single place", "Trevor's prized leeks"
	s = mg.ordinalPlaceSaid(s)           // ordinalplace.go: "paid $6,000 more than Dan lives in the first house"
	s = mg.outsidePlaceSaid(s)           // ordinalplace.go: "in an outside lane"
	s = mg.sexPairSaid(s)                // gendergroups.go: "next to both girls"
	s = mg.weekPartsSaid(s)              // weekparts.go: "midweek", "at the weekend"
	s = mg.possessedOrdinalSaid(s)       // ordinalplace.go: "Greta's greenhouse isn't the last in the row"
	s = mg.superlativeOfAllSaid(s)       // ordinalplace.go: "The oldest of the four saved $6 more"
	if rs, ok, err := mg.orBoth(s); ok { // orboth.go: "A or B, or both"
		return rs, err
	}
	if g, ok := mg.groupNoun(s); ok { // groupnoun.go: "isn't one of the guards"
		s = g
	}
	s, err := notUntilRead(s) // notuntil.go: "didn't need me until 8:30pm"
	if err != nil {
		return nil, err
	}
	vs := facingSides(s)
	if vs != nil && mg.ringRow() >= 0 {
		// roundtable.go: "on Cedric's left" round a table, everyone facing
		// in: one way, the side as said
		s, vs = vs[0], nil
	}
	if vs == nil {
		rs, err := mg.clueAs(s)
		if err == nil {
			if derr := mg.droppedTail(s, rs); derr != nil { // droppedtail.go: "... and closed with a song"
				return nil, derr
			}
			if derr := mg.spelledValueLeft(s); derr != nil { // droppedtail.go: "Abe isn't twelve"
				return nil, derr
			}
		}
		if err != nil && strings.Contains(err.Error(), "two comparisons") {
			if cs, ok, derr := mg.descCompared(s); ok { // desccompared.go: "The buyer who paid £20,000 more than Daniel completed a week after him"
				rs, err = cs, derr
			}
		}
		if err != nil && strings.Contains(err.Error(), "items with a comparison") {
			if cs, ok := mg.objectThenCompare(s); ok { // objectcompare.go: "married the man from Barley two weeks after ..."
				rs, err = cs, nil
			}
		}
		return notApartDistinct(rs, mg.rowsOf(), mg.p.N()), err // positions.go: "not next to Finn" of another boy
	}
	// "Gwen sat somewhere to Hugo's left": Hugo's own left, facing the
	// way the row is numbered from (our left), or facing the other way
	// (our right). Both are kept, ours first; the puzzle decides.
	var out [][]logicgrid.Clue
	var first error
	var said [2][]logicgrid.Clue // the clues each way gives
	for i, v := range vs {
		rs, err := mg.clueAs(v)
		if err != nil {
			first = keep(first, err)
			continue
		}
		for _, r := range rs {
			said[i] = append(said[i], r...)
			if len(out) < maxReadings && !hasReading(out, r) {
				out = append(out, r)
			}
		}
	}
	if out == nil {
		return nil, first
	}
	loc := sideOf.FindStringSubmatchIndex(s)
	mg.sides = append(mg.sides, sideNote{phrase: s[loc[0]:loc[1]], who: s[loc[2]:loc[3]], side: strings.ToLower(s[loc[6]:loc[7]]),
		ours: onlyIn(said[0], said[1]), theirs: onlyIn(said[1], said[0])})
	return out, nil
}

// sideNote is how "to Hugo's left" could be read: the clues only the
// reading facing the way the row is numbered gives (ours), and those only
// the one facing the other way gives (theirs).
type sideNote struct {
	phrase, who  string
	side         string // "left" or "right", as the sentence says
	ours, theirs []logicgrid.Clue
}

// onlyIn are the clues of a that b does not have.
func onlyIn(a, b []logicgrid.Clue) []logicgrid.Clue {
	var out []logicgrid.Clue
	for _, c := range a {
		if !containsClue(b, c) {
			out = append(out, c)
		}
	}
	return out
}

func containsClue(cs []logicgrid.Clue, c logicgrid.Clue) bool {
	return slices.ContainsFunc(cs, func(x logicgrid.Clue) bool { return sameClues([]logicgrid.Clue{x}, []logicgrid.Clue{c}) })
}

// sidesTaken says, for the sentence numbered n whose taken clues are cs,
// which way each "to Hugo's left" was read (nil when none was).
func sidesTaken(n int, notes []sideNote, cs []logicgrid.Clue) []string {
	has := func(xs []logicgrid.Clue) bool {
		return slices.ContainsFunc(xs, func(x logicgrid.Clue) bool { return containsClue(cs, x) })
	}
	var out []string
	for _, sn := range notes {
		other := map[string]string{"left": "right", "right": "left"}[sn.side]
		switch {
		case has(sn.theirs):
			out = append(out, fmt.Sprintf("clue %d %q taken as the row's %s (%s facing the other way from the row's left and right)", n, sn.phrase, other, sn.who))
		case has(sn.ours):
			out = append(out, fmt.Sprintf("clue %d %q taken as the row's %s (%s facing the same way as the row's left and right)", n, sn.phrase, sn.side, sn.who))
		}
	}
	return out
}

// sideOf is a position on someone's own side: "to Hugo's left", "on the
// cola drinker's immediate right", "on Ann's left-hand side".
var sideOf = lazyRE(`(?i)\b(?:on|to|at) (.+?)(?:'s|’s|s'|s’) (immediate |direct )?(left|right)(?:[- ]hand)?(?: side)?\b`)

// facingSides is s said both ways when it places something on someone's
// own left or right: "to the left of Hugo" and "to the right of Hugo"
// (nil when it does not). Whose left is the person's, and which way they
// face the text does not say (a cinema row faces the screen, a row of
// houses is numbered as seen from the street).
func facingSides(s string) []string {
	loc := sideOf.FindStringSubmatchIndex(s)
	if loc == nil {
		return nil
	}
	who := s[loc[2]:loc[3]]
	if strings.ContainsAny(who, ",;") {
		return nil
	}
	// "went to the shop on Bo's left": the phrase starts at the last "on"
	for _, w := range []string{" on ", " to ", " at "} {
		if i := strings.LastIndex(strings.ToLower(who), w); i >= 0 {
			loc[0] = loc[2] + i + 1
			who = who[i+len(w):]
			loc[2] = loc[3] - len(who)
		}
	}
	adv := "to the "
	if loc[4] >= 0 {
		adv = "immediately to the "
	}
	side := strings.ToLower(s[loc[6]:loc[7]])
	other := map[string]string{"left": "right", "right": "left"}[side]
	var out []string
	for _, w := range []string{side, other} {
		out = append(out, s[:loc[0]]+adv+w+" of "+who+s[loc[1]:])
	}
	return out
}

// clueAs is clue for one way of saying s.
func (mg *magazine) clueAs(s string) ([][]logicgrid.Clue, error) {
	ts := mg.sterling(phrasal(tokenize(strings.ReplaceAll(s, "¢", " cents")))) // "50¢"
	// landmarks.go: "nearer the pier than" in the row's own words
	ts, err := mg.landmarkWords(mg.stackWords(ts))
	if err != nil {
		return nil, err
	}
	ts = mg.queueWords(ts) // queue.go: "in front of" in a queue
	ts = mg.countWords(ts) // countwords.go: "a staff of four"
	mg.durationOnly, mg.startOnly, mg.startIn = false, false, nil
	if err := mg.sinceWhen(ts); err != nil {
		return nil, err
	}
	if tj, ok := mg.joinWords(ts); ok { // joined.go: "joined two years after" is less service
		ts, mg.durationOnly = tj, true
	}
	ms, err := mg.decadeMentions(ts, mg.amountsOut(ts, mg.lx.mentions(ts)))
	if err != nil {
		return nil, err
	}
	if ms, err = mg.spanMentions(ts, ms); err != nil { // spans.go: "in March", "a summer birthday"
		return nil, err
	}
	ts, ms = mg.genderGroups(ts, ms)
	if err := firstFew(ts, mentionMarks(ts, ms)); err != nil { // groupends.go: "one of the first three to finish"
		return nil, err
	}
	if err := mg.compass(ts, ms); err != nil {
		return nil, err
	}
	behindDoor(ts, ms)
	ranked := make([][]logicgrid.Item, len(ms))
	favoured := make([]int, len(ms)) // how many of ranked[k] its phrase favours most
	for k, m := range ms {
		ranked[k], favoured[k] = m.items, len(m.items)
		if len(m.items) > 1 { // a shared name: its phrase picks the category
			ranked[k], favoured[k] = mg.lx.ranked(m, phraseAround(ts, ms, m))
		}
	}
	its := make([]logicgrid.Item, len(ms))
	var first error
	var best [][]logicgrid.Clue
	bestCost := len(ms) + 1
	over := false
	tries := 0
	var try func(k, cost int)
	try = func(k, cost int) {
		if cost > bestCost || tries >= maxTries {
			return
		}
		if k == len(ms) {
			mg.script, mg.widths = nil, nil
			for tries < maxTries {
				tries++
				mg.at = 0
				mg.vague = nil
				mg.eachGuarded = false
				cs, err := mg.classify(ts, ms, append([]logicgrid.Item(nil), its...))
				if err == nil {
					err = mg.checkVague(cs)
				}
				if err == nil {
					var gs []logicgrid.Clue
					if gs, err = mg.genderClues(ts, ms, its); err == nil {
						cs = append(cs, gs...)
						// "Emma is Finn's best friend" is read "Emma is
						// Finn" here, which the guard reads "Emma is not
						// Finn": sensible judges that after the guard
						err = sensible(mg.p, withoutSameOfOneCategory(cs))
					}
					unguarded := cs
					if err == nil && !mg.eachGuarded {
						cs, err = mg.guard(ts, ms, its, cs) // guard.go: words that deny "is"
					}
					if err == nil && !deniedEach(unguarded, cs) {
						err = sensible(mg.p, unguarded)
					}
					if err == nil {
						err = sensible(mg.p, cs)
					}
					if err == nil {
						err = mg.unreadMeasure(ts, ms, its, cs) // unread.go: a measure word is read or refused
					}
				}
				if err != nil {
					first = keep(first, err)
				} else {
					if cost < bestCost {
						best, bestCost, over = nil, cost, false
					}
					if len(best) < maxReadings && !hasReading(best, cs) {
						best = append(best, cs)
					} else if !hasReading(best, cs) {
						over = true // a reading left out: see product
					}
				}
				if !mg.nextScript() {
					break
				}
			}
			return
		}
		for j, it := range ranked[k] {
			its[k] = it
			c := cost
			if j >= favoured[k] {
				c++
			}
			try(k+1, c)
		}
	}
	try(0, 0)
	if best != nil {
		mg.overflow = mg.overflow || over
		return best, nil
	}
	return nil, first
}

// sterling reads "pound(s)", "quid" and "pence" as the dollars and cents
// of money ("a pound more", "20 pence less"), in a puzzle whose money is
// in pounds ("£1.50", "50p") and where no category is weighed in pounds.
func (mg *magazine) sterling(ts []tok) []tok {
	if !mg.poundsMoney() {
		return ts
	}
	for k := range ts {
		switch ts[k].w {
		case "pound", "pounds", "quid":
			ts[k].w = "dollars"
		case "pence", "penny", "pennies":
			ts[k].w = "cents"
		}
	}
	return ts
}

// poundsMoney reports whether a money category is written in pounds or
// pence and no category's unit is the pound weight.
func (mg *magazine) poundsMoney() bool {
	sterling := false
	for d, nm := range mg.num {
		if nm == nil {
			continue
		}
		if unitNames[firstWord(nm.unit)] == "pound" {
			return false
		}
		if nm.class != money {
			continue
		}
		for _, it := range mg.p.Domains[d].Items {
			if strings.Contains(it, "£") || rePence.MatchString(strings.TrimSpace(it)) {
				sterling = true
			}
		}
	}
	return sterling
}

// genderGroups names the people a group of one sex stands for, where the
// puzzle says (or the names tell) who all of them are and the count fits:
// "older than both boys" is "older than Jack and Leo", "the two girls",
// "all three women", "each of the men". The group's words become the
// names joined by "and", each a mention (at the group's place, for
// messages). Only in a comparison (compareGroups: each of them): "each of
// the boys has a dog or a cat" is no list of items.
func (mg *magazine) genderGroups(ts []tok, ms []mention) ([]tok, []mention) {
	inMention := make([]bool, len(ts))
	for _, m := range ms {
		for k := m.start; k < m.end; k++ {
			inMention[k] = true
		}
	}
	compares := false
	for k, t := range ts {
		if _, ok := comparatives[t.w]; ok && !inMention[k] {
			compares = true
		}
	}
	if !compares {
		return ts, ms
	}
	for k := 0; k < len(ts); k++ {
		start, count, ok := groupHead(ts, inMention, k)
		if !ok {
			continue
		}
		want := genderNouns[ts[k].w]
		g, people := mg.genders()
		var group []logicgrid.Item
		for i, x := range g {
			if x == unknownGender {
				return ts, ms // someone may be of either sex: who is in the group is not known
			}
			if x == want {
				group = append(group, logicgrid.Item{D: people, I: i})
			}
		}
		if len(group) < 2 || count > 0 && count != len(group) {
			return ts, ms
		}
		if mg.byName {
			mg.byNameNoun = ts[k].w
		}
		var add []tok
		var addMs []mention
		for i, it := range group {
			if i > 0 {
				add = append(add, tok{w: "and", col: ts[start].col, end: ts[k].end, raw: "and"})
			}
			name := mg.p.ItemName(it)
			addMs = append(addMs, mention{items: []logicgrid.Item{it}, start: start + len(add), end: start + len(add) + 1})
			add = append(add, tok{w: strings.ToLower(name), col: ts[start].col, end: ts[k].end, raw: name})
		}
		shift := len(add) - (k + 1 - start)
		out := append(append(append([]tok(nil), ts[:start]...), add...), ts[k+1:]...)
		var outMs []mention
		for _, m := range ms {
			if m.start > k {
				m.start, m.end = m.start+shift, m.end+shift
			}
			outMs = append(outMs, m)
		}
		outMs = append(outMs, addMs...)
		slices.SortFunc(outMs, func(a, b mention) int { return a.start - b.start })
		return mg.genderGroups(out, outMs) // "both boys ... both girls": each group
	}
	return ts, ms
}

// groupHead reports whether the plural gendered noun at k closes a group
// phrase: "both (of) (the) boys", "the two girls", "all (of) (the) (three)
// women", "each of the men"; start is the phrase's first token and count
// the number it says (0 for "all", "each").
func groupHead(ts []tok, inMention []bool, k int) (start, count int, ok bool) {
	if inMention[k] || !pluralPeople[ts[k].w] {
		return 0, 0, false
	}
	j := k - 1
	if j >= 0 && !inMention[j] && numberWords[ts[j].w] >= 2 {
		count = numberWords[ts[j].w]
		j--
	}
	if j >= 0 && ts[j].w == "the" {
		j--
	}
	if j >= 0 && ts[j].w == "of" {
		j--
	}
	if j < 0 || inMention[j] {
		return 0, 0, false
	}
	switch w := ts[j].w; {
	case w == "both" && (count == 0 || count == 2):
		return j, 2, true
	case w == "all" || w == "each" && ts[j+1].w == "of":
		return j, count, true
	case count >= 2 && ts[j+1].w == "the" && j+1 < k-1:
		return j + 1, count, true // "than the two boys"
	}
	return 0, 0, false
}

// compassWords are the words of a compass direction, each with its
// point ("westernmost" is west's).
var compassWords = map[string]string{
	"west": "west", "western": "west", "westernmost": "west", "westward": "west", "westwards": "west",
	"east": "east", "eastern": "east", "easternmost": "east", "eastward": "east", "eastwards": "east",
	"north": "north", "northern": "north", "northernmost": "north", "northward": "north", "northwards": "north",
	"south": "south", "southern": "south", "southernmost": "south", "southward": "south", "southwards": "south",
}

var oppositePoint = map[string]string{"west": "east", "east": "west", "north": "south", "south": "north"}

// Ways a story says which compass point the first position is at:
// "numbered 1 to 5 from west to east", "hut 1 being the westernmost",
// "number 1 at the west end", "the westernmost is number 1", "numbered
// eastwards".
var (
	compassFromTo    = lazyRE(`\b(west|east|north|south)(?:wards?)? to (?:the )?(west|east|north|south)\b`)
	compassOneAt     = lazyRE(`\b(?:no\.? |number |#)?1\b[^.;]{0,60}?\b(?:the )?(?:(west|east|north|south)(?:ernmost|most|ern end| end|ernmost end)|most (west|east|north|south)erly|(?:furthest|farthest) (west|east|north|south))\b`)
	compassAtOne     = lazyRE(`\b(west|east|north|south)(?:ernmost|most|ern end| end)\b[^.;]{0,30}?\b(?:is |being |was )?(?:no\.? |number |#)?1\b`)
	compassNumbering = lazyRE(`\bnumbered (?:from (?:the )?(west|east|north|south)|(west|east|north|south)wards?)\b`)
)

// firstCompassPoint is the compass point of the first position as the
// story (lower case) says it, or "" when it says none (or two).
func firstCompassPoint(story string) string {
	found := map[string]bool{}
	for _, m := range compassFromTo.FindAllStringSubmatch(story, -1) {
		if oppositePoint[m[1]] == m[2] {
			found[m[1]] = true
		}
	}
	for _, m := range compassOneAt.FindAllStringSubmatch(story, -1) {
		found[m[1]+m[2]+m[3]] = true
	}
	for _, m := range compassAtOne.FindAllStringSubmatch(story, -1) {
		found[m[1]] = true
	}
	for _, m := range compassNumbering.FindAllStringSubmatch(story, -1) {
		if m[1] != "" {
			found[m[1]] = true
		} else {
			found[oppositePoint[m[2]]] = true // "numbered eastwards": 1 at the west
		}
	}
	if len(found) != 1 {
		return ""
	}
	for p := range found {
		return p
	}
	return ""
}

// compass reads the compass directions no item names as left and right
// along the row, where the story numbers it so ("numbered 1 to 5 from west
// to east": west is the first's side, read as left). Where the story does
// not say, a direction is refused, never dropped ("immediately west of"
// dropped would read as "is").
func (mg *magazine) compass(ts []tok, ms []mention) error {
	sides := map[string]string{}
	if mg.storyCache.compass == nil {
		first := firstCompassPoint(strings.ToLower(mg.p.Story))
		mg.storyCache.compass = &first
	}
	if first := *mg.storyCache.compass; first != "" {
		sides[first], sides[oppositePoint[first]] = "left", "right"
	}
	inMention := make([]bool, len(ts))
	for _, m := range ms {
		for k := m.start; k < m.end; k++ {
			inMention[k] = true
		}
	}
	for k := range ts {
		point, ok := compassWords[ts[k].w]
		if !ok || inMention[k] {
			continue
		}
		side, ok := sides[point]
		if !ok {
			return errorf("%q: which way is the row numbered? Say in the introduction \"numbered 1 to N from west to east\"", ts[k].raw)
		}
		switch {
		case strings.HasSuffix(ts[k].w, "most"):
			ts[k].w = side + "most"
		default:
			ts[k].w = side
		}
	}
	return nil
}

// behindDoor reads "lives behind the red door" as living at the house
// with the red door: "behind" right before "the" and an item with the word
// "door" after it ("the blue front door") is no comparison but where one
// lives. A distance ("two doors behind the red door") stays a comparison.
func behindDoor(ts []tok, ms []mention) {
	for k := range ts {
		if ts[k].w != "behind" || mentionAt(ms, k) || k > 0 && (ts[k-1].w == "doors" || ts[k-1].w == "door" || isNumberWord(ts[k-1].w)) {
			continue
		}
		for _, m := range ms {
			if m.start != k+2 || ts[k+1].w != "the" && ts[k+1].w != "a" {
				continue
			}
			e := m.end
			if wordAt(ts, e) == "front" || wordAt(ts, e) == "back" {
				e++
			}
			if wordAt(ts, e) == "door" || wordAt(ts, m.end-1) == "door" {
				ts[k].w = "at"
			}
		}
	}
}

// phrasal reads comparatives said in two words as the one word they
// mean: "more recently" is "later", "less recently" "earlier", "most
// recently" "latest"; and "no one" is "nobody" (its "one" is no number).
func phrasal(ts []tok) []tok {
	out := ts[:0:0]
	for k := 0; k < len(ts); k++ {
		if ts[k].w == "no" && wordAt(ts, k+1) == "one" {
			t := ts[k]
			t.w, t.raw, t.end = "nobody", ts[k].raw+" "+ts[k+1].raw, ts[k+1].end
			out = append(out, t)
			k++
			continue
		}
		if w := wordAt(ts, k+1); (ts[k].w == "more" || ts[k].w == "less" || ts[k].w == "most" || ts[k].w == "least") && (w == "recently" || w == "recent") {
			t := ts[k+1]
			t.w = map[string]string{"more": "later", "less": "earlier", "most": "latest", "least": "earliest"}[ts[k].w]
			t.raw = ts[k].raw + " " + t.raw
			out = append(out, t)
			k++
			continue
		}
		// "is looked after by", "looks after the dog": cares for, no
		// comparison in time (it was read as "after")
		if lookWords[ts[k].w] && wordAt(ts, k+1) == "after" {
			t := ts[k]
			t.w, t.raw, t.end = "tended", ts[k].raw+" "+ts[k+1].raw, ts[k+1].end
			out = append(out, t)
			k++
			continue
		}
		if w := wordAt(ts, k+1); (ts[k].w == "longer" || ts[k].w == "longest") && w == "ago" {
			// "joined longest ago": the earliest
			t := ts[k]
			t.w = map[string]string{"longer": "earlier", "longest": "earliest"}[ts[k].w]
			t.raw = ts[k].raw + " " + ts[k+1].raw
			out = append(out, t)
			k++
			continue
		}
		// "the baby of the group": the youngest; "the veteran of the
		// team" is not read (the oldest, or the longest serving?)
		if ts[k].w == "baby" && k > 0 && ts[k-1].w == "the" && wordAt(ts, k+1) == "of" && wordAt(ts, k+2) == "the" && wholeGroupNouns[wordAt(ts, k+3)] {
			t := ts[k]
			t.w, t.raw, t.end = "youngest", phrase(ts, k, k+4), ts[k+3].end
			out = append(out, t)
			k += 3
			continue
		}
		// "the top scorer", "the leading scorer":
		// the highest
		if (ts[k].w == "top" || ts[k].w == "leading") && k > 0 && ts[k-1].w == "the" && topAgents[wordAt(ts, k+1)] {
			t := ts[k]
			t.w = "highest"
			out = append(out, t)
			continue
		}
		// "crossed the line first", "crossed the finish line last": finished
		if set("cross crossed crosses crossing")[ts[k].w] && wordAt(ts, k+1) == "the" && (wordAt(ts, k+2) == "line" || wordAt(ts, k+2) == "finish" && wordAt(ts, k+3) == "line") {
			n := 2 + boolInt(wordAt(ts, k+2) == "finish")
			t := ts[k]
			t.w, t.raw, t.end = "finished", phrase(ts, k, k+n+1), ts[k+n].end
			out = append(out, t)
			k += n
			continue
		}
		// "the opening talk", "the closing act": the first, the last
		if (ts[k].w == "opening" || ts[k].w == "closing") && k > 0 && ts[k-1].w == "the" && k+1 < len(ts) && !stop[ts[k+1].w] && !isComparativeWord(ts[k+1].w) {
			t := ts[k]
			t.w = map[string]string{"opening": "first", "closing": "last"}[ts[k].w]
			out = append(out, t)
			continue
		}
		// "£25 short of", "nine points clear of": an amount behind or ahead
		// of (fewer, more; in a ranking a later or earlier place)
		// "the longest of the four trails", "all the tops": a verb of
		// outdoing after a determiner is a plural noun, no comparison
		if (trailWords[ts[k].w] || beatWords[ts[k].w]) && strings.HasSuffix(ts[k].w, "s") && k > 0 && nounDeterminers[ts[k-1].w] {
			t := ts[k]
			t.w = strings.TrimSuffix(t.w, "s")
			out = append(out, t)
			continue
		}
		if w := wordAt(ts, k+1); (ts[k].w == "short" || ts[k].w == "clear") && w == "of" && amountBefore(ts, k) {
			t := ts[k]
			t.w = map[string]string{"short": "behind", "clear": "ahead"}[ts[k].w]
			out = append(out, t)
			continue
		}
		out = append(out, ts[k])
	}
	return out
}

var lookWords = set("look looks looked looking")

// topAgents are the nouns "the top" says the highest of: "the top scorer".
var topAgents = set("scorer scorers")

// wholeGroupNouns name the whole group of a puzzle: "the baby of the group".
var wholeGroupNouns = set("group family bunch lot class show party gang team five four six three")

// sinceWhen reads "has been married the longest", "have been members 5
// years longer than", "has worked here longest", "the longest-serving" as
// the earliest start, an earlier one: a state that began earlier has
// lasted longer. Only of a state that lasts until now: after "been" or
// another participle of one after has/have/had ("has lived", "has
// served"), or hyphened to "serving", "tenured", "standing". Such a
// "longer" measures a length of time ("years of service: 5 years") or
// the start (years, dates), never another length: "has been with the
// firm longest" was read as the longest commute. Where the puzzle has
// both, the length of time; where it has neither, the sentence is refused.
func (mg *magazine) sinceWhen(ts []tok) error {
	lasting := -1 // the participle's token
	for k := range ts {
		if ts[k].w == "been" || lastingParticiples[ts[k].w] && k > 0 && perfectAux[ts[k-1].w] ||
			lastingParticiples[ts[k].w] && k > 1 && perfectAux[ts[k-2].w] && strings.HasSuffix(ts[k-1].w, "ly") {
			lasting = k
			continue
		}
		to, ok := sinceWords[ts[k].w]
		if !ok {
			continue
		}
		if (lasting < 0 || k-lasting > 6) && !(ts[k].hyph && lastingHyphened[wordAt(ts, k+1)]) && !(wordAt(ts, k+1) == "standing" && k > 0 && ts[k-1].w == "of") { // "of longest standing"
			continue
		}
		if set("commute drive trip walk ride route journey distance")[singular(wordAt(ts, k+1))] {
			continue // "has had the longest commute": the noun says what is long
		}
		var durations, starts []int
		for d, nm := range mg.num {
			switch {
			case nm == nil:
			case mg.lastingSpan(d) && shortUnit(nm.unit) && !(lasting >= 0 && shortState(ts, lasting)):
				// "the longest-serving member" has lasted no minutes
				// (it was read as the longest race time)
			case mg.lastingSpan(d):
				durations = append(durations, d)
			case nm.class == clock && lasting >= 0 && !shortState(ts, lasting):
				// "has been married the longest" began no time of day
				// (it was read as the earliest booking)
			case timeClass(nm.class) && nm.class != number:
				starts = append(starts, d)
			}
		}
		switch {
		case len(durations) == 0 && len(starts) == 0 && mg.anyNumeric():
			return errorf("%q of a state that lasts: the puzzle has no length of time or start (year, date) to measure it", ts[k].raw)
		case len(durations) == 0 && len(starts) > 0:
			if lasting >= 0 && (possessionParticiples[ts[lasting].w] || ts[lasting].w == "been" && possessionParticiples[wordAt(ts, lasting+1)]) {
				// "has owned her car longer": owned since it was bought,
				// not since the car was made; the category must say so
				var bought []int
				for _, d := range starts {
					if mg.acquisitionStart(d, len(starts)) {
						bought = append(bought, d)
					}
				}
				if len(bought) == 0 {
					return errorf("%q of %q: cannot tell which start it measures (is the %s when it was bought, or when it was made?): say \"bought 3 years earlier than\"", ts[k].raw, ts[lasting].raw, mg.p.Domains[starts[0]].Name)
				}
				mg.startIn = bought
			}
			ts[k].w = to
			mg.startOnly = true
		case len(durations) == 0:
			// no numeric category: "compares no numeric category"
		default:
			mg.durationOnly = true // "longer" itself: a length of time
		}
	}
	return nil
}

// rowOrdinal reads an ordinal at token k before a noun of the puzzle's row
// ("the first house", "the last house", "the third cottage") as that
// place of the row: of a category of house numbers, a house, home or door
// is one of its places (else the row's own noun or cue). ok is false when
// the word is no ordinal, the noun is not the row's, or the puzzle has no
// one row.
func (mg *magazine) rowOrdinal(ts []tok, k int) (row, i int, ok bool) {
	o, isOrd := ordinals[ts[k].w]
	if ts[k].w == "last" {
		o, isOrd = mg.p.N(), true
	}
	row = mg.rowCategory()
	if !isOrd || row < 0 || o < 1 || o > mg.p.N() {
		return -1, 0, false
	}
	next := wordAt(ts, k+1)
	if !(hasCue(mg.lx.cues[row], next) || mg.houseRow(row) && set("house home door")[singular(next)]) {
		return -1, 0, false
	}
	if set("from on")[wordAt(ts, k+2)] && set("left right end")[wordAt(ts, k+4)] {
		return -1, 0, false // "the first house from the right": counted from a side (positions.go)
	}
	return row, o - 1, true
}

// shortState reports whether the lasting state at token k ("been", a
// participle) may have begun at a time of day: "has been waiting the
// longest", "has been here longer", "has been parked longest", "has
// queued longer"; not "has been married", "has lived", "has served".
func shortState(ts []tok, k int) bool {
	w := ts[k].w
	if w == "been" {
		w = wordAt(ts, k+1)
		if strings.HasSuffix(w, "ing") || set("here there in on at inside outside parked seated queued sat")[w] {
			return true
		}
		return false
	}
	return set("waited queued queued stayed sat stood parked")[w]
}

// anyNumeric reports whether the puzzle has a numeric category.
func (mg *magazine) anyNumeric() bool {
	for _, nm := range mg.num {
		if nm != nil {
			return true
		}
	}
	return false
}

// lastingSpan reports whether category d is lengths of time a state can
// last ("service: 5 years", "waits: 20 minutes"), not ages.
func (mg *magazine) lastingSpan(d int) bool {
	nm := mg.num[d]
	if nm == nil || nm.class != number || isAges(mg.p.Domains[d].Name) {
		return false
	}
	switch strings.TrimSuffix(firstWord(nm.unit), "s") {
	case "year", "month", "week", "day", "hour", "minute", "night", "decade", "yr", "hr", "min":
		return true
	}
	return false
}

// lastingParticiples say a state that lasts until now after has/have/had
// ("has worked here longest"); lastingHyphened after a hyphen ("the
// longest-serving").
var (
	lastingParticiples = set("been worked served lived stayed owned kept had driven ridden used worn belonged traded operated existed reigned resided practised practiced taught volunteered coached attended subscribed known held employed married")
	lastingHyphened    = set("serving tenured standing running established")
	perfectAux         = set("has have had hasnt havent")
)

// shortUnit reports whether a unit measures minutes or hours: no
// membership or marriage lasts so.
func shortUnit(unit string) bool {
	switch strings.TrimSuffix(firstWord(unit), "s") {
	case "hour", "minute", "hr", "min", "second", "sec":
		return true
	}
	return false
}

// sinceWords are lengths of time said of a state, with the start they
// stand for: "longest" married is the earliest wedding.
var sinceWords = map[string]string{"longer": "earlier", "longest": "earliest", "shorter": "later", "shortest": "latest"}

// amountBefore reports whether a number stands in the two words before
// token k ("£25 short", "nine points clear").
func amountBefore(ts []tok, k int) bool {
	for j := max(0, k-2); j < k; j++ {
		if _, ok := numberOf(ts[j].w); ok && ts[j].w != "a" && ts[j].w != "an" && ts[j].w != "one" {
			return true
		}
	}
	return false
}

// Bounds on the readings of one sentence: the assignments and choices
// tried, and the readings kept.
const (
	maxTries    = 64
	maxReadings = 4
)

// choose picks one of n alternatives at a point where the sentence does
// not decide (a choice point): the first on the first pass; clue reads the
// sentence again for each other one (nextScript).
func (mg *magazine) choose(n int) int {
	if mg.at < len(mg.script) {
		c := mg.script[mg.at]
		mg.at++
		return c
	}
	mg.script, mg.widths = append(mg.script, 0), append(mg.widths, n)
	mg.at++
	return 0
}

// nextScript moves to the next combination of choices, depth first; false
// when every one was read.
func (mg *magazine) nextScript() bool {
	s, w := mg.script[:min(mg.at, len(mg.script))], mg.widths[:min(mg.at, len(mg.widths))]
	i := len(s) - 1
	for i >= 0 && s[i]+1 >= w[i] {
		i--
	}
	if i < 0 {
		return false
	}
	mg.script = append(s[:i:i], s[i]+1)
	mg.widths = w[: i+1 : i+1]
	return true
}

// hasReading reports whether rs holds the clues cs already.
func hasReading(rs [][]logicgrid.Clue, cs []logicgrid.Clue) bool {
	for _, r := range rs {
		if sameClues(r, cs) {
			return true
		}
	}
	return false
}

func sameClues(a, b []logicgrid.Clue) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.Kind != y.Kind || x.Domain != y.Domain || x.K != y.K {
			return false
		}
		switch x.Kind {
		case logicgrid.Same, logicgrid.Different, logicgrid.Apart, logicgrid.ApartBy, logicgrid.AroundBy:
			// symmetric: "A is not B" is "B is not A"
			if !slices.Equal(sortedItems(x.Items), sortedItems(y.Items)) {
				return false
			}
		default:
			if !slices.Equal(x.Items, y.Items) {
				return false
			}
		}
	}
	return true
}

// sortedItems is a sorted copy of items.
func sortedItems(items []logicgrid.Item) []logicgrid.Item {
	out := slices.Clone(items)
	slices.SortFunc(out, func(a, b logicgrid.Item) int {
		if a.D != b.D {
			return a.D - b.D
		}
		return a.I - b.I
	})
	return out
}

// distinctReadings drops a clue a reading has twice, then a reading the
// list has already ("A, as well as B, ..." says A and B differ, which one
// reading of "A and B ..." says too).
func distinctReadings(rs [][]logicgrid.Clue) [][]logicgrid.Clue {
	has := func(cs []logicgrid.Clue, c logicgrid.Clue) bool {
		return slices.ContainsFunc(cs, func(x logicgrid.Clue) bool { return sameClues([]logicgrid.Clue{x}, []logicgrid.Clue{c}) })
	}
	var out [][]logicgrid.Clue
	for _, r := range rs {
		var cs []logicgrid.Clue
		for _, c := range r {
			if !has(cs, c) {
				cs = append(cs, c)
			}
		}
		seen := false
		for _, o := range out {
			same := len(o) == len(cs)
			for _, c := range cs {
				same = same && has(o, c)
			}
			seen = seen || same
		}
		if !seen {
			out = append(out, cs)
		}
	}
	return out
}

// product joins the readings of two clauses of one sentence: every
// reading of a with every reading of b, at most maxReadings. Past that it
// sets mg.overflow: a reading dropped may be the one the puzzle needs (a
// case of "between"), so the sentence is refused, never read short.
func (mg *magazine) product(a, b [][]logicgrid.Clue) [][]logicgrid.Clue {
	var out [][]logicgrid.Clue
	for _, x := range a {
		for _, y := range b {
			if len(out) < maxReadings {
				out = append(out, append(append([]logicgrid.Clue(nil), x...), y...))
			} else {
				mg.overflow = true
			}
		}
	}
	return out
}

// classify reads a sentence whose mentions ms name the items its.
func (mg *magazine) classify(ts []tok, ms []mention, its []logicgrid.Item) ([]logicgrid.Clue, error) {
	inMention := make([]bool, len(ts))
	for _, m := range ms {
		for k := m.start; k < m.end; k++ {
			inMention[k] = true
		}
	}
	for j := 0; j < len(ms); j++ {
		if m := ms[j]; m.end == m.start+1 && mg.ownedFirstLast(ts, inMention, m.start) {
			// "Bo's first card was not the ace": his card, not the 1st place
			inMention[m.start] = false
			ms, its = append(ms[:j:j], ms[j+1:]...), append(its[:j:j], its[j+1:]...)
			j--
			continue
		}
		if m := ms[j]; m.end == m.start+1 && len(m.items) == 1 {
			if row, i, ok := mg.rowOrdinal(ts, m.start); ok && row != its[j].D {
				// "the first house the judges came to" among placings
				// "1st, ..." and house numbers: the row's first house
				its = append([]logicgrid.Item(nil), its...)
				ms = append([]mention(nil), ms...)
				its[j] = logicgrid.Item{D: row, I: i}
				ms[j].items = []logicgrid.Item{its[j]}
				continue
			}
		}
		if m := ms[j]; m.end == m.start+1 && len(m.items) == 1 {
			// "moved in first" among houses and years: when, not which
			// house (ordinaladverb.go)
			use := mg.ordinalAdverbUse(ts, inMention, m.start, its[j].D) // noVerb: kept
			if use == bothOrdinal && mg.choose(2) == 1 || use == timeOrdinal {
				inMention[m.start] = false
				ms, its = append(ms[:j:j], ms[j+1:]...), append(its[:j:j], its[j+1:]...)
				j--
			}
		}
	}
	if qd, ok, err := mg.findQuantified(ts, inMention, ms); err != nil {
		return nil, err
	} else if ok {
		// quantified.go: "Exactly one of A and B ...", "A and B didn't
		// both ...": the predicate read of each alone
		return mg.quantifiedClues(ts, ms, its, qd)
	}
	for k := 0; k+1 < len(ts); k++ {
		if lostTo[ts[k].w] && ts[k+1].w == "to" && !inMention[k] && !inMention[k+1] {
			// "The South candidate lost to Alvarez": trailed (it was
			// read as "is Alvarez")
			ts = append([]tok(nil), ts...)
			ts[k].w = "trailed"
		}
		if ts[k].w == "short" && ts[k+1].w == "of" && !inMention[k] && fellBefore(ts, k) && !mg.valueAt(ms, its, k+2) {
			// "fell short of Brennan", "came 50 votes short of": behind
			ts = append([]tok(nil), ts...)
			ts[k].w = "behind"
		}
		if (ts[k].w == "topped" || ts[k].w == "tops") && ts[k+1].w == "out" && !inMention[k] {
			// "topped out 1,000 feet higher": reached its highest, beat nobody
			ts = append([]tok(nil), ts...)
			ts[k].w = "peaked"
		}
	}
	mg.passive = passiveVerb(ts, inMention)
	for k, t := range ts {
		if !inMention[k] && unknownOutVerb(t.w) {
			// "Brennan outpolled the East candidate" was read as "Brennan
			// is the East candidate": a verb of outdoing that is not
			// known compares in a way not known
			return nil, errorf("%q: cannot tell what it compares (say \"more votes than\", \"a higher score than\")", t.raw)
		}
	}
	if cs, ok, err := mg.difference(ts, inMention, ms, its); ok {
		// "The difference between A's and B's distances is 60 km", "A
		// and B differ by 60 km"
		return cs, err
	}
	if k := mg.possessed(ts, ms, its); k >= 0 {
		// "Brett's pug is the youngest": Brett is the pug's owner, and
		// the rest of the sentence is read of the pug ("the Bristol
		// woman's peach pie": of the peach pie).
		return mg.sameThenRest(ts, ms, its, ms[k].start, ms[k+1].start, k, its[k], its[k+1])
	}
	if k := mg.fullName(ts, ms, its); k >= 0 {
		// "Lena Grant started in 2009": a first and a last name of two
		// categories, one person; the rest is said of her
		rms := append(append([]mention(nil), ms[:k+1]...), ms[k+2:]...)
		rits := append(append([]logicgrid.Item(nil), its[:k+1]...), its[k+2:]...)
		rms[k].end = ms[k+1].end
		same := logicgrid.Clue{Kind: logicgrid.Same, Items: []logicgrid.Item{its[k], its[k+1]}}
		cs, err := mg.classify(ts, rms, rits)
		if err != nil {
			return nil, err
		}
		return append([]logicgrid.Clue{same}, cs...), nil
	}
	if k := ownItem(ts, inMention, ms, its); k >= 0 {
		// "Quentin goes to his knitting class the day after Priya goes to
		// hers": Quentin's class is knitting, and the rest compares
		// Quentin with Priya.
		return mg.sameThenRest(ts, ms, its, ms[k].start, ms[k].end, k, its[k-1], its[k])
	}
	if k := mg.postModified(ts, inMention, ms, its); k >= 0 {
		// "... shorter than the Russian Giant from Cranbury": the Russian
		// Giant is Cranbury's, and the rest compares the Russian Giant
		from := ms[k].end
		if mg.namesCategory(ts[ms[k].end].w) || ts[ms[k].end].w == "one" {
			from++ // the first's noun stays: "the blue kart finished ahead of Ann"
		}
		return mg.sameThenRest(ts, ms, its, from, ms[k+1].end, k+1, its[k], its[k+1])
	}
	if k := feltThatOwn(ts, inMention, ms, its); k >= 0 {
		// "Mr. Drury was disappointed that his Mammoth came up short of
		// ...": read as "Mr. Drury's Mammoth came up short of ..."
		return mg.sameThenRest(ts, ms, its, ms[k].start, ms[k+1].start, k, its[k], its[k+1])
	}
	if at := floorAt(ts); at >= 0 {
		// "The Lunds stayed on the second floor": one of the rooms
		// numbered 2xx (onFloor). "Second" is no date or place here: a
		// mention of one is dropped, unless the puzzle lists floors.
		level := false
		for _, dom := range mg.p.Domains {
			name := strings.ToLower(dom.Name)
			level = level || strings.Contains(name, "floor") || strings.Contains(name, "stor") || strings.Contains(name, "level")
		}
		for k := 0; k < len(ms) && !level; k++ {
			if ms[k].start <= at && at < ms[k].end {
				name := strings.ToLower(mg.p.Domains[its[k].D].Name)
				if strings.Contains(name, "floor") || strings.Contains(name, "stor") || strings.Contains(name, "level") {
					level = true
					break
				}
				for j := ms[k].start; j < ms[k].end; j++ {
					inMention[j] = false
				}
				ms, its = append(ms[:k:k], ms[k+1:]...), append(its[:k:k], its[k+1:]...)
				k--
			}
		}
		if !level {
			if len(ms) != 1 {
				return nil, errorf("%q %q with other items: say the floor in a sentence of its own", ts[at].raw, ts[at+1].raw)
			}
			cs, _, err := mg.onFloor(ts, at, its[0], floorNegated(ts, inMention))
			return cs, err
		}
	}
	mg.nobodyRead = false
	mg.mark(ts, inMention, ms, its)
	if cs, ok, err := mg.ownDiff(ts, inMention, ms, its); ok {
		return cs, err // ownmeasure.go: "sold for $8,000 over its estimate"
	}
	if cs, ok, err := mg.sumOf(ts, inMention, ms, its); ok {
		return cs, err // sum.go: "covered 7.5 miles between them"
	}
	if cs, ok, err := mg.valueRange(ts, inMention, ms, its); ok {
		return cs, err // bound.go: "between 40 and 45 years old"
	}
	if cs, ok, err := mg.backToBack(ts, inMention, ms, its); ok {
		return cs, err // backtoback.go: "play back-to-back with the band from Cardiff"
	}
	if cs, ok, err := mg.differencePair(ts, inMention, ms, its); ok {
		return cs, err // apart.go: "in consecutive years", "two years apart"
	}
	if cs, ok, err := mg.valueBetween(ts, inMention, ms, its); ok {
		return cs, err // numbetween.go: "polling somewhere between A and B"
	}
	if cs, ok, err := mg.positional(ts, inMention, ms, its); ok {
		k := nobodyAt(ts, inMention)
		for j, t := range ts {
			if !inMention[j] && negativeVerbs[t.w] {
				k = j // any verb of negative sense, its object an item or not
			}
		}
		if err == nil && k >= 0 && !mg.nobodyRead {
			// positions.go reads "not" only (and "nobody sat to the left
			// of X": nobodyBeyond): "Nobody in black sits next
			// to Hazel" would be read as "the one in black sits next to
			// Hazel"
			return nil, errorf("%q with a position is not read: say \"X does not sit next to Y\"", ts[k].raw)
		}
		return cs, err // positions.go: read there, or refused, never dropped
	}
	mg.mark(ts, inMention, ms, its)
	// Each superlative names one more item ("not the heaviest or the
	// lightest").
	for {
		n := len(ms)
		var err error
		if ms, its, err = mg.superlative(ts, inMention, ms, its); err != nil {
			return nil, err
		}
		for _, m := range ms {
			for k := m.start; k < m.end; k++ {
				inMention[k] = true
			}
		}
		if len(ms) == n {
			break
		}
	}
	ms, its = restated(ts, inMention, ms, its)
	mg.mark(ts, inMention, ms, its)
	free := func(w ...string) int { // index of the first free token among w, or -1
		for k, t := range ts {
			if inMention[k] {
				continue
			}
			for _, x := range w {
				if t.w == x {
					return k
				}
			}
		}
		return -1
	}
	differ := free("different", "separate", "distinct") >= 0 // "A and B are different people"
	ordered, inTurn, orderErr := listOrder(ts, inMention)
	negated := false
	for k, t := range ts {
		// "..., though not necessarily in that order" negates no clue.
		if !inMention[k] && negationWords[t.w] && wordAt(ts, k+1) != "necessarily" {
			negated = true
		}
	}
	if k := free("other"); k >= 0 && wordAt(ts, k+1) == "than" { // "something other than the water"
		negated = true
	}
	k, err := negativeVerbAt(ts, inMention)
	if err != nil {
		return nil, err
	}
	if k >= 0 && !mg.negativeCategory(its) {
		// "Bob hates the dog", "Ivy is allergic to the cat", "Al refused
		// the pie": not the one who has it (where no category is of
		// things disliked: "allergic to nuts" of a category "allergies"
		// is the item itself).
		if negated {
			return nil, errorf("%q with another negation is not read: say it without a double negative", ts[k].raw)
		}
		negated = true
	}
	if k := nobodyAt(ts, inMention); k >= 0 {
		// "Nobody wearing black likes art or music", "No child aged 8 won
		// a blue rosette": the one described is not the other(s).
		if err := nobodyPlain(ts, inMention, k, negated); err != nil {
			return nil, err
		}
		negated = true
	}
	mk := func(kind logicgrid.ClueKind, items ...logicgrid.Item) logicgrid.Clue {
		return logicgrid.Clue{Kind: kind, Items: items}
	}
	if d, k, n, rev := mg.topN(ts, inMention); d >= 0 && len(ms) == 1 && its[0].D != d {
		// "Eve finished in the top two", "didn't place in the bottom
		// three": one of those places, or none of them.
		if free("either", "or") >= 0 {
			return nil, errorf("%q with an either/or is not supported", phrase(ts, k, k+2))
		}
		// "finished outside the top three", "out of the top two",
		// "missed the top three": none of them (it was read as one of
		// them: a silent misreading)
		outside := false
		for j := range k {
			outside = outside || !inMention[j] && (set("outside beyond outwith missed misses miss off")[ts[j].w] || ts[j].w == "out" && wordAt(ts, j+1) == "of")
		}
		if outside && ts[k].w != "podium" {
			if negated {
				return nil, errorf("%q: a negation of being outside is not read: say \"finished in the top three\"", phrase(ts, 0, k+1))
			}
			negated = true
		}
		if ts[k].w == "podium" {
			// "made the podium" (the top three), "missed out on the
			// podium", "finished off the podium": none of them
			missed := false
			for j := range k {
				missed = missed || !inMention[j] && set("missed miss misses off outside failed fail fails")[ts[j].w]
			}
			if missed && negated {
				return nil, errorf("%q: a negation of missing the podium is not read: say \"finished in the top three\"", phrase(ts, 0, k+1))
			}
			negated = negated || missed
		}
		places := []logicgrid.Item{its[0]}
		for i := range n {
			if (ts[k].w != "bottom") != rev {
				places = append(places, logicgrid.Item{D: d, I: i})
			} else {
				places = append(places, logicgrid.Item{D: d, I: mg.p.N() - 1 - i})
			}
		}
		if negated {
			return []logicgrid.Clue{mk(logicgrid.Different, places...)}, nil
		}
		return []logicgrid.Clue{mk(logicgrid.Either, places...)}, nil
	}
	if len(ms) == 1 && free("either") < 0 {
		if cs, ok, err := mg.valueBound(ts, inMention, ms, its, negated, -1); ok || err != nil {
			return cs, err // "Bo scored more than 8 points"
		}
	}
	if cs, ok, err := mg.noneOfGender(ts, inMention, ms, its); ok {
		return cs, err
	}
	if len(ms) == 1 && !negated {
		// "The yellow boat belongs to a man": the gendered noun is about
		// the one item named
		if cs, err := mg.genderOf(ts, inMention, ms[0].end, its[0]); err != nil || cs != nil {
			return cs, err
		}
	}
	if len(ms) == 1 && negated {
		// "The tombola wasn't run by a woman": run by a man
		if cs, err := mg.genderNotOf(ts, inMention, ms[0].end, its[0]); err != nil || cs != nil {
			return cs, err
		}
	}
	if len(ms) < 2 {
		if k := countOfGroup(ts, inMention); k >= 0 {
			// "Only one of the girls is younger than Alfie": a count of
			// people, which no clue says
			return nil, errorf("%q: how many of a group is not supported (say who: \"Mia is younger than Alfie\")", phrase(ts, 0, k+1))
		}
		if k := adjacency(ts, inMention); k >= 0 {
			return nil, errorf("%q: being next to each other or positions in a row are not supported (say \"immediately before\" or \"immediately after\" along a category)", ts[k].raw)
		}
		if dym := mg.lx.didYouMean(ts, mg.lx.knownWords()); dym != "" {
			return nil, errorf("it names %d item(s); %s", len(ms), dym)
		}
		return nil, errorf("it names %d item(s), a clue needs at least 2", len(ms))
	}
	mg.subjectEnd = ms[0].end
	for k, t := range ts {
		if !inMention[k] && pastOfParticiple(t.w) != "" {
			// "Yew, beating Bo's team, ...": a comparison no rule here
			// reads (it was read as Yew being Bo's team)
			return nil, errorf("%q: a comparison by a participle is read only after the clause it adds to (\"X won, beating Y\")", t.raw)
		}
	}
	var cmps []int // the free comparatives, in sentence order
	for k, t := range ts {
		if _, ok := comparatives[t.w]; ok && !inMention[k] {
			cmps = append(cmps, k)
		}
	}
	cmpAt, cmpWord := -1, ""
	if len(cmps) > 0 {
		cmpAt, cmpWord = cmps[0], ts[cmps[0]].w
	}
	if k := len(ts) - 1; len(cmps) == 1 && cmpAt == k && (cmpWord == "behind" || cmpWord == "ahead") && len(ms) == 2 && ms[1].end <= k && !joined(ts, inMention, ms[0], ms[1]) {
		// "Eric left Doreen behind" is Doreen behind Eric: the word after
		// the object says where the object is, not the subject (it was
		// read as Eric behind Doreen)
		return nil, errorf("%q after %q says where %s is: say \"%s finished behind ...\"", ts[k].raw, phrase(ts, ms[1].start, ms[1].end), phrase(ts, ms[1].start, ms[1].end), phrase(ts, ms[1].start, ms[1].end))
	}
	either := free("either")
	if either >= 0 && wordAt(ts, either+1) == "order" {
		either = -1 // "..., in either order": any order, no either/or
	}
	if either < 0 && len(ms) >= 3 && free("neither", "nor") < 0 && free("or") > ms[0].start {
		either = free("or") // "Irene paid $5.99 or $6.99"
	}
	if len(ts) > 0 && ts[0].w == "if" {
		return mg.ifThen(ts, ms, its, free)
	}
	if d, ok := mg.byDomain(ts, ms); ok {
		return mg.byOrder(ts, its, d, free, negated)
	}
	// Words that would change a comparison's meaning in ways no clue
	// says: refused rather than read as the plain comparison.
	if cs, ok, err := mg.valueBound(ts, inMention, ms, its, negated || free("neither") >= 0, either); ok || err != nil {
		if err == nil && free("neither") >= 0 && len(ms) == 2 {
			// "Neither A nor B ...": two different people, as always
			cs = append(cs, logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{its[0], its[1]}})
		}
		// "Ann scored more than 10 points", "Neither A nor B paid less
		// than $5", "at least 12 points": a bound on the value itself
		return cs, err
	}
	if cs, ok, err := mg.boundedGap(ts, inMention, ms, its, cmps, negated || either >= 0); ok { // bydiff.go: "at least 5 pounds more than", "by more than a minute"
		return cs, err
	}
	if cs, ok, err := mg.onlyCompared(ts, inMention, ms, its, cmps, negated || either >= 0); ok {
		return cs, err
	}
	if err := boundOrOnly(ts, inMention, cmps); err != nil {
		return nil, err
	}
	if cmpAt >= 2 && len(cmps) == 1 && ts[cmpAt-1].w == "quarter" && mg.coinAt(ts, inMention, cmpAt) > 0 && !negated && either < 0 && mg.choose(2) == 1 {
		// "a quarter more than": a quarter dollar first (coinAt), else
		// 25% more; the puzzle decides
		return mg.quarterRatio(ts, ms, its, cmpAt, cmpWord)
	}
	if pct, ok, err := mg.percentAt(ts, inMention, cmpAt); err != nil {
		return nil, err
	} else if ok { // ratio.go: "cost 50% more than"
		if len(cmps) != 1 || negated || either >= 0 {
			return nil, errorf("a ratio (%q) with a negation or an either/or is not supported: say it in simpler sentences", phrase(ts, cmpAt-2, cmpAt+1))
		}
		return mg.percentRatio(ts, ms, its, cmpAt, cmpWord, pct)
	}
	if r, ok, err := findRatio(ts, inMention); err != nil {
		return nil, err
	} else if ok {
		// "A paid twice as much as B", "half as many points as", "double
		// the price of": a ratio of two values.
		if len(cmps) > 0 || negated || either >= 0 {
			return nil, errorf("a ratio with a comparison, a negation or an either/or is not supported: say it in simpler sentences")
		}
		return mg.ratioClues(ts, ms, its, r)
	}
	if k := asAs(ts, inMention); k >= 0 && negated {
		// "Ann didn't pay as much as Bo", "..., but not as old as Cy": the
		// other order, as "not more than" (no amount)
		if len(cmps) > 0 || len(ms) != 2 || either >= 0 {
			return nil, errorf("%q: \"not as ... as\" is read between two items only, with no other comparison", phrase(ts, k-1, min(len(ts), k+2)))
		}
		word := asAdjectives[ts[k].w]
		if ts[k].w == "well" {
			// "didn't score as well as Ada", "didn't sell as well as" of
			// a count sold: better, in what the verb names; "didn't
			// arrive as well as" names nothing
			named := false
			for d, nm := range mg.num {
				named = named || nm != nil && hasCue(mg.lx.cues[d], ts[k-2].w)
			}
			if !named {
				return nil, errorf("%q: cannot tell what \"not as well as\" measures", phrase(ts, k-2, min(len(ts), k+2)))
			}
			word = "better"
		}
		if am, err := mg.amountNear(ts, inMention, k-1); err != nil || am != nil {
			return nil, errorf("a negated comparison by an amount is not supported")
		}
		d, err := mg.compared(ts, k, word, nil)
		if err != nil {
			return nil, err
		}
		a, b := its[0], its[1] // a is not as ... as b: value(a) < value(b) in the word's direction
		if mg.direction(word, d) < 0 {
			a, b = b, a
		}
		return []logicgrid.Clue{{Kind: logicgrid.Less, Items: []logicgrid.Item{a, b}, Domain: d}}, nil
	}
	if k := asUnknown(ts, inMention); k >= 0 && negated {
		// "Hal didn't arrive as punctually as Kurt": a measure no
		// comparison knows, never read as "Hal is not Kurt"
		return nil, errorf("%q: cannot tell what \"not as %s as\" measures", phrase(ts, k-1, min(len(ts), k+2)), ts[k].raw)
	}
	if k := adjacency(ts, inMention); k >= 0 { // a position word positions.go did not take
		return nil, errorf("%q: being next to each other or positions in a row are not supported (say \"immediately before\" or \"immediately after\" along a category)", ts[k].raw)
	}
	if len(cmps) == 2 && either < 0 && len(ms) == 2 {
		// "2 years older or 2 years younger than A": either way.
		or := free("or")
		if or > cmps[0] && or < cmps[1] && comparatives[ts[cmps[0]].w].sign != comparatives[ts[cmps[1]].w].sign {
			either = or
		}
	}
	if cs, ok, err := mg.countBetween(ts, inMention, ms, its, cmps); ok { // quantified.go
		return cs, err
	}
	if len(cmps) > 1 && either < 0 {
		return nil, errorf("two comparisons (%q, %q) in one clause: split it into simpler sentences", ts[cmps[0]].raw, ts[cmps[1]].raw)
	}
	// "Eric didn't start from either Ashby or Crowhurst": the negation
	// before "either" denies both options, as "neither ... nor" does (an
	// either/or negated otherwise, "Either A or B didn't ...", is not
	// read).
	if cs, ok := mg.forSomeone(ts, inMention, ms, its, negated || cmpAt >= 0 || either >= 0); ok {
		return cs, nil
	}
	notEither := negated && either >= 0 && len(ms) == 3 && cmpAt < 0 && ms[0].end <= either && either < ms[1].start &&
		articlesOnly(ts, inMention, either+1, ms[1].start) && negatedBefore(ts, inMention, ms[0].end, either)
	switch {
	case len(ts) > 0 && ts[0].w == "of" && free("other") >= 0:
		if len(ms) != 4 {
			return nil, errorf("\"of A and B, one ... the other ...\" needs 4 items, found %d", len(ms))
		}
		if negated {
			return nil, errorf("a negated \"one ... the other\" clue is not supported")
		}
		return []logicgrid.Clue{mk(logicgrid.Pair, its...)}, nil
	case len(ms) == 2 && cmpAt < 0 && !negated && either < 0 && its[0].D == its[1].D && joined(ts, inMention, ms[0], ms[1]) && mg.theTwo(ts, inMention) != nil:
		// "The leeks and the potatoes were grown by the two women": of
		// the two women, one grew each.
		two := mg.theTwo(ts, inMention)
		return []logicgrid.Clue{mk(logicgrid.Pair, two[0], two[1], its[0], its[1])}, nil
	case free("neither") >= 0:
		if free("nor") < 0 {
			return nil, errorf("\"neither\" without \"nor\": say \"neither A nor B ... C\" (or \"..., and neither did B\" after a clause that says \"not\")")
		}
		if len(ms) == 4 && cmpAt < 0 && mg.neitherTwoByTwo(ts, inMention, ms) && (mg.joinedByNoun(ts, inMention, ms[2], ms[3], its[3].D) || mg.joinedByPlace(ts, inMention, ms[2], ms[3])) && its[2].D == its[3].D {
			// "Neither A nor B is going to C or D": A and B are two
			// people (as in "neither A nor B ... C"), and neither is C
			// or D.
			return []logicgrid.Clue{mk(logicgrid.Different, its[0], its[1], its[2]), mk(logicgrid.Different, its[0], its[1], its[3])}, nil
		}
		if len(ms) > 4 && cmpAt < 0 && mg.neitherTwoByTwo(ts, inMention, []mention{ms[0], ms[1], ms[len(ms)-2], ms[len(ms)-1]}) && mg.commaList(ts, inMention, ms[2:], its[2:]) {
			// "Neither A nor B sings soprano, mezzo or alto": neither is
			// any of them
			var cs []logicgrid.Clue
			for _, x := range its[2:] {
				cs = append(cs, mk(logicgrid.Different, its[0], its[1], x))
			}
			return cs, nil
		}
		if n := free("neither"); len(ms) > 3 && n >= ms[0].end && n < ms[1].start && cmpAt < 0 {
			// "Bo plays neither chess, golf nor judo": none of them
			return mg.noneOfList(ts, inMention, ms, its)
		}
		if len(ms) != 3 {
			return nil, errorf("\"neither A nor B ... C\" needs 3 items, found %d", len(ms))
		}
		if cmpAt >= 0 {
			// "Neither A nor B paid more than C": each paid less.
			return mg.neitherCompared(ts, inMention, ms, its, cmpAt, cmpWord)
		}
		if n := free("neither"); n >= ms[0].end && n < ms[1].start && its[1].D != its[2].D && mg.choose(2) == 0 {
			// "X is neither A nor B" of two categories: X is not A and
			// not B, which may be one person ("it's neither the Toyota
			// nor the white car" of the white Toyota's owner); the reading
			// below (three people) is the other choice.
			return []logicgrid.Clue{mk(logicgrid.Different, its[0], its[1]), mk(logicgrid.Different, its[0], its[2])}, nil
		}
		// "Neither A nor B paid $7.99", "X is neither A nor B": three
		// different people (as "either A or B" says A and B are two).
		if n := free("neither"); n < ms[0].start && its[0].D != its[1].D && its[0].D != its[2].D && its[1].D != its[2].D && mg.kinCategory(its[0].D) && mg.kinCategory(its[1].D) && mg.choose(2) == 1 {
			// "Neither Mike nor Bea is a Lowe" of couples: the two may
			// be one row (a husband and his wife); the convention's
			// reading above is the first choice, the puzzle decides
			return []logicgrid.Clue{mk(logicgrid.Different, its[0], its[2]), mk(logicgrid.Different, its[1], its[2])}, nil
		}
		return []logicgrid.Clue{mk(logicgrid.Different, its...)}, nil
	case either >= 0 && cmpAt >= 0 && len(ms) == 2:
		if negated {
			// "didn't hike one day before or after Colette": neither, which
			// the apart clue below does not say (it dropped the "not")
			return nil, errorf("a negated \"either ... or\" with %q is not read: say it as two sentences", ts[cmpAt].raw)
		}
		am, err := mg.amountNear(ts, inMention, cmpAt)
		if err != nil {
			return nil, err
		}
		d, err := mg.compared(ts, cmpAt, cmpWord, am)
		if err != nil {
			return nil, err
		}
		if am == nil {
			return nil, errorf("\"either ... or\" with %q needs an amount (\"2 dollars more or less\")", cmpWord)
		}
		if mg.placesAlong(d, am) || mg.floorsAlong(d, am) { // "one place before or after" along race times: steps, not minutes
			return []logicgrid.Clue{{Kind: logicgrid.Apart, Items: its, Domain: d, K: int(am.v)}}, nil
		}
		k := mg.scaled(d, am)
		return []logicgrid.Clue{{Kind: logicgrid.ApartBy, Items: its, Domain: d, K: k}}, nil
	case oneOf(ts, inMention, ms) && len(ms) == 3 && cmpAt < 0 && !negated && joined(ts, inMention, ms[0], ms[1]):
		// "Exactly one of Ann and Bo was born in March": March is one of
		// them (they are two people, so not both).
		return []logicgrid.Clue{mk(logicgrid.Either, its[2], its[0], its[1])}, nil
	case (free("either") >= 0 || unknownOption(ts, inMention, free("or"))) && len(ms) == 2 && cmpAt < 0:
		// (and "The Chilean or Anya plays the French" with "Chilean" no
		// item: it was read as "Anya plays the French")
		// "The 22-foot boat is either the Gull or the 2005 model" with an
		// item not found: never read as "the Gull is the 2005 model"
		return nil, errorf("\"either ... or\" names only %d items here (an either/or needs the one it is said of and two options)", len(ms))
	case len(ms) == 3 && negated && cmpAt < 0 && (free("either") < 0 || notEither) && (joined(ts, inMention, ms[0], ms[1]) || joined(ts, inMention, ms[1], ms[2]) || mg.joinedByNoun(ts, inMention, ms[1], ms[2], its[2].D) || mg.joinedByPlace(ts, inMention, ms[1], ms[2])):
		// "Ben and Cora don't own the dog", "Abby doesn't own the dog or
		// the cat": three different people, as "neither ... nor" says.
		if !joined(ts, inMention, ms[0], ms[1]) && its[0].D != its[1].D && its[1].D != its[2].D && its[0].D != its[2].D && mg.choose(2) == 0 {
			// "Bella didn't bring Pickle or the rabbit" of two
			// categories: she is neither, but Pickle may be the rabbit
			// (as "X is neither A nor B"); three people is the other
			// choice.
			return []logicgrid.Clue{mk(logicgrid.Different, its[0], its[1]), mk(logicgrid.Different, its[0], its[2])}, nil
		}
		return []logicgrid.Clue{mk(logicgrid.Different, its...)}, nil
	case either >= 0 && len(cmps) == 2 && len(ms) == 3 && its[1] == its[2] && !negated:
		// "A is either the one who paid $8 more than B or the one who paid
		// $8 less than B": A and B are $8 apart.
		return mg.eitherComparison(ts, inMention, its[0], its[1], cmps)
	case either >= 0 && len(ms) >= 3:
		if negated {
			// "Gordon isn't from Tampa, Boston or Denver", "The thriller
			// wasn't written by the author from Denver or the one from
			// Seattle": the subject is none of the options
			return mg.noneOfList(ts, inMention, ms, its)
		}
		if cmpAt >= 0 { // "1 hour after either Hal or Ivy"
			return nil, errorf("an either/or with a comparison (%q) is not supported", ts[cmpAt].raw)
		}
		if either < ms[0].start && len(ms) == 4 && joined(ts, inMention, ms[0], ms[1]) && onlyWords(ts, inMention, ms[2].end, ms[3].start, "at", "for", "in", "on") {
			// "Either Mrs Sims or Mrs Todd visited the butcher's at 9.15":
			// the butcher's at 9.15 is one of them
			return []logicgrid.Clue{mk(logicgrid.Same, its[2], its[3]), mk(logicgrid.Either, its[2], its[0], its[1])}, nil
		}
		if either < ms[0].start { // "Either A or B is X"
			n := len(ms)
			for _, t := range ts[:either] {
				if !set("now so then and but also")[t.w] && onlyWords(ts, inMention, ms[n-2].end, ms[n-1].start, "or") {
					// "The captain is either Jane or Kate or Ruth" where no
					// item is a captain: it was read "Ruth is either Jane
					// or Kate"
					return nil, errorf("%q, the one the either/or is said of, names no item of the puzzle", phrase(ts, 0, either))
				}
			}
			for k := 1; k < len(ms)-1; k++ {
				if !joined(ts, inMention, ms[k-1], ms[k]) && !joinedDescribed(ts, inMention, ms[k-1], ms[k]) && // "Either Ms. Chen or the person in orange"
					!mg.joinedByAnyNoun(ts, inMention, ms[k-1], ms[k]) { // "Either the Elm runner or the Oak runner"
					// "Either Baker stayed in 101 or she is from Denver"
					return nil, errorf("cannot tell what this either/or chooses between: say \"X is either A or B\"")
				}
			}
			last := its[len(its)-1]
			return []logicgrid.Clue{mk(logicgrid.Either, append([]logicgrid.Item{last}, its[:len(its)-1]...)...)}, nil
		}
		for k := 2; k < len(ms); k++ {
			if ms[k].start > ms[k-1].end && (!conjoined(ts, ms[k-1], ms[k]) || clauseBetween(ts, ms[k-1], ms[k])) {
				// "Holly went to Hull, or Ian paid $30": the options are
				// clauses of their own, never one list said of Holly
				return nil, errorf("cannot tell what this either/or chooses between: %q and %q are not two options of one list", phrase(ts, ms[k-1].start, ms[k-1].end), phrase(ts, ms[k].start, ms[k].end))
			}
		}
		return []logicgrid.Clue{mk(logicgrid.Either, its...)}, nil
	case ordered && orderErr != nil && len(ms) >= 4 && len(ms)%2 == 0 && !negated && cmpAt < 0 && either < 0:
		return nil, orderErr
	case len(ms) >= 4 && len(ms)%2 == 0 && !negated && cmpAt < 0 && either < 0 && ordered &&
		!(len(ms) == 4 && joined(ts, inMention, ms[0], ms[1]) && joined(ts, inMention, ms[2], ms[3])):
		// "The person who paid $60 and the one who adopted the beagle are
		// from Dunmore and Ashford, respectively", "The mystery, the
		// romance and the thriller were written by Harriet, Ivan and
		// Leona, respectively", "The lots won by A, B and C were X, Y and
		// Z, in some order" (quantified.go)
		return mg.respectively(ts, inMention, ms, its, inTurn)
	case len(ms) == 4 && !negated && cmpAt < 0 && either < 0 && joined(ts, inMention, ms[0], ms[1]) && joined(ts, inMention, ms[2], ms[3]) &&
		ordered:
		// "A and B are X and Y, respectively": A is X and B is Y; "..., in
		// some order" (any order, either order, not necessarily in that
		// order): one of them is X and the other Y.
		if inTurn {
			return []logicgrid.Clue{mk(logicgrid.Same, its[0], its[2]), mk(logicgrid.Same, its[1], its[3])}, nil
		}
		return []logicgrid.Clue{mk(logicgrid.Pair, its...)}, nil
	case len(ms) == 3 && cmpAt >= 0 && !negated && mg.fromRowEnd(ts, inMention, ms, its, cmpAt, cmpWord) >= 0:
		// "The cat lives farther from number 1 than the tortoise",
		// "nearer to first place than": along the row from that end
		e := mg.fromRowEnd(ts, inMention, ms, its, cmpAt, cmpWord)
		var xy []logicgrid.Item
		for i := range ms {
			if i != e {
				xy = append(xy, its[i])
			}
		}
		if ms[0].start > cmpAt || ms[2].start < cmpAt {
			return nil, errorf("%q: say \"A is %s from X than B\"", ts[cmpAt].raw, ts[cmpAt].raw)
		}
		end := its[e]
		later := (cmpWord == "farther" || cmpWord == "further") == (end.I == 0) // farther from the first: a later place
		a, b := xy[0], xy[1]
		if !later {
			a, b = b, a
		}
		return []logicgrid.Clue{{Kind: logicgrid.Less, Items: []logicgrid.Item{b, a}, Domain: end.D}}, nil
	case len(ms) >= 3 && cmpAt >= 0 && !negated:
		// "A is older than B and C", "Both A and B are older than C".
		return mg.compareGroups(ts, inMention, ms, its, cmpAt, cmpWord)
	case len(ms) == 3 && cmpAt < 0 && !negated && either < 0 && !differ && !ordered && mg.isBoth(ts, inMention, ms, its):
		// "The scones were both the quickest bake and the cheapest", "Ann's
		// car is the red one and the oldest": one thing is both.
		return []logicgrid.Clue{mk(logicgrid.Same, its[0], its[1]), mk(logicgrid.Same, its[0], its[2])}, nil
	case len(ms) == 3 && cmpAt < 0 && !negated && either < 0 && onlyWords(ts, inMention, ms[1].end, ms[2].start, "for", "at", "over"):
		// "Dwight sold the Corvair for $18,000", "began with Middlemarch, over
		// walnut cake": one and the same
		return []logicgrid.Clue{mk(logicgrid.Same, its[0], its[1]), mk(logicgrid.Same, its[1], its[2])}, nil
	case len(ms) >= 3:
		if cmpAt >= 0 || negated {
			return nil, errorf("%d items with a comparison or negation: split it into simpler sentences", len(ms))
		}
		// "The four people were A, B, C and D", "A, B and C are all different"
		if len(ts) > 1 && ts[0].w == "the" && isNumberWord(ts[1].w) {
			if n, _ := numberOf(ts[1].w); int(n) != len(ms) {
				// "The two runners who wore red and blue were Gina and Hal":
				// the two named one way are the two named the other.
				if int(n) == 2 && len(ms) == 4 && joined(ts, inMention, ms[0], ms[1]) && joined(ts, inMention, ms[2], ms[3]) {
					return []logicgrid.Clue{mk(logicgrid.Pair, its[2], its[3], its[0], its[1])}, nil
				}
				return nil, errorf("%q %q, but it names %d items", ts[0].raw, ts[1].raw, len(ms))
			}
		}
		listed := len(ts) > 1 && ts[0].w == "the" && isNumberWord(ts[1].w) || free("were", "are") >= 0 && free("were", "are") < ms[0].start
		if !differ && !listed {
			if len(ms) == 4 && joined(ts, inMention, ms[0], ms[1]) && joined(ts, inMention, ms[2], ms[3]) {
				return nil, errorf("\"A and B ... X and Y\": say \"respectively\" (A is X, B is Y) or \"in some order\"")
			}
			return nil, errorf("%d items, and no \"were A, B and C\" or \"different\" to say how they relate", len(ms))
		}
		return []logicgrid.Clue{mk(logicgrid.Different, its...)}, nil
	case cmpAt >= 0:
		if ms[1].start < cmpAt && joined(ts, inMention, ms[0], ms[1]) {
			// "Jack and Leo are older than both girls" with the girls not
			// found: never "Jack is older than Leo"
			return nil, errorf("%q and %q are both before %q: it does not say what they are compared with", ts[ms[0].start].raw, ts[ms[1].start].raw, ts[cmpAt].raw)
		}
		am, err := mg.amountNear(ts, inMention, cmpAt)
		if err != nil {
			return nil, err
		}
		after, err := mg.amountAfter(ts, inMention, cmpAt)
		if err != nil {
			return nil, err
		}
		if am != nil && after != nil {
			return nil, errorf("two amounts in one comparison")
		}
		if am == nil {
			am = after
		}
		// "immediately after", "right before", "just ahead of": the next
		// item along the category, one place apart.
		next := cmpAt > 0 && !inMention[cmpAt-1] && immediately[ts[cmpAt-1].w]
		if am == nil && nextAfter(ts, inMention, cmpAt) {
			// "played next after", "the slot after X", "the next turn
			// before X": the next one along (it was read as sometime after)
			next = true
		}
		if next && am != nil {
			return nil, errorf("%q %q with an amount is not supported", ts[cmpAt-1].raw, ts[cmpAt].raw)
		}
		flip, notStep := false, false
		noCmp := cmpAt > 0 && !inMention[cmpAt-1] && ts[cmpAt-1].w == "no" // "no later than"
		if negated && !noCmp && (am != nil || next) && stepNegated(ts, inMention, ms[0].end, cmpAt) {
			// "Bruno did not teach the day after Celine", "Hal did not
			// finish immediately behind Fay": not that many steps along
			// (either other place, or before), read below where the
			// category steps evenly
			notStep = true
		} else if negated || noCmp {
			// "A is not older than B": the values differ, so A is younger.
			// Only a negation right before the comparative ("isn't older",
			// "did not pay more", "no later than"); one elsewhere ("the one
			// who didn't ...") is not about the comparison.
			if am != nil || !(noCmp || negates(ts, inMention, ms[0].end, cmpAt)) {
				return nil, errorf("a negated comparison is not supported (only \"A is not older than B\", with no amount)")
			}
			flip = true
		}
		d, err := mg.compared(ts, cmpAt, cmpWord, am)
		if err != nil {
			return nil, err
		}
		sign := mg.direction(cmpWord, d)
		if flip {
			sign = -sign
		}
		a, b := its[0], its[1]
		if than := free("than"); than >= 0 && than > cmpAt {
			// the item after "than" is the one compared with: "More
			// passengers sailed for A than for B" (A more), "More than A,
			// B ..." (B more)
			if than < ms[0].start {
				a, b = b, a
			}
		} else if ms[0].start > cmpAt { // "Before A, B ...": the second is the subject
			a, b = b, a
		}
		if sign < 0 {
			a, b = b, a
		} // now value(a) > value(b)
		if notStep {
			// value(a) is not value(b) plus the amount: for each place of
			// b, a is not that many steps on
			step, k := mg.indexStep(d), 1
			if !next {
				k = mg.scaled(d, am)
			}
			if a.D == d || b.D == d || step <= 0 || next && followWords[cmpWord] || k <= 0 || !next && k%step != 0 {
				return nil, errorf("a negated comparison is not supported here: by an amount, it is read only of two things along a category that steps evenly (\"A was not the day after B\")")
			}
			if !next {
				k /= step
			}
			return notApart(b, a, d, mg.p.N(), k, false), nil
		}
		if flip && (a.D == d) != (b.D == d) {
			// "no later than 10:00am", "didn't start before 10:00am": the
			// value itself too, so one of the values on that side of it.
			return []logicgrid.Clue{mg.atLeast(a, b, d)}, nil
		}
		if next {
			if flip {
				return nil, errorf("a negated \"immediately\" comparison is not supported")
			}
			return []logicgrid.Clue{{Kind: logicgrid.LessBy, Items: []logicgrid.Item{b, a}, Domain: d, K: 1}}, nil
		}
		if am == nil && followWords[cmpWord] {
			// "The Perth band followed the Leeds band onto the stage",
			// "Ann was preceded by Bo": straight after, or sometime after?
			// Both readings; the puzzle decides. Negated, neither reading
			// is sure ("didn't follow" may be "not straight after").
			if flip {
				return nil, errorf("%q negated: not straight after, or not after at all? Say \"not immediately after\" or \"before\"", ts[cmpAt].raw)
			}
			if mg.choose(2) == 1 {
				return []logicgrid.Clue{{Kind: logicgrid.LessBy, Items: []logicgrid.Item{b, a}, Domain: d, K: 1}}, nil
			}
		}
		if am == nil {
			return []logicgrid.Clue{{Kind: logicgrid.Less, Items: []logicgrid.Item{b, a}, Domain: d}}, nil
		}
		if mg.placesAlong(d, am) || mg.floorsAlong(d, am) { // placesalong.go: "finished two places behind" along race times; roomfloors.go
			return []logicgrid.Clue{{Kind: logicgrid.LessBy, Items: []logicgrid.Item{b, a}, Domain: d, K: int(am.v)}}, nil
		}
		if cs, ok, err := mg.calendarMonths(b, a, d, am); ok { // "retired the month before Mr Quinn" of dates
			return cs, err
		}
		return []logicgrid.Clue{{Kind: logicgrid.DiffBy, Items: []logicgrid.Item{b, a}, Domain: d, K: mg.scaled(d, am)}}, nil
	case negated || differ:
		return []logicgrid.Clue{mk(logicgrid.Different, its...)}, nil
	}
	return []logicgrid.Clue{mk(logicgrid.Same, its...)}, nil
}

// restated drops a mention that says again the item of the one right
// before it, with only a preposition between (and a noun before it): "was
// judged first, at 10.15" (first is the 10.15 slot), "came last, on
// Friday", "the cheapest cake, at £2". Its words stay marked as a
// mention's, so they are no free words.
func restated(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item) ([]mention, []logicgrid.Item) {
	for j := 0; j+1 < len(ms); j++ {
		a, b := ms[j], ms[j+1]
		gap := b.start - a.end
		if its[j] != its[j+1] || gap < 1 || gap > 2 || !restatedBy[ts[b.start-1].w] || inMention[b.start-1] {
			continue
		}
		if gap == 2 {
			if _, cmp := comparatives[ts[a.end].w]; cmp || inMention[a.end] || stop[ts[a.end].w] || negationWords[ts[a.end].w] {
				continue
			}
		}
		ms = append(ms[:j+1:j+1], ms[j+2:]...)
		its = append(its[:j+1:j+1], its[j+2:]...)
		j--
	}
	return ms, its
}

// restatedBy are the prepositions of a restated item.
var restatedBy = set("at on in for with of") // "of": "the top price of $35"

// eitherComparison reads an either/or of two comparisons of a with b by
// one amount in opposite directions: they are that amount apart (ApartBy).
// Any other pair of comparisons is refused.
func (mg *magazine) eitherComparison(ts []tok, inMention []bool, a, b logicgrid.Item, cmps []int) ([]logicgrid.Clue, error) {
	var ds [2]int
	var ks [2]int
	for i, at := range cmps {
		am, err := mg.amountNear(ts, inMention, at)
		if err != nil {
			return nil, err
		}
		if am == nil {
			return nil, errorf("\"either ... or\" with %q needs an amount (\"$8 more ... or $8 less\")", ts[at].raw)
		}
		if ds[i], err = mg.compared(ts, at, ts[at].w, am); err != nil {
			return nil, err
		}
		ks[i] = mg.scaled(ds[i], am)
	}
	if ds[0] != ds[1] || ks[0] != ks[1] || mg.direction(ts[cmps[0]].w, ds[0]) == mg.direction(ts[cmps[1]].w, ds[1]) {
		return nil, errorf("an either/or of two comparisons is read only as one amount either way (\"$8 more ... or $8 less than\")")
	}
	return []logicgrid.Clue{{Kind: logicgrid.ApartBy, Items: []logicgrid.Item{a, b}, Domain: ds[0], K: ks[0]}}, nil
}

// mark records, for the clause being classified, which tokens name items
// and their categories (compared reads them).
func (mg *magazine) mark(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item) {
	mg.inMention = inMention
	mg.itemDomain = make([]int, len(ts)) // the category of the item each token names, or -1
	for k := range mg.itemDomain {
		mg.itemDomain[k] = -1
	}
	for k, m := range ms {
		for j := m.start; j < m.end; j++ {
			mg.itemDomain[j] = its[k].D
		}
	}
}

// phraseAround is the part of ts that belongs to mention m: from the end of
// the previous mention to the start of the next one.
func phraseAround(ts []tok, ms []mention, m mention) []tok {
	lo, hi := 0, len(ts)
	for _, o := range ms {
		if o.end <= m.start && o.end > lo {
			lo = o.end
		}
		if o.start >= m.end && o.start < hi {
			hi = o.start
		}
	}
	// token positions in the slice keep their meaning for resolve's skip test
	out := make([]tok, len(ts))
	for k := range ts {
		if k >= lo && k < hi {
			out[k] = ts[k]
		}
	}
	return out
}

// ifThen reads "If A is (not) B, then C is (not) D."
func (mg *magazine) ifThen(ts []tok, ms []mention, its []logicgrid.Item, free func(...string) int) ([]logicgrid.Clue, error) {
	then := free("then")
	if len(ms) != 4 || then < 0 || ms[1].end > then || ms[2].start < then {
		return nil, errorf("\"if A is B, then C is D\" needs 2 items before \"then\" and 2 after")
	}
	inMention := mentionMarks(ts, ms)
	for k, t := range ts {
		_, cmp := comparatives[t.w]
		if !inMention[k] && (cmp || t.w == "least" || t.w == "most" || t.w == "over" || t.w == "under" || exceedWords[t.w] || reachWords[t.w]) {
			// "If Cy pays more than $20, then Bo is from Hove" was read
			// as "if Cy pays $20": a comparison is never dropped
			return nil, errorf("%q in an if-then clue is not read here: say each fact of one person (\"if X ..., then X ...\")", t.raw)
		}
	}
	negs := [2]bool{}
	for k, t := range ts {
		switch t.w {
		case "not", "isnt", "wasnt", "doesnt", "didnt":
			negs[boolInt(k > then)] = true
		}
	}
	var kind logicgrid.ClueKind
	switch negs {
	case [2]bool{false, false}:
		kind = logicgrid.IfThen
	case [2]bool{false, true}:
		kind = logicgrid.IfThenNot
	case [2]bool{true, false}:
		kind = logicgrid.IfNotThen
	default:
		// "If Ann isn't from Ely, then Bo isn't from Rye": its
		// contrapositive, "if Bo is from Rye, then Ann is from Ely"
		return []logicgrid.Clue{{Kind: logicgrid.IfThen, Items: []logicgrid.Item{its[2], its[3], its[0], its[1]}}}, nil
	}
	return []logicgrid.Clue{{Kind: kind, Items: its}}, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// byDomain recognises "By CATEGORY, ...": an order along a category that
// has no numbers (the thesis's ordered domains).
func (mg *magazine) byDomain(ts []tok, ms []mention) (int, bool) {
	if len(ts) < 2 || ts[0].w != "by" || len(ms) > 0 && ms[0].start == 1 {
		return 0, false
	}
	for d, dom := range mg.p.Domains {
		w := words(dom.Name)
		if matchAt(ts, 1, w) == len(w) {
			return d, true
		}
	}
	return 0, false
}

// byOrder reads "By D, A comes before B", "... exactly k before B",
// "By D, A and B are exactly k apart".
func (mg *magazine) byOrder(ts []tok, its []logicgrid.Item, d int, free func(...string) int, negated bool) ([]logicgrid.Clue, error) {
	if len(its) != 2 || negated {
		return nil, errorf("\"By %s, ...\" needs 2 items and no negation", mg.p.Domains[d].Name)
	}
	k := -1
	if e := free("exactly"); e >= 0 && e+1 < len(ts) {
		if v, ok := numberOf(ts[e+1].w); ok && v >= 1 {
			k = int(v)
		}
	}
	switch {
	case free("apart") >= 0 && k > 0:
		return []logicgrid.Clue{{Kind: logicgrid.Apart, Items: its, Domain: d, K: k}}, nil
	case free("before") >= 0 && k > 0:
		return []logicgrid.Clue{{Kind: logicgrid.LessBy, Items: its, Domain: d, K: k}}, nil
	case free("after") >= 0 && k > 0:
		return []logicgrid.Clue{{Kind: logicgrid.LessBy, Items: []logicgrid.Item{its[1], its[0]}, Domain: d, K: k}}, nil
	case free("before") >= 0:
		return []logicgrid.Clue{{Kind: logicgrid.Less, Items: its, Domain: d}}, nil
	case free("after") >= 0:
		return []logicgrid.Clue{{Kind: logicgrid.Less, Items: []logicgrid.Item{its[1], its[0]}, Domain: d}}, nil
	}
	return nil, errorf("\"By %s, ...\" needs \"before\", \"after\" or \"exactly k apart\"", mg.p.Domains[d].Name)
}

func hasWord(ts []tok, w string) bool {
	for _, t := range ts {
		if t.w == w {
			return true
		}
	}
	return false
}

// finalEither is "either" ending a clause: before a comma, a semicolon or
// the end of the sentence.
var finalEither = lazyRE(`(?i)\s+either\s*([,;]|$)`)

// dropAlsoEither drops an "either" that ends a negated clause, where it
// means "also" and is no either/or: "..., and he didn't drink juice
// either", "his drink was not tea either".
func dropAlsoEither(s string) string {
	for _, m := range finalEither.FindAllStringSubmatchIndex(s, -1) {
		start := strings.LastIndexAny(s[:m[0]], ",;") + 1
		for _, w := range words(s[start:m[0]]) {
			if negationWords[w] || w == "no" || w == "neither" {
				return dropAlsoEither(s[:m[0]] + s[m[2]:])
			}
		}
	}
	return s
}

// evenOdd is "an even-numbered table", "an odd-numbered room": the items
// of the category named after it whose number is even (or odd).
var evenOdd = lazyRE(`(?i)\b(?:an?\s+)?(even|odd)[- ]numbered\s+([a-z]+)`)

// parity says "an even-numbered table" as the items it can be: "either
// table 2 or table 4" (one item: that item). A category whose numbers are
// not all whole, or a word that names no numeric category, is refused.
func (mg *magazine) parity(s string) (string, error) {
	m := evenOdd.FindStringSubmatchIndex(s)
	if m == nil {
		return s, nil
	}
	word := strings.ToLower(s[m[4]:m[5]])
	d := -1
	for k, nm := range mg.num {
		if nm != nil && nm.class == number && hasCue(mg.lx.cues[k], word) {
			if d >= 0 {
				return "", errorf("%q: %q names two numeric categories", s[m[0]:m[1]], word)
			}
			d = k
		}
	}
	if d < 0 {
		return "", errorf("%q: %q names no category of numbers", s[m[0]:m[1]], word)
	}
	want := strings.EqualFold(s[m[2]:m[3]], "odd")
	var names []string
	for i, it := range mg.p.Domains[d].Items {
		v := float64(mg.p.Value(d, i)) / mg.num[d].scale
		if v != math.Trunc(v) {
			return "", errorf("%q: the %s are not whole numbers", s[m[0]:m[1]], mg.p.Domains[d].Name)
		}
		if (int(v)%2 != 0) == want {
			names = append(names, it)
		}
	}
	var says string
	switch len(names) {
	case 0:
		return "", errorf("%q: no %s is %s", s[m[0]:m[1]], singular(word), s[m[2]:m[3]])
	case len(mg.p.Domains[d].Items):
		return "", errorf("%q: every %s is %s, so it says nothing", s[m[0]:m[1]], singular(word), s[m[2]:m[3]])
	case 1:
		says = names[0]
	default:
		says = "either " + strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
	}
	return mg.parityRest(s[:m[0]] + says + s[m[1]:])
}

// parityRest reads the next "even-numbered" of a sentence that has two.
func (mg *magazine) parityRest(s string) (string, error) {
	if evenOdd.MatchString(s) {
		return mg.parity(s)
	}
	return s, nil
}

// notBoth is "but not both" closing an either/or ("Either A or B scored
// 45, but not both"): an Either clue already says exactly one.
var notBoth = lazyRE(`(?i)(?:,|;)?\s*(?:\(\s*)?(?:but|though|although|and)?\s*not\s+both\s*\)?\s*[.!]?$`)

// dropNotBoth drops a closing "but not both" from an either/or sentence
// ("Anya is from Chile or India, but not both": its "not" denies nothing).
func dropNotBoth(s string) string {
	loc := notBoth.FindStringIndex(s)
	if loc == nil || !hasWord(tokenize(s[:loc[0]]), "either") && !hasWord(tokenize(s[:loc[0]]), "or") {
		return s
	}
	return strings.TrimSpace(s[:loc[0]])
}

func wordAt(ts []tok, k int) string {
	if k >= 0 && k < len(ts) {
		return ts[k].w
	}
	return ""
}

func isNumberWord(w string) bool {
	_, ok := numberOf(w)
	return ok && w != "one"
}

// whilst is the British "while" (and "amongst" "among"): read as those.
var whilst = lazyRE(`(?i)\b(whil|among)st\b`)

// pronounIs is a pronoun with "is", "has" or "are" contracted: "he's",
// "she's", "they're" ("he's in Faraday").
var pronounIs = lazyRE(`(?i)\b(he|she|it|who|they)['’](s|re)(\s+\pL+)?`)

// britishWords is s with "whilst" said "while" and "amongst" "among",
// each keeping its first letter's case, and a pronoun's contracted verb
// said in full ("she's" is "she is", "she has" before "been", "got" or
// "had"; "they're" "they are").
func britishWords(s string) string {
	if strings.ContainsAny(s, "'’") {
		s = pronounIs.ReplaceAllStringFunc(s, func(g string) string {
			m := pronounIs.FindStringSubmatch(g)
			verb := "is"
			switch next := strings.ToLower(strings.TrimSpace(m[3])); {
			case strings.EqualFold(m[2], "re"):
				verb = "are"
			case next == "been" || next == "got" || next == "had":
				verb = "has"
			}
			return m[1] + " " + verb + m[3]
		})
	}
	if !strings.Contains(strings.ToLower(s), "st") {
		return s
	}
	return whilst.ReplaceAllStringFunc(s, func(w string) string {
		said := map[string]string{"whilst": "while", "amongst": "among"}[strings.ToLower(w)]
		if w[0] == 'W' || w[0] == 'A' {
			return strings.ToUpper(said[:1]) + said[1:]
		}
		return said
	})
}

// clauses reads a sentence; one that does not read as a whole but joins
// clauses that each do ("Irene got the water, and Ned paid $6.99"; "...;
// ...") gives all their clues. The whole sentence's error is kept.
func (mg *magazine) clauses(s string) ([][]logicgrid.Clue, error) {
	cs, err := mg.clausesRead(s)
	if err != nil && strings.Contains(err.Error(), "two comparisons") {
		if rs, ok, berr := mg.butThanCompared(s); ok && berr == nil { // butcompared.go: "weighed less than the pike but 3 pounds more than the perch"
			return rs, nil
		}
	}
	return cs, err
}

// clausesRead is clauses but for a second comparison after "but".
func (mg *magazine) clausesRead(s string) ([][]logicgrid.Clue, error) {
	s = asidesSaid(s)                       // asides.go: "..., I'm told"
	s = mg.possessiveAsideSaid(s)           // asides.go: "Pepper, Mrs. Hale's dog, is older than Rex"
	s = mg.possessedAtSaid(s)               // asides.go: "Bram's dive at Sump Nine was the shallowest"
	s = sexSubjectSaid(s)                   // sexmembers.go: "A man sold the lawn mower", "One of the men grew the rose"
	if err := sexOwnerLeft(s); err != nil { // sexmembers.go: "at a man's home"
		return nil, err
	}
	if cs, ok, err := mg.sexOtherThanSaid(s); ok { // sexmembers.go: "worn by a woman other than Elena"
		return cs, err
	}
	if cs, ok, err := mg.inOrderSaid(s); ok { // inorder.go: "performed in order of age, youngest first"
		return cs, err
	}
	if cs, ok, err := mg.withThatClauses(s); ok { // asides.go: "won first place with a project that took ..."
		return cs, err
	}
	if cs, ok, err := mg.notBySexClauses(s); ok { // sexmembers.go: "..., and not by a man"
		return cs, err
	}
	s = mg.storyRateSaid(s)  // justtheone.go: "15 minutes a day less" where the story says "every day"
	s = mg.offeredPaySaid(s) // justtheone.go: "was offered $4,000 more than" of salaries
	s = mg.endPronounSaid(s) // asides.go: "The buyer who paid more than Daniel completed after him"
	s = betweenThemSaid(s)   // asides.go: "Between them, A and B ..."
	s, err := notOnlySaid(s) // notonly.go: "Not only did A ..., but she also ..."
	if err != nil {
		return nil, err
	}
	s = mg.colonSaid(s)                        // colon.go: "she is no artist: she never sketches"
	s = commonPhrases(s)                       // rankwords.go
	s = unitRightAfterSaid(s)                  // collective.go: "the month right after"
	s = mg.outlastedSaid(s)                    // rankwords.go: "Hana outlasted Gus" of rounds
	s = mg.medalSaid(s)                        // ranks.go: "missed out on a medal"
	s = mg.tookPrizeSaid(s)                    // ranks.go: "took the prize"
	if cs, ok, err := mg.edgedForSaid(s); ok { // ranks.go: "A edged B for the bronze"
		return cs, err
	}
	if err := mg.sexUnsaid(s); err == errPronounSex { // sexunsaid.go
		if cs, ok, err := mg.pronounSexSaid(s); ok {
			return cs, err
		}
		return nil, err
	} else if err != nil {
		return nil, err
	}
	if cs, ok, err := mg.possessiveSexSaid(s); ok { // sexunsaid.go: "The child who brought pasta hangs his bag ..."
		return cs, err
	}
	s = mg.ringPhrasesSaid(s)                     // roundtable.go: "Going clockwise, A sat immediately after B", "A has B on her right"
	if cs, ok, err := mg.ringBetweenSaid(s); ok { // roundtable.go: "X sat between A and B" round a table
		return cs, err
	}
	s = commaOutsideQuote.ReplaceAllString(s, "$1$3$2$4") // "didn't spell \"silhouette,\" finished": the comma ends the clause, not the word
	s = britishWords(s)
	s = mg.norTailSaid(s)                                 // nortail.go: "isn't working on her breaststroke, nor on her backstroke"
	s = mg.weekPartsSaid(s)                               // weekparts.go: "midweek", "at the weekend", "both weekend sailings"
	s = mg.scheduleSlotSaid(s)                            // schedslot.go: "the last slot of the morning", "first through the door"
	s = mg.justTheOneSaid(s)                              // justtheone.go: "the one with just the one"
	s = mg.oneUnitSaid(s)                                 // justtheone.go: "a mile long" of "1 mile"
	s = mg.dayPartNamed(s)                                // dayparts.go: "the evening talk" of the one evening time
	s = mg.sexPairSaid(s)                                 // gendergroups.go: "Of the two women, ..." named
	s = mg.fortnightSaid(s)                               // justtheone.go: "the fortnight's holiday" of "2 weeks"
	s = mg.categoryOrdinalSaid(s)                         // ordinalplace.go: "first lit in 1842" of the category "first lit"
	s = mg.rowOrdinalSaid(s)                              // ordinalplace.go: "the first boat in the line"
	s = spanCarried(s)                                    // butcompared.go: "later in the week than A but earlier than B"
	s = oneCarried(s)                                     // butcompared.go: "a higher SPF than A but a lower one than B"
	s = mg.exceptSaid(s)                                  // butcompared.go: "younger than everyone except the pianist"
	s = mg.lastToVerbSaid(s)                              // ordinalplace.go: "was the last to weigh in" of "weigh-in: 1st, ..."
	s = noneOutdidSaid(s)                                 // butcompared.go: "No pumpkin outweighed Cora's"
	s = spanAheadSaid(s)                                  // butcompared.go: "three months ahead of"
	s = mg.oneListSaid(s)                                 // butcompared.go: "The four shoppers are, in some order, A, B, C and D"
	s = mg.inMonthSaid(s)                                 // monthdays.go: "later in June than" where all dates are in June
	s = mg.fiverSaid(s)                                   // justtheone.go: "a fiver more"
	s = mg.feetSaid(s)                                    // justtheone.go: "smaller feet" of shoe sizes
	s = mg.overAgeSaid(s)                                 // justtheone.go: "Alma is over 50"
	s = semicolonNeither.ReplaceAllString(s, ", and $1 ") // "Harry didn't go; neither did Jack"
	s = nothingAt.ReplaceAllString(s, "${1}nobody")       // "nothing grew shorter than his"
	s = noOnesNoun.ReplaceAllString(s, "${1}no ")         // "No one's sunflower was taller"
	if cs, ok, err := mg.countWhoClauses(s); ok {         // ofwhom.go: "The four who raised more than £120 were A, B, C and D"
		return cs, err
	}
	if cs, ok, err := mg.matchesClauses(s); ok { // matches.go: "No man followed the trade that matches his surname"
		return cs, err
	}
	if cs, ok, err := mg.ofWhomClauses(s); ok { // ofwhom.go: "A, B and C are three different people, none of whom ..."
		return cs, err
	}
	if cs, ok, err := mg.notContrastClauses(s); ok { // notonly.go: "Harry, not Isla, chose the pool"
		return cs, err
	}
	s = mg.labelsSaid(s) // labels.go: "coaches A and C"
	s = dropAlsoEither(s)
	if said, ok, err := mg.separatedCount(s); ok { // separate.go: "Two houses separate A from B"
		if err != nil {
			return nil, err
		}
		return mg.clauses(said)
	}
	s = neitherDidSaid(s)                 // bothof.go: "If A didn't X, then neither did B"
	s = backToBackSaid(s)                 // backtoback.go: "one after the other"
	s = mg.gappedSaid(s)                  // gapping.go: "Bea hosts one Thursday and Dot the following week"
	s = mg.gappedPrepSaid(s)              // gapping.go: "..., and Dunmore's in the afternoon"
	if cs, ok, err := mg.endTime(s); ok { // finishes.go: "finishes at half past eight"
		return cs, err
	}
	if err := mg.endsComparedRefused(s); err != nil { // finishes.go: "ended a quarter of an hour after Theo's"
		return nil, err
	}
	if m := openingChange.FindStringSubmatch(s); m != nil && len(mg.lx.mentions(tokenize(m[1]))) == 0 {
		for _, w := range words(m[1]) {
			if mg.namesCategory(w) {
				// "Once the discounts were taken off, Rosa paid less than
				// Sam": a value made from two categories, which no
				// category holds (it was read as the list prices)
				return nil, errorf("%q: what is compared after it is made from the %s, which is not read", strings.TrimSpace(m[1]), w)
			}
		}
	}
	if cs, ok, err := mg.subjectPairSaid(s); ok { // subjectpair.go: "The person in the library at half past nine wasn't ..."
		return cs, err
	}
	if owner, rest, ok := mg.possessedNameSaid(s); ok { // possessedname.go: "Bea's choice, Rebecca, comes ..."
		a, aerr := mg.clauses(owner)
		b, berr := mg.clauses(rest)
		if err := keep(aerr, berr); err != nil {
			return nil, err
		}
		return mg.product(a, b), nil
	}
	s = mg.oneOfTheOtherSaid(s)            // separate.go: "One of A and B is X; the other is Y"
	s = mg.betweenFirstSaid(s)             // separate.go: "Somewhere between A and B lives C"
	s = rowEndsSaid(s)                     // separate.go: "A sat at one end and B at the other", "in the middle of the five"
	s = mg.nounOfItemSaid(s)               // separate.go: "the class of 1976"
	s = mg.twinsSaid(s)                    // separate.go: "Neither twin ..." of the story's twins
	s = mg.twoGroupSaid(s)                 // twogroup.go: "Of the two women, one ..."
	s = mg.afterSpanSaid(s)                // afterspan.go: "after 25 years of service"
	s = mg.opensSaid(s)                    // opens.go: "opens the day's programme"
	s = mg.finalSaid(s)                    // opens.go: "the final lot of the day"
	s = decadeWordsSaid(s)                 // decade.go: "in their thirties"
	s = mg.aliasesSaid(s)                  // ofthetwo.go: "1st (the blue ribbon)" in the introduction
	s = mg.storyGroupsSaid(s)              // storygroups.go: "on the ground floor" of "The kitchen and the scullery are on the ground floor"
	s = mg.numberWordsSaid(s)              // numberlabel.go: "house three" of "house: 1, 2, 3"
	s = mg.squareUnitSaid(s)               // numberlabel.go: "30 square feet" of "180 sq ft"
	s = openCompoundSaid(s)                // numberlabel.go: "the best paid" as "the best-paid"
	s = mg.collectiveSaid(s)               // collective.go: "the team's top scorer"
	s = mg.formerItemSaid(s)               // collective.go: "the former postman"
	s = mg.moneyWordsSaid(s)               // numberlabel.go: "three dollars" of "price: $1, $2, $3"
	s = pluralSexSaid(s)                   // sexmembers.go: "both played by girls"
	s = mg.eventTimeSaid(s)                // collective.go: "the Garden Guild's founding month"
	s = mg.placeNounSaid(s)                // positions.go: "in the first or the last house"
	s = mg.groupsSaid(s)                   // ofthetwo.go: "in one of the first two houses"
	s = mg.sidesSaid(s)                    // ofthetwo.go: "farther left than anyone else"
	s = mg.orderSaid(s)                    // ofthetwo.go: "in that order from the left"
	if cs, ok, err := mg.oneOfTwo(s); ok { // oneofset.go: "Exactly one of the A and B candidates topped 10,000 votes"
		if err != nil {
			return nil, err
		}
		return [][]logicgrid.Clue{cs}, nil
	}
	if cs, ok, err := mg.countOfList(s); ok { // countof.go: "At least two of A, B and C ...", "Exactly one of these is so: A; B; C"
		return cs, err
	}
	if cs, ok, err := mg.statements(s); ok { // oneof.go: "Exactly one of these is true: A, or B"
		return cs, err
	}
	if cs, ok, err := mg.unless(s); ok { // oneof.go: "A unless B"
		return cs, err
	}
	if cs, ok, err := mg.conditional(s); ok { // oneof.go: "A if and only if B", "A only if B"
		return cs, err
	}
	s = dropNotBoth(s)
	s = mg.countedFromSide(s)
	s = mg.notAsFar(s)
	s = mg.otherPossessive(s)
	s, err = mg.parity(s)
	if err != nil {
		return nil, err
	}
	if cs, ok, err := mg.ofPairCompare(s); ok { // ofpaircompare.go: "Of Vera and Yvonne, Ms. Crane spent less"
		return cs, err
	}
	if m := ofAPart.FindStringSubmatch(s); m != nil {
		// "Of the paintings that sold for less than their estimates, the
		// Brisk fetched the most" (it was read as "the $14,000 one sold
		// for less than the Brisk"), "Of the three finds from deeper than
		// 1 m, ...": a superlative or a count within some of them
		return nil, errorf("%q: a statement about some of them only (those %s) is not read: say it of each", strings.TrimSpace(m[0][:len(m[0])-len(m[2])]), m[1])
	}
	if m := ofTheWhole.FindStringSubmatch(s); m != nil && mg.wholeGroup(m[1], m[2]) {
		s = m[3] // "Of the five runners, Helena is the youngest, but ...": all of them, no restriction
	}
	if parts, ok := mg.rankedIn(s); ok { // "A trailed B both in funding and in backers"
		all := [][]logicgrid.Clue{nil}
		for _, part := range parts {
			pc, err := mg.clauses(part)
			if err != nil {
				return nil, err
			}
			all = mg.product(all, pc)
		}
		return all, nil
	}
	if said, ok := mg.atAmountOpening(s); ok { // "At 5'10\", Everett is the shortest"
		return said()
	}
	// "Amy is the youngest. She has a rabbit.": each sentence, a pronoun
	// at the start of a later one standing for the first one's subject.
	if parts := sentencesOf(s); len(parts) > 1 {
		all := [][]logicgrid.Clue{nil}
		for i, part := range parts {
			other := ""
			if i > 0 {
				if subject, o, ok := mg.pronounPairEither(part, parts[0]); ok {
					part, other = subject, o
				} else {
					part = mg.withSubject(part, parts[0])
				}
			}
			pc, err := mg.clauses(part)
			if err == nil {
				pc, err = mg.eitherPair(pc, other)
			}
			if err != nil {
				if _, ok := err.(readError); ok && len(parts) > 1 {
					return nil, errorf("in %q: %v", part, err)
				}
				return nil, err
			}
			all = mg.product(all, pc)
		}
		return all, nil
	}
	if cs, ok, err := mg.everyoneExceptSaid(s); ok { // bothof.go: "Everyone except Celia arrived before 8:00pm"
		return cs, err
	}
	if cs, ok, err := mg.noneOfListSaid(s); ok { // bothof.go: "Not one of A, B and C ordered the quiche"
		return cs, err
	}
	if cs, ok, err := mg.neitherNorPredicates(s); ok { // neitheror.go: "Neither A nor B lives in X or took first prize"
		return cs, err
	}
	if cs, ok, err := mg.neitherVerbsSaid(s); ok { // bothof.go: "Mrs. Joyce neither won nor came last"
		return cs, err
	}
	if cs, ok, err := mg.bothSaid(s); ok { // bothof.go: "Both A and B arrived after 7:15pm", "later than both A and B"
		return cs, err
	}
	if cs, ok, err := mg.endGroupSaid(s); ok { // groupends.go: "At least one of the two oldest ...", "none of the top three ..."
		return cs, err
	}
	if cs, ok, err := mg.countAboveSaid(s); ok { // countabove.go: "Exactly two swimmers had a higher lane number than X"
		return cs, err
	}
	if cs, ok, err := mg.sexGroupCount(s); ok { // gendergroups.go: "Exactly one of the men ...", "No woman ..."
		return cs, err
	}
	s = sexSubjectSaid(s)                       // sexmembers.go: "A man sold the lawn mower"
	if cs, ok, err := mg.sexMembership(s); ok { // sexmembers.go: "The teacher is one of the two men", "Neither of the men ..."
		return cs, err
	}
	if cs, ok, err := mg.ofTheOne(s); ok { // oftheone.go: "Of A and B, the one who set off later walked the shorter distance"
		return cs, err
	}
	if cs, ok, err := mg.genderAside(s); ok { // genderaside.go: "The plumber, one of the two men, ..."
		return cs, err
	}
	if cs, ok, err := mg.namedAppositive(s); ok { // relations.go: "The judge, Dr. Ray, arrived first"
		return cs, err
	}
	if cs, ok, err := mg.relationAppositive(s); ok { // relations.go: "Ben's rival, the Price boy, is 11"
		return cs, err
	}
	if cs, ok, err := mg.cleftSetAside(s); ok { // relations.go: "It was A, not B, who ..."
		return cs, err
	}
	if cs, ok, err := mg.beatInEvent(s); ok { // relations.go: "A beat B in the final round"
		return cs, err
	}
	if cs, ok, err := mg.comparedWithNext(s); ok { // neighbour.go: "than the band that played right after it"
		return cs, err
	}
	if m := concessive.FindStringSubmatch(s); m != nil {
		// "Although Miss Irwin walked the shortest route, she raised the
		// most": both hold, as "A, but B" says
		s = m[1] + ", but " + m[2]
	}
	if m := ofFormerLatter.FindStringSubmatch(s); m != nil && mg.oneReferent(m[1]) && mg.oneReferent(m[2]) {
		// "Of Ms. Chen and Mr. Boyd, the former wore red and the latter
		// walked 1.5 miles", "..., the latter walked farther than the
		// former": the former is the first named, the latter the second,
		// and they are two
		rest := latterFormer.ReplaceAllStringFunc(m[3], func(w string) string {
			if strings.HasSuffix(strings.ToLower(w), "former") {
				return m[1]
			}
			return m[2]
		})
		a, aerr := mg.clauses(rest)
		two, terr := mg.clue(m[1] + " and " + m[2] + " are different")
		if err := keep(aerr, terr); err != nil {
			return nil, err
		}
		return distinctReadings(mg.product(a, two)), nil
	}
	if said := mg.ofTheTwoCompared(s); said != "" { // ofthetwo.go: "Of A and B, B went farther"
		return mg.clauses(said)
	}
	if said := mg.ifThenSubject(s); said != "" { // ofthetwo.go: "If A is B, then it is C"
		s = said
	}
	if said := mg.placeSaid(s); said != "" { // ofthetwo.go: "The owner of the house two doors left of Ann's ..."
		return mg.clauses(said)
	}
	if cs, ok := mg.ifThenSets(s); ok { // ofthetwo.go: "If X is at one end, then X is 34"
		return cs, nil
	}
	if cs, ok := mg.exceptCompared(s); ok { // ofthetwo.go: "later than every runner except Jorge"
		return cs, nil
	}
	if cs, ok := mg.boundedDifference(s); ok { // ofthetwo.go: "no more than 15 minutes before"
		return cs, nil
	}
	if cs, ok := mg.ruleOverWho(s); ok { // nobodywho.go: "Nobody who started after 6:30 ran more than 2 miles"
		return cs, nil
	}
	if cs, ok, err := mg.formerLatterAfter(s); ok {
		return cs, err
	}
	if cs, ok, err := mg.dayPart(s); ok { // dayparts.go: "on Friday, in the afternoon"
		return cs, err
	}
	// "The oldest runner, a boy, came third": the subject is a boy (read
	// as a sentence of its own, never dropped), and came third.
	if m := appositive.FindStringSubmatch(s); m != nil && len(strings.Fields(m[2])) == 2 && genderNouns[strings.ToLower(strings.Fields(m[2])[1])] != unknownGender {
		a, aerr := mg.clue(m[1] + " is " + m[2])
		b, berr := mg.clue(m[1] + " " + m[3])
		if aerr == nil && berr == nil {
			return mg.product(a, b), nil
		}
		// no one's sex is known: the noun is a way of speaking, as in "the
		// boy who ..." (genderClues)
	} else if m != nil && mg.onlyMention(m[1]) && mg.namesNothing(m[2]) {
		// "Cyril, the grocer, works under a white awning" where no item is
		// a grocer's: the aside would be dropped
		return nil, errorf("%q names no item of the puzzle: say what it is (\"%s, who sells ..., ...\")", m[2], m[1])
	}
	// "The first wedding of the month had the fewest guests and the
	// latest ceremony", "Keeley had the most guests and the earliest
	// slot": two extremes of one subject, each read with the verb
	if m := twoExtremes.FindStringSubmatch(s); m != nil && superlativeWord(strings.ToLower(m[4])) && superlativeWord(strings.ToLower(m[6])) {
		a, aerr := mg.clauses(m[1] + " " + m[2] + " " + m[3])
		b, berr := mg.clauses(m[1] + " " + m[2] + " " + m[5])
		if aerr == nil && berr == nil {
			return mg.product(a, b), nil
		}
	}
	if cs, ok, err := mg.pastAside(s); ok { // pastaside.go: "X, who won a fortnight ago, ..."
		return cs, err
	}
	if cs, ok, err := mg.butCompared(s); ok { // butcompared.go: "earlier in the week than X, but later in the day"
		return cs, err
	}
	// "Bo isn't going to Lima, and neither is Cy", "..., nor did Cy", "The
	// tuna sandwich was packed by a girl, and so was the apple": the first
	// clause again, of the item after the auxiliary (read as one clause,
	// "so was the apple" made the apple the tuna sandwich's)
	if m := neitherToo.FindStringSubmatch(s); m != nil && hasNegation(m[1]) == !strings.EqualFold(m[2], "so") {
		tail := m[4]
		if subj := mg.mentionText(m[1], true); subj != "" && mg.onlyMention(tail) {
			a, aerr := mg.clue(m[1])
			b, berr := mg.clue(tail + m[1][len(subj):])
			if aerr == nil && berr == nil {
				return mg.product(a, b), nil
			}
		}
	}
	cs, err := mg.clue(s)
	if err == nil {
		// "Dana finished ahead of the last swimmer, who was from Peru":
		// read as one clause the relative clause's noun may be left out
		// ("the last swimmer"); the clause read apart says it
		if rc, ok := mg.trailingRelative(s); ok {
			return rc, nil
		}
		if rel := mg.emptyTrailingRelative(s); rel != "" {
			// "The gumbo was made by Mrs. Ito, who flies for a living":
			// what the clause says of her names no item; read as one
			// clause it would be dropped
			return nil, errorf("%q names no item of the puzzle: it would be left out", rel)
		}
		if np := mg.relativeNounPhrase(s); np != "" {
			return nil, errorf("%q, which the relative clause after it is about, is left out when the sentence is read as one clause: split it into simpler sentences", np)
		}
	}
	second := secondSubject.FindStringIndex(s)
	if err == nil && second != nil {
		if _, ferr := mg.clauses(s[:second[0]]); ferr != nil && !comparing(s[:second[0]]) { // (clauses: "Greta filed in the morning" is read there only)
			second = nil // "Cy hates fish, so she didn't order the tuna": the first clause says nothing of the items
		}
	}
	if m := appositive.FindStringSubmatch(s); err == nil && second == nil && m != nil && !countedList(s) && mg.onlyMention(m[1]) && !mg.namesNothing(m[2]) && mg.hasVerb(m[3]) &&
		!hasWord(tokenize(m[2]), "and") && !hasWord(tokenize(m[2]), "or") && !listGoesOn(m[3]) { // "The clock, the lamp and the vase went to ...", "A, the one who did X, and B are ...": a list
		// "Sam's book, the only one under 250 pages, was discussed last":
		// read as one clause, the aside may be left out; then the
		// clauses are read one by one below (or the sentence refused)
		if a, aerr := mg.clue(m[1] + " is " + m[2]); aerr != nil || !saysAll(cs, a) {
			cs, err = nil, errorf("%q is left out when the sentence is read as one clause: split it into simpler sentences", m[2])
		}
	}
	if err == nil && second == nil && mg.ownSecondClause(s) {
		// "The Brainiacs didn't finish last, and George isn't their
		// captain": read as one clause, the first clause's words may be
		// left out; each clause is read on its own below, or the sentence
		// is refused
		second = []int{0, 0}
	}
	if m := relative.FindStringSubmatch(s); err == nil && second == nil && m != nil && mg.hasVerb(m[2]) && len(mg.lx.mentions(tokenize(m[1]))) == 0 && !pronouns[strings.ToLower(firstWord(m[1]))] {
		// "The big house, which is not in Mill Lane, went for £180,000":
		// the one the clauses are about names no item; read without it,
		// the sentence says less ("Mill Lane's is not the £180,000 one")
		cs, err = nil, errorf("%q names no item of the puzzle: who or what is it?", strings.TrimSpace(m[1]))
	}
	if m := relative.FindStringSubmatch(s); err == nil && second == nil && m != nil && mg.hasVerb(m[2]) {
		// "Cole, who won the race, wore orange": the whole read as one
		// clause may leave out what the relative clause says (no item
		// named there: "won"); then it is no reading of the sentence, and
		// the clauses are read one by one below.
		if a, aerr := mg.clue(m[1] + " " + m[2]); aerr == nil && !saysAll(cs, a) {
			cs, err = nil, errorf("%q is left out when the sentence is read as one clause: split it into simpler sentences", "who "+m[2])
		} else if holds, known := mg.sexAsideHolds(m[1], m[2]); known {
			// "Robin, who is a granddaughter, ...": the sex the puzzle
			// knows (gender.go: sexAside told it), nothing more to read
			if !holds {
				cs, err = nil, errorf("%q: %s is not one", strings.TrimSpace(m[2]), strings.TrimSpace(m[1]))
			}
		} else if aerr != nil && (mg.namesNothing(m[2]) || len(mg.lx.mentions(tokenize(m[2]))) == 0) {
			// "Ms. Rowe, who doesn't live on Elm Street, sold ..." where
			// no item is spelt "Elm Street", "Cobalt, which employs eleven
			// people, ..." where no item is read in it: the clause would
			// be dropped
			cs, err = nil, errorf("%q names no item of the puzzle: it would be left out", strings.TrimSpace(m[2]))
		}
		// and the main clause too: "Keith's team, who did best on the
		// music round, came bottom" was read as Keith's round alone
		if err == nil {
			if b, berr := mg.clue(m[1] + " " + m[3]); berr == nil && !saysAll(cs, b) {
				cs, err = nil, errorf("%q is left out when the sentence is read as one clause: split it into simpler sentences", strings.TrimSpace(m[3]))
			} else if berr != nil && mg.namesNothing(m[3]) {
				cs, err = nil, errorf("%q: %v", strings.TrimSpace(m[3]), berr)
			} else if berr != nil && mg.hasVerb(m[3]) {
				// "Fay, whose fish was the lightest of the five, was the
				// last to weigh in" was read as the relative clause alone
				// (unseen53): the main clause, unread, would be dropped
				cs, err = nil, errorf("%q would be left out (read alone: %v)", strings.TrimSpace(m[3]), berr)
			}
		}
	}
	if err == nil && second == nil {
		// "The Usual Suspects won the night, four points clear of Hilary's
		// team" read as one clause left out "won": the clause before a
		// trailing comparison must be said too, else the parts are read
		// one by one below
		m := commaAmount.FindStringSubmatch(s)
		if m == nil || !startsWithNumber(withoutBound(m[2])) && !startsWithVague(m[2]) && !startsWithTheUnit(m[2]) && !startsWithAUnit(m[2]) {
			m = commaCompare.FindStringSubmatch(s)
		}
		if m != nil {
			if a, aerr := mg.clue(m[1]); aerr == nil && !saysAll(cs, a) {
				cs, err = nil, errorf("%q is left out when the sentence is read as one clause: split it into simpler sentences", m[1])
			} else if aerr != nil {
				// "The future nurse received the largest scholarship,
				// $10,000 more than Aaron's" read as one clause dropped
				// its subject (no item): the clause must read by itself
				cs, err = nil, errorf("in %q: %v", m[1], aerr)
			}
		}
	}
	if err == nil && second == nil {
		return cs, nil
	}
	if err == nil {
		// "Chloe brought crisps, but she wasn't wearing the spotty
		// pyjamas": a second clause with a subject of its own is read on
		// its own, never as a part of one clause (its "not" would deny
		// the first)
		opens := strings.TrimSpace(secondSubject.FindString(s))
		if opens == "" {
			opens = mg.secondClauseText(s)
		}
		err = errorf("%q opens a second clause: each clause is read on its own, and one of them cannot be read", opens)
	}
	// "Fay and her husband, Carl, married after Gina": Fay's husband is
	// Carl (a couple is one of the puzzle's people), and the rest is said
	// of the couple.
	m := spouseNamed.FindStringSubmatch(s)
	if m == nil {
		// "Carl and his wife Fay married in 2006": the name right after
		// the noun, no commas
		if n := spouseBare.FindStringSubmatch(s); n != nil {
			ts := tokenize(n[3])
			if ms := mg.lx.mentions(ts); len(ms) > 0 && ms[0].start == 0 && ms[0].end < len(ts) {
				name := n[3][:ts[ms[0].end-1].end]
				m = []string{n[0], n[1], n[2], name, strings.TrimSpace(n[3][len(name):])}
			}
		}
	}
	if m != nil && mg.onlyMention(m[1]) && mg.onlyMention(m[3]) {
		a, aerr := mg.clue(m[1] + " is " + m[3])
		b, berr := mg.clauses(m[1] + " " + m[4])
		if aerr == nil && berr == nil && mg.hasVerb(m[4]) {
			return mg.product(a, b), nil
		}
	}
	// "Gail, as well as the runner from Bristol, finished behind Jamal":
	// both did, and they are two people.
	if m := asWellAs.FindStringSubmatch(s); m != nil && mg.onlyMention(m[1]) && mg.onlyMention(m[2]) {
		a, aerr := mg.clue(m[1] + " and " + m[2] + " are different")
		b, berr := mg.clauses(m[1] + " and " + m[2] + " " + m[3])
		if aerr == nil && berr == nil && mg.hasVerb(m[3]) {
			return distinctReadings(mg.product(a, b)), nil
		}
	}
	// "Dana, who doesn't own the dog, is older than Ms. Smith": the subject
	// with each of its clauses.
	if m := relative.FindStringSubmatch(s); m != nil {
		owner := m[1] + " "
		if strings.HasPrefix(strings.ToLower(s[len(m[1]):]), ", whose ") {
			owner = m[1] + "'s " // "Oscar, whose volcano didn't finish last, ...": Oscar's volcano
		}
		a, aerr := mg.clue(owner + m[2])
		if aerr != nil && strings.HasSuffix(owner, "'s ") && len(mg.lx.mentions(tokenize(m[1]))) == 1 {
			// "The keeper of the Smalls, whose wife was Euphemia, ...": a
			// described subject is the one whose wife she was ("the
			// keeper of the Smalls's wife" reads as nobody's)
			if b, berr := mg.clue(m[1] + " is the one whose " + m[2]); berr == nil {
				a, aerr = b, nil
			}
		}
		rest := m[3]
		if at := trailingPronoun.FindStringIndex(rest); at != nil && len(mg.lx.mentions(tokenize(rest))) == 0 {
			// "Emma, who is older than Abby, celebrates a week before
			// her": not Emma (that would be "herself"), so the item the
			// relative clause names.
			if obj := mg.pronounRef(m[2], rest[at[0]:], false, 0); obj != "" {
				rest = rest[:at[0]] + obj
			}
		}
		b, berr := mg.clauses(m[1] + " " + rest) // "..., who in turn ..."
		if aerr == nil && berr == nil && mg.hasVerb(m[2]) && mg.hasVerb(m[3]) {
			return mg.product(a, b), nil
		}
	}
	// "Iris, the oldest of the five, came in last", "Duke, the collie,
	// took first place": the subject is what the appositive says, and the
	// rest is said of it.
	if m := appositive.FindStringSubmatch(s); m != nil && (mg.onlyMention(m[1]) || mg.superlativeAlone(m[1]) || rankSubject.MatchString(m[1])) && !listGoesOn(m[3]) {
		// ("The youngest winner, a Brunel pupil, took the egg-and-spoon":
		// a superlative subject too)
		a, aerr := mg.clue(m[1] + " is " + m[2])
		b, berr := mg.clauses(m[1] + " " + m[3]) // "...; she isn't from Bristol"
		if aerr == nil && berr == nil && mg.hasVerb(m[3]) {
			return mg.product(a, b), nil
		}
	}
	// "Cy, born in June, had the nut cake", "Ann, raised in Leeds, ...":
	// a participle's aside is said of the subject ("Cy was born in June":
	// the month's span of dates, spans.go), and the rest is said of it.
	if m := participleAside.FindStringSubmatch(s); m != nil && mg.onlyMention(m[1]) && !listGoesOn(m[3]) && mg.hasVerb(m[3]) {
		a, aerr := mg.clue(m[1] + " was " + m[2])
		b, berr := mg.clauses(m[1] + " " + m[3])
		if aerr == nil && berr == nil {
			return mg.product(a, b), nil
		}
	}
	// "The 38-year-old, in yellow, came from Reno", "Ann, from Leeds,
	// finished third": the subject is what the phrase between the commas
	// names, and the rest is said of it.
	if m := prepAppositive.FindStringSubmatch(s); m != nil && (mg.onlyMention(m[1]) || mg.superlativeAlone(m[1])) && mg.onlyMention(m[2]) && !mg.atMoment(m[2]) {
		// ("The oldest swimmer, in the yellow cap, finished first": a
		// superlative subject too)
		if subj := mg.mentionText(m[1], true); subj != "" || mg.superlativeAlone(m[1]) {
			a, aerr := mg.clue(m[1] + " is the one " + m[2])
			b, berr := mg.clauses(m[1] + " " + m[3])
			if aerr == nil && berr == nil && mg.hasVerb(m[3]) {
				return mg.product(a, b), nil
			}
		}
	}
	// "Iris's stall, at one end of the row, has the green awning": a place
	// in the row between commas is said of the subject, and the rest too.
	if m := prepAppositive.FindStringSubmatch(s); m != nil && mg.onlyMention(m[1]) && len(mg.lx.mentions(tokenize(m[2]))) == 0 && mg.hasPositionWord(m[2]) && mg.hasVerb(m[3]) {
		a, aerr := mg.clauses(m[1] + " is " + m[2])
		b, berr := mg.clauses(m[1] + " " + m[3])
		if aerr == nil && berr == nil {
			return mg.product(a, b), nil
		}
	}
	// "Mrs Gale's train departed from platform 3, thirty minutes before the
	// Derby train": the amount and comparison after the comma are said of
	// the subject.
	if m := commaAmount.FindStringSubmatch(s); m != nil && (startsWithNumber(withoutBound(m[2])) || startsWithVague(m[2]) || startsWithTheUnit(m[2]) || startsWithAUnit(m[2])) {
		if subj := mg.mentionText(m[1], true); subj != "" {
			a, aerr := mg.clue(m[1])
			b, berr := mg.clue(subj + " " + m[2])
			if aerr == nil && berr == nil {
				return mg.product(a, b), nil
			}
		}
	}
	if cs, ok := mg.comparisonSeries(s); ok { // commaseries.go: "rated above Quinlan, below the French player"
		return cs, nil
	}
	// "George finished last, behind the girl from Falcon", "Ann came
	// second, just ahead of Bo": the comparison after the comma is said
	// of the subject too.
	if m := commaCompare.FindStringSubmatch(s); m != nil {
		if subj := mg.mentionText(m[1], true); subj != "" {
			a, aerr := mg.clue(m[1])
			b, berr := mg.clue(subj + " " + m[2])
			if berr != nil && strings.HasPrefix(m[1], subj) {
				// "Kevin finished first, shortly before Laura": the
				// comparison takes the first clause's verb ("crossed the
				// line last, ..." of a race: "finished")
				verb := ""
				for _, t := range tokenize(m[1][len(subj):]) {
					if linking[t.w] || strings.HasSuffix(t.w, "ed") || pastVerbs[t.w] {
						verb = t.raw // "sneakers finished last": the verb, not the noun
						break
					}
				}
				if crossedLine.MatchString(m[1]) {
					verb = "finished"
				}
				if verb != "" && !isNumberWord(verb) {
					b, berr = mg.clue(subj + " " + verb + " " + m[2])
				}
			}
			if aerr == nil && berr == nil {
				return mg.product(a, b), nil
			}
		}
	}
	// "The crown was fitted first, but not by Dr. Sato": a passive's
	// subject was not the agent's (any clause before it).
	if m := butNotBy.FindStringSubmatch(s); m != nil && mg.onlyMention(m[2]) && passiveClause(m[1]) && !mg.numericMention(m[2]) {
		if subj := mg.mentionText(m[1], true); subj != "" && strings.HasPrefix(m[1], subj) {
			a, aerr := mg.clauses(m[1])
			b, berr := mg.clue(subj + " is not " + m[2])
			if aerr == nil && berr == nil {
				return mg.product(a, b), nil
			}
		}
	}
	// "The Lees moved in in 2001, to the house between the Abbotts' and
	// the Moores'", "Ann sat down, in the seat next to Bo's": a clause,
	// then the place of its subject said by where that place lies.
	if m := trailingPosition.FindStringSubmatch(s); m != nil && mg.positionNoun(m[4]) && mg.hasVerb(m[1]) && !hasNegation(m[1]) {
		if subj := mg.mentionText(m[1], true); subj != "" && strings.HasPrefix(m[1], subj) {
			a, aerr := mg.clauses(m[1])
			b, berr := mg.clue(subj + " is in " + m[3])
			if aerr == nil && berr == nil {
				return mg.product(a, b), nil
			}
		}
	}
	// "Louise married a week after Hannah, at the earliest time of day",
	// "Ann left last, on the latest date": a clause, then an extreme its
	// subject is at.
	if m := trailingPlace.FindStringSubmatch(s); m != nil && !hasNegation(m[1]) && mg.hasVerb(m[1]) {
		if f := strings.Fields(m[2]); len(f) >= 3 && strings.EqualFold(f[1], "the") && superlativeWord(strings.ToLower(f[2])) && len(mg.lx.mentions(tokenize(m[2]))) == 0 {
			if subj := mg.mentionText(m[1], true); subj != "" && strings.HasPrefix(m[1], subj) {
				a, aerr := mg.clauses(m[1])
				b, berr := mg.clue(subj + " is " + m[2])
				if aerr == nil && berr == nil {
					return mg.product(a, b), nil
				}
			}
		}
	}
	// "Ben finished in the middle of the pack, in third place", "Cy came
	// last, at 10:00am": a clause that names only its subject, then a
	// phrase of one item said of that subject again.
	if m := trailingPlace.FindStringSubmatch(s); m != nil && mg.onlyMention(m[2]) && !hasNegation(m[1]) { // "wasn't seen first, at 9:00am" says no more
		if ms := mg.lx.mentions(tokenize(m[1])); len(ms) == 1 && ms[0].start == 0 || len(ms) == 1 && mg.mentionText(m[1], true) != "" && strings.HasPrefix(m[1], mg.mentionText(m[1], true)) {
			subj := mg.mentionText(m[1], true)
			a, aerr := mg.clauses(m[1])
			b, berr := mg.clue(subj + " is " + m[2])
			if aerr == nil && berr == nil && mg.hasVerb(m[1]) {
				if x, y, clash := sameCategoryClash(a, b); clash {
					// "Cy came first, at 9:30am" when 9:00am is first
					return nil, errorf("it says %q is %q, two of one category", mg.p.Domains[x.D].Items[x.I], mg.p.Domains[y.D].Items[y.I])
				}
				return mg.product(a, b), nil
			}
		}
	}
	// "The walker from Dunford covered the shortest distance, setting off
	// an hour later than Alan", "Bo came second, finishing 2 minutes
	// behind Cy": a participle's clause after the comma is said of the
	// subject.
	if m := participleClause.FindStringSubmatch(s); m != nil && !notParticiples[strings.ToLower(m[3])] && mg.hasVerb(m[1]) {
		if subj := mg.mentionText(m[1], true); subj != "" && strings.HasPrefix(m[1], subj) {
			a, aerr := mg.clauses(m[1])
			b, berr := mg.clue(subj + " " + m[2])
			if past := pastOfParticiple(strings.ToLower(m[3])); past != "" {
				// "..., outscoring every other team": "outscored every
				// other team", the comparison the participle says
				b, berr = mg.clue(subj + " " + past + m[2][len(m[3]):])
			}
			if aerr == nil && berr == nil {
				return mg.product(a, b), nil
			}
		}
	}
	// "Mr Quinn lives next door to Mr Shaw, but not to Mr Pike": the first
	// clause again with the last item, negated.
	if m := butNot.FindStringSubmatch(s); m != nil && mg.onlyMention(m[3]) {
		if cs, ok := mg.butNot(m[1], m[2], m[3]); ok {
			return cs, nil
		}
	}
	// "The heron was seen later than the wren, but not on Sunday", "Ann
	// finished ahead of Bo, though not in first place": a place or time
	// the first clause's subject was not at (its preposition is none
	// before the clause's last item, so no comparison with it).
	if m := butNot.FindStringSubmatch(s); m != nil && mg.onlyMention(m[3]) && (m[2] == "on" || m[2] == "in" || m[2] == "at") {
		if subj := mg.mentionText(m[1], true); subj != "" && strings.HasPrefix(m[1], subj) && !strings.HasSuffix(strings.ToLower(strings.TrimSuffix(strings.TrimSpace(m[1]), mg.mentionText(m[1], false))), " "+m[2]+" ") {
			a, aerr := mg.clauses(m[1])
			b, berr := mg.clue(subj + " is not " + m[3])
			if aerr == nil && berr == nil && mg.hasVerb(m[1]) {
				return mg.product(a, b), nil
			}
		}
	}
	// "Jasper sat to the right of the hot dog eater, though not beside
	// him", "Colm's stall is east of Bea's, though not next to it": another
	// relation of the subject, negated, with the clause's last item (the
	// pronoun is not the subject, who would be "himself").
	if m := butNot.FindStringSubmatch(s); m != nil && m[2] == "" {
		if cs, ok := mg.butNotPronoun(m[1], m[3]); ok {
			return cs, nil
		}
	}
	// "Jo had the scone, but not with a latte or a cappuccino", "Mr Quinn
	// lives next to Mr Shaw, but not to Mr Pike or Mr Ray": neither.
	if m := butNot.FindStringSubmatch(s); m != nil {
		if cs, ok := mg.butNotAny(m[1], m[2], m[3]); ok {
			return cs, nil
		}
	}
	// "Hal is the youngest of the four, a 5th grader": the subject is also
	// the noun phrase at the end.
	if m := trailingAppositive.FindStringSubmatch(s); m != nil {
		if subj := mg.mentionText(m[1], true); subj != "" && mg.onlyMention(m[2]) {
			a, aerr := mg.clue(m[1])
			b, berr := mg.clue(subj + " is " + m[2])
			if aerr == nil && berr == nil {
				return mg.product(a, b), nil
			}
		}
	}
	if cs, ok := mg.trailingAppositiveOfObject(s); ok { // commaseries.go: "... ahead of Petrov, the highest rated of the five"
		return cs, nil
	}
	if cs, ok := mg.trailingRelative(s); ok {
		return cs, nil
	}
	// "Nora paid either Mr. Sloan or the Elm Road seller $6, but she didn't
	// buy the lamp there": "there" is where the either/or happened (the
	// one it is said of, $6), and "she" the story's own person, no item.
	if m := eitherThere.FindStringSubmatch(s); m != nil && mg.onlyMention(m[3]) {
		if cs, ok := mg.eitherThereClues(m[1], hasNegation(m[2]), m[3]); ok {
			return cs, nil
		}
	}
	// "The Browns aren't at Beck Barn, and neither are they off to
	// Yorkshire", "..., nor did she order tea": the same subject, and the
	// second clause negated too.
	if m := neitherPronoun.FindStringSubmatch(s); m != nil && hasNegation(m[1]) && !hasNegation(m[3]) {
		if subj := mg.mentionText(m[1], true); subj != "" && strings.HasPrefix(m[1], subj) {
			// the pronoun may be the clause's other item too ("Ann isn't
			// married to Tom, and neither is he from Leeds"): both are
			// kept, subject first; more items are not read
			var refs []string
			switch ms := mg.lx.mentions(tokenize(m[1])); len(ms) {
			case 1:
				refs = []string{subj}
			case 2:
				if other := mg.mentionText(m[1], false); other != "" && other != subj {
					refs = []string{subj, other}
				}
			}
			a, aerr := mg.clue(m[1])
			var all [][]logicgrid.Clue
			for _, ref := range refs {
				b, berr := mg.clue(ref + " " + m[2] + " not " + m[3])
				if aerr != nil || berr != nil {
					all = nil
					break
				}
				all = append(all, mg.product(a, b)...)
			}
			if len(all) > 0 {
				return distinctReadings(all), nil
			}
		}
	}
	for _, sep := range []string{"; ", ", and ", ", but ", ", yet ", ", even though ", ", although ", ", though ", ", while ", ", whereas ", " whereas ", ", nor ", ", so ", " and ", " but ", " yet "} {
		parts := strings.Split(s, sep)
		if len(parts) < 2 || sep == ", so " && notSoThen[firstWord(strings.ToLower(parts[1]))] {
			continue // "..., so that ...": a purpose; "..., so did Bo": the same again, not read
		}
		all := [][]logicgrid.Clue{nil}
		ok := true
		for i, part := range parts {
			part = strings.TrimSpace(part)
			if i > 0 && sep == ", nor " {
				// "..., nor did he buy the clock": "he did not buy the clock"
				if part, ok = inverted(part); !ok {
					break
				}
			}
			if i == 0 && sep == " and " && mg.mentionList(part) {
				// "Dmitri, the arts editor and the green tea drinker have
				// later deadlines than Chiara": the "and" ends a list of
				// three (split there, the first two read as one person,
				// and Dmitri's deadline was left out)
				ok = false
				break
			}
			if i > 0 && sep == " and " && strings.Contains(part, " but ") && !strings.Contains(parts[0], " but ") {
				// "Dale was lighter than Bruce and Erin but heavier than
				// all the others": the "and" joins Bruce and Erin; the
				// "but" splits the clauses (read as "Erin was the
				// heaviest": a silent misreading)
				ok = false
				break
			}
			other := ""
			if i > 0 {
				// "Ben is 32 and owns the fish", "... but older than Dan",
				// "..., and she is not 30": a clause with no subject of its
				// own is about the first clause's subject; so is a last
				// word "her" ("..., and Lee arrived after her").
				if subject, o, paired := mg.pronounPairEither(part, parts[0]); paired {
					part, other = subject, o
				} else {
					bare := part
					part = mg.withSubject(part, parts[0])
					if first := strings.TrimSpace(parts[0]); part != bare && strings.HasPrefix(part, first) && len(tokenize(first)) > 2 && mg.hasVerb(first) {
						// "The show opened with the juggler and closed with
						// a song": the first clause whole is no subject
						// (read so, the second said the first again)
						ok = false
						break
					}
				}
				part = mg.stillThan(part, parts[0])
				part = mg.sameThan(part, parts[0])
				part = mg.elidedThan(part, parts[0]) // elidedthan.go: "..., and its fare is $14 less"
				part = mg.ofTwoAfter(part, parts[0]) // elidedthan.go: "..., though B is the younger of the two"
				if part, ok = mg.elseAfter(part, parts[0]); !ok {
					break
				}
				if elliptic(part) { // "..., but not to Mr Pike" left its words out
					ok = false
					break
				}
			}
			mg.beforeBut = (sep == ", but " || sep == " but ") && i < len(parts)-1
			if said, ok := didSaid(part, parts[0]); ok && i > 0 {
				// "Ginger did not order the ginger tea, but the friend who
				// did sat to her right": who did order the ginger tea
				part = said
			}
			pc, perr := mg.clue(part)
			mg.beforeBut = false
			if perr == nil && i > 0 && strings.EqualFold(firstWord(part), "both") {
				// "..., but both she and the volunteer who read to the
				// toddlers drew more than ten children": two people, as a
				// sentence of its own says (bothSaid; read as a clause,
				// they might be one)
				if ac, aerr := mg.clauses(part); aerr == nil {
					pc = ac
				}
			}
			if perr == nil && sep != " and " && sep != " but " && strings.Count(part, ", ") >= 2 {
				// "..., and her hut, the lemon one, is at the end": an
				// aside between commas is read as a whole sentence's is
				// (read as a clause, "the lemon one" was another hut)
				if ac, aerr := mg.clauses(part); aerr == nil {
					pc = ac
				}
			}
			if perr != nil && sep != " and " && sep != " but " && (strings.Contains(part, " but ") || strings.Contains(part, ", though ") || strings.Contains(part, ", although ")) {
				// "..., and B scored more than C but less than D", "A ...;
				// her stall is east of Bea's, though not next to it"
				pc, perr = mg.clauses(part)
			} else if perr != nil && dayPartPhrase.MatchString(part) {
				// "..., and Dunmore's delivery came in the afternoon": the
				// part of the day is read by clauses (dayparts.go)
				pc, perr = mg.clauses(part)
			}
			if perr == nil && !mg.hasVerb(part) {
				perr = errorf("no verb") // "Irene, Ned" is a list, not a clause
			}
			if perr == nil {
				pc, perr = mg.eitherPair(pc, other)
			}
			if perr != nil {
				ok = false
				break
			}
			all = mg.product(all, pc)
		}
		if ok {
			return all, nil
		}
	}
	return nil, err
}

// ofFormerLatter is "Of A and B, ..." with "the former" or "the latter"
// after the comma.
var ofFormerLatter = lazyRE(`(?i)^\s*of (.+?) and ([^,]+), (.*\bthe (?:former|latter)\b.*)$`)

// namesNothing reports whether an aside ("the grocer") is only an article
// and plain words: no item, no superlative, ordinal, number, comparison or
// gendered noun, which other readings take.
func (mg *magazine) namesNothing(aside string) bool {
	ts := phrasal(tokenize(aside)) // "the baby of the group": the youngest
	if len(mg.lx.mentions(ts)) > 0 {
		return false
	}
	for k, t := range ts {
		_, ordinal := ordinals[t.w]
		_, cmp := comparatives[t.w]
		if ordinal || cmp || superlativeWord(t.w) || genderNouns[t.w] != unknownGender || amountish(ts, k) || t.w == "last" || t.w == "one" || t.w == "only" {
			return false
		}
	}
	return true
}

// elseAfter reads "..., but lighter than everyone else's" after a clause
// that compared the same subject the other way with items it names
// ("Carla's fish was heavier than Frank's"): everyone else is everyone but
// those, so the subject is next to that end ("the second lightest"; with
// two named, the third). It was read as the lightest, which the first
// clause denies (a sentence read so has no solution). Any other clause is
// returned as it is; ok is false when the two directions cannot be told
// apart from the words ("outscored A but scored less than everyone
// else": outscored is "ahead", whose direction the category decides).
func (mg *magazine) elseAfter(clause, first string) (string, bool) {
	ts := tokenize(clause)
	inMention := mentionMarks(ts, mg.lx.mentions(ts))
	at, _, err := thanEveryone(ts, inMention, mg.p.N())
	if at < 0 || err != nil {
		return clause, true
	}
	fs := tokenize(first)
	fin := mentionMarks(fs, mg.lx.mentions(fs))
	fc, than := -1, -1
	for k, t := range fs {
		if _, ok := comparatives[t.w]; ok && !fin[k] && fc < 0 {
			fc = k
		}
		if fc >= 0 && t.w == "than" && than < 0 {
			than = k
		}
	}
	if than < 0 {
		than = fc // "outweighed Frank's": the items right after the verb
	}
	named := 0
	for k := than + 1; fc >= 0 && k < len(fs); k++ {
		if fin[k] && (k == than+1 || !fin[k-1]) {
			named++
		}
	}
	if named == 0 || named+1 >= len(ordinalNames) {
		return clause, true
	}
	for _, w := range []string{fs[fc].w, ts[at].w} {
		if !plainComparative(w) {
			return clause, false
		}
	}
	if fc > 0 && passive[fs[fc-1].w] && passiveVerbs[fs[fc].w] || at > 0 && passive[ts[at-1].w] && passiveVerbs[ts[at].w] {
		return clause, false // "was outweighed by": the other way
	}
	if comparatives[fs[fc].w].sign == comparatives[ts[at].w].sign {
		return clause, true
	}
	if !oneScale(fs[fc].w, ts[at].w) {
		// "was served immediately before Miss Lowe, and spent more than
		// anyone else": two measures, so everyone else is everyone (it
		// was read as the second most)
		return clause, true
	}
	sup := ""
	for w, c := range superlatives {
		if c == ts[at].w && (sup == "" || w < sup) {
			sup = w
		}
	}
	if sup == "" {
		return clause, true
	}
	return clause[:ts[at].col-1] + "the " + ordinalNames[named+1] + " " + sup, true
}

// oneScale reports whether comparatives a and b may be the two ways of
// one measure: not when one is of time or order ("before", "later") and
// the other is not ("was served before Miss Lowe, and spent more").
func oneScale(a, b string) bool {
	order := set("before after earlier later sooner")
	return order[a] == order[b]
}

// plainComparative reports whether a comparative's sign is its direction
// in every category ("heavier", "later"; not "ahead", "better",
// "outscored", whose direction the category decides).
func plainComparative(w string) bool {
	return w != "ahead" && w != "behind" && w != "better" && w != "worse" && !beatWords[w] && !trailWords[w]
}

// fullName is the index of a mention followed right away (one space, no
// comma) by one of another category of people's names, both capitalised:
// "Lena Grant", "Joel Fisher" of first and last names. -1 when there is
// none.
func (mg *magazine) fullName(ts []tok, ms []mention, its []logicgrid.Item) int {
	for k := 0; k+1 < len(ms); k++ {
		a, b := ms[k], ms[k+1]
		if a.end != b.start || its[k].D == its[k+1].D || len(a.items) != 1 || len(b.items) != 1 {
			continue
		}
		if ts[b.start].col-1-ts[a.end-1].end != 1 || !capitalised(ts[a.start].raw) || !capitalised(ts[b.start].raw) || possessive(ts[a.end-1].raw) {
			continue
		}
		if mg.nameCategory(its[k].D) && mg.nameCategory(its[k+1].D) {
			return k
		}
	}
	return -1
}

// nameCategory reports whether category d is people's names: first
// names, surnames, last names.
func (mg *magazine) nameCategory(d int) bool {
	return mg.num[d] == nil && (mg.personCategory(d) || strings.Contains(strings.ToLower(mg.p.Domains[d].Name), "name"))
}

// capitalised reports whether a word starts with a capital letter.
func capitalised(w string) bool { return w != "" && w[0] >= 'A' && w[0] <= 'Z' }

// mentionMarks marks the tokens of the mentions ms.
func mentionMarks(ts []tok, ms []mention) []bool {
	in := make([]bool, len(ts))
	for _, m := range ms {
		for k := m.start; k < m.end && k < len(in); k++ {
			in[k] = true
		}
	}
	return in
}

// stillThan reads "..., but Barb's was heavier still" ("even heavier",
// "heavier yet") after a clause about first's subject: the comparison is
// with that subject ("Barb's was heavier than Abe's"). Any other clause is
// returned as it is.
func (mg *magazine) stillThan(clause, first string) string {
	ts := tokenize(clause)
	if hasWord(ts, "than") {
		return clause
	}
	for k, t := range ts {
		if _, cmp := comparatives[t.w]; !cmp {
			continue
		}
		var drop tok
		switch {
		case k+1 < len(ts) && (ts[k+1].w == "still" || ts[k+1].w == "yet") && k+2 == len(ts):
			drop = ts[k+1]
		case k > 0 && (ts[k-1].w == "even" || ts[k-1].w == "still"):
			drop = ts[k-1]
		default:
			continue
		}
		subj := mg.mentionText(first, true)
		if subj == "" {
			return clause
		}
		cut := strings.TrimSpace(clause[:drop.col-1]) + " " + strings.TrimSpace(strings.TrimRight(clause[drop.end:], ".!"))
		// "Tyrell's number is lower than Marcus's, and Devon's is lower
		// still": Devon's number, lower than Tyrell's number (the first
		// clause's noun says what is compared; without it "lower" could
		// measure another category).
		if m := possessiveNoun.FindStringSubmatch(first); m != nil && strings.HasPrefix(strings.TrimSpace(first), subj) {
			if c := possessiveBare.FindStringSubmatchIndex(cut); c != nil {
				cut = cut[:c[3]] + " " + m[2] + cut[c[3]:]
				subj = m[1] + " " + m[2]
			}
		}
		return strings.TrimSpace(cut) + " than " + subj
	}
	return clause
}

// sameThan completes a later clause's comparison that names no one to
// compare with, when the first clause compares the same subject with
// someone: "Vi saw fewer birds than Al did, though she went out later in
// the week" is later than Al. The later clause must name the subject
// only (withSubject put it in the pronoun's place) and say nothing after
// the comparative but plain words ("in the week"); else it is left as it
// is (and refused: later than whom?).
func (mg *magazine) sameThan(clause, first string) string {
	ts := tokenize(clause)
	if hasWord(ts, "than") {
		return clause
	}
	subj := mg.mentionText(first, true)
	cms := mg.amountsOut(ts, mg.lx.mentions(ts)) // "sold for $100 less": the amount is no item
	if subj == "" || !strings.HasPrefix(clause, subj) || len(cms) != 1 || cms[0].start != 0 {
		return clause
	}
	fts := tokenize(first)
	fms := mg.lx.mentions(fts)
	if len(fms) != 2 || fms[0].start != 0 {
		return clause
	}
	fcmp := -1
	for k := fms[0].end; k < fms[1].start; k++ {
		if _, ok := comparatives[fts[k].w]; ok {
			fcmp = k
		}
	}
	if fcmp < 0 || !(fts[fms[1].start-1].w == "than" || onlyWordsFrom(fts, fcmp+1, fms[1].start, "of", "the")) {
		return clause // "Ann paid more than Bo", "made 3 years after Bo's": its subject and the one it is compared with, nothing else
	}
	obj := first[fts[fms[1].start].col-1 : fts[fms[1].end-1].end]
	inMention := make([]bool, len(ts))
	for k := cms[0].start; k < cms[0].end; k++ {
		inMention[k] = true
	}
	cmp := -1
	for k, t := range ts {
		if _, ok := comparatives[t.w]; ok && !inMention[k] {
			if cmp >= 0 {
				return clause // two comparatives
			}
			cmp = k
		}
	}
	if cmp < 0 || ts[cmp].w == "before" || ts[cmp].w == "after" || ts[cmp].w == "ahead" || ts[cmp].w == "behind" {
		return clause // no comparison, or one that takes its object right after ("after Bo")
	}
	for k := cmp + 1; k < len(ts); k++ {
		if w := ts[k].w; !set("in the week day month year season morning evening afternoon night too also as well")[w] {
			return clause
		}
	}
	return strings.TrimRight(strings.TrimSpace(clause), ".!") + " than " + obj
}

// objectIt is the token of the one "it" that is a clause's object ("the
// club read it after ..."), or -1: none, several, or "it" as a subject
// ("..., which it was").
func objectIt(ts []tok) int {
	at := -1
	for k, t := range ts {
		if t.w != "it" && t.w != "its" {
			continue
		}
		if at >= 0 || t.w == "its" || k == 0 || stop[ts[k-1].w] && ts[k-1].w != "by" || copulas[wordAt(ts, k+1)] {
			return -1
		}
		at = k
	}
	return at
}

// thingFirst reports whether the first item a clause names is a thing,
// of no category of people ("the teacake").
func (mg *magazine) thingFirst(clause string) bool {
	ms := mg.lx.mentions(tokenize(clause))
	return len(ms) > 0 && len(ms[0].items) == 1 && !mg.personCategory(ms[0].items[0].D)
}

// thingSubject reports whether the first clause is about a thing of its
// subject's ("Harold's choice was ..."), which "it" can stand for, not a
// person.
func (mg *magazine) thingSubject(first string) bool {
	ts := tokenize(first)
	ms := mg.lx.mentions(ts)
	if len(ms) == 0 || ms[0].start != 0 && !(ms[0].start == 1 && ts[0].w == "the") { // "The harbor scene was ..."
		return false
	}
	if strings.HasSuffix(ts[ms[0].end-1].raw, "'s") || strings.HasSuffix(ts[ms[0].end-1].raw, "’s") {
		return ms[0].end < len(ts) && !stop[ts[ms[0].end].w] && !copulas[ts[ms[0].end].w] // "Harold's choice", not "Harold's is"
	}
	return len(ms[0].items) == 1 && !mg.personCategory(ms[0].items[0].D)
}

// personAfterSubject is the name of the one person of sex want (or of
// unknown sex) that clause names after its subject, or "" when none or
// several are.
func (mg *magazine) personAfterSubject(clause string, want gender) string {
	g, people := mg.genders()
	if people < 0 && mg.personCategory(0) {
		people, g = 0, nil // no sexes known: any one person
	}
	if people < 0 {
		return ""
	}
	found := -1
	for _, m := range mg.lx.mentions(tokenize(clause))[1:] {
		for _, it := range m.items {
			if it.D != people || g != nil && g[it.I] != unknownGender && g[it.I] != want {
				continue
			}
			if found >= 0 && found != it.I {
				return ""
			}
			found = it.I
		}
	}
	if found < 0 {
		return ""
	}
	return mg.p.Domains[people].Items[found]
}

// sexKnown reports whether the person named by text is known (by name,
// title or story) to be of sex want.
func (mg *magazine) sexKnown(text string, want gender) bool {
	g, people := mg.genders()
	if people < 0 || g == nil {
		return false
	}
	ms := mg.lx.mentions(tokenize(text))
	if len(ms) != 1 {
		return false
	}
	for _, it := range ms[0].items {
		if it.D == people {
			return g[it.I] == want
		}
	}
	return false
}

// thingNounedFirst reports whether clause opens with a thing named with
// its category's noun ("the violet door"): no he or she.
func (mg *magazine) thingNounedFirst(clause string) bool {
	_, nouned := mg.thingOpening(clause)
	return nouned
}

// thingNamedFirst is the words that open clause and name one item of a
// category of things (not the first category), with an article before
// and the category's noun after ("the violet door"), or "" when it opens
// otherwise.
func (mg *magazine) thingNamedFirst(clause string) string {
	s, _ := mg.thingOpening(clause)
	return s
}

// thingOpening is thingNamedFirst, and whether the category's noun
// follows the item.
func (mg *magazine) thingOpening(clause string) (string, bool) {
	ts := tokenize(clause)
	ms := mg.lx.mentions(ts)
	if len(ms) == 0 || possessive(ts[ms[0].end-1].raw) || ms[0].start > 1 || ms[0].start == 1 && !set("the a an")[ts[0].w] {
		return "", false
	}
	end := ms[0].end
	nouned := func(d int) bool {
		return end < len(ts) && (hasCue(mg.lx.cues[d], ts[end].w) || singular(ts[end].w) == domainNoun(mg.p.Domains[d].Name))
	}
	thingNoun := func() bool { // "the blue hut": the noun of the row, a thing
		return end < len(ts) && (mg.positionNoun(ts[end].w) || positionRowNouns[singular(ts[end].w)])
	}
	var its []logicgrid.Item // "violet" the door and Violet: the noun after says which
	for _, it := range ms[0].items {
		if len(ms[0].items) == 1 || nouned(it.D) {
			its = append(its, it)
		}
	}
	if len(its) != 1 || mg.personCategory(its[0].D) || its[0].D == 0 || ms[0].start == 0 {
		return "", false // (the first category is who the puzzle is about; a thing is "the ...")
	}
	n := nouned(its[0].D) || thingNoun()
	if n {
		end++ // "the violet door"
	} else if end >= len(ts) || !copulas[ts[end].w] {
		return "", false // "the £120 walker", "the border collie's owner": a person, or who knows
	}
	return clause[:ts[end-1].end], n
}

// ownerNoun reports whether t is a possessive noun of a person that says
// nothing more of them ("the Bristol woman's pie" where every one is a
// woman, "the Canton grower's"): a noun of one sex only when the puzzle
// says everyone is of that sex.
func (mg *magazine) ownerNoun(t tok) bool {
	raw := strings.ToLower(t.raw)
	if !strings.HasSuffix(raw, "'s") && !strings.HasSuffix(raw, "’s") {
		return false
	}
	w := strings.TrimSuffix(strings.TrimSuffix(t.w, "'s"), "s")
	if w == t.w {
		w = t.w
	}
	for _, n := range []string{t.w, w, strings.TrimSuffix(t.w, "s")} {
		if sex, ok := genderNouns[n]; ok && sex != unknownGender {
			g, people := mg.genders()
			if people < 0 || len(g) == 0 {
				return false
			}
			for _, x := range g {
				if x != sex {
					return false
				}
			}
			return true
		}
		if guardPersonNouns[n] {
			return true
		}
	}
	return false
}

// eitherThere is an either/or clause, then a clause of a person no item
// names that did (or did not) do something "there".
var eitherThere = lazyRE(`(?i)^(.*\beither\b.*\bor\b.*?),? (?:but|and) (?:she|he|they|we|i) ((?:did(?:n't| not)|never|also) )?[a-z]+ (.+?) (?:there|at that one|from that one)[.!]?$`)

// eitherThereClues reads eitherThere: the first clause, read as one
// either/or of the item x it is said of, and the item named after the
// verb, the same as x or (negated) not. ok is false when the first clause
// is no such either/or, or names its subject as an item ("Ann bought
// either ...": "she" could be Ann).
func (mg *magazine) eitherThereClues(first string, negated bool, object string) ([][]logicgrid.Clue, bool) {
	fts := tokenize(first)
	if fms := mg.lx.mentions(fts); len(fms) == 0 || fms[0].start == 0 || wordAt(fts, 0) == "either" {
		return nil, false
	}
	rs, err := mg.clue(first)
	if err != nil || len(rs) != 1 || len(rs[0]) != 1 || rs[0][0].Kind != logicgrid.Either {
		return nil, false
	}
	oms := mg.lx.mentions(tokenize(object))
	if len(oms) != 1 || len(oms[0].items) != 1 {
		return nil, false
	}
	x, y := rs[0][0].Items[0], oms[0].items[0]
	if x.D == y.D {
		return nil, false
	}
	kind := logicgrid.Same
	if negated {
		kind = logicgrid.Different
	}
	return [][]logicgrid.Clue{{rs[0][0], {Kind: kind, Items: []logicgrid.Item{y, x}}}}, true
}

// otherOwn is "the other's" and a noun in "of A and B, one ... and the
// other's pie brought $35".
var otherOwn = lazyRE(`(?i)^(of .*\bthe other)(?:'s|’s) ([a-z]+)\b`)

// otherPossessive says "the other's pie brought $35" as "the other
// brought $35": the other's own thing is of their row (a noun naming no
// item and no relation: "the other's sister" is someone else, left as it
// is).
func (mg *magazine) otherPossessive(s string) string {
	m := otherOwn.FindStringSubmatchIndex(s)
	if m == nil {
		return s
	}
	noun := strings.ToLower(s[m[4]:m[5]])
	if kinNoun(noun) || len(mg.lx.mentions(tokenize(noun))) > 0 {
		return s
	}
	return s[:m[3]] + s[m[5]:]
}

// kinNoun reports whether w names a relation to another person
// ("sister", "boss"), guard.go's senseKin.
func kinNoun(w string) bool {
	for _, r := range guardRules {
		if r.sense == senseKin && slices.Contains(r.phrases, w) {
			return true
		}
	}
	return false
}

// onlyWordsFrom reports whether the tokens from..to are all among words.
func onlyWordsFrom(ts []tok, from, to int, words ...string) bool {
	for k := from; k < to; k++ {
		if !slices.Contains(words, ts[k].w) {
			return false
		}
	}
	return true
}

// possessiveNoun is a clause's subject said as a possessive and a noun
// ("Tyrell's number"), possessiveBare one said as a possessive alone
// before its verb ("Devon's is").
var (
	possessiveNoun = lazyRE(`^\s*(\S+(?:'s|’s|s'))\s+([a-z]+)\b`)
	possessiveBare = lazyRE(`^\s*(?:(?:and|but|yet|while)\s+)?(\S+(?:'s|’s|s'))\s+(?:is|was|are|were|has|had|weighed|weighs|cost|costs|measured|measures|came|ran|went)\b`)
)

// secondSubject is a pronoun that opens a second clause: ", but she",
// "; he", ", and his", ", but one of those two".
var secondSubject = lazyRE(`(?i)[,;]\s+(?:(?:and|but|while|so|yet)\s+){0,2}(?:(?:both|neither|either)\s+)?(?:he|she|it|they|his|her|its|their|(?:one|neither|both) of (?:them|those|these|the two))\b`)

// ownClauseJoints join two clauses that may each have a subject of their own.
var ownClauseJoints = []string{", and ", ", but ", "; "}

// ownSecondClause reports whether s is two clauses, each with a verb, the
// second opening with an item of its own ("..., and George isn't their
// captain"): such a sentence is never read as one clause.
func (mg *magazine) ownSecondClause(s string) bool {
	return mg.secondClauseText(s) != ""
}

// secondClauseText is the joint and the second clause's first word of
// such a sentence (", and George"), or "".
func (mg *magazine) secondClauseText(s string) string {
	for _, sep := range ownClauseJoints {
		first, rest, ok := strings.Cut(s, sep)
		if !ok || !mg.hasVerb(first) || !mg.hasVerb(rest) {
			continue
		}
		ts := tokenize(rest)
		if hasWord(ts, "different") && (hasWord(ts, "are") || hasWord(ts, "were")) {
			continue // "A, the one who did X, and B are three different people": one list
		}
		if ms := mg.lx.mentions(ts); (startsMention(ms) || len(ms) > 0 && ms[0].start == 1 && ts[0].w == "the" && !strings.ContainsAny(first, ",;") && mg.hasVerb(rest[ts[ms[0].end-1].end:])) && ms[0].end < len(ts) {
			// ("..., and the flapjack was eaten by a man": a subject with
			// its article and a verb of its own, after one clause, no list)
			return strings.TrimSpace(sep) + " " + rest[:ts[ms[0].end-1].end]
		}
		if ms := mg.lx.mentions(ts); len(ts) > 1 && (ts[0].w == "neither" && hasWord(ts, "nor") || ts[0].w == "both" && hasWord(ts, "and")) && len(ms) > 0 && ms[0].start == 1 && ms[0].end < len(ts) {
			// "Doug isn't Mr. Price, and neither Ellen nor Walter has ...":
			// a subject pair of its own
			return strings.TrimSpace(sep) + " " + rest[:ts[ms[0].end-1].end]
		}
	}
	return ""
}

// notSoThen open a clause after ", so" that is no second fact of its own.
var notSoThen = set("that did does do was were is are had has could would can will")

// onlyWords reports whether the tokens from..to are free and, besides
// articles, exactly one of words ("for" in "sold the Corvair for $18,000").
func onlyWords(ts []tok, inMention []bool, from, to int, words ...string) bool {
	n := 0
	for k := from; k < to; k++ {
		if inMention[k] {
			return false
		}
		switch {
		case slices.Contains(words, ts[k].w):
			n++
		case ts[k].w != "the" && ts[k].w != "a" && ts[k].w != "an":
			return false
		}
	}
	return n == 1
}

// oneOf reports whether the clause opens "(exactly|only) one of" right
// before its first mention.
func oneOf(ts []tok, inMention []bool, ms []mention) bool {
	k := 0
	if k < len(ts) && (ts[k].w == "exactly" || ts[k].w == "only" || ts[k].w == "just") {
		k++
	}
	return len(ms) > 0 && wordAt(ts, k) == "one" && wordAt(ts, k+1) == "of" && ms[0].start == k+2 ||
		len(ms) > 0 && wordAt(ts, k) == "one" && wordAt(ts, k+1) == "of" && wordAt(ts, k+2) == "the" && ms[0].start == k+3 && !inMention[k+2]
}

// neitherToo is a negated clause followed by ", and neither is X" or ",
// nor did X".
// ", and so did X" repeats a clause that is not.
// withoutPossessive is s without a closing "'s" ("George's" is George).
func withoutPossessive(s string) string {
	return strings.TrimSuffix(strings.TrimSuffix(s, "'s"), "’s")
}

// comparing reports whether s compares ("towered over everyone else's",
// "more than", "overshadowed the others"): a clause that says something
// of the items, though it may not be read.
func comparing(s string) bool {
	for _, t := range tokenize(s) {
		if _, cmp := comparatives[t.w]; cmp || set("than over under else others everyone everybody anyone anybody")[t.w] {
			return true
		}
	}
	return false
}

// inflexibleNo are words after "no" that make no quantified subject ("no
// more than", "no later").
var inflexibleNo = set("more less later earlier sooner longer fewer than")

// nothingNobody says "Nothing grew shorter than Cyril's" and "No one's
// sunflower was taller" as "Nobody grew ..." and "No sunflower was ...".
var (
	nothingAt  = lazyRE(`(?i)(^|,\s*(?:and|but)\s+|;\s*)nothing\b`)
	noOnesNoun = lazyRE(`(?i)(^|,\s*(?:and|but)\s+|;\s*)(?:no one|no-one|nobody)['’]s\s+`)
)

// semicolonNeither is "; neither did B" said ", and neither did B".
var semicolonNeither = lazyRE(`(?i);\s*(neither|so|nor) `)

var neitherToo = lazyRE(`(?i)^(.+?),? (?:and (neither|so)|(nor)|and nor) (?:is|was|does|did|do|has|had|were|are|can|will|could|would) (.+?)[.!]?$`)

// neitherPronoun is a negated clause and "and neither"/"nor" with a
// pronoun for its subject: "..., and neither are they off to Leeds".
var neitherPronoun = lazyRE(`(?i)^(.+?),? (?:and neither|and nor|nor) (is|was|does|did|do|has|had|were|are|can|will|could|would) (?:he|she|they|it) (.+?)[.!]?$`)

// hasNegation reports whether clause s says "not".
func hasNegation(s string) bool {
	for _, t := range tokenize(s) {
		if negationWords[t.w] {
			return true
		}
	}
	return false
}

// onlyMention reports whether s names one item and says nothing else of
// it: no comparison, negation or amount ("the 9:00am traveler", "Cy").
func (mg *magazine) onlyMention(s string) bool {
	ts := tokenize(s)
	ms := mg.lx.mentions(ts)
	if len(ms) == 2 && len(ms[0].items) == 1 && len(ms[1].items) == 1 && mg.fullName(ts, ms, []logicgrid.Item{ms[0].items[0], ms[1].items[0]}) == 0 {
		ms = []mention{{items: ms[0].items, start: ms[0].start, end: ms[1].end}} // "Hank Irwin": one person
	}
	if len(ms) != 1 || len(ts) > 0 && pronouns[ts[0].w] { // "nor did he pay $5": a clause of its own
		return false
	}
	for k, t := range ts {
		if k >= ms[0].start && k < ms[0].end {
			continue
		}
		if _, cmp := comparatives[t.w]; cmp || negationWords[t.w] || amountish(ts, k) || t.w == "either" || t.w == "or" {
			return false
		}
	}
	return true
}

// oneReferent reports whether s names one entity: one item
// (onlyMention) or a superlative ("the oldest runner").
func (mg *magazine) oneReferent(s string) bool {
	return mg.onlyMention(s) || mg.superlativeAlone(s)
}

// sentencesOf splits a clue into its sentences at a full stop, "!" or "?"
// followed by a capital letter, not after a title or initial ("Mr. Lee",
// "Mt. Ash", "J. Smith").
func sentencesOf(s string) []string {
	var out []string
	start := 0
	for i := 0; i+2 < len(s); i++ {
		if !strings.ContainsRune(".!?", rune(s[i])) || s[i+1] != ' ' || s[i+2] < 'A' || s[i+2] > 'Z' {
			continue
		}
		word := s[start:i]
		if k := strings.LastIndexAny(word, " ("); k >= 0 {
			word = word[k+1:]
		}
		if s[i] == '.' && (len(word) <= 1 || abbreviations[strings.ToLower(word)]) {
			continue
		}
		out = append(out, strings.TrimSpace(s[start:i+1]))
		start = i + 2
	}
	return append(out, strings.TrimSpace(s[start:]))
}

// abbreviations end with a full stop inside a sentence.
var abbreviations = set("mr mrs ms dr st mt jr sr prof rev capt col gen lt sgt no vs etc ft in lb lbs oz mi km hr hrs min mins sec approx")

// pronouns stand for the subject of the clause before.
var pronouns = set("he she they it")

// thereRef says the place "there" stands for in a later clause ("Crowhurst
// was not Alan's starting point; the walker from there went two miles
// further"): the one item of a category of places (villages, towns,
// hotels, ...) the first clause names. With none or several, or an
// existential "there was", the clause is returned as it is ("there" is
// then no item, and the clause names too few).
func (mg *magazine) thereRef(clause, first string) string {
	ts := tokenize(clause)
	at := -1
	for k, t := range ts {
		if t.w == "there" && !(k == 0 || existentialAfter[wordAt(ts, k+1)]) {
			if at >= 0 {
				return clause
			}
			at = k
		}
	}
	if at < 0 {
		return clause
	}
	fts := tokenize(first)
	ref := ""
	for _, m := range mg.lx.mentions(fts) {
		if len(m.items) != 1 || !placeNouns[domainNoun(mg.p.Domains[m.items[0].D].Name)] {
			continue
		}
		if ref != "" {
			return clause // two places: which one is not said
		}
		ref = first[fts[m.start].col-1 : fts[m.end-1].end]
	}
	if ref == "" {
		return clause
	}
	return clause[:ts[at].col-1] + ref + clause[ts[at].end:]
}

// existentialAfter follow an existential "there" ("there was", "there
// were two").
var existentialAfter = set("is are was were be been being has have had isnt arent wasnt werent")

// placeNouns name categories of places "there" may stand for.
var placeNouns = set("village town city country state county region island resort hotel inn restaurant cafe venue destination location place road street avenue lane station airport park beach lake river campsite site shop store school club theater theatre museum gallery market")

// commaOutsideQuote is a comma printed inside a closing quote, as American
// style sets it: "spell \"rhythm,\" came": read as "spell \"rhythm\", came".
var commaOutsideQuote = lazyRE(`(\pL)(,)(["”])(\s|$)`)

// ofTheWhole opens a sentence with the whole group: "Of the five runners,
// ...", "Among all four bakers, ...".
// ofAPart is "Of the NOUN(s) who/that/which/from/with ..., ...": a part
// of them, said by a description.
var ofAPart = lazyRE(`^\s*(?i:of|among|out of)\s+(?i:the|all the|all of the)\s+(?:\pL+\s+){0,2}?(?:\pL+s)\s+((?i:who|that|which|whose|from|with|without|in|on|at|over|under|above|below|older|younger|born|made|priced|costing|weighing|sold|bought)\b[^,]*),\s*(.+)$`)

var ofTheWhole = lazyRE(`^\s*(?i:of|among|out of)\s+(?i:the|all|all the|all of the)\s+(\pL+)\s+(\pL+),\s*(.+)$`)

// wholeGroup reports whether "the N NOUNs" is every entity of the puzzle:
// N is its size, and the plural noun names no item ("the five runners",
// never "the two runners" or "the five Ohio runners").
func (mg *magazine) wholeGroup(count, noun string) bool {
	v, ok := numberOf(strings.ToLower(count))
	if !ok || int(v) != mg.p.N() || float64(int(v)) != v {
		return false
	}
	w := strings.ToLower(noun)
	return singular(w) != w && len(mg.lx.mentions(tokenize(noun))) == 0
}

// rankedInWords is "A trailed B in X (and in Y)": a verb of beating or
// trailing, the category it is along named after "in".
var rankedInWords = lazyRE(`(?i)^\s*(.+?)\s+(trailed|trails|lagged behind|lags behind|beat|beats|topped|tops|outdid|outdoes|led|leads)\s+(.+?)\s+(?:both\s+)?in\s+(.+?)(?:,?\s+and\s+(?:also\s+)?in\s+(.+?))?\s*[.!]?\s*$`)

// rankedIn reads "A trailed B in X" as "A was lower in X than B" ("beat",
// "led", "topped": higher), once for each category named after "in"
// ("both in percentage funded and in backers"). Each X must name one
// category of amounts (counts, money, percentages: no ages, places or
// times, where "trailed" would turn), and A and B one item each;
// otherwise the sentence is left to the other readings.
func (mg *magazine) rankedIn(s string) ([]string, bool) {
	m := rankedInWords.FindStringSubmatch(s)
	if m == nil || !mg.onlyMention(m[1]) || !mg.onlyMention(m[3]) {
		return nil, false
	}
	word := "higher"
	if v := strings.ToLower(m[2]); strings.HasPrefix(v, "trail") || strings.HasPrefix(v, "lag") {
		word = "lower"
	}
	var out []string
	for _, x := range []string{m[4], m[5]} {
		if x == "" {
			continue
		}
		if len(mg.lx.mentions(tokenize(x))) > 0 {
			return nil, false // "in the 3rd round": an item, no category
		}
		named := -1
		for _, t := range tokenize(x) {
			for d, nm := range mg.num {
				if nm == nil || d == named || !hasCue(mg.lx.cues[d], t.w) && !sameWord(t.w, domainNoun(mg.p.Domains[d].Name)) {
					continue
				}
				if named >= 0 {
					return nil, false // two categories: which?
				}
				named = d
			}
		}
		if named < 0 {
			return nil, false
		}
		nm := mg.num[named]
		if timeClass(nm.class) || mg.isOrdinal(named) || isAges(mg.p.Domains[named].Name) || isDuration(nm) || nm.class == height {
			return nil, false
		}
		out = append(out, m[1]+" was "+word+" in "+x+" than "+m[3])
	}
	return out, len(out) > 0
}

// atAmount is a sentence opened by an amount: "At 5'10\", Everett is the
// shortest", "At $25,000, the sedan cost the most", "At 54, Ivo is the
// oldest".
var atAmount = lazyRE(`^\s*(?i:at)\s+([^,]+),\s*(.+)$`)

// atAmountOpening reads a sentence opened by "At AMOUNT," where AMOUNT is
// one item of a numeric category: it is a fact of the rest's subject (the
// first item it names, of another category), and the rest is read as
// well. Any other opening ("At the fair, ...", "At noon," where no
// category is of times, a rest with no subject named first) is left to
// the other readings.
func (mg *magazine) atAmountOpening(s string) (func() ([][]logicgrid.Clue, error), bool) {
	m := atAmount.FindStringSubmatch(s)
	if m == nil || !mg.onlyMention(m[1]) {
		return nil, false
	}
	ts := tokenize(m[1])
	ms := mg.lx.mentions(ts)
	if len(ms) != 1 || len(ms[0].items) != 1 || mg.num[ms[0].items[0].D] == nil || ms[0].start != 0 {
		return nil, false
	}
	if timeClass(mg.num[ms[0].items[0].D].class) {
		return nil, false // "At 7:00, Bo was still asleep": a moment, not Bo's time
	}
	rts := tokenize(m[2])
	rms := mg.lx.mentions(rts)
	if len(rms) == 0 || rms[0].start != 0 || len(rms[0].items) != 1 || rms[0].items[0].D == ms[0].items[0].D {
		return nil, false // "At 54, the oldest ...": no named subject first
	}
	subj := mg.mentionText(m[2], true)
	if subj == "" {
		return nil, false
	}
	return func() ([][]logicgrid.Clue, error) {
		fact, err := mg.clue(subj + " is " + m[1])
		if err != nil {
			return nil, err
		}
		rest, err := mg.clauses(m[2])
		if err != nil {
			return nil, err
		}
		return distinctReadings(mg.product(rest, fact)), nil
	}, true
}

// withSubject gives clause the subject of first when it has none: it starts
// with a pronoun (replaced) or with a word that is neither an item nor an
// article ("owns the fish", "older than Dan"). A pronoun ending the clause
// ("her", "hers", "than he did") stands for an item first names: first's
// subject when the clause has a subject of its own ("..., and Olivia
// played later than he did"), else the item first names last ("... after
// the Irwins and stayed longer than they did"). "The latter" and "the
// former" are the last and the first item first names; "that visit" at
// the end is first's subject.
func (mg *magazine) withSubject(clause, first string) string {
	if ts := tokenize(clause); len(ts) > 0 && ts[0].w == "there" {
		// "..., there was a walker who ...": an existential clause has a
		// subject of its own, never the first clause's (it was read as
		// "Alan set off at 9.00am")
		return clause
	}
	clause = mg.thereRef(clause, first)
	if m := latterFormer.FindStringSubmatchIndex(clause); m != nil {
		ref := mg.mentionText(first, strings.EqualFold(clause[m[2]:m[3]], "former"))
		if ref == "" || len(mg.lx.mentions(tokenize(first))) < 2 {
			return clause // nothing to point back to: left unread
		}
		clause = clause[:m[0]] + ref + clause[m[1]:]
	}
	if m := ofThoseTwo.FindStringSubmatch(clause); m != nil {
		// "Brooke isn't the Norwegian, but one of those two swam in Lane
		// 4": either of the two items the first clause names; with any
		// other number named the clause keeps its words (and is refused)
		if len(mg.lx.mentions(tokenize(first))) != 2 {
			return clause
		}
		a, b := mg.mentionText(first, true), mg.mentionText(first, false)
		if a == "" || b == "" || a == b {
			return clause
		}
		switch strings.ToLower(m[1]) {
		case "one":
			return "either " + a + " or " + b + " " + m[2]
		case "neither":
			return "neither " + a + " nor " + b + " " + m[2]
		default:
			return a + " and " + b + " " + m[2]
		}
	}
	ts := tokenize(clause)
	subj := mg.mentionText(first, true)
	if len(ts) == 0 || subj == "" {
		return clause
	}
	if m := trailingIt.FindStringSubmatchIndex(clause); m != nil && len(ts) > 2 && pronouns[ts[0].w] && ts[0].w != "it" {
		// "The violet door is not Violet's; she lives immediately to
		// the right of it": "it" is the thing the first clause is about,
		// "she" a person
		if thing := mg.thingNamedFirst(first); thing != "" {
			clause = clause[:m[2]] + thing + clause[m[3]:]
			ts = tokenize(clause)
		}
	}
	if m := thatOne.FindStringSubmatchIndex(clause); m != nil && len(mg.lx.mentions(tokenize(clause[m[0]:]))) == 0 && demonstrative(clause[:m[0]]) {
		if ref := mg.thatRef(first, clause[m[2]:m[3]]); ref != "" {
			clause = clause[:m[0]] + ref // "Amy assisted with that visit"
			ts = tokenize(clause)
		}
	}
	if len(ts) > 3 && (ts[0].w == "both" || ts[0].w == "neither") && set("he she they")[ts[1].w] {
		// "..., but both she and the volunteer who read to the toddlers
		// drew more than ten children": she is the first clause's subject
		if ref := mg.pronounRef(first, ts[1].raw, true, 1); ref != "" {
			return clause[:ts[1].col-1] + ref + clause[ts[1].end:]
		}
	}
	// ("..., but a shorter one than Nadia" goes on comparing the subject)
	articleCmp := (ts[0].w == "a" || ts[0].w == "an") && len(ts) > 1 && isComparativeWord(ts[1].w)
	// "..., and the year before Bianca": a step of time after "the" goes
	// on with the first clause's subject and verb
	stepCmp := ts[0].w == "the" && len(ts) > 2 && stepOfTime(ts[1].w) && timeWords[ts[2].w]
	if stepCmp {
		if pre := mg.beforeComparison(first); pre != "" {
			return pre + " " + clause
		}
	}
	named := func(ts []tok) bool { // an item first, or a title and an item: "...; Mrs Hollis was on the 9:05am"
		return startsMention(mg.lx.mentions(ts)) || len(ts) > 1 && set("mr mrs ms miss mx dr prof rev sir dame lady lord")[ts[0].w] && startsMention(mg.lx.mentions(ts[1:]))
	}
	own := ts[0].w == "the" || (ts[0].w == "a" || ts[0].w == "an") && !articleCmp || named(ts) ||
		(ts[0].w == "neither" && hasWord(ts, "nor") || ts[0].w == "both" && hasWord(ts, "and")) && len(ts) > 1 && named(ts[1:]) || // "..., and neither Ellen nor Walter has ..."
		set("nobody noone nothing none")[ts[0].w] || ts[0].w == "no" && len(ts) > 1 && !inflexibleNo[ts[1].w] && !pronouns[ts[1].w] && !possessivePronouns[ts[1].w] && !stop[ts[1].w] // "..., and nobody grew shorter than his"
	// "..., yet raised £25 more than she did": in a clause with no subject
	// of its own, a pronoun after "than" is the one the first clause
	// compared its subject with (no one is compared with themself).
	if m := thanPronoun.FindStringSubmatchIndex(clause); m != nil && !own && !pronouns[ts[0].w] && len(mg.lx.mentions(tokenize(first))) >= 2 {
		if obj := mg.mentionText(first, false); obj != "" {
			clause = clause[:m[2]] + obj
			ts = tokenize(clause)
		}
	}
	if contractedIs(ts[0].raw) {
		// "..., but it's also the shortest": "it is" (tokens drop the
		// apostrophe: "its" would be the possessive)
		return subj + " is " + strings.TrimSpace(clause[ts[0].end:])
	}
	switch {
	case pronouns[ts[0].w] && mg.pronounPairSays(first, ts[0].w, strings.TrimSpace(clause[ts[0].end:])):
		// "Cyrus beat Elsa; she is older than he is": "she" and "he" are
		// the two of them, and Elsa is a woman: she is Elsa, he Cyrus;
		// no way for the two sexes: left as it is, refused
		if said, ok, _ := mg.pronounPairSwapped(first, ts[0].w, strings.TrimSpace(clause[ts[0].end:])); ok {
			return said
		}
		return clause
	case pronouns[ts[0].w] && mg.notOfSex(first, ts[0].w):
		// "Greta interviewed the coach, and he ...": "he" is not Greta
		// (a woman); left as it is, the clause is refused, unless one
		// other person the first clause names is of that sex ("Mr. Hale's
		// train leaves after Miss Lund's, and she is not ...": Miss Lund)
		if ref := mg.onlyOfSex(first, ts[0].w); ref != "" {
			return ref + " " + strings.TrimSpace(clause[ts[0].end:])
		}
		return clause
	case (ts[0].w == "she" || ts[0].w == "he") && mg.thingNounedFirst(first):
		// "The violet door is not Violet's own; she lives ...": "she" is
		// no door but the one person the first clause names after it
		if ref := mg.personAfterSubject(first, personalPronouns[ts[0].w]); ref != "" {
			return ref + " " + strings.TrimSpace(clause[ts[0].end:])
		}
		return clause
	case pronouns[ts[0].w]: // "she is not 30"
		rest := strings.TrimSpace(clause[ts[0].end:])
		if at := trailingPronoun.FindStringIndex(rest); at != nil && !ownPossessive(rest, at[0]) && len(mg.lx.mentions(tokenize(rest))) == 0 {
			// "..., and he started after her": not him (that would be
			// "himself"), so the item first names after its subject
			if ref := mg.pronounRef(first, rest[at[0]:], false, 1); ref != "" && mg.sameCategory(ref, subj) {
				rest = rest[:at[0]] + ref // (one of the subject's kind: "Dee is from Ely, but she pays less than him" names no him)
			}
		} else if at := objectByAmount.FindStringSubmatchIndex(rest); at != nil && len(mg.lx.mentions(tokenize(rest))) == 0 {
			// "..., and she beat him by 27 pins": the object pronoun before
			// an amount, as at the end
			if ref := mg.pronounRef(first, rest[at[2]:at[3]], false, 1); ref != "" && mg.sameCategory(ref, subj) {
				rest = rest[:at[2]] + ref + rest[at[3]:]
			}
		}
		return withoutPossessive(subj) + " " + rest // "George's fare was ..., and he left ...": George
	case possessivePronouns[ts[0].w]: // "Her T-shirt is purple"
		rest := strings.TrimSpace(clause[ts[0].end:])
		if rs := tokenize(rest); len(rs) > 0 && isComparativeWord(rs[len(rs)-1].w) && len(mg.lx.mentions(rs)) == 0 {
			// "... 45 minutes after Ms. Iqbal's, and its fare is $14
			// less": less than hers, the one the first clause compared
			if obj := mg.mentionText(first, false); obj != "" && obj != subj && len(mg.lx.mentions(tokenize(first))) == 2 {
				rest = strings.TrimRight(rest, ".!") + " than " + obj
			}
		}
		if owner, ok := strings.CutSuffix(strings.ReplaceAll(subj, "’", "'"), "'s"); ok {
			// "Walter's house is ..., and his door": Walter's door, when
			// Walter is known to be a man; else "his" says what the
			// reading would drop (Lowry is a man): left unread
			if want, personal := personalPronouns[ts[0].w]; personal && !mg.sexKnown(owner, want) {
				return clause
			}
			return owner + "'s " + rest
		}
		if s := strings.ReplaceAll(subj, "’", "'"); strings.HasSuffix(s, "s'") && ts[0].w == "their" {
			return s + " " + rest // "The Ashbys' hut is ..., and their dog": the Ashbys' dog
		}
		if strings.HasSuffix(subj, "s") && !strings.HasSuffix(subj, "ss") && ts[0].w == "their" {
			return subj + "' " + rest // "their trip" of the Dunns: "the Dunns' trip"
		}
		return subj + "'s " + rest
	case own:
		// Its own subject; a pronoun at the end is the first clause's
		// subject ("..., and Olivia played later than he did"), and so is
		// "his" in "to his left" (no one sits on their own left).
		for k := 1; k+1 < len(ts); k++ {
			if possessivePronouns[ts[k].w] && ts[k].w != "its" && (ts[k+1].w == "left" || ts[k+1].w == "right" || ts[k+1].w == "immediate" && (wordAt(ts, k+2) == "left" || wordAt(ts, k+2) == "right")) {
				return clause[:ts[k].col-1] + subj + "'s" + clause[ts[k].end:]
			}
		}
		if at := trailingPronoun.FindStringIndex(clause); at != nil && !ownPossessive(clause, at[0]) {
			if ref := mg.pronounRef(first, clause[at[0]:], true, 1); ref != "" {
				return clause[:at[0]] + ref
			}
		}
		if at := trailingPronoun.FindStringIndex(clause); at != nil && ownPossessive(clause, at[0]) && mg.thingFirst(clause) {
			// "..., and the teacake wasn't hers": no teacake owns itself,
			// so hers is the person the first clause is about
			ref := mg.pronounRef(first, clause[at[0]:], true, 1)
			if i := strings.IndexAny(ref, "'’"); i > 0 {
				ref = ref[:i] // "Lorna's surname": Lorna
			}
			if ref != "" && mg.onlyMention(ref) {
				return clause[:at[0]] + ref + "'s"
			}
		}
		if k := objectIt(ts); k > 0 && !startsMention(mg.lx.mentions(ts)) && mg.thingSubject(first) {
			// "Harold's pick was the shortest, and the club read it after
			// Walter's": "it" is the thing the first clause is about
			return clause[:ts[k].col-1] + subj + clause[ts[k].end:]
		}
		// "..., although film was the round they did best in": a
		// subject pronoun inside a clause that names one item stands for
		// the first clause's subject
		if ms := mg.lx.mentions(ts); len(ms) == 1 {
			for k := ms[0].end + 1; k+1 < len(ts); k++ {
				if set("he she they")[ts[k].w] && !set("than as that and or but")[ts[k-1].w] && !pronouns[wordAt(ts, k+1)] {
					if ref := mg.pronounRef(first, ts[k].raw, true, 1); ref != "" {
						return clause[:ts[k].col-1] + ref + clause[ts[k].end:]
					}
				}
			}
		}
		// "..., and George isn't their captain": a possessive before a
		// word that names a category is the first clause's subject's (a
		// personal one of a person, as pronounRef says)
		for k := 1; k+1 < len(ts); k++ {
			if possessivePronouns[ts[k].w] && mg.namesCategory(ts[k+1].w) && len(mg.lx.mentions(tokenize(clause[ts[k].end:]))) == 0 {
				if ref := mg.pronounRef(first, ts[k].raw, true, 1); ref != "" {
					return clause[:ts[k].col-1] + ref + "'s" + clause[ts[k].end:]
				}
			}
		}
		return clause
	}
	if (startsComparison(ts) || articleCmp) && !startsMention(mg.lx.mentions(tokenize(first))) {
		// "The hiker who set out first walked farther than Otis but less
		// far than Nadia": a subject that names no item first is the
		// first clause's words up to its comparison
		if pre := mg.beforeComparison(first); pre != "" {
			return pre + " " + clause
		}
	}
	notAsAs := len(ts) > 2 && ts[0].w == "not" && ts[1].w == "as" // "..., but not as long as Brody"
	if verb := mg.verbBeforeComparison(first); verb != "" && (startsComparison(ts) || articleCmp || notAsAs) {
		// "Ann earned less than Bo but more than Cy": the second clause
		// has the first's verb too ("Ann earned more than Cy"), and its
		// noun ("had more snow than Ash but less than Bay")
		if noun := mg.nounOfComparison(first); noun != "" && len(ts) > 1 && isComparativeWord(ts[0].w) && ts[1].w == "than" && oneDimension(firstComparative(first), ts[0].w) {
			return subj + " " + verb + " " + ts[0].raw + " " + noun + " " + strings.TrimSpace(clause[ts[0].end:])
		}
		if (ts[0].w == "a" || ts[0].w == "an") && (strings.HasSuffix(verb, " a") || strings.HasSuffix(verb, " an")) {
			verb = verb[:strings.LastIndex(verb, " ")] // "walked a" + "a shorter one than Nadia"
		}
		return subj + " " + verb + " " + clause
	}
	if at := trailingPronoun.FindStringIndex(clause); at != nil {
		// "stayed longer than they did" after "the Kellers arrived after
		// the Irwins": not the subject (that would be "themselves"), so
		// the item named last before it.
		if ref := mg.pronounRef(first, clause[at[0]:], false, 1); ref != "" {
			return subj + " " + clause[:at[0]] + ref
		}
	}
	if k := objectIt(ts); k > 0 && len(mg.lx.mentions(ts)) == 0 {
		// "A outscored B's with the judges and also outsold it at the
		// auction": not A's (that would be "itself"), so the other one
		// first names, of A's kind
		if obj := mg.mentionText(first, false); obj != "" && obj != subj && mg.sameCategory(obj, subj) && len(mg.lx.mentions(tokenize(first))) == 2 {
			return subj + " " + clause[:ts[k].col-1] + obj + clause[ts[k].end:]
		}
	}
	return subj + " " + clause // "owns the fish"
}

// notOfSex reports whether the personal pronoun w ("he", "she") cannot
// stand for first's subject: one of the people whose sex the puzzle says
// is the other.
func (mg *magazine) notOfSex(first, w string) bool {
	want, personal := personalPronouns[w]
	if !personal || want == unknownGender || mg.byName {
		return false
	}
	ms := mg.lx.mentions(tokenize(first))
	g, people := mg.genders()
	if len(ms) == 0 || len(ms[0].items) != 1 || people < 0 || ms[0].items[0].D != people || ms[0].items[0].I >= len(g) {
		return false
	}
	x := g[ms[0].items[0].I]
	return x != unknownGender && x != want
}

// pronounPairSwapped reads a clause opening with the personal pronoun w
// and ending with one of the other sex (rest: "she is older than he
// is") after a first clause naming two people, subject then other
// ("Cyrus beat Elsa"): the two pronouns are the two of them. Each one's
// sex is the puzzle's (titles, story) or else its usual first name's
// (givennames.txt, one person at a time). When that rules out the
// subject for w (Elsa is a woman: "he" is Cyrus, so "she" is Elsa), it
// is the clause said of the other with the trailing pronoun as the
// subject: ok. When both ways are possible the subject goes on (the
// caller's reading); when neither is, unsure (refused).
// pronounPairSays reports whether pronounPairSwapped decides the clause
// (swapped, or refused).
func (mg *magazine) pronounPairSays(first, w, rest string) bool {
	_, ok, unsure := mg.pronounPairSwapped(first, w, rest)
	return ok || unsure
}

func (mg *magazine) pronounPairSwapped(first, w, rest string) (clause string, ok, unsure bool) {
	clause, _, ok, unsure = mg.pronounPair(first, w, rest)
	return clause, ok, unsure
}

// pronounPair is pronounPairSwapped that also gives, when neither way is
// ruled out, the clause said both ways (of the subject, of the other).
func (mg *magazine) pronounPair(first, w, rest string) (clause string, both [2]string, ok, unsure bool) {
	want, personal := personalPronouns[w]
	if !personal || want == unknownGender {
		return "", both, false, false
	}
	at := trailingPronoun.FindStringIndex(rest)
	after := "" // what follows the pronoun and is kept: " by 27 pins"
	if at == nil {
		by := objectByAmount.FindStringSubmatchIndex(rest)
		if by == nil {
			return "", both, false, false
		}
		at, after = by[2:4], rest[by[3]:]
	}
	tail := tokenize(rest[at[0]:])
	if len(tail) == 0 {
		return "", both, false, false
	}
	other, isPersonal := personalPronouns[tail[0].w]
	if !isPersonal || other == unknownGender || other == want {
		return "", both, false, false
	}
	ts := tokenize(first)
	ms := mg.lx.mentions(ts)
	if len(ms) != 2 || len(ms[0].items) != 1 || len(ms[1].items) != 1 || ms[0].items[0].D != ms[1].items[0].D {
		return "", both, false, false
	}
	g, people := mg.genders()
	byName := map[logicgrid.Item]bool{}
	sex := func(it logicgrid.Item) gender {
		if it.D == people && it.I < len(g) && g[it.I] != unknownGender {
			return g[it.I]
		}
		x := givenNames[firstWord(mg.p.Domains[it.D].Items[it.I])]
		byName[it] = x != unknownGender
		return x
	}
	can := func(x gender, want gender) bool { return x == unknownGender || x == want }
	s, o := sex(ms[0].items[0]), sex(ms[1].items[0])
	asSaid := can(s, want) && can(o, other)
	swapped := can(o, want) && can(s, other)
	text := func(m mention) string { return first[ts[m.start].col-1 : ts[m.end-1].end] }
	if swapped != asSaid {
		// what the names alone decided is the reading's to say
		for _, it := range []logicgrid.Item{ms[0].items[0], ms[1].items[0]} {
			if byName[it] {
				if mg.pairNames == nil {
					mg.pairNames = map[string]bool{}
				}
				mg.pairNames[fmt.Sprintf("taking %s as %s, from the name, for the pronouns in %q", mg.p.Domains[it.D].Items[it.I], map[gender]string{female: "female", male: "male"}[sex(it)], w+" "+strings.TrimSpace(rest))] = true
			}
		}
	}
	said := text(ms[1]) + " " + rest[:at[0]] + text(ms[0]) + after // the tail's "he is" is the subject's: "than Cyrus"
	switch {
	case swapped && !asSaid:
		return said, both, true, false
	case !swapped && !asSaid:
		return "", both, false, true
	case swapped && asSaid:
		// neither sex known: both ways (pronounPairEither)
		both = [2]string{text(ms[0]) + " " + rest[:at[0]] + text(ms[1]) + after, said}
	}
	return "", both, false, false
}

// pronounPairEither reads a later clause opening a pronoun pair ("Dee
// beat Sol; she is older than he is") when neither person's sex decides
// which pronoun is whom: the clause said of the first clause's subject
// ("Dee is older than Sol") and of the other ("Sol is older than Dee").
// ok false when the pair is decided, or is no pair. The caller reads
// both, and the puzzle decides.
func (mg *magazine) pronounPairEither(clause, first string) (subject, other string, ok bool) {
	ts := tokenize(clause)
	if len(ts) == 0 || !pronouns[ts[0].w] || mg.notOfSex(first, ts[0].w) {
		return "", "", false
	}
	_, both, _, _ := mg.pronounPair(first, ts[0].w, strings.TrimSpace(clause[ts[0].end:]))
	return both[0], both[1], both[0] != ""
}

// eitherPair adds to the readings of a later clause (rs) those of the
// other way of its pronoun pair (other, from pronounPairEither): the
// puzzle decides. When the other way cannot be read, neither is taken.
func (mg *magazine) eitherPair(rs [][]logicgrid.Clue, other string) ([][]logicgrid.Clue, error) {
	if other == "" {
		return rs, nil
	}
	os, err := mg.clue(other)
	if err != nil {
		return nil, errorf("%q could stand for either of two people, and read the other way it cannot be read: %v", other, err)
	}
	out := append([][]logicgrid.Clue(nil), rs...)
	for _, r := range os {
		if len(out) >= maxReadings {
			mg.overflow = true
			break
		}
		if !hasReading(out, r) {
			out = append(out, r)
		}
	}
	return out, nil
}

// pronounRef is the item a pronoun ending a later clause stands for,
// among those first names: its subject when the later clause has a
// subject of its own (own), else the item named last from mention from
// on (1: not first's subject; 0 for a relative clause, which has none). "He",
// "she", "his", "hers" stand for a person: where the puzzle says who is
// a man or a woman (titles, the story), the person of that sex; else an
// item of the category of people. "" when nothing fits: the clause is then
// left unread ("the muffins cost less than hers" after "the lemon treat
// cost more than Mrs. Dunn's" is Mrs. Dunn's, not the lemon treat's).
func (mg *magazine) pronounRef(first, pronoun string, own bool, from int) string {
	ts := tokenize(first)
	ms := mg.lx.mentions(ts)
	if len(ms) == 0 {
		return ""
	}
	text := func(k int) string {
		if k == 0 && from > 0 { // the subject, with its description
			return mg.mentionText(first, true)
		}
		return first[ts[ms[k].start].col-1 : ts[ms[k].end-1].end]
	}
	want, personal := personalPronouns[strings.ToLower(firstWord(pronoun))]
	g, people := mg.genders()
	if !personal || people < 0 {
		switch {
		case own:
			return text(0)
		case len(ms) > from:
			return text(len(ms) - 1)
		}
		return ""
	}
	fits := func(k int) bool {
		m := ms[k]
		if len(m.items) == 1 && m.items[0].D != people && !mg.personCategory(m.items[0].D) && possessive(ts[m.end-1].raw) && m.end < len(ts) && (guardPersonNouns[ts[m.end].w] || mg.storyNoun(ts[m.end].w)) && !mg.namesCategory(ts[m.end].w) {
			// "... than the cookbook's borrower and came in fifteen
			// minutes after her": the thing's person, whose sex is not
			// known here; only where the puzzle gives no sexes
			return want == unknownGender || len(g) == 0 || mg.byName
		}
		if len(m.items) != 1 || m.items[0].D != people {
			return false
		}
		return mg.byName || want == unknownGender || g[m.items[0].I] == unknownGender || g[m.items[0].I] == want
	}
	if own && fits(0) {
		return text(0)
	}
	for k := len(ms) - 1; k >= from; k-- {
		if fits(k) {
			return text(k)
		}
	}
	return ""
}

// onlyOfSex is the one person after its subject that clause first names
// whose sex the pronoun says (the puzzle gives the sexes), or "" when
// none or several are.
func (mg *magazine) onlyOfSex(first, pronoun string) string {
	want, personal := personalPronouns[strings.ToLower(pronoun)]
	g, people := mg.genders()
	if !personal || people < 0 || mg.byName {
		return ""
	}
	ts := tokenize(first)
	ms := mg.lx.mentions(ts)
	found := ""
	for k := 1; k < len(ms); k++ {
		m := ms[k]
		if len(m.items) != 1 || m.items[0].D != people || g[m.items[0].I] != want {
			continue
		}
		if found != "" {
			return ""
		}
		found = mg.p.Domains[people].Items[m.items[0].I]
	}
	return found
}

// ownPossessive reports whether the pronoun ending clause at byte at is
// "his", "hers" or "theirs" standing for the clause's own subject's thing:
// "..., whereas Kevin paid $75 for his" (Kevin's pet), "and Bo took his"
// (not after a comparison: "older than his" is someone else's).
func ownPossessive(clause string, at int) bool {
	ts := tokenize(clause[at:])
	if len(ts) == 0 || ts[0].w != "his" && ts[0].w != "hers" && ts[0].w != "theirs" {
		return false
	}
	before := tokenize(clause[:at])
	if len(before) == 0 {
		return false
	}
	switch w := before[len(before)-1].w; {
	case w == "than" || w == "as" || w == "of" || w == "before" || w == "after" || w == "behind":
		return false
	case isComparativeWord(w):
		return false
	}
	return true
}

// contractedIs reports whether a word as written is a pronoun and "is"
// (or "has") run together: "it's", "she's", "he’s".
func contractedIs(raw string) bool {
	switch strings.ToLower(strings.ReplaceAll(raw, "’", "'")) {
	case "it's", "he's", "she's":
		return true
	}
	return false
}

// personalPronouns stand for a person, of the sex each says.
var personalPronouns = map[string]gender{"he": male, "him": male, "his": male, "she": female, "her": female, "hers": female}

// trailingPronoun is a pronoun ending a clause that stands for an item
// named before it: "... after her", "... less than hers", "... later than
// he did".
var trailingPronoun = lazyRE(`(?i)\b(?:him|her|them|hers|his|theirs|(?:he|she|they) (?:did|does|do|was|were|is|are|had|has))[.!?]*\s*$`)

// objectByAmount is an object pronoun followed only by the amount of a
// comparison: "beat him by 27 pins", "outscored her by three points".
var objectByAmount = lazyRE(`(?i)\b(him|her|them)\s+by\s+(?:\$|£)?(?:\d[\d,.]*|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a hundred|half)\b[^,;]*$`)

// danglingPronoun is a pronoun ending a comparison, which must stand for
// someone else: "... less than her", "than hers", "than he did", "the day
// after him" (not "Jasper took his", "spots on them": their own).
// selfCompared compares one thing's two measures: "wider than it is
// tall", "longer than they are wide".
var selfCompared = lazyRE(`(?i)\bthan (?:it|he|she|they) (?:is|was|are|were|'s|’s) (?:\pL+)\b`)

var danglingPronoun = lazyRE(`(?i)\b(?:than|before|after|ahead of|behind) (?:him|her|them|hers|his|theirs|(?:he|she|they)(?: (?:did|does|do|was|were|is|are|had|has))?)[.!?]*\s*$`)

// didNot is a clause whose verb phrase is denied with "did not" (does,
// do): "Ginger did not order the ginger tea"; its second group is the
// verb phrase.
var didNot = lazyRE(`(?i)\b(did|does|do)(?:\s+not|n't|n’t)\s+(.+?)[.!]?$`)

// whoDid is "who did" standing for a verb phrase said before.
var whoDid = lazyRE(`(?i)\b(?:who|that|whoever) (?:did|does|do)\b`)

// didSaid is clause with the verb phrase first denies said after its
// "who did" ("the friend who did sat ..." after "Ginger did not order the
// ginger tea": "the friend who did order the ginger tea sat ..."), and
// whether there was one.
func didSaid(clause, first string) (string, bool) {
	m := didNot.FindStringSubmatch(first)
	at := whoDid.FindStringIndex(clause)
	if m == nil || at == nil || strings.Count(strings.ToLower(clause), " did") > 1 {
		return "", false
	}
	next := firstWord(strings.ToLower(strings.TrimSpace(clause[at[1]:])))
	if next == "not" || next == "so" || next == "too" || next == "" || strings.EqualFold(next, firstWord(m[2])) {
		return "", false // "who did not", "who did order it": said
	}
	return clause[:at[1]] + " " + m[2] + clause[at[1]:], true
}

// trailingIt is "it" ending a clause as the object of a preposition.
var trailingIt = lazyRE(`(?i)\b(?:of|to|from|beside|behind|than|after|before|near|opposite|below|above|under|over|past) (it)[.!]?\s*$`)

// latterFormer points back at an item of the clause before: "the latter".
// ofThoseTwo opens a clause with a quantifier over the two items the
// clause before named: "one of those two", "neither of them", "both of
// the two".
var ofThoseTwo = lazyRE(`(?i)^\s*(one|neither|both) of (?:them|those|these|the two|those two|these two|them both)\b,?\s*(.+)$`)

var latterFormer = lazyRE(`(?i)\bthe (latter|former)\b`)

// pairThenFormer is a clause naming two things, then a clause that speaks
// of them as "the former" and "the latter": "A and B live next door to
// each other, and the former moved in earlier than the latter".
// separatorEnd is a clause's end right before "the former": "; ",
// ", and ", " but ".
var separatorEnd = lazyRE(`(?i)(?:(?:,\s*|;\s*|\s+)(and|but|while|whereas)\s+|;\s+)$`)

var pairThenFormer = lazyRE(`(?i)^(.+)(?:(?:,\s*|;\s*|\s+)(and|but|while|whereas)\s+|;\s+)(.*\bthe (?:former|latter)\b.*)$`)

// formerLatterAfter reads "A and B ..., and the former ... the latter":
// the first clause as it is, the second with the former said as A and
// the latter as B. ok is false when s has no such shape; a first clause
// that does not name exactly two things joined by "and" is refused (the
// former of what?), never read without its second clause.
func (mg *magazine) formerLatterAfter(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	if lower := strings.ToLower(s); !strings.Contains(lower, "former") && !strings.Contains(lower, "latter") {
		return nil, false, nil
	}
	m := pairThenFormer.FindStringSubmatch(s)
	if loc := latterFormer.FindStringIndex(s); loc != nil {
		// "A and B are 30 pounds apart; the former ... and the latter
		// ...": the pair is named before the first of them
		if sep := separatorEnd.FindStringSubmatchIndex(s[:loc[0]]); sep != nil {
			conj := ""
			if sep[2] >= 0 {
				conj = s[sep[2]:sep[3]]
			}
			m = []string{s, s[:sep[0]], conj, s[loc[0]:]}
		}
	}
	if m == nil || ofFormerLatter.MatchString(s) {
		return nil, false, nil
	}
	first := strings.TrimSpace(m[1])
	ts := tokenize(first)
	var ms []mention
	for _, x := range mg.lx.mentions(ts) {
		if len(x.items) > 0 && mg.num[x.items[0].D] != nil && x.end < len(ts) && (isComparativeWord(ts[x.end].w) || ts[x.end].w == "apart") {
			continue // "The collie and the dachshund are 30 pounds apart; the former ...": an amount, no one named
		}
		ms = append(ms, x)
	}
	described := false // "Gareth and the runner in blue are ...": the second described
	if len(ms) == 2 && ms[0].start <= 1 && ms[0].end < len(ts) && ts[ms[0].end].w == "and" {
		described = joinedDescribed(ts, mentionMarks(ts, ms), ms[0], ms[1])
	}
	if !described && (len(ms) != 2 || ms[1].start != ms[0].end+1 && !(ms[1].start == ms[0].end+2 && ts[ms[0].end+1].w == "the") || ts[ms[0].end].w != "and") {
		if m[2] == "" && len(ms) <= 2 {
			return nil, false, nil // "A came before B; the latter ...": left to the clauses one by one
		}
		if len(ms) > 2 {
			// "A and B both beat C; the latter ...": the second of the
			// pair, or the last one named? Not guessed.
			return nil, true, errorf("\"the former\", \"the latter\" after a clause naming %d things: say which one, or name it again", len(ms))
		}
		return nil, true, errorf("\"the former\", \"the latter\": say the two things as \"A and B\" at the start of the sentence, or name them again")
	}
	text := func(x mention) string { return first[ts[x.start].col-1 : ts[x.end-1].end] }
	a, b := text(ms[0]), text(ms[1])
	if described {
		b = first[ts[ms[0].end+1].col-1 : ts[ms[1].end-1].end]
	}
	said := func(part string) string {
		return latterFormer.ReplaceAllStringFunc(part, func(w string) string {
			if strings.HasSuffix(strings.ToLower(w), "former") {
				return a
			}
			return b
		})
	}
	// "...; the former finished in 47 minutes and the latter joined in
	// 2015": each "the former", "the latter" opens a clause of its own
	var parts []string
	from := 0
	for _, loc := range latterFormer.FindAllStringIndex(m[3], -1) {
		if loc[0] == 0 {
			continue
		}
		if sep := separatorEnd.FindStringIndex(m[3][from:loc[0]]); sep != nil {
			parts = append(parts, m[3][from:from+sep[0]])
			from = loc[0]
		}
	}
	parts = append(parts, m[3][from:])
	all, err := mg.clauses(first)
	for _, part := range parts {
		if err != nil {
			break
		}
		var pc [][]logicgrid.Clue
		pc, err = mg.clauses(said(part))
		all = mg.product(all, pc)
	}
	if err != nil {
		return nil, true, err
	}
	return all, true, nil
}

// thatOne ends a clause with a noun phrase pointing back at an item of
// the clause before: "Amy assisted with that visit".
var thatOne = lazyRE(`(?i)\b(?:that|this) ([a-z]+)[.!?]*\s*$`)

// demonstrative reports whether a "that" or "this" after before points at
// something ("assisted with that visit", "took that flight"): a
// preposition or a verb in the past before it, not a noun it would relate
// ("the horse that won", "the one that won").
func demonstrative(before string) bool {
	ts := tokenize(before)
	if len(ts) == 0 {
		return false
	}
	w := ts[len(ts)-1].w
	return set("with for in on at to from by of into about than as")[w] || pastVerbs[w] || strings.HasSuffix(w, "ed") && len(w) > 3
}

// pastVerbs are verbs in the past not ending in "ed".
var pastVerbs = set("took had got was is were won saw made bought chose drove rode ran sat paid ate drank wore held kept led met read sold taught came went left swam flew spent began set")

// thatRef is the item "that NOUN" points back at in first: the one of the
// category the noun names ("that novel"), else the one item first names
// ("The patient who came in for a crown was the last; Amy assisted with
// that visit"); "" when that does not decide.
func (mg *magazine) thatRef(first, noun string) string {
	ts := tokenize(first)
	ms := mg.lx.mentions(ts)
	var found []mention
	for _, m := range ms {
		for _, it := range m.items {
			if hasCue(mg.lx.cues[it.D], strings.ToLower(noun)) {
				found = append(found, m)
				break
			}
		}
	}
	if len(found) == 0 {
		found = ms
	}
	if len(found) != 1 {
		return ""
	}
	return first[ts[found[0].start].col-1 : ts[found[0].end-1].end]
}

// nounOfComparison is the words of clause between its comparative and
// "than" ("snow" of "Dell had more snow than Ash"), "" when none or they
// name an item or an amount.
func (mg *magazine) nounOfComparison(clause string) string {
	ts := tokenize(clause)
	in := make([]bool, len(ts))
	for _, m := range mg.lx.mentions(ts) {
		for k := m.start; k < m.end; k++ {
			in[k] = true
		}
	}
	for k := range ts {
		if in[k] || !isComparativeWord(ts[k].w) {
			continue
		}
		for j := k + 1; j < len(ts) && j <= k+3; j++ {
			if in[j] || amountish(ts, j) {
				return ""
			}
			if ts[j].w == "than" {
				if j == k+1 {
					return ""
				}
				return clause[ts[k+1].col-1 : ts[j-1].end]
			}
		}
		return ""
	}
	return ""
}

// comparativeDimensions group the comparatives that measure one thing:
// "less" may take the noun of "more" ("more snow than Ash but less than
// Bay"), "later" never takes that of "lower" ("from a lower-numbered
// platform than Bo's, but later than Cy's" is a later time, not platform).
var comparativeDimensions = func() map[string]int {
	m := map[string]int{}
	for i, g := range []string{"more less fewer", "higher lower", "earlier later sooner", "older younger newer", "longer shorter",
		"taller shorter", "heavier lighter", "bigger smaller larger", "faster slower quicker", "cheaper dearer",
		"further farther nearer closer", "warmer cooler colder hotter", "wider narrower", "deeper shallower"} {
		for _, w := range strings.Fields(g) {
			if _, seen := m[w]; !seen {
				m[w] = i + 1
			}
		}
	}
	return m
}()

// oneDimension reports whether comparatives a and b measure one thing.
func oneDimension(a, b string) bool {
	x, y := comparativeDimensions[a], comparativeDimensions[b]
	return x > 0 && x == y || a == b && a != ""
}

// firstComparative is the first comparative word of clause, or "".
func firstComparative(clause string) string {
	for _, t := range tokenize(clause) {
		if isComparativeWord(t.w) {
			return t.w
		}
	}
	return ""
}

// startsComparison reports whether a clause opens with a comparison: a
// comparative, or an amount and one ("£25 more than Cy").
func startsComparison(ts []tok) bool {
	for k := 0; k < len(ts) && k < 4; k++ {
		if isComparativeWord(ts[k].w) {
			return true
		}
		if _, ok := numberOf(ts[k].w); !ok && !(k > 0 && !stop[ts[k].w]) {
			return false
		}
	}
	return false
}

// verbBeforeComparison is the words of clause between its first mention
// and its comparative ("raised" of "The banana raised less than the
// pirate"), "" when there are none or it has no comparison.
func (mg *magazine) verbBeforeComparison(clause string) string {
	ts := tokenize(clause)
	ms := mg.lx.mentions(ts)
	if len(ms) == 0 {
		return ""
	}
	for k := ms[0].end; k < len(ts); k++ {
		if isComparativeWord(ts[k].w) {
			if k == ms[0].end {
				return ""
			}
			for j := ms[0].end; j < k; j++ {
				if _, ok := numberOf(ts[j].w); ok && ts[j].w != "a" && ts[j].w != "an" {
					return "" // "ran 2.5 km less": an amount, not the verb alone
				}
			}
			return clause[ts[ms[0].end].col-1 : ts[k-1].end]
		}
		if len(ms) > 1 && k >= ms[1].start {
			return ""
		}
	}
	return ""
}

// beforeComparison is clause up to its first comparison, its amount
// or article ("The hiker who set out first walked" of "... walked a
// longer trail than Otis", "... ran 2 km farther than Bo"), "" when it has
// no comparative outside an item or nothing before it.
func (mg *magazine) beforeComparison(clause string) string {
	ts := tokenize(clause)
	in := mentionMarks(ts, mg.lx.mentions(ts))
	for k := range ts {
		if in[k] || !isComparativeWord(ts[k].w) {
			continue
		}
		start := k
		if start >= 2 && !in[start-1] && ts[start-2].w == "the" && stepOfTime(ts[start-1].w) {
			start -= 2 // "won the year after"
		}
		for start > 0 && !in[start-1] && (ts[start-1].w == "a" || ts[start-1].w == "an" || amountish(ts, start-1) || isNumberWord(ts[start-1].w)) {
			start--
		}
		if start == 0 {
			return ""
		}
		return strings.TrimSpace(clause[:ts[start].col-1])
	}
	return ""
}

// stepOfTime reports whether w is one step of time or of a run ("the
// year after", "the day before", "the stage after").
func stepOfTime(w string) bool {
	if u, ok := units[w]; ok && (hasClass(u.classes, clock) || hasClass(u.classes, date) || hasClass(u.classes, year) || hasClass(u.classes, month)) {
		return true
	}
	return sequenceNouns[singular(w)] || stepNouns[singular(w)]
}

// thanPronoun is a pronoun closing a comparison: "than she did", "than
// him", "than they were".
var thanPronoun = lazyRE(`(?i)\bthan\s+((?:he|she|they|him|her|them)(?:\s+(?:did|does|was|were|had|is|are))?)\s*[.!]?$`)

// possessivePronouns open a clause about the subject's thing.
var possessivePronouns = set("his her their its")

// inverted turns the clause after ", nor" ("did he buy the clock", "was
// she 30") into a plain negated one ("he did not buy the clock"); ok is
// false for any other shape, which is not read.
func inverted(clause string) (string, bool) {
	ts := tokenize(clause)
	if len(ts) < 3 || !auxiliaries[ts[0].w] || !pronouns[ts[1].w] {
		return clause, false
	}
	return ts[1].raw + " " + ts[0].raw + " not " + strings.TrimSpace(clause[ts[1].end:]), true
}

var auxiliaries = set("did does do was is were has had")

func startsMention(ms []mention) bool { return len(ms) > 0 && ms[0].start == 0 }

// mentionText is the text of clause up to the end of its first mention
// ("The person who owns the fish"), or, for the last one, the mention's
// own words ("Cora"); "" when it names nothing.
func (mg *magazine) mentionText(clause string, first bool) string {
	ts := tokenize(clause)
	ms := mg.lx.mentions(ts)
	if first {
		if end := mg.superlativeSubject(ts, ms); end > 0 {
			return clause[:ts[end-1].end] // "The lightest rower is ...; he ..."
		}
		if len(ts) > 1 && ts[0].w == "the" && (ts[1].w == "winner" || ts[1].w == "champion") && (len(ms) == 0 || ms[0].start > 1) {
			return clause[:ts[1].end] // "The winner cooked the curry, and also ..."
		}
	}
	if len(ms) == 0 {
		return ""
	}
	m, from := ms[0], 0
	if !first {
		m = ms[len(ms)-1]
		from = ts[m.start].col - 1
	}
	for k := range m.start {
		if negationWords[ts[k].w] {
			// "Don't look for Gina at the pool": the subject is Gina,
			// not "Don't look for Gina" (which said "she spent the day
			// at the museum" as "Gina is not the museum's")
			from = ts[m.start].col - 1
		}
	}
	return clause[from:ts[m.end-1].end]
}

// trailingRelative reads a sentence ending in a relative clause: "Ben is
// younger than Cora, who is younger than Dan": the clause after ", who"
// is about the item named last before it. "The tea cost $1 more than the
// cola, which cost $1 more than the milk", "Ann paid $4, which was $1
// more than Bo paid": the same, of the item (or value) named last.
// "Nadia lives right of Owen, whose pet is the cat": of Owen's pet.
// "Dana finished behind the winner, who was from Peru": of the noun
// phrase after the last item ("the winner", "the smallest wedding").
func (mg *magazine) trailingRelative(s string) ([][]logicgrid.Clue, bool) {
	for _, rel := range []string{", who ", ", which ", ", whose "} {
		a, b, ok := strings.Cut(s, rel)
		if !ok || strings.Contains(b, ",") {
			continue
		}
		obj := mg.mentionText(a, false)
		if obj == "" {
			continue
		}
		obj = mg.antecedentAfterLast(a, obj)
		if rel == ", whose " {
			obj += "'s"
		}
		if at := trailingPronoun.FindStringIndex(b); at != nil && len(mg.lx.mentions(tokenize(b))) == 0 {
			// "Ann scored 4 more than Cy, whose turn came the day
			// after hers": not Cy's (that would be "his own"), so
			// an item named before Cy
			ats := tokenize(a)
			ams := mg.lx.mentions(ats)
			before := a[:ats[ams[len(ams)-1].start].col-1]
			if ref := mg.pronounRef(before, b[at[0]:], false, 0); ref != "" {
				b = b[:at[0]] + ref
			}
		}
		ac, aerr := mg.clue(a)
		bc, berr := mg.clue(obj + " " + b)
		if aerr == nil && berr == nil && mg.hasVerb(b) {
			return mg.product(ac, bc), true
		}
	}
	return nil, false
}

// emptyTrailingRelative is a trailing non-restrictive relative clause
// ("..., who flies for a living") with a verb that names nothing the
// puzzle knows (no item, comparison, number or gendered noun), "" when
// there is none.
func (mg *magazine) emptyTrailingRelative(s string) string {
	for _, rel := range []string{", who ", ", which ", ", whose "} {
		_, b, ok := strings.Cut(s, rel)
		if !ok || strings.Contains(b, ",") {
			continue
		}
		b = strings.TrimRight(b, ".!? ")
		if mg.hasVerb(b) && mg.namesNothing(b) {
			return strings.TrimSpace(rel[2:]) + " " + b
		}
	}
	return ""
}

// relativeNounPhrase is the noun phrase after the last item that a
// trailing relative clause is about ("the last swimmer" of "Dana finished
// ahead of the last swimmer, who was from Peru"), "" when there is no
// such clause or it is about an item.
func (mg *magazine) relativeNounPhrase(s string) string {
	for _, rel := range []string{", who ", ", which ", ", whose "} {
		a, b, ok := strings.Cut(s, rel)
		if !ok || strings.Contains(b, ",") {
			continue
		}
		if obj := mg.mentionText(a, false); obj != "" {
			if np := mg.antecedentAfterLast(a, obj); np != obj {
				return np
			}
		}
	}
	return ""
}

// antecedentAfterLast is the noun phrase a trailing relative clause is
// about when one follows clause's last item (obj): "the smallest
// wedding" of "Abby's wedding is one month before the smallest wedding",
// "the winner" of "Dana finished behind the winner"; the phrase opens at
// the first "the" after that item. Else obj ("Beth's wedding" is Beth's).
func (mg *magazine) antecedentAfterLast(clause, obj string) string {
	ts := tokenize(clause)
	ms := mg.lx.mentions(ts)
	if len(ms) == 0 {
		return obj
	}
	for k := ms[len(ms)-1].end; k < len(ts); k++ {
		if ts[k].w == "the" {
			return clause[ts[k].col-1:]
		}
	}
	return obj
}

// superlativeSubject is the end of a subject said by a superlative at the
// start of a clause, before any item: "The lightest rower", "The second
// tallest", "The cheapest of the cars" is not one (0 then). The noun after
// the superlative is kept when it names a category or a person.
func (mg *magazine) superlativeSubject(ts []tok, ms []mention) int {
	k := 0
	if k < len(ts) && ts[k].w == "the" {
		k++
	} else {
		return 0
	}
	if k < len(ts) {
		if _, ok := ordinals[ts[k].w]; ok {
			k++
		}
	}
	if k >= len(ts) {
		return 0
	}
	if _, ok := superlativeOf(ts[k].w); !ok || len(ms) > 0 && ms[0].start <= k+1 {
		return 0
	}
	k++
	if k < len(ts) && (personNouns[singular(ts[k].w)] || mg.namesCategory(ts[k].w)) {
		k++
	}
	return k
}

// superlativeAlone reports whether s is a superlative subject and nothing
// else: "The youngest winner", "the second tallest", "The heaviest
// exhibit" (at most one noun after the superlative, naming no item).
func (mg *magazine) superlativeAlone(s string) bool {
	ts := tokenize(s)
	ms := mg.lx.mentions(ts)
	if len(ms) > 0 {
		return false
	}
	end := mg.superlativeSubject(ts, ms)
	if end == len(ts)-1 && !stop[ts[end].w] && isLetters(ts[end].w) {
		end++ // "winner", "exhibit": a noun of the story
	}
	return end > 0 && end == len(ts)
}

// isBoth reports whether the clause is "X is (both) A and B" of three
// items of three categories: X first, a linking verb right after it (a
// category's noun allowed between: "Ann's bake was"), then A and B joined
// by "and" with only articles, "also" and categories' nouns around them.
func (mg *magazine) isBoth(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item) bool {
	if its[0].D == its[1].D || its[1].D == its[2].D || its[0].D == its[2].D {
		return false // "The winners were Ann and Bo": a list
	}
	filler := func(k int) bool {
		w := ts[k].w
		return !inMention[k] && (w == "the" || w == "a" || w == "an" || w == "also" || w == "s" || w == "one" || mg.namesCategory(w))
	}
	for k := 0; k < ms[0].start; k++ {
		if !filler(k) {
			return false
		}
	}
	k := ms[0].end
	for k < ms[1].start && filler(k) {
		k++
	}
	if k >= ms[1].start || !set("is was are were")[ts[k].w] {
		return false
	}
	for k++; k < ms[1].start; k++ {
		if !filler(k) && ts[k].w != "both" {
			return false
		}
	}
	and := false
	for k := ms[1].end; k < ms[2].start; k++ {
		if ts[k].w == "and" && !and {
			and = true
		} else if !filler(k) {
			return false
		}
	}
	if !and {
		return false
	}
	for k := ms[2].end; k < len(ts); k++ {
		if !filler(k) && !set("of lot all them bunch group day")[ts[k].w] {
			return false
		}
	}
	return true
}

// namesCategory reports whether w is a cue word of some category ("rower"
// of rowers).
func (mg *magazine) namesCategory(w string) bool {
	for d := range mg.p.Domains {
		if hasCue(mg.lx.cues[d], w) {
			return true
		}
	}
	return false
}

// personNouns stand for a person after a superlative: "the tallest man".
var personNouns = set("man woman boy girl person one child lady gentleman player member")

// hasVerb reports whether s has a verb: a word besides its items and stop
// words, or a linking verb.
func (mg *magazine) hasVerb(s string) bool {
	ts := tokenize(s)
	in := make([]bool, len(ts))
	for _, m := range mg.lx.mentions(ts) {
		if m.end == m.start+1 && len(m.items) == 1 && slices.ContainsFunc(pastimeVerbForms(mg.p.Domains[m.items[0].D].Name, words(mg.p.ItemName(m.items[0]))), func(f []string) bool { return f[0] == ts[m.start].w }) {
			return true // "she never sketches": the item's verb
		}
		for k := m.start; k < m.end; k++ {
			in[k] = true
		}
	}
	for k, t := range ts {
		if !in[k] && (!stop[t.w] && t.w != "not" && t.w != "never" || linking[t.w]) {
			return true // "not to Mr Pike" has none; "isn't" is one
		}
	}
	return false
}

// linking verbs are stop words for finding items, but verbs all the same
// ("Ben is 32").
var linking = set("is are was were has have had")

// concessive is a sentence opened by a clause of "although" ("though",
// "even though", "while", "whereas") and a comma: "Although A, B" says A
// and B.
var concessive = lazyRE(`^(?i:although|though|even though|while|whereas) ([^,]+), (.+)$`)

// twoExtremes is a subject, a verb of having or being, and two extremes
// joined by "and": "X had the fewest guests and the latest ceremony".
var twoExtremes = lazyRE(`^(.+?) (had|has|have|was|were|is|are) (the ([A-Za-z]+) [^,]+?) and (the ([A-Za-z]+)\b[^,]*?)[.!]?$`)

// participleAside is a subject with a participle's phrase after it: "X,
// born in June, ...", "X, hired in 2004, ...", "X, grown next door to Y,
// ..." (an irregular participle).
var participleAside = lazyRE(`^(.+?), ((?:born|raised|grown|kept|built|worn|driven|ridden|seen|sold|bought|made|written|shown|held|given|known|found|hung|sewn|brought|caught|taught|won|drawn|\pL+ed) [^,]+), (.+)$`)

// appositive is a subject with a noun phrase after it: "X, the Y, ...".
var appositive = lazyRE(`^(.+?), ((?:the|a|an) [^,]+), (.+)$`)

// rankSubject is a subject named by its place in a contest: "The winner,
// a tap dancer, was the youngest".
var rankSubject = lazyRE(`(?i)^\s*the (?:overall )?(?:winner|champion|runner-up|runner up)\s*$`)

// participleClause is a clause and, after its last comma, a clause
// opened by a present participle: "..., setting off an hour later than
// Alan".
var participleClause = lazyRE(`^(.+), ((\pL+ing) [^,]+?)[.!]?$`)

// pastOfParticiple is the past tense of a participle that compares
// ("outscoring": "outscored", "beating": "beat", "edging": "edged"), or
// "" when the past tense is no comparative.
func pastOfParticiple(w string) string {
	stem, ok := strings.CutSuffix(w, "ing")
	if !ok {
		return ""
	}
	for _, past := range []string{stem, stem + "ed", stem + "d", stem[:max(0, len(stem)-1)] + "ed", irregularParticiplePast[w]} {
		if _, cmp := comparatives[past]; cmp && past != "" {
			return past
		}
	}
	return ""
}

// irregularParticiplePast are the participles of comparing verbs whose past is not
// regular.
var irregularParticiplePast = map[string]string{"outrunning": "outran", "overtaking": "overtook", "outselling": "outsold", "outspending": "outspent"}

// notParticiples end in -ing but open no participle's clause.
var notParticiples = set("during including excluding according regarding concerning following morning evening something nothing anything everything being")

// commaAmount is a clause and, after a comma, an amount and a comparison:
// "..., thirty minutes before the Derby train".
var commaAmount = lazyRE(`^(.+?), ((?:[\w.$£€'-]+(?:,\d{3})* ){1,4}(?:before|after|earlier|later|more|less|fewer|ahead|behind|clear|longer|shorter|older|younger)\b.*)$`)

// commaCompare is a clause and, after a comma, a comparison with no
// subject of its own: "..., behind the girl from Falcon", "..., just
// ahead of Bo", "..., two places after Cy" is commaAmount's.
var commaCompare = lazyRE(`^(.+?), ((?:just |right |immediately |directly |well |somewhere |sometime |some time |somewhat |shortly |slightly |a little |a bit |not long |long |one place |a place )?(?:before|after|earlier than|later than|ahead of|behind|older than|younger than|taller than|shorter than|above|below)\b.*)$`)

// crossedLine is a finish said as crossing the line or coming in.
var crossedLine = lazyRE(`(?i)\b(?:crossed the (?:finish )?line|came in|came home)\b`)

// startsWithNumber reports whether s opens with a number ("thirty
// minutes", "$5", "2 hours"), not "a" or "an".
func startsWithNumber(s string) bool {
	ts := tokenize(s)
	if len(ts) == 0 {
		return false
	}
	_, ok := numberOf(ts[0].w)
	return ok && ts[0].w != "a" && ts[0].w != "an" && ts[0].w != "half" || ts[0].dollar
}

// startsWithVague reports whether s opens with a vague amount of a unit
// of time and a comparative: "some weeks before", "a few days after".
func startsWithVague(s string) bool {
	ts := tokenize(s)
	for k := 1; k < len(ts) && k <= 3; k++ {
		if _, cmp := comparatives[ts[k].w]; cmp {
			return vagueSpanAt(ts, make([]bool, len(ts)), k) == 0
		}
	}
	return false
}

// startsWithTheUnit reports whether s opens with "the", a unit of time
// and "before" or "after": "the month before Ron's outing", "the day
// after".
func startsWithTheUnit(s string) bool {
	ts := tokenize(s)
	if len(ts) < 3 || ts[0].w != "the" || ts[2].w != "before" && ts[2].w != "after" {
		return false
	}
	u, ok := units[ts[1].w]
	return ok && !strings.HasSuffix(ts[1].w, "s") && (hasClass(u.classes, month) || hasClass(u.classes, date) || hasClass(u.classes, year) || hasClass(u.classes, weekday))
}

// butNot is a clause and ", but not (to) X" (", though not for X",
// ", although not X").
var butNot = lazyRE(`^(.*[^\s,])(?:,? but|, (?:though|although|albeit)) not (?:(to|with|from|at|in|on|by|for|than) )?(.+?)[.!]?$`)

// butNot reads first (one clause relating its subject to its last item)
// and the same relation, negated, with other instead of that item. ok is
// false when first does not read as one such clue.
func (mg *magazine) butNot(first, prep, other string) ([][]logicgrid.Clue, bool) {
	last := mg.mentionText(first, false)
	if last == "" || !strings.HasSuffix(strings.TrimRight(first, " "), last) {
		// "Mr Pryce won the smallest prize, though not for jam": the
		// superlative that ends the clause is its last item
		if last = superlativeTail(first); last == "" {
			return nil, false
		}
	}
	a, err := mg.clue(first)
	if err != nil || len(a) != 1 || len(a[0]) != 1 {
		return nil, false
	}
	b, err := mg.clue(strings.TrimSuffix(strings.TrimRight(first, " "), last) + other)
	if err != nil || len(b) != 1 || len(b[0]) != 1 {
		return nil, false
	}
	c := b[0][0]
	if before := strings.Fields(strings.TrimSuffix(strings.TrimRight(first, " "), last)); c.Kind != logicgrid.Same && prep != "" &&
		(len(before) == 0 || !strings.EqualFold(before[len(before)-1], prep)) {
		// "Okafor won more than Dunn, but not for jam" is no "not more
		// than jam": the preposition must be the one before the item it
		// replaces ("next to Shaw, but not to Pike", "older than Bo, but
		// not than Cy"); only an identity may take another ("won the
		// smallest prize, though not for jam")
		return nil, false
	}
	var neg []logicgrid.Clue
	switch c.Kind {
	case logicgrid.Same:
		neg = []logicgrid.Clue{{Kind: logicgrid.Different, Items: c.Items}}
	case logicgrid.Less: // not before: after (two different ones)
		neg = []logicgrid.Clue{{Kind: logicgrid.Less, Items: []logicgrid.Item{c.Items[1], c.Items[0]}, Domain: c.Domain}}
	case logicgrid.Apart, logicgrid.LessBy, logicgrid.DiffBy, logicgrid.ApartBy:
		k, d := c.K, c.Domain
		holds := func(pa, pb int) bool { // the clue's meaning on positions or values
			va, vb := pa, pb
			if c.Kind == logicgrid.DiffBy || c.Kind == logicgrid.ApartBy {
				va, vb = mg.p.Value(d, pa), mg.p.Value(d, pb)
			}
			switch c.Kind {
			case logicgrid.LessBy, logicgrid.DiffBy:
				return vb-va == k
			}
			return vb-va == k || va-vb == k
		}
		cs, some := relate(mg.p, c.Items[0], c.Items[1], d, func(pa, pb int) bool { return !holds(pa, pb) })
		if !some {
			return nil, false
		}
		neg = cs
	default:
		return nil, false
	}
	return [][]logicgrid.Clue{append(append([]logicgrid.Clue(nil), a[0]...), neg...)}, true
}

// butNotPronoun reads first and then "SUBJECT is not RELATION LAST",
// where other is a relation ending in an object pronoun ("beside him",
// "next to it") and LAST is the item first names last. ok is false
// unless first names two items and reads, and the second clause names
// none of its own and reads one way.
func (mg *magazine) butNotPronoun(first, other string) ([][]logicgrid.Clue, bool) {
	ts := tokenize(other)
	if len(ts) < 2 || !set("him her it")[ts[len(ts)-1].w] || len(mg.lx.mentions(ts)) > 0 {
		return nil, false
	}
	fs := tokenize(first)
	if len(mg.lx.mentions(fs)) != 2 || !mg.hasVerb(first) {
		return nil, false
	}
	subj, last := mg.mentionText(first, true), mg.mentionText(first, false)
	if subj == "" || last == "" || !strings.HasPrefix(first, subj) || strings.HasSuffix(subj, last) {
		return nil, false
	}
	a, err := mg.clue(first)
	if err != nil {
		return nil, false
	}
	// "Colm's stall is east of Bea's": of Colm and Bea
	b, err := mg.clue(withoutPossessive(subj) + " is not " + other[:ts[len(ts)-1].col-1] + withoutPossessive(last))
	if err != nil || len(b) == 0 {
		return nil, false
	}
	return mg.product(a, b[:1]), true // (b's reading with the two said distinct is notApartDistinct's)
}

// superlativeTail is the superlative phrase that ends clause ("the
// smallest prize", "the oldest"), or "": "the", a superlative and at most
// two more words, none of them an item's.
func superlativeTail(clause string) string {
	clause = strings.TrimRight(clause, " ")
	ts := tokenize(clause)
	for k := len(ts) - 2; k >= 0 && k >= len(ts)-4; k-- {
		if ts[k].w == "the" && superlativeWord(ts[k+1].w) {
			return clause[ts[k].col-1:]
		}
	}
	return ""
}

// saysAll reports whether every reading of whole has every clue of every
// reading of part.
func saysAll(whole, part [][]logicgrid.Clue) bool {
	for _, w := range whole {
		has := map[string]bool{}
		for _, c := range w {
			has[fmt.Sprint(c)] = true
		}
		for _, p := range part {
			for _, c := range p {
				if !has[fmt.Sprint(c)] {
					return false
				}
			}
		}
	}
	return true
}

// sameCategoryClash finds an item a reading of a says is the subject's
// and another of the same category b says is: x, y and true.
func sameCategoryClash(a, b [][]logicgrid.Clue) (x, y logicgrid.Item, clash bool) {
	for _, ra := range a {
		for _, ca := range ra {
			for _, rb := range b {
				for _, cb := range rb {
					if ca.Kind != logicgrid.Same || cb.Kind != logicgrid.Same {
						continue
					}
					for _, i := range ca.Items {
						for _, j := range cb.Items {
							if i.D == j.D && i.I != j.I {
								return i, j, true
							}
						}
					}
				}
			}
		}
	}
	return x, y, false
}

// trailingPosition is a clause and, after its last comma, a place said by
// where it lies: "..., to the house between A's and B's", "..., in the
// seat next to Bo's".
var trailingPosition = lazyRE(`^(.+), (to|into|in|at|on) (the (\w+) (?:between|next to|next door to|beside|opposite|at one end|at the end)\b[^,]+?)[.!]?$`)

// trailingPlace is a clause and a phrase of one item after its last
// comma: "..., in third place", "..., at 10:00am".
var trailingPlace = lazyRE(`^(.+), ((?:in|at|on) [^,]+?)[.!]?$`)

// butNotBy is a clause and "but not by" an agent: "..., but not by Dr.
// Sato".
var butNotBy = lazyRE(`(?i)^(.*[^\s,]),? but not by (.+?)[.!]?$`)

// numericMention reports whether s names an item of a numeric category
// ("by 10:00am" is a deadline, no agent).
func (mg *magazine) numericMention(s string) bool {
	for _, m := range mg.lx.mentions(tokenize(s)) {
		for _, it := range m.items {
			if mg.num[it.D] != nil {
				return true
			}
		}
	}
	return false
}

// passiveClause reports whether clause s is in the passive voice: "was" or
// "were" (then maybe an adverb) and a past participle.
func passiveClause(s string) bool {
	ts := tokenize(s)
	for k := 0; k+1 < len(ts); k++ {
		if ts[k].w != "was" && ts[k].w != "were" {
			continue
		}
		j := k + 1
		if strings.HasSuffix(ts[j].w, "ly") && j+1 < len(ts) {
			j++ // "was quickly fitted"
		}
		if w := ts[j].w; strings.HasSuffix(w, "ed") || pastParticiples[w] {
			return true
		}
	}
	return false
}

// pastParticiples are past participles not ending in -ed.
var pastParticiples = set("seen done made given taken shown grown sold bought brought caught taught won run drawn written driven ridden chosen sung sewn sown known thrown worn held kept built sent spent paid")

// butNotAny is butNot of each of two or more items joined by "or" or
// "nor" (none of them): nothing when any part is no one item.
func (mg *magazine) butNotAny(first, prep, others string) ([][]logicgrid.Clue, bool) {
	parts := orItems.Split(others, -1)
	if len(parts) < 2 {
		return nil, false
	}
	var all []logicgrid.Clue
	for k, o := range parts {
		if !mg.onlyMention(o) {
			return nil, false
		}
		cs, ok := mg.butNot(first, prep, o)
		if !ok {
			return nil, false
		}
		if k == 0 {
			all = append(all, cs[0]...)
			continue
		}
		a, err := mg.clue(first) // butNot's first clause, read once
		if err != nil || len(a) != 1 {
			return nil, false
		}
		all = append(all, cs[0][len(a[0]):]...)
	}
	return [][]logicgrid.Clue{all}, true
}

// orItems splits "A, B or C", "A or B", "A nor B".
var orItems = lazyRE(`,? (?:or|nor) |, `)

// trailingAppositive is a clause and a noun phrase after its last comma:
// "..., a 5th grader."
var trailingAppositive = lazyRE(`^(.+), ((?:a|an|the) [^,]+?)[.!]?$`)

// spouseNamed is a person, "and his wife" (her husband, their partner)
// and the spouse's name between commas: "Fay and her husband, Carl, ...".
// A sister or a friend so named is another person: not read here.
var spouseNamed = lazyRE(`(?i)^(.+?) and (?:his|her|their) (wife|husband|spouse|partner|fiance|fiancee|fiancé|fiancée), ([^,]+), (.+)$`)

// asWellAs adds a second subject between commas: "A, as well as B, ...",
// "A, like B, ...", "A, along with B, ...".
var asWellAs = lazyRE(`(?i)^(.+?), (?:as well as|along with|just like|like) ([^,]+), (.+)$`)

// spouseBare is spouseNamed without the commas: "Carl and his wife Fay
// ...".
var spouseBare = lazyRE(`(?i)^(.+?) and (?:his|her|their) (wife|husband|spouse|partner|fiance|fiancee|fiancé|fiancée) ([^,]+)$`)

// prepAppositive is a subject with a phrase of one item between commas:
// "X, in yellow, ...", "X, from Leeds, ...", "X, on the bus, ...".
// hasPositionWord reports whether s has a word that places something in
// a row ("at one end of the row", "in the middle").
func (mg *magazine) hasPositionWord(s string) bool {
	ts := tokenize(s)
	for k := range ts {
		if mg.positionAt(ts, k) {
			return true
		}
	}
	return false
}

var prepAppositive = lazyRE(`^(.+?), ((?:in|on|wearing|from|with|aged|at) [^,]+), (.+)$`)

// atMoment reports whether an aside "at X" names a time ("Ann, at 7:00,
// was asleep": a moment, not Ann's time); "The marrow, at 9 kg, ..." is
// the marrow's weight.
func (mg *magazine) atMoment(aside string) bool {
	ts := tokenize(aside)
	if len(ts) == 0 || ts[0].w != "at" {
		return false
	}
	for _, m := range mg.lx.mentions(ts) {
		for _, it := range m.items {
			if nm := mg.num[it.D]; nm == nil || timeClass(nm.class) {
				return true // "at the bakery", "at 7:00": a place or a moment
			}
		}
	}
	return false
}

// relative is a subject with a relative clause: "X, who ..., ...".
var relative = lazyRE(`^(.+?), (?:who|whose|which) (.+?), (.+)$`)

// countOfGroup is the token of the plural noun in an opening "(only|
// exactly|just) N of the NOUNs" that names no item ("only one of the
// girls", "two of the boys"), or -1.
func countOfGroup(ts []tok, inMention []bool) int {
	k := 0
	if w := wordAt(ts, 0); w == "only" || w == "exactly" || w == "just" {
		k++
	}
	if _, ok := numberWords[wordAt(ts, k)]; !ok || wordAt(ts, k+1) != "of" || wordAt(ts, k+2) != "the" || k+3 >= len(ts) || inMention[k+3] {
		return -1
	}
	return k + 3
}

// nobodyAt is the token of a free "nobody" ("no one", "none" not before
// "of") or "no" before a noun of people ("no child") or opening the
// sentence before a noun ("no lot"), or -1.
func nobodyAt(ts []tok, inMention []bool) int {
	for k, t := range ts {
		if inMention[k] {
			continue
		}
		switch {
		case t.w == "nobody" || t.w == "noone" || t.w == "none" && wordAt(ts, k+1) != "of":
			return k
		case t.w == "no" && k+1 < len(ts) && !inMention[k+1] && peopleNouns[ts[k+1].w]:
			return k
		case t.w == "no" && k == 0 && len(ts) > 2 && !inMention[1] && !isComparative(ts, inMention, 1) && !amountish(ts, 1) && !stop[ts[1].w]:
			// "No lot from 1905 went to Ann", "No piece was newer than
			// the rug": a sentence opening "no" and a noun denies (it was
			// read without the "no")
			return k
		}
	}
	return -1
}

// peopleNouns name a person with no gender: "no child", "no pupil".
var peopleNouns = set("child children kid kids person people pupil pupils student students friend friends cousin cousins guest guests player players competitor competitors contestant contestants entrant entrants member members customer customers visitor visitors runner runners traveler travelers traveller travellers")

// boundOnly reports whether the number at k ends the clause but for its
// unit: no mention or other word after it ("more than $50.", "more than 3
// miles").
func boundOnly(ts []tok, inMention []bool, k int) bool {
	end := k + 1
	if end < len(ts) && !inMention[end] {
		end++ // its unit
	}
	for j := k; j < len(ts); j++ {
		if inMention[j] {
			return false
		}
	}
	return end >= len(ts)
}

// nobodyPlain is nil when the "nobody" at k opens a plain negation: the
// subject of the sentence, with no comparison ("nobody is older than
// Ann" says Ann is the oldest), no other negation and no exception
// ("nobody but Ann", "no one else").
func nobodyPlain(ts []tok, inMention []bool, k int, negated bool) error {
	if k != 0 {
		return errorf("%q not at the start of the sentence is not read: say \"X is not Y\"", ts[k].raw)
	}
	for j := k + 1; j < len(ts); j++ {
		if inMention[j] {
			continue
		}
		if _, cmp := comparatives[ts[j].w]; cmp && wordAt(ts, j+1) == "than" && j+2 < len(ts) && !inMention[j+2] && isBoundNumber(ts, j+2) && boundOnly(ts, inMention, j+2) {
			// "Nobody from Carlton paid more than $50": a bound on the
			// value of the one described (bound.go), none past it
			j++
			continue
		}
		if _, cmp := comparatives[ts[j].w]; cmp || ratioWords[ts[j].w] != [2]int{} || ts[j].w == "as" {
			return errorf("%q with a comparison is not read: say who is the most (\"X is the oldest\")", ts[k].raw)
		}
		if nobodyExcept[ts[j].w] {
			return errorf("%q ... %q is not read: say \"X is not Y\"", ts[k].raw, ts[j].raw)
		}
	}
	if negated {
		return errorf("%q with another negation is not read: say it without a double negative", ts[k].raw)
	}
	return nil
}

// negativeVerbs say that one does not have or take a thing: "hates",
// "is allergic to", "refused".
var negativeVerbs = set("hate hates hated dislike dislikes disliked detest detests detested loathe loathes loathed despise despises despised fear fears feared dread dreads dreaded avoid avoids avoided shun shuns shunned refuse refuses refused decline declines declined reject rejects rejected skip skips skipped allergic afraid scared frightened terrified")

// negativeVerbAt is the token of a free negativeVerbs word whose object
// is an item (at most two words before it: "is allergic to the cat",
// "is hated by Ann"), or -1 when there is none or its clause ends before
// any item ("Cy hates fish, so ...", "hates cheese and owns the dog"). A
// verb with an item further on in its clause ("dislikes the child who owns
// the cat", "Ann, who hates cheese, owns the dog") is refused: what it is
// said of cannot be told.
func negativeVerbAt(ts []tok, inMention []bool) (int, error) {
	for k, t := range ts {
		if inMention[k] || !negativeVerbs[t.w] {
			continue
		}
		for j := k + 1; j < len(ts); j++ {
			switch {
			case inMention[j] && j <= k+3:
				return k, nil
			case inMention[j]:
				return -1, errorf("%q: cannot tell what it is said of (say \"X %s Y\")", t.raw, t.raw)
			case clauseBreaks[ts[j].w]:
				j = len(ts)
			}
		}
	}
	return -1, nil
}

// clauseBreaks end a clause: a negative verb before one names no item.
var clauseBreaks = set("so but and while because yet then since")

// negativeCategory reports whether one of its is of a category of things
// disliked, feared or avoided ("allergies", "phobias", "least favourite
// foods"), where a negative verb names the item itself.
func (mg *magazine) negativeCategory(its []logicgrid.Item) bool {
	for _, it := range its {
		name := strings.ToLower(mg.p.Domains[it.D].Name)
		for _, w := range []string{"allerg", "phobi", "fear", "dislike", "hate", "hatred", "least", "peeve", "aversion", "avoid", "dread", "refus", "reject"} {
			if strings.Contains(name, w) {
				return true
			}
		}
	}
	return false
}

// nobodyExcept make "nobody" no plain negation: "nobody but Ann", "no
// one else", "nobody either ...".
var nobodyExcept = set("but except else besides other apart neither nor either")

// negationWords say "not" (apostrophes are dropped: "didn't" is "didnt").
var negationWords = set("not didnt doesnt isnt wasnt werent arent never dont cannot cant wont hasnt hadnt havent couldnt wouldnt shouldnt")

// forSomeone reads a thing done for or given to a person: "Ann bought the
// dog for Bob", "Ann made a cake for Bob", "Ann gave the dog to Bob",
// "sent the cat to Eve". Of one category of people, the two are
// different people (it was read as Ann being Bob: no solution), and the
// thing is the one's who got it or the giver's (both kept, the
// receiver's first: the puzzle decides). Of two categories of people
// (shoppers and the friends they shop for) the sentence pairs them, and
// the thing is that pair's. ok is false for any other sentence, or one
// with a negation, a comparison or an either/or (not read here).
func (mg *magazine) forSomeone(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item, other bool) ([]logicgrid.Clue, bool) {
	if other || len(ms) < 2 || len(ms) > 3 {
		return nil, false
	}
	last := len(ms) - 1
	to := ms[last].start - 1
	if to >= 1 && isArticle(ts[to].w) {
		to--
	}
	if to < 1 || inMention[to] || ts[to].w != "for" && ts[to].w != "to" {
		return nil, false
	}
	verb := -1
	for k := ms[0].end; k < to; k++ {
		if !inMention[k] && giveVerbs[ts[k].w] {
			verb = k
		}
		if !inMention[k] && (ts[k].w == "and" || ts[k].w == "or" || ts[k].w == "by") {
			return nil, false // "Ann and Bo bought ...", "was bought by"
		}
	}
	if verb < 0 || ts[to].w == "to" && !toVerbs[ts[verb].w] {
		return nil, false // "bought the dog to please Bob"? "went to": no giving
	}
	a, y := its[0], its[last]
	if !mg.personCategory(a.D) || !mg.personCategory(y.D) {
		return nil, false // "for $20", "to Rome": no person got it
	}
	if len(ms) == 3 && (ms[1].start < verb || its[1].D == a.D || its[1].D == y.D) {
		return nil, false
	}
	mk := func(kind logicgrid.ClueKind, items ...logicgrid.Item) logicgrid.Clue {
		return logicgrid.Clue{Kind: kind, Items: items}
	}
	if a.D != y.D {
		cs := []logicgrid.Clue{mk(logicgrid.Same, a, y)}
		if len(ms) == 3 {
			cs = append(cs, mk(logicgrid.Same, its[1], a))
		}
		return cs, true
	}
	cs := []logicgrid.Clue{mk(logicgrid.Different, a, y)}
	if len(ms) == 3 {
		owner := y // the one it was for has it
		if mg.choose(2) == 1 {
			owner = a // the giver's (what Ann bought, made, gave)
		}
		cs = append(cs, mk(logicgrid.Same, its[1], owner))
	}
	return cs, true
}

// giveVerbs make or get something for someone; toVerbs hand it to them.
var (
	giveVerbs = set("bought buys buy made makes make baked bakes bake knitted knits knit cooked cooks cook picked picks pick chose chooses choose " +
		"got gets get sewed sews sewn built builds build painted paints wrote writes ordered orders brought brings bring grew grows drew draws carved carves " +
		"gave gives give sent sends send handed hands passed passes lent lends sold sells mailed mails posted posts delivered delivers left leaves")
	toVerbs = set("gave gives give sent sends send handed hands passed passes lent lends sold sells mailed mails posted posts delivered delivers brought brings bring wrote writes left leaves")
)

// articlesOnly reports whether the tokens from..to-1 are free articles
// (or none).
func articlesOnly(ts []tok, inMention []bool, from, to int) bool {
	for k := from; k < to; k++ {
		if inMention[k] || ts[k].w != "the" && ts[k].w != "a" && ts[k].w != "an" {
			return false
		}
	}
	return true
}

// negatedBefore reports whether a negation word stands among the free
// tokens from..to-1 ("didn't start from" before "either").
func negatedBefore(ts []tok, inMention []bool, from, to int) bool {
	for k := from; k < to && k < len(ts); k++ {
		if !inMention[k] && negationWords[ts[k].w] {
			return true
		}
	}
	return false
}

// negates reports whether a negation stands right before the comparative
// at cmp, after the subject (from): nothing between them but at most one
// free word ("did not pay more").
func negates(ts []tok, inMention []bool, from, cmp int) bool {
	for k := cmp - 1; k >= from && k >= cmp-2; k-- {
		if inMention[k] {
			return false
		}
		if negationWords[ts[k].w] {
			return true
		}
	}
	// "did not sell for more than", "didn't go for less than": the verb
	// and its preposition between (not "who didn't win, paid more")
	k := cmp - 3
	return k >= from && !inMention[k] && !inMention[k+1] && !inMention[k+2] && negationWords[ts[k].w] && verbPreps[ts[k+2].w] && !stop[ts[k+1].w]
}

// stepNegated reports whether the one negation between the subject
// (ending at from) and the comparative at cmp denies the comparison by a
// step: "did not teach on the day immediately after", "was not the day
// after", "didn't finish two places behind", with no clause between
// ("who did not ..., was the day after").
func stepNegated(ts []tok, inMention []bool, from, cmp int) bool {
	negs := 0
	for k := from; k < cmp; k++ {
		if inMention[k] || set("who whom which whose that and but or nor if while when because though although")[ts[k].w] {
			return false
		}
		if negationWords[ts[k].w] {
			negs++
		}
	}
	for k := cmp + 1; k < len(ts); k++ {
		if !inMention[k] && negationWords[ts[k].w] {
			return false
		}
	}
	return negs == 1 && cmp-from <= 8
}

// verbPreps join a verb to the comparison a negation before the verb
// denies: "did not sell for more than".
var verbPreps = set("for at in by")

// joined reports whether mentions a and b (a first) are joined as a pair
// ("A and B", "the dog or the cat"): only connectives and articles between.
// theTwo is the two people "the two women" (men, boys, girls) names, free
// in the sentence, when the puzzle says everyone's sex (not from first
// names) and exactly two are of it; nil otherwise.
func (mg *magazine) theTwo(ts []tok, inMention []bool) []logicgrid.Item {
	for k := 2; k < len(ts); k++ {
		want := genderNouns[ts[k].w]
		if want == unknownGender || inMention[k] || inMention[k-1] || ts[k-1].w != "two" || ts[k-2].w != "the" || !pluralPeople[ts[k].w] {
			continue
		}
		if mg.byName {
			return nil
		}
		if out, _ := mg.peopleOfSex(want); len(out) == 2 {
			return out
		}
		return nil
	}
	return nil
}

var pluralPeople = set("men women boys girls gentlemen ladies lads lasses chaps blokes fellows gents")

// neitherTwoByTwo reports whether the four mentions are "neither A nor B
// ... C or D": "neither" right before A, A and B joined by "nor", "or" or
// "nor" between C and D.
func (mg *magazine) neitherTwoByTwo(ts []tok, inMention []bool, ms []mention) bool {
	n := ms[0].start - 1
	for n >= 0 && ts[n].w != "neither" && plainWord(ts, inMention, n) {
		n-- // "Neither the Buick nor the Ford", "Neither the book in blue nor ..."
	}
	if n < 0 || ts[n].w != "neither" || !joined(ts, inMention, ms[0], ms[1]) && !mg.joinedByAnyNoun(ts, inMention, ms[0], ms[1]) && !norDescribed(ts, inMention, ms[0], ms[1]) {
		return false
	}
	nor, or := false, false
	for k := ms[0].end; k < ms[1].start; k++ {
		nor = nor || ts[k].w == "nor"
	}
	for k := ms[2].end; k < ms[3].start; k++ {
		or = or || ts[k].w == "or" || ts[k].w == "nor"
	}
	return nor && or
}

// norDescribed is "A nor B" where either is named by a description with
// no other item in it: "the gilt-framed portrait nor the one dated 1832",
// "the cat's owner nor the woman who lives in Lyon". One "nor" and plain
// words stand between: no comparative, negation, "and", "or" or clause
// break, which would say something else of A or B.
func norDescribed(ts []tok, inMention []bool, a, b mention) bool {
	if b.start <= a.end {
		return false
	}
	nor := 0
	for k := a.end; k < b.start; k++ {
		if ts[k].w == "nor" {
			nor++
		} else if !plainWord(ts, inMention, k) {
			return false
		}
	}
	return nor == 1
}

// plainWord is a word of a description that says nothing of its own: no
// item, comparative, negation or joining word ("and", "or", "nor", "but",
// "neither", "either").
func plainWord(ts []tok, inMention []bool, k int) bool {
	w := ts[k].w
	_, cmp := comparatives[w]
	return !inMention[k] && !cmp && !negationWords[w] && !joiningWords[w]
}

var joiningWords = set("and or nor but neither either")

func joined(ts []tok, inMention []bool, a, b mention) bool {
	if b.start <= a.end {
		return false
	}
	for k := a.end; k < b.start; k++ {
		if inMention[k] || !connective[ts[k].w] {
			return false
		}
	}
	// "Hector, the youngest, ..." is an appositive: one person, not two
	return conjoined(ts, a, b)
}

// joinedByNoun is joined with the category's noun allowed before the
// second item: "rink 2 or rink 3".
func (mg *magazine) joinedByNoun(ts []tok, inMention []bool, a, b mention, d int) bool {
	if b.start <= a.end {
		return false
	}
	or := false
	for k := a.end; k < b.start; k++ {
		switch {
		case inMention[k]:
			return false
		case ts[k].w == "or" || ts[k].w == "and" || ts[k].w == "nor":
			or = true
		case connective[ts[k].w] || hasCue(mg.lx.cues[d], ts[k].w):
		default:
			return false
		}
	}
	return or
}

// commaList reports whether ms, of items its, are a list of one category
// ("soprano, mezzo or alto"): nothing but commas, articles and the
// category's nouns between them, and "or" or "nor" before the last.
func (mg *magazine) commaList(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item) bool {
	for i := 1; i < len(ms); i++ {
		if its[i].D != its[0].D || ms[i].start < ms[i-1].end {
			return false
		}
		last := i == len(ms)-1
		or := false
		for k := ms[i-1].end; k < ms[i].start; k++ {
			switch w := ts[k].w; {
			case inMention[k]:
				return false
			case w == "or" || w == "nor":
				or = true
			case isArticle(w) || hasCue(mg.lx.cues[its[0].D], w):
			default:
				return false
			}
		}
		if or != last {
			return false
		}
	}
	return true
}

// conjoined reports whether "and", "or" or "nor" stands between mentions
// a and b: "Ann and Bo", not "Hector, the youngest".
// clauseBetween reports whether a verb follows "and" or "but" between a
// and b: "lives in house 2 or house 10 and was the first to move in" goes
// on with a clause of its own, no option of the list.
func clauseBetween(ts []tok, a, b mention) bool {
	for k := a.end; k+1 < b.start; k++ {
		if (ts[k].w == "and" || ts[k].w == "but") && (linking[ts[k+1].w] || verbWord(ts[k+1].w)) {
			return true
		}
	}
	return false
}

func conjoined(ts []tok, a, b mention) bool {
	for k := a.end; k < b.start; k++ {
		if ts[k].w == "and" || ts[k].w == "or" || ts[k].w == "nor" {
			return true
		}
	}
	return false
}

// joinedDescribed is joined where the second item is named by a
// description: "Ian and the boy who bought sweets", "Ann and the woman
// with the cat", "Bo or the one that drove the van". Only "and"/"or", an
// article, one noun and a word that opens a description stand before the
// item's description, and no negation or comparative in it ("the one who
// didn't buy sweets" is not the sweets buyer).
func joinedDescribed(ts []tok, inMention []bool, a, b mention) bool {
	k := a.end
	or := false
	for k < b.start && connective[ts[k].w] && ts[k].w != "the" && ts[k].w != "a" && ts[k].w != "an" {
		or = or || ts[k].w == "and" || ts[k].w == "or"
		k++
	}
	if !or || k+3 > b.start || ts[k].w != "the" && ts[k].w != "a" && ts[k].w != "an" || inMention[k+1] || stop[ts[k+1].w] && ts[k+1].w != "one" && ts[k+1].w != "person" || !describes[ts[k+2].w] && !isParticiple(ts[k+2].w) { // "or the one visiting the hospital"
		return false
	}
	for j := k + 1; j < b.start; j++ {
		if _, cmp := comparatives[ts[j].w]; inMention[j] || cmp || negationWords[ts[j].w] || ts[j].w == "and" || ts[j].w == "or" {
			return false
		}
	}
	return true
}

// joinedByAnyNoun is joined with a category's noun allowed after each
// item: "the Ely runner nor the Hove runner".
func (mg *magazine) joinedByAnyNoun(ts []tok, inMention []bool, a, b mention) bool {
	if b.start <= a.end {
		return false
	}
	or := false
	for k := a.end; k < b.start; k++ {
		switch {
		case inMention[k]:
			return false
		case ts[k].w == "or" || ts[k].w == "and" || ts[k].w == "nor":
			or = true
		case connective[ts[k].w]:
		default:
			noun := false
			for d := range mg.p.Domains {
				noun = noun || hasCue(mg.lx.cues[d], ts[k].w)
			}
			if !noun {
				return false
			}
		}
	}
	return or
}

var connective = set("and or nor both either the a an mr mrs ms miss dr") // titles: "Ann and Ms. Jones"

// boundOrOnly refuses comparisons bounded or made exclusive: "more than 2
// years older", "at least", "at most", "no more than", "the only one
// older than": no clue kind says those, and reading the plain comparison
// would answer a different puzzle.
func boundOrOnly(ts []tok, inMention []bool, cmps []int) error {
	if len(cmps) == 0 {
		return nil
	}
	for k, t := range ts {
		if inMention[k] {
			continue
		}
		next := wordAt(ts, k+1)
		switch {
		case t.w == "at" && (next == "least" || next == "most"):
			return errorf("%q %q: a bound on a difference is not supported", t.raw, ts[k+1].raw)
		case (t.w == "more" || t.w == "less" || t.w == "fewer") && next == "than" && k+2 < len(ts) && !inMention[k+2]:
			if _, ok := numberOf(ts[k+2].w); ok {
				return errorf("%q %q %q: a bound on a difference is not supported", t.raw, ts[k+1].raw, ts[k+2].raw)
			}
		case t.w == "only" || t.w == "just" && !isComparative(ts, inMention, k+1) && !amountish(ts, k+1) && !isNumberWord(wordAt(ts, k+1)) && wordAt(ts, k+1) != "one": // "just before" is "immediately before", "just 2 minutes" exactly 2
			return errorf("%q with a comparison is not supported", t.raw)
		}
	}
	return nil
}

// plainListLead reports whether the words that lead into a list of a
// comparison are plain ("ahead of", "the", "both"): no count or quantifier
// ("Exactly two of A, B and C ran more than", "ahead of two of A, B and C")
// that a comparison with each would drop.
func plainListLead(ts []tok, inMention []bool, ms []mention, split, cmpAt int, after bool) bool {
	lo, hi, ok := 0, ms[0].start, set("the a an both")
	if len(ts) > 3 && ts[0].w == "all" && isNumberWord(ts[1].w) && ts[2].w == "of" {
		lo = 3 // "All three of Dmitri, the arts editor and ...": the list's count
	}
	if after {
		lo, hi, ok = cmpAt+1, ms[split].start, set("of than to the a an both")
	}
	for k := lo; k < hi; k++ {
		if !inMention[k] && !ok[ts[k].w] {
			return false
		}
	}
	for k, t := range ts {
		if set("exactly only either neither none all")[t.w] && !(k == 0 && t.w == "all" && len(ts) > 3 && isNumberWord(ts[1].w) && ts[2].w == "of") {
			return false
		}
	}
	return true
}

// fromRowEnd is, for "farther from X than" ("further", "nearer to",
// "closer to"), the index of the mention X when it is the first or last
// item of a row (house number 1, Monday as "the start of the week", 1st
// place) named right after the comparative's "from" or "to", with the
// subject before and the other after "than"; else -1.
func (mg *magazine) fromRowEnd(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item, cmpAt int, cmpWord string) int {
	if !set("farther further nearer closer")[cmpWord] {
		return -1
	}
	j := cmpAt + 1
	if wordAt(ts, j) == "away" {
		j++
	}
	if w := wordAt(ts, j); !(w == "from" && (cmpWord == "farther" || cmpWord == "further") || (w == "to" || w == "from") && (cmpWord == "nearer" || cmpWord == "closer")) {
		return -1
	}
	j++
	for e, m := range ms {
		d := its[e].D
		if e != 1 || m.start < j || m.start > j+1 || (m.start == j+1 && ts[j].w != "the" && ts[j].w != "number" && singular(ts[j].w) != domainNoun(mg.p.Domains[d].Name)) {
			continue
		}
		row := mg.positionsAt(d) || d == mg.dayRow() || mg.num[d] != nil && mg.isRank(d)
		if !row || its[e].I != 0 && its[e].I != mg.p.N()-1 || its[0].D == d || its[2].D == d {
			return -1
		}
		if wordAt(ts, m.end) != "than" && !(wordAt(ts, m.end) == "place" && wordAt(ts, m.end+1) == "than") {
			return -1
		}
		return e
	}
	return -1
}

// compareGroups reads one comparison between a group and one item: "A is
// older than B and C" (A older than each), "Both A and B are older than
// C" (each older than C). Amounts are refused: two items cannot both be 2
// years older than a third.
func (mg *magazine) compareGroups(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item, cmpAt int, cmpWord string) ([]logicgrid.Clue, error) {
	split := 0
	for split < len(ms) && ms[split].start < cmpAt {
		split++
	}
	before, after := split, len(ms)-split
	tooMany := errorf("%d items with a comparison: split it into simpler sentences", len(ms))
	if before == 0 || after == 0 || (before > 1 && after > 1) {
		return nil, tooMany
	}
	for k := 1; k < len(ms); k++ {
		// (a list "Hannah, Jodie and Fiona": its commas leave the first
		// ones side by side; the "and" is checked below)
		adjacent := ms[k].start == ms[k-1].end || ms[k].start == ms[k-1].end+1 && isArticle(ts[ms[k-1].end].w) // "Dmitri, the arts editor and ..."
		listed := k < len(ms)-1 && adjacent && (k > split || k+1 < split) && plainListLead(ts, inMention, ms, split, cmpAt, k > split)
		if k != split && !listed && !joined(ts, inMention, ms[k-1], ms[k]) && !joinedDescribed(ts, inMention, ms[k-1], ms[k]) {
			return nil, tooMany
		}
	}
	if lo, hi := ms[0], ms[split-1]; before > 1 && !conjoined(ts, lo, hi) || after > 1 && !conjoined(ts, ms[split], ms[len(ms)-1]) {
		// "Hector, the youngest, finished ahead of Jamal": an appositive
		// says who Hector is; it is no second runner ("Ann, Bo and Cy"
		// are three).
		return nil, tooMany
	}
	am, err := mg.amountNear(ts, inMention, cmpAt)
	if err != nil {
		return nil, err
	}
	if am != nil {
		return nil, errorf("a comparison by an amount with more than two items is not supported")
	}
	if followWords[cmpWord] {
		// "A was followed by B and C": in that order, straight after,
		// or both sometime after?
		return nil, errorf("%q with more than two items: in that order, or each sometime after? Split it into simpler sentences", ts[cmpAt].raw)
	}
	d, err := mg.compared(ts, cmpAt, cmpWord, nil)
	if err != nil {
		return nil, err
	}
	sign := mg.direction(cmpWord, d)
	var out []logicgrid.Clue
	for _, a := range its[:split] {
		for _, b := range its[split:] {
			lo, hi := b, a // value(a) > value(b) when sign > 0
			if sign < 0 {
				lo, hi = a, b
			}
			out = append(out, logicgrid.Clue{Kind: logicgrid.Less, Items: []logicgrid.Item{lo, hi}, Domain: d})
		}
	}
	// "earlier than both Ian and the boy who bought sweets": two people,
	// as a list says; but a setter may mean the sweets buyer could be Ian.
	// Both readings are kept (a choice point), the two-people one first.
	for _, group := range [][]logicgrid.Item{its[:split], its[split:]} {
		var pairs []logicgrid.Clue
		for i, a := range group {
			for _, b := range group[i+1:] {
				if a.D != b.D {
					pairs = append(pairs, logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{a, b}})
				}
			}
		}
		if len(pairs) > 0 && mg.choose(2) == 0 {
			out = append(out, pairs...)
		}
	}
	return out, nil
}

// valueAt reports whether a mention of a numeric item starts at token k
// ("fell short of 125 cm" is a bound on the value, read elsewhere).
func (mg *magazine) valueAt(ms []mention, its []logicgrid.Item, k int) bool {
	for i, m := range ms {
		if m.start == k && mg.num[its[i].D] != nil {
			return true
		}
	}
	return false
}

// fellBefore reports whether "fell" or "came" stands at most three words
// before token k ("fell short of", "came 50 votes short of").
func fellBefore(ts []tok, k int) bool {
	for j := k - 1; j >= 0 && j >= k-3; j-- {
		switch ts[j].w {
		case "fell", "falls", "fall", "came", "comes", "come":
			return true
		}
	}
	return false
}

// lostTo before "to" say finished behind ("lost to Alvarez").
var lostTo = set("lost loses lose")

// floorNegated reports whether a free negation word stands in ts.
func floorNegated(ts []tok, inMention []bool) bool {
	for k, t := range ts {
		if !inMention[k] && negationWords[t.w] {
			return true
		}
	}
	return false
}

// floorAt is the token of the ordinal in "the second floor" (story,
// storey), or -1.
func floorAt(ts []tok) int {
	for k := 1; k < len(ts); k++ {
		if ts[k].w == "floor" || ts[k].w == "story" || ts[k].w == "storey" {
			if _, ok := ordinals[ts[k-1].w]; ok {
				return k - 1
			}
		}
	}
	return -1
}

// onFloor reads "on the second floor" (story, level) of a category of
// rooms numbered by floor ("Room 207", "312": the hundreds are the
// floor): x is one of that floor's rooms, or none of them when negated.
// ok is false when the sentence names no floor; a floor with no room,
// or no category of rooms so numbered, is an error (never a date: "the
// second" is no day here).
func (mg *magazine) onFloor(ts []tok, at int, x logicgrid.Item, negated bool) ([]logicgrid.Clue, bool, error) {
	floor := ordinals[ts[at].w]
	rooms := -1
	for d, dom := range mg.p.Domains {
		if !strings.Contains(strings.ToLower(dom.Name), "room") || mg.num[d] == nil || mg.num[d].class != number {
			continue
		}
		numbered := true
		for i := range dom.Items {
			v := mg.p.Value(d, i)
			numbered = numbered && v >= 100 && v < 10000
		}
		if numbered && mg.num[d].scale == 1 {
			rooms = d
		}
	}
	if rooms < 0 || x.D == rooms {
		return nil, true, errorf("%q %q: no category of rooms numbered by floor (\"Room 207\" on the second)", ts[at].raw, ts[at+1].raw)
	}
	opts := []logicgrid.Item{x}
	for i := range mg.p.Domains[rooms].Items {
		if mg.p.Value(rooms, i)/100 == floor {
			opts = append(opts, logicgrid.Item{D: rooms, I: i})
		}
	}
	switch {
	case len(opts) == 1:
		return nil, true, errorf("%q %q: no room is on that floor", ts[at].raw, ts[at+1].raw)
	case negated:
		return []logicgrid.Clue{{Kind: logicgrid.Different, Items: opts}}, true, nil
	case len(opts) == 2:
		return []logicgrid.Clue{{Kind: logicgrid.Same, Items: opts}}, true, nil
	}
	return []logicgrid.Clue{{Kind: logicgrid.Either, Items: opts}}, true, nil
}

// topN finds "top N" or "bottom N" (N from 2 to one less than the
// items) of the puzzle's one ranking: its category, the token of "top" or
// "bottom" and N; d is -1 when there is none.
func (mg *magazine) topN(ts []tok, inMention []bool) (d, k, n int, rev bool) {
	r := mg.onlyRank()
	if r < 0 {
		// a contest's one score or time ("the quickest time won"): its
		// best end is the top (rev: the last item)
		var best int
		if r, best = mg.contestRank(); r < 0 {
			return -1, 0, 0, false
		}
		rev = best > 0
	}
	for k := 0; k+1 < len(ts); k++ {
		if inMention[k] || inMention[k+1] || ts[k].w != "top" && ts[k].w != "bottom" {
			continue
		}
		v, ok := numberOf(ts[k+1].w)
		if ok && v >= 2 && int(v) < mg.p.N() && v == float64(int(v)) && ts[k+1].w != "a" && ts[k+1].w != "an" {
			return r, k, int(v), rev
		}
	}
	// "made the podium": the top three places of a race of more than three
	for k := 1; k < len(ts); k++ {
		if !inMention[k] && ts[k].w == "podium" && ts[k-1].w == "the" && mg.p.N() > 3 {
			return r, k, 3, rev
		}
	}
	return -1, 0, 0, false
}

// asAs finds "as ADJ as" among the free tokens ("not as much as", "isn't
// as old as"): the adjective's token, or -1.
func asAs(ts []tok, inMention []bool) int {
	for k := 1; k+1 < len(ts); k++ {
		if inMention[k] || inMention[k-1] || ts[k-1].w != "as" || asAdjectives[ts[k].w] == "" && !wellAfterVerb(ts, inMention, k) {
			continue
		}
		for j := k + 1; j < len(ts) && j <= k+3 && !inMention[j]; j++ {
			if ts[j].w == "as" {
				return k
			}
		}
	}
	return -1
}

// wellAfterVerb reports whether "well" at k, in "as well as", follows a
// verb ("didn't score as well as Ada"): a comparison, "better"; after an
// item or a stop word it joins ("A, as well as B").
func wellAfterVerb(ts []tok, inMention []bool, k int) bool {
	return ts[k].w == "well" && k >= 2 && !inMention[k-2] && !stop[ts[k-2].w] && ts[k-2].w != "and" && !strings.HasSuffix(ts[k-2].raw, ",")
}

// asUnknown is the token of W in a free "as W as" (up to three words
// between) whose W is no adjective asAdjectives knows, or -1 ("as well
// as" joins, it measures nothing).
func asUnknown(ts []tok, inMention []bool) int {
	for k := 1; k+1 < len(ts); k++ {
		if inMention[k] || inMention[k-1] || ts[k-1].w != "as" || asAdjectives[ts[k].w] != "" || ts[k].w == "as" {
			continue
		}
		if ts[k].w == "well" && (k < 2 || inMention[k-2] || stop[ts[k-2].w]) {
			continue // "A, as well as B, ...": and; "didn't sell as well as B" compares
		}
		for j := k + 1; j < len(ts) && j <= k+3 && !inMention[j]; j++ {
			if ts[j].w == "as" {
				return k
			}
		}
	}
	return -1
}

// neitherCompared reads "Neither A nor B paid more than C" (no amount):
// neither is more, so each is less (they are different people).
func (mg *magazine) neitherCompared(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item, cmpAt int, cmpWord string) ([]logicgrid.Clue, error) {
	if ms[1].end > cmpAt || ms[2].start < cmpAt {
		return nil, errorf("\"neither A nor B ... than C\" needs A and B before the comparison and C after it")
	}
	am, err := mg.amountNear(ts, inMention, cmpAt)
	if err != nil {
		return nil, err
	}
	if after, err := mg.amountAfter(ts, inMention, cmpAt); err != nil || am != nil || after != nil {
		return nil, errorf("a negated comparison by an amount is not supported (\"neither ... 2 dollars more\")")
	}
	if cmpAt > 0 && immediately[ts[cmpAt-1].w] || followWords[cmpWord] {
		// "Neither A nor B followed C": not straight after, or not after
		// at all?
		from := cmpAt
		if cmpAt > 0 && immediately[ts[cmpAt-1].w] {
			from--
		}
		return nil, errorf("a negated %q is not supported", phrase(ts, from, cmpAt+1))
	}
	d, err := mg.compared(ts, cmpAt, cmpWord, nil)
	if err != nil {
		return nil, err
	}
	sign := mg.direction(cmpWord, d)
	// A and B are two different people, as "neither A nor B" always says
	out := []logicgrid.Clue{{Kind: logicgrid.Different, Items: []logicgrid.Item{its[0], its[1]}}}
	for _, x := range its[:2] {
		if x.D == d {
			return nil, errorf("\"neither ... than\" of an item of %s itself is not read: say it of the people", mg.p.Domains[d].Name)
		}
		if its[2].D == d {
			// "Neither A nor B went more than 2 miles" with 2 miles an
			// item: not more is at most, 2 miles itself included
			a, b := its[2], x // value(C) >= value(x) when sign > 0
			if sign < 0 {
				a, b = x, its[2]
			}
			out = append(out, mg.atLeast(a, b, d))
			continue
		}
		lo, hi := x, its[2] // not more: x < C
		if sign < 0 {
			lo, hi = its[2], x
		}
		out = append(out, logicgrid.Clue{Kind: logicgrid.Less, Items: []logicgrid.Item{lo, hi}, Domain: d})
	}
	return out, nil
}

// immediately, before a comparative, makes it "the next one along".
var immediately = set("immediately right directly just straight")

// nextAfter reports whether the words before the comparative at cmpAt
// (after, before, behind, ahead) make it the next one along: "next after",
// "the slot after", "the next turn before", "the one after".
func nextAfter(ts []tok, inMention []bool, cmpAt int) bool {
	if !set("after before behind ahead")[ts[cmpAt].w] || cmpAt == 0 || inMention[cmpAt-1] {
		return false
	}
	k := cmpAt - 1
	// "next in line after", "next in the queue after", "next on after",
	// "next up after"
	switch {
	case set("line queue")[ts[k].w] && k >= 2 && ts[k-1].w == "in" && !inMention[k-1] && wordAt(ts, k-2) == "next":
		k -= 2
	case set("line queue")[ts[k].w] && k >= 3 && ts[k-1].w == "the" && ts[k-2].w == "in" && !inMention[k-1] && !inMention[k-2] && wordAt(ts, k-3) == "next":
		k -= 3
	case set("on up")[ts[k].w] && k >= 1 && ts[k-1].w == "next":
		k--
	}
	if ts[k].w == "next" && !inMention[k] {
		return true
	}
	if !stepNouns[ts[k].w] || k == 0 || inMention[k-1] {
		return false
	}
	if ts[k-1].w == "next" && k >= 2 && !inMention[k-2] {
		k--
	}
	return ts[k-1].w == "the"
}

// stepNouns are one step along an order ("the slot after", "the turn
// before").
var stepNouns = set("one slot set turn spot place position act appointment session booking visit round heat leg performance")

// followWords say one came after (or before) another without saying how
// long: straight after, or sometime after (classify keeps both readings).
var followWords = set("followed follows follow preceded precedes precede")

// adjacency finds a word saying two things are next to each other ("next
// to", "adjacent", "across from", "beside", "next door") or where they
// are in a row ("to the left of", "between", "on one end"), or -1.
func adjacency(ts []tok, inMention []bool) int {
	for k, t := range ts {
		if inMention[k] {
			continue
		}
		switch t.w {
		case "neighbor", "neighbour":
			// "the neighbor who put up the lights", "the neighbor at
			// number 14": a person (of a puzzle of neighbors), no place
			if neighbourPerson(ts, k) {
				continue
			}
			return k
		case "adjacent", "beside", "alongside", "opposite", "facing", "near", "nearby", "across", "neighbors", "neighboring", "neighbours", "neighbouring", "doors":
			return k
		case "next":
			if w := wordAt(ts, k+1); w == "to" || w == "door" {
				return k
			}
		case "left", "right":
			// "to the left of", "somewhere right of", "further left than":
			// positions in a row ("left at 9", "right after" are none)
			if w := wordAt(ts, k+1); w == "of" || k > 0 && (ts[k-1].w == "the" || ts[k-1].w == "further" || ts[k-1].w == "farther") {
				return k
			}
		case "leftmost", "rightmost", "between":
			return k
		case "away":
			if wordAt(ts, k+1) == "from" { // "two seats away from"
				return k
			}
		case "middle", "centre", "center":
			if k > 0 && ts[k-1].w == "the" { // "sits in the middle"
				return k
			}
		case "end", "ends":
			if k > 0 && (ts[k-1].w == "one" || ts[k-1].w == "either" || ts[k-1].w == "an" || ts[k-1].w == "each") {
				return k // "on one end"
			}
		}
	}
	return -1
}

// isComparative reports whether token k is a free comparative.
func isComparative(ts []tok, inMention []bool, k int) bool {
	if k >= len(ts) || inMention[k] {
		return false
	}
	_, ok := comparatives[ts[k].w]
	return ok
}

// atLeast says value(a) >= value(b) along d when one of a, b is an item of
// d itself (a fixed value): the other is one of the items on that side of
// it, the fixed one included.
func (mg *magazine) atLeast(a, b logicgrid.Item, d int) logicgrid.Clue {
	x, fixed, up := b, a, false // b at most a: items up to a's
	if b.D == d {
		x, fixed, up = a, b, true // a at least b: items from b's on
	}
	var opts []logicgrid.Item
	for i := range mg.p.N() {
		if up && i >= fixed.I || !up && i <= fixed.I {
			opts = append(opts, logicgrid.Item{D: d, I: i})
		}
	}
	if len(opts) == 1 {
		return logicgrid.Clue{Kind: logicgrid.Same, Items: []logicgrid.Item{x, opts[0]}}
	}
	return logicgrid.Clue{Kind: logicgrid.Either, Items: append([]logicgrid.Item{x}, opts...)}
}

// ownItem finds, in "X <verb> his ITEM <comparison> Y <verb> hers"
// ("Quentin goes to his knitting class the day after Priya goes to
// hers", "Ann walks her collie earlier than Bo walks his"), the mention of
// X's own ITEM: the one after X with only a possessive pronoun ("his",
// "her", "their") and words no item names between, before the
// comparative, with Y (of X's category) after it and a possessive
// pronoun standing for Y's own ("hers", "his", "theirs") after Y. Its
// index in ms, or -1.
func ownItem(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item) int {
	if len(ms) != 3 || len(its) != 3 {
		return -1
	}
	x, item, y := ms[0], ms[1], ms[2]
	if len(x.items) != 1 || len(item.items) != 1 || len(y.items) != 1 || its[0].D != its[2].D || its[1].D == its[0].D {
		return -1
	}
	if item.start < 1 || !set("his her their")[ts[item.start-1].w] {
		return -1
	}
	cmp := -1
	for k := item.end; k < y.start; k++ {
		if _, ok := comparatives[ts[k].w]; ok {
			cmp = k
		}
	}
	if cmp < 0 {
		return -1
	}
	for k := y.end; k < len(ts); k++ {
		if !inMention[k] && set("hers his theirs")[ts[k].w] {
			return 1
		}
	}
	return -1
}

// possessed finds a possessive naming an item right before an item of
// another category ("Brett's pug", "the Smiths' colonial"), with one more
// item in the sentence to say something of the second: the index of the
// owner's mention, or -1.
func (mg *magazine) possessed(ts []tok, ms []mention, its []logicgrid.Item) int {
	if len(ms) < 2 || len(its) != len(ms) {
		return -1
	}
	for k := 0; k+1 < len(ms); k++ {
		a, b := ms[k], ms[k+1]
		if len(a.items) != 1 || len(b.items) != 1 || its[k].D == its[k+1].D {
			continue
		}
		last := a.end - 1
		switch {
		case a.end == b.start:
		case a.end+1 == b.start && mg.ownerNoun(ts[a.end]):
			last = a.end // "the Bristol woman's peach pie"
		default:
			continue
		}
		if a.end == b.start && a.start > 0 && (ts[a.start-1].w == "the" || ts[a.start-1].w == "a" || ts[a.start-1].w == "an") && mg.num[its[k].D] != nil && ts[a.start].hyph && a.end-a.start >= 2 {
			return k // "the 3-mile Cedar Ridge": a value before an item of another category is of it
		}
		raw := strings.ToLower(ts[last].raw)
		if strings.HasSuffix(raw, "'s") || strings.HasSuffix(raw, "’s") || strings.HasSuffix(raw, "s'") || strings.HasSuffix(raw, "s’") {
			return k
		}
	}
	return -1
}

// onlyCompared reads "Only A was shorter than B" ("Only Sam's book was
// longer than Tess's"): A is, and no one else is, so along the values
// (each someone's) A has the first and B the second in the comparison's
// direction. ok is false when the clause opens with no "only"; an amount,
// a negation, an either/or or more items are refused.
func (mg *magazine) onlyCompared(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item, cmps []int, hedged bool) ([]logicgrid.Clue, bool, error) {
	if len(ts) == 0 || ts[0].w != "only" || inMention[0] || len(cmps) == 0 || len(ms) == 0 {
		return nil, false, nil
	}
	for k := 1; k < ms[0].start; k++ {
		if _, n := numberOf(ts[k].w); n || ts[k].w == "of" || isNumberWord(ts[k].w) {
			return nil, false, nil // "Only one of the girls ...": a count
		}
	}
	at := cmps[0]
	than := passiveVerbs[ts[at].w] // "Only Mrs Birch's vegetable outweighed Mr Cole's": no "than"
	for k := at + 1; len(ms) > 1 && k < ms[1].start; k++ {
		than = than || ts[k].w == "than"
	}
	if hedged || len(ms) != 2 || len(cmps) != 1 || ms[0].end > at || ms[1].start <= at || !than {
		return nil, true, errorf("\"only\" with a comparison is read as \"Only A is ...er than B\", with no negation or amount")
	}
	if am, err := mg.amountNear(ts, inMention, at); err != nil || am != nil {
		return nil, true, errorf("\"only\" with a comparison by an amount is not supported")
	}
	d, err := mg.compared(ts, at, ts[at].w, nil)
	if err != nil {
		return nil, true, err
	}
	if its[0].D != d && its[1].D == d && mg.p.N() >= 2 {
		// "Only the poodle scored more than 82 points": the poodle's
		// score is beyond 82 and no one else's is, so exactly one value
		// lies beyond 82 and the poodle has it
		up := mg.direction(ts[at].w, d) > 0
		var beyond []int
		for i := range mg.p.Domains[d].Items {
			if v, w := mg.p.Value(d, i), mg.p.Value(d, its[1].I); up && v > w || !up && v < w {
				beyond = append(beyond, i)
			}
		}
		if len(beyond) != 1 {
			return nil, true, errorf("\"only\" A beyond %s: %d values of the %s lie beyond it, and each is someone's", mg.p.ItemName(its[1]), len(beyond), mg.p.Domains[d].Name)
		}
		return []logicgrid.Clue{{Kind: logicgrid.Same, Items: []logicgrid.Item{its[0], {D: d, I: beyond[0]}}}}, true, nil
	}
	if its[0].D == d || its[1].D == d || mg.p.N() < 2 {
		return nil, true, errorf("\"only\" compares two items of other categories than the %s", mg.p.Domains[d].Name)
	}
	first, second := 0, 1
	if mg.direction(ts[at].w, d) > 0 {
		first, second = mg.p.N()-1, mg.p.N()-2
	}
	return []logicgrid.Clue{
		{Kind: logicgrid.Same, Items: []logicgrid.Item{its[0], {D: d, I: first}}},
		{Kind: logicgrid.Same, Items: []logicgrid.Item{its[1], {D: d, I: second}}},
	}, true, nil
}

// differenceWords name a difference of two values: "the difference
// between" ("differ by" is apart.go's).
var differenceWords = set("difference differences")

// difference reads "The difference between A's distance and B's is 60
// km", "There was a difference of 60 km between A and B": the two values
// are that far apart, either way (ApartBy). ok is false when no
// "difference" is free; a sentence with one that is no such is refused
// (it was read as A being B).
func (mg *magazine) difference(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item) (_ []logicgrid.Clue, ok bool, _ error) {
	at := -1
	for k, t := range ts {
		if !inMention[k] && differenceWords[t.w] {
			at = k
			break
		}
	}
	if at < 0 {
		return nil, false, nil
	}
	num := -1
	for j, m := range ms {
		// "differ by 100 km" where 100 km is an item: the amount
		prev := m.start - 1
		for prev > 0 && exactlyWords[ts[prev].w] && !inMention[prev] {
			prev-- // "by exactly 150 km"
		}
		if prev >= 0 && m.start < len(ts) && (set("by of is was")[ts[prev].w] || set("a an")[ts[prev].w] && (m.end == at || m.end == at-1 && !inMention[at-1] && mg.unitCategory(ts[at-1].w) >= 0)) && len(m.items) == 1 && mg.num[its[j].D] != nil && (j == 0 || m.start > at) {
			if _, isNum := numberOf(ts[m.start].w); isNum || ts[m.start].dollar {
				num = m.start
				ms = append(ms[:j:j], ms[j+1:]...)
				its = append(its[:j:j], its[j+1:]...)
				for k := m.start; k < m.end; k++ {
					inMention[k] = false
				}
				break
			}
		}
	}
	for k := 0; k < len(ts) && num < 0; k++ {
		if !inMention[k] && amountish(ts, k) && (k > at || k > 0 && ts[k-1].w == "of" || k == at-1 || k == at-2 && !inMention[at-1]) { // "a $6 difference", "a 3 year difference"
			num = k
		}
	}
	if len(ms) != 2 || num < 0 || ms[0].end > ms[1].start || !joined(ts, inMention, ms[0], ms[1]) && !possessiveJoined(ts, inMention, ms[0], ms[1]) {
		return nil, true, errorf("%q: read as \"the difference between A and B is N units\" or \"A and B differ by N units\", two items and one amount", ts[at].raw)
	}
	for k, t := range ts {
		if _, cmp := comparatives[t.w]; cmp && !inMention[k] || !inMention[k] && (negationWords[t.w] || t.w == "either" || t.w == "or") {
			return nil, true, errorf("%q with %q is not read", ts[at].raw, t.raw)
		}
	}
	v, isNum := numberOf(ts[num].w)
	am := &amount{v: v}
	if num+1 < len(ts) && !inMention[num+1] {
		if _, known := units[ts[num+1].w]; known || mg.isDomainUnit(ts[num+1].w) || mg.unitCategory(ts[num+1].w) >= 0 { // "a 4-floor difference" of floors "2nd, 4th"
			am.unit = ts[num+1].w
		}
	}
	if ts[num].dollar {
		am.unit = "dollars"
	}
	if !isNum || am.unit == "" {
		return nil, true, errorf("%q: say the amount with its unit (\"60 km\")", ts[at].raw)
	}
	word := "more"
	if mg.ownNounCategory(am.unit) >= 0 {
		word = "higher" // "a 4-floor difference" of floors "2nd, 4th": places, never "more"
	}
	d, err := mg.compared(ts, at, word, am)
	if err != nil {
		return nil, true, err
	}
	k := mg.scaled(d, am)
	if k <= 0 {
		return nil, true, errorf("%q: the difference must be more than 0", ts[at].raw)
	}
	if its[0].D == d || its[1].D == d {
		return nil, true, errorf("%q: a difference of two items of other categories than the %s", ts[at].raw, mg.p.Domains[d].Name)
	}
	return []logicgrid.Clue{{Kind: logicgrid.ApartBy, Items: []logicgrid.Item{its[0], its[1]}, Domain: d, K: k}}, true, nil
}

// possessiveJoined reports whether a and b are joined by "and" with a
// category's noun after a ("Iris's distance and the Fiat's"): only
// "and", articles and nouns of no item stand between.
func possessiveJoined(ts []tok, inMention []bool, a, b mention) bool {
	and := false
	for k := a.end; k < b.start; k++ {
		switch {
		case inMention[k]:
			return false
		case ts[k].w == "and":
			and = true
		case amountish(ts, k):
			return false
		}
	}
	return and
}

// listOrder reads how two lists pair up: "respectively", "in that order",
// "in the same order" pair them in turn (inTurn); "in some order", "in
// any order", "in either order", "in no particular order", "not
// necessarily in that order" say only that each of the first is one of
// the second. ordered says a word of order is there; an order word read
// neither way ("in reverse order", "in order") is refused, never read as
// "in some order" ("in that order" was: a silent misreading).
func listOrder(ts []tok, inMention []bool) (ordered, inTurn bool, err error) {
	for k, t := range ts {
		if inMention[k] {
			continue
		}
		switch t.w {
		case "respectively":
			return true, true, nil
		case "order":
		default:
			continue
		}
		before := func(w ...string) bool {
			for j := max(0, k-4); j < k; j++ {
				if slices.Contains(w, ts[j].w) {
					return true
				}
			}
			return false
		}
		prev := ""
		if k > 0 {
			prev = ts[k-1].w
		}
		switch {
		case before("necessarily", "not", "no", "any", "some", "either", "particular", "random", "whatever", "unknown"):
			return true, false, nil
		case prev == "that" || prev == "this" || prev == "same" || prev == "given" || prev == "listed" || prev == "named":
			return true, true, nil
		default:
			return true, false, errorf("%q: cannot tell how the lists pair up: say \"respectively\" or \"in some order\"", phrase(ts, max(0, k-2), k+1))
		}
	}
	return false, false, nil
}

// unknownOption reports whether the "or" at k stands between a word of no
// item and an item ("The Chilean or Anya"): an option the reader did not
// find.
func unknownOption(ts []tok, inMention []bool, k int) bool {
	if k < 1 {
		return false
	}
	j := k + 1
	for j < len(ts) && !inMention[j] && (ts[j].w == "the" || ts[j].w == "a" || ts[j].w == "an") {
		j++
	}
	if j >= len(ts) {
		return false
	}
	before, after := inMention[k-1], inMention[j]
	switch {
	case !before && after: // "The Chilean or Anya"
		return !stop[ts[k-1].w]
	case before && !after: // "the French or the Slav" with no Slav
		_, cmp := comparatives[ts[j].w]
		return !stop[ts[j].w] && !cmp && !orNotOption[ts[j].w] && !amountish(ts, j)
	}
	return false
}

// orNotOption are words after "or" that name no option: "$20 or over",
// "30 or so", "or thereabouts".
var orNotOption = set("over under so thereabouts above below more less fewer later earlier not")

// listGoesOn reports whether the words after "X, the Y, " go on with a
// list ("and Hana are three different people"): then "the Y" is one of
// the list, not X's appositive.
func listGoesOn(rest string) bool {
	switch strings.ToLower(firstWord(rest)) {
	case "and", "or", "nor":
		return true
	}
	return false
}

// countedDifferent is a list, then "are four different ...".
var countedDifferent = lazyRE(`(?i)^(.+?) (?:are|were) (two|three|four|five|six|seven|eight|\d+) (?:different|distinct|separate)\b`)

// countedList reports whether s lists as many things as the number it
// says are different ("Pepper, the Jack Russell, Mr. Ito's dog and the
// dog that ran 34.1 seconds are four different dogs"): then "the Jack
// Russell" is one of the list, no aside about Pepper.
func countedList(s string) bool {
	m := countedDifferent.FindStringSubmatch(s)
	if m == nil {
		return false
	}
	n, ok := numberOf(strings.ToLower(m[2]))
	if !ok {
		return false
	}
	entries := 0
	for _, part := range strings.Split(m[1], ",") {
		for _, p := range strings.Split(" "+strings.TrimSpace(part)+" ", " and ") {
			if strings.TrimSpace(p) != "" {
				entries++
			}
		}
	}
	return float64(entries) == n
}

// nounDeterminers make the plural after them a noun: "the trails", "all
// four tops", "those trails" (never "Ann trails Bo").
var nounDeterminers = set("the all these those their its his her our my two three four five six seven eight nine ten other both")

// postModified finds, in a sentence that compares and names three or
// more items, an item modified by another of another category right after
// it ("the Russian Giant from Cranbury", "the car with the sunroof", "the
// runner in red"): the index of the first mention, or -1. Never after a
// verb of getting ("bought the vase from Bo": Bo sold it) and never where
// the second is compared itself.
func (mg *magazine) postModified(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item) int {
	if len(ms) < 3 || len(its) != len(ms) {
		return -1
	}
	compares := false
	for k, t := range ts {
		if _, ok := comparatives[t.w]; ok && !inMention[k] {
			compares = true
		}
	}
	if !compares {
		return -1
	}
	for k := 0; k+1 < len(ms); k++ {
		a, b := ms[k], ms[k+1]
		if len(a.items) != 1 || len(b.items) != 1 || its[k].D == its[k+1].D {
			continue
		}
		at := a.end // the preposition, after the first's noun if any ("the blue kart in 2nd")
		if at < len(ts) && !inMention[at] && (mg.namesCategory(ts[at].w) || ts[at].w == "one") {
			at++
		}
		if at >= len(ts) || !postModifiers[ts[at].w] || b.start != at+1 && (b.start != at+2 || !articles[ts[at+1].w]) {
			continue
		}
		if a.start == 0 || !articles[ts[a.start-1].w] || a.start >= 2 && gettingVerbs[ts[a.start-2].w] {
			continue // "the" before the first: a noun phrase, not "Ann from Ely" (a clause may follow)
		}
		if b.end < len(ts) && (ts[b.end].w == "than" || ts[b.end].w == "and" || ts[b.end].w == "or") {
			continue // "the pie with more cherries than ..."
		}
		if _, ok := comparatives[wordAt(ts, b.end)]; ok {
			continue
		}
		return k
	}
	return -1
}

var (
	postModifiers = set("from with in")
	articles      = set("the a an")
	gettingVerbs  = set("bought buys buy got gets get received receives borrowed borrows rented rents took takes inherited inherits won wins ordered orders hired hires learned learnt heard hears bought sold stole stolen adopted adopts collected collects picked")
)

// feltThatOwn finds "X was <feeling> that his|her|their Y ...": the
// index of X's mention (Y is the next), or -1. Only a factive frame (it
// says that what follows is so: disappointed, pleased, surprised,
// noticed), never "hoped", "wished", "thought" or a negation.
func feltThatOwn(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item) int {
	if len(ms) < 2 || ms[0].start != 0 || len(ms[0].items) != 1 || len(ms[1].items) != 1 || its[0].D == its[1].D {
		return -1
	}
	p := ms[1].start - 1
	if p < 2 || !possessivePronouns[ts[p].w] || ts[p].w == "its" || ts[p-1].w != "that" {
		return -1
	}
	factive := false
	for k := ms[0].end; k < p-1; k++ {
		switch w := ts[k].w; {
		case inMention[k]:
			return -1
		case factiveWords[w]:
			factive = true
		case !frameFillers[w]:
			return -1
		}
	}
	if !factive {
		return -1
	}
	return 0
}

var (
	factiveWords = set("disappointed pleased glad happy thrilled delighted proud relieved surprised amazed astonished upset sad annoyed irritated frustrated chuffed dismayed noticed discovered learned learnt found saw realized realised knew")
	frameFillers = set("was is were felt feels very quite rather so a bit little to see learn find hear that had has been")
)

// possessionParticiples say a thing has been someone's: its start is when
// it was got, never when it was made ("has owned her car longer").
var possessionParticiples = set("owned kept had held driven ridden used worn")

// acquisitionStart reports whether start category d is when things were
// got: its name says so ("years bought", "adopted"), or it is the only
// start and the story says things were got and never when they were made.
func (mg *magazine) acquisitionStart(d, starts int) bool {
	name := strings.ToLower(mg.p.Domains[d].Name)
	for _, w := range strings.Fields(strings.NewReplacer("_", " ", "-", " ").Replace(name)) {
		if acquiredWords[w] {
			return true
		}
	}
	if starts != 1 {
		return false
	}
	story := tokenize(mg.p.Story)
	got := false
	for _, t := range story {
		if madeWords[t.w] {
			return false
		}
		got = got || acquiredWords[t.w]
	}
	return got
}

var (
	acquiredWords = set("bought buy buys purchased purchase purchases acquired acquisition adopted adoption got obtained received since owned ownership inherited")
	madeWords     = set("model models made built manufactured vintage produced released published founded born")
)

// sameThenRest reads a clause that says two items are one (a and b) and
// something more: the tokens from..to, which hold mention drop, are cut
// out, the rest is read again without that mention (the later mentions
// shifted), and a = b comes first ("Brett's pug is the youngest": Brett
// owns the pug, and the pug is the youngest).
func (mg *magazine) sameThenRest(ts []tok, ms []mention, its []logicgrid.Item, from, to, drop int, a, b logicgrid.Item) ([]logicgrid.Clue, error) {
	n := to - from
	rest := append(append([]tok(nil), ts[:from]...), ts[to:]...)
	var rms []mention
	var rits []logicgrid.Item
	for j, m := range ms {
		if j == drop {
			continue
		}
		if m.start >= to {
			m.start, m.end = m.start-n, m.end-n
		}
		rms, rits = append(rms, m), append(rits, its[j])
	}
	cs, err := mg.classify(rest, rms, rits)
	if err != nil {
		return nil, err
	}
	return append([]logicgrid.Clue{{Kind: logicgrid.Same, Items: []logicgrid.Item{a, b}}}, cs...), nil
}

// kinCategory reports whether category d is people of one side of a row of
// two ("husband: Jim, Mike", "wife: Ann, Bea"): a husband and a wife named
// in one sentence may be one row.
func (mg *magazine) kinCategory(d int) bool {
	return set("husband wife spouse partner groom bride father mother son daughter parent child brother sister grandparent grandchild grandmother grandfather grandson granddaughter")[domainNoun(mg.p.Domains[d].Name)]
}

// openingChange is a clause opening a sentence with "once", "after" or
// "before" and a comma: "Once the discounts were taken off, ...".
var openingChange = lazyRE(`(?i)^((?:once|after|before|with|without) [^,]+),`)

// mentionList reports whether s is items between commas and nothing else:
// "Dmitri, the arts editor" (a list's first part, before its "and").
func (mg *magazine) mentionList(s string) bool {
	s = listLead.ReplaceAllString(strings.TrimSpace(s), "")
	pieces := strings.Split(s, ", ")
	if len(pieces) < 2 {
		return false
	}
	for _, p := range pieces {
		if !mg.onlyMention(p) {
			return false
		}
	}
	return true
}

// listLead is a count or quantifier before a list: "All three of", "Each
// of", "Both".
var listLead = lazyRE(`(?i)^(?:all (?:two|three|four|five|six|\d+)(?: of)?|all of|each of|both|the (?:two|three|four|five|six))\s+`)
