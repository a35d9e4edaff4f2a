package main

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"deduce/puzzle"
)

// solveFlags are the flags of every command that solves.
type solveFlags struct {
	kind, method, label, encoding, format string
	seed                                  int64
	stats                                 bool
}

func (f *solveFlags) add(cmd *cobra.Command) {
	fl := cmd.Flags()
	fl.StringVar(&f.kind, "kind", "", kindUsage)
	fl.StringVar(&f.method, "method", "", "solving method: one of the kind's (listed by 'deduce kinds KIND'); default: the kind's fastest measured (auto)")
	fl.StringVar(&f.label, "label", "", "SICStus labeling for fd methods: a variable choice leftmost|min|max|ff|anti_first_fail|occurrence|ffc|max_regret\nand/or a value choice step|enum|bisect|median|middle|random, comma-separated, e.g. ff,median (default: the method's own)")
	fl.StringVar(&f.encoding, "encoding", "", "SAT encoding for logic grids' sat methods: small|extended (default small; other kinds have one)")
	fl.StringVar(&f.format, "format", "text", formatUsage)
	fl.Int64Var(&f.seed, "seed", 0, "seed for methods with random choices")
	fl.BoolVar(&f.stats, "stats", false, "print solver statistics (text format)")
}

func (f *solveFlags) options() puzzle.SolveOptions {
	return puzzle.SolveOptions{Method: f.method, Encoding: f.encoding, Label: f.label, Seed: f.seed}
}

func checkFormat(format string, allowed ...string) error {
	for _, a := range allowed {
		if format == a {
			return nil
		}
	}
	return &usageError{fmt.Errorf("unknown --format %q%s (want one of %s)", format, puzzle.DidYouMean(format, allowed), strings.Join(allowed, ", "))}
}

// showSolution draws a solution for people: the kind's text renderer, or its
// native format when it has none, with control characters made visible
// (puzzle.Printable): a name that did not come through puzzle.ReadInput
// must not drive the terminal.
func showSolution(k puzzle.Kind, p puzzle.Puzzle, s puzzle.Solution) string {
	if r, ok := k.(puzzle.Renderer); ok {
		if out, err := r.Render(p, s, "text"); err == nil {
			return puzzle.Printable(out)
		}
	}
	return puzzle.Printable(k.Format(p, s))
}

// formatStats prints counters as "name=value" sorted by name, time first.
func formatStats(st puzzle.Stats) string {
	keys := make([]string, 0, len(st))
	for k := range st {
		if k != "time_ms" {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var parts []string
	if t, ok := st["time_ms"]; ok {
		parts = append(parts, fmt.Sprintf("time_ms=%.3f", t))
	}
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s=%g", k, st[k]))
	}
	return strings.Join(parts, " ")
}

// formatUsage is the --format help of the batch commands.
const formatUsage = "output format: text|json|jsonl (json lines with each input's index, for --shard and 'deduce merge')"

// printReport writes rep as a JSON line, with the input's index for jsonl.
func (a *app) printReport(format string, i int, rep puzzle.Report) error {
	if format == "jsonl" {
		return a.printIndexed(i, rep)
	}
	return a.printJSON(rep)
}

func (a *app) printJSON(rep puzzle.Report) error {
	b, err := rep.JSONLine()
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(a.stdout, "%s\n", b)
	return err
}

// statusCode maps a solve status to the exit code it earns.
func statusCode(st puzzle.Status) int {
	switch st {
	case puzzle.Solved:
		return exitOK
	case puzzle.Unsatisfiable:
		return exitNoAnswer
	default:
		return exitUndecided
	}
}

// printLine writes any JSON contract value as one line.
func (a *app) printLine(v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(a.stdout, "%s\n", b)
	return err
}

// kindUsage is the --kind help of every command that reads puzzles, listing
// the registered kinds (registered by the kinds' init, before the commands
// are built).
var kindUsage = "puzzle kind: " + strings.Join(kindNames(), "|") + " (default: detected from the input's first line)"

func kindNames() []string {
	var names []string
	for _, k := range puzzle.Kinds() {
		names = append(names, k.Name())
	}
	return names
}
