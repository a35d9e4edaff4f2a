package english

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"deduce/puzzle/logicgrid"
)

// Comparisons in magazine sentences: comparatives and superlatives, the
// amounts they measure ("2 dollars", "half an hour") and the numeric
// category they measure in.

// comparatives: word -> sign (+1: the first-named is more) and the classes
// the word can measure (nil: any numeric category).
var comparatives = func() map[string]struct {
	sign    int
	classes []numClass
} {
	type cmp = struct {
		sign    int
		classes []numClass
	}
	when := []numClass{clock, date, month, year, number, weekday}
	m := map[string]cmp{
		"after": {1, when}, "before": {-1, when},
		"followed": {1, when}, "follows": {1, when}, "follow": {1, when}, "preceded": {-1, when}, "precedes": {-1, when}, "precede": {-1, when}, // "A followed B", "A did not follow B"
		"predates": {-1, when}, "predated": {-1, when}, "antedates": {-1, when}, "postdates": {1, when}, "postdated": {1, when}, // "Kemp's car predates the Mustang"
		"later": {1, when}, "earlier": {-1, when}, "sooner": {-1, when},
		"older": {1, []numClass{number, year, date, month}}, "younger": {-1, []numClass{number, year, date, month}},
		"newer":  {1, []numClass{year, date, month}},
		"taller": {1, []numClass{height, number}}, "shorter": {-1, []numClass{height, number}},
		"outweighed": {1, []numClass{number, height}}, "outweighs": {1, []numClass{number, height}}, "outsold": {1, []numClass{number, money}}, "outearned": {1, []numClass{money}}, "outspent": {1, []numClass{money}},
		"cheaper": {-1, []numClass{money}}, "undercut": {-1, []numClass{money}}, "undercuts": {-1, []numClass{money}}, "pricier": {1, []numClass{money}}, "costlier": {1, []numClass{money}}, "dearer": {1, []numClass{money}}, "steeper": {1, []numClass{money}},
	}
	// amounts, not points in time: "later" and "before" are for those
	amounts := []numClass{money, number, height}
	for _, w := range strings.Fields("more greater higher bigger larger longer heavier farther further wider deeper hotter warmer milder wetter busier richer slower above behind louder noisier stronger brighter thicker exceeded exceeds surpassed surpasses") {
		m[w] = cmp{1, amounts}
	}
	for _, w := range strings.Fields("less fewer lower smaller lighter closer nearer narrower shallower colder cooler chillier drier dryer poorer faster quicker below ahead quieter softer weaker dimmer thinner") {
		m[w] = cmp{-1, amounts}
	}
	// ahead and behind also in time: "finished 5 minutes ahead of" is earlier
	m["ahead"] = cmp{-1, append([]numClass{clock}, amounts...)}
	m["behind"] = cmp{1, append([]numClass{clock}, amounts...)}
	// "did better", "did 6 percent worse": more or fewer depends on the
	// measure (a return, a golf score): both are readings (direction)
	m["better"] = cmp{1, amounts}
	m["worse"] = cmp{-1, amounts}
	for w := range exceedWords { // "Ann's score exceeded Bo's": more
		m[w] = m["more"]
	}
	for w := range beatWords {
		m[w] = m["ahead"]
	}
	for w := range trailWords {
		m[w] = m["behind"]
	}
	return m
}()

// amount is a measured difference in a clue: "1 dollar", "$1.50", "2 hours".
type amount struct {
	v     float64
	unit  string // "" when the clue gave a bare number
	class numClass
}

// amountNear finds the measured difference just before the comparative
// ("1 dollar more", "$1.50 less", "2 hours after", "half an hour later",
// "forty-five minutes after", "two fewer"), or nil when there is none. The
// words between the item before and the comparative must hold no other
// amount: "an hour and a half", "2 hours 15 minutes", "a quarter of an
// hour" are refused, not read as a part of them.
func (mg *magazine) amountNear(ts []tok, inMention []bool, at int) (*amount, error) {
	am, from, to := mg.findAmount(ts, inMention, at)
	if am == nil {
		if v := vagueSpanAt(ts, inMention, at); v >= 0 {
			// "some weeks before": a comparison, checked against the
			// category's gaps once it is known (checkVague)
			mg.vague = append(mg.vague, ts[at-1].w)
			from, to = v, at
		}
	}
	if am == nil && from == to && at >= 2 && !inMention[at-1] && (ts[at-2].w == "a" || ts[at-2].w == "an") && unitDimension(ts[at-1].w) != "" && !vagueAmounts[ts[at-1].w] && (at < 3 || !amountish(ts, at-3) && ts[at-3].w != "half" && ts[at-3].w != "and") {
		return &amount{v: 1, unit: ts[at-1].w}, nil // "a kilo more", "a mile farther": one of the unit
	}
	if am == nil && from == to && at >= 2 && !inMention[at-1] && (ts[at-2].w == "a" || ts[at-2].w == "an") && !vagueAmounts[ts[at-1].w] &&
		!peopleNouns[ts[at-1].w] && genderNouns[ts[at-1].w] == unknownGender && !mg.namesCategory(ts[at-1].w) && !(wordAt(ts, at+1) == "than" && mg.storyNoun(ts[at-1].w)) { // "grew a plant taller than": the plant, no amount
		// "a decade older", "a dozen more": an amount in a word not known
		// is refused, never dropped (a bit, a little, a lot: no amount);
		// "has been a member longer" names a person, no amount
		return nil, errorf("cannot read the amount %q: write one number and a unit (\"10 years older\")", phrase(ts, at-2, at+1))
	}
	lo := at
	for lo > 0 && !inMention[lo-1] {
		lo--
	}
	for k := lo; k < at; k++ {
		if n := rateLen(ts, inMention, k, am != nil && k == to); n > 0 && (k < from || k >= to) {
			k += n - 1 // "$50 a month less", "$2 per hour more": the rate is no amount
			continue
		}
		if k < from && k > lo && (ts[k-1].w == "the" || ts[k-1].w == "this" || ts[k-1].w == "that") && spanOfWhen[ts[k].w] {
			continue // "finished the day £5.50 behind", "ended the season 3 points clear": when, no amount
		}
		if k < from && whenNoun(ts, inMention, k) {
			continue // "the 310-mile day came sometime after": a day, no amount
		}
		if j := k - 1 - boolInt(k >= 1 && mg.storyPhrase(ts, k-1)); (k < from || k >= to) && j >= 0 && inMention[j] && possessive(ts[j].raw) && !amountish(ts, j) {
			continue // "Ashby's (wettest) month was ...": the month Ashby has, no amount
		}
		if (k < from || k >= to) && k >= 2 && ts[k-1].w == "the" && ts[k-2].w == "of" && !ts[k].dollar && isNumberWord(ts[k].w) {
			continue // "of the four": the group, no amount
		}
		if (k < from || k >= to) && k >= 2 && inMention[k-2] && !inMention[k-1] && possessive(ts[k-1].raw) && !amountish(ts, k-1) && !amountish(ts, k-2) {
			continue // "The grill cook's day off is ...": the day the grill cook has, no amount
		}
		if (k < from || k >= to) && ts[k].w == "one" && k > lo && ts[k-1].w == "the" && !ts[k].hyph && !mg.isDomainUnit(wordAt(ts, k+1)) {
			continue // "was the one right after Stourton's": the one month, no amount
		}
		// a category's unit word as its noun ("the teacher's space number
		// is one higher", "whose lane is 2 lower") is no amount; counted
		// ("2 spaces 1 more") it is
		unit := mg.isDomainUnit(ts[k].w) && k > lo && (amountish(ts, k-1) || ts[k-1].w == "a" || ts[k-1].w == "an")
		if (k < from || k >= to) && (amountish(ts, k) || unit) {
			return nil, errorf("cannot read the amount in %q: write one number and a unit (\"45 minutes\", \"$1.50\", \"2 years\")", phrase(ts, lo, at))
		}
	}
	return am, nil
}

// storyNoun reports whether w is a noun the story names things by ("a car
// older than 2018" where the story says "each car is a different model"),
// no amount: never a word of counting or measure ("a decade older", "a
// dozen more").
func (mg *magazine) storyNoun(w string) bool {
	if set("decade decades dozen score couple pair bit lot little half quarter third century grand hundred thousand million fortnight")[w] || unitDimension(w) != "" || mg.isDomainUnit(w) {
		return false
	}
	for _, x := range words(mg.p.Story) {
		if x == w || singular(x) == singular(w) {
			return true
		}
	}
	return false
}

// vagueCounts say "more than one" of a unit without a number: "some
// weeks", "several days", "a few hours", "many years".
var vagueCounts = set("some several few many")

// vagueSpanAt is where a vague amount of a plural unit of time that ends
// just before the comparative at starts ("some weeks before", "a few
// days after", "weeks before"), or -1.
func vagueSpanAt(ts []tok, inMention []bool, at int) int {
	k := at - 1
	if k < 1 || inMention[k] {
		return -1
	}
	u, ok := units[ts[k].w]
	if !ok || !strings.HasSuffix(ts[k].w, "s") || u.size <= 0 || !hasClass(u.classes, date) && !hasClass(u.classes, clock) && !hasClass(u.classes, year) && !hasClass(u.classes, month) {
		return -1
	}
	switch w := ts[k-1].w; {
	case inMention[k-1]:
		return k // "Ann arrived weeks before Bo"
	case vagueCounts[w]:
		if w == "few" && k >= 2 && !inMention[k-2] && ts[k-2].w == "a" {
			return k - 2
		}
		return k - 1
	case isNumberWord(w) || amountish(ts, k-1):
		return -1
	}
	return k
}

// checkVague holds a clause's comparisons said with a vague amount ("some
// weeks before") to a category whose values differ by at least two of
// that unit wherever they differ: there "some weeks before" is just
// "before". Elsewhere (dates three days apart) it says more than
// "before" and less than an amount, and is refused.
func (mg *magazine) checkVague(cs []logicgrid.Clue) error {
	if len(mg.vague) == 0 {
		return nil
	}
	some := false
	for _, c := range cs {
		if c.Kind != logicgrid.Less || mg.num[c.Domain] == nil {
			continue
		}
		some = true
		for _, w := range mg.vague {
			u := units[w]
			nm := mg.num[c.Domain]
			if !hasClass(u.classes, nm.class) {
				return errorf("%q: the %s are not counted in %s", w, mg.p.Domains[c.Domain].Name, w)
			}
			least := mg.exactScaled(c.Domain, &amount{v: 2, unit: w})
			n := mg.p.N()
			for i := range n {
				for j := range n {
					if gap := mg.p.Value(c.Domain, j) - mg.p.Value(c.Domain, i); gap > 0 && float64(gap) < least-1e-6 {
						return errorf("%q: %s and %s are less than two %s apart, so it says more than %q: say how many %s", w,
							mg.p.Domains[c.Domain].Items[i], mg.p.Domains[c.Domain].Items[j], w, "before", w)
					}
				}
			}
		}
	}
	if !some {
		return errorf("%q without a number is read only as a comparison (\"some weeks before\")", mg.vague[0])
	}
	return nil
}

// spanOfWhen are the units that, after "the", say when rather than how
// much: "finished the day £5.50 behind".
var spanOfWhen = set("day week month year night season hour") // "the gardening hour came after": a show, no amount

// whenNoun reports whether token k is a unit of time said as a noun of
// when, not counted: after "the", "this", "that" or "same" ("the day she
// had tacos"), or after an item that follows "the" ("the 310-mile day",
// "the pizza day").
func whenNoun(ts []tok, inMention []bool, k int) bool {
	if k < 1 || inMention[k] || !spanOfWhen[ts[k].w] {
		return false
	}
	if set("the this that same")[ts[k-1].w] && !inMention[k-1] {
		return true
	}
	j := k - 1
	for j >= 0 && inMention[j] {
		j--
	}
	return j >= 0 && j < k-1 && (ts[j].w == "the" || ts[j].w == "that")
}

// rateLen is the length of the rate phrase at token k ("per month",
// "each week", "every night", and with article "a month", "an hour"), 0
// when there is none: it says what an amount is counted per ("pays $50
// less per month than"), not how much. "per" takes any word ("per
// game"); the others a span of time, so "an hour later" stays an amount.
func rateLen(ts []tok, inMention []bool, k int, article bool) int {
	if k+1 >= len(ts) || inMention[k] || inMention[k+1] {
		return 0
	}
	next := ts[k+1].w
	switch ts[k].w {
	case "per":
		if _, ok := numberOf(next); !ok {
			return 2
		}
	case "each", "every":
		if rateUnits[next] {
			return 2
		}
	case "a", "an":
		if article && rateUnits[next] {
			return 2
		}
	}
	return 0
}

// rateUnits are the spans an amount is counted per ("$50 a month").
var rateUnits = set("minute hour day night week month year season game visit session lesson")

// quarterHour reads "a quarter of an hour" or "three quarters of an
// hour" ending right before token at: where it starts and its hours.
func quarterHour(ts []tok, inMention []bool, at int) (int, float64, bool) {
	if at < 4 || ts[at-1].w != "hour" || ts[at-2].w != "an" || ts[at-3].w != "of" {
		return 0, 0, false
	}
	q := at - 4
	for k := q; k < at; k++ {
		if inMention[k] {
			return 0, 0, false
		}
	}
	switch {
	case ts[q].w == "quarter" && q >= 1 && (ts[q-1].w == "a" || ts[q-1].w == "one"):
		return q - 1, 0.25, true
	case ts[q].w == "quarters" && q >= 1 && ts[q-1].w == "three":
		return q - 1, 0.75, true
	}
	return 0, 0, false
}

// andAHalf reads a whole count and a half (or a quarter, three quarters)
// ending right before token at: "an hour and a half", "an hour and a
// quarter" (count, unit, "and a half") or "one and a half hours", "two and
// three quarters hours" (count, "and a half", unit): where it starts, the
// amount and its unit.
func (mg *magazine) andAHalf(ts []tok, inMention []bool, at int) (int, float64, string, bool) {
	if at < 5 {
		return 0, 0, "", false
	}
	for k := at - 5; k < at; k++ {
		if inMention[k] {
			return 0, 0, "", false
		}
	}
	isUnit := func(w string) bool {
		_, ok := units[w]
		return ok || mg.isDomainUnit(w) || mg.namesCategory(w) // "a size and a half" of shoe sizes
	}
	count := func(w string, article bool) (float64, bool) {
		if w == "a" || w == "an" {
			return 1, article
		}
		v, ok := numberOf(w)
		return v, ok && v >= 1 && v == math.Trunc(v)
	}
	// the part after "and": "a half", "a quarter", "three quarters"
	andAPart := func(k int) float64 {
		if ts[k].w != "and" {
			return 0
		}
		switch {
		case ts[k+1].w == "a" && ts[k+2].w == "half":
			return 0.5
		case ts[k+1].w == "a" && ts[k+2].w == "quarter":
			return 0.25
		case ts[k+1].w == "three" && ts[k+2].w == "quarters":
			return 0.75
		}
		return 0
	}
	if f := andAPart(at - 3); f > 0 && isUnit(ts[at-4].w) { // "an hour and a half", "an hour and a quarter"
		if n, ok := count(ts[at-5].w, true); ok {
			return at - 5, n + f, ts[at-4].w, true
		}
	}
	if f := andAPart(at - 4); f > 0 && isUnit(ts[at-1].w) { // "one and a half hours"
		if n, ok := count(ts[at-5].w, false); ok {
			return at - 5, n + f, ts[at-1].w, true
		}
	}
	if ts[at-3].w == "half" && (ts[at-2].w == "a" || ts[at-2].w == "an") && mg.namesCategory(ts[at-1].w) && !mg.isDomainUnit(ts[at-1].w) {
		return at - 3, 0.5, ts[at-1].w, true // "half a size smaller" of shoe sizes
	}
	return 0, 0, "", false
}

// vagueAmounts after "a" say no amount: "a bit older", "a little later",
// "a lot more", and adverbs of degree between an article and the
// comparative ("a somewhat higher score", "a much lower price"): read as
// the plain order.
var vagueAmounts = set("bit little lot tad touch while smidge few somewhat slightly much far considerably significantly substantially marginally noticeably rather appreciably")

// findAmount is amountNear's reading: the amount and the tokens it spans.
func (mg *magazine) findAmount(ts []tok, inMention []bool, at int) (am *amount, from, to int) {
	if from, v, ok := quarterHour(ts, inMention, at); ok { // "a quarter of an hour before"
		return &amount{v: v, unit: "hour"}, from, at
	}
	if from, v, unit, ok := mg.andAHalf(ts, inMention, at); ok { // "an hour and a half earlier"
		return &amount{v: v, unit: unit}, from, at
	}
	if from, am, ok := compoundAmount(ts, inMention, at); ok { // compound.go: "an hour and twenty-five minutes later"
		return am, from, at
	}
	if c := mg.coinAt(ts, inMention, at); c > 0 { // "a dime more", "a quarter cheaper"
		return &amount{v: c, unit: "cents"}, at - 2, at
	}
	if at >= 2 && !inMention[at-1] && !inMention[at-2] && (ts[at-2].w == "a" || ts[at-2].w == "one") {
		// "a million more", "half a million fewer", "a thousand less": the
		// multiplier is the number (not a category's own unit)
		if mult := multipliers[ts[at-1].w]; mult > 1 && len(ts[at-1].w) > 2 && !mg.isDomainUnit(ts[at-1].w) {
			if at >= 3 && !inMention[at-3] && ts[at-3].w == "half" && ts[at-2].w == "a" {
				return &amount{v: mult / 2}, at - 3, at
			}
			return &amount{v: mult}, at - 2, at
		}
	}
	lo := max(0, at-4)
	for k := at - 1; k >= lo; k-- {
		if inMention[k] {
			break
		}
		if m := rePence.FindStringSubmatch(ts[k].w); m != nil && k == at-1 { // "60p more"
			v, _ := strconv.ParseFloat(m[1], 64)
			return &amount{v: v / 100, unit: "dollars"}, k, at
		}
		if am, ok := mg.gluedAmount(ts[k].w); ok && k == at-1 { // measure.go: "600g less", "90mins longer"
			return am, k, at
		}
		v, ok := numberOf(ts[k].w)
		if !ok {
			continue
		}
		if v < 0 && (wordAt(ts, k-1) == "and" || k >= 2 && (ts[k-1].w == "a" || ts[k-1].w == "an") && ts[k-2].w == "and") {
			// "a kilo and a half more", "a pound and a half" of weights in
			// kg: the half of a whole count andAHalf did not read (a unit
			// not known); never a half alone
			return nil, at, at
		}
		if ts[k].w == "one" && k > 0 && ts[k-1].w == "the" && !ts[k].hyph && immediately[wordAt(ts, k+1)] {
			continue // "the one right after Stourton's": the one month, no amount
		}
		if k >= 2 && ts[k-1].w == "the" && ts[k-2].w == "of" && !inMention[k-1] && !inMention[k-2] && !ts[k].dollar && isNumberWord(ts[k].w) {
			break // "The best-paid of the four started earlier": the group, no amount
		}
		start := k
		if v >= 0 { // "forty five", "one hundred thirty-five"
			start, v = cardinalBefore(ts, inMention, k)
		}
		if v < 0 { // "half": "a half million more" is 500000
			v = 0.5
		}
		am := &amount{v: v}
		// "$1 million more", "$500 thousand less": the multiplier, unless
		// it is a category's own unit ("revenue: 1 million, ...")
		mult := k
		if k+1 < at && !inMention[k+1] && ts[k+1].w != "" && multipliers[ts[k+1].w] > 1 && len(ts[k+1].w) > 2 && !mg.isDomainUnit(ts[k+1].w) {
			am.v *= multipliers[ts[k+1].w]
			mult = k + 1
		}
		if ts[k].dollar {
			am.unit = "dollars" // "$500 more" is money
			end := mult + 1
			if end+1 <= at && end < len(ts) && sameWord(ts[end].w, "dollar") {
				end++
			}
			return am, start, end
		}
		if mult > k && mult == at-1 { // "1 million more"
			return am, start, mult + 1
		}
		word := k == at-1 && ts[k].w != "a" && ts[k].w != "an" && (k == 0 || !determiners[ts[k-1].w])
		bare := k == at-1 && (ts[k].w[0] >= '0' && ts[k].w[0] <= '9' || word) // "$1.50 more", "two fewer"
		// j looks ahead past an article; k stays the loop's own (moving k
		// here made "1 0 a more" loop for ever: found by FuzzRead).
		j := mult // "five thousand dollars more": the unit after the multiplier
		if j+1 < at {
			next := ts[j+1].w
			if next == "an" || next == "a" { // "half an hour"
				j++
				if j+1 < at {
					next = ts[j+1].w
				}
			}
			if mg.nightIsDay(ts, j+1) { // "two nights before" (nights.go)
				am.unit = "days"
			} else if _, ok := units[next]; ok || mg.isDomainUnit(next) {
				am.unit = next
				if rest := mg.unitRest(next); len(rest) > 0 && matchAt(ts[:at], j+2, rest) == len(rest) {
					j += len(rest) // "3 light years": the unit's other words
				}
			} else if next == "light" && j+2 < at && !inMention[j+2] && (ts[j+2].w == "years" || ts[j+2].w == "year") {
				am.unit = "light years" // "15 light years farther" of bare distances
				j++
			} else if j+3 < at+1 && j+2 < at && !inMention[j+2] && areaUnit(next, ts[j+2].w) {
				am.unit = next + " " + ts[j+2].w // "40 square feet smaller" of bare square footages
				j++
			}
		}
		if am.unit == "" && j+2 == at && !bare && (ts[j].w != "a" && ts[j].w != "an" || j > 0 && ts[j-1].w == "half") {
			am.unit = ts[j+1].w // "7 points higher", "one spot ahead", "half a point ahead": a unit only the category knows
		}
		if am.unit == "" && !bare {
			continue // "the one who paid more": "one" is no amount
		}
		if am.v < 0 { // "half"
			am.v = 0.5
		}
		end := k + 1
		if am.unit != "" {
			end = j + 2
		}
		return am, start, end
	}
	if am, ok := mg.nightStep(ts, inMention, at); ok { // nights.go: "the night before" of weekdays
		return am, at - 2, at
	}
	// "an hour later", "the day after", "a pound more" (a category's own
	// unit): the unit alone
	if at >= 1 && !inMention[at-1] {
		if _, ok := units[ts[at-1].w]; (ok || mg.isDomainUnit(ts[at-1].w) || scoreNouns[ts[at-1].w] && mg.scored() || mg.namedNumeric(ts[at-1].w)) && at >= 2 && (ts[at-2].w == "a" || ts[at-2].w == "an" || ts[at-2].w == "the") {
			// ("a point more" of a category of scores in bare numbers)
			return &amount{v: 1, unit: ts[at-1].w}, at - 2, at
		}
		if mg.nightIsDay(ts, at-1) && at >= 2 && ts[at-2].w == "the" { // nights.go
			return &amount{v: 1, unit: "day"}, at - 2, at
		}
	}
	return nil, at, at
}

