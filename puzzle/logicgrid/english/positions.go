package english

import (
	"slices"
	"strconv"
	"strings"

	"deduce/puzzle/logicgrid"
)

// Positions in a row or a stack (issue 25): houses in a street, seats at a
// table, spaces in a car park, berths along a quay, floors of a building.
// A sentence with a word that places things ("left", "next to", "between",
// "at one end", "in the middle", "two seats away") is read here, along the
// puzzle's category of positions, and only here: a position word that no
// reading below takes is refused, never dropped (dropping one turns "A is
// directly left of B" into "A is B").
//
// The clues are the model's own, as the ZebraLogic reader makes them:
// directly left of is LessBy 1, somewhere left of Less, next to Apart 1,
// N away Apart N, at one end Either of the two ends, not next to the
// IfThenNot facts it amounts to.

// positionWords are the words that place an item; "next" only before "to"
// or "door", "left" and "right" only as directions (positionAt decides).
var positionWords = set("left right next beside alongside adjacent between away apart end ends middle centre center central " +
	"opposite across facing beyond neighbour neighbours neighbor neighbors neighbouring neighboring leftmost rightmost " +
	"above below beneath underneath upstairs downstairs side door doors separates separated separating flanked " +
	"clockwise anticlockwise counterclockwise")

// spatialNouns name a category of positions in a row or a stack; a
// category of numbered items named so is the one "left of" and "next to"
// are along.
var spatialNouns = set("house home cottage bungalow seat chair stool space bay spot slot berth mooring plot allotment stall pitch " +
	"rink lane court room cabin desk locker pew peg hook carriage coach wagon compartment shelf shelve bunk tier drawer position floor storey story level flat apartment bed tent door window box " +
	"pen stable kennel garage booth hut shop unit tee plinth pedestal easel lounger sunbed deckchair kiosk cubicle")

// verticalNouns are positions in a stack: "above" is a higher one.
// ("shelve" is singular's "shelves")
var verticalNouns = set("floor storey story level deck shelf shelve step rung bunk tier drawer")

// rankNouns are orders that are not places in a row (a race's places).
var rankNouns = set("place position finish rank standing")

// positionAt reports whether free token k places something.
func (mg *magazine) positionAt(ts []tok, k int) bool {
	w := ts[k].w
	prev, next := "", wordAt(ts, k+1)
	if k > 0 {
		prev = ts[k-1].w
	}
	if w == "end" && mg.weekdays() >= 0 && ofTheWeek(ts, k) && !weekEndsWord[prev] {
		return false // "at the end of the week": a day (weekEnd)
	}
	switch w {
	case "next":
		// "next to last" is the one before the last, a place in an order
		return next == "to" && !set("last first top bottom")[wordAt(ts, k+2)] || next == "door"
	case "left", "right":
		// "left at 9.15" is a verb, "right after" is "immediately after".
		// ("at the far right, next to Jory": the side, then next to)
		if w == "right" && !set("far the extreme")[prev] && (immediateAfter[next] || next == "next" || next == "between" || next == "beside" || next == "in" || next == "at") {
			return false
		}
		if next == "hand" && (wordAt(ts, k+2) == "end" || wordAt(ts, k+2) == "ends") {
			return false // "the left-hand end" is the end's: its left end
		}
		return next == "of" || next == "than" || next == "end" || next == "ends" || next == "hand" || next == "side" ||
			set("the far further farther furthest farthest more most to on directly immediately just somewhere anywhere immediate his her their its")[prev] ||
			k > 0 && possessive(ts[k-1].raw) // "on Ann's left"
	case "side":
		return prev == "either" || prev == "each" || prev == "both" || next == "by"
	case "neighbour", "neighbours", "neighbor", "neighbors":
		// "next-door neighbours": one phrase, "next door"'s; "the
		// neighbor who put up the lights" of a category of neighbors is
		// one of them, no place beside another
		if mg.categoryNamed([]string{w}) && set("the a each every which that another")[prev] {
			return false
		}
		if neighbourPerson(ts, k) {
			return false
		}
		return !(prev == "door" && k >= 2 && ts[k-2].w == "next")
	case "door", "doors":
		// "next door" is "next"'s; "two doors down from"; "two doors to
		// the left of" is the count of "left"'s (stepsBefore)
		if next == "left" || next == "right" || next == "to" && (wordAt(ts, k+2) == "the" || wordAt(ts, k+2) == "left" || wordAt(ts, k+2) == "right") {
			return false
		}
		if mg.doorsNamed() {
			// "the navy door" of a category of doors: a distance only
			// with its count ("two doors down")
			_, num := numberOf(prev)
			return num && prev != "a" && prev != "an"
		}
		return prev != "next"
	case "up", "down", "along":
		// "one floor up from Ivo", "two seats down from", "two houses
		// along from": a count of positions and a way along them
		if k >= 2 && (mg.positionNoun(prev) || singular(prev) == "door") {
			_, num := numberOf(ts[k-2].w)
			if num {
				return true
			}
		}
		// "parked along from the Kellys", "lives down the road from":
		// a place some way from another, never the same one (it was
		// read as "is the Kellys"); read where counted, else refused
		return fromAlongRow(ts, k) && (w == "along" || beingAt[prev] || mg.rowDomain() >= 0)
	case "away":
		// "3 light years farther away than" is a comparison
		// ("23 light years away" a value)
		_, cmp := comparatives[prev]
		return !cmp && (next == "from" || mg.positionNoun(prev) || singular(prev) == "door")
	case "above", "below", "beneath", "underneath", "upstairs", "downstairs":
		// along a stack only: "one place above" is a comparison in a ranking
		return mg.verticalDomain()
	case "last":
		return mg.positionNoun(next)
	case "front":
		// "two carriages in front of": a place in a row (landmarks.go
		// reads it where the introduction says where the front is)
		return prev == "in" && next == "of"
	case "rear":
		return prev == "the" && (mg.positionNoun(next) || next == "" || next == "of")
	case "past":
		// "lives past the cat owner": along a row, which way? (landmarks.go
		// reads it where the sentence says; "half past" is a time)
		_, num := numberOf(next)
		return mg.rowDomain() >= 0 && !num && !set("half quarter ten twenty five")[prev]
	case "within":
		// "within two seats of": a bound on a distance
		_, num := numberOf(next)
		return num && mg.positionNoun(wordAt(ts, k+2))
	}
	if _, ok := ordinals[w]; ok {
		return mg.positionNoun(next) || (next == "from" || next == "on") && (wordAt(ts, k+3) == "left" || wordAt(ts, k+3) == "right")
	}
	if w == "from" && k >= 2 && mg.positionNoun(prev) { // "3 houses from the gnu"
		_, num := numberOf(ts[k-2].w)
		return num
	}
	return positionWords[w]
}

// fromAlongRow reports whether the word at k ("along", "up", "down") is
// followed by "from" ("along from B"), or by the street and "from" ("down
// the road from B", "up the lane from B"): a place measured from another
// along a row.
func fromAlongRow(ts []tok, k int) bool {
	next := wordAt(ts, k+1)
	if next == "from" {
		return true
	}
	return (next == "the" || next == "this" || next == "our") && positionRowNouns[singular(wordAt(ts, k+2))] && wordAt(ts, k+3) == "from"
}

// doorsNamed reports whether a category of names (not numbers) is
// called doors ("doors: black, cream, green": front doors' colours), so
// that "door" is its noun, not a distance, unless counted.
func (mg *magazine) doorsNamed() bool {
	for d, dom := range mg.p.Domains {
		if domainNoun(dom.Name) == "door" && mg.num[d] == nil {
			return true
		}
	}
	return false
}

// positionNoun reports whether w names a position ("house", "seats", or
// the name of a numbered category).
func (mg *magazine) positionNoun(w string) bool {
	u := singular(w)
	if spatialNouns[u] && !rankNouns[u] {
		return true
	}
	for d, dom := range mg.p.Domains {
		if mg.positionsAt(d) && domainNoun(dom.Name) == u && !rankNouns[u] && !(mg.houseRow(d) && u == "number") {
			return true
		}
	}
	return false
}

// verticalDomain reports whether the puzzle has numbered positions in a
// stack (floors).
func (mg *magazine) verticalDomain() bool {
	for _, dom := range mg.p.Domains {
		if isPositions(dom) && verticalNouns[domainNoun(dom.Name)] {
			return true
		}
	}
	return false
}

var immediateAfter = set("after before behind ahead below above away")

// positionDomain is the category of positions the sentence's position
// words are along: a category whose items are 1, 2, 3, ... or first,
// second, ... in order; of several, the one the sentence names ("the plot
// next to"), else the one named like a place in a row ("seat", "berth"),
// else the only one.
func (mg *magazine) positionDomain(ts []tok) (int, error) {
	var cands, spatial []int
	for d, dom := range mg.p.Domains {
		if !mg.positionsAt(d) {
			continue
		}
		cands = append(cands, d)
		if n := domainNoun(dom.Name); spatialNouns[n] && !rankNouns[n] || mg.houseRow(d) {
			spatial = append(spatial, d)
		}
	}
	// Consecutive weekdays ("Monday, ..., Friday") are a row of days:
	// "in the middle of the week", "between", "on adjacent days" count
	// days. Only where no other category is the row, or none is spatial
	// and the sentence speaks of days ("week", "evening", the category's
	// noun): "next to" in a street of houses is never about days.
	if wd := mg.dayRow(); wd >= 0 && (len(cands) == 0 || len(spatial) == 0 && mg.daysNamed(ts, wd)) {
		return wd, nil
	}
	if len(cands) == 0 {
		return -1, errorf("no category of numbered positions (\"house: 1, 2, 3\", \"seat: first, second, third\"): positions in a row are not supported without one")
	}
	for _, t := range ts {
		for _, d := range cands {
			if singular(t.w) == domainNoun(mg.p.Domains[d].Name) {
				return d, nil
			}
		}
	}
	switch {
	case len(spatial) == 1:
		return spatial[0], nil
	case len(spatial) == 0 && len(cands) == 1:
		return cands[0], nil
	}
	var names []string
	for _, d := range cands {
		names = append(names, mg.p.Domains[d].Name)
	}
	return -1, errorf("several categories could be the positions (%s): name one (\"the %s next to ...\")", strings.Join(names, ", "), domainNoun(mg.p.Domains[cands[0]].Name))
}

// dayRow is the category of weekdays when its days follow one another
// (Monday to Friday, Thursday to Sunday), or -1: a row of days.
func (mg *magazine) dayRow() int {
	d := mg.weekdays()
	if d < 0 {
		return -1
	}
	items := mg.p.Domains[d].Items
	for i := 1; i < len(items); i++ {
		if weekdayOf(items[i]) != weekdayOf(items[i-1])+1 {
			return -1
		}
	}
	return d
}

// weekNounAt reports whether the words from k say the row of days d
// is meant: "of the week" ("of the working week"), "day", the category's
// noun ("the middle day"), "evening".
func (mg *magazine) weekNounAt(ts []tok, k, d int) bool {
	if d != mg.dayRow() {
		return false
	}
	if ofTheWeek(ts, k-1) {
		// the week's ends and middle only where the days are the week
		// (weekEnd): Tuesday to Saturday's middle is no certain day
		items := mg.p.Domains[d].Items
		return weekdayOf(items[0]) == 1 && weekdayOf(items[len(items)-1]) >= 5
	}
	w := singular(wordAt(ts, k))
	return w == domainNoun(mg.p.Domains[d].Name) || set("day weekday evening night")[w]
}

// skipWeek is the token after the week words weekNounAt found at k.
func skipWeek(ts []tok, k int) int {
	if ofTheWeek(ts, k-1) {
		k += 2
		if wordAt(ts, k) != "week" {
			k++
		}
		return k + 1
	}
	return k + 1
}

