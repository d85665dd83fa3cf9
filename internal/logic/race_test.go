//go:build race

package logic

// raceEnabled reports whether the tests run under the race detector, which
// makes the solver about 14 times slower: the tests that solve many hard
// puzzles take fewer then (LOGIC_FULL=1 without -race checks them all).
const raceEnabled = true
