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

// TuneGC sets ServeGCPercent for this process unless the GOGC environment
// variable chose a value, and returns a function that restores the old one.
// `deduce serve` calls it; so does the load test, to measure what serve does.
func TuneGC() (restore func()) {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	old := debug.SetGCPercent(ServeGCPercent)
	return func() { debug.SetGCPercent(old) }
}