// daysNamed reports whether the sentence speaks of days: the category's
// noun, "day", "week", "weekday", or a part of a day ("evening").
func (mg *magazine) daysNamed(ts []tok, d int) bool {
	for _, t := range ts {
		w := singular(t.w)
		if w == domainNoun(mg.p.Domains[d].Name) || set("day week weekday evening night morning afternoon")[w] {
			return true
		}
	}
	return false
}

// houseRows marks the categories of house numbers: evenly spaced whole
// numbers ("house numbers: 12, 14, 16, 18", one side of a street), named
// for house numbers ("house numbers", "door numbers", "addresses"), or
// named "numbers" (or "No.") in a puzzle whose title or story is of houses
// on a street ("the odd side of Church Lane"). They are a row of positions
// in numeric order: next door is the next number along (14 is next door to
// 12 and 16), "two doors from" two along.
func houseRows(p *logicgrid.Puzzle) []bool {
	out := make([]bool, len(p.Domains))
	street := houseStory.MatchString(strings.ToLower(p.Title + "\n" + p.Story))
	for d, dom := range p.Domains {
		if isPositions(dom) || !evenlySpaced(dom.Items) {
			continue
		}
		ws := strings.Fields(strings.ToLower(strings.NewReplacer(".", " ", "#", " ").Replace(dom.Name)))
		if len(ws) == 0 {
			continue
		}
		noun := singular(ws[len(ws)-1])
		if noun != "number" && noun != "no" && noun != "address" {
			continue
		}
		named := noun == "address"
		for _, w := range ws[:len(ws)-1] {
			named = named || set("house home door street")[singular(w)]
		}
		out[d] = named || street && len(ws) == 1
	}
	return out
}

// houseStory is a title or story of houses along a street.
var houseStory = lazyRE(`\b(?:street|road|lane|avenue|crescent|terrace|cul-de-sac|houses|homes|cottages|bungalows|(?:odd|even)(?:-numbered)? side)\b`)

// evenlySpaced reports whether items are whole numbers, none below 0,
// stepping evenly upwards (2, 4, 6, 8).
func evenlySpaced(items []string) bool {
	if evenStep(items) == 0 {
		return false
	}
	first, _ := strconv.Atoi(strings.TrimSpace(items[0]))
	return first >= 0
}

// evenStep is the step of items that are whole numbers stepping evenly
// upwards ("12, 14, 16": 2), or 0.
func evenStep(items []string) int {
	if len(items) < 2 {
		return 0
	}
	var prev, step int
	for i, it := range items {
		v, err := strconv.Atoi(strings.TrimSpace(it))
		if err != nil {
			return 0
		}
		if i == 1 {
			step = v - prev
		}
		if i >= 1 && (step <= 0 || v-prev != step) {
			return 0
		}
		prev = v
	}
	return step
}

// positionsAt reports whether category d is positions in a row or a
// stack: isPositions, or house numbers (houseRows).
func (mg *magazine) positionsAt(d int) bool {
	return isPositions(mg.p.Domains[d]) || mg.houseRow(d)
}

// spatialAt reports whether category d is places in a row or a stack by
// its name (spatialPositions) or house numbers.
func (mg *magazine) spatialAt(d int) bool {
	return spatialPositions(mg.p.Domains[d]) || mg.houseRow(d)
}

// isPositions reports whether a category is positions in a row: its items
// are numbered 1..n (first..nth), or it is named like a place in a row
// ("rooms: 12, 14, 16, 18") and its numbers step evenly upwards.
func isPositions(dom logicgrid.Domain) bool {
	if numberedInOrder(dom.Items) {
		return true
	}
	n := domainNoun(dom.Name)
	if lettered(dom.Items) && spatialNouns[n] && !rankNouns[n] {
		return true // "seats: A, B, C, D": places lettered in the order of the alphabet (never grades A to D)
	}
	if countsOf(dom.Items, n) {
		return false // "boxes: 8 boxes, 11 boxes": how many, no row of boxes
	}
	if !spatialNouns[n] || rankNouns[n] {
		return false
	}
	// Floors numbered 2, 4, 6 are floors of those numbers, not a row of
	// three: "two floors above" is two floors up, not two places along
	// (house numbers 2, 4, 6 are a row: "two doors down" counts houses).
	step := evenStep(dom.Items)
	return step == 1 || step > 1 && !verticalNouns[n]
}

// countsOf reports whether every item is a count of noun: "8 boxes", "1
// box".
func countsOf(items []string, noun string) bool {
	for _, it := range items {
		f := strings.Fields(strings.ToLower(it))
		if len(f) != 2 || !hasDigit(f[0]) || singular(f[1]) != noun {
			return false
		}
	}
	return len(items) > 0
}

// numberedInOrder reports whether items are 1..n or first..nth (1st..nth),
// optionally after one word ("Rink 1") or with a hash ("#1").
func numberedInOrder(items []string) bool {
	if stackEnds(items) != 0 {
		return true
	}
	// "ground, 1st, 2nd, 3rd": floors counted up from the ground floor,
	// which is floor 0
	base := 1
	if len(items) > 2 && groundFloor(items[0]) {
		items, base = items[1:], 2
	}
	for i, it := range items {
		f := strings.Fields(strings.ToLower(it))
		if len(f) == 2 {
			f = f[1:]
		}
		if len(f) != 1 {
			return false
		}
		if len(f[0]) > 1 && f[0][0] == '#' {
			f[0] = f[0][1:] // "#3": number 3
		}
		n, ok := ordinals[f[0]]
		if !ok {
			v, isNum := numberOf(f[0])
			if !isNum || f[0][0] < '0' || f[0][0] > '9' {
				return false
			}
			n = int(v)
			if float64(n) != v {
				return false
			}
		}
		if n != i+base-1 && base == 2 || n != i+1 && base == 1 {
			return false
		}
	}
	return len(items) > 1
}

// stackEnds reads a stack's items named by its ends: "top, second, third,
// bottom" (+1: the first is the top) or "bottom, second, ..., top" (-1),
// the ones between ordinals in order ("middle" between three); else 0.
// groundFloor reports whether an item is the ground floor ("ground",
// "ground floor", "G").
func groundFloor(it string) bool {
	switch strings.ToLower(strings.TrimSpace(it)) {
	case "ground", "ground floor", "g", "gf":
		return true
	}
	return false
}

func stackEnds(items []string) int {
	n := len(items)
	if n < 2 {
		return 0
	}
	end := func(it string) string {
		f := strings.Fields(strings.ToLower(it))
		if len(f) == 2 && verticalNouns[singular(f[1])] { // "top shelf"
			f = f[:1]
		}
		if len(f) != 1 {
			return ""
		}
		return f[0]
	}
	first, last := end(items[0]), end(items[n-1])
	dir := 0
	switch {
	case first == "top" && last == "bottom":
		dir = 1
	case first == "bottom" && last == "top":
		dir = -1
	default:
		return 0
	}
	for i := 1; i < n-1; i++ {
		w := end(items[i])
		if o, ok := ordinals[w]; !(ok && o == i+1 || n == 3 && w == "middle") {
			return 0
		}
	}
	return dir
}

// stackDown reports which way a stack of positions d is numbered: +1 when
// its first item is the top (shelves "top, second, ..., bottom", or "1
// to 4 from the top"), -1 when the bottom (floors, "from the bottom",
// "1st at street level"), 0 when nothing says (shelves 1 to 4).
func (mg *magazine) stackDown(d int) int {
	dom := mg.p.Domains[d]
	if dir := stackEnds(dom.Items); dir != 0 {
		return dir
	}
	story := strings.ToLower(mg.p.Story)
	switch {
	case topFirst.MatchString(story):
		return 1
	case bottomFirst.MatchString(story):
		return -1
	}
	switch domainNoun(dom.Name) {
	case "floor", "storey", "story", "level", "step", "rung":
		return -1 // floors are counted up from the ground, steps from the foot
	}
	return 0
}

var (
	topFirst    = lazyRE(`\b(?:numbered|counted|counting)\b[^.;]*\bfrom (?:the )?top\b|\bfrom (?:the )?top(?: \w+)? (?:down )?to (?:the )?bottom\b|\b1 (?:is |being )?(?:at )?the top\b`)
	bottomFirst = lazyRE(`\b(?:numbered|counted|counting)\b[^.;]*\bfrom (?:the )?(?:bottom|ground)\b|\bfrom (?:the )?bottom(?: \w+)? (?:up )?to (?:the )?top\b|\b1(?:st)? (?:is |being )?(?:at )?(?:the bottom|ground level|street level)\b`)
)

// domainNoun is a category's name as one singular noun ("plots" -> "plot").
func domainNoun(name string) string {
	if plainWords(name) { // most names: no tokenizing (it is called per category per clause)
		f := strings.Fields(name)
		if len(f) == 0 {
			return ""
		}
		return singular(strings.ToLower(f[len(f)-1]))
	}
	ws := words(name)
	if len(ws) == 0 {
		return ""
	}
	return singular(ws[len(ws)-1])
}

// plainWords reports whether s is ASCII letters and spaces only, which
// tokenize splits at the spaces and lower-cases.
func plainWords(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c != ' ' && !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			return false
		}
	}
	return true
}

// A placing is one position phrase of a sentence: the tokens it covers and
// how many items it relates the subject to (0 for "at one end", 1 for
// "next to B", 2 for "between B and C").
type placing struct {
	start, end int // the phrase's words, for the items around it
	objects    int
	// clues says the phrase of subject x and objects os along d.
	clues func(x logicgrid.Item, os []logicgrid.Item, neg bool) ([]logicgrid.Clue, error)
	what  string // the phrase, for messages
	// gap, for "there are N houses between A and B": the objects are gap
	// apart and there is no subject
	gap int
	// ends, for "at either end": said of a pair ("A and B are at either
	// end"), one at each end
	ends bool
}

