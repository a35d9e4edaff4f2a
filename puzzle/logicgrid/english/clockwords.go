package english

import (
	"fmt"
	"strconv"
	"strings"
)

// More ways to say a clock item, as schedules and diaries write them
// (unseen34): "ten to ten" of 9:50am, "twenty past six", "six in the
// morning" of 6:00am, "ten at night" of 10:00pm, "22:00" of 10:00pm,
// "midday" of noon; and the figures "8:30", "8:30pm" of an item written in
// words ("half past eight"). Each form names one item of its category:
// a form two items of the category share is left out.

// spokenMinutes are the minutes past (or to) the hour said in words.
var spokenMinutes = map[int][]string{
	5: {"five"}, 10: {"ten"}, 20: {"twenty"}, 25: {"twenty", "five"},
}

// pastTo are the ways to say m minutes past the hour h (0-23) in words,
// for the minutes spokenClock does not say (5, 10, 20, 25 past; 25, 20,
// 10, 5 to): "ten to ten", "twenty past six".
func pastTo(h, m int) [][]string {
	var out [][]string
	if w, ok := spokenMinutes[m]; ok {
		for _, H := range hourWords(h) {
			out = append(out, append(append(append([]string(nil), w...), "past"), H))
		}
	}
	if w, ok := spokenMinutes[60-m]; ok {
		for _, H := range hourWords(h + 1) {
			out = append(out, append(append(append([]string(nil), w...), "to"), H))
		}
	}
	return out
}

// hourWords are the hour h (any, taken on a 12-hour dial) as a figure and
// a word: "6", "six".
func hourWords(h int) []string {
	h %= 12
	if h == 0 {
		h = 12
	}
	out := []string{fmt.Sprint(h)}
	if h < len(numberNames) {
		return append(out, numberNames[h])
	}
	return append(out, map[int]string{11: "eleven", 12: "twelve"}[h])
}

// dayPartSuffixes are the words that put a time said on a 12-hour dial in
// its half of the day: "six in the morning", "ten at night", "four in the
// afternoon", "eight in the evening". v is minutes after midnight.
func dayPartSuffixes(v int) [][]string {
	v %= 1440
	var out [][]string
	switch {
	case v < 720:
		out = append(out, []string{"in", "the", "morning"})
	case v < 1080:
		out = append(out, []string{"in", "the", "afternoon"})
	}
	if v >= 1020 {
		out = append(out, []string{"in", "the", "evening"})
	}
	if v >= 1200 || v < 240 {
		out = append(out, []string{"at", "night"})
	}
	return out
}

// dialWords are the ways to say v (minutes after midnight) on a 12-hour
// dial in words: spokenClock's and pastTo's, and the bare hour of a whole
// hour ("six" of "six in the morning", only with a part of the day).
func dialWords(v int) [][]string {
	h, m := v/60, v%60
	var out [][]string
	for _, f := range spokenClock(v) {
		if len(f) > 1 {
			out = append(out, f)
		}
	}
	return append(out, pastTo(h, m)...)
}

// clockMore are the other forms of clock item name of domain d (see the
// top of this file).
func (lx *lexicon) clockMore(d int, name string) [][]string {
	var out [][]string
	if v, ok := spokenItem(name); ok {
		// an item in words: its figures on the 12-hour dial
		if !lx.dialUnique(d, v) {
			return nil
		}
		h := v / 60 % 12
		if h == 0 {
			h = 12
		}
		hm := fmt.Sprintf("%d:%02d", h, v%60)
		out = append(out, []string{hm}, []string{hm + "am"}, []string{hm + "pm"}, []string{hm, "am"}, []string{hm, "pm"},
			[]string{fmt.Sprintf("%d.%02d", h, v%60)})
		for _, f := range pastTo(v/60, v%60) {
			if !sameForm(f, words(name)) {
				out = append(out, f)
			}
		}
		return out
	}
	v, ok := clockMinutes(name)
	if !ok {
		if iv, c, _, isValue := itemValue(name); isValue && c == clock {
			v, ok = int(iv), true
		}
	}
	if !ok {
		return nil
	}
	if v == 720 && lx.dialUnique(d, v) || v == 720 && !hasDigit(name) {
		for _, f := range [][]string{{"noon"}, {"midday"}, {"12", "noon"}, {"twelve", "noon"}, {"12", "midday"}} {
			if !sameForm(f, words(name)) {
				out = append(out, f)
			}
		}
	}
	if !hasDigit(name) {
		return out
	}
	if _, is24 := clock24(name); !is24 {
		// a 12-hour item on the 24-hour clock: "22:00" of 10:00pm
		out = append(out, []string{fmt.Sprintf("%02d:%02d", v/60%24, v%60)})
		if v/60%24 >= 13 {
			out = append(out, []string{fmt.Sprintf("%d:%02d", v/60%24, v%60)})
		}
		if lx.clock12Unique(d, v) {
			out = append(out, pastTo(v/60, v%60)...)
		}
	} else if lx.clock12Unique(d, v) {
		// a 24-hour item said on the dial: "ten to two", "one o'clock"
		// of 13:50 and 13:00, where no other item is that on a dial
		out = append(out, dialWords(v)...)
	}
	// with its part of the day, unique whatever the rest of the category
	said := dialWords(v)
	if v%60 == 0 {
		for _, H := range hourWords(v / 60) {
			said = append(said, []string{H})
		}
	}
	for _, s := range dayPartSuffixes(v) {
		for _, f := range said {
			out = append(out, append(append([]string(nil), f...), s...))
		}
	}
	return out
}

// sameForm reports whether two forms are the same words.
func sameForm(a, b []string) bool {
	return strings.Join(a, " ") == strings.Join(b, " ")
}

