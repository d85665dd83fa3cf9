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

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
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
	qqwing := fs.String("qqwing", "", "also time this qqwing binary (qqwing --solve --one-line, run until -time of its CPU time, in turn with ours) on each file and print the ratio")
	tdoku := fs.String("tdoku", "", "also time this tdoku-count binary (PATH count FILE) against sudokucli solve -count FILE, both end to end as processes, in turns, least CPU of -rounds rounds each, and print the ratio")
	nRounds := fs.Int("rounds", 5, "with -tdoku: the rounds of each, the least CPU time of which counts")
	minTime := fs.Duration("time", time.Second, "repeat each file until this much CPU time is spent, to steady the figures")
	generate := fs.Int("generate", 0, "also generate this many puzzles (full grid and carve) and print the time per puzzle")
	seed := fs.Uint64("seed", 1, "random seed for -generate")
	difficulty := fs.String("difficulty", "", "with -generate: puzzles of this level (as generate -difficulty), timed in CPU per puzzle and checked")
	symmetry := fs.String("symmetry", "", "with -difficulty: this symmetry of the givens (none by default)")
	variantName := fs.String("variant", "", "with -generate and -difficulty: puzzles of this variant (killer, jigsaw, x or a mix such as killer+x), or with these constraints (antiking, antiknight, arrow, cages, kropki, littlekiller, oddeven, thermo, xv, or a mix such as antiknight+killer) of any -size")
	size := fs.Int("size", 9, "with -generate and -difficulty: classic puzzles of a grid of this size with boxes (4 to 16), or with -variant's constraints")
	solo := fs.String("solo", "", "with -variant or -size: also time this sgt-solo binary (sgt-solo --generate N) making puzzles of the nearest kind, size and level")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *size != 9 || variant.CheckDealKind(*variantName) == nil {
		return benchSizedArgs(stdout, stderr, *generate, *seed, *difficulty, *symmetry, *variantName, *size, *solo)
	}
	if *variantName != "" || *solo != "" {
		return benchVariantArgs(stdout, stderr, *generate, *seed, *difficulty, *variantName, *solo)
	}
	if *difficulty != "" || *symmetry != "" {
		return benchLevelArgs(stdout, stderr, *generate, *seed, *difficulty, *symmetry)
	}
	if *nRounds < 1 {
		fmt.Fprintln(stderr, "sudokucli bench: -rounds must be at least 1")
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
		header += "qqwing puzzles/s\tvs qqwing\t"
	}
	if *tdoku != "" {
		header += "CLI puzzles/s\ttdoku puzzles/s\tvs tdoku\t"
	}
	fmt.Fprintln(tw, header)
	failed := false
	b := fileBench{count: *count, qqwing: *qqwing, tdoku: *tdoku, rounds: *nRounds, minTime: *minTime, stderr: stderr}
	for _, name := range fs.Args() {
		line, ok := b.run(name)
		if line != "" {
			fmt.Fprintln(tw, line)
		}
		failed = failed || !ok
	}
	tw.Flush()
	if *qqwing != "" || *tdoku != "" {
		fmt.Fprintln(stdout, "vs: our puzzles/s over theirs, above 1 when ours is faster; QQWing against the solver in process,")
		fmt.Fprintf(stdout, "tdoku against this command end to end (%q), least CPU of %d rounds each, in turns\n", "sudokucli solve -count FILE", *nRounds)
	}
	if failed {
		return 1
	}
	return 0
}

// fileBench is how runBench times each file: counting or finding the first
// solution, against QQWing and tdoku when their paths are set.
type fileBench struct {
	count         bool
	qqwing, tdoku string
	rounds        int
	minTime       time.Duration
	stderr        io.Writer
}

