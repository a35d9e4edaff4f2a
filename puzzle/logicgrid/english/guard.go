package english

import (
	"slices"
	"strconv"
	"strings"

	"deduce/puzzle/logicgrid"
)

// The guard (issue 25: never misread). The reader finds the items a clause
// names and, when no word it knows relates them otherwise, reads them as
// one and the same ("The cat owner is Ann"). Many words it does not know
// say something else: "phoned Ann" (two people), "Ann's sister" (not Ann),
// "nearly chose" (did not), "is allergic to" (not), "everyone except Ann",
// "$20 or more" (inclusive), "beat" where nothing is ranked. Each such word
// is a row of guardRules with what it means; every reading of a clause is
// checked against the rows once, before it is accepted (magazine.clue),
// and is then read as the words say ("different", "not", "at least") or
// refused with the reason. Like the position words (positions.go), such a
// word is never dropped.

// guardSense is what a guarded word does to the clause around it.
type guardSense int

const (
	// senseActsOn: a verb of one person acting on another ("phoned", "met"):
	// its object is a different person from the one who acts, so a
	// reading "X is the object" is read as "X is not the object".
	senseActsOn guardSense = iota
	// kin: a relation noun ("sister", "boss") after a possessive or
	// before "of": "the cat owner is Ann's sister" says the cat owner is
	// not Ann; said of anyone else ("Ann's brother owns the fox") the
	// relation is no category, and the clause is refused.
	senseKin
	// notSense: a verb whose sense is negative ("dislikes", "is allergic
	// to"): read as "not".
	// together: "Ann and the cat owner came together": two of them, not
	// one; refused.
	senseTogether
	// attribute: "the cat owner is Ann's age": refused unless the puzzle
	// has the category (then "Ann's age is 30" is hers).
	senseAttribute
	senseNot
	// unreal: what did not (or may not) happen ("nearly", "hoped to",
	// "would have"): refused, or read as "not" before "but" ("wanted the
	// dog but got the emu").
	senseUnreal
	// exception: "everyone except Ann ...": refused.
	senseException
	// approximate: "about $20": refused (no clue says "about").
	senseApproximate
	// atLeast, atMost: "$20 or more", "$20 or less": the value itself
	// too (at least $20).
	senseAtLeast
	senseAtMost
	// byTime: "arrived by 10:00am" is at or before it (a time only:
	// "was won by Ann" is identity).
	senseByTime
	// decade: "in her 30s", "in the 1990s": a range, not the item 30;
	// refused.
	senseDecade
	// shifted: "will be 30 next year", "10 years ago": a value at another
	// time; refused where the reading takes a value.
	senseShifted
	// over, under: "paid over $20" is more than $20, not $20 (a word the
	// comparisons do not know, dropped, read as the value itself).
	senseOver
	senseUnder
	// ranking: "beat", "trailed" compare along a ranking or score only.
	senseRanking
	// eliminated: "the first speller eliminated", "went out earlier":
	// the order of going out runs against the places (the first out
	// finished last), so a place read from an ordinal, a superlative or a
	// comparison is refused.
	senseEliminated
)

// guardRule is one row of the guard: the phrases (as tokenize writes them:
// lower case, apostrophes dropped), what they mean, and the category nouns
// under which they name a category's relation instead (a puzzle of
// husbands and wives reads "married" as the same couple).
type guardRule struct {
	sense   guardSense
	phrases []string
	reason  string
	unless  []string
}

// guardRules is the guard's table. Keep each list to words whose sense is
// not in doubt: a word here that a setter uses for "is" (bench english)
// makes the guard refuse a puzzle the reader reads.
var guardRules = []guardRule{
	{senseActsOn, []string{
		"phoned", "phones", "rang", "telephoned", "emailed", "texted", "wrote to", "met", "meets", "envies", "envied", "admires", "admired",
		"visited", "visits", "helped", "helps", "invited", "invites", "hired", "hires", "interviewed", "thanked", "greeted",
		"replaced", "replaces", "coached", "congratulated", "congratulates", "tutored", "mentored",
		"sat with", "sits with", "played against", "played with", "works with", "worked with", "danced with", "lives with", "lived with",
		"came with", "arrived with", "traveled with", "travelled with", "shared a table with", "works for", "worked for",
		"looks like", "resembles",
	}, "it says what one person did to another, so they are two different people", nil},
	{senseActsOn, []string{"married", "marries", "is married to", "was married to", "divorced", "dated"},
		"it says who married whom, and the puzzle has no category of spouses, so they are two different people",
		[]string{"husband", "wife", "spouse", "partner", "bride", "groom", "couple"}},
	{senseKin, []string{
		"sister", "sisters", "brother", "brothers", "sibling", "siblings", "twin", "twins", "wife", "wives", "husband", "husbands", "spouse",
		"son", "sons", "daughter", "daughters", "mother", "father", "parent", "parents", "mum", "mom", "dad", "aunt", "uncle", "niece", "nephew",
		"grandmother", "grandfather", "grandson", "granddaughter", "cousin", "cousins", "friend", "friends", "boyfriend", "girlfriend",
		"fiance", "fiancee", "neighbour", "neighbours", "neighbor", "neighbors", "boss", "partner", "partners", "colleague", "colleagues",
		"coach", "teacher", "tutor", "pupil", "student", "mentor", "assistant", "roommate", "flatmate", "classmate", "teammate", "rival",
		"bride", "groom",
	}, "it names someone by their relation to another person, who is a different person", nil},
	{senseTogether, []string{"together"}, "\"together\" says they went as a group, not who is who", nil},
	{senseAttribute, []string{"age", "height", "weight", "size", "build"},
		"it compares with another person's attribute, which the puzzle has no category of", nil},
	{senseNot, []string{
		"allergic to", "dislikes", "disliked", "dislike", "afraid of", "scared of", "frightened of", "hates", "hated", "hate",
		"cant stand", "cannot stand", "couldnt stand", "detests", "detested", "loathes", "loathed", "avoids", "avoided",
		"refused", "refuses", "declined", "rejected", "turned down", "far from", "just outside",
		"steered clear of", "steers clear of", "stayed clear of", "stays clear of", "kept clear of", "keeps clear of",
		"no interest in", "no time for", "no use for", "no taste for", "no appetite for", "no luck with",
		"missed out on", "misses out on", "lost out on", "loses out on", "passed on", "passed up", "passes up",
		"went without", "did without",
	}, "its verb says \"not\"", []string{"allergy", "allergies", "phobia", "fear", "dislike", "hate", "peeve", "aversion", "least"}}, // "allergic to nuts" of a category of allergies is the item itself
	{senseNot, []string{
		"a long way from", "a short way from", "some way from", "some distance from", "a little way from", "a short walk from",
		"a few houses from",
		"round the corner from", "around the corner from", "a stones throw from", "within sight of", "in sight of",
	}, "it places one some way from the other, so they are two different ones (how far is not read)", nil},
	{senseApproximate, []string{"about", "around", "roughly", "approximately", "nearly", "almost", "close to", "some", "or so", "or thereabouts", "give or take"},
		"an approximate amount is no exact one", nil},
	{senseUnreal, []string{
		"nearly", "almost", "hoped", "hopes to", "wished", "wishes she had", "wishes he had", "wishes they had",
		"tried", "tries to", "planned", "plans to", "intended", "intends to", "considered", "was offered", "were offered",
		"would have", "could have", "should have", "might have", "instead of", "rather than", "meant to",
		"used to", "no longer", "formerly", "gave away", "gave up", "any more", "anymore",
		"moved from", "moved out of", "switched from", "changed from", "transferred from", "looking for", "searching for", "hunting for",
		"might", "probably", "perhaps", "possibly", "maybe",
		"pretended", "pretends", "believes", "believed", "thinks", "says she", "says he", "said she", "said he",
	}, "it says what did not (or may not) happen, not what did", []string{"present", "gift", "wish", "request", "plan", "stake", "equity", "share", "donation"}}, // "gave away the smallest stake" of stakes: the stake itself
	// of a category of alibis or motives, the claim or the want is the item
	// ("whoever claims the chapel", "the suspect who wanted revenge")
	{senseUnreal, []string{"claims", "claimed"}, "it says what did not (or may not) happen, not what did", []string{"alibi", "alibis", "claim", "claims", "story", "stories", "excuse", "excuses"}},
	{senseUnreal, []string{"wanted"}, "it says what did not (or may not) happen, not what did", []string{"motive", "motives", "wish", "wishes", "want", "wants", "request", "present", "gift", "plan"}},
	// "is partnered with the one from Leeds": at a bridge table the partner
	// sits opposite; who partners whom is the puzzle's own rule (it was
	// read as the same person)
	{senseException, []string{"partnered with", "partnered by"},
		"a partnership is the puzzle's own relation between two people, which is not read", nil},
	{senseException, []string{"except", "excepting", "aside from", "all but", "everyone but", "everybody but", "anyone but", "no one but", "nobody but", "none but"},
		"a statement about everyone but one is not supported: say what that one has", nil},
	{senseAtLeast, []string{
		"or more", "or greater", "or higher", "or later", "or older", "or longer", "or taller", "or heavier", "or bigger", "or larger",
		"or above", "or over", "or after", "at least", "at the least", "a minimum of",
	}, "\"or more\" includes the value itself", nil},
	{senseAtMost, []string{
		"or less", "or fewer", "or lower", "or earlier", "or sooner", "or younger", "or shorter", "or lighter", "or smaller", "or cheaper",
		"or below", "or under", "or before", "at most", "at the most", "up to", "a maximum of",
	}, "\"or less\" includes the value itself", nil},
	{senseByTime, []string{"by"}, "\"by 10:00am\" is at or before it", nil},
	{senseDecade, []string{"in her", "in his", "in their", "in the", "during the"}, "a decade (\"in her 30s\") is a range of values, not one", nil},
	{senseShifted, []string{"next year", "last year", "years ago", "a year ago", "next month", "last month", "next week", "last week", "will be", "will turn"},
		"it gives a value at another time, not the one the puzzle asks for", nil},
	{senseOver, []string{"over", "in excess of", "upwards of"}, "\"over $20\" is more than $20", nil},
	{senseUnder, []string{"under"}, "\"under $20\" is less than $20", nil},
	{senseRanking, []string{"beat", "beats", "outscored", "outranked", "outplaced", "outperformed", "outpaced", "outran", "outrun", "outruns", "outpaces", "outscores", "outlasted", "defeated", "bested", "trailed", "trails"},
		"it says who beat whom, which is read only along a ranking, a score or a time", nil},
	{senseEliminated, []string{"eliminated", "knocked out", "went out", "go out", "goes out", "gone out", "going out", "sent home", "voted off",
		"voted out", "dropped out", "drops out", "bowed out", "crashed out", "was out", "were out", "one out", "exited", "fell out"},
		"the order of going out runs against the places (the first out finished last)", nil},
}

