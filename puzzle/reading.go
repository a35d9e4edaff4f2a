package puzzle

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
)

// ProseReader is implemented by kinds that read puzzles written in prose
// (a logic grid in English). A sentence there can read several ways, and a
// misreading shows only as "no solution" or "several solutions", so the
// front ends say how the input was read and, when it has not exactly one
// solution, why, in terms of its sentences: `deduce read`, and the prose
// part of `deduce solve`'s report. A kind whose input is a grammar needs
// none of this.
type ProseReader interface {
	// ReadProse reads data as prose and diagnoses it (Reading.Diagnosis
	// is set). Input that is not the kind's prose is a *ParseError.
	ReadProse(ctx context.Context, file string, data []byte) (*Reading, error)
	// ReadingOf is how p was read: nil for a puzzle not read from prose.
	// With diagnose, Diagnosis is set too (a count to 2, and for no
	// solution a search for the clues that conflict).
	ReadingOf(ctx context.Context, p Puzzle, diagnose bool) (*Reading, error)
}

// Reading is how a puzzle written in prose was read.
type Reading struct {
	// Language names the prose ("english"): the key of the reading in
	// solve's JSON report.
	Language  string
	Sentences []ReadSentence
	// Settled says how the sentences with several readings were decided,
	// "" when every sentence had one.
	Settled string
	// Assumed says what the reading took that the puzzle does not say
	// (English: genders from first names), "" when nothing.
	Assumed string
	// Diagnosis is nil unless asked for.
	Diagnosis *ReadDiagnosis
}

// ReadSentence is one sentence (a numbered clue) and its readings.
type ReadSentence struct {
	Number   int      `json:"number"` // 1-based
	Line     int      `json:"line"`
	Text     string   `json:"text"`
	Readings []string `json:"readings"` // every reading, in plain words
	Clues    []string `json:"clues"`    // the reading taken, in the kind's own notation
	Taken    int      `json:"taken"`    // index into Readings
}

// Several reports whether the sentence read more than one way.
func (s ReadSentence) Several() bool { return len(s.Readings) > 1 }

// What a diagnosis found (ReadDiagnosis.Status).
const (
	ReadUnique  = "unique"
	ReadNone    = "none"
	ReadSeveral = "several"
	ReadUnknown = "unknown" // the work was cut short
)

// ReadDiagnosis says why a puzzle read from prose does not have exactly one
// solution: for none, a smallest set of sentences that cannot all hold; for
// several, where two solutions differ. Message says it in words.
type ReadDiagnosis struct {
	Status   string
	Message  string
	Conflict []int            // ReadNone: sentence numbers (1-based)
	Differ   []ReadDifference // ReadSeveral: where two solutions differ
}

// ReadDifference is one place where two solutions differ: the entity (its
// first-category item), the category, and its item in each solution.
type ReadDifference struct {
	Entity   string `json:"entity"`
	Category string `json:"category"`
	A        string `json:"a"`
	B        string `json:"b"`
}

// ReadProseAs reads data with k's prose reader; a kind without one is a
// *ParseError wrapping ErrUnsupported that names the kinds with one.
func ReadProseAs(ctx context.Context, k Kind, file string, data []byte) (*Reading, error) {
	pr, ok := k.(ProseReader)
	if !ok {
		var prose []string
		for _, k := range Kinds() {
			if _, ok := k.(ProseReader); ok {
				prose = append(prose, k.Name())
			}
		}
		_, line := FirstLine(data)
		return nil, Errorf(ErrUnsupported, file, line, 1, "this is a %s puzzle, which is not written in prose: there is no reading to show (kinds read from prose: %s)", k.Name(), strings.Join(prose, ", "))
	}
	return pr.ReadProse(ctx, file, data)
}

// ReadingOf is how p, of kind k, was read (nil when k reads no prose or p
// was not read from prose); see ProseReader.ReadingOf.
func ReadingOf(ctx context.Context, k Kind, p Puzzle, diagnose bool) (*Reading, error) {
	pr, ok := k.(ProseReader)
	if !ok {
		return nil, nil
	}
	return pr.ReadingOf(ctx, p, diagnose)
}

// SolveNote is what a solve prints under its answer for a puzzle read from
// prose: for a solution of a puzzle that has several, a warning naming
// where two differ; for no solution, the sentences that cannot all hold.
// "" when r says nothing about that outcome.
func (r *Reading) SolveNote(solved bool) string {
	if solved && r.Several() {
		return "warning: " + r.Diagnosis.Message
	}
	if r == nil || r.Diagnosis == nil {
		return ""
	}
	switch d := r.Diagnosis; {
	case !solved && d.Status == ReadNone:
		return d.Message
	}
	return ""
}

// Several reports whether the puzzle read has several solutions (a
// published puzzle has one: it was misread, or mistyped).
func (r *Reading) Several() bool {
	return r != nil && r.Diagnosis != nil && r.Diagnosis.Status == ReadSeveral
}

// ReadingReport is the prose part of a solve report (`deduce solve
// --format json`, the web's /api/solve), under the reading's language: the
// sentences that read several ways with the reading the puzzle decided,
// and, when the puzzle has no solution or several, the diagnosis (the
// clues that cannot all hold, or two solutions and where they differ).
type ReadingReport struct {
	Decided   []ReadSentence   `json:"decided,omitempty"`
	Settled   string           `json:"settled,omitempty"`
	Diagnosis string           `json:"diagnosis,omitempty"` // none, several or unknown
	Message   string           `json:"message,omitempty"`
	Conflict  []int            `json:"conflict,omitempty"` // clue numbers (1-based)
	Differ    []ReadDifference `json:"differ,omitempty"`
}

// Report is r's part of a solve report.
func (r *Reading) Report() ReadingReport {
	out := ReadingReport{Settled: r.Settled}
	for _, s := range r.Sentences {
		if s.Several() {
			out.Decided = append(out.Decided, s)
		}
	}
	if d := r.Diagnosis; d != nil && d.Status != ReadUnique {
		out.Diagnosis, out.Message, out.Conflict, out.Differ = d.Status, d.Message, d.Conflict, d.Differ
	}
	return out
}

// WithReading is a solve report (Head, any value that marshals to a JSON
// object) with Reading's part (ReadingReport) under the reading's
// language as one more key, so no front end names the language.
type WithReading struct {
	Head    any
	Reading *Reading
}

// MarshalJSON writes Head's object with the reading's key added last.
func (w WithReading) MarshalJSON() ([]byte, error) {
	head, err := json.Marshal(w.Head)
	if err != nil {
		return nil, err
	}
	if w.Reading == nil {
		return head, nil
	}
	key, err := json.Marshal(w.Reading.Language)
	if err != nil {
		return nil, err
	}
	part, err := json.Marshal(w.Reading.Report())
	if err != nil {
		return nil, err
	}
	if len(head) < 2 || head[0] != '{' || head[len(head)-1] != '}' {
		return nil, fmt.Errorf("internal error: a report with a reading must be a JSON object, not %.40s", head)
	}
	out := append([]byte(nil), head[:len(head)-1]...)
	if len(head) > 2 {
		out = append(out, ',')
	}
	out = append(append(append(out, key...), ':'), part...)
	return append(out, '}'), nil
}
