package english

import "strings"

// A second clause's comparison that names no one to compare with, after a
// first clause that compares its subject with one other (unseen37): "The
// York train leaves 45 minutes after Ms. Iqbal's, and its fare is $14
// less" is less than Ms. Iqbal's; "Ann arrived before Bo and paid $5
// more" paid more than Bo. The comparative must end the clause, which
// names only the first clause's subject (and an amount); sameThan reads
// the clause that opens with the subject's own name.

// elidedThan is clause with " than " and the first clause's other item
// after its comparative, or clause as it is.
func (mg *magazine) elidedThan(clause, first string) string {
	ts := tokenize(clause)
	if len(ts) < 2 || hasWord(ts, "than") {
		return clause
	}
	last := ts[len(ts)-1].w
	if _, cmp := comparatives[last]; !cmp || last == "before" || last == "after" || last == "ahead" || last == "behind" || last == "above" || last == "below" {
		return clause
	}
	for _, t := range ts[:len(ts)-1] {
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
