package english

import (
	"slices"
	"strings"

	"deduce/puzzle/logicgrid"
)

// Groups at one end of an ordered category (bank11, issue 25): "the two
// oldest gardeners", "the three earliest arrivals", "the top three", "the
// two developers who fixed the most bugs" name N values at one end of a
// numeric category, never one: "At least one of the two oldest grew
// roses" is not "the oldest grew roses". The group is read as its values,
// the predicate of each value on its own ("67 grew roses"), and the
// quantifier says how they combine:
//
//   - "at least one of", "one of", "exactly one of" the group, with a
//     predicate that gives each value one item y (the same for all): y's
//     value is one of the group (Either; values are used once, so at
//     least one is exactly one);
//   - "none of", "neither of", "not one of": each value has none of what
//     the predicate gives it (one item, or items of one category: a
//     Different of the value and those);
//   - "both", "all", "each of", or the group as a plain subject ("The two
//     youngest finished in the bottom two"): the predicate of each value;
//   - "X is (not) one of the group", "... among the group" at the end:
//     X's value is one of them (or none).
//
// Any other sentence that names such a group is refused with the reason
// (a "top N" or "bottom N" of the one ranking said of one subject, "Ann
// finished in the top three", is read elsewhere: topN).

// endGroup is a group phrase: its tokens [start, end), the category and
// its values (indices), and the ends the predicate may start at (after
// the superlative, or after a noun that follows it).
type endGroup struct {
	start, end []int // start: the "the" that opens it; end: possible ends
	d          int
	vals       []int
	top        bool // "top N" / "bottom N" of the ranking
}

// findEndGroup finds the first group at one end in ts, or ok false.
func (mg *magazine) findEndGroup(ts []tok) (g endGroup, ok bool, err error) {
	n := mg.p.N()
	count := func(k int) int {
		v, num := numberOf(wordAt(ts, k))
		if !num || v != float64(int(v)) || v < 2 || ts[k].w == "a" || ts[k].w == "an" {
			return 0
		}
		return int(v)
	}
	ends := func(k int) []int {
		// the superlative's phrase ends at k, or after one noun ("gardeners")
		out := []int{k}
		if k < len(ts) && !negationWords[ts[k].w] && contracted[ts[k].w] == "" && !stop[ts[k].w] && !set("is are was were who that which")[ts[k].w] {
			out = append(out, k+1)
		}
		return out
	}
	values := func(d, c int, high bool) []int {
		var vs []int
		for i := range c {
			if high {
				vs = append(vs, n-1-i)
			} else {
				vs = append(vs, i)
			}
		}
		slices.Sort(vs)
		return vs
	}
	for k := 0; k+2 < len(ts); k++ {
		if ts[k].w != "the" {
			continue
		}
		// "the top three", "the bottom two" of the one ranking
		if r := mg.onlyRank(); r >= 0 && (ts[k+1].w == "top" || ts[k+1].w == "bottom") {
			if c := count(k + 2); c > 0 {
				if c >= n {
					return g, true, errorf("%q: there are only %d", phrase(ts, k, k+3), n)
				}
				return endGroup{start: []int{k}, end: ends(k + 3), d: r, vals: values(r, c, ts[k+1].w == "bottom"), top: true}, true, nil
			}
		}
		c := count(k + 1)
		if c == 0 {
			continue
		}
		if ts[k+2].w == "most" || ts[k+2].w == "least" {
			// "the two most expensive": a group, not read
			return g, true, errorf("%q: a group of %d at one end is not read here: say it of each one", phrase(ts, k, min(len(ts), k+4)), c)
		}
		// "the two oldest (gardeners)", "the three earliest arrivals"
		if w, sup := superlativeOf(ts[k+2].w); sup && ts[k+2].w != "most" && ts[k+2].w != "least" {
			if c >= n {
				return g, true, errorf("%q: there are only %d", phrase(ts, k, k+3), n)
			}
			d, err := mg.compared(ts, k+2, w, nil)
			if err != nil {
				return g, true, errorf("%q: %v", phrase(ts, k, k+3), err)
			}
			return endGroup{start: []int{k}, end: ends(k + 3), d: d, vals: values(d, c, mg.direction(w, d) > 0)}, true, nil
		}
		// "the two developers who fixed the most bugs"
		if k+3 < len(ts) && (ts[k+3].w == "who" || ts[k+3].w == "that") {
			for j := k + 4; j+1 < len(ts) && j <= k+8; j++ {
				if ts[j].w != "the" {
					continue
				}
				w, sup := superlativeOf(ts[j+1].w)
				if !sup {
					continue
				}
				if c >= n {
					return g, true, errorf("%q: there are only %d", phrase(ts, k, j+2), n)
				}
				d, err := mg.compared(ts, j+1, w, nil)
				if err != nil {
					return g, true, errorf("%q: %v", phrase(ts, k, j+2), err)
				}
				e := []int{j + 2}
				if hasCue(mg.lx.cues[d], wordAt(ts, j+2)) {
					e = []int{j + 3}
				}
				return endGroup{start: []int{k}, end: e, d: d, vals: values(d, c, mg.direction(w, d) > 0)}, true, nil
			}
		}
	}
	return g, false, nil
}

