package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// A relative clause set off by commas that tells of another occasion
// ("Universally Challenged, who won a fortnight ago, finished behind Les
// Quizerables", "Ann, who came first last year, ...") is background: the
// puzzle's grid is of this occasion, so the aside says nothing of it.
// It is left out only when it names no item, amount or comparison, its
// time is said ("a fortnight ago", "last season", "the year before"), and
// the puzzle has no category of dates, times, days, months or years (in
// which that occasion could be one of the items); else the sentence is
// read, or refused, as before.

// pastTime is a phrase of another occasion ending an aside.
var pastTime = lazyRE(`(?i)\s+(?:(?:a|an|one|two|three|four|five|six|\d+)\s+(?:days?|weeks?|fortnights?|months?|years?|seasons?)\s+ago|last\s+(?:week|month|year|season|time|term|summer|winter|spring|autumn|fall|night|weekend)|the\s+(?:previous|last)\s+(?:week|month|year|season|time|term|weekend)|the\s+(?:week|month|year|season|weekend|time)\s+before|previously|in\s+the\s+past|years\s+ago)$`)

// pastAside reads s without such an aside (ok false when s has none). An
// aside of another occasion that names an item or an amount ("who scored
// 30 points a fortnight ago"), or in a puzzle with a category of times,
// is refused: which occasion the grid is of cannot be told.
func (mg *magazine) pastAside(s string) ([][]logicgrid.Clue, bool, error) {
	m := relative.FindStringSubmatch(s)
	if m == nil || !strings.HasPrefix(strings.ToLower(s[len(m[1]):]), ", who ") || !mg.onlyMention(m[1]) {
		return nil, false, nil
	}
	loc := pastTime.FindStringIndex(m[2])
	if loc == nil {
		return nil, false, nil
	}
	what := m[2][:loc[0]]
	if !mg.hasVerb(what) {
		return nil, false, nil
	}
	refuse := func() ([][]logicgrid.Clue, bool, error) {
		return nil, true, errorf("%q tells of another occasion (%q): whether the puzzle's items are of it cannot be told", "who "+m[2], strings.TrimSpace(m[2][loc[0]:]))
	}
	ts := tokenize(what)
	if mg.hasTime() || len(mg.lx.mentions(ts)) > 0 {
		return refuse()
	}
	for k, t := range ts {
		_, cmp := comparatives[t.w]
		if cmp || amountish(ts, k) || genderNouns[t.w] != unknownGender || negationWords[t.w] {
			return refuse()
		}
	}
	cs, err := mg.clauses(m[1] + " " + m[3])
	return cs, true, err
}
