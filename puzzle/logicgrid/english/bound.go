package english

import (
	"math"
	"strings"

	"deduce/puzzle/logicgrid"
)

// Bounds on a value: "Bernard scored more than 10 points", "paid less than
// $5", "at least 12 points", "no more than 3 nights". The subjects (every
// item named before the bound) have one of the values on that side; with a
// negation or "neither", none of them. A bound on a difference ("more than
// 2 years older") is no bound on a value: a comparative after the amount
// leaves it to boundOrOnly, which refuses it.

// valueBound reads a clause ending in a bound on a value; ok is false when
// it has none.
func (mg *magazine) valueBound(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item, negated bool, either int) (_ []logicgrid.Clue, ok bool, err error) {
	at, strict, more, num := -1, true, false, -1
	if cs, ok, err := mg.yearBound(ts, inMention, ms, its, negated); ok && either < 0 { // yearbound.go: "before the year 1866"
		return cs, ok, err
	}
	cmpWord := "" // a comparative that says the direction: "shorter than 100 cm"
	verb := false // a verb bound ("exceeded 125 cm"): strict, even of an item value
	for k := 0; k+1 < len(ts); k++ {
		if inMention[k] {
			continue
		}
		w, next := ts[k].w, ts[k+1].w
		if inMention[k+1] {
			// "exceeded 125 cm", "didn't reach 110 cm" of an item value:
			// the bound at its value ("reached 110 cm" is its height)
			if exceedWords[w] || reachWords[w] && negated {
				at, more, strict, num, verb = k, true, !reachWords[w], k+1, true
				break
			}
			continue
		}
		if w == "short" && next == "of" && k+2 < len(ts) && inMention[k+2] {
			at, more, num, verb = k, false, k+2, true // "fell short of 125 cm"
			break
		}
		_, cmp := comparatives[w]
		switch {
		case (w == "more" || w == "greater" || w == "higher" || w == "over") && next == "than",
			(w == "less" || w == "fewer" || w == "lower" || w == "under") && next == "than":
			at, more, num = k, w == "more" || w == "greater" || w == "higher" || w == "over", k+2
		case w == "at" && (next == "least" || next == "most"):
			at, more, strict, num = k, next == "least", false, k+2
		case cmp && next == "than" && k+2 < len(ts) && !inMention[k+2] && isBoundNumber(ts, k+2):
			at, cmpWord, num = k, w, k+2 // "taller than 100 cm", "older than 30"
		case reachWords[w] && isBoundNumber(ts, k+1):
			at, more, strict, num = k, true, false, k+1 // "reached a metre": at least; "didn't reach": less
		case (w == "over" || w == "under") && next != "than" && isBoundNumber(ts, k+1) && (k == 0 || ts[k-1].w != "than"):
			at, more, num = k, w == "over", k+1 // "is under a metre", "grew to over 2 m"
		case exceedWords[w] && isBoundNumber(ts, k+1):
			at, more, num = k, true, k+1 // "exceeded 100 cm", "surpassed $5"
		case w == "short" && next == "of" && k+2 < len(ts) && !inMention[k+2] && isBoundNumber(ts, k+2):
			at, more, num = k, false, k+2 // "fell short of a metre"
		default:
			continue
		}
		if k > 0 && ts[k-1].w == "no" { // "no more than 3": at most
			more, strict = !more, false
		}
		break
	}
	if at < 0 || num >= len(ts) || len(ms) == 0 || either >= 0 {
		return nil, false, nil
	}
	if w := countedSubjects(ts, inMention, ms); w != "" {
		return nil, false, errorf("%q: a bound said of some of a list is not read (it would be said of each): say who", w)
	}
	if at > 0 && ts[at-1].w == "by" || at > 1 && ts[at-2].w == "by" && moreModifiers[ts[at-1].w] {
		return nil, false, nil // "beat Jess by more than a minute": a difference (bydiff.go), no bound on Jess's time
	}
	if inMention[num] {
		// "at least 12 points" where 12 points is an item: the bound is
		// its value (only "at least"/"at most": "more than 9" is the plain
		// comparison with the item, read as such)
		if strict && !verb {
			return nil, false, nil
		}
		last := ms[len(ms)-1]
		if last.start != num || len(last.items) != 1 || mg.num[last.items[0].D] == nil {
			return nil, false, nil
		}
		for k := last.end; k < len(ts); k++ {
			if inMention[k] || isComparativeWord(ts[k].w) {
				return nil, false, nil
			}
		}
		it := last.items[0]
		return mg.boundClues(ms[:len(ms)-1], its[:len(its)-1], at, it.D, mg.p.Value(it.D, it.I), more, strict, negated)
	}
	if ms[len(ms)-1].start > at {
		return nil, false, nil
	}
	v, isNum := numberOf(ts[num].w)
	article := ts[num].w == "a" || ts[num].w == "an"                                                                                              // "a metre": one, with its unit
	if !isNum && !article || article && (num+1 >= len(ts) || inMention[num+1] || metricSize(ts[num+1].w) == 0 && spanSeconds(ts[num+1].w) == 0) { // "a metre", "a week"
		return nil, false, nil
	}
	if article {
		v = 1
	}
	end := num + 1
	unit := ""
	if end < len(ts) && !inMention[end] {
		if _, known := units[ts[end].w]; known || mg.isDomainUnit(ts[end].w) || mg.namesNumeric(ts[end].w) {
			unit = ts[end].w
			end++
		} else if u, f := mg.metricIn(ts[end].w); u != "" {
			unit, v = u, v*f // "a metre" of heights in cm: 100 cm
			end++
		}
	}
	if ts[num].dollar {
		unit = "dollars"
	}
	for k := end; k < len(ts); k++ {
		if inMention[k] || amountish(ts, k) || isComparativeWord(ts[k].w) {
			return nil, false, nil // "more than 2 years older": a difference, not a value
		}
	}
	word := "more"
	if !more {
		word = "less"
	}
	if cmpWord != "" {
		word = cmpWord
	}
	am := &amount{v: v, unit: unit}
	if unit != "" && !knownUnit(unit) {
		am.unit = "" // "10 points": the category's own noun
	}
	d, err := mg.compared(ts, at, word, am)
	if err != nil {
		return nil, true, err
	}
	if cmpWord != "" {
		more = mg.direction(cmpWord, d) > 0
	}
	if mg.quantity(d) == false && mg.num[d].class != money {
		return nil, true, errorf("a bound on %s is not supported", mg.p.Domains[d].Name)
	}
	if only := onlyBefore(ts, inMention, at); only >= 0 {
		// "the only one under 250 pages": every value is someone's, so
		// the subject has the one value on that side; read only when one
		// is (else the sentence could not be true, or says a count)
		n := mg.sideCount(d, mg.scaled(d, am), more, strict)
		if negated || n != 1 {
			return nil, true, errorf("%q: %d of the %s are on that side of the bound, so it cannot be the only one", ts[only].raw+" ... "+phrase(ts, at, end), n, mg.p.Domains[d].Name)
		}
	}
	return mg.boundClues(ms, its, at, d, mg.scaled(d, am), more, strict, negated)
}

