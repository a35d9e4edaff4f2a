package main

import (
	"context"
	"errors"
	"fmt"

	"deduce/internal/progress"
	"deduce/puzzle"
)

// statusError is the "status" of a JSON line for an input that could not be
// handled (unreadable, unparsable, unsupported, interrupted), so that with
// --format json the output lines still match the inputs one to one.
const statusError puzzle.Status = "error"

// batchJob describes one multi-input command (solve, count, grade, check,
// explain) to the shared loop in (*app).batch.
type batchJob struct {
	verb   string // what is done to an input, for messages: "solving"
	kind   string // --kind override ("" = detect)
	format string // "text", "json" or "jsonl"
	shard  shard  // the inputs this process handles (zero: all)
	// each handles one parsed input: it prints the input's result and
	// returns the exit code the input earns (0 when all is well). An error
	// is printed by the loop, which goes on with the next input.
	each func(i int, arg string, k puzzle.Kind, p puzzle.Puzzle) (int, error)
}

// batch runs job over every input the way cat, grep or gofmt -l do: an input
// that cannot be read, parsed or handled gets its (positioned) error on
// stderr, and with --format json also a JSON line with "status": "error",
// and the others still run. The exit code is the worst one seen. Only an
// interruption (--timeout, Ctrl-C, SIGTERM) ends the loop early; then every
// input not finished gets an error line and the message says which input
// was interrupted.
func (a *app) batch(ctx context.Context, args []string, job batchJob) error {
	worst := exitOK
	done := a.showProgress(progress.New(a.stderr, job.shard.size(len(args)), job.verb))
	defer done()
	for i, arg := range args {
		if !job.shard.has(i) {
			continue
		}
		var k puzzle.Kind
		var p puzzle.Puzzle
		err := ctx.Err()
		if err == nil {
			k, p, err = a.load(arg, job.kind)
		}
		code := exitOK
		if err == nil {
			code, err = job.each(i, arg, k, p)
		}
		// Interrupted: by an error, or by an honest "unknown" (already
		// printed) that the end of ctx caused.
		if ctx.Err() != nil && (err != nil || code == exitUndecided) {
			ie := a.interruption(ctx, fmt.Sprintf("%s %s", job.verb, arg))
			var rest []int
			for j := i + 1; j < len(args); j++ {
				if job.shard.has(j) {
					rest = append(rest, j)
				}
			}
			if left := len(rest); left > 0 {
				ie.what += fmt.Sprintf(" (%d more input%s not started)", left, plural(left))
			}
			if job.format != "text" {
				if err != nil {
					a.printErrorLine(job.format, i, arg, k, ie.Error())
				}
				for _, j := range rest {
					a.printErrorLine(job.format, j, args[j], nil, "not started: "+ie.Error())
				}
			}
			return ie
		}
		if err != nil {
			code = exitCode(err)
			fmt.Fprintf(a.stderr, "deduce: %s\n", puzzle.Printable(oneLine(describe(err)))) // an error may quote the input
			if job.format != "text" {
				a.printErrorLine(job.format, i, arg, k, describe(err))
			}
		}
		worst = max(worst, code)
		a.step()
	}
	if worst != exitOK {
		return quiet(worst)
	}
	return nil
}

// printErrorLine writes the JSON line of an input that failed. The kind is
// empty when the input could not be read or recognised.
func (a *app) printErrorLine(format string, i int, arg string, k puzzle.Kind, msg string) {
	rep := puzzle.Report{File: arg, Status: statusError, Error: oneLine(msg)}
	if k != nil {
		rep.Kind = k.Name()
	}
	_ = a.printReport(format, i, rep) // a broken stdout also fails the next line; the exit code says it
}

// interruptError says what was stopped and why; it unwraps to the context's
// error so that the exit code is 3.
type interruptError struct {
	why  string // "timeout after 1s", "interrupted by SIGTERM"
	what string // "solving big.txt"
	err  error
}

func (e *interruptError) Error() string {
	if e.what == "" {
		return e.why
	}
	return e.why + " while " + e.what
}
func (e *interruptError) Unwrap() error { return e.err }

// interruption describes why ctx ended, naming the work it stopped.
func (a *app) interruption(ctx context.Context, what string) *interruptError {
	err := ctx.Err()
	why := "interrupted"
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		why = fmt.Sprintf("timeout after %v", a.timeout)
	case context.Cause(ctx) != nil && context.Cause(ctx) != err:
		why = context.Cause(ctx).Error()
	}
	if err == nil {
		err = context.Canceled
	}
	return &interruptError{why: why, what: what, err: err}
}

// load reads and parses one input, returning its kind also when it was
// recognised and then failed to parse, so that its error line names it.
func (a *app) load(arg, kind string) (puzzle.Kind, puzzle.Puzzle, error) {
	file, data, err := puzzle.ReadInput(arg, a.stdin)
	if err != nil {
		return nil, nil, err
	}
	return puzzle.Parse(file, data, kind)
}
