package english

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