// guardPersonNouns head a phrase that names a person ("the person from Crewe",
// "the cat owner"), and name a category of people ("friends: ...").
var guardPersonNouns = set("person people one man men woman women lady ladies gentleman guy girl boy child children kid kids friend friends " +
	"owner buyer seller drinker eater player driver rider runner winner keeper lover fan holder customer visitor guest resident member " +
	"worker singer dancer painter writer reader baker cook chef farmer gardener grower collector traveler traveller passenger tenant " +
	"wearer user shopper diner swimmer cyclist golfer climber hiker walker sailor pilot actor actress artist author contestant " +
	"competitor entrant candidate participant name student pupil neighbour neighbor resident host hostess sister brother cousin")

// copulas join a subject to what it is.
var copulas = set("is was are were")

// guard checks one reading of a clause against guardRules: it returns the
// reading as the clause's words say it (a "same" the words deny read as
// "different", a strict bound "or more" read inclusive) or refuses it.
func (mg *magazine) guard(ts []tok, ms []mention, its []logicgrid.Item, cs []logicgrid.Clue) ([]logicgrid.Clue, error) {
	inMention := make([]bool, len(ts))
	for _, m := range ms {
		for k := m.start; k < m.end; k++ {
			inMention[k] = true
		}
	}
	g := guarded{mg: mg, ts: ts, ms: ms, its: its, inMention: inMention}
	// the phrases standing in the clause, in the table's order (a rule
	// may read the clause anew for the next)
	type hit struct{ rule, from, to int }
	var hits []hit
	for k, t := range ts {
		for _, ph := range guardIndex[t.w] {
			if k+len(ph.words) <= len(ts) && g.freeAt(k, ph.words) {
				hits = append(hits, hit{ph.rule, k, k + len(ph.words)})
			}
		}
	}
	slices.SortStableFunc(hits, func(a, b hit) int { return a.rule - b.rule })
	for _, h := range hits {
		rule := guardRules[h.rule]
		if mg.categoryNamed(rule.unless) || rule.sense == senseUnreal && mg.storySearches(ts[h.from].w) {
			continue
		}
		var err error
		if cs, err = g.check(rule, h.from, h.to, cs); err != nil {
			return nil, errorf("%q: %s", phrase(ts, h.from, h.to), err)
		}
	}
	cs, err := g.coordinatedSubject(cs) // coordinated.go
	if err != nil {
		return nil, err
	}
	if cs, err = g.widenSpans(cs); err != nil { // spans.go
		return nil, err
	}
	if len(ms) == 2 && its[0].D != its[1].D && pairJoined(ts, inMention, ms[0], ms[1]) && andBetween(ts, ms[0], ms[1]) && !mg.sameNamed(ts, inMention) {
		for _, c := range cs {
			if c.Kind == logicgrid.Same && slices.Contains(c.Items, its[0]) && slices.Contains(c.Items, its[1]) {
				// "A and B were hired in consecutive years": what
				// follows is said of the two, and no word read says
				// what; never "A is B" (it was read so: a silent
				// misreading)
				return nil, errorf("%q and %q: it says something of the two that is not read, not that they are one (say \"A is B\" or \"A and B are the same person\")",
					phrase(ts, ms[0].start, ms[0].end), phrase(ts, ms[1].start, ms[1].end))
			}
		}
	}
	if k, count := looseNumber(ts, inMention); k >= 0 && onlyIdentity(cs) && !(count && countsDifferent(cs, ts[k].w)) {
		// "Olive, who turned six, got the bike", "Exactly two houses
		// separate A from B", "A, B and C are three different people":
		// a number no item spells, said as an age, a gap or a count of
		// different ones, in a clause read as "is" or "is not" alone, is
		// left out of the reading (it was read as "Olive=bike", "A*B":
		// silent misreadings)
		return nil, errorf("%q: the number is left out of the reading (no item is spelt so, and no amount or position is read): say what it counts", ts[k].raw)
	}
	if k := mg.unknownSuperlative(ts, inMention); k >= 0 { // unknownsuper.go
		return nil, errorf("%q: cannot tell which way %q compares (say \"the highest\" or \"the lowest\")", phrase(ts, k, k+2), ts[k].raw)
	}
	if err := mg.groupScopeErr(ts, ms, cs); err != nil { // groupscope.go
		return nil, err
	}
	return g.actsOnAnother(cs)
}

