package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"deduce/puzzle"
)

func init() { register(newKindsCmd) }

func newKindsCmd(a *app) *cobra.Command {
	return &cobra.Command{
		Use:   "kinds [KIND...]",
		Short: "List the puzzle kinds and their solving methods",
		Long: `Without arguments, list every kind with its method names (the first is
the default). With kind names, print each kind's method table: the engine a
method runs on (native = the kind's own search, fd, sat, vd), whether it is
complete (its counts are exact and "unsatisfiable" is a proof), and the
options it reads (--encoding, --label, --seed); then the kind's own
generator parameters and output formats, where it declares them.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				for _, k := range puzzle.Kinds() {
					names := k.Methods()
					fmt.Fprintf(a.stdout, "%-10s %s\n", k.Name(), k.Summary())
					fmt.Fprintf(a.stdout, "%-10s methods: %s (default %s)\n", "", strings.Join(names, ", "), names[0])
				}
				return nil
			}
			for i, name := range args {
				k, err := puzzle.Lookup(name)
				if err != nil {
					return &usageError{err}
				}
				if i > 0 {
					fmt.Fprintln(a.stdout)
				}
				printMethodTable(a.stdout, k)
			}
			return nil
		},
	}
}

// printMethodTable writes k's summary and one row per method.
func printMethodTable(w io.Writer, k puzzle.Kind) {
	fmt.Fprintf(w, "%s: %s\n", k.Name(), k.Summary())
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "method\tengine\tcomplete\toptions\tsummary")
	for i, m := range puzzle.MethodsOf(k) {
		name := m.Name
		if i == 0 {
			name += " (default)"
		}
		complete := "no"
		if m.Complete {
			complete = "yes"
		}
		opts := strings.Join(m.Options, ",")
		if opts == "" {
			opts = "-"
		}
		engine := m.Engine
		if engine == "" {
			engine = "?"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", name, engine, complete, opts, m.Summary)
	}
	tw.Flush()
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	if params := puzzle.GenParamsOf(k); len(params) > 0 {
		fmt.Fprintln(tw, "generator parameters (generate, play, print):")
		for _, p := range params {
			fmt.Fprintf(tw, "  --%s\t%s\n", p.Name, p.Usage)
		}
	}
	if formats := puzzle.FormatsOf(k); len(formats) > 0 {
		fmt.Fprintln(tw, "formats (generate --format, convert --to):")
		for _, f := range formats {
			fmt.Fprintf(tw, "  %s\t%s\n", f.Name, f.Summary)
		}
	}
	tw.Flush()
}