// positional reads a clause with position words; ok is false when it has
// none. Its items are a subject (the first), then for each position phrase
// its objects; any other item, a second subject, or a position word no
// phrase takes is refused.
func (mg *magazine) positional(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item) (cs []logicgrid.Clue, ok bool, err error) {
	first := -1
	for k := range ts {
		if !inMention[k] && mg.positionAt(ts, k) {
			first = k
			break
		}
	}
	if _, by := mg.byDomain(ts, ms); first < 0 || by { // "By seat, A and B are exactly 2 apart": byOrder
		return nil, false, nil
	}
	if ts[0].w == "if" {
		return nil, true, errorf("%q: a position phrase in an if-then clue is not supported", ts[first].raw)
	}
	for k, t := range ts {
		q := k + 1 // the word after the quantifier ("no one", "no family": after its noun)
		if t.w == "no" && (wordAt(ts, k+1) == "one" || mg.namesCategory(wordAt(ts, k+1)) || personNouns[singular(wordAt(ts, k+1))]) {
			q = k + 2
		} else if t.w != "none" && t.w != "nobody" && t.w != "noone" {
			continue
		}
		if !inMention[k] && set("of in at on next beside who that living")[wordAt(ts, q)] {
			// "None of the families in the middle houses owns the cat":
			// a quantifier over the people placed, never dropped
			return nil, true, errorf("%q with a position is not read (%q): say it of each place", t.raw, ts[first].raw)
		}
	}
	d, err := mg.positionDomain(ts)
	if err != nil {
		return nil, true, errorf("%q: %v", ts[first].raw, err)
	}
	// "2 houses to the left": the count is no item (house 2)
	for i := 0; i < len(ms); i++ {
		m := ms[i]
		noun := wordAt(ts, m.end)
		counts := strings.HasSuffix(noun, "s") || set("up down away from to apart above below left right")[wordAt(ts, m.end+1)] // "1 floor down from"
		_, cardinal := numberOf(ts[m.start].w)
		ownNoun := cardinal && singular(noun) == domainNoun(mg.p.Domains[d].Name) // "two places to the right of" where the row is of places (a ranking noun too)
		// "second to the left of Tara": two places that way, not place 2
		ordinalSide := ordinals[ts[m.start].w] >= 2 && noun == "to" && wordAt(ts, m.end+1) == "the" && (wordAt(ts, m.end+2) == "left" || wordAt(ts, m.end+2) == "right")
		if m.end-m.start == 1 && its[i].D == d && ((mg.positionNoun(noun) || ownNoun) && counts || ordinalSide) {
			for k := m.start; k < m.end; k++ {
				inMention[k] = false
			}
			ms = append(ms[:i:i], ms[i+1:]...)
			its = append(its[:i:i], its[i+1:]...)
			i--
		}
	}
	used := append([]bool(nil), inMention...)
	var ps []placing
	for k := 0; k < len(ts); k++ {
		if used[k] || !mg.positionAt(ts, k) {
			continue
		}
		p, err := mg.placingAt(ts, used, k, d)
		if err != nil {
			return nil, true, err
		}
		for j := p.start; j < p.end; j++ {
			used[j] = true
		}
		ps = append(ps, p)
		k = p.end - 1
	}
	// "the oldest lives next to Ann": superlatives and ordinals elsewhere
	// in the sentence name items as usual.
	for {
		n := len(ms)
		if ms, its, err = mg.superlative(ts, used, ms, its); err != nil {
			return nil, true, err
		}
		for _, m := range ms {
			for k := m.start; k < m.end; k++ {
				used[k] = true
			}
		}
		if len(ms) == n {
			break
		}
	}
	// "Neither A nor B lives in an end house", "Neither A nor B is next
	// to C": the one phrase, negated, of each
	neither := len(ps) == 1 && len(ms) >= 2 && ts[0].w == "neither" && !used[0] && (ms[0].start == 1 || ms[0].start == 2 && set("the a an")[ts[1].w]) && ms[1].end <= ps[0].start && ps[0].gap == 0 && mg.norJoined(ts, used, ms[0], ms[1])
	if neither {
		used = append([]bool(nil), used...)
		for k := 0; k < ms[1].start; k++ {
			if !inMention[k] && (ts[k].w == "neither" || ts[k].w == "nor") {
				used[k] = true
			}
		}
	}
	// Words that would change what the phrases say and that no phrase
	// took: "in neither the first nor the last house", "next to Bob or Cy",
	// "The editor, a man, lives at one end" (gender.go reads "the man who
	// ...", a gendered noun before the item it describes, only).
	for k, t := range ts {
		if used[k] {
			continue
		}
		if genderNouns[t.w] != unknownGender && !(k+1 < len(ts) && anyMentionIn(ms, k+1, len(ts))) {
			return nil, true, errorf("%q with a position phrase is not read here: say \"the %s who ...\"", t.raw, t.w)
		}
		_, ordinal := ordinals[t.w]
		_, counted := numberOf(wordAt(ts, k+1))
		if set("neither nor either or unless except only start beginning")[t.w] || ordinal || t.w == "last" || t.w == "but" && counted { // "the last seat but one"
			return nil, true, errorf("%q with a position phrase is not read: split it into simpler sentences", t.raw)
		}
		if _, cmp := comparatives[t.w]; cmp && !inMention[k] {
			// "next to the family who moved in earlier than the Hales":
			// a comparison no position phrase took, never dropped
			return nil, true, errorf("%q: the comparison is not part of the reading of a position phrase: split it into simpler sentences", t.raw)
		}
	}
	// "Ann arrived between Bob and Cy": between in time, or in the row?
	for _, p := range ps {
		if p.objects != 2 && p.gap == 0 {
			continue
		}
		if pw := words(p.what); len(pw) >= 2 && pw[len(pw)-1] == "between" && (singular(pw[len(pw)-2]) == domainNoun(mg.p.Domains[d].Name) || len(pw) >= 3 && pw[len(pw)-2] == "the" && singular(pw[len(pw)-3]) == domainNoun(mg.p.Domains[d].Name)) {
			continue // "has the room between": the row's own noun says which
		}
		for k, t := range ts {
			for e, nm := range mg.num {
				if !inMention[k] && e != d && nm != nil && timeClass(nm.class) && hasCue(mg.lx.cues[e], t.w) {
					return nil, true, errorf("%q: between in %s or in %s? Say \"in the %s between\" or \"after A and before B\"", p.what, mg.p.Domains[e].Name, mg.p.Domains[d].Name, domainNoun(mg.p.Domains[d].Name))
				}
			}
		}
	}
	// The subject: the one item before the first phrase.
	var before []int
	for i, m := range ms {
		if m.end <= ps[0].start {
			before = append(before, i)
		}
	}
	if cs, ok, err := orPlaces(ts, used, ms, its, ps, before); ok {
		return cs, true, err
	}
	if neither {
		if len(before) != 2 {
			return nil, true, errorf("%q: neither of what?", ps[0].what)
		}
		if negs := negationsAt(ts, used); len(negs) > 0 {
			return nil, true, errorf("%q: a negation with \"neither\" is not read", ts[negs[0]].raw)
		}
		var objs []logicgrid.Item
		for j, m := range ms {
			if m.start >= ps[0].end {
				objs = append(objs, its[j])
			}
		}
		if len(objs) != ps[0].objects || len(objs)+2 != len(ms) {
			return nil, true, errorf("%q relates %d item(s) here, want %d", ps[0].what, len(objs), ps[0].objects)
		}
		if its[before[0]].D != its[before[1]].D {
			// two people, as "Neither A nor B paid $7.99" says
			cs = append(cs, logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{its[before[0]], its[before[1]]}})
		}
		for _, x := range []logicgrid.Item{its[before[0]], its[before[1]]} {
			got, err := ps[0].clues(x, objs, true)
			if err != nil {
				return nil, true, err
			}
			cs = append(cs, got...)
		}
		return cs, true, nil
	}
	if len(before) == 0 && len(ps) == 1 && ps[0].objects == 2 && ps[0].gap == 0 && len(ms) == 3 && (joined(ts, used, ms[0], ms[1]) || mg.pairJoined(ts, used, ms[0], ms[1], its[0].D)) && invertedSubject(ts, used, ms[1].end, ms[2].start) {
		// "Somewhere between A and B came C", "Between A and B in the
		// finishing order came C": C is the one between
		if negs := negationsAt(ts, used); len(negs) > 0 {
			return nil, true, errorf("%q: a negated \"between\" is not supported", ts[negs[0]].raw)
		}
		cs, err := ps[0].clues(its[2], []logicgrid.Item{its[0], its[1]}, false)
		return cs, true, err
	}
	if len(before) == 0 && len(ps) == 1 && ps[0].gap > 0 && len(ms) == 2 {
		if negs := negationsAt(ts, used); len(negs) > 0 {
			return nil, true, errorf("%q: a negated count between is not read", ts[negs[0]].raw)
		}
		if !joined(ts, used, ms[0], ms[1]) && !mg.joinedAndPlace(ts, used, ms[0], ms[1]) {
			return nil, true, errorf("%q: between what?", ps[0].what)
		}
		return []logicgrid.Clue{{Kind: logicgrid.Apart, Items: []logicgrid.Item{its[0], its[1]}, Domain: d, K: ps[0].gap}}, true, nil
	}
	for _, p := range ps {
		if p.gap > 0 {
			return nil, true, errorf("%q: say \"there is one %s between A and B\"", p.what, domainNoun(mg.p.Domains[d].Name))
		}
	}
	if n := mg.nobodyWords(ts, inMention); n > 0 && len(before) == 0 {
		// "Nobody parked to the left of Ortiz", "No one lives above
		// Ann": every place is taken, so she is at that end
		cs, err := mg.nobodyBeyond(ts, used, ms, its, ps, n, d)
		mg.nobodyRead = err == nil
		return cs, true, err
	}
	if len(before) == 0 && len(ps) == 1 && ps[0].objects == 1 && ps[0].gap == 0 && len(ms) == 2 && ms[0].start >= ps[0].end && !joined(ts, used, ms[0], ms[1]) {
		// "The person next to Ann drinks tea", "The one directly to the
		// right of the beer drinker ate soup": the phrase describes the
		// one the sentence goes on to name
		if negs := negationsAt(ts, used); len(negs) > 0 {
			return nil, true, errorf("%q: a negation with a position phrase that describes its subject is not read", ts[negs[0]].raw)
		}
		cs, err := ps[0].clues(its[1], []logicgrid.Item{its[0]}, false)
		return cs, true, err
	}
	if len(before) == 2 && len(ps) == 1 && ps[0].objects == 0 && ps[0].gap == 0 && len(ms) == 2 && its[0].D != its[1].D && its[0].D != d && its[1].D != d &&
		!anyWord(ts, used, ms[0].end, ms[1].start, "and", "or", "nor", "but", "either", "neither", "than", "while", "whereas", "like", "unlike", "as", "besides", "except", "also", "too") {
		// "Agnes sells olives from the middle stall", "The German keeps
		// his dog in the end house": one person, placed
		if negs := negationsAt(ts, used); len(negs) > 0 {
			return nil, true, errorf("%q: a negation with two items and a place is not read: split it into simpler sentences", ts[negs[0]].raw)
		}
		cs, err := ps[0].clues(its[0], nil, false)
		return append([]logicgrid.Clue{{Kind: logicgrid.Same, Items: []logicgrid.Item{its[0], its[1]}}}, cs...), true, err
	}
	if len(before) == 0 && len(ps) == 1 && ps[0].objects == 0 && len(ms) == 1 {
		// "The man in the centre house drinks milk": the phrase describes
		// the one the sentence goes on to name.
		if negs := negationsAt(ts, used); len(negs) > 0 {
			return nil, true, errorf("%q: a negation with a position phrase that describes its subject is not read", ts[negs[0]].raw)
		}
		cs, err := ps[0].clues(its[0], nil, false)
		return cs, true, err
	}
	// "Bob sat in seat 4, next to Cy": a position named after the subject
	// places it
	var placed []logicgrid.Clue
	placedEnd, placedNeg := -1, false
	if len(before) == 2 && its[before[0]].D != d && its[before[1]].D == d && !joined(ts, used, ms[before[0]], ms[before[1]]) {
		// "The soda drinker doesn't live in house 3 but does live next to
		// the cocoa drinker": a negation before the place is the place's
		// (it was read as the phrase's: "in house 3, not next to")
		kind := logicgrid.Same
		if placedNeg = anyIn(negationsAt(ts, used), ms[before[0]].end, ms[before[1]].start); placedNeg {
			kind = logicgrid.Different
		}
		placed = []logicgrid.Clue{{Kind: kind, Items: []logicgrid.Item{its[before[0]], its[before[1]]}}}
		placedEnd = ms[before[1]].end
		before = before[:1]
	}
	pair := len(before) == 2 && (joined(ts, used, ms[before[0]], ms[before[1]]) || mg.pairJoined(ts, used, ms[before[0]], ms[before[1]], its[before[0]].D) ||
		joinedDescribed(ts, used, ms[before[0]], ms[before[1]])) // "A and the owner of the red padlock have adjacent lockers"
	if pair && ps[0].objects == 1 && !anyMentionIn(ms, ps[0].end, phraseEnd(ps, 0, len(ts))) {
		// "Ann and Bob live next to each other", "... are neighbours",
		// "... live side by side": the phrase of the one with the other
		if len(ps) != 1 {
			return nil, true, errorf("%q: one position phrase for a pair, please", ps[0].what)
		}
		negs := negationsAt(ts, used)
		if len(negs) > 1 || len(negs) == 1 && !(negs[0] >= ms[before[1]].end && negs[0] < ps[0].start) {
			return nil, true, errorf("%q: a negation that no position phrase takes is not read", ts[negs[0]].raw)
		}
		cs, err := ps[0].clues(its[before[0]], []logicgrid.Item{its[before[1]]}, len(negs) == 1)
		return cs, true, err
	}
	if pair && len(ps) == 1 && ps[0].objects == 0 && ps[0].ends && len(ms) == 2 && len(negationsAt(ts, used)) == 0 {
		// "A and B are at either end of the row", "... at each end",
		// "... at both ends": one at each end
		return []logicgrid.Clue{{Kind: logicgrid.Apart, Items: []logicgrid.Item{its[before[0]], its[before[1]]}, Domain: d, K: mg.p.N() - 1}}, true, nil
	}
	if len(before) != 1 {
		return nil, true, errorf("%q: it names %d items before it, want the one it places", ps[0].what, len(before))
	}
	x := its[before[0]]
	cs = placed
	negs := negationsAt(ts, used)
	claimed := 0 // negations read
	negIn := func(lo, hi int) bool {
		if anyIn(negs, lo, hi) {
			claimed++
			return true
		}
		return false
	}
	taken := 1
	from := ms[before[0]].end
	orNeg := false // "doesn't live in house 3 or next to B": neither
	if placedEnd >= 0 {
		from = placedEnd
		if placedNeg {
			claimed++
			switch {
			case anyWord(ts, used, placedEnd, ps[0].start, "but"):
			case anyWord(ts, used, placedEnd, ps[0].start, "or", "nor"):
				orNeg = true
			default:
				return nil, true, errorf("%q: a negated place and a position phrase after it: split it into simpler sentences", ts[negs[0]].raw)
			}
		}
	}
	for i, p := range ps {
		hi := len(ts)
		if i+1 < len(ps) {
			hi = ps[i+1].start
		}
		var objs []int
		for j, m := range ms {
			if m.start >= p.end && m.end <= hi {
				objs = append(objs, j)
			}
		}
		if i > 0 && anyWord(ts, used, from, p.start, "which", "who", "whose", "that", "where") {
			// "the red house, which is left of the white house": a new
			// subject; the clauses are read one by one (clauses)
			return nil, true, errorf("%q: a position phrase about another subject: split it into simpler sentences", p.what)
		}
		neg := negIn(from, p.start) || i == 0 && orNeg
		// "next door to B, but not to C": the phrase again, negated, of C.
		var again []int
		if p.objects == 1 && len(objs) == 2 {
			if i+1 < len(ps) {
				// "A lives next to B and C lives next to D": C may be a
				// new subject; the clauses are read one by one
				return nil, true, errorf("%q: cannot tell whether %q is another subject: split it into simpler sentences", p.what, phrase(ts, ms[objs[1]].start, ms[objs[1]].end))
			}
			again, objs = objs[1:], objs[:1]
		}
		if len(objs) != p.objects {
			return nil, true, errorf("%q relates %d item(s) here, want %d", p.what, len(objs), p.objects)
		}
		from = p.end
		if len(objs) > 0 {
			if anyIn(negs, p.end, ms[objs[0]].start) {
				return nil, true, errorf("a negation inside %q is not read", p.what)
			}
			from = ms[objs[len(objs)-1]].end
		}
		os := make([]logicgrid.Item, len(objs))
		for j, o := range objs {
			os[j] = its[o]
		}
		got, err := p.clues(x, os, neg)
		if err != nil {
			return nil, true, err
		}
		cs = append(cs, got...)
		taken += len(objs)
		for _, o := range again {
			n := negIn(from, ms[o].start)
			if !onlyFreeWords(ts, used, from, ms[o].start, "and but not nor to of from the a an") || !n && !connectedBy(ts, used, from, ms[o].start, "and") {
				return nil, true, errorf("%q: cannot tell how %q relates", p.what, phrase(ts, ms[o].start, ms[o].end))
			}
			got, err := p.clues(x, []logicgrid.Item{its[o]}, n != neg)
			if err != nil {
				return nil, true, err
			}
			cs = append(cs, got...)
			taken++
			from = ms[o].end
		}
	}
	if claimed != len(negs) {
		return nil, true, errorf("%q: a negation that no position phrase takes is not read", ts[negs[0]].raw)
	}
	if taken += len(placed); taken != len(ms) {
		return nil, true, errorf("it names %d items, and its position phrases relate %d: split it into simpler sentences", len(ms), taken)
	}
	return cs, true, nil
}

