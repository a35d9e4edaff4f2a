package english

import (
	"strings"

	"deduce/puzzle/logicgrid"
)

// An end time from a start and a length (unseen34): "Kitchen Wars finishes
// at half past eight, and Money Talks also ends then" (start times and
// running times), "The bus to Caistor gets in at half past seven"
// (departures and journey times): the thing's start plus its length is
// that time. Read only where the puzzle has one category of clock times
// (the starts, not named for ends or arrivals) and one of lengths of time,
// and the time said is no item but a start's (a start is never the end:
// "ends at 9:00pm" is no show starting then); a time on the 12-hour dial ("half past
// eight") is taken in the half of the day where some start and length
// add up to it, and refused where both could.

// endsAt is "X finishes at T", with an optional "and Y also ends then".
var endsAt = lazyRE(`(?i)^(.+?) (finishes|finished|ends|ended|gets in|got in|pulls in|pulled in|arrives|arrived|is over|was over|wraps up|wrapped up|comes off air|came off air) at ([^,]+?)(?:,? and (?:so (?:does|did) (.+?)|(.+?) (?:also )?(?:finishes|finished|ends|ended|gets in|got in|arrives|arrived|does|did) (?:then|at the same time|too)))?\s*[.!]?$`)

// endTime reads such a sentence; ok is false when it is none.
func (mg *magazine) endTime(s string) ([][]logicgrid.Clue, bool, error) {
	m := endsAt.FindStringSubmatch(s)
	if m == nil {
		return nil, false, nil
	}
	verb := strings.ToLower(m[2])
	m = append(m[:2], m[3:]...) // m[2] the time, m[3], m[4] a second subject
	subjects := []string{m[1]}
	if m[3] != "" {
		subjects = append(subjects, m[3])
	}
	if m[4] != "" {
		subjects = append(subjects, m[4])
	}
	starts, lengths := -1, -1
	for d, nm := range mg.num {
		switch {
		case nm == nil:
		case nm.class == clock:
			if starts >= 0 {
				return nil, false, nil
			}
			starts = d
		case nm.class == number && isDuration(nm):
			if lengths >= 0 {
				return nil, false, nil
			}
			lengths = d
		}
	}
	if starts < 0 || lengths < 0 || namedFor(mg.p.Domains[starts].Name, "arriv", "finish", "end") {
		return nil, false, nil
	}
	if arrivalVerbs[verb] && !namedFor(mg.p.Domains[starts].Name, "depart", "leav") {
		return nil, false, nil // "Ann arrived at 9:10am" for an appointment is its start: only a journey from its departure arrives at its end
	}
	t := strings.TrimSpace(m[2])
	for _, m := range mg.lx.mentions(tokenize(t)) {
		if len(m.items) != 1 || m.items[0].D != starts {
			return nil, false, nil // "finishes at 9:00pm" of another category's item: read as such
		}
		// a start time said as the end: the end, never the start
	}
	var items []logicgrid.Item
	for _, subj := range subjects {
		if !mg.onlyMention(subj) {
			return nil, false, nil
		}
		items = append(items, mg.lx.mentions(tokenize(subj))[0].items[0])
	}
	whens, err := clockSaid(t)
	if err != nil {
		return nil, true, err
	}
	perMinute := 1.0 // the lengths' unit in minutes
	switch unitNames[firstWord(mg.num[lengths].unit)] {
	case "hour":
		perMinute = 60
	case "second":
		perMinute = 1.0 / 60
	}
	var fit []int
	for _, when := range whens {
		ok := true
		for range items {
			ok = ok && len(mg.endPairs(starts, lengths, perMinute, when)) > 0
		}
		if ok {
			fit = append(fit, when)
		}
	}
	switch len(fit) {
	case 0:
		return nil, true, errorf("%q: no start and length add up to %s", s, t)
	case 1:
	default:
		return nil, true, errorf("%q: %s in the morning or the evening? Say am or pm", s, t)
	}
	pairs := mg.endPairs(starts, lengths, perMinute, fit[0])
	fs := &facts{first: logicgrid.Item{D: 0, I: 0}}
	is := func(a, b logicgrid.Item) fact { return fact{a, b, true} }
	not := func(a, b logicgrid.Item) fact { return fact{a, b, false} }
	for _, x := range items {
		for i := range mg.p.Domains[starts].Items {
			j, ok := pairs[i]
			if !ok {
				fs.clause(not(x, logicgrid.Item{D: starts, I: i}))
				continue
			}
			fs.clause(not(x, logicgrid.Item{D: starts, I: i}), is(x, logicgrid.Item{D: lengths, I: j}))
			fs.clause(not(x, logicgrid.Item{D: lengths, I: j}), is(x, logicgrid.Item{D: starts, I: i}))
		}
		for j := range mg.p.Domains[lengths].Items {
			used := false
			for _, jj := range pairs {
				used = used || jj == j
			}
			if !used {
				fs.clause(not(x, logicgrid.Item{D: lengths, I: j}))
			}
		}
	}
	if len(items) == 2 {
		fs.clause(not(items[0], items[1])) // two that end at once are two
	}
	return [][]logicgrid.Clue{fs.out}, true, nil
}

