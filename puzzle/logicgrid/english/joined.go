package english

// Joining a staff, a club or a school, where the puzzle counts how long
// each has been there ("service: 4 years, 6 years, ...") and has no
// start (no year, date or time joined): a later start is a shorter stay,
// as everyone is counted to the same day. "The 5'10" librarian joined two
// years after Ms. Ibarra" is two years' less service; "Mr. Hale joined the
// library before any of the others" the most; "Mrs. Jensen is the most
// recent hire" the least. Where the puzzle has a start category, the
// start is compared as said (sentence.go's sinceWhen goes the other way:
// "has been there longest" is the earliest start).

// joinVerbs start a stay that lasts until now; startVerbs do only with a
// place or work after them ("started at the library", "began working").
var (
	joinVerbs  = set("joined join joins joining hired recruited enrolled enlisted appointed employed")
	startVerbs = set("started starts start starting began begins begin")
	hireNouns  = set("hire hires recruit recruits joiner joiners arrival arrivals addition additions appointment newcomer newcomers starter starters employee employees member members resident residents tenant tenants neighbour neighbours neighbor neighbors occupant occupants")
)

// tenure reports whether the puzzle measures stays in years or months
// (service, membership) and has no start of them: no category of years,
// dates, months, weekdays or clock times.
func (mg *magazine) tenure() bool {
	span := false
	for d, nm := range mg.num {
		if nm == nil {
			continue
		}
		if timeClass(nm.class) {
			return false
		}
		if mg.lastingSpan(d) {
			switch singular(firstWord(nm.unit)) {
			case "year", "month", "decade", "yr":
				span = true
			}
		}
	}
	return span
}

// joinWords rewrites the start of a stay as its length, in a puzzle of
// tenure: "joined after" is "shorter than", "joined before" "longer than",
// "joined first" the longest, "the most recent hire" the shortest; it
// reports whether it rewrote anything (the sentence then measures a
// length of time only: durationOnly).
func (mg *magazine) joinWords(ts []tok) ([]tok, bool) {
	if !mg.tenure() {
		return mg.newestOfStaff(ts)
	}
	joined := func(k int) bool { // token k starts a stay
		w := wordAt(ts, k)
		return joinVerbs[w] || startVerbs[w] && set("at with working work on in")[wordAt(ts, k+1)]
	}
	var out []tok
	changed := false
	as := func(k int, ws ...string) {
		for _, w := range ws {
			t := ts[k]
			t.w = w
			out = append(out, t)
		}
		changed = true
	}
	for k := 0; k < len(ts); k++ {
		w := ts[k].w
		verbBefore := false
		for j := k - 1; j >= 0 && j >= k-6; j-- {
			if joined(j) {
				verbBefore = true
				break
			}
		}
		// "the first to join", "the last to be hired"
		verbAfter := wordAt(ts, k+1) == "to" && (joined(k+2) || wordAt(ts, k+2) == "be" && joined(k+3))
		switch {
		case (w == "after" || w == "before") && verbBefore && wordAt(ts, k+1) != "than":
			as(k, map[string]string{"after": "shorter", "before": "longer"}[w], "than")
		case (w == "later" || w == "earlier" || w == "sooner") && verbBefore:
			as(k, map[string]string{"later": "shorter", "earlier": "longer", "sooner": "longer"}[w])
		case (w == "first" || w == "last") && (verbBefore && k > 0 && joined(k-1) || verbAfter):
			as(k, map[string]string{"first": "longest", "last": "shortest"}[w])
		case w == "most" && wordAt(ts, k+1) == "recent" && hireNouns[wordAt(ts, k+2)]:
			as(k, "shortest")
			k++
		case (w == "newest" || w == "latest") && (hireNouns[wordAt(ts, k+1)] || singular(wordAt(ts, k+1)) == domainNoun(mg.p.Domains[0].Name)): // "the newest keeper" of keepers
			as(k, "shortest")
		case w == "earliest" && hireNouns[wordAt(ts, k+1)]:
			as(k, "longest")
		default:
			out = append(out, ts[k])
		}
	}
	if !changed {
		return ts, false
	}
	return out, true
}

// newestOfStaff rewrites "the newest keeper" (the category of people's
// own noun) as the shortest stay where a category is years of service and
// another is points in time (no tenure: "joined after" may be either):
// "newest" is never a time of day (unseen61).
func (mg *magazine) newestOfStaff(ts []tok) ([]tok, bool) {
	span := false
	for d, nm := range mg.num {
		span = span || nm != nil && mg.lastingSpan(d) && set("year month")[singular(firstWord(nm.unit))]
	}
	if !span {
		return ts, false
	}
	changed := false
	for k := range ts {
		if ts[k].w == "newest" && singular(wordAt(ts, k+1)) == domainNoun(mg.p.Domains[0].Name) {
			ts[k].w, changed = "shortest", true
		}
	}
	return ts, changed
}