// norJoined reports whether a and b are joined by "nor" with only
// articles between, or the first's noun said again after the second
// ("Neither the Loft class nor the Studio class").
func (mg *magazine) norJoined(ts []tok, used []bool, a, b mention) bool {
	nor := false
	for k := a.end; k < b.start; k++ {
		switch {
		case used[k]:
			return false
		case ts[k].w == "nor":
			nor = true
		case set("the a an")[ts[k].w]:
		case k == a.end && b.end < len(ts) && ts[k].w == ts[b.end].w && !stop[ts[k].w]:
		default:
			return false
		}
	}
	return nor
}

// pairJoined reports whether a and b are joined by "and" with only the
// first's noun between ("the white awning and the red one", "Ann's house
// and Bob's"): a pair, as joined's.
func (mg *magazine) pairJoined(ts []tok, used []bool, a, b mention, d int) bool {
	if b.start <= a.end {
		return false
	}
	and := false
	for k := a.end; k < b.start; k++ {
		switch {
		case used[k]:
			return false
		case ts[k].w == "and":
			and = true
		case connective[ts[k].w] && ts[k].w != "or" && ts[k].w != "nor" || hasCue(mg.lx.cues[d], ts[k].w) || mg.positionNoun(ts[k].w):
		case k == a.end && b.end < len(ts) && ts[k].w == ts[b.end].w && !stop[ts[k].w]:
			// "the Loft class and the Studio class": one noun after each
		case k == a.end && (agentNoun(ts[k].w) || personNouns[singular(ts[k].w)]):
			// "the jam seller and the candle maker": one by what they do
		default:
			return false
		}
	}
	return and
}

// negationsAt are the free negation words.
func negationsAt(ts []tok, used []bool) []int {
	var out []int
	for k, t := range ts {
		if !used[k] && negationWords[t.w] {
			out = append(out, k)
		}
	}
	return out
}

func anyIn(ks []int, lo, hi int) bool {
	for _, k := range ks {
		if k >= lo && k < hi {
			return true
		}
	}
	return false
}

// connectedBy reports whether the free words in [lo, hi) include w.
func connectedBy(ts []tok, used []bool, lo, hi int, w string) bool {
	for k := lo; k < hi; k++ {
		if !used[k] && ts[k].w == w {
			return true
		}
	}
	return false
}

