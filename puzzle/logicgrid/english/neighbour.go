package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// A comparison with whoever is next along an order from the subject
// (unseen18): "The punk band earned $150 more than the band that played
// right after it", "Ann paid less than the guest who arrived just before
// her", "Bo is older than the runner who finished right behind him". No
// item names the one compared with: it is the one a place after (or
// before) the subject along an ordered category, so no single clue says
// it. It is read as a case split over the subject's place: for each place
// i that has a next one, "the subject is at i, and it [compares] than the
// one at i+1", one reading each. Together the readings say exactly what
// the sentence says (each says more: it places the subject), and a
// puzzle with one solution has it under exactly one of them: settle
// finds it, as for "between".

// nextAlong is "MAIN than the NOUN that VERB right after it": the main
// clause (1), the relative clause's verb words (2), the word of order (3)
// and the pronoun (4).
var nextAlong = lazyRE(`(?i)^(.+?)\s+than\s+the\s+(?:[\w'’-]+\s+){0,3}?(?:(?:that|who|which)\s+((?:[\w'’-]+\s+){0,3}?))?(?:right|immediately|directly|just)\s+(after|before|behind|ahead\s+of)\s+(it|him|her|them)\s*[.!]?$`)

// maxNextCases bounds the readings of one such sentence (settle counts
// every combination of the sentences' readings that allows a solution, up
// to maxCombinations).
const maxNextCases = maxReadings

// comparedWithNext reads a sentence nextAlong matches (ok false when it
// does not).
func (mg *magazine) comparedWithNext(s string) (readings [][]logicgrid.Clue, ok bool, err error) {
	m := nextAlong.FindStringSubmatch(s)
	if m == nil {
		return nil, false, nil
	}
	main, verb := m[1], strings.ToLower(m[2])
	word := strings.Fields(strings.ToLower(m[3]))[0] // "ahead of": ahead
	for _, t := range tokenize(verb) {
		if negationWords[t.w] {
			return nil, true, errorf("%q: a negation in the clause about the one compared with is not read", strings.TrimSpace(m[2]))
		}
	}
	ts := tokenize(main)
	ms := mg.amountsOut(ts, mg.lx.mentions(ts))
	if len(ms) != 1 || len(ms[0].items) != 1 {
		return nil, true, errorf("%q: cannot tell who %q stands for (the clause before \"than\" should name one item)", m[3]+" "+m[4], m[4])
	}
	x := ms[0].items[0]
	d, err := mg.orderOf(verb, word)
	if err != nil {
		return nil, true, err
	}
	saved := mg.passive
	mg.passive = ""
	step := mg.direction(word, d) // the one compared with is a place that way
	mg.passive = saved
	items := mg.p.Domains[d].Items
	for i := range items {
		j := i + step
		if j < 0 || j >= len(items) || x.D == d && x.I != i {
			continue
		}
		at := logicgrid.Item{D: d, I: j}
		rs, err := mg.clue(main + " than " + items[j])
		if err != nil {
			return nil, true, err
		}
		for _, cs := range rs {
			if len(cs) != 1 || !comparesPair(cs[0], x, at) {
				return nil, true, errorf("%q: the comparison with the one %s %s is read only as one comparison of two", strings.TrimSpace(main), m[3], m[4])
			}
			var r []logicgrid.Clue
			if x.D != d {
				r = append(r, logicgrid.Clue{Kind: logicgrid.Same, Items: []logicgrid.Item{x, {D: d, I: i}}})
			}
			readings = append(readings, append(r, cs...))
		}
	}
	if len(readings) == 0 {
		return nil, true, errorf("no place along %s has one %s %s", mg.p.Domains[d].Name, m[3], m[4])
	}
	if len(readings) > maxNextCases {
		return nil, true, errorf("%q: %d cases (one per place along %s), more than %d: say it in simpler sentences", m[3]+" "+m[4], len(readings), mg.p.Domains[d].Name, maxNextCases)
	}
	return readings, true, nil
}

// orderOf is the ordered category "right after" is along in a relative
// clause with the verb words verb: the one category of points in time or
// places in order the word can measure, or of several the one the verb
// names ("played", "arrived", "finished").
func (mg *magazine) orderOf(verb, word string) (int, error) {
	var cands []int
	for d, nm := range mg.num {
		if nm != nil && (timeClass(nm.class) || mg.isOrdinal(d)) && hasClass(comparatives[word].classes, nm.class) {
			cands = append(cands, d)
		}
	}
	if len(cands) > 1 {
		var named []int
		for _, d := range cands {
			for _, t := range tokenize(verb) {
				if hasCue(mg.lx.cues[d], t.w) {
					named = append(named, d)
					break
				}
			}
		}
		cands = named
	}
	if len(cands) != 1 {
		return -1, errorf("%q: cannot tell along which category (say \"the one at the next time\")", word)
	}
	return cands[0], nil
}

// comparesPair reports whether c compares a and b (in either order).
func comparesPair(c logicgrid.Clue, a, b logicgrid.Item) bool {
	switch c.Kind {
	case logicgrid.Less, logicgrid.LessBy, logicgrid.DiffBy, logicgrid.ApartBy, logicgrid.Apart, logicgrid.RingBy, logicgrid.AroundBy:
		return len(c.Items) == 2 && (c.Items[0] == a && c.Items[1] == b || c.Items[0] == b && c.Items[1] == a)
	}
	return false
}