// endPairs maps each start (index) to the length (index) that ends at when
// (minutes after midnight).
func (mg *magazine) endPairs(starts, lengths int, perMinute float64, when int) map[int]int {
	out := map[int]int{}
	ss, ls := mg.num[starts].scale, mg.num[lengths].scale
	for i := range mg.p.Domains[starts].Items {
		for j := range mg.p.Domains[lengths].Items {
			start := float64(mg.p.Value(starts, i)) / ss
			length := float64(mg.p.Value(lengths, j)) / ls * perMinute
			if d := start + length - float64(when); d > -0.01 && d < 0.01 {
				out[i] = j
			}
		}
	}
	return out
}

// clockSaid is a time of day said in figures or words, in minutes after
// midnight: one value ("8:30pm", "20:30", "noon"), or two on the 12-hour
// dial ("half past eight", "8:30": morning and evening).
func clockSaid(t string) ([]int, error) {
	if v, c, _, ok := itemValue(t); ok && c == clock {
		if _, is24 := clock24(t); is24 && int(v) < 13*60 && !strings.HasPrefix(t, "0") {
			return []int{int(v), int(v) + 720}, nil // "8:30": either half
		}
		return []int{int(v)}, nil
	}
	if v, ok := spokenItem(t); ok {
		return []int{v, v + 720}, nil
	}
	return nil, errorf("%q: no time of day", t)
}

// arrivalVerbs end a journey: read as an end only where the clock times
// are departures ("departures: 5:40am, ..."); a person arriving for an
// appointment arrives at its start.
var arrivalVerbs = map[string]bool{"gets in": true, "got in": true, "pulls in": true, "pulled in": true, "arrives": true, "arrived": true}

// endsCompared is an end compared with another's: "Quinn's film ended a
// quarter of an hour after Theo's", "finished earlier than".
var endsCompared = lazyRE(`(?i)\b(?:finishes|finished|ends|ended|gets in|got in|arrives|arrived|was over|is over|came out|let out|wrapped up)\b.*\b(?:after|before|later|earlier|sooner)\b`)

// endsComparedRefused refuses such a sentence in a puzzle of starts and
// lengths (each end is its start plus its length, two categories at
// once): it was read as a comparison of the starts, a wrong reading.
func (mg *magazine) endsComparedRefused(s string) error {
	if !endsCompared.MatchString(s) {
		return nil
	}
	starts, lengths := false, false
	for d, nm := range mg.num {
		switch {
		case nm == nil:
		case nm.class == clock && !namedFor(mg.p.Domains[d].Name, "arriv", "finish", "end"):
			starts = true
		case nm.class == number && isDuration(nm):
			lengths = true
		}
	}
	if starts && lengths {
		return errorf("the ends compared are each a start plus a length: not read (say the starts or the lengths)")
	}
	return nil
}