// run times the puzzles of the file name and returns its line of the
// table, and false when a puzzle was answered wrong or a program failed
// (each said on b.stderr); "" when the file cannot be read.
func (b fileBench) run(name string) (line string, ok bool) {
	ok = true
	puzzles, err := readPuzzleFile(name)
	if err != nil {
		fmt.Fprintf(b.stderr, "sudokucli bench: %v\n", err)
		return "", false
	}
	res, solutions := check(puzzles, b.count)
	for _, p := range res.problems {
		fmt.Fprintf(b.stderr, "%s: %s\n", name, p)
		ok = false
	}
	ours := &rounds{run: func() (time.Duration, error) { return solveAll(puzzles, b.count), nil }}
	var theirs *rounds
	if b.qqwing != "" {
		theirs = &rounds{run: func() (time.Duration, error) { return runQQWing(b.qqwing, name, solutions) }}
	}
	qerr := timeInTurn(b.minTime, ours, theirs)
	res.puzzles, res.cpu = ours.n*len(puzzles), max(ours.cpu, time.Nanosecond)
	line = fmt.Sprintf("%s\t%d\t%.3f\t%.0f\t%.1f\t%.1f\t", filepath.Base(name), res.puzzles, res.cpu.Seconds(), res.rate(),
		float64(res.median.Nanoseconds())/1e3, float64(res.p99.Nanoseconds())/1e3)
	switch {
	case theirs == nil:
	case qerr != nil:
		fmt.Fprintf(b.stderr, "sudokucli bench: qqwing on %s: %v\n", name, qerr)
		ok = false
		line += "-\t-\t"
	default:
		q := float64(theirs.n*len(puzzles)) / max(theirs.cpu, time.Millisecond).Seconds()
		line += fmt.Sprintf("%.0f\t%.1fx\t", q, res.rate()/q)
	}
	if b.tdoku != "" {
		ours, theirs, err := endToEnd(b.rounds, name, countLines(puzzles), b.tdoku)
		if err != nil {
			fmt.Fprintf(b.stderr, "sudokucli bench: %s: %v\n", name, err)
			ok = false
			line += "-\t-\t-\t"
		} else {
			perSec := func(d time.Duration) float64 { return float64(len(puzzles)) / max(d, time.Microsecond).Seconds() }
			line += fmt.Sprintf("%.0f\t%.0f\t%.2fx\t", perSec(ours), perSec(theirs), perSec(ours)/perSec(theirs))
		}
	}
	return line, ok
}

// benchLevelArgs times generate puzzles of the level named difficulty at
// the symmetry named symmetry (none when ""), from seed: runBench with
// -difficulty. It returns the exit status: 2 for bad flags, 1 when a
// puzzle failed its checks.
func benchLevelArgs(stdout, stderr io.Writer, generate int, seed uint64, difficulty, symmetry string) int {
	if generate <= 0 || difficulty == "" {
		fmt.Fprintln(stderr, "sudokucli bench: -difficulty needs -generate N, and -symmetry needs -difficulty")
		return 2
	}
	level, err := logic.ParseLevel(difficulty)
	if err != nil {
		fmt.Fprintf(stderr, "sudokucli bench: %v\n", err)
		return 2
	}
	sym := logic.NoSymmetry
	if symmetry != "" {
		if sym, err = logic.ParseSymmetry(symmetry); err != nil {
			fmt.Fprintf(stderr, "sudokucli bench: %v\n", err)
			return 2
		}
	}
	if !benchLevel(stdout, stderr, generate, seed, level, sym) {
		return 1
	}
	return 0
}

