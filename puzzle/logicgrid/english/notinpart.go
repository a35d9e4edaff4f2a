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
	cs, err := mg.notInPartOf(ms[0].items[0], d, word)
	if err != nil {
		return nil, true, err
	}
	return [][]logicgrid.Clue{cs}, true, nil
}

// neitherNotInPart reads "Neither the payroll section nor the soup eater
// filed in the morning" (ts without "in the morning"): each not in that
// part of the day, and two different ones. ok is false for any other.
func (mg *magazine) neitherNotInPart(ts []tok, d int, word string) ([][]logicgrid.Clue, bool, error) {
	if len(ts) < 4 || ts[0].w != "neither" {
		return nil, false, nil
	}
	nors := 0
	for _, t := range ts[1:] {
		if t.w == "nor" {
			nors++
		} else if notInPartStop[t.w] || negationWords[t.w] {
			return nil, false, nil
		}
	}
	ms := mg.lx.mentions(ts)
	if nors != 1 || len(ms) != 2 || len(ms[0].items) != 1 || len(ms[1].items) != 1 || ms[0].items[0].D == d || ms[1].items[0].D == d || ms[0].start > 2 || !anyWord(ts, make([]bool, len(ts)), ms[0].end, ms[1].start, "nor") {
		return nil, false, nil
	}
	for k, t := range ts {
		_, cmp := comparatives[t.w]
		_, ordinal := ordinals[t.w]
		if (cmp || ordinal || isSuperlativeAt(ts, k)) && !inMentions(ms, k) {
			return nil, false, nil
		}
	}
	var out []logicgrid.Clue
	for _, m := range ms {
		cs, err := mg.notInPartOf(m.items[0], d, word)
		if err != nil {
			return nil, true, err
		}
		out = append(out, cs...)
	}
	if a, b := ms[0].items[0], ms[1].items[0]; a.D != b.D {
		out = append(out, logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{a, b}})
	}
	return [][]logicgrid.Clue{out}, true, nil
}

// notInPartOf is x's time none of d's times in that part of the day.
func (mg *magazine) notInPartOf(x logicgrid.Item, d int, word string) ([]logicgrid.Clue, error) {
	span := dayParts[word]
	var cs []logicgrid.Clue
	for i, it := range mg.p.Domains[d].Items {
		v := mg.p.Value(d, i)
		if v >= 24*60 || word != "morning" && (v == 12*60 || v >= 17*60 && v < 19*60) {
			return nil, errorf("%q: is %s in the %s? Not read", word, it, word)
		}
		if v >= span[0] && v < span[1] {
			cs = append(cs, logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{x, {D: d, I: i}}})
		}
	}
	if len(cs) == 0 {
		return nil, errorf("no time of the %s is in the %s", mg.p.Domains[d].Name, word)
	}
	if len(cs) == len(mg.p.Domains[d].Items) {
		return nil, errorf("every time of the %s is in the %s", mg.p.Domains[d].Name, word)
	}
	return cs, nil
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
