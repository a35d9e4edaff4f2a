package english

import "deduce/puzzle/logicgrid"

// A subject described by two items (unseen79, the detective story's
// voice): "The person in the library at half past nine wasn't carrying
// the rope", "The guest in the blue room with the dagger arrived before
// Lady Crane". The description says both are one person's, and the rest
// is said of that person: read as "the person in the library was at half
// past nine" and "the person in the library wasn't carrying the rope".

// pairLinks are the words that may join the two items of such a subject:
// a preposition, and "who was" before it.
var pairLinks = set("at in on with who was were is that the a an wearing carrying holding from of")

// pairPrepositions are the links one of which must join the two items.
var pairPrepositions = set("at in on with wearing carrying holding from of")

// subjectPairSaid splits s where its subject names two items of
// different categories, neither of them a person ("with Bob" would be
// company, not a description), and a third item follows: ok is false
// otherwise.
func (mg *magazine) subjectPairSaid(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	ts := tokenize(s)
	if len(ts) < 6 || ts[0].w != "the" && ts[0].w != "whoever" {
		return nil, false, nil
	}
	ms := mg.lx.mentions(ts)
	if len(ms) < 3 || ms[0].start > 6 || len(ms[0].items) != 1 || len(ms[1].items) != 1 {
		return nil, false, nil
	}
	a, b := ms[0].items[0], ms[1].items[0]
	if a.D == b.D || mg.personCategory(a.D) || mg.personCategory(b.D) {
		return nil, false, nil
	}
	nouns := 0
	for k := 1; k < ms[0].start; k++ {
		if !pairLinks[ts[k].w] {
			nouns++ // "the person", "the suspect": one noun and links before the first
		}
	}
	if nouns > 1 {
		return nil, false, nil
	}
	prep, who := false, false
	for k := ms[0].end; k < ms[1].start; k++ {
		switch w := ts[k].w; {
		case !pairLinks[w], copulas[w] && !who:
			return nil, false, nil // "The Audi is 3 houses from": the verb, not a description
		case w == "who" || w == "that":
			who = true
		case pairPrepositions[w]:
			prep = true
		}
	}
	if !prep {
		return nil, false, nil
	}
	if next := wordAt(ts, ms[1].end); next == "" || pairLinks[next] && !copulas[next] || next == "and" || next == "or" {
		return nil, false, nil // the subject goes on
	}
	first, second, rest := s[:ts[ms[0].end-1].end], s[ts[ms[0].end-1].end:ts[ms[1].end-1].end], s[ts[ms[1].end-1].end:]
	x, err := mg.clue(first + " was" + second)
	if err != nil {
		return nil, false, nil
	}
	y, err := mg.clauses(first + rest)
	if err != nil {
		return nil, true, err
	}
	return mg.product(x, y), true, nil
}
