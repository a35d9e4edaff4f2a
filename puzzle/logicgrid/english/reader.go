package english

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"deduce/puzzle"
	"deduce/puzzle/logicgrid"
)

func init() {
	logicgrid.English.Sniff = Sniff
	logicgrid.English.Parse = Read
	logicgrid.English.ParseContext = ReadContext
	logicgrid.English.Clues = Clues
}

// Sniff reports whether a puzzle's first significant line starts an English
// puzzle: ZebraLogic's "There are N houses", a magazine category line
// "name: item, item, ...", or the first line of an introduction in prose
// (as published puzzles open with their story).
func Sniff(line string) bool {
	if len(line) > maxSniffLine {
		return false // no first line of ours is this long; the regexps would take seconds
	}
	return isZebraStart(line) || isCategoryLine(line) || isHeader(line, "categories") || isProse(line)
}

// isProse reports whether line reads as a line of an introduction or a
// title: at least two words with letters, the first not (nearly) the name
// of a puzzle kind, since "magnets 6x6 tricky" or a misspelt "magnts 6x6"
// is the first line of another kind's file, not a story. (Other kinds'
// first lines have at most one word with letters besides the kind's name.)
func isProse(line string) bool {
	f := strings.Fields(line)
	wordy := 0
	for _, w := range f {
		if strings.IndexFunc(w, unicode.IsLetter) >= 0 {
			wordy++
		}
	}
	if wordy == 1 && isTitleWord(strings.TrimRight(strings.Trim(f[0], "\"“”‘’'"), "!?.…")) && numbered(f[1:]) {
		return true // a one-word title: "Scoops", "Sleepover!", "Whodunnit?", "Puzzle #3"
	}
	if len(f) == 1 && isYearTitle(f[0]) {
		return true // a title that is a year or a number: "1984", "2001"
	}
	if wordy < 2 {
		return false
	}
	// A kind's header, even misspelt, goes on in lower case or digits
	// ("magnts 6x6", "magnets x"); a title that starts like a kind's name
	// goes on capitalised ("Magnet Mania", "The Bake Sale" beside a kind
	// named "toy").
	if r, _ := utf8.DecodeRuneInString(f[1]); !unicode.IsUpper(r) {
		first := strings.ToLower(strings.TrimFunc(f[0], func(r rune) bool { return !unicode.IsLetter(r) }))
		for _, k := range puzzle.Kinds() {
			if puzzle.EditDistance(first, k.Name()) <= 2 {
				return false
			}
		}
	}
	return true
}

// isYearTitle reports whether w is a whole number above 17 (at most four
// digits): a title such as "1984". The thesis grammar's files open with an
// algorithm number 1-17, so a lone number in that range stays theirs.
func isYearTitle(w string) bool {
	n, err := strconv.Atoi(w)
	return err == nil && n > 17 && len(w) <= 4 && w[0] != '0'
}

// numbered reports whether fs are a title's number: none, or "3", "#3",
// "No.3" after the title's word.
func numbered(fs []string) bool {
	if len(fs) > 1 {
		return false
	}
	for _, w := range fs {
		w = strings.TrimPrefix(strings.TrimPrefix(w, "No."), "#")
		if w == "" || strings.Trim(w, "0123456789") != "" {
			return false
		}
	}
	return true
}

// isTitleWord reports whether w can be a one-word title: a capitalised
// word of at least three letters (with ' or -) that is not (nearly) a
// kind's name, which would be a kind's header missing its size ("Magnets",
// "Magnts").
func isTitleWord(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	if utf8.RuneCountInString(w) < 3 || !unicode.IsUpper(r) {
		return false
	}
	for _, r := range w {
		if !unicode.IsLetter(r) && r != '\'' && r != '-' && r != '’' {
			return false
		}
	}
	for _, k := range puzzle.Kinds() {
		if puzzle.EditDistance(strings.ToLower(w), k.Name()) <= 2 {
			return false
		}
	}
	return true
}

// maxSniffLine bounds the first line Sniff looks at (a category line of
// MaxItems long names is far shorter).
const maxSniffLine = 64 << 10

// Read reads an English logic grid in either style (see doc.go). An
// introduction in prose may come first; it is skipped.
func Read(file string, data []byte) (*logicgrid.Puzzle, error) {
	return ReadContext(context.Background(), file, data)
}

func read(ctx context.Context, file string, data []byte) (*Reading, error) {
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	lines := strings.Split(text, "\n")
	var intro []int
	at := len(lines)
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		if isZebraStart(t) && zebraAttributesFollow(lines[i+1:]) {
			// ("There are 4 houses, numbered 1 to 4" may open a
			// magazine puzzle's introduction too: then its category
			// lines follow, not ZebraLogic's " - ...: `a`" lines)
			return readZebra(ctx, file, text)
		}
		if isCategoryLine(t) || isHeader(t, "categories") {
			return readMagazine(ctx, file, text)
		}
		if isHeader(t, "clues") || (len(intro) == 0 && !isProse(t)) {
			at = i + 1
			break
		}
		intro = append(intro, i+1)
	}
	if len(intro) > 0 {
		return nil, puzzle.Errorf(puzzle.ErrSyntax, file, at, 1, "no category line \"name: item, item, ...\" before this line (%s read as the introduction)", linesRead(intro))
	}
	return nil, puzzle.Errorf(puzzle.ErrSyntax, file, 1, 1, "not an English logic grid: expected \"There are N houses\" or a category line \"name: item, item, ...\"")
}

