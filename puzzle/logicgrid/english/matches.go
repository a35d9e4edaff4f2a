package english

import (
	"slices"
	"strings"

	"deduce/puzzle/logicgrid"
)

// "No man followed the trade that matches his surname" (unseen41): items
// of two categories spelt alike (the surname Baker and the trade baker)
// are said to go together, or never to. The two categories are the ones
// the sentence names by their nouns, with a possessive pronoun before
// one ("his surname"); "no one", "nobody", "no man", "none of them" deny
// it of every pair spelt alike, "everyone", "each" say it of every pair.
// Where no two items of the two categories are spelt alike, or the
// sentence says more, it is refused.
var matchesWords = lazyRE(`(?i)^\s*(no one|no-one|nobody|no man|no woman|no person|none of them|everyone|everybody|each of them|each man|each woman|every man|every woman)\b(.*?)\b(?:matches|matching|match|is the same as|shares the name of|is named like)\b(.*?)[.!]?\s*$`)

// matchesClauses reads such a sentence; ok is false when s is none.
func (mg *magazine) matchesClauses(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	m := matchesWords.FindStringSubmatch(s)
	if m == nil {
		return nil, false, nil
	}
	var named []int
	for _, part := range []string{m[2], m[3]} {
		for _, t := range tokenize(part) {
			for d := range mg.p.Domains {
				if hasCue(mg.lx.cues[d], t.w) && !slices.Contains(named, d) && mg.num[d] == nil {
					named = append(named, d)
				}
			}
		}
	}
	if len(named) != 2 {
		return nil, true, errorf("%q: says which two categories match only with their two nouns", strings.TrimSpace(s))
	}
	a, b := named[0], named[1]
	kind := logicgrid.Different
	switch strings.ToLower(m[1]) {
	case "everyone", "everybody", "each of them", "each man", "each woman", "every man", "every woman":
		kind = logicgrid.Same
	}
	var out []logicgrid.Clue
	for i, x := range mg.p.Domains[a].Items {
		for j, y := range mg.p.Domains[b].Items {
			if strings.EqualFold(strings.TrimSpace(x), strings.TrimSpace(y)) {
				out = append(out, logicgrid.Clue{Kind: kind, Items: []logicgrid.Item{{D: a, I: i}, {D: b, I: j}}})
			}
		}
	}
	if len(out) == 0 {
		return nil, true, errorf("%q: no %s is spelt like a %s", strings.TrimSpace(s), mg.p.Domains[a].Name, mg.p.Domains[b].Name)
	}
	return [][]logicgrid.Clue{out}, true, nil
}
