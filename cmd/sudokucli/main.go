// Command sudokucli is the Sudoku engine without a window: it solves, counts
// and generates puzzles in the one-line puzzle text format.
//
// Usage:
//
//	sudokucli solve [-count] [FILE]
//	sudokucli generate [-n N] [-seed S]
//
// solve reads puzzles from FILE or standard input, one per line; blank lines and
// lines starting with '#' are skipped. For each puzzle it writes one line: the
// 81-digit solution, or "error: MESSAGE" saying what is wrong and where (the
// message also goes to standard error with the input line number). With -count
// it writes the number of solutions instead, 2 meaning two or more. The exit
// status is 1 when any puzzle failed, 2 on a usage error, else 0.
//
// generate writes N new puzzles, one per line, each with exactly one
// solution; the same seed gives the same puzzles.
package main

import (
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}
