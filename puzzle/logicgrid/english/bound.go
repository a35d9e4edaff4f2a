package english

import (
	"deduce/puzzle/logicgrid"
)

// Bounds on a value: "Bernard scored more than 10 points", "paid less than
// $5", "at least 12 points", "no more than 3 nights". The subjects (every
// item named before the bound) have one of the values on that side; with a
// negation or "neither", none of them. A bound on a difference ("more than
// 2 years older") is no bound on a value: a comparative after the amount
// leaves it to boundOrOnly, which refuses it.

// valueBound reads a clause ending in a bound on a value; ok is false when
// it has none.
func (mg *magazine) valueBound(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item, negated bool, either int) (_ []logicgrid.Clue, ok bool, err error) {
	at, strict, more, num := -1, true, false, -1
	for k := 0; k+2 < len(ts); k++ {
		if inMention[k] || inMention[k+1] {
			continue
		}
		w, next := ts[k].w, ts[k+1].w
		switch {
		case (w == "more" || w == "greater" || w == "higher" || w == "over") && next == "than",
			(w == "less" || w == "fewer" || w == "lower" || w == "under") && next == "than":
			at, more, num = k, w == "more" || w == "greater" || w == "higher" || w == "over", k+2
		case w == "at" && (next == "least" || next == "most"):
			at, more, strict, num = k, next == "least", false, k+2
		default:
			continue
		}
		if k > 0 && ts[k-1].w == "no" { // "no more than 3": at most
			more, strict = !more, false
		}
		break
	}
	if at < 0 || num >= len(ts) || len(ms) == 0 || either >= 0 {
		return nil, false, nil
	}
	if inMention[num] {
		// "at least 12 points" where 12 points is an item: the bound is
		// its value (only "at least"/"at most": "more than 9" is the plain
		// comparison with the item, read as such)
		if strict {
			return nil, false, nil
		}
		last := ms[len(ms)-1]
		if last.start != num || len(last.items) != 1 || mg.num[last.items[0].D] == nil {
			return nil, false, nil
		}
		for k := last.end; k < len(ts); k++ {
			if inMention[k] || isComparativeWord(ts[k].w) {
				return nil, false, nil
			}
		}
		it := last.items[0]
		return mg.boundClues(ms[:len(ms)-1], its[:len(its)-1], at, it.D, mg.p.Value(it.D, it.I), more, strict, negated)
	}
	if ms[len(ms)-1].start > at {
		return nil, false, nil
	}
	v, isNum := numberOf(ts[num].w)
	if !isNum || ts[num].w == "a" || ts[num].w == "an" {
		return nil, false, nil
	}
	end := num + 1
	unit := ""
	if end < len(ts) && !inMention[end] {
		if _, known := units[ts[end].w]; known || mg.isDomainUnit(ts[end].w) || mg.namesNumeric(ts[end].w) {
			unit = ts[end].w
			end++
		}
	}
	if ts[num].dollar {
		unit = "dollars"
	}
	for k := end; k < len(ts); k++ {
		if inMention[k] || amountish(ts, k) || isComparativeWord(ts[k].w) {
			return nil, false, nil // "more than 2 years older": a difference, not a value
		}
	}
	word := "more"
	if !more {
		word = "less"
	}
	am := &amount{v: v, unit: unit}
	if unit != "" && !knownUnit(unit) {
		am.unit = "" // "10 points": the category's own noun
	}
	d, err := mg.compared(ts, at, word, am)
	if err != nil {
		return nil, true, err
	}
	if mg.quantity(d) == false && mg.num[d].class != money {
		return nil, true, errorf("a bound on %s is not supported", mg.p.Domains[d].Name)
	}
	return mg.boundClues(ms, its, at, d, mg.scaled(d, am), more, strict, negated)
}

// boundClues says that each item named before token at has a value of d
// on the limit's side (none, when negated).
func (mg *magazine) boundClues(ms []mention, its []logicgrid.Item, at, d, limit int, more, strict, negated bool) ([]logicgrid.Clue, bool, error) {
	var side []logicgrid.Item
	for i := range mg.p.N() {
		x := mg.p.Value(d, i)
		if more && (x > limit || !strict && x == limit) || !more && (x < limit || !strict && x == limit) {
			side = append(side, logicgrid.Item{D: d, I: i})
		}
	}
	if len(side) == 0 && !negated {
		return nil, true, errorf("no %s is on that side of the bound", mg.p.Domains[d].Name)
	}
	var out []logicgrid.Clue
	for k, x := range its {
		if ms[k].start > at {
			break
		}
		if x.D == d {
			return nil, true, errorf("a bound on a value of %s itself", mg.p.Domains[d].Name)
		}
		switch {
		case negated && len(side) > 0:
			out = append(out, logicgrid.Clue{Kind: logicgrid.Different, Items: append([]logicgrid.Item{x}, side...)})
		case negated || len(side) == mg.p.N():
		case len(side) == 1:
			out = append(out, logicgrid.Clue{Kind: logicgrid.Same, Items: []logicgrid.Item{x, side[0]}})
		default:
			out = append(out, logicgrid.Clue{Kind: logicgrid.Either, Items: append([]logicgrid.Item{x}, side...)})
		}
	}
	if len(out) == 0 {
		return nil, true, errorf("the bound says nothing: every value is on that side")
	}
	return out, true, nil
}

func knownUnit(w string) bool {
	_, ok := units[w]
	return ok || w == "dollars"
}