// placingAt reads the position phrase at token k (a position word) along
// category d.
func (mg *magazine) placingAt(ts []tok, used []bool, k, d int) (placing, error) {
	n := mg.p.N()
	dom := mg.p.Domains[d]
	pos := func(i int) logicgrid.Item { return logicgrid.Item{D: d, I: i} }
	vertical := verticalNouns[domainNoun(dom.Name)]
	down := 0 // a stack: +1 when its first is the top
	if vertical {
		down = mg.stackDown(d)
	}
	flipped := strings.Contains(strings.ToLower(mg.p.Story), "right to left")
	w := ts[k].w
	// the free words just before the phrase word, back to an item or an
	// earlier phrase
	lo := k
	for lo > 0 && !used[lo-1] && k-lo < 4 && !negationWords[ts[lo-1].w] && !nobodyWord(ts, lo-1) && !set("which who whose that where first last only")[ts[lo-1].w] && !superlativeWord(ts[lo-1].w) && genderNouns[ts[lo-1].w] == unknownGender {
		lo--
	}
	mods := ts[lo:k]
	has := func(ws ...string) bool {
		for _, t := range mods {
			for _, x := range ws {
				if t.w == x {
					return true
				}
			}
		}
		return false
	}
	immediate := has("directly", "immediately", "immediate", "just", "right", "straight", "sandwiched", "squeezed", "wedged")
	loose := has("somewhere", "anywhere", "further", "farther", "more")
	steps, stepAt := stepsBefore(ts, used, k, d, mg)
	raw := phrase(ts, lo, k+1)
	unary := func(end int, f func(x logicgrid.Item, neg bool) ([]logicgrid.Clue, error)) placing {
		return placing{start: lo, end: end, what: phrase(ts, lo, end),
			clues: func(x logicgrid.Item, _ []logicgrid.Item, neg bool) ([]logicgrid.Clue, error) { return f(x, neg) }}
	}
	binary := func(end int, f func(x, y logicgrid.Item, neg bool) ([]logicgrid.Clue, error)) placing {
		return placing{start: lo, end: end, objects: 1, what: phrase(ts, lo, end),
			clues: func(x logicgrid.Item, os []logicgrid.Item, neg bool) ([]logicgrid.Clue, error) {
				return f(x, os[0], neg)
			}}
	}
	// an ordered pair: x before y by k (0: somewhere before)
	order := func(before bool, k int) func(x, y logicgrid.Item, neg bool) ([]logicgrid.Clue, error) {
		return func(x, y logicgrid.Item, neg bool) ([]logicgrid.Clue, error) {
			a, b := x, y
			if !before {
				a, b = y, x
			}
			if neg {
				if k == 0 {
					return nil, errorf("%q: a negated \"somewhere left/right of\" is not supported", raw)
				}
				return notApart(a, b, d, n, k, false), nil
			}
			if k == 0 {
				return []logicgrid.Clue{{Kind: logicgrid.Less, Items: []logicgrid.Item{a, b}, Domain: d}}, nil
			}
			return []logicgrid.Clue{{Kind: logicgrid.LessBy, Items: []logicgrid.Item{a, b}, Domain: d, K: k}}, nil
		}
	}
	apart := func(k int) func(x, y logicgrid.Item, neg bool) ([]logicgrid.Clue, error) {
		return func(x, y logicgrid.Item, neg bool) ([]logicgrid.Clue, error) {
			if neg {
				return notApart(x, y, d, n, k, true), nil // (and maybe two: notApartDistinct)
			}
			return []logicgrid.Clue{{Kind: logicgrid.Apart, Items: []logicgrid.Item{x, y}, Domain: d, K: k}}, nil
		}
	}
	// skipTo moves past "to", "of", "from", "than" (and "the", "hand side")
	// to the object.
	skip := func(j int, ws ...string) int {
		for j < len(ts) && !used[j] {
			ok := false
			for _, x := range ws {
				if ts[j].w == x {
					ok = true
				}
			}
			if !ok {
				break
			}
			j++
		}
		return j
	}
	if stepAt >= 0 {
		lo = min(lo, stepAt)
		raw = phrase(ts, lo, k+1)
	}
	if d == mg.ringRow() { // roundtable.go: seats round a table
		if _, at := distanceBound(ts, used, stepAt); at >= 0 {
			return placing{}, errorf("%q: a bound on the distance round a table is not read", phrase(ts, min(lo, at), k+1))
		}
		return mg.ringPlacing(ts, used, k, d, lo, has, steps, binary, skip)
	}
	// "at least two seats away", "more than one berth from", "at most two
	// lockers apart": a bound on the distance, never read as exactly
	// that many
	bound, boundAt := distanceBound(ts, used, stepAt)
	if boundAt >= 0 {
		lo = min(lo, boundAt)
		raw = phrase(ts, lo, k+1)
		if w != "away" && w != "apart" && w != "from" {
			return placing{}, errorf("%q: a bound on the distance is read only with \"away from\" or \"apart\"", raw)
		}
		if steps <= 0 {
			return placing{}, errorf("%q: say how many %ss", raw, domainNoun(dom.Name))
		}
		return binary(skip(k+1, "from", "each", "other", "one", "another"), func(x, y logicgrid.Item, neg bool) ([]logicgrid.Clue, error) {
			if neg {
				return nil, errorf("%q: a negated bound on the distance is not read", raw)
			}
			if x.D == d || y.D == d {
				return nil, errorf("%q: a bound on the distance from a %s itself is not read", raw, domainNoun(dom.Name))
			}
			return distanceWithin(x, y, d, n, bound, steps)
		}), nil
	}
	if o, ok := ordinals[w]; ok || w == "last" {
		// "the first house", "the last seat", "second from the left"
		if w == "last" {
			o = n
		}
		if o > n {
			return placing{}, errorf("%q: there are only %d %s", raw, n, dom.Name)
		}
		for _, f := range []int{k + 1, k + 2} { // "second from the right", "the second house from the left"
			// "the first house on the left" counts from the left too
			if (wordAt(ts, f) == "from" || wordAt(ts, f) == "on" && w != "last") && wordAt(ts, f+1) == "the" && (wordAt(ts, f+2) == "left" || wordAt(ts, f+2) == "right") {
				if ts[f+2].w == "right" != flipped {
					o = n + 1 - o
				}
				return unary(f+3, fixed(pos(o-1))), nil
			}
		}
		if w != "last" && !has("the", "a", "an") {
			return placing{}, errorf("%q: cannot tell which %s", raw, domainNoun(dom.Name))
		}
		if flipped && (has("left", "right") || wordAt(ts, k+2) == "left" || wordAt(ts, k+2) == "right") {
			return placing{}, errorf("%q: cannot tell which end the count starts from", raw)
		}
		return unary(k+2, fixed(pos(o-1))), nil
	}
	if w == "within" {
		// "within two seats of B": at most that many apart
		v, _ := numberOf(wordAt(ts, k+1))
		if v < 1 || float64(int(v)) != v {
			return placing{}, errorf("%q: say how many %ss", raw, domainNoun(dom.Name))
		}
		raw = phrase(ts, lo, k+3)
		return binary(skip(k+3, "of", "from", "each", "other", "one", "another"), func(x, y logicgrid.Item, neg bool) ([]logicgrid.Clue, error) {
			if neg || x.D == d || y.D == d {
				return nil, errorf("%q: a negated bound, or one from a %s itself, is not read", raw, domainNoun(dom.Name))
			}
			return distanceWithin(x, y, d, n, '-', int(v))
		}), nil
	}
	if w == "opposite" && (wordAt(ts, k+1) == "end" || wordAt(ts, k+1) == "ends") {
		// "A and B are at opposite ends of the row", "A lives at the
		// opposite end of the street from B": the first and the last
		end := k + 2
		if wordAt(ts, end) == "of" {
			j := end + 1
			for j < len(ts) && !used[j] && set("the this our")[ts[j].w] {
				j++
			}
			if j < len(ts) && !used[j] && (positionRowNouns[singular(ts[j].w)] || mg.positionNoun(ts[j].w)) {
				end = j + 1
			}
		}
		if mg.weekNounAt(ts, k+2, d) {
			end = skipWeek(ts, k+2) // "at opposite ends of the week"
		}
		return binary(skip(end, "from", "to"), apart(n-1)), nil
	}
	if (w == "left" || w == "right") && (wordAt(ts, k+1) == "end" || wordAt(ts, k+1) == "ends") {
		return mg.placingAt(ts, used, k+1, d)
	}
	if (w == "left" || w == "right") && has("far") && wordAt(ts, k+1) != "of" && wordAt(ts, k+1) != "than" {
		// "at the far left": the first (or last) position
		first := (w == "left") != flipped
		return unary(k+1, fixed(pos(ifThen(first, 0, n-1)))), nil
	}
	if (w == "left" || w == "right") && k > 0 && (possessive(ts[k-1].raw) || set("his her their its")[ts[k-1].w] || ts[k-1].w == "immediate" && wordAt(ts, k+1) != "of") {
		// "on Ann's left": her left as she faces, which may be our right
		return placing{}, errorf("%q: whose left, facing which way? Say \"directly to the %s of\" someone", raw, w)
	}
	switch w {
	case "door", "doors":
		if v, ok := numberOf(wordAt(ts, k-1)); ok && k > 0 && !used[k-1] && v >= 1 && float64(int(v)) == v {
			steps, lo = int(v), min(lo, k-1)
		}
		if steps <= 0 {
			return placing{}, errorf("%q: say how many doors (\"two doors down from\")", raw)
		}
		return binary(skip(k+1, "down", "up", "along", "away", "from"), apart(steps)), nil
	case "along":
		// "two houses along from B": that many apart, either way
		if steps <= 0 {
			return placing{}, errorf("%q: say how many %ss along (\"two %ss along from\")", raw, domainNoun(dom.Name), domainNoun(dom.Name))
		}
		return binary(skip(k+1, "from"), apart(steps)), nil
	case "up", "down":
		if !vertical {
			return placing{}, errorf("%q: up or down a row is no side: say \"to the left of\" or \"to the right of\"", raw)
		}
		if steps <= 0 {
			return placing{}, errorf("%q: say how many %ss", raw, domainNoun(dom.Name))
		}
		if down == 0 {
			return placing{}, errorf("%q: which way are the %s numbered? Say in the introduction (\"numbered 1 to %d from the top\")", raw, dom.Name, n)
		}
		return binary(skip(k+1, "from", "of"), order((w == "down") != (down > 0), steps)), nil
	case "side":
		if wordAt(ts, k+1) == "by" && wordAt(ts, k+2) == "side" {
			p := binary(k+3, apart(1)) // "A and B live side by side"
			return p, nil
		}
	case "left", "right", "above", "below", "beneath", "underneath":
		if (w == "left" || w == "right") && vertical {
			return placing{}, errorf("%q: %s are above and below each other, not left and right", raw, dom.Name)
		}
		if (w != "left" && w != "right") && !vertical {
			return placing{}, errorf("%q: %s are in a row, not above and below each other", raw, dom.Name)
		}
		before := w == "left" || w == "below" || w == "beneath" || w == "underneath"
		if flipped && !vertical {
			before = !before
		}
		if vertical && down == 0 {
			return placing{}, errorf("%q: which way are the %s numbered? Say in the introduction (\"numbered 1 to %d from the top\")", raw, dom.Name, n)
		}
		if vertical && down > 0 {
			before = !before // shelves from the top: above is an earlier one
		}
		end := skip(k+1, "hand", "side", "of", "than", "the")
		if end == k+1 && !immediate && (w == "left" || w == "right") {
			// "Ann sat on the left": no object
			return placing{}, errorf("%q: left or right of what?", raw)
		}
		switch {
		case steps > 0 && (!loose || !has("somewhere", "anywhere")):
			// "two huts further to the right than the red hut": a count
			// makes "further" exact
			return binary(end, order(before, steps)), nil
		case immediate && !loose && steps == 0:
			return binary(end, order(before, 1)), nil
		case loose && !immediate && steps == 0:
			return binary(end, order(before, 0)), nil
		case !immediate && !loose && steps == 0:
			// "to the left of": directly (as Einstein's puzzle means it) or
			// somewhere? The puzzle decides; negated, neither reads (a
			// negated "somewhere left of" is not read, so the other
			// reading alone would be a guess).
			p := binary(end, order(before, []int{1, 0}[mg.choose(2)]))
			f := p.clues
			p.clues = func(x logicgrid.Item, os []logicgrid.Item, neg bool) ([]logicgrid.Clue, error) {
				if neg {
					return nil, errorf("%q: negated, directly or somewhere is not read: say \"not directly to the left of\"", raw)
				}
				return f(x, os, neg)
			}
			return p, nil
		}
		return placing{}, errorf("%q: cannot tell how far", raw)
	case "next", "beside", "alongside", "adjacent", "neighbour", "neighbours", "neighbor", "neighbors", "neighbouring", "neighboring":
		end := skip(k+1, "to", "door", "of")
		if steps > 0 || loose {
			return placing{}, errorf("%q: cannot tell how far", raw)
		}
		if w == "next" && wordAt(ts, k+1) == "door" && wordAt(ts, k+2) == "but" && wordAt(ts, k+3) == "one" && !used[k+2] && !used[k+3] {
			// "next door but one to B": two houses along, either way
			return binary(skip(k+4, "to", "from"), apart(2)), nil
		}
		return binary(skip(end, "each", "one", "another", "other"), apart(1)), nil
	case "away", "apart", "from":
		if v, ok := numberOf(wordAt(ts, k-1)); steps <= 0 && ok && v >= 1 && v == float64(int(v)) && int(v) < n && k >= 2 && !used[k-1] && mg.placesNamed(ts, used, d) {
			// "Fergus's stall and the olive stall are two apart": the
			// places are the clause's own nouns, so the count is of them
			steps, lo = int(v), min(lo, k-1)
			raw = phrase(ts, lo, k+1)
		}
		if steps <= 0 {
			return placing{}, errorf("%q: say how many %ss (\"two %ss away from\")", raw, domainNoun(dom.Name), domainNoun(dom.Name))
		}
		// "A and B are two seats apart" (the pair reading in positional),
		// "A sat two seats apart from B"
		return binary(skip(k+1, "from"), apart(steps)), nil
	case "flanked":
		// "A is flanked by B and C": directly between them
		if wordAt(ts, k+1) != "by" || steps > 0 || loose {
			return placing{}, errorf("%q: say \"flanked by A and B\"", raw)
		}
		return placing{start: lo, end: k + 2, objects: 2, what: phrase(ts, lo, k+2), clues: func(x logicgrid.Item, os []logicgrid.Item, neg bool) ([]logicgrid.Clue, error) {
			if neg {
				return nil, errorf("%q: a negated \"flanked by\" is not supported", raw)
			}
			return []logicgrid.Clue{
				{Kind: logicgrid.Apart, Items: []logicgrid.Item{x, os[0]}, Domain: d, K: 1},
				{Kind: logicgrid.Apart, Items: []logicgrid.Item{x, os[1]}, Domain: d, K: 1},
				{Kind: logicgrid.Apart, Items: []logicgrid.Item{os[0], os[1]}, Domain: d, K: 2},
			}, nil
		}}, nil
	case "between":
		// "the rink between A's and B's" is the one rink between them
		if k >= 2 && ts[k-2].w == "the" && singular(ts[k-1].w) == ts[k-1].w && mg.positionNoun(ts[k-1].w) && !(k >= 3 && set("has have had got gets took takes")[ts[k-3].w]) {
			immediate = true // (after "has": "has the room between" may be any room between; the puzzle decides)
		}
		p := placing{start: lo, end: k + 1, objects: 2, what: raw}
		if steps <= 0 {
			steps = countedBetween(ts, used, k)
		}
		if steps > 0 {
			// "There is one house between Ann and Bob": they are that many
			// and one apart (the sentence has no subject of its own)
			if countedBetween(ts, used, k) > 0 {
				p.start = 0 // "Only one runner finished between": all its words
			}
			p.gap = steps + 1
			return p, nil
		}
		// "somewhere between A and B" is A, x, B in one order or the
		// other: two readings, and the puzzle decides (a unique puzzle is
		// unique under the one that holds); plain "between" may also mean
		// directly between: a third.
		way := 0
		if !immediate {
			way = 1 + mg.choose(ifThen(loose, 2, 3))
			if way == 3 {
				way = 0
			}
		}
		p.clues = func(x logicgrid.Item, os []logicgrid.Item, neg bool) ([]logicgrid.Clue, error) {
			if neg {
				return nil, errorf("%q: a negated \"between\" is not supported", raw)
			}
			if way > 0 {
				a, b := os[0], os[1]
				if way == 2 {
					a, b = b, a
				}
				return []logicgrid.Clue{
					{Kind: logicgrid.Less, Items: []logicgrid.Item{a, x}, Domain: d},
					{Kind: logicgrid.Less, Items: []logicgrid.Item{x, b}, Domain: d},
				}, nil
			}
			return []logicgrid.Clue{
				{Kind: logicgrid.Apart, Items: []logicgrid.Item{x, os[0]}, Domain: d, K: 1},
				{Kind: logicgrid.Apart, Items: []logicgrid.Item{x, os[1]}, Domain: d, K: 1},
				{Kind: logicgrid.Apart, Items: []logicgrid.Item{os[0], os[1]}, Domain: d, K: 2},
			}, nil
		}
		return p, nil
	case "end", "ends":
		// "at one end", "at either end", "at an end", "the end house";
		// "the left end" is the first.
		end := k + 1
		if f := wordAt(ts, k+1); set("furthest farthest nearest closest")[f] && has("the") {
			// "at the end furthest from number 1", "the end nearest
			// number 9": the end away from (towards) that place
			far := f == "furthest" || f == "farthest"
			raw = phrase(ts, lo, k+2)
			return binary(skip(k+2, "from", "to"), func(x, y logicgrid.Item, neg bool) ([]logicgrid.Clue, error) {
				if y.D != d || 2*y.I == n-1 {
					return nil, errorf("%q: the end %s from what? Name a %s at one side (\"the end furthest from %s\")", raw, f, domainNoun(dom.Name), dom.Items[0])
				}
				i := 0
				if (2*y.I < n-1) == far {
					i = n - 1
				}
				return fixed(pos(i))(x, neg)
			}), nil
		}
		if mg.weekNounAt(ts, k+1, d) {
			end = skipWeek(ts, k+1)
		} else if !mg.ofTheRow(ts, k+1) {
			return placing{}, errorf("%q: the end of what? (\"at one end of the row\")", raw)
		}
		if k > 0 && !used[k-1] && !set("one either an each the a both left right neither far other opposite hand two")[ts[k-1].w] && !mg.positionNoun(ts[k-1].w) {
			// "at the bottom end", "the quiet end": one end, but which?
			// (read as "either end", it would say less than the clue)
			return placing{}, errorf("%q: which end is the %s end? Say \"the left end\", or in the introduction which end it is", raw, ts[k-1].raw)
		}
		switch {
		case has("left"):
			return unary(end, fixed(pos(ifThen(flipped, n-1, 0)))), nil
		case has("right"):
			return unary(end, fixed(pos(ifThen(flipped, 0, n-1)))), nil
		case has("neither") && !has("far", "other", "opposite"): // "at neither end"
			return unary(end, func(x logicgrid.Item, neg bool) ([]logicgrid.Clue, error) {
				if neg {
					return nil, errorf("%q: a negated \"neither\" is not read", raw)
				}
				return []logicgrid.Clue{{Kind: logicgrid.Different, Items: []logicgrid.Item{x, pos(0)}}, {Kind: logicgrid.Different, Items: []logicgrid.Item{x, pos(n - 1)}}}, nil
			}), nil
		case has("one", "either", "an", "each", "the", "a", "both") && !has("far", "other", "opposite"):
			p := unary(end, func(x logicgrid.Item, neg bool) ([]logicgrid.Clue, error) {
				if neg { // not at either end: neither the first nor the last
					return []logicgrid.Clue{{Kind: logicgrid.Different, Items: []logicgrid.Item{x, pos(0)}}, {Kind: logicgrid.Different, Items: []logicgrid.Item{x, pos(n - 1)}}}, nil
				}
				return []logicgrid.Clue{{Kind: logicgrid.Either, Items: []logicgrid.Item{x, pos(0), pos(n - 1)}}}, nil
			})
			p.ends = has("either", "each", "both") && w == "end" || w == "ends" && !has("one", "an", "a")
			return p, nil
		}
		return placing{}, errorf("%q: cannot tell which end", raw)
	case "middle", "centre", "center", "central":
		if c, ok := numberOf(wordAt(ts, k-1)); ok && c > 1 && k >= 1 && ts[k-1].w != "a" && ts[k-1].w != "one" {
			// "the three middle houses": a group of places, never the one
			return placing{}, errorf("%q %q: a group of middle places is not read: name them (\"the 2nd, 3rd or 4th house\")", ts[k-1].raw, raw)
		}
		end := k + 1
		if mg.weekNounAt(ts, k+1, d) {
			end = skipWeek(ts, k+1) // "in the middle of the week"
		} else if !mg.ofTheRow(ts, k+1) {
			return placing{}, errorf("%q: the middle of what? (\"in the middle %s\")", raw, domainNoun(dom.Name))
		}
		if n%2 == 0 {
			return placing{}, errorf("%q: %d %s have no middle one", raw, n, dom.Name)
		}
		return unary(end, fixed(pos(n/2))), nil
	case "leftmost", "rightmost":
		first := (w == "leftmost") != flipped
		return unary(k+1, fixed(pos(ifThen(first, 0, n-1)))), nil
	}
	return placing{}, errorf("%q: this position phrase is not read (read are: directly/somewhere to the left or right of, next to, N %ss away from, directly between, at one end, in the middle)", raw, domainNoun(dom.Name))
}

