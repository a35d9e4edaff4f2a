package english

import (
	"strings"
)

// compoundAmount reads an amount said in two units, the larger first,
// ending right before token at: "an hour and twenty-five minutes", "2
// hours 10 minutes", "5 feet and 2 inches", "a week and two days", "3
// dollars and 50 cents". It is the amount in the smaller unit (85
// minutes), from the token where it starts.
func compoundAmount(ts []tok, inMention []bool, at int) (from int, am *amount, ok bool) {
	// count reads the number that ends at token k: "an", "2",
	// "twenty-five"; its value and where it starts
	count := func(k int) (int, float64, bool) {
		if k < 0 || inMention[k] {
			return 0, 0, false
		}
		if ts[k].w == "a" || ts[k].w == "an" {
			return k, 1, true
		}
		v, isNum := numberOf(ts[k].w)
		if !isNum || v <= 0 {
			return 0, 0, false
		}
		if _, word := numberWords[ts[k].w]; word {
			start, total := cardinalBefore(ts, inMention, k)
			return start, total, true
		}
		return k, v, true
	}
	small := at - 1
	if small < 3 || inMention[small] {
		return 0, nil, false
	}
	u2, ok2 := units[ts[small].w]
	if !ok2 {
		return 0, nil, false
	}
	s2, n2, ok := count(small - 1)
	if !ok {
		return 0, nil, false
	}
	big := s2 - 1
	if big >= 0 && ts[big].w == "and" && !inMention[big] {
		big--
	}
	if big < 1 || inMention[big] {
		return 0, nil, false
	}
	u1, ok1 := units[ts[big].w]
	if !ok1 || u1.size <= u2.size || !sharesClass(u1.classes, u2.classes) {
		return 0, nil, false
	}
	s1, n1, ok := count(big - 1)
	if !ok {
		return 0, nil, false
	}
	return s1, &amount{v: n1*u1.size/u2.size + n2, unit: ts[small].w}, true
}

// sharesClass reports whether two units measure one kind of number.
func sharesClass(a, b []numClass) bool {
	for _, x := range a {
		for _, y := range b {
			if x == y {
				return true
			}
		}
	}
	return false
}

// boundOpening is a bound said before an amount: "more than", "at least".
var boundOpening = lazyRE(`(?i)^(?:more than|less than|fewer than|at least|at most|no more than|no less than|over|under) `)

// withoutBound is s without the bound it opens with ("more than four
// hours after B" is "four hours after B").
func withoutBound(s string) string {
	return boundOpening.ReplaceAllString(s, "")
}

// startsWithAUnit reports whether s opens with "a" or "an", a unit and a
// comparison: "a month after Ezra", "an hour later than", "a dollar
// more than".
func startsWithAUnit(s string) bool {
	ts := tokenize(s)
	if len(ts) < 3 || !isArticle(ts[0].w) || ts[0].w == "the" {
		return false
	}
	_, unit := units[ts[1].w]
	_, cmp := comparatives[ts[2].w]
	return unit && cmp && !strings.HasSuffix(ts[1].w, "s")
}

// timesCounted reports whether "N times" ending before token k counts
// how often ("found the net 19 times", "won 3 times this season"), not
// a ratio ("3 times as many", "twice the price"): it ends the clause, or
// a phrase of when or of all follows.
func timesCounted(ts []tok, k int) bool {
	return k >= len(ts) || set("in during this last altogether all over across throughout")[ts[k].w] && !set("as")[wordAt(ts, k+1)]
}
