package bench

import (
	"encoding/csv"
	"fmt"
	"io"
	"strings"
)

// Table is one result table of a suite, printed as Markdown on stdout and
// written as CSV with --out. Name is the file stem ("table1").
type Table struct {
	Name   string     `json:"name"`
	Title  string     `json:"title"`
	Header []string   `json:"header"`
	Rows   [][]string `json:"rows"`
	Notes  []string   `json:"notes,omitempty"`
}

// Markdown writes the table as a GitHub-flavoured Markdown section.
func (t Table) Markdown(w io.Writer) error {
	var b strings.Builder
	if t.Title != "" {
		fmt.Fprintf(&b, "### %s\n\n", t.Title)
	}
	b.WriteString("| " + strings.Join(escapeCells(t.Header), " | ") + " |\n")
	b.WriteString("|" + strings.Repeat("---|", len(t.Header)) + "\n")
	for _, row := range t.Rows {
		b.WriteString("| " + strings.Join(escapeCells(row), " | ") + " |\n")
	}
	for i, n := range t.Notes {
		if i == 0 {
			b.WriteString("\n")
		}
		b.WriteString(n + "\n")
	}
	b.WriteString("\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// escapeCells keeps a '|' inside a cell from splitting it.
func escapeCells(cells []string) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = strings.ReplaceAll(c, "|", `\|`)
	}
	return out
}

// CSV writes the table (header then rows) as CSV.
func (t Table) CSV(w io.Writer) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(t.Header); err != nil {
		return err
	}
	if err := cw.WriteAll(t.Rows); err != nil {
		return err
	}
	cw.Flush()
	return cw.Error()
}
