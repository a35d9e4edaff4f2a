package english

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// A numeric category's items carry values, so that clues can measure
// differences in them ("paid 1 dollar more", "left 2 days after"). Each
// category has a class (what its numbers are) and a scale (100 when its
// items have cents or other decimals, so values stay integers).
type numClass string

const (
	money   numClass = "money"   // "$5.99": dollars
	clock   numClass = "time"    // "9:30am": minutes after midnight
	date    numClass = "date"    // "April 5th": day of the year
	month   numClass = "month"   // "April": month number
	year    numClass = "year"    // "1985"
	height  numClass = "height"  // `5'10"`: inches
	weekday numClass = "weekday" // "Monday": 1..7
	number  numClass = "number"  // "25", "25 years", "4 stars": the number, unit word optional
)

// numeric is what a category's items are as numbers.
type numeric struct {
	class   numClass
	ordinal bool    // every item an ordinal: "1st", "second"
	ranks   bool    // places written in words: "gold, silver, bronze" (ranks.go)
	unit    string  // number class: the items' unit word ("years"), or ""
	sym     string  // money: the currency sign its items are written with ("£"), "" for "$"
	scale   float64 // values = round(base value * scale)
	// counted: items written with a multiplier ("1.2 million"), counts
	// with no unit left that are still no points in time
	counted bool
}

var monthNames = []string{"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"}
var monthDays = []int{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}

func monthOf(w string) int {
	w = strings.TrimSuffix(strings.ToLower(w), ".")
	if len(w) < 3 {
		return 0
	}
	for i, m := range monthNames {
		if strings.HasPrefix(m, w) {
			return i + 1
		}
	}
	return 0
}

var (
	thousands  = lazyRE(`(\d),(\d\d\d)`)
	reMoney    = lazyRE(`^(?i)([$£€])\s*(\d+(?:\.\d+)?)\s*(thousand|million|billion|k|m|bn)?$`)
	rePence    = lazyRE(`^(\d+(?:\.\d+)?)p$`) // "60p"
	reDotTime  = lazyRE(`^(?i)(\d{1,2})\.(\d\d)\s*([ap]\.?m\.?)?$`)
	reClock    = lazyRE(`^(?i)(\d{1,2})(?::(\d\d))?\s*([ap])\.?m\.?$`)
	reClock24  = lazyRE(`^(\d{1,2}):(\d\d)$`)
	reDate     = lazyRE(`^(?i)([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?$`)
	reDayMonth = lazyRE(`^(?i)(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]+)\.?$`) // "6 March", "14th of August"
	reHHMM     = lazyRE(`^([01]\d|2[0-3])([0-5]\d)$`)                              // "0715", "1215": 24-hour times
	reYear     = lazyRE(`^(1\d{3}|2\d{3})$`)
	reDecade   = lazyRE(`^(1\d{2}0|2\d{2}0)'?s$`)
	reLabelled = lazyRE(`^([A-Za-z]+)\s+(\d+)$`)
	reHeight   = lazyRE(`^(\d)\s*(?:'|ft|feet|foot)\s*(\d{1,2})?\s*(?:"|''|in|inches)?$`)
	reNumber   = lazyRE(`^(?i)(\d+(?:\.\d+)?)(?:st|nd|rd|th)?(?:(?:\s*|-)([a-z%]+(?:\s[a-z]+)?))?$`)
	reRupees   = lazyRE(`^(?i)(?:rs\.?|₹|inr)\s*(\d+(?:\.\d+)?)$`)
	reDegrees  = lazyRE(`^(?i)([-−]?\d+(?:\.\d+)?)\s*(°\s*[cf]|degrees?(?:\s+[cf])?)$`) // "-3°C", "5 degrees"
)

// yearsOrdinals reports whether a category's ordinal items count years
// ("anniversaries: 10th, 25th": the 25th anniversary is 25 years married;
// "jubilees").
func yearsOrdinals(name string) bool {
	return namedFor(name, "anniversar", "jubilee")
}

// ordinalSuffixed reports whether every item is a number with an ordinal
// suffix ("10th", "25th").
func ordinalSuffixed(items []string) bool {
	for _, it := range items {
		t := strings.ToLower(strings.TrimSpace(it))
		if len(t) < 3 || !isDigit(t[0]) || !set("st nd rd th")[t[len(t)-2:]] {
			return false
		}
	}
	return len(items) > 0
}

// ordinalItem reports whether an item is an ordinal: "3rd", "third",
// "3rd place", "first prize".
func ordinalItem(it string) bool {
	f := strings.Fields(strings.ToLower(strings.TrimSpace(it)))
	if len(f) == 0 || len(f) > 2 {
		return false
	}
	_, ok := ordinals[f[0]]
	return ok
}

// multipliers after an amount of money: "$1.5 million", "$250k".
var multipliers = map[string]float64{"": 1, "thousand": 1e3, "k": 1e3, "million": 1e6, "m": 1e6, "billion": 1e9, "bn": 1e9}

// itemValue reads one item as a number of some class (base units: dollars,
// minutes, days, years, inches, or the number itself).
// reHashNumber is a number written with a hash: "#3" (space, lot, bib
// number 3).
var reHashNumber = lazyRE(`^#\s*(\d{1,6})$`)

func itemValue(s string) (float64, numClass, string, bool) {
	if !hasDigit(s) {
		// every pattern below needs a digit: only the words are left
		// (it is called for every item of every puzzle, many times)
		return wordValue(strings.TrimSpace(s))
	}
	s = strings.TrimSpace(thousands.ReplaceAllString(s, "$1$2")) // "$1,000"

	if m := reRupees.FindStringSubmatch(s); m != nil { // "Rs 240", "₹240"
		v, _ := strconv.ParseFloat(m[1], 64)
		return v, money, "", true
	}
	if m := reMoney.FindStringSubmatch(s); m != nil {
		v, _ := strconv.ParseFloat(m[2], 64)
		return v * multipliers[strings.ToLower(m[3])], money, "", true // "$1.5 million", "£1.20"
	}
	if m := rePence.FindStringSubmatch(s); m != nil {
		v, _ := strconv.ParseFloat(m[1], 64)
		return v / 100, money, "", true
	}
	if m := reClock.FindStringSubmatch(s); m != nil {
		h, _ := strconv.Atoi(m[1])
		mi, _ := strconv.Atoi(m[2] + "0")
		mi /= 10
		if m[2] == "" {
			mi = 0
		}
		if h == 12 {
			h = 0
		}
		if strings.EqualFold(m[3], "p") {
			h += 12
		}
		return float64(h*60 + mi), clock, "", true
	}
	if m := reClock24.FindStringSubmatch(s); m != nil {
		h, _ := strconv.Atoi(m[1])
		mi, _ := strconv.Atoi(m[2])
		return float64(h*60 + mi), clock, "", true
	}
	if m := reDate.FindStringSubmatch(s); m != nil {
		if d, ok := dayOfYear(monthOf(m[1]), m[2]); ok {
			return d, date, "", true
		}
	}
	if m := reDayMonth.FindStringSubmatch(s); m != nil && isMonthWord(m[2]) { // "6 March", as outside the US
		if d, ok := dayOfYear(monthOf(m[2]), m[1]); ok {
			return d, date, "", true
		}
	}
	if v, c, u, ok := wordValue(s); ok {
		return v, c, u, true
	}
	if m := reDecade.FindStringSubmatch(s); m != nil { // "1880s": a decade, in years
		v, _ := strconv.Atoi(m[1])
		return float64(v), year, "", true
	}
	if m := reHashNumber.FindStringSubmatch(s); m != nil { // "#3": space number 3
		v, _ := strconv.Atoi(m[1])
		return float64(v), number, "", true
	}
	if m := reNoNumber.FindStringSubmatch(s); m != nil { // numberlabel.go: "No. 12", the route numbered 12
		v, _ := strconv.Atoi(m[1])
		return float64(v), number, "", true
	}
	if m := reLabelled.FindStringSubmatch(s); m != nil && unitNames[strings.ToLower(m[1])] == "" { // "Year 3", "Room 12"
		v, _ := strconv.ParseFloat(m[2], 64)
		return v, number, strings.ToLower(m[1]), true
	}
	if m := reYear.FindStringSubmatch(s); m != nil {
		v, _ := strconv.Atoi(m[1])
		return float64(v), year, "", true
	}
	if m := reHeight.FindStringSubmatch(s); m != nil {
		f, _ := strconv.Atoi(m[1])
		in, _ := strconv.Atoi(m[2] + "0")
		in /= 10
		return float64(f*12 + in), height, "", true
	}
	if m := reDegrees.FindStringSubmatch(s); m != nil { // a temperature, maybe below zero
		v, _ := strconv.ParseFloat(strings.Replace(m[1], "−", "-", 1), 64)
		unit := "degrees"
		if strings.HasPrefix(m[2], "°") {
			unit = "°" + strings.ToLower(strings.TrimSpace(strings.TrimPrefix(m[2], "°")))
		}
		return v, number, unit, true
	}
	if m := reNumber.FindStringSubmatch(s); m != nil {
		v, _ := strconv.ParseFloat(m[1], 64)
		unit := strings.ToLower(m[2])
		// "1.2 million" is 1200000 (of people, copies): a clue counts
		// "300,000 more" or "0.3 million more" in the same ones
		if w := firstWord(unit); multiplied(unit) {
			v *= multipliers[w]
			unit = strings.TrimSpace(strings.TrimPrefix(unit, w))
		}
		return v, number, unit, true
	}
	return 0, "", "", false
}

