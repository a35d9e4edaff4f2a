package english

import (
	"math"
	"regexp"
	"strconv"
	"strings"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// Magazine style (as Puzzle Baron and Dell print them), in a plain-text
// layout: one line per category "name: item, item, ...", then "Clues:" and
// one sentence per line (numbering optional), then optionally "Solution:"
// and one line per entity listing its items.

var categoryLine = regexp.MustCompile(`^([A-Za-z][^:,]*?)\s*:\s*(.*,.*)$`)

func isCategoryLine(line string) bool {
	return categoryLine.MatchString(strings.TrimSpace(line))
}

func isHeader(t, word string) bool {
	return strings.EqualFold(strings.TrimSuffix(strings.TrimSpace(t), ":"), word)
}

// magazine holds a puzzle being read, with its categories' number kinds.
type magazine struct {
	file string
	p    *logicgrid.Puzzle
	num  []*numeric // per domain; nil for names
	lx   *lexicon
	// subjectEnd is the token after the first mention of the clue being
	// read: the predicate's words ("was born ... earlier") start there.
	subjectEnd int
}

func readMagazine(file, text string) (*logicgrid.Puzzle, error) {
	mg := &magazine{file: file, p: &logicgrid.Puzzle{Algorithm: 1}}
	lines := strings.Split(text, "\n")
	var cues [][]string
	i := 0
	for ; i < len(lines); i++ {
		t := strings.TrimSpace(lines[i])
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		if isHeader(t, "clues") {
			break
		}
		m := categoryLine.FindStringSubmatch(t)
		if m == nil {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, i+1, strings.Index(lines[i], t)+1, "expected a category line \"name: item, item, ...\" or \"Clues:\", got %q", clip(t))
		}
		var items []string
		for _, it := range splitItems(m[2]) {
			it = strings.TrimSpace(it)
			it = strings.TrimPrefix(it, "and ")
			items = append(items, strings.TrimSpace(it))
		}
		dom := logicgrid.Domain{Name: m[1], Items: items}
		if len(mg.p.Domains) > 0 && len(items) != mg.p.N() {
			return nil, puzzle.Errorf(puzzle.ErrInvalid, file, i+1, 1, "category %q has %d items, the first has %d", m[1], len(items), mg.p.N())
		}
		var nm *numeric
		if n, vals, ok := numericDomain(items); ok {
			nm = &n
			var v []int
			dom.Items, v = sortByValue(items, vals, n.scale)
			for len(mg.p.Values) < len(mg.p.Domains) {
				mg.p.Values = append(mg.p.Values, nil)
			}
			mg.p.Values = append(mg.p.Values, v)
		}
		mg.p.Domains = append(mg.p.Domains, dom)
		mg.num = append(mg.num, nm)
		cues = append(cues, categoryCues(m[1], nm))
	}
	if i == len(lines) {
		return nil, puzzle.Errorf(puzzle.ErrSyntax, file, len(lines), 1, "missing line \"Clues:\" after the category lines")
	}
	if len(mg.p.Domains) < 2 {
		return nil, puzzle.Errorf(puzzle.ErrInvalid, file, i+1, 1, "need at least 2 category lines before \"Clues:\", got %d", len(mg.p.Domains))
	}
	if err := uniqueNames(file, mg.p); err != nil {
		return nil, err
	}
	mg.lx = newLexicon(mg.p, cues)
	for i++; i < len(lines); i++ {
		raw := strings.TrimRight(lines[i], "\r")
		t := strings.TrimSpace(raw)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		if isHeader(t, "solution") {
			if err := mg.solution(lines, i); err != nil {
				return nil, err
			}
			break
		}
		col := strings.Index(raw, t) + 1
		if loc := clueNumber.FindStringIndex(t); loc != nil {
			col += loc[1]
			t = t[loc[1]:]
		}
		cs, err := mg.clauses(strings.TrimRight(t, ". "))
		if err != nil {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, i+1, col, "cannot read clue %q: %v", t, err)
		}
		for k := range cs {
			cs[k].Line, cs[k].Text = i+1, t
		}
		mg.p.Clues = append(mg.p.Clues, cs...)
	}
	if len(mg.p.Clues) == 0 {
		return nil, puzzle.Errorf(puzzle.ErrInvalid, file, len(lines), 1, "no clues after \"Clues:\"")
	}
	return mg.p, nil
}

