package bench

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"deduce/puzzle"
)

// The thesis's experiments (seed 002): tables 6.1–6.4 over all 17 algorithms.

// thesisAlgorithm is one of the thesis's numbered algorithms: 1 is Valentine
// & Davis; 2..17 pair each SAT method with the small (even) and the extended
// (odd) encoding, in the order of the thesis's appendix.
type thesisAlgorithm struct {
	number   int
	method   string
	encoding string // "" for vd
}

// thesisSATMethods in the appendix's order (2/3, 4/5, ..., 16/17).
var thesisSATMethods = []string{"unit", "failed-literal", "binary-failed-literal", "backtrack",
	"first-nonhorn", "first-non2sat", "best-nonhorn", "best-non2sat"}

func thesisAlgorithms() []thesisAlgorithm {
	algs := []thesisAlgorithm{{1, "vd", ""}}
	for i, m := range thesisSATMethods {
		algs = append(algs, thesisAlgorithm{2 + 2*i, m, "small"}, thesisAlgorithm{3 + 2*i, m, "extended"})
	}
	return algs
}

func (a thesisAlgorithm) series() string {
	if a.encoding == "" {
		return fmt.Sprintf("%d %s", a.number, a.method)
	}
	return fmt.Sprintf("%d %s/%s", a.number, a.method, a.encoding)
}

func init() {
	register(Suite{
		Name:    "logicgrid-thesis",
		Summary: "Thesis tables 6.1–6.4: all 17 algorithms on logic-grid puzzles",
		Usage: `Runs the thesis's 17 algorithms (1 = Valentine & Davis; 2..17 = unit,
failed-literal, binary-failed-literal, backtrack, first-nonhorn,
first-non2sat, best-nonhorn, best-non2sat, each with the small (even) and
extended (odd) encoding) on every puzzle: the bundled ones (the thesis's
sample and 16 ZebraLogic puzzles) plus --n generated puzzles per size in
--sizes (items per domain; 4 domains, one ordered; default n 5 of size 5;
seed base+1000*size+k, base 200000; with --dir DIR: DIR's *.txt files
instead of the bundled ones, and no generated ones unless --n).
Table 6.1: clauses and share removed by unit propagation per encoding;
6.2: puzzles solved by the polynomial methods; 6.3: average times; 6.4:
average maximum guess depth of the backtrackers. Plot thesis-time: bars of
the average time per method, one bar per encoding.`,
		defaults: func(c *Config) {
			if len(c.Sizes) == 0 {
				c.Sizes = []int{5}
			}
			if c.N == 0 && c.Dir == "" {
				c.N = 5 // with --dir, only the directory's puzzles unless --n says otherwise
			}
			if c.Kind == "" {
				c.Kind = "logicgrid"
			}
		},
		plan:  planLogicgrid,
		build: buildLogicgrid,
	})
}

// loadPuzzleFiles parses every *.txt of fsys/dir (sorted by name) that k
// recognises (Sniff on its first line; other files are skipped).
func loadPuzzleFiles(k puzzle.Kind, fsys fs.FS, dir string) ([]Instance, error) {
	names, err := fs.Glob(fsys, filepath.ToSlash(filepath.Join(dir, "*.txt")))
	if err != nil {
		return nil, err
	}
	sort.Strings(names)
	var insts []Instance
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		first, _ := puzzle.FirstLine(data)
		if !k.Sniff(first) {
			continue
		}
		p, err := k.Parse(name, data)
		if err != nil {
			return nil, fmt.Errorf("kind %s: %w", k.Name(), err)
		}
		size := headerSize(first)
		if k.Name() == "logicgrid" {
			size = itemsOf(data)
		}
		insts = append(insts, Instance{Name: strings.TrimSuffix(filepath.Base(name), ".txt"), Size: size, Puzzle: p})
	}
	return insts, nil
}

// headerSize reads N from a grid header "kind N" or "kind WxH" (0 if none).
func headerSize(first string) int {
	f := strings.Fields(first)
	if len(f) < 2 {
		return 0
	}
	w, _, _ := strings.Cut(f[1], "x")
	n, _ := strconv.Atoi(w)
	return n
}