// areaUnit reports whether two words are one unit of area or volume
// ("square feet", "cubic metres"): a unit the clue names when a category's
// items are bare numbers ("square footage: 180, 220").
func areaUnit(w, next string) bool {
	return (w == "square" || w == "cubic") && lengthUnits[singular(next)]
}

var lengthUnits = set("foot feet ft inch in yard yd metre meter m centimetre centimeter cm kilometre kilometer km mile mi")

// amountAfter reads an amount given after the comparison ("older than Hal
// by 6 years"): "by", one number and a unit. Any other amount there is
// refused rather than dropped.
func (mg *magazine) amountAfter(ts []tok, inMention []bool, cmp int) (*amount, error) {
	by := -1
	for k := cmp + 1; k < len(ts); k++ {
		if !inMention[k] && ts[k].w == "by" {
			if k == cmp+1 && passiveVerbs[ts[cmp].w] && passiveBefore(ts, cmp) {
				continue // "was beaten by Ann by 27 seconds": the first "by" names who
			}
			by = k
			break
		}
	}
	for by >= 0 && by+1 < len(ts) && !inMention[by+1] && exactlyWords[ts[by+1].w] {
		by++ // "by exactly three minutes", "by just 2 points": that amount
	}
	var am *amount
	from, to := len(ts), len(ts)
	if by >= 0 && by+1 < len(ts) && !inMention[by+1] && (by+2 == len(ts) || !inMention[by+2]) {
		if glued, ok := mg.gluedAmount(ts[by+1].w); ok { // "heavier than Bo's by 600g"
			am, from, to = glued, by+1, by+2
		}
	}
	if am == nil && by >= 0 && by+2 < len(ts) && !inMention[by+1] && !inMention[by+2] {
		if v, ok := numberOf(ts[by+1].w); ok && ts[by+1].w != "a" && ts[by+1].w != "an" {
			if _, unit := units[ts[by+2].w]; unit || mg.isDomainUnit(ts[by+2].w) {
				am, from, to = &amount{v: v, unit: ts[by+2].w}, by+1, by+3
			} else if mg.namesNumeric(ts[by+2].w) { // "beat the Rams by 2 wins"
				am, from, to = &amount{v: v}, by+1, by+3
			} else if _, num := numberOf(ts[by+2].w); by+3 == len(ts) && !stop[ts[by+2].w] && isLetters(ts[by+2].w) && !num && !multiplierWords[ts[by+2].w] {
				// "beat Bo by 29 pins": the clause's last word, a unit
				// only the category knows (as "14 pins behind")
				am, from, to = &amount{v: v, unit: ts[by+2].w}, by+1, by+3
			}
		}
	}
	if am == nil && by >= 0 && by+6 <= len(ts) {
		// "outweighed the perch by a pound and a half", "by one and a
		// half hours"
		if start, v, unit, ok := mg.andAHalf(ts, inMention, by+6); ok && start == by+1 {
			am, from, to = &amount{v: v, unit: unit}, by+1, by+6
		}
	}
	if am == nil && by >= 0 { // "outsold it by a million copies", "by half a million", "by 2 million"
		if v, n, ok := mg.multipliedAt(ts, inMention, by+1); ok {
			am, from, to = &amount{v: v}, by+1, by+1+n
		}
	}
	if am == nil && by >= 0 {
		// "beat Isaac by half an hour", "by an hour", "by a quarter of an
		// hour": the amounts said with an article
		free := func(k int) bool { return k < len(ts) && !inMention[k] }
		_, unit3 := units[wordAt(ts, by+3)]
		_, unit2 := units[wordAt(ts, by+2)]
		switch {
		case free(by+3) && wordAt(ts, by+1) == "half" && (wordAt(ts, by+2) == "a" || wordAt(ts, by+2) == "an") && unit3 && !inMention[by+1] && !inMention[by+2]:
			am, from, to = &amount{v: 0.5, unit: ts[by+3].w}, by+1, by+4
		case free(by+5) && !inMention[by+1]:
			if q, v, ok := quarterHour(ts, inMention, by+6); ok && q == by+1 {
				am, from, to = &amount{v: v, unit: "hour"}, by+1, by+6
			}
		}
		if am == nil && free(by+2) && !inMention[by+1] && (wordAt(ts, by+1) == "a" || wordAt(ts, by+1) == "an") && unit2 && !set("quarter half")[wordAt(ts, by+2)] {
			am, from, to = &amount{v: 1, unit: ts[by+2].w}, by+1, by+3 // "by a minute"
		}
	}
	if am == nil && by >= 0 && by+2 == len(ts) && !inMention[by+1] { // "won by 3"
		if v, ok := numberOf(ts[by+1].w); ok && ts[by+1].w != "a" && ts[by+1].w != "an" {
			am, from, to = &amount{v: v}, by+1, by+2
		}
	}
	for k := cmp + 1; k < len(ts); k++ {
		if n := rateLen(ts, inMention, k, k == cmp+1); n > 0 && (k < from || k >= to) {
			k += n - 1 // "less per month than", "$5 more an hour than"
			continue
		}
		if (k < from || k >= to) && whenNoun(ts, inMention, k) {
			continue // "after the day she had tacos", "before the pizza day": a day, no amount
		}
		if !inMention[k] && (k < from || k >= to) && amountish(ts, k) {
			return nil, errorf("cannot read the amount in %q: write one number and a unit before the comparison (\"6 years older than\")", phrase(ts, cmp, len(ts)))
		}
	}
	return am, nil
}

// exactlyWords before an amount say it is that amount, no more or less.
var exactlyWords = set("exactly precisely just only")

// multipliedAt reads an amount with a multiplier starting at token k: "a
// million", "half a million", "2 million", "1.5 thousand" (not a
// category's own unit): its value and its length in tokens.
func (mg *magazine) multipliedAt(ts []tok, inMention []bool, k int) (float64, int, bool) {
	n := 0
	v := 0.0
	switch w := wordAt(ts, k); {
	case w == "half" && wordAt(ts, k+1) == "a":
		v, n = 0.5, 2
	case w == "a" || w == "one":
		v, n = 1, 1
	default:
		x, ok := numberOf(w)
		if !ok || x <= 0 {
			return 0, 0, false
		}
		v, n = x, 1
	}
	m := k + n
	if m >= len(ts) || inMention[m] {
		return 0, 0, false
	}
	for j := k; j < m; j++ {
		if inMention[j] {
			return 0, 0, false
		}
	}
	mult := multipliers[ts[m].w]
	if mult <= 1 || len(ts[m].w) <= 2 || mg.isDomainUnit(ts[m].w) {
		return 0, 0, false
	}
	return v * mult, n + 1, true
}

// namesNumeric reports whether w is a cue word of a numeric category
// ("wins" of wins: 8, 10, 12).
func (mg *magazine) namesNumeric(w string) bool {
	for d, nm := range mg.num {
		if nm != nil && hasCue(mg.lx.cues[d], w) {
			return true
		}
	}
	return false
}

// determiners before "one" make it a pronoun ("the one more ..."), not 1.
var determiners = set("the that which this each any")

// cardinalBefore reads the number words that end at token k ("forty five",
// "one hundred and five"), returning where they start and their value.
func cardinalBefore(ts []tok, inMention []bool, k int) (int, float64) {
	start := k
	for start > 0 && !inMention[start-1] && cardinalWord(ts[start-1].w, ts[start].w) {
		start--
	}
	total, cur := 0.0, 0.0
	for _, t := range ts[start : k+1] {
		switch v, _ := numberOf(t.w); {
		case t.w == "and":
		case t.w == "hundred":
			cur = max(cur, 1) * 100
		default:
			cur += v
		}
	}
	total += cur
	return start, total
}

// cardinalWord reports whether w, before next, belongs to one number
// written in words.
func cardinalWord(w, next string) bool {
	v, ok := numberWords[w]
	switch {
	case w == "and":
		return next != "hundred" && numberWords[next] > 0 && numberWords[next] < 100
	case !ok || v <= 0 || w == "a" || w == "an":
		return false
	case w == "hundred":
		return true
	case next == "hundred":
		return v < 10
	}
	nv := numberWords[next]
	return v >= 20 && v%10 == 0 && nv > 0 && nv < 10 // "forty five"
}

// amountish reports whether token k is part of some amount: a number (not
// "a", "an", or "one" as a pronoun), a unit, or a fraction word.
// thanWithin reports whether "than" is among the n words from k, with no
// number before it.
func thanWithin(ts []tok, k, n int) bool {
	for j := k; j < min(len(ts), k+n); j++ {
		if ts[j].w == "than" {
			return true
		}
		if _, num := numberOf(ts[j].w); num && !isArticle(ts[j].w) {
			return false
		}
	}
	return false
}

func amountish(ts []tok, k int) bool {
	w := ts[k].w
	if _, ok := units[w]; ok && valueAdjective(ts, k+1) {
		return false // "the 25-year-old": part of an item's name
	}
	if _, ok := units[w]; ok && k >= 2 && ts[k-1].w == "the" && (ts[k-2].w == "in" || ts[k-2].w == "of") {
		return false // "earlier in the week than": when, not how much
	}
	if _, ok := units[w]; ok && k >= 2 && isComparativeWord(ts[k-1].w) && (ts[k-2].w == "a" || ts[k-2].w == "an") {
		return false // "in an earlier year than", "a later day": the noun compared
	}
	if _, ok := units[w]; ok && k >= 1 && isComparativeWord(ts[k-1].w) && wordAt(ts, k+1) == "than" {
		return false // "needed fewer minutes than", "won more votes than": the noun compared, no amount
	}
	if _, ok := units[w]; ok && k >= 1 && isComparativeWord(ts[k-1].w) && set("at of in on with")[wordAt(ts, k+1)] && thanWithin(ts, k+2, 4) {
		// "has more years at the zoo than", "2 more years of service
		// than": the noun compared, with where or of what
		return false
	}
	if _, ok := units[w]; ok && k >= 2 && ts[k-1].w == "of" && ts[k-2].w == "time" {
		return false // "at an earlier time of day than": the time, not days
	}
	if _, ok := units[w]; ok || fractions[w] {
		return true
	}
	if multipliers[w] > 1 && len(w) > 2 { // "a million": never dropped
		return true
	}
	if _, _, ok := gluedNumber(w); ok { // "600g", "5cm", "90mins": never dropped
		return true
	}
	if w == "a" || w == "an" {
		return false
	}
	if w == "one" {
		next := wordAt(ts, k+1)
		_, unit := units[next]
		return unit || next == "and" || numberWords[next] > 0 && next != "a" && next != "an"
	}
	_, ok := numberOf(w)
	return ok
}

func isComparativeWord(w string) bool {
	_, ok := comparatives[w]
	return ok
}

var fractions = set("half halves quarter quarters third thirds fourth fourths")

// phrase is the words of ts[lo:hi] as written.
func phrase(ts []tok, lo, hi int) string {
	ws := make([]string, 0, hi-lo)
	for _, t := range ts[lo:hi] {
		ws = append(ws, t.raw)
	}
	return strings.Join(ws, " ")
}

func numberOf(w string) (float64, bool) {
	if v, ok := numberWords[w]; ok && w != "a" && w != "an" {
		return float64(v), true
	}
	if v, err := strconv.ParseFloat(w, 64); err == nil {
		return v, true
	}
	return 0, false
}

// compared picks the category a comparison measures: the numeric category
// the unit and the comparative fit, not one of the compared items' own.
// An amount that is no whole number of the category's steps ("two and a
// half minutes" of clock times in minutes) is refused, never rounded.
func (mg *magazine) compared(ts []tok, at int, word string, am *amount) (int, error) {
	d, err := mg.comparedCategory(ts, at, word, am)
	if err != nil || am == nil {
		return d, err
	}
	if u := singular(strings.ToLower(am.unit)); (u == "second" || u == "sec") && mg.num[d] != nil && mg.num[d].class == clock {
		// "finished 60 seconds before" of times that read as clock times
		// ("18:05, 21:40" with no race said): were they minutes and
		// seconds? Refused, never a minute of the clock.
		return 0, errorf("%q: %g seconds of the %s, read as clock times (if they are minutes:seconds of a race, name the category \"race times\")", ts[at].raw, am.v, mg.p.Domains[d].Name)
	}
	if x := mg.exactScaled(d, am); math.Abs(x-math.Round(x)) > 1e-6 { // 0.55 * 100 is 55.000000000000007
		return 0, errorf("%q: %s is no whole number of the steps of the %s", ts[at].raw, strings.TrimSpace(fmt.Sprintf("%g %s", am.v, am.unit)), mg.p.Domains[d].Name)
	}
	return d, nil
}

