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

// summaryCSVHeader and summaryCSVRow are the machine form of the summary
// row: times as numbers in milliseconds, empty where a timeout makes the
// value unknown (the timeouts column says how many).
func summaryCSVHeader(first ...string) []string {
	return append(first, "n", "solved", "unknown", "timeouts", "errors", "min_ms", "avg_ms", "max_ms", "median_ms", "avg_backtracks")
}

func summaryCSVRow(s Summary, first ...string) []string {
	minV, avg, maxV, med := math.NaN(), math.NaN(), math.NaN(), s.MedianMS
	if s.Finished() > 0 {
		minV = s.MinMS
		if s.Timeouts == 0 {
			avg, maxV = s.MeanMS, s.MaxMS
		}
	}
	if s.Finished() == 0 && s.Timeouts == 0 {
		med = math.NaN()
	}
	bt := math.NaN()
	if v, ok := s.StatMean("backtracks"); ok {
		bt = v
	}
	return append(first, strconv.Itoa(s.N), strconv.Itoa(s.Solved+s.Unsat), strconv.Itoa(s.Unknown),
		strconv.Itoa(s.Timeouts), strconv.Itoa(s.Errors), numCell(minV), numCell(avg), numCell(maxV), numCell(med), numCell(bt))
}

// meanCSV is a group's mean time as a CSV number: empty when timeouts make
// it unknown or nothing finished.
func meanCSV(s Summary) string { return numCell(meanOrNaN(s)) }

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

// meanLine draws a series' average time against size ("SERIES (average)"),
// the measure of the Magnets report's Fig. 4; a size whose average timeouts
// make unknown is left out.
func meanLine(recs []Record, series string, sizes []int, limit float64) LineSeries {
	g := groups(recs)
	l := LineSeries{Label: series + " (average)"}
	for _, n := range sizes {
		rs := g[groupKey{series, n}]
		if len(rs) == 0 {
			continue
		}
		l.X = append(l.X, float64(n))
		l.Y = append(l.Y, meanOrNaN(Summarize(rs, limit)))
	}
	return l
}
