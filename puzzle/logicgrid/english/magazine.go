package english

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

// Magazine style (as Puzzle Baron and Dell print them), in a plain-text
// layout: one line per category "name: item, item, ...", then "Clues:" and
// one sentence per line (numbering optional), then optionally "Solution:"
// and one line per entity listing its items.

// numberedWithHash is a clue numbered "#1." among the clues.
var numberedWithHash = lazyRE(`^#\d`)

// bullet starts a clue written as a list item: "- ", "* ", "• ".
var bullet = lazyRE(`^(?:[-*•]|\(\d+\))\s+`)

// clockInName reports whether the colon after name is a clock time's
// ("boarded the 8:50 train"): a digit on each side of it.
func clockInName(name, rest string) bool {
	return name != "" && name[len(name)-1] >= '0' && name[len(name)-1] <= '9' && rest != "" && rest[0] >= '0' && rest[0] <= '9'
}

var categoryLine = lazyRE(`^([A-Za-z][^:,]*?)\s*:\s*(.*,.*)$`)

// sentenceEnd is a word that ends a sentence before the next one:
// "Medium. Four", "ran. The".
var sentenceEnd = lazyRE(`([A-Za-z]+)[.!?]["”’')]?\s+["“‘(]?[A-Z]`)

// sentencesAfterLabel reports whether the text after a line's colon is
// prose, not a list of items: a label ("Difficulty:", "Level:", "Puzzle
// #12:", "Theme:", "Note:") before sentences. It holds a sentence's end
// after a word that is no abbreviation ("Medium. Four students ran ...")
// and an item of many words: "Dr. Ames, St. Louis" and "The Old Man and
// the Sea, Emma" are items.
func sentencesAfterLabel(rest string) bool {
	ends := false
	for _, m := range sentenceEnd.FindAllStringSubmatch(rest, -1) {
		if !abbreviations[strings.ToLower(m[1])] && !honorifics[strings.ToLower(m[1])] && len(m[1]) > 1 {
			ends = true
		}
	}
	if !ends {
		return false
	}
	for _, it := range strings.Split(rest, ",") {
		if len(strings.Fields(it)) >= 6 {
			return true
		}
	}
	return false
}

func isCategoryLine(line string) bool {
	return categoryLine.MatchString(strings.TrimSpace(line))
}

func isHeader(t, word string) bool {
	return strings.EqualFold(strings.TrimSuffix(strings.TrimSpace(t), ":"), word)
}

// cluesTypo is the did-you-mean for a lone word close to the "Clues:"
// heading ("Clue:", "Clus"), else "".
func cluesTypo(t string) string {
	w := strings.ToLower(strings.TrimSuffix(strings.TrimSpace(t), ":"))
	if w == "" || strings.ContainsAny(w, " ,") || puzzle.EditDistance(w, "clues") > 2 {
		return ""
	}
	return "; did you mean \"Clues:\"?"
}

