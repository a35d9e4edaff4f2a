package bench

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"deduce/puzzle"
)

// The Close or Far report's experiments (seed 001): Tables I–III, Figs. 3–4.

// closefarVarChoices are Table I's columns: report name and SICStus option.
var closefarVarChoices = []struct{ name, option string }{
	{"leftmost", "leftmost"}, {"min", "min"}, {"max", "max"}, {"first_fail", "ff"},
	{"anti_first_fail", "anti_first_fail"}, {"occurrence", "occurrence"},
	{"most_constrained", "most_constrained"}, {"max_regret", "max_regret"},
}

// closefarValChoices are Table II's columns.
var closefarValChoices = []string{"step", "enum", "bisect", "median", "middle"}

// Table I varies the variable choice with the default value choice (step);
// Table II varies the value choice with the default variable choice (leftmost).
func closefarVarLabel(option string) string { return option + ",step" }
func closefarValLabel(value string) string  { return "leftmost," + value }

// closefarTable3Size is the size of Table III (anti_first_fail per puzzle).
const closefarTable3Size = 7

func init() {
	register(Suite{
		Name:    "closefar-heuristics",
		Summary: "Close or Far report Tables I–III / Figs. 3–4: labeling heuristics by size",
		Usage: `Generates --n puzzles (default 10) of each size in --sizes (default 6..10) with
the report's generator (method "report"; seed base+1000*N+k, base 500000
unless --seed; --dir DIR runs the native files of DIR instead, e.g. the
shared instances c<N>_<k>), then solves each
with the report's model (method report) under every variable choice
(leftmost, min, max, first_fail, anti_first_fail, occurrence,
most_constrained, max_regret; value step) and every value choice (step,
enum, bisect, median, middle; variable leftmost). Table I and II: average
time per heuristic and size; Table III: anti_first_fail per puzzle at 7×7.
Plots fig3 and fig4: bars per heuristic, one bar per size.`,
		defaults: func(c *Config) {
			if len(c.Sizes) == 0 {
				c.Sizes = []int{6, 7, 8, 9, 10}
			}
			if c.N == 0 {
				c.N = 10
			}
			if c.Kind == "" {
				c.Kind = "closefar"
			}
		},
		plan:  planClosefar,
		build: buildClosefar,
	})
}

func planClosefar(ctx context.Context, cfg Config, opt RunOptions) (*plan, error) {
	k, err := requireKind(cfg.Kind, "report")
	if err != nil {
		return nil, err
	}
	insts, err := gridInstances(ctx, k, cfg, baseSeed(cfg, 500000), "c", reportGenerator, opt.Workers)
	if err != nil {
		return nil, err
	}
	// One run per distinct labeling: "leftmost,step" is in both tables.
	var labels []string
	for _, v := range closefarVarChoices {
		labels = append(labels, closefarVarLabel(v.option))
	}
	for _, v := range closefarValChoices {
		if l := closefarValLabel(v); !slices.Contains(labels, l) {
			labels = append(labels, l)
		}
	}
	var tasks []Task
	for _, in := range insts {
		for _, l := range labels {
			tasks = append(tasks, solveTask("closefar-heuristics", k, in, l, puzzle.SolveOptions{Method: "report", Label: l}))
		}
	}
	return &plan{tasks: tasks}, nil
}

