package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// Which category the people are (for gender.go), and a clause that says
// only that its one item belongs to a man or a woman.

// genderDomain is the category whose items gender words are about: the
// one with the most items titled (Mr, Mrs) or named in the introduction
// beside a gender word; the first category when none is. In position
// puzzles the people are seldom first ("seat: 1, ...; guest: Alan, ...").
func (mg *magazine) genderDomain() int {
	count := make([]int, len(mg.p.Domains))
	for d, dom := range mg.p.Domains {
		for _, it := range dom.Items {
			if f := strings.Fields(strings.ToLower(strings.TrimSuffix(strings.Fields(it + " x")[0], "."))); len(f) > 0 && genderTitles[f[0]] != unknownGender {
				count[d]++
			}
		}
	}
	story := mg.p.Title + ". " + mg.p.Story
	for _, part := range strings.FieldsFunc(story, func(r rune) bool { return r == '.' || r == ';' || r == '!' || r == '?' }) {
		ts := tokenize(part)
		said := false
		for _, t := range ts {
			said = said || genderNouns[t.w] != unknownGender
		}
		if !said {
			continue
		}
		for _, m := range mg.lx.mentions(ts) {
			for _, it := range m.items {
				count[it.D]++
			}
		}
	}
	best := 0
	for d, c := range count {
		if c > count[best] {
			best = d
		}
	}
	return best
}

// genderAlone reads a clause of one item whose only other word of
// substance is a gender noun as its object: "The yellow boat belongs to a
// man." (the yellow boat's owner is one of the men), "... isn't owned by a
// woman". ok is false for any other clause.
func (mg *magazine) genderAlone(ts []tok, ms []mention, its []logicgrid.Item) ([]logicgrid.Clue, bool) {
	k := len(ts) - 1
	if len(ms) != 1 || k < 1 || ms[0].end > k || genderNouns[ts[k].w] == unknownGender || ts[k-1].w != "a" && ts[k-1].w != "an" {
		return nil, false
	}
	want := genderNouns[ts[k].w]
	for j := ms[0].end; j < k; j++ {
		if negationWords[ts[j].w] {
			want = male + female - want // the other one
		}
	}
	g := mg.genders()
	pd := mg.genderDomain()
	var match []logicgrid.Item
	for i, x := range g {
		if x == unknownGender {
			return nil, false // not everyone's gender is said: say nothing
		}
		if x == want {
			match = append(match, logicgrid.Item{D: pd, I: i})
		}
	}
	x := its[0]
	switch {
	case len(match) == 0 || len(match) == len(g) || x.D == pd:
		return nil, false
	case len(match) == 1:
		return []logicgrid.Clue{{Kind: logicgrid.Same, Items: []logicgrid.Item{x, match[0]}}}, true
	}
	return []logicgrid.Clue{{Kind: logicgrid.Either, Items: append([]logicgrid.Item{x}, match...)}}, true
}