type groupQuantifier int

const (
	gNone groupQuantifier = iota
	gExists
	gNo
	gAll
)

// groupOpeners are the quantifiers before "the" of a group, at the start
// of a sentence.
var groupOpeners = []struct {
	words []string
	q     groupQuantifier
}{
	{[]string{"at", "least", "one", "of"}, gExists},
	{[]string{"exactly", "one", "of"}, gExists},
	{[]string{"only", "one", "of"}, gExists},
	{[]string{"just", "one", "of"}, gExists},
	{[]string{"one", "of"}, gExists},
	{[]string{"none", "of"}, gNo},
	{[]string{"neither", "of"}, gNo},
	{[]string{"not", "one", "of"}, gNo},
	{[]string{"both", "of"}, gAll},
	{[]string{"both"}, gAll},
	{[]string{"all", "of"}, gAll},
	{[]string{"all"}, gAll},
	{[]string{"each", "of"}, gAll},
	{nil, gAll}, // "The two youngest finished ..."
}

// groupPredicateStops may not stand in the predicate read of each value:
// they relate the group's members to each other or to a list ("grew the
// peonies and the roses, in some order").
var groupPredicateStops = set("and order respectively different same other another together between apart each both either neither they them their theirs former latter")

// endGroupSaid reads a sentence that names a group at one end; ok is false
// when it names none.
func (mg *magazine) endGroupSaid(s string) ([][]logicgrid.Clue, bool, error) {
	ts := tokenize(s)
	g, ok, err := mg.findEndGroup(ts)
	if !ok || err != nil {
		return nil, ok, err
	}
	start := g.start[0]
	refuse := func() ([][]logicgrid.Clue, bool, error) {
		if g.top {
			return nil, false, nil // "Ann finished in the top three": topN; else unread.go refuses
		}
		return nil, true, errorf("%q: a group of %d at one end of the %s is read only as \"at least one of\", \"none of\", \"both\" or \"one of\" the group with a predicate of each one: say it of each one", phrase(ts, start, g.end[0]), len(g.vals), mg.p.Domains[g.d].Name)
	}
	name := func(i int) string { return mg.p.Domains[g.d].Items[i] }
	// the quantifier before the group, at the start of the sentence
	q, qOK := gNone, false
	for _, o := range groupOpeners {
		if len(o.words) == start && slices.Equal(o.words, wordsOf(ts[:start])) {
			q, qOK = o.q, true
			break
		}
	}
	if qOK {
		var readings [][]logicgrid.Clue
		var first error
		for _, e := range g.end {
			if e >= len(ts) {
				continue
			}
			pred := strings.TrimSpace(s[ts[e].col-1:])
			if stopped(tokenize(pred)) {
				return refuse()
			}
			r, err := mg.groupOfEach(g, q, func(i int) string { return name(i) + " " + pred })
			if err != nil {
				first = keep(first, err)
				continue
			}
			if readings != nil && !sameReadings(readings, r) {
				return nil, true, errorf("%q: cannot tell where the group's words end", phrase(ts, start, g.end[len(g.end)-1]))
			}
			readings = r
		}
		if readings == nil {
			if first != nil {
				return nil, true, first
			}
			return refuse()
		}
		return readings, true, nil
	}
	// "X is one of the two youngest", "X was among the three earliest"
	if !slices.Contains(g.end, len(ts)) {
		return refuse()
	}
	from := -1
	switch {
	case start >= 2 && ts[start-2].w == "one" && ts[start-1].w == "of":
		from = start - 2
	case start >= 1 && ts[start-1].w == "among":
		from = start - 1
	}
	if from < 1 || stopped(ts[:from]) {
		return refuse()
	}
	head := s[:ts[from].col-1]
	var x *logicgrid.Item
	negated := false
	for i, v := range g.vals {
		rs, err := mg.clauses(head + name(v) + ".")
		if err != nil {
			return nil, true, err
		}
		if len(rs) != 1 || len(rs[0]) != 1 {
			return refuse()
		}
		c := rs[0][0]
		val := logicgrid.Item{D: g.d, I: v}
		if len(c.Items) != 2 || c.Kind != logicgrid.Same && c.Kind != logicgrid.Different {
			return refuse()
		}
		other := c.Items[0]
		if other == val {
			other = c.Items[1]
		} else if c.Items[1] != val {
			return refuse()
		}
		if i == 0 {
			x, negated = &other, c.Kind == logicgrid.Different
		} else if *x != other || negated != (c.Kind == logicgrid.Different) {
			return refuse()
		}
	}
	items := []logicgrid.Item{*x}
	for _, v := range g.vals {
		items = append(items, logicgrid.Item{D: g.d, I: v})
	}
	if negated {
		return [][]logicgrid.Clue{{{Kind: logicgrid.Different, Items: items}}}, true, nil
	}
	return [][]logicgrid.Clue{{{Kind: logicgrid.Either, Items: items}}}, true, nil
}

