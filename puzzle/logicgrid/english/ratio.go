package english

import (
	"math"
	"strings"

	"deduce/puzzle/logicgrid"
)

// Ratios: "The guitar went for twice as much as the toaster", "Ann has
// half as many points as Bo", "three times as long as", "paid double what
// Bo paid", "triple the price of". Each is read as a relation between two
// values of the numeric category the words name (the same choice as for a
// difference: unit, comparative, noun, verb), and only where those numbers
// are quantities: a year, a clock time, a date, a weekday or a place is no
// amount that can be twice another, and is refused.

// ratio is one ratio in a clause: value(subject) * den == value(object) * num.
type ratio struct {
	num, den int
	at       int    // the token the category is chosen at (the adjective, or the ratio word)
	word     string // the comparative that word stands for ("more" for "much")
}

// ratioWords are ratios said in one word, before "as ... as" or a noun
// phrase ("twice as much as", "double the price").
var ratioWords = map[string][2]int{"twice": {2, 1}, "thrice": {3, 1}, "double": {2, 1}, "triple": {3, 1}, "treble": {3, 1}, "quadruple": {4, 1}, "half": {1, 2}}

// fractionWords after "a" or "one": "a third as many as".
var fractionWords = map[string]int{"third": 3, "quarter": 4, "fourth": 4, "fifth": 5}

// asAdjectives are the adjectives of "as ... as" and the comparative each
// stands for. Speeds ("twice as fast") are missing on purpose: twice the
// speed is half the time, and the categories hold times.
var asAdjectives = map[string]string{
	"much": "more", "many": "more", "long": "longer", "old": "older", "tall": "taller", "high": "higher",
	"heavy": "heavier", "big": "bigger", "large": "larger", "far": "farther", "wide": "wider", "deep": "deeper",
	"expensive": "pricier", "costly": "pricier", "pricey": "pricier", "loud": "louder", "hot": "hotter", "warm": "warmer",
	"great": "greater", "thick": "thicker", "strong": "stronger", "bright": "brighter", "rich": "richer",
	// and the other way, and in time: "didn't start as early as Kurt"
	"early": "earlier", "late": "later", "young": "younger", "cheap": "cheaper", "short": "shorter", "light": "lighter",
	"small": "smaller", "low": "lower", "few": "fewer", "little": "less", "close": "closer", "near": "nearer",
	"new": "newer", "cold": "colder", "cool": "cooler",
	"narrow": "narrower", "shallow": "shallower", "quiet": "quieter", "weak": "weaker", "thin": "thinner",
	// "the most valuable specimen" is the priciest (it was read as the
	// most of the first category, the heaviest)
	"valuable": "pricier", "precious": "pricier", "distant": "farther", "populous": "more", "numerous": "more", "recent": "later",
}

// quantity reports whether a category's numbers are amounts that can be
// in a ratio: not points in time, not places.
func (mg *magazine) quantity(d int) bool {
	nm := mg.num[d]
	if nm == nil || mg.isOrdinal(d) || mg.spatialAt(d) {
		return false // (pitch 5 is no two and a half times pitch 2)
	}
	switch nm.class {
	case money, number, height:
		return true
	}
	return false
}

// comparedCount are the comparatives of "N more times than".
var comparedCount = set("more fewer less")

