package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"deduce/bench"
	"deduce/internal/safefile"
	"deduce/puzzle"
)

func init() { register(newBenchCmd) }

// defaultBenchTimeout is the per-solve limit of `deduce bench` when
// --timeout is not given: long enough for the seeds' sizes, short enough
// that a hopeless run is counted as a timeout rather than waited for.
const defaultBenchTimeout = 60 * time.Second

func newBenchCmd(a *app) *cobra.Command {
	var (
		sizes, peers, kinds, out, dir, page string
		n, workers, repeat                  int
		rebuild                             bool
		seed                                int64
		sh                                  shard
	)
	cmd := &cobra.Command{
		Use:   "bench SUITE|all|list [flags] | bench merge --out DIR SHARD/results.json...",
		Short: "Rerun the source documents' experiments and deduce's targets: tables, plots, peers",
		Long: `Rerun an experiment of the source documents on this machine and print its
tables as Markdown on stdout, with the published numbers beside them.
With --out DIR also write report.md, results.json, records.csv, one CSV per
table, and the plots as PNG and SVG.

Here --timeout is the limit of each solve (default 60s; 0 = none): a run that
hits it is counted and shown as a timeout, never averaged as a time.
Ctrl-C stops the run and prints the tables of what finished (exit code 3).
Every puzzle comes from a fixed seed, so a rerun measures the same instances.
Progress goes to stderr: a bar on a terminal, one line per run otherwise.

--shard i/n runs only the runs k with k mod n = i (i from 0), so n processes
or machines share a suite; give each its own --out, then
'deduce bench merge --out DIR DIR0/results.json DIR1/results.json ...'
joins them into the tables, plots and files of one run.

deduce bench all --out docs/results reruns every suite below at the size of
docs/RESULTS.md (--n N replaces every suite's puzzle count: quicker), writes
each into OUT/SUITE/ and regenerates the page (--page, default RESULTS.md
beside OUT: docs/RESULTS.md) from what it wrote. With --rebuild it only
tabulates and plots the saved records again (after a change to a table).

Suites (deduce bench list for details):
` + suiteList(),
		Args: minArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if args[0] == "merge" {
				return a.benchMerge(cmd, args[1:], out, workers)
			}
			if len(args) > 1 {
				return &usageError{fmt.Errorf("bench takes one suite, got %d arguments", len(args))}
			}
			if cmd.Flags().Changed("n") {
				fmt.Fprintln(a.stderr, "deduce: note: --n is deprecated; use -n or --count (one name for 'how many' in every command)")
			}
			if args[0] == "list" {
				return printSuites(a)
			}
			if args[0] == "all" {
				return benchAll(cmd, a, out, page, n, workers, rebuild)
			}
			if _, err := bench.Lookup(args[0]); err != nil {
				var names []string
				for _, s := range bench.Suites() {
					names = append(names, s.Name)
				}
				if hint := puzzle.DidYouMean(args[0], append(names, "list", "merge", "all")); hint != "" {
					err = fmt.Errorf("%w%s", err, hint)
				}
				return &usageError{err}
			}
			cfg := bench.Config{N: n, Dir: dir, Repeat: repeat, Peers: splitList(peers), Kinds: splitList(kinds)}
			if sizes != "" {
				s, err := bench.ParseSizes(sizes)
				if err != nil {
					return &usageError{fmt.Errorf("--sizes: %w", err)}
				}
				cfg.Sizes = s
			}
			if cmd.Flags().Changed("seed") {
				cfg.Seed = &seed
			}
			if n < 0 || workers < 1 || repeat < 0 {
				return &usageError{fmt.Errorf("--count and --repeat must be >= 0 and --workers >= 1")}
			}
			limit := a.timeout
			if !cmd.Flags().Changed("timeout") {
				limit = defaultBenchTimeout
			}
			ctx := cmd.Context()
			rep, err := bench.Run(ctx, args[0], cfg, bench.RunOptions{
				Workers: workers, Timeout: limit, Progress: bench.NewProgress(a.stderr, args[0]),
				Shard: sh.i, Shards: sh.n,
			})
			if rep == nil {
				if errors.Is(err, bench.ErrInterrupted) {
					return &exitError{code: exitUndecided, msg: err.Error()}
				}
				return err
			}
			rep.Command = commandLine(cmd, args[0])
			if werr := rep.Markdown(a.stdout); werr != nil {
				return werr
			}
			if out != "" {
				paths, werr := rep.WriteDir(out)
				if werr != nil {
					return werr
				}
				fmt.Fprintf(a.stderr, "wrote %d files to %s\n", len(paths), out)
			}
			if errors.Is(err, bench.ErrInterrupted) {
				return &exitError{code: exitUndecided, msg: err.Error()}
			}
			return err
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&sizes, "sizes", "", `puzzle sizes: "N", "A..B" or "A..B/STEP", comma-separated (default: the suite's)`)
	fl.IntVarP(&n, "count", "n", 0, "puzzles per size (default: the suite's)")
	// --n was bench's own name for what every other command calls -n/--count.
	fl.IntVar(&n, "n", 0, "puzzles per size")
	_ = fl.MarkHidden("n") // RunE prints the note: pflag's own would go to stdout
	fl.Int64Var(&seed, "seed", 0, "base seed: puzzle k of size N gets seed+1000*N+k (default: the suite's, matching the shared instances)")
	fl.IntVar(&workers, "workers", 1, "solve this many puzzles in parallel (1 gives the cleanest timings)")
	fl.StringVar(&out, "out", "", "also write CSV, JSON, report.md and PNG/SVG plots into this directory")
	fl.StringVar(&dir, "dir", "", "read the puzzles (*.txt files) from this directory instead of the suite's bundled or generated ones")
	fl.StringVar(&peers, "peers", "", "peers: comma-separated reference solvers (default: gecode,minisat,cadical,swipl)")
	fl.StringVar(&kinds, "kinds", "", "peers, explain: comma-separated kinds (peers default: every kind with a peer profile; explain default: every kind that explains)")
	fl.IntVar(&repeat, "repeat", 0, "peers: runs per instance and solver (default 1); explain: runs per bundled puzzle (default 5)")
	fl.Var(&sh, "shard", shardUsage+"; merge the --out directories with 'deduce bench merge'")
	fl.StringVar(&page, "page", "", "all: the generated results page (default: RESULTS.md beside --out)")
	fl.BoolVar(&rebuild, "rebuild", false, "all: rebuild every table, plot and the page from the results.json files under --out, without rerunning")
	return cmd
}