func (mg *magazine) comparedCategory(ts []tok, at int, word string, am *amount) (int, error) {
	said := word // "outscored" before it is read as "ahead"
	if (word == "farther" || word == "further") && set("out along up down back inland offshore upstream downstream forward forwards")[wordAt(ts, at+1)] && mg.rowDomain() >= 0 {
		// "moored further out than Iona" of berths in a row: a place
		// along it, never a longer boat (landmarks.go reads it where the
		// story says which way is out; "farther out" of planets without a
		// row is a distance)
		return 0, errorf("%q: a place further along is read only where the introduction says which way that is (\"numbered 1 to 4 going out from the wall\")", phrase(ts, at, at+2))
	}
	word = asAhead(word)
	if (word == "closer" || word == "nearer") && wordAt(ts, at+1) == "to" && wordAt(ts, at+2) == "the" && !mg.mentioned(at+3) && (queueFronts[wordAt(ts, at+3)] || queueBacks[wordAt(ts, at+3)] || set("top bottom left right middle centre center")[wordAt(ts, at+3)]) {
		// "closer to the front of the line" is a place, never fewer
		// kilos; a queue's places read it before this (queue.go)
		return 0, errorf("%q: a place nearer one end is not read here: say it with \"ahead of\", \"behind\" or the places' order", phrase(ts, at, min(len(ts), at+4)))
	}
	if d := mg.roomFloors(); d >= 0 && (said == "above" || said == "below" || said == "higher" || said == "lower") && (am != nil && floorUnits[singular(am.unit)] || am == nil && hasWord(ts, "floor")) {
		return d, nil // roomfloors.go: "one floor above" of rooms 102, 205, 311
	}
	var fit []int
	for d, nm := range mg.num {
		if nm == nil {
			continue
		}
		if cl := comparatives[word].classes; cl != nil && !hasClass(cl, nm.class) && !(speedWords[word] && mg.raceTimes(d)) && !(centuries(mg.p.Domains[d].Name) && set("older younger later earlier newer")[word]) {
			continue
		}
		if nm.class == number && !mg.isOrdinal(d) && labelNames[singular(strings.ToLower(mg.p.Domains[d].Name))] && (!orderWords[word] || beatWords[said] || trailWords[said] || (word == "ahead" || word == "behind") && !mg.positionsAt(d)) && !pluralUnit(nm.unit) {
			continue // room 101, jersey 11: labels are higher or after, never longer or more, nor ahead in a race (bib 33)
		}
		if (word == "longer" || word == "shorter") && !mg.lengthLike(d) && !(lastedBefore(ts, at) && orderNames[domainNoun(mg.p.Domains[d].Name)]) {
			continue // "has traded longest" is no biggest staff: a count or a weight is never longer
		}
		if mg.durationOnly && (word == "longer" || word == "shorter") && !mg.lastingSpan(d) {
			continue // "has served longer": a length of time, no commute
		}
		if mg.startOnly && (word == "earlier" || word == "later") && !(timeClass(nm.class) && nm.class != number) {
			continue // "has been open longest": the earliest start, never the fewest staff
		}
		if mg.startOnly && mg.startIn != nil && (word == "earlier" || word == "later") && !slices.Contains(mg.startIn, d) {
			continue // "has owned it longer": since it was bought, not since it was made
		}
		if mg.timeOnly && (nm.class == number || nm.class == money || nm.class == height) {
			continue // "arrived first" is in time
		}
		if mg.isOrdinal(d) && !orderWords[word] && !((word == "older" || word == "younger") && schoolYears[singular(strings.ToLower(lastWord(mg.p.Domains[d].Name)))]) && !(centuries(mg.p.Domains[d].Name) && set("older younger later earlier newer")[word]) &&
			!((word == "longer" || word == "shorter") && lastedBefore(ts, at) && orderNames[domainNoun(mg.p.Domains[d].Name)]) { // "lasted longer" of rounds
			continue // places "1st, 2nd" are not older or bigger
		}
		if set("smaller larger bigger heavier lighter longer shorter wider narrower taller")[word] && mg.positionsAt(d) && !mg.lengthLike(d) {
			continue // "one person smaller than": a size, never places in a row (pews 1 to 5)
		}
		if speedWords[word] && (nm.class == money || nm.class == height) {
			continue // "finished faster" is in time or speed, never in dollars or inches, whatever else the sentence names
		}
		if nm.class == number && nm.unit == "" && speedWords[word] {
			continue // bare numbers (bibs, scores) are not slower or faster
		}
		if nm.class == number && (word == "older" || word == "younger" || word == "newer") && !ageLike(mg.p.Domains[d].Name, nm) {
			continue // "older" is no length or score: only ages (and years, dates)
		}
		if nm.class == number && isAges(mg.p.Domains[d].Name) && word != "older" && word != "younger" && !(am != nil && ageLike("", &numeric{unit: am.unit})) {
			continue // ages are older, not "higher", "after" or "2 strokes fewer"
		}
		if nm.class == number && timeWords[word] && (nm.unit != "" || nm.counted) && !mg.isOrdinal(d) && !(isDuration(nm) && mg.finishedAfter(ts, at)) && !mg.sequenceLabels(d) && !centuries(mg.p.Domains[d].Name) {
			continue // "80%", "3 pounds", "12 votes" are no points in time: never "after"
		}
		if (word == "ahead" || word == "behind") && mg.spatialAt(d) && !verticalNouns[domainNoun(mg.p.Domains[d].Name)] {
			continue // a row's places are left or right: "lives behind the red door" is no "to the left of"
		}
		if timeWords[word] && nm.class == number && !mg.isOrdinal(d) && labelNames[domainNoun(mg.p.Domains[d].Name)] && !stepsAlong(mg.p.Domains[d], am) && !mg.namesLabel(ts, d) {
			continue // "checked in before Dr Chandra" is no lower room number unless the room is said ("Ann's room comes before Bo's")
		}
		if timeWords[word] && mg.spatialAt(d) && !orderNames[domainNoun(mg.p.Domains[d].Name)] && !stepsAlong(mg.p.Domains[d], am) && !mg.namesPositionsFree(ts, d) {
			// (slots are an order: "went on before" is an earlier one)
			continue // seats are not "before" or "later" unless said ("Eve's plot is before", "one plot after": positions.go)
		}
		if timeWords[word] && verticalNouns[domainNoun(mg.p.Domains[d].Name)] && !stepsAlong(mg.p.Domains[d], am) && !mg.namesPositionsFree(ts, d) {
			continue // floors, shelves, decks are no time: "will check out before Bo" is no lower floor unless the floor is said
		}
		if perUnitAfter(ts, at, nm) {
			continue // "paying more per night", "earns less an hour": the night is the rate's divisor, never the thing compared
		}
		if nm.class == number && timeWords[word] && isAges(mg.p.Domains[d].Name) {
			continue // "left after" is no age ("older" is)
		}
		if nm.class == number && timeWords[word] {
			if isDuration(nm) && !mg.finishedAfter(ts, at) {
				continue // durations ("40 minutes") are longer, not later
			}
		}
		if am != nil && am.unit != "" {
			u, known := units[am.unit]
			if known && hasClass(u.classes, clock) && nm.class == number && nm.unit == "" && (nm.scale != 1 || !spanNamed(mg.p.Domains[d].Name)) {
				// "15 minutes after" is no 15 more of bare numbers (scores,
				// "8.20" read as a decimal): never drop the unit; whole
				// numbers named for a span ("durations: 20, 35") count it
				continue
			}
			sameUnit := nm.class == number && sameUnit(am.unit, firstWord(nm.unit)) || mg.isOrdinal(d) && stepUnits[am.unit] || // "2 spots ahead" of "1st place"
				mg.placesAlong(d, am) || // "two places behind" in a race of times: placesalong.go
				nm.class == number && otherUnitOfMeasure(am.unit, nm.unit) || nm.class == height && otherUnitOfMeasure(am.unit, "in") || // measure.go: "600g" of "1.2kg", "1ft" of heights
				nm.class == height && sameUnit(am.unit, "in") ||
				percentPoints(am.unit, nm) && !mg.isDomainUnit(am.unit) || // "16 points lower" of scores "62%, 70%"
				mg.isOrdinal(d) && orderWords[word] && mg.thingsNoun(am.unit) // "auctioned two lots after" of lots sold in order "1st, 2nd"
			if mg.isOrdinal(d) && !known && !sameUnit && !sameWord(singular(strings.ToLower(am.unit)), domainNoun(mg.p.Domains[d].Name)) {
				continue // "16 points lower" counts no slots "1st, 2nd": only "2 places", "one slot"
			}
			if !known && !sameUnit && !(nm.class == number && nm.unit == "") {
				continue // an unknown unit fits a number category with that unit or none
			}
			if !known && !sameUnit && labelNames[singular(strings.ToLower(lastWord(mg.p.Domains[d].Name)))] && !sameWord(am.unit, singular(strings.ToLower(lastWord(mg.p.Domains[d].Name)))) {
				continue // "3 points ahead" counts no tables: labels are counted in themselves ("2 tables along") or not at all
			}
			if nm.class == number && spanConvertible(am.unit, nm.unit) {
				fit = append(fit, d) // "a week longer" of stays in nights, "an hour longer" of talks in minutes
				continue
			}
			if known && !hasClass(u.classes, nm.class) && !sameUnit && !(nm.class == number && nm.unit == "") && !(nm.class == date && singular(am.unit) == "month") { // ("the month after" of dates: calendarMonths)
				continue // a category of bare numbers takes the unit the clue names: "150 feet shorter"
			}
		}
		fit = append(fit, d)
	}
	if k := at + 1; magnitudeWords[ts[at].w] && k < len(ts) && !mg.mentioned(k) {
		// "more gears than", "the fewest gears" of "gears: low, high"
		// beside slots 1 to 4: a count of what another category names is
		// never a later place in a row (it was read as a higher slot)
		for d := range mg.p.Domains {
			if singular(ts[k].w) == singular(domainNoun(mg.p.Domains[d].Name)) && !slices.Contains(fit, d) {
				fit = slices.DeleteFunc(fit, mg.positionsAt)
				if len(fit) == 0 {
					return 0, errorf("%q %q: the %s are not numbers, so they cannot be compared", ts[at].raw, ts[k].raw, mg.p.Domains[d].Name)
				}
			}
		}
	}
	for k := at + 1; k < len(ts) && k <= at+2 && !mg.mentioned(k); k++ {
		if !measureWords[singular(ts[k].w)] {
			continue
		}
		for d, nm := range mg.num {
			if nm == nil && d > 0 && hasCue(mg.lx.cues[d], ts[k].w) {
				// "the largest size" of sizes "small, medium, large": a
				// measure whose items are no numbers is not compared by
				// another category's numbers
				return 0, errorf("%q %q: the %s are not numbers, so they cannot be compared", ts[at].raw, ts[k].raw, mg.p.Domains[d].Name)
			}
		}
	}
	if at >= 1 && (ts[at-1].w == "a" || ts[at-1].w == "an") && set("hour hours slot")[wordAt(ts, at+1)] {
		// "at an earlier hour than", "a later slot": a clock time
		var clocks []int
		for _, d := range fit {
			if mg.num[d].class == clock {
				clocks = append(clocks, d)
			}
		}
		if len(clocks) > 0 {
			fit = clocks
		}
	}
	if wordAt(ts, at+1) == "in" && wordAt(ts, at+2) == "the" && set("day morning afternoon evening")[wordAt(ts, at+3)] {
		// "later in the day than" is a time of day, never a later day
		var clocks []int
		for _, d := range fit {
			if mg.num[d].class == clock {
				clocks = append(clocks, d)
			}
		}
		if len(clocks) == 0 {
			return 0, errorf("%q in the %s: no category of clock times to compare", ts[at].raw, wordAt(ts, at+3))
		}
		fit = clocks
	}
	if timeWords[word] && inTheSpan(ts, at) {
		// "later in the year than", "earlier in the month than", "the
		// first wedding of the month": a time within that span (a month
		// or a date of the year; a day of the month; a time of day),
		// never a later year or month
		span := spanAfter(ts, at)
		var within []int
		for _, d := range fit {
			if mg.withinSpan(d, span) {
				within = append(within, d)
			}
		}
		if len(within) == 0 {
			return 0, errorf("%q in the %s: no category of times within a %s to compare", ts[at].raw, span, span)
		}
		fit = within
	}
	if q := mg.queueDomain(); (word == "ahead" || word == "behind") && q >= 0 && slices.Contains(fit, q) && (lineVerbBefore(ts, mg.inMention, at) || mg.lineSaid || am == nil && queueStory.MatchString(strings.ToLower(mg.p.Story)) && !mg.timeCueIn(ts, q)) {
		return q, nil // "stood immediately ahead of", "waited two places behind", "was behind" in a story of a queue: the places in the queue, never a time
	}
	if d, ok := mg.agesNamed(fit, word); ok {
		return d, nil // "six years older" of ages beside "service: 4 years"
	}
	fit = mg.heightsFirst(fit, word, am)
	before := len(fit)
	fit = mg.dimensionFirst(fit, said)
	if len(fit) == 0 && before > 0 {
		// "not as far as Cumbria" of holidays in weeks: no distance
		return 0, errorf("%q measures %s, and no category of the puzzle does", ts[at].raw, strings.Join(measureOf[said].dims, " or "))
	}
	fit = mg.unitsFirst(fit, am)
	if _, ok := units[wordAt(ts, at+1)]; ok && am == nil && wordAt(ts, at+2) == "than" && !mg.mentioned(at+1) {
		fit = mg.unitOfNoun(fit, ts[at+1].w) // "fewer minutes than": the category counted in minutes
	}
	if wordAt(ts, at+1) == "times" && wordAt(ts, at+2) == "than" && !mg.mentioned(at+1) {
		fit = mg.countsOnly(fit) // "downloaded 6,500 more times than": a count of times
	}
	fit = mg.countedNotMoney(ts, at, fit, am)
	if len(fit) > 1 && am != nil && am.unit != "" {
		// a unit named by the category itself ("25 years") wins, unless
		// another category measures in that unit too ("minutes" of clock
		// times and of durations): then the other words decide
		u, known := units[am.unit]
		shared := false
		for _, d := range fit {
			shared = shared || known && hasClass(u.classes, mg.num[d].class) && mg.num[d].class != number
		}
		for _, d := range fit {
			if !shared && mg.num[d].class == number && sameUnit(am.unit, firstWord(mg.num[d].unit)) {
				return d, nil
			}
		}
	}
	if len(fit) > 1 { // the noun after it: "1 fewer gold medal than", "400 more genes than"
		if d, ok := mg.nounAfter(ts, at, fit); ok {
			return d, nil
		}
	}
	if len(fit) == 1 && am != nil && am.unit == "" && mg.num[fit[0]].class == money && mg.signedItems(fit[0]) {
		// "6 more organic eggs than" where only the prices could be
		// more: a bare number and a noun that is no money counts
		// something the puzzle has no category of (it was read as 6
		// dollars more)
		for k := at + 1; k < len(ts) && k <= at+4 && ts[k].w != "than"; k++ {
			if !mg.mentioned(k) && isLetters(ts[k].w) && !stop[ts[k].w] && !moneyNouns[singular(ts[k].w)] && !hasCue(mg.lx.cues[fit[0]], ts[k].w) {
				return 0, errorf("%q %q: no category counts %s (the %s are sums of money)", ts[at].raw, ts[k].raw, ts[k].raw, mg.p.Domains[fit[0]].Name)
			}
		}
	}
	if len(fit) > 1 { // the verb before it: "The shop that opens earliest" of opening times, never the first shop
		if d, ok := mg.verbNamed(ts, at, fit); ok {
			return d, nil
		}
	}
	if d, ok := mg.upTheStack(ts, at, said, fit); ok {
		return d, nil // "lives higher up than", "lives above": the floors
	}
	// "longer" of a category named for lengths ("lengths: 210 pages"),
	// unless the noun after it says otherwise ("a shorter gain"), before
	// the other words of the sentence: "The longest book was rated one
	// star lower" is no highest rating
	fit = mg.lengthsFirst(fit, word)
	if set("older younger newer")[word] && len(fit) > 1 {
		// "the oldest bridge" of years and months opened: a year (a month
		// alone says nothing of age; both were readings)
		var years, within []int
		for _, d := range fit {
			switch mg.num[d].class {
			case year:
				years = append(years, d)
			case month, weekday, date:
				within = append(within, d)
			}
		}
		if len(years) == 1 && len(years)+len(within) == len(fit) {
			fit = years
		}
	}
	if wordAt(ts, at+1) == "time" && len(fit) > 1 {
		// "needed less time than" of weeks and square feet: the span of
		// time (both were readings, each with its own single solution)
		var spans []int
		for _, d := range fit {
			if nm := mg.num[d]; nm != nil && (unitDimension(nm.unit) == "time" || isDuration(nm)) {
				spans = append(spans, d)
			}
		}
		if len(spans) == 1 {
			fit = spans
		}
	}
	if len(fit) > 1 && (word == "older" || word == "younger") && !hasWord(ts[min(max(0, mg.subjectEnd), at):at], "born") {
		var ages []int // "older" without "born" speaks of ages, not birth years
		for _, d := range fit {
			if mg.num[d].class == number {
				ages = append(ages, d)
			}
		}
		if len(ages) == 1 {
			return ages[0], nil
		}
	}
	if len(fit) > 1 { // the verb nearest before the comparative: "arrived earlier"
		for k := at - 1; k >= 0; k-- {
			if mg.mentioned(k) {
				continue // "the 24-year-old finished after": "year" names an item, not the measure
			}
			var named []int
			for _, d := range fit {
				if hasCue(mg.lx.cues[d], ts[k].w) && !mg.namesItem(ts, k, d) && !nounOfOther(ts, k, at) && !mg.headOfOther(ts, k, d) {
					named = append(named, d)
				}
			}
			if len(named) == 1 {
				return named[0], nil
			}
		}
	}
	if len(fit) > 1 { // the sentence names the category: "a lower price", "paid"
		var named []int
		for _, d := range fit {
			for k, t := range ts {
				if !mg.mentioned(k) && hasCue(mg.lx.cues[d], t.w) && !mg.namesItem(ts, k, d) && !nounOfOther(ts, k, at) && !mg.headOfOther(ts, k, d) {
					named = append(named, d)
					break
				}
			}
		}
		if len(named) == 1 {
			return named[0], nil
		}
	}
	if err := mg.nounNotCompared(ts, at, fit); err != nil { // nounguard.go: "route number is lower" of routes no numbers
		return 0, err
	}
	fit = mg.lengthsFirst(fit, word) // when no word names the category
	if am == nil && timeWords[word] && !inTheSpan(ts, at) {
		fit = mg.coarseTime(fit)
	}
	switch len(fit) {
	case 1:
		return fit[0], nil
	case 0:
		if r := mg.onlyRank(); speedWords[word] && r >= 0 && am == nil && (mg.raceStory() || slices.ContainsFunc(words(mg.p.Title), func(w string) bool { return raceWords[w] })) {
			// "Greta ran faster than the Denton runner" in a race ranked
			// by place only (no times, nothing else faster): she finished
			// ahead, an earlier place
			return r, nil
		}
		return 0, errorf("%q compares no numeric category", word)
	}
	// The words do not say which: each is a reading, the puzzle decides.
	return fit[mg.choose(len(fit))], nil
}

// headOfOther reports whether token k is the head noun of an item of
// another category than d, named just before it and not possessive: the
// "house" of "the family in the yellow house" or "the white house's
// family" says which house by its color, and measures no houses ("moved in
// before" them is in years). "Eve's plot is before Bo's" does name plots.
func (mg *magazine) headOfOther(ts []tok, k, d int) bool {
	if k < 1 || k-1 >= len(mg.itemDomain) {
		return false
	}
	e := mg.itemDomain[k-1]
	if e < 0 || e == d || singular(ts[k].w) != domainNoun(mg.p.Domains[d].Name) {
		return false // only d's own noun: "born in 1999 left earlier" is a verb
	}
	if possessive(ts[k-1].raw) {
		return false
	}
	if possessive(ts[k].raw) {
		return true // "the white house's family"
	}
	next := k + 1
	if _, num := numberOf(wordAt(ts, next)); num {
		next++ // "sold 6 fewer"
	}
	if next < len(ts) && isComparativeWord(ts[next].w) {
		return false // "the treat priced at $1.75 sold (6) fewer": a verb ("sold: 12, 15"), no head noun
	}
	j := k - 1
	for j > 0 && mg.itemDomain[j-1] == e {
		j-- // the item's first word
	}
	if j >= 1 && ts[j-1].w == "the" {
		j--
	}
	return j >= 1 && locatorWords[ts[j-1].w] // "the family in the yellow house"
}

// locatorWords before "the yellow house" make it a place someone is
// found, not the thing compared.
var locatorWords = set("in at on of from inside beside by behind within")

// thingsNoun reports whether unit is the noun of a category whose items
// are no numbers ("lots" of "lot: clock, vase, painting"): the things an
// order category puts in order.
func (mg *magazine) thingsNoun(unit string) bool {
	for d, nm := range mg.num {
		if nm == nil && d > 0 && domainNoun(mg.p.Domains[d].Name) == singular(strings.ToLower(unit)) {
			return true
		}
	}
	return false
}

// namesPositionsFree reports whether the sentence names category d's
// places (namesPositions) other than as the head noun of another
// category's item ("the yellow house" names a color's house, not a place
// compared).
func (mg *magazine) namesPositionsFree(ts []tok, d int) bool {
	n := domainNoun(mg.p.Domains[d].Name)
	for k, t := range ts {
		if singular(t.w) == n && !mg.headOfOther(ts, k, d) && !placeNamed(ts, k) {
			return true
		}
	}
	return false
}

// placeNamed reports whether the noun at k names one place ("the middle
// house", "the end seat", "the third stall", "house 3"), which compares
// nothing: "the most recent arrival lives in the middle house" is the
// latest of years, not of houses.
func placeNamed(ts []tok, k int) bool {
	prev := wordAt(ts, k-1)
	if _, ord := ordinals[prev]; ord || set("middle centre center central end corner last leftmost rightmost")[prev] {
		return true
	}
	_, num := numberOf(wordAt(ts, k+1))
	return num && !set("of from away apart")[wordAt(ts, k+2)]
}

// percentPoints reports whether unit is "points" and nm a category of
// percentages: "scored 16 points lower" of scores "62%, 70%" are
// percentage points.
func percentPoints(unit string, nm *numeric) bool {
	return nm.class == number && sameUnit(firstWord(nm.unit), "%") && singular(strings.ToLower(unit)) == "point"
}

// namesLabel reports whether the sentence names category d's noun other
// than before one of its items: "Ann's room comes before Bo's" compares
// rooms; "the man in room 102 came in later" names a room, and compares
// no rooms.
func (mg *magazine) namesLabel(ts []tok, d int) bool {
	n := domainNoun(mg.p.Domains[d].Name)
	for k, t := range ts {
		if singular(t.w) == n && !mg.mentioned(k) && !mg.mentioned(k+1) {
			return true
		}
	}
	return false
}

// pluralUnit reports whether a number category's unit is a plural noun
// ("6 rows", "181 minutes"): its items are amounts, not labels ("row 6").
func pluralUnit(unit string) bool {
	w := strings.ToLower(firstWord(unit))
	return w != "" && singular(w) != w
}

// finishedAfter reports whether the comparative at is a race's finish
// ("finished 14 minutes after"), in a puzzle with no clock times: then a
// later finish is a longer time of a category of durations ("times: 181
// minutes, ..."), as everyone starts together. An arrival or a departure
// is no such finish.
func (mg *magazine) finishedAfter(ts []tok, at int) bool {
	for _, nm := range mg.num {
		if nm != nil && nm.class == clock {
			return false
		}
	}
	for k := 0; k < at; k++ {
		if !mg.mentioned(k) && finishWords[ts[k].w] {
			return true
		}
		// a swimmer "touched the wall", a runner "crossed the line": finished
		if !mg.mentioned(k) && (ts[k].w == "touched" || ts[k].w == "crossed") && wordAt(ts, k+1) == "the" && (wordAt(ts, k+2) == "wall" || wordAt(ts, k+2) == "line") {
			return true
		}
	}
	return mg.cameInAt(ts, at) // comein.go: "came in after"
}

var finishWords = set("finished finish finishes finishing")

// sequenceLabels reports whether d's items are numbered steps of a run
// in time, the noun first: "Stage 1", "Round 2", "Leg 3" (a race's
// stages come one after another: "the stage after the 204 km stage").
func (mg *magazine) sequenceLabels(d int) bool {
	nm := mg.num[d]
	if nm == nil || nm.class != number {
		return false
	}
	noun := singular(strings.ToLower(firstWord(nm.unit)))
	if !sequenceNouns[noun] {
		return false
	}
	if noun == "stage" && !mg.raceStory() && !hasWord(tokenize(mg.p.Story), "tour") && !hasWord(tokenize(mg.p.Story), "rally") {
		return false // a festival's "Stage 2" is a place, not a step of a race
	}
	for _, it := range mg.p.Domains[d].Items {
		if w := words(it); len(w) == 0 || !sameWord(w[0], firstWord(nm.unit)) {
			return false
		}
	}
	return true
}

// sequenceNouns are steps of a run in time.
var sequenceNouns = set("stage round leg heat game match race act scene episode chapter lap inning set session period bout event week month year day")

// isDuration reports whether a number category is spans of time ("40
// minutes").
func isDuration(nm *numeric) bool {
	u, ok := units[firstWord(nm.unit)]
	return ok && hasClass(u.classes, clock) || nm.class == number && unitNames[firstWord(nm.unit)] == "second"
}

// countedNotMoney drops the categories of money from fit when a noun
// that names no money follows the comparative ("300 more residents than",
// "fewer people than"): money is counted in dollars, never in people.
func (mg *magazine) countedNotMoney(ts []tok, at int, fit []int, am *amount) []int {
	if am != nil && am.unit != "" || at+1 >= len(ts) || mg.mentioned(at+1) {
		return fit
	}
	w := ts[at+1].w
	if notCounted[w] || connective[w] || amountish(ts, at+1) || w == "as" || w == "than" || linking[w] || pastVerbs[w] || w == "has" || w == "have" || w == "keeps" || w == "got" {
		return fit // "twice as much as", "paid the most is Marco": no noun counted
	}
	var rest []int
	for _, d := range fit {
		if mg.num[d].class == money && !hasCue(mg.lx.cues[d], w) && !sameWord(w, "dollar") && !sameWord(w, "money") && !mg.verbBefore(ts, at, d) {
			continue
		}
		rest = append(rest, d)
	}
	if len(rest) == 0 {
		return fit
	}
	return rest
}

// centuries reports whether a category is of centuries ("century: 1st
// century, 3rd century"): older is a lower one, younger or more recent a
// higher.
func centuries(name string) bool {
	n := singular(strings.ToLower(lastWord(name)))
	return n == "century"
}

// clauseOpeners end the noun phrase after a comparative: "the biggest
// contributor, one won $85": "won" is the next clause's verb.
var clauseOpeners = set("one who which that whose and or but while whereas")

// lastVerb reports whether "last" at k is the verb ("did not last as long
// as", "to last longer"), not the end of an order.
func lastVerb(ts []tok, k int) bool {
	if _, ord := ordinals[wordAt(ts, k-2)]; wordAt(ts, k-1) == "to" && (ord || wordAt(ts, k-2) == "next") {
		return false // "second to last", "next to last"
	}
	return set("did does do not didnt doesnt to will would could cant cannot never")[wordAt(ts, k-1)] ||
		set("as longer long")[wordAt(ts, k+1)]
}

// lastedBefore reports whether a verb of lasting stands right before the
// comparative at at ("lasted longer", "survived the longest"): in a
// knock-out by rounds, a later round.
func lastedBefore(ts []tok, at int) bool {
	for k := at - 1; k >= 0 && k >= at-3; k-- { // ("lasted not as long as")
		if set("last lasted lasts survive survived survives stay stayed stays remain remained")[ts[k].w] {
			return true
		}
	}
	return false
}

// verbBefore reports whether a word of category d's (its verb: "paid")
// stands right before the comparative at at, an article between: "paid
// the least keeps cheese" is the least money, whatever noun follows.
func (mg *magazine) verbBefore(ts []tok, at, d int) bool {
	for k := at - 1; k >= 0 && k >= at-2; k-- {
		if set("has have had")[ts[k].w] || linking[ts[k].w] {
			return false // "has fewer people than": what is counted follows
		}
		if !mg.mentioned(k) && hasCue(mg.lx.cues[d], ts[k].w) {
			return true
		}
		if ts[k].w != "the" && ts[k].w != "a" {
			return false
		}
	}
	return false
}

// measureWords name what a comparison measures ("the largest size", "a
// higher salary"), not the thing measured ("the oldest car").
var measureWords = set("size budget salary price cost score rating speed weight height length distance age population amount fee wage income value grade level rank")

// orderNames are categories that are the order things happen in: their
// first and last are "first" and "last" ("played last").
var orderNames = set("order turn sequence slot round")

// schoolYears are ordinal categories of school years: an older pupil is
// in a higher one ("the youngest, a 5th grader").
var schoolYears = set("grade year form class")

// stepUnits count places along a ranking or row.
var stepUnits = set("spot spots place places position positions rank ranks step steps")

// notCounted are words after a comparative that are no counted noun.
var notCounted = set("than for to of in on at by with from expensive money cash")

// unitsFirst keeps, when the clue names a known unit ("30 minutes",
// "2 years") and some category of fit measures in it (clock times for
// minutes, a number category whose items say "minutes"), only those: a
// category of bare numbers takes a unit only when no category has it
// ("150 feet shorter" of heights 1200, 1350, ...), so "left 30 minutes
// before" is no age difference.
func (mg *magazine) unitsFirst(fit []int, am *amount) []int {
	if am == nil || am.unit == "" {
		return fit
	}
	u, known := units[am.unit]
	if known && hasClass(u.classes, number) {
		return fit // "years" are ages too: the other words decide
	}
	var own, converted []int
	for _, d := range fit {
		nm := mg.num[d]
		switch {
		case nm.class == number && sameUnit(am.unit, firstWord(nm.unit)) || known && nm.class != number && hasClass(u.classes, nm.class):
			own = append(own, d)
		case nm.class == number && otherUnitOfMeasure(am.unit, nm.unit):
			converted = append(converted, d) // "600g" of weights in kg, unless a category is in grams
		}
	}
	if len(own) == 0 {
		own = converted
	}
	if len(own) == 0 {
		return fit
	}
	return own
}

