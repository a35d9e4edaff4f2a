//go:build !unix

package web

import "time"

// cpuTime is not measured here: the load test logs 0.
func cpuTime() time.Duration { return 0 }