// benchAll runs every suite of bench.ResultsPlan into out/SUITE and writes
// the results page from the reports. A suite that fails is said on the
// page and in the exit code; the others still run.
func benchAll(cmd *cobra.Command, a *app, out, page string, n, workers int, rebuild bool) error {
	if out == "" {
		return &usageError{fmt.Errorf("bench all needs --out DIR (e.g. docs/results)")}
	}
	if n < 0 || workers < 1 {
		return &usageError{fmt.Errorf("--n must be >= 0 and --workers >= 1")}
	}
	for _, f := range []string{"sizes", "seed", "dir", "peers", "kinds", "repeat"} {
		if cmd.Flags().Changed(f) {
			return &usageError{fmt.Errorf("bench all runs each suite at its results size: --%s is for one suite (deduce bench SUITE)", f)}
		}
	}
	if page == "" {
		page = filepath.Join(filepath.Dir(filepath.Clean(out)), "RESULTS.md")
	}
	command := "deduce bench all --out " + filepath.ToSlash(out)
	if n > 0 {
		command += fmt.Sprintf(" --n %d", n)
	}
	if rebuild {
		secs, batch, err := bench.RebuildResults(out)
		if err != nil {
			return err
		}
		if batch != "" {
			command = batch
		}
		return writeResultsPage(a, page, out, command, secs)
	}
	ctx := cmd.Context()
	var secs []bench.ResultsSection
	var failed []string
	for _, r := range bench.ResultsPlan(n) {
		limit := r.Timeout
		if cmd.Flags().Changed("timeout") {
			limit = a.timeout
			r.Timeout = limit
		}
		fmt.Fprintf(a.stderr, "bench all: %s\n", r.Command(out))
		rep, err := bench.Run(ctx, r.Suite, r.Config, bench.RunOptions{
			Workers: workers, Timeout: limit, Progress: bench.NewProgress(a.stderr, r.Suite),
		})
		if rep != nil {
			rep.Command, rep.Batch = r.Command(""), command
			if _, werr := rep.WriteDir(filepath.Join(out, r.Suite)); werr != nil {
				return werr
			}
		}
		secs = append(secs, bench.ResultsSection{Run: r, Report: rep, Err: err})
		if err != nil {
			failed = append(failed, r.Suite)
			fmt.Fprintf(a.stderr, "bench all: %s: %v\n", r.Suite, err)
		}
		if ctx.Err() != nil {
			break
		}
	}
	if err := writeResultsPage(a, page, out, command, secs); err != nil {
		return err
	}
	if ctx.Err() != nil {
		return &exitError{code: exitUndecided, msg: "interrupted"}
	}
	if len(failed) > 0 {
		return fmt.Errorf("bench all: %s failed (see the page)", strings.Join(failed, ", "))
	}
	return nil
}

