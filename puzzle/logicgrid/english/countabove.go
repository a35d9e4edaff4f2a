package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// How many are above one (unseen50): "Exactly two swimmers had a higher
// lane number than the Northgate swimmer", "Exactly one of the other
// cousins is older than Ollie". k others above Y along a category is
// Y's place in it: the (k+1)th from the top (or, of "lower", from the
// bottom). The comparison is read as any other, of a stand-in who is
// named nowhere in the sentence, to learn the category and the way it
// points; the sentence is then "Y is that place's item".

var countAbove = lazyRE(`(?i)^\s*(?:exactly|only|just|precisely)\s+(one|two|three|four|five|six|1|2|3|4|5|6)\s+(?:of\s+the\s+others|of\s+the\s+(?:other\s+)?([a-z]+)|other\s+([a-z]+)|([a-z]+))\s+(.+\bthan\b.+)$`)

// countAboveSaid reads s when it is such a count; ok is false when it is
// none (then the other readings try it).
func (mg *magazine) countAboveSaid(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	m := countAbove.FindStringSubmatch(strings.TrimRight(s, ".! "))
	if m == nil {
		return nil, false, nil
	}
	k64, _ := numberOf(strings.ToLower(m[1]))
	k := int(k64)
	pred := m[5]
	if group := strings.ToLower(m[2] + m[3] + m[4]); group != "" {
		// everyone (the others): "swimmers", "cousins"; never a part of
		// them ("of the boys", "of the Leeds runners")
		if genderNouns[group] != unknownGender || singular(group) == group || len(mg.lx.mentions(tokenize(group))) > 0 {
			return nil, false, nil
		}
	}
	stand, ok := mg.standIn(mg.lx.mentions(tokenize(pred)))
	if !ok {
		return nil, false, nil
	}
	rs, err := mg.clue(mg.p.Domains[0].Items[stand.I] + " " + pred)
	if err != nil || len(rs) != 1 || len(rs[0]) != 1 {
		return nil, false, nil
	}
	c := rs[0][0]
	if c.Kind != logicgrid.Less || len(c.Items) != 2 {
		return nil, false, nil
	}
	var y logicgrid.Item
	var above bool // the k are above y along c.Domain
	switch {
	case c.Items[1] == stand:
		y, above = c.Items[0], true
	case c.Items[0] == stand:
		y, above = c.Items[1], false
	default:
		return nil, false, nil
	}
	n := mg.p.N()
	if y.D == c.Domain || k < 1 || k >= n {
		return nil, false, nil
	}
	at := k
	if above {
		at = n - 1 - k
	}
	return [][]logicgrid.Clue{{{Kind: logicgrid.Same, Items: []logicgrid.Item{{D: c.Domain, I: at}, y}}}}, true, nil
}

// standIn is an item of the first category that none of ms names: it
// stands for the one a sentence describes, so that a clause about that
// one can be read as about a named item (countabove.go, desccompared.go).
func (mg *magazine) standIn(ms []mention) (logicgrid.Item, bool) {
	named := map[logicgrid.Item]bool{}
	for _, x := range ms {
		for _, it := range x.items {
			named[it] = true
		}
	}
	for i := range mg.p.Domains[0].Items {
		if it := (logicgrid.Item{D: 0, I: i}); !named[it] {
			return it, true
		}
	}
	return logicgrid.Item{}, false
}
