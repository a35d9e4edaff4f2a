package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// "Both A and B ..." (bank11, issue 25): a predicate said of two subjects
// ("Both the salmon eater and the sherry drinker arrived after 7:15pm",
// "The search developer and the billing developer both fixed more bugs
// than Kofi", "A and B are both older than C") or a comparison with two
// objects ("later than both the sherry drinker and the cider drinker") is
// two sentences, one of each: read each and keep both. Predicates that
// relate the two to each other ("each other", "together", "different",
// "in some order", "between them", "the former") are not split.

// bothStops may not stand in a predicate split between two subjects.
var bothStops = set("each other another together different same order respectively between apart former latter they them their theirs one")

// bothSaid reads a sentence of two subjects or two objects joined by
// "both ... and"; ok is false for any other.
func (mg *magazine) bothSaid(s string) ([][]logicgrid.Clue, bool, error) {
	ts := tokenize(s)
	if mg.inBoth || !hasWord(ts, "both") {
		return nil, false, nil
	}
	ms := mg.lx.mentions(ts)
	inMention := mentionMarks(ts, ms)
	// a comparison of people the sentence reads as a whole (compareGroups:
	// "Both Cy and the one who flew to Rome are older than Dee") is read so
	for k, t := range ts {
		if _, bound := numberOf(wordAt(ts, k+2)); wordAt(ts, k+1) == "than" && bound && !mentionAt(ms, k+2) {
			continue // "both she and Tom drew more than ten children": a bound of each, no one compared
		}
		if _, cmp := comparatives[t.w]; cmp && !inMention[k] {
			mg.inBoth = true
			rs, err := mg.clauses(s)
			mg.inBoth = false
			if err == nil {
				return rs, true, nil
			}
			break
		}
	}
	text := func(from, to int) string { // the words of tokens [from, to)
		if from >= to {
			return ""
		}
		return s[ts[from].col-1 : ts[to-1].end]
	}
	rest := func(from int) string { // from token from to the end
		if from >= len(ts) {
			return ""
		}
		return strings.TrimSpace(s[ts[from].col-1:])
	}
	stops := func(from, to int) bool {
		for k := from; k < to; k++ {
			if bothStops[ts[k].w] || ts[k].w == "both" || ts[k].w == "and" || ts[k].w == "or" || ts[k].w == "nor" {
				return true
			}
		}
		return false
	}
	two := func(a, b string, x, y mention) ([][]logicgrid.Clue, bool, error) {
		ra, err := mg.clauses(a)
		if err != nil {
			return nil, true, err
		}
		rb, err := mg.clauses(b)
		if err != nil {
			return nil, true, err
		}
		rs := mg.uniqueClues(mg.product(ra, rb))
		if len(x.items) == 1 && len(y.items) == 1 && x.items[0].D != y.items[0].D {
			// "both A and the one who ...": two people, as the list says;
			// but a setter may mean they could be one. Both readings are
			// kept, the two-people one first (as compareGroups does).
			var out [][]logicgrid.Clue
			for _, r := range rs {
				out = append(out, append(append([]logicgrid.Clue(nil), r...), logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{x.items[0], y.items[0]}}))
			}
			rs = distinctReadings(mg.uniqueClues(append(out, rs...)))
		}
		return rs, true, nil
	}
	// the two subjects: "Both A and B PRED", "A and B both PRED", "A and
	// B are both PRED"
	if len(ms) >= 2 {
		qd := quantified{words: map[int]string{}}
		if ts[0].w == "both" {
			qd.aFrom = 1
			qd.words[0] = ""
		}
		if q, ok, err := mg.quantifiedPair(ts, inMention, ms, qd); ok && err == nil && ts[q.conn].w == "and" && q.bTo < len(ts) {
			if ts[0].w != "both" {
				q.bTo = nounTail(ts, inMention, q.bTo, "both")
			}
			pred, verb := q.bTo, ""
			switch {
			case ts[0].w == "both":
			case ts[q.bTo].w == "both":
				pred = q.bTo + 1
			case pairVerbs[ts[q.bTo].w] && wordAt(ts, q.bTo+1) == "both":
				pred, verb = q.bTo+2, ts[q.bTo].raw+" "
			default:
				pred = -1
			}
			if pred > 0 && pred < len(ts) && !stops(pred, len(ts)) {
				p := verb + rest(pred)
				return two(text(q.aFrom, q.conn)+" "+p, text(q.conn+1, q.bTo)+" "+p, ms[q.a], ms[q.b])
			}
		}
	}
	// the two objects at the end: "... than both A and B"
	for k := 1; k+1 < len(ts); k++ {
		// ("as much as both A and B" may be the two together; "didn't beat
		// both A and B" is not both: neither is split)
		_, cmp := comparatives[ts[k-1].w]
		if ts[k].w != "both" || inMention[k] || !cmp && !set("than to from")[ts[k-1].w] && !(ts[k-1].w == "of" && k >= 2 && aheadWords[ts[k-2].w]) {
			continue
		}
		negated := false
		for j := range k {
			negated = negated || negationWords[ts[j].w] || contracted[ts[j].w] != ""
		}
		if negated {
			break
		}
		j := 0
		for j < len(ms) && ms[j].start <= k {
			j++
		}
		if len(ms)-j != 2 || stops(0, k) {
			break
		}
		q, ok, err := mg.quantifiedPair(ts, inMention, ms[j:], quantified{aFrom: k + 1, words: map[int]string{}})
		if ok && err == nil {
			q.bTo = nounTail(ts, inMention, q.bTo, "")
		}
		if !ok || err != nil || ts[q.conn].w != "and" || q.bTo != len(ts) {
			break
		}
		head := text(0, k) + " "
		return two(head+text(q.aFrom, q.conn)+".", head+text(q.conn+1, q.bTo)+".", ms[j+q.a], ms[j+q.b])
	}
	return nil, false, nil
}

