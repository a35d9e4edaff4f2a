package english

import (
	"strconv"

	"deduce/puzzle/logicgrid"
)

// A year that is no item, as a bound (unseen37): "was appointed before
// the year 1866", "moved in after 1990", "opened earlier than 1900". Of a
// category of years, the subject has one of the years on that side; with
// a negation (of one subject only), none of them. A year that is an item
// is the plain comparison with whoever has it, read elsewhere; a bound the
// category's years do not straddle is refused (boundClues).

// yearBound reads a clause ending in such a bound; ok is false when it
// has none.
func (mg *magazine) yearBound(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item, negated bool) (_ []logicgrid.Clue, ok bool, _ error) {
	d := -1
	for c, nm := range mg.num {
		if nm != nil && nm.class == year {
			if d >= 0 {
				return nil, false, nil // two categories of years: which one?
			}
			d = c
		}
	}
	if d < 0 || len(ms) == 0 {
		return nil, false, nil
	}
	for k := 0; k+1 < len(ts); k++ {
		if inMention[k] {
			continue
		}
		w, num, more := ts[k].w, k+1, false
		switch {
		case w == "before" || w == "after":
			more = w == "after"
		case (w == "earlier" || w == "later") && ts[k+1].w == "than":
			more, num = w == "later", k+2
		default:
			continue
		}
		if wordAt(ts, num) == "the" && wordAt(ts, num+1) == "year" {
			num += 2
		} else if wordAt(ts, num) == "year" {
			num++
		}
		if num >= len(ts) || inMention[num] || len(ts[num].w) != 4 || ms[len(ms)-1].start > k {
			return nil, false, nil
		}
		if negated && len(ms) > 1 {
			// "It is not the case that both A and B moved in before
			// 2000" is no "neither": a negation of several is left to
			// the other readings
			return nil, false, nil
		}
		v, err := strconv.Atoi(ts[num].w)
		if err != nil || v < 1000 {
			return nil, false, nil
		}
		for j := num + 1; j < len(ts); j++ {
			if inMention[j] || amountish(ts, j) || isComparativeWord(ts[j].w) {
				return nil, false, nil
			}
		}
		return mg.boundClues(ms, its, k, d, v, more, true, negated)
	}
	return nil, false, nil
}
