package english

import (
	"slices"
	"strings"
)

// Parts of a week (unseen72): "Cold Harbour premieres midweek", "The Puffin
// doesn't sail at the weekend". With a category of weekdays, "at the
// weekend" is its Saturday or Sunday (both must be items, and some other
// day too), and "midweek" is Wednesday where the days are Monday to
// Friday (the one middle day; elsewhere it is not read); "both weekend
// sailings" are the Saturday one and the Sunday one. The phrase is said
// as those days ("on Saturday or Sunday"), which the other readings take.

var (
	atWeekend  = lazyRE(`(?i)\b(?:at|on|over|during) the weekend\b|\bat weekends\b`)
	weekendTwo = lazyRE(`(?i)\bboth (?:the |of the )?weekend (\pL+?)s\b`)
	midweek    = lazyRE(`(?i)\b(?:in )?mid-?week\b|\bin the middle of the week\b`)
)

// weekPartsSaid is s with such a phrase said as its days, or s.
func (mg *magazine) weekPartsSaid(s string) string {
	if !strings.Contains(strings.ToLower(s), "week") || !atWeekend.MatchString(s) && !midweek.MatchString(s) && !weekendTwo.MatchString(s) {
		return s
	}
	d := mg.onlyClass(weekday)
	if d < 0 {
		return s // none, or two categories of days: which?
	}
	items := mg.p.Domains[d].Items
	day := func(name string) string {
		for _, it := range items {
			if strings.HasPrefix(strings.ToLower(name), strings.ToLower(strings.TrimSuffix(strings.TrimSpace(it), "."))) && len(strings.TrimSpace(it)) >= 3 {
				return it
			}
		}
		return ""
	}
	if sat, sun := day("saturday"), day("sunday"); sat != "" && sun != "" && len(items) > 2 {
		s = atWeekend.ReplaceAllString(s, "on "+sat+" or "+sun)
		if len(items) > 3 { // "both weekend sailings": the two of them
			s = weekendTwo.ReplaceAllString(s, "both the "+sat+" $1 and the "+sun+" $1")
		}
	}
	if len(items) == 5 && day("monday") == items[0] && day("friday") == items[4] && day("wednesday") == items[2] {
		s = midweek.ReplaceAllString(s, "on "+items[2])
	}
	return s
}

// onlyClass is the puzzle's one category of numbers of the classes given
// (clock times; weekdays), or -1 when it has none or several.
func (mg *magazine) onlyClass(classes ...numClass) int {
	found := -1
	for d, nm := range mg.num {
		if nm != nil && slices.Contains(classes, nm.class) {
			if found >= 0 {
				return -1
			}
			found = d
		}
	}
	return found
}