// looseNumber is the first token outside the mentions that is a number
// (in figures or a word from two up: "one" is "the one who") said as an
// age ("turned six", "aged 6"), a gap ("two houses separate", "three
// apart", "two between") or a count of different ones ("three different
// people"), or -1; count says it is followed by "different". Other numbers are read by the constructions that know
// them ("the oldest of the four", "more than $25", "all three of").
func looseNumber(ts []tok, inMention []bool) (int, bool) {
	gap := false
	for k, t := range ts {
		switch t.w {
		case "separate", "separates", "separated", "separating", "apart":
			gap = true
		case "between":
			gap = gap || !rangeOpens(ts, k) // "between 40 and 45 years old" is a range (valueRange), no gap
		}
	}
	for k, t := range ts {
		if inMention[k] {
			continue
		}
		if n, ok := numberWords[t.w]; !(ok && n >= 2 || t.w != "" && strings.Trim(t.w, "0123456789") == "") {
			continue
		}
		prev := ""
		if k > 0 {
			prev = ts[k-1].w
		}
		switch prev {
		case "turned", "turns", "turning", "turn", "aged", "age":
			return k, false
		case "is", "was": // "who is six", not "is three times as old", "is two of"
			next := wordAt(ts, k+1)
			if _, cmp := comparatives[next]; !cmp && next != "times" && next != "of" && next != "more" && next != "less" && next != "fewer" {
				return k, false
			}
		}
		if gap {
			return k, false
		}
		if wordAt(ts, k+1) == "different" {
			return k, true
		}
	}
	return -1, false
}

// countsDifferent says the number w counts the items of a clue "all
// different" ("the four people were A, B, C and D", "A, B and C are three
// different people").
func countsDifferent(cs []logicgrid.Clue, w string) bool {
	n, ok := numberWords[w]
	if !ok {
		n, _ = strconv.Atoi(w)
	}
	for _, c := range cs {
		if c.Kind == logicgrid.Different && len(c.Items) == n {
			return true
		}
	}
	return false
}

// onlyIdentity says every clue of a reading is "is" or "is not" (no
// order, amount or condition that could have read a number).
func onlyIdentity(cs []logicgrid.Clue) bool {
	for _, c := range cs {
		if c.Kind != logicgrid.Same && c.Kind != logicgrid.Different {
			return false
		}
	}
	return len(cs) > 0
}

// actsOnAnother reads a verb the table does not list between a person and
// another one of their kind: "The Lions thrashed the team from Ely", "Ann
// coached the Ely player" (of players), "The red team crushed the Hove
// team". The object is named as one of the subject's kind (its category's
// noun, or "the woman", "the one"), so a reading "the subject is the
// object" is read as "is not" (as a listed verb of acting on someone,
// senseActsOn). After a verb of being ("is", "became", "as") it is the
// same one. An object that is a rank of a person ("Ann upset the
// champion") is refused: the verb may say she is it or acted on it.
func (g guarded) actsOnAnother(cs []logicgrid.Clue) ([]logicgrid.Clue, error) {
	if len(g.ms) == 1 && hasSame(cs) {
		return g.actsOnRanked(cs)
	}
	if len(g.ms) != 2 || !hasSame(cs) || g.ms[0].start > 2 {
		return cs, nil
	}
	s, o := g.ms[0], g.ms[1]
	after := singular(wordAt(g.ts, s.end)) // "the red team"
	team := teamNouns[domainNoun(g.mg.p.Domains[g.its[0].D].Name)] || teamNouns[after]
	subjectKind := func(w string) bool {
		return hasCue(g.mg.lx.cues[g.its[0].D], w) || genericPersonNouns[w] || team && teamNouns[w] ||
			w == after && guardPersonNouns[w] // "the Ely player ... the Hove player"
	}
	// the object's phrase: where it starts, and the noun that names it
	// as one of the subject's kind, or as a person
	kindNoun, from := "", o.start
	for k := s.end + 1; k < o.start; k++ {
		// "the team from Ely", "the player in red", "the one who owns the emu"
		if subjectKind(singular(g.ts[k].w)) && personPreps[wordAt(g.ts, k+1)] && isArticle(g.ts[k-1].w) && !g.inMention[k] {
			kindNoun, from = g.ts[k].raw, k-1
			break
		}
	}
	if w := singular(wordAt(g.ts, o.end)); kindNoun == "" && o.end < len(g.ts) && !g.inMention[o.end] && (subjectKind(w) || guardPersonNouns[w] && w != "name" && w != "one") {
		kindNoun = g.ts[o.end].raw // "the Ely player", "the Hove team", "the dog owner"
	}
	verb := false
	for k := s.end; k < from; k++ { // the verb, before the object's phrase
		w := g.ts[k].w
		if g.inMention[k] || identityWords[w] && !phoned(g.ts, k) || negationWords[w] {
			return cs, nil
		}
		if _, cmp := comparatives[w]; cmp || positionWords[w] {
			return cs, nil
		}
		verb = verb || !stop[w] && !isArticle(w)
	}
	if !verb {
		return cs, nil
	}
	person := g.mg.personCategory(g.its[0].D) || team || guardPersonNouns[after]
	if kindNoun != "" && person && g.relationOfCategory(s.end, from, g.its[0].D) {
		// "Eleanor married the man from Barley" where the grooms are a
		// category: the verb names the row's own relation (unseen47: it
		// was read as two different ones)
		return cs, nil
	}
	if kindNoun != "" && person {
		if d := g.mg.categoryOfNoun(kindNoun); d >= 0 && d != g.its[0].D && g.mg.personCategory(d) {
			// "Ms Reid tutors the maths student" of tutors and students:
			// the noun names another category of people, so the subject
			// is no student; the verb of the subject's own category
			// pairs them, any other may or may not (it was read as two
			// different students)
			if g.verbOfCategory(s.end, from, g.its[0].D) {
				return cs, nil
			}
			return nil, errorf("%q: it says what one person did to another, and the puzzle has two categories of people: it cannot tell whether the sentence pairs them", phrase(g.ts, s.start, min(len(g.ts), o.end+1)))
		}
		reason := "it says what one " + singular(strings.ToLower(kindNoun)) + " did to another, so they are two different ones"
		return g.notSame(cs, 1, reason)
	}
	if person && o.end-o.start == 1 && roleNoun(g.ts[o.start].w) && g.mg.num[g.its[1].D] == nil && !g.mg.personCategory(g.its[1].D) && !playsRole(g.ts[s.end:o.start]) {
		return nil, errorf("%q: cannot tell whether it says %s is the %s or did something to the %s: say \"X is the %s\" or \"X is not the %s\"",
			phrase(g.ts, s.end, o.start), phrase(g.ts, s.start, s.end), g.ts[o.start].raw, g.ts[o.start].raw, g.ts[o.start].raw, g.ts[o.start].raw)
	}
	return cs, nil
}

// verbOfCategory reports whether a word from..to is the verb of category
// d's noun ("tutors" of tutors, "visited" of visitors).
func (g guarded) verbOfCategory(from, to, d int) bool {
	for k := from; k < to && k < len(g.ts); k++ {
		if !g.inMention[k] && g.mg.agentCategory(g.ts[k].w) == d {
			return true
		}
	}
	return false
}

// relationOfCategory reports whether tokens from..to hold a guard phrase
// whose relation a category of the puzzle other than the subject's (d)
// names ("married" where there are husbands, grooms or partners; not the
// brides themselves).
func (g guarded) relationOfCategory(from, to, d int) bool {
	others := slices.Delete(slices.Clone(g.mg.p.Domains), d, d+1)
	for k := from; k < to; k++ {
		for _, ph := range guardIndex[g.ts[k].w] {
			if r := guardRules[ph.rule]; k+len(ph.words) <= to && g.freeAt(k, ph.words) && len(r.unless) > 0 && categoryNamedIn(others, r.unless) {
				return true
			}
		}
	}
	return false
}