// magazine holds a puzzle being read, with its categories' number kinds.
type magazine struct {
	// storyCache holds what the story says, read once: its questions are
	// asked for every clause (storyWins, isRank, compass)
	storyCache struct {
		wins           map[int][2]int // category: {said 0/1, winning index}
		contest, queue int8           // 0 not asked, 1 yes, -1 no
		compass        *string
	}
	file string
	// byCount are the people whose sex the introduction's count of each
	// sex told (gendercount.go)
	byCount []string
	// countConfirmed: the introduction's count of each sex agrees with
	// the sexes taken from first names (gendercount.go)
	countConfirmed bool
	// pronounSexRead is set while a sentence whose "she" says the sex of
	// the description it opens with is read (sexunsaid.go)
	pronounSexRead bool
	// labelled are the categories whose items are one noun and a label
	// ("coach A, coach B"): "coaches A and C" (labels.go), made once
	labelled     []labelList
	labelledDone bool
	p            *logicgrid.Puzzle
	num          []*numeric // per domain; nil for names
	lx           *lexicon
	// subjectEnd is the token after the first mention of the clue being
	// read: the predicate's words ("was born ... earlier") start there.
	subjectEnd int
	// The choice points of the reading being made (choose): the choice
	// taken at each, how many it had, and the next one to reach.
	script, widths []int
	at             int
	// inMention marks the tokens of the clause being classified that name
	// items; itemDomain gives their items' categories.
	inMention  []bool
	itemDomain []int
	// gender of each item of the category of people, genderCat (genders),
	// once known
	gender    []gender
	genderCat int
	// byName: the genders are taken from first names (namedGenders);
	// byNameNoun is a gendered noun that used them
	byName     bool
	byNameNoun string
	// fromNames marks the people whose gender came from their first
	// names when the story gave the others' (nil: all or none did)
	fromNames []bool
	// pairNames are the sexes a pronoun pair took from first names alone
	// ("she ... he": pronounPairSwapped), said in Reading.Assumed.
	pairNames map[string]bool
	// lineSaid: the clause being read says "in line" ("in the queue") or
	// "further forward", so "ahead" and "behind" are places in the queue
	// (queueWords)
	lineSaid bool
	// sides are the sentence being read's "to Hugo's left" phrases
	// (sideNote), to say which way each was taken
	sides []sideNote
	// timeOnly is set while "first" or "last" picks its category: one of
	// points in time
	timeOnly bool
	// durationOnly is set for a sentence whose "longer" is of a state that
	// lasts until now ("has worked here longer"): only a length of time
	// (sinceWhen).
	durationOnly bool
	// startOnly is set for a sentence whose "longer" of a lasting state
	// was read as an earlier start ("has been open longest"): only a
	// point in time (year, date), never a bare count (sinceWhen).
	startOnly bool
	// startIn, when set with startOnly, are the start categories that
	// may be measured ("has owned it longer": when it was bought)
	startIn []int
	// passive is the comparing verb of the clause being classified when
	// it is passive ("was outsold by"), "" when none: its direction turns
	passive string
	// eachGuarded is set when the clause being read was read as clauses
	// of its own, each guarded (quantified.go): not guarded again
	eachGuarded bool
	// inBoth is set while a sentence of "both A and B" is read as a whole
	// before it is split (bothof.go)
	inBoth bool
	// beforeBut is set while the clause before a "but" is read: "Ann
	// wanted the dog, but got the emu" (guard.go)
	beforeBut bool
	// overflow is set when a sentence had more readings than are kept
	// (product): it is refused
	overflow bool
	// nobodyRead is set when positional read "nobody sat to the left of
	// X" (nobodyBeyond): its "nobody" is read
	nobodyRead bool
	// clueTexts are the puzzle's sentences (genders from pronouns), and
	// byPronoun the people whose sex a pronoun about them told
	clueTexts []string
	byPronoun []string
	// pointsSaid memoizes scoredInPoints (0: not yet asked, 1 yes, 2 no):
	// it reads the whole puzzle's text, and a clause asks it often
	pointsSaid int8
	// houses marks the categories of house numbers along a street
	// (houseRows): positions in a row, in numeric order
	houses []bool
	// vague are the units of the clause's vague amounts ("some weeks
	// before"): its comparisons must hold them (checkVague)
	vague []string
}