// linesRead says which lines were read as what: "line 2 was",
// "lines 1, 2 and 4 were".
func linesRead(ns []int) string {
	if len(ns) == 1 {
		return fmt.Sprintf("line %d was", ns[0])
	}
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = strconv.Itoa(n)
	}
	return "lines " + strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1] + " were"
}

// lexicon finds item names in sentences.
type lexicon struct {
	p     *logicgrid.Puzzle
	forms []form
	cues  [][]string // per domain: words that point at it
	// byFirst indexes forms by every word sameWord matches to their first
	// word, so finding mentions costs a few map lookups per token instead
	// of a pass over every item form.
	byFirst map[string][]int
	known   map[string]bool // knownWords, made once
}

type form struct {
	it    logicgrid.Item
	words []string
	verb  bool // a verb of the item (transportForms): no mention beside another item of its category
	// capital: read only where the clue writes the first word with a
	// capital (a surname alone, titledSurnameForms); titled: the second
	// ("the Reverend", titleForms)
	capital, titled bool
}

func newLexicon(p *logicgrid.Puzzle, cues [][]string) *lexicon {
	lx := &lexicon{p: p, cues: cues}
	for d, dom := range p.Domains {
		families := familyCategory(dom.Items) // once per category, not per item
		short := fullNameForms(p, d)          // fullnames.go: "Alice" of "Alice Grey"
		surnames := titledSurnameForms(p, d)  // fullnames.go: "Kwan" of "Dr. Kwan"
		titles := titleForms(p, d)            // fullnames.go: "the Reverend" of "Reverend Amory"
		for i, name := range dom.Items {
			if short != nil {
				for _, f := range short[i] {
					lx.forms = append(lx.forms, form{it: logicgrid.Item{D: d, I: i}, words: f})
				}
			}
			if surnames != nil && surnames[i] != nil {
				lx.forms = append(lx.forms, form{it: logicgrid.Item{D: d, I: i}, words: surnames[i], capital: true})
			}
			if titles != nil {
				for _, f := range titles[i] {
					lx.forms = append(lx.forms, form{it: logicgrid.Item{D: d, I: i}, words: f, titled: personTitles[f[1]]}) // "the vicar" needs no capital
				}
			}
			it := logicgrid.Item{D: d, I: i}
			w := words(name)
			if len(w) == 0 {
				continue
			}
			// a lettered place ("seat A") only as a capital, never the
			// article opening a sentence ("A man sat in seat B")
			lx.forms = append(lx.forms, form{it: it, words: w, capital: len(w) == 1 && len(strings.TrimSpace(name)) == 1 && name[0] >= 'A' && name[0] <= 'Z'})
			if j := strings.Join(w, ""); len(w) > 1 {
				lx.forms = append(lx.forms, form{it: it, words: []string{j}})
			}
			for _, a := range aliases[strings.Join(w, " ")] {
				lx.forms = append(lx.forms, form{it: it, words: words(a)})
			}
			for _, a := range demonymForms(p, dom.Items, strings.Join(w, " ")) {
				lx.forms = append(lx.forms, form{it: it, words: words(a)})
			}
			if other := streetWord(w); other != nil {
				lx.forms = append(lx.forms, form{it: it, words: other})
			}
			for _, a := range tradeNouns[singular(strings.Join(w, " "))] {
				if !itemNamed(p, a) { // "Mrs. Baker" keeps her name
					lx.forms = append(lx.forms, form{it: it, words: words(a)})
				}
			}
			for _, agent := range agentForms(w) {
				lx.forms = append(lx.forms, form{it: it, words: agent})
			}
			for _, v := range pastimeVerbForms(dom.Name, w) {
				lx.forms = append(lx.forms, form{it: it, words: v})
			}
			for _, v := range fanForms(w) {
				lx.forms = append(lx.forms, form{it: it, words: v})
			}
			for _, v := range verbForms(w) {
				lx.forms = append(lx.forms, form{it: it, words: v})
			}
			for _, v := range transportForms(dom.Items, w) {
				lx.forms = append(lx.forms, form{it: it, words: v, verb: true})
			}
			if d < len(cues) {
				for _, adj := range adjectiveForms(w) {
					for _, c := range cues[d] { // "striped pyjamas": only before the category's noun
						lx.forms = append(lx.forms, form{it: it, words: []string{adj, c}})
					}
				}
			}
			for _, extra := range lx.valueForms(d, name) {
				lx.forms = append(lx.forms, form{it: it, words: extra})
			}
			if short := headNounForm(p, d, w); short != nil {
				lx.forms = append(lx.forms, form{it: it, words: short})
			}
			if short := lastWordForm(p, d, w); short != nil {
				lx.forms = append(lx.forms, form{it: it, words: short})
			}
			if short := containerForm(p, w); short != nil {
				lx.forms = append(lx.forms, form{it: it, words: short})
			}
			for _, couple := range familyForms(families, w) {
				lx.forms = append(lx.forms, form{it: it, words: couple})
			}
		}
	}
	lx.byFirst = map[string][]int{}
	for k, f := range lx.forms {
		for _, v := range wordVariants(f.words[0]) {
			if !slices.Contains(lx.byFirst[v], k) {
				lx.byFirst[v] = append(lx.byFirst[v], k)
			}
		}
	}
	return lx
}

