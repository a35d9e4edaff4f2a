package english

import (
	"errors"
	"slices"

	"deduce/puzzle/logicgrid"
)

// How many of a named pair something is true of (issue 25, bank2): "Exactly
// one of Ann and Bo paid more than $70", "At least one of Ann and the
// Leeds runner started before 9:00am", "Ann and Bo didn't both wear red",
// "Not both Cy and Di finished in the top two". Read as "Ann and Bo ..."
// those said the predicate of both (a silent misreading). Here the
// predicate is read of each of the two on its own ("Ann paid more than
// $70"); it must come to a set of one category's items for that one (the
// fees over $70), so that "exactly one", "at least one" and "not both" are
// facts the model says: "not both A in S and B in T" is, for each x in S
// and y in T, "if A is x then B is not y" (IfThenNot); "at least one" is
// "not both" of the other items, and "exactly one" both. A predicate that
// relates the one to anyone else is no such set; where it is an order
// with a third of their category ("exactly one of Ann and Bo is older than
// Cy") each way it can hold is a reading of its own (quantifiedOrder), and
// the puzzle decides; any other is refused.

type quantifier int

const (
	qAll        quantifier = iota // no quantifier: the predicate of each
	qExactlyOne                   // "exactly one of A and B", "only one of", "just one of"
	qOneOf                        // "one of A and B": exactly one, or at least one (the puzzle decides)
	qAtLeastOne                   // "at least one of A and B"
	qNotBoth                      // "A and B didn't both", "not both A and B", "at most one of A and B"
)

// quantified is a clause with a quantifier over two named subjects: the
// tokens of the quantifier, and of each subject's noun phrase.
type quantified struct {
	q quantifier
	// words are the quantifier's tokens (dropped when the predicate is
	// read of one subject); as maps a contracted negation to its verb
	// ("werent" of "weren't both" is "were").
	words map[int]string
	// a and b are the indices in ms of the two subjects; aFrom..conn is
	// the first's noun phrase and its connective, conn..bTo the
	// connective and the second's noun phrase.
	a, b             int
	aFrom, conn, bTo int
	phrase           string // the quantifier as written, for messages
}

// quantifierPrefix are the words that open "exactly one of": the count
// and whether a "the" may follow "of" before the first subject.
var quantifierWords = map[string]quantifier{"exactly": qExactlyOne, "only": qExactlyOne, "just": qExactlyOne, "precisely": qExactlyOne}

// contracted are negations written as one word, and the verb each denies.
var contracted = map[string]string{"didnt": "did", "dont": "do", "doesnt": "does", "werent": "were", "arent": "are", "wasnt": "was", "isnt": "is", "havent": "have", "hasnt": "has", "hadnt": "had"}