func readMagazine(ctx context.Context, file, text string) (*Reading, error) {
	mg := &magazine{file: file, p: &logicgrid.Puzzle{Algorithm: englishAlgorithm}}
	lines := strings.Split(text, "\n")
	var cues [][]string
	var intro []int // lines read as the introduction
	heading := false
	timeTalk := speaksOfTime(text) // "Trains: 8.20, ..." are clock times then
	i := 0
	for ; i < len(lines); i++ {
		t := strings.TrimSpace(lines[i])
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		if isHeader(t, "clues") {
			break
		}
		if isHeader(t, "categories") && len(mg.p.Domains) == 0 {
			heading = true // an optional heading
			continue
		}
		m := categoryLine.FindStringSubmatch(t)
		if m != nil && sentencesAfterLabel(m[2]) {
			if len(mg.p.Domains) > 0 || heading {
				return nil, puzzle.Errorf(puzzle.ErrSyntax, file, i+1, strings.Index(lines[i], t)+1, "expected a category line \"name: item, item, ...\", got sentences %q: a sentence is no list of items", clip(t))
			}
			m = nil // "Difficulty: Medium. Four students ran ...": a label before the story
		}
		if m != nil && len(mg.p.Domains) == 0 && !heading && clockInName(m[1], m[2]) {
			// "Five passengers boarded the 8:50 stopping train from
			// Dunsford, each ...": the colon of a clock time, no category
			m = nil
		}
		if m != nil && len(mg.p.Domains) == 0 && !heading && len(strings.Fields(m[1])) > 5 {
			// "Market day in the old town was hectic: stalls opened early,
			// and ...": a clause of more than five words before the colon
			// is the story, no category's name
			m = nil
		}
		if m == nil && len(mg.p.Domains) == 0 && !heading {
			intro = append(intro, i+1) // the story before the categories
			continue
		}
		if m == nil {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, i+1, strings.Index(lines[i], t)+1, "expected a category line \"name: item, item, ...\" or \"Clues:\", got %q%s", clip(t), cluesTypo(t))
		}
		var items []string
		for _, it := range splitItems(m[2]) {
			it = strings.TrimSpace(it)
			it = strings.TrimPrefix(it, "and ")
			items = append(items, strings.TrimSpace(it))
		}
		if len(items) > MaxItems {
			return nil, puzzle.Errorf(puzzle.ErrInvalid, file, i+1, 1, "category %q has %d items, more than the maximum %d", excerpt(m[1]), len(items), MaxItems)
		}
		if len(mg.p.Domains) == MaxCategories {
			return nil, puzzle.Errorf(puzzle.ErrInvalid, file, i+1, 1, "more than %d categories", MaxCategories)
		}
		dom := logicgrid.Domain{Name: m[1], Items: items}
		if len(mg.p.Domains) > 0 && len(items) != mg.p.N() {
			return nil, puzzle.Errorf(puzzle.ErrInvalid, file, i+1, 1, "category %q has %d items, the first has %d", m[1], len(items), mg.p.N())
		}
		var nm *numeric
		n, vals, ok := numericCategoryIn(m[1], items, timeTalk, text) // "finishing times: 18:05" in seconds, when the text says so
		if ok && n.class == number && n.unit == "" && !n.ordinal && !n.counted {
			if said, found := storyUnit(items, introText(lines, intro)); found {
				if n2, vals2, ok2 := numericCategoryIn(m[1], said, timeTalk, text); ok2 && slices.Equal(vals2, vals) {
					n = n2 // the story's unit or currency for bare numbers
				}
			}
		}
		if ok {
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
		note := ""
		if len(intro) > 0 {
			note = fmt.Sprintf(" (%s read as the introduction)", linesRead(intro))
		}
		return nil, puzzle.Errorf(puzzle.ErrInvalid, file, i+1, 1, "need at least 2 category lines before \"Clues:\", got %d%s", len(mg.p.Domains), note)
	}
	if err := uniqueNames(file, mg.p); err != nil {
		return nil, err
	}
	mg.p.Title, mg.p.Story = introduction(lines, intro)
	mg.houses = houseRows(mg.p)
	payingCues(mg.p.Domains, mg.num, cues)
	mg.lx = newLexicon(mg.p, cues)
	// Gather the sentences first: once the clues are numbered or bulleted,
	// a line that is neither goes on the clue before it (a long clue
	// wrapped, as text copied from a page is).
	type sentence struct {
		text      string
		line, col int
	}
	var sentences []sentence
	marked := false
	for i++; i < len(lines); i++ {
		raw := strings.TrimRight(lines[i], "\r")
		t := strings.TrimSpace(raw)
		if t == "" || strings.HasPrefix(t, "#") && !numberedWithHash.MatchString(t) {
			continue // "#1. Ann ..." is a clue numbered with a hash, not a comment
		}
		if isHeader(t, "solution") {
			if err := mg.solution(lines, i); err != nil {
				return nil, err
			}
			break
		}
		col := strings.Index(raw, t) + 1
		loc := clueNumber.FindStringIndex(t)
		if loc == nil {
			loc = bullet.FindStringIndex(t)
		}
		if loc == nil && marked && len(sentences) > 0 {
			last := &sentences[len(sentences)-1]
			if len(last.text)+1+len(t) > MaxClueBytes {
				return nil, tooLong(file, last.line, last.col, last.text+" "+t)
			}
			last.text += " " + t
			continue
		}
		if len(sentences) == MaxClues {
			return nil, puzzle.Errorf(puzzle.ErrInvalid, file, i+1, col, "more than %d clues", MaxClues)
		}
		if loc != nil {
			marked = true
			col += loc[1]
			t = t[loc[1]:]
		}
		if len(t) > MaxClueBytes {
			return nil, tooLong(file, i+1, col, t)
		}
		sentences = append(sentences, sentence{t, i + 1, col})
	}
	r := &Reading{Puzzle: mg.p}
	for _, sn := range sentences {
		mg.clueTexts = append(mg.clueTexts, sn.text)
	}
	sides := make([][]sideNote, len(sentences))
	capitals := mg.capitalsKnown()
	for i, sn := range sentences {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		mg.sides, mg.overflow = nil, false
		text := sn.text
		if i > 0 {
			text = mg.carriedOn(sentences[i-1].text, text) // carryon.go: "Neither was Dymond, ..."
		}
		rs, err := mg.clauses(strings.TrimRight(text, ". "))
		if err == nil && mg.overflow {
			err = errorf("it reads in more than %d ways (the puzzle could need one left out): say it in simpler sentences", maxReadings)
		}
		sides[i] = mg.sides
		if err != nil {
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, sn.line, sn.col, "cannot read clue %q: %v", excerpt(sn.text), err)
		}
		if t, msg, ok := mg.strayCapital(sn.text, capitals); ok { // capitals.go: read, but a name was lost
			return nil, puzzle.Errorf(puzzle.ErrSyntax, file, sn.line, sn.col+t.col-1, "cannot read clue %q: %s", excerpt(sn.text), msg)
		}
		for _, cs := range rs {
			for k := range cs {
				cs[k].Line, cs[k].Text = sn.line, sn.text
			}
		}
		r.Sentences = append(r.Sentences, SentenceReading{Line: sn.line, Col: sn.col, Text: sn.text, Readings: rs})
	}
	if len(r.Sentences) == 0 {
		return nil, puzzle.Errorf(puzzle.ErrInvalid, file, len(lines), 1, "no clues after \"Clues:\"")
	}
	r.Assumed = mg.assumedGenders()
	if err := settle(ctx, file, r); err != nil {
		return nil, err
	}
	// "to his left": which way he faces is the text's to say; say what was
	// taken
	notes := []string{}
	if r.Assumed != "" {
		notes = append(notes, r.Assumed)
	}
	for i, s := range r.Sentences {
		notes = append(notes, sidesTaken(i+1, sides[i], s.Clues())...)
	}
	notes = append(notes, slices.Sorted(maps.Keys(mg.pairNames))...)
	r.Assumed = strings.Join(notes, "; ")
	return r, nil
}

