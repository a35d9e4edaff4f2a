package bench

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"

	"deduce/puzzle"
)

func init() {
	register(Suite{
		Name:    "peers",
		Summary: "The same instances through deduce and reference solvers: Gecode, minisat, cadical, SWI-Prolog",
		Usage: `For each kind in --kinds (default: every kind with a peer profile,
puzzle.PeerProfiler), makes --n puzzles (default 5) per size (the kind's
default sizes, or --sizes; a kind without a profile: its default size) with the generator the kind names, or takes the
kind's bundled puzzles, and solves each, interleaved and --repeat times,
with: deduce's series the kind names (its default method; the report's
model and labeling where it has one), and
the peers in --peers (default all) that are installed: gecode (MiniZinc +
Gecode on the kind's one MiniZinc model, puzzle/KIND/models/*.mzn for
Magnets and Close or Far), minisat and cadical (on the kind's own CNF
encoding), swipl (the reports' CLP(FD) models, puzzle/KIND/models/*.pl).
Peer times are the wall
time of the process, start-up included. Prints medians per size and the
ratio to deduce, the medians of each solver's own solve time (no
start-up), then counts per solver; plots peers-KIND (wall time) and
peers-KIND-own (own time) against size per solver, log scale.`,
		defaults: func(c *Config) {
			if len(c.Kinds) == 0 {
				c.Kinds = peerKinds()
			}
			if c.N == 0 {
				c.N = 5
			}
			if c.Repeat == 0 {
				c.Repeat = 1
			}
			if len(c.Peers) == 0 {
				for _, p := range Peers() {
					c.Peers = append(c.Peers, p.Name)
				}
			}
		},
		plan: planPeers,
	})
}

// peerKinds are the kinds with a peer profile, sorted.
func peerKinds() []string {
	var out []string
	for _, k := range puzzle.Kinds() {
		if _, ok := k.(puzzle.PeerProfiler); ok {
			out = append(out, k.Name())
		}
	}
	return out
}

// peerProfile is kind k's profile; a kind without one is measured with its
// default method on generated puzzles of its default size (defaultSizes;
// --sizes replaces them).
func peerProfile(k puzzle.Kind) (puzzle.PeerProfile, error) {
	if pp, ok := k.(puzzle.PeerProfiler); ok {
		return pp.PeerProfile(), nil
	}
	return puzzle.PeerProfile{Sizes: defaultSizes(k), Prefix: "p", Variants: []puzzle.PeerVariant{{Series: "deduce"}}}, nil
}

// defaultSizes is the size a kind without a peer profile is measured at:
// the size its rules say a puzzle is generated at when none is asked
// (Rules.DefaultSize), when that reads as a square size in the kind's own
// size syntax; else 0, which asks the generator for its default (the
// tables show size 0).
func defaultSizes(k puzzle.Kind) []int {
	if r, ok := puzzle.RulesOf(k); ok && r.DefaultSize != "" {
		if w, h, err := puzzle.SizeOf(k, r.DefaultSize); err == nil && w == h {
			return []int{w}
		}
	}
	return []int{0}
}

type peerAvail struct {
	peer    Peer
	path    string
	missing string          // why it cannot run at all
	na      map[string]bool // kinds it cannot run
}