// findRatio finds a ratio among the free tokens of a clause: ok is false
// when there is none; err when a word of ratios is there but the phrase is
// not one read ("three times more than", "twice as fast as").
func findRatio(ts []tok, inMention []bool) (r ratio, ok bool, err error) {
	free := func(k int) bool { return k >= 0 && k < len(ts) && !inMention[k] }
	for k, t := range ts {
		if !free(k) {
			continue
		}
		num, den, end := 0, 0, k+1 // end: the token after the ratio's words
		switch {
		case ratioWords[t.w] != [2]int{}:
			if t.w == "half" && (wordAt(ts, k+1) == "a" || wordAt(ts, k+1) == "an") {
				continue // "half an hour later" is an amount
			}
			if k >= 2 && ts[k-1].w == "a" && ts[k-2].w == "and" {
				continue // "a dollar and a half less": an amount (andAHalf)
			}
			num, den = ratioWords[t.w][0], ratioWords[t.w][1]
		case t.w == "times" && k >= 2 && free(k-1) && free(k-2) && comparedCount[ts[k-1].w] && wordAt(ts, k+1) == "than" && amountish(ts, k-2):
			continue // "downloaded 6,500 more times than": a count of times, no ratio (compare.go)
		case t.w == "times" && k >= 4 && ts[k-1].w == "half" && ts[k-2].w == "a" && ts[k-3].w == "and" && free(k-1) && free(k-2) && free(k-3) && free(k-4):
			// "two and a half times as much as": 5/2
			v, isNum := numberOf(ts[k-4].w)
			if !isNum || v < 1 || v != float64(int(v)) || ts[k-4].w == "a" || ts[k-4].w == "an" {
				return r, false, errorf("%q: say the ratio as a number (\"2.5 times as much as\")", phrase(ts, k-4, k+1))
			}
			num, den = rational(v + 0.5)
		case t.w == "times" && k > 0 && free(k-1):
			v, isNum := numberOf(ts[k-1].w)
			if !isNum || v <= 0 || ts[k-1].w == "a" || ts[k-1].w == "an" {
				return r, false, errorf("%q %q: say the ratio as a number (\"3 times as much as\")", ts[k-1].raw, t.raw)
			}
			num, den = rational(v)
			if k >= 3 && wordAt(ts, k-2) == "and" { // "one and a half times"
				return r, false, errorf("%q: write the ratio as one number (\"1.5 times as much as\")", phrase(ts, k-3, k+1))
			}
		case (t.w == "a" || t.w == "one") && fractionWords[wordAt(ts, k+1)] > 0 && free(k+1) && wordAt(ts, k+2) == "as":
			num, den, end = 1, fractionWords[ts[k+1].w], k+2
		default:
			continue
		}
		if num == 0 || den == 0 || num == den {
			return r, false, errorf("%q: a ratio of 1 says nothing (say \"as much as\" or \"the same\")", t.raw)
		}
		next := wordAt(ts, end)
		switch {
		case next == "as" && free(end) && free(end+1):
			adj := ts[end+1].w
			word, known := asAdjectives[adj]
			if !known {
				return r, false, errorf("%q %q %q: cannot tell what this ratio measures (\"twice as much as\", \"half as many points as\", \"three times as long as\")", ts[k].raw, ts[end].raw, ts[end+1].raw)
			}
			// the second "as" before the object
			second := -1
			for j := end + 2; j < len(ts) && free(j); j++ {
				if ts[j].w == "as" {
					second = j
					break
				}
			}
			if second < 0 {
				return r, false, errorf("%q: a ratio needs \"as ... as\" and the item compared with", phrase(ts, k, min(len(ts), end+2)))
			}
			return ratio{num: num, den: den, at: end + 1, word: word}, true, nil
		case (next == "more" || next == "less" || next == "fewer") && wordAt(ts, end+1) == "than":
			// "three times more than" is read as 3x by some and 4x by others
			return r, false, errorf("%q %q: ambiguous (some read it as one more time): say \"3 times as much as\"", phrase(ts, k, end), ts[end].raw)
		case next == "the" || next == "what" || next == "that":
			// "double the price of", "paid twice what Bo paid", "triple
			// the age of" (an age is older, not more)
			word := "more"
			if w := wordAt(ts, end+1); next == "the" && (w == "age" || w == "ages") {
				word = "older"
			}
			return ratio{num: num, den: den, at: k, word: word}, true, nil
		case end < len(ts) && inMention[end] && t.w != "half":
			// "sold for double Saul's", "triple Bo's score"
			return ratio{num: num, den: den, at: k, word: "more"}, true, nil
		}
		if t.w == "half" || t.w == "double" || t.w == "triple" || t.w == "treble" || t.w == "quadruple" {
			continue // "the first half", "a double room": no ratio
		}
		return r, false, errorf("%q: ratios are read as \"twice as much as\", \"3 times as many as\", \"double the price of\"", t.raw)
	}
	return r, false, nil
}

// rational is v as a fraction with a small denominator (1.5 -> 3/2).
func rational(v float64) (int, int) {
	for den := 1; den <= 100; den++ {
		if n := v * float64(den); math.Abs(n-math.Round(n)) < 1e-9 {
			return int(math.Round(n)), den
		}
	}
	return 0, 0
}

// ratioClues reads a clause with a ratio: its subject (the first item,
// before the ratio) has r times the value of its object (the second) in
// the category the words name.
func (mg *magazine) ratioClues(ts []tok, ms []mention, its []logicgrid.Item, r ratio) ([]logicgrid.Clue, error) {
	if len(ms) != 2 || ms[0].end > r.at || ms[1].start < r.at {
		return nil, errorf("a ratio compares two items, the first before it and the second after it (\"A paid twice as much as B\")")
	}
	// The category is chosen as for a difference; one whose numbers are
	// no amounts is refused, not swapped for another that fits the ratio.
	d, err := mg.compared(ts, r.at, r.word, nil)
	if err != nil {
		return nil, errorf("a ratio (%q): %v", ts[r.at].raw, err)
	}
	if (ts[r.at].w == "many" || ts[r.at].w == "few") && mg.num[d].class == money {
		// "twice as many eggs as" counts eggs, never dollars (it was read
		// along the prices where the counts' category is named "number")
		return nil, errorf("a ratio (%q) counts, and %s are sums of money", ts[r.at].raw, mg.p.Domains[d].Name)
	}
	if !mg.quantity(d) {
		return nil, errorf("a ratio (%q) of %s: those are no amounts (years, clock times, dates and places cannot be twice another)", ts[r.at].raw, mg.p.Domains[d].Name)
	}
	x, y := its[0], its[1]
	if x.D == y.D && x.D == d {
		return nil, errorf("a ratio between two values of %s says nothing of the people", mg.p.Domains[d].Name)
	}
	cs, some := relate(mg.p, x, y, d, func(a, b int) bool {
		return mg.p.Value(d, a)*r.den == mg.p.Value(d, b)*r.num
	})
	if !some {
		return nil, errorf("no two %s are in that ratio", mg.p.Domains[d].Name)
	}
	return cs, nil
}

