package english

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"deduce/puzzle"
)

// Stray capitals (issue 25: never misread). A capitalised word inside a
// clue that is no item and names nothing the puzzle's text knows is a name
// the reader would drop: "Hannah and Dr. Diaz walked more than 2 miles"
// read as a clue about Dr. Diaz alone, "Dr. Dias" (a misspelt Diaz) lost
// the same way. Such a sentence is refused, at the word, with the closest
// item. The rule is strict only where that is safe: the word is refused
// when it is not the first of a sentence or quoted, not part of an item's
// mention, not a title ("Dr", "Mrs"), a day, a month or another word the
// reader knows, and nowhere in the puzzle's title, story or categories.

// strayCapital returns the first stray capitalised word of the clue s
// (its token) and the message refusing it; ok is false when there is none.
func (mg *magazine) strayCapital(s string, known map[string]bool) (t tok, msg string, ok bool) {
	ts := tokenize(s)
	inMention := mentionMarks(ts, mg.lx.mentions(ts))
	quoted := quotedMarks(s, ts)
	for k, t := range ts {
		if inMention[k] || quoted[k] || !strayShape(t.raw) || t.raw == "I" || strings.HasPrefix(t.raw, "I'") || strings.HasPrefix(t.raw, "I’") {
			continue // "I'm told": the setter
		}
		if knownCapital(t.w, known) {
			if mg.storyOnlyName(t) && (listedWith(s, ts, inMention, k) || listedAfter(s, ts, inMention, k)) {
				// "Hannah and Dr. Diaz worked in room 2" where the story
				// names Hannah and no item is hers: the clue says
				// something of her that the reading would lose
				return t, fmt.Sprintf("%q is named in the story but is no item: the clue says something of her or him that would be lost (say it of the items alone)", t.raw), true
			}
			continue
		}
		if mg.distanceOrigin(ts, k) {
			continue // "farther from Earth than": where the distances are measured from
		}
		if sentenceStart(s, ts, k) && !(mg.nameLike(t) && listedWith(s, ts, inMention, k)) {
			// "Surprisingly, ...": any word may open a sentence, and a
			// name no item may act on them ("Nora paid Ann $15")
			continue
		}
		msg = fmt.Sprintf("%q names no item and nothing in the puzzle's story or categories (a name the clue would lose)", t.raw)
		if dym := mg.lx.didYouMean([]tok{t}, mg.lx.knownWords()); dym != "" {
			msg += "; " + dym[strings.Index(dym, ": ")+2:]
		}
		return t, msg, true
	}
	return tok{}, "", false
}

// strayShape: a word of letters, capitalised, at least two letters, not
// all capitals ("USA", "SUV" are left alone: abbreviations the setter may
// use as words).
func strayShape(raw string) bool {
	raw = strings.TrimRight(raw, "'’")
	if utf8.RuneCountInString(raw) < 2 || !capitalised(raw) {
		return false
	}
	lower := false
	for _, r := range raw {
		switch {
		case r == '\'' || r == '’':
		case !unicode.IsLetter(r):
			return false
		case unicode.IsLower(r):
			lower = true
		}
	}
	return lower
}

// sentenceStart reports whether token k begins a sentence or a part of
// one: the first word, or the first after a stop, colon, semicolon, dash,
// opening bracket or quote.
func sentenceStart(s string, ts []tok, k int) bool {
	if k == 0 {
		return true
	}
	gap := s[ts[k-1].end : ts[k].col-1]
	if strings.HasPrefix(gap, ".") && (honorifics[ts[k-1].w] || utf8.RuneCountInString(ts[k-1].raw) == 1) {
		gap = gap[1:] // "Dr. Dias", "J. Smith", "No. 32": the stop ends an abbreviation
	}
	return strings.ContainsAny(gap, ".!?:;(\"“‘—–") || strings.Contains(gap, " - ")
}

// quotedMarks marks the tokens inside double quotes ("the word “Zebra”").
func quotedMarks(s string, ts []tok) []bool {
	out := make([]bool, len(ts))
	var opens []int // byte offsets where a quoted span starts and ends, paired
	for i, r := range s {
		if r == '"' || r == '“' || r == '”' {
			opens = append(opens, i)
		}
	}
	for j := 0; j+1 < len(opens); j += 2 {
		for k, t := range ts {
			if t.col-1 > opens[j] && t.end <= opens[j+1] {
				out[k] = true
			}
		}
	}
	return out
}