// wordValue is the value of an item said in a word: a month, a weekday,
// an ordinal ("first", "2nd").
func wordValue(s string) (float64, numClass, string, bool) {
	if mo := monthOf(s); mo > 0 && !strings.Contains(s, " ") && len(s) >= 3 && isMonthWord(s) {
		return float64(mo), month, "", true
	}
	if d := weekdayOf(s); d > 0 {
		return float64(d), weekday, "", true
	}
	if o, ok := ordinals[strings.ToLower(s)]; ok { // "first", "2nd"
		return float64(o), number, "", true
	}
	switch strings.ToLower(s) { // among clock times: "9pm, 10pm, 11pm, midnight"
	case "a dozen", "one dozen", "dozen": // among counts: "4, half a dozen, a dozen"
		return 12, number, "", true
	case "half a dozen", "half-dozen", "a half dozen":
		return 6, number, "", true
	case "two dozen":
		return 24, number, "", true
	case "three dozen":
		return 36, number, "", true
	case "a bakers dozen", "a baker's dozen":
		return 13, number, "", true
	case "midnight":
		return 0, clock, "", true
	case "noon", "midday":
		return 12 * 60, clock, "", true
	}
	return 0, "", "", false
}

// hasDigit reports whether s has an ASCII digit.
func hasDigit(s string) bool {
	return strings.ContainsAny(s, "0123456789")
}

// dayOfYear is day (digits) of month mo (1-12) counted from 1 January,
// ok false for no month.
func dayOfYear(mo int, day string) (float64, bool) {
	if mo == 0 {
		return 0, false
	}
	d, _ := strconv.Atoi(day)
	for i := 0; i < mo-1; i++ {
		d += monthDays[i]
	}
	return float64(d), true
}

func isMonthWord(s string) bool {
	w := strings.TrimSuffix(strings.ToLower(s), ".")
	for _, m := range monthNames {
		if w == m || len(w) >= 3 && strings.HasPrefix(m, w) && len(w) <= 4 {
			return true
		}
	}
	return false
}

// metricFactor is the size of a metric unit in the smallest of its
// measure (grams, millimetres, millilitres), for a category whose items
// mix them ("500 g, 1 kg").
var metricFactor = map[string]float64{
	"g": 1, "gram": 1, "grams": 1, "kg": 1000, "kilo": 1000, "kilos": 1000, "kilogram": 1000, "kilograms": 1000,
	"mm": 1, "cm": 10, "m": 1000, "metre": 1000, "metres": 1000, "meter": 1000, "meters": 1000, "km": 1e6, "kilometre": 1e6, "kilometres": 1e6, "kilometer": 1e6, "kilometers": 1e6,
	"ml": 1, "cl": 10, "l": 1000, "litre": 1000, "litres": 1000, "liter": 1000, "liters": 1000,
}

// ageFactor are the units of an age given in months and years ("6 months,
// 1 year"), in months.
var ageFactor = map[string]float64{"month": 1, "months": 1, "year": 12, "years": 12}

// convertible reports whether two metric units measure the same thing
// ("g" and "kg").
func convertible(a, b string) bool {
	fa, fb := metricFactor[strings.ToLower(a)], metricFactor[strings.ToLower(b)]
	return fa > 0 && fb > 0 && unitDimension(a) == unitDimension(b)
}

// multiplied reports whether a number item's unit words start with a
// multiplier ("million" of "1.2 million", "k" of "1.5k"; not "m", which
// is meters).
func multiplied(unit string) bool {
	w := firstWord(unit)
	return w != "m" && multipliers[w] > 1
}

// numericDomain reads every item of a category as a number of one class;
// ok is false when some item is not.
func numericDomain(items []string) (numeric, []float64, bool) {
	var nm numeric
	vals := make([]float64, len(items))
	if vals, ok := wholeFeet(items); ok {
		return numeric{class: number, unit: "feet", scale: 1}, vals, true
	}
	// "1,200, 2,200, 3,200": four-digit numbers read as years, the rest as
	// numbers; all of them plain numbers are numbers
	years, plain := 0, 0
	for _, it := range items {
		switch _, c, u, ok := itemValue(it); {
		case ok && c == year && reYear.MatchString(thousands.ReplaceAllString(strings.TrimSpace(it), "$1$2")):
			years++
		case ok && c == number && u == "" && !ordinalItem(it):
			plain++
		}
	}
	unitOf := make([]string, len(items))
	for i, it := range items {
		v, c, u, ok := itemValue(it)
		if years > 0 && plain > 0 && years+plain == len(items) && c == year {
			c = number
		}
		if !ok || i > 0 && (c != nm.class || !sameWord(u, nm.unit) && !(u == "" && nm.unit == "") && !convertible(u, nm.unit) && !(ageFactor[strings.ToLower(u)] > 0 && ageFactor[strings.ToLower(nm.unit)] > 0)) {
			return nm, nil, false
		}
		nm.class, nm.unit, vals[i], unitOf[i] = c, u, v, u
	}
	// "250 g, 500 g, 1 kg": one measure in two units, counted in the smaller
	for _, u := range unitOf {
		if f, g := metricFactor[strings.ToLower(u)], metricFactor[strings.ToLower(nm.unit)]; f > 0 && g > 0 && f < g {
			nm.unit = u
		}
	}
	// "6 months, 1 year, 2 years": ages in two units, counted in months
	for _, u := range unitOf {
		if f, g := ageFactor[strings.ToLower(u)], ageFactor[strings.ToLower(nm.unit)]; f > 0 && g > 0 && f < g {
			nm.unit = u
		}
	}
	for i, u := range unitOf {
		if !sameWord(u, nm.unit) {
			if f, g := ageFactor[strings.ToLower(u)], ageFactor[strings.ToLower(nm.unit)]; f > 0 && g > 0 {
				vals[i] *= f / g
				continue
			}
			vals[i] *= metricFactor[strings.ToLower(u)] / metricFactor[strings.ToLower(nm.unit)]
		}
	}
	nm.scale = 1
	nm.ordinal = true
	for _, it := range items {
		nm.ordinal = nm.ordinal && ordinalItem(it)
		if m := reNumber.FindStringSubmatch(thousands.ReplaceAllString(strings.TrimSpace(it), "$1$2")); m != nil && multiplied(strings.ToLower(m[2])) {
			nm.counted = true
		}
	}
	for _, v := range vals {
		if v != math.Trunc(v) || nm.class == money {
			nm.scale = 100
		}
	}
	seen := map[float64]bool{}
	for _, v := range vals {
		if seen[v] {
			return nm, nil, false
		}
		seen[v] = true
	}
	return nm, vals, true
}

