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
	// CSVHeader and CSVRows are the table for programs when the display
	// cells hold text a program cannot read ("0.412 ms", "≥ 5000 ms (2
	// t/o)"): plain numbers, the unit in the column name ("median_ms"),
	// empty where there is no value. When nil, CSV writes Header and Rows.
	CSVHeader []string   `json:"csv_header,omitempty"`
	CSVRows   [][]string `json:"csv_rows,omitempty"`
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

// CSV writes the table (header then rows) as CSV: its machine form
// (CSVHeader, CSVRows) when it has one.
func (t Table) CSV(w io.Writer) error {
	header, rows := t.Header, t.Rows
	if t.CSVHeader != nil {
		header, rows = t.CSVHeader, t.CSVRows
	}
	cw := csv.NewWriter(w)
	if err := cw.Write(header); err != nil {
		return err
	}
	if err := cw.WriteAll(rows); err != nil {
		return err
	}
	cw.Flush()
	return cw.Error()
}