func planPeers(ctx context.Context, cfg Config, opt RunOptions) (*plan, error) {
	var avail []*peerAvail
	var notes []string
	for _, name := range cfg.Peers {
		i := slices.IndexFunc(Peers(), func(p Peer) bool { return p.Name == name })
		if i < 0 {
			return nil, fmt.Errorf("unknown peer %q (known: gecode, minisat, cadical, swipl)", name)
		}
		pr := Peers()[i]
		path, why := pr.Locate()
		avail = append(avail, &peerAvail{peer: pr, path: path, missing: why, na: map[string]bool{}})
		if why != "" {
			notes = append(notes, fmt.Sprintf("%s: missing (%s)", pr.Name, why))
		} else {
			notes = append(notes, fmt.Sprintf("%s: %s", pr.Name, path))
		}
	}
	type kindRun struct {
		kind     puzzle.Kind
		sizes    []int
		insts    []Instance
		variants []puzzle.PeerVariant
	}
	var runs []kindRun
	for _, kn := range cfg.Kinds {
		k, err := puzzle.Lookup(kn)
		if err != nil {
			return nil, err
		}
		prof, err := peerProfile(k)
		if err != nil {
			return nil, err
		}
		var methods []string
		for _, v := range prof.Variants {
			methods = append(methods, v.Options.Method)
		}
		if k, err = requireKind(kn, methods...); err != nil {
			return nil, err
		}
		var insts []Instance
		sizes := cfg.Sizes
		if prof.Puzzles != nil {
			if cfg.Dir != "" {
				insts, err = loadPuzzleFiles(k, os.DirFS(cfg.Dir), ".")
			} else {
				insts, err = loadPuzzleFiles(k, prof.Puzzles, prof.Dir)
			}
			sizes = nil
			for _, in := range insts {
				if !slices.Contains(sizes, in.Size) {
					sizes = append(sizes, in.Size)
				}
			}
			slices.Sort(sizes)
		} else {
			if len(sizes) == 0 {
				sizes = prof.Sizes
			}
			if len(sizes) == 0 {
				return nil, fmt.Errorf("kind %s: its peer profile has no sizes: give --sizes", kn)
			}
			c := cfg
			c.Sizes = sizes
			insts, err = gridInstances(ctx, k, c, baseSeed(cfg, prof.SeedBase), prof.Prefix, prof.Generate, opt.Workers)
		}
		if err != nil {
			return nil, err
		}
		for _, pa := range avail {
			if pa.missing != "" || len(insts) == 0 {
				continue
			}
			if _, err := pa.peer.job(k, insts[0].Puzzle); errors.Is(err, errUnsupported) {
				pa.na[kn] = true
			} else if err != nil {
				return nil, fmt.Errorf("%s on kind %s: %w", pa.peer.Name, kn, err)
			}
		}
		runs = append(runs, kindRun{k, sizes, insts, prof.Variants})
	}
	// Interleave: every solver on one instance before the next instance, in
	// an order rotated per instance, so machine noise spreads evenly.
	var tasks []Task
	turn := 0
	for _, kr := range runs {
		for _, in := range kr.insts {
			var one []Task
			for _, v := range kr.variants {
				one = append(one, solveTask("peers", kr.kind, in, v.Series, v.Options))
			}
			for _, pa := range avail {
				if pa.missing == "" && !pa.na[kr.kind.Name()] {
					one = append(one, peerTask("peers", pa.peer, pa.path, kr.kind, in))
				}
			}
			for range cfg.Repeat {
				for j := range one {
					tasks = append(tasks, one[(j+turn)%len(one)])
				}
				turn++
			}
		}
	}
	return &plan{tasks: tasks, notes: notes, build: func(recs []Record) ([]Table, []Plot) {
		var tables []Table
		var plots []Plot
		limit := limitMS(cfg)
		for _, kr := range runs {
			kn := kr.kind.Name()
			var kindRecs []Record
			for _, r := range recs {
				if r.Kind == kn {
					kindRecs = append(kindRecs, r)
				}
			}
			series := []string{}
			for _, v := range kr.variants {
				series = append(series, v.Series)
			}
			for _, pa := range avail {
				series = append(series, pa.peer.Name)
			}
			g := groups(kindRecs)
			t := Table{Name: "peers-" + kn, Title: fmt.Sprintf("%s: median time per size, ratio to deduce", kn), Header: append([]string{"size"}, series...),
				CSVHeader: []string{"size"}}
			for _, s := range series {
				t.CSVHeader = append(t.CSVHeader, csvName(s)+"_median_ms", csvName(s)+"_timeouts")
			}
			for _, n := range kr.sizes {
				row, csvRow := []string{strconv.Itoa(n)}, []string{strconv.Itoa(n)}
				base := Summarize(g[groupKey{"deduce", n}], limit)
				for _, s := range series {
					row = append(row, peerCell(s, n, kn, avail, g, base, limit))
					rs := g[groupKey{s, n}]
					if missingWhy(s, kn, avail) != "" || len(rs) == 0 {
						csvRow = append(csvRow, "", "")
						continue
					}
					sm := Summarize(rs, limit)
					csvRow = append(csvRow, numCell(sm.MedianMS), strconv.Itoa(sm.Timeouts))
				}
				t.Rows = append(t.Rows, row)
				t.CSVRows = append(t.CSVRows, csvRow)
			}
			t.Notes = append(t.Notes, "Cells: median wall time (timeouts ranked last) and, in brackets, its ratio to deduce's median. Peer times include process start-up.")
			own := Table{Name: "peers-" + kn + "-own", Title: fmt.Sprintf("%s: median own solve time per size (no process start-up)", kn), Header: append([]string{"size"}, series...),
				CSVHeader: []string{"size"}}
			for _, s := range series {
				own.CSVHeader = append(own.CSVHeader, csvName(s)+"_own_median_ms")
			}
			for _, n := range kr.sizes {
				row, csvRow := []string{strconv.Itoa(n)}, []string{strconv.Itoa(n)}
				for _, s := range series {
					if why := missingWhy(s, kn, avail); why != "" {
						row = append(row, why)
						csvRow = append(csvRow, "")
						continue
					}
					rs := g[groupKey{s, n}]
					om, ok := ownMedian(rs)
					if !ok {
						om = math.NaN()
					}
					csvRow = append(csvRow, numCell(om))
					cell := ownTimeCell(rs, limit)
					if sm := Summarize(rs, limit); sm.Timeouts > 0 {
						cell += fmt.Sprintf(" (%d t/o)", sm.Timeouts)
					}
					row = append(row, cell)
				}
				own.Rows = append(own.Rows, row)
				own.CSVRows = append(own.CSVRows, csvRow)
			}
			own.Notes = []string{"Own time: deduce's Solve call; Gecode's solveTime; SWI-Prolog's CPU time of posting and search; SAT solvers report none (—). Timeouts rank last in the medians and are counted beside them.",
				"This is the measure of the shared bench README's reference timings (CPU time to a first solution)."}
			t.Notes = append(t.Notes, disagreements(kindRecs)...)
			t.Notes = append(t.Notes, errorNotes(kindRecs)...)
			c := Table{Name: "peers-" + kn + "-counts", Title: kn + ": runs per solver",
				Header:    []string{"solver", "runs", "solved", "verified", "unsat", "timeouts", "errors", "median", "median own time"},
				CSVHeader: []string{"solver", "runs", "solved", "verified", "unsat", "timeouts", "errors", "median_ms", "own_median_ms"}}
			bys := bySeries(kindRecs)
			for _, s := range series {
				if why := missingWhy(s, kn, avail); why != "" {
					c.Rows = append(c.Rows, []string{s, "0", why, "", "", "", "", "", ""})
					c.CSVRows = append(c.CSVRows, []string{s, "0", "", "", "", "", "", "", ""})
					continue
				}
				sm := Summarize(bys[s], limit)
				verified := 0
				for _, r := range bys[s] {
					if r.Verified {
						verified++
					}
				}
				c.Rows = append(c.Rows, []string{s, strconv.Itoa(sm.N), strconv.Itoa(sm.Solved), strconv.Itoa(verified),
					strconv.Itoa(sm.Unsat), strconv.Itoa(sm.Timeouts), strconv.Itoa(sm.Errors), sm.MedianCell(), ownTimeCell(bys[s], limit)})
				om, ok := ownMedian(bys[s])
				if !ok {
					om = math.NaN()
				}
				med := sm.MedianMS
				if sm.N == 0 {
					med = math.NaN()
				}
				c.CSVRows = append(c.CSVRows, []string{s, strconv.Itoa(sm.N), strconv.Itoa(sm.Solved), strconv.Itoa(verified),
					strconv.Itoa(sm.Unsat), strconv.Itoa(sm.Timeouts), strconv.Itoa(sm.Errors), numCell(med), numCell(om)})
			}
			c.Notes = []string{"median own time: the solver's own measure without process start-up (deduce: Solve only; Gecode: solveTime; SWI-Prolog: CPU time of posting and search); timeouts rank last.",
				"verified: the answer was read back and passed the kind's Check; for minisat and cadical, the model satisfies every clause of the kind's CNF (it is not decoded into a grid; their status is also compared with deduce's)."}
			tables = append(tables, t, own, c)
			var present []string
			for _, s := range series {
				if missingWhy(s, kn, avail) == "" {
					present = append(present, s)
				}
			}
			plots = append(plots, Plot{Name: "peers-" + kn, Title: kn + ": deduce and reference solvers, wall time",
				XLabel: "size", YLabel: "median wall time (ms, log scale)", Lines: medianLines(kindRecs, present, kr.sizes, limit)})
			plots = append(plots, Plot{Name: "peers-" + kn + "-own", Title: kn + ": deduce and reference solvers, own solve time",
				XLabel: "size", YLabel: "median own time (ms, log scale)", Lines: ownLines(kindRecs, present, kr.sizes, limit)})
		}
		for _, t := range publishedPeerTables() {
			if slices.Contains(cfg.Kinds, strings.TrimPrefix(t.Name, "published-peers-")) {
				tables = append(tables, t)
			}
		}
		return tables, plots
	}}, nil
}