// introduction splits the introduction's lines (1-based numbers) into a
// title, the first line when it reads as one (a few words, no closing
// stop), and the story: the rest, its wrapped lines joined, a paragraph
// break where a blank line was.
func introduction(lines []string, intro []int) (title, story string) {
	if len(intro) == 0 {
		return "", ""
	}
	first := strings.TrimSpace(lines[intro[0]-1])
	if len(strings.Fields(first)) <= 10 && !strings.ContainsAny(first[len(first)-1:], ".!?:") {
		title, intro = first, intro[1:]
	}
	var b strings.Builder
	for k, n := range intro {
		switch {
		case k == 0:
		case n > intro[k-1]+1:
			b.WriteString("\n")
		default:
			b.WriteString(" ")
		}
		b.WriteString(strings.TrimSpace(lines[n-1]))
	}
	return title, b.String()
}

// tooLong refuses a clue past MaxClueBytes.
func tooLong(file string, line, col int, text string) error {
	return puzzle.Errorf(puzzle.ErrInvalid, file, line, col, "clue %q is %d bytes, more than the maximum %d", excerpt(text), len(text), MaxClueBytes)
}

func clip(s string) string {
	if len(s) > 50 {
		return s[:50] + "..."
	}
	return s
}

// measures reports whether a category's name says its numbers measure
// something (so four-digit numbers are no years).
func measures(name string) bool {
	for _, w := range words(name) {
		for _, m := range measureNames {
			if sameWord(w, m) {
				return true
			}
		}
	}
	return false
}

var measureNames = strings.Fields("height elevation altitude vote point score population distance length weight depth size area capacity salary price cost mile foot feet meter gene calorie seat fan attendance visitor copy sale rating page word step yard pound ton gram")