// unitOfNoun keeps, of fit, the categories a unit after the comparative
// counts ("needed fewer minutes than", "walked more miles than"): those in
// that unit or one it converts to ("more minutes" of times in hours), or
// of bare numbers named for it ("minutes: 38, 44"). None is a refusal:
// "more minutes" of distances and weights compares nothing.
func (mg *magazine) unitOfNoun(fit []int, unit string) []int {
	u := units[unit]
	if hasClass(u.classes, number) {
		return fit // "years" are ages too: the other words decide
	}
	var own []int
	for _, d := range fit {
		nm := mg.num[d]
		if nm.class == number && (sameUnit(unit, firstWord(nm.unit)) || otherUnitOfMeasure(unit, nm.unit) || spanConvertible(unit, nm.unit)) ||
			nm.class != number && hasClass(u.classes, nm.class) ||
			nm.class == number && nm.unit == "" && sameWord(unit, lastWord(mg.p.Domains[d].Name)) {
			own = append(own, d)
		}
	}
	return own
}

// countsOnly keeps, of fit, the categories that count how many times a
// thing happened ("downloads: 12,000, ...", "visits: 2, 4"): whole numbers
// with no unit (or one of counts), never money, ages, heights, times or
// places. "6,500 more times than" is a count of times, no ratio.
func (mg *magazine) countsOnly(fit []int) []int {
	var out []int
	for _, d := range fit {
		nm := mg.num[d]
		if nm.class != number || mg.isOrdinal(d) || isAges(mg.p.Domains[d].Name) {
			continue
		}
		if u := firstWord(nm.unit); u != "" && !sameWord(u, "times") && !sameWord(u, domainNoun(mg.p.Domains[d].Name)) {
			continue // "3 pounds", "4.1 stars": measures, not counts of times ("2 visits" of visits is one)
		}
		out = append(out, d)
	}
	return out
}

// heightsFirst keeps only the height categories of fit when the words are
// of height ("taller", "the shortest", "2 inches more") and fit has one: a
// category of bare numbers (jersey numbers) then is no taller.
func (mg *magazine) heightsFirst(fit []int, word string, am *amount) []int {
	heightish := word == "taller" || word == "shorter"
	if am != nil {
		if u, ok := units[am.unit]; ok && hasClass(u.classes, height) {
			heightish = true
		}
	}
	if !heightish {
		return fit
	}
	var hs []int
	for _, d := range fit {
		if mg.num[d].class == height {
			hs = append(hs, d)
		}
	}
	if len(hs) == 0 {
		return fit
	}
	return hs
}

// nounOfOther reports whether token k is the noun of another comparative
// or superlative than the one at (at most one word between): in "the
// shortest trail has the most elevation gain", "gain" is what "most"
// measures, not "shortest".
func nounOfOther(ts []tok, k, at int) bool {
	for j := k - 1; j >= k-2 && j >= 0; j-- {
		if j == at {
			return false
		}
		if _, ok := comparatives[ts[j].w]; ok {
			return true
		}
		if _, ok := superlativeOf(ts[j].w); ok {
			return true
		}
	}
	return false
}

// lengthsFirst keeps only the categories of fit that are lengths or spans
// of time (named "lengths", "distances", "heights", "times", "durations",
// or counted in minutes or hours) when the word is longer or shorter and
// fit has some: "Eun-ji's trail is shorter" is no smaller elevation gain,
// though the gains are in feet; "took longer" may still be a time.
func (mg *magazine) lengthsFirst(fit []int, word string) []int {
	if word == "bigger" || word == "smaller" || word == "larger" {
		// "the smallest of the four" of a category named "size" (or
		// "area") and one of weeks: the size (both were readings, and the
		// puzzle had one solution under each)
		var ss []int
		for _, d := range fit {
			if namedFor(mg.p.Domains[d].Name, "size", "area", "footprint") {
				ss = append(ss, d)
			}
		}
		if len(ss) == 1 {
			return ss
		}
		return fit
	}
	if word != "longer" && word != "shorter" && word != "farther" && word != "further" {
		return fit
	}
	var ls []int
	for _, d := range fit {
		name := mg.p.Domains[d].Name
		if spanNamed(name) || namedFor(name, "distance", "height", "tall", "span", "mileage", "elevation", "altitude") || isDuration(mg.num[d]) {
			ls = append(ls, d)
		}
	}
	if len(ls) == 0 {
		return fit
	}
	return ls
}

// lengthLike reports whether "longer" or "shorter" can compare category
// d: a length, a height, a length of time, pages, a span named so, or a
// bare number named for none of these only when its name is no count
// ("staff: 1, 2, 6" is never longer). A unit of mass, temperature or
// volume is never longer.
func (mg *magazine) lengthLike(d int) bool {
	nm, name := mg.num[d], mg.p.Domains[d].Name
	if nm.class == height || isDuration(nm) || spanNamed(name) {
		return true
	}
	if namedFor(name, "distance", "height", "tall", "span", "page", "mileage", "elevation", "altitude", "depth", "width", "reach", "range", "route", "journey", "commute", "trip", "walk", "run", "ride", "drive", "hike", "flight", "race", "film", "movie", "song", "book", "novel", "report", "essay", "speech", "talk", "word", "line", "chapter", "episode", "stay", "visit", "term", "service", "tenure") {
		return true
	}
	switch unitDimension(nm.unit) {
	case "length":
		return true
	case "mass", "temperature", "volume":
		return false
	}
	if nm.class != number {
		return true // clock times, dates: the comparative's classes decide
	}
	if nm.unit != "" {
		return !countNouns[singular(strings.ToLower(firstWord(nm.unit)))]
	}
	return !namedFor(name, countNames...)
}

// countNames start the names of categories that count people or things:
// never longer or shorter.
var countNames = []string{"staff", "employee", "worker", "member", "player", "vote", "goal", "point", "score", "mark", "guest", "visitor",
	"student", "pupil", "child", "kid", "seat", "ticket", "sale", "price", "cost", "fee", "age", "rating", "star", "medal", "prize", "win", "people",
	"attend", "crowd", "entr", "order", "customer", "cover", "room", "bed", "floor", "storey", "pet", "animal", "copies", "copy", "item", "size"}

// countNouns are units that count: "6 staff" is never longer.
var countNouns = set("person people staff employee worker member player vote goal point mark guest visitor student pupil child kid seat ticket star medal copy customer")

// measureOf are the comparatives that say what they measure: a weight is
// heavier, a distance further, a temperature warmer, rainfall wetter. Each
// lists the dimensions of the units it measures (unitDimension) and the
// prefixes of category names it measures ("rainfall").
var measureOf = func() map[string]struct{ dims, names []string } {
	type m = struct{ dims, names []string }
	out := map[string]m{}
	// (with the plain forms "as far as", "as heavy as" say)
	for _, w := range strings.Fields("heavier lighter outweighed outweighs heavy") {
		out[w] = m{dims: []string{"mass"}, names: []string{"weight"}}
	}
	for _, w := range strings.Fields("farther further closer nearer far") {
		out[w] = m{dims: []string{"length"}, names: []string{"distance"}}
	}
	for _, w := range strings.Fields("taller") {
		out[w] = m{dims: []string{"length"}, names: []string{"height"}}
	}
	for _, w := range strings.Fields("deeper shallower deep") {
		out[w] = m{dims: []string{"length"}, names: []string{"depth"}}
	}
	for _, w := range strings.Fields("wider narrower wide") {
		out[w] = m{dims: []string{"length"}, names: []string{"width", "breadth"}}
	}
	for _, w := range strings.Fields("warmer colder hotter cooler milder chillier") {
		out[w] = m{dims: []string{"temperature"}, names: []string{"temperature", "temp"}}
	}
	for _, w := range strings.Fields("louder quieter softer noisier") {
		out[w] = m{dims: []string{"sound"}, names: []string{"noise", "sound", "decibel", "loudness"}}
	}
	out["outscored"] = m{names: []string{"score", "point", "goal", "run", "mark"}}
	for _, w := range strings.Fields("wetter drier dryer") {
		out[w] = m{names: []string{"rain", "precip", "wet"}}
	}
	return out
}()

// unitDimension is what a unit measures ("kg": mass), "" when not known.
func unitDimension(u string) string {
	switch strings.ToLower(firstWord(u)) {
	case "kg", "g", "gram", "grams", "kilo", "kilos", "kilogram", "kilograms", "lb", "lbs", "pound", "pounds", "oz", "ounce", "ounces", "stone", "tonne", "tonnes", "ton", "tons":
		return "mass"
	case "km", "m", "cm", "mm", "mi", "mile", "miles", "yd", "yds", "yard", "yards", "ft", "foot", "feet", "inch", "inches",
		"metre", "metres", "meter", "meters", "kilometre", "kilometres", "kilometer", "kilometers":
		return "length"
	case "°c", "°f", "degree", "degrees", "celsius", "fahrenheit":
		return "temperature"
	case "db", "decibel", "decibels":
		return "sound"
	case "l", "ml", "litre", "litres", "liter", "liters", "pint", "pints", "gallon", "gallons":
		return "volume"
	case "second", "seconds", "sec", "secs", "minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs", "day", "days",
		"night", "nights", "week", "weeks", "fortnight", "fortnights", "month", "months", "year", "years":
		// a span of time: never "farther" or "heavier" (unseen56: "not as
		// far as Cumbria" was read along holidays of 1 to 4 weeks)
		return "time"
	}
	return ""
}

// dimensionFirst keeps, when the comparative says what it measures
// ("heavier", "further", "warmer"), the categories of fit in units of
// that measure or named for it; failing those, it drops the categories
// in units of another measure ("heavier" is no height in cm). Else fit.
func (mg *magazine) dimensionFirst(fit []int, word string) []int {
	m, ok := measureOf[word]
	if !ok {
		return fit
	}
	var own, rest []int
	for _, d := range fit {
		dim := unitDimension(mg.num[d].unit)
		if mg.num[d].class == height {
			dim = "length"
		}
		switch {
		case dim != "" && slices.Contains(m.dims, dim) || namedFor(mg.p.Domains[d].Name, m.names...):
			own = append(own, d)
		case dim == "":
			rest = append(rest, d)
		}
	}
	if len(own) > 0 {
		return own
	}
	if len(rest) > 0 {
		return rest
	}
	for _, d := range fit {
		if mg.num[d].class != number || unitDimension(mg.num[d].unit) == "" {
			return fit
		}
	}
	return nil // every one measures something else ("farther" of weeks)
}

// nounAfter picks, among fit, the category the words right after the
// comparative name (up to "than" or an item, at most 3 words): the one
// with the most cue words there, when one has most.
func (mg *magazine) nounAfter(ts []tok, at int, fit []int) (int, bool) {
	best, bestN, tie := -1, 0, false
	// a head noun of the measure ends the phrase at "of": "a later time
	// of day" is a time ("the smallest supply of water" goes on)
	headEnd := len(ts)
	for k := at + 2; k < len(ts) && k <= at+3; k++ {
		if ts[k].w != "of" {
			continue
		}
		for _, d := range fit {
			if hasCue(mg.lx.cues[d], ts[k-1].w) {
				headEnd = min(headEnd, k)
			}
		}
	}
	first := at + 1
	if ratioWords[ts[at].w] != [2]int{} && wordAt(ts, at+1) == "the" {
		first++ // "double the votes of": the noun after the article
	}
	for _, d := range fit {
		n := 0
		for k := first; k < len(ts) && k <= first+2 && k < headEnd && ts[k].w != "than" && !mg.mentioned(k) && !amountish(ts, k) && !connective[ts[k].w] && !clauseOpeners[ts[k].w]; k++ {
			if hasCue(mg.lx.cues[d], ts[k].w) || k == at+1 && ts[at].hyph && isParticiple(ts[k].w) && mg.participleNames(ts[k].w, d) ||
				len(ts[k].w) >= 4 && !stop[ts[k].w] && oneWordNamed(mg.p.Domains[d].Name, ts[k].w) { // "more snow" of snowfall
				n++ // "the lowest-rated show": the participle too
			}
			if nm := mg.num[d]; nm != nil && nm.unit != "" && ts[k].w == strings.ToLower(firstWord(nm.unit)) {
				n += 2 // "3 fewer boxes" of "boxes: 8 boxes, ...", not of "heaviest box: 12 kg"
			}
			if possessive(ts[k].raw) {
				break // "the youngest cousin's birthday": the cousin is the youngest, not the birthday
			}
		}
		switch {
		case n > bestN:
			best, bestN, tie = d, n, false
		case n == bestN && n > 0:
			tie = true
		}
	}
	return best, best >= 0 && !tie
}

// oneWordNamed reports whether a category named in one word starts with
// w: "snow" of "snowfall", "rain" of "rainfall".
func oneWordNamed(name, w string) bool {
	ws := words(name)
	return len(ws) == 1 && strings.HasPrefix(ws[0], w)
}

// isAges reports whether a category's name says ages.
func isAges(name string) bool {
	n := strings.ToLower(strings.TrimSpace(name))
	return n == "age" || n == "ages"
}

// ageLike reports whether a category of numbers can be older or younger:
// it is named ages, or its unit is a span of time ("24 years", "6
// months").
func ageLike(name string, nm *numeric) bool {
	if isAges(name) {
		return true
	}
	if centuries(name) {
		return true // "two centuries younger than the axe head"
	}
	if n := strings.ToLower(strings.TrimSpace(name)); nm.unit == "" && nm.class == number && (n == "years" || n == "years old" || n == "age in years") {
		return true // "years: 1, 2, 3" of pets: "Ben's pet is younger than Carl's"
	}
	switch strings.TrimSuffix(firstWord(nm.unit), "s") {
	case "year", "month", "week", "day", "yr", "decade", "grade", "form":
		return true
	}
	return false
}

// speedWords compare times taken or speeds, which have a unit.
var speedWords = set("slower faster quicker")

// timeWords compare points in time.
var timeWords = set("after before later earlier sooner followed follows preceded precedes")

// orderWords compare places along an order, the only comparisons a
// category of ordinals ("1st, 2nd, 3rd") takes.
var orderWords = set("after before later earlier sooner followed follows preceded precedes ahead behind higher lower above below better worse")

// isOrdinal reports whether every item of domain d is an ordinal ("1st",
// "second").
func (mg *magazine) isOrdinal(d int) bool {
	if mg.num[d] != nil && mg.num[d].ranks {
		return true
	}
	if mg.num[d] != nil && mg.num[d].unit == "years" && yearsOrdinals(mg.p.Domains[d].Name) {
		return false // "anniversaries: 10th, 25th" count years
	}
	for _, it := range mg.p.Domains[d].Items {
		if !ordinalItem(it) {
			return false
		}
	}
	return true
}

// namesItem reports whether token k, a word of category d, stands next to
// an item of d, naming that item rather than the measure: "the runner with
// bib 22 was slower" compares times, not bibs; "the trail with 850 feet of
// elevation gain is the shortest" measures no gain (of and at most one
// more word between).
func (mg *magazine) namesItem(ts []tok, k, d int) bool {
	at := func(j int) bool { return j >= 0 && j < len(mg.itemDomain) && mg.itemDomain[j] == d }
	if at(k-1) || at(k+1) {
		return true
	}
	for of := k - 1; of >= k-2 && of >= 1; of-- {
		if ts[of].w == "of" {
			return at(of-1) && (of == k-1 || !mg.mentioned(k-1))
		}
	}
	return false
}

// mentioned reports whether token k of the clause being classified names
// an item.
func (mg *magazine) mentioned(k int) bool { return k < len(mg.inMention) && mg.inMention[k] }

func firstWord(s string) string {
	if f := strings.Fields(s); len(f) > 0 {
		return f[0]
	}
	return ""
}

func hasClass(cs []numClass, c numClass) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// scaled converts an amount to domain d's integer values.
func (mg *magazine) scaled(d int, am *amount) int {
	if am == nil {
		return 0
	}
	return int(math.Round(mg.exactScaled(d, am)))
}

// spanSeconds is the length of a unit of time spans in seconds, 0 for
// other words; a night of a stay counts as a day.
func spanSeconds(unit string) float64 {
	switch w := strings.ToLower(unit); {
	case w == "second" || w == "seconds" || w == "sec" || w == "secs":
		return 1
	case w == "minute" || w == "minutes" || w == "min" || w == "mins":
		return 60
	case w == "hour" || w == "hours" || w == "hr" || w == "hrs":
		return 3600
	case w == "day" || w == "days" || w == "night" || w == "nights":
		return 86400
	case w == "week" || w == "weeks":
		return 7 * 86400
	case w == "fortnight" || w == "fortnights":
		return 14 * 86400
	}
	return 0
}

// spanConvertible reports whether an amount in unit a measures spans of
// time counted in the category's unit b in another unit ("a week" of
// "10 nights", "a minute" of seconds, "an hour" of "40 minutes").
func spanConvertible(a, b string) bool {
	b = firstWord(b)
	return spanSeconds(a) > 0 && spanSeconds(b) > 0 && spanSeconds(a) != spanSeconds(b)
}

// exactScaled is an amount in domain d's values, before rounding.
func (mg *magazine) exactScaled(d int, am *amount) float64 {
	size := 1.0
	nm := mg.num[d]
	if u, ok := units[am.unit]; ok && hasClass(u.classes, nm.class) && !(nm.class == number && sameUnit(am.unit, firstWord(nm.unit))) {
		size = u.size // "2 hours" in minutes; but "4 feet" of "20 ft" items is 4
	}
	if nm.class == number && spanConvertible(am.unit, nm.unit) {
		size = spanSeconds(am.unit) / spanSeconds(nm.unit) // "a week" of nights: 7
	}
	if r, ok := measureRatio(am.unit, firstWord(nm.unit)); ok && nm.class == number {
		size = r // measure.go: "600g" of weights in kg is 0.6
	}
	if r, ok := measureRatio(am.unit, "in"); ok && nm.class == height {
		size = r // "1ft taller" of heights in feet and inches: 12 inches
	}
	if f, g := ageFactor[strings.ToLower(am.unit)], ageFactor[strings.ToLower(firstWord(nm.unit))]; nm.class == number && f > 0 && g > 0 {
		size = f / g // "1 year older" of ages "6 months, 1 year, 2 years": 12 months
	}
	return am.v * size * nm.scale
}

// hasCue reports whether w is one of cues, up to a plural or a verb's
// ending ("finished" ~ "finish", "baking" ~ "bake").
func hasCue(cues []string, w string) bool {
	for _, c := range cues {
		if sameWord(c, w) {
			return true
		}
		// a verb of the cue or of its singular: "finished", "baking",
		// "scored" (of "scores")
		for _, b := range []string{c, singular(c)} {
			if len(b) >= 3 && (w == b+"ed" || w == b+"d" || w == b+"ing" || strings.HasSuffix(b, "e") && w == b[:len(b)-1]+"ing") {
				return true
			}
		}
	}
	return false
}

// unitRest is the words after w of the numeric category unit that starts
// with w ("years" of "light years"), or nil.
func (mg *magazine) unitRest(w string) []string {
	for _, nm := range mg.num {
		if nm != nil && nm.unit != "" && sameUnit(w, firstWord(nm.unit)) {
			if ws := words(nm.unit); len(ws) > 1 { // "%" has no word at all
				return ws[1:]
			}
			return nil
		}
	}
	return nil
}

// isDomainUnit: w is the unit word of a numeric category ("points").
func (mg *magazine) isDomainUnit(w string) bool {
	for _, nm := range mg.num {
		if nm != nil && nm.unit != "" && sameUnit(w, firstWord(nm.unit)) {
			return true
		}
	}
	return false
}

// amountsOut drops number "mentions" that are amounts: "30 minutes later"
// names no 30-year-old ("the 30-year-old", "30 years old" still do).
func (mg *magazine) amountsOut(ts []tok, ms []mention) []mention {
	out := ms[:0]
	for _, m := range ms {
		if m.end < len(ts) && mg.num[m.items[0].D] != nil {
			if _, cmp := comparatives[ts[m.end].w]; cmp && !beatWords[ts[m.end].w] && !trailWords[ts[m.end].w] { // "stayed 2 nights longer"; not "table 3 beat ...": its amount follows ("by 3")
				continue
			}
		}
		if mg.num[m.items[0].D] != nil && byAmount(ts, m.start) {
			continue // "outsold Drift by 1 million": the amount, not the item
		}
		if mg.num[m.items[0].D] != nil && wordAt(ts, m.end) == "apart" {
			continue // "$20 apart" (apart.go): an amount
		}
		if m.end == m.start+1 && m.end < len(ts) {
			if _, err := strconv.ParseFloat(ts[m.start].w, 64); err == nil {
				next := ts[m.end].w
				_, unit := units[next]
				old := valueAdjective(ts, m.end+1)                 // "30 years old", "1500 feet high"
				if next == "times" && !timesCounted(ts, m.end+1) { // "3 times as many"; not "found the net 19 times"
					continue
				}
				if nm := mg.num[m.items[0].D]; (unit || mg.isDomainUnit(next)) && !old && nm != nil && nm.class == number && nm.unit != "" && !sameUnit(next, firstWord(nm.unit)) && !ts[m.start].hyph {
					continue // "6 years apart" names no 6-mile commute: another unit
				}
				if _, cmp := comparatives[wordAt(ts, m.end+1)]; (unit || mg.isDomainUnit(next) || unitDimension(next) != "") && !old && cmp && !beatWords[wordAt(ts, m.end+1)] && !trailWords[wordAt(ts, m.end+1)] && !ts[m.start].hyph {
					continue // "holds 250 ml more", "is 2 kg heavier": the amount, not the item 250 (a category of bare numbers)
				}
				if (unit || mg.isDomainUnit(next)) && !old {
					if mg.valueWithUnit(ts, m) {
						// "the 22-foot boat", "the 18 ft. boat": the item,
						// its unit word with it
						if nm := mg.num[m.items[0].D]; nm != nil && nm.class == number && sameUnit(next, firstWord(nm.unit)) {
							m.end++
						}
						out = append(out, m)
					}
					continue
				}
				// "2 floors above", "1 grade below": a number, a unit, a comparative
				// (not "1993 arrived earlier": a unit after 2+ is plural)
				if _, cmp := comparatives[wordAt(ts, m.end+1)]; cmp && !stop[next] && (strings.HasSuffix(next, "s") || ts[m.start].w == "1") &&
					!(m.start > 0 && valuePreps[ts[m.start-1].w] && mg.num[m.items[0].D].class == year) && // "who joined in 2007 lives farther": the year, then a verb
					!(m.start > 0 && singular(ts[m.start-1].w) == domainNoun(mg.p.Domains[m.items[0].D].Name)) { // "the ship in berth 3 sails before": the berth, then a verb (unseen52)
					continue
				}
			}
		}
		out = append(out, m)
	}
	return out
}