// csvName turns a series label into a CSV column prefix ("deduce report"
// becomes "deduce_report").
func csvName(s string) string { return strings.ReplaceAll(s, " ", "_") }

func missingWhy(series, kind string, avail []*peerAvail) string {
	for _, pa := range avail {
		if pa.peer.Name == series {
			switch {
			case pa.missing != "":
				return "missing"
			case pa.na[kind]:
				return "n/a"
			}
		}
	}
	return ""
}

func peerCell(series string, size int, kind string, avail []*peerAvail, g map[groupKey][]Record, base Summary, limit float64) string {
	if why := missingWhy(series, kind, avail); why != "" {
		return why
	}
	rs := g[groupKey{series, size}]
	if len(rs) == 0 {
		return "—"
	}
	s := Summarize(rs, limit)
	cell := s.MedianCell()
	if series != "deduce" && base.N > 0 && !math.IsInf(base.MedianMS, 1) && base.MedianMS > 0 && !math.IsInf(s.MedianMS, 1) && s.Finished() > 0 {
		cell += fmt.Sprintf(" (%s×)", ratioText(s.MedianMS/base.MedianMS))
	}
	if s.Errors > 0 {
		cell += fmt.Sprintf(" [%d errors]", s.Errors)
	}
	return cell
}

func ratioText(r float64) string {
	switch {
	case r >= 100:
		return fmt.Sprintf("%.0f", r)
	case r >= 10:
		return fmt.Sprintf("%.1f", r)
	}
	return fmt.Sprintf("%.2f", r)
}

