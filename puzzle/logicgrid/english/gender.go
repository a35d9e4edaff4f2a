package english

import (
	_ "embed"
	"fmt"
	"slices"
	"strings"

	"deduce/puzzle/logicgrid"
)

// Gendered nouns: "the girl who likes cats", "the man who grows leeks".
// Where the puzzle says who is a man and who a woman (titles: Mr, Mrs, Ms,
// Miss; or its introduction: "Tom and Ben are boys; Amy and Lucy are
// girls"), the noun says something: the one it describes is one of them.
// Where it says nothing of anyone, the noun is only a way of speaking
// ("the woman who paid $5" in a puzzle of five women) and adds nothing;
// where it says it of some people only, the clue is refused rather than
// read without it.

type gender int

const (
	unknownGender gender = iota
	male
	female
)

var genderNouns = map[string]gender{
	"man": male, "men": male, "boy": male, "boys": male, "gentleman": male, "gentlemen": male, "brother": male, "brothers": male, "son": male, "sons": male, "husband": male, "father": male, "grandfather": male, "lad": male, "lads": male,
	"fathers": male, "grandfathers": male, "husbands": male, "uncle": male, "uncles": male, "nephew": male, "nephews": male,
	"mothers": female, "grandmothers": female, "wives": female, "aunt": female, "aunts": female, "niece": female, "nieces": female,
	"woman": female, "women": female, "girl": female, "girls": female, "lady": female, "ladies": female, "sister": female, "sisters": female, "daughter": female, "daughters": female, "wife": female, "mother": female, "grandmother": female, "lass": female,
	// British, Irish and Australian words for a man or a woman ("the chap
	// bound for Durham", "the bloke from Mudgee"); "guys" may be anyone
	"chap": male, "chaps": male, "bloke": male, "blokes": male, "fellow": male, "fellows": male, "fella": male, "fellas": male, "gent": male, "gents": male, "guy": male,
	"lasses": female, "gal": female, "gals": female,
	"grandson": male, "grandsons": male, "granddaughter": female, "granddaughters": female, "stepson": male, "stepdaughter": female,
}

// youngNouns are the gendered nouns of children ("boys or girls", not
// "men or women").
var youngNouns = set("girl girls boy boys lad lads lass lasses son sons daughter daughters brother brothers sister sisters")

// describes are the words that open a description after a noun.
var describes = set("who whose that with in from wearing on at of carrying holding driving owning having keeping")

// boundFor reports whether a participle and a preposition of where one is
// or goes start at token k, so that the item after them is said of the
// noun before: "the chap bound for Durham", "the lady seated in coach A",
// "the man headed to York" ("to" after a verb of going only: "the man
// married to Jo" names another person; "beaten by", "sitting next to",
// "travelling with" are never read so).
func boundFor(ts []tok, k int) bool {
	w, prep := wordAt(ts, k), wordAt(ts, k+1)
	going := set("bound headed heading going travelling traveling flying sailing driving moving")
	if !going[w] && !set("seated sitting sat staying stationed based living born raised")[w] {
		return false
	}
	return set("for in from at on aboard")[prep] || going[w] && (prep == "to" || prep == "towards")
}

var genderTitles = map[string]gender{"mr": male, "mister": male, "sir": male, "mrs": female, "ms": female, "miss": female, "madam": female, "lady": female}

// genders is the gender of each item of the category of people (the
// first whose items have titles or are named in the introduction with a
// gender word), from their titles or the introduction, and that category
// (computed once; -1 and nil genders when none says).
func (mg *magazine) genders() ([]gender, int) {
	if mg.gender != nil {
		return mg.gender, mg.genderCat
	}
	mg.genderCat = -1
	for d := range mg.p.Domains {
		if g := mg.gendersOf(d); g != nil {
			mg.gender, mg.genderCat = g, d
			mg.fillFromNames()
			return g, d
		}
	}
	// nothing says anyone's gender: a setter writing "the girl with the
	// drum" relies on first names, taken when every person's is a usual
	// name of one sex (and said: Reading.Assumed)
	for _, partly := range []bool{false, true} {
		for d := range mg.p.Domains {
			if g := namedGenders(mg.p.Domains[d].Items, partly); g != nil {
				mg.gender, mg.genderCat, mg.byName = g, d, true
				if partly {
					mg.fromPronouns()
				}
				mg.fromIntroCounts() // gendercount.go: "two men and three women"
				return g, d
			}
		}
	}
	// first names of either sex (Sam, Jo, Robin), each told by a pronoun
	// in a clue or by the story's count ("two boys and three girls"):
	// taken only when that tells everyone's
	for d := range mg.p.Domains {
		if g := eitherSexNames(mg.p.Domains[d].Items); g != nil {
			mg.gender, mg.genderCat, mg.byName = g, d, true
			mg.fromPronouns()
			mg.fromIntroCounts()
			if !slices.Contains(mg.gender, unknownGender) {
				return mg.gender, d
			}
			mg.genderCat, mg.byName, mg.byPronoun, mg.byCount, mg.countConfirmed = -1, false, nil, nil, false
		}
	}
	mg.gender = []gender{}
	return mg.gender, -1
}

// eitherSexNames is the sexes first names give a category of at least
// two names of either sex, all in the list of given names (unknownGender
// for names of both sexes); nil otherwise.
func eitherSexNames(items []string) []gender {
	g := make([]gender, len(items))
	either := 0
	for i, it := range items {
		x, ok := givenNames[it]
		if !ok {
			return nil
		}
		g[i] = x
		if x == unknownGender {
			either++
		}
	}
	if either < 2 {
		return nil
	}
	return g
}