// headNounForm is an item's name without the category's own noun at its
// end: "plant" (and "the plants") of "plant stall" in a category of
// stalls, "Bath" of "Bath train" among trains; nil when the name does not
// end with that noun, or the rest is a number or another item's name.
func headNounForm(p *logicgrid.Puzzle, d int, w []string) []string {
	if len(w) < 2 || singular(w[len(w)-1]) != domainNoun(p.Domains[d].Name) {
		return nil
	}
	short := w[:len(w)-1]
	if _, num := numberOf(short[len(short)-1]); num || short[0] == "the" || len(short) == 1 && stop[short[0]] {
		return nil
	}
	for e, dom := range p.Domains {
		for _, name := range dom.Items {
			if iw := words(name); (e != d || !slices.Equal(iw, w)) && slices.Equal(iw[:min(len(iw), len(short))], short) {
				return nil // "cake" of "cake stall" and "cake tin": which?
			}
		}
	}
	return short
}

// lastWordForm is "the" and the last word of an item's name of two or
// more words ("the gateau" of "black forest gateau", "the drizzle" of
// "lemon drizzle"), as a setter shortens it once named: nil when that word
// is in another item's name or is a number, an ordinal or a stop word, when
// the name starts with a number or ordinal ("second round"), or any item
// of the category is capitalised (names of people and places: fullnames.go
// shortens people's).
func lastWordForm(p *logicgrid.Puzzle, d int, w []string) []string {
	if len(w) < 2 {
		return nil
	}
	for _, it := range p.Domains[d].Items {
		// a name's last word written with a capital ("Mary Smith") is no
		// common noun; "Bakewell tart" gives "tart"
		if f := strings.Fields(it); slices.Equal(words(it), w) && len(f) > 0 && strings.ToLower(f[len(f)-1]) != f[len(f)-1] {
			return nil
		}
		if f := strings.Fields(it); len(f) > 1 && strings.ToLower(f[0]) != f[0] && strings.ToLower(f[len(f)-1]) != f[len(f)-1] {
			return nil // a category of full names
		}
	}
	last := w[len(w)-1]
	_, num := numberOf(last)
	_, ord := ordinals[w[0]]
	_, firstNum := numberOf(w[0])
	if num || ord || firstNum || stop[last] || len(last) < 4 {
		return nil
	}
	if _, o := ordinals[last]; o {
		return nil
	}
	for e, dom := range p.Domains {
		for _, name := range dom.Items {
			if e == d && slices.Equal(words(name), w) {
				continue
			}
			for _, x := range words(name) {
				if sameWord(x, last) {
					return nil
				}
			}
		}
		if slices.ContainsFunc(words(dom.Name), func(x string) bool { return sameWord(x, last) }) {
			return nil // "the cake" of a category named "cakes"
		}
	}
	if slices.ContainsFunc(words(p.Story), func(x string) bool { return sameWord(x, last) }) {
		// "Five small firms each occupy one floor": "the firm with 12
		// staff" is any of them, not the law firm (it was read so)
		return nil
	}
	return []string{"the", last}
}

// containers are the nouns of a quantity or vessel before "of" in an
// item's name ("bottle of wine", "bunch of flowers", "box of chocolates").
var containers = set("bottle bottles box boxes jar jars tin tins bunch bunches bag bags packet packets pot pots basket baskets bouquet case crate glass cup tub can carton bucket bowl jug pint punnet hamper bar slab pair")

// containerForm is an item's name without its container ("the wine" of
// "bottle of wine"): nil when the name is no "container of X", or X is
// in another item's name ("wine glass", "red wine").
func containerForm(p *logicgrid.Puzzle, w []string) []string {
	if len(w) < 3 || w[1] != "of" || !containers[w[0]] {
		return nil
	}
	short := w[2:]
	if len(short) == 1 && stop[short[0]] {
		return nil
	}
	if _, num := numberOf(short[0]); num {
		return nil
	}
	for _, dom := range p.Domains {
		for _, name := range dom.Items {
			iw := words(name)
			if slices.Equal(iw, w) {
				continue
			}
			for k := 0; k+len(short) <= len(iw); k++ {
				if slices.Equal(iw[k:k+len(short)], short) {
					return nil
				}
			}
		}
	}
	return short
}

// familyForms are the other names of a family or a couple in a category
// of families ("the Greens, the Lunds, ..."): "Mr. and Mrs. Lund", "the
// Lund family", "the Lund couple". None for any other category (every
// item "the" and a plural name).
func familyForms(families bool, w []string) [][]string {
	if !families {
		return nil
	}
	name := w[1]
	base := strings.TrimSuffix(name, "s")
	for _, suf := range []string{"ses", "xes", "zes", "ches", "shes"} {
		if strings.HasSuffix(name, suf) {
			base = strings.TrimSuffix(name, "es") // "the Joneses"
		}
	}
	return [][]string{{"mr", "and", "mrs", base}, {"the", base, "family"}, {"the", base, "couple"}}
}

