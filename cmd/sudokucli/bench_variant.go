package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os/exec"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
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
	}, countClassic, func(i int, p sudoku.Puzzle) bool {
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
	return timeSolo(w, stderr, solo, n, soloParams(v, level)) && ok
}

// timeSolo times sgt-solo at path solo making n puzzles of params
// ("3x3kdi") as a child process and prints its CPU time per puzzle; it
// returns false, saying why on stderr, when Solo could not run.
func timeSolo(w, stderr io.Writer, solo string, n int, params string) bool {
	cmd := exec.Command(solo, "--generate", fmt.Sprint(n), params)
	if err := cmd.Run(); err != nil {
		fmt.Fprintf(stderr, "sudokucli bench: %s --generate %d %s: %v\n", solo, n, params, err)
		return false
	}
	soloCPU := cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	fmt.Fprintf(w, "Solo %s: %d puzzles; CPU s per puzzle: mean %.3f\n", params, n, soloCPU.Seconds()/float64(n))
	return true
}

// soloSizes are the blocks of Solo's grids of each size with boxes, as its
// parameters write them ("2x3" for 6x6): its grids of other sizes than
// 9x9 are classic ones.
var soloSizes = map[int]string{4: "2x2", 6: "2x3", 8: "2x4", 9: "3x3", 10: "2x5", 12: "3x4", 15: "3x5", 16: "4x4"}

// benchSized generates n puzzles of g (a grid of -size n, or a setter's
// kind) from seed, the puzzles "generate -n N -seed S -size SIZE
// -variant V -difficulty LEVEL" writes, and prints the CPU time per
// puzzle (mean, median, p90, max). It checks that each has one solution
// and grades to level (9x9 ones as grade does, the others by
// logic.GradeSized), reporting each failure to stderr. With solo set it
// then times Solo making n classic puzzles of the size at the nearest of
// its levels in the same run (none for a setter's kind: Solo makes none).
// It returns false when a puzzle failed or Solo could not run.
func benchSized(w, stderr io.Writer, n int, seed uint64, g generator, level logic.Level, size int, solo string) bool {
	r := rand.New(rand.NewPCG(seed, 0))
	cpu, ok := timeEach(n, stderr, func() (*variant.Puzzle, error) { return g.sized(r) },
		func(vp *variant.Puzzle) int {
			k, _, err := vp.Count(context.Background(), 2)
			if err != nil {
				return 0
			}
			return k
		}, func(i int, vp *variant.Puzzle) bool {
			got, err := levelOf(vp)
			if err != nil || got != level {
				fmt.Fprintf(stderr, "puzzle %d: grades %v, %v; want %v\n", i+1, got, err, level)
				return false
			}
			return true
		})
	fmt.Fprintf(w, "%s: %d puzzles (seed %d); %s\n", g.title, n, seed, cpu)
	if solo == "" {
		return ok
	}
	return timeSolo(w, stderr, solo, n, soloSizes[size]+"d"+string("biaeu"[level])) && ok
}

// levelOf grades a setter's puzzle as grade does: a 9x9 one by
// logic.GradePuzzle, another size by logic.GradeSized.
func levelOf(vp *variant.Puzzle) (logic.Level, error) {
	if vp.Size != 9 {
		rules, givens, solution, err := solveSized(vp)
		if err != nil {
			return 0, err
		}
		return logic.GradeSized(rules, givens, solution).Level, nil
	}
	p, err := vp.Sudoku()
	if err != nil {
		return 0, err
	}
	d, err := logic.GradePuzzle(&p)
	return d.Level, err
}