// onlyBefore is the token of a free "only" before token at ("the only
// one under 250 pages"), or -1.
func onlyBefore(ts []tok, inMention []bool, at int) int {
	for k := range at {
		if !inMention[k] && ts[k].w == "only" {
			return k
		}
	}
	return -1
}

// sideCount is how many values of d are on a bound's side.
func (mg *magazine) sideCount(d, limit int, more, strict bool) int {
	n := 0
	for i := range mg.p.N() {
		x := mg.p.Value(d, i)
		if more && (x > limit || !strict && x == limit) || !more && (x < limit || !strict && x == limit) {
			n++
		}
	}
	return n
}

// boundClues says that each item named before token at has a value of d
// on the limit's side (none, when negated).
func (mg *magazine) boundClues(ms []mention, its []logicgrid.Item, at, d, limit int, more, strict, negated bool) ([]logicgrid.Clue, bool, error) {
	var side []logicgrid.Item
	for i := range mg.p.N() {
		x := mg.p.Value(d, i)
		if more && (x > limit || !strict && x == limit) || !more && (x < limit || !strict && x == limit) {
			side = append(side, logicgrid.Item{D: d, I: i})
		}
	}
	if len(side) == 0 && !negated {
		return nil, true, errorf("no %s is on that side of the bound", mg.p.Domains[d].Name)
	}
	out, err := mg.onSide(ms, its, at, d, side, negated, "bound")
	if err == nil && len(out) == 0 {
		err = errorf("the bound says nothing: every value is on that side")
	}
	return out, true, err
}

