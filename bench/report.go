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
	Batch       string    `json:"batch,omitempty"`   // the deduce bench all command it was part of, if any
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

// machine names the computer the numbers come from: CPU model (where the
// system says it), cores, OS, architecture and Go version.
func machine() string {
	m := fmt.Sprintf("%s/%s, %d CPUs, %s", runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version())
	if cpu := cpuModel(); cpu != "" {
		m = cpu + ", " + m
	}
	return m
}

// cpuModel reads the CPU's model name from /proc/cpuinfo (Linux); "" elsewhere.
func cpuModel() string {
	data, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return ""
	}
	for _, line := range strings.Split(string(data), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return ""
}

// Markdown writes the report's tables (and notes) as Markdown.
func (r *Report) Markdown(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "## deduce bench %s\n\n", r.Suite)
	if r.Command != "" {
		fmt.Fprintf(&b, "Command: `%s`  \n", r.Command)
	}
	fmt.Fprintf(&b, "Machine: %s; per-solve limit %s; %d worker(s); %d of %d runs finished in %s.  \n",
		machineOr(r.Machine), limitText(time.Duration(r.Config.Timeout)), r.Config.Workers, len(r.Records), r.Planned, time.Duration(r.Elapsed))
	fmt.Fprintf(&b, "Date: %s.\n\n", r.Started.UTC().Format("2006-01-02 15:04 MST"))
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

// readReport reads a report that WriteDir saved as results.json.
func readReport(data []byte) (*Report, error) {
	var r Report
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, err
	}
	return &r, nil
}