func buildClosefar(cfg Config, recs []Record) ([]Table, []Plot) {
	limit := limitMS(cfg)
	g := groups(recs)
	heuristicTable := func(name, title string, cols []string, labelOf func(int) string) (Table, *CatData) {
		t := Table{Name: name, Title: title, Header: append([]string{"size"}, cols...), CSVHeader: []string{"size"}}
		for _, c := range cols {
			t.CSVHeader = append(t.CSVHeader, c+"_avg_ms", c+"_timeouts", c+"_errors")
		}
		bars := &CatData{Categories: cols}
		for _, n := range cfg.Sizes {
			row, csvRow := []string{strconv.Itoa(n)}, []string{strconv.Itoa(n)}
			bs := CatSeries{Label: fmt.Sprintf("%d×%d ours", n, n)}
			for i := range cols {
				rs := g[groupKey{labelOf(i), n}]
				s := Summarize(rs, limit)
				cell := s.MeanCell()
				if s.Errors > 0 {
					cell += fmt.Sprintf(" (%d errors)", s.Errors)
				}
				row = append(row, cell)
				csvRow = append(csvRow, meanCSV(s), strconv.Itoa(s.Timeouts), strconv.Itoa(s.Errors))
				bs.Values = append(bs.Values, meanOrNaN(s))
			}
			t.Rows = append(t.Rows, row)
			t.CSVRows = append(t.CSVRows, csvRow)
			bars.Series = append(bars.Series, bs)
		}
		t.Notes = []string{fmt.Sprintf("Average wall time of method report over the puzzles of each size (--n %d); \"≥ x (k t/o)\": k runs hit the limit, counted at the limit (a lower bound).", cfg.N)}
		return t, bars
	}
	var varNames []string
	for _, v := range closefarVarChoices {
		varNames = append(varNames, v.name)
	}
	t1, b1 := heuristicTable("table1", "Variable choice heuristics (the report's Table I), value step", varNames,
		func(i int) string { return closefarVarLabel(closefarVarChoices[i].option) })
	t2, b2 := heuristicTable("table2", "Value choice heuristics (the report's Table II), variable leftmost", closefarValChoices,
		func(i int) string { return closefarValLabel(closefarValChoices[i]) })
	t2.Notes = append(t2.Notes, errorNotes(recs)...)
	tables := []Table{t1, t2}
	if slices.Contains(cfg.Sizes, closefarTable3Size) {
		t3 := Table{Name: "table3", Title: "anti_first_fail per puzzle at 7×7 (the report's Table III)",
			Header:    []string{"puzzle", "instance", "status", "time", "backtracks", "report time [s]"},
			CSVHeader: []string{"puzzle", "instance", "status", "time_ms", "backtracks", "report_time_s"}}
		aff := closefarVarLabel("anti_first_fail")
		for i, r := range g[groupKey{aff, closefarTable3Size}] {
			bt := "—"
			if v, ok := r.Stats[puzzle.StatBacktracks]; ok && r.finished() {
				bt = fmtNum(v)
			}
			tm := fmtMS(r.TimeMS)
			if r.Status == StatusTimeout {
				tm = "> " + fmtMS(limit)
			}
			pub := ""
			if i < len(publishedClosefarTable3) {
				pub = publishedClosefarTable3[i]
			}
			t3.Rows = append(t3.Rows, []string{"Puzzle " + strconv.Itoa(i+1), r.Instance, r.Status, tm, bt, pub})
			btNum := ""
			if bt != "—" {
				btNum = numCell(r.Stats[puzzle.StatBacktracks])
			}
			t3.CSVRows = append(t3.CSVRows, []string{"Puzzle " + strconv.Itoa(i+1), r.Instance, r.Status, numCell(timeOf(r)), btNum, pub})
		}
		t3.Notes = []string{"The report's column is its own 10 puzzles (not these): it shows the spread, not a per-puzzle comparison."}
		tables = append(tables, t3)
	}
	tables = append(tables, publishedClosefarTables()...)
	pub := publishedClosefarTables()
	b1.Published, b2.Published = publishedCats(pub[0], cfg.Sizes), publishedCats(pub[1], cfg.Sizes)
	plots := []Plot{
		{Name: "fig3", Title: "Variable choice heuristics (cf. the report's Fig. 3), log scale", XLabel: "variable choice", YLabel: "average time (ms, log scale)", Cats: b1},
		{Name: "fig4", Title: "Value choice heuristics (cf. the report's Fig. 4), log scale", XLabel: "value choice", YLabel: "average time (ms, log scale)", Cats: b2},
	}
	for i := range plots {
		if catsHaveNaN(plots[i].Cats) {
			plots[i].Title += "\n(averages with time-outs not drawn; crosses: the report's values, seconds as ms)"
		} else {
			plots[i].Title += "\n(crosses: the report's values, seconds as ms)"
		}
	}
	return tables, plots
}