// pastMidnight reads clock times written in order across midnight ("9pm,
// 10pm, 11pm, midnight", "11pm, 12am, 1am") as one night: the times after
// the turn are the next day's (24 hours later), so "an hour before
// midnight" is 11pm. Only a list that rises into the afternoon or
// evening, falls once and rises again within the small hours, below its
// first time, is taken so; any other order is left as one day's times.
func pastMidnight(vals []float64) {
	turn := -1
	for i := 1; i < len(vals); i++ {
		if vals[i] < vals[i-1] {
			if turn >= 0 {
				return
			}
			turn = i
		}
	}
	if turn < 0 || vals[len(vals)-1] >= vals[0] || vals[turn-1] < 12*60 || vals[len(vals)-1] >= 12*60 {
		return
	}
	for i := turn; i < len(vals); i++ {
		vals[i] += 24 * 60
	}
}

// reMinSec is a time taken written minutes:seconds ("22:10", "105:30").
var reMinSec = lazyRE(`^(\d{1,3}):([0-5]\d)$`)

// minutesSeconds reads items written "22:10, 23:45, 25:30" as times taken
// in minutes and seconds (a race's), counted in seconds, when one of them
// can be no clock time (its first number is 24 or more). A list that could
// be clock times ("9:15, 10:30") is left to them.
func minutesSeconds(items []string) ([]float64, bool) {
	if len(items) == 0 {
		return nil, false
	}
	vals := make([]float64, len(items))
	past := false
	for i, it := range items {
		m := reMinSec.FindStringSubmatch(strings.TrimSpace(it))
		if m == nil {
			return nil, false
		}
		mi, _ := strconv.Atoi(m[1])
		se, _ := strconv.Atoi(m[2])
		past = past || mi >= 24
		vals[i] = float64(mi*60 + se)
	}
	return vals, past
}

// durationNames in a category's name say a time taken, never a clock
// time: "race times", "lap times", "split times", "durations", "times
// taken".
var durationNames = lazyRE(`(?i)\b(race|lap|split|splits|duration|durations|taken|elapsed|swim|run|running|sprint)\b`)

// finishNames in a category's name say a time that may be taken or on the
// clock: "finishing times", "finish times", "times", "results".
var finishNames = lazyRE(`(?i)\b(finish|finishing|finished|times?|results?)\b`)

// reSecondsTalk: a puzzle's text that counts seconds ("40 seconds
// faster"); reHoursTalk one that counts hours; reClockTalk: one that speaks
// of the time of day ("9am", "in the morning", "o'clock", "at 18:05").
var (
	reSecondsTalk = lazyRE(`(?i)\b(seconds?|secs?)\b`)
	reHoursTalk   = lazyRE(`(?i)\b(hours?|hrs?)\b`)
	reClockTalk   = lazyRE(`(?i)\b(o'?clock|[ap]\.?m\b|morning|afternoon|evening|noon|midnight|midday|depart\w*|at \d{1,2}[:.]\d\d)`)
)

// durationTimes reads items written "18:05, 21:40" as minutes and seconds,
// counted in seconds, where the puzzle's text never speaks of the time of
// day and either counts seconds, its category named for a time taken or
// a finish ("race times", "finishing times", "times"), or its category is
// named for a time taken ("race times", "lap times"), every first number
// is 10 or more and the text counts no hours (a marathon's "3:05" is
// hours and minutes, as a clock reads it). Any other list that could be
// clock times is left to them (a comparison in seconds of them is refused:
// compared).
func durationTimes(name string, items []string, text string) ([]float64, bool) {
	vals, _ := minutesSeconds(items)
	if vals != nil && minSecSaid.MatchString(text) && (durationNames.MatchString(name) || finishNames.MatchString(name)) && !reClockTalk.MatchString(name) {
		return vals, true // "times ... given in minutes:seconds", whatever clock times the story has besides
	}
	if vals == nil || reClockTalk.MatchString(name) || clockTalkFits(text, vals) {
		return nil, false
	}
	if reSecondsTalk.MatchString(text) && (durationNames.MatchString(name) || finishNames.MatchString(name)) {
		return vals, true
	}
	if !durationNames.MatchString(name) || reHoursTalk.MatchString(text) {
		return nil, false
	}
	for _, v := range vals {
		if v < 10*60 {
			return nil, false
		}
	}
	return vals, true
}

// clockTalkFits reports whether the text speaks of the time of day in a
// way the items "18:10, 22:15" could be: any clock word but a part of the
// day, or a part of the day every item falls in as a clock time
// ("Thursday morning's Turkey Trot" with "18:10, 22:15" says when the race
// was, not that they are times of the morning; "one afternoon" with
// "14:20, 17:20" does say so). vals are the items as minutes and seconds,
// in seconds: the first number is the hour as a clock reads it.
func clockTalkFits(text string, vals []float64) bool {
	parts := map[string][2]float64{"morning": {5, 12}, "afternoon": {12, 18}, "evening": {17, 24}}
	for _, m := range reClockTalk.FindAllString(text, -1) {
		span, ok := parts[strings.ToLower(m)]
		if !ok {
			return true
		}
		fits := true
		for _, v := range vals {
			h := math.Floor(v / 60)
			fits = fits && h >= span[0] && h < span[1]
		}
		if fits {
			return true
		}
	}
	return false
}

// secondsTaken reports whether a category of bare numbers named for a time
// taken ("lap times", "race times", "splits") counts seconds: the puzzle's
// text speaks of seconds and of no other unit of time.
func secondsTaken(name, text string) bool {
	if !durationNames.MatchString(name) || !reSecondsTalk.MatchString(text) || reHoursTalk.MatchString(text) || reMinutesTalk.MatchString(text) {
		return false
	}
	return true
}

var reMinutesTalk = lazyRE(`(?i)\b(minutes?|mins?)\b`)

// numericCategory is numericDomain with the category's name: "heights:
// 1200, 1350" are no years, and "arrived: 9.15, 9.45" (British clock
// times, a category named for a time, or any category of a puzzle whose
// text speaks of minutes, hours, earlier or later: timeTalk) are no
// decimals.
func numericCategory(name string, items []string, timeTalk bool) (numeric, []float64, bool) {
	return numericCategoryIn(name, items, timeTalk, "")
}