// nounTail is where a noun phrase that ends at k ends with up to two more
// plain words ("the sherry drinker"): before the word until ("both"), or
// at the end when until is "" (else k).
func nounTail(ts []tok, inMention []bool, k int, until string) int {
	for j := k; j <= k+2 && j <= len(ts); j++ {
		if until == "" && j == len(ts) || j < len(ts) && until != "" && ts[j].w == until {
			return j
		}
		if j == len(ts) || inMention[j] || !nounPhraseWord(ts[j].w) || pairVerbs[ts[j].w] || contracted[ts[j].w] != "" || stop[ts[j].w] {
			return k
		}
	}
	return k
}

// aheadWords come before "of" in a comparison: "ahead of both A and B".
var aheadWords = set("ahead short clear")

// neitherDid is "If A didn't X, then neither did B": B's clause says the
// first's negated predicate again.
var neitherDid = lazyRE(`^(?i:if) (.+?) (didn't|doesn't|don't|isn't|wasn't|aren't|weren't|hasn't|hadn't|haven't) ([^,]+), (?:then )?neither (did|does|do|is|was|are|were|has|had|have) ([^,]+?)([.!]?)$`)

// neitherDidSaid is s with "then neither did B" said in full ("then B
// didn't X"), where the auxiliary agrees with the first clause's.
func neitherDidSaid(s string) string {
	m := neitherDid.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil || !strings.EqualFold(strings.SplitN(m[2], "n't", 2)[0], m[4]) && !(strings.HasPrefix(m[2], "do") && strings.HasPrefix(m[4], "do")) {
		return s
	}
	return "If " + m[1] + " " + m[2] + " " + m[3] + ", then " + m[5] + " " + m[2] + " " + m[3] + m[6]
}

// neitherVerbs is "X neither P nor Q" with two verb phrases ("Mrs. Joyce
// neither won nor came last", "Bo neither sang nor played the drums").
var neitherVerbs = lazyRE(`^(.+?) neither ([^,]+?) nor ([^,]+?)([.!]?)$`)

// neitherVerbsSaid reads "X neither P nor Q": X P and X Q are each read,
// and each must say that X is one item; X is neither. ok is false when s
// has no such shape (or "is neither", read elsewhere).
func (mg *magazine) neitherVerbsSaid(s string) ([][]logicgrid.Clue, bool, error) {
	m := neitherVerbs.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return nil, false, nil
	}
	subj := tokenize(m[1])
	if len(subj) == 0 || strings.ContainsAny(m[1], ",;:") || len(mg.lx.mentions(subj)) != 1 || stop[subj[len(subj)-1].w] || pairVerbs[subj[len(subj)-1].w] || copulas[subj[len(subj)-1].w] || contracted[subj[len(subj)-1].w] != "" ||
		strings.EqualFold(subj[0].w, "neither") || hasWord(subj, "if") || hasWord(subj, "unless") {
		return nil, false, nil // one subject, then the two verbs
	}
	if sm := mg.lx.mentions(subj); sm[0].end < len(subj) && !mg.namesCategory(subj[len(subj)-1].w) && !personNouns[singular(subj[len(subj)-1].w)] && !guardPersonNouns[singular(subj[len(subj)-1].w)] {
		return nil, false, nil // "Eyre bought neither A nor B": the verb is before "neither"
	}
	var x *logicgrid.Item
	var out []logicgrid.Clue
	for _, pred := range []string{m[2], m[3]} {
		rs, err := mg.clauses(m[1] + " " + pred + ".")
		if err != nil || len(rs) != 1 || len(rs[0]) != 1 || rs[0][0].Kind != logicgrid.Same {
			return nil, false, nil // left to the readers of the sentence as a whole
		}
		c := rs[0][0]
		a, b := c.Items[0], c.Items[1]
		if x != nil && *x != a && *x == b {
			a, b = b, a
		}
		if x != nil && *x != a {
			return nil, true, errorf("\"%s neither ... nor ...\": the two sides are not said of one subject", m[1])
		}
		x = &a
		out = append(out, logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{a, b}})
	}
	return [][]logicgrid.Clue{out}, true, nil
}

