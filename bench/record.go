package bench

import (
	"strconv"
	"strings"
)

// Outcome of one measured run, as recorded. A run that is not finished
// (timeout, error) has no meaningful time of its own: summaries never
// average it as a number, they count it.
const (
	StatusSolved        = "solved"        // a verified solution was found
	StatusUnsatisfiable = "unsatisfiable" // the solver proved there is none
	StatusUnknown       = "unknown"       // an incomplete method gave up honestly
	StatusTimeout       = "timeout"       // the per-solve --timeout stopped it
	StatusError         = "error"         // the solver failed (message in Err)
	StatusMissing       = "missing"       // a peer solver is not installed
	StatusUnsupported   = "n/a"           // a peer cannot run this kind
)

// Record is one measured run: which solver on which instance, and how it went.
type Record struct {
	Suite    string             `json:"suite"`
	Kind     string             `json:"kind"`
	Series   string             `json:"series"` // the line/bar/column this run belongs to, e.g. "report leftmost,median"
	Solver   string             `json:"solver"` // "deduce" or a peer name
	Method   string             `json:"method,omitempty"`
	Encoding string             `json:"encoding,omitempty"`
	Label    string             `json:"label,omitempty"`
	Size     int                `json:"size"`
	Instance string             `json:"instance"` // stable name: "m10_03", a file name, ...
	Seed     int64              `json:"seed"`
	Status   string             `json:"status"`
	TimeMS   float64            `json:"time_ms"` // wall time of the solve; the limit for a timeout
	Stats    map[string]float64 `json:"stats,omitempty"`
	Verified bool               `json:"verified"` // the answer passed the kind's independent Check
	Err      string             `json:"error,omitempty"`
}

// finished reports whether the run ended by itself, so its time is a real measurement.
func (r Record) finished() bool {
	switch r.Status {
	case StatusSolved, StatusUnsatisfiable, StatusUnknown:
		return true
	}
	return false
}

// csvHeader and csvRow give the flat CSV shape of records; stats keys are
// passed in so that every row has the same columns.
func csvHeader(statKeys []string) []string {
	h := []string{"suite", "kind", "series", "solver", "method", "encoding", "label", "size", "instance", "seed", "status", "time_ms", "verified", "error"}
	for _, k := range statKeys {
		h = append(h, "stat_"+k)
	}
	return h
}

func (r Record) csvRow(statKeys []string) []string {
	row := []string{r.Suite, r.Kind, r.Series, r.Solver, r.Method, r.Encoding, r.Label,
		strconv.Itoa(r.Size), r.Instance, strconv.FormatInt(r.Seed, 10), r.Status,
		strconv.FormatFloat(r.TimeMS, 'f', 3, 64), strconv.FormatBool(r.Verified), strings.ReplaceAll(r.Err, "\n", " ")}
	for _, k := range statKeys {
		if v, ok := r.Stats[k]; ok {
			row = append(row, strconv.FormatFloat(v, 'g', 6, 64))
		} else {
			row = append(row, "")
		}
	}
	return row
}
