package bench

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"deduce/puzzle"
)

// Task is one measured run. Key carries the identity of the run (suite,
// series, instance, ...); Run does the work under ctx, which carries the
// per-solve limit, and fills in Status, TimeMS, Stats, Verified.
type Task struct {
	Key Record
	Run func(ctx context.Context) (Record, error)
}

// RunOptions control how tasks are executed.
type RunOptions struct {
	Workers  int           // parallel runs (≥ 1); timings are cleaner with 1
	Timeout  time.Duration // per run; 0 = no limit
	Progress Progress      // nil = silent
	// Shard, Shards: run only the runs k of the plan with k mod Shards =
	// Shard (Shards <= 1: all); Merge joins the shards' reports.
	Shard, Shards int
}

// graceAfterLimit is how long the runner waits for a solver that ignores its
// context before it records a timeout and moves on without it.
var graceAfterLimit = 2 * time.Second

// errFatal marks an error that makes the whole suite meaningless (an unknown
// method, a bad option): it stops the run instead of being counted.
type errFatal struct{ err error }

func (e errFatal) Error() string { return e.err.Error() }
func (e errFatal) Unwrap() error { return e.err }

// execute runs tasks with opt.Workers workers in task order of start. It
// returns the records of every run that finished (in task order) and, when
// ctx was cancelled (Ctrl-C), ctx's error alongside them. A bad-option error
// from any run stops everything and is returned.
func execute(ctx context.Context, tasks []Task, opt RunOptions) ([]Record, error) {
	workers := max(1, opt.Workers)
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	if opt.Progress != nil {
		opt.Progress.Start(len(tasks))
		defer opt.Progress.Finish()
	}
	results := make([]*Record, len(tasks))
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				rec, err := runOne(ctx, tasks[i], opt.Timeout)
				if err != nil {
					cancel(err)
					continue
				}
				if rec == nil { // interrupted: not a measurement
					continue
				}
				mu.Lock()
				results[i] = rec
				mu.Unlock()
				if opt.Progress != nil {
					opt.Progress.Done(*rec)
				}
			}
		}()
	}
feed:
	for i := range tasks {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	var recs []Record
	for _, r := range results {
		if r != nil {
			recs = append(recs, *r)
		}
	}
	if cause := context.Cause(ctx); cause != nil {
		var fatal errFatal
		if errors.As(cause, &fatal) {
			return recs, fatal.err
		}
		return recs, cause
	}
	return recs, nil
}

// runOne runs one task under the per-run limit. It returns nil, nil when the
// run was interrupted from outside (it measured nothing), and an error only
// when the suite must stop.
func runOne(ctx context.Context, t Task, limit time.Duration) (*Record, error) {
	if ctx.Err() != nil {
		return nil, nil
	}
	runCtx, cancel := context.WithCancel(ctx)
	if limit > 0 {
		runCtx, cancel = context.WithTimeout(ctx, limit)
	}
	defer cancel()
	type answer struct {
		rec Record
		err error
	}
	done := make(chan answer, 1)
	start := time.Now()
	go func() {
		rec, err := t.Run(runCtx)
		done <- answer{rec, err}
	}()
	var a answer
	select {
	case a = <-done:
	case <-runCtx.Done():
		// Give a solver that honours its context time to return; one that
		// does not is abandoned, so that Ctrl-C and --timeout always work.
		select {
		case a = <-done:
		case <-time.After(graceAfterLimit):
			a = answer{err: runCtx.Err()}
		}
	}
	rec := t.Key
	if a.err == nil {
		rec.Status, rec.TimeMS, rec.Stats, rec.Verified, rec.Err = a.rec.Status, a.rec.TimeMS, a.rec.Stats, a.rec.Verified, a.rec.Err
		if a.rec.Method != "" {
			rec.Method = a.rec.Method
		}
	}
	// A run that stopped because its context ended measured nothing of its
	// own: with Ctrl-C it is dropped, with the per-run limit it is a timeout.
	stoppedEarly := a.err != nil && (errors.Is(a.err, context.Canceled) || errors.Is(a.err, context.DeadlineExceeded) || errors.Is(a.err, puzzle.ErrLimit)) ||
		runCtx.Err() != nil && (a.err != nil || rec.Status == StatusUnknown)
	switch {
	case stoppedEarly && ctx.Err() != nil:
		return nil, nil
	case stoppedEarly:
		rec.Status, rec.Err = StatusTimeout, ""
		rec.TimeMS = float64(limit) / float64(time.Millisecond)
	case a.err != nil && puzzle.IsInputError(a.err):
		return nil, errFatal{fmt.Errorf("kind %s, %s: %w", rec.Kind, describeRun(rec), a.err)}
	case a.err != nil:
		rec.Status, rec.Err = StatusError, a.err.Error()
		if rec.TimeMS == 0 {
			rec.TimeMS = msSince(start)
		}
	}
	return &rec, nil
}

// describeRun names a run in messages: "method report (label ff) on m10_03".
func describeRun(r Record) string {
	s := "method " + orDefault(r.Method)
	if r.Encoding != "" {
		s += " encoding " + r.Encoding
	}
	if r.Label != "" {
		s += " label " + r.Label
	}
	if r.Instance != "" {
		s += " on " + r.Instance
	}
	return s
}

func orDefault(method string) string {
	if method == "" {
		return "(default)"
	}
	return method
}

func msSince(t time.Time) float64 { return float64(time.Since(t)) / float64(time.Millisecond) }