// numericCategoryIn is numericCategory with the puzzle's text (its
// story and clues): "18:05, 21:40" of a category named for times taken or
// finishing times are minutes and seconds, though each could be a clock
// time, when the text says so (durationTimes).
func numericCategoryIn(name string, items []string, timeTalk bool, text string) (numeric, []float64, bool) {
	if vals, ok := wordRanks(items, text); ok { // ranks.go: medals, "blue for first"
		return numeric{class: number, ordinal: true, ranks: true, scale: 1}, vals, true
	}
	if vals, ok := minutesSeconds(items); ok {
		return numeric{class: number, unit: "seconds", scale: 1}, vals, true
	}
	if vals, ok := durationTimes(name, items, text); ok {
		return numeric{class: number, unit: "seconds", scale: 1}, vals, true
	}
	if vals, ok := mixedDurations(items); ok { // durations.go: "30 minutes, 1 hour, 90 minutes"
		return numeric{class: number, unit: "minutes", scale: 1}, vals, true
	}
	if vals, ok := dotTimes(name, items, timeTalk); ok {
		pastMidnight(vals)
		return numeric{class: clock, scale: 1}, vals, true
	}
	if vals, ok := hhmmTimes(name, items); ok {
		pastMidnight(vals)
		return numeric{class: clock, scale: 1}, vals, true
	}
	if vals, ok := weekdayDates(items); ok { // "Saturday 1st August", "Monday 2nd": dates
		return numeric{class: date, scale: 1}, vals, true
	}
	if vals, ok := spokenTimes(items); ok { // clockwords.go: "half past six, quarter to seven, seven o'clock"
		return numeric{class: clock, scale: 1}, vals, true
	}
	if cents, ok := mixedCents(items); ok { // "25 cents, 50 cents, 75 cents, $1": money
		if nm, vals, ok := numericDomain(cents); ok && nm.class == money {
			return nm, vals, true
		}
	}
	nm, vals, ok := numericDomain(items)
	if ok && nm.class == number && nm.unit == "" && !nm.ordinal && !nm.counted && secondsTaken(name, text) {
		// "lap times: 41.2, 41.9" in a puzzle whose clues say "0.7 seconds
		// slower": times taken in seconds, the unit only in the clues
		nm.unit = "seconds"
	}
	if ok && monthDaysNamed(name, items, nm, vals) { // monthdays.go: "dates: 2nd, 9th, 16th, 23rd"
		nm = numeric{class: date, scale: 1}
	}
	if ok && nm.class == number && nm.unit == "" && yearsOrdinals(name) && ordinalSuffixed(items) {
		// "anniversaries: 10th, 25th, 40th": years married, not places
		nm.ordinal, nm.unit = false, "years"
	}
	if ok && nm.class == clock {
		pastMidnight(vals)
	}
	if ok && nm.class == weekday {
		weekAcrossSunday(vals)
	}
	if ok && nm.class == year && measures(name) {
		nm.class = number // "heights: 1200, 1350, ...": feet, not years
	}
	if ok && nm.class == money {
		for _, it := range items {
			if t := strings.TrimSpace(it); strings.HasPrefix(t, "£") || strings.HasSuffix(t, "p") {
				nm.sym = "£"
			} else if strings.HasPrefix(t, "€") {
				nm.sym = "€"
			} else if reRupees.MatchString(t) {
				nm.sym = "Rs "
			}
		}
	}
	return nm, vals, ok
}

// weekAcrossSunday makes days listed in order across the week's end
// ("Friday, Saturday, Sunday, Monday": a long weekend) run on: Monday is
// three days after Friday, not four days before it (unseen51: "three
// days after" was read backwards, no solution). Only where each day comes
// after the one before it, the whole within a week.
func weekAcrossSunday(vals []float64) {
	wrapped := false
	for i := 1; i < len(vals); i++ {
		if vals[i] < vals[i-1] {
			if wrapped {
				return // out of order: left as the calendar says
			}
			wrapped = true
		}
	}
	if !wrapped || vals[len(vals)-1] >= vals[0] {
		return // in order; or more than a week
	}
	add := 0.0
	for i := range vals {
		if i > 0 && vals[i]+add < vals[i-1] {
			add = 7
		}
		vals[i] += add
	}
}

// dotTimes reads items written "9.15", "10.30" (or "7.45pm") as clock
// times, in minutes after midnight, when every item is one and the
// category's name says a time ("times", "arrived", "departures",
// "collected"), an item says am or pm, or the puzzle speaks of time
// (timeTalk: "Trains: 8.20, 8.35" with "fifteen minutes after"). A
// category that measures ("weights: 1.25, 1.50") is never times. A list
// that goes past 12 without am or pm ("11.30, 12.00, 1.00") is taken in
// the order written. A whole hour with am or pm ("6pm") may stand among
// them, as British pages print it.
func dotTimes(name string, items []string, timeTalk bool) ([]float64, bool) {
	if len(items) == 0 {
		return nil, false
	}
	timeName, ampm := timeNamed(name), false
	vals := make([]float64, len(items))
	prev := -1
	for i, it := range items {
		m := reDotTime.FindStringSubmatch(strings.TrimSpace(it))
		if c := reClock.FindStringSubmatch(strings.TrimSpace(it)); m == nil && c != nil && c[2] == "" {
			m = []string{c[0], c[1], "00", c[3]} // "6pm" among "4.45pm, 7.20pm": a whole hour
		}
		if w := strings.ToLower(strings.TrimSpace(it)); m == nil && (w == "noon" || w == "midday") {
			m = []string{w, "12", "00", "pm"} // "11.30am, noon, 12.45pm"
		}
		if m == nil {
			return nil, false
		}
		h, _ := strconv.Atoi(m[1])
		mi, _ := strconv.Atoi(m[2])
		if h > 23 || mi > 59 {
			return nil, false
		}
		switch ap := strings.ToLower(m[3]); {
		case ap != "":
			ampm = true
			h %= 12
			if ap[0] == 'p' {
				h += 12
			}
		case h*60+mi < prev && h < 12:
			h += 12 // "12.30, 1.00": the afternoon
		}
		vals[i] = float64(h*60 + mi)
		prev = h*60 + mi
	}
	return vals, timeName || ampm || timeTalk && !measures(name)
}

// hhmmTimes reads items written "0715", "1215" (24-hour clock times without
// a colon, as timetables print them) as minutes after midnight, when every
// item is one and the category is named for a time or one item starts with
// a 0 (no year or count does) and the category neither measures nor
// labels ("codes: 0123, 0456" are no times).
func hhmmTimes(name string, items []string) ([]float64, bool) {
	if len(items) == 0 {
		return nil, false
	}
	vals := make([]float64, len(items))
	zero := false
	for i, it := range items {
		m := reHHMM.FindStringSubmatch(strings.TrimSpace(it))
		if m == nil {
			return nil, false
		}
		h, _ := strconv.Atoi(m[1])
		mi, _ := strconv.Atoi(m[2])
		vals[i] = float64(h*60 + mi)
		zero = zero || m[1][0] == '0'
	}
	return vals, timeNamed(name) || zero && !measures(name) && !labelNames[singular(strings.ToLower(lastWord(name)))]
}

// timeNamed reports whether a category's name says a time ("times",
// "departures", "collected").
func timeNamed(name string) bool {
	return namedFor(name, "time", "arriv", "depart", "leav", "collect", "start", "finish", "slot", "appointment", "clock", "hour", "showing", "pickup", "deliver", "booking", "lesson", "session", "sitting", "tee")
}

// spanNamed reports whether a category's name says a time or a span of
// time ("durations", "minutes", "lengths" of films): one its bare numbers
// may be counted in minutes or hours.
func spanNamed(name string) bool {
	return timeNamed(name) || namedFor(name, "minute", "duration", "length", "runtime", "running", "wait", "delay")
}

// namedFor reports whether a word of name starts with one of prefixes.
func namedFor(name string, prefixes ...string) bool {
	for _, w := range words(name) {
		for _, t := range prefixes {
			if strings.HasPrefix(w, t) {
				return true
			}
		}
	}
	return false
}

// reTimeTalk finds the words that say a puzzle's dotted numbers are
// clock times.
var reTimeTalk = lazyRE(`(?i)\b(minutes?|hours?|earlier|later)\b`)

// speaksOfTime reports whether a puzzle's text speaks of minutes, hours,
// earlier or later (dotTimes).
func speaksOfTime(text string) bool { return reTimeTalk.MatchString(text) }

// sortByValue orders items ascending by value and returns the integer values.
func sortByValue(items []string, vals []float64, scale float64) ([]string, []int) {
	idx := make([]int, len(items))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return vals[idx[a]] < vals[idx[b]] })
	outI := make([]string, len(items))
	outV := make([]int, len(items))
	for k, i := range idx {
		outI[k] = items[i]
		outV[k] = int(math.Round(vals[i] * scale))
	}
	return outI, outV
}