// noneOfList is "Not one of A, B and C ordered the quiche", "None of A,
// B or C is from Ely": a list of named ones, then the predicate.
var noneOfList = lazyRE(`^(?i:not one|none|not any) of ((?:[^,]+, )+[^,]+?,? (?:and|or) .+?)([.!]?)$`)

// noneOfListSaid reads noneOfList as "Neither A nor B ..." of each two
// neighbours of the list in turn: none of them. ok is false when s has no
// such shape.
func (mg *magazine) noneOfListSaid(s string) ([][]logicgrid.Clue, bool, error) {
	m := noneOfList.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return nil, false, nil
	}
	body := m[1]
	ts := tokenize(body)
	ms := mg.lx.mentions(ts)
	inMention := mentionMarks(ts, ms)
	// the last "and"/"or" before the predicate, and the last one's noun phrase
	conn := -1
	for k, t := range ts {
		if (t.w == "and" || t.w == "or") && !inMention[k] {
			conn = k
			break
		}
	}
	if conn < 0 {
		return nil, false, nil
	}
	j := 0
	for j < len(ms) && ms[j].start <= conn {
		j++
	}
	if j == len(ms) {
		return nil, false, nil
	}
	end := ms[j].end
	for end < len(ts) && !inMention[end] && (mg.namesCategory(ts[end].w) || personNouns[singular(ts[end].w)] || peopleNouns[ts[end].w] || guardPersonNouns[singular(ts[end].w)]) {
		end++
	}
	if end >= len(ts) {
		return nil, false, nil
	}
	pred := strings.TrimSpace(body[ts[end].col-1:])
	list := strings.Split(strings.TrimSuffix(strings.TrimSpace(body[:ts[conn].col-1]), ","), ", ")
	list = append(list, body[ts[conn+1].col-1:ts[end-1].end])
	for _, x := range list {
		xs := tokenize(x)
		if n := len(mg.lx.mentions(xs)); n != 1 || len(xs) > 5 {
			return nil, true, errorf("%q: the list is read only as named ones (\"none of A, B and C ...\")", m[0])
		}
	}
	all := [][]logicgrid.Clue{nil}
	for i := 0; i+1 < len(list); i++ {
		cs, err := mg.clauses("Neither " + list[i] + " nor " + list[i+1] + " " + pred + ".")
		if err != nil {
			return nil, true, err
		}
		all = mg.product(all, cs)
	}
	return distinctReadings(mg.uniqueClues(all)), true, nil
}

// everyoneExcept is "Everyone except Celia arrived before 8:00pm",
// "Everybody but Jules fixed fewer than 10 bugs".
var everyoneExcept = lazyRE(`^(?i:everyone|everybody) (?:except(?: for)?|but|apart from|other than) (.+?)([.!]?)$`)

// everyoneExceptSaid reads everyoneExcept: the predicate of each other
// item of the named one's category, and its negation of that one (what
// the predicate leaves it, of one numeric or named category). ok is false
// when s has no such shape.
func (mg *magazine) everyoneExceptSaid(s string) ([][]logicgrid.Clue, bool, error) {
	m := everyoneExcept.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil {
		return nil, false, nil
	}
	ts := tokenize(m[1])
	xm := mg.lx.mentions(ts)
	if len(xm) == 0 || len(xm[0].items) != 1 || xm[0].start != 0 || xm[0].items[0].D != 0 || xm[0].end >= len(ts) {
		return nil, true, errorf("\"everyone except\" is read only of one person named by name")
	}
	x := xm[0].items[0]
	name := m[1][:ts[xm[0].end-1].end]
	pred := strings.TrimSpace(m[1][ts[xm[0].end].col-1:])
	rs, err := mg.clauses(name + " " + pred + ".")
	if err != nil {
		return nil, true, err
	}
	if len(rs) != 1 {
		return nil, true, errorf("%q reads several ways: \"everyone except\" is not read", name+" "+pred)
	}
	d, in, err := mg.valuesSaid(x, rs[0])
	if err != nil {
		return nil, true, errorf("\"everyone except %s\": %v", name, err)
	}
	// the one left out has none of the items the predicate gives
	var not []logicgrid.Item
	for v, ok := range in {
		if !ok {
			not = append(not, logicgrid.Item{D: d, I: v})
		}
	}
	all := [][]logicgrid.Clue{{{Kind: logicgrid.Either, Items: append([]logicgrid.Item{x}, not...)}}}
	if len(not) == 1 {
		all = [][]logicgrid.Clue{{{Kind: logicgrid.Same, Items: []logicgrid.Item{x, not[0]}}}}
	}
	for i, other := range mg.p.Domains[x.D].Items {
		if i == x.I {
			continue
		}
		cs, err := mg.clauses(other + " " + pred + ".")
		if err != nil {
			return nil, true, err
		}
		all = mg.product(all, cs)
	}
	return distinctReadings(mg.uniqueClues(all)), true, nil
}