// actsOnRanked reads "Ann congratulated the winner", "Bo phoned the
// youngest player": a verb of one person acting on a person said by a
// place or an extreme, so two different people (it was read as "Ann
// finished 1st"). The object's words must name a person ("the winner",
// "the youngest player"; "ran the fastest lap" names none).
func (g guarded) actsOnRanked(cs []logicgrid.Clue) ([]logicgrid.Clue, error) {
	m := g.ms[0]
	if !g.mg.personCategory(g.its[0].D) && !guardPersonNouns[singular(wordAt(g.ts, m.end))] {
		return cs, nil
	}
	// the other side: the words after the mention ("Ann congratulated
	// the winner"), or before it ("The champion thanked Bo")
	from, to := m.end, len(g.ts)
	if m.start > 2 {
		from, to = 0, m.start
	}
	ranked := func(w string) bool { return guardPersonNouns[singular(w)] && !genericPersonNouns[w] || w == "champion" }
	verb, person := -1, false
	for k := from; k < to; k++ {
		w := g.ts[k].w
		if _, cmp := comparatives[w]; cmp || identityWords[w] && !phoned(g.ts, k) || negationWords[w] || positionWords[w] || rankedAs[w] {
			return cs, nil // "is the champion", "emerged the winner"; "called the champion" phoned
		}
		if from > 0 || verb >= 0 { // after the mention: the object, after the verb
			if verb < 0 && !stop[w] && !isArticle(w) && !ranked(w) {
				verb = k
				continue
			}
			person = person || verb >= 0 && ranked(w)
			continue
		}
		if ranked(w) { // before the mention: the subject, then the verb
			person = true
			continue
		}
		if person && !stop[w] && !isArticle(w) {
			verb = k
		}
	}
	if from > 0 && (verb < 0 || wordAt(g.ts, verb+1) != "the") || from == 0 && (verb < 0 || verb+1 != m.start && !(verb+2 == m.start && isArticle(g.ts[verb+1].w))) {
		return cs, nil
	}
	if !person {
		return cs, nil
	}
	out := make([]logicgrid.Clue, 0, len(cs))
	for _, c := range cs {
		if c.Kind == logicgrid.Same && len(c.Items) == 2 && slices.Contains(c.Items, g.its[0]) {
			c.Kind = logicgrid.Different
		}
		out = append(out, c)
	}
	return out, nil
}

// phoned reports whether "called" or "named" at k is a verb of its own
// ("Ann called the champion": phoned; "Bo named the Rye player as
// captain"), not a name ("is called", "was called", "the woman named
// Ann").
func phoned(ts []tok, k int) bool {
	switch ts[k].w {
	case "named":
		// "Bo named the Rye player as captain": a verb of acting on
		// someone said with an article; "the woman named Ann" names her
		if !isArticle(wordAt(ts, k+1)) {
			return false
		}
	case "called":
	default:
		return false
	}
	return !identityWords[wordAt(ts, k-1)] && !negationWords[wordAt(ts, k-1)]
}

// rankedAs are verbs that say the subject is the one ranked: "emerged the
// winner", "finished the fastest runner", "was crowned the champion".
var rankedAs = set("emerged ended finished came crowned declared named voted proved turned won wins win placed ranked rated scored")

// identityWords say the subject is the object (or has it as its own):
// with one, no verb acts on another.
var identityWords = set("is was are were be been being am became become becomes remained remains as named called known also now own owns owned has have had")

// genericPersonNouns name a person of any kind: "the woman from Ely".
var genericPersonNouns = set("person one man woman lady gentleman guy girl boy child kid")

// teamNouns name a side: "the red team", "the Hove side".
var teamNouns = set("team side squad club crew band outfit")

// personPreps open the phrase that describes a person: "the team from
// Ely", "the player in red", "the woman with the cat".
var personPreps = set("from in with of wearing who that")

// roleNoun reports whether an item's word names a person by their
// standing or job ("the champion", "the lawyer", "the pilot").
func roleNoun(w string) bool {
	return personRanks[w] || jobNouns[w] || guardPersonNouns[w] && !genericPersonNouns[w] && w != "name" && w != "friend" && w != "friends"
}

// playsRole reports whether the words between subject and object give
// the subject a role ("plays the nurse", "portrayed the pilot"): the same
// one.
func playsRole(ts []tok) bool {
	for _, t := range ts {
		if set("play plays played playing portray portrays portrayed portraying")[t.w] {
			return true
		}
	}
	return false
}

// jobNouns are jobs a puzzle lists as items ("jobs: lawyer, nurse, ...").
var jobNouns = set("lawyer attorney nurse doctor surgeon dentist vet veterinarian teacher professor tutor pilot chef cook engineer architect plumber " +
	"electrician carpenter mechanic accountant banker librarian journalist reporter photographer designer programmer firefighter officer " +
	"detective judge pharmacist therapist scientist chemist physicist biologist pianist violinist drummer guitarist butcher florist tailor " +
	"waiter waitress clerk cashier manager director editor secretary " +
	"coach trainer treasurer president chairman chairwoman chairperson scorer umpire referee steward organiser organizer")

// personRanks are items that are a person's standing, which a verb may
// give ("became the champion") or act on ("upset the champion").
var personRanks = set("champion champions winner winners loser runner captain leader favourite favorite underdog holder defender challenger finalist semifinalist")

// sameNamed reports whether "the same" says the two are one: "the same
// person", "one and the same", "in the same year" of a category of years
// (one item each); not "on the same street", which no category has.
func (mg *magazine) sameNamed(ts []tok, inMention []bool) bool {
	for k, t := range ts {
		if inMention[k] || t.w != "same" {
			continue
		}
		n := wordAt(ts, k+1)
		if n == "" || guardPersonNouns[singular(n)] || n == "individual" {
			return true
		}
		for d := range mg.p.Domains {
			if hasCue(mg.lx.cues[d], n) {
				return true
			}
		}
	}
	return false
}

// andBetween reports whether "and" joins mentions a and b.
func andBetween(ts []tok, a, b mention) bool {
	for k := a.end; k < b.start; k++ {
		if ts[k].w == "and" {
			return true
		}
	}
	return false
}

// guardIndex finds the phrases of guardRules by their first word.
var guardIndex = func() map[string][]guardPhrase {
	idx := map[string][]guardPhrase{}
	for r, rule := range guardRules {
		for _, ph := range rule.phrases {
			ws := strings.Fields(ph)
			idx[ws[0]] = append(idx[ws[0]], guardPhrase{r, ws})
		}
	}
	return idx
}()

// guardPhrase is one phrase of guardRules[rule], split into words.
type guardPhrase struct {
	rule  int
	words []string
}

// guarded is a clause being checked: its words, its mentions and the
// items they were read as.
type guarded struct {
	mg        *magazine
	ts        []tok
	ms        []mention
	its       []logicgrid.Item
	inMention []bool
}

// freeAt reports whether the words pw stand at k, none of them in a
// mention.
func (g guarded) freeAt(k int, pw []string) bool {
	for j, w := range pw {
		if g.inMention[k+j] || g.ts[k+j].w != w {
			return false
		}
	}
	return true
}

// mentionOf is the index of the mention item it was read from, or -1 (an
// item a superlative named).
func (g guarded) mentionOf(it logicgrid.Item) int {
	for k, x := range g.its {
		if x == it {
			return k
		}
	}
	return -1
}

// involves reports whether clue c names the item of mention k.
func (g guarded) involves(c logicgrid.Clue, k int) bool {
	for _, it := range c.Items {
		if g.mentionOf(it) == k {
			return true
		}
	}
	return false
}

