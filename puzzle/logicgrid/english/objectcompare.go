package english

import (
	"deduce/puzzle/logicgrid"
)

// An object, then a comparison of the subject (unseen47): "Eleanor married
// the man from Barley two weeks after the vicar's daughter's wedding" is
// "Eleanor married the man from Barley" and "Eleanor married two weeks
// after the vicar's daughter's wedding". Tried only where the sentence
// read whole is refused (three items with a comparison): the first part
// must read as who is (or is not) whom, the second as a comparison.

// objectThenCompare reads s so; ok is false when s is no such sentence.
func (mg *magazine) objectThenCompare(s string) (_ [][]logicgrid.Clue, ok bool) {
	ts := tokenize(s)
	ms := mg.lx.mentions(ts)
	if len(ms) < 3 || ms[0].start > 1 {
		return nil, false
	}
	// the object: the second item, with a verb of the subject before it
	obj := ms[1]
	for k := ms[0].end; k < obj.start; k++ {
		w := ts[k].w
		if _, cmp := comparatives[w]; cmp || identityWords[w] || negationWords[w] || w == "and" || w == "or" || w == "but" || w == "than" || w == "who" || w == "whose" || w == "which" {
			return nil, false
		}
	}
	verb := false
	for k := ms[0].end; k < obj.start; k++ {
		if possessive(ts[k].raw) {
			return nil, false // "The Ely man's lemon cake": no verb and object
		}
		w := ts[k].w
		verb = verb || pastVerb(w)
	}
	if !verb || obj.start-ms[0].end < 1 || obj.start-ms[0].end > 4 || len(obj.items) != 1 || mg.num[obj.items[0].D] != nil {
		// "is 200 square metres larger": a number is no object
		return nil, false
	}
	// the comparison: right after the object, a comparative within its
	// first five words ("two weeks after", "for $5 more than")
	e := obj.end
	if e >= len(ts) || describes[ts[e].w] || ts[e].w == "and" || ts[e].w == "who" || ts[e].w == "which" {
		return nil, false
	}
	cmp := false
	for k := e; k < min(e+5, len(ts)); k++ {
		if mentionAt(ms, k) {
			break
		}
		if _, c := comparatives[ts[k].w]; c {
			cmp = true
		}
	}
	if !cmp || ts[e].col <= 1 {
		return nil, false
	}
	first := s[:ts[e-1].end]
	second := s[:ts[obj.start].col-1] + s[ts[e].col-1:]
	a, err := mg.clueAs(first)
	if err != nil || len(a) != 1 {
		return nil, false
	}
	for _, c := range a[0] {
		if c.Kind != logicgrid.Same && c.Kind != logicgrid.Different && c.Kind != logicgrid.Either {
			return nil, false
		}
	}
	b, err := mg.clueAs(second)
	if err != nil {
		return nil, false
	}
	for _, r := range b {
		compares := false
		for _, c := range r {
			compares = compares || c.Kind == logicgrid.Less || c.Kind == logicgrid.LessBy || c.Kind == logicgrid.DiffBy || c.Kind == logicgrid.Apart || c.Kind == logicgrid.ApartBy
		}
		if !compares {
			return nil, false
		}
	}
	return mg.product(a, b), true
}