// onSide says that each item named before token at has one of the values
// side of category d (none of them, when negated): what a bound or a
// range says of its subjects. what names the limit in errors.
func (mg *magazine) onSide(ms []mention, its []logicgrid.Item, at, d int, side []logicgrid.Item, negated bool, what string) ([]logicgrid.Clue, error) {
	var out []logicgrid.Clue
	for k, x := range its {
		if ms[k].start > at {
			break
		}
		if x.D == d {
			return nil, errorf("a %s on a value of %s itself", what, mg.p.Domains[d].Name)
		}
		switch {
		case negated && len(side) > 0:
			out = append(out, logicgrid.Clue{Kind: logicgrid.Different, Items: append([]logicgrid.Item{x}, side...)})
		case negated || len(side) == mg.p.N():
		case len(side) == 1:
			out = append(out, logicgrid.Clue{Kind: logicgrid.Same, Items: []logicgrid.Item{x, side[0]}})
		default:
			out = append(out, logicgrid.Clue{Kind: logicgrid.Either, Items: append([]logicgrid.Item{x}, side...)})
		}
	}
	return out, nil
}

// reachWords bound a value from below, inclusive: "reached a metre";
// exceedWords strictly.
var (
	reachWords  = set("reach reached reaches reaching")
	exceedWords = set("exceed exceeded exceeds exceeding surpassed surpasses topped tops topping")
)

// isBoundNumber reports whether the token at k opens a number ("100",
// "$5", "thirty") or "a"/"an" before a metric unit ("a metre").
func isBoundNumber(ts []tok, k int) bool {
	if k >= len(ts) {
		return false
	}
	if ts[k].w == "a" || ts[k].w == "an" {
		return k+1 < len(ts) && (metricSize(ts[k+1].w) > 0 || spanSeconds(ts[k+1].w) > 0) // "a metre", "under an hour"
	}
	_, ok := numberOf(ts[k].w)
	return ok || ts[k].dollar
}

// metricSize is the size of a metric unit of length, weight or volume in
// its base unit (metre, gram, litre), with its dimension; 0 for any
// other word.
func metricSize(w string) float64 {
	return metricUnits[w].size
}

var metricUnits = func() map[string]struct {
	dim  string
	size float64
} {
	type u = struct {
		dim  string
		size float64
	}
	m := map[string]u{}
	for _, e := range []struct {
		dim   string
		size  float64
		words string
	}{
		{"length", 0.001, "mm millimetre millimetres millimeter millimeters"},
		{"length", 0.01, "cm centimetre centimetres centimeter centimeters"},
		{"length", 1, "m metre metres meter meters"},
		{"length", 1000, "km kilometre kilometres kilometer kilometers"},
		{"weight", 1, "g gram grams gramme grammes"},
		{"weight", 1000, "kg kilo kilos kilogram kilograms kilogramme kilogrammes"},
		{"volume", 0.001, "ml millilitre millilitres milliliter milliliters"},
		{"volume", 1, "l litre litres liter liters"},
	} {
		for _, w := range strings.Fields(e.words) {
			m[w] = u{e.dim, e.size}
		}
	}
	return m
}()

// metricIn converts the metric unit w to the unit of a numeric category
// measured in another unit of the same dimension ("metre" of heights in
// cm): that unit and the factor (100); "" when none.
func (mg *magazine) metricIn(w string) (string, float64) {
	from, ok := metricUnits[w]
	if !ok {
		return "", 0
	}
	for _, nm := range mg.num {
		if nm == nil || nm.unit == "" {
			continue
		}
		to, ok := metricUnits[firstWord(nm.unit)]
		if ok && to.dim == from.dim {
			return firstWord(nm.unit), from.size / to.size
		}
	}
	return "", 0
}