// valuePreps put an item's value after them ("joined in 2007", "the one
// from 2007"), never an amount.
var valuePreps = set("in from since during")

// byAmount reports whether a number starting at token k follows "by"
// after an active comparison ("outsold Drift by 1 million", "finished
// ahead of Bo by 2 places"; not "was outsold by 3 million", where the
// number may name who did it).
func byAmount(ts []tok, k int) bool {
	if k < 2 || ts[k-1].w != "by" {
		return false
	}
	if _, ok := numberOf(ts[k].w); !ok {
		if _, _, glued := gluedNumber(ts[k].w); !glued { // "by 4lb"
			return false
		}
	}
	for c := k - 2; c >= 0; c-- {
		if _, cmp := comparatives[ts[c].w]; cmp {
			return c == 0 || !passive[ts[c-1].w]
		}
		if differWords[ts[c].w] {
			return true // "their commutes differ by 3 miles"
		}
	}
	return false
}

var passive = set("was were is are be been being")

// valueWithUnit reports whether the number of mention m, followed by a
// unit, names a value rather than an amount: joined to the unit by a
// hyphen ("the 22-foot boat", "a 30-minute commute"), or with no
// comparison right after the unit and no "by" before it ("the 18 ft.
// boat was newer"; not "2 feet longer", "3 light years closer", "older by
// 6 years").
func (mg *magazine) valueWithUnit(ts []tok, m mention) bool {
	if ts[m.start].hyph {
		return true
	}
	if m.start > 0 && ts[m.start-1].w == "by" {
		return false
	}
	for k := m.end + 1; k < len(ts) && k <= m.end+2; k++ {
		if _, cmp := comparatives[ts[k].w]; cmp || ts[k].w == "than" || ts[k].w == "apart" {
			return false // "2 years older", "2 years apart": an amount
		}
	}
	return true
}

// valueAdjectives after a number and its unit make the pair a value, not
// an amount: "the 30 years old tree", "1500 feet high".
var valueAdjectives = set("old high tall long deep wide heavy away")

// valueAdjective reports whether token k is one of valueAdjectives, also
// as a possessive ("the 23-year-old's flight").
func valueAdjective(ts []tok, k int) bool {
	if k >= len(ts) {
		return false
	}
	w := ts[k].w
	if raw := strings.ToLower(ts[k].raw); strings.HasSuffix(raw, "'s") || strings.HasSuffix(raw, "’s") {
		w = strings.TrimSuffix(w, "s")
	}
	return valueAdjectives[w]
}

// superlatives name the extreme item of a numeric category: "the youngest
// runner" is the one with the lowest age. Each maps to its comparative.
var superlatives = map[string]string{
	"most": "more", "least": "less", "fewest": "fewer", "highest": "higher", "lowest": "lower",
	"oldest": "older", "eldest": "older", "youngest": "younger", "tallest": "taller", "shortest": "shorter",
	"earliest": "earlier", "latest": "later", "cheapest": "cheaper", "biggest": "bigger",
	"largest": "larger", "smallest": "smaller", "longest": "longer", "heaviest": "heavier",
	"lightest": "lighter", "farthest": "farther", "closest": "closer", "nearest": "nearer", "newest": "newer", "fastest": "faster", "slowest": "slower",
}

// participleNames reports whether the participle of a hyphenated
// superlative says category d's measure: one of its cue words in any
// form ("top-rated" of ratings, "best-paid" of money, "top-scoring" of
// scores), or a verb whose noun is one ("best-selling" of sales).
func (mg *magazine) participleNames(w string, d int) bool {
	if hasCue(mg.lx.cues[d], w) {
		return true
	}
	stem := func(s string) string {
		s = singular(s)
		for _, suf := range []string{"ing", "ed", "e", "d"} {
			if len(s) > len(suf)+2 && strings.HasSuffix(s, suf) {
				return s[:len(s)-len(suf)]
			}
		}
		return s
	}
	if noun, ok := participleNouns[w]; ok {
		w = noun
	}
	for _, c := range mg.lx.cues[d] {
		if stem(c) == stem(w) {
			return true
		}
	}
	return false
}

// isParticiple reports whether w is a verb's participle ("selling",
// "rated", "paid"): "best-in-show" is no hyphenated superlative.
func isParticiple(w string) bool {
	if _, ok := participleNouns[w]; ok || irregularParticiples[w] {
		return true
	}
	return len(w) > 4 && (strings.HasSuffix(w, "ing") || strings.HasSuffix(w, "ed"))
}

var irregularParticiples = set("paid sold known loved liked built won kept read seen run")

// participleNouns are verbs whose noun is spelt otherwise: "selling" and
// "sold" measure sales.
var participleNouns = map[string]string{"selling": "sale", "sold": "sale", "grossing": "gross", "earning": "earnings", "paying": "paid"}

// compoundSuperlatives are the first words of a hyphenated superlative
// ("best-selling", "worst-paid", "top-rated"), with their comparatives.
var compoundSuperlatives = map[string]string{"best": "better", "worst": "worse", "top": "higher", "bottom": "lower"}

// superlativeOf is the comparative a superlative stands for: one of
// superlatives, or the "-est" form of a comparative ("priciest" ->
// "pricier", "loudest" -> "louder", "hottest" -> "hotter").
func superlativeOf(w string) (string, bool) {
	if c, ok := superlatives[w]; ok {
		return c, true
	}
	if len(w) > 5 && strings.HasSuffix(w, "est") {
		if c := w[:len(w)-3] + "er"; comparatives[c].sign != 0 {
			return c, true
		}
	}
	return "", false
}

// direction is +1 when the comparative word says "more" of domain d's
// values, -1 when it says "less": older means born earlier in years and
// dates, and "finished higher" is a smaller place in a ranking.
func (mg *magazine) direction(word string, d int) int {
	if word != "" && word == mg.passive {
		// "Ann was outsold by Bo" is "Bo outsold Ann"
		mg.passive = ""
		defer func() { mg.passive = word }()
		return -mg.direction(word, d)
	}
	word = asAhead(word)
	sign := comparatives[word].sign
	if word == "better" || word == "worse" {
		// better is more of a return or a score; less of a place in a
		// ranking, of a time taken, of golf strokes
		name := strings.ToLower(mg.p.Domains[d].Name)
		if mg.isRank(d) || mg.num[d].class == clock || mg.timeTaken(d) || mg.lowerWins(d) ||
			strings.Contains(name, "stroke") || strings.Contains(name, "golf") || strings.Contains(name, "time") {
			sign = -sign
		}
		return sign
	}
	if speedWords[word] && mg.speedMeasure(d) {
		sign = -sign // "3 mph slower" is less speed, where slower is more time taken
	}
	if (word == "older" || word == "younger") && (mg.num[d].class != number || centuries(mg.p.Domains[d].Name)) || rankWords[word] && mg.isRank(d) {
		sign = -sign // (a lower century is older, as a lower year is)
	}
	if (word == "ahead" || word == "behind") && mg.isOrdinal(d) && steps[singular(strings.ToLower(mg.p.Domains[d].Name))] {
		// "2 grades ahead of": a higher grade (in a ranking or a relay's
		// legs, ahead is an earlier place)
		sign = comparatives[word].sign * -1
	}
	if (word == "ahead" || word == "behind") && !mg.isOrdinal(d) && d == mg.queueDomain() {
		// "position: 1, 2, 3, 4" of people waiting in line: places
		// numbered from the front, so ahead is an earlier one (it was
		// read as more, as votes ahead are: a wrong answer, unseen83),
		// unless the story numbers them from the back
		sign = comparatives[word].sign // behind: a greater number
		if mg.queueFromBack() {
			sign = -sign
		}
		return sign
	}
	if (word == "ahead" || word == "behind") && mg.num[d].class != clock && !mg.isOrdinal(d) {
		// "500 votes ahead of" is more votes; "2 minutes ahead of" in a
		// race less time. (A count where fewer is ahead, golf strokes,
		// would need the puzzle to say so: not read.)
		more := word == "ahead"
		if mg.timeTaken(d) || mg.lowerWins(d) || mg.isRank(d) {
			more = !more // a time taken, golf strokes, places 1 to 5: ahead is less
		}
		sign = -1
		if more {
			sign = 1
		}
	}
	return sign
}

// timeTaken reports whether d's numbers are a time taken ("54.1
// seconds", "12 minutes", "3 hours"): in a race, finishing behind is more
// of it, ahead is less.
func (mg *magazine) timeTaken(d int) bool {
	switch unitNames[firstWord(mg.num[d].unit)] {
	case "second", "minute", "hour":
		return mg.num[d].class == number
	}
	return false
}

// passiveVerb is the comparing verb of a passive clause ("Ann was
// outsold by Bo", "was followed by", "were beaten by", "was narrowly
// outscored by"), "" when there is none.
func passiveVerb(ts []tok, inMention []bool) string {
	for k, t := range ts {
		if inMention[k] || !passiveVerbs[t.w] {
			continue
		}
		if !passiveBefore(ts, k) { // "was narrowly outsold", "was herself beaten"
			continue
		}
		for j := k + 1; j < len(ts); j++ {
			if !inMention[j] && ts[j].w == "by" {
				return t.w
			}
		}
	}
	return ""
}

// passiveBefore reports whether the verb at k is said in the passive:
// an auxiliary before it, past any adverbs ("was narrowly beaten").
func passiveBefore(ts []tok, k int) bool {
	aux := k - 1
	for aux >= 1 && (strings.HasSuffix(ts[aux].w, "ly") || reflexives[ts[aux].w]) {
		aux--
	}
	return aux >= 0 && passiveAux[ts[aux].w]
}

// unknownOutVerb reports whether w is a verb of outdoing ("outpolled",
// "outgrew", "outlived") that comparatives does not know: read as
// nothing, the sentence would say the two are one.
func unknownOutVerb(w string) bool {
	if len(w) < 6 || !strings.HasPrefix(w, "out") || notOutdoing[w] {
		return false
	}
	if _, ok := comparatives[w]; ok {
		return false
	}
	return strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") || irregularPasts[w[3:]]
}

// irregularPasts after "out" make a verb of outdoing ("outdrew", "outgrew").
var irregularPasts = set("ran did grew drew shone fought threw swam rode flew drove wore ate sang hit shot bid built dove dug sold spent won beat")

// notOutdoing are words of "out" and a verb that compare nothing.
var notOutdoing = set("outlined outlines outfitted outfits outsourced outdated outraged outstretched outdoors outskirts outcomes outputs outlets outlooks outings outsiders outbuildings outfielders outlaws outposts outreach outskirt outset outwards outcasts outboards")

// passiveVerbs compare as verbs, the first-named doing it ("Ann outsold
// Bo"): passive, the other way round.
var passiveVerbs = set("followed preceded predated postdated outweighed outsold outearned outspent exceeded surpassed topped edged eclipsed trumped bettered pipped lagged undercut outpolled outvoted outbid outscored outranked outplaced outperformed outpaced outrun outlasted defeated bested trailed beaten beat")

// reflexives may stand between a passive's verb and its auxiliary ("but
// was herself beaten by").
var reflexives = set("herself himself itself themselves")

// passiveAux make a passive of passiveVerbs ("has beaten" is active).
var passiveAux = set("was were is are be been being got gets get")

// bestAtItem reports whether token k is "strongest" or "best" followed by
// "on", "at" or "in" and an item of a category that is no number: "the
// team strongest on history", "best at chess" say which item is theirs
// (a category of the round each did best on), no most of a number.
func (mg *magazine) bestAtItem(ts []tok, ms []mention, its []logicgrid.Item, k int) bool {
	if ts[k].w != "strongest" && ts[k].w != "best" || k+2 >= len(ts) || ts[k+1].w != "on" && ts[k+1].w != "at" && ts[k+1].w != "in" {
		return false
	}
	j := k + 2
	if ts[j].w == "the" {
		j++
	}
	for x, m := range ms {
		if m.start == j && x < len(its) {
			return mg.num[its[x].D] == nil
		}
	}
	return false
}

// steps are ordinal categories one climbs: ahead is higher.
var steps = set("grade level floor story storey tier class year")

// beatWords say "finished ahead of" as one verb ("the lilies beat the
// tulips", "Ann outscored Bo"): read as "ahead" in every category.
var beatWords = set("beat beats beaten topped tops edged overtook eclipsed trumped bettered pipped outpolled outvoted outbid outscored outranked outplaced outperformed outpaced outpaces outran outrun outruns outscores outlasted defeated bested")

// trailWords say "finished behind" as one verb ("Ann trailed Bo").
var trailWords = set("trailed trails lagged")

// asAhead is word, or "ahead" for a beatWords verb ("behind" for a
// trailWords one).
func asAhead(word string) string {
	if beatWords[word] {
		return "ahead"
	}
	if trailWords[word] {
		return "behind"
	}
	return word
}

// rankWords compare places in a ranking the other way round from numbers:
// "finished higher" is nearer first, a smaller ordinal.
var rankWords = set("higher lower above below")

// isRank reports whether domain d is a ranking: its items are ordinals
// ("first", "2nd") and its name says places ("places", "finish",
// "rank"); floors numbered "1st, 2nd" are no ranking ("a lower floor").
func (mg *magazine) isRank(d int) bool {
	if mg.num[d] != nil && mg.num[d].ranks {
		return true
	}
	name := strings.ToLower(mg.p.Domains[d].Name)
	if !ranking(name) {
		return false
	}
	if numberedInOrder(mg.p.Domains[d].Items) && !strings.Contains(name, "position") && !strings.Contains(name, "prize") && !strings.Contains(name, "seed") &&
		mg.storyIs(&mg.storyCache.contest, contestStory) && !mg.storyIs(&mg.storyCache.queue, queueStory) {
		return true // "place: 1, 2, 3, 4, 5" of a tournament ("place 1 is the winner")
	}
	for _, it := range mg.p.Domains[d].Items {
		if !ordinalItem(it) {
			return false
		}
	}
	return true
}

// contestStory is a story of a contest with a winner.
var contestStory = lazyRE(`\b(?:winner|won|wins|tournament|race|contest|competition|championship|league|final)\b`)

// openClose are verbs of being first or last in a show ("opened the
// evening", "closed the recital"): true for the last.
var openClose = map[string]bool{"opened": false, "closed": true, "ended": true}

// levelNouns are places an ordinal counts, never in time: "the second
// floor" is no second arrival.
var levelNouns = set("floor story storey level deck tier row shelf grade")

// openCloseNot reports whether w, after "opened the"/"ended the", makes
// it no first or last: "ended the day after Cy's", "opened the same
// week".
func openCloseNot(w string) bool {
	_, unit := units[w]
	_, unitPlural := units[singular(w)]
	_, most := superlativeOf(w) // "closed the earliest"
	return unit || unitPlural || most || w == "same" || w == "next" || w == "following" || w == "previous" || w == "door" || w == "box" || w == "case" || w == "account"
}

// ownedFirstLast reports whether "first", "last" or "final" at k says
// which of someone's things is meant, not a place: after "whose", a
// possessive pronoun or a possessive, before the noun of a category with
// no order ("whose last word was rhythm", "Ann's final pick was the
// owl", "her first choice").
func (mg *magazine) ownedFirstLast(ts []tok, inMention []bool, k int) bool {
	if k < 1 || k+1 >= len(ts) || inMention[k+1] || !set("first last final")[ts[k].w] {
		return false
	}
	prev := ts[k-1]
	raw := strings.ToLower(prev.raw)
	if prev.w != "whose" && !possessivePronouns[prev.w] && !strings.HasSuffix(raw, "'s") && !strings.HasSuffix(raw, "’s") && !strings.HasSuffix(raw, "s'") {
		return false
	}
	for d := range mg.p.Domains {
		if mg.num[d] == nil && hasCue(mg.lx.cues[d], ts[k+1].w) {
			return true
		}
	}
	return false
}

// copulaBefore reports whether the words just before the superlative at k
// (past "second to", "next-to", "the", "very") are a plain "is" or "was":
// "The blue house is next-to-last" says where it stands, with no verb of
// time ("moved in last").
func (mg *magazine) copulaBefore(ts []tok, inMention []bool, k int) bool {
	j := k - 1
	for j >= 0 && (ordinalWord(ts[j].w) || !inMention[j] && (ts[j].w == "to" || ts[j].w == "next" || ts[j].w == "from" || ts[j].w == "the" || ts[j].w == "very")) {
		j--
	}
	return j >= 0 && !inMention[j] && set("is are was were")[ts[j].w]
}

// ordinalWord reports whether w is an ordinal in words or digits.
func ordinalWord(w string) bool {
	_, ok := ordinals[w]
	return ok
}

// firstLast are superlatives in time.
var firstLast = map[string]string{"first": "earlier", "last": "later"}

// firstTime reports whether "first" at k is "for the first time" ("first
// entered in 2012", "first competed three years after Bo"): right before
// a verb in the past, in a clause that also names a value or an amount
// of time, so the first of all is not what it says.
func firstTime(ts []tok, inMention []bool, k int) bool {
	if ts[k].w != "first" || k+1 >= len(ts) || inMention[k+1] {
		return false
	}
	v := ts[k+1].w
	if !(strings.HasSuffix(v, "ed") && len(v) > 4 || pastVerbs[v] && !linking[v] || set("began came went joined ran")[v]) {
		return false // ("The animal fed first is the giraffe": "is" is no verb of a first time)
	}
	if k > 0 && !inMention[k-1] {
		// "the hiker who set out first walked farther": "first" ends the
		// verb before it, and the verb after is the sentence's own
		if p := ts[k-1].w; set("out off up away down")[p] || strings.HasSuffix(p, "ed") && len(p) > 2 || pastVerbs[p] || set("began came went ran left set")[p] {
			return false
		}
	}
	for j := k + 2; j < len(ts); j++ {
		if inMention[j] {
			return true // "first entered in 2012"
		}
		if _, cmp := comparatives[ts[j].w]; cmp {
			return true // "first entered 3 years after Bo"
		}
	}
	return false
}

// hasTime reports whether a category is points in time (clock times,
// dates, months, years, weekdays).
func (mg *magazine) hasTime() bool {
	for _, nm := range mg.num {
		if nm != nil && hasClass(comparatives["earlier"].classes, nm.class) && nm.class != number {
			return true
		}
	}
	return false
}