// findQuantified finds a quantifier over two subjects at the start of the
// clause. ok is false when there is none; err is set when there is a
// quantifier whose subjects are not two named ones joined by "and" or "or"
// (then the clause is refused, never read as if the quantifier were not
// there).
func (mg *magazine) findQuantified(ts []tok, inMention []bool, ms []mention) (qd quantified, ok bool, err error) {
	qd.words = map[int]string{}
	k := 0
	switch {
	case quantifierWords[wordAt(ts, 0)] != qAll && wordAt(ts, 1) == "one" && wordAt(ts, 2) == "of":
		qd.q, k = qExactlyOne, 3
	case wordAt(ts, 0) == "one" && wordAt(ts, 1) == "and" && wordAt(ts, 2) == "only" && wordAt(ts, 3) == "one" && wordAt(ts, 4) == "of":
		qd.q, k = qExactlyOne, 5
	case wordAt(ts, 0) == "at" && (wordAt(ts, 1) == "least" || wordAt(ts, 1) == "most") && wordAt(ts, 2) == "one" && wordAt(ts, 3) == "of":
		qd.q, k = qAtLeastOne, 4
		if wordAt(ts, 1) == "most" {
			qd.q = qNotBoth
		}
	case wordAt(ts, 0) == "one" && wordAt(ts, 1) == "of":
		qd.q, k = qOneOf, 2
	case wordAt(ts, 0) == "not" && wordAt(ts, 1) == "both":
		qd.q, k = qNotBoth, 2
	}
	if k > 0 {
		if len(ms) == 0 || inMention[k-1] {
			return qd, false, nil
		}
		for j := range k {
			qd.words[j] = ""
		}
		qd.phrase = phrase(ts, 0, k)
		if len(ms) < 2 {
			return qd, false, nil // "Only one of the girls ...": countOfGroup
		}
		qd.aFrom = k
		return mg.quantifiedPair(ts, inMention, ms, qd)
	}
	// "A and B didn't both ...", "A and B are not both ...": the
	// negation and "both" right after the second subject's noun phrase.
	for n := 1; n+1 < len(ts); n++ {
		if inMention[n] || inMention[n+1] {
			continue
		}
		w, next := ts[n].w, ts[n+1].w
		switch {
		case contracted[w] != "" && next == "both":
			qd.words[n], qd.words[n+1] = contracted[w], ""
		case w == "not" && next == "both" || w == "never" && next == "both":
			qd.words[n], qd.words[n+1] = "", ""
		default:
			continue
		}
		qd.q, qd.phrase, qd.aFrom = qNotBoth, phrase(ts, n, n+2), 0
		if len(ms) < 2 || ms[1].end > n {
			return qd, true, errorf("%q: say which two it is said of (\"Ann and Bo didn't both ...\")", qd.phrase)
		}
		qd, _, err = mg.quantifiedPair(ts, inMention, ms, qd)
		// the quantifier right after the second noun phrase, or after its
		// verb: "A and B are not both ..." ("are" is the predicate's)
		if err == nil && qd.bTo != n && !(contracted[w] == "" && qd.bTo == n-1 && pairVerbs[ts[n-1].w]) {
			return qd, true, errorf("%q: say which two it is said of (\"Ann and Bo didn't both ...\")", qd.phrase)
		}
		return qd, true, err
	}
	return qd, false, nil
}

// pairVerbs may stand between two subjects and "not both": "are not both".
var pairVerbs = set("did do does was were is are has have had")

// quantifiedPair finds the two subjects from qd.aFrom on: ms[0] and ms[1],
// joined by one "and" or "or", each a noun phrase (a name, or a
// description: "the walker in orange", "the one who paid $90", "the
// Brookfield adopter").
func (mg *magazine) quantifiedPair(ts []tok, inMention []bool, ms []mention, qd quantified) (quantified, bool, error) {
	refuse := func() (quantified, bool, error) {
		return qd, true, errorf("%q is read of two named subjects only (\"%s Ann and Bo ...\"): say it of each in sentences of its own", qd.phrase, qd.phrase)
	}
	if ms[0].start < qd.aFrom {
		return refuse()
	}
	for k := qd.aFrom; k < ms[0].start; k++ {
		if !nounPhraseWord(ts[k].w) {
			return refuse()
		}
	}
	qd.a, qd.b, qd.conn = 0, 1, -1
	for k := ms[0].end; k < ms[1].start; k++ {
		switch w := ts[k].w; {
		case w == "and" || w == "or":
			if qd.conn >= 0 {
				return refuse()
			}
			qd.conn = k
		case !nounPhraseWord(w):
			return refuse()
		}
	}
	if qd.conn < 0 {
		return refuse()
	}
	// the second's noun phrase: its mention and the category nouns after
	// it ("the Brookfield adopter")
	qd.bTo = ms[1].end
	for qd.bTo < len(ts) && !inMention[qd.bTo] && (mg.namesCategory(ts[qd.bTo].w) || personNouns[singular(ts[qd.bTo].w)] || peopleNouns[ts[qd.bTo].w]) {
		if _, q := qd.words[qd.bTo]; q {
			break
		}
		qd.bTo++
	}
	return qd, true, nil
}

// nounPhraseWord may stand in a subject's noun phrase around its item:
// no comparison, negation, number, "and"/"or", or quantifier.
func nounPhraseWord(w string) bool {
	if _, cmp := comparatives[w]; cmp || negationWords[w] || w == "and" || w == "or" || w == "nor" || w == "both" || w == "either" || w == "neither" || w == "than" {
		return false
	}
	_, num := numberOf(w)
	return !num || w == "a" || w == "an" || w == "one"
}

