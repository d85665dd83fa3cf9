//go:build race

package se

// raceEnabled reports whether the tests run under the race detector, which
// makes rating many times slower: TestRateAsSerate then rates every fifth
// puzzle.
const raceEnabled = true
