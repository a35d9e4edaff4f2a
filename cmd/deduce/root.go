package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"deduce/internal/progress"
	"deduce/puzzle"
)

// version is set at build time with -ldflags "-X main.version=...".
var version = "0.1.0-dev"

// app is what every command shares: the streams and the global flags.
type app struct {
	stdin          io.Reader  // standard input; Reads stop when the command's context ends
	in             *ctxReader // the same reader, to hand it the command's context
	stdinFile      *os.File   // the process's own stdin when it is a file (the full-screen game reads it directly)
	stdout, stderr io.Writer
	timeout        time.Duration
	ascii          bool                // --ascii: plain ASCII drawings and text
	getenv         func(string) string // the environment (tests replace it)
	mem            memWatch            // --max-memory (memlimit.go)
	started        bool                // set when a command's own code starts; errors before are usage errors
	cleanup        []func()
	bar            *progress.Bar // the running batch's progress display, or nil
	args           []string      // the command line, for errors that name a mistyped command
}

var constructors []func(*app) *cobra.Command

// register adds a subcommand constructor; each command file calls it from init.
func register(c func(*app) *cobra.Command) { constructors = append(constructors, c) }

func newRoot(a *app) *cobra.Command {
	root := &cobra.Command{
		Use:   "deduce",
		Short: "Solve, generate, grade and explain logic puzzles",
		Long: `deduce solves, generates, grades and explains logic puzzles (` + kindTitles() + `)
with constraint programming and SAT.

Exit codes: 0 success, 1 no solution or failed check, 2 bad input or usage,
3 timeout, limit or undecided.`,
		Version:       version,
		SilenceErrors: true,
		SilenceUsage:  true,
		Args:          noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return cmd.Help()
		},
	}
	root.SetIn(a.stdin)
	root.SetOut(a.stdout)
	root.SetErr(a.stderr)
	root.PersistentFlags().DurationVar(&a.timeout, "timeout", 0, "stop work after this long (e.g. 10s, 2m); 0 = no limit")
	root.PersistentFlags().BoolVar(&a.ascii, "ascii", false, "draw boards and write text in plain ASCII (default: Unicode, unless the locale (LC_ALL, LC_CTYPE, LANG) is not UTF-8; --ascii=false forces Unicode)")
	root.PersistentFlags().StringVar(&a.mem.flag, "max-memory", "", "stop work when deduce holds more memory than this (e.g. 500M, 2G); 0 = no limit")
	root.PersistentPreRunE = func(cmd *cobra.Command, _ []string) error {
		if err := a.mem.setup(a); err != nil {
			return err
		}
		getenv := a.getenv
		if getenv == nil {
			getenv = os.Getenv
		}
		if a.ascii || !cmd.Flags().Changed("ascii") && !utf8Locale(getenv) {
			a.stdout = asciiWriter{a.stdout}
		}
		// Waiting on standard input never outlasts --timeout, even in a
		// command that reads before it makes its work context.
		if a.timeout > 0 && a.in != nil {
			ctx, cancel := context.WithTimeout(a.in.context(), a.timeout)
			a.in.setContext(ctx)
			a.cleanup = append(a.cleanup, cancel)
		}
		return nil
	}
	root.SetFlagErrorFunc(func(cmd *cobra.Command, err error) error {
		if !cmd.HasParent() && len(a.args) > 0 && !strings.HasPrefix(a.args[0], "-") {
			// "deduce slove x --seed 1": the flag is unknown only because
			// the command is; name the command.
			return noArgs(cmd, a.args[:1])
		}
		return &usageError{flagSuggestion(cmd, err)}
	})
	root.CompletionOptions.DisableDefaultCmd = true
	// "deduce help slove" and "deduce slove --help" name the mistyped
	// command too (cobra would show the root's help without a word).
	root.SetHelpCommand(&cobra.Command{
		Use:   "help [command]",
		Short: "Help about any command",
		RunE: func(_ *cobra.Command, args []string) error {
			cmd, rest, err := root.Find(args)
			if err != nil {
				return &usageError{err}
			}
			if len(rest) > 0 && cmd.HasAvailableSubCommands() {
				return noArgs(cmd, rest[:1])
			}
			return cmd.Help()
		},
	})
	rootHelp := root.HelpFunc()
	root.SetHelpFunc(func(cmd *cobra.Command, args []string) {
		if !cmd.HasParent() && len(a.args) > 0 && !strings.HasPrefix(a.args[0], "-") && a.args[0] != "help" {
			fmt.Fprintf(a.stderr, "deduce: %v\n", noArgs(cmd, a.args[:1]))
		}
		rootHelp(cmd, args)
	})
	for _, c := range constructors {
		cmd := c(a)
		wrapRun(a, cmd)
		root.AddCommand(cmd)
	}
	return root
}

// wrapRun marks the moment a command's own code starts, so that errors before
// it (flag parsing, argument counts) are classified as usage errors.
func wrapRun(a *app, cmd *cobra.Command) {
	if f := cmd.RunE; f != nil {
		cmd.RunE = func(c *cobra.Command, args []string) error {
			a.started = true
			err := f(c, args)
			if err == nil && a.in != nil {
				err = a.in.interrupted()
			}
			return err
		}
	}
	for _, sub := range cmd.Commands() {
		wrapRun(a, sub)
	}
}