// familyCategory reports whether items are families: each "the" and a
// plural name ("the Greens").
func familyCategory(items []string) bool {
	for _, it := range items {
		iw := words(it)
		if len(iw) != 2 || iw[0] != "the" || !strings.HasSuffix(iw[1], "s") || len(iw[1]) < 4 {
			return false
		}
	}
	return len(items) > 0
}

// candidates are the forms that may start at token i: those whose first
// word is one sameWord matches, spelt by the token alone or by it and the
// hyphen-joined tokens after it ("F-150").
func (lx *lexicon) candidates(ts []tok, i int) []int {
	var out []int
	add := func(w string) {
		for _, k := range lx.byFirst[w] {
			if !slices.Contains(out, k) { // few: a word starts few item names
				out = append(out, k)
			}
		}
	}
	add(ts[i].w)
	cat := ts[i].w
	for k := i; k < len(ts)-1 && ts[k].hyph && k-i < maxHyphenRun; k++ {
		cat += ts[k+1].w
		add(cat)
	}
	sort.Ints(out) // the forms' own order, as a pass over all of them found them
	return out
}

// maxHyphenRun bounds how many hyphen-joined tokens may spell one word.
const maxHyphenRun = 6

// wordVariants are the words v that sameWord(w, v) holds for.
func wordVariants(w string) []string {
	out := []string{w, w + "s", w + "es"}
	if n := len(w); n > 0 {
		out = append(out, w[:n-1])
		if strings.HasSuffix(w, "es") {
			out = append(out, w[:n-2])
		}
		if strings.HasSuffix(w, "ies") {
			out = append(out, w[:n-3]+"y")
		}
		if strings.HasSuffix(w, "y") {
			out = append(out, w[:n-1]+"ies")
		}
	}
	return out
}

// properChanged reports whether token t would name the one-word item of
// form f only in another number ("time" of "Times") while the item is
// listed with a capital and t is written without one.
func (lx *lexicon) properChanged(f form, t tok) bool {
	if len(f.words) != 1 || t.w == f.words[0] || t.raw == "" || t.raw[0] < 'a' || t.raw[0] > 'z' {
		return false
	}
	name := strings.TrimSpace(lx.p.Domains[f.it.D].Items[f.it.I])
	return name != "" && name[0] >= 'A' && name[0] <= 'Z' && !strings.Contains(name, " ") && strings.EqualFold(name, f.words[0])
}

// mention is one run of tokens naming an item; several items when the name
// is shared by two categories ("Alice" the person and the child).
type mention struct {
	items      []logicgrid.Item
	start, end int // token range
}

// mentions finds the items named in ts, longest first, not overlapping.
func (lx *lexicon) mentions(ts []tok) []mention {
	type hit struct {
		it         logicgrid.Item
		start, end int
		verb       bool
	}
	var hits []hit
	for i := range ts {
		for _, k := range lx.candidates(ts, i) {
			f := lx.forms[k]
			if f.capital && (ts[i].raw == "" || ts[i].raw[0] < 'A' || ts[i].raw[0] > 'Z' || i == 0 && !possessive(ts[i].raw)) {
				// "Kwan" of "Dr. Kwan", written so; a sentence's first word
				// has a capital anyway ("Green paint ..."): only "Green's"
				continue
			}
			if f.titled && (i+1 >= len(ts) || ts[i+1].raw == "" || ts[i+1].raw[0] < 'A' || ts[i+1].raw[0] > 'Z') {
				continue // "the Reverend", written so
			}
			if ts[i].dollar && lx.currencyItems() && !strings.ContainsAny(lx.p.Domains[f.it.D].Items[f.it.I], "$£€") {
				continue // "the $2 produce" is no stall 2 where the prices are written "$2"
			}
			if lx.properChanged(f, ts[i]) {
				// "arrived some time before" of the newspaper "Times": a
				// name written with a capital is no lower-case word in
				// another number
				continue
			}
			if n := matchAt(ts, i, f.words); n > 0 {
				hits = append(hits, hit{f.it, i, i + n, f.verb})
			}
		}
	}
	sort.SliceStable(hits, func(a, b int) bool {
		la, lb := hits[a].end-hits[a].start, hits[b].end-hits[b].start
		if la != lb {
			return la > lb
		}
		return hits[a].start < hits[b].start
	})
	used := make([]bool, len(ts))
	var out []mention
	var verbs []logicgrid.Item // items named by a verb only
	for _, h := range hits {
		// the same span naming another item: a shared name
		shared := false
		for k := range out {
			if out[k].start == h.start && out[k].end == h.end {
				if !containsItem(out[k].items, h.it) {
					out[k].items = append(out[k].items, h.it)
				}
				shared = true
			}
		}
		if shared {
			continue
		}
		free := true
		for j := h.start; j < h.end; j++ {
			free = free && !used[j]
		}
		if !free {
			continue
		}
		for j := h.start; j < h.end; j++ {
			used[j] = true
		}
		out = append(out, mention{[]logicgrid.Item{h.it}, h.start, h.end})
		if h.verb {
			verbs = append(verbs, h.it)
		}
	}
	if len(verbs) > 0 {
		// "Cody doesn't drive the car", "drives the bus", "the car
		// driver": beside an item of its category the verb is only a
		// verb
		kept := out[:0]
		for _, m := range out {
			drop := false
			for _, v := range verbs {
				if len(m.items) != 1 || m.items[0] != v || !lx.verbSpan(ts, m) {
					continue
				}
				for _, o := range out {
					// (another verb of the category is no item beside it:
					// "the one who walks ... the one who drives")
					drop = drop || o.start != m.start && len(o.items) == 1 && o.items[0].D == v.D && !(o.items[0] != v && lx.verbSpan(ts, o))
				}
			}
			if !drop {
				kept = append(kept, m)
			}
		}
		out = kept
	}
	sort.Slice(out, func(a, b int) bool { return out[a].start < out[b].start })
	return out
}