// honorifics are titles before a name (the name after one is checked on
// its own) and abbreviations with a stop ("No. 32", "St. Ives").
var honorifics = set("mr mrs ms miss mx dr prof professor rev reverend sir lady lord dame madam madame mister master father sister brother aunt uncle captain capt major colonel general lieutenant sergeant officer detective inspector judge mayor senator governor president king queen prince princess duke duchess count countess baron st saint mt mount no nos")

// knownCapital reports whether the lower-case word w is one the reader or
// the puzzle knows outside the clues: a title, a day, a month, a word of
// the reader's own vocabulary, or a word of the title, story, category
// names or items (with or without a plural or possessive "s").
func knownCapital(w string, known map[string]bool) bool {
	forms := []string{w}
	if s, ok := strings.CutSuffix(w, "s"); ok && len(s) >= 2 {
		forms = append(forms, s)
	}
	for _, f := range forms {
		if known[f] || honorifics[f] || stop[f] || slices.Contains(weekdays, f) || slices.Contains(monthNames, f) {
			return true
		}
		if _, ok := aliases[f]; ok {
			return true
		}
		if _, ok := compassWords[f]; ok {
			return true
		}
		if _, ok := streetWords[f]; ok {
			return true
		}
		if _, ok := ordinals[f]; ok {
			return true
		}
		if _, ok := numberWords[f]; ok {
			return true
		}
		if _, ok := genderNouns[f]; ok {
			return true
		}
	}
	return false
}

// capitalsKnown are the words of the puzzle's text outside the clues and
// of its items and category cue words.
func (mg *magazine) capitalsKnown() map[string]bool {
	m := map[string]bool{}
	add := func(s string) {
		for _, t := range tokenize(s) {
			m[t.w] = true
			m[strings.TrimSuffix(t.w, "s")] = true
		}
	}
	add(mg.p.Title)
	add(mg.p.Story)
	for _, d := range mg.p.Domains {
		add(d.Name)
		for _, it := range d.Items {
			add(it)
		}
	}
	for _, cs := range mg.lx.cues {
		for _, c := range cs {
			add(c)
		}
	}
	return m
}

// nameLike reports whether a word that opens a sentence is a name rather
// than a word of English: a common first name ("Hannah and Dr. Diaz ..."),
// or one letter off a word of an item's name, its first letter kept
// ("Dias and Mrs. Ames ...": a misspelt Diaz).
func (mg *magazine) nameLike(t tok) bool {
	return mg.lx.nameLike(t)
}

// listedWith reports whether token k is listed with an item's mention
// after it: "Hannah and Dr. Diaz", "Hannah, Dr. Diaz", "Hannah or Ms.
// Chen": one of the people the clue is about, not one acting on them.
func listedWith(s string, ts []tok, inMention []bool, k int) bool {
	if k+1 >= len(ts) {
		return false
	}
	next := k + 1
	switch ts[next].w {
	case "and", "or", "nor":
		next++
	default:
		if !strings.Contains(s[ts[k].end:ts[next].col-1], ",") {
			return false
		}
	}
	return next < len(ts) && inMention[next]
}

// storyOnlyName reports whether t is a first name the puzzle's title or
// story speaks of that no item, category or cue word holds ("Hannah, a
// nurse, keeps the rota": Hannah is no item).
func (mg *magazine) storyOnlyName(t tok) bool {
	if _, ok := givenNames[strings.TrimRight(t.raw, "'’s")]; !ok {
		if _, ok := givenNames[t.raw]; !ok {
			return false
		}
	}
	for _, d := range mg.p.Domains {
		for _, w := range tokenize(d.Name) {
			if w.w == t.w {
				return false
			}
		}
		for _, it := range d.Items {
			for _, w := range tokenize(it) {
				if w.w == t.w {
					return false
				}
			}
		}
	}
	for _, cs := range mg.lx.cues {
		for _, c := range cs {
			if c == t.w {
				return false
			}
		}
	}
	for _, w := range tokenize(mg.p.Title + " " + mg.p.Story) {
		if w.w == t.w {
			return true
		}
	}
	return false
}