// noArgs rejects positional arguments with a usage error naming them, and
// the nearest command when one is close ("slove": did you mean "solve"?).
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		var names []string
		for _, c := range cmd.Commands() {
			if c.IsAvailableCommand() {
				names = append(names, c.Name())
				names = append(names, c.Aliases...)
			}
		}
		return &usageError{fmt.Errorf("unknown command %q for %q%s", args[0], cmd.CommandPath(), puzzle.DidYouMean(args[0], names))}
	}
	return nil
}

// flagSuggestion adds the nearest flag of cmd to pflag's "unknown flag:
// --sise" (did you mean "--size"?); other flag errors pass unchanged.
func flagSuggestion(cmd *cobra.Command, err error) error {
	const prefix = "unknown flag: --"
	msg := err.Error()
	if !strings.HasPrefix(msg, prefix) {
		return err
	}
	var names []string
	add := func(f *pflag.Flag) {
		if !f.Hidden {
			names = append(names, "--"+f.Name)
		}
	}
	cmd.Flags().VisitAll(add)
	cmd.InheritedFlags().VisitAll(add)
	if hint := puzzle.DidYouMean("--"+strings.TrimPrefix(msg, prefix), names); hint != "" {
		return fmt.Errorf("%w%s", err, hint)
	}
	return err
}

// exactArgs / minArgs are cobra's validators with usage errors.
func exactArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if err := missingKind(cmd, args); err != nil {
			return err
		}
		if err := cobra.ExactArgs(n)(cmd, args); err != nil {
			return &usageError{err}
		}
		return nil
	}
}

func minArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if err := missingKind(cmd, args); err != nil {
			return err
		}
		if err := cobra.MinimumNArgs(n)(cmd, args); err != nil {
			return &usageError{err}
		}
		return nil
	}
}

// missingKind answers a command whose first argument may be a KIND
// ("generate KIND", "print KIND | print FILE|ID...") called without one with
// its usage and the kinds to choose from.
func missingKind(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return nil
	}
	if f := strings.Fields(cmd.Use); len(f) < 2 || f[1] != "KIND" {
		return nil
	}
	return &usageError{fmt.Errorf("%s needs an argument (%s); the kinds are %s ('deduce kinds' describes them)", cmd.Name(), cmd.Use, strings.Join(kindNames(), ", "))}
}

// context returns the work context of a command: Ctrl-C (from main) and --timeout.
func (a *app) context(cmd *cobra.Command) (context.Context, context.CancelFunc) {
	ctx := cmd.Context()
	if ctx == nil {
		ctx = context.Background()
	}
	var cancel context.CancelFunc
	if a.timeout > 0 {
		ctx, cancel = context.WithTimeout(ctx, a.timeout)
	} else {
		ctx, cancel = context.WithCancel(ctx)
	}
	ctx, stopWatch := a.mem.watch(ctx)
	if a.in != nil {
		a.in.setContext(ctx)
	}
	return ctx, func() { stopWatch(); cancel() }
}

// run executes deduce with args and returns the exit code.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	in := newCtxReader(ctx, stdin)
	a := &app{stdin: in, in: in, stdout: stdout, stderr: stderr}
	a.stdinFile, _ = stdin.(*os.File)
	root := newRoot(a)
	a.args = args
	root.SetArgs(args)
	cmd, err := root.ExecuteContextC(ctx)
	for _, f := range a.cleanup {
		f()
	}
	if err == nil {
		return exitOK
	}
	var ie *interruptError
	if !errors.As(err, &ie) && (errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled)) {
		// A command other than the batch ones: say which one stopped and why.
		ie = a.interruption(ctx, fmt.Sprintf("running '%s'", cmd.CommandPath()))
		if errors.Is(err, context.DeadlineExceeded) {
			ie.why = fmt.Sprintf("timeout after %v", a.timeout)
		} else if over := a.mem.exceeded(); over != nil {
			ie.why = over.Error()
		}
		ie.err = err
		err = ie
	}
	if !a.started {
		var ue *usageError
		if !errors.As(err, &ue) && !puzzle.IsInputError(err) {
			err = &usageError{err}
		}
	}
	code := exitCode(err)
	if msg := describe(err); msg != "" {
		line := "deduce: " + strings.ReplaceAll(msg, "\n", " ")
		var ue *usageError
		if errors.As(err, &ue) {
			line += " (see 'deduce --help')"
		}
		fmt.Fprintln(stderr, line)
	}
	return code
}

// kindTitles lists the registered kinds' titles for people ("Magnets,
// Close or Far, Logic grid"), registered by the kinds' init before the
// commands are built.
func kindTitles() string {
	var titles []string
	for _, k := range puzzle.Kinds() {
		titles = append(titles, puzzle.TitleOf(k))
	}
	return strings.Join(titles, ", ")
}
