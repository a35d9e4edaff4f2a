package english

import "strings"

// A second clause's comparison that names no one to compare with, after a
// first clause that compares its subject with one other (unseen37): "The
// York train leaves 45 minutes after Ms. Iqbal's, and its fare is $14
// less" is less than Ms. Iqbal's; "Ann arrived before Bo and paid $5
// more" paid more than Bo. The comparative must end the clause, which
// names only the first clause's subject (and an amount), or be followed
// by a category's noun only ("..., but in an earlier year"); sameThan reads
// the clause that opens with the subject's own name.

// elidedThan is clause with " than " and the first clause's other item
// after its comparative, or clause as it is.
func (mg *magazine) elidedThan(clause, first string) string {
	ts := tokenize(clause)
	if len(ts) < 2 || hasWord(ts, "than") {
		return clause
	}
	at := len(ts) - 1
	if _, cmp := comparatives[ts[at].w]; !cmp && (mg.namesCategory(ts[at].w) || set("year month day week time")[ts[at].w]) {
		at-- // "..., but in an earlier year": the comparative and its category's noun
	}
	last := ts[at].w
	if _, cmp := comparatives[last]; !cmp || last == "before" || last == "after" || last == "ahead" || last == "behind" || last == "above" || last == "below" {
		return clause
	}
	for _, t := range ts[:at] {
		if _, cmp := comparatives[t.w]; cmp {
			return clause // two comparatives
		}
	}
	cms := mg.amountsOut(ts, mg.lx.mentions(ts))
	fts := tokenize(first)
	fms := mg.amountsOut(fts, mg.lx.mentions(fts))
	if len(cms) != 1 || len(fms) != 2 || len(cms[0].items) != 1 || len(fms[0].items) != 1 || cms[0].items[0] != fms[0].items[0] {
		return clause
	}
	cmp := 0
	for k := fms[0].end; k < fms[1].start; k++ {
		if _, ok := comparatives[fts[k].w]; ok {
			cmp++
		}
	}
	if cmp != 1 || fms[1].end < len(fts) && !strings.HasPrefix(strings.TrimSpace(first[fts[fms[1].end-1].end:]), ".") && strings.TrimSpace(first[fts[fms[1].end-1].end:]) != "" {
		return clause // the other item must end the first clause
	}
	obj := first[fts[fms[1].start].col-1 : fts[fms[1].end-1].end]
	return strings.TrimRight(strings.TrimSpace(clause), ".!") + " than " + obj
}

// theOfTwo is a clause saying which of two is the more so: "Abbey Bridge
// is the younger of the two", "..., though she is the taller".
var theOfTwo = lazyRE(`(?i)^\s*(.+?) (is|was|are|were) the (\pL+er)(?: one)?(?: of (?:the|those|these) two| of them| of the pair)?[.!]?\s*$`)

// ofTwoAfter is such a clause said against the other of the two items the
// first clause names ("Mill Bridge opened in a later month than Abbey
// Bridge, though Abbey Bridge is the younger of the two": "Abbey Bridge is
// younger than Mill Bridge"), or clause as it is.
func (mg *magazine) ofTwoAfter(clause, first string) string {
	m := theOfTwo.FindStringSubmatch(clause)
	if m == nil || !isComparativeWord(strings.ToLower(m[3])) || !mg.onlyMention(m[1]) {
		return clause
	}
	fts := tokenize(first)
	fms := mg.amountsOut(fts, mg.lx.mentions(fts))
	if len(fms) != 2 {
		return clause
	}
	x := mg.lx.mentions(tokenize(m[1]))
	if len(x) != 1 || len(x[0].items) != 1 {
		return clause
	}
	for i, fm := range fms {
		if len(fm.items) == 1 && fm.items[0] == x[0].items[0] {
			other := fms[1-i]
			return m[1] + " " + m[2] + " " + m[3] + " than " + first[fts[other.start].col-1:fts[other.end-1].end]
		}
	}
	return clause
}