// check applies one rule whose phrase stands at from..to.
func (g guarded) check(rule guardRule, from, to int, cs []logicgrid.Clue) ([]logicgrid.Clue, error) {
	switch rule.sense {
	case senseActsOn:
		obj := g.object(to)
		if obj < 0 || !g.personBefore(from) {
			return cs, nil // "met on March 3rd", "visited Crewe", "the dog came with Ann": no person acting on a person
		}
		if d := g.mg.agentCategory(g.ts[from].w); d >= 0 && slices.ContainsFunc(g.its, func(it logicgrid.Item) bool { return it.D == d }) {
			// "Mr Hale was visited by his son" of a category of visitors:
			// the verb is the category's own, and the sentence pairs them
			return cs, nil
		}
		if d := g.mg.storyRelation(strings.ToLower(phrase(g.ts, from, to))); d >= 0 && slices.ContainsFunc(g.its, func(it logicgrid.Item) bool { return it.D == d }) {
			// "Neither Brody nor Celeste worked with Mr. Huang" where the
			// story says each "worked with a different teacher": the
			// story's own relation of the row
			return cs, nil
		}
		if g.mg.peopleCategories() > 1 && g.involvesAny(cs, obj) {
			// patients and doctors: "Ann visited Dr Ames" may pair them
			return nil, errorf("%s, but the puzzle has two categories of people: it cannot tell whether the sentence pairs them", rule.reason)
		}
		return g.notSame(cs, obj, rule.reason)
	case senseTogether:
		if hasSame(cs) {
			return nil, errorf("%s", rule.reason)
		}
	case senseAttribute:
		if g.mg.categoryNamed([]string{g.ts[from].w}) {
			return cs, nil
		}
		for j, m := range g.ms {
			if m.end == from && possessive(g.ts[m.end-1].raw) || m.end+1 == from && guardPersonNouns[singular(g.ts[m.end].w)] && possessive(g.ts[m.end].raw) {
				if g.mg.personCategory(g.its[j].D) || m.end+1 == from {
					return nil, errorf("%s", rule.reason)
				}
			}
		}
	case senseKin:
		return g.kinRelation(rule, from, to, cs)
	case senseNot:
		obj := g.firstMentionFrom(to)
		if obj < 0 || !g.nextTo(to, obj) {
			return cs, nil // "Cy hates fish, so ...": no item is what the verb is said of
		}
		for k := range from {
			if !g.inMention[k] && negationWords[g.ts[k].w] {
				return nil, errorf("%s, and a second negation makes it unclear", rule.reason)
			}
		}
		if g.mg.personCategory(g.its[obj].D) && g.mg.peopleCategories() > 1 && g.involvesAny(cs, obj) {
			// "Ann dislikes Dr Ames": her own doctor, or another?
			return nil, errorf("%s of a person, and the puzzle has two categories of people: it cannot tell whether the sentence pairs them", rule.reason)
		}
		return g.notSame(cs, obj, rule.reason)
	case senseUnreal:
		if w := strings.ToLower(phrase(g.ts, from, to)); (w == "used to" && wordAt(g.ts, to) == "be" || w == "formerly" && set("a an the")[wordAt(g.ts, to)]) && g.mg.pastStory() {
			// "one used to be a teacher" where the story tells "the jobs
			// they did before retiring": the job is that past one
			return cs, nil
		}
		if g.mg.beforeBut {
			// "Ann wanted the dog, but got the emu": she did not get the dog
			if obj := g.firstMentionFrom(to); obj >= 0 {
				return g.notSame(cs, obj, rule.reason)
			}
		}
		return nil, errorf("%s; say what happened", rule.reason)
	case senseException:
		return nil, errorf("%s", rule.reason)
	case senseApproximate:
		if to < len(g.ts) && g.amountAt(to) || g.valueEndsAt(from) >= 0 { // "about $20", "30 or so"
			return nil, errorf("%s; say the amount exactly", rule.reason)
		}
		return cs, nil
	case senseByTime:
		if to < len(g.ts) && g.timeAt(to) {
			return g.inclusiveBound(cs, from, to, false, rule.reason)
		}
	case senseDecade:
		for j, m := range g.ms {
			if m.start == to && m.end == to+1 && g.mg.decadeCategory(g.ts, to) == g.its[j].D {
				return g.widenDecade(cs, j, rule.reason) // decade.go
			}
			if m.start == to && g.mg.num[g.its[j].D] != nil && decade(g.ts[m.end-1].raw) && !decade(strings.TrimSpace(g.mg.p.ItemName(g.its[j]))) { // (items "1950s, 1960s" are decades themselves)
				return nil, errorf("%s", rule.reason)
			}
		}
	case senseShifted:
		if g.ts[from].w == "will" && !g.amountAt(to) {
			return cs, nil // "the 9:00am guest will be in the red room": no value said at another time
		}
		for _, c := range cs {
			for _, it := range c.Items {
				if g.mg.num[it.D] != nil && c.Kind != logicgrid.Less && c.Kind != logicgrid.LessBy && c.Kind != logicgrid.DiffBy {
					return nil, errorf("%s", rule.reason)
				}
			}
		}
	case senseAtLeast, senseAtMost:
		if to < len(g.ts) && g.ts[to].w == "than" {
			return cs, nil // "2 years older or younger than": an either/or
		}
		return g.inclusiveBound(cs, from, to, rule.sense == senseAtLeast, rule.reason)
	case senseOver, senseUnder:
		return g.strictBound(cs, to, rule.sense == senseOver, rule.reason)
	case senseEliminated:
		return cs, g.placeFromElimination(cs, rule.reason)
	case senseRanking:
		for _, c := range cs {
			if comparison(c.Kind) && !g.mg.ranked(c.Domain) && !g.mg.contestMeasure(c.Domain) {
				return nil, errorf("%s, and %q is none", rule.reason, g.mg.p.Domains[c.Domain].Name)
			}
		}
	}
	return cs, nil
}

// comparison reports whether a clue kind compares values along a category.
func comparison(k logicgrid.ClueKind) bool {
	switch k {
	case logicgrid.Less, logicgrid.LessBy, logicgrid.DiffBy, logicgrid.ApartBy, logicgrid.Apart, logicgrid.RingBy, logicgrid.AroundBy:
		return true
	}
	return false
}

// notSame reads a clause whose words say its object obj is a different
// person from the other item named: a Same of the two is a Different. In a
// clause of more than two items, or with any other clue about obj, what
// the words say of obj is unclear: refused.
func (g guarded) notSame(cs []logicgrid.Clue, obj int, reason string) ([]logicgrid.Clue, error) {
	out := make([]logicgrid.Clue, 0, len(cs))
	for _, c := range cs {
		if !g.involves(c, obj) {
			out = append(out, c)
			continue
		}
		switch {
		case c.Kind == logicgrid.Different:
			out = append(out, c)
		case c.Kind == logicgrid.Same && len(g.ms) <= 2 && len(c.Items) == 2: // (one mention: the other said by a place, "the winner emailed Ann")
			out = append(out, logicgrid.Clue{Kind: logicgrid.Different, Items: c.Items})
		default:
			return nil, errorf("%s, and this sentence says more of them than can be read", reason)
		}
	}
	return out, nil
}

// nextTo reports whether mention j follows token k with at most an
// article between ("hates the dog", "allergic to cats").
func (g guarded) nextTo(k, j int) bool {
	start := g.ms[j].start
	return start == k || start == k+1 && (isArticle(g.ts[k].w) || set("his her their")[g.ts[k].w])
}

// firstMentionFrom is the first mention starting at or after token k, or
// -1.
func (g guarded) firstMentionFrom(k int) int {
	for j, m := range g.ms {
		if m.start >= k {
			return j
		}
	}
	return -1
}

// object is the mention a verb ending at token k acts on when it names a
// person ("phoned Ann", "met the person from Crewe", "was phoned by the
// cat owner"), else -1 ("met on March 3rd", "visited Crewe").
func (g guarded) object(k int) int {
	j := g.firstMentionFrom(k)
	if j < 0 {
		return -1
	}
	m := g.ms[j]
	if m.start-k > 6 {
		return -1
	}
	person := g.mg.personCategory(g.its[j].D)
	for i := k; i < m.start; i++ {
		w := g.ts[i].w
		if _, cmp := comparatives[w]; cmp || negationWords[w] || w == "on" || w == "at" || w == "in" || w == "and" || w == "or" || w == "but" || w == "than" || isNumberWord(w) || g.ts[i].dollar {
			return -1 // "met 7 days before Dora", "met on March 3rd"
		}
		person = person || guardPersonNouns[w]
	}
	if m.end < len(g.ts) && guardPersonNouns[g.ts[m.end].w] && !set("one ones person people name")[g.ts[m.end].w] { // "the cat owner", not "..., one is Ned"
		person = true
	}
	if m.end-m.start == 1 && roleNoun(g.ts[m.start].w) {
		person = true // "married the pilot", "hired the chef": a job names a person
	}
	if m.end-m.start > 1 && guardPersonNouns[g.ts[m.end-1].w] {
		person = true // "thanked the Leeds player": a mention that ends in a person noun (a place's lexicon takes the noun in)
	}
	if !person {
		return -1
	}
	return j
}

