package english

import (
	"deduce/puzzle/logicgrid"
)

// One row's two measures of one kind: "Dr. Kwan's purchase sold for just
// $8,000 over its estimate", "Ann's finishing time was 3 minutes under her
// target time", "The Rover sold for more than its valuation". The row's
// value in the category the pronoun's noun names (the estimates) and its
// value in the one other category of the same measure (the hammer prices)
// differ by the amount, or in the direction the comparative says: read as
// facts of the row (which pairs of its two values can hold).

// ownComparatives say which way the first measure lies from the row's own
// second one; "than" follows the ones in ownThan.
var (
	ownComparatives = map[string]int{"over": 1, "above": 1, "beyond": 1, "under": -1, "below": -1,
		"more": 1, "higher": 1, "greater": 1, "less": -1, "lower": -1, "fewer": -1}
	ownThan     = set("more higher greater less lower fewer")
	ownPronouns = set("its his her their")
)

// ownDiff reads the clause when it compares a row's value with "its" (his,
// her, their) value of another category of one measure. ok is false when
// the clause says no such thing.
func (mg *magazine) ownDiff(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item) (_ []logicgrid.Clue, ok bool, _ error) {
	for k := 1; k+1 < len(ts); k++ {
		if inMention[k] || !ownPronouns[ts[k].w] {
			continue
		}
		n := k + 1
		if ts[n].w == "own" {
			n++
		}
		b, end := mg.ownCategory(ts, inMention, n)
		if b < 0 {
			continue
		}
		cmp := k - 1
		if ts[cmp].w == "than" && cmp > 0 && ownThan[ts[cmp-1].w] {
			cmp--
		}
		sign, isCmp := ownComparatives[ts[cmp].w]
		if !isCmp || inMention[cmp] || ownThan[ts[cmp].w] != (ts[k-1].w == "than") {
			continue // "over its", "more than its"; not "more its"
		}
		for j := end; j < len(ts); j++ {
			if inMention[j] {
				return nil, false, nil // another item after it: no comparison with its own value
			}
		}
		if len(its) != 1 || len(ms) != 1 || ms[0].start > cmp {
			return nil, true, errorf("%q: one row's %s compared with another of its values: name the one row before it", phrase(ts, cmp, end), mg.p.Domains[b].Name)
		}
		for _, t := range ts {
			if negationWords[t.w] {
				return nil, true, errorf("%q: a negated comparison of one row's own values is not read", phrase(ts, cmp, end))
			}
		}
		var others []int
		for d, nm := range mg.num {
			if d != b && nm != nil && nm.class == mg.num[b].class && nm.scale == mg.num[b].scale && nm.unit == mg.num[b].unit && !mg.isOrdinal(d) {
				others = append(others, d)
			}
		}
		if len(others) == 0 {
			return nil, true, errorf("%q: no other category measures in the %s' unit", phrase(ts, cmp, end), mg.p.Domains[b].Name)
		}
		a := others[0]
		if len(others) > 1 {
			a = others[mg.choose(len(others))] // the words do not say which: each is a reading
		}
		am, err := mg.amountNear(ts, inMention, cmp)
		if err != nil {
			return nil, true, err
		}
		by := 0
		if am != nil {
			by = mg.scaled(a, am)
			if by <= 0 {
				return nil, true, errorf("%q: cannot read the amount", phrase(ts, 0, cmp+1))
			}
		}
		holds := func(va, vb int) bool {
			if am != nil {
				return va == vb+sign*by
			}
			return sign*(va-vb) > 0
		}
		return ownFacts(mg.p, its[0], a, b, holds), true, nil
	}
	return nil, false, nil
}

// ownCategory is the numeric category whose name the words from n say
// ("estimate", "hammer price", "target time") and the token after them;
// -1 when none does.
func (mg *magazine) ownCategory(ts []tok, inMention []bool, n int) (int, int) {
	if n >= len(ts) || inMention[n] {
		return -1, n
	}
	for d, nm := range mg.num {
		if nm == nil || mg.isOrdinal(d) {
			continue
		}
		w := words(mg.p.Domains[d].Name)
		if len(w) == 0 {
			continue
		}
		if len(w) > 1 && n+len(w) <= len(ts) {
			all := true
			for j, x := range w {
				all = all && !inMention[n+j] && sameWord(ts[n+j].w, x)
			}
			if all {
				return d, n + len(w)
			}
		}
		if len(w) == 1 && sameWord(ts[n].w, w[0]) {
			return d, n + 1
		}
	}
	return -1, n
}

// ownFacts are the facts that row x's values in categories a and b hold
// holds(value in a, value in b): each value of b with no value of a that
// fits is not x's, and no pair that does not fit is x's.
func ownFacts(p *logicgrid.Puzzle, x logicgrid.Item, a, b int, holds func(va, vb int) bool) []logicgrid.Clue {
	fs := &facts{first: logicgrid.Item{}}
	is := func(d, i int) fact { return fact{x, logicgrid.Item{D: d, I: i}, true} }
	not := func(d, i int) fact { return fact{x, logicgrid.Item{D: d, I: i}, false} }
	for j, vb := range p.Values[b] {
		var fit []int
		for i, va := range p.Values[a] {
			if holds(va, vb) {
				fit = append(fit, i)
			}
		}
		switch len(fit) {
		case 0:
			fs.clause(not(b, j))
		case 1:
			fs.clause(not(b, j), is(a, fit[0]))
		default:
			for i := range p.Values[a] {
				if !contains(fit, i) {
					fs.clause(not(b, j), not(a, i))
				}
			}
		}
	}
	return fs.out
}
