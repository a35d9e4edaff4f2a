package english

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
	for _, nm := range mg.num {
		if nm != nil && (nm.class == weekday || nm.class == date) {
			return true
		}
	}
	return false
}