// involvesAny reports whether a clue of cs names mention k's item.
func (g guarded) involvesAny(cs []logicgrid.Clue, k int) bool {
	for _, c := range cs {
		if g.involves(c, k) {
			return true
		}
	}
	return false
}

// peopleCategories counts the categories of people.
func (mg *magazine) peopleCategories() int {
	n := 0
	for d := range mg.p.Domains {
		if mg.personCategory(d) {
			n++
		}
	}
	return n
}

// personBefore reports whether a person is named before token k: an item
// of a category of people, a phrase headed by a person noun ("the person
// from Crewe", "the cat owner").
func (g guarded) personBefore(k int) bool {
	for j, m := range g.ms {
		if m.start < k && g.mg.personCategory(g.its[j].D) {
			return true
		}
	}
	for i := range k {
		if !g.inMention[i] && guardPersonNouns[g.ts[i].w] {
			return true
		}
	}
	return false
}

// kin checks a relation noun at from..to: "<X>'s sister", "the sister of
// X", "A and B are sisters".
func (g guarded) kinRelation(rule guardRule, from, to int, cs []logicgrid.Clue) ([]logicgrid.Clue, error) {
	ts, noun := g.ts, g.ts[from].w
	if g.mg.categoryNamed([]string{noun}) || g.mg.categoryNamed(kinCategories[singular(noun)]) {
		return cs, nil // "Maud's husband was not Edwin" in a puzzle of husbands
	}
	// "Ann's best friend", "the rabbit owner's twin sister", "are old
	// friends": the words that qualify the relation stand before it
	for from > 0 && !g.inMention[from-1] && kinModifiers[ts[from-1].w] {
		from--
	}
	other, at := -1, -1 // the mention the relation is to, where its phrase starts
	for j, m := range g.ms {
		// "Ann's sister", "the cat owner's sister"; not "the Owls' coach"
		// (a team's coach is the team's person)
		own := m.end == from && possessive(ts[m.end-1].raw) && (g.mg.personCategory(g.its[j].D) || inverseKin(noun, g.mg.p.Domains[g.its[j].D].Name))
		ownerOf := m.end+1 == from && guardPersonNouns[singular(ts[m.end].w)] && possessive(ts[m.end].raw)
		if own || ownerOf {
			other, at = j, m.start
			if at > 0 && isArticle(ts[at-1].w) {
				at--
			}
		}
	}
	if other < 0 && to < len(ts) && (ts[to].w == "of" || ts[to].w == "to" || ts[to].w == "with") {
		if j := g.object(to + 1); j >= 0 { // "the sister of the cat owner", not "the coach of the Owls"
			other, at = j, from
			if at > 0 && isArticle(ts[at-1].w) {
				at--
			}
		}
	}
	if positionWords[noun] && !hasSame(cs) {
		return cs, nil // "Elsie is Agnes's neighbour on the church side", "A and B are neighbours": read along the row
	}
	if other < 0 {
		// "Ann and the fox owner are sisters": two different people
		if from > 0 && (ts[from-1].w == "are" || ts[from-1].w == "were" || ts[from-1].w == "both" || ts[from-1].w == "all") && strings.HasSuffix(noun, "s") {
			return g.pairDiffers(cs, from, rule.reason)
		}
		if from > 0 && (ts[from-1].w == "his" || ts[from-1].w == "her" || ts[from-1].w == "their") && !g.inMention[from-1] &&
			singular(noun) == noun && describes[wordAt(ts, to)] && (from < 2 || ts[from-2].w != "of") {
			// "..., and neither is his friend with the rabbit": the
			// friend is not "him", whom the reading leaves out
			return nil, errorf("%s (%q), which is left out of the reading: name that person", rule.reason, ts[from-1].raw)
		}
		return cs, nil // "the friend with the pretzel": a person, no relation
	}
	if other >= 0 && inverseKin(noun, g.mg.p.Domains[g.its[other].D].Name) {
		// "Kim's parent plays rugby" where Kim is of the category of
		// children: the one whose child Kim is, Kim's own row (unseen49);
		// "Aunt Fay's son" also says that row's sex where the puzzle
		// gives everyone's
		return append(cs, g.mg.sexOfRow(g.its[other], genderNouns[noun])...), nil
	}
	if at > 0 && copulas[ts[at-1].w] {
		// "The cat owner is Ann's sister": the subject is not Ann
		for _, c := range cs {
			if g.involves(c, other) && c.Kind != logicgrid.Same && c.Kind != logicgrid.Different { // a Different: "twin" of "twin sister" read it
				return nil, errorf("%s; only \"X is Y's %s\" is read (X is not Y)", rule.reason, singular(noun))
			}
		}
		return g.notSame(cs, other, rule.reason)
	}
	for _, c := range cs {
		if g.involves(c, other) {
			return nil, errorf("%s, and the puzzle has no category of %ss to say who that is", rule.reason, singular(noun))
		}
	}
	return cs, nil
}

// kinInverses are, for a relation noun, the category nouns whose items
// stand in that relation's other direction to the row's person: "Kim's
// parent" of a category of children is the row whose child Kim is.
var kinInverses = map[string][]string{
	"parent": {"child", "children", "son", "daughter", "kid"}, "mother": {"child", "children", "son", "daughter", "kid"},
	"father": {"child", "children", "son", "daughter", "kid"}, "mum": {"child", "children", "son", "daughter", "kid"},
	"mom": {"child", "children", "son", "daughter", "kid"}, "dad": {"child", "children", "son", "daughter", "kid"},
	"child": {"mother", "father", "parent", "mum", "mom", "dad"}, "son": {"mother", "father", "parent", "mum", "mom", "dad"},
	"daughter": {"mother", "father", "parent", "mum", "mom", "dad"},
	"husband":  {"wife", "wives"}, "wife": {"husband"}, "grandchild": {"grandmother", "grandfather", "grandparent"},
	"grandmother": {"grandchild", "grandson", "granddaughter"}, "grandfather": {"grandchild", "grandson", "granddaughter"},
	// "Mr. Brandt's student" of a category of teachers: the one he teaches
	"student": {"teacher", "tutor", "instructor", "coach", "mentor", "trainer"}, "pupil": {"teacher", "tutor", "instructor", "coach", "mentor"},
	"trainee": {"trainer", "instructor", "mentor", "coach"}, "teacher": {"student", "pupil"}, "tutor": {"student", "pupil"},
	"coach": {"player", "athlete", "trainee", "student", "pupil"}, "client": {"lawyer", "agent", "solicitor", "accountant", "trainer", "stylist", "therapist"},
	"patient": {"doctor", "dentist", "nurse", "therapist", "vet"},
}

// inverseKin reports whether "X's noun", X of the category named
// category, is X's own row.
func inverseKin(noun, category string) bool {
	for _, w := range words(category) {
		if slices.Contains(kinInverses[singular(noun)], singular(w)) {
			return true
		}
	}
	return false
}

// pairDiffers reads "A and B are sisters" (the noun at k): a Same of two
// items named before it is a Different; a negation is refused.
func (g guarded) pairDiffers(cs []logicgrid.Clue, k int, reason string) ([]logicgrid.Clue, error) {
	out := make([]logicgrid.Clue, 0, len(cs))
	for _, c := range cs {
		before := true
		for _, it := range c.Items {
			j := g.mentionOf(it)
			before = before && j >= 0 && g.ms[j].end <= k
		}
		switch {
		case !before:
			out = append(out, c)
		case c.Kind == logicgrid.Same:
			out = append(out, logicgrid.Clue{Kind: logicgrid.Different, Items: c.Items})
		default:
			return nil, errorf("%s, and this sentence says more of them than can be read", reason)
		}
	}
	return out, nil
}