func knownUnit(w string) bool {
	_, ok := units[w]
	return ok || w == "dollars"
}

// valueRange reads "A is between 40 and 45 years old", "has served for
// between five and nine years", "keeps it somewhere between 65 and 71
// degrees", "finished in between 45 and 48 minutes": each item named
// before "between" has a value of the category the unit names from the
// first number to the second, both included (a negation: none of them).
// ok is false when no free "between" opens two numbers.
func (mg *magazine) valueRange(ts []tok, inMention []bool, ms []mention, its []logicgrid.Item) (_ []logicgrid.Clue, ok bool, err error) {
	at := -1
	for k := 0; k+3 < len(ts); k++ {
		if !inMention[k] && rangeOpens(ts, k) {
			at = k
			break
		}
	}
	if at < 0 || len(ms) == 0 || ms[0].start > at {
		return nil, false, nil
	}
	if w := countedSubjects(ts, inMention, ms); w != "" {
		return nil, false, errorf("%q: a range said of some of a list is not read (it would be said of each): say who", w)
	}
	// the two numbers, each free or the start of an item's mention ("36")
	lo, hi := at+1, -1
	j := lo + 1
	for j < len(ts) && (inMention[j] && inMention[lo] || mg.isDomainUnit(ts[j].w) || knownUnit(ts[j].w)) && ts[j].w != "and" {
		j++ // "between 40 kg and": a unit after the first number
	}
	if wordAt(ts, j) != "and" || !isBoundNumber(ts, j+1) {
		return nil, false, nil
	}
	hi = j + 1
	end := hi + 1
	for end < len(ts) && inMention[end] && inMention[hi] {
		end++
	}
	for _, m := range ms {
		if m.start > at && m.start != lo && m.start != hi {
			return nil, true, errorf("%q: a range is read of the items named before it only", phrase(ts, at, min(len(ts), end+1)))
		}
	}
	unit := ""
	if end < len(ts) && !inMention[end] {
		if _, known := units[ts[end].w]; known || mg.isDomainUnit(ts[end].w) || mg.namesNumeric(ts[end].w) || mg.unitCategory(ts[end].w) >= 0 {
			unit = ts[end].w
			end++
		}
	}
	for k := end; k < len(ts); k++ {
		if !inMention[k] && (amountish(ts, k) && ts[k].w != "a" && ts[k].w != "an" || isComparativeWord(ts[k].w)) {
			return nil, false, nil
		}
	}
	for k := 0; k < at; k++ {
		if !inMention[k] && (isComparativeWord(ts[k].w) || ts[k].w == "or" || ts[k].w == "either" || negationWords[ts[k].w] || ts[k].w == "nobody" || ts[k].w == "no") {
			return nil, true, errorf("%q: a range with a comparison, a negation or an either/or is not read", phrase(ts, at, min(len(ts), end)))
		}
	}
	negated := false
	if ts[lo].dollar {
		unit = "dollars"
	}
	word := "more"
	if wordAt(ts, end) == "old" {
		word = "older" // "between 40 and 45 years old": ages
	}
	a, okA := numberOf(ts[lo].w)
	b, okB := numberOf(ts[hi].w)
	if !okA || !okB || a >= b {
		return nil, true, errorf("%q: a range from a smaller number to a larger one", phrase(ts, at, min(len(ts), end)))
	}
	am := &amount{v: a, unit: unit}
	if unit != "" && !knownUnit(unit) && mg.unitCategory(unit) < 0 {
		am.unit = "" // "between 10 and 20 points": the category's own noun
	}
	d := -1
	if unit == "" && word != "older" {
		// "between 30 and 40" with no unit: the category of an item it
		// names ("30" of ages), else refused (which numbers?)
		for j, m := range ms {
			if (m.start == lo || m.start == hi) && len(m.items) == 1 && mg.num[its[j].D] != nil {
				if d >= 0 && d != its[j].D {
					return nil, true, errorf("%q: the two numbers are of different categories", phrase(ts, at, min(len(ts), end)))
				}
				d = its[j].D
			}
		}
		if d < 0 && a >= 1000 && b <= 2200 && a == float64(int(a)) && b == float64(int(b)) {
			// "built sometime between 1966 and 1979": years, when one
			// category is of years
			for e, nm := range mg.num {
				if nm != nil && nm.class == year && d < 0 {
					d = e
				} else if nm != nil && nm.class == year {
					d = -2 // two categories of years: which?
				}
			}
			d = max(d, -1)
		}
		if d < 0 {
			return nil, true, errorf("%q: say what the range counts (\"between 40 and 45 years old\", \"between 5 and 9 years\")", phrase(ts, at, min(len(ts), end)))
		}
	} else {
		var err error
		if d, err = mg.compared(ts, at, word, am); err != nil {
			return nil, true, errorf("%q: %v", phrase(ts, at, min(len(ts), end)), err)
		}
	}
	if isPositions(mg.p.Domains[d]) {
		return nil, false, nil // "lives between 2 and 4" of houses: positions.go
	}
	if !mg.quantity(d) && mg.num[d].class != money && mg.num[d].class != year {
		return nil, true, errorf("a range of %s is not read", mg.p.Domains[d].Name)
	}
	from, to := mg.exactScaled(d, am), mg.exactScaled(d, &amount{v: b, unit: am.unit})
	ends := false // an end of the range is a value of the category
	for i := range mg.p.N() {
		x := float64(mg.p.Value(d, i))
		ends = ends || math.Abs(x-from) < 1e-9 || math.Abs(x-to) < 1e-9
	}
	// "built between 1965 and 1975" of years 1965, 1970, 1975: with its
	// ends or strictly between them? Each is a reading; the puzzle decides
	strict := ends && mg.choose(2) == 1
	var side []logicgrid.Item
	for i := range mg.p.N() {
		x := float64(mg.p.Value(d, i))
		if strict && (math.Abs(x-from) < 1e-9 || math.Abs(x-to) < 1e-9) {
			continue
		}
		if x >= from-1e-9 && x <= to+1e-9 {
			side = append(side, logicgrid.Item{D: d, I: i})
		}
	}
	if len(side) == 0 && !negated {
		return nil, true, errorf("no %s is in that range", mg.p.Domains[d].Name)
	}
	out, err := mg.onSide(ms, its, at, d, side, negated, "range")
	if err == nil && len(out) == 0 {
		err = errorf("the range says nothing: every value is in it")
	}
	return out, true, err
}

