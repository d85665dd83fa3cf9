//go:build race

package variant

// raceEnabled reports whether the tests run under the race detector, which
// makes the solver some ten times slower.
const raceEnabled = true
