package english

import (
	"slices"
	"strings"

	"deduce/puzzle/logicgrid"
)

// "The students performed in order of age, youngest first": the order of
// one category (the times they played) follows another's (their ages),
// item by item. Read word by word it was "the youngest played first"
// alone (unseen89): the rest of the order was left out.

// inOrderOf is such a sentence: what comes before "in order of", the
// category named, and the one that comes first or last ("youngest first").
var inOrderOf = lazyRE(`(?i)^(.*?)\s*\bin (?:\pL+ )?order of (?:their |its |the )?(\pL+),?\s+(?:with )?(?:the )?(\pL+(?: \pL+)?) (first|last)[.!]?\s*$`)

// inOrderSaid reads such a sentence; ok is false for any other. The
// reading of "X <superlative> first" (one item of each category, the
// first of the order and the extreme of the category) says which
// categories and which way; each of its readings gives the whole order.
func (mg *magazine) inOrderSaid(s string) ([][]logicgrid.Clue, bool, error) {
	m := inOrderOf.FindStringSubmatch(s)
	if m == nil {
		return nil, false, nil
	}
	by := mg.categoryOfNoun(m[2])
	if by < 0 || by >= len(mg.p.Values) || mg.p.Values[by] == nil {
		return nil, true, errorf("%q: no numeric category of %s to order by", "in order of "+m[2], m[2])
	}
	head := strings.TrimSpace(m[1])
	if head == "" {
		head = "The one"
	}
	rs, err := mg.clauses(head + " " + m[3] + " " + m[4])
	if err != nil {
		return nil, true, errorf("in %q: %v", m[3]+" "+m[4], err)
	}
	var out [][]logicgrid.Clue
	for _, r := range rs {
		if len(r) != 1 || r[0].Kind != logicgrid.Same || len(r[0].Items) != 2 {
			return nil, true, errorf("%q is read only where %q names one of the %s and one place in the order", "in order of "+m[2], m[3]+" "+m[4], m[2])
		}
		a, b := r[0].Items[0], r[0].Items[1]
		if b.D == by {
			a, b = b, a
		}
		if a.D != by || b.D == by || b.D >= len(mg.p.Values) || mg.p.Values[b.D] == nil {
			return nil, true, errorf("%q: %q does not name one of the %s and a place in an order", "in order of "+m[2], m[3]+" "+m[4], m[2])
		}
		byOrder, along := sortedByValue(mg.p.Values[by]), sortedByValue(mg.p.Values[b.D])
		if along[len(along)-1] == b.I {
			slices.Reverse(along) // "oldest last" read as the oldest at the latest time
		}
		if along[0] != b.I || byOrder[0] != a.I && byOrder[len(byOrder)-1] != a.I {
			return nil, true, errorf("%q: %q is not at an end of both orders", "in order of "+m[2], m[3]+" "+m[4])
		}
		if byOrder[0] != a.I {
			slices.Reverse(byOrder)
		}
		var cs []logicgrid.Clue
		for i := range byOrder {
			cs = append(cs, logicgrid.Clue{Kind: logicgrid.Same, Items: []logicgrid.Item{{D: by, I: byOrder[i]}, {D: b.D, I: along[i]}}})
		}
		out = append(out, cs)
	}
	return out, true, nil
}

// sortedByValue is the indexes of vs from the smallest value up.
func sortedByValue(vs []int) []int {
	idx := make([]int, len(vs))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return vs[a] - vs[b] })
	return idx
}