// kinModifiers qualify a relation noun: "best friend", "twin sister",
// "older brother", "next-door neighbour" is read along a row instead.
var kinModifiers = set("best good close dear old oldest lifelong childhood twin older elder younger big little baby kid half step " +
	"first second distant former new school pen")

func hasSame(cs []logicgrid.Clue) bool {
	for _, c := range cs {
		if c.Kind == logicgrid.Same {
			return true
		}
	}
	return false
}

func isArticle(w string) bool { return w == "the" || w == "a" || w == "an" }

// kinCategories are the category nouns that name a relation noun's
// relation ("wives" for "wife", "brides" for "wife").
var kinCategories = map[string][]string{
	"wife": {"bride", "spouse", "partner"}, "husband": {"groom", "spouse", "partner"}, "spouse": {"husband", "wife", "partner"},
	"partner": {"husband", "wife", "spouse"}, "bride": {"wife"}, "groom": {"husband"},
	"son": {"child", "kid"}, "daughter": {"child", "kid"}, "mother": {"parent", "mom", "mum"}, "father": {"parent", "dad"},
}

// valueEndsAt is the mention of a numeric item that ends at token k, or
// -1.
func (g guarded) valueEndsAt(k int) int {
	for j, m := range g.ms {
		if m.end == k && g.mg.num[g.its[j].D] != nil {
			return j
		}
	}
	return -1
}

// timeAt reports whether an item that is a point in time (a clock time, a
// date, a month, a weekday, a year) is named at token k.
func (g guarded) timeAt(k int) bool {
	for j, m := range g.ms {
		if nm := g.mg.num[g.its[j].D]; m.start == k && nm != nil {
			switch nm.class {
			case clock, date, month, weekday, year:
				return true
			}
		}
	}
	return false
}