// withoutTokens is ts with the tokens del marks dropped (their mentions
// too) and those words maps replaced.
func withoutTokens(ts []tok, ms []mention, its []logicgrid.Item, del func(k int) bool, words map[int]string) ([]tok, []mention, []logicgrid.Item) {
	var out []tok
	at := make([]int, len(ts)+1) // new index of each old token
	for k, t := range ts {
		at[k] = len(out)
		if del(k) {
			continue
		}
		if w := words[k]; w != "" {
			t.w = w
		}
		out = append(out, t)
	}
	at[len(ts)] = len(out)
	var rms []mention
	var rits []logicgrid.Item
	for j, m := range ms {
		if del(m.start) {
			continue
		}
		rms = append(rms, mention{items: m.items, start: at[m.start], end: at[m.end]})
		rits = append(rits, its[j])
	}
	return out, rms, rits
}

// quantifiedClues reads the predicate of each subject on its own and says
// of the two what the quantifier says.
func (mg *magazine) quantifiedClues(ts []tok, ms []mention, its []logicgrid.Item, qd quantified) ([]logicgrid.Clue, error) {
	dropped := func(k int) bool {
		w, q := qd.words[k]
		return q && w == ""
	}
	// the first subject alone: its noun phrase, then the predicate
	tsA, msA, itsA := withoutTokens(ts, ms, its, func(k int) bool { return dropped(k) || k >= qd.conn && k < qd.bTo }, qd.words)
	tsB, msB, itsB := withoutTokens(ts, ms, its, func(k int) bool { return dropped(k) || k >= qd.aFrom && k <= qd.conn }, qd.words)
	a, b := its[qd.a], its[qd.b]
	// each read as a clause of its own, its words guarded (guard.go:
	// "paid $20 or more"); the clause as a whole is then not guarded again
	csA, err := mg.classify(tsA, msA, itsA)
	if err == nil {
		csA, err = mg.guard(tsA, msA, itsA, csA)
	}
	if err != nil {
		return nil, err
	}
	csB, err := mg.classify(tsB, msB, itsB)
	if err == nil {
		csB, err = mg.guard(tsB, msB, itsB, csB)
	}
	if err != nil {
		return nil, err
	}
	mg.eachGuarded = true
	if cs, ok := mg.quantifiedOrder(a, b, csA, csB, qd.q); ok {
		return cs, nil
	}
	dA, inA, err := mg.valuesSaid(a, csA)
	if err != nil {
		return nil, errorf("%q: %v", qd.phrase, err)
	}
	dB, inB, err := mg.valuesSaid(b, csB)
	if err != nil {
		return nil, errorf("%q: %v", qd.phrase, err)
	}
	if dA != dB {
		return nil, errorf("%q: the two are not said to have items of one category", qd.phrase)
	}
	d := dA
	notIn := func(s []bool) []bool {
		out := make([]bool, len(s))
		for i, x := range s {
			out[i] = !x
		}
		return out
	}
	q := qd.q
	if q == qOneOf {
		// "One of Ann and Bo paid more than $70": exactly one, or at least
		// one; the puzzle decides. "One of Bo and Cy shot a 68": one item,
		// which two (named as two) cannot both have.
		q = qExactlyOne
		if one, _ := single(inA); !(one && slices.Equal(inA, inB)) && mg.choose(2) == 1 {
			q = qAtLeastOne
		}
	}
	var out []logicgrid.Clue
	switch q {
	case qExactlyOne:
		if one, x := single(inA); one && slices.Equal(inA, inB) {
			return []logicgrid.Clue{{Kind: logicgrid.Either, Items: []logicgrid.Item{{D: d, I: x}, a, b}}}, nil
		}
		out = append(mg.notBoth(a, b, d, inA, inB), mg.notBoth(a, b, d, notIn(inA), notIn(inB))...)
	case qAtLeastOne:
		out = mg.notBoth(a, b, d, notIn(inA), notIn(inB))
	case qNotBoth:
		out = mg.notBoth(a, b, d, inA, inB)
	}
	if len(out) == 0 {
		// "Ann and Bo didn't both wear red": two people cannot both
		return nil, errorf("%q says nothing here: it holds whoever the two are", qd.phrase)
	}
	if a.D != b.D && (q == qAtLeastOne || q == qNotBoth) && mg.choose(2) == 1 {
		// "At least one of Derek and Mr Pike": two people by the setters'
		// convention (as "Neither A nor B", and countof.go's lists), or
		// maybe one; the puzzle decides (unseen47). "Exactly one" says
		// they are two by itself.
		out = append(out, logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{a, b}})
	}
	return out, nil
}