// verbSpan reports whether mention m is spelt by one of its item's verb
// forms.
func (lx *lexicon) verbSpan(ts []tok, m mention) bool {
	for _, k := range lx.candidates(ts, m.start) {
		if f := lx.forms[k]; f.verb && f.it == m.items[0] && matchAt(ts, m.start, f.words) == m.end-m.start {
			return true
		}
	}
	return false
}

// transportForms are the verbs and agents of a way of travelling, in a
// category of them ("transport: bus, bike, train, ferry"): "Gail doesn't
// cycle" names the bike, "Ann drives to work" the car, "the cyclist" the
// bike's rider. Only where at least two of the category's items are ways
// of travelling: "walked 12 miles" names no walking elsewhere.
func transportForms(items []string, w []string) [][]string {
	verbs, ok := transportVerbs[strings.Join(w, " ")]
	if !ok {
		return nil
	}
	n := 0
	for _, it := range items {
		if _, ok := transportVerbs[strings.Join(words(it), " ")]; ok || transportNouns[strings.Join(words(it), " ")] {
			n++
		}
	}
	if n < 2 {
		return nil
	}
	var out [][]string
	for _, v := range verbs {
		out = append(out, strings.Fields(v))
	}
	return out
}

// transportVerbs are the verbs (and the agent) of ways of travelling.
var transportVerbs = map[string][]string{
	"bike": {"cycle", "cycles", "cycled", "cycling", "cyclist"}, "bicycle": {"cycle", "cycles", "cycled", "cycling", "cyclist"},
	"cycle": {"cycles", "cycled", "cycling", "cyclist"}, "cycling": {"cycle", "cycles", "cycled", "cyclist"},
	"car": {"drive", "drives", "drove", "driving", "driver"}, "driving": {"drive", "drives", "drove", "driver"},
	"foot": {"walk", "walks", "walked", "walking"}, "on foot": {"walk", "walks", "walked", "walking"}, "walking": {"walk", "walks", "walked"},
	"walk":  {"walks", "walked", "walking", "walker"},
	"plane": {"fly", "flies", "flew", "flying"}, "airplane": {"fly", "flies", "flew", "flying"}, "flying": {"fly", "flies", "flew"},
	"sailboat": {"sail", "sails", "sailed", "sailing"}, "sailing": {"sail", "sails", "sailed"},
}

// transportNouns are ways of travelling with no verb of their own.
var transportNouns = set("bus train ferry tram taxi cab subway metro scooter motorbike motorcycle boat skateboard coach van truck rollerblades skates")

// agentForms are the nouns for the one who does an activity item:
// "painting" -> "painter", "cycling" -> "cyclist", "golf" -> "golfer",
// "chess" -> "chess player", "tap dance" -> "tap dancer", "ventriloquism"
// -> "ventriloquist", "fishing" -> "fisherman".
// verbForms are the finite verbs of an item that is a gerund phrase
// ("walking the dog": "walks the dog", "walked the dog", "walk the dog";
// "watering plants": "waters the plants"; "tidying": "tidies", "tidied").
// Only a gerund with an object: a verb alone ("Ann walked to school",
// "swam 50 m") is too common to name the hobby "walking" or "swimming".
func verbForms(w []string) [][]string {
	if len(w) < 2 || len(w) > 4 || !strings.HasSuffix(w[0], "ing") || len(w[0]) < 6 {
		return nil
	}
	stem := w[0][:len(w[0])-3]
	stems := []string{stem}
	n := len(stem)
	switch {
	case n >= 3 && stem[n-1] == stem[n-2] && !strings.ContainsRune("aeiouls", rune(stem[n-1])): // "running", "swimming"
		stems = []string{stem[:n-1]}
	case n >= 3 && !isVowel(stem[n-1]) && isVowel(stem[n-2]) && !isVowel(stem[n-3]) && stem[n-1] != 'w' && stem[n-1] != 'x' && stem[n-1] != 'y' && stem[n-1] != 'r':
		stems = append(stems, stem+"e") // "baking": "bake" (and "bak", never written)
	case n >= 3 && stem[n-1] == 'l' && !isVowel(stem[n-2]) && !strings.ContainsRune("lwr", rune(stem[n-2])):
		stems = append(stems, stem+"e") // "cycling": "cycle", "juggling": "juggle"
	}
	rest := w[1:]
	var out [][]string
	for _, st := range stems {
		verbs := []string{thirdPerson(st), pastTense(st), st}
		if irr, ok := irregularPast[st]; ok && irr != st {
			verbs = append(verbs, irr)
		}
		for _, v := range verbs {
			out = append(out, append([]string{v}, rest...))
			if len(rest) > 0 && rest[0] != "the" && rest[0] != "a" && rest[0] != "an" && rest[0] != "his" && rest[0] != "her" {
				out = append(out, append([]string{v, "the"}, rest...)) // "waters the plants" of "watering plants"
			}
		}
	}
	return out
}

