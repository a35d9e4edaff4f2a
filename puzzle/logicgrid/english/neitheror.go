package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// "Neither A nor B" with two predicates joined by "or" (unseen37):
// "Neither Agnes nor the maker of the parkin lives in Little Snoring or
// took first prize" says of both that neither holds: "Neither A nor B
// lives in Little Snoring" and "Neither A nor B took first prize". The
// "or" joins two verb phrases (a verb opens the second); options of one
// verb ("lives in Ely or Leeds") are the plain reading's.

var neitherNorOpen = lazyRE(`(?i)^\s*neither\s+(.+?)\s+nor\s+(.+)$`)

// neitherNorPredicates reads such a sentence; ok is false when s is none.
func (mg *magazine) neitherNorPredicates(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	m := neitherNorOpen.FindStringSubmatch(s)
	if m == nil || strings.Contains(m[1], ",") {
		return nil, false, nil
	}
	head, rest := mg.nounPhraseOf(m[2]) // countof.go: "the maker of the parkin", "lives in ... or took ..."
	if head == "" || !mg.onlyMention(head) || !mg.onlyMention(m[1]) {
		return nil, false, nil
	}
	low := strings.ToLower(rest)
	at := strings.LastIndex(low, " or ")
	if at < 0 || strings.Count(low, " or ") != 1 {
		return nil, false, nil
	}
	first, second := strings.TrimRight(strings.TrimSpace(rest[:at]), ","), strings.TrimSpace(rest[at+4:])
	ts := tokenize(second)
	if len(ts) < 2 || !mg.hasVerb(first) || !mg.hasVerb(second) || !mg.opensWithVerb(ts) {
		return nil, false, nil
	}
	subj := "Neither " + m[1] + " nor " + head + " "
	a, aerr := mg.clauses(subj + first)
	b, berr := mg.clauses(subj + second)
	if err := keep(aerr, berr); err != nil {
		return nil, true, err
	}
	said := mg.product(a, b)
	// A and B are two, as "Neither A nor B" says by the setters'
	// convention; or A may be B ("Neither Agnes nor the maker of the
	// parkin ..." of Agnes's parkin): both are kept, the puzzle decides
	x, y := mg.lx.mentions(tokenize(m[1])), mg.lx.mentions(tokenize(head))
	if len(x) != 1 || len(y) != 1 || len(x[0].items) != 1 || len(y[0].items) != 1 || x[0].items[0].D == y[0].items[0].D {
		return said, true, nil
	}
	out := said
	for _, r := range said {
		if loose, ok := withoutTwo(r, x[0].items[0], y[0].items[0]); ok {
			out = append(out, loose)
		}
	}
	return distinctReadings(out), true, nil
}

// withoutTwo is reading r with each "the three are different" of a, b
// and a third said as two facts, a and b each not the third (a may be b);
// ok is false when r says a and b are two in no such clue.
func withoutTwo(r []logicgrid.Clue, a, b logicgrid.Item) ([]logicgrid.Clue, bool) {
	var out []logicgrid.Clue
	changed := false
	for _, c := range r {
		if c.Kind == logicgrid.Different && len(c.Items) == 3 && c.Items[0] == a && c.Items[1] == b {
			for _, it := range []logicgrid.Item{a, b} {
				d := c
				d.Items = []logicgrid.Item{it, c.Items[2]}
				out = append(out, d)
			}
			changed = true
			continue
		}
		out = append(out, c)
	}
	return out, changed
}

// opensWithVerb reports whether ts opens with a verb, as a person sees
// one: a linking verb or an auxiliary, a past ("took", "lived"), a verb
// of placing or staying, or a present in -s that names no item ("lives",
// "drives"); "next to Pia", "at an end" are no verb phrases.
func (mg *magazine) opensWithVerb(ts []tok) bool {
	ms := mg.lx.mentions(ts)
	if len(ms) > 0 && ms[0].start == 0 {
		return false
	}
	w := ts[0].w
	switch {
	case linking[w] || contracted[w] != "" || verbAuxiliaries[w] || pastIrregular[w] || rankingVerbs[w] || stayVerbs[w]:
		return true
	case stop[w] || phraseOpeners[w] || mg.namesCategory(w):
		return false
	}
	return strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss")
}

var (
	verbAuxiliaries = set("did does do will would could can")
	phraseOpeners   = set("the a an in at on to from with by for of next")
)
