package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// Months of a category of dates (unseen21): "The 8-year-old has an April
// birthday", "Pete was born in March", "Liam's birthday is in April, after
// Pete's". With a category of dates ("March 4", "April 21"), a month no
// item names is the dates in it: the one it is said of has none of the
// others. The month was dropped before ("in April, after Pete's" read as
// "after Pete's"); now it is read, or the sentence is refused.

// monthPart reads a sentence with a month that is no item (ok false when
// it has none): the rest of the sentence as usual, and the subject's date
// in that month (or, negated, not in it).
func (mg *magazine) monthPart(s string) (readings [][]logicgrid.Clue, ok bool, err error) {
	ts := tokenize(s)
	ms := mg.lx.mentions(ts)
	at := -1
	for k, t := range ts {
		if !inMentions(ms, k) && monthWord(t) {
			if at >= 0 {
				return nil, true, errorf("%q and %q: two months in one sentence are not read: split it into simpler sentences", ts[at].raw, t.raw)
			}
			at = k
		}
	}
	if at < 0 {
		return nil, false, nil
	}
	month := monthOf(ts[at].w)
	d := mg.dateDomain()
	if d < 0 {
		return nil, true, errorf("%q: a month is read only of a category of dates (\"April 2\")", ts[at].raw)
	}
	// the phrase: "in April", "during April", "an April birthday"
	start, end := -1, -1
	switch prev := wordAt(ts, at-1); {
	case at > 0 && (prev == "in" || prev == "during"):
		start, end = at-1, at+1
	case at > 0 && (prev == "a" || prev == "an") && at+1 < len(ts) && !inMentions(ms, at+1) && !stop[ts[at+1].w]:
		start, end = at-1, at+2
	default:
		return nil, true, errorf("%q: a month is read only as \"in %s\" or \"%s %s birthday\"", ts[at].raw, ts[at].raw, article(ts[at].w), ts[at].raw)
	}
	rest := strings.Join(strings.Fields(s[:ts[start].col-1]+" "+s[ts[end-1].end:]), " ")
	rest = strings.ReplaceAll(strings.ReplaceAll(rest, " ,", ","), " .", ".")
	rest = strings.TrimSuffix(strings.TrimSpace(rest), ",")
	rts := tokenize(rest)
	rms := mg.lx.mentions(rts)
	if len(rms) == 0 || len(rms[0].items) != 1 {
		return nil, true, errorf("%q: cannot tell whose date is in %s", s, ts[at].raw)
	}
	if len(ms) > 1 && ms[1].start < at && ms[0].start < at {
		// "Bo's birthday is after Liam's, in April": whose is in April?
		return nil, true, errorf("%q: cannot tell whose date is in %s: say it right after the one it is said of", s, ts[at].raw)
	}
	negated := false
	for _, t := range rts {
		if set("either or neither nor unless if")[t.w] {
			return nil, true, errorf("\"in %s\" with %q is not read: say which dates", ts[at].raw, t.raw)
		}
		negated = negated || negationWords[t.w]
	}
	if negated && len(rms) > 1 {
		return nil, true, errorf("\"in %s\" with a negation and other items is not read: split it into simpler sentences", ts[at].raw)
	}
	x := rms[0].items[0]
	readings = [][]logicgrid.Clue{nil}
	if len(rms) > 1 {
		if readings, err = mg.clauses(rest); err != nil {
			return nil, true, err
		}
	}
	var part []logicgrid.Clue
	in := 0
	for i, it := range mg.p.Domains[d].Items {
		inMonth := itemMonth(it) == month
		if inMonth {
			in++
		}
		if x.D == d && x.I == i {
			if inMonth == negated {
				return nil, true, errorf("%s is not in %s", it, ts[at].raw)
			}
			continue
		}
		if inMonth == negated {
			part = append(part, logicgrid.Clue{Kind: logicgrid.Different, Items: []logicgrid.Item{x, {D: d, I: i}}})
		}
	}
	if in == 0 {
		return nil, true, errorf("no date of the %s is in %s", mg.p.Domains[d].Name, ts[at].raw)
	}
	if x.D != d && len(part) == len(mg.p.Domains[d].Items) {
		return nil, true, errorf("%q: every date of the %s is ruled out", s, mg.p.Domains[d].Name)
	}
	out := make([][]logicgrid.Clue, len(readings))
	for i, cs := range readings {
		out[i] = append(append([]logicgrid.Clue(nil), cs...), part...)
	}
	return out, true, nil
}

// monthWord reports whether t is a month's name, capitalised ("May" as a
// month, "may" as a verb) and spelt out or cut to three letters ("Apr").
func monthWord(t tok) bool {
	if !capitalised(t.raw) {
		return false
	}
	w := strings.TrimSuffix(t.w, ".")
	for _, m := range monthNames {
		if w == m || len(w) == 3 && strings.HasPrefix(m, w) && w != "mar" && w != "may" && w != "jun" {
			return true
		}
	}
	return w == "mar" && strings.HasSuffix(t.raw, ".")
}

// itemMonth is the month (1-12) of a date item ("April 2", "2 April"), or 0.
func itemMonth(name string) int {
	name = strings.TrimSpace(name)
	if m := reDate.FindStringSubmatch(name); m != nil {
		return monthOf(m[1])
	}
	if m := reDayMonth.FindStringSubmatch(name); m != nil {
		return monthOf(m[2])
	}
	return 0
}

// dateDomain is the puzzle's one category of dates with a month each,
// or -1.
func (mg *magazine) dateDomain() int {
	found := -1
	for d, dom := range mg.p.Domains {
		all := len(dom.Items) > 0
		for _, it := range dom.Items {
			all = all && itemMonth(it) > 0
		}
		if !all {
			continue
		}
		if found >= 0 {
			return -1
		}
		found = d
	}
	return found
}

// article is "an" before a vowel ("an April birthday"), else "a".
func article(w string) string {
	if w != "" && strings.ContainsRune("aeiou", rune(w[0])) {
		return "an"
	}
	return "a"
}