// benchVariantArgs is runBench with -variant: benchVariant, after checking
// the flags. It returns the exit status: 2 for bad flags, 1 when a puzzle
// failed its checks or Solo could not run.
func benchVariantArgs(stdout, stderr io.Writer, generate int, seed uint64, difficulty, variant, solo string) int {
	if generate <= 0 || difficulty == "" || variant == "" {
		fmt.Fprintln(stderr, "sudokucli bench: -variant needs -generate N and -difficulty, and -solo needs -variant or -size")
		return 2
	}
	level, err := logic.ParseLevel(difficulty)
	if err != nil {
		fmt.Fprintf(stderr, "sudokucli bench: %v\n", err)
		return 2
	}
	v, err := sudoku.ParseVariant(variant)
	if err == nil && (v&(sudoku.Killer|sudoku.Jigsaw|sudoku.XVariant) == 0 || v&sudoku.SizeVariant != 0) {
		err = fmt.Errorf("-variant %v: want killer, jigsaw, x or a mix of them", v)
	}
	if err != nil {
		fmt.Fprintf(stderr, "sudokucli bench: %v\n", err)
		return 2
	}
	if !benchVariant(stdout, stderr, generate, seed, v, level, solo) {
		return 1
	}
	return 0
}

// benchSizedArgs is runBench with -size, or -variant naming a setter's
// kind: benchSized, after checking the flags. It returns the exit status:
// 2 for bad flags (Solo asked for a kind or size it does not make among
// them), 1 when a puzzle failed its checks or Solo could not run.
func benchSizedArgs(stdout, stderr io.Writer, generate int, seed uint64, difficulty, symmetry, kind string, size int, solo string) int {
	if generate <= 0 || difficulty == "" {
		fmt.Fprintln(stderr, "sudokucli bench: -size and -variant need -generate N and -difficulty")
		return 2
	}
	var g generator
	var err error
	if variant.CheckDealKind(kind) == nil {
		g, err = setterGenerator(size, difficulty, symmetry, kind, "")
		if err == nil && solo != "" {
			err = fmt.Errorf("-solo: Solo makes no puzzles with %s constraints", kind)
		}
	} else {
		g, err = sizedGenerator(size, difficulty, symmetry, kind, "")
		if _, ok := soloSizes[size]; err == nil && solo != "" && !ok {
			err = fmt.Errorf("-solo: Solo makes no %dx%d grids", size, size)
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "sudokucli bench: %v\n", err)
		return 2
	}
	level, _, _ := levelSymmetry(difficulty, symmetry)
	if !benchSized(stdout, stderr, generate, seed, g, level, size, solo) {
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

// check solves (or, with count, counts to 2) every puzzle once, timing
// each one (median and p99) and checking every answer. It returns the
// timings and problems, and the solutions found.
func check(puzzles []sudoku.Grid, count bool) (benchResult, []sudoku.Grid) {
	solutions := make([]sudoku.Grid, len(puzzles))
	times := make([]time.Duration, len(puzzles))
	var res benchResult
	for i, p := range puzzles {
		t0 := time.Now()
		n := 0
		if count {
			n = sudoku.CountSolutions(sudoku.Puzzle{Givens: p}, 2)
		} else if sol, err := sudoku.FirstSolution(sudoku.Puzzle{Givens: p}); err == nil {
			solutions[i], n = sol, 1
		}
		times[i] = time.Since(t0)
		if n != 1 {
			res.problems = append(res.problems, fmt.Sprintf("puzzle %d (%s): %d solutions, want 1", i+1, p, n))
			continue
		}
		if count {
			// Counting does not return the solution; check it separately.
			solutions[i], _ = sudoku.Solve(sudoku.Puzzle{Givens: p})
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

// solveAll solves (or, with count, counts to 2) every puzzle once, without
// a clock read per puzzle, and returns the CPU time it took.
func solveAll(puzzles []sudoku.Grid, count bool) time.Duration {
	cpu0 := cpuTime()
	for _, p := range puzzles {
		if count {
			sudoku.CountSolutions(sudoku.Puzzle{Givens: p}, 2)
		} else {
			sudoku.FirstSolution(sudoku.Puzzle{Givens: p})
		}
	}
	return cpuTime() - cpu0
}

// rounds is one solver's share of a timed comparison: run does one round
// over the whole file and returns the CPU time it took; n and cpu add up
// the rounds done.
type rounds struct {
	run func() (time.Duration, error)
	n   int
	cpu time.Duration
}

// timeInTurn runs ours until it has spent minTime of CPU time. With theirs
// (not nil) the two take turns, whichever has spent less going next, until
// theirs too has spent minTime and ours has spent as much as theirs: a
// machine whose speed drifts then slows both alike, so their ratio holds.
// It returns the first error of theirs, after which only ours goes on.
func timeInTurn(minTime time.Duration, ours, theirs *rounds) error {
	var err error
	for {
		theirsDue := theirs != nil && err == nil && (theirs.cpu < minTime || theirs.n == 0)
		oursDue := ours.cpu < minTime || ours.n == 0 || (theirs != nil && err == nil && ours.cpu < theirs.cpu)
		switch {
		case theirsDue && (theirs.cpu <= ours.cpu || !oursDue):
			var c time.Duration
			if c, err = theirs.run(); err == nil {
				theirs.cpu += c
				theirs.n++
			}
		case oursDue:
			c, _ := ours.run()
			ours.cpu += c
			ours.n++
		default:
			return err
		}
	}
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
		if want := appendDigits(nil, &solutions[i]); a != string(want) {
			return 0, fmt.Errorf("puzzle %d: qqwing says %s, we say %s", i+1, a, want)
		}
	}
	return cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(), nil
}

// countLines is what "sudokucli solve -count" writes for puzzles: the
// number of solutions of each, up to 2, a line each.
func countLines(puzzles []sudoku.Grid) []byte {
	out := make([]byte, 0, 2*len(puzzles))
	for _, p := range puzzles {
		out = append(out, '0'+byte(sudoku.CountSolutions(sudoku.Puzzle{Givens: p}, 2)), '\n')
	}
	return out
}

// endToEnd times this program's "solve -count FILE" and tdoku's "count
// FILE" as processes, rounds times each, in turns (the first to go changes
// every round), checks that every run writes want, and returns the least
// CPU time (user plus system) of each.
func endToEnd(rounds int, file string, want []byte, tdoku string) (ours, theirs time.Duration, err error) {
	self, err := os.Executable()
	if err != nil {
		return 0, 0, err
	}
	cmds := [2][]string{{self, "solve", "-count", file}, {tdoku, "count", file}}
	var least [2]time.Duration
	for r := range rounds {
		for i := range 2 {
			who := (i + r) % 2
			cpu, err := runCounting(cmds[who], want)
			if err != nil {
				return 0, 0, err
			}
			if r == 0 || cpu < least[who] {
				least[who] = cpu
			}
		}
	}
	return least[0], least[1], nil
}

// runCounting runs the command args once, checks that it writes want, and
// returns the CPU time it took.
func runCounting(args []string, want []byte) (time.Duration, error) {
	var out bytes.Buffer
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdout = &out
	if err := cmd.Run(); err != nil {
		return 0, fmt.Errorf("%s: %v", strings.Join(args, " "), err)
	}
	if got := out.Bytes(); !bytes.Equal(got, want) {
		gotLines, wantLines := bytes.Split(got, []byte("\n")), bytes.Split(want, []byte("\n"))
		for i := range min(len(gotLines), len(wantLines)) {
			if !bytes.Equal(gotLines[i], wantLines[i]) {
				return 0, fmt.Errorf("%s: puzzle %d: %q solutions, want %q", strings.Join(args, " "), i+1, gotLines[i], wantLines[i])
			}
		}
		return 0, fmt.Errorf("%s: %d lines, want %d", strings.Join(args, " "), len(gotLines)-1, len(wantLines)-1)
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
		p, _ := sudoku.Generate(r, sudoku.Classic)
		times[i] = time.Since(t0)
		givens += p.Givens.Filled()
		if sudoku.CountSolutions(p, 2) != 1 {
			bad++
		}
	}
	slices.Sort(times)
	us := func(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e3 }
	fmt.Fprintf(w, "generate: %d puzzles (seed %d), %.1f givens on average, %d not unique; µs per puzzle: median %.1f, p99 %.1f, max %.1f\n",
		n, seed, float64(givens)/float64(n), bad, us(times[n/2]), us(times[min(n-1, n*99/100)]), us(times[n-1]))
}

// timeEach makes n puzzles with generate, timing each call by the process's CPU
// clock, and checks each: one solution, and check (given its index from 0).
// It reports each failure to stderr, and returns the CPU time per puzzle
// ("CPU s per puzzle: mean …, median …, p90 …, max …") and whether every
// puzzle was made and passed.
func timeEach[P any](n int, stderr io.Writer, generate func() (P, error), count func(P) int, check func(i int, p P) bool) (string, bool) {
	times := make([]time.Duration, n)
	var total time.Duration
	ok := true
	for i := range times {
		c0 := cpuTime()
		p, err := generate()
		times[i] = cpuTime() - c0
		total += times[i]
		if err != nil {
			fmt.Fprintf(stderr, "puzzle %d: %v\n", i+1, err)
			ok = false
			continue
		}
		if k := count(p); k != 1 {
			fmt.Fprintf(stderr, "puzzle %d (%v): %d solutions, want 1\n", i+1, p, k)
			ok = false
		}
		if !check(i, p) {
			ok = false
		}
	}
	slices.Sort(times)
	return fmt.Sprintf("CPU s per puzzle: mean %.3f, median %.3f, p90 %.3f, max %.3f",
		total.Seconds()/float64(n), times[n/2].Seconds(), times[min(n-1, n*9/10)].Seconds(), times[n-1].Seconds()), ok
}

// countClassic counts p's solutions up to 2, for timeEach.
func countClassic(p sudoku.Puzzle) int { return sudoku.CountSolutions(p, 2) }

// benchLevel generates n puzzles of level and sym from seed, drawing exactly
// the puzzles "generate -n N -seed S -difficulty LEVEL -symmetry SYM" writes,
// and prints the CPU time per puzzle (mean, median, p90, max; each call timed
// by the process's CPU clock) and, by the technique that sets the level
// (logic.Difficulty.SetBy), how many puzzles there were. It checks that each
// puzzle has one solution, grades to level and is of an isomorph class of
// its own (sudoku.Canonical), reporting each failure to stderr; it returns
// false when one failed.
func benchLevel(w, stderr io.Writer, n int, seed uint64, level logic.Level, sym logic.Symmetry) bool {
	r := rand.New(rand.NewPCG(seed, 0))
	bySetBy := map[logic.Technique]int{}
	classes := map[sudoku.Grid]int{}
	cpu, ok := timeEach(n, stderr, func() (sudoku.Puzzle, error) {
		p, _, err := logic.Generate(r, level, sym)
		return sudoku.Puzzle{Givens: p}, err
	}, countClassic, func(i int, pz sudoku.Puzzle) bool {
		p, ok := pz.Givens, true
		d, err := logic.Grade(p)
		if err != nil || d.Level != level {
			fmt.Fprintf(stderr, "puzzle %d (%s): grades %v, %v; want %v\n", i+1, p, d.Level, err, level)
			ok = false
		}
		bySetBy[d.SetBy]++
		c := sudoku.Canonical(p)
		if j, dup := classes[c]; dup {
			fmt.Fprintf(stderr, "puzzle %d (%s) is an isomorph of puzzle %d\n", i+1, p, j)
			ok = false
		}
		classes[c] = i + 1
		return ok
	})
	fmt.Fprintf(w, "%v, symmetry %v: %d puzzles (seed %d), %d isomorph classes; %s\n", level, sym, n, seed, len(classes), cpu)
	techs := make([]logic.Technique, 0, len(bySetBy))
	for t := range bySetBy {
		techs = append(techs, t)
	}
	slices.Sort(techs)
	var parts []string
	for _, t := range techs {
		parts = append(parts, fmt.Sprintf("%v %d", t, bySetBy[t]))
	}
	fmt.Fprintf(w, "set by: %s\n", strings.Join(parts, ", "))
	return ok
}
