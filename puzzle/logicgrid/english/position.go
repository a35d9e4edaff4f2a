package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// Positions in a row ("Einstein" puzzles, British puzzle pages): houses,
// seats, plots or berths numbered from left to right, a category of the
// puzzle. "X is immediately to the left of Y", "next to", "somewhere to the
// right of", "two houses away from", "directly between", "at one end", "in
// the middle" are read along that category, left being the lower number.
// A puzzle without one such category has no row: these are refused.

// rowNouns name the places of a row.
var rowNouns = set("house home seat space plot berth cottage room rink position stall bay spot locker desk table chair door booth pew bench window slot pitch court peg hook shelf pen kennel cabin tent garage bed box")

// rowCategory is the puzzle's one category of numbered places in a row
// (its name a row noun, its items numbers or ordinals), or -1.
func (mg *magazine) rowCategory() int {
	found := -1
	for d, nm := range mg.num {
		if nm == nil || nm.class != number {
			continue
		}
		if !rowNouns[singular(strings.ToLower(lastWord(mg.p.Domains[d].Name)))] {
			continue
		}
		if found >= 0 {
			return -1
		}
		found = d
	}
	return found
}

// position reads a clause about places in a row along category row: its
// first item is the one placed; a second, the one it is placed against.
func (mg *magazine) position(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item, row int, negated bool) ([]logicgrid.Clue, error) {
	n := mg.p.N()
	at := func(i int) logicgrid.Item { return logicgrid.Item{D: row, I: i} }
	free := func(w ...string) int {
		for k, t := range ts {
			if inMention[k] {
				continue
			}
			for _, x := range w {
				if t.w == x {
					return k
				}
			}
		}
		return -1
	}
	if len(ms) == 0 {
		return nil, errorf("a position needs the item placed")
	}
	x := its[0]
	var out []logicgrid.Clue
	// "at one end", "not at either end"
	if k := free("end", "ends"); k >= 0 {
		if negated {
			out = append(out, logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{x, at(0), at(n - 1)}})
		} else {
			out = append(out, logicgrid.Clue{Kind: logicgrid.Either, Items: []logicgrid.Item{x, at(0), at(n - 1)}})
		}
	}
	// "in the middle"
	if k := free("middle", "centre", "center"); k >= 0 {
		if n%2 == 0 {
			return nil, errorf("%q: a row of %d has no middle place", ts[k].raw, n)
		}
		kind := logicgrid.Same
		if negated {
			kind = logicgrid.Different
		}
		out = append(out, logicgrid.Clue{Kind: kind, Items: []logicgrid.Item{x, at(n / 2)}})
	}
	rel, err := mg.rowRelation(ts, inMention, row)
	if err != nil {
		return nil, err
	}
	switch {
	case rel.kind == "" && len(ms) == 1:
		if len(out) == 0 {
			return nil, errorf("cannot tell where in the row this places %s", mg.p.ItemName(x))
		}
		return out, nil
	case rel.kind == "" || len(ms) < 2:
		return nil, errorf("cannot tell how this places two items in the row")
	case rel.kind == "between":
		if len(ms) != 3 || negated {
			return nil, errorf("\"directly between\" needs the one between and the two around it")
		}
		a, b := its[1], its[2]
		return append(out,
			logicgrid.Clue{Kind: logicgrid.Apart, Items: []logicgrid.Item{x, a}, Domain: row, K: 1},
			logicgrid.Clue{Kind: logicgrid.Apart, Items: []logicgrid.Item{x, b}, Domain: row, K: 1},
			logicgrid.Clue{Kind: logicgrid.Apart, Items: []logicgrid.Item{a, b}, Domain: row, K: 2}), nil
	}
	if len(ms) != 2 {
		return nil, errorf("%d items with a position: split it into simpler sentences", len(ms))
	}
	y := its[1]
	if rel.k >= n {
		return nil, errorf("a row of %d has no places %d apart", n, rel.k)
	}
	lo, hi := x, y // x before y: "x is left of y"
	if rel.right {
		lo, hi = y, x
	}
	if negated {
		// "doesn't live next door to": any two other places
		ok := func(a, b int) bool { // a: x's place, b: y's
			switch rel.kind {
			case "apart":
				return a-b != rel.k && b-a != rel.k
			case "less":
				if rel.right {
					return a < b
				}
				return a > b
			}
			if rel.right {
				return a-b != rel.k
			}
			return b-a != rel.k
		}
		cs, some := relate(mg.p, x, y, row, ok)
		if !some {
			return nil, errorf("no two places in the row are that way")
		}
		return append(out, cs...), nil
	}
	switch rel.kind {
	case "apart":
		return append(out, logicgrid.Clue{Kind: logicgrid.Apart, Items: []logicgrid.Item{x, y}, Domain: row, K: rel.k}), nil
	case "less":
		return append(out, logicgrid.Clue{Kind: logicgrid.Less, Items: []logicgrid.Item{lo, hi}, Domain: row}), nil
	}
	return append(out, logicgrid.Clue{Kind: logicgrid.LessBy, Items: []logicgrid.Item{lo, hi}, Domain: row, K: rel.k}), nil
}

