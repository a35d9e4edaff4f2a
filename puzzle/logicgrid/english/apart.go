package english

import "deduce/puzzle/logicgrid"

// Differences without a direction (bank2): "Gordon and Ivan published
// their books three years apart", "Kevin's fee and Hannah's fee differ by
// $15", "A and B paid amounts $15 apart". The amount's unit (or the
// category's own noun) says which numeric category; the two differ by
// that much, either way (ApartBy). "2 houses apart" of a row's positions
// is positions.go's.

// apartAmount reads such a clause; ok is false when it has none.
func (mg *magazine) apartAmount(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item) (_ []logicgrid.Clue, ok bool, _ error) {
	at, from := -1, -1 // the token the amount ends before, where it starts
	var am *amount
	for k, t := range ts {
		if inMention[k] {
			continue
		}
		switch {
		case t.w == "apart" && k > 0:
			if a, f, to := mg.findAmount(ts, inMention, k); a != nil && to == k {
				at, from, am = k, f, a
			}
		case differWords[t.w]:
			// "differ by $15", "differed in price by $15"
			by := k + 1
			for by < len(ts) && by <= k+4 && !inMention[by] && ts[by].w != "by" {
				by++
			}
			if by >= len(ts) || inMention[by] || ts[by].w != "by" {
				continue
			}
			for end := min(len(ts), by+5); end >= by+2; end-- { // the longest: "40 pages", not "40"
				if a, f, to := mg.findAmount(ts, inMention, end); a != nil && f == by+1 && to == end {
					at, from, am = end, f, a
					break
				}
			}
		}
		if am != nil {
			break
		}
	}
	if am == nil {
		return nil, false, nil
	}
	if am.unit != "" && mg.positionNoun(am.unit) {
		return nil, false, nil // "two houses apart": positions.go
	}
	if len(ms) != 2 || ms[1].start > from {
		return nil, true, errorf("%q: a difference either way is read between two items named before it only", phrase(ts, from, min(at+1, len(ts))))
	}
	for k, t := range ts {
		if !inMention[k] && (negationWords[t.w] || t.w == "either" || t.w == "neither" || t.w == "or" || t.w == "least" || t.w == "most" || t.w == "than") {
			return nil, true, errorf("%q with a difference either way is not read: say it in simpler sentences", t.raw)
		}
		if _, cmp := comparatives[t.w]; cmp && !inMention[k] {
			return nil, true, errorf("%q with a difference either way is not read: say it in simpler sentences", t.raw)
		}
	}
	d, err := mg.apartCategory(ts, inMention, from, at, am)
	if err != nil {
		return nil, true, err
	}
	if its[0].D == d || its[1].D == d {
		return nil, true, errorf("a difference of %s said of an item of %s itself", mg.p.Domains[d].Name, mg.p.Domains[d].Name)
	}
	k := mg.scaled(d, am)
	if k <= 0 {
		return nil, true, errorf("a difference either way needs an amount above 0")
	}
	return []logicgrid.Clue{{Kind: logicgrid.ApartBy, Items: []logicgrid.Item{its[0], its[1]}, Domain: d, K: k}}, true, nil
}

var differWords = set("differ differs differed")

// differBy reports whether token k follows "by" after a word of differing
// ("differ by $20", "differed in price by $20").
func differBy(ts []tok, k int) bool {
	if k < 2 || ts[k-1].w != "by" {
		return false
	}
	for c := k - 2; c >= 0 && c >= k-6; c-- {
		if differWords[ts[c].w] {
			return true
		}
	}
	return false
}

// apartCategory is the numeric category an amount of a difference either
// way measures: the one its unit names ("$15" money, "40 pages" lengths
// in pages, "three years" years or ages, never pages); where several fit,
// the one the sentence's words name, else each is a reading (the puzzle
// decides).
func (mg *magazine) apartCategory(ts []tok, inMention []bool, from, at int, am *amount) (int, error) {
	u, known := units[am.unit]
	var fit []int
	for d, nm := range mg.num {
		if nm == nil {
			continue
		}
		ok := false
		switch {
		case am.unit == "":
			ok = nm.class == number && nm.unit == ""
		case nm.class == number && sameUnit(am.unit, firstWord(nm.unit)):
			ok = true
		case known && nm.class == number:
			ok = hasClass(u.classes, year) && ageLike(mg.p.Domains[d].Name, nm) // "three years" of ages
		case known:
			ok = hasClass(u.classes, nm.class)
		}
		if ok {
			fit = append(fit, d)
		}
	}
	if len(fit) > 1 {
		var named []int
		for _, d := range fit {
			for k, t := range ts {
				if (k < from || k >= at) && !inMention[k] && hasCue(mg.lx.cues[d], t.w) && !mg.namesItem(ts, k, d) {
					named = append(named, d)
					break
				}
			}
		}
		if len(named) > 0 {
			fit = named
		}
	}
	switch len(fit) {
	case 0:
		return 0, errorf("%q measures no numeric category", phrase(ts, from, at))
	case 1:
		return fit[0], nil
	}
	return fit[mg.choose(len(fit))], nil
}