// itemsOf reads the number of items per domain from a thesis-format file
// (the first "Dom:a:b:..." line), for grouping by size; 0 if not found.
func itemsOf(data []byte) int {
	for _, line := range strings.Split(string(data), "\n") {
		if parts := strings.Split(strings.TrimSpace(line), ":"); len(parts) > 2 {
			return len(parts) - 1
		}
	}
	return 0
}

func planLogicgrid(ctx context.Context, cfg Config, opt RunOptions) (*plan, error) {
	algs := thesisAlgorithms()
	var methods []string
	for _, a := range algs {
		methods = append(methods, a.method)
	}
	k, err := requireKind(cfg.Kind, methods...)
	if err != nil {
		return nil, err
	}
	var insts []Instance
	var source string
	if cfg.Dir != "" {
		insts, err = loadPuzzleFiles(k, os.DirFS(cfg.Dir), ".")
		source = fmt.Sprintf("%d puzzles from %s", len(insts), cfg.Dir)
		if err == nil && len(insts) == 0 {
			err = fmt.Errorf("no *.txt puzzles in %s", cfg.Dir)
		}
	} else if cfg.Kind == "logicgrid" {
		prof, _ := peerProfile(k) // the kind's bundled puzzles
		insts, err = loadPuzzleFiles(k, prof.Puzzles, prof.Dir)
		source = fmt.Sprintf("%d bundled puzzles (the thesis's sample, 16 ZebraLogic)", len(insts))
	}
	if err != nil {
		return nil, err
	}
	if cfg.N > 0 {
		gen, err := generate(ctx, k, cfg.Sizes, cfg.N, baseSeed(cfg, 200000), "g", puzzle.GenerateOptions{Params: puzzle.Params{"domains": 4, "ordered": 1, "thesis": 1}}, opt.Workers)
		if err != nil {
			return nil, err
		}
		for i := range gen {
			gen[i].Name = fmt.Sprintf("gen4x%d_%02d", gen[i].Size, i%cfg.N)
		}
		insts = append(insts, gen...)
		source += fmt.Sprintf(" + %d generated (4 domains, items %v, seed base %d)", len(gen), cfg.Sizes, baseSeed(cfg, 200000))
	}
	var tasks []Task
	for _, in := range insts {
		for _, a := range algs {
			tasks = append(tasks, solveTask("logicgrid-thesis", k, in, a.series(), puzzle.SolveOptions{Method: a.method, Encoding: a.encoding}))
		}
	}
	return &plan{tasks: tasks, notes: []string{"Puzzles: " + strings.TrimPrefix(source, " + ")}}, nil
}

// buildLogicgrid counts the puzzles from the records (every algorithm runs
// on every puzzle), so committed results rebuild without their files.
func buildLogicgrid(cfg Config, recs []Record) ([]Table, []Plot) {
	seen := map[string]bool{}
	for _, r := range recs {
		seen[r.Instance] = true
	}
	return thesisTables(recs, len(seen), limitMS(cfg))
}

// statOf reads a statistic under its standard name or a known alias.
func statOf(r Record, names ...string) (float64, bool) {
	for _, n := range names {
		if v, ok := r.Stats[n]; ok {
			return v, true
		}
	}
	return 0, false
}

// unitRemovedShare is the share of clauses removed by unit propagation.
// The contract's "unit_removed" is a share; package sat reports a count
// under that name and the share as "unit_removed_share": accept both.
func unitRemovedShare(r Record) (float64, bool) {
	if v, ok := r.Stats["unit_removed_share"]; ok {
		return v, true
	}
	v, ok := r.Stats[puzzle.StatUnitRemoved]
	if !ok {
		return 0, false
	}
	if v <= 1 {
		return v, true
	}
	if c, ok := r.Stats[puzzle.StatClauses]; ok && c > 0 {
		return v / c, true
	}
	return 0, false
}

