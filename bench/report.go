package bench

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"time"
)

// Report is the outcome of one suite run: every record, the tables and
// plots built from them, and what was left out.
type Report struct {
	Suite       string    `json:"suite"`
	Command     string    `json:"command,omitempty"` // the command line that produced it (set by the CLI)
	Config      Config    `json:"config"`
	Machine     string    `json:"machine"`
	Started     time.Time `json:"started"`
	Elapsed     Duration  `json:"elapsed"`
	Planned     int       `json:"planned_runs"`
	Interrupted bool      `json:"interrupted"`
	Notes       []string  `json:"notes,omitempty"`
	Tables      []Table   `json:"tables"`
	Plots       []Plot    `json:"plots,omitempty"`
	Records     []Record  `json:"records"`
}

func machine() string {
	return fmt.Sprintf("%s/%s, %d CPUs, %s", runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version())
}

// Markdown writes the report's tables (and notes) as Markdown.
func (r *Report) Markdown(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "## deduce bench %s\n\n", r.Suite)
	if r.Command != "" {
		fmt.Fprintf(&b, "Command: `%s`  \n", r.Command)
	}
	fmt.Fprintf(&b, "Machine: %s; per-solve limit %s; %d worker(s); %d of %d runs finished in %s.\n\n",
		machineOr(r.Machine), limitText(time.Duration(r.Config.Timeout)), r.Config.Workers, len(r.Records), r.Planned, time.Duration(r.Elapsed))
	if r.Interrupted {
		b.WriteString("**Interrupted**: the tables below hold only the runs that finished.\n\n")
	}
	for _, n := range r.Notes {
		b.WriteString("- " + n + "\n")
	}
	if len(r.Notes) > 0 {
		b.WriteString("\n")
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return err
	}
	for _, t := range r.Tables {
		if err := t.Markdown(w); err != nil {
			return err
		}
	}
	return nil
}

func machineOr(m string) string {
	if m == "" {
		return machine()
	}
	return m
}

func limitText(d time.Duration) string {
	if d <= 0 {
		return "none"
	}
	return d.String()
}

// WriteDir writes the report into dir (created if needed): report.md,
// results.json, records.csv, one CSV per table and each plot as PNG and SVG.
// It returns the paths written.
func (r *Report) WriteDir(dir string) ([]string, error) {
	if r.Machine == "" {
		r.Machine = machine()
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var paths []string
	write := func(name string, fill func(io.Writer) error) error {
		path := filepath.Join(dir, name)
		f, err := os.Create(path)
		if err != nil {
			return err
		}
		if err := fill(f); err != nil {
			f.Close()
			return fmt.Errorf("%s: %w", path, err)
		}
		if err := f.Close(); err != nil {
			return err
		}
		paths = append(paths, path)
		return nil
	}
	if err := write("report.md", r.Markdown); err != nil {
		return paths, err
	}
	if err := write("results.json", func(w io.Writer) error {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(r)
	}); err != nil {
		return paths, err
	}
	if err := write("records.csv", r.recordsCSV); err != nil {
		return paths, err
	}
	for _, t := range r.Tables {
		if err := write(t.Name+".csv", t.CSV); err != nil {
			return paths, err
		}
	}
	for _, p := range r.Plots {
		ps, err := p.Save(dir)
		paths = append(paths, ps...)
		if err != nil {
			return paths, err
		}
	}
	return paths, nil
}

func (r *Report) recordsCSV(w io.Writer) error {
	keys := map[string]bool{}
	for _, rec := range r.Records {
		for k := range rec.Stats {
			keys[k] = true
		}
	}
	var statKeys []string
	for k := range keys {
		statKeys = append(statKeys, k)
	}
	sort.Strings(statKeys)
	rows := [][]string{csvHeader(statKeys)}
	for _, rec := range r.Records {
		rows = append(rows, rec.csvRow(statKeys))
	}
	return Table{Header: rows[0], Rows: rows[1:]}.CSV(w)
}
