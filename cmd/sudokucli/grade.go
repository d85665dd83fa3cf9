package main

import (
	"context"
	"flag"
	"fmt"
	"io"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/se"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
	"github.com/sudoku-devs/sudoku/internal/variant"
)

// runGrade grades puzzles from a file or stdin, one per line, writing
// "<level> <rating> <technique>" for each, where the technique is the one
// that sets the level and the rating that step's, followed for a classic
// puzzle by "; ER <rating> <technique>", the rating Sudoku Explainer gives
// it and the technique of its hardest step in Sudoku Explainer's words
// (package se), and for a variant by "; hardest step <rating> <technique>"
// when a step of a lower level is rated higher; or "error: MESSAGE". A
// setter's grid of another size than 9x9 is graded by the singles and
// Trial (see gradeSized).
func runGrade(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("grade", flag.ContinueOnError)
	fs.SetOutput(stderr)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	return answerLines(fs, stdin, stdout, stderr, stringAnswer(func(text string) (string, error) {
		if vp, ok, err := setterPuzzle(text); ok && (err != nil || vp.Size != 9) {
			if err != nil {
				return "", err
			}
			return gradeSized(vp)
		}
		p, err := readPuzzle(text)
		if err != nil {
			return "", err
		}
		d, err := logic.GradePuzzle(&p)
		if err != nil {
			return "", err
		}
		line := fmt.Sprintf("%v %.1f %v", d.Level, d.SetByRating, d.SetBy)
		if p.Variant() == sudoku.Classic && p.Constraints == nil {
			r, err := se.Rate(p.Givens)
			if err != nil {
				return "", err
			}
			return line + "; ER " + r.String(), nil
		}
		if d.Rating > d.SetByRating {
			line += fmt.Sprintf("; hardest step %.1f %v", d.Rating, d.Hardest)
		}
		return line, nil
	}))
}

// gradeSized grades a setter's grid of another size than 9x9, which the
// 9x9 logic does not take, by the steps that work on any houses
// (logic.GradeSized): "Easy 1.5 Hidden single" when singles solve it,
// "Extreme 10.0 Trial" when they run out.
func gradeSized(vp *variant.Puzzle) (string, error) {
	rules, givens, solution, err := solveSized(vp)
	if err != nil {
		return "", err
	}
	d := logic.GradeSized(rules, givens, solution)
	return fmt.Sprintf("%v %.1f %v", d.Level, d.SetByRating, d.SetBy), nil
}

// solveSized solves a setter's grid of another size than 9x9 and returns
// its rules, its givens and its solution as package logic takes them, or
// the error of solving it.
func solveSized(vp *variant.Puzzle) (*sudoku.Rules, []uint8, []uint8, error) {
	sol, err := vp.Solve(context.Background())
	if err != nil {
		return nil, nil, nil, err
	}
	givens, solution := make([]uint8, vp.Cells()), make([]uint8, vp.Cells())
	for i := range givens {
		givens[i], solution[i] = uint8(vp.Givens[i]), uint8(sol[i])
	}
	return vp.GameRules(), givens, solution, nil
}