// superlative adds the item a superlative names as one more mention, in
// sentence order ("The youngest runner wore red": the 24-year-old and red).
func (mg *magazine) superlative(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item) ([]mention, []logicgrid.Item, error) {
	at, word, rowAt := -1, "", -1 // rowAt: the row category a "last" places in
	var participle tok            // of a hyphenated superlative ("best-selling")
	if err := firstFew(ts, inMention); err != nil {
		return nil, nil, err // groupends.go: "the last two guests to arrive" is no last
	}
	for k, t := range ts {
		if inMention[k] {
			continue
		}
		if mg.bestAtItem(ts, ms, its, k) {
			continue // "strongest on history": history is their round, no most of anything
		}
		if mg.ownedFirstLast(ts, inMention, k) {
			continue // "whose last word was rhythm": her word, no last place
		}
		if mg.possessedChild(ts, inMention, k) {
			continue // "the Carrs' youngest is ...": the Carrs' child, no youngest of all
		}
		if mg.storyPhrase(ts, k) {
			continue // "whose wettest month was March" of a story's "its wettest month": the months, no most rain
		}
		if w, ok := superlativeOf(t.w); ok && !(k > 0 && ts[k-1].w == "at" && (t.w == "least" || t.w == "most")) { // "at least 12": a bound
			if adj := asAdjectives[wordAt(ts, k+1)]; t.w == "most" && adj != "" && k+1 < len(ts) && !inMention[k+1] {
				w = adj // "the most expensive model": the priciest, never the most of a count
			} else if (t.w == "most" || t.w == "least") && k+1 < len(ts) && !inMention[k+1] && mg.unknownAdjective(ts[k+1].w) {
				// "the most popular", "the least successful": no category
				// says which measure that is (read as the most of the
				// first one, a guess)
				return nil, nil, errorf("%q %q: which of the categories measures that? Say it with one (\"the most votes\")", t.raw, ts[k+1].raw)
			} else if t.w == "least" && k+1 < len(ts) && !inMention[k+1] && set("expensive costly pricey")[ts[k+1].w] {
				w = "cheaper"
			}
			at, word = k, w
			break
		}
		// "the best-selling album", "the worst-rated show", "the
		// top-grossing film": the most or least of what the participle
		// measures (better is more sales, an earlier place in a ranking)
		if w, ok := compoundSuperlatives[t.w]; ok && t.hyph && k+1 < len(ts) && !inMention[k+1] && isParticiple(ts[k+1].w) {
			at, word, participle = k, w, ts[k+1]
			break
		}
		// "had the high game", "made the low bid": the highest, the lowest
		if (t.w == "high" || t.w == "low") && k > 0 && ts[k-1].w == "the" && k+1 < len(ts) && !inMention[k+1] && !stop[ts[k+1].w] {
			at, word = k, map[string]string{"high": "higher", "low": "lower"}[t.w]
			break
		}
		// "at the start of the week", "at the end of the working week": the
		// first or last day of a category of weekdays
		if d, end, found, err := mg.weekEnd(ts, inMention, k); err != nil {
			return nil, nil, err
		} else if found {
			stop := k + 1 // "the start or the end of the week": "start" alone
			if ofTheWeek(ts, k) {
				stop = k + 4 + boolInt(wordAt(ts, k+3) != "week")
			}
			ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: end}}, start: k, end: stop})
			return ms, its, nil
		}
		// "the first house", "the third seat", "the last berth": a place
		// of the row (houses numbered from left to right)
		if row := mg.rowCategory(); row >= 0 && (hasCue(mg.lx.cues[row], wordAt(ts, k+1)) || wordAt(ts, k+1) == "position" && mg.onlyRank() < 0 && mg.adverbOrdinal() < 0) { // ("at the fourth position" of plinths)
			o, ok := ordinals[t.w]
			if t.w == "last" {
				o, ok = mg.p.N(), true
			}
			if ok && o >= 1 && o <= mg.p.N() {
				ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: row, I: o - 1}}, start: k, end: k + 1})
				return ms, its, nil
			}
		}
		if ms2, its2, ok := mg.contestOrdinal(ts, inMention, ms, its, k); ok { // rankwords.go: "Loretta placed second"
			return ms2, its2, nil
		}
		// "started third", "the second to arrive": that place in time
		// (ordinals in words; "on the fifth" is a date, not a place).
		if o, ok := ordinals[t.w]; ok && o >= 2 && t.w[0] > '9' && mg.hasTime() && !strings.HasPrefix(wordAt(ts, k+1), "name") && !levelNouns[singular(wordAt(ts, k+1))] &&
			!(k > 0 && (ts[k-1].w == "on" || ts[k-1].w == "the" && k > 1 && ts[k-2].w == "on")) && !isSuperlativeAt(ts, k+1) && !isSuperlativeAt(ts, k+2) {
			if o > mg.p.N() {
				return nil, nil, errorf("%q: there are only %d", t.raw, mg.p.N())
			}
			d, err := mg.compared(ts, k, "earlier", nil)
			if err != nil {
				return nil, nil, errorf("%q: %v", t.raw, err)
			}
			ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: o - 1}}, start: k, end: k + 1})
			return ms, its, nil
		}
		// "the runner-up": the second place of the one ranking.
		if d := mg.onlyRank(); d >= 0 && t.w == "runner" && (wordAt(ts, k+1) == "up" || wordAt(ts, k+1) == "ups" && possessive(ts[k+1].raw)) && mg.p.N() >= 2 {
			ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: 1}}, start: k, end: k + 2})
			return ms, its, nil
		}
		// "finished bottom", "came top", "bottom of the league", "topped
		// the table": the last or first place of the one ranking
		if d := mg.onlyRank(); d >= 0 && rankEnd(ts, inMention, k) != 0 {
			i, end := 0, k+1
			if rankEnd(ts, inMention, k) > 0 {
				i = mg.p.N() - 1
			}
			if wordAt(ts, k+1) == "of" && wordAt(ts, k+2) == "the" && leagueNouns[wordAt(ts, k+3)] || ts[k].w == "topped" {
				end = min(len(ts), k+4-boolInt(ts[k].w == "topped"))
			}
			ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: i}}, start: k, end: end})
			return ms, its, nil
		}
		if ms2, its2, ok := mg.topHonour(ts, inMention, ms, its, k); ok { // rankwords.go: "took top honours"
			return ms2, its2, nil
		}
		// "the top floor", "the bottom rung", "carried off the top prize"
		// (of prizes in pounds): the highest or lowest of the numeric
		// category the next word names
		if t.w == "top" || t.w == "bottom" {
			var fit []int
			for d, nm := range mg.num {
				if nm != nil && (nm.class == number || nm.class == money) && hasCue(mg.lx.cues[d], wordAt(ts, k+1)) {
					fit = append(fit, d)
				}
			}
			if len(fit) > 1 {
				fit = fit[mg.choose(len(fit)):][:1] // two categories the word fits: each is a reading
			}
			for _, d := range fit {
				if n, num := numberOf(wordAt(ts, k-1)); num && n >= 2 || singular(ts[k+1].w) != ts[k+1].w {
					// "the two top floors", "the top floors": a group
					// of places, which no clue here says each of
					return nil, nil, errorf("%q: a group of %s is not read (say each one)", phrase(ts, max(0, k-1), k+2), mg.p.Domains[d].Name)
				}
				i := 0
				if (t.w == "top") != mg.isRank(d) { // "the top seed" of a ranking is its 1st
					i = mg.p.N() - 1
				}
				ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: i}}, start: k, end: k + 2})
				return ms, its, nil
			}
		}
		// "a fifth off", "a quarter knocked off": that percentage of a
		// category of percentages
		if d, i, start, ok := mg.fractionOff(ts, inMention, k); ok {
			ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: i}}, start: start, end: k + 1})
			return ms, its, nil
		}
		// "stayed dry", "had no rain": the rainfall of 0
		if d, i, end := mg.noneOf(ts, inMention, k); d >= 0 {
			ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: i}}, start: k, end: end})
			return ms, its, nil
		}
		// "began the season with X", "the series ended with X": X is the
		// first or last in time
		if w := seasonEnd(ts, inMention, k); w != "" && mg.hasTime() {
			d, err := mg.compared(ts, k, w, nil)
			if err != nil {
				return nil, nil, errorf("%q: %v", t.raw, err)
			}
			i := 0
			if w == "later" {
				i = mg.p.N() - 1
			}
			ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: i}}, start: k, end: k + 1})
			return ms, its, nil
		}
		// "opened the week", "closed the week": the first or last day of
		// a row of days that is the week
		if end, ok := openClose[t.w]; ok && wordAt(ts, k+1) == "the" && wordAt(ts, k+2) == "week" && (k+3 == len(ts) || set("and but with")[ts[k+3].w]) {
			if d := mg.weekRow(); d >= 0 {
				ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: ifThen(end, mg.p.N()-1, 0)}}, start: k, end: k + 3})
				return ms, its, nil
			}
		}
		// "the second day of the week", "the penultimate class of the
		// week", "the last evening": that place along a row of days
		if o, ok := weekOrdinal(t.w, mg.p.N()); ok && mg.dayRow() >= 0 && !(k > 0 && possessive(ts[k-1].raw)) {
			d := mg.dayRow()
			noun := k + 1
			switch {
			case noun < len(ts) && !inMention[noun] && ofTheWeek(ts, noun) && mg.weekRow() >= 0:
				// "the penultimate class of the week"
				ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: o - 1}}, start: k, end: skipWeek(ts, noun+1)})
				return ms, its, nil
			case noun < len(ts) && !inMention[noun] && mg.weekNounAt(ts, noun, d) && !ofTheWeek(ts, noun-1) && wordAt(ts, noun+1) != "of":
				// "the second day", "the last evening"
				ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: o - 1}}, start: k, end: noun + 1})
				return ms, its, nil
			}
		}
		// "closed the show", "opened the evening": last or first in time,
		// else in the one order of the puzzle ("order: first, ...,
		// fourth"; "The waltz closed the recital").
		if end, ok := openClose[t.w]; ok && wordAt(ts, k+1) == "the" && !openCloseNot(wordAt(ts, k+2)) {
			if mg.hasTime() {
				at, word = k, map[bool]string{true: "later", false: "earlier"}[end]
				break
			}
			// (a ranking is no order of playing: never its last place)
			if d := mg.onlyOrdinal(); d >= 0 && orderNames[singular(strings.ToLower(mg.p.Domains[d].Name))] {
				i := 0
				if end {
					i = mg.p.N() - 1
				}
				ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: i}}, start: k, end: k + 1})
				return ms, its, nil
			}
		}
		// "Alice's dog didn't win", "the winner", "the winning dog": the
		// first place of the one ranking.
		if d := mg.onlyRank(); d >= 0 && wonRank(ts, inMention, k) {
			ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: 0}}, start: k, end: k + 1})
			return ms, its, nil
		}
		// "won the night", "the winner", "finished bottom of the table",
		// "came last" in a puzzle with no ranking but one category of
		// points: the most points win, the fewest are last.
		if d, best := mg.contestRank(); d >= 0 {
			// ("came first" in a puzzle of times too may be in time: not taken)
			order := !mg.hasTime() || mg.num[d].class == clock || finishVerbAt(ts, k)
			if !order && (t.w == "first" || t.w == "last") && k > 0 && set("came comes come")[ts[k-1].w] && mg.choose(2) == 1 {
				// "the player who came last" at a golf medal with tee
				// times: last in time, or in the contest; the puzzle
				// decides
				order = true
			}
			top := wonRank(ts, inMention, k) || rankEnd(ts, inMention, k) < 0 ||
				order && t.w == "first" && k > 0 && rankVerbs[ts[k-1].w] && !linking[ts[k-1].w]
			bottom := rankEnd(ts, inMention, k) > 0 || order && t.w == "last" && lastPlace(ts, k)
			if t.w == "runner" && (wordAt(ts, k+1) == "up" || wordAt(ts, k+1) == "ups" && possessive(ts[k+1].raw)) && mg.p.N() >= 2 {
				// "the runner-up in the poll": the second most votes
				i := 1
				if best > 0 {
					i = best - 1
				}
				ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: i}}, start: k, end: k + 2})
				return ms, its, nil
			}
			if top || bottom {
				i, end := mg.p.N()-1-best, k+1
				if top {
					i = best
				}
				if wordAt(ts, k+1) == "of" && wordAt(ts, k+2) == "the" && leagueNouns[wordAt(ts, k+3)] || ts[k].w == "topped" {
					end = min(len(ts), k+4-boolInt(ts[k].w == "topped"))
				}
				ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: i}}, start: k, end: end})
				return ms, its, nil
			}
		}
		if ms2, its2, ok := mg.podiumMention(ts, inMention, ms, its, k); ok { // rankwords.go: "the last step of the podium"
			return ms2, its2, nil
		}
		// "the last-placed rider", "the first-placed team": the ranking's
		// end, not a time
		if d := mg.onlyRank(); d >= 0 && (t.w == "first" || t.w == "last") && (t.hyph || k+1 < len(ts) && !inMention[k+1] && k > 0 && set("in took take takes taking the")[ts[k-1].w]) && (wordAt(ts, k+1) == "placed" || wordAt(ts, k+1) == "place") {
			// (and "finished in last place", "took first place")
			i := 0
			if t.w == "last" {
				i = mg.p.N() - 1
			}
			ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: i}}, start: k, end: k + 2})
			return ms, its, nil
		}
		// "arrived first", "the last to leave": in time, when the puzzle
		// has a time ("first name" is no time); else "finished last" in a
		// ranking, its last place.
		if t.w == "last" && lastVerb(ts, k) {
			continue // "did not last as long as": the verb, no last place
		}
		if w, ok := firstLast[t.w]; ok && !strings.HasPrefix(wordAt(ts, k+1), "name") && !firstTime(ts, inMention, k) {
			// "The blue house is next-to-last", "Bo's house is first":
			// a place of the row the sentence names, not a time
			// ("The honey stall is the last to open" of stalls and opening
			// times: the latest to open, no place of the row)
			toAct := wordAt(ts, k+1) == "to" && k+2 < len(ts) && !inMention[k+2] && mg.hasTime()
			if row := mg.rowCategory(); row >= 0 && mg.num[row] != nil && mg.namesPositionsFree(ts, row) && !toAct {
				if mg.copulaBefore(ts, inMention, k) || !mg.hasTime() || mg.choose(2) == 0 {
					at, word, rowAt = k, w, row
					break
				}
			}
			if d := mg.raceTime(); d >= 0 && mg.onlyRank() < 0 && (lastPlace(ts, k) || k > 0 && ts[k-1].w == "crossed") {
				// "finished last" in a race of times taken (and years
				// joined): the slowest, not the latest year
				i := 0
				if t.w == "last" {
					i = mg.p.N() - 1
				}
				ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: i}}, start: k, end: k + 1})
				return ms, its, nil
			}
			if mg.hasTime() {
				// "finished last" among places 1st-4th and start times:
				// the verb picks the category (ordinaladverb.go)
				if o := mg.adverbOrdinal(); o >= 0 {
					use := mg.ordinalVerbUse(mg.ordinalVerb(ts, inMention, k, o), o)
					if use == keepOrdinal || use == bothOrdinal && mg.choose(2) == 1 {
						i := 0
						if t.w == "last" {
							i = mg.p.N() - 1
						}
						ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: o, I: i}}, start: k, end: k + 1})
						return ms, its, nil
					}
				}
				at, word = k, w
				mg.timeOnly = true // "the first train": in time, not platform 1
				break
			}
			d := mg.onlyRank()
			if d < 0 {
				// "swam the last leg" of legs "first, ..., fourth": the word
				// after it names the category ("arrived first" on floors
				// "1st, 2nd" is no floor)
				if o := mg.onlyOrdinal(); o >= 0 && (hasCue(mg.lx.cues[o], wordAt(ts, k+1)) || orderNames[singular(strings.ToLower(mg.p.Domains[o].Name))] ||
					hasCue(mg.lx.cues[o], wordAt(ts, k-1)) || // "was shown last" of "shown: first, ..., fifth"
					wordAt(ts, k+1) == "to" && wordAt(ts, k+2) == "be" && hasCue(mg.lx.cues[o], wordAt(ts, k+3)) || // "the last to be shown"
					wordAt(ts, k+1) == "one" && hasCue(mg.lx.cues[o], wordAt(ts, k+2))) { // "the last one shown"
					d = o // "played last" of "order: first, ..., fourth"
				}
			}
			if d < 0 {
				d = mg.numberedOrder() // "the first of the five to be offered" of "lots: 3, 8, 14": the lowest lot
			}
			if d >= 0 {
				i, start := 0, k
				if t.w == "last" {
					i = mg.p.N() - 1
				}
				if t.w == "last" && k >= 2 && (ts[k-1].w == "from" || ts[k-1].w == "to") && !inMention[k-1] {
					// "finished second from last", "third to last": that
					// many from the end ("second" was read as 2nd place)
					o, ok := ordinals[ts[k-2].w]
					if ts[k-2].w == "next" && ts[k-1].w == "to" {
						o, ok = 2, true
					}
					if ok {
						if o > mg.p.N() {
							return nil, nil, errorf("%q: there are only %d", phrase(ts, k-2, k+1), mg.p.N())
						}
						for j := range ms {
							if ms[j].start == k-2 && ms[j].end == k-1 {
								ms = append(ms[:j:j], ms[j+1:]...)
								its = append(its[:j:j], its[j+1:]...)
								break
							}
						}
						i, start = mg.p.N()-o, k-2
					}
				}
				ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: i}}, start: start, end: k + 1})
				return ms, its, nil
			}
		}
	}
	end, from := at+1, -1
	outdone := 0 // how many outdo the one named ("exactly two ... more than")
	if at < 0 {
		var err error
		if at, end, err = thanEveryone(ts, inMention, mg.p.N()); at < 0 && err != nil {
			return ms, its, err
		}
		if at < 0 {
			// "Nobody on the team is taller than Devon": Devon is the
			// tallest, the phrase up to "than" the extreme
			noNoun := len(ts) > 1 && ts[0].w == "no" && !inMention[1] && mg.namesCategory(ts[1].w) // "No lot was newer than the rug"
			if at, end = nobodyOutdoes(ts, inMention, ms, noNoun); at < 0 {
				// rankcount.go: "Exactly two anglers caught more fish
				// than Dee": Dee is the third most
				if at, end, outdone = countOutdoes(ts, inMention, ms); at < 0 {
					return ms, its, nil
				}
			}
			from = 0
		}
		word = ts[at].w
	}
	if err := countBeforeSuperlative(ts, inMention, at); err != nil {
		return nil, nil, err // groupends.go: "the two oldest" is no oldest
	}
	d, err := rowAt, error(nil)
	if rowAt < 0 {
		d, err = mg.compared(ts, at, word, nil)
	}
	mg.timeOnly = false
	if err != nil {
		return nil, nil, errorf("%q: %v", ts[at].w, err)
	}
	if participle.w != "" && !mg.participleNames(participle.w, d) {
		// "the best-dressed guest" is no highest price: the word after
		// the hyphen must say what is measured
		return nil, nil, errorf("%q: cannot tell what %s-%s measures (not the %s)", ts[at].raw+"-"+participle.raw, ts[at].raw, participle.raw, mg.p.Domains[d].Name)
	}
	sign := mg.direction(word, d)
	// An ordinal before it counts from that end: "the second youngest",
	// "the 3rd-cheapest". It wins over an item spelt like it ("second" of
	// a category of places): "second youngest" is one phrase.
	// "Second to last" and "next to last" too.
	start, nth := at, 1
	ord := at - 1
	if at >= 2 && (ts[at-1].w == "to" || ts[at-1].w == "from") {
		ord = at - 2
	}
	if from >= 0 {
		start, ord = from, -1 // "nobody ... than": no ordinal counts from an end
	}
	if ord >= 0 {
		o, ok := ordinals[ts[ord].w]
		if !ok && ts[ord].w == "next" && ord < at-1 {
			o, ok = 2, true
		}
		if ok {
			start, nth = ord, o
			if nth > mg.p.N() {
				return nil, nil, errorf("%q %q: there are only %d", ts[ord].raw, ts[at].raw, mg.p.N())
			}
			for k := range ms {
				if ms[k].start == ord && ms[k].end == ord+1 {
					ms = append(ms[:k:k], ms[k+1:]...)
					its = append(its[:k:k], its[k+1:]...)
					break
				}
			}
		}
	}
	if outdone > 0 {
		if nth = outdone + 1; nth > mg.p.N() {
			return nil, nil, errorf("%q: there are only %d", phrase(ts, 0, end), mg.p.N())
		}
		for _, it := range its {
			if it.D == d {
				return nil, nil, errorf("%q: a count of values beyond a value is no clue: say who", phrase(ts, 0, len(ts)))
			}
		}
	}
	// "the heaviest but one", "the oldest bar two": that many from the end
	if end+1 < len(ts) && end == at+1 && (ts[end].w == "but" || ts[end].w == "bar") && !inMention[end] && !inMention[end+1] {
		if n, ok := numberOf(ts[end+1].w); ok && n >= 1 && n == math.Trunc(n) && ts[end+1].w != "a" && ts[end+1].w != "an" {
			if nth != 1 {
				return nil, nil, errorf("%q %q %q %q: two counts from the end", ts[start].raw, ts[at].raw, ts[end].raw, ts[end+1].raw)
			}
			nth = 1 + int(n)
			if nth > mg.p.N() {
				return nil, nil, errorf("%q %q %q: there are only %d", ts[at].raw, ts[end].raw, ts[end+1].raw, mg.p.N())
			}
			end += 2
		}
	}
	i := nth - 1
	if sign > 0 {
		i = mg.p.N() - nth
	}
	ms, its = insertMention(ms, its, mention{items: []logicgrid.Item{{D: d, I: i}}, start: start, end: end})
	return ms, its, nil
}

// thanEveryone finds a comparison with everyone else, a superlative in
// other words ("more scoops than anyone else", "fewer votes than any of the
// others", "left earlier than all the rest", "set out before anyone
// else", "finished ahead of everyone else", "beat every other dog in the
// show", "finished behind all three of the other dogs"): the
// comparative's token and the end of the phrase (the sentence's end), or
// -1. An item after it ("than anyone except Bo") is refused: it is no
// plain comparison with Bo; so is a group that may be some of them only
// ("than any of the girls", "every other girl").
func thanEveryone(ts []tok, inMention []bool, n int) (at, end int, err error) {
	for k, t := range ts {
		if _, ok := comparatives[t.w]; !ok || inMention[k] {
			continue
		}
		than := -1
		switch {
		case t.w == "before" || t.w == "after" || beatWords[t.w] || trailWords[t.w] || exceedWords[t.w] || passiveVerbs[t.w] || strings.HasPrefix(t.w, "out") || datesVerbs[t.w]:
			than = k // "set out before anyone else", "beat every other dog", "outweighs every other dog": no "than"
			if wordAt(ts, k+1) == "by" && k > 0 && linking[ts[k-1].w] {
				than = k + 1 // "was beaten by every other runner"
			}
		case t.w == "ahead" || t.w == "behind" || t.w == "above" || t.w == "below":
			than = k // "behind all three of the other dogs"
			if wordAt(ts, k+1) == "of" {
				than = k + 1 // "ahead of everyone else"
			}
		}
		// "later in the week than any of the others", "fewer hours on her
		// quilt than anyone else": up to four words between
		for j := k + 1; than < 0 && j < len(ts) && j <= k+5 && !inMention[j]; j++ {
			if ts[j].w == "than" {
				than = j
				break
			}
		}
		if than < 0 || than+1 >= len(ts) {
			continue
		}
		next, after := unpossessed(ts[than+1]), wordAt(ts, than+2)
		if !everyoneWords[next] && !(next == "the" && (after == "others" || after == "rest")) {
			continue
		}
		for j := than + 1; j < len(ts); j++ {
			if inMention[j] {
				return -1, -1, errorf("%q compares with everyone and then names an item: say it in simpler sentences", phrase(ts, k, len(ts)))
			}
		}
		// Only words meaning the others may follow: "else", "of the
		// rest", the count of the others ("all three of the other dogs"),
		// one noun after "other" that no sex restricts ("every other
		// dog"), then a place they all share ("in the show").
		j, noun, counted := than+2, false, false
		for ; j < len(ts); j++ {
			w := unpossessed(ts[j]) // "than anyone else's", "than everybody's"
			if everyoneRest[w] || everyoneWords[w] {
				continue
			}
			if v, ok := numberOf(w); ok && int(v) == n-1 && v == float64(int(v)) && w != "a" && w != "an" && w != "one" {
				counted = true
				continue // "all three of the other dogs" of four
			}
			// "all four of his friends" of five: the count says it is
			// everyone else, whatever the possessive's noun
			if counted && !noun && possessivePronouns[w] && ts[j-1].w == "of" {
				continue
			}
			if prev := ts[j-1].w; !noun && (prev == "other" || prev == "others" || counted && possessivePronouns[prev]) && !stop[w] && genderNouns[w] == unknownGender && !isComparativeWord(w) {
				if _, num := numberOf(w); !num {
					noun = true
					continue
				}
			}
			break
		}
		if j < len(ts) && placeWords[ts[j].w] && j+3 >= len(ts)-1 {
			tail := j + 1
			for tail < len(ts) && (ts[tail].w == "the" || ts[tail].w == "this" || ts[tail].w == "that") {
				tail++
			}
			if tail == len(ts)-1 && !stop[ts[tail].w] && genderNouns[ts[tail].w] == unknownGender && !amountish(ts, tail) {
				j = len(ts) // "in the show", "in the group"
			}
		}
		if j < len(ts) {
			return -1, -1, errorf("%q: cannot tell whether it compares with everyone else", phrase(ts, k, len(ts)))
		}
		return k, len(ts), nil
	}
	return -1, -1, nil
}

