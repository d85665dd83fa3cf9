package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// benchResult is what bench measured on one file.
type benchResult struct {
	puzzles  int
	cpu      time.Duration // process CPU time (user + system) over the whole file
	median   time.Duration // wall time per puzzle
	p99      time.Duration
	problems []string // wrong or missing answers, one line each
}

func (r benchResult) rate() float64 { return float64(r.puzzles) / r.cpu.Seconds() }

func runBench(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	count := fs.Bool("count", false, "count solutions up to 2 (a uniqueness check) instead of finding the first")
	qqwing := fs.String("qqwing", "", "also time this qqwing binary (qqwing --solve --one-line, run until -time of its CPU time) on each file and print the ratio")
	minTime := fs.Duration("time", time.Second, "repeat each file until this much CPU time is spent, to steady the figures")
	generate := fs.Int("generate", 0, "also generate this many puzzles (full grid and carve) and print the time per puzzle")
	seed := fs.Uint64("seed", 1, "random seed for -generate")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() == 0 && *generate <= 0 {
		fmt.Fprintln(stderr, "sudokucli bench: want at least one FILE or -generate N")
		return 2
	}
	if *generate > 0 {
		benchGenerate(stdout, *generate, *seed)
		if fs.NArg() == 0 {
			return 0
		}
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	mode := "first solution"
	if *count {
		mode = "count to 2"
	}
	fmt.Fprintf(stdout, "mode: %s; seconds are CPU time; median and p99 are wall time per puzzle\n", mode)
	header := "file\tpuzzles\tseconds\tpuzzles/s\tmedian µs\tp99 µs\t"
	if *qqwing != "" {
		header += "qqwing puzzles/s\tratio\t"
	}
	fmt.Fprintln(tw, header)
	failed := false
	for _, name := range fs.Args() {
		puzzles, err := readPuzzleFile(name)
		if err != nil {
			fmt.Fprintf(stderr, "sudokucli bench: %v\n", err)
			failed = true
			continue
		}
		res, solutions := bench(puzzles, *count, *minTime)
		for _, p := range res.problems {
			fmt.Fprintf(stderr, "%s: %s\n", name, p)
			failed = true
		}
		line := fmt.Sprintf("%s\t%d\t%.3f\t%.0f\t%.1f\t%.1f\t", filepath.Base(name), res.puzzles, res.cpu.Seconds(), res.rate(),
			float64(res.median.Nanoseconds())/1e3, float64(res.p99.Nanoseconds())/1e3)
		if *qqwing != "" {
			q, err := benchQQWing(*qqwing, name, solutions, *minTime)
			if err != nil {
				fmt.Fprintf(stderr, "sudokucli bench: qqwing on %s: %v\n", name, err)
				failed = true
				line += "-\t-\t"
			} else {
				line += fmt.Sprintf("%.0f\t%.1fx\t", q, res.rate()/q)
			}
		}
		fmt.Fprintln(tw, line)
	}
	tw.Flush()
	if failed {
		return 1
	}
	return 0
}

// readPuzzleFile reads one puzzle per line, skipping blank lines and lines
// starting with '#'. A line that is not a puzzle is an error naming it.
func readPuzzleFile(name string) ([]sudoku.Grid, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	var out []sudoku.Grid
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		g, err := sudoku.Parse(line)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", name, i+1, err)
		}
		out = append(out, g)
	}
	return out, nil
}