func single(s []bool) (bool, int) {
	n, at := 0, -1
	for i, x := range s {
		if x {
			n++
			at = i
		}
	}
	return n == 1, at
}

// notBoth says that a has none of the items in x or b none of those in y,
// along d: "if a is x then b is not y" for each pair (a pair that is one
// item is left out when a and b are of one category: they are two).
func (mg *magazine) notBoth(a, b logicgrid.Item, d int, x, y []bool) []logicgrid.Clue {
	var out []logicgrid.Clue
	for i := range x {
		for j := range y {
			if !x[i] || !y[j] || i == j && a.D == b.D {
				continue
			}
			out = append(out, logicgrid.Clue{Kind: logicgrid.IfThenNot, Items: []logicgrid.Item{a, {D: d, I: i}, b, {D: d, I: j}}})
		}
	}
	return out
}

// valuesSaid is what clues cs (a predicate read of subject x alone) say of
// x: the items of one category d that x may have. Every clue must name x
// and, besides, only items of d; x may have some item of d and not every
// one.
func (mg *magazine) valuesSaid(x logicgrid.Item, cs []logicgrid.Clue) (int, []bool, error) {
	d := -1
	for _, c := range cs {
		if !slices.Contains(c.Items, x) {
			return 0, nil, errors.New("what is said of each of the two is not a fact of that one alone")
		}
		for _, it := range c.Items {
			if it == x {
				continue
			}
			if d >= 0 && it.D != d || it.D == x.D || comparison(c.Kind) && it.D != c.Domain {
				// ("before Carol's" compares with Carol's date, no value
				// of x's own: it was read along the list of first names)
				return 0, nil, errors.New("what is said of each of the two relates it to someone else, which cannot be said of one of them only")
			}
			d = it.D
		}
	}
	if d < 0 {
		return 0, nil, errors.New("nothing is said of each of the two")
	}
	p := *mg.p
	p.Clues = cs
	in := make([]bool, p.N())
	some, all := false, true
	for v := range p.N() {
		in[v] = holdsWith(&p, x, logicgrid.Item{D: d, I: v})
		some = some || in[v]
		all = all && in[v]
	}
	if !some || all {
		return 0, nil, errors.New("what is said of each of the two is true of every item or of none")
	}
	return d, in, nil
}

// holdsWith reports whether p's clues (of x and items of v's category
// only) hold when x has item v.
func holdsWith(p *logicgrid.Puzzle, x, v logicgrid.Item) bool {
	n := p.N()
	of := make([][]int, p.M())
	for d := range of {
		of[d] = make([]int, n)
		for e := range n {
			of[d][e] = e
		}
	}
	// x's entity (x.I, as every domain is the identity) gets v: swap v's
	// holder with it; along the first domain the entity is v itself, so
	// x's category moves instead
	swap := func(row []int, e, i int) {
		for f := range row {
			if row[f] == i {
				row[f], row[e] = row[e], row[f]
				return
			}
		}
	}
	if v.D != 0 {
		swap(of[v.D], x.I, v.I)
	} else {
		swap(of[x.D], v.I, x.I)
	}
	return logicgrid.Check(p, logicgrid.NewSolution(p, of)) == nil
}

// quantifierOf says a quantifier in plain words, for messages.
func (q quantifier) String() string {
	return [...]string{"all", "exactly one", "one", "at least one", "not both"}[q]
}

