package bench

import (
	"fmt"
	"math"
	"sort"
)

// Summary condenses the runs of one group (one series at one size, say).
// Times are over finished runs only; timeouts are counted, and every
// statistic they would change is marked as a lower bound instead of being
// computed as if a timeout took zero (or exactly the limit) time.
type Summary struct {
	N         int     // runs in the group
	Solved    int     // verified solutions
	Unsat     int     // proved unsatisfiable
	Unknown   int     // incomplete method gave up
	Timeouts  int     // stopped by the limit
	Errors    int     // solver failures
	Missing   int     // peer not installed / not applicable
	LimitMS   float64 // the per-solve limit (0 = none)
	MinMS     float64 // over finished runs
	MaxMS     float64 // over finished runs
	MeanMS    float64 // over finished runs
	MedianMS  float64 // over all runs, timeouts ranked last; +Inf when the median run timed out
	finished  []float64
	statSums  map[string]float64
	statCount map[string]int
}

// Summarize groups nothing: it summarises exactly the records given.
func Summarize(recs []Record, limitMS float64) Summary {
	s := Summary{LimitMS: limitMS, statSums: map[string]float64{}, statCount: map[string]int{}}
	var ranked []float64
	for _, r := range recs {
		s.N++
		switch r.Status {
		case StatusSolved:
			s.Solved++
		case StatusUnsatisfiable:
			s.Unsat++
		case StatusUnknown:
			s.Unknown++
		case StatusTimeout:
			s.Timeouts++
		case StatusMissing, StatusUnsupported:
			s.Missing++
			continue
		default:
			s.Errors++
			continue
		}
		if r.finished() {
			s.finished = append(s.finished, r.TimeMS)
			ranked = append(ranked, r.TimeMS)
			for k, v := range r.Stats {
				s.statSums[k] += v
				s.statCount[k]++
			}
		} else {
			ranked = append(ranked, math.Inf(1))
		}
	}
	if len(s.finished) > 0 {
		sorted := append([]float64(nil), s.finished...)
		sort.Float64s(sorted)
		s.MinMS, s.MaxMS = sorted[0], sorted[len(sorted)-1]
		sum := 0.0
		for _, v := range sorted {
			sum += v
		}
		s.MeanMS = sum / float64(len(sorted))
	}
	if len(ranked) > 0 {
		sort.Float64s(ranked)
		s.MedianMS = median(ranked)
	}
	return s
}

// median of sorted values; with an even count the mean of the middle two
// (+Inf if either is a timeout).
func median(sorted []float64) float64 {
	n := len(sorted)
	if n%2 == 1 {
		return sorted[n/2]
	}
	return (sorted[n/2-1] + sorted[n/2]) / 2
}

// Finished is the number of runs whose time is a real measurement.
func (s Summary) Finished() int { return len(s.finished) }

// StatMean is the mean of a solver statistic over finished runs that report it.
func (s Summary) StatMean(key string) (float64, bool) {
	c := s.statCount[key]
	if c == 0 {
		return 0, false
	}
	return s.statSums[key] / float64(c), true
}

// MeanCell prints the mean time. With timeouts the true mean is unknown: the
// cell shows "≥ m" where m counts each timeout at the limit (a lower bound).
func (s Summary) MeanCell() string {
	switch {
	case s.Finished() == 0 && s.Timeouts == 0:
		return "—"
	case s.Timeouts == 0:
		return fmtMS(s.MeanMS)
	case s.LimitMS <= 0:
		return "timeout"
	}
	lower := (s.MeanMS*float64(s.Finished()) + s.LimitMS*float64(s.Timeouts)) / float64(s.Finished()+s.Timeouts)
	return fmt.Sprintf("≥ %s (%d t/o)", fmtMS(lower), s.Timeouts)
}

// MaxCell prints the maximum time, "> limit" when a run timed out.
func (s Summary) MaxCell() string {
	switch {
	case s.Timeouts > 0:
		return "> " + fmtMS(s.LimitMS)
	case s.Finished() == 0:
		return "—"
	}
	return fmtMS(s.MaxMS)
}

// MinCell prints the minimum time over finished runs.
func (s Summary) MinCell() string {
	if s.Finished() == 0 {
		if s.Timeouts > 0 {
			return "> " + fmtMS(s.LimitMS)
		}
		return "—"
	}
	return fmtMS(s.MinMS)
}

// MedianCell prints the median, "> limit" when the median run timed out.
func (s Summary) MedianCell() string {
	switch {
	case s.Finished() == 0 && s.Timeouts == 0:
		return "—"
	case math.IsInf(s.MedianMS, 1):
		return "> " + fmtMS(s.LimitMS)
	}
	return fmtMS(s.MedianMS)
}

// StatCell prints the mean of a statistic over finished runs, marked when
// timeouts make it a mean over a subset.
func (s Summary) StatCell(key string) string {
	v, ok := s.StatMean(key)
	if !ok {
		return "—"
	}
	cell := fmtNum(v)
	if s.Timeouts > 0 {
		cell += fmt.Sprintf(" (of %d)", s.Finished())
	}
	return cell
}

// fmtMS prints a time in milliseconds with about three significant digits.
func fmtMS(ms float64) string {
	switch {
	case ms >= 100:
		return fmt.Sprintf("%.0f ms", ms)
	case ms >= 10:
		return fmt.Sprintf("%.1f ms", ms)
	case ms >= 1:
		return fmt.Sprintf("%.2f ms", ms)
	}
	return fmt.Sprintf("%.3f ms", ms)
}

// fmtNum prints a statistic: integers plainly, others with two decimals.
func fmtNum(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return fmt.Sprintf("%.0f", v)
	}
	if math.Abs(v) >= 100 {
		return fmt.Sprintf("%.1f", v)
	}
	return fmt.Sprintf("%.2f", v)
}
