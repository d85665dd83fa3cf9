//go:build !unix

package main

import "time"

var start = time.Now()

// cpuTime returns the wall time since the program started: where the process
// CPU time is not at hand, bench reports wall time.
func cpuTime() time.Duration { return time.Since(start) }