// noneOfList reads a negated clause of a subject and a list of options
// joined by "or" or "nor": "Gordon isn't from Tampa, Boston or Denver",
// "plays neither chess, golf nor judo",
// "didn't start at 7:00am, 7:15am or 8:00am", "wasn't written by the
// author from Denver or the one from Seattle". The subject is none of
// them. Options of one category are different items anyway; of several
// ("didn't bring Pickle or the rabbit") they may be one thing, or are two
// (a choice point, as for two options in classify).
func (mg *magazine) noneOfList(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item) ([]logicgrid.Clue, error) {
	refuse := errorf("a negated either/or is read only as \"X is not A, B or C\": the subject, \"not\", then the options")
	// "isn't in for its brakes or its exhaust": the subject's own, said
	// of each option, is an article
	ts = slices.Clone(ts)
	for k := 1; k < len(ts); k++ {
		if (ts[k].w == "its" || ts[k].w == "his" || ts[k].w == "her" || ts[k].w == "their") && (ts[k-1].w == "or" || ts[k-1].w == "nor") && k+1 < len(ts) && inMention[k+1] {
			ts[k].w = "the"
		}
	}
	neg := -1
	for k := ms[0].end; k < ms[1].start; k++ {
		if negationWords[ts[k].w] || ts[k].w == "neither" {
			neg = k
		}
		if ts[k].w == "or" || ts[k].w == "and" || ts[k].w == "nor" {
			return nil, refuse
		}
	}
	if neg < 0 {
		return nil, refuse
	}
	for k := range ms[0].start {
		if negationWords[ts[k].w] || ts[k].w == "or" || ts[k].w == "either" || ts[k].w == "neither" {
			return nil, refuse
		}
	}
	or := false
	for k := 2; k < len(ms); k++ {
		a, b := ms[k-1], ms[k]
		if b.start == a.end {
			continue // "Tampa, Boston": a comma between
		}
		if !joined(ts, inMention, a, b) && !joinedDescribed(ts, inMention, a, b) && !mg.listedOption(ts, inMention, a, b) && !mg.joinedByPlace(ts, inMention, a, b) && !repeatedPreposition(ts, inMention, a, b) &&
			!pairJoined(ts, inMention, a, b) { // "the 5th grader or the 6th grader": one noun after each
			return nil, refuse
		}
		for j := a.end; j < b.start; j++ {
			or = or || ts[j].w == "or" || ts[j].w == "nor"
			if ts[j].w == "and" {
				return nil, refuse // "not A and B": not both, or neither
			}
		}
	}
	for k := ms[len(ms)-1].end; k < len(ts); k++ {
		if inMention[k] || negationWords[ts[k].w] {
			return nil, refuse
		}
	}
	if !or {
		return nil, refuse
	}
	x, opts := its[0], its[1:]
	oneCategory := true
	for _, o := range opts {
		if o.D == x.D {
			return nil, errorf("%q is of the same category as its options", mg.p.Domains[x.D].Items[x.I])
		}
		oneCategory = oneCategory && o.D == opts[0].D
	}
	if oneCategory || mg.choose(2) == 1 {
		return []logicgrid.Clue{{Kind: logicgrid.Different, Items: append([]logicgrid.Item{x}, opts...)}}, nil
	}
	var out []logicgrid.Clue
	for _, o := range opts {
		out = append(out, logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{x, o}})
	}
	return out, nil
}

// repeatedPreposition reports whether option b follows a with "or" (or
// "nor") and the preposition that stands before a said again: "not
// developed by Quinn or by Soren", "isn't from Ely or from the coast
// town".
func repeatedPreposition(ts []tok, inMention []bool, a, b mention) bool {
	p := a.start - 1
	for p >= 0 && !inMention[p] && (ts[p].w == "the" || ts[p].w == "a" || ts[p].w == "an") {
		p--
	}
	if p < 0 || inMention[p] || !repeatablePrepositions[ts[p].w] {
		return false
	}
	k := a.end
	if k >= b.start || inMention[k] || ts[k].w != "or" && ts[k].w != "nor" {
		return false
	}
	k++
	if k >= b.start || inMention[k] || ts[k].w != ts[p].w {
		return false
	}
	for k++; k < b.start; k++ {
		if inMention[k] || ts[k].w != "the" && ts[k].w != "a" && ts[k].w != "an" {
			return false
		}
	}
	return true
}

var repeatablePrepositions = set("by from with to in at for on")

// listedOption reports whether mention b follows a in a list of options:
// only articles, "or"/"nor" (commas are no tokens) and nouns of the
// puzzle's categories or of people between ("the western, the 2001 book
// or the Tampa book").
func (mg *magazine) listedOption(ts []tok, inMention []bool, a, b mention) bool {
	if b.start <= a.end {
		return false
	}
	for k := a.end; k < b.start; k++ {
		w := ts[k].w
		if inMention[k] || !(connective[w] && w != "and" || mg.namesCategory(w) || personNouns[singular(w)]) {
			return false
		}
	}
	return true
}

