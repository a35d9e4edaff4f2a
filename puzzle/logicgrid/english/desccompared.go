package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// A description by an exact comparison, compared again with the same one
// (unseen47, unseen53): "The buyer who paid £20,000 more than Daniel
// completed a week after him", "The angler whose catch weighed 4 pounds
// more than Dan's weighed in two spots ahead of him". The one described
// has D's value along the first category moved by the amount; so for each
// value D may have, the sentence says "D has it, and the one with the
// value so moved is (second comparison) of D". Each is a reading of its
// own; exactly one is true at the answer, and the puzzle decides (as
// countof.go's counts). It was refused: two comparisons in one clause.

var descHead = lazyRE(`(?i)^\s*the\s+([a-z]+(?:[ -][a-z]+)?)\s+(who|whose|that|which)\s+(.+)$`)

// descCompared reads s so; ok is false when s is no such sentence.
func (mg *magazine) descCompared(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	m := descHead.FindStringSubmatch(strings.TrimRight(strings.TrimSpace(s), ".!"))
	if m == nil {
		return nil, false, nil
	}
	if len(mg.lx.mentions(tokenize(m[1]))) > 0 {
		return nil, false, nil // "the Leeds runner who ...": an item of its own
	}
	rest := m[3]
	ts := tokenize(rest)
	ms := mg.amountsOut(ts, mg.lx.mentions(ts)) // "4 pounds more": an amount, no item
	// the relative clause: up to the first item after its comparative
	cmp := -1
	for k, t := range ts {
		if _, c := comparatives[t.w]; c {
			cmp = k
			break
		}
	}
	if cmp < 0 {
		return nil, false, nil
	}
	d := -1
	for j, x := range ms {
		if x.start > cmp {
			d = j
			break
		}
	}
	if d < 0 || len(ms[d].items) != 1 || ms[d].end >= len(ts) {
		return nil, false, nil
	}
	for j := range d {
		if ms[j].start < cmp {
			return nil, false, nil // an item before the comparison: no plain description
		}
	}
	relEnd := ts[ms[d].end-1].end
	relative := strings.TrimSpace(rest[:relEnd])
	main := strings.TrimSpace(rest[relEnd:])
	if main == "" || strings.HasPrefix(main, ",") {
		return nil, false, nil
	}
	D := ms[d].items[0]
	stand, ok := mg.standIn(ms) // the one described, named nowhere in the sentence
	if !ok {
		return nil, false, nil
	}
	name := mg.p.Domains[0].Items[stand.I]
	first := name + " " + relative
	if strings.EqualFold(m[2], "whose") {
		first = name + "'s " + relative
	}
	c1, ok := mg.oneComparison(first, stand, D)
	if !ok {
		return nil, false, nil
	}
	c2, ok := mg.oneComparison(name+" "+main, stand, D)
	if !ok {
		return nil, false, nil
	}
	if c1.Domain == c2.Domain || D.D == c1.Domain || D.D == c2.Domain {
		return nil, false, nil
	}
	var out [][]logicgrid.Clue
	n := len(mg.p.Domains[c1.Domain].Items)
	for i := range n {
		for j := range n {
			if i == j || !comparisonHolds(mg.p, c1, stand, D, j, i) {
				continue
			}
			// D has i; the one described has j
			x := logicgrid.Item{D: c1.Domain, I: j}
			r := []logicgrid.Clue{{Kind: logicgrid.Same, Items: []logicgrid.Item{{D: c1.Domain, I: i}, D}}}
			c := c2
			c.Items = append([]logicgrid.Item(nil), c2.Items...)
			for k, it := range c.Items {
				if it == stand {
					c.Items[k] = x
				}
			}
			out = append(out, append(r, c))
		}
	}
	if len(out) == 0 {
		return nil, true, errorf("%q: no one can be so described", strings.TrimSpace(m[0][:len(m[0])-len(main)]))
	}
	if len(out) > maxReadings {
		return nil, true, errorf("%q: it reads in %d ways (the value of %s), more than %d: say it in simpler sentences", relative, len(out), mg.p.ItemName(D), maxReadings)
	}
	return out, true, nil
}

// oneComparison reads s as one exact comparison of stand with D (LessBy or
// DiffBy); ok is false otherwise.
func (mg *magazine) oneComparison(s string, stand, D logicgrid.Item) (logicgrid.Clue, bool) {
	rs, err := mg.clue(s)
	if err != nil || len(rs) != 1 || len(rs[0]) != 1 {
		return logicgrid.Clue{}, false
	}
	c := rs[0][0]
	if c.Kind != logicgrid.LessBy && c.Kind != logicgrid.DiffBy || len(c.Items) != 2 {
		return logicgrid.Clue{}, false
	}
	if !(c.Items[0] == stand && c.Items[1] == D || c.Items[0] == D && c.Items[1] == stand) {
		return logicgrid.Clue{}, false
	}
	return c, true
}

// comparisonHolds reports whether c (LessBy or DiffBy of stand and D)
// holds when stand has index js and D index jd along c.Domain.
func comparisonHolds(p *logicgrid.Puzzle, c logicgrid.Clue, stand, D logicgrid.Item, js, jd int) bool {
	at := func(it logicgrid.Item) int {
		if it == stand {
			return js
		}
		return jd
	}
	a, b := at(c.Items[0]), at(c.Items[1])
	if c.Kind == logicgrid.LessBy {
		return b-a == c.K
	}
	return p.Value(c.Domain, b)-p.Value(c.Domain, a) == c.K
}
