package main

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/sudoku-devs/sudoku/internal/puzzlesets"
)

// BenchmarkSolveCount runs "sudokucli solve -count" in process on each full
// benchmark set (skipped without ../shared/data), reading the set from
// memory and writing to nowhere: the solver with the command's reading,
// parsing and writing, without the start of a process.
func BenchmarkSolveCount(b *testing.B) {
	for _, set := range []string{puzzlesets.Clue17, puzzlesets.Top1465, puzzlesets.Hardest1106, puzzlesets.ForumHardest} {
		b.Run(strings.TrimSuffix(set, ".txt"), func(b *testing.B) {
			lines := puzzlesets.Full(b, set)
			input := []byte(strings.Join(lines, "\n") + "\n")
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if status := run([]string{"solve", "-count"}, bytes.NewReader(input), io.Discard, io.Discard); status != 0 {
					b.Fatalf("solve -count %s: exit status %d", set, status)
				}
			}
			b.ReportMetric(float64(b.N*len(lines))/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}