func ifThen(c bool, a, b int) int {
	if c {
		return a
	}
	return b
}

// fixed places x at position p (or, negated, not there).
func fixed(p logicgrid.Item) func(x logicgrid.Item, neg bool) ([]logicgrid.Clue, error) {
	return func(x logicgrid.Item, neg bool) ([]logicgrid.Clue, error) {
		if neg {
			return []logicgrid.Clue{{Kind: logicgrid.Different, Items: []logicgrid.Item{x, p}}}, nil
		}
		return []logicgrid.Clue{{Kind: logicgrid.Same, Items: []logicgrid.Item{x, p}}}, nil
	}
}

// notApartDistinct adds to each reading that says two items of different
// categories are not next to each other (or not k apart) the reading
// where they are also two: "The boy holding the yellow balloon is not
// next to Finn" of another boy, as setters mean it, beside any boy (Finn
// too) as the words say. The puzzle decides. A reading that already
// says they are two gets none.
func notApartDistinct(rs [][]logicgrid.Clue, rows map[int]bool, n int) [][]logicgrid.Clue {
	out := rs
	for _, r := range rs {
		type pair struct{ a, b logicgrid.Item }
		var pairs []pair
		apart := map[pair]bool{}
		for _, c := range r {
			switch {
			case c.Kind == logicgrid.IfThenNot && len(c.Items) == 4 && c.Items[0].D != c.Items[2].D && c.Items[1].D == c.Items[3].D && c.Items[0].D != c.Items[1].D && c.Items[2].D != c.Items[1].D && rows[c.Items[1].D]:
				p := pair{c.Items[0], c.Items[2]}
				if !slices.Contains(pairs, p) && notNextTo(r, p.a, p.b, c.Items[1].D, n) {
					pairs = append(pairs, p)
				}
			case len(c.Items) >= 2 && c.Kind != logicgrid.Same && c.Kind != logicgrid.IfThenNot && c.Kind != logicgrid.Either:
				for i := range c.Items {
					for j := range c.Items {
						if i != j {
							apart[pair{c.Items[i], c.Items[j]}] = true
						}
					}
				}
			}
		}
		var more []logicgrid.Clue
		for _, p := range pairs {
			if !apart[p] && !apart[pair{p.b, p.a}] {
				more = append(more, logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{p.a, p.b}})
			}
		}
		if len(more) > 0 && len(out) < maxReadings {
			out = append(out, append(slices.Clone(r), more...))
		}
	}
	return out
}

// rowsOf are the categories of places in a row (spatialAt).
func (mg *magazine) rowsOf() map[int]bool {
	rows := map[int]bool{}
	for d := range mg.p.Domains {
		if mg.spatialAt(d) {
			rows[d] = true
		}
	}
	return rows
}

// notNextTo reports whether reading r holds the whole "a is not next to
// b" along d (notApart's clues, either way, one place apart): a run of
// other clues of the same shape (a count, a bound) is none.
func notNextTo(r []logicgrid.Clue, a, b logicgrid.Item, d, n int) bool {
	key := func(c logicgrid.Clue) string {
		return c.Kind.String() + strconv.Itoa(c.Items[1].I) + ":" + strconv.Itoa(c.Items[3].I)
	}
	in := map[string]bool{}
	count := 0
	for _, c := range r {
		if c.Kind == logicgrid.IfThenNot && len(c.Items) == 4 && c.Items[0] == a && c.Items[2] == b && c.Items[1].D == d {
			in[key(c)] = true
			count++
		}
	}
	want := notApart(a, b, d, n, 1, true)
	if count != len(want) {
		return false
	}
	for _, c := range want {
		if !in[key(c)] {
			return false
		}
	}
	return true
}

// notApart says a is not k positions before b along d (either way too,
// when both): for each position of a, b is not k further on.
func notApart(a, b logicgrid.Item, d, n, k int, both bool) []logicgrid.Clue {
	var out []logicgrid.Clue
	for i := range n {
		for _, j := range []int{i + k, i - k} {
			if j < 0 || j >= n || (j < i && !both) {
				continue
			}
			out = append(out, logicgrid.Clue{Kind: logicgrid.IfThenNot, Items: []logicgrid.Item{a, {D: d, I: i}, b, {D: d, I: j}}})
		}
	}
	return out
}

// distanceBound reads the words before a count of positions (at stepAt)
// that bound a distance, as a kind and where the words start (else -1):
// '+' at least the count ("at least", "no fewer than"), '>' more than it
// ("more than", "over"), '-' at most ("at most", "no more than", "up to",
// "within"), '<' fewer ("fewer than", "less than", "under").
func distanceBound(ts []tok, used []bool, stepAt int) (kind byte, at int) {
	bounds := []struct {
		words string
		kind  byte
	}{
		{"no less than", '+'}, {"no fewer than", '+'}, {"not less than", '+'}, {"not fewer than", '+'},
		{"no more than", '-'}, {"not more than", '-'},
		{"at least", '+'}, {"more than", '>'}, {"at most", '-'}, {"up to", '-'}, {"fewer than", '<'}, {"less than", '<'},
		{"over", '>'}, {"within", '-'}, {"under", '<'},
	}
	for _, b := range bounds {
		ws := strings.Fields(b.words)
		from := stepAt - len(ws)
		if from < 0 {
			continue
		}
		ok := true
		for i, x := range ws {
			ok = ok && !used[from+i] && ts[from+i].w == x
		}
		if ok {
			return b.kind, from
		}
	}
	return 0, -1
}

// distanceWithin says x and y are a bounded distance apart along d
// (distanceBound's kind and count): at least k is "not 1, ..., k-1
// apart" (and different), at most k "not k+1, ... apart"; IfThenNot facts
// as "not next to" is.
func distanceWithin(x, y logicgrid.Item, d, n int, kind byte, k int) ([]logicgrid.Clue, error) {
	lo, hi := 1, n-1 // the distances allowed
	switch kind {
	case '+':
		lo = k
	case '>':
		lo = k + 1
	case '-':
		hi = k
	case '<':
		hi = k - 1
	}
	if lo > hi || hi < 1 {
		return nil, errorf("no two of %d positions are that far apart", n)
	}
	var cs []logicgrid.Clue
	if x.D != d && y.D != d && x.D != y.D {
		cs = append(cs, logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{x, y}})
	}
	for j := 1; j < n; j++ {
		if j < lo || j > hi {
			cs = append(cs, notApart(x, y, d, n, j, true)...)
		}
	}
	return cs, nil
}