// disagreements lists instances where two solvers gave opposite answers
// (solved against unsatisfiable): a bug somewhere, to be looked at.
func disagreements(recs []Record) []string {
	by := map[string]map[string]string{}
	for _, r := range recs {
		if r.Status == StatusSolved || r.Status == StatusUnsatisfiable {
			if by[r.Instance] == nil {
				by[r.Instance] = map[string]string{}
			}
			by[r.Instance][r.Series] = r.Status
		}
	}
	var notes []string
	for inst, m := range by {
		seen := map[string][]string{}
		for s, st := range m {
			seen[st] = append(seen[st], s)
		}
		if len(seen) > 1 {
			slices.Sort(seen[StatusSolved])
			slices.Sort(seen[StatusUnsatisfiable])
			notes = append(notes, fmt.Sprintf("DISAGREEMENT on %s: solved by %s, unsatisfiable for %s",
				inst, strings.Join(seen[StatusSolved], ", "), strings.Join(seen[StatusUnsatisfiable], ", ")))
		}
	}
	slices.Sort(notes)
	return notes
}

// publishedPeerTables are the reference timings of the shared benchmark
// README (same instances, 2-core machine, median CPU seconds to a first
// solution, 60 s cap, time-outs of 10 in brackets).
func publishedPeerTables() []Table {
	return []Table{
		{Name: "published-peers-magnets", Title: "Reference: Magnets, median CPU seconds (shared bench README; 60 s cap, timeouts of 10)",
			Header: []string{"solver", "4", "6", "8", "10", "12", "14", "16"},
			Rows: [][]string{
				{"SWI-Prolog clpfd (report's model and labeling)", "0.004", "0.016", "0.054", "0.46", "34.8 (4)", ">60 (8)", ">60 (10)"},
				{"MiniZinc + Gecode 6.2 (same model, input order, median)", "0.013", "0.015", "0.016", "0.023", "0.37", "28.1 (2)", ">60 (9)"},
			}},
		{Name: "published-peers-closefar", Title: "Reference: Close or Far, median CPU seconds (shared bench README)",
			Header: []string{"solver", "6", "7", "8", "9", "10", "12"},
			Rows: [][]string{
				{"SWI-Prolog clpfd", "0.090", "0.25", "0.64", "0.23", "0.32 (1)", "0.46 (1)"},
				{"MiniZinc + Gecode 6.2", "0.016", "0.025", "0.026", "0.018", "0.014", "0.024 (max 9.1)"},
			}},
	}
}