// units maps a unit word in a clue to the classes it measures and its size
// in those classes' base units.
var units = map[string]struct {
	classes []numClass
	size    float64
}{
	"dollar": {[]numClass{money}, 1}, "dollars": {[]numClass{money}, 1}, "buck": {[]numClass{money}, 1}, "bucks": {[]numClass{money}, 1},
	"cent": {[]numClass{money}, 0.01}, "cents": {[]numClass{money}, 0.01},
	"rupee": {[]numClass{money}, 1}, "rupees": {[]numClass{money}, 1}, "euro": {[]numClass{money}, 1}, "euros": {[]numClass{money}, 1},
	"second": {[]numClass{clock}, 1.0 / 60}, "seconds": {[]numClass{clock}, 1.0 / 60},
	"minute": {[]numClass{clock}, 1}, "minutes": {[]numClass{clock}, 1},
	"hour": {[]numClass{clock}, 60}, "hours": {[]numClass{clock}, 60},
	// abbreviations, also glued to the number ("90mins", "1.5hrs", "10yrs")
	"sec": {[]numClass{clock}, 1.0 / 60}, "secs": {[]numClass{clock}, 1.0 / 60}, "min": {[]numClass{clock}, 1}, "mins": {[]numClass{clock}, 1},
	"hr": {[]numClass{clock}, 60}, "hrs": {[]numClass{clock}, 60}, "yr": {[]numClass{year, number}, 1}, "yrs": {[]numClass{year, number}, 1},
	"day": {[]numClass{date, weekday}, 1}, "days": {[]numClass{date, weekday}, 1}, "week": {[]numClass{date}, 7}, "weeks": {[]numClass{date}, 7}, "fortnight": {[]numClass{date}, 14}, "fortnights": {[]numClass{date}, 14},
	"month": {[]numClass{month}, 1}, "months": {[]numClass{month}, 1},
	"year": {[]numClass{year, number}, 1}, "years": {[]numClass{year, number}, 1},
	"decade": {[]numClass{year, number}, 10}, "decades": {[]numClass{year, number}, 10},
	"century": {[]numClass{year, number}, 100}, "centuries": {[]numClass{year, number}, 100},
	"inch": {[]numClass{height}, 1}, "inches": {[]numClass{height}, 1},
	"foot": {[]numClass{height}, 12}, "feet": {[]numClass{height}, 12}, "ft": {[]numClass{height}, 12}, // "3 ft taller"
}

// valueForms are other ways to write a numeric item ("April 5th" ~ "April 5").
func (lx *lexicon) valueForms(d int, name string) [][]string {
	w := words(name)
	var out [][]string
	if wd, rest, ok := weekdayDate(name); ok {
		// "Saturday 15th August": "15th August", "the 15th", "Saturday"
		// (each when no other item of the category shares it)
		if reDayMonth.MatchString(rest) {
			out = append(out, words(rest))
			out = append(out, lx.valueForms(d, rest)...)
		} else {
			day := strings.TrimRight(rest, "stndrh")
			out = append(out, []string{day + daySuffix(day)}, []string{"the", day + daySuffix(day)})
		}
		if lx.weekdayUnique(d, wd) {
			out = append(out, []string{strings.ToLower(wd)})
		}
	}
	v, c, unit, isValue := itemValue(name) // once: a chain of regexps
	// Clock times as clues write them: "10:00 AM", "10 a.m.", "10am".
	digits := hasDigit(name)
	match := func(re *lazyRegexp) []string { // every pattern here needs a digit
		if !digits {
			return nil
		}
		return re.FindStringSubmatch(strings.TrimSpace(name))
	}
	if m := match(clockSpelling); m != nil {
		h, mm, ap := m[1], m[2], strings.ToLower(m[3])+"m"
		hm := h + ":" + mm
		if mm == "" {
			hm = h + ":00"
		}
		out = append(out, []string{hm, ap}, []string{hm, ap[:1], "m"})
		if mm == "" || mm == "00" {
			out = append(out, []string{h + ap}, []string{h, ap}, []string{h, ap[:1], "m"}, []string{hm + ap})
		}
		if lx.clockUnique(d, hm) { // "the one leaving at 9:00" when no 9:00pm is listed
			out = append(out, []string{hm}, []string{strings.Replace(hm, ":", ".", 1)}) // and "9.00", as British clues write it
			if mm == "" || mm == "00" {                                                 // "at 11 o'clock"
				out = append(out, []string{h, "oclock"})
			}
		}
		if (mm == "" || mm == "00") && h == "12" { // "at noon", "at midnight"
			out = append(out, []string{map[string]string{"pm": "noon", "am": "midnight"}[ap]})
		}
	}
	if dm := reDotTime.FindStringSubmatch(strings.TrimSpace(name)); dm != nil && dm[3] != "" {
		// "9.50am": its value as a clock time (itemValue reads no dots)
		h, _ := strconv.Atoi(dm[1])
		mm, _ := strconv.Atoi(dm[2])
		if h == 12 {
			h = 0
		}
		if strings.HasPrefix(strings.ToLower(dm[3]), "p") {
			h += 12
		}
		v, c, isValue = float64(h*60+mm), clock, true
		same := 0 // items at this time on a 12-hour dial
		for _, it := range lx.p.Domains[d].Items {
			if om := reDotTime.FindStringSubmatch(strings.TrimSpace(it)); om != nil && om[1] == dm[1] && om[2] == dm[2] {
				same++
			}
		}
		if same == 1 {
			out = append(out, words(dm[1]+"."+dm[2]), words(dm[1]+":"+dm[2]))
		}
	}
	if isValue && c == clock && v >= 0 && lx.clock12Unique(d, int(v)) {
		// "the 9.50" and "the 9:50" of 9.50am, where no other item is 9.50
		h, mm := int(v)/60%12, int(v)%60
		if h == 0 {
			h = 12
		}
		for _, f := range []string{fmt.Sprintf("%d:%02d", h, mm), fmt.Sprintf("%d.%02d", h, mm)} {
			if !sameWord(f, strings.ToLower(strings.TrimSpace(name))) {
				out = append(out, words(f))
			}
		}
	}
	// A 24-hour time ("07:15", "0715") as it is said: "7:15", "quarter
	// past seven", "half past eight", "quarter to ten", "nine o'clock".
	if v, ok := clock24(name); ok {
		// "07:15" ~ "0715" ~ "7:15" on a 24-hour dial
		for _, f := range []string{fmt.Sprintf("%02d:%02d", v/60, v%60), fmt.Sprintf("%02d%02d", v/60, v%60), fmt.Sprintf("%d:%02d", v/60, v%60), fmt.Sprintf("%d.%02d", v/60, v%60)} {
			if !sameWord(f, strings.ToLower(strings.TrimSpace(name))) {
				out = append(out, []string{f})
			}
		}
		if lx.clock12Unique(d, v) {
			out = append(out, spokenClock(v)...)
		}
		// "at 1pm", "1:30 p.m." of "13:00", "13:30": the 12-hour dial
		// with its half of the day, which is never ambiguous
		h, ap := v/60%12, "am"
		if h == 0 {
			h = 12
		}
		if v >= 12*60 {
			ap = "pm"
		}
		hm := fmt.Sprintf("%d:%02d", h, v%60)
		out = append(out, []string{hm, ap}, []string{hm, ap[:1], "m"}, []string{hm + ap})
		if v%60 == 0 {
			out = append(out, []string{fmt.Sprint(h) + ap}, []string{fmt.Sprint(h), ap}, []string{fmt.Sprint(h), ap[:1], "m"})
		}
	} else if v, ok := clockMinutes(name); ok && lx.clock12Unique(d, v) {
		// "7:15am" is also "quarter past seven" when no 7:15pm is listed
		for _, f := range spokenClock(v) {
			if len(f) > 1 {
				out = append(out, f)
			}
		}
	}
	// A temperature in words: "5 degrees", "minus 3", "minus 3 degrees",
	// "3 degrees below zero" of "-3°C".
	if m := match(reDegrees); m != nil {
		n := strings.Replace(m[1], "−", "-", 1)
		out = append(out, []string{n, "degrees"}, []string{n, "degree"})
		if abs, neg := strings.CutPrefix(n, "-"); neg {
			out = append(out, []string{"minus", abs}, []string{"minus", abs, "degrees"}, []string{abs, "degrees", "below", "zero"}, []string{abs, "below", "zero"}, []string{"minus", abs, "°c"})
		}
	}
	// A day-month date the other way round and with its ordinal: "6
	// March" ~ "6th March" ~ "6th of March" ~ "March 6" ~ "March 6th", and
	// "the 6th" when no other date has that day; "April 5th" ~ "5 April".
	if m := match(reDayMonth); m != nil && isMonthWord(m[2]) {
		day, mon := strings.TrimLeft(m[1], "0"), strings.ToLower(m[2])
		out = append(out, []string{day + daySuffix(day), mon}, []string{day + daySuffix(day), "of", mon}, []string{day, "of", mon},
			[]string{mon, day}, []string{mon, day + daySuffix(day)})
		if lx.dayUnique(d, day) {
			out = append(out, []string{day + daySuffix(day)})
		}
	}
	if m := match(reDate); m != nil && monthOf(m[1]) > 0 {
		day, mon := strings.TrimLeft(m[2], "0"), strings.ToLower(m[1])
		out = append(out, []string{day, mon}, []string{day + daySuffix(day), mon}, []string{day + daySuffix(day), "of", mon})
	}
	// Ordinal items are said in words or digits: "3rd" ~ "third", "3rd
	// place" ~ "third place".
	if f := strings.Fields(strings.ToLower(strings.TrimSpace(name))); ordinalItem(name) {
		o := ordinals[f[0]]
		var other []string
		for spelt, v := range ordinals {
			if v == o && spelt != f[0] {
				other = append(other, spelt)
			}
		}
		sort.Strings(other)
		for _, spelt := range other {
			out = append(out, append([]string{spelt}, f[1:]...))
			if len(f) > 1 {
				out = append(out, []string{spelt}) // "finished third" of "3rd place"
			}
		}
	}
	// A date is also said by its day alone, "the 17th", when no other
	// date of the category has that day.
	if m := match(reDate); m != nil && monthOf(m[1]) > 0 && lx.dayUnique(d, m[2]) {
		out = append(out, []string{m[2] + daySuffix(m[2])})
	}
	out = append(out, hourForms(w)...)
	// A height in words: "5 feet 6 inches", "5 ft 6 in", "5 foot 6".
	if isValue && c == height {
		ft, in := fmt.Sprint(int(v)/12), fmt.Sprint(int(v)%12)
		for _, f := range []string{"feet", "foot", "ft"} {
			for _, i := range []string{"inches", "inch", "in"} {
				out = append(out, []string{ft, f, in, i})
			}
			out = append(out, []string{ft, f, in})
			if int(v)%12 == 0 { // "exactly 6 ft" of 6'0"
				out = append(out, []string{ft, f})
			}
		}
	}
	// A whole sum of money with or without its pence: "£42" of "£42.00",
	// "$42.00" of "$42".
	if v, c, _, ok := itemValue(name); ok && c == money && v == math.Trunc(v) && v < 1e9 && len(w) == 1 {
		for _, f := range []string{fmt.Sprint(int64(v)), fmt.Sprintf("%d.00", int64(v))} {
			if f != w[0] {
				out = append(out, []string{f})
			}
		}
	}
	// An age in words, as an adjective: "a nine-year-old" of ages "9" or
	// "9 years" (a bare "nine" stays no age: "the nine of them").
	if v, c, unit, ok := itemValue(name); ok && c == number && v >= 1 && v < 100 && v == float64(int(v)) &&
		(unit == "" && isAges(lx.p.Domains[d].Name) || unit == "years" || unit == "year") {
		sp := spelledNumber(int(v))
		out = append(out, append(sp, "year", "old"), append(append([]string(nil), sp...), "years", "old"))
		// after a verb of age: "turned six", "aged six", "turning nine"
		for _, verb := range []string{"turned", "turns", "turning", "aged"} {
			out = append(out, append([]string{verb}, sp...))
		}
	}
	// A small whole number with its unit in words: "one night" of "1
	// night" (never a bare "one": "the one with").
	if isValue && c == number && v >= 0 && v == float64(int(v)) && int(v) < len(smallNumberNames) && len(w) > 1 && w[0] == fmt.Sprint(int(v)) {
		out = append(out, append([]string{smallNumberNames[int(v)]}, w[1:]...)) // "twelve hours", "a twelve-hour shift"
	}
	if dz, ok := dozenWords[v]; isValue && c == number && ok && len(w) >= 1 && w[0] == fmt.Sprint(int(v)) {
		out = append(out, append(strings.Fields(dz), w[1:]...)) // "half a dozen eggs" of "6" or "6 eggs"
	}
	if strings.Join(w, " ") == "a dozen" {
		out = append(out, []string{"the", "dozen"}, []string{"one", "dozen"}) // "bought by the dozen"
	}
	out = append(out, kidsForms(isValue && c == number, w)...)  // clockwords.go: "four kids" of "4 children"
	out = append(out, staffForms(isValue && c == number, w)...) // clockwords.go: "eleven people" of "11 staff"
	// A number with its unit is also said bare: "Lena is 26" of "26 years",
	// "the couple in 207" of "Room 207" (the number, wherever the unit is).
	if isValue && c == number && unit != "" && len(w) > 1 {
		for _, x := range w {
			if _, isNum := numberOf(x); isNum && x[0] >= '0' && x[0] <= '9' {
				out = append(out, []string{x})
				break
			}
		}
	}
	if len(w) > 0 {
		last := w[len(w)-1]
		for _, suf := range []string{"st", "nd", "rd", "th"} {
			if len(last) > len(suf) && last[len(last)-len(suf):] == suf && last[0] >= '0' && last[0] <= '9' {
				alt := append(append([]string(nil), w[:len(w)-1]...), last[:len(last)-len(suf)])
				out = append(out, alt)
			}
		}
	}
	return append(out, lx.clockMore(d, name)...) // clockwords.go
}