// decade reports whether a word as written is a decade: digits then "s"
// ("30s", "1990s", "30's").
func decade(raw string) bool {
	r := strings.TrimSuffix(strings.TrimSuffix(strings.ToLower(raw), "s"), "'")
	if len(r) == len(raw) || r == "" {
		return false
	}
	for _, c := range r {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// amountAt reports whether an amount starts at token k: a number, a sum
// of money, or an item of a numeric category ("about $20", "roughly 3
// hours").
func (g guarded) amountAt(k int) bool {
	if k >= len(g.ts) {
		return false
	}
	t := g.ts[k]
	if t.dollar || isNumberWord(t.w) && t.w != "a" && t.w != "an" && t.w != "one" {
		return true
	}
	if _, ok := numberOf(t.w); ok {
		return true
	}
	for j, m := range g.ms {
		if m.start == k && g.mg.num[g.its[j].D] != nil {
			return true
		}
	}
	return false
}

// inclusiveBound reads a bound said with "or more" (up) or "or less"
// at tokens from..to as including the value: "Ann paid $20 or more" read
// as a strict comparison (more than $20) or as the value itself ($20) is
// "at least $20"; so are "$20 at least" and "up to $30" (at most) where
// they were read as the value. A comparison after a value the words
// follow ("$20 or more than Bob") is refused; one the words do not follow
// ("at least 2 houses apart") is the reader's own.
func (g guarded) inclusiveBound(cs []logicgrid.Clue, from, to int, up bool, reason string) ([]logicgrid.Clue, error) {
	value := -1 // the mention of the value the bound is on: right before the words, or right after
	for j, m := range g.ms {
		if (m.end == from || m.start == to) && g.mg.num[g.its[j].D] != nil {
			value = j
		}
	}
	if value < 0 {
		return cs, nil
	}
	out := make([]logicgrid.Clue, 0, len(cs))
	refuse := errorf("%s, and only a bound on one value is read (\"paid $20 or more\")", reason)
	for _, c := range cs {
		switch {
		case c.Kind == logicgrid.Same && g.involves(c, value):
			v, x := c.Items[0], c.Items[1]
			if g.mentionOf(x) == value {
				v, x = x, v
			}
			if up {
				out = append(out, g.mg.atLeast(x, v, v.D))
			} else {
				out = append(out, g.mg.atLeast(v, x, v.D))
			}
		case comparison(c.Kind) && g.ms[value].end == from:
			a, b := c.Items[0], c.Items[1] // value(a) < value(b)
			if c.Kind != logicgrid.Less || (a.D == c.Domain) == (b.D == c.Domain) || up != (a.D == c.Domain) {
				return nil, refuse
			}
			out = append(out, g.mg.atLeast(b, a, c.Domain))
		default:
			out = append(out, c)
		}
	}
	return out, nil
}

// strictBound reads "over $20" (up) or "under $20", the value's mention
// at token k (after an article, maybe), where the reading took the value
// itself: "Ann paid over $20" is more than $20, "didn't pay over $20" at
// most $20. Before an amount ("over $20 more than Bob") it bounds a
// difference: refused.
func (g guarded) strictBound(cs []logicgrid.Clue, k int, up bool, reason string) ([]logicgrid.Clue, error) {
	startsAt := func(k int) bool { return slices.ContainsFunc(g.ms, func(m mention) bool { return m.start == k }) }
	if k < len(g.ts) && isArticle(g.ts[k].w) && !startsAt(k) { // "over an hour" is a value ("60 minutes")
		k++
	}
	if k >= len(g.ts) {
		return cs, nil
	}
	value := -1
	for j, m := range g.ms {
		if m.start == k && g.mg.num[g.its[j].D] != nil {
			value = j
		}
	}
	if value < 0 {
		if g.amountAt(k) {
			for _, c := range cs {
				if c.Kind == logicgrid.DiffBy || c.Kind == logicgrid.LessBy {
					return nil, errorf("%s, and a bound on a difference is not supported", reason)
				}
			}
		}
		return cs, nil // "over the bridge": no value
	}
	out := make([]logicgrid.Clue, 0, len(cs))
	for _, c := range cs {
		if !g.involves(c, value) || c.Kind != logicgrid.Same && c.Kind != logicgrid.Different || len(c.Items) != 2 {
			if g.involves(c, value) && !comparison(c.Kind) {
				return nil, errorf("%s, and this sentence says more of it than can be read", reason)
			}
			out = append(out, c)
			continue
		}
		v, x := c.Items[0], c.Items[1]
		if g.mentionOf(x) == value {
			v, x = x, v
		}
		switch {
		case c.Kind == logicgrid.Same && up: // over $20
			out = append(out, logicgrid.Clue{Kind: logicgrid.Less, Items: []logicgrid.Item{v, x}, Domain: v.D})
		case c.Kind == logicgrid.Same: // under $20
			out = append(out, logicgrid.Clue{Kind: logicgrid.Less, Items: []logicgrid.Item{x, v}, Domain: v.D})
		case up: // not over $20: at most $20
			out = append(out, g.mg.atLeast(v, x, v.D))
		default: // not under $20: at least $20
			out = append(out, g.mg.atLeast(x, v, v.D))
		}
	}
	return out, nil
}

// storySearches reports whether a search verb ("looking" of "looking
// for") is the story's own verb for what each one has: "each went out to
// look for a particular species" makes "didn't go looking for orioles"
// the species, not a search that failed.
// The same for a plan: "Each plans to major in a different subject" makes
// "plans to study biology" the subject, not a plan that may fail.
func (mg *magazine) storySearches(w string) bool {
	stem, ok := map[string]string{"looking": "look", "searching": "search", "hunting": "hunt",
		"plans": "plan", "planned": "plan", "intends": "intend", "intended": "intend", "hopes": "hope", "hoped": "hope"}[w]
	if !ok {
		return false
	}
	after, forms := " for ", []string{stem, stem + "ed", stem + "s", stem + "ing"}
	switch stem {
	case "plan":
		after, forms = " to ", []string{"plan", "plans", "planned", "planning"}
	case "intend":
		after = " to "
	case "hope":
		after, forms = " to ", []string{"hope", "hopes", "hoped", "hoping"}
	}
	story := " " + strings.Join(words(mg.p.Story), " ") + " "
	for _, form := range forms {
		if strings.Contains(story, " "+form+after) {
			return true
		}
	}
	return false
}

// categoryNamed reports whether a category's name has one of nouns
// (singular or plural): the puzzle has that relation as a category.
func (mg *magazine) categoryNamed(nouns []string) bool {
	return categoryNamedIn(mg.p.Domains, nouns)
}

func categoryNamedIn(domains []logicgrid.Domain, nouns []string) bool {
	for _, d := range domains {
		for _, w := range words(d.Name) {
			for _, n := range nouns {
				if singular(w) == singular(n) || w == "wives" && singular(n) == "wife" {
					return true
				}
			}
		}
	}
	return false
}

// personCategory reports whether category d is of people: named so
// ("friends", "names"), with titles, or mostly first names.
func (mg *magazine) personCategory(d int) bool {
	if mg.num[d] != nil {
		return false
	}
	name := strings.ReplaceAll(strings.ToLower(mg.p.Domains[d].Name), "’", "'")
	if owner, _, ok := strings.Cut(name, "'s "); ok && !guardPersonNouns[lastWord(owner)] && !kinNoun(lastWord(owner)) {
		return false // "pet's name: Biscuit, Ziggy": a pet's, not a person's
	}
	if guardPersonNouns[domainNoun(mg.p.Domains[d].Name)] || guardPersonNouns[singular(domainNoun(mg.p.Domains[d].Name))] {
		return true
	}
	if _, gd := mg.genders(); gd == d {
		return true
	}
	named := 0
	for _, it := range mg.p.Domains[d].Items {
		if _, ok := givenNames[strings.Fields(it + " x")[0]]; ok {
			named++
		}
	}
	return 2*named >= len(mg.p.Domains[d].Items)
}

// rankingNouns name a category "beat" compares along.
var rankingNouns = set("place placing position finish finishing rank ranking standing score point vote win goal run time result seed round lap try basket touchdown")

// ranked reports whether "beat" compares along category d: places, a
// score, a time.
func (mg *magazine) ranked(d int) bool {
	if nm := mg.num[d]; nm != nil && (nm.ordinal || nm.class == clock) {
		return true
	}
	for _, w := range words(mg.p.Domains[d].Name) {
		if rankingNouns[singular(w)] {
			return true
		}
	}
	if said, _ := mg.storyWins(d); said {
		return true // "The highest mark won"
	}
	if nm := mg.num[d]; nm != nil {
		for _, w := range words(nm.unit) {
			if rankingNouns[singular(w)] {
				return true
			}
		}
	}
	return false
}

// placeFromElimination refuses a reading of a clause about going out
// ("eliminated", "knocked out") that takes a place in a ranking from an
// ordinal word ("the first speller eliminated" is the last place, not
// the 1st), a comparison along the ranking ("went out one round before"),
// or a superlative (a place no mention names). A place named as an item
// ("the speller in 2nd place was eliminated by rhythm") reads.
func (g guarded) placeFromElimination(cs []logicgrid.Clue, reason string) error {
	// a clock time of going out ("went out at 9:00am", a show broadcast)
	// runs with the order of going out
	ranked := func(d int) bool {
		nm := g.mg.num[d]
		// ("round: 2nd, ..., 5th" of a knock-out is the round each went
		// out in: the order of going out itself, no place)
		return g.mg.ranked(d) && !(nm != nil && nm.class == clock) && !orderNames[domainNoun(g.mg.p.Domains[d].Name)]
	}
	// seeds are given before play: going out does not order them
	finish := func(d int) bool {
		return ranked(d) && !strings.Contains(strings.ToLower(g.mg.p.Domains[d].Name), "seed")
	}
	named := map[logicgrid.Item]bool{}
	for j, m := range g.ms {
		if j >= len(g.its) || !finish(g.its[j].D) {
			continue
		}
		for k := m.start; k < m.end; k++ {
			if _, ord := ordinals[g.ts[k].w]; ord || g.ts[k].w == "last" || g.ts[k].w == "runner" {
				return errorf("%s: %q counts the order of going out, not the places; say the place", reason, phrase(g.ts, m.start, m.end))
			}
		}
	}
	for j := range g.ms {
		if j < len(g.its) {
			named[g.its[j]] = true
		}
	}
	// a place no mention names comes of a superlative ("went out
	// earlier than any other"), not of "won"
	compares := false
	for k, t := range g.ts {
		_, cmp := comparatives[t.w]
		_, most := superlativeOf(t.w)
		compares = compares || !g.inMention[k] && (cmp || most)
	}
	for _, c := range cs {
		if comparison(c.Kind) && ranked(c.Domain) {
			return errorf("%s: say it along the places (\"finished one place below\")", reason)
		}
		for _, it := range c.Items {
			if compares && ranked(it.D) && !named[it] && g.mg.num[it.D] != nil && g.mg.num[it.D].ordinal {
				return errorf("%s: say the place", reason)
			}
		}
	}
	return nil
}

// agentCategory is the category named by the one who does verb ("visitor"
// of "visited", "visits"; "trainer" of "trained"), or -1.
func (mg *magazine) agentCategory(verb string) int {
	stem := verb
	for _, suf := range []string{"ing", "ed", "s"} {
		if s, ok := strings.CutSuffix(stem, suf); ok && len(s) >= 3 {
			stem = s
			break
		}
	}
	for d, dom := range mg.p.Domains {
		for _, w := range words(dom.Name) {
			w = singular(w)
			if w == stem || w == stem+"e" { // "tutored" of tutors, "coached" of coaches
				return d
			}
			if guideNouns[w] && guideVerbs[stem] {
				return d // "mentored by Ms. Gallo" of teachers: the one who guides
			}
			for _, suf := range []string{"or", "er"} {
				if s, ok := strings.CutSuffix(w, suf); ok && (s == stem || s+"e" == stem || s == stem+"e") {
					return d
				}
			}
		}
	}
	return -1
}

// categoryOfNoun is the category whose name has noun (singular or plural),
// or -1 when none or several do.
func (mg *magazine) categoryOfNoun(noun string) int {
	found := -1
	for d := range mg.p.Domains {
		if categoryNamedIn(mg.p.Domains[d:d+1], []string{strings.ToLower(noun)}) {
			if found >= 0 {
				return -1
			}
			found = d
		}
	}
	return found
}

// guideNouns are the roles of one who guides another, and guideVerbs what
// any of them does to the one they guide: "mentored by Ms. Gallo" where
// the teachers are a category ("teacher: Mr. Fenwick, Ms. Gallo").
var (
	guideNouns = set("teacher tutor mentor coach trainer instructor supervisor advisor adviser sponsor guide")
	guideVerbs = set("mentor teach teache taught tutor coach coache train instruct supervis supervise advis advise guid guide sponsor")
)

// storyRelation is the category the story relates each row to with the
// words of verb ("worked with" of "each worked with a different teacher"),
// or -1.
func (mg *magazine) storyRelation(verb string) int {
	story := strings.ToLower(mg.p.Story)
	for at := strings.Index(story, verb+" "); at >= 0 && verb != ""; {
		rest := strings.Fields(story[at+len(verb):])
		for len(rest) > 0 && set("a an different their his her one")[rest[0]] {
			rest = rest[1:]
		}
		if len(rest) > 0 {
			if d := mg.categoryOfNoun(strings.Trim(rest[0], ".,;:")); d >= 0 {
				return d
			}
		}
		next := strings.Index(story[at+1:], verb+" ")
		if next < 0 {
			break
		}
		at += 1 + next
	}
	return -1
}

// pastStory reports whether the story tells of what its people did once
// ("the jobs they did before retiring", "their former jobs"): then "used
// to be a teacher" names the item.
func (mg *magazine) pastStory() bool {
	return pastStoryWords.MatchString(mg.p.Story)
}

var pastStoryWords = lazyRE(`(?i)\b(?:before (?:retiring|they retired|retirement)|retired|former|formerly|used to)\b`)
