package main

import (
	"context"
	"fmt"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync/atomic"
	"time"
)

// --max-memory bounds the memory a command may hold. Two parts, because
// the runtime's own limit is soft: debug.SetMemoryLimit makes the garbage
// collector work hard to stay under it (so garbage never trips the stop),
// and a watcher cancels the work context when the memory the runtime holds
// still passes the limit, which the commands already obey within 0.5 s
// like --timeout: exit code 3 and a message naming what was stopped. Like
// --timeout it is per command, so in a batch the input being worked on is
// stopped and the rest are reported as not started.

// memWatch is the app's --max-memory state.
type memWatch struct {
	flag  string       // the flag's text, e.g. "2G"
	limit int64        // bytes; 0 = no limit
	over  atomic.Value // the error that stopped the work, once the limit is passed
}

// memPoll is how often the watcher samples the runtime's memory: well
// under the 0.5 s the commands take to stop.
const memPoll = 50 * time.Millisecond

// parseBytes reads a memory size: a number of bytes with an optional unit
// K, M, G or T (powers of 1024; "B", "iB" and "b" suffixes accepted), e.g.
// 500M, 2G, 1.5GiB. "0" is no limit.
func parseBytes(s string) (int64, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	t = strings.TrimSuffix(strings.TrimSuffix(t, "B"), "I")
	mult := int64(1)
	if n := len(t); n > 0 {
		switch t[n-1] {
		case 'K':
			mult = 1 << 10
		case 'M':
			mult = 1 << 20
		case 'G':
			mult = 1 << 30
		case 'T':
			mult = 1 << 40
		}
		if mult > 1 {
			t = t[:n-1]
		}
	}
	v, err := strconv.ParseFloat(t, 64)
	if err != nil || !(v >= 0) || v*float64(mult) >= 1<<62 { // !(v >= 0) also refuses NaN
		return 0, fmt.Errorf("bad --max-memory %q: want a size like 500M or 2G (0 = no limit)", s)
	}
	b := int64(v * float64(mult))
	if b > 0 && b < 16<<20 {
		return 0, fmt.Errorf("--max-memory %q is below 16M: deduce itself needs about that much", s)
	}
	return b, nil
}

// setup reads the flag and sets the runtime's soft limit, restored when
// the command ends (tests run many commands in one process).
func (m *memWatch) setup(a *app) error {
	if m.flag == "" {
		return nil
	}
	b, err := parseBytes(m.flag)
	if err != nil {
		return &usageError{err}
	}
	m.limit = b
	if b > 0 {
		old := debug.SetMemoryLimit(b)
		a.cleanup = append(a.cleanup, func() { debug.SetMemoryLimit(old) })
		if a.in != nil {
			// Reading holds too: every input is read under stdin's context
			// (puzzle.ReadInput), also in a command that reads before it
			// makes its work context, which then watches again.
			ctx, stop := m.watch(a.in.context())
			a.in.setContext(ctx)
			a.cleanup = append(a.cleanup, stop)
		}
	}
	return nil
}

// held is the memory the Go runtime holds from the system: everything it
// mapped, less heap it has given back. It is what the process's resident
// size follows (the binary's own pages aside).
func held() (held, live int64) {
	s := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}, {Name: "/gc/heap/live:bytes"}}
	metrics.Read(s)
	return int64(s[0].Value.Uint64()) - int64(s[1].Value.Uint64()), int64(s[2].Value.Uint64())
}

// tooMuch returns why the work must stop, or nil: the runtime holds more
// than the limit, or the heap still live after a collection is past 90% of
// it (then the collector, driven by the soft limit, would spend the run
// collecting with the held memory just under the limit).
func (m *memWatch) tooMuch() error {
	h, live := held()
	switch {
	case h > m.limit:
		return fmt.Errorf("memory limit: %s held, above --max-memory %s", mib(h), m.flag)
	case live > m.limit/10*9:
		return fmt.Errorf("memory limit: %s live after garbage collection, past 90%% of --max-memory %s", mib(live), m.flag)
	}
	return nil
}

// watch returns ctx cancelled, with the reason as its cause, once tooMuch
// says so, and the function that ends the watcher (safe to call twice).
// Without a limit it returns ctx.
func (m *memWatch) watch(ctx context.Context) (context.Context, func()) {
	if m.limit <= 0 {
		return ctx, func() {}
	}
	ctx, cancel := context.WithCancelCause(ctx)
	go func() {
		tick := time.NewTicker(memPoll)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
				if err := m.tooMuch(); err != nil {
					m.over.Store(err)
					cancel(err)
					return
				}
			}
		}
	}()
	return ctx, func() { cancel(nil) }
}

// exceeded returns the error that stopped the work, or nil.
func (m *memWatch) exceeded() error {
	if err, ok := m.over.Load().(error); ok {
		return err
	}
	return nil
}

func mib(b int64) string { return fmt.Sprintf("%d MiB", b>>20) }
