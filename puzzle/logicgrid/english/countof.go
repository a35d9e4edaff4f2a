package english

import (
	"math/bits"
	"strings"

	"deduce/puzzle/logicgrid"
)

// A count over a list of three or more (unseen37): "At least two of Mrs.
// Feldman, Ms. Quinn and the iguana's owner live above the 2nd floor", "Of
// Mr. Blythe, Mr. Pengelly and the husband of Agatha, exactly one was
// appointed before the year 1866", "Exactly one of these is so: Hank
// caught the bass; Rosalie used the crankbait; the pike weighed 6
// pounds". quantified.go reads such counts of two named subjects, whose
// facts the model says as implications; of three or more, "exactly one"
// needs a disjunction the model has no clue for. So each way the count
// can come true (which of them it is true of) is a reading of its own:
// the readings together say what the sentence says, one of them is true
// at the answer, and the puzzle decides (settle solves them all in one
// formula; a puzzle the sentence leaves several ways is refused there).
// Each subject's predicate must come to a set of items of one category
// (valuesSaid, as in quantified.go), and each statement to one fact ("A is
// X" or "A is not X", oneof.go's statement). A count true in more ways
// than maxReadings is refused, except "at least one", read as the first
// of them it is true of; the named subjects are different ones (the
// setters' convention, as "Neither A nor B ...").

// countWords are the counts said before "of": exactly k, at least k, at
// most k.
var (
	countOfNamed = lazyRE(`(?i)^\s*(exactly|only|just|precisely|at\s+least|at\s+most|no\s+more\s+than)\s+(one|two|three|1|2|3)\s+of\s+(.+)$`)
	ofNamedCount = lazyRE(`(?i)^\s*of\s+(.+?),\s*(exactly|only|just|precisely|at\s+least|at\s+most|no\s+more\s+than)\s+(one|two|three|1|2|3)\s+(?:of\s+(?:them|these|those)\s+)?(.+)$`)
	countOfFacts = lazyRE(`(?i)^\s*(exactly|only|just|precisely|at\s+least|at\s+most|no\s+more\s+than)\s+(one|two|1|2)\s+of\s+(?:the\s+following|these|those|the\s+statements\s+below)(?:\s+(?:three|four|five|3|4|5))?(?:\s+(?:statements|sentences|claims|facts|things|clauses))?\s+(?:is|are|was|were|holds|hold|held)(?:\s+(?:so|true|correct|the\s+case))?\s*:\s*(.+)$`)
	listSplit    = lazyRE(`,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+`)
	factsSplit   = lazyRE(`\s*;\s*(?:and\s+|or\s+)?`)
)

var countNumbers = map[string]int{"one": 1, "two": 2, "three": 3, "1": 1, "2": 2, "3": 3}

// countBounds is the range of how many of n a count says: "exactly two"
// is [2, 2], "at least two" [2, n], "at most one" [0, 1].
func countBounds(word, num string, n int) (lo, hi int) {
	k := countNumbers[strings.ToLower(num)]
	switch w := strings.Join(strings.Fields(strings.ToLower(word)), " "); w {
	case "at least":
		return k, n
	case "at most", "no more than":
		return 0, k
	}
	return k, k
}

