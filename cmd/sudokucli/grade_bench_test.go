package main

import (
	"bytes"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/sudoku-devs/sudoku/internal/puzzlesets"
)

// BenchmarkGradeForumHardest runs "sudokucli grade" in process on each
// puzzle of the forum-hardest sample (122 of the forum's puzzles rated 11
// and up, the hardest the repository carries), one at a time, and checks
// each answer against testdata/forum-hardest-grade.txt: the grade's level
// and Sudoku Explainer's rating must not change as the code gets faster.
// It reports the CPU time (user plus system, all goroutines) of the
// slowest puzzle (max-cpu-s), the mean (mean-cpu-s) and how many puzzles
// take over five seconds (over-5s), the figures docs/benchmarks.md gives,
// and logs which puzzle was the slowest. One round takes minutes: run it
// with -benchtime 1x.
func BenchmarkGradeForumHardest(b *testing.B) {
	puzzles := puzzlesets.Sample(puzzlesets.ForumHardest)
	data, err := os.ReadFile("testdata/forum-hardest-grade.txt")
	if err != nil {
		b.Fatal(err)
	}
	want := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(want) != len(puzzles) {
		b.Fatalf("testdata/forum-hardest-grade.txt has %d lines for %d puzzles", len(want), len(puzzles))
	}
	var slowest, total time.Duration
	over, which := 0, 0
	var out bytes.Buffer
	for b.Loop() {
		for i, p := range puzzles {
			out.Reset()
			start := cpuTime()
			status := run([]string{"grade"}, strings.NewReader(p+"\n"), &out, io.Discard)
			spent := cpuTime() - start
			if got := strings.TrimSuffix(out.String(), "\n"); status != 0 || got != want[i] {
				b.Fatalf("grade of puzzle %d (%s) = %d, %q; want 0, %q", i+1, p, status, got, want[i])
			}
			total += spent
			if spent > slowest {
				slowest, which = spent, i+1
			}
			if spent > 5*time.Second {
				over++
			}
		}
	}
	b.Logf("slowest: puzzle %d of %d, %.2f s of CPU", which, len(puzzles), slowest.Seconds())
	b.ReportMetric(slowest.Seconds(), "max-cpu-s")
	b.ReportMetric(total.Seconds()/float64(b.N*len(puzzles)), "mean-cpu-s")
	b.ReportMetric(float64(over)/float64(b.N), "over-5s")
}