// fillFromNames completes genders the story gives for some people only
// ("Finn and Henry are boys" of Emma, Finn, Grace and Henry) from the
// others' first names, when each of them is a usual name of one sex and
// no name the story gives disagrees with its usual sex (then names say
// nothing here). Said in Reading.Assumed, as genders from names are.
func (mg *magazine) fillFromNames() {
	items := mg.p.Domains[mg.genderCat].Items
	fill := make([]bool, len(items))
	some := false
	for i, x := range mg.gender {
		byName, ok := givenNameOf(items[i])
		switch {
		case x == unknownGender && (!ok || byName == unknownGender):
			return // a name given to both sexes (Sam) says nothing here
		case x == unknownGender:
			fill[i], some = true, true
		case ok && byName != x && byName != unknownGender:
			return
		}
	}
	if !some {
		return
	}
	for i, f := range fill {
		if f {
			mg.gender[i], _ = givenNameOf(items[i])
		}
	}
	mg.byName, mg.fromNames = true, fill
}

// fromPronouns tells the sex of people whose names do not from a pronoun
// about them in a clue: "Clover doesn't walk the dog, and she ..." (the
// sentence opens with her name, names no other of the people and no
// gendered noun, and its second clause, or second sentence, opens with
// "she" or "her"). Two clues that disagree tell nothing.
func (mg *magazine) fromPronouns() {
	told := map[int]gender{}
	clash := map[int]bool{}
	for _, text := range mg.clueTexts {
		ts := tokenize(text)
		ms := mg.lx.mentions(ts)
		if len(ms) == 0 || ms[0].start != 0 || len(ms[0].items) != 1 || ms[0].items[0].D != mg.genderCat {
			continue
		}
		who := ms[0].items[0].I
		ok := mg.gender[who] == unknownGender
		for _, m := range ms[1:] {
			for _, it := range m.items {
				ok = ok && it.D != mg.genderCat
			}
		}
		for _, t := range ts {
			ok = ok && genderNouns[t.w] == unknownGender
		}
		var says gender
		for _, m := range pronounClause.FindAllStringSubmatch(text, -1) {
			g := map[string]gender{"she": female, "her": female, "he": male, "his": male}[strings.ToLower(m[1])]
			if says != unknownGender && says != g {
				ok = false
			}
			says = g
		}
		if !ok || says == unknownGender {
			continue
		}
		if x, seen := told[who]; seen && x != says {
			clash[who] = true
		}
		told[who] = says
	}
	items := mg.p.Domains[mg.genderCat].Items
	for i := range items {
		if x, ok := told[i]; ok && !clash[i] {
			mg.gender[i] = x
			mg.byPronoun = append(mg.byPronoun, items[i])
		}
	}
	// Then "his", "her" and the asides, again while they tell more: a
	// sex told lets the next pronoun stand for the one other person of
	// its sex ("Jo came after Chris, and her present ..." once Chris is
	// known to be a boy). A pronoun against a sex it told undoes them all.
	before := slices.Clone(mg.gender)
	byPronoun := len(mg.byPronoun)
	for range len(items) {
		told, clash := map[int]gender{}, map[int]bool{}
		for _, text := range mg.clueTexts {
			said := mg.possessivePronouns(text)
			if who, says, ok := mg.sexAside(text); ok {
				said[who] = says
			}
			for who, says := range mg.clauseSubjectPronouns(text) {
				said[who] = says
			}
			for who, says := range said {
				if x, seen := told[who]; seen && x != says || mg.gender[who] != unknownGender && mg.gender[who] != says {
					clash[who] = true
				}
				told[who] = says
			}
		}
		more := false
		for i, x := range told {
			if clash[i] && slices.Contains(mg.byPronoun, items[i]) {
				mg.gender, mg.byPronoun = before, mg.byPronoun[:byPronoun]
				return
			}
			if !clash[i] && mg.gender[i] == unknownGender {
				mg.gender[i], more = x, true
				mg.byPronoun = append(mg.byPronoun, items[i])
			}
		}
		if !more {
			return
		}
	}
}

// clauseSubjectPronouns are the sexes "he", "she", "his" or "her"
// opening a later clause tell of the sentence's subject, a person named
// first ("Chris is older than Sam, but he is younger than Robin"; "Jo came
// after Chris, and her present wasn't the scarf").
func (mg *magazine) clauseSubjectPronouns(text string) map[int]gender {
	out := map[int]gender{}
	ts := tokenize(text)
	ms := mg.lx.mentions(ts)
	if len(ms) == 0 || ms[0].start != 0 || len(ms[0].items) != 1 || ms[0].items[0].D != mg.genderCat {
		return out
	}
	for _, loc := range pronounClause.FindAllStringSubmatchIndex(text, -1) {
		says := map[string]gender{"she": female, "her": female, "he": male, "his": male}[strings.ToLower(text[loc[2]:loc[3]])]
		// no one else named before it may be of that sex: "Zog is older
		// than Holly, and she ..." may be Holly; "than the girl with the
		// pear, and she" the girl
		for _, m := range ms[1:] {
			if ts[m.start].col-1 >= loc[2] {
				break
			}
			if len(m.items) != 1 || m.items[0].D != mg.genderCat || mg.gender[m.items[0].I] == unknownGender || mg.gender[m.items[0].I] == says {
				return map[int]gender{}
			}
		}
		for _, t := range ts {
			if t.col-1 >= loc[2] {
				break
			}
			if genderNouns[t.w] == says {
				return map[int]gender{}
			}
		}
		if x, seen := out[ms[0].items[0].I]; seen && x != says {
			return map[int]gender{}
		}
		out[ms[0].items[0].I] = says
	}
	return out
}

