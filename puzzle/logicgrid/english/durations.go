package english

import (
	"strconv"
	"strings"
)

// Durations written in more than one unit (unseen34): "30 minutes, 1 hour,
// 90 minutes, 2 hours", "25 minutes, 55 minutes, 1 hour 10 minutes": one
// measure of time, counted in minutes, as "250 g, 500 g, 1 kg" is counted
// in grams. A category in one unit only is numericDomain's, as before.

// durationPart is one number and a unit of time: "1 hour", "10 mins".
var durationPart = lazyRE(`^(?i)(\d+(?:\.\d+)?)\s*(hours?|hrs?|minutes?|mins?)$`)

// durationMinutes reads a duration item in minutes: "90 minutes", "1
// hour", "1 hour 10 minutes", "1 hr 25 mins", "1 hour and 10 minutes";
// mixed reports whether it was said in hours (or hours and minutes).
func durationMinutes(item string) (v float64, hours bool, ok bool) {
	f := strings.Fields(strings.ToLower(strings.ReplaceAll(item, ",", " ")))
	if len(f) > 5 {
		return 0, false, false
	}
	var parts []string
	for i := 0; i < len(f); i++ {
		if f[i] == "and" {
			continue
		}
		if i+1 < len(f) && !strings.ContainsAny(f[i], "abcdefghijklmnopqrstuvwxyz") {
			parts = append(parts, f[i]+" "+f[i+1])
			i++
			continue
		}
		parts = append(parts, f[i])
	}
	if len(parts) == 0 || len(parts) > 2 {
		return 0, false, false
	}
	for k, p := range parts {
		m := durationPart.FindStringSubmatch(p)
		if m == nil {
			return 0, false, false
		}
		n, err := strconv.ParseFloat(m[1], 64)
		if err != nil {
			return 0, false, false
		}
		if strings.HasPrefix(m[2], "h") {
			if k > 0 {
				return 0, false, false // "10 minutes 1 hour"
			}
			v += n * 60
			hours = true
		} else {
			if k > 0 && n >= 60 {
				return 0, false, false
			}
			v += n
		}
	}
	return v, hours, true
}

// mixedDurations reads a category of durations said in minutes and hours
// (at least one item each way, or an hour and minutes together), in
// minutes; ok is false otherwise.
func mixedDurations(items []string) ([]float64, bool) {
	vals := make([]float64, len(items))
	inHours, inMinutes, compound := 0, 0, 0
	seen := map[float64]bool{}
	for i, it := range items {
		v, hours, ok := durationMinutes(it)
		if !ok || seen[v] || v <= 0 || v != float64(int(v)) {
			return nil, false
		}
		seen[v] = true
		vals[i] = v
		switch {
		case hours && v != float64(int(v/60))*60:
			compound++
		case hours:
			inHours++
		default:
			inMinutes++
		}
	}
	if compound == 0 && (inHours == 0 || inMinutes == 0) {
		return nil, false // one unit: numericDomain's
	}
	return vals, true
}
