//go:build race

package sudoku_test

// raceEnabled reports whether the tests run under the race detector, under
// which sync.Pool drops values at random, so that a solve may allocate the
// search it would otherwise reuse.
const raceEnabled = true
