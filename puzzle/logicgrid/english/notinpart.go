package english

import "deduce/puzzle/logicgrid"

// notInPart reads a part of the day denied of one thing: "Dafydd didn't
// start in the morning", "the flu jab wasn't given in the afternoon": its
// time is none of the category's times in that part (dayParts: the
// morning ends before noon). ts is the sentence without its "in the
// morning", d the category of clock times. ok is false unless the rest is
// one plain negation of one named thing (no "or", "if", comparison or
// second thing: those are left to dayPart, which refuses them).
func (mg *magazine) notInPart(ts []tok, d int, word string) ([][]logicgrid.Clue, bool, error) {
	negs := 0
	for _, t := range ts {
		if negationWords[t.w] {
			negs++
		}
		if notInPartStop[t.w] {
			return nil, false, nil
		}
	}
	if negs != 1 {
		return nil, false, nil
	}
	ms := mg.lx.mentions(ts)
	if len(ms) != 1 || len(ms[0].items) != 1 || ms[0].items[0].D == d {
		return nil, false, nil
	}
	for k, t := range ts {
		_, cmp := comparatives[t.w]
		_, ordinal := ordinals[t.w]
		if (cmp || ordinal || isSuperlativeAt(ts, k)) && !inMentions(ms, k) {
			return nil, false, nil
		}
	}
	x, span := ms[0].items[0], dayParts[word]
	var cs []logicgrid.Clue
	for i, it := range mg.p.Domains[d].Items {
		v := mg.p.Value(d, i)
		if v >= 24*60 || word != "morning" && (v == 12*60 || v >= 17*60 && v < 19*60) {
			return nil, true, errorf("%q: is %s in the %s? Not read", word, it, word)
		}
		if v >= span[0] && v < span[1] {
			cs = append(cs, logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{x, {D: d, I: i}}})
		}
	}
	if len(cs) == 0 {
		return nil, true, errorf("no time of the %s is in the %s", mg.p.Domains[d].Name, word)
	}
	if len(cs) == len(mg.p.Domains[d].Items) {
		return nil, true, errorf("every time of the %s is in the %s", mg.p.Domains[d].Name, word)
	}
	return [][]logicgrid.Clue{cs}, true, nil
}

// notInPartStop are words that make a denied part of the day more than a
// plain "not": left to dayPart (refused there).
var notInPartStop = set("either or neither nor unless if but except only")

// neitherInPart reads "Dafydd didn't start in the morning, and nor did
// Bronwen" as its two clauses, each with its part of the day (the
// sentence's own neitherToo reading, which dayPart would otherwise see
// whole, with two subjects). ok is false for any other shape.
func (mg *magazine) neitherInPart(s string) ([][]logicgrid.Clue, bool, error) {
	m := neitherToo.FindStringSubmatch(s)
	if m == nil || !hasNegation(m[1]) || m[2] != "" && m[2] != "neither" && m[2] != "Neither" {
		return nil, false, nil
	}
	tail := m[4]
	subj := mg.mentionText(m[1], true)
	if subj == "" || !mg.onlyMention(tail) || !dayPartPhrase.MatchString(m[1]) {
		return nil, false, nil
	}
	a, err := mg.clauses(m[1])
	if err != nil {
		return nil, true, err
	}
	b, err := mg.clauses(tail + m[1][len(subj):])
	if err != nil {
		return nil, true, err
	}
	return mg.product(a, b), true, nil
}
