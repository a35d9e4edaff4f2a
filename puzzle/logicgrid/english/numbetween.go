package english

import "deduce/puzzle/logicgrid"

// "Aldous is polling somewhere between Castellano and Ekwueme", "Ann's
// score was between Bo's and Cy's": in a puzzle with no numbered
// positions, the subject's value of a numeric category lies strictly
// between the two others', in one order or the other: each order is a
// reading and the puzzle decides (as "somewhere between" of places,
// positions.go).

// valueBetween reads the clause when it says so. ok is false when it says
// no such thing (no "between", or a row of positions to place along).
func (mg *magazine) valueBetween(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item) (_ []logicgrid.Clue, ok bool, _ error) {
	k := -1
	for j, t := range ts {
		if !inMention[j] && t.w == "between" {
			k = j
			break
		}
	}
	if k < 0 || len(ms) != 3 || ms[0].end > k || ms[1].start <= k {
		return nil, false, nil
	}
	if _, err := mg.positionDomain(ts); err == nil {
		return nil, false, nil // places in a row: positions.go
	}
	if ts[ms[1].end].w != "and" || ms[2].start-ms[1].end > 2 || ms[2].start-ms[1].end == 2 && ts[ms[1].end+1].w != "the" {
		return nil, false, nil // "between A and the B", nothing else
	}
	for j := ms[2].end; j < len(ts); j++ {
		if !inMention[j] && ts[j].w != "s" && !(j == ms[2].end && (singular(ts[j].w) == domainNoun(mg.p.Domains[its[2].D].Name) || personNouns[singular(ts[j].w)])) {
			return nil, false, nil // "between A and B in age": not read here
		}
	}
	for j := ms[0].end; j < k; j++ {
		if inMention[j] || amountish(ts, j) {
			return nil, false, nil
		}
	}
	raw := phrase(ts, k, len(ts))
	var fit []int
	for d, nm := range mg.num {
		if nm != nil && !mg.isOrdinal(d) {
			fit = append(fit, d)
		}
	}
	// the words before "between" say what lies between: the category's
	// own words ("score", "sold out"), else, of one numeric category, a
	// verb of measuring ("polling", "scored"); "sat between" places people
	var named []int
	verb := false
	for _, d := range fit {
		for j := ms[0].end; j < k; j++ {
			if hasCue(mg.lx.cues[d], ts[j].w) {
				named = append(named, d)
				break
			}
		}
	}
	for j := ms[0].end; j < k; j++ {
		verb = verb || measureVerbs[ts[j].w]
	}
	d := -1
	switch {
	case len(named) == 1:
		d = named[0]
	case len(named) == 0 && len(fit) == 1 && verb:
		d = fit[0]
	default:
		return nil, false, nil // positions.go says what is missing
	}
	for _, t := range ts {
		if negationWords[t.w] {
			return nil, true, errorf("%q: a negated \"between\" is not supported", raw)
		}
	}
	x, a, b := its[0], its[1], its[2]
	if mg.choose(2) == 1 {
		a, b = b, a
	}
	return []logicgrid.Clue{
		{Kind: logicgrid.Less, Items: []logicgrid.Item{a, x}, Domain: d},
		{Kind: logicgrid.Less, Items: []logicgrid.Item{x, b}, Domain: d},
	}, true, nil
}

// measureVerbs say a value of a measure, whatever the category is named:
// "is polling between", "scored between" (no "sat" or "lives": those place
// people in a row). Read so only of a puzzle's one numeric category.
var measureVerbs = set("polling polled polls scored scoring scores earned earns earning weighed weighs weighing measured measures rated")