// publishedCats turns a published table (seconds; rows by size) into
// plot series in milliseconds, one per size in sizes, in the order of ours.
func publishedCats(t Table, sizes []int) []CatSeries {
	var out []CatSeries
	for _, n := range sizes {
		cs := CatSeries{Label: fmt.Sprintf("%d×%d report", n, n)}
		for _, row := range t.Rows {
			if row[0] != strconv.Itoa(n) {
				continue
			}
			for _, cell := range row[1:] {
				v, err := strconv.ParseFloat(strings.ReplaceAll(cell, ",", "."), 64)
				if err != nil {
					v = math.NaN() // N/A: the authors stopped the test
				}
				cs.Values = append(cs.Values, 1000*v)
			}
		}
		out = append(out, cs)
	}
	return out
}

func catsHaveNaN(c *CatData) bool {
	for _, s := range c.Series {
		for _, v := range s.Values {
			if math.IsNaN(v) {
				return true
			}
		}
	}
	return false
}

func hasNaN(b *BarData) bool {
	for _, s := range b.Series {
		for _, v := range s.Values {
			if math.IsNaN(v) {
				return true
			}
		}
	}
	return false
}

var publishedClosefarTable3 = []string{"1.437", "107.188", "13.437", "176.438", "60.109", "96.516", "28.656", "95.016", "0.375", "79.812"}

// publishedClosefarTables are the report's Tables I and II as printed
// (seconds, SICStus, 10 puzzles per size; N/A: the authors stopped the test).
func publishedClosefarTables() []Table {
	ts := []Table{
		{Name: "published-table1", Title: "Published: the report's Table I (seconds, SICStus, 10 puzzles per size)",
			Header:    []string{"size", "leftmost", "min", "max", "first_fail", "anti_first_fail", "occurrence", "most_constrained", "max_regret"},
			CSVHeader: []string{"size", "leftmost_s", "min_s", "max_s", "first_fail_s", "anti_first_fail_s", "occurrence_s", "most_constrained_s", "max_regret_s"},
			Rows: [][]string{
				{"6", "0.004", "0.364", "0.004", "0.004", "0.361", "0.003", "0.003", "0.004"},
				{"7", "0.054", "66.407", "0.056", "0.059", "65.898", "0.056", "0.059", "0.084"},
				{"8", "0.293", "N/A", "0.265", "0.498", "N/A", "0.273", "0.467", "0.506"},
				{"9", "0.851", "N/A", "1.940", "2.335", "N/A", "0.842", "2.403", "1.295"},
				{"10", "16.221", "N/A", "40.250", "62.640", "N/A", "16.503", "63.406", "30.629"},
			}},
		{Name: "published-table2", Title: "Published: the report's Table II (seconds, SICStus, 10 puzzles per size)",
			Header:    []string{"size", "step", "enum", "bisect", "median", "middle"},
			CSVHeader: []string{"size", "step_s", "enum_s", "bisect_s", "median_s", "middle_s"},
			Rows: [][]string{
				{"6", "0.006", "0.001", "0.004", "0.006", "0.003"},
				{"7", "0.059", "0.053", "0.051", "0.035", "0.017"},
				{"8", "0.298", "0.259", "0.251", "0.095", "0.289"},
				{"9", "0.876", "0.762", "0.742", "0.034", "0.089"},
				{"10", "15.782", "15.093", "14.900", "1.606", "10.257"},
			}},
	}
	// The CSV form: the same numbers (seconds), N/A as empty.
	for i := range ts {
		for _, row := range ts[i].Rows {
			c := slices.Clone(row)
			for k := range c {
				if c[k] == "N/A" {
					c[k] = ""
				}
			}
			ts[i].CSVRows = append(ts[i].CSVRows, c)
		}
	}
	return ts
}
