package english

import "strings"

// A contest of sizes: "The Great Sunflower Race" measures heights, a
// marrow show weighs its marrows, a fishing derby the lengths of the
// catch. There "Ezra's sunflower beat Alfie's" compares along the one
// measure, bigger being better (direction reads "beat" as "ahead of":
// more).

// contestWords say the introduction is of a contest.
var contestWords = set("contest contests competition competitions competed compete race show championship challenge prize prizes trophy tournament derby judged judging")

// sizeNouns name a measure a contest of sizes is won by, the bigger the
// better.
var sizeNouns = set("height heights length lengths weight weights size sizes span girth")

// contestMeasure reports whether "beat" compares along category d: the
// introduction is of a contest, d is a measure of size (heights, weights,
// lengths) and the puzzle's only one, and nothing is ranked (places, a
// score or a time would be what "beat" compares).
func (mg *magazine) contestMeasure(d int) bool {
	if !mg.sizeMeasure(d) {
		return false
	}
	for e := range mg.p.Domains {
		if e != d && (mg.sizeMeasure(e) || mg.ranked(e)) {
			return false
		}
	}
	intro := strings.ToLower(mg.p.Title + " " + mg.p.Story)
	for _, w := range words(intro) {
		if contestWords[w] {
			return true
		}
	}
	return false
}

// sizeMeasure reports whether category d measures a size: heights in feet
// and inches, or a category named a height, a length, a weight.
func (mg *magazine) sizeMeasure(d int) bool {
	nm := mg.num[d]
	if nm == nil {
		return false
	}
	if nm.class == height {
		return true
	}
	if nm.class != number {
		return false
	}
	for _, w := range words(mg.p.Domains[d].Name) {
		if sizeNouns[w] {
			return true
		}
	}
	return false
}