// respectively reads two lists of the same length, the first named one
// way and the second another, "respectively" (each of the first is the
// one of the second at its place) or "in some order" (of two: one is X
// and the other Y). The lists' items may be descriptions ("the person who
// paid $60 and the one who adopted the beagle", "the authors of the 1998
// book and the 2010 book"); each list is joined by commas and one "and",
// and nothing but a verb stands between the lists.
func (mg *magazine) respectively(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item, inOrder bool) ([]logicgrid.Clue, error) {
	n := len(ms) / 2
	refuse := errorf("\"respectively\" and \"in some order\" are read of two lists of %d, each joined by commas and one \"and\"", n)
	ands := func(from, to int) (int, bool) {
		c := 0
		for k := from; k < to; k++ {
			switch w := ts[k].w; {
			case inMention[k]:
				return 0, false
			case w == "and":
				c++
			case w == "or" || w == "nor" || w == "either" || w == "neither" || w == "both" || negationWords[w] || isNumberWord(w):
				return 0, false
			}
		}
		return c, true
	}
	for _, group := range [][2]int{{0, n}, {n, 2 * n}} {
		total := 0
		for k := group[0] + 1; k < group[1]; k++ {
			c, ok := ands(ms[k-1].end, ms[k].start)
			if !ok || c > 1 || c == 1 && k != group[1]-1 {
				return nil, refuse
			}
			total += c
		}
		if total != 1 {
			return nil, refuse
		}
	}
	if c, ok := ands(ms[n-1].end, ms[n].start); !ok || c > 0 || ms[n].start == ms[n-1].end {
		return nil, refuse // the verb between the lists
	}
	for k := ms[2*n-1].end; k < len(ts); k++ {
		if inMention[k] || ts[k].w == "and" {
			return nil, refuse
		}
	}
	first, second := its[:n], its[n:]
	for _, g := range [][]logicgrid.Item{first, second} {
		for i := range g {
			for j := range i {
				if g[i] == g[j] {
					return nil, refuse
				}
			}
		}
	}
	if !inOrder {
		if n == 2 {
			return []logicgrid.Clue{{Kind: logicgrid.Pair, Items: []logicgrid.Item{first[0], first[1], second[0], second[1]}}}, nil
		}
		// "The lots won by A, B and C were X, Y and Z, in some order": A,
		// B and C are three (said when they are of several categories),
		// and each is one of X, Y and Z
		var out []logicgrid.Clue
		for _, f := range first[1:] {
			if f.D != first[0].D {
				out = append(out, logicgrid.Clue{Kind: logicgrid.Different, Items: append([]logicgrid.Item(nil), first...)})
				break
			}
		}
		for _, f := range first {
			out = append(out, logicgrid.Clue{Kind: logicgrid.Either, Items: append([]logicgrid.Item{f}, second...)})
		}
		return out, nil
	}
	var out []logicgrid.Clue
	for i := range n {
		out = append(out, logicgrid.Clue{Kind: logicgrid.Same, Items: []logicgrid.Item{first[i], second[i]}})
	}
	return out, nil
}

