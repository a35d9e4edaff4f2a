package english

import (
	"slices"
	"strings"

	"deduce/puzzle/logicgrid"
)

// A setter's aside says nothing of the items: "Lena's lot did not do best
// on history, I'm told", "Sadly, Bo's cake came last", "As it happens,
// ...". Read without it (it was refused: "I'm" names no item). Asides
// that hedge ("I think", "probably") stay and are refused by the guard.
var (
	asideAfter = lazyRE(`(?i),\s*(?:so\s+)?(?:I'm told|I am told|I hear|I gather|I'm glad to say|I'm sorry to say|we're told|we are told|as it happens|as it turned out|as it turns out|of course|in fact|naturally|sadly|happily|luckily|unfortunately|fortunately|as you might expect)\s*([.!]?)\s*$`)
	// "The cardigan, not surprisingly, took more wool than anything
	// else" (unseen63: "not" was read as a negation of the sentence)
	asideWithin = lazyRE(`(?i),\s*(?:not surprisingly|unsurprisingly|perhaps surprisingly|surprisingly|of course|naturally|as it happens|as it turned out|as expected|not unexpectedly|funnily enough|oddly enough|curiously|sadly|happily|luckily|unfortunately|fortunately|in fact|I'm told|we're told|I gather|it seems|it turns out|as you might expect),\s*`)
	// ", not unreasonably," in lower case (", not Kelly," is a contrast)
	notAdverbAside = lazyRE(`,\s*not [a-z]+ly,\s*`)
	asideBefore    = lazyRE(`(?i)^\s*(?:not surprisingly|unsurprisingly|perhaps surprisingly|surprisingly|as it happens|as it turned out|as it turns out|of course|in fact|naturally|sadly|happily|luckily|unfortunately|fortunately|funnily enough|oddly enough|curiously)\s*,\s*`)
)

// A relative clause in brackets ("Mr. Berry (who doesn't live in Dover)")
// is said between commas; "hour-long" as "1-hour".
var (
	parenRelative    = lazyRE(`\s*\(((?:who|whose|which)\b[^()]*?)\)\s*,?\s*`)
	parenRelativeEnd = lazyRE(`\s*\(((?:who|whose|which)\b[^()]*?)\)\s*([.!?;]|$)`)
	hourLong         = lazyRE(`(?i)\b(an? |the )(hour|minute|day|week|month|year|night)-long\b`)
)

// asidesSaid is s without a setter's aside at its end or start.
func asidesSaid(s string) string {
	s = parenRelativeEnd.ReplaceAllString(s, ", $1$2") // "... than Ann (who lives in Leeds)."
	s = parenRelative.ReplaceAllString(s, ", $1, ")    // "Mr. Berry (who doesn't live in Dover) finished ...": between commas
	s = hourLong.ReplaceAllString(s, "${1}1-${2}")     // "the hour-long session": a 1-hour one
	s = asideWithin.ReplaceAllString(s, " ")
	s = notAdverbAside.ReplaceAllString(s, " ") // ", not unnaturally,"
	s = asideAfter.ReplaceAllString(s, "$1")
	if loc := asideBefore.FindStringIndex(s); loc != nil && loc[1] < len(s) {
		rest := s[loc[1]:]
		s = string(rest[0]&^0x20) + rest[1:] // "Sadly, bo's cake" -> "Bo's cake"
		if rest[0] < 'a' || rest[0] > 'z' {
			s = rest
		}
	}
	return s
}

// "Between them, Cora and Edith chose Emma and Dracula", "Cora and Edith
// chose Emma and Dracula between them": one each, in some order (it was
// refused as a place between two others).
var (
	betweenThemBefore = lazyRE(`(?i)^\s*between (?:them|the two of them),\s*(.+?)\s*([.!]?)\s*$`)
	betweenThemAfter  = lazyRE(`(?i)^(.+?),?\s+between (?:them|the two of them)\s*([.!]?)\s*$`)
)