// clock24 is a 24-hour clock item ("07:15", "0715") in minutes after
// midnight.
func clock24(name string) (int, bool) {
	if !hasDigit(name) {
		return 0, false
	}
	name = strings.TrimSpace(name)
	m := reClock24.FindStringSubmatch(name)
	if m == nil {
		m = reHHMM.FindStringSubmatch(name)
	}
	if m == nil {
		return 0, false
	}
	h, _ := strconv.Atoi(m[1])
	mi, _ := strconv.Atoi(m[2])
	if h > 23 || mi > 59 {
		return 0, false
	}
	return h*60 + mi, true
}

// clock12Unique reports whether exactly one 24-hour item of domain d shows
// v's time on a 12-hour dial ("quarter past seven" is 07:15 or 19:15).
func (lx *lexicon) clock12Unique(d, v int) bool {
	n := 0
	for _, it := range lx.p.Domains[d].Items {
		if w, ok := clockMinutes(it); ok && w%720 == v%720 {
			n++
		}
	}
	return n == 1
}

// clockMinutes is a clock item ("07:15", "0715", "7:15am") in minutes
// after midnight.
func clockMinutes(name string) (int, bool) {
	if v, ok := clock24(name); ok {
		return v, true
	}
	if hasDigit(name) && clockSpelling.MatchString(strings.TrimSpace(name)) {
		if v, c, _, ok := itemValue(name); ok && c == clock {
			return int(v), true
		}
	}
	// "7.15am", as British pages print it (unseen56: "travels on the
	// quarter past seven")
	if m := reDotTime.FindStringSubmatch(strings.TrimSpace(name)); m != nil && m[3] != "" {
		h, _ := strconv.Atoi(m[1])
		mm, _ := strconv.Atoi(m[2])
		if h >= 1 && h <= 12 && mm < 60 {
			h %= 12
			if strings.HasPrefix(strings.ToLower(m[3]), "p") {
				h += 12
			}
			return h*60 + mm, true
		}
	}
	return 0, false
}

