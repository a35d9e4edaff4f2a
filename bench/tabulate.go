package bench

import (
	"math"
	"strconv"
	"time"
)

// Helpers shared by the suites to turn records into tables and plots.

// groupKey identifies a group of records: one series at one size.
type groupKey struct {
	series string
	size   int
}

// groups indexes records by (series, size).
func groups(recs []Record) map[groupKey][]Record {
	m := map[groupKey][]Record{}
	for _, r := range recs {
		k := groupKey{r.Series, r.Size}
		m[k] = append(m[k], r)
	}
	return m
}

// bySeries indexes records by series alone.
func bySeries(recs []Record) map[string][]Record {
	m := map[string][]Record{}
	for _, r := range recs {
		m[r.Series] = append(m[r.Series], r)
	}
	return m
}

func limitMS(cfg Config) float64 {
	return float64(time.Duration(cfg.Timeout)) / float64(time.Millisecond)
}

// summaryRow is the standard row of counts and times of one group.
func summaryHeader(first ...string) []string {
	return append(first, "n", "solved", "unknown", "timeouts", "errors", "min", "avg", "max", "median", "avg backtracks")
}

func summaryRow(s Summary, first ...string) []string {
	return append(first, strconv.Itoa(s.N), strconv.Itoa(s.Solved+s.Unsat), strconv.Itoa(s.Unknown),
		strconv.Itoa(s.Timeouts), strconv.Itoa(s.Errors), s.MinCell(), s.MeanCell(), s.MaxCell(), s.MedianCell(), s.StatCell("backtracks"))
}

// medianLines draws one line per series of the median time against size.
// A median that timed out is left out of the line (Plot does not draw +Inf).
func medianLines(recs []Record, series []string, sizes []int, limit float64) []LineSeries {
	g := groups(recs)
	var lines []LineSeries
	for _, s := range series {
		l := LineSeries{Label: s}
		for _, n := range sizes {
			rs := g[groupKey{s, n}]
			if len(rs) == 0 {
				continue
			}
			l.X = append(l.X, float64(n))
			l.Y = append(l.Y, Summarize(rs, limit).MedianMS)
		}
		lines = append(lines, l)
	}
	return lines
}

// meanOrNaN is a group's mean time, NaN when a timeout makes it unknown
// or nothing finished (bar charts leave such bars out).
func meanOrNaN(s Summary) float64 {
	if s.Timeouts > 0 || s.Finished() == 0 {
		return math.NaN()
	}
	return s.MeanMS
}

// firstError returns the first error message among records, for notes.
func errorNotes(recs []Record) []string {
	var notes []string
	seen := map[string]bool{}
	for _, r := range recs {
		if r.Status == StatusError && !seen[r.Series] {
			seen[r.Series] = true
			notes = append(notes, "Error in "+r.Series+" on "+r.Instance+": "+r.Err)
		}
	}
	return notes
}