// ownMedian is the median of a solver's own time: peer_solve_ms for peers,
// the measured Solve time for deduce. Timeouts rank last, as in the
// wall-time medians (+Inf when the middle run timed out); ok is false when
// the solver reports no own time at all.
func ownMedian(recs []Record) (float64, bool) {
	var v []float64
	for _, r := range recs {
		switch {
		case r.Status == StatusTimeout:
			v = append(v, math.Inf(1))
		case !r.finished():
		case r.Solver == "deduce":
			v = append(v, r.TimeMS)
		default:
			if x, ok := r.Stats[statPeerSolveMS]; ok {
				v = append(v, x)
			}
		}
	}
	if len(v) == 0 {
		return 0, false
	}
	slices.Sort(v)
	return median(v), true
}

// ownTimeCell prints ownMedian, "> limit" when the middle run timed out.
func ownTimeCell(recs []Record, limit float64) string {
	m, ok := ownMedian(recs)
	switch {
	case !ok || math.IsInf(m, 1) && limit <= 0:
		return "—"
	case math.IsInf(m, 1):
		return "> " + fmtMS(limit)
	}
	return fmtMS(m)
}

// ownLines draws one line per solver of the median own time against size;
// solvers that report no own time (SAT solvers) get no points.
func ownLines(recs []Record, series []string, sizes []int, limit float64) []LineSeries {
	g := groups(recs)
	var lines []LineSeries
	for _, s := range series {
		l := LineSeries{Label: s}
		for _, n := range sizes {
			rs := g[groupKey{s, n}]
			if len(rs) == 0 {
				continue
			}
			if v, ok := ownMedian(rs); ok {
				l.X = append(l.X, float64(n))
				l.Y = append(l.Y, v)
			}
		}
		lines = append(lines, l)
	}
	return lines
}