// spokenClock are the ways to say the time v (minutes after midnight) on a
// 12-hour dial: "7:15", "quarter past seven", "a quarter to eight", "half
// past seven", "seven o'clock", "seven thirty".
func spokenClock(v int) [][]string {
	h, m := v/60%12, v%60
	hour := func(h int) []string {
		h %= 12
		if h == 0 {
			h = 12
		}
		out := []string{fmt.Sprint(h)}
		if h < len(numberNames) {
			out = append(out, numberNames[h])
		} else {
			out = append(out, map[int]string{11: "eleven", 12: "twelve"}[h])
		}
		return out
	}
	var out [][]string
	hh := h
	if hh == 0 {
		hh = 12
	}
	out = append(out, []string{fmt.Sprintf("%d:%02d", hh, m)}, []string{fmt.Sprintf("%d.%02d", hh, m)})
	for _, H := range hour(h) {
		switch m {
		case 0:
			out = append(out, []string{H, "oclock"})
		case 15:
			out = append(out, []string{"quarter", "past", H}, []string{"a", "quarter", "past", H})
		case 30:
			out = append(out, []string{"half", "past", H})
		}
	}
	if m == 45 {
		for _, H := range hour(h + 1) {
			out = append(out, []string{"quarter", "to", H}, []string{"a", "quarter", "to", H})
		}
	}
	return out
}

// clockUnique reports whether exactly one item of domain d is the clock
// time hm ("9:00") in the morning or afternoon.
func (lx *lexicon) clockUnique(d int, hm string) bool {
	n := 0
	for _, it := range lx.p.Domains[d].Items {
		if m := clockSpelling.FindStringSubmatch(strings.TrimSpace(it)); m != nil {
			x := m[1] + ":" + m[2]
			if m[2] == "" {
				x = m[1] + ":00"
			}
			if x == hm {
				n++
			}
		}
	}
	return n == 1
}

// dayUnique reports whether exactly one date item of domain d falls on
// day (of any month).
func (lx *lexicon) dayUnique(d int, day string) bool {
	day = strings.TrimLeft(day, "0")
	n := 0
	for _, it := range lx.p.Domains[d].Items {
		if _, rest, ok := weekdayDate(it); ok {
			it = rest // "Saturday 15th August"
		}
		if m := reDate.FindStringSubmatch(strings.TrimSpace(it)); m != nil && strings.TrimLeft(m[2], "0") == day {
			n++
		} else if m := reDayMonth.FindStringSubmatch(strings.TrimSpace(it)); m != nil && isMonthWord(m[2]) && strings.TrimLeft(m[1], "0") == day {
			n++
		}
	}
	return n == 1
}

// weekdayUnique reports whether one item only of category d falls on the
// day of the week wd ("Tuesday 3rd" among "Monday 2nd, Tuesday 3rd").
func (lx *lexicon) weekdayUnique(d int, wd string) bool {
	n := 0
	for _, it := range lx.p.Domains[d].Items {
		if x, _, ok := weekdayDate(it); ok && weekdayOf(x) == weekdayOf(wd) {
			n++
		}
	}
	return n == 1
}

// daySuffix is the ordinal ending of a day of the month: "st" for 1 and
// 21, "nd", "rd", else "th".
func daySuffix(day string) string {
	n, _ := strconv.Atoi(day)
	switch {
	case n%100 >= 11 && n%100 <= 13:
		return "th"
	case n%10 == 1:
		return "st"
	case n%10 == 2:
		return "nd"
	case n%10 == 3:
		return "rd"
	}
	return "th"
}

// clockSpelling is a clock time item: "9:30am", "10 AM", "4:15 p.m.".
var clockSpelling = lazyRE(`(?i)^(\d{1,2})(?::(\d\d))?\s*([ap])\.?\s*m\.?$`)

var weekdays = []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}

// reWeekdayDate is a date after its day of the week: "Saturday 1st
// August", "Monday 2nd", "Fri 17th".
var reWeekdayDate = lazyRE(`^(?i)([a-z]+),?\s+(\d{1,2}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?[a-z]+)?)$`)

// weekdayDate splits a date after its day of the week into the two, ok
// false for anything else.
func weekdayDate(s string) (day, rest string, ok bool) {
	m := reWeekdayDate.FindStringSubmatch(strings.TrimSpace(s))
	if m == nil || weekdayOf(m[1]) == 0 {
		return "", "", false
	}
	return m[1], m[2], true
}

// weekdayDates reads items that are each a day of the week and a date
// ("Saturday 1st August") as those dates, in days of the year, or a day of
// the week and a day of one month unsaid ("Monday 2nd", "Friday 17th") as
// those days; ok is false unless every item is one, all of one kind.
func weekdayDates(items []string) ([]float64, bool) {
	if len(items) < 2 {
		return nil, false
	}
	vals := make([]float64, len(items))
	withMonth := 0
	for i, it := range items {
		_, rest, ok := weekdayDate(it)
		if !ok {
			return nil, false
		}
		if m := reDayMonth.FindStringSubmatch(rest); m != nil && isMonthWord(m[2]) {
			d, _ := dayOfYear(monthOf(m[2]), m[1])
			vals[i] = d
			withMonth++
			continue
		}
		day := strings.TrimRight(rest, "stndrh")
		v, err := strconv.Atoi(day)
		if err != nil || v < 1 || v > 31 {
			return nil, false
		}
		vals[i] = float64(v)
	}
	if withMonth != 0 && withMonth != len(items) {
		return nil, false
	}
	return vals, true
}

func weekdayOf(s string) int {
	w := strings.TrimSuffix(strings.ToLower(strings.TrimSpace(s)), ".")
	for i, d := range weekdays {
		if w == d || len(w) >= 3 && len(w) <= 4 && strings.HasPrefix(d, w) {
			return i + 1
		}
	}
	return 0
}

// unitNames are the spellings of one unit: "ft", "foot" and "feet".
var unitNames = map[string]string{
	"ft": "foot", "feet": "foot", "foot": "foot", "in": "inch", "inch": "inch", "inches": "inch",
	"lb": "pound", "lbs": "pound", "pound": "pound", "pounds": "pound", "mi": "mile", "mile": "mile", "miles": "mile",
	"km": "kilometer", "kilometer": "kilometer", "kilometers": "kilometer", "kilometre": "kilometer", "kilometres": "kilometer",
	"m": "meter", "meter": "meter", "meters": "meter", "metre": "meter", "metres": "meter",
	"kg": "kilogram", "kgs": "kilogram", "kilogram": "kilogram", "kilograms": "kilogram", "kilo": "kilogram", "kilos": "kilogram",
	"kilogramme": "kilogram", "kilogrammes": "kilogram", "g": "gram", "gram": "gram", "grams": "gram", "gramme": "gram", "grammes": "gram",
	"oz": "ounce", "ounce": "ounce", "ounces": "ounce",
	"min": "minute", "mins": "minute", "minute": "minute", "minutes": "minute", "hr": "hour", "hrs": "hour", "hour": "hour", "hours": "hour",
	"%": "percent", "percent": "percent", "pct": "percent", "percentage": "percent",
	"°c": "degree", "°f": "degree", "degree": "degree", "degrees": "degree", "celsius": "degree", "fahrenheit": "degree",
	"yd": "yard", "yds": "yard", "yard": "yard", "yards": "yard", "sec": "second", "secs": "second", "second": "second", "seconds": "second",
	"db": "decibel", "decibel": "decibel", "decibels": "decibel",
	// counts of people: "one person smaller" of "3 guests"
	"person": "person", "persons": "person", "people": "person", "guest": "person", "guests": "person",
	"member": "person", "members": "person", "visitor": "person", "visitors": "person", "diner": "person", "diners": "person",
	"passenger": "person", "passengers": "person", "attendee": "person", "attendees": "person",
	"gb": "gigabyte", "gigabyte": "gigabyte", "gigabytes": "gigabyte", "gig": "gigabyte", "gigs": "gigabyte",
	"mb": "megabyte", "megabyte": "megabyte", "megabytes": "megabyte", "tb": "terabyte", "terabyte": "terabyte", "terabytes": "terabyte",
}

