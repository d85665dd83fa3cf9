package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os/exec"
	"slices"
	"time"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// soloParams are the parameters of Simon Tatham's Solo (sgt-solo
// --generate N PARAMS) for a variant and level of ours: the variant's
// shape ("3x3k" killer, "9j" jigsaw, "3x3x" X, mixes by both letters) and
// the nearest of Solo's levels (Basic, Intermediate, Advanced, Extreme,
// Unreasonable for Easy to Extreme). Solo's levels are its own, so the
// pairing is a rough one.
func soloParams(v sudoku.Variant, level logic.Level) string {
	shape := "3x3"
	if v&sudoku.Jigsaw != 0 {
		shape = "9j"
	}
	if v&sudoku.XVariant != 0 {
		shape += "x"
	}
	if v&sudoku.Killer != 0 {
		shape += "k"
	}
	return shape + "d" + string("biaeu"[level])
}

// benchVariant generates n puzzles of variant v at level from seed, the
// puzzles "generate -n N -seed S -variant V -difficulty LEVEL" writes, and
// prints the CPU time per puzzle (mean, median, p90, max). It checks that
// each has one solution and grades to level, reporting each failure to
// stderr. With solo set (a path to sgt-solo) it then times Solo making n
// puzzles of the nearest kind (soloParams) in the same run, its CPU time
// as a child process. It returns false when a puzzle failed or Solo could
// not run.
func benchVariant(w, stderr io.Writer, n int, seed uint64, v sudoku.Variant, level logic.Level, solo string) bool {
	r := rand.New(rand.NewPCG(seed, 0))
	times := make([]time.Duration, n)
	var total time.Duration
	ok := true
	for i := range times {
		c0 := cpuTime()
		p, _, err := logic.GenerateVariant(context.Background(), r, v, level)
		times[i] = cpuTime() - c0
		total += times[i]
		if err != nil {
			fmt.Fprintf(stderr, "puzzle %d: %v\n", i+1, err)
			ok = false
			continue
		}
		if k := sudoku.CountSolutions(p, 2); k != 1 {
			fmt.Fprintf(stderr, "puzzle %d: %d solutions, want 1\n", i+1, k)
			ok = false
		}
		if d, err := logic.GradePuzzle(&p); err != nil || d.Level != level {
			fmt.Fprintf(stderr, "puzzle %d: grades %v, %v; want %v\n", i+1, d.Level, err, level)
			ok = false
		}
	}
	slices.Sort(times)
	fmt.Fprintf(w, "%v %v: %d puzzles (seed %d); CPU s per puzzle: mean %.3f, median %.3f, p90 %.3f, max %.3f\n",
		v, level, n, seed, total.Seconds()/float64(n), times[n/2].Seconds(), times[min(n-1, n*9/10)].Seconds(), times[n-1].Seconds())
	if solo == "" {
		return ok
	}
	params := soloParams(v, level)
	cmd := exec.Command(solo, "--generate", fmt.Sprint(n), params)
	if err := cmd.Run(); err != nil {
		fmt.Fprintf(stderr, "sudokucli bench: %s --generate %d %s: %v\n", solo, n, params, err)
		return false
	}
	cpu := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	fmt.Fprintf(w, "Solo %s: %d puzzles; CPU s per puzzle: mean %.3f\n", params, n, cpu.Seconds()/float64(n))
	return ok
}