func thesisTables(recs []Record, puzzles int, limit float64) ([]Table, []Plot) {
	by := bySeries(recs)
	alg := func(method, enc string) []Record {
		for _, a := range thesisAlgorithms() {
			if a.method == method && (a.encoding == enc || a.encoding == "") {
				return by[a.series()]
			}
		}
		return nil
	}
	encodings := []struct{ name, title string }{{"small", "Small"}, {"extended", "Extended"}}
	mean := func(rs []Record, f func(Record) (float64, bool)) string {
		sum, n := 0.0, 0
		for _, r := range rs {
			if v, ok := f(r); ok && r.finished() {
				sum, n = sum+v, n+1
			}
		}
		if n == 0 {
			return "—"
		}
		return fmtNum(sum / float64(n))
	}

	t61 := Table{Name: "table6-1", Title: "Table 6.1 — puzzle difficulty: size of the encodings",
		Header: []string{"encoding", "puzzles", "avg clauses", "avg variables", "avg share removed by unit propagation", "thesis"}}
	thesis61 := map[string]string{"small": "1081 clauses", "extended": "19335 clauses"}
	for _, e := range encodings {
		rs := alg("unit", e.name)
		share := mean(rs, func(r Record) (float64, bool) {
			v, ok := unitRemovedShare(r)
			return 100 * v, ok
		})
		if share != "—" {
			share += "%"
		}
		t61.Rows = append(t61.Rows, []string{e.title, strconv.Itoa(len(rs)),
			mean(rs, func(r Record) (float64, bool) { return statOf(r, puzzle.StatClauses) }),
			mean(rs, func(r Record) (float64, bool) { return statOf(r, puzzle.StatVariables, "vars") }),
			share, thesis61[e.name]})
	}
	t61.Notes = []string{"Thesis (50 puzzles): 1081 clauses small, 19335 extended; unit propagation removed about 58% of the clauses on average."}

	incomplete := []struct{ method, title string }{{"vd", "Val&Davis"}, {"unit", "Unit Prop."}, {"failed-literal", "Failed Lit."}, {"binary-failed-literal", "Bin. Failed Lit."}}
	t62 := Table{Name: "table6-2", Title: fmt.Sprintf("Table 6.2 — capability to solve: puzzles solved out of %d", puzzles), Header: []string{"encoding"}}
	t63a := Table{Name: "table6-3a", Title: "Table 6.3 — average time, polynomial methods", Header: []string{"encoding"}, CSVHeader: []string{"encoding"}}
	for _, m := range incomplete {
		t62.Header = append(t62.Header, m.title)
		t63a.Header = append(t63a.Header, m.title)
		t63a.CSVHeader = append(t63a.CSVHeader, m.method+"_avg_ms", m.method+"_timeouts")
	}
	backtrackers := []struct{ method, title string }{{"backtrack", "Backtrack"}, {"first-nonhorn", "First non-horn"}, {"first-non2sat", "First non-2SAT"}, {"best-nonhorn", "Best non-horn"}, {"best-non2sat", "Best non-2SAT"}}
	t63b := Table{Name: "table6-3b", Title: "Table 6.3 — average time, backtracking methods", Header: []string{"encoding"}, CSVHeader: []string{"encoding"}}
	t64 := Table{Name: "table6-4", Title: "Table 6.4 — average maximum guess depth of the backtrackers", Header: []string{"encoding"}}
	for _, m := range backtrackers {
		t63b.Header = append(t63b.Header, m.title)
		t63b.CSVHeader = append(t63b.CSVHeader, m.method+"_avg_ms", m.method+"_timeouts")
		t64.Header = append(t64.Header, m.title)
	}
	bars := &BarData{}
	for _, m := range append(append([]struct{ method, title string }{}, incomplete...), backtrackers...) {
		bars.Categories = append(bars.Categories, m.title)
	}
	for _, e := range encodings {
		r62, r63a, r63b, r64 := []string{e.title}, []string{e.title}, []string{e.title}, []string{e.title}
		c63a, c63b := []string{e.title}, []string{e.title}
		bs := BarSeries{Label: e.title + " encoding"}
		for _, m := range incomplete {
			s := Summarize(alg(m.method, e.name), limit)
			r62 = append(r62, solvedCell(s))
			r63a = append(r63a, s.MeanCell())
			c63a = append(c63a, meanCSV(s), strconv.Itoa(s.Timeouts))
			bs.Values = append(bs.Values, meanOrNaN(s))
		}
		for _, m := range backtrackers {
			s := Summarize(alg(m.method, e.name), limit)
			r63b = append(r63b, s.MeanCell())
			c63b = append(c63b, meanCSV(s), strconv.Itoa(s.Timeouts))
			r64 = append(r64, s.StatCell(puzzle.StatMaxDepth))
			bs.Values = append(bs.Values, meanOrNaN(s))
		}
		t62.Rows, t63a.Rows, t63b.Rows, t64.Rows = append(t62.Rows, r62), append(t63a.Rows, r63a), append(t63b.Rows, r63b), append(t64.Rows, r64)
		t63a.CSVRows, t63b.CSVRows = append(t63a.CSVRows, c63a), append(t63b.CSVRows, c63b)
		bars.Series = append(bars.Series, bs)
	}
	t62.Rows = append(t62.Rows, []string{"thesis Small (of 50)", "11", "4", "36", "44"}, []string{"thesis Extended (of 50)", "XX", "14", "45", "45"})
	// The thesis's averages (ms, its 50 puzzles), shown as printed and, in
	// the CSV, as numbers (no timeouts column of its own: empty).
	thesis63 := func(t *Table, name string, ms ...string) {
		row, csvRow := []string{name}, []string{name}
		for _, v := range ms {
			row, csvRow = append(row, v+" ms"), append(csvRow, v, "")
		}
		t.Rows, t.CSVRows = append(t.Rows, row), append(t.CSVRows, csvRow)
	}
	thesis63(&t63a, "thesis Small", "0.2638", "0.1473", "5.9595", "212.6779")
	thesis63(&t63a, "thesis Extended", "0.2638", "13.2661", "1212.7794", "1213.1963")
	thesis63(&t63b, "thesis Small", "8.2986", "9.2070", "5.8291", "124.5304", "34.1519")
	thesis63(&t63b, "thesis Extended", "493.5578", "87.0748", "1689.5214", "150.0675", "1339.4121")
	t64.Rows = append(t64.Rows, []string{"thesis Small", "5.57", "3.39", "6.35", "5.53", "8.76"}, []string{"thesis Big", "7.98", "8.59", "5.61", "11.59", "7.56"})
	t62.Notes = []string{"Val&Davis does not use an encoding: it is run once and shown on both rows (the thesis prints XX on the second)."}
	t63a.Notes = []string{"Our times are wall time of one Solve call including the encoding; the thesis's rows are its 50 puzzles on 2009 hardware."}
	t63a.Notes = append(t63a.Notes, errorNotes(recs)...)
	t64.Notes = []string{"Thesis column order: Simple, First non-horn, First non-2SAT, Best non-horn, Best non-2-SAT; the thesis labels the extended encoding \"Big\" here."}
	plot := Plot{Name: "thesis-time", Title: "Logic grids: average time per method and encoding", XLabel: "method", YLabel: "average time (ms)", Bars: bars}
	if hasNaN(bars) {
		plot.Title += " (groups with time-outs not drawn)"
	}
	return []Table{t61, t62, t63a, t63b, t64}, []Plot{plot}
}

// solvedCell is "k" solved, with timeouts and errors said.
func solvedCell(s Summary) string {
	cell := strconv.Itoa(s.Solved)
	var extra []string
	if s.Timeouts > 0 {
		extra = append(extra, fmt.Sprintf("%d t/o", s.Timeouts))
	}
	if s.Errors > 0 {
		extra = append(extra, fmt.Sprintf("%d errors", s.Errors))
	}
	if len(extra) > 0 {
		cell += " (" + strings.Join(extra, ", ") + ")"
	}
	return cell
}