// dialUnique reports whether v is, on a 12-hour dial, the time of exactly
// one item of domain d (in figures or in words).
func (lx *lexicon) dialUnique(d, v int) bool {
	n := 0
	for _, it := range lx.p.Domains[d].Items {
		w, ok := clockMinutes(it)
		if !ok {
			w, ok = spokenItem(it)
		}
		if !ok {
			if iv, c, _, isValue := itemValue(it); isValue && c == clock {
				w, ok = int(iv), true
			}
		}
		if ok && w%720 == v%720 {
			n++
		}
	}
	return n == 1
}

// spokenItem reads an item that is a time in words on a 12-hour dial:
// "half past six", "seven o'clock", "a quarter to eight", "ten to ten",
// "twenty-five past nine", in minutes after midnight (before noon: the
// words do not say which half of the day).
func spokenItem(name string) (int, bool) {
	if hasDigit(name) {
		return 0, false
	}
	w := words(name)
	if len(w) == 0 || len(w) > 5 {
		return 0, false
	}
	hour := func(s string) (int, bool) {
		for h := 1; h <= 12; h++ {
			if hourWords(h)[1] == s {
				return h % 12, true
			}
		}
		return 0, false
	}
	if len(w) == 2 && w[1] == "oclock" {
		h, ok := hour(w[0])
		return h * 60, ok
	}
	if w[0] == "a" {
		w = w[1:]
	}
	if len(w) < 3 || (w[len(w)-2] != "past" && w[len(w)-2] != "to") {
		return 0, false
	}
	h, ok := hour(w[len(w)-1])
	if !ok {
		return 0, false
	}
	m := -1
	switch x := strings.Join(w[:len(w)-2], " "); x {
	case "quarter":
		m = 15
	case "half":
		m = 30
	default:
		for k, sp := range spokenMinutes {
			if strings.Join(sp, " ") == x {
				m = k
			}
		}
	}
	if m < 0 || m == 30 && w[len(w)-2] == "to" {
		return 0, false
	}
	if w[len(w)-2] == "to" {
		return ((h+11)%12)*60 + 60 - m, true
	}
	return h*60 + m, true
}

// noonWords are clock items in a word that say their half of the day
// ("6:00am, noon, 2:00pm": a part of the day is read of them); midnight
// ends one day and starts the next, and stays unread.
var noonWords = set("noon midday")

// phraseInMention reports whether bytes from..to of s lie inside one
// item's mention ("in the morning" of "at six in the morning").
func (mg *magazine) phraseInMention(s string, from, to int) bool {
	ts := tokenize(s)
	for _, m := range mg.lx.mentions(ts) {
		if m.start < m.end && ts[m.start].col-1 <= from && ts[m.end-1].end >= to {
			return true
		}
	}
	return false
}

// smallNumberNames are the numbers 0-20 in words: "twelve hours" of "12
// hours" (numberNames stops at ten, as the writer counts people).
var smallNumberNames = append(append([]string(nil), numberNames...), "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty")

// kidsForms are a count of children said as a diary says it: "four kids",
// "4 kids" of "4 children", "one kid" of "1 child" (unseen34).
func kidsForms(isNumber bool, w []string) [][]string {
	if !isNumber || len(w) != 2 || w[1] != "children" && w[1] != "child" {
		return nil
	}
	n, err := strconv.Atoi(w[0])
	if err != nil || n < 0 {
		return nil
	}
	kid := "kids"
	if w[1] == "child" {
		kid = "kid"
	}
	out := [][]string{{w[0], kid}}
	if n < len(smallNumberNames) {
		out = append(out, []string{smallNumberNames[n], kid})
	}
	return out
}

// staffNouns count the people of a firm, a club or a crew: "employs
// eleven people" of "11 staff", "6 workers" of "6 employees".
var staffNouns = set(staffNounList)

// staffNounList is staffNouns in order (forms are made in this order).
const staffNounList = "staff employees employee workers worker people persons members member volunteers volunteer crew staffers"

// staffForms are a count of people said with another of staffNouns: "six
// people", "6 workers" of "6 staff".
func staffForms(isNumber bool, w []string) [][]string {
	if !isNumber || len(w) != 2 || !staffNouns[w[1]] {
		return nil
	}
	n, err := strconv.Atoi(w[0])
	if err != nil || n < 0 {
		return nil
	}
	var out [][]string
	for _, noun := range strings.Fields(staffNounList) {
		if noun == w[1] || (n == 1) != !strings.HasSuffix(noun, "s") && noun != "staff" && noun != "crew" && noun != "people" {
			continue
		}
		out = append(out, []string{w[0], noun})
		if n < len(smallNumberNames) {
			out = append(out, []string{smallNumberNames[n], noun})
		}
	}
	if n < len(smallNumberNames) {
		out = append(out, []string{smallNumberNames[n], w[1]})
	}
	return out
}

// spokenTimes reads a category whose items are all times in words
// ("half past six, quarter to seven, seven o'clock, quarter past seven")
// as clock times, in minutes after midnight: the words do not say the
// half of the day, so the list is taken in the order written (as
// dotTimes takes "11.30, 12.00, 1.00"), each later than the one before
// within twelve hours; a list in no such order is no category of times.
func spokenTimes(items []string) ([]float64, bool) {
	if len(items) < 2 {
		return nil, false
	}
	vals := make([]float64, len(items))
	prev, first := -1, 0
	for i, it := range items {
		v, ok := spokenItem(it)
		if !ok {
			return nil, false
		}
		if i == 0 {
			first = v
		}
		for v <= prev {
			v += 720
		}
		if v-first >= 720 {
			return nil, false
		}
		vals[i] = float64(v)
		prev = v
	}
	return vals, true
}
