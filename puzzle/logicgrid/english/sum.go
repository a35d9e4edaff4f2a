package english

import (
	"math"
	"strings"

	"deduce/puzzle/logicgrid"
)

// A total of two values: "Bram and Cleo covered 7.5 miles between them",
// "Ann and Bo paid $12 in total", "Cy and Di together scored 15 points".
// The two named have values of one category that add up to the amount:
// said in the model's clues by relate (the pairs of values that add up).

// totalWords say that an amount is the sum of the values of the items
// named before it ("between them", "in total", "together", "combined",
// "altogether", "in all").
func totalWordAt(ts []tok, inMention []bool) int {
	for k, t := range ts {
		if inMention[k] {
			continue
		}
		switch t.w {
		case "together", "combined", "altogether":
			return k
		case "between":
			if w := wordAt(ts, k+1); w == "them" || w == "the" && wordAt(ts, k+2) == "two" {
				return k
			}
		case "in":
			if w := wordAt(ts, k+1); w == "total" || w == "all" {
				return k
			}
		}
	}
	return -1
}

// sumOf reads "A and B VERB N UNIT between them" (or "together", "in
// total"): A's and B's values of the category the amount is in add up to
// it. ok is false when the clause says no total of two.
func (mg *magazine) sumOf(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item) (_ []logicgrid.Clue, ok bool, _ error) {
	at := totalWordAt(ts, inMention)
	// "Between them, Ann and Bo paid $12": the total said first
	opening := at == 0 && ts[at].w == "between" && wordAt(ts, 1) == "them"
	// "The combined ages of A and B come to 78": the category named
	// before "of", the total after them
	named := -1
	if at >= 0 && ts[at].w == "combined" && wordAt(ts, at+2) == "of" {
		for e, nm := range mg.num {
			if nm != nil && (nm.class == number || nm.class == money) && !mg.isOrdinal(e) && hasCue(mg.lx.cues[e], ts[at+1].w) {
				if named >= 0 {
					return nil, true, errorf("%q: the total may be of the %s or of the %s", phrase(ts, at, at+2), mg.p.Domains[named].Name, mg.p.Domains[e].Name)
				}
				named = e
			}
		}
		opening = named >= 0 && len(ms) >= 2 && ms[0].start > at
	}
	if at < 0 || len(ms) < 2 || len(ms) > 3 || ms[1].start > at && ts[at].w != "together" && !opening || !conjoined(ts, ms[0], ms[1]) {
		return nil, false, nil // "a single scoop, 1 in all": no two named
	}
	if !joined(ts, inMention, ms[0], ms[1]) && !joinedDescribed(ts, inMention, ms[0], ms[1]) && !mg.joinedByAnyNoun(ts, inMention, ms[0], ms[1]) {
		return nil, true, errorf("%q: a total is read of two items joined by \"and\" (\"Ann and Bo paid $12 between them\")", ts[at].raw)
	}
	for k, t := range ts {
		if !inMention[k] && (isComparativeWord(t.w) || negationWords[t.w] || t.w == "or" || t.w == "either" || t.w == "neither") {
			return nil, true, errorf("%q: a total with a comparison, a negation or an either/or is not read", ts[at].raw)
		}
	}
	d, total := -1, 0.0
	if len(ms) == 3 {
		// "... covered 6 miles between them" where 6 miles is an item: its value
		it := ms[2].items[0]
		if len(ms[2].items) != 1 || ms[2].start < ms[1].end || mg.num[it.D] == nil || mg.num[it.D].class != number && mg.num[it.D].class != money {
			return nil, true, errorf("%q: a total of two items needs one amount", ts[at].raw)
		}
		d, total = it.D, float64(mg.p.Value(it.D, it.I))
	} else {
		var am *amount
		for _, end := range []int{at, len(ts)} {
			if a, _, to := mg.findAmount(ts, inMention, end); a != nil && to == end {
				am = a
				break
			}
		}
		if opening {
			// "Between them, A and B have 16 years of service", "... use
			// 350 GB a month": the first number after them, with its unit
			am = nil
			for k := ms[1].end; k < len(ts) && am == nil; k++ {
				if _, isNum := numberOf(ts[k].w); !isNum || inMention[k] || ts[k].w == "a" || ts[k].w == "an" {
					continue
				}
				for _, end := range []int{k + 2, k + 1} {
					if end > len(ts) {
						continue
					}
					if a, _, to := mg.findAmount(ts, inMention, end); a != nil && to == end && a.unit != "" {
						am = a
						break
					}
				}
				if am == nil && named >= 0 && k+1 == len(ts) {
					v, _ := numberOf(ts[k].w) // "come to 78": in the named category's own numbers
					am = &amount{v: v}
				}
				if am == nil {
					return nil, true, errorf("%q: say the total with its unit (\"16 years\", \"32 votes\")", phrase(ts, k, min(len(ts), k+2)))
				}
			}
		}
		if am == nil {
			return nil, false, nil // "Ann and Bo walked together": no total
		}
		for e, nm := range mg.num {
			if nm == nil || nm.class != number && nm.class != money || named >= 0 && e != named {
				continue
			}
			fits := named >= 0 && am.unit == "" && nm.class == number || nm.class == money && (am.unit == "dollars" || am.unit == "cents" || am.unit == "dollar" || am.unit == "cent") ||
				nm.class == number && am.unit != "" && (sameUnit(am.unit, firstWord(nm.unit)) || spanConvertible(am.unit, nm.unit)) ||
				nm.class == number && nm.unit == "" && am.unit != "" && !mg.isOrdinal(e) && sameWord(singular(strings.ToLower(am.unit)), domainNoun(mg.p.Domains[e].Name)) // "32 votes" of votes "9, 14, ..."
			if !fits {
				continue
			}
			if d >= 0 {
				return nil, true, errorf("%q: the total may be of the %s or of the %s", ts[at].raw, mg.p.Domains[d].Name, mg.p.Domains[e].Name)
			}
			d = e
		}
		if d < 0 && named >= 0 {
			return nil, true, errorf("%q: the total is no amount of the %s", phrase(ts, at, at+2), mg.p.Domains[named].Name)
		}
		if d < 0 {
			return nil, false, nil // "two houses between them": a gap in a row (positions.go), no total
		}
		total = mg.exactScaled(d, am)
		if math.Abs(total-math.Round(total)) > 1e-6 {
			return nil, true, errorf("%q: the total is no whole number of the steps of the %s", ts[at].raw, mg.p.Domains[d].Name)
		}
	}
	if its[0].D == d || its[1].D == d {
		return nil, true, errorf("%q: a total of two values of the %s, each named by another category", ts[at].raw, mg.p.Domains[d].Name)
	}
	k := int(math.Round(total))
	cs, some := relate(mg.p, its[0], its[1], d, func(a, b int) bool {
		return mg.p.Value(d, a)+mg.p.Value(d, b) == k
	})
	if !some {
		return nil, true, errorf("no two %s add up to that total", mg.p.Domains[d].Name)
	}
	return cs, true, nil
}