func clip(s string) string {
	if len(s) > 50 {
		return s[:50] + "..."
	}
	return s
}

// categoryCues are the words that point a phrase at a category: its name,
// and for numbers the verbs that go with them.
func categoryCues(name string, nm *numeric) []string {
	cues := contentWords(name)
	if nm != nil {
		switch nm.class {
		case money:
			cues = append(cues, "paid", "cost", "costs", "price", "spent", "dollar")
		case clock:
			cues = append(cues, "time", "oclock", "arrived", "arrive", "started", "start")
		case date:
			cues = append(cues, "date", "left", "leave", "leaving", "departed")
		case year:
			cues = append(cues, "born", "year")
		case height:
			cues = append(cues, "tall", "height")
		case number:
			if nm.unit != "" {
				cues = append(cues, words(nm.unit)...)
			}
		}
	}
	return cues
}

// solution reads the optional "Solution:" block: one line per entity, its
// items in any order, comma separated.
func (mg *magazine) solution(lines []string, at int) error {
	p := mg.p
	of := make([][]int, p.M())
	for d := range of {
		of[d] = make([]int, p.N())
		for e := range of[d] {
			of[d][e] = -1
		}
	}
	rows := 0
	for i := at + 1; i < len(lines); i++ {
		t := strings.TrimSpace(lines[i])
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		row := make([]int, p.M())
		for d := range row {
			row[d] = -1
		}
		for _, f := range splitItems(t) {
			f = strings.TrimSpace(f)
			found := false
			for d, dom := range p.Domains {
				for k, it := range dom.Items {
					if strings.EqualFold(it, f) && row[d] < 0 {
						row[d], found = k, true
						break
					}
				}
				if found {
					break
				}
			}
			if !found {
				return puzzle.Errorf(puzzle.ErrInvalid, mg.file, i+1, strings.Index(lines[i], f)+1, "solution: %q is no unused item", f)
			}
		}
		for d := range row {
			if row[d] < 0 {
				return puzzle.Errorf(puzzle.ErrInvalid, mg.file, i+1, 1, "solution row lacks an item of %q", p.Domains[d].Name)
			}
		}
		e := row[0]
		for d := range row {
			of[d][e] = row[d]
		}
		rows++
	}
	if rows != p.N() {
		return puzzle.Errorf(puzzle.ErrInvalid, mg.file, at+1, 1, "solution has %d rows, want %d", rows, p.N())
	}
	p.Known = logicgrid.NewSolution(p, of)
	return nil
}

// comparatives: word -> sign (+1: the first-named is more) and the classes
// the word can measure (nil: any numeric category).
var comparatives = func() map[string]struct {
	sign    int
	classes []numClass
} {
	type cmp = struct {
		sign    int
		classes []numClass
	}
	when := []numClass{clock, date, month, year, number, weekday}
	m := map[string]cmp{
		"after": {1, when}, "before": {-1, when}, "later": {1, when}, "earlier": {-1, when}, "sooner": {-1, when},
		"older": {1, []numClass{number, year, date, month}}, "younger": {-1, []numClass{number, year, date, month}},
		"taller": {1, []numClass{height}}, "shorter": {-1, []numClass{height, number}},
		"cheaper": {-1, []numClass{money}}, "pricier": {1, []numClass{money}}, "costlier": {1, []numClass{money}},
	}
	// amounts, not points in time: "later" and "before" are for those
	amounts := []numClass{money, number, height}
	for _, w := range strings.Fields("more greater higher bigger larger longer heavier farther further wider deeper hotter warmer richer slower above behind") {
		m[w] = cmp{1, amounts}
	}
	for _, w := range strings.Fields("less fewer lower smaller lighter closer nearer narrower shallower colder cooler poorer faster quicker below ahead") {
		m[w] = cmp{-1, amounts}
	}
	return m
}()

// amount is a measured difference in a clue: "1 dollar", "$1.50", "2 hours".
type amount struct {
	v     float64
	unit  string // "" when the clue gave a bare number
	class numClass
}