// pronounClause is "she", "he", "her" or "his" opening a second clause
// or sentence: ", and she", "; he", ". Her".
// genderBrackets is a gender noun and the names in brackets after it:
// "women (Rita and Tanya)".
var genderBrackets = lazyRE(`(?i)\b(women|men|girls|boys|ladies|gentlemen|females|males|woman|man|girl|boy)\s*\(([^)]*)\)`)

var pronounClause = lazyRE(`(?i)(?:[,;]\s+(?:(?:and|but|while|so|yet)\s+)?|[.!]\s+)(she|he|her|his)\b`)

//go:embed givennames.txt
var givenNamesText string

// givenNames is the usual sex of common English first names
// (givennames.txt; names given to both sexes alike are unknownGender).
var givenNames = func() map[string]gender {
	out := map[string]gender{}
	for _, line := range strings.Split(givenNamesText, "\n") {
		head, names, ok := strings.Cut(line, ":")
		if !ok || strings.HasPrefix(line, "#") {
			continue
		}
		g := map[string]gender{"female": female, "male": male, "both": unknownGender}[strings.TrimSpace(head)]
		for _, n := range strings.Fields(names) {
			out[n] = g
		}
	}
	return out
}()

// namedGenders is the gender of each of items by its first name, nil
// unless every item is a first name of one sex in givenNames. partly
// also takes a list where some names could be either (Sam, Alex) or are
// not in givenNames (unknownGender: a gendered noun may describe them),
// when most are of one sex: "the boy who ..." among Holly, Ben, Daisy
// and Sam is Ben or Sam, never Holly or Daisy.
func namedGenders(items []string, partly bool) []gender {
	g := make([]gender, len(items))
	known := 0
	for i, it := range items {
		x, ok := givenNameOf(it)
		if !ok && !(partly && firstNameLike(strings.Fields(it + " x")[0])) || !partly && x == unknownGender {
			return nil
		}
		g[i] = x
		if x != unknownGender {
			known++
		}
	}
	if partly && (known < 2 || 2*known <= len(items)) {
		return nil
	}
	return g
}

// givenNameOf is the usual sex of a person's given name: the item itself
// ("Lorna") or the first of a full name ("Lorna Pratt").
func givenNameOf(item string) (gender, bool) {
	if x, ok := givenNames[item]; ok {
		return x, true
	}
	f := strings.Fields(item)
	if len(f) == 2 && firstNameLike(f[0]) && firstNameLike(f[1]) {
		x, ok := givenNames[f[0]]
		return x, ok
	}
	return unknownGender, false
}