func isVowel(b byte) bool { return strings.IndexByte("aeiou", b) >= 0 }

// pastimeVerbForms are the verbs of a one-word activity of a category of
// pastimes, as a habit ("sketches", "sketch" of "sketching": "she never
// sketches"; not "sketched", one time); verbForms leaves one-word items out, where "fences" or
// "bowls" of a sport would be things, but a pastime is done.
func pastimeVerbForms(category string, w []string) [][]string {
	if len(w) != 1 || !pastimeCategories[singular(lastWord(strings.ToLower(category)))] {
		return nil
	}
	var out [][]string
	for _, f := range verbForms([]string{w[0], "\x00"}) {
		if len(f) == 2 && f[1] == "\x00" && !strings.HasSuffix(f[0], "ed") && irregularPastOf[f[0]] == "" {
			out = append(out, f[:1]) // the habit ("sketches", "never sketch"), not one time ("walked to school")
		}
	}
	return out
}

// irregularPastOf is the stem of each irregular past tense ("swam" of
// "swim").
var irregularPastOf = func() map[string]string {
	out := map[string]string{}
	for st, p := range irregularPast {
		if p != st {
			out[p] = st
		}
	}
	return out
}()

// pastimeCategories name categories of things people do.
var pastimeCategories = set("pastime hobby hobbie activity interest passion pursuit")

// fanForms are the fans of an event ("football fan" of "football match"):
// the one going to it.
func fanForms(w []string) [][]string {
	if len(w) != 2 || !set("match game concert gig festival show race")[w[1]] {
		return nil
	}
	var out [][]string
	for _, f := range []string{"fan", "supporter", "lover", "enthusiast"} {
		out = append(out, []string{w[0], f})
	}
	return out
}

func thirdPerson(st string) string {
	n := len(st)
	switch {
	case strings.HasSuffix(st, "y") && n >= 2 && !isVowel(st[n-2]):
		return st[:n-1] + "ies" // "tidies"
	case strings.HasSuffix(st, "s") || strings.HasSuffix(st, "sh") || strings.HasSuffix(st, "ch") || strings.HasSuffix(st, "x") || strings.HasSuffix(st, "o"):
		return st + "es" // "washes", "does"
	}
	return st + "s"
}

func pastTense(st string) string {
	n := len(st)
	switch {
	case strings.HasSuffix(st, "e"):
		return st + "d" // "baked"
	case strings.HasSuffix(st, "y") && n >= 2 && !isVowel(st[n-2]):
		return st[:n-1] + "ied" // "tidied"
	}
	return st + "ed"
}

// irregularPast are the past tenses of common irregular verbs of chores
// and hobbies.
var irregularPast = map[string]string{"feed": "fed", "ride": "rode", "make": "made", "swim": "swam", "run": "ran", "sing": "sang", "take": "took", "teach": "taught", "drive": "drove", "write": "wrote", "sweep": "swept", "sell": "sold", "buy": "bought", "bring": "brought", "do": "did", "go": "went", "sit": "sat", "keep": "kept", "lead": "led", "fly": "flew", "draw": "drew", "throw": "threw", "build": "built", "catch": "caught", "dig": "dug", "hang": "hung", "lay": "laid", "shop": "shopped"}

// adjectiveForms are the adjectives made from a one-word item that names
// a pattern or a thing ("stripes": "striped", "stripy"; "spots":
// "spotted", "spotty"; "stars": "starry"; "flowers": "flowery"). newLexicon
// takes one only before a noun of the item's category ("the striped
// pyjamas"), never alone ("Ann starred in ..." names no star).
func adjectiveForms(w []string) []string {
	if len(w) != 1 || len(w[0]) < 3 || w[0][0] >= '0' && w[0][0] <= '9' {
		return nil
	}
	s := singular(w[0])
	if strings.HasSuffix(s, "e") {
		return []string{s + "d", s[:len(s)-1] + "y", s + "y"} // "striped", "stripy", "stripey"
	}
	out := []string{s + "ed", s + "y"} // "checked", "flowery"
	n := len(s)
	if n >= 3 && !strings.ContainsRune("aeiouwxy", rune(s[n-1])) && strings.ContainsRune("aeiou", rune(s[n-2])) && !strings.ContainsRune("aeiou", rune(s[n-3])) {
		out = append(out, s+s[n-1:]+"ed", s+s[n-1:]+"y") // "spotted", "spotty", "starry"
	}
	if s[n-1] == 'r' && strings.ContainsRune("aeiou", rune(s[n-2])) && !strings.HasSuffix(s, "er") {
		out = append(out, s+"red", s+"ry") // "starred", "starry"
	}
	return out
}