// nobodyOutdoes finds a comparison that nobody wins against the one item
// named: "Nobody on the team is taller than Devon", "No one finished
// ahead of Ann", "No other guest paid more than Bo did", "No lot was
// newer than the rug" (noNoun: "no" and a noun of a category): that item is the
// most (values differ, so it is the superlative). It returns the
// comparative's token and the end of the phrase from "nobody" to "than"
// (the extreme it stands for), or -1: with any other item ("Nobody who
// drank tea paid more than Ned"), an amount ("nobody is 2 inches taller
// than"), a negation or an exception ("nobody but", "except"), it is no
// such sentence (nobodyPlain refuses it).
func nobodyOutdoes(ts []tok, inMention []bool, ms []mention, noNoun bool) (at, end int) {
	if len(ms) != 1 || len(ts) < 4 {
		return -1, -1
	}
	noneOf := ts[0].w == "none" && ts[1].w == "of" // "None of the others is taller than Devon"
	if nobodyAt(ts, inMention) != 0 && !(ts[0].w == "no" && ts[1].w == "other") && !noneOf && !noNoun {
		return -1, -1
	}
	at = -1
	for k := 1; k < ms[0].start; k++ {
		w := ts[k].w
		// a group that may be some of them only ("no other girl", "none
		// of the boys", "nobody in her class") is refused
		if _, num := numberOf(w); num || negationWords[w] || nobodyExceptions[w] || ratioWords[w] != [2]int{} || w == "as" || w == "than" ||
			genderNouns[w] != unknownGender || possessivePronouns[w] {
			return -1, -1
		}
		if _, cmp := comparatives[w]; cmp {
			at = k
			break
		}
	}
	if at < 0 {
		return -1, -1
	}
	than := -1
	switch w := ts[at].w; {
	case w == "before" || w == "after" || beatWords[w] || trailWords[w] || datesVerbs[w]:
		than = at // "No one arrived before Ann", "nobody beat Bo"
	case w == "ahead" || w == "behind":
		than = at
		if wordAt(ts, at+1) == "of" {
			than = at + 1
		}
	default:
		for j := at + 1; j < ms[0].start && j <= at+4; j++ { // "later in the day than"
			if ts[j].w == "than" {
				than = j
				break
			}
		}
	}
	if than < 0 || ms[0].start <= than {
		return -1, -1
	}
	for k := at + 1; k < ms[0].start; k++ { // "than the player in shirt 8"
		if _, cmp := comparatives[ts[k].w]; cmp && k != than && k > at+1 {
			return -1, -1
		}
		if _, num := numberOf(ts[k].w); num || negationWords[ts[k].w] || nobodyExceptions[ts[k].w] {
			return -1, -1
		}
	}
	for k := ms[0].end; k < len(ts); k++ {
		if k == ms[0].end && k == len(ts)-1 && headNouns[ts[k].w] {
			continue // "than the customer with the 1 kg bag": the noun the item describes
		}
		if !passive[ts[k].w] && !set("do does did has have had")[ts[k].w] {
			return -1, -1 // "than Ann, except Bo", "than Ann at 9am"
		}
	}
	return at, than + 1
}

// headNouns are nouns an item describes, which say nothing more of it
// ("the 1 kg bag", "the £3 one"); never a relation ("Ann's brother").
var headNouns = set("bag bags one ones order orders box boxes basket parcel purchase item items lot lots bunch tray jar pot punnet sack bottle pack packet")

// nobodyExceptions make "nobody ... than" no superlative: "nobody but
// Ann", "no one except", "nobody else besides".
var nobodyExceptions = set("but except besides save apart aside")

// placeWords open the place everyone compared shares: "in the show",
// "to the finish".
var placeWords = set("in on at to")

var everyoneWords = set("anyone anybody everyone everybody any all each every anything everything")

// everyoneRest are the words that may follow everyoneWords in a
// comparison with everyone else ("any of the others", "all the rest").
var everyoneRest = set("else other others of the rest them")

// insertMention adds m, naming one item, to the mentions in sentence order.
func insertMention(ms []mention, its []logicgrid.Item, m mention) ([]mention, []logicgrid.Item) {
	k := mentionSlot(ms, m.start)
	ms = append(ms[:k:k], append([]mention{m}, ms[k:]...)...)
	its = append(its[:k:k], append([]logicgrid.Item{m.items[0]}, its[k:]...)...)
	return ms, its
}

// mentionSlot is where a mention starting at token start goes among ms,
// which are in sentence order: before the first that does not start
// before it.
func mentionSlot(ms []mention, start int) int {
	k := 0
	for k < len(ms) && ms[k].start < start {
		k++
	}
	return k
}

// onlyRank is the puzzle's one ranking category (isRank), or -1.
func (mg *magazine) onlyRank() int {
	found := -1
	for d := range mg.p.Domains {
		if mg.num[d] != nil && mg.isRank(d) {
			if found >= 0 {
				return -1
			}
			found = d
		}
	}
	return found
}

// contestRank is, in a puzzle with no ranking ("places: 1st, 2nd"), the
// one category that says who won, and the index of the winner's value:
// points ("points: 38 points, ...", "points: 4, 6, 9"), the most won;
// the times of a race ("times: 48 minutes, ..." in a story of a race or
// a finish), the least won. A category of bare scores ("scores: 28, 31")
// is points where the puzzle counts them in points ("four points clear
// of") and speaks of no strokes or par. Other scores are not taken (a
// golf score wins lowest, a judge's mark may not be the contest); two
// such categories, none.
func (mg *magazine) contestRank() (d, best int) {
	if mg.onlyRank() >= 0 {
		return -1, 0
	}
	found, best := -1, 0
	for d, nm := range mg.num {
		if nm == nil || mg.isOrdinal(d) {
			continue
		}
		unit := singular(strings.ToLower(firstWord(nm.unit)))
		noun := domainNoun(mg.p.Domains[d].Name)
		points := nm.class == number && (unit == "point" || unit == "pt" || unit == "vote" || unit == "tip" || nm.unit == "" && (noun == "point" || noun == "vote" || noun == "tip" || noun == "score" && mg.scoredInPoints())) // ("tips: 38, 41" of a tipping competition)
		race := mg.raceTimes(d) || nm.class == number && isDuration(nm) && mg.raceStory()
		race = race || mg.lowerWins(d) // golf: the fewest strokes win (lowerwins.go)
		if said, b := mg.storyWins(d); said {
			// "The highest mark won", "the quickest time wins": the
			// story says which end of the category wins
			points, race = b > 0, b == 0
		}
		if !points && !race {
			continue
		}
		if found >= 0 {
			return -1, 0
		}
		found, best = d, 0
		if points {
			best = mg.p.N() - 1
		}
	}
	return found, best
}

// finishVerbAt reports whether the word before token k is a verb of
// finishing a contest ("finished last", "placed first", "finished in
// last"): a place in the contest, not in time.
func finishVerbAt(ts []tok, k int) bool {
	v := wordAt(ts, k-1)
	if v == "in" {
		v = wordAt(ts, k-2)
	}
	return k > 0 && set("finished finishes finish placed")[v]
}

// raceStory reports whether the story speaks of a race or a finish.
func (mg *magazine) raceStory() bool {
	for _, w := range words(mg.p.Story) {
		if raceWords[w] {
			return true
		}
	}
	return false
}

// scoredInPoints reports whether the puzzle counts its scores in points
// ("four points clear of") and speaks of no strokes, shots or par (a golf
// score wins lowest): then the most points win.
func (mg *magazine) scoredInPoints() bool {
	if mg.pointsSaid == 0 {
		text := strings.ToLower(mg.p.Title + " " + mg.p.Story + " " + strings.Join(mg.clueTexts, " "))
		mg.pointsSaid = 2
		if rePoints.MatchString(text) && !reStrokes.MatchString(text) {
			mg.pointsSaid = 1
		}
	}
	return mg.pointsSaid == 1
}

var (
	rePoints  = lazyRE(`\bpoints?\b`)
	reStrokes = lazyRE(`\b(?:strokes?|shots?|par|golf\w*|handicaps?)\b`)
)

// lastPlace reports whether "last" at k is a last place in a contest:
// "finished last", "came in last", "didn't finish last", "placed last"
// (not "the last question", "last year").
func lastPlace(ts []tok, k int) bool {
	switch {
	case k > 0 && rankVerbs[ts[k-1].w] && !linking[ts[k-1].w]:
		return true
	case k > 1 && ts[k-1].w == "in" && rankVerbs[ts[k-2].w]:
		return true
	}
	return false
}

// raceTime is the puzzle's one category of times taken ("41 minutes",
// "54.1 seconds"), or -1: a race's finishing order.
func (mg *magazine) raceTime() int {
	found := -1
	for d, nm := range mg.num {
		if nm != nil && mg.timeTaken(d) {
			if found >= 0 {
				return -1
			}
			found = d
		}
	}
	return found
}

// onlyOrdinal is the puzzle's one category of ordinals ("legs: first,
// second, third"), or -1.
func (mg *magazine) onlyOrdinal() int {
	found := -1
	for d := range mg.p.Domains {
		if mg.num[d] != nil && mg.isOrdinal(d) {
			if found >= 0 {
				return -1
			}
			found = d
		}
	}
	return found
}

// storyPhrase reports whether the superlative at k and the noun after it,
// owned ("Ashby's", "whose"), name a category the way the puzzle's story
// does: "each town had its
// wettest month at a different time" of "months: March, ..." makes "Ashby's
// wettest month" Ashby's month, no superlative of the rainfall.
func (mg *magazine) storyPhrase(ts []tok, k int) bool {
	if k+1 >= len(ts) || mg.p.Story == "" {
		return false
	}
	if _, ok := superlativeOf(ts[k].w); !ok {
		return false
	}
	if k == 0 || !possessive(ts[k-1].raw) && !ownedBy[ts[k-1].w] {
		return false // "the heaviest vegetable of the day": the most of all, whatever the story says
	}
	noun := singular(ts[k+1].w)
	named := false
	for _, dom := range mg.p.Domains {
		named = named || domainNoun(dom.Name) == noun
	}
	if !named {
		return false
	}
	sw := words(mg.p.Story)
	for j := 0; j+1 < len(sw); j++ {
		if sw[j] == ts[k].w && singular(sw[j+1]) == noun {
			return true
		}
	}
	return false
}

// ownedBy are the words that own what follows: "whose wettest month".
var ownedBy = set("whose its his her their")

// numberedOrder is the one category of plain numbers that numbers an
// order ("lots: 3, 8, 14, 21, 27", "turns: 2, 5, 9"): the first is the
// lowest number and the last the highest, as an auction offers its lots.
// -1 when there is none, or another category of numbers could be meant.
func (mg *magazine) numberedOrder() int {
	found := -1
	for d, nm := range mg.num {
		if nm == nil || nm.class != number || nm.unit != "" && !sameUnit(nm.unit, domainNoun(mg.p.Domains[d].Name)) {
			continue
		}
		n := domainNoun(mg.p.Domains[d].Name)
		if !orderNames[n] && n != "lot" {
			continue
		}
		if found >= 0 {
			return -1
		}
		found = d
	}
	return found
}

// isSuperlativeAt reports whether token k is a superlative or "last"
// ("second youngest", "second to last" read the ordinal with it).
func isSuperlativeAt(ts []tok, k int) bool {
	if k >= len(ts) {
		return false
	}
	_, ok := superlativeOf(ts[k].w)
	return ok || ts[k].w == "last"
}

// fractionPercents are the fractions said of a price cut, in percent.
var fractionPercents = map[string]float64{"half": 50, "third": 100.0 / 3, "quarter": 25, "fifth": 20, "tenth": 10, "quarters": 75}

// offWords say a fraction is taken off: "a fifth off", "a quarter
// knocked off", "a tenth discount".
var offWords = set("off discount reduction cut")

// fractionOff reads token k as a fraction of a price taken off ("a fifth
// knocked off", "half off", "three quarters off") in a puzzle with one
// category of percentages: its item of that percentage, and the token the
// fraction starts at. ok is false when k is none, or no item is that
// percentage.
func (mg *magazine) fractionOff(ts []tok, inMention []bool, k int) (d, i, start int, ok bool) {
	pct, isFraction := fractionPercents[ts[k].w]
	if !isFraction || inMention[k] {
		return 0, 0, 0, false
	}
	start = k
	switch {
	case ts[k].w == "quarters" && k > 0 && ts[k-1].w == "three":
		start = k - 1
	case ts[k].w == "quarters":
		return 0, 0, 0, false
	case ts[k].w != "half" && k > 0 && (ts[k-1].w == "a" || ts[k-1].w == "one"):
		start = k - 1
	case ts[k].w != "half":
		return 0, 0, 0, false // "the third", "fifth place": no fraction
	}
	off := false
	for j := k + 1; j < len(ts) && j <= k+3 && !inMention[j]; j++ {
		off = off || offWords[ts[j].w]
	}
	if !off {
		return 0, 0, 0, false
	}
	d = -1
	for e, nm := range mg.num {
		if nm != nil && nm.class == number && sameUnit(nm.unit, "%") {
			if d >= 0 {
				return 0, 0, 0, false // two categories of percentages: which?
			}
			d = e
		}
	}
	if d < 0 {
		return 0, 0, 0, false
	}
	for i := range mg.p.Domains[d].Items {
		if float64(mg.p.Value(d, i))/mg.num[d].scale == pct {
			return d, i, start, true
		}
	}
	return 0, 0, 0, false
}

// rainNames name a category of rainfall: "dry" is its 0.
var rainNames = []string{"rain", "precip", "wet", "shower"}

// noneOf reads token k as the item 0 of a numeric category: "dry" (or
// "stayed dry") of rainfall, "no rain", "no goals" (a category named
// for that noun); -1 when it is none, or no item is 0.
func (mg *magazine) noneOf(ts []tok, inMention []bool, k int) (d, i, end int) {
	zero := func(d int) int {
		for i := range mg.p.Domains[d].Items {
			if mg.p.Value(d, i) == 0 {
				return i
			}
		}
		return -1
	}
	switch {
	case ts[k].w == "dry" && !inMention[k]:
		if k > 0 && (ts[k-1].w == "less" || ts[k-1].w == "more" || ts[k-1].w == "as") {
			return -1, 0, 0 // "less dry", "as dry as": a comparison
		}
		for d, nm := range mg.num {
			if nm != nil && nm.class == number && namedFor(mg.p.Domains[d].Name, rainNames...) {
				if i := zero(d); i >= 0 {
					return d, i, k + 1
				}
			}
		}
	case ts[k].w == "no" && !inMention[k] && k+1 < len(ts) && !inMention[k+1]:
		if next := wordAt(ts, k+1); isComparativeWord(next) || next == "one" {
			return -1, 0, 0 // "no later than", "no one"
		}
		for d, nm := range mg.num {
			if nm != nil && nm.class == number && (hasCue(mg.lx.cues[d], ts[k+1].w) || len(ts[k+1].w) >= 4 && namedFor(mg.p.Domains[d].Name, ts[k+1].w)) {
				if i := zero(d); i >= 0 {
					return d, i, k + 2
				}
			}
		}
	}
	return -1, 0, 0
}

// seasonNouns are the runs of events that begin and end with one of them.
var seasonNouns = set("season series run programme program festival evening night week term course tour show concert competition contest tournament schedule meetings year fortnight " +
	"recital performance gala showcase ceremony lineup parade session afternoon morning day")

// seasonStarts and seasonEnds open and close a run: "began", "ended".
var (
	seasonStarts = set("began begin begins started start starts opened opens kicked")
	seasonEnds   = set("ended end ends finished finish finishes closed close closes concluded concludes wound")
)

// seasonEnd reads token k as the start or end of a run of events, with
// the one it began or ended with after "with": "began the season with
// X", "The series ended with X", "kicked off the festival with X". It is
// "earlier" (the first) or "later" (the last), "" when k is no such verb.
func seasonEnd(ts []tok, inMention []bool, k int) string {
	w := ""
	switch {
	case seasonStarts[ts[k].w]:
		w = "earlier"
	case seasonEnds[ts[k].w]:
		w = "later"
	default:
		return ""
	}
	j := k + 1
	if j < len(ts) && (ts[j].w == "off" || ts[j].w == "up") { // "kicked off", "wound up"
		j++
	}
	named := k > 0 && seasonNouns[ts[k-1].w] && !inMention[k-1] // "The season finished with"
	if !named && j+1 < len(ts) && (ts[j].w == "the" || ts[j].w == "its" || ts[j].w == "their") && seasonNouns[ts[j+1].w] && !inMention[j+1] {
		named, j = true, j+2 // "began the season with"
	}
	if !named || j >= len(ts) || ts[j].w != "with" || inMention[j] {
		return ""
	}
	return w
}

// leagueNouns name a ranking's table: "bottom of the league".
var leagueNouns = set("league table standings rankings ladder division group poll polls ballot vote comp competition leaderboard")

// rankVerbs say where one finished: "finished bottom", "came top".
var rankVerbs = set("finished finish finishes came come comes ended ends placed was were is are")

// rankEnd reports whether token k says the top (-1: first place) or the
// bottom (+1: last place) of a ranking: "finished bottom", "came top",
// "bottom of the league", "topped the table"; 0 when it does not.
func rankEnd(ts []tok, inMention []bool, k int) int {
	if inMention[k] {
		return 0
	}
	end := map[string]int{"top": -1, "bottom": 1}[ts[k].w]
	switch {
	case ts[k].w == "topped" && wordAt(ts, k+1) == "the" && leagueNouns[wordAt(ts, k+2)]:
		return -1
	case end == 0:
		return 0
	case wordAt(ts, k+1) == "of" && wordAt(ts, k+2) == "the" && leagueNouns[wordAt(ts, k+3)]:
		return end
	case k > 0 && (rankVerbs[ts[k-1].w] || ts[k-1].w == "up" && k > 1 && rankVerbs[ts[k-2].w] || ts[k-1].w == "in" && k > 1 && rankVerbs[ts[k-2].w]):
		// "finished bottom", "ended up top", but not "the top floor"
		if next := wordAt(ts, k+1); linking[ts[k-1].w] && next != "" && !stop[next] && next != "also" && next != "but" && next != "yet" {
			return 0 // "was top scorer": another phrase
		}
		return end
	}
	return 0
}

// wonRank reports whether token k says "won" of a ranking's first place:
// a verb of winning ending the clause or followed by "the" or "it" and at
// most one more word naming no item or amount ("won", "won the race", "won
// it all"), or "the winner" (not "the winner of ...").
func wonRank(ts []tok, inMention []bool, k int) bool {
	w := ts[k].w
	if possessive(ts[k].raw) && (unpossessed(ts[k]) == "winner" || unpossessed(ts[k]) == "champion") {
		w = unpossessed(ts[k]) // "the winner's time"
	}
	switch w {
	case "win", "wins", "won", "winning":
		if ts[k].w == "winning" && k > 0 && ts[k-1].w == "the" && k+1 < len(ts) && !inMention[k+1] {
			return true // "the winning dog"
		}
		end := len(ts) // the clause ends at "and"/"but" ("one won the bee and the other ...")
		for j := k + 1; j < len(ts); j++ {
			if clauseJoins[ts[j].w] && !inMention[j] {
				end = j
				break
			}
		}
		if n := occasionAt(ts, end); n > 0 && end-n >= k+1 {
			end -= n // "won on the night", "won the quiz this time", "won outright"
		}
		if end-(k+1) > 3 || end-(k+1) == 3 && !contestNouns[ts[end-1].w] || k+1 < end && ts[k+1].w != "the" && ts[k+1].w != "it" {
			return false // "won nothing", "won 2 games": no first place
		}
		for j := k + 1; j < end; j++ {
			if inMention[j] || amountish(ts, j) {
				return false
			}
			if _, cmp := comparatives[ts[j].w]; cmp {
				return false
			}
		}
		return true
	case "winner", "champion", "winners", "champions":
		// "the winner", "the poll winner", "the race's winner", "the
		// winners" (a team), "our new club champion"
		if wordAt(ts, k+1) == "of" && !(wordAt(ts, k+2) == "the" && contestNouns[strings.TrimSuffix(wordAt(ts, k+3), "s")] && !inMention[k+3]) || k == 0 {
			return false // (but "the winner of the race")
		}
		for j := k - 1; j >= 0 && j >= k-3 && !inMention[j]; j-- {
			switch w := ts[j].w; {
			case set("the our their this")[w] || possessive(ts[j].raw): // "this year's club champion"
				return true
			case !contestNouns[strings.TrimSuffix(w, "s")] && !set("new reigning overall eventual outright club")[w]:
				return false
			}
		}
		return false
	}
	return false
}

// occasionAt is the length of a phrase of the occasion or manner of a
// win ending the clause at token end ("on the night", "this time",
// "outright", "in the end"), 0 when there is none.
func occasionAt(ts []tok, end int) int {
	for _, ph := range occasions {
		n := len(ph)
		if end-n < 0 {
			continue
		}
		ok := true
		for i, w := range ph {
			if ts[end-n+i].w != w {
				ok = false
				break
			}
		}
		if ok {
			return n
		}
	}
	return 0
}

var occasions = [][]string{
	{"on", "the", "night"}, {"on", "the", "day"}, {"on", "the", "evening"}, {"on", "the", "afternoon"},
	{"in", "the", "end"}, {"this", "time"}, {"this", "time", "round"}, {"this", "time", "around"}, {"tonight"}, {"today"},
	{"outright"}, {"overall"}, {"comfortably"}, {"easily"}, {"narrowly"}, {"convincingly"}, {"handsomely"},
}

