//go:build !unix

package closefar

import "time"

// cpuTime: no portable CPU clock here; the cpu- metrics read 0.
func cpuTime() time.Duration { return 0 }