// bench solves (or, with count, counts to 2) every puzzle once, timing each
// one (median and p99) and checking every answer, then again in rounds over
// the whole list, without a clock read per puzzle, until minTime of CPU time
// is spent: puzzles and cpu count those rounds. It returns the timings and
// the solutions found.
func bench(puzzles []sudoku.Grid, count bool, minTime time.Duration) (benchResult, []sudoku.Grid) {
	solutions := make([]sudoku.Grid, len(puzzles))
	counts := make([]int, len(puzzles))
	solve := func(i int) {
		if count {
			counts[i] = sudoku.CountSolutions(puzzles[i], 2)
			return
		}
		sol, err := sudoku.FirstSolution(puzzles[i])
		solutions[i] = sol
		if err == nil {
			counts[i] = 1
		}
	}
	times := make([]time.Duration, len(puzzles))
	for i := range puzzles {
		t0 := time.Now()
		solve(i)
		times[i] = time.Since(t0)
	}
	var res benchResult
	for len(puzzles) > 0 && (res.cpu < minTime || res.puzzles == 0) {
		cpu0 := cpuTime()
		for i := range puzzles {
			solve(i)
		}
		res.cpu += cpuTime() - cpu0
		res.puzzles += len(puzzles)
	}
	if res.cpu <= 0 {
		res.cpu = time.Nanosecond
	}
	for i, p := range puzzles {
		if counts[i] != 1 {
			res.problems = append(res.problems, fmt.Sprintf("puzzle %d (%s): %d solutions, want 1", i+1, p, counts[i]))
			continue
		}
		if count {
			// Counting does not return the solution; check it separately.
			solutions[i], _ = sudoku.Solve(p)
		}
		if !solves(p, solutions[i]) {
			res.problems = append(res.problems, fmt.Sprintf("puzzle %d (%s): wrong answer %s", i+1, p, solutions[i]))
		}
	}
	slices.Sort(times)
	if n := len(times); n > 0 {
		res.median = times[n/2]
		res.p99 = times[min(n-1, n*99/100)]
	}
	return res, solutions
}

// solves reports whether sol is a complete valid grid keeping puzzle's givens.
func solves(puzzle, sol sudoku.Grid) bool {
	if !sol.Complete() || sol.Validate() != nil {
		return false
	}
	for i, d := range puzzle {
		if d != 0 && sol[i] != d {
			return false
		}
	}
	return true
}

// benchQQWing runs qqwing --solve --one-line on file, again until minTime
// of its CPU time is spent, checks its answers against solutions, and returns
// its puzzles per second of CPU time over all runs.
func benchQQWing(bin, file string, solutions []sudoku.Grid, minTime time.Duration) (float64, error) {
	var cpu time.Duration
	runs := 0
	for cpu < minTime || runs == 0 {
		c, err := runQQWing(bin, file, solutions)
		if err != nil {
			return 0, err
		}
		cpu += c
		runs++
	}
	if cpu <= 0 {
		cpu = time.Millisecond
	}
	return float64(runs*len(solutions)) / cpu.Seconds(), nil
}

// runQQWing runs qqwing --solve --one-line on file once, checks its answers
// against solutions, and returns the CPU time it took.
func runQQWing(bin, file string, solutions []sudoku.Grid) (time.Duration, error) {
	in, err := os.Open(file)
	if err != nil {
		return 0, err
	}
	defer in.Close()
	var out bytes.Buffer
	cmd := exec.Command(bin, "--solve", "--one-line")
	cmd.Stdin, cmd.Stdout = in, &out
	if err := cmd.Run(); err != nil {
		return 0, err
	}
	var answers []string
	sc := bufio.NewScanner(&out)
	for sc.Scan() {
		if line := strings.TrimSpace(sc.Text()); len(line) == 81 {
			answers = append(answers, line)
		}
	}
	if len(answers) != len(solutions) {
		return 0, fmt.Errorf("%d answers for %d puzzles", len(answers), len(solutions))
	}
	for i, a := range answers {
		if a != solutionDigits(solutions[i]) {
			return 0, fmt.Errorf("puzzle %d: qqwing says %s, we say %s", i+1, a, solutionDigits(solutions[i]))
		}
	}
	return cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(), nil
}

// benchGenerate generates n puzzles from seed, checks that each has one
// solution, and prints the time per puzzle (wall time: median, p99, max).
func benchGenerate(w io.Writer, n int, seed uint64) {
	r := rand.New(rand.NewPCG(seed, 0))
	times := make([]time.Duration, n)
	givens := 0
	bad := 0
	for i := range times {
		t0 := time.Now()
		p, _ := sudoku.Generate(r)
		times[i] = time.Since(t0)
		givens += p.Givens()
		if sudoku.CountSolutions(p, 2) != 1 {
			bad++
		}
	}
	slices.Sort(times)
	us := func(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e3 }
	fmt.Fprintf(w, "generate: %d puzzles (seed %d), %.1f givens on average, %d not unique; µs per puzzle: median %.1f, p99 %.1f, max %.1f\n",
		n, seed, float64(givens)/float64(n), bad, us(times[n/2]), us(times[min(n-1, n*99/100)]), us(times[n-1]))
}
