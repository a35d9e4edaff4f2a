package bench

import (
	"context"
	"fmt"
	"math"
	"strconv"

	"deduce/puzzle"
)

// The Magnets report's experiments (seed 000): Table 1 and the option study.

// reportLabel is the labeling the Magnets report settled on: leftmost
// variable, median value (0 first), default order up.
const magnetsReportLabel = "leftmost,median"

func init() {
	register(Suite{
		Name:    "magnets-table1",
		Summary: "Magnets report Table 1 / Fig. 4: min, avg, max time and avg backtracks by size",
		Usage: `Generates --n puzzles of each size in --sizes (default 2..16/2, n 10) with the
report's generator method (kind option method "report"; puzzle k of size N
has seed base+1000*N+k, base 0 unless --seed; --dir DIR runs the native
files of DIR instead, e.g. the shared instances m<N>_<k>), and solves each
with the report's model and options (method report, label leftmost,median)
and with deduce's default method. Prints one row per method and size: solved, timeouts, min,
average, maximum and median time, average backtracks. Plot fig4: median time
against size, log scale, one line per method.`,
		defaults: func(c *Config) {
			if len(c.Sizes) == 0 {
				c.Sizes = []int{2, 4, 6, 8, 10, 12, 14, 16}
			}
			if c.N == 0 {
				c.N = 10
			}
			if c.Kind == "" {
				c.Kind = "magnets"
			}
		},
		plan:  planMagnetsTable1,
		build: buildMagnetsTable1,
	})
	register(Suite{
		Name:    "magnets-options",
		Summary: "Magnets report option study: none / ff / median / ff+median on the same puzzles",
		Usage: `Solves the same generated puzzles (default size 10, n 20 — the report used
1000; scale with --n; --dir DIR for files) with the report's model under four labelings:
none (leftmost,step), ff (ff,step), median (leftmost,median) and ff+median
(ff,median). Prints average, maximum and median time per option and the
report's published numbers; plot options: bars of the average per option.`,
		defaults: func(c *Config) {
			if len(c.Sizes) == 0 {
				c.Sizes = []int{10}
			}
			if c.N == 0 {
				c.N = 20
			}
			if c.Kind == "" {
				c.Kind = "magnets"
			}
		},
		plan:  planMagnetsOptions,
		build: buildMagnetsOptions,
	})
}

func planMagnetsTable1(ctx context.Context, cfg Config, opt RunOptions) (*plan, error) {
	k, err := requireKind(cfg.Kind, "report")
	if err != nil {
		return nil, err
	}
	insts, err := gridInstances(ctx, k, cfg, baseSeed(cfg, 0), "m", reportGenerator, opt.Workers)
	if err != nil {
		return nil, err
	}
	type variant struct {
		series string
		opt    puzzle.SolveOptions
	}
	variants := []variant{
		{"report " + magnetsReportLabel, puzzle.SolveOptions{Method: "report", Label: magnetsReportLabel}},
		{"deduce default", puzzle.SolveOptions{}},
	}
	var tasks []Task
	for _, in := range insts {
		for _, v := range variants {
			tasks = append(tasks, solveTask("magnets-table1", k, in, v.series, v.opt))
		}
	}
	return &plan{tasks: tasks}, nil
}

// magnetsTable1Series are the two methods of Table 1, in table order.
var magnetsTable1Series = []string{"report " + magnetsReportLabel, "deduce default"}

func buildMagnetsTable1(cfg Config, recs []Record) ([]Table, []Plot) {
	series := magnetsTable1Series
	limit := limitMS(cfg)
	g := groups(recs)
	t := Table{Name: "table1", Title: "Magnets solution efficiency (the report's Table 1), time to a first solution",
		Header: summaryHeader("method", "size"), CSVHeader: summaryCSVHeader("method", "size")}
	for _, s := range series {
		for _, n := range cfg.Sizes {
			if rs := g[groupKey{s, n}]; len(rs) > 0 {
				sum := Summarize(rs, limit)
				t.Rows = append(t.Rows, summaryRow(sum, s, strconv.Itoa(n)))
				t.CSVRows = append(t.CSVRows, summaryCSVRow(sum, s, strconv.Itoa(n)))
			}
		}
	}
	t.Notes = append(t.Notes, "Times are wall-clock milliseconds of one Solve call; averages and maxima marked ≥ / > include time-outs (counted at the limit, as a lower bound).")
	t.Notes = append(t.Notes, errorNotes(recs)...)
	lines := medianLines(recs, series, cfg.Sizes, limit)
	for i := range lines {
		lines[i].Label += " (median)"
	}
	for _, s := range series {
		lines = append(lines, meanLine(recs, s, cfg.Sizes, limit))
	}
	fig := Plot{Name: "fig4", Title: "Time to solve a Magnets puzzle (cf. the report's Fig. 4, log scale)",
		XLabel: "puzzle size N (N×N)", YLabel: "time (ms, log scale)",
		Lines: lines, Published: []LineSeries{publishedMagnetsFig4()}}
	return []Table{t, publishedMagnetsTable1()}, []Plot{fig}
}