// agentNouns are the people who do an activity the suffix rules of
// agentForms do not give.
var agentNouns = map[string]string{"poetry": "poet", "magic": "magician", "music": "musician", "physics": "physicist", "chemistry": "chemist",
	"sculpture": "sculptor", "carpentry": "carpenter", "history": "historian", "maths": "mathematician", "mathematics": "mathematician",
	"economics": "economist", "politics": "politician", "surgery": "surgeon", "ventriloquism": "ventriloquist", "mime": "mime artist"}

func agentForms(w []string) [][]string {
	if len(w) == 0 || len(w) > 3 {
		return nil
	}
	last := w[len(w)-1]
	if len(last) < 4 || last[0] >= '0' && last[0] <= '9' {
		return nil
	}
	head := w[:len(w)-1]
	with := func(x ...string) []string { return append(append([]string(nil), head...), x...) }
	var out [][]string
	if a, ok := agentNouns[last]; ok { // "poetry" -> "poet", "magic" -> "magician"
		out = append(out, with(a))
	}
	switch {
	case strings.HasSuffix(last, "ology"), strings.HasSuffix(last, "graphy"), strings.HasSuffix(last, "nomy"): // "geology" -> "geologist", "photography" -> "photographer", "astronomy" -> "astronomer"
		if strings.HasSuffix(last, "ology") {
			out = append(out, with(last[:len(last)-1]+"ist"))
		} else {
			out = append(out, with(last[:len(last)-1]+"er"))
		}
	case strings.HasSuffix(last, "ing"):
		stem := last[:len(last)-3]
		out = append(out, with(stem+"er"), with(stem+"ist"), with(stem+"erman"), with(stem+"ler"))
		if len(stem) >= 2 && stem[len(stem)-1] == stem[len(stem)-2] { // "running" -> "runner"
			out = append(out, with(stem[:len(stem)-1]+"er"))
		}
	case strings.HasSuffix(last, "ism"):
		out = append(out, with(last[:len(last)-3]+"ist"))
	case strings.HasSuffix(last, "e"): // "flute" -> "flutist", "oboe" -> "oboist"
		out = append(out, with(last+"r"), with(last[:len(last)-1]+"ist"))
		if last == "flute" {
			out = append(out, with("flautist"))
		}
	case strings.HasSuffix(last, "y"): // "archery" -> "archer", "comedy" -> "comedian"
		out = append(out, with(last[:len(last)-1]), with(last, "player"), with(last[:len(last)-1]+"ian"))
	case strings.HasSuffix(last, "s") && !strings.HasSuffix(last, "ss"): // "drums" -> "drummer"
		stem := last[:len(last)-1]
		out = append(out, with(stem+stem[len(stem)-1:]+"er"), with(stem+"er"), with(stem+"ist"), with(stem, "player"))
	case strings.ContainsAny(last[len(last)-1:], "aiou"): // "piano" -> "pianist", "cello" -> "cellist"
		out = append(out, with(last[:len(last)-1]+"ist"), with(last, "player"))
	case strings.HasSuffix(last, "ic"): // "magic" -> "magician", "music" -> "musician"
		out = append(out, with(last+"ian"))
	default: // "golf" -> "golfer", "violin" -> "violinist", "chess" -> "chess player"
		out = append(out, with(last+"er"), with(last+"ist"), with(last, "player"))
	}
	if len(head) == 1 && set("double electric acoustic grand upright tenor alto bass")[head[0]] {
		// "the bassist" of "double bass", "the guitarist" of "electric guitar"
		out = append(out, agentForms(w[1:])...)
	}
	if len(w) == 2 && w[0] == "bass" && (w[1] == "guitar" || w[1] == "drum") {
		out = append(out, []string{"bassist"})
	}
	return out
}

// itemNamed reports whether some item's words include w.
func itemNamed(p *logicgrid.Puzzle, w string) bool {
	for _, dom := range p.Domains {
		for _, it := range dom.Items {
			for _, x := range words(it) {
				if x == w || singular(x) == w {
					return true
				}
			}
		}
	}
	return false
}

func containsItem(its []logicgrid.Item, it logicgrid.Item) bool {
	for _, x := range its {
		if x == it {
			return true
		}
	}
	return false
}

// resolve picks the item a mention means, using the cue words of the phrase
// around it (ts) when its name is shared: "the person's child is named
// Alice" means the child. Ties go to the earlier category.
func (lx *lexicon) resolve(m mention, ts []tok) logicgrid.Item {
	r, _ := lx.ranked(m, ts)
	return r[0]
}