// betweenThemSaid is s said "..., in some order", or s itself.
func betweenThemSaid(s string) string {
	m := betweenThemBefore.FindStringSubmatch(s)
	if m == nil {
		m = betweenThemAfter.FindStringSubmatch(s)
	}
	if m == nil || strings.Count(m[1], " and ") != 2 || hasDigit(m[1]) || slices.ContainsFunc(tokenize(m[1]), func(t tok) bool { return isNumberWord(t.w) }) {
		return s // "Ann and Bo covered 7 miles between them": a total (sum.go)
	}
	return m[1] + ", in some order" + m[2]
}

// "The buyer who paid £20,000 more than Daniel completed a week after
// him": a pronoun ending the sentence is no one the subject is (that
// would be "himself"); where the subject is a description and the
// sentence names one person only, inside it, the pronoun is that person
// (of the pronoun's sex where it is known). Else the sentence is left as
// it is (and refused: it stands for someone named elsewhere).
var endPronoun = lazyRE(`(?i)\b(than|before|after|ahead of|behind) (him|her)([.!?]*)\s*$`)

// objectPronoun is a second clause whose object is a pronoun: "The juggler
// performed 45 minutes before the magician and finished two places below
// him": the pronoun is the first clause's object, the item it ends with
// (never its subject, which would be "himself").
var objectPronoun = lazyRE(`(?i)^(.+?),? (and|but) ([^,]+? (?:than|before|after|ahead of|behind|below|above|next to|beside)) (him|her|it|them)([.!?]*)\s*$`)

// asidePronoun is a main clause after an aside whose object is a pronoun:
// "Duke, who is 6 years older than the spaniel, went into the ring
// straight after it": the pronoun is the aside's last item.
var asidePronoun = lazyRE(`(?i)^([^,]+), ((?:who|which) [^,]+), ([^,]+? (?:than|before|after|ahead of|behind|below|above|next to|beside)) (him|her|it|them)([.!?]*)\s*$`)

// comparedObject is a clause that ends by comparing with its last item
// ("... 6 years older than the spaniel", "... before the magician"): the
// item a later object pronoun stands for.
var comparedObject = lazyRE(`(?i)\b(?:than|before|after|ahead of|behind|below|above|next to|beside)\s+(?:the\s+)?[^,]+$`)

// subjectPronouns open a clause with a subject of its own ("but she was
// born after him": whom "him" is, is read elsewhere).
var subjectPronouns = set("he she they it his her their its we i you")

// endPronounSaid is s with such a pronoun named, or s itself.
func (mg *magazine) endPronounSaid(s string) string {
	if m := asidePronoun.FindStringSubmatch(s); m != nil {
		last := mg.mentionText(m[2], false)
		if last != "" && strings.HasSuffix(strings.TrimSpace(m[2]), last) && len(mg.lx.mentions(tokenize(m[3]))) == 0 && comparedObject.MatchString(m[2]) {
			return m[1] + ", " + m[2] + ", " + m[3] + " " + withoutPossessive(last) + m[5]
		}
	}
	if m := objectPronoun.FindStringSubmatch(s); m != nil {
		first := strings.TrimSpace(m[1])
		last := mg.mentionText(first, false)
		if last != "" && strings.HasSuffix(first, last) && len(mg.lx.mentions(tokenize(first))) >= 2 && len(mg.lx.mentions(tokenize(m[3]))) == 0 &&
			comparedObject.MatchString(first) && !subjectPronouns[strings.ToLower(firstWord(m[3]))] {
			return first + " " + m[2] + " " + m[3] + " " + withoutPossessive(last) + m[5]
		}
	}
	loc := endPronoun.FindStringSubmatchIndex(s)
	if loc == nil {
		return s
	}
	head := s[:loc[4]]
	ts := tokenize(head)
	ms := mg.lx.mentions(ts)
	var people []mention
	for _, m := range ms {
		if len(m.items) == 1 && mg.personCategory(m.items[0].D) {
			people = append(people, m)
		}
	}
	if len(people) != 1 || len(ms) == 0 || ms[0].start == 0 || len(ts) == 0 || ts[0].w != "the" {
		return s
	}
	want := personalPronouns[strings.ToLower(s[loc[4]:loc[5]])]
	if g, d := mg.genders(); d == people[0].items[0].D && people[0].items[0].I < len(g) && g[people[0].items[0].I] != unknownGender && g[people[0].items[0].I] != want {
		return s
	}
	name := head[ts[people[0].start].col-1 : ts[people[0].end-1].end]
	return head + withoutPossessive(name) + s[loc[5]:]
}