// categoryCues are the words that point a phrase at a category: its name,
// and for numbers the verbs that go with them.
func categoryCues(name string, nm *numeric) []string {
	cues := contentWords(name)
	if nm != nil {
		switch nm.class {
		case money:
			cues = append(cues, "paid", "cost", "costs", "price", "spent", "dollar", "money", "invest", "investment", "raised", "earned", "donated", "charged", "collected", "pay",
				"sponsorship", "sponsorships", "takings", "donations", "cash", "funds", "proceeds", // "brought in the most sponsorship"
				"earner", "earners", "earns", "earn", // "the highest earner"
				"borrowed", "borrow", "borrows", "lent", "lend", "loan", "loans", "bill", "bills", "fare", "fares", "fee", "fees", "grant", "grants", "budget", "bid", "bids") // "the largest loan"
			if n := strings.ToLower(name); strings.Contains(n, "rais") || strings.Contains(n, "fund") || strings.Contains(n, "invest") {
				cues = append(cues, "round", "rounds") // "raised: $1.5 million, ...": "the biggest round"
			}
			if strings.Contains(strings.ToLower(name), "winning") || strings.Contains(strings.ToLower(name), "prize") {
				cues = append(cues, "won", "win", "wins") // "winnings: $25, ...": "won more than"
			}
		case clock:
			cues = append(cues, "time", "oclock", "arrived", "arrive", "started", "start")
			if strings.Contains(strings.ToLower(name), "depart") || strings.Contains(strings.ToLower(name), "leav") {
				cues = append(cues, "left", "leave", "leaving", "departed", "depart", "flight") // "departures: 8:00am, ..."
			}
		case date:
			cues = append(cues, "date", "left", "leave", "leaving", "departed", "birthday")
		case month:
			cues = append(cues, "month", "birthday")
		case weekday:
			cues = append(cues, "day", "week", "weekday")
		case year:
			cues = append(cues, "born", "year")
		case height:
			cues = append(cues, "tall", "height")
		case number:
			if nm.unit != "" {
				cues = append(cues, words(nm.unit)...)
			}
			switch unitDimension(nm.unit) { // "weighed 2 kg more": the weights in kg
			case "mass":
				cues = append(cues, "weighed", "weighs", "weigh", "weight")
			case "temperature":
				cues = append(cues, "temperature")
			case "length": // "covered more ground", "a greater distance"
				cues = append(cues, "distance", "ground", "length")
			}
			if nm.ordinal {
				cues = append(cues, "finish", "place", "placed", "rank", "ranked") // "finished ahead of"
			}
			if nm.unit == "" && !nm.ordinal {
				cues = append(cues, "number") // "jerseys: 4, 11, 23": "his number is lower"
			}
			if u := lastWord(strings.ToLower(nm.unit)); unitNames[u] == "person" || attendeeUnits[u] {
				cues = append(cues, "attended", "attendance", "turnout") // "children: 6 children, 9 children": "the worst-attended session"
			}
			if shoeSizes(name) {
				cues = append(cues, "feet", "shoes", "shoe") // "shoe size: 7, 8.5": "Ida's feet are the biggest"
			}
			for _, w := range words(name) {
				if scoreNouns[singular(w)] { // "score: 7.5, 8.5": "the top mark", "scored"
					cues = append(cues, "score", "scored", "scores", "mark", "marks", "marked", "point", "points", "total", "game")
					break
				}
			}
		}
	}
	return withPresentForms(cues)
}

// withPresentForms adds to cues the present of each verb in the past
// ("raise", "raises" of "raised"; "sell", "sells" of "sold"): "didn't raise
// the least" is said of the amount raised.
func withPresentForms(cues []string) []string {
	out := cues
	have := set(strings.Join(cues, " "))
	add := func(ws ...string) {
		for _, w := range ws {
			if len(w) >= 3 && !have[w] {
				have[w] = true
				out = append(out, w)
			}
		}
	}
	for _, c := range cues {
		if st := irregularPastOf[c]; st != "" {
			add(st, thirdPerson(st))
			continue
		}
		if !strings.HasSuffix(c, "ed") || len(c) < 5 {
			continue
		}
		if st := strings.TrimSuffix(c, "d"); strings.HasSuffix(st, "e") && !strings.HasSuffix(st, "ee") && !isVowel(st[len(st)-2]) && !set("rn rk ll nt ct st")[c[len(c)-4:len(c)-2]] {
			add(st, thirdPerson(st)) // "raised": "raise"
		} else {
			add(strings.TrimSuffix(c, "ed"), thirdPerson(strings.TrimSuffix(c, "ed"))) // "earned": "earn"
		}
	}
	return out
}

// scoreNouns name a category of marks a judge or a game gives, said in
// any of these words.
var scoreNouns = set("score mark point tally total tip goal wicket")

// scored reports whether the puzzle has a category of scores, marks or
// points (scoreNouns in its name).
func (mg *magazine) scored() bool {
	for d, nm := range mg.num {
		if nm == nil || nm.class != number {
			continue
		}
		for _, w := range words(mg.p.Domains[d].Name) {
			if scoreNouns[singular(w)] {
				return true
			}
		}
	}
	return false
}

