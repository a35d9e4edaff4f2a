package english

import "deduce/puzzle/logicgrid"

// A bound on a difference, read in one place: "at least 5 pounds more
// than B", "more than four hours after B", "less than 10 minutes before
// B", "no more than 2 years older than B", "at most $3 less than B", and
// said after the comparison, "beat B by more than a minute", "finished
// ahead of B by at least 2 minutes". The two values differ, in the
// comparison's direction, by
//
//	at least N, no less than N:      gap >= N
//	more than N:                     gap > N
//	less than N, fewer than N:       0 < gap < N
//	no more than N, at most N:       0 < gap <= N
//
// boundedGap reads it in a clause; boundedDifference (ofthetwo.go), for a
// sentence whose bound this cannot place, takes the bound away, reads the
// rest as one difference and bounds it with the same gapBound.

// gapBound is the kind of a bound on a difference (0: none).
type gapBound int

const (
	gapAtLeast gapBound = iota + 1
	gapMoreThan
	gapLessThan
	gapAtMost
)

// holds reports whether a gap (in the comparison's direction) meets the
// bound k.
func (b gapBound) holds(gap, k int) bool {
	switch b {
	case gapMoreThan:
		return gap > k
	case gapLessThan:
		return gap > 0 && gap < k
	case gapAtMost:
		return gap > 0 && gap <= k
	}
	return gap >= k
}

// gapBoundOf is the bound its words say ("at least", "no more than").
func gapBoundOf(words string) gapBound {
	switch words {
	case "at least", "no less than", "no fewer than":
		return gapAtLeast
	case "more than":
		return gapMoreThan
	case "less than", "fewer than":
		return gapLessThan
	case "no more than", "at most":
		return gapAtMost
	}
	return 0
}

// gapBoundAt is the bound whose words start at token k, and the token
// after them (0, k when none): "at least", "more than", "no more than".
// A modifier that changes the bound ("much more than", "not more than",
// "little more than") makes none.
func gapBoundAt(ts []tok, inMention []bool, k int) (gapBound, int) {
	for _, n := range []int{3, 2} {
		if k+n > len(ts) {
			continue
		}
		free := true
		ws := ""
		for j := k; j < k+n; j++ {
			free = free && !inMention[j]
			if ws != "" {
				ws += " "
			}
			ws += ts[j].w
		}
		if b := gapBoundOf(ws); free && b != 0 {
			if k > 0 && moreModifiers[ts[k-1].w] && b != gapAtLeast && b != gapAtMost {
				return 0, k
			}
			return b, k + n
		}
	}
	return 0, k
}

// boundedGap reads a bound on the difference of the clause's two items;
// ok is false when the clause has none this can place (boundOrOnly then
// refuses it, or boundedDifference reads the sentence).
func (mg *magazine) boundedGap(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item, cmps []int, hedged bool) ([]logicgrid.Clue, bool, error) {
	if len(ms) != 2 {
		return nil, false, nil
	}
	bound, start, end := gapBound(0), -1, -1
	for k := range ts {
		if b, e := gapBoundAt(ts, inMention, k); b != 0 {
			bound, start, end = b, k, e
			break
		}
	}
	if bound == 0 || bound == gapAtMost {
		// "at most $1 more than B" (may B have paid more?) is refused by
		// boundOrOnly; "at most two hours after B", whose direction the
		// rest of the sentence says, is read by boundedDifference
		return nil, false, nil
	}
	var rest []int // the comparatives besides the bound's own "more", "less"
	for _, k := range cmps {
		if k < start || k >= end {
			rest = append(rest, k)
		}
	}
	said := phrase(ts, start, end)
	var am *amount
	var cmpAt int
	switch {
	case start >= 1 && ts[start-1].w == "by" && len(rest) == 1 && rest[0] < start && ms[1].end <= start-1:
		// "A beat B by more than a minute": the amount ends the clause
		cmpAt = rest[0]
		a, from, to := mg.findAmount(ts, inMention, len(ts))
		if a == nil || from != end || to != len(ts) {
			return nil, true, errorf("\"by %s\": say the amount at the end (\"beat Ann by %s a minute\")", said, said)
		}
		if ms[0].end > cmpAt || ms[1].start < cmpAt {
			return nil, true, errorf("\"by %s\" compares the item before %q with the one after", said, ts[cmpAt].raw)
		}
		am = a
	case len(rest) == 1 && rest[0] >= end:
		// "A yielded at least 5 pounds more than B", "more than four
		// hours after B": the amount right before the comparison
		cmpAt = rest[0]
		a, from, to := mg.findAmount(ts, inMention, cmpAt)
		if a == nil || from != end || to != cmpAt {
			if bound != gapAtLeast {
				return nil, false, nil // "more than 3 older": boundOrOnly says why not
			}
			return nil, true, errorf("%q: say the amount right before the comparison (\"%s 5 pounds more than\")", said, said)
		}
		am = a
		if start > 0 {
			if _, num := numberOf(ts[start-1].w); num && ts[start-1].w != "a" && ts[start-1].w != "an" {
				// "left from platform 1 more than four hours after": is "1
				// more" an amount? (its mention was taken for one)
				return nil, true, errorf("%q right before %q: cannot tell an item from an amount: put a comma before %q", ts[start-1].raw, said, said)
			}
		}
		// "than B", or a comparison that takes B itself: "after B", "before B"
		direct := set("after before behind")[ts[cmpAt].w] || ts[cmpAt].w == "ahead" && wordAt(ts, cmpAt+1) == "of"
		if ms[0].end > start || ms[1].start <= cmpAt || wordAt(ts, cmpAt+1) != "than" && !direct {
			return nil, true, errorf("%q ... than\" compares the item before it with the one after \"than\"", said)
		}
	default:
		return nil, false, nil
	}
	if hedged {
		return nil, true, errorf("%q with a negation or an either/or is not supported", said)
	}
	d, err := mg.compared(ts, cmpAt, ts[cmpAt].w, am)
	if err != nil {
		return nil, true, err
	}
	k := mg.scaled(d, am)
	if k <= 0 {
		return nil, true, errorf("%q needs an amount above 0", said)
	}
	sign := mg.direction(ts[cmpAt].w, d)
	cs, some := relate(mg.p, its[0], its[1], d, func(a, b int) bool {
		return bound.holds(sign*(mg.p.Value(d, a)-mg.p.Value(d, b)), k)
	})
	if !some {
		return nil, true, errorf("no two %s differ by that much", mg.p.Domains[d].Name)
	}
	return cs, true, nil
}

// moreModifiers before "more than" change the bound: "no more than" is at
// most, "little more than", "much more than" say another amount.
var moreModifiers = set("no not nothing never little much far slightly just only barely hardly scarcely somewhat any even some considerably")