// publishedMagnetsFig4 is the curve of the report's Fig. 4: the average
// times of its Table 1 (sizes 2..12, drawn on a log scale), with the
// printed numbers read as milliseconds (the report says seconds; its
// integer minima look like SICStus milliseconds).
func publishedMagnetsFig4() LineSeries {
	return LineSeries{Label: "report's Fig. 4: Table 1 average (printed value read as ms)",
		X: []float64{2, 4, 6, 8, 10, 12}, Y: Floats{0.34, 1.08, 2.26, 5.27, 19.90, 865.47}}
}

// publishedMagnetsTable1 is the report's Table 1 as printed (100 puzzles per
// size, SICStus Prolog; the report says seconds, though its integer minima
// suggest SICStus milliseconds).
func publishedMagnetsTable1() Table {
	return Table{Name: "published-table1", Title: "Published: the Magnets report's Table 1 (100 puzzles per size, SICStus, units as printed)",
		Header: []string{"", "2", "4", "6", "8", "10", "12"},
		Rows: [][]string{
			{"Minimum Time", "0.00", "0.00", "1.00", "2.00", "3.00", "6.00"},
			{"Average Time", "0.34", "1.08", "2.26", "5.27", "19.90", "865.47"},
			{"Maximum Time", "6.00", "13.00", "28.00", "81.00", "353.00", "20609.00"},
			{"Average Backtracks", "0.00", "0.16", "0.94", "7.54", "207.64", "13998.90"},
		}}
}

// magnetsOptions are the option sets of the report's study, in its order.
var magnetsOptions = []struct{ name, label, avg, max string }{
	{"none", "leftmost,step", "25", "1410"},
	{"ff", "ff,step", "28", "3360"},
	{"median", "leftmost,median", "23", "870"},
	{"ff+median", "ff,median", "36", "5360"},
}

func planMagnetsOptions(ctx context.Context, cfg Config, opt RunOptions) (*plan, error) {
	k, err := requireKind(cfg.Kind, "report")
	if err != nil {
		return nil, err
	}
	insts, err := gridInstances(ctx, k, cfg, baseSeed(cfg, 0), "m", reportGenerator, opt.Workers)
	if err != nil {
		return nil, err
	}
	var tasks []Task
	for _, in := range insts {
		for _, o := range magnetsOptions {
			tasks = append(tasks, solveTask("magnets-options", k, in, o.name, puzzle.SolveOptions{Method: "report", Label: o.label}))
		}
	}
	return &plan{tasks: tasks}, nil
}

func buildMagnetsOptions(cfg Config, recs []Record) ([]Table, []Plot) {
	limit := limitMS(cfg)
	g := groups(recs)
	t := Table{Name: "options", Title: "Labeling options on the same puzzles (the report's 1000-puzzle study at size 10)",
		Header:    append(summaryHeader("options", "label", "size"), "report avg", "report max"),
		CSVHeader: append(summaryCSVHeader("options", "label", "size"), "report_avg_as_printed", "report_max_as_printed")}
	bars := &BarData{}
	for _, n := range cfg.Sizes {
		bs := BarSeries{Label: fmt.Sprintf("size %d", n)}
		for _, o := range magnetsOptions {
			rs := g[groupKey{o.name, n}]
			if len(rs) == 0 {
				bs.Values = append(bs.Values, math.NaN())
				continue
			}
			s := Summarize(rs, limit)
			pubAvg, pubMax := "", ""
			if n == 10 {
				pubAvg, pubMax = o.avg, o.max
			}
			t.Rows = append(t.Rows, append(summaryRow(s, o.name, o.label, strconv.Itoa(n)), pubAvg, pubMax))
			t.CSVRows = append(t.CSVRows, append(summaryCSVRow(s, o.name, o.label, strconv.Itoa(n)), pubAvg, pubMax))
			bs.Values = append(bs.Values, meanOrNaN(s))
		}
		bars.Series = append(bars.Series, bs)
	}
	for _, o := range magnetsOptions {
		bars.Categories = append(bars.Categories, o.name)
	}
	t.Notes = append(t.Notes, "\"report avg/max\": the report's numbers for 1000 puzzles of size 10 (SICStus, units as printed: \"seconds\").")
	t.Notes = append(t.Notes, errorNotes(recs)...)
	p := Plot{Name: "options", Title: "Magnets labeling options: average time (bars with time-outs left out)",
		XLabel: "labeling options", YLabel: "average time (ms)", Bars: bars}
	return []Table{t}, []Plot{p}
}