// rangeOpens reports whether token k is "between" opening a range of two
// numbers: "between 40 and 45", "between $5 and $8", "between 65 and 71
// degrees", "between 40 kg and 50 kg".
func rangeOpens(ts []tok, k int) bool {
	if wordAt(ts, k) != "between" || !isBoundNumber(ts, k+1) || ts[k+1].w == "a" || ts[k+1].w == "an" {
		return false
	}
	for j := k + 2; j < len(ts) && j <= k+3; j++ {
		if ts[j].w == "and" {
			return isBoundNumber(ts, j+1)
		}
	}
	return false
}

// countedSubjects is the count before the subjects of a bound or a range
// ("Exactly two of A, B and C spent more than $50", "None of", "One
// of"): the reading says it of each of them, so a count is refused, never
// dropped; "" when there is none ("all three of", "both of", "each of"
// are each).
func countedSubjects(ts []tok, inMention []bool, ms []mention) string {
	for k := 0; k+1 < ms[0].start; k++ {
		if inMention[k] || ts[k+1].w != "of" {
			continue
		}
		w := ts[k].w
		if _, n := numberOf(w); !n && !countQuantifiers[w] {
			continue
		}
		if k > 0 && set("all each both")[ts[k-1].w] {
			continue // "all three of"
		}
		return strings.Join([]string{ts[k].raw, "of"}, " ")
	}
	return ""
}

// countQuantifiers count some of a list: "none of", "one of", "some of".
var countQuantifiers = set("none neither either one some several few most any many")
