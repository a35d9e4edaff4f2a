package puzzle

import "encoding/json"

// Report is the JSON contract of `--format json`: one object per puzzle, JSON
// Lines when several. Field names are pinned by golden tests; scripts rely on them.
type Report struct {
	Kind      string         `json:"kind"`
	File      string         `json:"file,omitempty"`
	Status    Status         `json:"status,omitempty"`
	Solutions []solutionJSON `json:"solutions,omitempty"`
	Count     *int           `json:"count,omitempty"`
	Complete  *bool          `json:"complete,omitempty"`
	Method    string         `json:"method,omitempty"`
	Stats     Stats          `json:"stats,omitempty"`
	// Check results (deduce check).
	Valid *bool  `json:"valid,omitempty"`
	Error string `json:"error,omitempty"`
	// Generation (deduce generate) and grading.
	Puzzle     string `json:"puzzle,omitempty"`
	ID         string `json:"id,omitempty"`
	Difficulty string `json:"difficulty,omitempty"`
	Unique     *bool  `json:"unique,omitempty"`
	Seed       *int64 `json:"seed,omitempty"`
}

// NewReport fills a Report from a solve or count Result.
func NewReport(kind string, r Result) Report {
	rep := Report{Kind: kind, Status: r.Status, Method: r.Method, Stats: r.Stats}
	for _, s := range r.Solutions {
		rep.Solutions = append(rep.Solutions, solutionJSON{s})
	}
	if r.Counted {
		n, c := r.Count, r.Complete
		rep.Count, rep.Complete = &n, &c
	}
	return rep
}

// AddSolution appends s to the report's solutions.
func (r *Report) AddSolution(s Solution) { r.Solutions = append(r.Solutions, solutionJSON{s}) }

// JSONLine encodes r as one line of JSON (no trailing newline).
func (r Report) JSONLine() ([]byte, error) { return json.Marshal(r) }

// Ptr returns a pointer to v, for the optional fields of Report.
func Ptr[T any](v T) *T { return &v }