// countOfList reads s when it is such a count; ok is false when s is none
// (then the other readings try it).
func (mg *magazine) countOfList(s string) (_ [][]logicgrid.Clue, ok bool, _ error) {
	s = strings.TrimRight(strings.TrimSpace(s), ".!")
	var facts [][]countFact // one list per reading of the predicate
	var subjects []logicgrid.Item
	var word, num string
	if m := countOfFacts.FindStringSubmatch(s); m != nil {
		parts := factsSplit.Split(m[3], -1)
		if len(parts) < 3 || len(parts) > MaxItems {
			return nil, false, nil // two joined by ", or": oneof.go's
		}
		word, num = m[1], m[2]
		facts = [][]countFact{nil}
		for i, part := range parts {
			if i > 0 {
				part = mg.withSubject(part, parts[0])
			}
			st, err := mg.statement(strings.TrimSpace(part))
			if err != nil {
				return nil, true, errorf("%q of a list of statements: each statement must say that one item is (or is not) another: %v", strings.TrimSpace(m[1]+" "+m[2]), err)
			}
			facts[0] = append(facts[0], countFact{st: &st})
		}
	} else {
		var list []string
		var pred string
		switch {
		case ofNamedCount.MatchString(s):
			m := ofNamedCount.FindStringSubmatch(s)
			list, word, num, pred = listSplit.Split(m[1], -1), m[2], m[3], m[4]
		case countOfNamed.MatchString(s):
			m := countOfNamed.FindStringSubmatch(s)
			word, num = m[1], m[2]
			list = listSplit.Split(m[3], -1)
			if len(list) < 3 {
				return nil, false, nil
			}
			// the last one's noun phrase, then the predicate
			last := list[len(list)-1]
			list = list[:len(list)-1]
			head, rest := mg.nounPhraseOf(last)
			if head == "" {
				return nil, false, nil
			}
			list, pred = append(list, head), rest
		default:
			return nil, false, nil
		}
		if len(list) < 3 || len(list) > MaxItems || !mg.hasVerb(pred) {
			return nil, false, nil // two: quantified.go's; "one of the first two ..."
		}
		for _, subj := range list {
			ts := tokenize(subj)
			ms := mg.lx.mentions(ts)
			if len(ms) != 1 || len(ms[0].items) != 1 || !mg.onlyMention(subj) {
				return nil, false, nil
			}
			x := ms[0].items[0]
			phrase := strings.TrimSpace(word + " " + num)
			cs, err := mg.clue(subj + " " + pred)
			if err != nil {
				return nil, true, errorf("%q of %d named: %q: %v", phrase, len(list), subj+" "+pred, err)
			}
			if facts == nil {
				facts = make([][]countFact, len(cs))
			}
			if len(cs) != len(facts) {
				return nil, true, errorf("%q of %d named: what is said of each reads a different number of ways: say it of each in sentences of their own", phrase, len(list))
			}
			for r, c := range cs {
				// the r-th reading of each: the predicate is one
				d, in, err := mg.valuesSaid(x, c)
				if err != nil {
					return nil, true, errorf("%q of %d named: %v", phrase, len(list), strings.ReplaceAll(err.Error(), "each of the two", "each of them"))
				}
				facts[r] = append(facts[r], countFact{x: x, d: d, in: in})
			}
			subjects = append(subjects, x)
		}
	}
	n := len(facts[0])
	phrase := strings.TrimSpace(word + " " + num)
	lo, hi := countBounds(word, num, n)
	if lo > n || hi < lo {
		return nil, true, errorf("%q of %d: it cannot be so", phrase, n)
	}
	if lo == 0 && hi >= n {
		return nil, true, errorf("%q of %d says nothing: it holds whoever they are", phrase, n)
	}
	if f := mg.p.M() * (mg.p.M() - 1) / 2 * mg.p.N() * mg.p.N(); f > maxSettleFacts {
		return nil, true, errorf("%q of %d is read as one reading per case, which the puzzle decides, and the puzzle is too large to try them: say it in simpler sentences", phrase, n)
	}
	var base []logicgrid.Clue
	if len(subjects) > 1 {
		base = []logicgrid.Clue{{Kind: logicgrid.Different, Items: append([]logicgrid.Item(nil), subjects...)}}
	}
	var out [][]logicgrid.Clue
	for _, fs := range facts {
		out = append(out, mg.countReadings(fs, lo, hi, base)...)
		if len(out) > maxReadings {
			return nil, true, errorf("%q of %d can come true in more ways than %d readings: say it in simpler sentences", phrase, n, maxReadings)
		}
	}
	return distinctReadings(out), true, nil
}

// countFact is one subject's predicate ("x has an item of d that in
// marks") or one statement (st).
type countFact struct {
	st *stated
	x  logicgrid.Item
	d  int
	in []bool
}

// clues say f (holds) or deny it.
func (f countFact) clues(holds bool) []logicgrid.Clue {
	if f.st != nil {
		kind := logicgrid.Same
		if f.st.is != holds {
			kind = logicgrid.Different
		}
		return []logicgrid.Clue{{Kind: kind, Items: []logicgrid.Item{f.st.a, f.st.x}}}
	}
	var vs []logicgrid.Item
	for v, ok := range f.in {
		if ok == holds {
			vs = append(vs, logicgrid.Item{D: f.d, I: v})
		}
	}
	if len(vs) == 1 {
		return []logicgrid.Clue{{Kind: logicgrid.Same, Items: []logicgrid.Item{f.x, vs[0]}}}
	}
	// items of one category are different: exactly one of them is at
	// least one
	return []logicgrid.Clue{{Kind: logicgrid.Either, Items: append([]logicgrid.Item{f.x}, vs...)}}
}

