package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os/exec"

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
	cpu, ok := timeEach(n, stderr, func() (sudoku.Puzzle, error) {
		p, _, err := logic.GenerateVariant(context.Background(), r, v, level)
		return p, err
	}, func(i int, p sudoku.Puzzle) bool {
		if d, err := logic.GradePuzzle(&p); err != nil || d.Level != level {
			fmt.Fprintf(stderr, "puzzle %d: grades %v, %v; want %v\n", i+1, d.Level, err, level)
			return false
		}
		return true
	})
	fmt.Fprintf(w, "%v %v: %d puzzles (seed %d); %s\n", v, level, n, seed, cpu)
	if solo == "" {
		return ok
	}
	params := soloParams(v, level)
	cmd := exec.Command(solo, "--generate", fmt.Sprint(n), params)
	if err := cmd.Run(); err != nil {
		fmt.Fprintf(stderr, "sudokucli bench: %s --generate %d %s: %v\n", solo, n, params, err)
		return false
	}
	soloCPU := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	fmt.Fprintf(w, "Solo %s: %d puzzles; CPU s per puzzle: mean %.3f\n", params, n, soloCPU.Seconds()/float64(n))
	return ok
}