// stepsBefore finds "two seats" (a count of positions) just before token k:
// the count and the token it starts at, else 0 and -1.
func stepsBefore(ts []tok, used []bool, k, d int, mg *magazine) (int, int) {
	if k >= 3 && (ts[k].w == "left" || ts[k].w == "right") && ts[k-1].w == "the" && ts[k-2].w == "to" && !used[k-3] {
		// "sits second to the left of Tara": two seats that way
		if o := ordinals[ts[k-3].w]; o >= 2 {
			return o, k - 3
		}
	}
	for j := k - 1; j >= 1 && j >= k-4; j-- {
		if used[j] || used[j-1] {
			return 0, -1
		}
		u := singular(ts[j].w)
		if u != domainNoun(mg.p.Domains[d].Name) && !spatialNouns[u] && u != "door" && u != "place" {
			continue
		}
		v, ok := numberOf(ts[j-1].w)
		if !ok || v < 1 || float64(int(v)) != v {
			continue
		}
		return int(v), j - 1
	}
	if k >= 3 && (ts[k].w == "left" || ts[k].w == "right") && ts[k-1].w == "the" && ts[k-2].w == "to" && !used[k-3] && !used[k-2] && !used[k-1] {
		// "two to the right of Mr Denton's": the count without its noun
		// (it was dropped: "somewhere" or "immediately"); never "the one
		// to the right of"
		if v, ok := numberOf(ts[k-3].w); ok && v >= 1 && float64(int(v)) == v && ts[k-3].w != "a" && ts[k-3].w != "an" &&
			!(ts[k-3].w == "one" && k >= 4 && set("the a an each every no any")[ts[k-4].w]) {
			return int(v), k - 3
		}
	}
	return 0, -1
}

// countedBetween is N of "Exactly one car is parked between A and B",
// "Two people sat between ...", "There are 2 cottages between ...": a
// count of things (one to a position) opening the clause, then only verbs
// of being somewhere before "between" at k; 0 when the clause is no such.
// "A car is parked between" counts nothing: "a" is no count.
func countedBetween(ts []tok, used []bool, k int) int {
	j := 0
	if wordAt(ts, j) == "there" && set("is are was were")[wordAt(ts, j+1)] {
		j += 2
	}
	if set("exactly only just precisely")[wordAt(ts, j)] {
		j++
	}
	if j+2 > k || used[j] || used[j+1] || ts[j].w == "a" || ts[j].w == "an" {
		return 0
	}
	v, ok := numberOf(ts[j].w)
	if !ok || v < 1 || float64(int(v)) != v || set("of the a an more less fewer other others")[ts[j+1].w] {
		return 0
	}
	for m := j + 2; m < k; m++ {
		if used[m] || !beingAt[ts[m].w] && !set("finished finish came come crossed arrived")[ts[m].w] {
			return 0
		}
	}
	return int(v)
}

// invertedSubject reports whether the free words in [lo, hi) end in a
// verb of coming or being that puts its subject after it ("... came",
// "... was", "... in the finishing order came the"), as in "Between A
// and B came C".
func invertedSubject(ts []tok, used []bool, lo, hi int) bool {
	j := hi - 1
	if j >= lo && (ts[j].w == "the" || ts[j].w == "a") {
		j--
	}
	if j < lo || used[j] || !set("came come comes was were is are lived lives sat sits stood stands finished ran")[ts[j].w] {
		return false
	}
	for k := lo; k < j; k++ {
		if used[k] || negationWords[ts[k].w] || set("who which that whose and or but")[ts[k].w] {
			return false
		}
	}
	return true
}

// beingAt are the verbs of being in a place that stand between a count and
// "between" ("one car is parked between").
var beingAt = set("is are was were parked park sits sit sat stands stand stood lies lie lay lives live lived placed located found standing sitting parking living")

// elliptic reports whether a later clause of a sentence leaves out its
// verb and position words ("..., but not to Mr Pike"): read alone, it would
// lose them.
func elliptic(part string) bool {
	ts := tokenize(part)
	k := 0
	for k < len(ts) && (negationWords[ts[k].w] || ts[k].w == "but" || ts[k].w == "and") {
		k++
	}
	return k < len(ts) && set("to from of than with")[ts[k].w]
}

// onlyFreeWords reports whether the free words in [lo, hi) are all among ws
// (a repeated object joins with "and" or "but not to", nothing more).
func onlyFreeWords(ts []tok, used []bool, lo, hi int, ws string) bool {
	ok := set(ws)
	for k := lo; k < hi; k++ {
		if !used[k] && !ok[ts[k].w] {
			return false
		}
	}
	return true
}

// plainPositions words the items of a category of positions in a row or a
// stack as places: "the one in seat 3", "is in the first cottage", "is on
// floor 2" (not "is 3").
func plainPositions(p *logicgrid.Puzzle, w *writer) {
	for d, dom := range p.Domains {
		n := domainNoun(dom.Name)
		if !isPositions(dom) || !spatialNouns[n] || rankNouns[n] {
			continue
		}
		prep := "in"
		if verticalNouns[n] {
			prep = "on"
		}
		c := &w.cats[d]
		c.say = nil
		if _, ordinal := ordinals[strings.ToLower(dom.Items[0])]; ordinal {
			c.ref, c.pred = "the one "+prep+" the %s "+n, "is "+prep+" the %s "+n
		} else {
			c.ref, c.pred = "the one "+prep+" "+n+" %s", "is "+prep+" "+n+" %s"
		}
	}
}

// positionRowNouns are what positions are a row of.
var positionRowNouns = set("pontoon towpath quayside market ward stage rack rail " +
	"pack row street close crescent avenue culdesac cul-de-sac drive terrace table bench quay line lane road corridor block parade harbour harbor jetty pier marina queue car park field garden building stack tower terrace pew train procession convoy bookcase promenade fence wall hedge shelf counter bar hall hallway platform dock wharf beach path track trail canal river alley mews landing balcony strip border bank rank walkway boardwalk arcade gallery")

// placesNamed reports whether a word of ts that no item took is the noun
// of the places of category d ("stall" of stalls 1 to 5).
func (mg *magazine) placesNamed(ts []tok, used []bool, d int) bool {
	for k, t := range ts {
		if !used[k] && singular(t.w) == domainNoun(mg.p.Domains[d].Name) {
			return true
		}
	}
	return false
}

// storyPlace reports whether w is a thing the introduction names ("the
// fence" of "plots 1 to 4 along the fence") that the row may run along:
// "at one end of the fence". Never a span of time or an event ("the end
// of the evening", "of the race"), whose end is a time.
func (mg *magazine) storyPlace(w string) bool {
	if len(w) < 3 || stop[w] || timeSpanNouns[singular(w)] || mg.namesCategory(w) {
		return false
	}
	story := strings.ToLower(mg.p.Story)
	for _, art := range []string{"the ", "a ", "an ", "this ", "our "} {
		if i := strings.Index(story, art+w); i >= 0 {
			if rest := story[i+len(art+w):]; rest == "" || rest[0] < 'a' || rest[0] > 'z' {
				return true
			}
		}
	}
	return false
}

// timeSpanNouns are spans of time and events: "the end of the evening" is a
// time, never a place in a row.
var timeSpanNouns = set("summer winter spring autumn fall hour decade century period week weekend day month year season term evening morning afternoon night race show game match contest competition event meeting session festival fair party concert tournament round heat day week holiday trip journey tour visit list schedule programme program")

// ofTheRow reports whether the words from k leave "middle" or "end" about
// the row: nothing, a comma, a position ("the middle seat"), "one", or "of
// the row" (not "the middle price", "the end of the week").
func (mg *magazine) ofTheRow(ts []tok, k int) bool {
	next := wordAt(ts, k)
	switch {
	case next == "" || next == "one" || mg.positionNoun(next) || positionRowNouns[singular(next)]:
		return true
	case next == "of":
		j := k + 1
		for j < len(ts) && (ts[j].w == "the" || ts[j].w == "this" || ts[j].w == "our") {
			j++
		}
		return j < len(ts) && (positionRowNouns[singular(ts[j].w)] || mg.positionNoun(ts[j].w) || mg.storyPlace(ts[j].w))
	}
	// another clause or an item follows ("at one end, next to ...",
	// "at one end and keeps the cat"): no noun of the phrase's own
	return !mg.isNounHere(ts, k)
}

// isNounHere reports whether token k is a noun of the phrase before it: a
// word that is no item, no stop word, no position word and no verb-like
// joining word.
func (mg *magazine) isNounHere(ts []tok, k int) bool {
	w := ts[k].w
	if stop[w] || positionWords[w] || negationWords[w] || set("and but while with who whose which where than to from in on at by for")[w] {
		return false
	}
	if verbWord(w) && k > 0 && !stop[ts[k-1].w] {
		return false // "The sculpture in the middle fetched ...": the sentence's verb
	}
	return len(mg.lx.mentions(ts[k:k+1])) == 0
}

// possessive reports whether a word as written ends in 's or s'.
func possessive(raw string) bool {
	r := strings.ToLower(raw)
	return strings.HasSuffix(r, "'s") || strings.HasSuffix(r, "’s") || strings.HasSuffix(r, "s'") || strings.HasSuffix(r, "s’")
}

func anyMentionIn(ms []mention, lo, hi int) bool {
	for _, m := range ms {
		if m.start >= lo && m.end <= hi {
			return true
		}
	}
	return false
}

// phraseEnd is where the words of phrase i's objects end: the next
// phrase's start, else hi.
func phraseEnd(ps []placing, i, hi int) int {
	if i+1 < len(ps) {
		return ps[i+1].start
	}
	return hi
}

// spatialPositions reports whether a category is places in a row or a
// stack by its name (seats, houses, berths): no time word ("before",
// "later") compares them.
func spatialPositions(dom logicgrid.Domain) bool {
	n := domainNoun(dom.Name)
	return spatialNouns[n] && !rankNouns[n] && isPositions(dom)
}

// stepsAlong reports whether an amount counts positions of dom ("one plot
// after", "2 seats before").
func stepsAlong(dom logicgrid.Domain, am *amount) bool {
	if am == nil {
		return false
	}
	u := singular(strings.ToLower(am.unit))
	return u == domainNoun(dom.Name) || spatialNouns[u] && !rankNouns[u]
}

// namesPositions reports whether the sentence names dom's positions ("Eve's
// plot is right before Ada's").
func namesPositions(ts []tok, dom logicgrid.Domain) bool {
	n := domainNoun(dom.Name)
	for _, t := range ts {
		if singular(t.w) == n {
			return true
		}
	}
	return false
}

// anyWord reports whether a free word in [lo, hi) is one of ws.
func anyWord(ts []tok, used []bool, lo, hi int, ws ...string) bool {
	for k := lo; k < hi && k < len(ts); k++ {
		if used[k] {
			continue
		}
		for _, w := range ws {
			if ts[k].w == w {
				return true
			}
		}
	}
	return false
}

// rowNouns name places in a row, not a stack or a ranking (plain words
// say "to the left of" of these).
var rowNouns = func() map[string]bool {
	m := map[string]bool{}
	for w := range spatialNouns {
		if !verticalNouns[w] && !rankNouns[w] {
			m[w] = true
		}
	}
	return m
}()

// rowCategory is the puzzle's one category of places in a row by its name
// (spatialPositions, not a stack), or -1.
func (mg *magazine) rowCategory() int {
	found := -1
	for d, dom := range mg.p.Domains {
		if mg.spatialAt(d) && !verticalNouns[domainNoun(dom.Name)] {
			if found >= 0 {
				return -1
			}
			found = d
		}
	}
	return found
}

// superlativeWord reports whether w names an extreme ("earliest", "last"):
// a position phrase's modifiers stop before it, so the superlative names
// its item as usual ("the boat that arrived last is next to the Wren").
func superlativeWord(w string) bool {
	_, ok := superlativeOf(w)
	return ok
}