func (f countFact) denied() countFact {
	if f.st != nil {
		st := *f.st
		st.is = !st.is
		f.st = &st
		return f
	}
	in := make([]bool, len(f.in))
	for i, x := range f.in {
		in[i] = !x
	}
	f.in = in
	return f
}

// notBothFacts says that f and g do not both hold, as implications; ok is
// false when the model cannot say so (predicates of two categories).
func (mg *magazine) notBothFacts(f, g countFact) ([]logicgrid.Clue, bool) {
	switch {
	case f.st != nil && g.st != nil:
		// not both: at least one of the denials
		return oneOfFacts(*f.denied().st, *g.denied().st, false), true
	case f.st == nil && g.st == nil && f.d == g.d:
		return mg.notBoth(f.x, g.x, f.d, f.in, g.in), true
	}
	return nil, false
}

// countReadings are the readings of "between lo and hi of facts hold".
// At most one, and at least all but one, are implications of each pair
// (one reading); what they leave ("exactly one": at least one) is one
// reading per fact that holds (or fails); "at least one" is one reading
// per fact, the first that holds; any other count one reading per case.
func (mg *magazine) countReadings(facts []countFact, lo, hi int, base []logicgrid.Clue) [][]logicgrid.Clue {
	n := len(facts)
	pairwise := func(deny bool) ([]logicgrid.Clue, bool) {
		var out []logicgrid.Clue
		for i := range n {
			for j := i + 1; j < n; j++ {
				f, g := facts[i], facts[j]
				if deny {
					f, g = f.denied(), g.denied()
				}
				cs, ok := mg.notBothFacts(f, g)
				if !ok {
					return nil, false
				}
				out = append(out, cs...)
			}
		}
		return out, true
	}
	with := func(extra ...[]logicgrid.Clue) []logicgrid.Clue {
		r := append([]logicgrid.Clue(nil), base...)
		for _, e := range extra {
			r = append(r, e...)
		}
		return r
	}
	switch {
	case hi == 1:
		if most, ok := pairwise(false); ok {
			if lo == 0 {
				return [][]logicgrid.Clue{with(most)}
			}
			var out [][]logicgrid.Clue
			for _, f := range facts {
				out = append(out, with(most, f.clues(true)))
			}
			return out
		}
	case lo == n-1:
		if least, ok := pairwise(true); ok {
			if hi == n {
				return [][]logicgrid.Clue{with(least)}
			}
			var out [][]logicgrid.Clue
			for _, f := range facts {
				out = append(out, with(least, f.clues(false)))
			}
			return out
		}
	}
	var out [][]logicgrid.Clue
	if lo == 1 && hi == n {
		for i := range n {
			r := with()
			for j := range i {
				r = append(r, facts[j].clues(false)...)
			}
			out = append(out, append(r, facts[i].clues(true)...))
		}
		return out
	}
	for mask := 0; mask < 1<<n && len(out) <= maxReadings; mask++ {
		if k := bits.OnesCount(uint(mask)); k < lo || k > hi {
			continue
		}
		r := with()
		for i, f := range facts {
			r = append(r, f.clues(mask&(1<<i) != 0)...)
		}
		out = append(out, r)
	}
	return out
}

// nounPhraseOf splits "the iguana's owner live above the 2nd floor" into
// the noun phrase of its first item ("the iguana's owner": articles
// before it, nouns of people or of a category after it) and the rest;
// "" when it opens with no item.
func (mg *magazine) nounPhraseOf(s string) (head, rest string) {
	ts := tokenize(s)
	ms := mg.lx.mentions(ts)
	if len(ms) == 0 {
		return "", ""
	}
	for k := 0; k < ms[0].start; k++ {
		if !nounPhraseWord(ts[k].w) {
			return "", ""
		}
	}
	end := ms[0].end
	for end < len(ts) && (guardPersonNouns[singular(ts[end].w)] || guardPersonNouns[ts[end].w] || mg.namesCategory(ts[end].w)) {
		end++
	}
	if end >= len(ts) {
		return "", ""
	}
	return strings.TrimSpace(s[:ts[end-1].end]), strings.TrimSpace(s[ts[end].col-1:])
}