// ranked orders a mention's items by how many cue words of their category
// the phrase uses, ties by category order; top is how many share the
// highest count (the phrase favours them equally).
func (lx *lexicon) ranked(m mention, ts []tok) (out []logicgrid.Item, top int) {
	out = append([]logicgrid.Item(nil), m.items...)
	if len(out) == 1 {
		return out, 1
	}
	score := map[logicgrid.Item]int{}
	capital := func(s string) bool { r, _ := utf8.DecodeRuneInString(s); return unicode.IsUpper(r) }
	caps := map[bool]int{} // how many of the items are capitalised, how many not
	for _, it := range out {
		caps[capital(lx.p.Domains[it.D].Items[it.I])]++
	}
	for _, it := range out {
		for k, t := range ts {
			if k >= m.start && k < m.end || stop[t.w] {
				continue
			}
			for _, c := range lx.cues[it.D] {
				if sameWord(cueWord(t.w), cueWord(c)) {
					score[it]++
				}
			}
			if (k == m.end || k == m.start-1) && singular(t.w) == domainNoun(lx.p.Domains[it.D].Name) {
				score[it] += 2 // "the ginger tea", "lane 4": the category's own noun beside it says most
			}
		}
		// "Ginger" and "ginger" (the tea): inside a sentence the capital
		// letter says which, when the items differ in it
		if caps[true] > 0 && caps[false] > 0 && m.start > 0 && ts[m.start].raw != "" && capital(ts[m.start].raw) == capital(lx.p.Domains[it.D].Items[it.I]) {
			score[it] += 2
		}
		// "Ruby's plot is ...", "Ruby wore ...": opening a sentence with no
		// article, a singular word is the name, not the thing ("The ruby
		// ...", "Roses ...")
		base := strings.ToLower(withoutPossessive(ts[0].raw))
		if caps[true] > 0 && caps[false] > 0 && m.start == 0 && ts[0].raw != "" && capital(lx.p.Domains[it.D].Items[it.I]) && strings.EqualFold(base, lx.p.Domains[it.D].Items[it.I]) {
			score[it]++
		}
	}
	sort.SliceStable(out, func(a, b int) bool {
		if score[out[a]] != score[out[b]] {
			return score[out[a]] > score[out[b]]
		}
		return out[a].D < out[b].D
	})
	top = 1
	for top < len(out) && score[out[top]] == score[out[0]] {
		top++
	}
	return out, top
}

// didYouMean names the item closest to an unknown word of ts, or "".
func (lx *lexicon) didYouMean(ts []tok, known map[string]bool) string {
	best, bestD := "", 3
	read := mentionMarks(ts, lx.mentions(ts))
	for k, t := range ts {
		if _, cmp := comparatives[t.w]; known[t.w] || stop[t.w] || len(t.w) < 3 || cmp || notNames[t.w] || read[k] {
			continue // "than" is no misspelt "Ethan"; "Finn's", read as Finn, is none of Finn
		}
		for d, dom := range lx.p.Domains {
			_ = d
			for _, name := range dom.Items {
				for _, w := range words(name) {
					if w == t.w || len(w) < 3 {
						continue
					}
					if dist := puzzle.EditDistance(t.w, w); dist < bestD && dist*3 <= len(w) {
						best, bestD = fmt.Sprintf("%q: did you mean %q?", t.raw, name), dist
					}
				}
			}
		}
	}
	return best
}

// notNames are common words never offered a name in their place.
var notNames = set("than then that them they there these those this with what when where which while")

// knownWords are the words of every item, for did-you-mean: made once
// per lexicon (a ZebraLogic clue tries phrases that name nothing, and each
// asked for them anew, a pass over every form each time).
func (lx *lexicon) knownWords() map[string]bool {
	if lx.known != nil {
		return lx.known
	}
	m := map[string]bool{}
	for _, f := range lx.forms {
		for _, w := range f.words {
			m[w] = true
		}
	}
	lx.known = m
	return m
}

// demonymForms are the other ways to say an item named for a country
// ("Kenya": "Kenyan") or for its people ("Norwegian": "Norway"), when
// its category (items) has another such item ("Turkey" among sandwiches
// is no Turk), unless another item of the puzzle is spelt so (the
// aliases ZebraLogic already gives are left to aliases).
func demonymForms(p *logicgrid.Puzzle, items []string, name string) []string {
	countries := 0
	for _, it := range items {
		n := strings.Join(words(it), " ")
		if _, ok := demonyms[n]; ok {
			countries++
		} else if _, ok := countryOf[n]; ok {
			countries++
		}
	}
	if countries < 2 {
		return nil
	}
	var out []string
	if c, ok := countryOf[name]; ok {
		// and the country's other words for its people: "Polish" is
		// "the Pole", "British" "the Brit" (unseen49)
		out = append(out, c)
		out = append(out, demonyms[c]...)
	}
	out = append(out, demonyms[name]...)
	var kept []string
	for _, a := range out {
		if !itemNamed(p, a) && !slices.Contains(aliases[name], a) {
			kept = append(kept, a)
		}
	}
	return kept
}

// cueWord folds words of liking into "favorite": "the person who loves red"
// means the attribute "Each person has a favorite color", not hair colour.
func cueWord(w string) string {
	switch w {
	case "love", "loves", "loved", "like", "likes", "liked", "prefer", "prefers", "favorite", "favourite", "enjoys":
		return "favorite"
	}
	return w
}

// englishAlgorithm is the thesis algorithm an English puzzle names (its
// method "file"): 8, backtracking on the small encoding, as the thesis
// generator's puzzles do; it is complete on every clue type, where
// algorithm 1 (Valentine & Davis) knows only four.
const englishAlgorithm = 8

// currencyItems reports whether some item is written with a currency
// sign ("$2", "£4.50"): then a sum the clue writes so names one of those,
// never a bare number of another category.
func (lx *lexicon) currencyItems() bool {
	for _, dom := range lx.p.Domains {
		for _, it := range dom.Items {
			if strings.ContainsAny(it, "$£€") {
				return true
			}
		}
	}
	return false
}