// countBetween reads "Exactly one person started after A and before B",
// "Just two walkers finished later than A but earlier than B": that many
// are between the two along the category, so B is that many and one
// places after A (LessBy, in the category's order). Only everyone counts:
// the noun after the count is a person or a category's noun ("one of the
// girls" would count some); ok is false when the clause is no such.
func (mg *magazine) countBetween(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item, cmps []int) (_ []logicgrid.Clue, ok bool, _ error) {
	k := 0
	if quantifierWords[wordAt(ts, 0)] != qAll {
		k = 1
	}
	n, isCount := numberWords[wordAt(ts, k)]
	if !isCount || n < 1 || len(cmps) != 2 || len(ms) != 2 || k+1 >= len(ts) || inMention[k] || inMention[k+1] {
		return nil, false, nil
	}
	noun := ts[k+1].w
	if genderNouns[noun] != unknownGender || !(peopleNouns[noun] || personNouns[singular(noun)] || mg.namesCategory(noun)) {
		return nil, false, nil
	}
	c1, c2 := cmps[0], cmps[1]
	if !(k+1 < c1 && c1 < ms[0].start && ms[0].end <= c2 && c2 < ms[1].start) {
		return nil, false, nil
	}
	join := false
	for j := ms[0].end; j < c2; j++ {
		switch ts[j].w {
		case "and", "but", "yet":
			join = true
		case "than", "of":
		default:
			return nil, true, errorf("%q: \"N people ... after A and before B\" is read with nothing else between", phrase(ts, ms[0].end, c2+1))
		}
	}
	if !join {
		return nil, false, nil
	}
	for j := range ts {
		if !inMention[j] && (negationWords[ts[j].w] || amountish(ts, j) && j != k) {
			return nil, true, errorf("\"%s %s\" between two with a negation or an amount is not read", ts[k].raw, noun)
		}
	}
	d1, err := mg.compared(ts, c1, ts[c1].w, nil)
	if err != nil {
		return nil, true, err
	}
	d2, err := mg.compared(ts, c2, ts[c2].w, nil)
	if err != nil {
		return nil, true, err
	}
	s1, s2 := mg.direction(ts[c1].w, d1), mg.direction(ts[c2].w, d2)
	if d1 != d2 || s1 == s2 {
		return nil, true, errorf("%q and %q do not place the counted ones between two along one category", ts[c1].raw, ts[c2].raw)
	}
	a, b := its[0], its[1] // the counted are above a and below b
	if s1 < 0 {
		a, b = b, a
	}
	if a.D == d1 || b.D == d1 || n+1 >= mg.p.N() {
		return nil, true, errorf("\"%s %s\" between two cannot hold here", ts[k].raw, noun)
	}
	return []logicgrid.Clue{{Kind: logicgrid.LessBy, Items: []logicgrid.Item{a, b}, Domain: d1, K: n + 1}}, true, nil
}

// quantifiedOrder reads the quantifier where the predicate of each of a
// and b is an order with a third item c of their own category ("Exactly one
// of Gwen and Isolde is taller than Kit": csA is "Gwen is taller than Kit"):
// three different people, so "not taller" is "shorter". Which of the two
// it holds of is a choice point (each a reading; the puzzle decides, and
// Reading.Settled says which was taken): a disjunction read so is never
// misread, as a reading that does not hold at the one solution cannot give
// a different single solution. ok is false for any other predicate.
func (mg *magazine) quantifiedOrder(a, b logicgrid.Item, csA, csB []logicgrid.Clue, q quantifier) ([]logicgrid.Clue, bool) {
	order := func(x logicgrid.Item, cs []logicgrid.Clue) (logicgrid.Clue, bool) {
		if len(cs) != 1 || cs[0].Kind != logicgrid.Less || len(cs[0].Items) != 2 {
			return logicgrid.Clue{}, false
		}
		c := cs[0]
		other := c.Items[0]
		if other == x {
			other = c.Items[1]
		} else if c.Items[1] != x {
			return logicgrid.Clue{}, false
		}
		if other.D != a.D || a.D != b.D || other == a || other == b || a == b {
			return logicgrid.Clue{}, false
		}
		return c, true
	}
	ca, okA := order(a, csA)
	cb, okB := order(b, csB)
	if !okA || !okB {
		return nil, false
	}
	not := func(c logicgrid.Clue) logicgrid.Clue {
		c.Items = []logicgrid.Item{c.Items[1], c.Items[0]}
		return c
	}
	if q == qOneOf {
		q = qExactlyOne
		if mg.choose(2) == 1 {
			q = qAtLeastOne
		}
	}
	first := mg.choose(2) == 0 // the one it holds of (or, for "not both", fails of)
	switch q {
	case qExactlyOne:
		if first {
			return []logicgrid.Clue{ca, not(cb)}, true
		}
		return []logicgrid.Clue{not(ca), cb}, true
	case qAtLeastOne:
		if first {
			return []logicgrid.Clue{ca}, true
		}
		return []logicgrid.Clue{cb}, true
	case qNotBoth:
		if first {
			return []logicgrid.Clue{not(ca)}, true
		}
		return []logicgrid.Clue{not(cb)}, true
	}
	return nil, false
}