// unknownAdjective reports whether w, after "most" or "least", looks like
// an adjective ("popular", "successful", "experienced") that no category
// names and that says no measure the reader knows.
func (mg *magazine) unknownAdjective(w string) bool {
	if asAdjectives[w] != "" || stop[w] || w == "recent" || w == "recently" || mg.namesCategory(w) || mg.isDomainUnit(w) {
		return false
	}
	if _, ok := units[w]; ok {
		return false
	}
	for _, suffix := range []string{"ful", "ous", "able", "ible", "ive", "ent", "ant", "ic", "ular", "ing"} {
		if strings.HasSuffix(w, suffix) && len(w) > len(suffix)+2 {
			return true
		}
	}
	return false
}

// contestNouns name a contest: "the poll winner", "won the time trial".
var contestNouns = set("poll election vote ballot race trial contest competition championship tournament match game show final event cup trophy shield title regatta derby rally marathon")

// clauseJoins end a clause of "won" ("one won the bee and the other ...").
var clauseJoins = set("and but while whereas")

// coinCents are the US coins an amount of money is said in: "a dime
// more", "a nickel less", "a quarter cheaper".
var coinCents = map[string]float64{"penny": 1, "nickel": 5, "dime": 10, "quarter": 25}

// coinAt is the cents of "a COIN" right before the comparative at, in a
// puzzle of money in dollars (no other currency sign); 0 when there is
// none. "A quarter more" may also be 25% more: classify keeps that reading
// too (quarterRatio).
func (mg *magazine) coinAt(ts []tok, inMention []bool, at int) float64 {
	if at < 2 || inMention[at-1] || inMention[at-2] || ts[at-2].w != "a" && ts[at-2].w != "one" {
		return 0
	}
	c := coinCents[ts[at-1].w]
	if c == 0 {
		return 0
	}
	for _, nm := range mg.num {
		if nm != nil && nm.class == money && nm.sym == "" {
			return c
		}
	}
	return 0
}

// quarterRatio reads "a quarter more than" (or less) as the other way it is
// said, 25% more (or less): the values in the ratio 5:4 (or 3:4).
func (mg *magazine) quarterRatio(ts []tok, ms []mention, its []logicgrid.Item, at int, word string) ([]logicgrid.Clue, error) {
	d, err := mg.compared(ts, at, word, nil)
	if err != nil {
		return nil, err
	}
	r := ratio{num: 5, den: 4, at: at, word: word}
	if mg.direction(word, d) < 0 {
		r.num = 3
	}
	return mg.ratioClues(ts, ms, its, r)
}

// raceTimes reports whether category d is the times a race was finished
// in: clock times written without am or pm ("3:05") in a puzzle whose story
// speaks of a race or a finish. Faster is less time then, whether the
// times are spans or the clock at a finish everyone started together for;
// a train at 3:05 is no faster than one at 3:20.
func (mg *magazine) raceTimes(d int) bool {
	if mg.num[d] == nil || mg.num[d].class != clock {
		return false
	}
	for _, it := range mg.p.Domains[d].Items {
		if strings.ContainsAny(strings.ToLower(it), "apm") {
			return false
		}
	}
	for _, w := range words(mg.p.Story) {
		if raceWords[w] {
			return true
		}
	}
	return false
}

var raceWords = set("race races raced marathon marathons finish finished finishing triathlon regatta sprint relay freestyle backstroke breaststroke clock fastest quickest timed trot 5k 10k heat heats")

// unpossessed is t's word without a possessive "'s" ("else's" -> "else").
func unpossessed(t tok) string {
	if raw := strings.ToLower(t.raw); strings.HasSuffix(raw, "'s") || strings.HasSuffix(raw, "’s") {
		return strings.TrimSuffix(t.w, "s")
	}
	return t.w
}

// isLetters reports whether w is a word of letters only ("pins", not "3" or "$5").
func isLetters(w string) bool {
	for _, r := range w {
		if r < 'a' || r > 'z' {
			return false
		}
	}
	return w != ""
}

// multiplierWords scale a number ("by 2 million"): no unit of their own.
var multiplierWords = set("thousand million billion trillion dozen percent")

// inTheSpan reports whether the comparative at is followed by "in the
// year", "in the month" or "in the week".
func inTheSpan(ts []tok, at int) bool {
	return spanAfter(ts, at) != ""
}

// spanAfter is the span of time said right after the comparative or
// ordinal at: "later in the year", "the first wedding of the month", "the
// last appointment of the day" (year, month, week, day); "" when none.
// ("later in the day" is read on its own, comparedCategory.)
func spanAfter(ts []tok, at int) string {
	if wordAt(ts, at+1) == "in" && wordAt(ts, at+2) == "the" && set("year month week")[wordAt(ts, at+3)] {
		return ts[at+3].w
	}
	if wordAt(ts, at+1) == "in" && wordAt(ts, at+2) == "the" && seasonWords[wordAt(ts, at+3)] {
		return "year" // "later in the summer": a month or a date (seasons.go)
	}
	for j := at + 1; j <= at+3; j++ {
		if wordAt(ts, j) == "of" && wordAt(ts, j+1) == "the" && set("year month week day")[wordAt(ts, j+2)] {
			return ts[j+2].w
		}
		if wordAt(ts, j) == "of" && wordAt(ts, j+1) == "the" && seasonWords[wordAt(ts, j+2)] {
			return "year" // "the first of the summer"
		}
		if j > at+1 && stop[wordAt(ts, j)] {
			break
		}
	}
	return ""
}

// withinSpan reports whether category d's items are times within one
// span ("year", "month", "week"), so that "later in the year" compares
// them: in a year, months and dates (a day of the year); in a month, dates
// all of one month; in a week, weekdays, or dates less than a week apart.
func (mg *magazine) withinSpan(d int, span string) bool {
	nm := mg.num[d]
	if nm == nil {
		return false
	}
	switch span {
	case "year":
		return nm.class == month || nm.class == date
	case "month":
		if nm.class != date || d >= len(mg.p.Values) {
			return false
		}
		mo := -1
		for _, v := range mg.p.Values[d] {
			if m := monthOfDay(int(math.Round(float64(v) / nm.scale))); mo >= 0 && m != mo {
				return false
			} else {
				mo = m
			}
		}
		return mo >= 0
	case "day":
		return nm.class == clock
	case "week":
		if nm.class == weekday {
			return true
		}
		if nm.class != date || d >= len(mg.p.Values) || len(mg.p.Values[d]) == 0 {
			return false
		}
		vs := mg.p.Values[d]
		return float64(slices.Max(vs)-slices.Min(vs))/nm.scale < 7
	}
	return false
}

// monthOfDay is the month (0-11) of a day of the year (dayOfYear).
func monthOfDay(day int) int {
	for m, n := range monthDays {
		if day <= n {
			return m
		}
		day -= n
	}
	return 11
}

// coarseTime narrows the categories an order word ("later", "before",
// "the last to marry") may measure, when two of them make one moment
// together (a year and a month or a date of the year), both named alike
// ("years" and "months", "wedding years" and "wedding months"): each item has its own
// value of the coarser one, so it alone orders the events (the couple
// married in 1999 married after the one of 1994, whatever the months).
// "Later in the year" names the finer one (comparedCategory).
func (mg *magazine) coarseTime(fit []int) []int {
	if len(fit) != 2 {
		return fit
	}
	a, b := fit[0], fit[1]
	ca, cb := mg.num[a].class, mg.num[b].class
	// (a date and a time of day are not: "the latest ceremony" of June
	// weddings is the latest time of day as often as the latest date)
	finer := map[numClass][]numClass{year: {month, date}}
	coarse := -1
	switch {
	case slices.Contains(finer[ca], cb):
		coarse = a
	case slices.Contains(finer[cb], ca):
		coarse = b
	default:
		return fit
	}
	if timeQualifier(mg.p.Domains[a].Name) != timeQualifier(mg.p.Domains[b].Name) {
		return fit // "birth years" and "wedding months": two events
	}
	return []int{coarse}
}

// timeQualifier is a category name without its last word ("wedding" of
// "wedding dates"; "" of "years").
func timeQualifier(name string) string {
	f := strings.Fields(strings.ToLower(name))
	if len(f) <= 1 {
		return ""
	}
	return strings.Join(f[:len(f)-1], " ")
}

// possessedChild reports whether the superlative at k, right after a
// possessive item and before no noun ("the Carrs' youngest is the
// eldest", "the Lunds' eldest plays chess"), names that family's child of
// the grid, as the story calls each one ("each have a youngest child"): the
// family's own, not the youngest of all.
func (mg *magazine) possessedChild(ts []tok, inMention []bool, k int) bool {
	if k == 0 || !inMention[k-1] || !possessive(ts[k-1].raw) {
		return false
	}
	if _, ok := superlativeOf(ts[k].w); !ok {
		return false
	}
	if next := wordAt(ts, k+1); next != "" && !linking[next] && !set("was were plays played likes liked turns turned has had celebrates celebrated")[next] && !strings.HasSuffix(next, "s") && !strings.HasSuffix(next, "ed") {
		return false // "the Carrs' youngest child", "Ann's oldest dog": a noun follows
	}
	story := strings.ToLower(mg.p.Title + " " + mg.p.Story)
	return regexp.MustCompile(`\b` + regexp.QuoteMeta(ts[k].w) + ` (?:child|children|son|sons|daughter|daughters|kid|kids|grandchild|boy|girl)\b`).MatchString(story)
}

// agesNamed picks, for "older" and "younger", the one category of fit
// named ages: a span in years beside it ("service: 4 years") is no age,
// though the clue's unit ("six years older") is the span's. Another
// comparative, or no category named ages, decides nothing here.
func (mg *magazine) agesNamed(fit []int, word string) (int, bool) {
	if word != "older" && word != "younger" {
		return 0, false
	}
	found := -1
	for _, d := range fit {
		if isAges(mg.p.Domains[d].Name) {
			if found >= 0 {
				return 0, false
			}
			found = d
		}
	}
	return found, found >= 0
}

// upTheStack picks the one category of fit whose noun is a place in a
// stack (floors, storeys, decks) when the comparison is where someone is:
// "higher up" or "lower down", "above" or "below", or "higher" after a
// verb of living ("lives higher than"). "The resident who sets the
// thermostat at 68°F lives higher up than ..." compares floors, not the
// thermostats its words also name.
func (mg *magazine) upTheStack(ts []tok, at int, said string, fit []int) (int, bool) {
	if len(fit) < 2 {
		return 0, false
	}
	where := false
	switch said {
	case "above", "below":
		where = true
	case "higher", "lower":
		where = set("up down")[wordAt(ts, at+1)] && wordAt(ts, at+2) == "than"
		for k := at - 1; k >= 0 && k >= at-2 && !where; k-- {
			where = !mg.mentioned(k) && livingVerbs[ts[k].w]
		}
	}
	if !where {
		return 0, false
	}
	found := -1
	for _, d := range fit {
		if verticalNouns[domainNoun(mg.p.Domains[d].Name)] && (mg.isOrdinal(d) || isPositions(mg.p.Domains[d]) || digitOrdinals(mg.p.Domains[d].Items) || mg.num[d].class == number && mg.num[d].unit == "") { // floors "2nd, 4th", "12th", "3, 6, 9", not noise levels "40 dB"
			if found >= 0 {
				return 0, false
			}
			found = d
		}
	}
	return found, found >= 0
}

// livingVerbs say where someone lives or stays.
var livingVerbs = set("lives live lived living resides reside resided stays stay stayed sleeps sleep slept")

var reDigitOrdinal = lazyRE(`(?i)^\d+(?:st|nd|rd|th)$`)

// digitOrdinals reports whether every item is an ordinal in digits
// ("3rd", "12th").
func digitOrdinals(items []string) bool {
	for _, it := range items {
		if !reDigitOrdinal.MatchString(strings.TrimSpace(it)) {
			return false
		}
	}
	return len(items) > 0
}

// weekEnd reads "the start (beginning) of the week" as the category of
// weekdays' first day when that is Monday (and no Sunday is among them,
// which some weeks start with), "the end of the week" ("of the working
// week") as its last day when that is a Friday, Saturday or Sunday. Any
// other such phrase, with a category of weekdays, is refused: which day
// it means is not certain.
func (mg *magazine) weekEnd(ts []tok, inMention []bool, k int) (d, i int, found bool, err error) {
	w := ts[k].w
	if !set("start beginning end")[w] {
		return 0, 0, false, nil
	}
	if k > 0 && weekEndsWord[ts[k-1].w] {
		// "at either end of the week", "at neither end": both ends, a
		// place along the days (positions.go), never the last day alone
		return 0, 0, false, nil
	}
	week := k + 3
	if !ofTheWeek(ts, k) {
		// "at the start or the end of the week": the first of two ends
		// that share one "of the week"
		j := k + 2
		for set("at the on in by towards toward")[wordAt(ts, j)] {
			j++
		}
		if !set("or and")[wordAt(ts, k+1)] || !set("start beginning end")[wordAt(ts, j)] || !ofTheWeek(ts, j) {
			return 0, 0, false, nil
		}
		week = k
	} else if wordAt(ts, week) != "week" {
		week++
	}
	for j := k; j <= week; j++ {
		if inMention[j] {
			return 0, 0, false, nil
		}
	}
	for d, nm := range mg.num {
		if nm == nil || nm.class != weekday {
			continue
		}
		items := mg.p.Domains[d].Items
		days := map[int]int{} // weekday -> index
		for i, it := range items {
			days[weekdayOf(it)] = i
		}
		if w == "end" {
			last, ok := 0, false
			for _, day := range []int{7, 6, 5} {
				if i, has := days[day]; has {
					last, ok = i, true
					break
				}
			}
			if ok && weekdayOf(items[last]) >= 5 {
				return d, last, true, nil
			}
		} else if i, has := days[1]; has {
			if _, sunday := days[7]; !sunday {
				return d, i, true, nil
			}
		}
		return 0, 0, false, errorf("%q: which of the %s is that? Name the day", phrase(ts, k, week+1), mg.p.Domains[d].Name)
	}
	return 0, 0, false, nil
}

// weekRow is the row of days when it is the week (Monday to Friday or
// later, no Sunday first): its ends are the week's.
func (mg *magazine) weekRow() int {
	d := mg.dayRow()
	if d < 0 {
		return -1
	}
	items := mg.p.Domains[d].Items
	if weekdayOf(items[0]) != 1 || weekdayOf(items[len(items)-1]) < 5 {
		return -1
	}
	return d
}

// weekOrdinal is the place an ordinal word names among n ("second" 2,
// "last" n, "penultimate" n-1), else false.
func weekOrdinal(w string, n int) (int, bool) {
	switch w {
	case "last", "final":
		return n, true
	case "penultimate":
		return n - 1, n >= 2
	}
	o, ok := ordinals[w]
	return o, ok && o >= 1 && o <= n
}

// weekEndsWord are the words before "end" that make it both ends (or
// one of them): "either end of the week".
var weekEndsWord = set("either neither both each one opposite other")

// ofTheWeek reports whether "of the week" ("of the working week") follows
// token k.
func ofTheWeek(ts []tok, k int) bool {
	if wordAt(ts, k+1) != "of" || wordAt(ts, k+2) != "the" {
		return false
	}
	week := k + 3
	if set("working work school business")[wordAt(ts, week)] {
		week++
	}
	return wordAt(ts, week) == "week"
}

// weekdays is the category of weekdays, or -1.
func (mg *magazine) weekdays() int {
	for d, nm := range mg.num {
		if nm != nil && nm.class == weekday {
			return d
		}
	}
	return -1
}

// perUnitAfter reports whether the comparative at is followed by "per",
// "a", "an" or "each" and a unit that nm measures in ("more per night",
// "less an hour", "more each week"): that unit divides what is compared
// (a rate), so the category counted in it is not the one compared.
func perUnitAfter(ts []tok, at int, nm *numeric) bool {
	w := wordAt(ts, at+1)
	if w != "per" && w != "a" && w != "an" && w != "each" {
		return false
	}
	if (w == "a" || w == "an") && (ts[at].w == "over" || ts[at].w == "under") {
		return false // "took under an hour": the bound, no rate (bound.go)
	}
	u := wordAt(ts, at+2)
	if u == "" || nm.unit == "" {
		return false
	}
	return sameUnit(u, firstWord(nm.unit)) || spanConvertible(u, firstWord(nm.unit))
}

// lineVerbs are the verbs of a place in a line: "stood", "queued",
// "waited".
var lineVerbs = set("stood stand stands standing queued queue queues queueing queuing waited wait waits waiting lined")

// lineVerbBefore reports whether the comparative at follows a verb of a
// place in a line, across the words of a distance or a manner ("stood
// immediately ahead of", "waited two places behind", "was standing
// directly behind").
func lineVerbBefore(ts []tok, inMention []bool, at int) bool {
	for k := at - 1; k >= 0 && k >= at-4 && !inMention[k]; k-- {
		if lineVerbs[ts[k].w] {
			return true
		}
	}
	return false
}

// timeCueIn reports whether a word of ts, in no mention, is a cue of a
// category of times other than d ("arrived" of arrival times).
func (mg *magazine) timeCueIn(ts []tok, d int) bool {
	for k, t := range ts {
		if mg.mentioned(k) {
			continue
		}
		for e, nm := range mg.num {
			if e != d && nm != nil && timeClass(nm.class) && hasCue(mg.lx.cues[e], t.w) {
				return true
			}
		}
	}
	return false
}

// storyWinner is a story's sentence saying which end of a measure wins:
// "The highest mark won", "the quickest time wins", "the lowest score is
// the winner", "the highest score took the prize".
var storyWinner = lazyRE(`\bthe (highest|lowest|most|fewest|quickest|fastest|best|biggest|largest|smallest|shortest|longest|top) ([a-z]+)(?: [a-z]+)? (?:won|wins|win|was the winner|is the winner|(?:takes|took|wins|won) the (?:title|prize|trophy|cup))\b`)

// storyWins reports whether the story says which end of category d wins
// ("The highest mark won" of marks), and the winning item's index.
func (mg *magazine) storyWins(d int) (bool, int) {
	if w, ok := mg.storyCache.wins[d]; ok {
		return w[0] == 1, w[1]
	}
	said, best := mg.storyWinsRead(d)
	if mg.storyCache.wins == nil {
		mg.storyCache.wins = map[int][2]int{}
	}
	mg.storyCache.wins[d] = [2]int{boolInt(said), best}
	return said, best
}

func (mg *magazine) storyWinsRead(d int) (bool, int) {
	nm := mg.num[d]
	if nm == nil {
		return false, 0
	}
	noun := domainNoun(mg.p.Domains[d].Name)
	unit := singular(strings.ToLower(firstWord(nm.unit)))
	for _, m := range storyWinner.FindAllStringSubmatch(strings.ToLower(mg.p.Story), -1) {
		if w := singular(m[2]); w != noun && (unit == "" || w != unit) {
			continue
		}
		if set("highest most best biggest largest longest top")[m[1]] {
			return true, mg.p.N() - 1
		}
		return true, 0
	}
	return false, 0
}

// speedMeasure reports whether category d is a speed ("31 mph", "speeds",
// "top speed"): faster is more of it, where of a time taken it is less.
func (mg *magazine) speedMeasure(d int) bool {
	nm := mg.num[d]
	if nm == nil || nm.class != number {
		return false
	}
	if set("mph kph km/h kmh knots knot mps")[strings.ToLower(firstWord(nm.unit))] {
		return true
	}
	return slices.ContainsFunc(words(mg.p.Domains[d].Name), func(w string) bool { return singular(w) == "speed" || w == "velocity" })
}

// storyIs reports whether the story matches re, asked once (the answer
// kept in *at).
func (mg *magazine) storyIs(at *int8, re *lazyRegexp) bool {
	if *at == 0 {
		*at = -1
		if re.MatchString(strings.ToLower(mg.p.Story)) {
			*at = 1
		}
	}
	return *at > 0
}

// verbNamed is the one category of fit whose name is the verb just
// before the comparative at (past an adverb): "opens earliest" of
// "opening", "closed later" of "closing", "departs sooner" of
// "departure"; ok is false when none or several are.
func (mg *magazine) verbNamed(ts []tok, at int, fit []int) (int, bool) {
	k := at - 1
	for k >= 0 && strings.HasSuffix(ts[k].w, "ly") && !mg.mentioned(k) {
		k--
	}
	for j := at + 1; j <= at+2 && j+1 < len(ts); j++ {
		if ts[j].w == "to" && !mg.mentioned(j+1) {
			k = j + 1 // "the earliest shop to open"
			break
		}
	}
	if k < 0 || mg.mentioned(k) || len(ts[k].w) < 4 {
		return 0, false
	}
	stem := verbStem(ts[k].w)
	found := -1
	for _, d := range fit {
		if verbStem(domainNoun(mg.p.Domains[d].Name)) != stem {
			continue
		}
		if found >= 0 {
			return 0, false
		}
		found = d
	}
	return found, found >= 0
}

// verbStem is a verb or its noun without the ending ("opens", "opened",
// "opening" -> "open"; "closing", "closes" -> "clos").
func verbStem(w string) string {
	for _, suf := range []string{"ings", "ing", "ed", "es", "s", "e"} {
		if len(w) > len(suf)+2 && strings.HasSuffix(w, suf) {
			return w[:len(w)-len(suf)]
		}
	}
	return w
}

// signedItems reports whether category d's items are written with a
// currency sign ("$2.40"), not bare numbers the story says are money.
func (mg *magazine) signedItems(d int) bool {
	for _, it := range mg.p.Domains[d].Items {
		if !strings.ContainsAny(it, "$£€¥₹") && !strings.HasSuffix(strings.TrimSpace(it), "p") {
			return false
		}
	}
	return true
}

// moneyNouns are nouns of sums of money.
var moneyNouns = set("dollar buck cent pound penny pence euro money cash")

// datesVerbs compare in time without "than": "predates all the others",
// "nobody preceded Ann".
var datesVerbs = set("predates predated antedates antedated postdates postdated precedes preceded follows followed")
