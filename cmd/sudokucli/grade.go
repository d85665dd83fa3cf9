package main

import (
	"flag"
	"fmt"
	"io"

	"github.com/sudoku-devs/sudoku/internal/logic"
	"github.com/sudoku-devs/sudoku/internal/se"
	"github.com/sudoku-devs/sudoku/internal/sudoku"
)

// runGrade grades puzzles from a file or stdin, one per line, writing
// "<level> <rating> <technique>" for each, where the technique is the one
// that sets the level and the rating that step's, followed for a classic
// puzzle by "; ER <rating> <technique>", the rating Sudoku Explainer gives
// it and the technique of its hardest step in Sudoku Explainer's words
// (package se), and for a variant by "; hardest step <rating> <technique>"
// when a step of a lower level is rated higher; or "error: MESSAGE".
func runGrade(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("grade", flag.ContinueOnError)
	fs.SetOutput(stderr)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	return answerLines(fs, stdin, stdout, stderr, stringAnswer(func(text string) (string, error) {
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