func writeResultsPage(a *app, page, out, command string, secs []bench.ResultsSection) error {
	var buf bytes.Buffer // the page it regenerates is written whole or not at all
	if err := bench.WriteResultsPage(&buf, page, out, command, secs); err != nil {
		return err
	}
	if err := safefile.Write(page, buf.Bytes()); err != nil {
		return err
	}
	fmt.Fprintf(a.stderr, "wrote %d suites to %s and the page %s\n", len(secs), out, page)
	return nil
}

func splitList(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

func suiteList() string {
	var b strings.Builder
	w := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	for _, s := range bench.Suites() {
		fmt.Fprintf(w, "  %s\t%s\n", s.Name, s.Summary)
	}
	w.Flush()
	return b.String()
}

func printSuites(a *app) error {
	for _, s := range bench.Suites() {
		fmt.Fprintf(a.stdout, "%s — %s\n\n", s.Name, s.Summary)
		for _, l := range strings.Split(s.Usage, "\n") {
			fmt.Fprintf(a.stdout, "    %s\n", l)
		}
		fmt.Fprintln(a.stdout)
	}
	fmt.Fprint(a.stdout, "Peers:")
	for _, p := range bench.Peers() {
		path, why := p.Locate()
		if why != "" {
			fmt.Fprintf(a.stdout, " %s (missing: %s);", p.Name, why)
		} else {
			fmt.Fprintf(a.stdout, " %s (%s);", p.Name, path)
		}
	}
	fmt.Fprintln(a.stdout)
	return nil
}

// commandLine rebuilds the command from the flags given, for the report.
func commandLine(cmd *cobra.Command, suite string) string {
	parts := []string{"deduce", "bench", suite}
	cmd.Flags().Visit(func(f *pflag.Flag) {
		parts = append(parts, "--"+f.Name+"="+f.Value.String())
	})
	return strings.Join(parts, " ")
}

// benchMerge joins the results.json of a run's shards into the report of the
// whole run, printed as Markdown and written to --out as a run would.
func (a *app) benchMerge(cmd *cobra.Command, files []string, out string, workers int) error {
	if len(files) == 0 {
		return &usageError{fmt.Errorf("bench merge needs the shards' results.json files (or their --out directories)")}
	}
	var parts []*bench.Report
	for _, f := range files {
		if st, err := os.Stat(f); err == nil && st.IsDir() {
			f = filepath.Join(f, "results.json")
		}
		r, err := os.Open(f)
		if err != nil {
			return fmt.Errorf("%w: %v", puzzle.ErrUnreadable, err)
		}
		rep, err := bench.ReadShard(r, f)
		r.Close()
		if err != nil {
			return &exitError{code: exitBadInput, msg: err.Error()}
		}
		parts = append(parts, rep)
	}
	rep, err := bench.Merge(cmd.Context(), parts, bench.RunOptions{Workers: workers})
	if err != nil {
		return &exitError{code: exitBadInput, msg: err.Error()}
	}
	rep.Command = "deduce bench merge " + strings.Join(files, " ")
	if err := rep.Markdown(a.stdout); err != nil {
		return err
	}
	if out != "" {
		paths, err := rep.WriteDir(out)
		if err != nil {
			return err
		}
		fmt.Fprintf(a.stderr, "wrote %d files to %s\n", len(paths), out)
	}
	return nil
}