// timeClass reports whether a numeric class is points in time.
func timeClass(c numClass) bool {
	return c == clock || c == date || c == weekday || c == month || c == year
}

// nobodyWords is the number of tokens of a free "nobody", "no one", "no
// other car", "no other teacher" opening the sentence, else 0.
func (mg *magazine) nobodyWords(ts []tok, used []bool) int {
	if len(ts) == 0 || used[0] {
		return 0
	}
	switch ts[0].w {
	case "nobody", "noone":
		return 1
	case "no":
	default:
		return 0
	}
	k := 1
	if set("other")[wordAt(ts, k)] {
		k++
	}
	if k >= len(ts) || used[k] {
		return 0
	}
	w := singular(ts[k].w)
	if w == "one" || peopleNouns[ts[k].w] || mg.namesCategory(w) {
		return k + 1
	}
	return 0
}

// nobodyWord reports whether ts[k] is "nobody", or "one" of "no one".
func nobodyWord(ts []tok, k int) bool {
	return ts[k].w == "nobody" || ts[k].w == "noone" || ts[k].w == "no" || ts[k].w == "one" && k > 0 && ts[k-1].w == "no"
}

// nobodyBeyond reads "Nobody parked to the left of X" (one direction
// phrase, one item after it): no one is on that side of X, and as every
// place is taken, X is at that end. "Nobody next to X" cannot hold, and
// a count ("nobody two seats left of X") is refused.
func (mg *magazine) nobodyBeyond(ts []tok, used []bool, ms []mention, its []logicgrid.Item, ps []placing, n, d int) ([]logicgrid.Clue, error) {
	what := phrase(ts, 0, n)
	if len(ps) != 1 || ps[0].objects != 1 || len(ms) != 1 || ms[0].start < ps[0].end {
		return nil, errorf("%q with a position phrase: read only as \"nobody sat to the left of X\"", what)
	}
	if negs := negationsAt(ts, used); len(negs) > 0 {
		return nil, errorf("%q with another negation is not read: say it without a double negative", what)
	}
	for k := n; k < len(ts); k++ {
		if !used[k] && set("else but except besides apart other only")[ts[k].w] {
			return nil, errorf("%q ... %q is not read: say \"X is at the left end\"", what, ts[k].raw)
		}
	}
	// the phrase said of a stand-in subject: which side of X it is
	x := its[0]
	stand := logicgrid.Item{D: -1, I: -1}
	cs, err := ps[0].clues(stand, []logicgrid.Item{x}, false)
	if err != nil {
		return nil, err
	}
	if len(cs) != 1 || (cs[0].Kind != logicgrid.Less && !(cs[0].Kind == logicgrid.LessBy && cs[0].K == 1)) {
		return nil, errorf("%q %q: only a side (\"to the left of\", \"above\") is read with it", what, ps[0].what)
	}
	end := 0 // nobody before x: x is the first
	if cs[0].Items[1] == stand {
		end = mg.p.N() - 1 // nobody after x: x is the last
	}
	return []logicgrid.Clue{{Kind: logicgrid.Same, Items: []logicgrid.Item{x, {D: d, I: end}}}}, nil
}

// joinedAndPlace reports whether a and b are joined by one "and" with
// nouns after the first: "between Ann's house and the dog owner's",
// "between the beer drinker and Cy" (the count's two sides; no "or", no
// negation, no third item).
func (mg *magazine) joinedAndPlace(ts []tok, used []bool, a, b mention) bool {
	and := 0
	for k := a.end; k < b.start; k++ {
		switch w := ts[k].w; {
		case used[k]:
			return false
		case w == "and":
			and++
		case set("or nor but than not either neither")[w] || negationWords[w]:
			return false
		}
	}
	return and == 1
}

// fromSide is a place counted from one side of a row: "second from the
// left", "the 3rd house from the right", "the last house on the right",
// "the first one on the left-hand end".
var fromSide = lazyRE(`(?i)\b(?:(?:in|at)\s+)?(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|\d+(?:st|nd|rd|th))(?:\s+([a-z]+))?\s+(from|on)\s+the\s+(left|right)(?:[- ]hand)?(?:\s+(?:end|side))?(?:\s+of\s+the\s+(?:row|street|line|road|block))?\b`)

// countedFromSide says a place counted from a side of the puzzle's row
// ("The Hales live second from the right") as the place it is ("in the
// 4th house"), by the way the introduction numbers the row (left to
// right unless it says "right to left"). A phrase it cannot place ("the
// last house on the left", a noun that is not the row's) is left as it
// is, for the position reader to refuse.
func (mg *magazine) countedFromSide(s string) string {
	row := mg.rowCategory()
	if row < 0 || !fromSide.MatchString(s) {
		return s
	}
	dom := mg.p.Domains[row]
	n, noun := len(dom.Items), domainNoun(dom.Name)
	flipped := strings.Contains(strings.ToLower(mg.p.Story), "right to left")
	return fromSide.ReplaceAllStringFunc(s, func(m string) string {
		g := fromSide.FindStringSubmatch(m)
		word, said, how, side := strings.ToLower(g[1]), strings.ToLower(g[2]), strings.ToLower(g[3]), strings.ToLower(g[4])
		if said != "" && said != "one" && singular(said) != noun {
			return m
		}
		o, ok := ordinals[word]
		if !ok && word != "last" {
			v, err := strconv.Atoi(strings.TrimRight(word, "stndrh"))
			if err != nil {
				return m
			}
			o, ok = v, true
		}
		if word == "last" {
			if how != "on" {
				return m // "last from the left": not said
			}
			o = n
		}
		if how == "on" && !(word == "first" && side == "left" || word == "last" && side == "right") {
			return m // "the first house on the right": which end is first?
		}
		if how == "on" {
			side = "left" // first on the left, last on the right: counted from the left
			o = map[bool]int{true: 1, false: n}[word == "first"]
		}
		if o < 1 || o > n {
			return m
		}
		i := o - 1
		if (side == "right") != flipped {
			i = n - o
		}
		if _, err := strconv.Atoi(dom.Items[i]); err == nil {
			return "in " + noun + " " + dom.Items[i] // "in house 4"
		}
		return "in the " + dom.Items[i] + " " + noun
	})
}

// notAsFarVerb and notAsFarBe are "doesn't live as far left as" and "is
// not as far right as", "but not as far left as".
var (
	notAsFarVerb = lazyRE(`(?i)\b(?:do\s+not|does\s+not|did\s+not|don't|doesn't|didn't|don’t|doesn’t|didn’t)\s+([a-z]+)\s+as\s+far\s+(?:to\s+the\s+)?(left|right)\s+as\b`)
	notAsFarBe   = lazyRE(`(?i)\b(is|are|was|were|but)\s*(?:not|n't|n’t)\s+as\s+far\s+(?:to\s+the\s+)?(left|right)\s+as\b`)
)

// notAsFar says "A doesn't live as far left as B" in a puzzle with a row
// as what it means, "A lives somewhere to the right of B" (strictly: two
// in different places).
func (mg *magazine) notAsFar(s string) string {
	if mg.rowCategory() < 0 {
		return s
	}
	other := func(side string) string {
		if strings.EqualFold(side, "left") {
			return "right"
		}
		return "left"
	}
	s = notAsFarVerb.ReplaceAllStringFunc(s, func(m string) string {
		g := notAsFarVerb.FindStringSubmatch(m)
		return g[1] + " somewhere to the " + other(g[2]) + " of"
	})
	return notAsFarBe.ReplaceAllStringFunc(s, func(m string) string {
		g := notAsFarBe.FindStringSubmatch(m)
		return g[1] + " somewhere to the " + other(g[2]) + " of"
	})
}

// houseRow reports whether category d is house numbers (houseRows).
func (mg *magazine) houseRow(d int) bool { return d < len(mg.houses) && mg.houses[d] }

// neighbourPerson reports whether "neighbour" at k is one of the people,
// no place beside another: "The oldest neighbour lives in house 3", "the
// neighbor who put up the lights", "the neighbor at number 14".
func neighbourPerson(ts []tok, k int) bool {
	return k > 0 && isSuperlativeAt(ts, k-1) ||
		k > 0 && set("the a each every which another")[ts[k-1].w] && set("who whom whose that with at in on from")[wordAt(ts, k+1)]
}

// lettered reports whether items are single capital letters in the order
// of the alphabet from A ("A, B, C, D"; "Booth A, Booth B, ..."): places
// lettered as they stand.
func lettered(items []string) bool {
	for i, it := range items {
		f := strings.Fields(it)
		if len(f) == 0 || len(f) > 2 {
			return false
		}
		l := f[len(f)-1]
		if len(l) != 1 || l[0] != byte('A'+i) {
			return false
		}
	}
	return len(items) > 1
}

// orPlaces reads position phrases joined by "or" ("The Brazilian lives in
// either the first house or the last house"): one place or the other, of
// the one subject. Each phrase read alone would be said of the subject
// too, as if joined by "and" (it was read so: "in house 1; in house 5").
// ok is false where no phrase has "or" in it; other such sentences are
// refused.
func orPlaces(ts []tok, used []bool, ms []mention, its []logicgrid.Item, ps []placing, before []int) ([]logicgrid.Clue, bool, error) {
	at := -1
	for _, p := range ps {
		for k := p.start; k < p.end && at < 0; k++ {
			if set("or either nor neither")[ts[k].w] {
				at = k
			}
		}
	}
	if at < 0 || len(ps) < 2 { // "at either end" is one phrase
		return nil, false, nil
	}
	refused := errorf("%q with position phrases is read only as \"X is in either the first or the last house\"", ts[at].raw)
	negs := negationsAt(ts, used)
	if len(ps) != 2 || len(before) != 1 || len(ms) != 1 || ps[0].objects != 0 || ps[1].objects != 0 || len(negs) > 1 || len(negs) == 1 && negs[0] > ps[0].start || ts[at].w == "nor" || ts[at].w == "neither" {
		return nil, true, refused
	}
	x := its[before[0]]
	var places []logicgrid.Item
	for _, p := range ps {
		cs, err := p.clues(x, nil, false)
		if err != nil {
			return nil, true, err
		}
		if len(cs) != 1 || cs[0].Kind != logicgrid.Same || len(cs[0].Items) != 2 || cs[0].Items[0] != x {
			return nil, true, refused
		}
		places = append(places, cs[0].Items[1])
	}
	if places[0] == places[1] {
		return nil, true, refused
	}
	if len(negs) == 1 { // "doesn't live in the first or the last house": in neither
		return []logicgrid.Clue{{Kind: logicgrid.Different, Items: []logicgrid.Item{x, places[0]}}, {Kind: logicgrid.Different, Items: []logicgrid.Item{x, places[1]}}}, true, nil
	}
	return []logicgrid.Clue{{Kind: logicgrid.Either, Items: []logicgrid.Item{x, places[0], places[1]}}}, true, nil
}

// elidedPlaceNoun is "the first or the last house": the noun said once,
// for both places.
var elidedPlaceNoun = lazyRE(`(?i)\bthe (first|second|third|fourth|fifth|sixth|last|middle|centre|center|end) or (?:the )?(first|second|third|fourth|fifth|sixth|last|middle|centre|center|end) (\pL+)\b`)

// placeNounSaid is s with the noun said after both places, where it is a
// noun of places in the row.
func (mg *magazine) placeNounSaid(s string) string {
	return elidedPlaceNoun.ReplaceAllStringFunc(s, func(g string) string {
		m := elidedPlaceNoun.FindStringSubmatch(g)
		if !mg.positionNoun(strings.ToLower(m[3])) {
			return g
		}
		return "the " + m[1] + " " + m[3] + " or the " + m[2] + " " + m[3]
	})
}
