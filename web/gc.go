package web

import (
	"os"
	"runtime/debug"
)

// ServeGCPercent is the garbage collector's target (as GOGC) while serving.
// A burst of requests allocates tens of MiB over a live heap of a few MiB,
// so at Go's default of 100 the collector runs again and again and its
// marking and assists took about a seventh of the burst's CPU; at 400 the
// heap peaks a few MiB higher and a 200-request burst of cold requests over
// kept-alive connections finishes its median request in about 13-21 ms
// instead of 28-39 ms (TestConcurrentLoad on the 2-core machine, when its
// clients still ran in the server's process).
const ServeGCPercent = 400

// ServeMemoryLimit is the soft limit of the Go heap while serving (as
// GOMEMLIMIT): near it the collector runs as often as it must, so that
// ServeGCPercent's headroom (up to 5 times the live heap) does not carry a
// server with two hostile requests computing past its memory ceiling
// (TestHostileLoad: 2.3 GB without it). It bounds garbage, not live data:
// the bounds on request sizes do that.
const ServeMemoryLimit = 768 << 20

// TuneGC sets ServeGCPercent and ServeMemoryLimit for this process, unless
// the GOGC or GOMEMLIMIT environment variables chose values, and returns a
// function that restores the old ones. `deduce serve` calls it; so do the
// load tests, to measure what serve does.
func TuneGC() (restore func()) {
	oldGC, oldLimit := int(-2), int64(-2)
	if os.Getenv("GOGC") == "" {
		oldGC = debug.SetGCPercent(ServeGCPercent)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		oldLimit = debug.SetMemoryLimit(ServeMemoryLimit)
	}
	return func() {
		if oldGC != -2 {
			debug.SetGCPercent(oldGC)
		}
		if oldLimit != -2 {
			debug.SetMemoryLimit(oldLimit)
		}
	}
}