// relate says "x is at position a along d and y at b, for a pair (a, b)
// that ok accepts" in the clues the model has (is, is not, if ... then):
// the values x cannot have, those y cannot have, and for each value x can
// have, y's. some is false when no pair of two different positions is
// accepted (then nothing holds).
func relate(p *logicgrid.Puzzle, x, y logicgrid.Item, d int, ok func(a, b int) bool) (_ []logicgrid.Clue, some bool) {
	n := p.N()
	at := func(i int) logicgrid.Item { return logicgrid.Item{D: d, I: i} }
	pos := func(it logicgrid.Item) []int { // the positions an item can have
		if it.D == d {
			return []int{it.I}
		}
		out := make([]int, n)
		for i := range out {
			out[i] = i
		}
		return out
	}
	pairs := map[int][]int{} // x's position -> y's
	xs, ys := map[int]bool{}, map[int]bool{}
	for _, a := range pos(x) {
		for _, b := range pos(y) {
			if a != b && ok(a, b) {
				pairs[a] = append(pairs[a], b)
				xs[a], ys[b] = true, true
			}
		}
	}
	if len(pairs) == 0 {
		return nil, false
	}
	fs := &facts{first: logicgrid.Item{}}
	is := func(a, b logicgrid.Item) fact { return fact{a, b, true} }
	not := func(a, b logicgrid.Item) fact { return fact{a, b, false} }
	only := func(it logicgrid.Item, can map[int]bool) { // it has one of can's positions
		if it.D == d {
			return
		}
		if len(can) == 1 {
			for a := range can {
				fs.clause(is(it, at(a)))
			}
			return
		}
		for a := range n {
			if !can[a] {
				fs.clause(not(it, at(a)))
			}
		}
	}
	only(x, xs)
	only(y, ys)
	if len(xs) > 1 {
		for a := range n {
			if !xs[a] {
				continue
			}
			if bs := pairs[a]; len(bs) == 1 {
				if len(ys) > 1 {
					fs.clause(not(x, at(a)), is(y, at(bs[0])))
				}
			} else {
				for b := range n {
					if ys[b] && !contains(bs, b) {
						fs.clause(not(x, at(a)), not(y, at(b)))
					}
				}
			}
		}
	}
	return fs.out, true
}

func contains(xs []int, v int) bool {
	for _, x := range xs {
		if x == v {
			return true
		}
	}
	return false
}

// percentAt finds "N percent" (or "N%") just before the clause's one
// comparative ("cost 50% more than", "weighed 25 percent less than", "had
// 50% more sweets than"): ok is false when the clause has no percent. In
// a puzzle with no category of percentages, such a phrase is a ratio,
// never N of another unit (it was read as "50 more sweets"); a percent
// said anywhere else there is refused.
func (mg *magazine) percentAt(ts []tok, inMention []bool, cmpAt int) (pct float64, ok bool, err error) {
	at := -1
	for k, t := range ts {
		if t.w == "percent" && !inMention[k] {
			at = k
			break
		}
	}
	if at < 0 {
		return 0, false, nil
	}
	for _, nm := range mg.num {
		if nm != nil && unitNames[strings.ToLower(nm.unit)] == "percent" {
			return 0, false, nil // "a 10% bigger discount" among discounts of 10%, 20%: a difference (compare.go)
		}
	}
	than := cmpAt + 1
	if wordAt(ts, than) != "than" && than < len(ts) && !inMention[than] {
		than++ // "50% more sweets than"
	}
	v, num := numberOf(wordAt(ts, at-1))
	if cmpAt != at+1 || wordAt(ts, than) != "than" || !num || at < 1 || inMention[at-1] || ts[at-1].w == "a" || ts[at-1].w == "an" {
		return 0, false, errorf("%q: a percentage is read only as \"N%% more than\" or \"N%% less than\" (a ratio), here where nothing is counted in percent", phrase(ts, max(0, at-1), at+1))
	}
	return v, true, nil
}

// percentRatio reads "A cost 50% more than B" as the values in the
// ratio 150:100 along the category the comparative names (quarterRatio's
// way), "25% less" as 75:100.
func (mg *magazine) percentRatio(ts []tok, ms []mention, its []logicgrid.Item, at int, word string, pct float64) ([]logicgrid.Clue, error) {
	d, err := mg.compared(ts, at, word, nil)
	if err != nil {
		return nil, err
	}
	f := 1 + pct/100
	if mg.direction(word, d) < 0 {
		f = 1 - pct/100
	}
	num, den := rational(f)
	if f <= 0 || num == 0 || den == 0 {
		return nil, errorf("%q: no amount is %g%% less than another", phrase(ts, at-2, at+1), pct)
	}
	return mg.ratioClues(ts, ms, its, ratio{num: num, den: den, at: at, word: word})
}
