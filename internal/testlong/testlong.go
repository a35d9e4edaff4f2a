// Package testlong separates the long test suite from the default one.
//
// `go test ./...` runs the quick suite (under a minute on two cores);
// `go test -tags long ./...` (as .ci/run does) also runs the tests that
// call Skip and takes the long side of every Pick: more random instances,
// every seed, external cross-checks. A test that skips says why, so the
// default run shows what it left out.
package testlong

import "testing"

// Enabled is true when the tests are built with -tags long.
const Enabled = enabled

// Skip skips t unless the long suite runs; why says what the test costs.
func Skip(t testing.TB, why string) {
	t.Helper()
	if !Enabled {
		t.Skip("long suite only (go test -tags long): " + why)
	}
}

// Pick returns long in the long suite and short otherwise, e.g. the number
// of random instances a property test draws.
func Pick[T any](short, long T) T {
	if Enabled {
		return long
	}
	return short
}