// namedNumeric reports whether w is the noun of a category of bare
// numbers ("a stroke" of "strokes: 70, 72, 75"): one of them.
func (mg *magazine) namedNumeric(w string) bool {
	for d, nm := range mg.num {
		if nm != nil && nm.class == number && nm.unit == "" && !nm.ordinal && singular(w) == domainNoun(mg.p.Domains[d].Name) {
			return true
		}
	}
	return false
}

// payingCues gives the words of paying ("paid", "price", "fetched", "sold
// for") to the one money category whose name says it is what was paid
// ("hammer prices", "costs", "fees"), when another money category is not
// ("estimates", "budgets", "valuations"): an estimate is not what a buyer
// paid. When no money category's name is a price, or several are, the
// words stay with each and the sentence or the puzzle decides.
func payingCues(doms []logicgrid.Domain, num []*numeric, cues [][]string) {
	paying := -1
	var others []int
	for d, nm := range num {
		if nm == nil || nm.class != money {
			continue
		}
		price := false
		for _, w := range words(doms[d].Name) {
			price = price || priceNouns[singular(w)]
		}
		switch {
		case !price:
			others = append(others, d)
		case paying >= 0:
			return // two prices: the words fit both
		default:
			paying = d
		}
	}
	if paying < 0 || len(others) == 0 {
		return
	}
	for _, d := range others {
		var keep []string
		for _, c := range cues[d] {
			named := false
			for _, w := range words(doms[d].Name) {
				named = named || sameWord(w, c)
			}
			if !payWords[c] || named {
				keep = append(keep, c)
			}
		}
		cues[d] = keep
	}
	cues[paying] = append(cues[paying], "fetched", "fetch", "fetches", "sold", "sell", "bought", "buy", "auction")
}

// priceNouns name a money category of what was paid; payWords are the
// money cues that speak of paying (categoryCues).
var (
	priceNouns = set("price cost fee fare paid sale hammer charge rent payment spend spending bill")
	payWords   = set("paid cost costs price spent charged pay")
)

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
		if t == "" || mg.solutionComment(t) {
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

// solutionComment reports whether a line of the solution block is a
// comment: it starts with "#" and its first field is no item ("#1, Ms.
// Bell, minivan" is a row of a puzzle whose spaces are "#1" to "#5").
func (mg *magazine) solutionComment(t string) bool {
	if !strings.HasPrefix(t, "#") {
		return false
	}
	fields := splitItems(t)
	if len(fields) == 0 {
		return true
	}
	first := strings.TrimSpace(fields[0])
	for _, dom := range mg.p.Domains {
		for _, it := range dom.Items {
			if strings.EqualFold(it, first) {
				return false
			}
		}
	}
	return true
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

// sensible rejects readings that cannot be meant: one person who is two
// items of one category, or an item different from itself. Such a reading
// would make the puzzle unsolvable without saying which sentence is wrong.
func sensible(p *logicgrid.Puzzle, cs []logicgrid.Clue) error {
	name := p.ItemName
	for _, c := range cs {
		switch c.Kind {
		case logicgrid.Same:
			a, b := c.Items[0], c.Items[1]
			if a == b {
				return errorf("it names %q twice", name(a))
			}
			if a.D == b.D {
				return errorf("it says %q is %q, but both are %s", name(a), name(b), p.Domains[a.D].Name)
			}
		case logicgrid.Less, logicgrid.LessBy, logicgrid.Apart, logicgrid.DiffBy, logicgrid.ApartBy, logicgrid.RingBy, logicgrid.AroundBy:
			if a, b := c.Items[0], c.Items[1]; a == b {
				return errorf("it compares %q with itself", name(a))
			}
		case logicgrid.Different, logicgrid.Pair:
			for i, a := range c.Items {
				for _, b := range c.Items[i+1:] {
					if a == b {
						return errorf("it names %q twice", name(a))
					}
				}
			}
		}
	}
	return nil
}

// introText is the introduction's lines, joined.
func introText(lines []string, intro []int) string {
	var b strings.Builder
	for _, n := range intro {
		b.WriteString(lines[n-1])
		b.WriteString(" ")
	}
	return b.String()
}

// attendeeUnits are counts of people besides unitNames' persons: "20
// children" came to something, so "the best-attended" counts them.
var attendeeUnits = set("children child kids kid pupils pupil students student fans fan spectators spectator listeners adults adult")