// possessiveAside is "Pepper, Mrs. Hale's dog, is older than Rex": an
// aside that names its subject by its owner (unseen58: refused, three
// items with a comparison). Said "Pepper, who is Mrs. Hale's dog, ..."
// the relative clause reads it.
var possessiveAside = lazyRE(`^([^,]+), ([^,]*?(?:'s|’s|s'|s’) [a-z][^,]*), ([^,]+)$`)

// possessiveAsideSaid is s with such an aside said as a relative clause,
// where the subject and the owner are one item each and the rest has a
// verb.
func (mg *magazine) possessiveAsideSaid(s string) string {
	m := possessiveAside.FindStringSubmatch(s)
	if m == nil || !mg.onlyMention(m[1]) || len(mg.lx.mentions(tokenize(m[2]))) != 1 || !mg.hasVerb(m[3]) || comparing(m[2]) {
		return s
	}
	if owned := strings.Fields(m[2][strings.LastIndexAny(m[2], "'’")+1:]); len(owned) > 3 {
		return s // "Mrs. Hale's dog": a noun or two after the owner, no clause
	}
	return m[1] + ", who is " + m[2] + ", " + m[3]
}

// possessedAt is "Bram's dive at Sump Nine was the shallowest": an owner's
// thing placed by a preposition, then what is said of it.
var possessedAt = lazyRE(`(?i)^\s*(.+?(?:'s|’s|s'|s’)) ([a-z]+) (at|in|on|to|from|for) (.+?) (is|was|are|were) (.+?)[.!]?\s*$`)

// possessedAtSaid says "Bram's dive at Sump Nine was the shallowest" as
// "Bram's dive was at Sump Nine, and Bram's dive was the shallowest", where
// the owner and the place are one item each and the noun between is none.
func (mg *magazine) possessedAtSaid(s string) string {
	m := possessedAt.FindStringSubmatch(s)
	if m == nil || !mg.onlyMention(m[1]) || !mg.onlyMention(m[4]) || len(mg.lx.mentions(tokenize(m[2]))) > 0 || strings.Contains(m[4], ",") || strings.Contains(m[6], ",") {
		return s
	}
	owned := m[1] + " " + m[2]
	return owned + " " + m[5] + " " + m[3] + " " + m[4] + ", and " + owned + " " + m[5] + " " + m[6] + "."
}

// withThat is "X won first place with a project that took 5 hours less
// than Anya's": the clause, and what the relative clause says of X's
// thing.
var withThat = lazyRE(`(?i)^(.+?),? with (?:a|an|the|her|his|their|its) (\pL+) (?:that|which) (.+?)[.!]?\s*$`)

// withThatClauses reads such a sentence as its two clauses ("Celeste won
// first place", "Celeste's project took 5 hours less than Anya's"); ok is
// false for any other, or where the subject is not named first.
func (mg *magazine) withThatClauses(s string) ([][]logicgrid.Clue, bool, error) {
	m := withThat.FindStringSubmatch(s)
	if m == nil || !mg.hasVerb(m[3]) {
		return nil, false, nil
	}
	subj := mg.mentionText(m[1], true)
	if subj == "" || !strings.HasPrefix(m[1], subj) || strings.Contains(subj, "'") || strings.Contains(subj, "’") {
		return nil, false, nil
	}
	a, aerr := mg.clauses(m[1])
	b, berr := mg.clauses(subj + "'s " + m[2] + " " + m[3])
	if err := keep(aerr, berr); err != nil {
		return nil, true, err
	}
	return mg.product(a, b), true, nil
}