// groupOfEach reads the predicate of each value of g (said of it by
// sentence) and combines them as q says.
func (mg *magazine) groupOfEach(g endGroup, q groupQuantifier, sentence func(i int) string) ([][]logicgrid.Clue, error) {
	all := [][]logicgrid.Clue{nil}
	var y *logicgrid.Item
	var noneOf []logicgrid.Clue
	for _, v := range g.vals {
		val := logicgrid.Item{D: g.d, I: v}
		rs, err := mg.clauses(sentence(v))
		if err != nil {
			return nil, err
		}
		for _, r := range rs {
			for _, c := range r {
				if !slices.Contains(c.Items, val) {
					return nil, errorf("%q is not said of the one who is %s alone", sentence(v), mg.p.Domains[g.d].Items[v])
				}
			}
		}
		switch q {
		case gAll:
			all = mg.product(all, rs)
		case gExists, gNo:
			if len(rs) != 1 || len(rs[0]) != 1 {
				return nil, errorf("%q: the group's count is read only with a predicate that gives each one item", sentence(v))
			}
			c := rs[0][0]
			if q == gExists {
				if c.Kind != logicgrid.Same || len(c.Items) != 2 {
					return nil, errorf("%q: \"one of\" a group is read only with a predicate that gives each one item", sentence(v))
				}
				other := c.Items[0]
				if other == val {
					other = c.Items[1]
				}
				if y != nil && *y != other || other.D == g.d {
					return nil, errorf("%q: not one item for each", sentence(v))
				}
				y = &other
				continue
			}
			// none: the negation of "v is y" or "v is one of Y" (Y of one category)
			if c.Kind != logicgrid.Same && c.Kind != logicgrid.Either || c.Items[0] != val && c.Kind == logicgrid.Either {
				return nil, errorf("%q: \"none of\" a group is read only with a predicate that gives each one item", sentence(v))
			}
			var others []logicgrid.Item
			for _, it := range c.Items {
				if it != val {
					others = append(others, it)
				}
			}
			for _, it := range others {
				if it.D != others[0].D || it.D == g.d {
					return nil, errorf("%q: the items are not of one category", sentence(v))
				}
			}
			noneOf = append(noneOf, logicgrid.Clue{Kind: logicgrid.Different, Items: append([]logicgrid.Item{val}, others...)})
		}
	}
	switch q {
	case gExists:
		items := []logicgrid.Item{*y}
		for _, v := range g.vals {
			items = append(items, logicgrid.Item{D: g.d, I: v})
		}
		return [][]logicgrid.Clue{{{Kind: logicgrid.Either, Items: items}}}, nil
	case gNo:
		return [][]logicgrid.Clue{noneOf}, nil
	}
	return mg.uniqueClues(all), nil
}

// wordsOf is the words of ts.
func wordsOf(ts []tok) []string {
	out := make([]string, 0, len(ts))
	for _, t := range ts {
		out = append(out, t.w)
	}
	return out
}

// stopped reports whether ts has a word of groupPredicateStops.
func stopped(ts []tok) bool {
	for _, t := range ts {
		if groupPredicateStops[t.w] {
			return true
		}
	}
	return false
}

// countBeforeSuperlative refuses a superlative at k with a count before
// it ("the two oldest", "the three earliest arrivals") or before the noun
// a "who" describes ("the two developers who fixed the most bugs"): a
// group at one end, which read as the one extreme would drop the count.
func countBeforeSuperlative(ts []tok, inMention []bool, k int) error {
	counted := func(j int) bool {
		v, num := numberOf(wordAt(ts, j))
		return j >= 0 && !inMention[j] && num && v >= 2 && ts[j].w != "a" && ts[j].w != "an"
	}
	if k >= 1 && counted(k-1) {
		return errorf("%q: a group of %s at one end is not read here: say it of each one", phrase(ts, k-1, k+1), ts[k-1].raw)
	}
	for j := k - 1; j >= 2 && j >= k-8; j-- {
		if (ts[j].w == "who" || ts[j].w == "that") && counted(j-2) && wordAt(ts, j-3) == "the" {
			return errorf("%q: a group of %s at one end is not read here: say it of each one", phrase(ts, j-3, k+1), ts[j-2].raw)
		}
	}
	return nil
}

// firstFew refuses "the first two", "the last three" (a count said in
// words after "first" or "last", outside the mentions): a group at one
// end, which read as the first or the last would drop the count. ("In one
// of the first two houses" of a numbered category is read before this:
// groupsSaid.)
func firstFew(ts []tok, inMention []bool) error {
	for k := 0; k+1 < len(ts); k++ {
		// (the ordinal may be a mention itself, "first" of places 1st to
		// 5th; "finished first, two minutes ahead" has a comma between)
		if inMention[k+1] || ts[k].w != "first" && ts[k].w != "last" || ts[k+1].col-1 != ts[k].end+1 {
			continue
		}
		if n := numberWords[ts[k+1].w]; n >= 2 {
			return errorf("%q: a group of %s at one end is not read here: say it of each one", phrase(ts, k, k+2), ts[k+1].raw)
		}
	}
	return nil
}
