package english

import (
	"math"
	"slices"
	"strings"

	"deduce/puzzle/logicgrid"
)

// Days of one month written as ordinals (unseen34): "dates: 2nd, 9th,
// 16th, 23rd", "nights: 1st, 2nd, 3rd". They are dates, days apart, not
// places in a ranking: "a fortnight before" is 14 days, "the week after"
// 7 (it was read as one place along). Only a category named for dates or
// days, every item an ordinal of a day (1st to 31st).

// monthDaysNamed reports whether a category of ordinal numbers (items,
// their values vals) is days of a month by its name.
func monthDaysNamed(name string, items []string, nm numeric, vals []float64) bool {
	if nm.class != number || !ordinalSuffixed(items) || nm.unit != "" || !namedFor(name, "date", "day", "night", "evening") || namedFor(name, "days") && len(vals) > 0 && vals[0] == 1 && consecutiveFrom1(vals) {
		return false
	}
	for _, v := range vals {
		if v < 1 || v > 31 || v != float64(int(v)) {
			return false
		}
	}
	return true
}

// consecutiveFrom1 reports whether vals are 1, 2, 3, ... in order: "days:
// 1st, 2nd, 3rd" may count days of a trip as well as dates; either reads
// the same ("the day after" is one), so they are left as they were.
func consecutiveFrom1(vals []float64) bool {
	for i, v := range vals {
		if v != float64(i+1) {
			return false
		}
	}
	return true
}

// calendarMonths reads "a month after", "the month before", "two months
// later" along a category of dates of the year ("14 March, 2 April"): the
// later one's date falls that many calendar months after the other's,
// on any day of that month ("the month after 14 March" is any day of
// April). ok is false unless am is months and d dates with their months.
func (mg *magazine) calendarMonths(earlier, later logicgrid.Item, d int, am *amount) ([]logicgrid.Clue, bool, error) {
	if am == nil || singular(am.unit) != "month" || mg.num[d] == nil || mg.num[d].class != date || am.v != math.Trunc(am.v) || am.v < 1 {
		return nil, false, nil
	}
	for _, it := range mg.p.Domains[d].Items {
		if !reDayMonth.MatchString(strings.TrimSpace(it)) && !reDate.MatchString(strings.TrimSpace(it)) {
			if _, rest, ok := weekdayDate(it); !ok || !reDayMonth.MatchString(rest) {
				return nil, true, errorf("%q: a month after is read only of dates with their months", mg.p.Domains[d].Name)
			}
		}
	}
	k := int(am.v)
	cs, some := relate(mg.p, earlier, later, d, func(a, b int) bool {
		return monthOfDay(mg.p.Value(d, b)/int(mg.num[d].scale))-monthOfDay(mg.p.Value(d, a)/int(mg.num[d].scale)) == k
	})
	if !some {
		return nil, true, errorf("no two %s are %d month(s) apart", mg.p.Domains[d].Name, k)
	}
	return cs, true, nil
}

// laterInMonth is "later in June than", "earlier in the month than": a
// comparison of dates said within their month (unseen51).
var laterInMonth = lazyRE(`(?i)\b(later|earlier|sooner) in (January|February|March|April|May|June|July|August|September|October|November|December) than\b`)

// inMonthSaid is s with "later in June than" said "later than" where every
// date of the puzzle's one category of dates is in June (elsewhere it
// would say more: both are in June; left as written and refused).
func (mg *magazine) inMonthSaid(s string) string {
	return laterInMonth.ReplaceAllStringFunc(s, func(m string) string {
		g := laterInMonth.FindStringSubmatch(m)
		month := strings.ToLower(g[2])
		dates := 0
		for d, nm := range mg.num {
			if nm == nil || nm.class != date {
				continue
			}
			dates++
			for _, it := range mg.p.Domains[d].Items {
				if !slices.Contains(words(it), month) {
					return m
				}
			}
		}
		if dates != 1 {
			return m
		}
		return g[1] + " than"
	})
}