// firstNameLike reports whether s could be a first name: one capitalised
// word of letters ("Evie", not "red" or "Mr. Lee").
func firstNameLike(s string) bool {
	if len(s) < 2 || s[0] < 'A' || s[0] > 'Z' {
		return false
	}
	for _, r := range s[1:] {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return true
}

// assumedGenders says the genders taken from first names, when a
// gendered noun used them: "taking Kate and Molly as girls, Liam and Noah
// as boys, from their names"; "" otherwise.
func (mg *magazine) assumedGenders() string {
	if !mg.byName || mg.byNameNoun == "" {
		return ""
	}
	young := youngNouns[mg.byNameNoun]
	nouns := map[gender]string{female: "women", male: "men"}
	if young {
		nouns = map[gender]string{female: "girls", male: "boys"}
	}
	var parts []string
	for _, want := range []gender{female, male} {
		var names []string
		for i, x := range mg.gender {
			if x == want && (mg.fromNames == nil || mg.fromNames[i]) {
				names = append(names, mg.p.Domains[mg.genderCat].Items[i])
			}
		}
		if len(names) == 0 {
			continue
		}
		noun := nouns[want]
		if len(names) == 1 {
			noun = map[gender]map[bool]string{female: {true: "a girl", false: "a woman"}, male: {true: "a boy", false: "a man"}}[want][young]
		}
		parts = append(parts, fmt.Sprintf("%s as %s", andList(names), noun))
	}
	var either []string // names given to both sexes, or not known
	for i, x := range mg.gender {
		if x == unknownGender {
			either = append(either, mg.p.Domains[mg.genderCat].Items[i])
		}
	}
	if len(either) > 0 {
		parts = append(parts, fmt.Sprintf("%s as either", andList(either)))
	}
	said := ", from their names"
	var asides []string
	if len(mg.byPronoun) > 0 {
		asides = append(asides, fmt.Sprintf("%s from a pronoun in a clue", andList(mg.byPronoun)))
	}
	if len(mg.byCount) > 0 {
		asides = append(asides, fmt.Sprintf("%s from the introduction's count of each", andList(mg.byCount)))
	}
	if len(asides) > 0 {
		said = fmt.Sprintf(", from their names (%s)", strings.Join(asides, "; "))
	}
	return "taking " + strings.Join(parts, ", ") + said
}

func andList(xs []string) string {
	if len(xs) == 1 {
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " and " + xs[len(xs)-1]
}

// gendersOf is the gender of each item of category d, nil when nothing
// says any.
func (mg *magazine) gendersOf(d int) []gender {
	n := mg.p.N()
	g := make([]gender, n)
	some := false
	kin := 0
	for i, it := range mg.p.Domains[d].Items {
		if f := strings.Fields(strings.ToLower(strings.TrimSuffix(strings.Fields(it + " x")[0], "."))); len(f) > 0 {
			g[i] = genderTitles[f[0]]
			some = some || g[i] != unknownGender
		}
		// "relation: twin brother, elder sister, cousin": the row's
		// person is of the kin word's sex (the cousin of either)
		if w := words(it); g[i] == unknownGender && len(w) > 0 && kinSexNouns[w[len(w)-1]] {
			g[i] = genderNouns[w[len(w)-1]]
			kin++
		}
	}
	if kin >= 2 {
		some = true
	} else if kin == 1 {
		for i, it := range mg.p.Domains[d].Items {
			if w := words(it); len(w) > 0 && kinSexNouns[w[len(w)-1]] {
				g[i] = unknownGender // one kin word among other words is no list of relations
			}
		}
	}
	// "Tom and Ben are boys; Amy and Lucy are girls.", "Alan and Carl
	// are men, and Beth, Dora and Ella are women": the people named
	// before a gender word are of that gender
	story := mg.p.Title + ". " + mg.p.Story
	// (split at sentences, never at a title's stop: "Mrs. Ito, Dr. Ray
	// and Ms. Tull are women")
	var parts []string
	for _, sen := range sentencesOf(story) {
		parts = append(parts, strings.FieldsFunc(sen, func(r rune) bool { return r == ';' || r == '!' || r == '?' })...)
	}
	for _, m := range genderBrackets.FindAllStringSubmatch(story, -1) {
		// "Two of them are women (Rita and Tanya) and three are men (Sam,
		// Umar and Vic)": the names in brackets after a gender noun
		x := genderNouns[strings.ToLower(m[1])]
		for _, ms := range mg.lx.mentions(tokenize(m[2])) {
			for _, it := range ms.items {
				if it.D == d && x != unknownGender {
					g[it.I], some = x, true
				}
			}
		}
	}
	for _, part := range parts {
		if genderBrackets.MatchString(part) {
			continue // said above (read as "named before a gender word", Rita and Tanya were men)
		}
		ts := tokenize(part)
		ms := mg.lx.mentions(ts)
		var pending []int
		// "Two women, Harriet and Julia, and two men, Ivan and Kenneth":
		// a count and a gender noun then a comma name the next that many
		// people (taken only when exactly that many follow)
		var ahead gender
		var want int
		var group []int
		closeGroup := func() {
			if ahead != unknownGender && (len(group) == want || want < 0 && len(group) > 0) {
				for _, i := range group {
					g[i] = ahead
					some = true
				}
			}
			ahead, group = unknownGender, nil
		}
		next := 0
		for k, t := range ts {
			for next < len(ms) && ms[next].start == k {
				for _, it := range ms[next].items {
					if it.D != d {
						continue
					}
					if ahead != unknownGender {
						group = append(group, it.I)
					} else {
						pending = append(pending, it.I)
					}
				}
				next++
			}
			if x := genderNouns[t.w]; x != unknownGender && !mentionAt(ms, k) {
				closeGroup()
				// ("a girl, and Tom is a boy" counts no one: "a" is no count)
				if k > 0 && numberWords[ts[k-1].w] >= 1 && ts[k-1].w != "a" && ts[k-1].w != "an" && k+1 < len(ts) && (strings.ContainsAny(part[t.end:ts[k+1].col-1], ",:") || mentionAt(ms, k+1)) {
					// ("the three women Gina, Iris and Judy": the names
					// right after the noun)
					ahead, want, pending = x, numberWords[ts[k-1].w], nil
					continue
				}
				if k > 0 && ts[k-1].w == "the" && mentionAt(ms, k+1) && strings.HasSuffix(t.w, "s") {
					// "the girls Amber, Ellie and Rosie and the boys Cody
					// and Jake": the names right after a plural noun, up to
					// the next gender noun
					ahead, want, pending = x, -1, nil
					continue
				}
				if copulaBefore(ts, k) {
					// "Tom and Ben are boys"; never "Ed and Hank, and
					// the three women ...": the names before a gender
					// noun are of it only where a verb says they are
					for _, i := range pending {
						g[i] = x
						some = true
					}
				}
				pending = nil
			}
		}
		closeGroup()
	}
	if !some {
		return nil
	}
	return g
}

// genderClues are the clues a clause's gendered nouns add: for "the girl
// who likes cats", the one with the cat is one of the girls.
func (mg *magazine) genderClues(ts []tok, ms []mention, its []logicgrid.Item) ([]logicgrid.Clue, error) {
	out, err := mg.titleClues(ts, ms, its)
	if err != nil {
		return nil, err
	}
	out = append(out, mg.titleCallingClues(ts, ms, its)...) // titlejobs.go: "Rev Hale" may be the vicar
	for k, t := range ts {
		want := genderNouns[t.w]
		if want == unknownGender || k == 0 || mentionAt(ms, k) {
			continue
		}
		j := -1
		for x, m := range ms {
			if m.end == k && x < len(its) && (m.start >= 1 && isArticle(ts[m.start-1].w) || isArticle(ts[m.start].w)) {
				j = x // "the Ortiz girl", "a 12-year-old boy": the noun after the one item it describes
			}
		}
		if j >= 1 && ms[j].start >= 2 && (ts[ms[j].start-2].w == "is" || ts[ms[j].start-2].w == "was") && ms[j-1].end == ms[j].start-2 && j-1 < len(its) {
			if g, people := mg.genders(); its[j-1].D == people && its[j-1].I < len(g) && g[its[j-1].I] == want {
				continue // "Ben is the Nguyen boy": Ben's sex is known, the noun says nothing more
			}
		}
		if j >= 0 && (hasWord(ts, "if") || hasWord(ts, "unless") || hasWord(ts, "or")) {
			// "If Carla is the Ortiz girl, then ...", "Either ... or Ben
			// is the Nguyen boy": the noun is inside one side, not said
			// of the whole
			continue
		}
		if j < 0 && !isArticle(ts[k-1].w) {
			continue
		}
		if j < 0 {
			if k == 3 && (ts[0].w == "neither" || ts[0].w == "none") && ts[1].w == "of" {
				continue // "Neither of the men ...": noneOfGender's
			}
			// the item the noun describes: the first one named after it, when
			// a description follows the noun ("the girl who likes cats", "the
			// boy in yellow"; not "the man next to Mr Brown")
			after := false // an item named after the noun
			for _, m := range ms {
				after = after || m.start > k
			}
			if !after && len(ms) == 1 {
				continue // "The yellow boat belongs to a man": genderOf's
			}
			bound := boundFor(ts, k+1) && (mentionAt(ms, k+3) || isArticle(wordAt(ts, k+3)) && mentionAt(ms, k+4))
			// "the woman buying stamps", "the man posting a parcel": a
			// participle and the item it takes
			participle := len(wordAt(ts, k+1)) > 4 && strings.HasSuffix(wordAt(ts, k+1), "ing") && (mentionAt(ms, k+2) || isArticle(wordAt(ts, k+2)) && mentionAt(ms, k+3) ||
				isArticle(wordAt(ts, k+2)) && mentionAt(ms, k+4) && !mentionAt(ms, k+3)) // "the man catching the number 22"
			if subj := mg.agentOf(ts, ms, k); subj >= 0 && subj < len(its) && (!describes[wordAt(ts, k+1)] && !mentionAt(ms, k+1) && !bound && !participle) {
				j = subj // "The tallest sunflower was grown by a boy, and it wasn't ...": the subject's
			} else if !after || !describes[wordAt(ts, k+1)] && !mentionAt(ms, k+1) && !bound && !participle {
				if g, _ := mg.genders(); len(g) > 0 && (!mg.byName || after && mg.agentNoun(ts, k)) {
					// the puzzle says who is a man: a gendered noun whose one
					// it describes cannot be told is refused, never dropped
					// (where names say it, a noun after "by" says something:
					// "was chosen by a woman, but not for June")
					return nil, errorf("%q: cannot tell whom it describes (say \"the %s who ...\")", t.raw, t.raw)
				}
				continue
			}
			for x, m := range ms {
				if j < 0 && m.start > k {
					j = x
					break
				}
			}
			if j < 0 || j >= len(its) {
				continue
			}
		}
		for q := k + 1; q < ms[j].start; q++ {
			if negationWords[ts[q].w] {
				// "the man who didn't bring the risotto" is not the one
				// who brought it: whom the noun describes is not named
				if g, _ := mg.genders(); len(g) > 0 {
					return nil, errorf("%q: the %s who is not %s is not named, and which one it is cannot be told", t.raw, t.raw, mg.p.ItemName(its[j]))
				}
			}
		}
		g, people := mg.genders()
		known, some := 0, false
		var match []logicgrid.Item // those it may describe
		for i, x := range g {
			if x != unknownGender {
				known++
			}
			if x == want || x == unknownGender && mg.byName {
				match = append(match, logicgrid.Item{D: people, I: i})
			}
			some = some || x != unknownGender
		}
		if known < len(g) && !mg.byName && mg.unknownByTitle() {
			// "the man in room 203" among Mr Abbott, Mrs Birch and Dr
			// Chandra: one of the men or Dr Chandra, whose title says
			// neither
			match = match[:0]
			for i, x := range g {
				if x == want || x == unknownGender {
					match = append(match, logicgrid.Item{D: people, I: i})
				}
			}
			known = len(g)
		}
		switch {
		case !some:
			continue // nobody's gender is given: a way of speaking
		case known < len(g) && !mg.byName:
			return nil, mg.someGendersErr(t, people)
		case len(match) == 0 && mg.byName:
			continue // names only suggest: no reason to refuse
		case len(match) == 0:
			return nil, errorf("%q: none of the %s is one", t.raw, mg.p.Domains[people].Name)
		case len(match) == len(g):
			continue // everyone is: nothing said
		}
		x := its[j]
		if x.D != people && mg.personCategory(x.D) && (mg.kinCategory(x.D) || mg.kinCategory(people)) {
			// "Robin, who is a grandmother" of grandparents where the
			// sexes known are the grandchildren's: the noun is said of
			// another person of the row (it was read as a granddaughter);
			// a last name is the same person's ("the Fisher boy")
			return nil, errorf("%q: the sex it says of %s (one of the %s) is not known to the puzzle, whose sexes are the %s'", t.raw, mg.p.ItemName(x), mg.p.Domains[x.D].Name, mg.p.Domains[people].Name)
		}
		if x.D == people {
			if g[x.I] != want && !mg.byName {
				return nil, errorf("%q: %s is not one", t.raw, mg.p.ItemName(x))
			}
			continue
		}
		if mg.byName {
			mg.byNameNoun = t.w
		}
		if len(match) == 1 {
			out = append(out, logicgrid.Clue{Kind: logicgrid.Same, Items: []logicgrid.Item{x, match[0]}})
		} else {
			out = append(out, logicgrid.Clue{Kind: logicgrid.Either, Items: append([]logicgrid.Item{x}, match...)})
		}
	}
	return out, nil
}

// titleClues are the clues a title adds to an item of another category
// than the people's: "Mr Hobbs" of surnames Hobbs, Lund with first names
// Arthur and Doreen is one of the men (never Doreen). The title is said
// like a gendered noun ("the man called Hobbs"): nothing where nobody's
// sex is given, refused where only some people's is. "Mr and Mrs Hobbs"
// (a couple) says nothing of one person.
func (mg *magazine) titleClues(ts []tok, ms []mention, its []logicgrid.Item) ([]logicgrid.Clue, error) {
	var out []logicgrid.Clue
	for j, m := range ms {
		k := m.start - 1
		if k < 0 || j >= len(its) || len(m.items) == 0 {
			continue
		}
		want := genderTitles[ts[k].w]
		if want == unknownGender || ts[k].w == "lady" || k >= 2 && ts[k-1].w == "and" && genderTitles[ts[k-2].w] != unknownGender {
			continue // "Lady Grey" may be a tea; "Mr and Mrs Hobbs" are two people
		}
		g, people := mg.genders()
		x := its[j]
		if len(g) == 0 || x.D == people {
			continue // nobody's sex is given, or the title is of one of the people themselves
		}
		known := 0
		var match []logicgrid.Item
		neutral := mg.unknownByTitle() // "Dr Chandra" may be either
		for i, y := range g {
			if y != unknownGender || neutral {
				known++
			}
			if y == want || y == unknownGender && (mg.byName || neutral) {
				match = append(match, logicgrid.Item{D: people, I: i})
			}
		}
		switch {
		case known == 0:
			continue
		case known < len(g) && !mg.byName:
			return nil, mg.someGendersErr(tok{w: map[gender]string{male: "man", female: "woman"}[want], raw: ts[k].raw}, people)
		case len(match) == 0 && mg.byName, len(match) == len(g):
			continue // names only suggest; or everyone is: nothing said
		case len(match) == 0:
			return nil, errorf("%q %s: none of the %s is one", ts[k].raw, mg.p.ItemName(x), mg.p.Domains[people].Name)
		}
		if hasWord(ts, "if") || hasWord(ts, "unless") {
			// "If the coach is from Dunmow, then he is Mr. Eastman": said
			// of everyone, or only when the condition holds?
			return nil, errorf("%q %s in a condition: whether the sex is said only when the condition holds cannot be told (say it in a sentence of its own)", ts[k].raw, mg.p.ItemName(x))
		}
		if mg.byName {
			mg.byNameNoun = map[gender]string{male: "man", female: "woman"}[want]
		}
		if len(match) == 1 {
			out = append(out, logicgrid.Clue{Kind: logicgrid.Same, Items: []logicgrid.Item{x, match[0]}})
		} else {
			out = append(out, logicgrid.Clue{Kind: logicgrid.Either, Items: append([]logicgrid.Item{x}, match...)})
		}
	}
	return out, nil
}

// neutralTitles say nothing of a person's sex: "Dr Chandra", "Rev Price".
var neutralTitles = set("dr doctor rev revd reverend prof professor capt captain sgt sergeant cllr councillor judge")

// unknownByTitle reports whether every person whose sex the puzzle does
// not give has a title that says neither (Dr, Rev, Prof): the setter
// chose not to say, so a gendered noun may be one of them, never one of
// the other sex ("the man in room 203" is not Mrs Birch).
func (mg *magazine) unknownByTitle() bool {
	g, people := mg.genders()
	if people < 0 {
		return false
	}
	some := false
	for i, x := range g {
		if x != unknownGender {
			continue
		}
		f := strings.Fields(strings.ToLower(mg.p.Domains[people].Items[i]))
		if len(f) < 2 || !neutralTitles[strings.TrimSuffix(f[0], ".")] {
			return false
		}
		some = true
	}
	return some
}

// someGendersErr refuses gendered noun t where the puzzle gives the sex
// of some of the people only, naming those it does not give: "boy": the
// puzzle says whether some of the pupils are boys or girls, but not all
// (not Emma or Grace: say it in the introduction, "Emma and Grace are
// girls").
func (mg *magazine) someGendersErr(t tok, people int) error {
	kinds := "men or women"
	if youngNouns[t.w] {
		kinds = "boys or girls"
	}
	var unsaid []string
	for i, x := range mg.gender {
		if x == unknownGender {
			unsaid = append(unsaid, mg.p.Domains[people].Items[i])
		}
	}
	return errorf("%q: the puzzle says whether some of the %s are %s, but not all (not %s: say it in the introduction, or use names of one sex)",
		t.raw, mg.p.Domains[people].Name, kinds, orList(unsaid))
}

func orList(xs []string) string {
	if len(xs) == 1 {
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}

// genderOf is the clue a gendered noun after the one item x named (ending
// at token after) says ("The yellow boat belongs to a man"), nil when
// there is no such noun ("the boy who bought sweets" says nothing: it is
// no sentence).
func (mg *magazine) genderOf(ts []tok, inMention []bool, after int, x logicgrid.Item) ([]logicgrid.Clue, error) {
	for k, t := range ts {
		if k < after || inMention[k] || genderNouns[t.w] == unknownGender || k == 0 || ts[k-1].w != "a" && ts[k-1].w != "an" && ts[k-1].w != "the" {
			continue
		}
		ms := []mention{{items: []logicgrid.Item{x}, start: k + 1, end: k + 2}} // x, as if right after the noun
		cs, err := mg.genderClues(ts[:k+1], ms, []logicgrid.Item{x})
		if err != nil || len(cs) > 0 {
			return cs, err
		}
	}
	return nil, nil
}

// genderNotOf is the clue a negated gendered noun after the one item x
// says ("The tombola wasn't run by a woman", "The red car isn't driven by
// a man"): x is one of the other sex's, read only where the puzzle says
// everyone's sex (genderClues refuses or drops it otherwise), and only
// for a negation before the noun with nothing else negated or compared.
func (mg *magazine) genderNotOf(ts []tok, inMention []bool, after int, x logicgrid.Item) ([]logicgrid.Clue, error) {
	neg := -1
	for k := after; k < len(ts); k++ {
		if inMention[k] {
			return nil, nil
		}
		if _, cmp := comparatives[ts[k].w]; cmp || ts[k].w == "or" || ts[k].w == "nor" || ts[k].w == "either" || ts[k].w == "only" {
			return nil, nil
		}
		if negationWords[ts[k].w] {
			if neg >= 0 {
				return nil, nil // "not ... not": no plain negation
			}
			neg = k
			continue
		}
		want := genderNouns[ts[k].w]
		if neg < 0 || want == unknownGender || ts[k-1].w != "a" && ts[k-1].w != "an" && ts[k-1].w != "the" {
			continue
		}
		for j := k + 1; j < len(ts); j++ {
			if inMention[j] || negationWords[ts[j].w] {
				return nil, nil
			}
		}
		young := youngNouns[ts[k].w]
		other := map[gender]map[bool]string{female: {true: "boy", false: "man"}, male: {true: "girl", false: "woman"}}[want][young]
		swapped := append([]tok(nil), ts[:k+1]...)
		swapped[k].w = other
		ms := []mention{{items: []logicgrid.Item{x}, start: k + 1, end: k + 2}} // x, as if right after the noun
		return mg.genderClues(swapped, ms, []logicgrid.Item{x})
	}
	return nil, nil
}

func mentionAt(ms []mention, k int) bool {
	for _, m := range ms {
		if k >= m.start && k < m.end {
			return true
		}
	}
	return false
}

// noneOfGender reads "Neither of the men lives behind the black door",
// "None of the girls owns the cat": the one item named belongs to one of
// the others (ok false when the sentence is not of that shape). The
// genders must be known for everyone; "neither" must fit two people.
func (mg *magazine) noneOfGender(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item) ([]logicgrid.Clue, bool, error) {
	if len(ms) != 1 || len(ts) < 5 || ts[0].w != "neither" && ts[0].w != "none" || ts[1].w != "of" || ts[2].w != "the" || ms[0].start < 4 {
		return nil, false, nil
	}
	noun := ts[3].w
	want := genderNouns[noun]
	if want == unknownGender || !set("men women boys girls gentlemen ladies lads brothers sisters sons daughters")[noun] || mentionAt(ms, 3) {
		return nil, false, nil
	}
	for k := 4; k < len(ts); k++ {
		_, cmp := comparatives[ts[k].w]
		if ts[k].w == "behind" && singular(wordAt(ts, ms[0].end)) == "door" {
			cmp = false // "lives behind the black door": it is their door
		}
		if !inMention[k] && (negationWords[ts[k].w] || cmp || mg.positionAt(ts, k)) {
			return nil, true, errorf("%q of the %s with another negation, a comparison or a position is not read", ts[0].raw, noun)
		}
	}
	g, people := mg.genders()
	var same, others []logicgrid.Item
	for i, x := range g {
		switch x {
		case want:
			same = append(same, logicgrid.Item{D: people, I: i})
		case unknownGender:
			return nil, true, errorf("%q: the puzzle does not say who all the %s are", phrase(ts, 0, 4), noun)
		default:
			others = append(others, logicgrid.Item{D: people, I: i})
		}
	}
	if mg.byName {
		mg.byNameNoun = noun
	}
	switch {
	case len(g) == 0:
		return nil, true, errorf("%q: the puzzle does not say who the %s are", phrase(ts, 0, 4), noun)
	case ts[0].w == "neither" && len(same) != 2:
		return nil, true, errorf("%q, but %d of the %s are %s", phrase(ts, 0, 4), len(same), mg.p.Domains[people].Name, noun)
	case len(others) == 0 || its[0].D == people:
		return nil, true, errorf("%q: cannot tell what it says of %s", phrase(ts, 0, 4), mg.p.ItemName(its[0]))
	case len(others) == 1:
		return []logicgrid.Clue{{Kind: logicgrid.Same, Items: []logicgrid.Item{its[0], others[0]}}}, true, nil
	}
	return []logicgrid.Clue{{Kind: logicgrid.Either, Items: append([]logicgrid.Item{its[0]}, others...)}}, true, nil
}

// agentNoun reports whether the gendered noun at k is the agent of a
// passive verb or an owner: "was chosen by a woman", "belongs to a man",
// "a woman's choice". Such a noun is said of the clause's subject, and
// is not dropped where first names give the sexes (genderClues).
func (mg *magazine) agentNoun(ts []tok, k int) bool {
	if k >= 2 && isArticle(ts[k-1].w) && (ts[k-2].w == "by" || ts[k-2].w == "to" && k >= 3 && set("belongs belonged belong went goes")[ts[k-3].w]) {
		return true
	}
	return possessive(ts[k].raw)
}

// agentOf is the mention a gendered agent noun at k is said of: the
// clause's subject, the one item named before it ("The tallest sunflower
// was grown by a boy, and ..."), or -1.
func (mg *magazine) agentOf(ts []tok, ms []mention, k int) int {

	if !mg.agentNoun(ts, k) || len(ms) == 0 || ms[0].start != 0 && !(ms[0].start == 1 && isArticle(ts[0].w)) {
		return -1
	}
	if len(ms) > 1 && ms[1].start < k {
		return -1
	}
	for q := ms[0].end; q < k; q++ {
		if negationWords[ts[q].w] || ts[q].w == "or" || ts[q].w == "and" || ts[q].w == "if" {
			return -1
		}
	}
	return 0
}

// copulaBefore reports whether "are", "were", "is" or "was" stands within
// the four words before k (the gender noun): "Tom and Ben are boys",
// "Alan and Carl are both men", "Kate is a girl".
func copulaBefore(ts []tok, k int) bool {
	for j := k - 1; j >= 0 && j >= k-4; j-- {
		if set("are were is was")[ts[j].w] {
			return true
		}
		if ts[j].w == "and" {
			return false
		}
	}
	return false
}

// sexOfRow is the clue "x's row is one of the people of sex want" ("Aunt
// Fay's son": the child whose parent is Aunt Fay is a boy), where the
// puzzle tells everyone's sex (the story, first names, a count); nil
// where it does not, or where want says nothing (the noun has no sex,
// everyone is of it).
func (mg *magazine) sexOfRow(x logicgrid.Item, want gender) []logicgrid.Clue {
	g, people := mg.genders()
	match, _ := mg.peopleOfSex(want)
	switch {
	case len(match) == 0 || len(match) == len(g):
		return nil
	case x.D == people:
		return nil // a person named: their sex is known, the noun says nothing more
	case len(match) == 1:
		return []logicgrid.Clue{{Kind: logicgrid.Same, Items: []logicgrid.Item{x, match[0]}}}
	}
	return []logicgrid.Clue{{Kind: logicgrid.Either, Items: append([]logicgrid.Item{x}, match...)}}
}

// possessivePronouns are the sexes "his" and "her" in a clause tell of
// the one person they can stand for: "Alex is older than his cousin
// Sam", "Aunt Fay is Chris's aunt, not his mother" (the aunt is no "his").
// A pronoun is read so only when exactly one person of unknown or the
// same sex is named before it (the puzzle's people) and nothing else
// before it could be of that sex (another item whose title or noun says
// so, a gendered noun); "her" only before a noun ("her brother", not "met
// her at").
func (mg *magazine) possessivePronouns(text string) map[int]gender {
	ts := tokenize(text)
	ms := mg.lx.mentions(ts)
	out := map[int]gender{}
	for k, t := range ts {
		says := map[string]gender{"his": male, "her": female}[t.w]
		if says == unknownGender || mentionAt(ms, k) || t.w == "her" && (k+1 >= len(ts) || stop[ts[k+1].w] || !isLetters(ts[k+1].w) || mentionAt(ms, k+1)) {
			continue
		}
		who, others := -1, 0
		for _, m := range ms {
			if m.start >= k || len(m.items) != 1 {
				continue
			}
			it := m.items[0]
			switch {
			case it.D == mg.genderCat && (mg.gender[it.I] == unknownGender || mg.gender[it.I] == says):
				if who >= 0 && who != it.I {
					others++
				}
				who = it.I
			case it.D != mg.genderCat && itemSex(mg.p.ItemName(it)) == says:
				others++ // "Uncle Bob ... his": Bob may be the one
			}
		}
		for j := range k {
			if !mentionAt(ms, j) && genderNouns[ts[j].w] == says {
				others++ // "Sam's brother ... his"
			}
		}
		if who >= 0 && others == 0 && mg.gender[who] == unknownGender {
			out[who] = says
		}
	}
	return out
}

// itemSex is the sex an item's own first word says ("Aunt May", "Mr
// Hale", "Grandma Rose"), unknownGender when it says none.
func itemSex(name string) gender {
	w := words(name)
	if len(w) < 2 {
		return unknownGender
	}
	if x := genderNouns[w[0]]; x != unknownGender {
		return x
	}
	return map[string]gender{"mr": male, "mrs": female, "ms": female, "miss": female, "sir": male, "lady": female, "lord": male, "grandma": female, "grandpa": male, "granny": female, "grandad": male, "granddad": male}[w[0]]
}

// sexAside is the sex a clue says of a person by name with a gendered
// noun: "Robin, who is a granddaughter, ...", "Drew, who is a man, ...",
// "Robin is a girl." (ok false otherwise).
func (mg *magazine) sexAside(text string) (who int, says gender, ok bool) {
	m := sexAsideSaid.FindStringSubmatch(text)
	if m == nil {
		return 0, unknownGender, false
	}
	says = genderNouns[strings.ToLower(m[2])]
	ms := mg.lx.mentions(tokenize(m[1]))
	if says == unknownGender || len(ms) != 1 || len(ms[0].items) != 1 || ms[0].items[0].D != mg.genderCat {
		return 0, unknownGender, false
	}
	return ms[0].items[0].I, says, true
}

// sexAsideSaid is a name and "who is a <gendered noun>" (or "is a ...").
var sexAsideSaid = lazyRE(`(?i)^(\p{Lu}[\p{L}'.-]*(?: \p{Lu}[\p{L}'.-]*)?)(?:, who is| is|, who's) an? ([a-z]+)\b`)

// sexAsideHolds reports whether "subject, who is a <noun>" says only a
// sex the puzzle knows (then the aside adds nothing to read), and whether
// the sex is known at all.
func (mg *magazine) sexAsideHolds(subject, aside string) (holds, known bool) {
	f := strings.Fields(strings.ToLower(strings.TrimSpace(aside)))
	if len(f) != 3 || f[0] != "is" || f[1] != "a" && f[1] != "an" {
		return false, false
	}
	want := genderNouns[strings.TrimRight(f[2], ".,;")]
	g, people := mg.genders()
	ms := mg.lx.mentions(tokenize(subject))
	if want == unknownGender || people < 0 || len(ms) != 1 || len(ms[0].items) != 1 || ms[0].items[0].D != people {
		return false, false
	}
	x := g[ms[0].items[0].I]
	return x == want, x != unknownGender
}

// kinSexNouns are the kin words whose sex an item of relations gives.
var kinSexNouns = set("brother sister son daughter husband wife mother father uncle aunt nephew niece grandson granddaughter grandmother grandfather stepson stepdaughter")

// peopleOfSex are the people of sex want, where the puzzle tells
// everyone's sex (by whatever means genders found it); ok is false where
// it does not, or want is no sex.
func (mg *magazine) peopleOfSex(want gender) (out []logicgrid.Item, ok bool) {
	g, people := mg.genders()
	if want == unknownGender || people < 0 || len(g) == 0 {
		return nil, false
	}
	for i, x := range g {
		if x == unknownGender {
			return nil, false
		}
		if x == want {
			out = append(out, logicgrid.Item{D: people, I: i})
		}
	}
	return out, true
}
