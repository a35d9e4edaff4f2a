package english

// nightStep reads "the night before", "the evening after" as one day, as
// "the day before" is read, when the puzzle has a category of days (days
// of the week or dates) and the word names no category's own unit (not
// "3 nights" of a stay, which the unit reading takes). A schedule of
// evenings is a schedule of days: "the Dempseys had me the night before
// the Adeyemis" is exactly one day earlier.
func (mg *magazine) nightStep(ts []tok, inMention []bool, at int) (*amount, bool) {
	if at < 2 || inMention[at-1] || inMention[at-2] {
		return nil, false
	}
	w := ts[at-1].w
	if w != "night" && w != "evening" {
		return nil, false
	}
	if a := ts[at-2].w; a != "the" && a != "a" {
		return nil, false
	}
	if !nightStepWords[wordAt(ts, at)] || mg.isDomainUnit(w) || !mg.hasDays() {
		return nil, false
	}
	return &amount{v: 1, unit: "day"}, true
}

// hasDays reports whether some category's items are days: days of the
// week or dates.
func (mg *magazine) hasDays() bool {
	for _, nm := range mg.num {
		if nm != nil && (nm.class == weekday || nm.class == date) {
			return true
		}
	}
	return false
}

var nightStepWords = set("before after earlier later")

// "The Browns host the night after the Garcias" (bank12 b12-03-supper):
// where a category is days of the week or dates, "the night after" and
// "the night before" are the next and the previous day, as "the day
// after". It was read as "after" alone (the night dropped): a silent
// misreading. "Night" is no unit anywhere else ("won the night").

// "Two nights before" is two days before.

// nightIsDay reports whether token k is "night" ("nights", "evening") and some category is
// weekdays or dates, and no category counts in nights.
func (mg *magazine) nightIsDay(ts []tok, k int) bool {
	if !set("night nights evening evenings")[wordAt(ts, k)] || mg.isDomainUnit(wordAt(ts, k)) {
		return false // "stayed four nights longer": a category's own unit
	}
	return mg.hasDays()
}