// sameUnit compares unit words up to plurals and abbreviations.
func sameUnit(a, b string) bool {
	if sameWord(a, b) {
		return true
	}
	ca, cb := unitNames[a], unitNames[b]
	return ca != "" && ca == cb
}

// spelledNumber is 1 to 99 in words as tokenize splits them: "nine",
// "twenty one" (of "twenty-one").
func spelledNumber(v int) []string {
	name := func(n int) string {
		for w, x := range numberWords {
			if x == n && w != "a" && w != "an" {
				return w
			}
		}
		return ""
	}
	if v < 20 || v%10 == 0 {
		return []string{name(v)}
	}
	return []string{name(v / 10 * 10), name(v % 10)}
}

// reWholeFeet is a length in feet alone: "14 feet", "6.5 ft".
var reWholeFeet = lazyRE(`^(\d+(?:\.\d+)?)\s*(?:ft|feet|foot)\.?$`)

// wholeFeet reads "6 feet, 8 feet, 10 feet, 12 feet" (layouts, boats,
// jumps) as lengths in feet. A height is one digit of feet and perhaps
// inches ("5 ft", "5'10\""); a list with ten feet or more, or a fraction
// of a foot, is no height (it was not read at all, "10 feet" being no
// height).
func wholeFeet(items []string) ([]float64, bool) {
	vals := make([]float64, len(items))
	long := false
	for i, it := range items {
		m := reWholeFeet.FindStringSubmatch(strings.TrimSpace(it))
		if m == nil {
			return nil, false
		}
		v, err := strconv.ParseFloat(m[1], 64)
		if err != nil {
			return nil, false
		}
		vals[i] = v
		long = long || v >= 10 || strings.Contains(m[1], ".")
	}
	return vals, long
}

// hourForms are a length of time in minutes said in hours, as setters say
// it: "an hour" of "60 minutes", "half an hour" of "30 minutes", "an hour
// and a half" of "90 minutes", "2 hours" of "120 min", "1 hour 15
// minutes" of "75 minutes"; nil for anything else.
func hourForms(w []string) [][]string {
	if len(w) != 2 || !set("minutes minute mins min")[w[1]] {
		return nil
	}
	v, err := strconv.Atoi(w[0])
	if err != nil || v <= 0 || v > 24*60 {
		return nil
	}
	h, m := v/60, v%60
	hours := func(h int) [][]string { // "an hour", "2 hours", "two hours"
		if h == 1 {
			return [][]string{{"an", "hour"}, {"one", "hour"}, {"1", "hour"}}
		}
		out := [][]string{{fmt.Sprint(h), "hours"}}
		if h < len(smallNumberNames) {
			out = append(out, []string{smallNumberNames[h], "hours"})
		}
		return out
	}
	var out [][]string
	switch {
	case v == 15:
		out = append(out, []string{"a", "quarter", "of", "an", "hour"}, []string{"quarter", "of", "an", "hour"})
	case v == 30:
		out = append(out, []string{"half", "an", "hour"}, []string{"a", "half", "hour"}, []string{"half", "hour"})
	case v == 45:
		out = append(out, []string{"three", "quarters", "of", "an", "hour"})
	case m == 0:
		out = append(out, hours(h)...)
	case h > 0:
		for _, hs := range hours(h) {
			if m == 30 {
				out = append(out, append(slices.Clone(hs), "and", "a", "half"))
			}
			out = append(out, append(slices.Clone(hs), fmt.Sprint(m), "minutes"), append(slices.Clone(hs), "and", fmt.Sprint(m), "minutes"))
		}
		if m == 30 {
			out = append(out, []string{fmt.Sprint(h), "and", "a", "half", "hours"})
			if h < len(smallNumberNames) {
				out = append(out, []string{smallNumberNames[h], "and", "a", "half", "hours"})
			}
		}
	}
	return out
}

// centsItem is a sum in cents ("25 cents", "50c", "75¢"); dollarItem one
// in dollars ("$1", "$1.25").
var (
	centsItem  = lazyRE(`^(\d{1,2})\s*(?:cents?|c|¢)$`)
	dollarItem = lazyRE(`^\$\d+(?:\.\d\d)?$`)
)

// mixedCents says a list of sums in cents and dollars ("25 cents, 50
// cents, 75 cents, $1") all in dollars ("$0.25", ..., "$1"), when both
// kinds are in it.
func mixedCents(items []string) ([]string, bool) {
	out := make([]string, len(items))
	cents, dollars := 0, 0
	for i, it := range items {
		t := strings.TrimSpace(it)
		if m := centsItem.FindStringSubmatch(t); m != nil {
			n, _ := strconv.Atoi(m[1])
			out[i] = fmt.Sprintf("$0.%02d", n)
			cents++
			continue
		}
		if !dollarItem.MatchString(t) {
			return nil, false
		}
		out[i] = t
		dollars++
	}
	return out, cents > 0 && dollars > 0
}

// storyNumber is a number in the story, with a currency sign before it or
// a word after it: "$4,000", "300 metres", "5 kilograms".
var storyNumber = lazyRE(`([$£€])?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(?:\s*([\pL%]+))?`)

// storyUnitWords are the units a story may give bare numbers besides
// measures ("the gauges held 12, 15, 18, 21 and 24 millimetres").
var storyUnitWords = set("points votes pages laps goals runs pins marks copies words calories steps percent % degrees miles years minutes hours seconds days weeks")

// storyUnit is items written as the story writes their values, where the
// category lists bare numbers (unseen73: "price: 4000, 5500" of a story
// saying "The prices were $4,000, $5,500, ..."; "rainfall: 12, 15, ..."
// of "the gauges held 12, 15, 18, 21 and 24 millimetres of rain"): with
// the currency sign that stands before at least two of them, else with
// the unit after the last of a list of at least two of them; ok is false
// when the story writes none so (or in two ways).
func storyUnit(items []string, story string) ([]string, bool) {
	value := map[string]bool{}
	for _, it := range items {
		v := strings.ReplaceAll(strings.TrimSpace(it), ",", "")
		if _, err := strconv.ParseFloat(v, 64); err != nil {
			return nil, false
		}
		value[v] = true
	}
	signs, unitsAfter := map[string]int{}, map[string]int{}
	listed := 0 // item values in a row, only commas, "and", "or" between
	last := -1
	for _, m := range storyNumber.FindAllStringSubmatchIndex(story, -1) {
		v := strings.ReplaceAll(story[m[4]:m[5]], ",", "")
		if !value[v] {
			listed = 0
			continue
		}
		if last >= 0 && strings.Trim(strings.ReplaceAll(strings.ReplaceAll(story[last:m[0]], " and ", ""), " or ", ""), " ,") == "" {
			listed++
		} else {
			listed = 1
		}
		last = m[5]
		if m[2] >= 0 {
			signs[story[m[2]:m[3]]]++
		}
		if m[6] >= 0 && listed >= 2 {
			w := strings.ToLower(story[m[6]:m[7]])
			if unitDimension(w) != "" || storyUnitWords[w] {
				unitsAfter[w]++
			}
			listed = 0
		}
	}
	out := make([]string, len(items))
	for sign, n := range signs {
		if n >= 2 && len(signs) == 1 {
			for i, it := range items {
				out[i] = sign + strings.TrimSpace(it)
			}
			return out, true
		}
	}
	if len(unitsAfter) == 1 {
		for w := range unitsAfter {
			for i, it := range items {
				out[i] = strings.TrimSpace(it) + " " + w
			}
		}
		return out, true
	}
	return nil, false
}

// minSecSaid is a story saying its times are minutes and seconds:
// "given in minutes:seconds", "in minutes and seconds", "mm:ss".
var minSecSaid = lazyRE(`(?i)\bminutes?\s*(?::|and|&)\s*seconds?\b|\bmm:ss\b|\bmin:sec\b`)

// dozenWords are counts said in dozens.
var dozenWords = map[float64]string{6: "half a dozen", 12: "a dozen", 24: "two dozen", 36: "three dozen"}