// rowRelation is how a clause places two items in a row.
type rowRelation struct {
	kind  string // "apart" (either side), "by" (k places to one side), "less" (somewhere to one side), "between", "" (none)
	k     int
	right bool // the first item is to the right of the second
}

// rowRelation finds the relation words of a clause: "next to", "two houses
// away from", "immediately to the left of", "somewhere to the right of",
// "further left than", "directly between". A bare "to the left of" is
// either right next to it or anywhere to that side: both are readings (a
// choice point), and the puzzle decides.
func (mg *magazine) rowRelation(ts []tok, inMention []bool, row int) (rowRelation, error) {
	for k, t := range ts {
		if inMention[k] {
			continue
		}
		prev, next := "", wordAt(ts, k+1)
		if k > 0 {
			prev = ts[k-1].w
		}
		switch t.w {
		case "next":
			if next == "to" || next == "door" {
				return rowRelation{kind: "apart", k: 1}, nil
			}
		case "beside", "adjacent", "alongside", "neighbour", "neighbours", "neighbor", "neighbors":
			return rowRelation{kind: "apart", k: 1}, nil
		case "away":
			if next != "from" {
				continue
			}
			if steps, ok := mg.rowSteps(ts, inMention, k, row); ok {
				return rowRelation{kind: "apart", k: steps}, nil
			}
			return rowRelation{}, errorf("%q: say how many places away (\"two houses away from\")", phrase(ts, max(0, k-2), k+2))
		case "between":
			if prev == "directly" || prev == "immediately" || prev == "right" || prev == "just" {
				return rowRelation{kind: "between"}, nil
			}
			return rowRelation{}, errorf("%q without \"directly\": somewhere between is not supported", t.raw)
		case "left", "right", "leftmost", "rightmost":
			right := strings.HasPrefix(t.w, "right")
			if next == "than" && (prev == "further" || prev == "farther") {
				return rowRelation{kind: "less", right: right}, nil
			}
			if next != "of" {
				continue
			}
			// words before "to the left of": "immediately", "somewhere",
			// "two houses"
			lo := max(0, k-4)
			for j := k - 1; j >= lo && !inMention[j]; j-- {
				switch ts[j].w {
				case "immediately", "directly", "just":
					return rowRelation{kind: "by", k: 1, right: right}, nil
				case "somewhere", "anywhere":
					return rowRelation{kind: "less", right: right}, nil
				}
			}
			if steps, ok := mg.rowSteps(ts, inMention, k, row); ok {
				return rowRelation{kind: "by", k: steps, right: right}, nil
			}
			if mg.choose(2) == 0 {
				return rowRelation{kind: "by", k: 1, right: right}, nil
			}
			return rowRelation{kind: "less", right: right}, nil
		}
	}
	return rowRelation{}, nil
}

// rowSteps reads "two houses" or "two" right before token k (or before
// "to the" before it): how many places.
func (mg *magazine) rowSteps(ts []tok, inMention []bool, k, row int) (int, bool) {
	j := k - 1
	if j >= 1 && ts[j].w == "the" && ts[j-1].w == "to" {
		j -= 2
	}
	if j >= 0 && !inMention[j] && (stepUnits[ts[j].w] || hasCue(mg.lx.cues[row], ts[j].w) || rowNouns[singular(ts[j].w)]) {
		j--
	}
	if j < 0 || inMention[j] {
		return 0, false
	}
	v, ok := numberOf(ts[j].w)
	if !ok || v < 1 || v != float64(int(v)) || ts[j].w == "a" || ts[j].w == "an" {
		return 0, false
	}
	return int(v), true
}
