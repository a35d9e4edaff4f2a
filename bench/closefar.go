package bench

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strconv"

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
		plan: planClosefar,
	})
}

func planClosefar(ctx context.Context, cfg Config, opt RunOptions) (*plan, error) {
	k, err := requireKind(cfg.Kind, "report")
	if err != nil {
		return nil, err
	}
	insts, err := gridInstances(ctx, k, cfg, baseSeed(cfg, 500000), "c", opt.Workers)
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
	return &plan{tasks: tasks, build: func(recs []Record) ([]Table, []Plot) {
		limit := limitMS(cfg)
		g := groups(recs)
		heuristicTable := func(name, title string, cols []string, labelOf func(int) string) (Table, *BarData) {
			t := Table{Name: name, Title: title, Header: append([]string{"size"}, cols...)}
			bars := &BarData{Categories: cols}
			for _, n := range cfg.Sizes {
				row := []string{strconv.Itoa(n)}
				bs := BarSeries{Label: fmt.Sprintf("%d×%d", n, n)}
				for i := range cols {
					rs := g[groupKey{labelOf(i), n}]
					s := Summarize(rs, limit)
					cell := s.MeanCell()
					if s.Errors > 0 {
						cell += fmt.Sprintf(" (%d errors)", s.Errors)
					}
					row = append(row, cell)
					bs.Values = append(bs.Values, meanOrNaN(s))
				}
				t.Rows = append(t.Rows, row)
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
				Header: []string{"puzzle", "instance", "status", "time", "backtracks", "report time [s]"}}
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
			}
			t3.Notes = []string{"The report's column is its own 10 puzzles (not these): it shows the spread, not a per-puzzle comparison."}
			tables = append(tables, t3)
		}
		tables = append(tables, publishedClosefarTables()...)
		plots := []Plot{
			{Name: "fig3", Title: "Variable choice heuristics (cf. the report's Fig. 3)", XLabel: "variable choice", YLabel: "average time (ms)", Bars: b1},
			{Name: "fig4", Title: "Value choice heuristics (cf. the report's Fig. 4)", XLabel: "value choice", YLabel: "average time (ms)", Bars: b2},
		}
		for i := range plots {
			if hasNaN(plots[i].Bars) {
				plots[i].Title += "; groups with time-outs not drawn"
			}
		}
		return tables, plots
	}}, nil
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
	return []Table{
		{Name: "published-table1", Title: "Published: the report's Table I (seconds, SICStus, 10 puzzles per size)",
			Header: []string{"size", "leftmost", "min", "max", "first_fail", "anti_first_fail", "occurrence", "most_constrained", "max_regret"},
			Rows: [][]string{
				{"6", "0.004", "0.364", "0.004", "0.004", "0.361", "0.003", "0.003", "0.004"},
				{"7", "0.054", "66.407", "0.056", "0.059", "65.898", "0.056", "0.059", "0.084"},
				{"8", "0.293", "N/A", "0.265", "0.498", "N/A", "0.273", "0.467", "0.506"},
				{"9", "0.851", "N/A", "1.940", "2.335", "N/A", "0.842", "2.403", "1.295"},
				{"10", "16.221", "N/A", "40.250", "62.640", "N/A", "16.503", "63.406", "30.629"},
			}},
		{Name: "published-table2", Title: "Published: the report's Table II (seconds, SICStus, 10 puzzles per size)",
			Header: []string{"size", "step", "enum", "bisect", "median", "middle"},
			Rows: [][]string{
				{"6", "0.006", "0.001", "0.004", "0.006", "0.003"},
				{"7", "0.059", "0.053", "0.051", "0.035", "0.017"},
				{"8", "0.298", "0.259", "0.251", "0.095", "0.289"},
				{"9", "0.876", "0.762", "0.742", "0.034", "0.089"},
				{"10", "15.782", "15.093", "14.900", "1.606", "10.257"},
			}},
	}
}