// clue reads one magazine sentence into clues.
func (mg *magazine) clue(s string) ([]logicgrid.Clue, error) {
	ts := tokenize(s)
	ms := mg.amountsOut(ts, mg.lx.mentions(ts))
	inMention := make([]bool, len(ts))
	for _, m := range ms {
		for k := m.start; k < m.end; k++ {
			inMention[k] = true
		}
	}
	var its []logicgrid.Item
	for _, m := range ms {
		its = append(its, mg.lx.resolve(m, phraseAround(ts, ms, m)))
	}
	ms, its, err := mg.superlative(ts, inMention, ms, its)
	if err != nil {
		return nil, err
	}
	for _, m := range ms {
		for k := m.start; k < m.end; k++ {
			inMention[k] = true
		}
	}
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
	negated := free("not", "didnt", "doesnt", "isnt", "wasnt", "werent", "arent", "never", "dont", "cannot", "cant", "wont", "hasnt", "hadnt") >= 0
	mk := func(kind logicgrid.ClueKind, items ...logicgrid.Item) logicgrid.Clue {
		return logicgrid.Clue{Kind: kind, Items: items}
	}
	if len(ms) < 2 {
		if dym := mg.lx.didYouMean(ts, mg.lx.knownWords()); dym != "" {
			return nil, errorf("it names %d item(s); %s", len(ms), dym)
		}
		return nil, errorf("it names %d item(s), a clue needs at least 2", len(ms))
	}
	mg.subjectEnd = ms[0].end
	cmpAt, cmpWord := -1, ""
	for k, t := range ts {
		if _, ok := comparatives[t.w]; ok && !inMention[k] {
			cmpAt, cmpWord = k, t.w
			break
		}
	}
	either := free("either")
	if len(ts) > 0 && ts[0].w == "if" {
		return mg.ifThen(ts, ms, its, free)
	}
	if d, ok := mg.byDomain(ts, ms); ok {
		return mg.byOrder(ts, its, d, free, negated)
	}
	switch {
	case len(ts) > 0 && ts[0].w == "of" && free("other") >= 0:
		if len(ms) != 4 {
			return nil, errorf("\"of A and B, one ... the other ...\" needs 4 items, found %d", len(ms))
		}
		if negated {
			return nil, errorf("a negated \"one ... the other\" clue is not supported")
		}
		return []logicgrid.Clue{mk(logicgrid.Pair, its...)}, nil
	case free("neither") >= 0:
		if len(ms) != 3 || free("nor") < 0 {
			return nil, errorf("\"neither A nor B ... C\" needs 3 items, found %d", len(ms))
		}
		// "Neither A nor B paid $7.99", "X is neither A nor B": three
		// different people (as "either A or B" says A and B are two).
		return []logicgrid.Clue{mk(logicgrid.Different, its...)}, nil
	case either >= 0 && cmpAt >= 0 && len(ms) == 2:
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
		k := mg.scaled(d, am)
		return []logicgrid.Clue{{Kind: logicgrid.ApartBy, Items: its, Domain: d, K: k}}, nil
	case either >= 0 && len(ms) >= 3:
		if negated {
			return nil, errorf("a negated either/or clue is not supported")
		}
		if either < ms[0].start { // "Either A or B is X"
			last := its[len(its)-1]
			return []logicgrid.Clue{mk(logicgrid.Either, append([]logicgrid.Item{last}, its[:len(its)-1]...)...)}, nil
		}
		return []logicgrid.Clue{mk(logicgrid.Either, its...)}, nil
	case len(ms) >= 3:
		if cmpAt >= 0 || negated {
			return nil, errorf("%d items with a comparison or negation: split it into simpler sentences", len(ms))
		}
		// "The four people were A, B, C and D", "A, B and C are all different"
		listed := len(ts) > 1 && ts[0].w == "the" && isNumberWord(ts[1].w) || free("were", "are") >= 0 && free("were", "are") < ms[0].start
		if !differ && !listed {
			return nil, errorf("%d items, and no \"were A, B and C\" or \"different\" to say how they relate", len(ms))
		}
		return []logicgrid.Clue{mk(logicgrid.Different, its...)}, nil
	case cmpAt >= 0:
		if negated {
			return nil, errorf("a negated comparison is not supported")
		}
		am, err := mg.amountNear(ts, inMention, cmpAt)
		if err != nil {
			return nil, err
		}
		d, err := mg.compared(ts, cmpAt, cmpWord, am)
		if err != nil {
			return nil, err
		}
		sign := comparatives[cmpWord].sign
		if (cmpWord == "older" || cmpWord == "younger") && mg.num[d].class != number {
			sign = -sign // older means born earlier
		}
		a, b := its[0], its[1]
		if ms[0].start > cmpAt { // "More than A, B ...": rare; read left to right anyway
			a, b = b, a
		}
		if sign < 0 {
			a, b = b, a
		} // now value(a) > value(b)
		if am == nil {
			return []logicgrid.Clue{{Kind: logicgrid.Less, Items: []logicgrid.Item{b, a}, Domain: d}}, nil
		}
		return []logicgrid.Clue{{Kind: logicgrid.DiffBy, Items: []logicgrid.Item{b, a}, Domain: d, K: mg.scaled(d, am)}}, nil
	case negated || differ:
		return []logicgrid.Clue{mk(logicgrid.Different, its...)}, nil
	}
	return []logicgrid.Clue{mk(logicgrid.Same, its...)}, nil
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

// amountNear finds the measured difference just before the comparative
// ("1 dollar more", "$1.50 less", "2 hours after", "half an hour later"),
// or nil when there is none.
func (mg *magazine) amountNear(ts []tok, inMention []bool, at int) (*amount, error) {
	lo := max(0, at-4)
	for k := at - 1; k >= lo; k-- {
		if inMention[k] {
			break
		}
		v, ok := numberOf(ts[k].w)
		if !ok {
			continue
		}
		am := &amount{v: v}
		bare := k == at-1 && ts[k].w[0] >= '0' && ts[k].w[0] <= '9' // "$1.50 more"
		if k+1 < at {
			next := ts[k+1].w
			if next == "an" || next == "a" { // "half an hour"
				k++
				if k+1 < at {
					next = ts[k+1].w
				}
			}
			if _, ok := units[next]; ok || mg.isDomainUnit(next) {
				am.unit = next
			}
		}
		if am.unit == "" && k+2 == at && !bare && ts[k].w[0] >= '0' && ts[k].w[0] <= '9' {
			am.unit = ts[k+1].w // "7 points higher": a unit only the category knows
		}
		if am.unit == "" && !bare {
			continue // "the one who paid more": "one" is no amount
		}
		if am.v < 0 { // "half"
			am.v = 0.5
		}
		return am, nil
	}
	// "an hour later": the unit alone
	if at >= 1 && !inMention[at-1] {
		if _, ok := units[ts[at-1].w]; ok && at >= 2 && (ts[at-2].w == "a" || ts[at-2].w == "an") {
			return &amount{v: 1, unit: ts[at-1].w}, nil
		}
	}
	return nil, nil
}

func numberOf(w string) (float64, bool) {
	if v, ok := numberWords[w]; ok && w != "a" && w != "an" {
		return float64(v), true
	}
	if v, err := strconv.ParseFloat(w, 64); err == nil {
		return v, true
	}
	return 0, false
}

// compared picks the category a comparison measures: the numeric category
// the unit and the comparative fit, not one of the compared items' own.
func (mg *magazine) compared(ts []tok, at int, word string, am *amount) (int, error) {
	var fit []int
	for d, nm := range mg.num {
		if nm == nil {
			continue
		}
		if cl := comparatives[word].classes; cl != nil && !hasClass(cl, nm.class) {
			continue
		}
		if am != nil && am.unit != "" {
			u, known := units[am.unit]
			sameUnit := nm.class == number && sameUnit(am.unit, firstWord(nm.unit))
			if !known && !sameUnit && !(nm.class == number && nm.unit == "") {
				continue // an unknown unit fits a number category with that unit or none
			}
			if known && !hasClass(u.classes, nm.class) && !sameUnit {
				continue
			}
		}
		fit = append(fit, d)
	}
	if len(fit) > 1 && am != nil && am.unit != "" {
		// a unit named by the category itself ("25 years") wins
		for _, d := range fit {
			if mg.num[d].class == number && sameUnit(am.unit, firstWord(mg.num[d].unit)) {
				return d, nil
			}
		}
	}
	if len(fit) > 1 && (word == "older" || word == "younger") && !hasWord(ts[max(0, mg.subjectEnd):at], "born") {
		var ages []int // "older" without "born" speaks of ages, not birth years
		for _, d := range fit {
			if mg.num[d].class == number {
				ages = append(ages, d)
			}
		}
		if len(ages) == 1 {
			return ages[0], nil
		}
	}
	if len(fit) > 1 { // the verb nearest before the comparative: "arrived earlier"
		for k := at - 1; k >= 0; k-- {
			var named []int
			for _, d := range fit {
				if hasCue(mg.lx.cues[d], ts[k].w) {
					named = append(named, d)
				}
			}
			if len(named) == 1 {
				return named[0], nil
			}
		}
	}
	if len(fit) > 1 { // the sentence names the category: "a lower price", "paid"
		var named []int
		for _, d := range fit {
			for _, t := range ts {
				if hasCue(mg.lx.cues[d], t.w) {
					named = append(named, d)
					break
				}
			}
		}
		if len(named) == 1 {
			return named[0], nil
		}
	}
	switch len(fit) {
	case 1:
		return fit[0], nil
	case 0:
		return 0, errorf("%q compares no numeric category", word)
	}
	names := make([]string, len(fit))
	for i, d := range fit {
		names[i] = mg.p.Domains[d].Name
	}
	return 0, errorf("%q could compare %s: name the unit", word, strings.Join(names, " or "))
}

func firstWord(s string) string {
	if f := strings.Fields(s); len(f) > 0 {
		return f[0]
	}
	return ""
}

func hasClass(cs []numClass, c numClass) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// scaled converts an amount to domain d's integer values.
func (mg *magazine) scaled(d int, am *amount) int {
	if am == nil {
		return 0
	}
	size := 1.0
	nm := mg.num[d]
	if u, ok := units[am.unit]; ok && hasClass(u.classes, nm.class) && !(nm.class == number && sameUnit(am.unit, firstWord(nm.unit))) {
		size = u.size // "2 hours" in minutes; but "4 feet" of "20 ft" items is 4
	}
	return int(math.Round(am.v * size * mg.num[d].scale))
}

func hasCue(cues []string, w string) bool {
	for _, c := range cues {
		if sameWord(c, w) {
			return true
		}
	}
	return false
}

// ifThen reads "If A is (not) B, then C is (not) D."
func (mg *magazine) ifThen(ts []tok, ms []mention, its []logicgrid.Item, free func(...string) int) ([]logicgrid.Clue, error) {
	then := free("then")
	if len(ms) != 4 || then < 0 || ms[1].end > then || ms[2].start < then {
		return nil, errorf("\"if A is B, then C is D\" needs 2 items before \"then\" and 2 after")
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
		return nil, errorf("\"if A is not B, then C is not D\" is not supported")
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

// isDomainUnit: w is the unit word of a numeric category ("points").
func (mg *magazine) isDomainUnit(w string) bool {
	for _, nm := range mg.num {
		if nm != nil && nm.unit != "" && sameUnit(w, firstWord(nm.unit)) {
			return true
		}
	}
	return false
}

// amountsOut drops number "mentions" that are amounts: "30 minutes later"
// names no 30-year-old ("the 30-year-old", "30 years old" still do).
func (mg *magazine) amountsOut(ts []tok, ms []mention) []mention {
	out := ms[:0]
	for _, m := range ms {
		if m.end < len(ts) && mg.num[m.items[0].D] != nil {
			if _, cmp := comparatives[ts[m.end].w]; cmp { // "stayed 2 nights longer"
				continue
			}
		}
		if m.end == m.start+1 && m.end < len(ts) {
			if _, err := strconv.ParseFloat(ts[m.start].w, 64); err == nil {
				next := ts[m.end].w
				_, unit := units[next]
				old := m.end+1 < len(ts) && ts[m.end+1].w == "old"
				if (unit || mg.isDomainUnit(next)) && !old {
					continue
				}
				// "2 floors above", "1 grade below": a number, a unit, a comparative
				// (not "1993 arrived earlier": a unit after 2+ is plural)
				if _, cmp := comparatives[wordAt(ts, m.end+1)]; cmp && !stop[next] && (strings.HasSuffix(next, "s") || ts[m.start].w == "1") {
					continue
				}
			}
		}
		out = append(out, m)
	}
	return out
}

func wordAt(ts []tok, k int) string {
	if k < len(ts) {
		return ts[k].w
	}
	return ""
}

func isNumberWord(w string) bool {
	_, ok := numberOf(w)
	return ok && w != "one"
}

// clauses reads a sentence; one that does not read as a whole but joins
// clauses that each do ("Irene got the water, and Ned paid $6.99"; "...;
// ...") gives all their clues. The whole sentence's error is kept.
func (mg *magazine) clauses(s string) ([]logicgrid.Clue, error) {
	cs, err := mg.clue(s)
	if err == nil {
		return cs, nil
	}
	for _, sep := range []string{"; ", ", and ", ", but ", ", while ", " and "} {
		parts := strings.Split(s, sep)
		if len(parts) < 2 {
			continue
		}
		var all []logicgrid.Clue
		ok := true
		for _, part := range parts {
			pc, perr := mg.clue(strings.TrimSpace(part))
			if perr == nil && !mg.hasVerb(part) {
				perr = errorf("no verb") // "Irene, Ned" is a list, not a clause
			}
			if perr != nil {
				ok = false
				break
			}
			all = append(all, pc...)
		}
		if ok {
			return all, nil
		}
	}
	return nil, err
}

// hasVerb reports whether s has a word besides its items and stop words.
func (mg *magazine) hasVerb(s string) bool {
	ts := tokenize(s)
	in := make([]bool, len(ts))
	for _, m := range mg.lx.mentions(ts) {
		for k := m.start; k < m.end; k++ {
			in[k] = true
		}
	}
	for k, t := range ts {
		if !in[k] && !stop[t.w] {
			return true
		}
	}
	return false
}

// splitItems splits a comma-separated list, keeping thousands separators
// ("$1,000, $1,500" is two items).
func splitItems(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] != ',' {
			continue
		}
		if i > 0 && isDigit(s[i-1]) && i+3 < len(s) && isDigit(s[i+1]) && isDigit(s[i+2]) && isDigit(s[i+3]) && (i+4 == len(s) || !isDigit(s[i+4])) {
			continue // a thousands separator
		}
		out = append(out, s[start:i])
		start = i + 1
	}
	return append(out, s[start:])
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// superlatives name the extreme item of a numeric category: "the youngest
// runner" is the one with the lowest age. Each maps to its comparative.
var superlatives = map[string]string{
	"most": "more", "least": "less", "fewest": "fewer", "highest": "higher", "lowest": "lower",
	"oldest": "older", "youngest": "younger", "tallest": "taller", "shortest": "shorter",
	"earliest": "earlier", "latest": "later", "cheapest": "cheaper", "biggest": "bigger",
	"largest": "larger", "smallest": "smaller", "longest": "longer", "heaviest": "heavier",
	"lightest": "lighter", "farthest": "farther", "closest": "closer", "fastest": "faster", "slowest": "slower",
}

// superlative adds the item a superlative names as one more mention, in
// sentence order ("The youngest runner wore red": the 24-year-old and red).
func (mg *magazine) superlative(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item) ([]mention, []logicgrid.Item, error) {
	at := -1
	for k, t := range ts {
		if _, ok := superlatives[t.w]; ok && !inMention[k] {
			at = k
			break
		}
	}
	if at < 0 {
		return ms, its, nil
	}
	word := superlatives[ts[at].w]
	d, err := mg.compared(ts, at, word, nil)
	if err != nil {
		return nil, nil, errorf("%q: %v", ts[at].w, err)
	}
	sign := comparatives[word].sign
	if (word == "older" || word == "younger") && mg.num[d].class != number {
		sign = -sign
	}
	i := 0
	if sign > 0 {
		i = mg.p.N() - 1
	}
	m := mention{items: []logicgrid.Item{{D: d, I: i}}, start: at, end: at + 1}
	k := 0
	for k < len(ms) && ms[k].start < at {
		k++
	}
	ms = append(ms[:k:k], append([]mention{m}, ms[k:]...)...)
	its = append(its[:k:k], append([]logicgrid.Item{m.items[0]}, its[k:]...)...)
	return ms, its, nil
}
