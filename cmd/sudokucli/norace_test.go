//go:build !race

package main

// raceEnabled reports whether the tests run under the race detector, which
// makes the logic solver about 14 times slower.
const raceEnabled = false