// listedAfter reports whether token k is listed after an item's mention:
// "Dr. Diaz and Hannah", "Dr. Diaz, Hannah": one of the people the clue
// is about (listedWith's other order).
func listedAfter(s string, ts []tok, inMention []bool, k int) bool {
	prev := k - 1
	if prev < 1 {
		return false
	}
	switch ts[prev].w {
	case "and", "or", "nor":
		prev--
	default:
		if !strings.Contains(s[ts[prev].end:ts[k].col-1], ",") {
			return false
		}
	}
	return prev >= 0 && inMention[prev]
}

// zebraStray is strayCapital for the ZebraLogic path ("Carol, not Hannah,
// is in the second house" read as Carol alone): the first capitalised
// word of the clue s that is no item's mention, not quoted, and no word
// the reader or the puzzle's text before the clues (known) knows. A word
// opening the clue is refused only when it looks like a name (a given
// name, or one letter off an item's word) and is listed with an item.
func (lx *lexicon) zebraStray(s string, known map[string]bool) (t tok, msg string, ok bool) {
	ts := tokenize(s)
	inMention := mentionMarks(ts, lx.mentions(ts))
	quoted := quotedMarks(s, ts)
	for k, t := range ts {
		if inMention[k] || quoted[k] || !strayShape(t.raw) || knownCapital(t.w, known) || knownCapital(t.w, lx.knownWords()) {
			continue
		}
		if sentenceStart(s, ts, k) && !(lx.nameLike(t) && (listedWith(s, ts, inMention, k) || listedAfter(s, ts, inMention, k))) {
			continue
		}
		msg = fmt.Sprintf("%q names no item (a name the clue would lose)", t.raw)
		if dym := lx.didYouMean([]tok{t}, lx.knownWords()); dym != "" {
			msg += "; " + dym[strings.Index(dym, ": ")+2:]
		}
		return t, msg, true
	}
	return tok{}, "", false
}

// nameLike is magazine.nameLike of a lexicon: a given name, or one letter
// off a word of an item's name, its first letter kept.
func (lx *lexicon) nameLike(t tok) bool {
	if _, ok := givenNames[strings.TrimRight(t.raw, "'’s")]; ok {
		return true
	}
	if _, ok := givenNames[t.raw]; ok {
		return true
	}
	if len(t.w) < 4 {
		return false
	}
	for w := range lx.knownWords() {
		if len(w) >= 4 && w[0] == t.w[0] && puzzle.EditDistance(w, t.w) == 1 {
			return true
		}
	}
	return false
}

// zebraKnown are the words of a ZebraLogic puzzle's text before its clues
// and of its category cue words.
func zebraKnown(head []string, cues [][]string) map[string]bool {
	m := map[string]bool{}
	for _, l := range head {
		for _, t := range tokenize(l) {
			m[t.w] = true
			m[strings.TrimSuffix(t.w, "s")] = true
		}
	}
	for _, cs := range cues {
		for _, c := range cs {
			m[c] = true
		}
	}
	return m
}

// distanceOrigin reports whether token k is the place a category of
// distances is measured from, after a comparison of distance: "lies
// farther from Earth than", "is closer to the Sun than". Only Earth and
// the Sun, of a category whose unit is a distance: any other name may be
// a place or a person the clue compares with, which dropping would lose.
func (mg *magazine) distanceOrigin(ts []tok, k int) bool {
	if ts[k].w != "earth" && ts[k].w != "sun" {
		return false
	}
	j := k - 1
	if j >= 0 && ts[j].w == "the" {
		j--
	}
	if j < 1 || ts[j].w != "from" && ts[j].w != "to" || !distanceComparatives[ts[j-1].w] {
		return false
	}
	for d, nm := range mg.num {
		if nm != nil && nm.class == number && (unitDimension(nm.unit) == "length" || domainNoun(mg.p.Domains[d].Name) == "distance") {
			return true
		}
	}
	return false
}

var distanceComparatives = set("farther further closer nearer farthest furthest closest nearest away")
