package english

import "deduce/puzzle/logicgrid"

// moreThanBy reads a difference bounded below said after the comparison:
// "A beat B by more than a minute", "A finished ahead of B by more than 2
// minutes" ("more than a century before B", said before it, is
// atLeastBy's). The
// two values differ by more than the amount, in the comparison's
// direction (strictly: "more than a week" is not a week). ok is false when
// the clause has no "more than" amount with one comparison of two items.
func (mg *magazine) moreThanBy(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item, cmps []int, hedged bool) ([]logicgrid.Clue, bool, error) {
	if len(ms) != 2 || len(cmps) != 2 {
		return nil, false, nil
	}
	more := -1 // the "more" of "more than AMOUNT"
	for _, k := range cmps {
		if ts[k].w == "more" && wordAt(ts, k+1) == "than" && k+2 < len(ts) && !inMention[k+2] {
			more = k
		}
	}
	if more < 0 || more > 0 && moreModifiers[ts[more-1].w] {
		return nil, false, nil // "no more than 15 minutes before", "not much more than": boundOrOnly refuses them
	}
	cmpAt := cmps[0]
	if cmpAt == more {
		cmpAt = cmps[1]
	}
	var am *amount
	switch {
	case more >= 1 && ts[more-1].w == "by" && ms[1].end <= more-1:
		// "A beat B by more than a minute": the amount ends the clause
		a, from, to := mg.findAmount(ts, inMention, len(ts))
		if a == nil || from != more+2 || to != len(ts) {
			return nil, true, errorf("\"by more than\": say the amount at the end (\"beat Ann by more than a minute\")")
		}
		if ms[0].end > cmpAt || ms[1].start < cmpAt {
			return nil, true, errorf("\"by more than\" compares the item before %q with the one after", ts[cmpAt].raw)
		}
		am = a
	default:
		return nil, false, nil
	}
	if hedged {
		return nil, true, errorf("\"more than\" an amount with a negation or an either/or is not supported")
	}
	word := ts[cmpAt].w
	d, err := mg.compared(ts, cmpAt, word, am)
	if err != nil {
		return nil, true, err
	}
	k := mg.scaled(d, am)
	if k <= 0 {
		return nil, true, errorf("\"more than\" needs an amount above 0")
	}
	sign := mg.direction(word, d)
	cs, some := relate(mg.p, its[0], its[1], d, func(a, b int) bool {
		return sign*(mg.p.Value(d, a)-mg.p.Value(d, b)) > k
	})
	if !some {
		return nil, true, errorf("no two %s differ by more than that", mg.p.Domains[d].Name)
	}
	return cs, true, nil
}

// moreModifiers before "more than" change the bound: "no more than" is at
// most, "little more than", "much more than" say another amount.
var moreModifiers = set("no not nothing never little much far slightly just only barely hardly scarcely somewhat any even some considerably")
